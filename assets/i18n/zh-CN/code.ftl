# zh-CN: code — the code panel (`:code`): each strategy as short pseudocode. The code stays
# code (for, if, names, cols|ld|rd); the words and the comments are said in the language.
# A line is at most 32 columns on screen, its indentation included (a Chinese character takes 2).

# Lines shared by several listings.
code-solution-return = if row == n: 记下解; return
code-solution-stop = 找到解; 停止
code-place = 放置皇后 (row, col)
code-lift = 拿起皇后 (row, col)
code-no-c-left = # 没有可试的 c 了：回溯
# The bitmask search (`bitmask`).
code-bitmask-dead-end = if free == 0: 死路; return
code-bitmask-place = 放置皇后 (row, col(bit))
code-bitmask-lift = 拿起皇后 (row, col(bit))
# The scan (`scan`): valid(row, col) checks the queens above.
code-scan-no-col = # 没有可试的 col 了：回溯
code-scan-attacks = if 第 r 行的皇后攻击它: 否
# Three boolean arrays (`arrays`).
code-arrays-taken = continue  # 已被占：拒绝
code-arrays-place = 放置皇后 (row, c): 把 col,
code-arrays-set = diag, anti_diag 设为 true
code-arrays-lift = 拿起皇后: 把它们设为 false
# The board as a matrix (`matrix`).
code-matrix-place = board[row][c] = 1  # 放置
code-matrix-lift = board[row][c] = 0  # 拿起
code-matrix-walk = 向上、左上、右上逐格走:
code-matrix-met = 到边缘前遇到皇后: 是
# Every arrangement, then a test of the whole board (`permutations`, `bruteforce`).
code-permutations-for = for 上面各行没占的 col:
code-bruteforce-for = for col in 0 .. n:  # 任意一列
code-test-board = test():  # 检查整个棋盘
code-test-refuse = if r2 攻击 r: 拒绝
code-test-solution = 记下一个解
# Min-conflicts (`min-conflicts`): a random board repaired move by move.
code-min-conflicts-board = board = 随机排列
code-min-conflicts-repeat = 重复 bound 次:
code-min-conflicts-none-attacked = if 没有皇后被攻击:
code-min-conflicts-row = row = 随机一个被攻击的皇后
code-min-conflicts-col = col = row 行里受攻击最少的
code-min-conflicts-col-ties = 格子（并列时随机）
code-min-conflicts-move = 把 row 行的皇后移到 col
code-min-conflicts-restart = # 没找到：重新开始
# Breadth-first (`breadth-first`): level by level.
code-breadth-frontier = frontier = [空棋盘]
code-breadth-set-up = 摆出 board  # 放置、拿起
code-breadth-safe = if 安全: next += board+col
code-breadth-level = frontier = next  # 第 row 层
# Las Vegas (`las-vegas`): k ranks at random, then backtracking.
code-las-vegas-try = repeat:  # 一次尝试
code-las-vegas-clear = 清空棋盘
code-las-vegas-free = free = 没被攻击的列
code-las-vegas-fails = if free 为空: 这次尝试失败
# A line and its continuation, under `(row, `.
code-las-vegas-place = 放置皇后 (row, 从 free
code-las-vegas-place-file = 随机取一列)
code-las-vegas-backtrack = backtrack(k)  # 同 bitmask
code-las-vegas-completes = if 它把棋盘放满了:
code-las-vegas-else = # 否则这次尝试失败
# Forward checking (`forward-checking`): every open rank keeps its domain.
code-forward-domains = domain[每一行] = 全部列
code-forward-filled = if 每一行都放好了: 找到解
code-forward-next = r = 下一行  # 最上面，或 mrv:
code-forward-mrv = # 可选最少，并列取最上
code-forward-place = 放置皇后 (r, c)
code-forward-strike = 从每个未填行的 domain 里
code-forward-strike-from = 删去它攻击的格子
code-forward-empties = if 某个 domain 空了:
code-forward-wipeout = wipeout  # 立即回溯
code-forward-else = else: search(); 拿起 (r, c)
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

# The panel's title ($strategy is its name as typed) and its bottom border.
code-title = 伪代码 · { $strategy }
code-hides = :code 隐藏
# Above the values when they hold bit strings: how to read them.
code-bits-read = 下面的位串：第 0 位（a 列）在前
# The names of the values beside the code that are words (the code's own variables, row,
# col, free, cols, r2, P, keep their names).
code-name-seen = 已看
code-name-moves = 移动
code-name-walk = 走过
code-name-met = 遇到
code-name-read = 读取
code-name-set = 设为
code-name-clear = 清除
code-name-order = 顺序
code-name-empty = 空了
code-name-wipeouts = 值域清空
code-name-try = 尝试
code-name-among = 可选
code-name-fails = 失败
code-name-held = 内存
code-name-gen = 代
# The values beside the code. $row is a rank as the code counts it (0 at the top), $rank
# as the board names it; $square a square (c5).
code-value-rank = { $row }（第 { $rank } 行）
code-value-r-rank = { $row }：第 { $rank } 行
code-value-queen-on = { $row }：{ $square } 上的皇后
code-value-the-queen-on = { $square } 上的皇后
code-value-no-queen = 没有皇后：空位
code-value-cells = { $count } 格
code-value-board-full = { $row } = n：棋盘已放满
code-value-every-c-refused = { $row }：每个 c 都被拒绝
code-value-every-col-refused = { $row }：每个 col 都被拒绝
# Boards tested so far of all there are ($all may be ?).
code-value-boards = { $seen } / { $all } 个棋盘
code-value-was-on = { $row }（原在 { $square }）
code-value-attacked-by = { $col }（{ $square }，被 { $count } 个皇后攻击）
code-value-random-board = 第 { $attempt } 个随机棋盘
# One of a number: the current rank of n, the current board of the level's.
code-value-of = { $at } / { $all }
code-value-boards-so-far = 目前 { $count } 个棋盘
code-value-ranks-of = { $k } / { $n } 行
code-value-free-files = { $count } 个空列（最近一次随机）
# The tries that failed in the random ranks and in the backtracking after them.
code-value-fails = 随机 { $random }，回溯 { $backtracking }
code-value-order-fixed = fixed（从上往下）
code-value-empty-domain = domain[{ $row }]：第 { $rank } 行
# The board taken from the open list: $g queens, its f, $free free squares below it.
code-value-popped = { $g } 个皇后，f = { $f }，下方 { $free } 个空位
code-value-queued = 排队 { $count }（最多 { $peak }）
code-value-pushed = 放入 { $pushed }，剪枝 { $pruned }
code-value-at-most = { $generation }（最多 { $max }）
code-value-pairs = { $fitness } / { $max } 对
# The population: $size boards, each parent the best of $tournament drawn.
code-value-population = { $size } 个棋盘，{ $tournament } 选 1
code-value-rate = { $rate }（已变异 { $count } 次）
