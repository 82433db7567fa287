# zh-CN: best-first, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `best-first`）。
strategy-best-first = 最佳优先
strategy-best-first-about = A* 一类的搜索。局面按 f = g + h 排进 OPEN 表（到 n 时全都相等），相等时先取更深的，再取下方可放的位置更多的；每次扩展最好的局面，直到有一个局面放满

# Best-first (`best-first`), the A* family; the last two lines say why plain A* degenerates.
code-best-first-open = open = [空棋盘]  # f = n
code-best-first-empty = if open 为空: 无解
code-best-first-pop = p = 取出最优（f 最小，其次
code-best-first-pop-ties = 更深、下方可放的最多）
code-best-first-set-up = 摆出 p  # 拿起、放置
code-best-first-full = if p 有 n 个皇后:
code-best-first-for = for 第 g(p) 行的空列 col:
code-best-first-child = c = p + 皇后 (g, col)
code-best-first-blocked = if c 下方有一行无处可放:
code-best-first-prune = 剪枝 c  # h = 无穷大
code-best-first-push = else: 放入 c  # f = g+h = n
code-best-first-ties = # f 处处相等：单靠 A*
code-best-first-ties-steer = # 就是广度优先；靠平局规则引导
# The board taken from the open list: $g queens, its f, $free free squares below it.
code-value-popped = { $g } 个皇后，f = { $f }，下方 { $free } 个可放的位置
code-value-queued = 排队 { $count }（最多 { $peak }）
code-value-pushed = 放入 { $pushed }，剪枝 { $pruned }

panel-legend-placement-popped = 刚出队的局面
panel-legend-child-queued = 入队的子局面（已扩展）
panel-legend-child-pruned = 剪枝：子局面某行无处可放
panel-how-best-first = 从 OPEN 表中取出最好的局面，用下一行每个可放的位置扩展；f = g + h 对所有局面都是 n，所以由次序规则（先深，再看下方可放的位置多少）决定。
panel-how-best-first-short = 扩展队列中最好的局面。
panel-no-masks-how-best-first = 按 f = g + h 排队局面，扩展最好的

# The panel's title.
view-open-list-title = OPEN 表
# Label and figures: placements waiting now, and the most there were.
view-open-list-queued = 排队
view-open-list-queued-most = { $queued }（最多 { $most }）
# Label and figures: the memory the list holds, against its bound.
view-open-list-held = 占用
view-open-list-held-of = { $held } / { $bound }
# Column heads after f and g (A*'s, unchanged): the free squares below the placement, and
# its queens' squares.
view-open-list-free = 可放
view-open-list-files = 皇后位置
# The timeline's gauge at the end: a complete placement was popped; the list ran empty.
view-open-list-complete = 取出了一个完整的摆法
view-open-list-empty = OPEN 表已空：无解
# The timeline's gauge during the search: the deepest placement popped, the ones expanded.
view-open-list-progress = 已取出 { $popped }/{ $n } 个皇后的摆法 · 已扩展 { $expanded } 个
view-rows-popped = 已取出
view-rows-expanded = 已扩展
view-rows-queued = 排队
view-rows-pushed = 已入队
# best-first: the placement popped last: its queens, f, the free squares below it.
view-rows-popped-queens = { $queens } 个皇后，f = { $f }（下方 { $free } 个可放的位置）
# best-first: the next to be popped, when the open list is empty.
view-rows-open-list-empty = —（OPEN 表已空）
# best-first: the placements queued now, and the most there were.
view-rows-queued-now = 现有 { $queued }，最多 { $most }
# best-first: placements pushed, and pruned.
view-rows-pushed-pruned = { $pushed }（剪枝 { $pruned }）

words-no-dead-ends-best-first = 最佳优先没有死路：若一个子节点使下面某一行没有可放的位置，它就被剪枝，不会入队（{ $key }：运行到它的解）
# best-first 的旁白。
words-best-first-set-up = 摆出刚出队的局面：皇后在 { $square }。
words-best-first-lifted = 拿起 { $square }：刚出队的局面在那里没有皇后。
words-best-first-popped = 从排队的 { $queued } 个局面中取出最好的：{ $g } 个皇后，放到 { $square }，f = { $f }，下面还有 { $free } 个可放的位置。
words-best-first-expanded = 扩展第 { $rank } 行：{ $pushed } 个入队（OPEN 表中有 { $queued } 个）。
words-best-first-expanded-pruned = 扩展第 { $rank } 行：{ $pushed } 个入队，{ $pruned } 个被剪枝（它们下面有一行没有可放的位置；OPEN 表中有 { $queued } 个）。
words-best-first-solved = 出队的是一个完整的局面：找到解，一共扩展了 { $expanded } 个局面。

# Its own event, short (the counters' last event; stepping back over it).
words-event-expand = 扩展第 { $rank } 行：{ $pushed } 个入队

# Its search stopped (trace): the open list would pass its memory bound.
error-best-first-memory = 最佳优先搜索在扩展了 { $expanded } 次放置后停止：它的 OPEN 表将超过 { $mib } MiB 内存
