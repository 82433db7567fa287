# zh-CN: bruteforce, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `bruteforce`）。
strategy-bruteforce = 暴力枚举
strategy-bruteforce-about = 每行一个皇后，试遍所有棋盘（共 `n^n` 个），放满后才检查。这是最慢的方法，用来说明剪枝省下了多少

code-bruteforce-for = for col in 0 .. n:  # 任意一列

panel-how-bruteforce = 每一行任取一列：共 n^n 个棋盘。只有摆满的棋盘才检查，皇后两两比较。
panel-how-bruteforce-short = n^n 个棋盘，摆满后逐个检查。
