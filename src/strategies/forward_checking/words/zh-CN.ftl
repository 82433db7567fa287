# zh-CN: forward-checking, its own words (the shared ones are in assets/i18n/zh-CN/)

# 屏幕上显示的名字（输入时用 `forward-checking`）。
strategy-forward-checking = 前向检查
strategy-forward-checking-about = 向前剪枝的回溯。每放一个皇后，就从下面各行的值域里划掉它攻击的格子，有值域被清空就立刻回溯；--order mrv 时先填最受约束的行

# Forward checking (`forward-checking`): every open rank keeps its domain.
code-forward-domains = domain[每一行] = 全部列
code-forward-filled = if 每一行都放好了: 找到解
code-forward-next = r = 下一行  # 最上面，或 mrv:
code-forward-mrv = # 可选最少，并列取最上
code-forward-place = 放置皇后 (r, c)
code-forward-strike = 从每个未填行的 domain 里
code-forward-strike-from = 删去它攻击的格子
code-forward-empties = if 某个 domain 空了:
code-forward-wipeout = wipeout  # 立即回溯
code-forward-else = else: search(); 拿起 (r, c)
code-value-r-rank = { $row }：第 { $rank } 行
code-value-order-fixed = fixed（从上往下）
code-value-empty-domain = domain[{ $row }]：第 { $rank } 行

panel-legend-rank-next = 下一个要填的行；○ 下次尝试
panel-legend-struck = 已从值域中划去
panel-legend-wipe-out = 值域清空：值域为空
panel-how-forward-checking = 每放一个皇后，就从尚未填的各行的值域中划去它攻击的格子（空白：仍可用）；某个值域为空即值域清空，搜索立即回溯。
panel-how-forward-checking-short = 皇后提前剪去未填各行的值域。
panel-no-masks-how-forward-checking = 保存每个未填行的值域，提前剪枝

view-rows-order = 顺序
view-rows-rank = 行
view-rows-wipe-outs = 值域清空
view-rows-pruned = 剪枝
view-rows-checks = 检查
# forward-checking: the order the ranks are filled in (fixed and mrv are --order's values).
view-rows-order-fixed = fixed：从上往下逐行
view-rows-order-mrv = mrv：可选列最少的行优先
# forward-checking: a wipe-out; the rank filled next; done; the queens placed.
view-rows-wipe-out-on = 第 { $rank } 行值域清空
view-rows-rank-next = 下一行 { $rank }（已放 { $placed }/{ $n }）
view-rows-done = 完成
view-rows-placed = 已放 { $placed }/{ $n }
# forward-checking: squares struck from the domains; domains checked.
view-rows-squares = { $squares } 个格子
view-rows-domains = { $domains } 个值域

# forward-checking 的旁白。
words-forward-placed = 放置 { $square }：前面 { $pruned ->
       *[other] { $pruned } 个格子
    }被划掉。
words-forward-placed-fixed = 放置 { $square }：前面 { $pruned ->
       *[other] { $pruned } 个格子
    }被划掉；第 { $rank } 行还剩 { $open ->
       *[other] { $open } 列
    }可用。
words-forward-placed-mrv = 放置 { $square }：前面 { $pruned ->
       *[other] { $pruned } 个格子
    }被划掉；下一步选第 { $rank } 行，它可用的列最少（{ $open } 列）。
words-forward-wipe-out = 值域清空：{ $by } 使第 { $rank } 行没有可用的格子，立即回溯。
words-forward-lifted-last = 拿起 { $square }：这一行没有可以再试的列了。
words-forward-lifted = 拿起 { $square }：这一行还有 { $left ->
       *[other] { $left } 列
    }要试。

# The domains panel of forward-checking (in the stack's place).

# The panel's title; order is --order's value (fixed or mrv).
view-domains-title = 值域 · { $order } 顺序
# Bottom border: the wipe-outs and the squares pruned so far.
view-domains-totals = 值域清空 { $wipeouts } · 剪枝 { $pruned }
# Column heads: the rank; its queen's file (q, one column wide); the files still open to
# it, as bits; how many.
view-domains-rank = 行
view-domains-q = 后
view-domains-domain = 值域
view-domains-open = 可选
# After "0", for a rank whose domain a wipe-out emptied.
view-domains-wiped = 清空
# The line for the ranks not listed when not all fit, longest wording first: all of them
# are filled; some are still open.
view-domains-filled-unlisted = { $count } 行已放皇后，未列出
view-domains-filled-ranks = { $count } 行已放皇后
view-domains-filled = { $count } 行已放
view-domains-ranks-unlisted = { $count } 行未列出
view-domains-unlisted = { $count } 行未列
# The timeline's gauge: done; the share of the tree searched (percent with one decimal).
view-domains-all-searched = 整棵树已搜索完
view-domains-searched = 已搜索 { $percent }% · 不能回退

# Its own event, short (the counters' last event; stepping back over it).
words-event-wipe-out = 第 { $rank } 行值域清空
