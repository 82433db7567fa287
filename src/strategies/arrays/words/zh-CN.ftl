# zh-CN: arrays, its own words (the shared ones are in assets/i18n/zh-CN/)

# Three boolean arrays (`arrays`).
code-arrays-taken = continue  # 已被占：拒绝
code-arrays-place = 放置皇后 (row, c): 把 col,
code-arrays-set = diag, anti_diag 设为 true
code-arrays-lift = 拿起皇后: 把它们设为 false
code-value-every-c-refused = { $row }：每个 c 都被拒绝

panel-legend-arrays-testing = arrays：正在检查此格
panel-legend-arrays-refused = arrays：否决，连到皇后
panel-explanation-arrays = 三个数组
panel-masks-title-arrays = 数组 col、diag、anti_diag
