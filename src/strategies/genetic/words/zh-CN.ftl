# zh-CN: genetic, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `genetic`）。
strategy-genetic = 遗传算法
strategy-genetic-about = 遗传算法。一个棋盘种群（--population P）经过锦标赛选择、单点交叉和变异（--mutation RATE）一代代繁殖，直到最好的棋盘成为解（--seed）

# The genetic algorithm (`genetic`).
code-genetic-boards = boards = P 个随机棋盘，每行 1 个
code-genetic-repeat = repeat:  # 一代
code-genetic-fitness = fitness = 互不攻击的皇后对数
code-genetic-best = best = 适应度最高的棋盘
code-genetic-show = 显示 best 中变了的行
code-genetic-stop = if best 是解: 停止
code-genetic-next = next = [best]  # 原样保留
code-genetic-while = while next 不足 P 个:
code-genetic-parents = a, b = 随机抽 3 取最优，x2
code-genetic-cut = boards = next  # c：随机切点
code-value-at-most = { $generation }（最多 { $max }）
code-value-pairs = { $fitness } / { $max } 对
# The population: $size boards, each parent the best of $tournament drawn.
code-value-population = { $size } 个棋盘，{ $tournament } 选 1
code-value-rate = { $rate }（已变异 { $count } 次）

panel-legend-best-safe = 最优棋盘上安全的皇后
panel-legend-queen-changed = 刚改变的皇后
panel-how-genetic = 一个由棋盘组成的种群：用锦标赛选出父代，子代由两个父代交叉再变异；保留最好的棋盘，直到它成为一个解。
panel-how-genetic-short = 一代代繁殖，直到最好的棋盘成为解。
panel-no-masks-how-genetic = 按互不攻击的皇后对数给整个棋盘打分

race-counter-generations = 代数

# The panel's title before the first generation is bred, and after (generation is a figure).
view-population-title = 种群
view-population-generation = 第 { $generation } 代
# Under the panel: the boards in the population and the mutation rate.
view-population-boards = 棋盘
view-population-mutation = { $boards } 个 · 变异率 { $mutation }
# Before the first generation is bred.
view-population-not-bred = （还没有繁殖）
# The fitness now, and the labels of the sparklines over the last generations: the best
# board's, the mean, the worst (said shorter as "low" where the line is narrow).
view-population-best = 最佳
view-population-mean = 平均
view-population-worst = 最差
view-population-low = 最低
# The histogram's heads: a fitness, the boards that have it.
view-population-fit = 适应度
# The histogram's last line: the boards of the fitnesses not listed.
view-population-less-fit = … 另有 { $boards } 个棋盘适应度更低
# The timeline's gauge: given up at the generations' bound; solved; under way.
view-population-gave-up = 已到上限 { $bound } 代，放弃
view-population-solved = 在第 { $generation } 代找到解
view-population-progress = 第 { $generation } 代（最多 { $bound } 代）
view-rows-generation = 代
view-rows-mean = 平均
view-rows-scored = 已评分
view-rows-mutated = 已变异
view-rows-mean-trend = 平均趋势
# genetic: the generation: given up at the bound; of the bound; none bred yet.
view-rows-generation-gave-up = { $generation }（已到上限，放弃）
view-rows-generation-of = { $generation }（最多 { $bound }）
view-rows-generation-none = —（还没有繁殖）
# genetic: the best board's pairs of queens not attacking each other, of all pairs.
view-rows-best-safe = { $best }/{ $pairs } 对皇后互不攻击
# genetic: the mean fitness, and the worst.
view-rows-mean-worst = { $mean }（最差 { $worst }）
# genetic: the seed, the population, the mutation rate.
view-rows-seed-population = { $seed }，{ $boards } 个棋盘，变异率 { $mutation }
# genetic: boards scored, children mutated.
view-rows-boards = { $boards } 个棋盘
view-rows-children = { $children } 个子代
# genetic: the mean fitness's sparkline over the last generations.
view-rows-trend-last = { $sparkline } 最近 { $generations } 代

# genetic 的旁白。
words-genetic-first = { $boards } 个随机棋盘，每行一个皇后：最好的一个在 { $of } 对皇后中有 { $best } 对互不攻击（平均 { $mean }）。
words-genetic-bred-new-best = 第 { $generation } 代：最好的棋盘在 { $of } 对皇后中有 { $best } 对互不攻击（平均 { $mean }）；出现了新的最好棋盘。
words-genetic-bred = 第 { $generation } 代：最好的棋盘在 { $of } 对皇后中有 { $best } 对互不攻击（平均 { $mean }）；最好的棋盘没有变。
words-genetic-shown-safe = 最好的棋盘：皇后在 { $square }，安全。
words-genetic-shown = 最好的棋盘：皇后在 { $square }，被 { $attackers } 个皇后攻击。
words-genetic-solved = 得到解：第 { $generation } 代最好的棋盘上所有皇后都互不攻击（一共评估了 { $boards } 个棋盘）。

# Its own event, short (the counters' last event; stepping back over it).
words-event-generation = 第 { $generation } 代：最好的有 { $best }/{ $of } 对互不攻击

# Its search gave up (trace): the generations bred, the best board's fitness and the bound.
error-genetic-gave-up = 遗传算法经过 { $generations } 代仍没有找到解，放弃了：最好的棋盘上，{ $bound } 对皇后中有 { $fitness } 对互不攻击

# Its knobs: the `:population` and `:mutation` lines of the help, what each takes, each told
# in a sentence (`genetic starts again: …`), and the flags' refusals.
help-command-population = P：遗传算法（genetic）每代繁殖 P 个棋盘（4 到 4096），重新开始
help-command-mutation = RATE：遗传算法（genetic）以这个概率让子代变异（0 到 1，或 80%），重新开始
words-arg-boards = 棋盘数
words-arg-rate = 0 到 1 之间的概率（如 0.8 或 80%）
error-expected-population = 应为 { $low } 到 { $high } 之间的整数（棋盘个数）
words-told-population = 每代 { $count } 个棋盘
words-told-mutation = 变异率 { $value }
error-expected-rate = 应为 0 到 1 之间的概率（如 0.8 或 80%）
