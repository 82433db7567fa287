# zh-CN: matrix, its own words (the shared ones are in assets/i18n/zh-CN/)

# The board as a matrix (`matrix`).
code-matrix-place = board[row][c] = 1  # 放置
code-matrix-lift = board[row][c] = 0  # 拿起
code-matrix-walk = 向上、左上、右上逐格走:
code-matrix-met = 到边缘前遇到皇后: 是
code-value-the-queen-on = { $square } 上的皇后
code-value-no-queen = 没有皇后：空位
code-value-cells = { $count } 格

panel-legend-matrix-testing = matrix：检查中；∘ 走过的格
panel-legend-matrix-refused = matrix：否决；走到皇后
panel-explanation-matrix = 棋盘矩阵
