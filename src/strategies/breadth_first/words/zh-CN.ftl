# zh-CN: breadth-first, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `breadth-first`）。
strategy-breadth-first = 广度优先
strategy-breadth-first-about = 一层一层地搜索，把上面几行的每个安全局面，用下一行的每一列去扩展，只留下安全的（整个前沿都放在内存里）

# Breadth-first (`breadth-first`): level by level.
code-breadth-frontier = frontier = [空棋盘]
code-breadth-set-up = 摆出 board  # 放置、拿起
code-breadth-safe = if 安全: next += board+col
code-breadth-level = frontier = next  # 第 row 层
# One of a number: the current rank of n, the current board of the level's.
code-value-of = { $at } / { $all }
code-value-boards-so-far = 目前 { $count } 个棋盘

panel-legend-tested-safe = 试放的皇后：安全，保留
panel-legend-tested-attacked = 试放的皇后：被攻击，舍弃
panel-legend-frontier-extended = 正在扩展的前沿棋盘
panel-legend-rank-added = 正在添加的行
panel-how-breadth-first = 前沿中的每个棋盘都用下一行的每一列扩展并检查；安全的构成下一层前沿，全部保存在内存中。
panel-how-breadth-first-short = 整个前沿一次扩展一行。
panel-no-masks-how-breadth-first = 用棋盘上已有的皇后检查每个扩展

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
view-frontier-dfs = 深度优先
view-frontier-dfs-long = { $bytes }：一个棋盘加一个栈
view-frontier-dfs-medium = { $bytes }：棋盘加栈
view-frontier-dfs-short = { $bytes }：棋盘+栈
# The search stopped before a level that would pass the memory bound.
view-frontier-stopped = 已停止：下一层会超过 { $bound }
# Before the frontier's sizes drawn as one bar a rank, where a line a rank does not fit.
view-frontier-sizes = 规模
# The timeline's gauge, at the end of breadth-first.
view-frontier-every-rank = 每一行都已加入
# The timeline's gauge during breadth-first: the level being built and the board extended.
view-frontier-progress = 第 { $level } 层（共 { $n } 层）· 第 { $board } 个棋盘（共 { $boards } 个）
view-rows-level = 层
view-rows-extending = 扩展
view-rows-levels = 各层
view-rows-depth-first = 深度优先
view-rows-tests = 检查
# breadth-first's level: stopped by the memory bound; done; adding a rank (level of n).
view-rows-level-stopped = 加入第 { $rank } 行时停止
view-rows-level-done = 完成（{ $levels }/{ $n } 行）
view-rows-level-adding = 正在加入第 { $rank } 行（{ $level }/{ $n }）
# breadth-first: the frontier board being extended.
view-rows-extending-board = 第 { $board } 个棋盘（共 { $boards } 个）
# breadth-first: the memory the depth-first search holds instead.
view-rows-depth-first-bytes = { $bytes }：一个棋盘，一个栈

# breadth-first 和 las-vegas 的旁白。
words-method-extended-kept = 用 { $square } 扩展：安全，保留（下一层前沿已有 { $kept } 个）。
words-method-extended-dropped = 用 { $square } 扩展：被攻击，丢弃。
words-method-reloaded = 摆出前沿的第 { $board } 个棋盘（共 { $of } 个）：皇后在 { $square }。
words-method-level = 第 { $rank } 行完成：{ $size } 个安全的棋盘组成下一层前沿（占用 { $bytes }）。

# Its own event, short (the counters' last event; stepping back over it).
words-event-level = 第 { $rank } 行完成：{ $size } 个棋盘

# Its search stopped (trace): the frontier would pass its memory bound.
error-breadth-memory = 广度优先搜索停在第 { $rank } 行（从 0 数起）：它的前沿将超过 { $mib } MiB 内存，而深度优先搜索从来用不了这么多
