# zh-CN: las-vegas, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `las-vegas`）。
strategy-las-vegas = 拉斯维加斯算法
strategy-las-vegas-about = 拉斯维加斯算法。上面几行随机放在可放的列上（--random-ranks K），其余各行用回溯，失败就重试，直到成功（--seed）

# Las Vegas (`las-vegas`): k ranks at random, then backtracking.
code-las-vegas-try = repeat:  # 一次尝试
code-las-vegas-clear = 清空棋盘
code-las-vegas-free = free = 没被攻击的列
code-las-vegas-fails = if free 为空: 这次尝试失败
# A line and its continuation, under `(row, `.
code-las-vegas-place = 放置皇后 (row, 从 free
code-las-vegas-place-file = 随机取一列)
code-las-vegas-backtrack = backtrack(k)  # 同位掩码
code-las-vegas-completes = if 它把棋盘放满了:
code-las-vegas-else = # 否则这次尝试失败
code-value-ranks-of = { $k } / { $n } 行
code-value-free-files = { $count } 个空列（最近一次随机）
# The tries that failed in the random ranks and in the backtracking after them.
code-value-fails = 随机 { $random }，回溯 { $backtracking }

panel-legend-queen-random = 随机放置的皇后
panel-legend-queen-backtracking = 回溯放置的皇后
panel-legend-dead-end-try = 死路：本次尝试可能失败
panel-how-las-vegas = 每次尝试先把前几行的皇后随机放在可放的位置上，其余各行用回溯；失败就重试，直到成功。
panel-how-las-vegas-short = 前几行随机，其余回溯。
panel-no-masks-how-las-vegas = 前几行随机放，然后回溯

race-counter-tries = 尝试次数

view-rows-try = 尝试
view-rows-success = 成功率
view-rows-random = 随机
view-rows-backtracked = 回溯
# las-vegas: the seed and the ranks filled at random.
view-rows-seed-random = { $seed }，随机放 { $ranks } 行
# las-vegas: the try under way; given up at the bound; with the tries failed so far.
view-rows-try-gave-up = #{ $number }：已到上限，放弃
view-rows-try-failed = #{ $number }（失败 { $failed } 次）
# las-vegas: the tries that succeeded (percent is written with one decimal).
view-rows-success-rate = { $succeeded } / { $tries } 次（{ $percent }%）
# las-vegas: queens put at random, and by the backtracking.
view-rows-queens = { $queens } 个皇后
# las-vegas: its nodes in all.
view-rows-in-all = 共 { $nodes } 个
# las-vegas: the bitmask search's way to its first solution: nodes; none exist; past the
# budget; still counting.
view-rows-bitmask-first = { $nodes } 个节点找到第一个解
view-rows-bitmask-none = 找不到：本来就无解
view-rows-bitmask-over = 超过 { $steps } 步仍未找到
view-rows-counting = 计数中…
# The panel's title: the try under way (number is a figure).
view-tries-title = 第 { $number } 次尝试
# Where a line a rank does not fit: the labels of the queens put at random and of those put
# by the backtracking (short: at most seven columns).
view-tries-random = 随机
view-tries-backtracked-short = 回溯
# Under the panel: the tries failed, in the random part and in the backtracking.
view-tries-failed = 失败
view-tries-failed-by = 随机时 { $random } 次，回溯时 { $backtracked } 次
# Column heads: the rank, its queen's file (q, one column wide), how the queen was put.
view-tries-rank = 行
view-tries-q = 皇后
view-tries-how = 方式
# How a queen was put: on a random free file; by the backtracking.
view-tries-by-random = 随机放置
view-tries-by-backtracking = 回溯放置

words-method-first-try = 第 1 次尝试：先随机摆 { $random } 行，其余用回溯。
words-method-try = 第 { $attempt } 次尝试：上一次失败了；从空棋盘重新开始，随机摆 { $random } 行。
words-method-random = { $square }：随机选中的空闲列（{ $free } 列中选 1 列）。
words-method-backtracked = { $square } 没有被攻击：放置皇后（回溯）。
words-method-no-free-file = 第 { $rank } 行没有空闲的列可以随机放皇后：第 { $attempt } 次尝试失败。
words-method-succeeded = 第 { $tries } 次尝试找到解，一共放置了 { $nodes } 次皇后。
