# zh-CN: race
# 竞速（:race A B）：顶行说明战况，两边各自的标题和计数，以及下方的汇总表。$name、$a、$b、
# $first、$other 和 $strategy 是策略名，照命令行的写法（`bitmask`）；已经写好的数（`1,234`、
# `—`）作为文本传入，决定复数形式的计数作为数传入（中文只有一种形式）。

## 战况：结论和它依据的数字（由 race-lead 连起来）。一行放不下时，先省去棋盘和速度，
## 再省去数字，结论最后才省。
race-lead-with-board = n = { $n } · { $speed } · { $lead }
race-lead = { $headline }；{ $figures }
race-lead-over-winner = 竞速结束：{ $name }胜出，平均每个解用的检查次数更少
race-lead-over-even = 竞速结束：两边打成平手
race-lead-over-no-solution = 竞速结束：n = { $n } 的棋盘没有解
race-lead-none-yet = 两边都还没有找到解
# 解的个数相同（$solutions 是写好的数）：以及哪一边用的检查次数更少（如果有）。
race-lead-level = 两边各找到 { $solutions } 个解，暂时持平
race-lead-level-thriftier = 两边各找到 { $solutions } 个解，{ $name }用的检查次数更少
# 一边找到的解更多：$ahead 是它的个数，$behind 是另一边的（写好的数）；$stops 是
# race-stops-one 或 race-stops-both，或者为空。
race-lead-ahead = { $name }领先：已找到 { $ahead } 个解，另一边 { $behind } 个{ $stops }
# 一边找到第一个解就停，另一边要找出全部解：谁也不算领先。
race-lead-unlike = 无法比较：{ $first }找到第一个解就停，{ $other }要找出全部解
# 结论后面的数字：两边每个解的检查次数（$a_checks、$b_checks：写好的数或 —），然后是 $stops。
race-lead-checks = 每个解的检查次数：{ $a } { $a_checks }，{ $b } { $b_checks }{ $stops }
# 在找到第一个解就停下的那一边之后（或两边都是）。
race-stops-one = （{ $name }找到第一个解就停）
race-stops-both = （两边都在找到第一个解时停下）
# 无法比较时：两边各自的检查次数（$a、$b：race-unlike-work 或 race-unlike-work-uncounted）。
race-unlike-checks = 检查次数：{ $a }；{ $b }
race-unlike-work = { $strategy }用 { $checks } 次找到 { $solutions } 个解
race-unlike-work-uncounted = { $strategy }找到 { $solutions } 个解，检查次数未计

## 每一边的标题（边框上）：策略和状态，完成后找到的最后一个解的编号，以及是否领先。
## 显示放得下的最长一个。
race-side-title = { $strategy } · { $status }
race-side-title-ahead = { $strategy } · { $status } · 领先
race-side-title-last = { $strategy } · { $status } · 最后一个解 #{ $k }
race-side-title-last-ahead = { $strategy } · { $status } · 最后一个解 #{ $k } · 领先

## 每一边的计数：标签（占 12 列）和数值中的文字。
race-counter-events = 事件
race-counter-solutions = 解
race-counter-checks = 检查次数
race-counter-nodes = 节点
race-counter-boards = 棋盘数
race-counter-pace = 事件/秒
race-counter-time = 用时
# min-conflicts 找到第一个解就停（$solutions 是写好的数）。
race-counter-stops-at-one = { $solutions }（找到一个即停）

## 汇总表：标题和各列的列头。
race-summary-title = 竞速 · n = { $n }
race-summary-title-over = 竞速结束 · n = { $n }
race-head-strategy = 策略
race-head-events = 事件
race-head-solutions = 解
race-head-checks = 检查次数
race-head-boards = 已测棋盘
race-head-nodes = 节点
race-head-events-per-solution = 事件/解
race-head-checks-per-solution = 检查/解
race-head-time = 用时
