# zh-CN: permutations, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `permutations`）。
strategy-permutations = 全排列
strategy-permutations-about = 按字典序试遍列的全排列（每行、每列各一个皇后），每个放满的棋盘再检查对角线

# Every arrangement, then a test of the whole board (`permutations`, `bruteforce`).
code-permutations-for = for 上面各行没占的 col:

panel-how-permutations = 每一行取一个上面各行都没用过的列：共 n! 个棋盘。只有摆满的棋盘才检查，皇后两两比较。
panel-how-permutations-short = n! 个棋盘，摆满后逐个检查。
