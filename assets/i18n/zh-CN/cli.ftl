# 命令行自己的话：clap 的错误、`--help` 的各个部分、`solutions` 输出里给人看的行。
# 命令名、选项名、取值和占位符（N、K、FILE …）照输入的样子写，不翻译：它们是要敲进去的。

## 用法错误：一行（见 errors.ftl 的 error-usage-line），按 clap 的错误种类和它给的上下文说。
## $arg 是选项或占位符（'--limit <K>'、'<N>'），$value 是用户给的值，都原样引用。
cli-error-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
cli-error-invalid-value-because = '{ $arg }' 的值 '{ $value }' 无效：{ $reason }
# $values：可以给的值，用、隔开。
cli-error-invalid-value-listed = '{ $arg }' 的值 '{ $value }' 无效；可选的值：{ $values }
cli-error-value-missing = '{ $arg }' 需要一个值，但没有给出
cli-error-unknown-subcommand = 没有子命令 '{ $name }'
cli-error-unknown-argument = 没有参数 '{ $arg }'
# $args：缺少的参数，用、隔开。
cli-error-missing = 缺少必需的参数：{ $args }
cli-error-missing-subcommand = '{ $name }' 后面要跟一个子命令：{ $names }
cli-error-repeated = 参数 '{ $arg }' 只能给一次
cli-error-conflict = 参数 '{ $arg }' 不能与 '{ $other }' 同时使用
cli-error-conflict-others = 参数 '{ $arg }' 不能与已给的其他参数同时使用
cli-error-conflict-subcommand = 子命令 '{ $name }' 不能与 '{ $other }' 同时使用
cli-error-no-equals = 给 '{ $arg }' 赋值要用等号（{ $arg }=…）
cli-error-too-many = '{ $arg }' 不再接受更多的值，多出了 '{ $value }'
cli-error-value-count = '{ $arg }' 要 { $expected } 个值，给了 { $actual } 个
cli-error-not-utf8 = 参数不是有效的 UTF-8 文本
cli-error-other = 命令行有误
# 错误行下面的提示，每条一行；$names 是相近的、照输入的样子写的名字。
cli-tip-subcommand = 提示：有相近的子命令：{ $names }
cli-tip-argument = 提示：有相近的参数：{ $names }
cli-tip-value = 提示：有相近的值：{ $names }

## `--help` 的标题和固定写法。
cli-heading-usage = 用法：
cli-heading-arguments = 参数：
cli-heading-options = 选项：
cli-heading-commands = 命令：
# 用法一行里代表“若干选项”和“一个子命令”的记号。
cli-usage-options = [选项]
cli-usage-command = 命令
# 帮助文字后面的默认值和可选值（$values 用、隔开），各成一句，免得括号接着括号。
cli-help-default = 。默认：{ $value }
cli-help-possible = 。可选值：{ $values }
cli-help-possible-head = 可选值：
cli-help-possible-item = - { $value }：{ $help }

## 自动生成的 -h、--help、-V、--version 和 help 子命令。
cli-arg-help = 显示帮助（用 --help 看详细说明）
cli-arg-help-long = 显示帮助（用 -h 看摘要）
cli-arg-version = 显示版本号
cli-about-help = 显示本帮助，或所给子命令的帮助
cli-arg-help-subcommand = 要看哪个子命令（COMMAND）的帮助

## 每个命令的简介（命令列表里的一行），和 `--help` 里的详细说明。
cli-about-nqueens = 在终端里实时观看 N 皇后回溯搜索，也能飞快地数出解的个数
cli-about-trace = 每行打印求解器的一个事件：`place R C`、`remove R C`、`deadend R`、`solution K`（行和列从 0 数起，解从 1 数起）
cli-about-count = 在所有核上飞快地数出解的个数，只打印这个数。可以存盘后继续，也可以只数分到多台机器上的计数中的一片
cli-about-merge = 把 `count --shard` 各分片的结果加起来，并核对它们恰好把计数覆盖一次；像 `count` 一样打印总数
cli-about-solutions = 按搜索顺序（字典序）列出所有解：每行一个，写出每行皇后所在的列（从 0 数起），也可以画成棋盘或写成 JSON
cli-about-solve = 打印 N×N 棋盘的一个解（N 最大 1 亿）：一行，写出每行皇后所在的列（从 0 数起），打印前先验证
cli-about-record = 不用终端，把动画录成一张会动的 SVG 图（FILE.svg），或给 `asciinema play` 用的 asciicast v2 文件；同样的参数录出同样的文件
cli-about-completions = 打印一个 shell 补全脚本，例如 `nqueens completions bash > ~/.local/share/bash-completion/completions/nqueens`
cli-about-man = 打印手册页（roff），例如 `nqueens man > nqueens.1 && man ./nqueens.1`；用 `--dir` 时，把每个子命令的手册页也写出来
cli-about-worksheet = 写一张可以打印的练习纸：一页 A4（SVG），上面有 N×N 棋盘的 K 个解，还有一个空棋盘给学生写自己的解
cli-about-lesson = 播放一堂课：一步步的命令和说明（`nqueens lesson --list` 列出自带的课；`--check FILE` 检查一个课程文件）
cli-about-compare = 让每种策略在每个棋盘大小上各搜索一次，每行打印它花了多少
cli-long-compare =
    让每种策略在每个棋盘大小上各搜索一次，每行打印它花了多少。

    每行给出事件数、放置数、检查数、看过的完整棋盘数、解的个数、秒数，以及待扩展结点占用内存的峰值，和同一次运行的 `trace --summary` 一样；超出预算的格子会停下，保留已做的部分，并标为未完成。
cli-long-count =
    在所有核上飞快地数出解的个数，只打印这个数（`nqueens count 8` 打印 92）。

    搜索只走大约八分之一的树（正方形的 8 种对称下，每一类只走一个代表，再乘上它的重数），所以 `--unique` 不多花时间。

    时间增长得很快：n 每加 1，大约要多花 7 到 8 倍。在两个空闲的核上，n = 16 不到半秒，n = 18 约 20 秒，n = 20 约 20 分钟，n = 22 要大半天，n = 24 超过一个月（Zen 4，带 AVX-512）。按 Ctrl-C 立刻停止计数（退出状态 130）。

    在带 AVX2 的 x86-64 处理器上，搜索同时算四块，每块占向量寄存器的一条通道。`NQUEENS_KERNEL=scalar` 改用普通循环来数，便于比较（`lanes`，或默认的 `auto`：处理器有 AVX2 时用通道）：数出来的结果一样。

    很长的计数可以存盘后继续：`--checkpoint FILE` 每隔 `--every` 秒存一次进度，收到 SIGINT（Ctrl-C）、SIGTERM 或 SIGUSR1 时也存，然后以状态 75 结束计数；`--resume FILE` 接着数，最后的数字和从没停过的计数一样。

    计数可以分到多台机器上：`--shard I/M --out FILE` 把 M 片中的第 I 片（从 0 数起，每片约占 1/M 的工作量）数到一个 JSON 文件里，再用 `nqueens merge` 把这些文件加起来。在 SLURM 作业数组（`SLURM_ARRAY_TASK_ID`、`SLURM_ARRAY_TASK_COUNT`）或 Kubernetes 带索引的作业（`JOB_COMPLETION_INDEX`，加上 `--shards M`）里，只给 `--out` 就会从环境里取 I 和 M。`--out`、`--checkpoint`、`--resume` 里的 `%a` 代表 I。

    `--plan` 只打印计数会怎样切分，并不真的去数：`nqueens count 27 --plan --shards 10000` 给出各块、它们估计的工作量、每片分到多少、一个任务要多少内存，以及按本机的速度（测十分之一秒）一片要多久。从 N = 25 起用第 2 种切法：没有哪一块超过平均值的几倍，每个任务只找自己的那几块（N = 27 的任务不到一秒就开始）；`--format 1` 保留旧切法，`--format 2` 在任何 N 上都用新切法。
cli-after-count = 退出状态：0 完成；1 出错；2 用法错误；65 输入文件有误（存盘文件或分片文件不被接受：不要原样重试）；66 没有这个输入文件，或它是文件夹；73 输出没有创建（同名文件已存在，或文件夹不让建）；74 写入失败（标准输出已关闭、磁盘已满）；75 被中断，已写存盘文件（可以接着数）；77 输入文件不许读；130 没有存盘时按了 Ctrl-C。
cli-long-merge =
    把 `nqueens count N --shard I/M --out FILE` 各分片的结果加起来，打印总数（`--unique`：本质不同的类数；`--json`：两个都给，还有结点数和各分片秒数之和），和 `nqueens count N` 打印的一样。

    每个文件都必须是同一个 N、同一种切法的分片结果，校验和完好，而且合起来恰好把 N 的每个子问题覆盖一次（M 不同的分片只要对得上也可以混用）。否则一行说出是哪个文件，或缺了、重复数了哪些子问题和分片，状态为 65。总数还必须符合已知的计数（OEIS A000170 和 A002562，到 N = 27），每类有 1 到 8 个解。校验和只能发现损坏，挡不住伪造：用 `--key FILE` 时，只接受用这把密钥封好的文件（`count --key FILE`）。
cli-after-merge = 退出状态：0 完成；1 出错；2 用法错误；65 输入文件有误（不被接受的分片文件、没有恰好覆盖计数一次的一组文件，或总数不是已知的计数：不要原样重试）；66 没有这个输入文件，或它是文件夹；74 写入失败（标准输出已关闭）；77 输入文件不许读。
cli-long-solve =
    打印 N×N 棋盘的一个解，一行，写出每行皇后所在的列（从第 0 行起，列从 0 数起）：`nqueens solve 8` 打印 1 3 5 7 2 0 6 4。

    N 从 1 到 100,000,000。N = 1 的解是显然的；N = 2 和 3 无解（标准错误上一条消息，退出状态 1）。每个答案打印前都用 O(N) 的时间检查一遍（--no-verify 跳过检查）。

    --method construct（默认）直接写出一个已知的构造：任何 N 都是瞬间完成。--method min-conflicts 是搜索：先尽量在空闲的格子上逐行摆出一个随机排列，再把少数受攻击的皇后和随机的同伴交换，直到没有皇后受攻击（Sosic 和 Gu 的局部搜索），每个皇后约占 20 字节内存；同样的 --seed 给出同样的答案。
cli-long-record =
    不用终端，把动画录成一张会动的 SVG 图或一个 asciicast v2 文件：`nqueens record -n 8 --speed 50 --seconds 14 --fps 10 -o demo.svg` 直接写出这张图，可以放进网页或 README（任何浏览器都能播放，不要脚本，也不要别的工具）；`-o demo.cast` 写出一段录像，用 `asciinema play demo.cast` 播放。由文件的扩展名决定格式（.svg 是图，其他都是录像），也可以用 --format 指定；`-o -` 写到标准输出。

    它接受动画的选项（-n、--speed、--strategy、--seed、--paused、--theme、--ascii）和 --lang，在一个虚拟的时钟上画出真实的屏幕，每秒 --fps 帧：和动画里一样，每帧画出之前先运行到这一帧为止该发生的事件；`--speed max` 时每帧运行一批 4096 个事件（--paused 停在第一屏）。动画在后台算的东西（时间轴要用的整次运行的长度）在第二帧之前算好：从 n = 15 起，录制要为此等几秒到几分钟。结果不取决于机器、终端或钟点：同样的参数录出的文件一个字节都不差。颜色都是 24 位的，16 种具名颜色也是，所以在任何播放器里看起来都一样；不读 NO_COLOR 和 TERM。图里每个不同的画面只存一次，在它的时刻显示，然后循环播放；录像里存的是每个画面有变化的帧上发给终端的内容。文件先用临时名字写，写完整了再改名：中途停下不会留下文件。已有的文件永远不会被替换（退出状态 73），除非给了 --force。
cli-long-lesson =
    播放一堂课：一个纯文本文件，由若干步组成，每步有几条命令行命令（`:n 4`、`:event 12`、`:heat`、`:strategy scan` …）和几行说明。→ 或空格键显示下一步，← 原样回到上一步；其他按键照常使用，下一步会把课的局面恢复过来。`.` 暂停和继续。

    步与步之间用 `---` 这样的行隔开；以 `:` 开头的行是命令，以 `#` 开头的是注释，其余的是说明（最多 6 行，每行 80 列）。第一个 `---` 之前的 `title: TEXT` 行给这堂课起名字。

    `--check` 读这堂课，每个错误打印一行，`FILE:LINE: what`，有错误时退出状态为 65。

## 各个参数的帮助。
cli-arg-lang = 屏幕和错误信息用的语言 LANG：en 或 zh（默认：按 LC_ALL、LC_MESSAGES 或 LANG，都没有时用英文）。帮助也用这种语言，手册页仍是英文
cli-arg-speed = 求解器每秒的事件数 EVENTS_PER_SEC（1 到 100,000,0000），或 `max`：求解器能多快就多快
cli-arg-paused = 开始时暂停（空格键运行，`s` 单步）
cli-arg-strategy = 搜索解的方法（观看时按 `t` 切换）
cli-arg-race = 一开始就比赛：两种不同的策略 A 和 B 在同一个棋盘上并排、以同样的事件速率运行（`Esc` 回到 --strategy 的搜索，`:race` 回到比赛）
cli-arg-ascii = 只用 ASCII 字符来画（颜色照旧按 NO_COLOR；TERM=dumb 和 Linux 控制台本来就用 ASCII）
cli-arg-theme = 配色：`standard`（默认），或 `contrast`：适合投影仪和色弱的人（颜色鲜明，没有红绿对比；每种标记也能从字形认出）。投影棋盘（`--present`、`f`）除非另给配色，都用 contrast 画
cli-arg-notation = 屏幕上怎样称呼格子：`chess`（英文和中文的默认）按棋盘上标的列字母和行号写（`d4`，第 1 行在最下面）；`numbers` 按文章的编号写，行从最上面数起，列也从 0 数起（`(4,3)` 就是 a[4] = 3，和 `trace` 写的一样）。观看时用 `:notation` 切换
cli-value-screen-numbers = 行从最上面数起，列从 0 数起：(4,3)
cli-value-screen-chess = 按棋盘上标的列字母和行号：d4
cli-arg-present = 以投影棋盘开始：棋盘占满屏幕，格子尽量大，计数在上面一行，讲解在下面，高对比度（`f` 或 `:present` 把所有面板找回来）
cli-arg-out = `w` 把解写到文件夹 DIR 里（默认：当前文件夹）。文件从不被替换：n = 8 第二次写到 nqueens-8-2.txt
cli-arg-session = 在文件 FILE 里保存标记、局面和命令历史，跨次使用：开始时读，退出时写。FILE 损坏或读不了时用一行说明不读它，FILE 原样保留、不写：这次从头开始
cli-arg-predict = 先猜再看：每次放置之前搜索停下来，问下一个皇后放在哪里（`placements`，默认），或只问进入的每一行是不是死路（`deadends`），或每次回溯时问下一个移动的是哪个皇后（`backtracks`）；记分并记连对次数。`:predict off` 结束。VARIANT 是这三种方式之一
cli-arg-random-ranks = 拉斯维加斯：每次尝试中从上面起随机放置的行数 K（0 到 n；默认 n/2；观看时用 `:k K` 修改）
cli-arg-random-ranks-trace = 拉斯维加斯：每次尝试中从上面起随机放置的行数 K（0 到 n；默认 n/2）
cli-arg-trace-limit = K 个事件之后停止
cli-arg-trace-summary = 把搜索运行到底，不打印事件；只打印总计
cli-arg-trace-boards = 每个 `solution K` 之后，把这个解打印成 `board C0 C1 …`：从第 0 行（最上面一行）起，每行皇后所在的列（从 0 数起）
cli-arg-board-size = 棋盘大小 N（1 到 32）
cli-arg-count-unique = 打印除旋转和翻转之外互不相同的解的个数（`--json` 两个数都给）
cli-arg-threads = 工作线程数 T，1 到 256（默认：每个核一个）
cli-arg-count-json = 打印 `{"{"}"n":…,"total":…,"unique":…,"seconds":…,"nodes":…{"}"}`，而不是只打印数
cli-arg-checkpoint = 每隔 `--every` 秒，以及收到 SIGINT、SIGTERM 或 SIGUSR1 时，把进度存到文件 FILE（要么整个写完，要么不写），然后以状态 75 结束计数。FILE 不能已经存在（退出状态 73）：已有的存盘用 `--resume` 接着数
cli-arg-resume = 接着数文件 FILE 里存下的计数（同样的 N 和分片），进度再存回这个文件（或 `--checkpoint` 给的文件）
cli-arg-every = 两次存盘之间的秒数 SECONDS，0.1 到 86,400（默认：60）
cli-arg-shard = 把 M 片中的第 I 片（从 0 数起；每片约占 1/M 的工作量）数到 `--out`（与 `--plan` 同用：显示这一片的计划）
cli-arg-shards = 分片的个数 M，本片的编号取自 JOB_COMPLETION_INDEX（Kubernetes）或 SLURM_ARRAY_TASK_ID（与 `--plan` 同用：M 片的计划）
cli-arg-count-out = 把结果写成一个 JSON 分片文件 FILE（给 `nqueens merge` 用），而不是打印出来；`-` 表示打印。没有 `--shard` 时，由调度器的环境指出是哪一片，否则是 0/1。FILE 不能已经存在（退出状态 73），除非给了 `--force`
cli-arg-count-force = 如果 `--out` 的文件已存在，就替换它（文件或链接：替换链接本身，不是它指向的目标）
cli-arg-plan = 只打印计划，不计数：子问题、平均和最大一块的估计工作量、各分片（`--shards M`，或用 `--shard I/M` 时的那一片）、一个任务要多少内存、在这里一片要多久（文本，或 `--json`）
cli-arg-count-format = 切分成子问题的方式 F：1，每块都放同样的几行（到 N = 24 为止的默认）；2，每块最多是平均值的几倍，每片只找自己的块（从 N = 25 起的默认）；3，按分片个数把第 2 种切得更细，使每片的工作量在平均值的 0.75 到 1.25 倍之间（从 N = 25 起、分片超过 50,000 时的默认；需要 --shard、--shards 或调度器给的分片）。同一次计数的各分片必须用同一种
cli-arg-count-key = 用文件 FILE 里的密钥做 HMAC-SHA256 来封 `--out` 的文件和存盘文件（任意字节，例如 `head -c 32 /dev/urandom > KEY`），而不是 CRC，这样没有密钥的人伪造不了；之后 `--resume` 也要同一把密钥
cli-arg-worker = 在 `--out` 的文件里给这个工作者起名 ID（1 到 64 个字母、数字、`.`、`_`、`-`、`:`、`@`；默认：主机名），供 `nqueens merge --quorum` 使用，它要求结果来自不同的工作者。封印也覆盖这个名字
cli-arg-merge-files = `nqueens count --out` 写出的分片文件 FILE
cli-arg-merge-unique = 打印旋转和翻转之下的类数（`--json` 两个数都给）
cli-arg-merge-json = 打印 `{"{"}"n":…,"total":…,"unique":…,"seconds":…,"nodes":…{"}"}`（`seconds`：各分片的秒数之和）
cli-arg-merge-key = 只接受用文件 FILE 里的密钥封好的文件（`count --key FILE`）：其他文件，包括用 CRC 封的，一律不接受
cli-arg-quorum = 每个分片要有 Q 个来自不同工作者（`count --worker`）且一致的结果：一致的合并；结果不一致、来自的工作者太少或缺失的分片逐个列出，每个一行（用 `--json` 时，每个在标准输出上写一个 JSON 对象，便于重新排队），状态为 65
cli-arg-spot-check = 把每个分片文件记下的子问题再数一遍其中的比例 P（大于 0，最多 1），按分片的哈希选出几个，数字对不上的文件就不接受
cli-arg-solutions-unique = 每个旋转和翻转下的类只列一个解：规范的那个（字典序最小的）
cli-arg-solutions-limit = 列出 K 个解后停止
cli-arg-solutions-format = 每个解怎样打印
cli-arg-solutions-ascii = 用 `.` 和 `Q` 而不是 □ 和 ■ 画棋盘（用于 `--format board`）
cli-arg-solutions-notation = 怎样称呼皇后（用于 `--format cols` 和 `json`）：`numbers`，或像屏幕上一样用 `chess`（`a8 e7 h6 …`）。用 `cols` 时，第一行以 `#` 开头，说明用的是哪种（就是 `w` 写在文件开头的那一行）；不给这个选项就没有这一行
cli-arg-solutions-threads = 工作线程数 T，1 到 256（默认：每个核一个）；线程数多少，输出都一样
cli-arg-solve-size = 棋盘大小 N（1 到 100,000,000）
cli-arg-method = 怎样找出这个解
cli-arg-solve-seed = min-conflicts 随机选择用的种子 S（默认 0）：同样的种子在任何机器上给出同样的答案
cli-arg-no-verify = 不先检查就打印答案
cli-arg-seconds = 录多长时间 S，以秒计（0.1 到 3600）
cli-arg-screen = 录下的终端大小 COLSxROWS，列数 × 行数。它必须装得下棋盘；装不下时，错误信息会说出装得下的最小尺寸
cli-arg-fps = 每秒帧数 F（1 到 50）
cli-arg-record-output = 要写的文件 FILE：FILE.svg 是会动的图，其他名字是 asciicast v2 录像（通常是 FILE.cast）；`-` 表示标准输出。要么整个写完，要么不写：中途停下不会留下文件。已有的文件永远不会被替换（退出状态 73），除非给了 `--force`
cli-arg-record-format = 不管文件叫什么名字，都写成这种格式 FORMAT（默认：FILE.svg 写 svg，否则写 cast）
cli-arg-record-force = 如果 `--output` 的文件已存在，就替换它（文件或链接：替换链接本身，不是它指向的目标）
cli-arg-record-lesson = 连同说明录一堂课（自带的课名 NAME 或课程文件 FILE）：每步显示 --step-seconds 秒，总长就是各步之和
cli-arg-step-seconds = 与 --lesson 同用：每步显示多少秒 S（0.1 到 3600）
cli-arg-shell = 要为哪个 shell 写补全脚本
cli-arg-man-dir = 把 nqueens.1 和每个子命令一页（nqueens-trace.1 …）写到文件夹 DIR 里。只要其中有一个名字已被占用，就一页也不写（退出状态 73），除非给了 `--force`
cli-arg-man-force = 替换 `--dir` 里已有的手册页
cli-arg-worksheet-solutions = 纸上画几个解 K（0 到 15）：按搜索顺序的前 K 个，编号和 `nqueens solutions N` 一样；后面跟一个空棋盘（默认：3 个，N 的解更少时就全画）
cli-arg-worksheet-output = 要写的文件 FILE（默认：nqueens-worksheet-N.svg）；`-` 表示标准输出
cli-arg-worksheet-force = 如果 FILE 已存在，就替换它（否则永远不替换：退出状态 73）
cli-arg-lesson = 自带的课名 NAME（见 --list）或一个课程文件 FILE
cli-arg-lesson-list = 列出自带的课，每行一堂，写明它教什么
cli-arg-lesson-check = 检查这堂课而不播放：每个错误一行，有错误时退出状态为 65
cli-arg-lesson-ascii = 只用 ASCII 字符来画
cli-arg-lesson-theme = 配色：`standard`（默认），或 `contrast`：适合投影仪；投影棋盘除非另给配色，都用 contrast 画
cli-arg-compare-strategies = 要比较的策略：名字用逗号隔开（A,B,…），或 `all`
cli-arg-compare-sizes = 棋盘大小，从 A 到 B（A..B）
cli-arg-budget = 每个格子（一种策略在一个棋盘上）最多用多少秒 SECONDS 的墙钟时间；超出的格子停下，报告已做的部分，并标为未完成
cli-arg-compare-format = 怎样打印这些格子：给人看的表格、CSV 或 JSON（每个格子一个对象：`strategy`、`n`、`events`、`placements`、`checks`、`boards`、`solutions`、`seconds`、`peak_bytes`、`complete`），或一张 SVG 图：事件数对 n，对数坐标（估计的部分画虚线）
cli-arg-fields = 只要这些数字 KEYS：按键名、用逗号隔开，按这个顺序（table、csv、json）
cli-arg-page = 图的页面 PAGE（与 --format svg 同用）：`slide`（16:9，默认）或 `a4`（横向）
cli-arg-compare-theme = 图的配色（与 --format svg 同用）：`standard`（默认）或 `contrast`，即动画的两种配色；有 NO_COLOR 时不用颜色
cli-arg-compare-out = 写到文件 FILE 而不是标准输出；已有的文件永远不会被替换（退出状态 73），除非给了 --force
cli-arg-compare-force = 如果 FILE 已存在，就替换它

## 由策略登记表生成的帮助：$names 是照输入的样子写的策略名，用、隔开，最后一个前面用“和”或“或”。
cli-arg-size = 棋盘大小 N（1 到 { $max }；用 { $local } 最大到 { $local_max }）
cli-arg-seed = { $names } 随机选择用的种子 SEED（默认 0）：同样的种子给出同样的运行
cli-arg-seed-trace = { $names } 随机选择用的种子 S（默认 0）：同样的种子在任何机器上给出同样的跟踪
cli-arg-compare-seed = { $names } 的第一个种子 S（默认 0）：每个格子从这个种子和后面四个种子各运行一次，报告中位数那次
cli-arg-order = { $names } 填行的顺序（默认：{ $defaults }；观看时用 `:order mrv` 修改）
cli-arg-order-trace = { $names } 填行的顺序（默认：{ $defaults }）
cli-arg-trace-strategy = 搜索解的方法。每种都在做这些事时打印 `place R C`、`remove R C`、`deadend R` 和 `solution K` 行；有的策略还另外打印自己的行
# 一个策略的调节参数：$strategy 是策略名，$value 是占位符（P、RATE），$arg 是策略自己说的“要给什么”，
# $default 是策略自己说出的默认值（“每代 100 个棋盘”），$name 是选项名。
cli-arg-knob = { $strategy } 的参数 { $value }：{ $arg }；默认{ $default }
cli-arg-knob-live = { $strategy } 的参数 { $value }：{ $arg }；默认{ $default }；观看时用 `:{ $name } { $value }` 修改
# 列举时名字之间的分隔。
cli-list-comma = 、
cli-list-and = { $but_last } 和 { $last }
cli-list-or = { $but_last } 或 { $last }

## 可选值的说明（--help 里列出）。
cli-value-cols = 每行一个解：每行皇后所在的列（从 0 数起），用空格隔开
cli-value-board = 每个解画成方格，上面是它的编号，两个解之间空一行
cli-value-json = 一个 JSON 数组，每个解是一个列号数组
cli-value-chess = 每行一个解，每个皇后写成它所在的格子，从最上面一横行起：a8 e7 h6 f5 c4 g3 b2 d1（即 cols 加 --notation chess）
cli-value-svg = 一个 SVG 文档：每个解一个带编号的棋盘，标出列和行，用来做练习纸
cli-value-numbers = 从最上面一行起，每行皇后所在的列（从 0 数起）：0 4 7 5 2 6 1 3
cli-value-notation-chess = 从最上面一横行往下，每个皇后所在的格子，和屏幕上一样：a8 e7 h6 f5 c4 g3 b2 d1
cli-value-cast = asciicast v2，给 asciinema 的播放器用
cli-value-record-svg = 一张会动的 SVG 图，用在网页上
cli-value-fixed = 从最上面一行往下按顺序填，和 bitmask 一样
cli-value-mrv = 最受限的行先填：可放的列最少的行，一样多时取最上面的
cli-value-construct = 显式构造：先偶数后奇数，N 除以 6 余 2 或 3 时再修正（瞬间完成）
cli-value-min-conflicts = 从一个随机排列出发的局部搜索，交换受攻击的皇后（Sosic 和 Gu 的快速冲突最小化；--seed 选择哪一次运行）
cli-value-standard = 标准配色
cli-value-contrast = 高对比度，适合投影仪和色弱的人
cli-value-table = 对齐的列，用用户的语言
cli-value-csv = 用逗号隔开的值，第一行是键名
cli-value-compare-json = 一个对象数组
cli-value-compare-svg = 一张事件数对 n 的图，对数坐标，每种策略一条线
cli-value-slide = 16:9，1600 × 900 像素
cli-value-a4 = 横向 A4，297 × 210 毫米

## `solutions` 的输出里给人看的行（机器读的行不变）。
# --format board：每个棋盘上面的一行；$number 已经写好。
cli-board-solution = 第 { $number } 个解
cli-header-numbers = # nqueens n = { $n }，记法 numbers：每行皇后所在的列（从 0 数起），从最上面一行开始
cli-header-chess = # nqueens n = { $n }，记法 chess：每行皇后所在的格子，从第 { $rank } 行开始（列从左到右是 { $first } 到 { $last }）
