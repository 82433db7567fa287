# zh-CN: matrix, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `matrix`）。
strategy-matrix = 棋盘矩阵
strategy-matrix-about = 逐列检查，从这个格子沿本列和两条对角线往上走，直到碰到皇后或棋盘边缘

# The board as a matrix (`matrix`).
code-matrix-place = board[row][c] = 1  # 放置
code-matrix-lift = board[row][c] = 0  # 拿起
code-matrix-walk = 向上、左上、右上逐格走:
code-matrix-met = 到边缘前遇到皇后: 是
code-value-the-queen-on = { $square } 上的皇后
code-value-no-queen = 没有皇后：可放
code-value-cells = { $count } 格

panel-legend-matrix-testing = 棋盘矩阵：检查中；∘ 走过的格
panel-legend-matrix-refused = 棋盘矩阵：排除，走到皇后
panel-explanation-matrix = 棋盘矩阵
