# zh-CN: dancing-links, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `dancing-links`）。
strategy-dancing-links = 舞蹈链
strategy-dancing-links-about = Knuth 的算法 X 加舞蹈链。每行、每列是恰好覆盖一次的列，对角线最多覆盖一次；先覆盖剩余格子最少的列（mrv，一样多时从中间往外取），逐个试它的格子，回溯时按相反顺序取消覆盖；--order fixed 时覆盖最上面的空行

# 算法 X（`dancing-links`）：代码面板。`cover`、`uncover`、`rows`、`search` 照原样写。
code-dlx-solution = if 没有剩下的列: 找到解
code-dlx-choose = c = 一个未覆盖的列
code-dlx-choose-how = # mrv: 格子最少; fixed: 第一个
code-dlx-dead-end = if c 没有格子: 回溯  # 死路
code-dlx-take = 选格子 r: 覆盖它的其他列
code-dlx-give-back = 放回 r: 逆序取消覆盖
code-dlx-cover = cover(c): 把 c 从列头链表摘下,
code-dlx-cover-rows = 把 c 的每个格子从其他列摘下
code-value-dlx-order-fixed = fixed（第一个未覆盖的列）
code-value-dlx-order-mrv = mrv（格子最少，中间优先）
code-value-dlx-column = { $column }，{ $size } 个格子

panel-legend-dlx-to-try = 该列待试的格子
panel-legend-dlx-unlinked = 格子已摘下：被覆盖
panel-legend-dlx-empty = 空列：死路
panel-how-dancing-links = 精确覆盖：每一行、每一列都是要恰好覆盖一次的列，对角线至多一次；每个格子是一行。覆盖一列就把它的格子从其他列摘下（·：已摘下，空白：仍在链中）；取消覆盖时逆序接回。
panel-how-dancing-links-short = 覆盖格子最少的列，逐个尝试。
panel-no-masks-how-dancing-links = 把精确覆盖矩阵存成双向循环链表

# dancing-links 的计数：标签（至多 11 列宽），然后是值。
view-rows-dlx-order = 顺序
view-rows-dlx-column = 列
view-rows-dlx-empty = 死路
view-rows-dlx-updates = 链接更新
view-rows-dlx-sizes-read = 读列大小
view-rows-dlx-order-fixed = fixed：第一个未覆盖的列
view-rows-dlx-order-mrv = mrv：格子最少的列优先
view-rows-dlx-column-to-try = { $column }：{ $size } 个格子，{ $left } 个待试
view-rows-dlx-column-empty = { $column }：空列，死路
view-rows-dlx-column-uncovered = { $column } 已取消覆盖：回溯
view-rows-dlx-column-all-covered = 全部覆盖：一个解
view-rows-dlx-done = 完成
view-rows-dlx-choosing = 正在选列；已放 { $placed }/{ $n }

# 主列：一行或一列。
words-dlx-rank = 第 { $rank } 行
words-dlx-file = { $file } 列
# dancing-links 的旁白。
words-dlx-chose-empty = { $column }没有剩下的格子：空列，死路，回溯。
words-dlx-chose-mrv = 选择 { $column }：剩下的格子最少（{ $size } 个）。
words-dlx-chose-fixed = 选择 { $column }，第一个未覆盖的列：还剩 { $size } 个格子。
words-dlx-covered = 覆盖 { $column }：它的 { $size } 个格子从其他列摘下（摘下 { $links } 个链接）。
words-dlx-took = 选 { $square }：皇后覆盖它的行、列和两条对角线（摘下 { $links } 个链接）；这一列还有 { $left } 个格子要试。
words-dlx-gave-back = 放回 { $square }：它的链接跳回原处（{ $links } 个）；这一列还有 { $left } 个格子要试。
words-dlx-uncovered = 取消覆盖 { $column }：每个格子都试过了，链接接回，回溯。
words-dlx-solved = 第 { $index } 个解：每一行、每一列都恰好覆盖一次（{ $files }）。
words-event-dlx-choose = 选择 { $column }（剩 { $size } 个）
words-event-dlx-cover = 覆盖 { $column }
words-event-dlx-uncover = 取消覆盖 { $column }

# 精确覆盖矩阵面板（在栈的位置）：标题，仍在链中的行（格子）/ 全部格子，列数；底边，目前的链接更新。
view-dlx-matrix-title = 精确覆盖 · { $rows }/{ $squares } 个格子 · { $columns } 列
view-dlx-matrix-totals = 链接更新 { $updates }

# 预测模式（:predict）：算法 X 不从上往下填行，所以问题不提行；答案说出所选的列（$column：列名和理由）。
words-dlx-predict-question = 下一个皇后放在哪里？算法 X 覆盖一列，再选它第一个待试的格子。点击或输入格子（c5），或 x：有一列空了，是死路。
words-dlx-predict-short-question = 下一个皇后放在哪里？（格子，或 x：空列）
words-dlx-predict-question-deadends = 有没有一行或一列没有格子了，是死路？y 或 x：是，n：不是。
words-dlx-predict-short-question-deadends = 有空列，是死路吗？（y 或 x：是，n：不是）
words-dlx-predict-column-fewest = { $column }（剩 { $size } 个格子，最少）
words-dlx-predict-column-first = { $column }（第一个未覆盖的列，剩 { $size } 个格子）
words-dlx-predict-takes = 搜索覆盖 { $column }；它第一个待试的格子 { $next } 放皇后。
words-dlx-predict-has-free = 没有空列：搜索覆盖 { $column }，选 { $next }。
words-dlx-predict-goes-on = 正在覆盖的列接着试下一个格子 { $next }。
words-dlx-predict-goes-on-not = 不是 { $square }：正在覆盖的列接着试下一个格子 { $next }。
words-dlx-predict-out = { $square } 已不在矩阵里：{ $queen } 上的皇后沿{ $along }覆盖了它。下一个皇后放在 { $next }。
words-dlx-predict-other = { $square } 还在矩阵里，但搜索先覆盖 { $column }：下一个皇后放在 { $next }。
words-dlx-predict-short-other = { $square } 不在先覆盖的{ $column }；下一个皇后放在 { $next }。
words-dlx-predict-tried = { $square } 已经试过（它下面都搜索完了）；这一列接着试 { $next }。
words-dlx-predict-waits = { $square } 还没轮到：{ $column }的格子按顺序试，先试 { $next }。
