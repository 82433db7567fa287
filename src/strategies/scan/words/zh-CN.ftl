# zh-CN: scan, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `scan`）。
strategy-scan = 逐个比较
strategy-scan-about = 逐列检查，和已放的每个皇后比较（教科书上的 `valid(row, col)`）

# The scan (`scan`): valid(row, col) checks the queens above.
code-scan-no-col = # 没有可试的 col 了：回溯
code-scan-attacks = if 第 r 行的皇后攻击它: 否
code-value-every-col-refused = { $row }：每个 col 都被排除
