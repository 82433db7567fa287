# zh-CN: bitmask, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `bitmask`）。
strategy-bitmask = 位掩码
strategy-bitmask-about = 用掩码直接跳到可放的列（经典的位运算回溯）

# The bitmask search (`bitmask`).
code-bitmask-dead-end = if free == 0: 死路; return
code-bitmask-place = 放置皇后 (row, col(bit))
code-bitmask-lift = 拿起皇后 (row, col(bit))
code-value-board-full = { $row } = n：棋盘已放满

panel-checks-mask = 掩码
panel-masks-title-rank = 第 { $rank } 行的掩码
