# 文本命令给人看的文字（不包括给机器读的格式：标准输出上的数字、JSON、`trace` 的行都保持原样）。

## count：终端标准错误上的进度条。这些值是进度条自己的字段
## （indicatif 的 `{percent:>3}`、`{wide_bar}`、`{elapsed_precise}`、`{eta}`），每个只放一次。
commands-count-bar = { $percent }% [{ $bar }] 已用 { $elapsed }，预计还需 { $eta }

## count：打印出数字之后，终端标准错误上的一行总结。数字原样写出（$seconds 和 $rate 已取整）。
commands-count-summary = n = { $n }：共 { $total } 个解，其中 { $unique } 个本质不同；用时 { $seconds } 秒，每秒 { $rate } 个节点，{ $threads } 个线程
commands-count-summary-shard = n = { $n }，分片 { $shard }：共 { $total } 个解，其中 { $unique } 个本质不同；用时 { $seconds } 秒，每秒 { $rate } 个节点，{ $threads } 个线程

## count --plan：计数会怎样切分，要花多长时间。
commands-plan-whole = 整个计数
commands-plan-shard = 分片 { $index }/{ $shards }
# $what 是 commands-plan-whole 或 commands-plan-shard；$work 写成 472 亿亿的样子。
commands-plan-head = n = { $n }，格式 { $format }，{ $what }：{ $subproblems } 个子问题，估计工作量 { $work } 个节点
commands-plan-piece = 每块子问题：平均 { $mean } 个节点，最大的 { $largest } 个（平均值的 { $ratio } 倍）
commands-plan-shards = { $shards } 个分片：每个 { $least } 到 { $most } 个子问题，{ $least_work } 到 { $most_work } 个节点
commands-plan-memory = 每个任务约需 { $memory } 内存
commands-plan-time = 按每核每秒 { $speed } 个估计节点计算（刚在本机测得）：最大的一块需 { $largest }，单核共需 { $all }
commands-plan-time-shards = 按每核每秒 { $speed } 个估计节点计算（刚在本机测得）：每个分片需 { $least }到 { $most }，最大的一块需 { $largest }，单核共需 { $all }

## 一段时间，数字已取整。
commands-duration-ms = { $value } 毫秒
commands-duration-seconds = { $value } 秒
commands-duration-minutes = { $value } 分钟
commands-duration-hours = { $value } 小时
commands-duration-days = { $value } 天
commands-duration-years = { $value } 年

## lesson --check
commands-lesson-checked = { $name }：共 { $steps } 步，没有错误

## worksheet：打印的练习纸。
commands-worksheet-title = { $n } 皇后问题
commands-worksheet-rules = 在 { $n }×{ $n } 的棋盘上放置 { $n } 个皇后，使任意两个皇后都不在同一行、同一列或同一条对角线上。
commands-worksheet-instructions = 任意两个皇后都不在同一行、同一列或同一条对角线上。下面给出 { $shown } 个解，请在空白棋盘上再找一个。
# 无解的棋盘（n = 2、3）的页面：只有一块空白棋盘。
commands-worksheet-none = { $n }×{ $n } 的棋盘无解：试着在上面放 { $n } 个皇后，看看为什么。
commands-worksheet-solution = 解 { $k }
commands-worksheet-blank = 你的解
# solutions --format svg：文档的标题。
commands-svg-solutions-title = nqueens：n = { $n } 的解

## record：录制的标题，播放器会显示它。
commands-record-speed-max = 最高速度
commands-record-speed = 每秒 { $rate } 个事件
commands-record-title = nqueens：n = { $n }，{ $speed }，{ $strategy }
commands-record-title-race = nqueens：n = { $n }，{ $speed }，{ $a } 与 { $b } 竞速
commands-record-title-lesson = nqueens 课程：{ $lesson }

## compare：终端标准错误上的进度条。变量是进度条自己的字段，各放一次。
commands-compare-bar = { $done }/{ $all } 格 [{ $bar }] 已用 { $elapsed }
## compare：表格的列标题，按机器格式给该数字的键。
compare-column = { $key ->
        [strategy] 策略
        [n] n
        [events] 事件
        [placements] 放置
        [checks] 检查
        [boards] 棋盘
        [solutions] 解
        [seconds] 秒
        [peak_bytes] 峰值字节
       *[complete] 完整
    }
compare-column-whole = 整个运行
## 这一格的运行是否在预算内结束（$complete：true 或 false）。
compare-complete = { $complete ->
        [true] 是
       *[false] 否
    }
## 被截断的运行的总量（$total 已写成简短形式，如 1680 万）。
compare-whole = ≈ { $total } { $unit ->
        [boards] 个棋盘
       *[placements] 次放置
    }（估计）
## compare --format svg：图的标题、标记说明和坐标轴。
compare-chart-title = 各策略的搜索事件数随棋盘增大的变化（对数刻度）
compare-chart-key = 实线：实测 · 虚线：由截断的运行估计 · ↑：至少（截断，无估计）
compare-chart-n = n（n × n 棋盘上的皇后数）
compare-chart-events = 事件数
