# zh-CN: min-conflicts, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `min-conflicts`）。
strategy-min-conflicts = 最小冲突
strategy-min-conflicts-about = 局部搜索。从一个随机棋盘开始，把一个被攻击的皇后移到本行受攻击最少的格子，直到没有皇后被攻击（--seed）

# Min-conflicts (`min-conflicts`): a random board repaired move by move.
code-min-conflicts-board = board = 随机排列
code-min-conflicts-repeat = 重复 bound 次:
code-min-conflicts-none-attacked = if 没有皇后被攻击:
code-min-conflicts-row = row = 随机一个被攻击的皇后
code-min-conflicts-col = col = row 行里受攻击最少的
code-min-conflicts-col-ties = 格子（并列时随机）
code-min-conflicts-move = 把 row 行的皇后移到 col
code-min-conflicts-restart = # 没找到：重新开始
code-value-was-on = { $row }（原在 { $square }）
code-value-attacked-by = { $col }（{ $square }，被 { $count } 个皇后攻击）
code-value-random-board = 第 { $attempt } 个随机棋盘

panel-counters-seed = 随机种子
panel-counters-board = 棋盘
panel-counters-moves = 移动
panel-counters-attacked = 被攻击
# min-conflicts 找到第一个解就停。
panel-counters-stops-at-one = { $solutions }（找到一个即停）
# min-conflicts：当前是第几个棋盘，已重新开始几次。
panel-counters-board-restarts = 第 { $board } 个（重启 { $restarts } 次）
panel-counters-moves-bound = { $moves }（{ $bound } 步后重启）
panel-counters-attacked-pairs = { $pairs } 对皇后
panel-legend-queen-safe = 不受攻击的皇后
panel-legend-queen-moved = 刚移动的皇后
panel-legend-square-left = 它离开的格子
panel-how-min-conflicts = 先随机摆一个棋盘；然后把一个被攻击的皇后移到本行受攻击最少的格子，直到没有皇后被攻击。
panel-how-min-conflicts-short = 移动被攻击的皇后，直到没有冲突。
panel-no-masks-how-min-conflicts = 统计每一列和每条对角线上的皇后

race-counter-moves = 移动次数
# min-conflicts 的移动次数（写好的数），以及重新开始了几次。
race-counter-moves-restarts = { $moves } · 重启 { $restarts } 次

# 按 d（下一条死路）而策略没有死路。
words-no-dead-ends-min-conflicts = 最小冲突没有死路，只有摆满的棋盘（{ $key }：运行到它的解）

# Its own event, short (the counters' last event; stepping back over it): a queen moved along its rank.
words-event-move = 把 { $from } 的皇后移到 { $to }
words-event-move-numbered = 第 { $rank } 行：皇后从第 { $from } 列移到第 { $to } 列

# The narration of a move: the queen's squares, with the arrow (the rank once and the files by number past the lettered files); the move told in full.
words-moved = { $from } → { $to }
words-moved-numbered = 第 { $rank } 行：第 { $from } 列 → 第 { $to } 列
words-story-moved = { $moved }，移到本行受攻击最少的格子（受 { $now } 个皇后攻击）：{ $pairs }。
