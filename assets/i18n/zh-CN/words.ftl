# zh-CN: words
# 状态的提示（底行）、旁白（v）、命令行的错误、按键提示栏和单位。已经写好的数
# （`14,772,512`、`#7`）作为文本传入；决定复数形式的计数作为数传入（中文只有一种形式）。

# 搜索的状态：统计面板、竞速和搜索树的状态栏里。
words-status-running = 运行中
words-status-paused = 已暂停
words-status-done = 完成

# scan 的检查次数没有保留时，代替那个数。
words-scan-gap-top-speed = 最高速度下不计
words-scan-gap-jump = 跳转后不计

# 超出字母列名的格子（n 大于 32 的棋盘，只有 min-conflicts 能演示）。
words-square-numbered = 第 { $rank } 行第 { $file } 列
# 列表各项之间（格子、策略、书签）。
words-list-separator = {"、"}
# 屏幕上显示的策略名，后面括号里是输入时用的名字（位掩码（bitmask））。
words-strategy-typed = { $name }（{ $typed }）

# 速度：按 + 和 - 或 :speed 之后的提示。
words-speed-max = 最高速度
words-speed-rate = 每秒 { $rate } 个事件
words-speed-set = 速度：{ $speed }
words-speed-set-both = 两边的速度：{ $speed }

# 撤销或重做之后：还剩几步。
words-undo-left = { $left ->
        [0] 没有可以再撤销的了
       *[other] 还可以撤销 { $left } 步
    }
words-redo-left = { $left ->
        [0] 没有可以再重做的了
       *[other] 还可以重做 { $left } 步
    }

# 写出解（w、:write）。
words-wrote = 已写入 { $path }
words-write-failed = 无法写入 { $path }：{ $cause }
words-writing = 正在写入…
words-still-writing = 之前要求的 { $count ->
       *[other] { $count } 个解
    }还在写入：请等它写完
words-nothing-to-write = 还没有找到解：没有可写的内容

# 命令行里按 Tab 时，没有以已输入内容开头的名字。
words-no-strategy-completion = 没有以 `{ $typed }` 开头的策略
words-no-command-completion = 没有以 `{ $typed }` 开头的命令

# 解列表和跳到某个编号（#）。
words-unlisted = 解列表只收录 n ≤ { $max } 的棋盘；这个棋盘是 n = { $n }：它的解显示在棋盘上
words-number-too-large = 这个数太大了
words-no-solution-entry = 没有第 { $number } 个解：一共找到 { $found } 个
words-no-solution-entry-so-far = 没有第 { $number } 个解：目前只找到 { $found } 个
words-no-class-entry = 没有第 { $number } 个对称类：一共找到 { $found } 个
words-no-class-entry-so-far = 没有第 { $number } 个对称类：目前只找到 { $found } 个

# 点击棋盘上的格子。
words-pause-to-inspect = 先暂停（{ $key }）再查看格子
words-inspect-too-large = 点击格子查看攻击者只适用于 n ≤ { $max } 的棋盘；棋盘上标出了每个皇后受到的攻击数
words-holds-queen = { $square } 上有一个皇后
words-not-attacked = { $square } 没有被攻击
# 皇后沿哪条线攻击被点击的格子。
words-line-rank = 同一行
words-line-file = 同一列
words-line-falling = 主对角线 ╲
words-line-rising = 副对角线 ╱
# 一个攻击者：它的格子和它所在的线。
words-attacker = { $square }（{ $line }）
words-attacked-by = { $count ->
       *[other] { $square } 被 { $lines } 上的皇后攻击
    }

# 搜索的进退：结束、后退、速度、跳转。
words-search-done = 搜索已完成：按 { $key } 重新开始
words-at-start = 这里已经是搜索的起点
words-top-speed = 已是最高速度：事件以求解器的全速运行
words-slowest-speed = 每秒 1 个事件已是最慢；按 { $pause } 暂停，按 { $step } 单步
words-running-to = 正以最高速度运行到第 { $event } 个事件
# 也是旁白的一行。
words-arrived = 已到达第 { $event } 个事件
words-at-event = 第 { $event } 个事件
words-run-ends-at = 这次运行在第 { $at } 个事件结束；没有第 { $target } 个事件
words-past-the-run = 这次运行一共 { $total ->
       *[other] { $total } 个事件
    }；没有第 { $target } 个事件
words-bar-fixed = { $strategy }的进度条只表示它走了多远，不能拖动（:event K 向前运行）
words-no-solution-before = 这之前没有解
words-back-to-solution = 回到第 { $index } 个解
words-no-dead-ends = { $strategy }没有死路，只有完整的棋盘（{ $key }：下一个解）
# 撤销和重做；$left 是 words-undo-left 或 words-redo-left。
words-undone = 已撤销：回到 n = { $n }，第 { $event } 个事件；{ $left }
words-nothing-to-undo = 没有可撤销的操作
words-redone = 已重做：回到 n = { $n }，第 { $event } 个事件；{ $left }
words-nothing-to-redo = 没有可重做的操作
words-not-found-yet = 还没有第 { $number } 个解：目前找到 { $found } 个；按 { $key } 运行到下一个解，:event K 可以去任何位置
# 棋盘大小（[ ]、:n）。
words-new-search = n = { $n }：新的搜索
words-smallest-board = n = 1 已是最小的棋盘
words-largest-board-local = n = { $max } 是{ $strategy }能演示的最大棋盘（nqueens solve N 可以求更大的）
words-largest-board = n = { $max } 是{ $strategy }能搜索的最大棋盘；{ $local } 能演示到 { $local_max }（:strategy { $local }）
words-size-refused-zero = n = 0：{ $strategy }的棋盘大小是 1 到 { $max }
words-size-refused = n = { $n }：{ $strategy }只搜索 n ≤ { $max } 的棋盘；{ $local } 能演示到 { $local_max }（请先 :strategy { $local }）
words-size-refused-past-animation = n = { $n }：动画最多演示到 { $local_max }（{ $local }）；nqueens solve { $n } 可以求出一个解

# 策略（t、:strategy）和它们的设置。
words-strategy-already = 已经是{ $strategy }策略
words-random-ranks-set = 拉斯维加斯算法重新开始，每次尝试随机摆 { $k ->
       *[other] { $k } 行
    }
words-random-ranks-elsewhere = k（随机摆的行数）只用于 { $owners ->
        [1] { $last }
       *[other] { $but_last }和{ $last }
    }策略（{ $strategy }不随机放置皇后）；请先 :strategy { $first }
words-order-set-fixed = 搜索重新开始，从最上面一行起依次填
words-order-set-mrv = 搜索重新开始，最少剩余值优先（mrv）
words-order-elsewhere = order 只用于 { $owners ->
        [1] { $last }
       *[other] { $but_last }和{ $last }
    }策略（{ $strategy }从最上面一行起依次填）；请先 :strategy { $first }
words-tuned = { $strategy }重新开始：{ $settings }
words-knob-elsewhere = { $command } 只用于 { $owners ->
        [1] { $last }
       *[other] { $but_last }和{ $last }
    }策略（{ $strategy }没有 { $command }）；请先 :strategy { $first }
words-knob-refused = { $command } { $text }：{ $why }
words-settings-separator = { "，" }
words-too-many-random-ranks = k { $k }：棋盘只有 { $n } 行（随机摆的行数可以是 0 到 { $n }）
words-strategy-set = 策略：{ $strategy }
words-strategy-too-small = { $strategy }只搜索 n ≤ { $max } 的棋盘，这个是 { $n }（仍用{ $from }；请先 :n { $max }）
words-back-to-backtracking = { $strategy }：回到回溯搜索原来的位置，第 { $event } 个事件
words-own-search-waiting = { $strategy }从头开始自己的搜索；{ $from }的搜索在原处等着（按 t 回到它）
words-own-search = { $strategy }从头开始自己的搜索
# 策略没有搜索树或热力图时的 :tree 和 :heat。
words-no-tree = 搜索树属于回溯搜索（位掩码、逐个比较、三个数组、棋盘矩阵）；{ $strategy }没有搜索树
words-no-tree-cycle = 搜索树属于回溯搜索（位掩码、逐个比较、三个数组、棋盘矩阵）；{ $strategy }没有搜索树，按 { $key } 可轮换到位掩码
words-no-heat = 热力图统计的是回溯搜索的工作；{ $strategy }没有这样的工作
words-heat-placements = 热力图：到目前为止每个格子放置皇后的次数（再次 :heat：解中的次数）
words-heat-solutions = 热力图：已找到的解中每个格子上的皇后数（再次 :heat：关闭）
words-heat-off = 热力图已关闭

# 动手摆（p）：自己放皇后。
words-play-key = 按 { $key } 开始动手摆
words-play-too-large = 动手摆只支持 n ≤ { $max } 的棋盘；这个是 { $n }（按 { $key } 缩小）
words-play-started = 动手摆：用方向键和 { $toggle } 放置皇后（或点击格子）；按 { $back } 回到搜索
words-play-left = 回到搜索；按 { $key } 再来动手摆
words-playing-already = 已经在动手摆了
words-works-on-search-play = 这个操作作用于搜索：按 { $key } 回到搜索
words-works-on-search-race = 这个操作作用于搜索：按 { $key } 离开竞速
words-play-empty = 棋盘已经是空的
words-play-cleared = 已拿起所有皇后
words-play-undone = 已撤销；{ $left }
words-play-redone = 已重做；{ $left }

# 竞速（:race）。
words-race-on = 竞速：{ $a }对{ $b }，n = { $n }；按 { $pause } 暂停两边，按 { $back } 离开
words-race-again-on = 回到竞速：{ $a }对{ $b }，n = { $n }；按 { $pause } 暂停两边，按 { $back } 离开
words-race-too-large = n = { $n } 时不能竞速：{ $small }只搜索 n ≤ { $max } 的棋盘（请先 :n { $max }）
words-race-needs-two = 竞速需要两个策略：race bitmask scan（按 Tab 补全）
words-race-left = 回到搜索；:race 继续竞速
words-race-again = 竞速重新开始
words-race-again-at = n = { $n }：竞速重新开始
words-race-largest = n = { $max } 已是最大的棋盘
words-race-size-refused = n = { $n }：棋盘大小只能是 1 到 { $max }
words-race-over = 竞速结束：按 { $restart } 再比一次，按 { $back } 回到搜索

# 投影模式（f、:present）。
words-present-on = 投影模式：按 { $key }（或 :present）恢复所有面板
words-present-off = 所有面板已恢复；按 { $key }（或 :present）进入投影模式

# 动手摆的提示（?）。
words-hint-full = 每一行都有皇后了
words-hint-place = 提示：在 { $square } 放一个皇后，仍有可能得到解（按 { $key } 放置）
words-hint-lift-attacker = 提示：拿起 { $queen }（按 { $key } 拿起），它攻击 { $squares }
words-hint-lift-to-complete = 提示：拿起 { $square }（按 { $key } 拿起），没有它，其余的皇后就能补成一个解
words-hint-none-alone = 挡路的不止一个皇后：拿起几个，或者撤销（{ $key }）
words-hint-looking = 正在找可以拿起的皇后；请稍后再问
words-hint-checking = 还在检查这个局面；请稍后再问
words-hint-gave-up = 这个局面的检查放弃了：放置或拿起一个皇后后会重新检查
words-hint-solved = 已经解出：没有要放的皇后了

# 命令需要的参数，用在 words-command-needs 和 words-command-takes-just 里。
words-arg-solution-number = 一个解的编号
words-arg-event-number = 一个事件编号
words-arg-board-size = 棋盘大小
words-arg-speed = 速度（每秒的事件数，或 max）
words-arg-strategy-name = 策略名
words-arg-ranks = 行数
words-arg-order = 顺序（fixed 或 mrv）
words-arg-predict-variant = deadends、backtracks 或 off
words-arg-mark-name = 书签名
words-arg-lang = 语言（en 或 zh）

# 命令行按 Enter 后的错误（lesson --check 也用）。
words-command-empty = 请输入命令；按 Tab 列出所有命令
words-command-needs = { $name } 需要{ $what }
words-command-takes-just = { $name } 只接受{ $what }
words-command-takes-nothing = { $name } 后面不接参数
words-command-negative = `{ $text }`：这里的数从 0 开始
words-command-not-a-size = `{ $text }`：棋盘大小是从 1 起的整数
words-command-too-large = `{ $text }` 太大了
words-command-not-a-number = `{ $text }` 不是整数
words-command-no-strategy = `{ $name }`：可用的策略有 { $strategies }
words-command-race-takes-two = race 需要两个策略：race bitmask scan
words-command-against-itself = { $strategy }不能和自己竞速：请选两个不同的策略
words-command-write-takes-one = write 只接受一个路径（不能含空格）
words-command-write-flag = write 只接受 --notation chess|numbers，不接受 { $word }
words-command-notation-needed = --notation 的值是 chess 或 numbers
words-command-unknown = 没有 `{ $name }` 这个命令；按 Tab 列出所有命令
# 未知命令，附上最可能想输入的命令（$like：`event`，或对 `n4` 给出 `n 4`）。
words-command-unknown-like = 没有命令 `{ $name }`：是不是想输入 `{ $like }`？
words-command-no-order = `{ $name }`：顺序只有 fixed 和 mrv
words-command-no-predict-variant = `{ $name }`：predict 可以接 placements（默认）、deadends、backtracks 或 off
words-command-no-lang = 没有 `{ $name }` 这种语言：可选 en 或 zh
words-command-no-mark-name = `{ $name }`：书签名须是一个词，只含字母、数字、- 和 _（最多 { $max } 个字符）

# 旁白面板（v）：标题，以及事件之外的几种行。
words-narration-title = 刚才发生了什么（按 { $key } 隐藏）
words-told-skipped = …… 略过 { $count ->
       *[other] { $count } 个事件
    } ……
words-told-done = 搜索完成：{ $found ->
        [0] 无解
       *[other] 一共找到 { $found } 个解
    }。按 { $key } 重新开始。
words-told-back-over = ◀ 退回：{ $event }
words-told-jumped-back = ◀ 从第 { $from } 个事件跳回第 { $to } 个事件
# min-conflicts 和 genetic 的棋盘上还剩几对互相攻击的皇后。
words-pairs = { $pairs ->
        [0] 已经没有互相攻击的皇后了
       *[other] 还有 { $pairs } 对皇后互相攻击
    }
# matrix 逐格查看的方向。
words-walk-up = 向上
words-walk-up-left = 向左上
words-walk-up-right = 向右上

# 一个事件的简短说法：普通事件的旁白，以及后退越过的事件。
words-event-place = 放置 { $square }
words-event-lift = 拿起 { $square }
words-event-dead-end = 第 { $rank } 行是死路
words-event-solution = 第 { $index } 个解
words-event-test = 检查 { $square }
words-event-refused = { $square } 被 { $by } 攻击，排除
words-event-board-refused = 棋盘被排除：{ $square } 被 { $by } 攻击
words-event-start = 第 { $attempt } 个随机棋盘

# 回溯策略（bitmask、scan、arrays、matrix）、permutations、bruteforce 和
# min-conflicts 的旁白：老师讲解时说的完整句子。
words-story-placed = { $square } 没有被攻击：放置皇后。
words-story-lifted-test = 从 { $from } 拿起皇后；接下来检查 { $next }。
words-story-lifted-try = 从 { $from } 拿起皇后；接下来试 { $next }。
words-story-lifted-none-left = 从 { $from } 拿起皇后；第 { $rank } 行已没有可放的位置。
words-story-dead-end = 第 { $rank } 行没有可放的位置：{ $first }–{ $last } 列都被 { $by } 上的皇后攻击，回溯。
words-story-solution = 找到第 { $index } 个解：{ $files }
words-story-test = 检查 { $square } 是否被已放置的皇后攻击。
words-story-lookup = { $square }：读取 { $reads }。
words-story-taken = { $square }：{ $entry } 已被占用（{ $by } 上的皇后）。
words-story-walk-up = { $square }：先沿本列向上查看，再向左上，再向右上。
words-story-walk-met = { $square }：{ $dir }查看 { $cells }，遇到皇后。
words-story-attacked = { $square } 被 { $by } 上的皇后攻击。
words-story-put-permutation = 在 { $square } 放置皇后（上面各行都没用过这一列）。
words-story-put = 在 { $square } 放置皇后（任意一列）。
words-story-took = 从 { $square } 拿起皇后。
words-story-board-fails = 第 { $board } 个棋盘被排除：{ $queen } 上的皇后被 { $by } 上的皇后攻击。
words-story-board-fails-of = 第 { $board } 个棋盘（共 { $all } 个）被排除：{ $queen } 上的皇后被 { $by } 上的皇后攻击。
words-story-board-passes = 第 { $board } 个棋盘成立：第 { $index } 个解，{ $files }
words-story-board-passes-of = 第 { $board } 个棋盘（共 { $all } 个）成立：第 { $index } 个解，{ $files }
words-story-repaired = 没有皇后被攻击：找到解，见棋盘。
words-story-repaired-files = 没有皇后被攻击：找到解，{ $files }
words-story-dealt = 随机摆一个棋盘，每行每列各一个皇后：{ $pairs }。
words-story-dealt-again = 步数用完仍没有解，重新开始：第 { $attempt } 个随机棋盘，每行每列各一个皇后，{ $pairs }。

# 预测模式（:predict）。
words-predict-on = 预测：{ $asks }；按 { $key } 或 :predict off 退出
words-predict-off = 预测模式已关闭：{ $score }（最长连对 { $best }）
words-predict-refused = { $strategy }不能用 { $mode }：{ $why }
# 策略为什么不能预测，接在 words-predict-refused 后面。
words-unpredictable-random = 它的每一步都是随机抽取的：没有可以预测的下一步
words-unpredictable-whole-boards = 它按计数顺序生成整个棋盘，不检查任何格子，所以放置皇后没有可以预测的理由
words-unpredictable-levels = 它一次扩展一层的所有棋盘：没有唯一的下一个皇后
words-unpredictable-queue = 它扩展的是队列中最好的局面，而不是显示的棋盘：没有唯一的下一个皇后
words-unpredictable-no-dead-ends = 它从不进入死路的行：它会提前看到，即值域清空（试试 :predict 或 :predict backtracks）
words-predict-not-on = 预测模式没有打开
words-predict-empty = 请先输入一个格子
words-predict-not-a-square = `{ $text }` 不是这个棋盘上的格子：先写列字母，再写行号（如 c5）
words-predict-no-queen = { $square } 上没有皇后：下一步移动哪个皇后？（输入皇后所在的格子）
words-predict-yes-or-no = 这一行是死路吗？y 或 x：是，n：不是
words-predict-next = { $submit } 或 { $pause }：下一题 · 按 { $back } 退出预测模式

# 书签（:mark、:go、:marks）和会话。
words-marked = 已存为书签 { $name }；:go { $name } 回到这里
words-marks-full = 已经保存了 { $keep } 个书签：用 :mark 加一个旧名字来替换它
words-no-mark = 没有书签 { $name }；:marks 列出所有书签
words-went-to = 回到书签 { $name }
words-went-to-replaying = 回到书签 { $name }：正在重放到它的事件
# :marks 列表中的一个书签。
words-mark-entry = { $name }（n = { $n }，{ $strategy }，第 { $event } 个事件）
words-mark-list = 书签：{ $marks }
words-no-marks = 还没有书签：:mark 名字 可以保存当前位置
words-session-resumed = 已接着上次的会话继续
words-session-resumed-marks = 已接着上次的会话继续，并带回了它的书签（{ $marks } 个；:marks 列出它们）

# 课程：提示、字幕面板的标题和 lesson --check 找到的错误。
words-lesson-last = 课程的最后一步（按 { $back } 后退，按 { $quit } 退出）
words-lesson-answer-first = 这一步有一道题：输入答案后按 { $submit }，或按 { $skip } 跳过，再进入下一步
words-lesson-first = 课程的第一步（按 { $key } 继续）
words-lesson-cue = 课程第 { $line } 行，:{ $text }：{ $why }
words-caption-title = { $name } · 第 { $step } 步，共 { $steps } 步
words-mistake-quits = :quit 会结束课程；请去掉它
# 课程不能运行的命令（$allowed：可以运行的命令名）。
words-mistake-not-in-lessons = 课程中不运行 :{ $name }，课程只能改变显示的内容：{ $allowed }
words-mistake-long-command = 命令长 { $chars } 个字符；最多 { $max } 个
words-mistake-too-wide = 字幕行宽 { $columns } 列；最多只能放 { $max } 列
words-mistake-too-long = 字幕有 { $lines } 行；面板最多放 { $max } 行
words-mistake-empty-step = 空的步骤：下一个 --- 之前既没有命令也没有字幕
words-mistake-no-steps = 没有步骤：一节课程至少要有一步
words-mistake-second-title = 第二个标题：一节课程只能有一个标题
words-mistake-empty-title = title: 后面没有文字

# 按键提示栏：搜索暂停时 Space 的提示。
words-footer-resume = 继续

# 单位：速度，以秒计的时间。
words-unit-max = 最高
words-unit-one-event-per-second = 1 事件/秒
words-unit-events-per-second = { $rate } 事件/秒
words-unit-seconds = { $seconds } 秒
