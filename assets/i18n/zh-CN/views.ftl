# zh-CN: views

## The search tree panel (:tree).

# The panel's title, before the tree is counted; n is the board size.
view-tree-title = 搜索树 n = { $n }
# The panel's title with the tree's size; nodes is a figure, with ≈ before it when estimated.
view-tree-title-nodes = { $count ->
       *[other] 搜索树 n = { $n } · { $nodes } 个节点
    }
# After the title while the tree's size is still being counted.
view-tree-counting = 计数中…
# Inside the panel, before the first frame has its tree.
view-tree-counting-tree = 正在统计搜索树…
# Bottom border: the ranks shown when not all fit (ranks top–bottom of n).
view-tree-ranks-shown = 第 { $top }–{ $bottom } 行（共 { $n } 行）
# Bottom border: what a node's width means.
view-tree-width-share = 宽度：节点占比
# Bottom border: a click on a node goes to where the search entered it.
view-tree-click = 点击：跳到该处
# The state line: the event number (event is a figure such as "1,234 / ≈5,678").
view-tree-event = 事件 { $event }
# The state line: solutions found (count chooses the form, shown is the figure written).
view-tree-solutions = { $count ->
   *[other] { $shown } 个解
}
# The legend of the fills: on the current path; with solutions; dead ends only; not entered
# yet; nodes drawn together, partly explored.
view-tree-legend-path = 当前路径
view-tree-legend-solutions = 有解
view-tree-legend-dead-ends = 只有死路
view-tree-legend-ahead = 未搜索
view-tree-legend-partly = 部分已搜

## The heat map's panel (:heat).

# The panel's title: the board is shaded by placements so far, or by the solutions found.
view-heat-title-placements = 热力图 · 放置次数
view-heat-title-solutions = 热力图 · 在解中出现
# Bottom border: typing :heat again changes what the board is shaded by.
view-heat-again = 再输 :heat 切换
# Before the colour scale (from 0 to the hottest count).
view-heat-scale = 色标
# Under the scale before anything is counted.
view-heat-nothing-yet = 还没有计数
# Under the scale: the hottest square and its count.
view-heat-hottest = 最热 { $square } 格（{ $count }）
# The heads of the lines per rank: the rank, the nodes under it, the dead ends among them.
view-heat-rank = 行
view-heat-nodes = 节点
view-heat-dead-ends = 死路
# The last line when not every rank fits.
view-heat-more-ranks = ⋮ 还有 { $count } 行

## The stack panel (beside the board): one line per rank down to the rank searched.

# The panel's title.
view-stack-title = 栈
# Column heads: the rank; its queen's file (q, one column wide); the files not tried yet, as
# bits; how many are left; the nodes explored under the queen.
view-stack-rank = 行
view-stack-q = 后
view-stack-untried = 待试
view-stack-left = 剩余
view-stack-nodes = 节点
# In the nodes column of the rank being searched: the search is done, or still under way.
view-stack-done = 完成
view-stack-searching = 搜索中
# The line that stands for the ranks left out above the ones shown (ranks top–bottom).
view-stack-ranks-above = ⋮ 上面还有第 { $top }–{ $bottom } 行
# Column head, for a local search: how many queens attack this one.
view-stack-attacked-by = 被攻击数
# Column head, for a search that builds complete boards: it keeps no stack.
view-stack-no-stack = （只检查完整棋盘，没有栈）
# Under a local search's attacked queens: every queen listed is safe.
view-stack-none-attacked = 全部 { $ranks } 个皇后都不被攻击
# Under a local search's attacked queens when none are listed: how many are attacked.
view-stack-ranks-attacked = ⋮ 共 { $ranks } 行，{ $attacked } 个皇后被攻击
# Under the attacked queens listed: the ranks not listed are not attacked.
view-stack-others-safe = ⋮ 其余 { $rest } 行都不被攻击
# Under the attacked queens listed: how many of the ranks not listed are attacked.
view-stack-others-attacked = ⋮ 其余 { $rest } 行，{ $attacked } 个皇后被攻击
# A search that has placed nothing yet.
view-stack-no-queen = （还没有皇后）

## The frontier panel of breadth-first (in the stack's place).

# The panel's title.
view-frontier-title = 前沿
# Column heads: the rank, the boards its frontier holds.
view-frontier-rank = 行
view-frontier-boards = 棋盘数
# Label of the line with the memory the frontiers hold, and its wordings, longest first
# (held and peak are sizes such as "1.5 MiB").
view-frontier-held = 占用
view-frontier-held-peak = { $held }（峰值 { $peak }）
view-frontier-held-peak-short = { $held }，峰值 { $peak }
# Label of the line with the memory the depth-first search holds instead, and its wordings,
# longest first.
view-frontier-dfs = 深搜
view-frontier-dfs-long = { $bytes }：一个棋盘加一个栈
view-frontier-dfs-medium = { $bytes }：棋盘加栈
view-frontier-dfs-short = { $bytes }：棋盘+栈
# The search stopped before a level that would pass the memory bound.
view-frontier-stopped = 已停止：下一层会超过 { $bound }
# Before the frontier's sizes drawn as one bar a rank, where a line a rank does not fit.
view-frontier-sizes = 规模
# The timeline's gauge, at the end: a search stopped by its memory bound (breadth-first and
# best-first).
view-progress-memory-bound = 内存达到上限，已停止
# The timeline's gauge, at the end of breadth-first.
view-frontier-every-rank = 每一行都已加入
# The timeline's gauge during breadth-first: the level being built and the board extended.
view-frontier-progress = 第 { $level } 层（共 { $n } 层）· 第 { $board } 个棋盘（共 { $boards } 个）

## The population panel of genetic (in the stack's place).

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

## The open list panel of best-first (in the stack's place).

# The panel's title.
view-open-list-title = 开放列表
# A placement with no queen yet, where its queens' squares would be listed (also in the
# tries panel of las-vegas).
view-empty-board = （空棋盘）
# Label and figures: placements waiting now, and the most there were.
view-open-list-queued = 排队
view-open-list-queued-most = { $queued }（最多 { $most }）
# Label and figures: the memory the list holds, against its bound.
view-open-list-held = 占用
view-open-list-held-of = { $held } / { $bound }
# The search stopped when its memory passed the bound (also in breadth-first's counters).
view-stopped-over = 已停止：超过 { $bound }
# Column heads after f and g (A*'s, unchanged): the free squares below the placement, and
# its queens' squares.
view-open-list-free = 空位
view-open-list-files = 皇后位置
# The timeline's gauge at the end: a complete placement was popped; the list ran empty.
view-open-list-complete = 取出了一个完整的摆法
view-open-list-empty = 开放列表已空：无解
# The timeline's gauge during the search: the deepest placement popped, the ones expanded.
view-open-list-progress = 已取出 { $popped }/{ $n } 个皇后的摆法 · 已扩展 { $expanded } 个

## The arrays panel of the strategy arrays (under the board, in the masks' place). The
## arrays' names (col, diag, anti_diag) and their index formulas are notation: unchanged.

# Below the board: what the arrays mean, long and short.
view-arrays-explanation = col[c]、diag[row + c] 和 anti_diag[n - c + row] 为 1，表示那一列或那条对角线上已有皇后（行号从上往下，从 0 开始）。三者都为 0 的格子才是空位；检查先读 col，读到第一个 1 就停。放置皇后时把它们置 1，拿起时清 0。
view-arrays-explanation-short = col[c]、diag[row+c]、anti_diag[n-c+row] 都为 0 即是空位。
# Under the arrays: the square of the last event and the entries (such as "col[0] diag[0]")
# the test reads; reads and refuses the square; a placed queen sets; a lifted queen clears.
view-arrays-reads = { $square } 读取 { $entries }
view-arrays-refused = { $square } 被拒：读到 { $entries }
view-arrays-sets = { $square } 置 1：{ $entries }
view-arrays-clears = { $square } 清 0：{ $entries }
# Under the arrays, when a found solution is shown instead of the search.
view-arrays-solution = 由显示的解置位
# Under the arrays, when no event involves them: which entries a square (row, col) reads.
view-arrays-indices = (row, col) 的下标：col、row+col、n-col+row

## The masks' explanation below the board (bitmask and scan). The masks' names (cols, ld, rd,
## free, full) and the operators are notation: unchanged.

view-masks-explanation = 第 c 位对应第 c 列（a 列是第 0 位）。free = full & !(cols | ld | rd)，搜索接着取其中最低的 1 位。每往下一行，ld ╲ 做 <<1（在棋盘上右移一列），rd ╱ 做 >>1（左移一列）：对角线每下一行移动一列。
view-masks-explanation-short = 第 0 位是 a 列。free = full & !(cols | ld | rd)。下一行：ld <<1，rd >>1。

## The matrix's explanation below the board (strategy matrix): how is_conflict walks.

view-walk-explanation = 棋盘是一个 n×n 的 0/1 矩阵。is_conflict(row, col) 从该格出发逐格向上检查：先查本列，再查左上，再查右上，直到遇到皇后（拒绝）或棋盘边缘。下面的行还是空的，不用看。
view-walk-explanation-short = 沿本列和两条对角线向上查，直到遇到皇后或棋盘边缘。

## The counters of the strategies with their own (breadth-first, las-vegas, genetic,
## forward-checking, best-first), in the Search panel: a label (at most 11 columns) and a
## value a line.

# Labels.
view-rows-solutions = 解
view-rows-level = 层
view-rows-extending = 扩展
view-rows-levels = 各层
view-rows-held = 占用
view-rows-depth-first = 深度优先
view-rows-nodes = 节点
view-rows-tests = 检查
view-rows-seed = 种子
view-rows-try = 尝试
view-rows-success = 成功率
view-rows-random = 随机
view-rows-backtracked = 回溯
view-rows-bitmask = bitmask
view-rows-generation = 代
view-rows-best = 最佳
view-rows-mean = 平均
view-rows-scored = 已评分
view-rows-mutated = 已变异
view-rows-mean-trend = 平均趋势
view-rows-order = 顺序
view-rows-rank = 行
view-rows-wipe-outs = 值域清空
view-rows-pruned = 剪枝
view-rows-checks = 检查
view-rows-popped = 已取出
view-rows-expanded = 已扩展
view-rows-queued = 排队
view-rows-pushed = 已入队
# breadth-first's level: stopped by the memory bound; done; adding a rank (level of n).
view-rows-level-stopped = 加入第 { $rank } 行时停止
view-rows-level-done = 完成（{ $levels }/{ $n } 行）
view-rows-level-adding = 正在加入第 { $rank } 行（{ $level }/{ $n }）
# breadth-first: the frontier board being extended.
view-rows-extending-board = 第 { $board } 个棋盘（共 { $boards } 个）
# The memory held, then in brackets its peak or why the search stopped.
view-rows-held-then = { $held }（{ $then }）
view-rows-peak = 峰值 { $peak }
# breadth-first: the memory the depth-first search holds instead.
view-rows-depth-first-bytes = { $bytes }：一个棋盘，一个栈
# The searches that stop at their first solution.
view-rows-stops-at-one = { $solutions }（找到一个就停）
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
# forward-checking: the order the ranks are filled in (fixed and mrv are --order's values).
view-rows-order-fixed = fixed：从上往下逐行
view-rows-order-mrv = mrv：可选列最少的行优先
# forward-checking: a wipe-out; the rank filled next; done; the queens placed.
view-rows-wipe-out-on = 第 { $rank } 行值域清空
view-rows-rank-next = 下一行 { $rank }（已放 { $placed }/{ $n }）
view-rows-done = 完成
view-rows-placed = 已放 { $placed }/{ $n }
# forward-checking: squares struck from the domains; domains checked.
view-rows-squares = { $squares } 个格子
view-rows-domains = { $domains } 个值域
# best-first: the placement popped last: its queens, f, the free squares below it.
view-rows-popped-queens = { $queens } 个皇后，f = { $f }（下方 { $free } 个空位）
# best-first: the next to be popped, when the open list is empty.
view-rows-open-list-empty = —（开放列表已空）
# best-first: the placements queued now, and the most there were.
view-rows-queued-now = 现有 { $queued }，最多 { $most }
# best-first: placements pushed, and pruned.
view-rows-pushed-pruned = { $pushed }（剪枝 { $pruned }）

## The domains panel of forward-checking (in the stack's place).

# The panel's title; order is --order's value (fixed or mrv).
view-domains-title = 值域 · { $order } 顺序
# Bottom border: the wipe-outs and the squares pruned so far.
view-domains-totals = 值域清空 { $wipeouts } · 剪枝 { $pruned }
# Column heads: the rank; its queen's file (q, one column wide); the files still open to
# it, as bits; how many.
view-domains-rank = 行
view-domains-q = 后
view-domains-domain = 值域
view-domains-open = 可选
# After "0", for a rank whose domain a wipe-out emptied.
view-domains-wiped = 清空
# The line for the ranks not listed when not all fit, longest wording first: all of them
# are filled; some are still open.
view-domains-filled-unlisted = { $count } 行已放皇后，未列出
view-domains-filled-ranks = { $count } 行已放皇后
view-domains-filled = { $count } 行已放
view-domains-ranks-unlisted = { $count } 行未列出
view-domains-unlisted = { $count } 行未列
# The timeline's gauge: done; the share of the tree searched (percent with one decimal).
view-domains-all-searched = 整棵树已搜索完
view-domains-searched = 已搜索 { $percent }% · 不能回退

## The tries panel of las-vegas (in the stack's place).

# The panel's title: the try under way (number is a figure).
view-tries-title = 第 { $number } 次尝试
# Where a line a rank does not fit: the labels of the queens put at random and of those put
# by the backtracking (short: at most seven columns).
view-tries-random = 随机
view-tries-backtracked-short = 回溯
# Under the panel: the tries failed, in the random part and in the backtracking.
view-tries-failed = 失败
view-tries-failed-by = 随机 { $random } 次，回溯 { $backtracked } 次
# Column heads: the rank, its queen's file (q, one column wide), how the queen was put.
view-tries-rank = 行
view-tries-q = 后
view-tries-how = 方式
# How a queen was put: on a random free file; by the backtracking.
view-tries-by-random = 随机放置
view-tries-by-backtracking = 回溯放置

## The timeline's gauge for the strategies that cannot jump back.

# The share of the run done (percent with one decimal): the strategy cannot go back.
view-timeline-run-share = 已运行 { $percent }% · 不能回退
# A local search: its length is not known in advance.
view-timeline-no-length = 长度不固定：由随机选择决定
# Before the run's length is known: the share of the tree the first rows have covered.
view-timeline-tree-share = ≈{ $percent }% 的搜索树（计数中）
