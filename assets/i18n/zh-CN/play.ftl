# zh-CN: play
# 动手摆（p、:play）：自己摆的棋盘和它的标题，以及旁边的面板：这个局面还能怎样、按键和标记。
# 格子（$square、$pairs 里的格子）用记谱法书写（`c5`、`a8–d5`）；已经写好的数（`#7`、`92`）
# 作为文本传入，决定复数形式的计数作为数传入（中文只有一种形式）。

## 棋盘的标题：棋盘大小和几个字的结论。
play-board-title = 动手摆 n = { $n } · { $verdict }
play-verdict-conflict = 有冲突
play-verdict-cannot = 无法补成解
play-verdict-checking = 检查中…
play-verdict-can = 能补成解
play-verdict-undecided = 无法判断
play-verdict-solved = 已解出

## 棋盘旁的面板。
play-panel-title = 你的棋盘
# 前几行的标签（占 11 列）。
play-label-queens = 皇后
play-label-conflicts = 冲突
play-label-cursor = 光标
play-queens-of = { $queens } / { $n }
play-conflicts-none = 无
play-conflicts-pairs = { $pairs } 对
# 光标所在的格子，以及格子上的情况。
play-cursor-queen = { $square }（有皇后）
play-cursor-attacked = { $square }（被攻击）
play-cursor-free = { $square }（可放）

## 这个局面还能怎样，用句子说（第一句用结论的颜色）。
# 皇后互相攻击：$pairs 是前三对（`a8–d5`）；超过三对时用 "more"。
play-conflicts = 照现在这样无法补成解：有皇后互相攻击（{ $pairs }）
play-conflicts-more = 照现在这样无法补成解：有皇后互相攻击（{ $pairs } 等）
play-lift-one-of-each = 每一对拿起一个（按 { $key } 看该拿哪个）
# 某一行或某一列已没有空位（$why：play-blocked-rank 或 play-blocked-file）。
play-blocked = 无法补成解：{ $why }
play-blocked-rank = 第 { $rank } 行没有可放的位置
play-blocked-file = { $file } 列没有可放的位置
play-impossible = 无法补成解：其余各行怎么摆都不行（已查遍）
play-checking = 正在检查能否补成解…
play-completable = 还能补成解
play-completable-hint = 按 { $key } 显示一个仍能补成解的格子
play-undecided = 无法判断：可能的摆法太多，检查放弃了
# 无法补成解时，拿起一个皇后能否挽回。
play-rescue-looking = 正在找可以拿起的皇后…
play-rescue-lift = 只需拿起一个皇后（按 { $key } 看是哪个）
play-rescue-none = 挡路的不止一个皇后：多拿起几个，或者撤销
# 解出的棋盘：它按搜索顺序的编号（$number、$total 是写好的数；知道总数时用 "of"），它的对称类
# （$files 是该类第一个解的各行列名，$orbit 是同类解的个数），以及它由该类的代表解（#$canonical）
# 怎样变换得到。
play-solved-counting = 已解出：正在数它是按搜索顺序的第几个解…
play-solved-counting-of = 已解出：正在数它是 { $total } 个解中按搜索顺序的第几个…
play-solved = 已解出：按搜索顺序的第 { $number } 个解
play-solved-of = 已解出：{ $total } 个解中按搜索顺序的第 { $number } 个
play-solved-too-long = 已解出！n = { $n } 时，要数出它按搜索顺序的编号太费时间
play-class = 对称类 { $files }（共 { $orbit } 个解）
play-canonical = 这是该类的代表解（第一个）
play-transform = = 代表解经{ $transform }
play-transform-numbered = = 代表解 #{ $canonical } 经{ $transform }

## 棋盘上各种标记的含义：有颜色时，以及没有颜色时（NO_COLOR，高亮改为反色显示）。
play-mark-queen = 皇后（红色：有冲突）
play-mark-queen-plain = 皇后（反色：有冲突）
play-mark-attacked = 被攻击的格子
play-mark-line = 冲突的两个皇后之间的连线
play-mark-hint = 提示的格子
play-mark-cursor = 光标所在的行（格子为蓝色）
play-mark-cursor-plain = 光标所在的行（格子反色）
