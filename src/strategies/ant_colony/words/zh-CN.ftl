# zh-CN: ant-colony, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `ant-colony`）。
strategy-ant-colony = 蚁群算法
strategy-ant-colony-about = 蚁群算法。每只蚂蚁（--ants K）逐行摆出一个棋盘，每个皇后放在哪一列，按格子上的信息素和它与上方皇后的冲突抽选；信息素会挥发（--evaporation R），好的棋盘留下更多，直到某个棋盘成为解（--seed）

# 蚁群算法（`ant-colony`）的伪代码。
code-ant-start = 每格信息素 = T
code-ant-repeat = repeat:  # 一代
code-ant-each-ant = K 只蚂蚁各自:
code-ant-each-rank = 从上到下每行 r:
code-ant-draw = 按 信息素/(1+c)² 选空列
code-ant-count = pairs = 互相攻击的对数
code-ant-best = 少于 best 的: best = 棋盘
code-ant-stop = if pairs = 0: 停止
code-ant-evaporate = 每格信息素挥发 R
code-ant-lay = 最优棋盘在其格子上留下更多
code-value-ant-of = 第 { $ant } / { $ants } 只蚂蚁

panel-legend-ant-queen = 蚂蚁放的皇后，安全
panel-legend-ant-trail = 信息素：蓝色淡，黄色浓
panel-how-ant-colony = 蚂蚁逐行摆出棋盘，每个皇后按所在格子的信息素和它与上方皇后的冲突来抽选；信息素挥发，最好的棋盘留下更多，直到某个棋盘成为解。
panel-how-ant-colony-short = 蚂蚁沿着信息素找到解。
panel-no-masks-how-ant-colony = 按格子上的信息素抽选每个皇后

race-counter-ant-boards = 已摆棋盘

view-colony-generation = 蚁群 · 第 { $generation } 代
view-colony-ant = 蚂蚁
view-colony-ant-of = 第 { $ant } / { $ants } 只 · 已摆 { $ranks } 行
view-colony-best = 最优
view-colony-least = 最少
view-colony-files = 最优棋盘：
view-colony-mean = 平均
view-colony-best-pairs = { $pairs } 对互相攻击（第 { $generation } 代）
view-colony-none = 还没有完整的棋盘
view-colony-best-board = 目前最优的棋盘：
view-colony-footer = { $ants } 只蚂蚁 · 挥发 { $evaporation }
view-colony-gave-up = 到达上限 { $bound } 代，放弃
view-colony-solved = 第 { $generation } 代找到解
view-colony-progress = 第 { $generation } 代，最多 { $bound } 代

view-rows-ant-generation = 代
view-rows-ant-generation-gave-up = { $generation }（到达上限，放弃）
view-rows-ant-generation-of = { $generation } / 最多 { $bound }
view-rows-ant-ant = 蚂蚁
view-rows-ant-ant-of = 第 { $ant } / { $ants } 只，已摆 { $ranks } 行
view-rows-ant-best-pairs = { $pairs } 对互相攻击（第 { $generation } 代）
view-rows-ant-mean = 平均
view-rows-ant-built = 已摆
view-rows-ant-boards = { $boards } 个棋盘
view-rows-ant-trails = 信息素
view-rows-ant-trail-range = { $weakest } 到 { $strongest }
view-rows-ant-seed-colony = { $seed }，{ $ants } 只蚂蚁，挥发 { $evaporation }

words-ant-chose = 第 { $ant } 只蚂蚁：皇后放到 { $square }（对角线上方有 { $attackers } 个皇后；信息素是最浓的 { $trail }%）
words-ant-finished = 第 { $ant } / { $of } 只蚂蚁摆满了棋盘：{ $attacked } 对互相攻击
words-ant-new-best = 新的最优棋盘：{ $attacked } 对互相攻击
words-ant-renewed = 第 { $generation } 代结束：每格信息素挥发，最优棋盘留下更多（最优 { $best } 对，平均 { $mean } 对互相攻击）
words-ant-solved = 找到解：第 { $generation } 代的一只蚂蚁摆出了没有互相攻击的棋盘（共摆 { $boards } 个棋盘）

words-event-ant = 第 { $ant } 只蚂蚁摆完：{ $attacked } 对互相攻击
words-event-ant-best = 新的最优：{ $attacked } 对互相攻击
words-event-ant-trail = 第 { $generation } 代：信息素更新

error-expected-ants = 蚂蚁数应是 { $low } 到 { $high } 之间的整数
error-expected-evaporation = 应是 0 到 1 之间的比例（如 0.1 或 10%）
error-ant-colony-gave-up = 蚁群算法跑了 { $generations } 代仍未找到解：最优棋盘上有 { $pairs } 对皇后互相攻击

# Its knobs: the `:ants` and `:evaporation` lines of the help, what each takes, each told in
# a sentence (`ant-colony starts again: …`).
help-command-ants = K：蚁群算法（ant-colony）每代派出 K 只蚂蚁（1 到 1024），重新开始
help-command-evaporation = R：蚁群算法（ant-colony）的信息素每代挥发这个比例（0 到 1，或 10%），重新开始
words-arg-ants = 蚂蚁数
words-arg-evaporation = 0 到 1 之间的比例（如 0.1 或 10%）
words-told-ants = 每代 { $count } 只蚂蚁
words-told-evaporation = 挥发率 { $value }
