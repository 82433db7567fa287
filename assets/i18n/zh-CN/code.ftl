# zh-CN: code — the code panel (`:code`): each strategy as short pseudocode. The code stays
# code (for, if, names, cols|ld|rd); the words and the comments are said in the language.
# A line is at most 32 columns on screen, its indentation included (a Chinese character takes 2).

# Lines shared by several listings.
code-solution-return = if row == n: 记下解; return
code-solution-stop = 找到解; 停止
code-place = 放置皇后 (row, col)
code-lift = 拿起皇后 (row, col)
code-no-c-left = # 没有可试的 c 了：回溯
code-test-board = test():  # 检查整个棋盘
code-test-refuse = if r2 攻击 r: 排除
code-test-solution = 记下一个解

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
code-value-queen-on = { $row }：{ $square } 上的皇后
# Boards tested so far of all there are ($all may be ?).
code-value-boards = { $seen } / { $all } 个棋盘
