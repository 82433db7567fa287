# zh-CN: arrays, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `arrays`）。
strategy-arrays = 三个数组
strategy-arrays-about = 逐列检查，用三个布尔数组 `col[c]`、`diag[row + col]`、`anti_diag[n - col + row]` 判断

# Three boolean arrays (`arrays`).
code-arrays-taken = continue  # 已被占：排除
code-arrays-place = 放置皇后 (row, c): 把 col,
code-arrays-set = diag, anti_diag 设为 true
code-arrays-lift = 拿起皇后: 把它们设为 false
code-value-every-c-refused = { $row }：每个 c 都被排除

panel-legend-arrays-testing = 三个数组：正在检查此格
panel-legend-arrays-refused = 三个数组：排除，连到皇后
panel-explanation-arrays = 三个数组
panel-masks-title-arrays = 数组 col、diag、anti_diag
