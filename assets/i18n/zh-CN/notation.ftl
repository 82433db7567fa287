# 屏幕上格子的记法（`--notation`、`:notation`）：国际象棋记法（列字母加行号，`d4`），或文章的编号
# （从上往下数的行号，再加列号，都从 0 开始：`(4,3)`）。

# 帮助里命令列表中的 `:notation`。
help-command-notation = [chess|numbers]：格子用国际象棋记法（d4），或按文章的编号（先行后列，行从上往下数，都从 0 开始：(4,3)）；不带参数：换成另一种
# `:notation` 需要的参数。
notation-arg = 记法（chess 或 numbers）
# `:notation` 之后。
notation-switched = { $notation ->
    [numbers] 格子现在按文章的编号：先行后列，行从上往下数，都从 0 开始，a[4] = 3 即 (4,3)。
   *[chess] 格子现在按棋盘上的标记：列字母加行号，第 1 行在最下面（d4）。
}

# 文章编号下棋盘下方对掩码的说明（第 c 位就是第 c 列）。
notation-masks-explanation = 第 c 位对应第 c 列（第 0 列是第 0 位）。free = full & !(cols | ld | rd)，搜索接着取其中最低的 1 位。每往下一行，ld ╲ 做 <<1（在棋盘上右移一列），rd ╱ 做 >>1（左移一列）：对角线每下一行移动一列。
notation-masks-explanation-short = 第 c 位就是第 c 列。free = full & !(cols | ld | rd)。下一行：ld <<1，rd >>1。
# 文章编号下代码面板位串的读法。
notation-code-bits-read = 下面的位串：第 0 位（第 0 列）在前
# 文章编号下预测的问题：格子写成“行,列”。
notation-predict-question-placements = 第 { $rank } 行：下一个皇后放在哪里？点击或输入一个格子，先行后列（如 4,3），或输入 x 表示死路。
# 文章编号下不成格子的输入。
notation-predict-not-a-square = `{ $text }` 不是这个棋盘上的格子：先写行号（从上往下数），再写逗号和列号，都从 0 开始（如 4,3）
