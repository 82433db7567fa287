# zh-CN: best-first, its own words (the shared ones are in assets/i18n/zh-CN/)

# Best-first (`best-first`), the A* family; the last two lines say why plain A* degenerates.
code-best-first-open = open = [空棋盘]  # f = n
code-best-first-empty = if open 为空: 无解
code-best-first-pop = p = 取出最优（f 最小，其次
code-best-first-pop-ties = 更深、下方空位最多）
code-best-first-set-up = 摆出 p  # 拿起、放置
code-best-first-full = if p 有 n 个皇后:
code-best-first-for = for 第 g(p) 行的空列 col:
code-best-first-child = c = p + 皇后 (g, col)
code-best-first-blocked = if c 下方有一行没有空位:
code-best-first-prune = 剪枝 c  # h = 无穷大
code-best-first-push = else: 放入 c  # f = g+h = n
code-best-first-ties = # f 处处相等：单靠 A*
code-best-first-ties-steer = # 就是广度优先；靠平局规则引导
# The board taken from the open list: $g queens, its f, $free free squares below it.
code-value-popped = { $g } 个皇后，f = { $f }，下方 { $free } 个空位
code-value-queued = 排队 { $count }（最多 { $peak }）
code-value-pushed = 放入 { $pushed }，剪枝 { $pruned }

panel-legend-placement-popped = 刚出队的布局
panel-legend-child-queued = 入队的子布局（已扩展）
panel-legend-child-pruned = 剪掉的子布局：某行无空位
panel-how-best-first = 从开放列表中取出最好的布局，用下一行的每个空位列扩展；f = g + h 对所有布局都是 n，所以由次序规则（先深，再看下方空位多少）决定。
panel-how-best-first-short = 扩展队列中最好的布局。
panel-no-masks-how-best-first = 按 f = g + h 排队布局，扩展最好的

# The panel's title.
view-open-list-title = 开放列表
# Label and figures: placements waiting now, and the most there were.
view-open-list-queued = 排队
view-open-list-queued-most = { $queued }（最多 { $most }）
# Label and figures: the memory the list holds, against its bound.
view-open-list-held = 占用
view-open-list-held-of = { $held } / { $bound }
# Column heads after f and g (A*'s, unchanged): the free squares below the placement, and
# its queens' squares.
view-open-list-free = 空位
view-open-list-files = 皇后位置
# The timeline's gauge at the end: a complete placement was popped; the list ran empty.
view-open-list-complete = 取出了一个完整的摆法
view-open-list-empty = 开放列表已空：无解
# The timeline's gauge during the search: the deepest placement popped, the ones expanded.
view-open-list-progress = 已取出 { $popped }/{ $n } 个皇后的摆法 · 已扩展 { $expanded } 个
view-rows-popped = 已取出
view-rows-expanded = 已扩展
view-rows-queued = 排队
view-rows-pushed = 已入队
# best-first: the placement popped last: its queens, f, the free squares below it.
view-rows-popped-queens = { $queens } 个皇后，f = { $f }（下方 { $free } 个空位）
# best-first: the next to be popped, when the open list is empty.
view-rows-open-list-empty = —（开放列表已空）
# best-first: the placements queued now, and the most there were.
view-rows-queued-now = 现有 { $queued }，最多 { $most }
# best-first: placements pushed, and pruned.
view-rows-pushed-pruned = { $pushed }（剪枝 { $pruned }）

words-no-dead-ends-best-first = best-first 没有死路：若一个子节点使下面某一行没有空位，它就被剪枝，不会入队（{ $key }：运行到它的解）
# best-first 的旁白。
words-best-first-set-up = 摆出刚出队的局面：皇后在 { $square }。
words-best-first-lifted = 拿起 { $square }：刚出队的局面在那里没有皇后。
words-best-first-popped = 从排队的 { $queued } 个局面中取出最好的：{ $g } 个皇后，放到 { $square }，f = { $f }，下面还有 { $free } 个空位。
words-best-first-expanded = 扩展第 { $rank } 行：{ $pushed } 个入队（开放列表中有 { $queued } 个）。
words-best-first-expanded-pruned = 扩展第 { $rank } 行：{ $pushed } 个入队，{ $pruned } 个被剪枝（它们下面有一行没有空位；开放列表中有 { $queued } 个）。
words-best-first-solved = 出队的是一个完整的局面：找到解，一共扩展了 { $expanded } 个局面。

# Its own event, short (the counters' last event; stepping back over it).
words-event-expand = 扩展第 { $rank } 行：{ $pushed } 个入队
