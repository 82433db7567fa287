# zh-CN: panels

## 计数面板（棋盘旁的“搜索”面板）：标题、各行的标签（占 12 列）和数值中的文字。
panel-counters-title = 搜索
panel-counters-status = 状态
panel-counters-event = 事件
panel-counters-speed = 速度
panel-counters-strategy = 策略
panel-counters-solutions = 解
panel-counters-classes = 对称类
panel-counters-placements = 放置
panel-counters-backtracks = 回溯
panel-counters-dead-ends = 死路
panel-counters-depth = 深度
panel-counters-pace = 事件/秒
panel-counters-elapsed = 用时
panel-counters-last-event = 最近事件
panel-counters-seed = 随机种子
panel-counters-board = 棋盘
panel-counters-moves = 移动
panel-counters-attacked = 被攻击
panel-counters-nodes = 节点
panel-counters-checks = 检查次数
panel-counters-bitmask = bitmask
panel-counters-boards = 棋盘数
panel-counters-lifts = 拿起
# 状态之后：时间线正在倒回。
panel-counters-rewinding = ◀ 倒回中
# 状态之后：搜索将在下一个解／下一条死路处暂停。
panel-counters-to-solution = → 停在解
panel-counters-to-dead-end = → 停在死路
# 状态之后：搜索正跑向指定的事件。
panel-counters-jumping = → 跳转中
# 其他策略的“bitmask”一行：同一棋盘上位掩码回溯的搜索树。
panel-counters-bitmask-nodes = { $nodes } 个节点得全部 { $solutions } 个解
panel-counters-bitmask-over = 超过 { $nodes } 个节点
panel-counters-bitmask-about = 约 { $nodes } 个节点得全部解
# min-conflicts 找到第一个解就停。
panel-counters-stops-at-one = { $solutions }（找到一个即停）
# min-conflicts：当前是第几个棋盘，已重新开始几次。
panel-counters-board-restarts = 第 { $board } 个（重启 { $restarts } 次）
panel-counters-moves-bound = { $moves }（{ $bound } 步后重启）
panel-counters-attacked-pairs = { $pairs } 对皇后
# 计数下方的两行检查次数：同样的进度下各策略的检查次数。
panel-checks-label = 检查
panel-checks-mask = 掩码
panel-checks-others = 其余
# “事件/秒”一行：搜索有多快。
panel-pace-measuring = 测量中…
panel-pace-set = 设为 { $speed }
panel-pace-average = 平均 { $rate }
panel-pace-by-hand = —（手动单步）

## 棋盘的标题（上边框）：放得下的最长一个。$n 是棋盘大小，$k 是解按搜索顺序的编号。
panel-board-title = 棋盘 n = { $n }
panel-board-title-solution = n = { $n } · 解 #{ $k }
panel-board-title-done-last = n = { $n } · 完成 · 最后一个解 #{ $k }
panel-board-title-done-last-short = 完成 · 最后 #{ $k }
panel-board-title-done-n = n = { $n } · 完成
panel-board-title-done = 完成
panel-board-title-done-none = n = { $n } · 完成 · 无解
panel-board-title-done-none-short = 完成 · 无解
panel-board-title-board-done = 棋盘 n = { $n } · 完成
# min-conflicts 完成：用了多少步。
panel-board-title-solved-after = 棋盘 n = { $n } · 完成 · 移动 { $moves } 步后得解
panel-board-title-done-after = n = { $n } · { $moves } 步后完成

## 棋盘显示某个解时，棋盘下方的说明：选中的解，或搜索的结果。
panel-shown-selected = 解 #{ $k }（已选中）
# $class 是对称类的编号（或 ?），$orbit 是这一类包含的解数。
panel-shown-class = 对称类 #{ $class }，含 { $orbit } 个解
panel-shown-back = { $key }：回到搜索
panel-shown-done-last = ✓ 完成 · 最后一个解 #{ $k }
panel-shown-done-none = ✓ 完成 · n = { $n } 无解
panel-shown-solutions-of = 找到 { $found } 个解，共 { $known } 个
panel-shown-solutions = 找到 { $found } 个解
panel-shown-classes-of = 找到 { $found } 个对称类，共 { $known } 个
panel-shown-classes = 找到 { $found } 个对称类
panel-shown-events = { $events } 个事件 · { $time }
