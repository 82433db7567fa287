# zh-CN: particle-swarm, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `particle-swarm`）。
strategy-particle-swarm = 粒子群算法
strategy-particle-swarm-about = 离散的粒子群算法。每个粒子（--particles K）是一个每行、每列各一个皇后的棋盘；它的速度是一串两行之间的交换，保留上一轮的一部分，把它拉向自己的个体最优和粒子群的全局最优，并交换一个被攻击皇后所在的行；久久没有进展的粒子会被打散，直到某个棋盘成为解（--seed）

# 粒子群算法（`particle-swarm`）的伪代码。
code-pso-start = boards = K 个随机排列
code-pso-repeat = repeat:  # 一轮
code-pso-each = 每个粒子 p:
code-pso-stale = 若 p.best 久未改进:
code-pso-scatter = 忘掉 p.best; v = n/2 次随机交换
code-pso-else = 否则:
code-pso-inertia = v = v 的交换各留 1/5
code-pso-pull = v += 向 p.best、gbest 的交换各取 4/5
code-pso-turbulence = v += 被攻击皇后那行的一次交换
code-pso-swap = 逐个做 v 的交换
code-pso-count = pairs = 互相攻击的对数
code-pso-personal = 少于 p.best 的: p.best = p
code-pso-global = 少于 gbest 的: gbest = p
code-pso-stop = if pairs = 0: 停止
code-value-pso-of = 第 { $particle } / { $particles } 个粒子
code-value-pso-swaps = { $swaps } 次交换

panel-legend-pso-queen = 粒子的皇后，安全
panel-legend-pso-swapped = 刚交换的皇后
panel-how-particle-swarm = 每个粒子是一个棋盘；它的速度是一串两行之间的交换，保留上一次的一部分，被拉向它自己的最优棋盘和整个粒子群的最优棋盘，并交换一个被攻击皇后所在的行；久未改进的粒子随机散开。
panel-how-particle-swarm-short = 棋盘向最优的那个聚拢。
panel-no-masks-how-particle-swarm = 用两行的交换移动整个棋盘

race-counter-pso-swaps = 交换

view-swarm-round = 粒子群 · 第 { $round } 轮
view-swarm-global = 全局最优
view-swarm-global-pairs = { $pairs } 对互相攻击
view-swarm-none = 还没有
view-swarm-best = 最优
view-swarm-mean = 平均
view-swarm-pairs = 对数
view-swarm-gave-up = 到达上限 { $bound } 轮，放弃
view-swarm-solved = 第 { $round } 轮找到解
view-swarm-progress = 第 { $round } 轮，最多 { $bound } 轮

view-rows-pso-round = 轮
view-rows-pso-round-gave-up = { $round }（到达上限，放弃）
view-rows-pso-round-of = { $round } / 最多 { $bound }
view-rows-pso-particle = 粒子
view-rows-pso-particle-of = 第 { $particle } / { $particles } 个
view-rows-pso-pairs = { $pairs } 对互相攻击
view-rows-pso-mean = 平均
view-rows-pso-counted = 已算
view-rows-pso-boards = { $boards } 个棋盘
view-rows-pso-swaps = 交换
view-rows-pso-seed-swarm = { $seed }，{ $particles } 个粒子

words-pso-dealt = 第 { $particle } 个粒子的初始棋盘：皇后放到 { $square }
words-pso-swapped = 第 { $particle } 个粒子：皇后换到 { $a } 和 { $b }（还剩 { $left } 次交换）
words-pso-moved = 第 { $particle } 个粒子移动完：{ $attacked } 对互相攻击（它的最优 { $own }）
words-pso-moved-first = 第 { $particle } 个粒子移动完：{ $attacked } 对互相攻击
words-pso-scattered = 第 { $particle } 个粒子的个体最优 { $rounds } 步没有改进：忘掉它，随机散开（{ $swaps } 次随机交换）
words-pso-personal = 第 { $particle } 个粒子的个体最优：{ $attacked } 对互相攻击
words-pso-global = 粒子群的全局最优：{ $attacked } 对互相攻击
words-pso-solved = 找到解：第 { $round } 轮有个粒子的棋盘没有互相攻击（共算 { $boards } 个棋盘）

words-event-pso-swap = 第 { $particle } 个粒子：交换第 { $a } 行和第 { $b } 行
words-event-pso-moved = 第 { $particle } 个粒子：{ $attacked } 对互相攻击
words-event-pso-personal = 第 { $particle } 个粒子的最优：{ $attacked } 对
words-event-pso-scatter = 第 { $particle } 个粒子散开
words-event-pso-global = 全局最优：{ $attacked } 对

error-expected-particles = 粒子数应是 { $low } 到 { $high } 之间的整数
error-particle-swarm-gave-up = 粒子群算法跑了 { $rounds } 轮仍未找到解：最优棋盘上有 { $pairs } 对皇后互相攻击

# Its knob: the `:particles` line of the help, what it takes, told in a sentence
# (`particle-swarm starts again: …`).
help-command-particles = K：粒子群算法（particle-swarm）每轮移动 K 个粒子（棋盘），K 为 1 到 1024，重新开始
words-arg-particles = 粒子数
words-told-particles = 粒子群有 { $count } 个粒子
