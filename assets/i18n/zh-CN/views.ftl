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
view-stack-q = 皇后
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

# The timeline's gauge, at the end: a search stopped by its memory bound (breadth-first and
# best-first).
view-progress-memory-bound = 内存达到上限，已停止

## The population panel of genetic (in the stack's place).

## The open list panel of best-first (in the stack's place).

# A placement with no queen yet, where its queens' squares would be listed (also in the
# tries panel of las-vegas).
view-empty-board = （空棋盘）
# The search stopped when its memory passed the bound (also in breadth-first's counters).
view-stopped-over = 已停止：超过 { $bound }

## The arrays panel of the strategy arrays (under the board, in the masks' place). The
## arrays' names (col, diag, anti_diag) and their index formulas are notation: unchanged.

# Below the board: what the arrays mean, long and short.
view-arrays-explanation = col[c]、diag[row + c] 和 anti_diag[n - c + row] 为 1，表示那一列或那条对角线上已有皇后（行号从上往下，从 0 开始）。三者都为 0 的格子才可以放皇后；检查先读 col，读到第一个 1 就停。放置皇后时把它们置 1，拿起时清 0。
view-arrays-explanation-short = col[c]、diag[row+c]、anti_diag[n-c+row] 都为 0 才可放。
# Under the arrays: the square of the last event and the entries (such as "col[0] diag[0]")
# the test reads; reads and refuses the square; a placed queen sets; a lifted queen clears.
view-arrays-reads = { $square } 读取 { $entries }
view-arrays-refused = { $square } 被排除：读到 { $entries }
view-arrays-sets = { $square } 置 1：{ $entries }
view-arrays-clears = { $square } 清 0：{ $entries }
# Under the arrays, when a found solution is shown instead of the search.
view-arrays-solution = 由显示的解置位
# Under the arrays, when no event involves them: which entries a square (row, col) reads.
view-arrays-indices = (row, col) 对应 col、row+col、n-col+row

## The masks' explanation below the board (bitmask and scan). The masks' names (cols, ld, rd,
## free, full) and the operators are notation: unchanged.

view-masks-explanation = 第 i 位对应第 i 列（从 0 数起，a 列是第 0 位）。free = full & !(cols | ld | rd)，搜索接着取其中最低的 1 位。每往下一行，ld ╲ 做 <<1（在棋盘上右移一列），rd ╱ 做 >>1（左移一列）：对角线每下一行移动一列。
view-masks-explanation-short = 第 0 位是 a 列。free = full & !(cols | ld | rd)。下一行：ld <<1，rd >>1。

## The matrix's explanation below the board (strategy matrix): how is_conflict walks.

view-walk-explanation = 棋盘是一个 n×n 的 0/1 矩阵。is_conflict(row, col) 从该格出发逐格向上检查：先查本列，再查左上，再查右上，直到遇到皇后（排除）或棋盘边缘。下面的行还是空的，不用看。
view-walk-explanation-short = 沿本列和两条对角线向上查，直到遇到皇后或棋盘边缘。

## The counters of the strategies with their own (breadth-first, las-vegas, genetic,
## forward-checking, best-first), in the Search panel: a label (at most 11 columns) and a
## value a line.

# Labels.
view-rows-solutions = 解
view-rows-held = 占用
view-rows-nodes = 节点
view-rows-seed = 种子
view-rows-bitmask = 位掩码
view-rows-best = 最佳
# The memory held, then in brackets its peak or why the search stopped.
view-rows-held-then = { $held }（{ $then }）
view-rows-peak = 峰值 { $peak }
# The searches that stop at their first solution.
view-rows-stops-at-one = { $solutions }（找到一个就停）

## The tries panel of las-vegas (in the stack's place).

## The timeline's gauge for the strategies that cannot jump back.

# The share of the run done (percent with one decimal): the strategy cannot go back.
view-timeline-run-share = 已运行 { $percent }% · 不能回退
# A local search: its length is not known in advance.
view-timeline-no-length = 长度不固定：由随机选择决定
# Before the run's length is known: the share of the tree the first rows have covered.
view-timeline-tree-share = ≈{ $percent }% 的搜索树（计数中）
## The Compare view (:compare).
compare-view-title = 各方法的代价随 n 增长：事件数，对数刻度
compare-view-table-title = 各方法的代价随 n 增长：事件数
compare-view-status = 已测 { $done }/{ $all } 格 · ~ 估计 · ↑ 至少（中途停止） · Esc 关闭
compare-view-lesson = {" "}· { $next } 下一步 · { $back } 上一步
compare-view-strategy = 策略
compare-view-axes = 棋盘大小 n →
