# zh-CN: errors
# --lang 给的语言本程序不会说。
error-no-lang = 没有 `{ $name }` 这种语言，可选 en 或 zh
# --lang 的值不是本程序会说的语言。
error-invalid-lang = '--lang <LANG>' 的值 '{ $name }' 无效：{ error-no-lang }
# --lang 在命令行末尾，后面没有值。
error-lang-needs-value = '--lang <LANG>' 需要一个值，但没有给出：可选 en 或 zh

## 用法错误的那一行（退出状态 2）。clap 发现的错误也用这一行说（见 cli.ftl），所以两种读起来一样；
## $help 是该看的帮助命令（`nqueens count --help`）。
# 本程序发现的用法错误：$message 说明是什么。
error-usage-line = 错误：{ $message }（见 `{ $help }`）
# clap 发现的用法错误，英文时用：$clap 是 clap 自己的那一行（`error: …`）。
error-usage-clap = { $clap }（见 `{ $help }`）
# 要写文件的地方给的是文件夹（$flag：-o、--out、--checkpoint）；$example 是其中一个文件名。
error-output-is-folder = { $flag } { $path }：这是一个文件夹；请给出要写入的文件名（例如 { $example }）

## 写文件（src/files.rs）：无法创建要写的文件（退出状态 73）。$path 是文件，$cause 是系统给的原因（照系统原话）。
error-write-folder = 无法写入 { $path }：这是一个文件夹
error-write-file-exists = 无法写入 { $path }：已有同名文件，保持原样未动（加 --force 可替换）
error-write-link-exists = 无法写入 { $path }：已有同名的符号链接，保持原样未动（加 --force 可替换）
error-write-no-folder = 无法写入 { $path }：文件夹 { $folder } 不存在
error-write-failed = 无法写入 { $path }：{ $cause }
# 要改写的检查点或会话文件是链接或文件夹。
error-write-not-plain = 无法写入 { $path }：不是普通文件（是链接或文件夹），保持原样未动
# 要改写的检查点或会话文件被其所有者设为只读。
error-write-read-only = 无法写入 { $path }：它是只读的，保持原样未动
# --force 遇到的不是普通文件也不是链接。$kind：fifo、char、block、socket、other。
error-write-not-file = 无法写入 { $path }：它是{ $kind ->
    [fifo] 命名管道（FIFO）
    [char] 字符设备
    [block] 块设备
    [socket] 套接字
   *[other] 非普通文件
}，--force 不会替换它；保持原样未动
# 写文件期间，别的程序占用了这个名字。
error-write-appeared = 无法写入 { $path }：写入期间出现了同名文件，保持原样未动
# 路径末尾没有文件名（`/`、`..`）。
error-path-no-file = 路径中没有文件名

## 标准输出无法写入结果（状态 74）。$cause：系统给的原因。
error-stdout-failed = 无法写入标准输出：{ $cause }
error-stdout-closed = 无法写入标准输出：它已关闭

## 读文件（src/files.rs）：65 数据有误，66 不存在或是文件夹，77 没有权限。
error-read-missing = { $path }：没有这个文件
error-read-folder = { $path } 是文件夹，不是文件
error-read-no-permission = { $path }：没有权限，无法读取
error-read-failed = { $path } 无法读取：{ $cause }
error-read-not-text = { $path }：不是文本（文件损坏？）
# $size：可读的最大大小，带单位（64 KiB、64 MiB）。
error-read-too-large = { $path }：超过 { $size }，这类文件不会这么大，拒绝读取
# 输入不是普通文件。$kind：fifo、char、block、socket、other。
error-read-not-file = { $path } 是{ $kind ->
    [fifo] 命名管道（FIFO）
    [char] 字符设备
    [block] 块设备
    [socket] 套接字
   *[other] 非普通文件
}，不是普通文件：拒绝读取

## nqueens count：用法错误（状态 2）。
error-shards-no-index = --shards M 从 JOB_COMPLETION_INDEX 或 SLURM_ARRAY_TASK_ID 取分片编号，但两者都没有设置：请给出 --shard I/M
error-every-needs-checkpoint = --every 设定保存检查点的间隔：需要同时给出 --checkpoint FILE 或 --resume FILE
# 环境变量 NQUEENS_KERNEL 不是已知的内核；$value 带引号（"avx"）。
error-kernel-unknown = NQUEENS_KERNEL 的值是 { $value }：可选 scalar、lanes 或 auto
error-out-is-checkpoint = --out { $path } 同时也是检查点：请给分片结果文件另起一个名字

## nqueens count：检查点与分片结果文件。
# 新建检查点（--checkpoint）时已有同名文件（状态 73）。
error-checkpoint-exists = { $path } 已存在，保持原样未动：用 --resume { $path } 继续那次计数，或者删掉它
# --out 指向一个正在进行的计数的检查点（状态 73）。
error-out-over-checkpoint = 无法写入 { $path }：它是一个检查点，保持原样未动（用 --resume { $path } 继续那次计数，或给分片结果文件另起一个名字）
# 原因之上的一行：检查点没能写入。
error-checkpoint-not-saved = 无法保存检查点
# 计数途中检查点没能保存，计数继续；$error 说明原因。
error-counting-on = { $error }；继续计数
# 计数完成后分片结果文件没能写入：$record 是文件内容，可手动保存。
error-counted-not-saved = 已计数完毕，但没能保存（分片结果文件的内容：{ $record }）
# 内部故障：计数线程结束了却没有给出结果。
error-count-thread-lost = 计数线程停止了，没有给出结果
# 保存检查点后被信号（$signal：SIGINT、SIGTERM、SIGUSR1）停止（状态 75）。
error-stopped-saved = 被 { $signal } 停止；{ $all } 个子问题中已完成的 { $done } 个已保存在 { $path }（退出状态 75：用 --resume { $path } 继续）
# 规划期间、开始计数之前被信号停止；要继续的检查点没有改动。
error-stopped-before-counting = 在开始计数前被 { $signal } 停止；{ $path } 保持原样（退出状态 75：用 --resume { $path } 继续）
# 被信号停止，且检查点没能保存：原因之上的一行。
error-stopped-by = 被 { $signal } 停止

## 拒绝读取的检查点或分片结果文件（状态 65）：“文件：原因”。$why 是下面 error-record-…、error-resume-… 之一。
error-file-refused = { $path }：{ $why }
# 计数文件的种类，拒绝时这样称呼。
error-kind-checkpoint = 检查点
error-kind-shard = 分片结果
# --resume 给的不是检查点（$kind：error-kind-shard）。
error-resume-finished = 是{ $kind }，不是检查点：那次计数已经完成
error-resume-other-n = 是 n = { $found } 的检查点，不是 n = { $wanted } 的
error-resume-other-format = 是格式 { $found } 的检查点，不是格式 { $wanted } 的（请给出 --format { $found }）
error-resume-other-shard = 是分片 { $found } 的检查点，不是分片 { $wanted } 的（请给出 --shard { $found }）
error-resume-other-ids = 覆盖的子问题与 n = { $n } 的分片 { $shard } 不同
# 续算的检查点里不可能出现的计数（拒绝，状态 65）。
error-resume-impossible = 它的计数不可能来自一次计数：{ $total } 个解分属 { $unique } 个类（各自最多 2^64 - 1，且类不能多于解）
error-resume-above-known = 它的计数超过了整个棋盘的：{ $total } 个解分属 { $unique } 个类，而 n = { $n } 只有 { $known } 个解、{ $known_unique } 个类（OEIS A000170、A002562）
# 计数文件无法解析；$cause 是 JSON 读取器的原话。
error-record-damaged = 不是 nqueens 的计数文件，或已损坏、被截断（{ $cause }）
# 本版本不读的格式（$old 与 $deep：本版本能读的格式）。
error-record-format = 用格式 { $format } 写成，而这个版本的 nqueens 只读格式 { $old }、{ $deep } 和 { $even }（请用这个版本重新计数，或用写出它的那个版本）
error-record-no-checksum = 没有校验和
error-record-size = n = { $n } 不是 1 到 { $max } 之间的棋盘大小
# 格式 2 中分片的子问题从 0 编号；$ids 是文件列出的区间。
error-record-deep-ids = 列出了分片的子问题 { $ids }，而格式 2 的编号从 0 开始
error-record-checkpoint-undone = 是检查点，却没有 `done`
error-record-shard-done = 是分片结果，却有 `done`
error-record-done-outside = 列出的已完成子问题超出了它的分片
error-record-seconds = 记录的秒数是 { $seconds }，而应在 0 到一百年之间
# 计数文件列出的子问题编号区间 [first,last]。
error-record-range-backwards = 区间 [{ $first },{ $last }] 首尾颠倒
error-record-range-overlaps = 区间 [{ $first },{ $last }] 顺序不对或有重叠
error-record-no-subproblem = 子问题 { $id } 不存在（共 { $len } 个，从 0 编号）
# 计数文件的校验（CRC，或用 --key 的 HMAC 签名）。
error-seal-damaged = 签名已损坏
error-seal-fails = 签名校验不通过：文件被改过，或是用别的密钥签名的
error-seal-needs-key = 用密钥签过名：请用 --key FILE 给出密钥再读
error-seal-crc-only = 没有用这个密钥签名（只有 CRC，谁都能伪造）：请加 --key 重新计数
error-seal-checksum-fails = 校验和不符：文件已损坏或被改过
error-seal-unknown = 校验和的种类未知
# --key FILE 给的文件是空的。
error-key-empty = { $path }：密钥文件是空的（可以这样生成：`head -c 32 /dev/urandom > KEY`）

## 分片：--shard I/M，以及作业调度器的环境变量指定的分片。
error-shard-none = 分片数至少为 1
error-shard-outside = 共 { $count } 个分片，没有分片 { $index }（编号从 0 到 { $last }）
# --shard 的值不是 I/M。
error-shard-syntax = 应为 I/M，且 0 <= I < M，例如 0/4，而不是 `{ $text }`
# 应为整数的环境变量（$name）。
error-env-not-number = { $name }={ $text } 不是整数
error-slurm-no-count = 设置了 SLURM_ARRAY_TASK_ID，却没有 SLURM_ARRAY_TASK_COUNT 或 SLURM_ARRAY_TASK_MAX：请给出 --shard I/M 或 --shards M
error-slurm-below-min = SLURM_ARRAY_TASK_ID={ $id } 小于 SLURM_ARRAY_TASK_MIN={ $min }
# $cause：error-shard-outside。
error-slurm-outside = SLURM 数组任务 { $id }（从 { $min } 起）不在 { $count } 个分片之内：{ $cause }；请用连续的 --array，例如 0-{ $last }，或给出 --shard I/M
error-job-index-no-shards = 设置了 JOB_COMPLETION_INDEX：请用 --shards M 给出分片数（即作业的 completions）
# $cause：error-shard-outside。
error-job-index-outside = JOB_COMPLETION_INDEX={ $index }，--shards { $count }：{ $cause }

## nqueens merge：拒绝的分片结果文件（状态 65）。$name、$one、$other、$first：命令行上给出的文件名。
error-merge-nothing = 没有要合并的分片结果文件
# 交给 merge 的是检查点（$kind：error-kind-checkpoint）。
error-merge-not-shard = { $name } 是{ $kind }，不是分片结果（用 `nqueens count { $n } --resume { $name }` 把它算完）
error-merge-other-n = { $name } 计数的是 n = { $n }，而 { $first } 是 n = { $first_n }
error-merge-other-format = { $name } 是格式 { $format }，而 { $first } 是格式 { $first_format }：同一次计数的分片必须用同一种切分（请给 `count` 相同的 --format）
error-merge-even-other-m = { $name } 是分片 { $shard }，而 { $first } 是分片 { $first_shard }：格式 3 按分片数切分，同一次计数的分片必须有相同的 M
# 文件之间有缺口或重叠；$problems：下面的消息，用 error-list-separator 连接。
error-merge-uncovered = 这些文件没有把 n = { $n } 的每一部分恰好覆盖一次：{ $problems }
# error-merge-uncovered 中各个问题之间。
error-list-separator = ；
# $ids：子问题编号区间（[0,9], [20,29] 或 error-merge-more-ranges）；$shards：`2/4, 3/4`。
error-merge-missing = 缺少子问题 { $ids }
error-merge-missing-shards = 缺少子问题 { $ids }（分片 { $shards } 没有文件）
error-merge-more-ranges = { $shown } 等，另有 { $more } 个区间
error-merge-same-file = { $path } 给了两次（另一次是 { $first }）：每个分片文件只合并一次
error-merge-twice = 子问题 { $ids } 被计数了两次，在 { $one } 和 { $other } 中
error-merge-twice-more = 子问题 { $ids } 被计数了两次，在 { $one } 和 { $other } 中（另有 { $more } 处重叠）
# 格式 2：$share 是缺少的工作量，百分比（12.500）。
error-merge-missing-work = 缺少 { $share }% 的工作量
error-merge-missing-work-shards = 缺少 { $share }% 的工作量（分片 { $shards } 没有文件）
error-merge-share-pieces = { $one } 和 { $other } 有重叠的部分（分片 { $one_shard } 和 { $other_shard }）
# 加起来超出了任何计数可能的大小（$what：solution 解、class 对称类、node 节点）。
error-merge-overflow = 到 { $name } 为止，{ $what ->
        [solution] 解
        [class] 对称类
       *[node] 节点
    }的计数之和超过了 2^{ $bits }：没有哪次计数接近这个数，所以有文件出错或是伪造的
error-merge-impossible = n = { $n }：这些文件加起来是 { $unique } 个对称类中的 { $total } 个解，这不可能（每个对称类有 1 到 8 个解）：有文件出错或是伪造的
error-merge-unknown-total = n = { $n }：这些文件加起来是 { $sum } 个解，而已知的计数（OEIS A000170）是 { $known }：有文件出错或是伪造的
error-merge-unknown-unique = n = { $n }：这些文件加起来是 { $sum } 个对称类，而已知的计数（OEIS A002562）是 { $known }：有文件出错或是伪造的

## 无法计数的原因。
error-count-size = 棋盘大小 { $n } 不在 1 到 { $max } 之间
error-count-cancelled = 计数已取消
error-count-threads = 无法启动工作线程
error-count-no-lanes = 这颗 CPU 没有 AVX2，而 lanes 内核需要它
error-even-needs-shards = 格式 3 按分片数切分计数：请给出 --shard I/M 或 --shards M（只有一个分片的计数用格式 1 或 2）
error-count-format = 没有格式 { $format } 的切分（可选 1、2 或 3）

## 启动时拒绝的 --session FILE：显示在动画的消息行和标准错误上。
## $why：带有某个 error-session-… 原因的 error-file-refused，或文件本身的错误。
error-session-refused = 已拒绝 --session，文件保持原样，退出时也不会写入：{ $why }
# 会话已读取，但退出时不会写入（$why：文件的错误：只读、是链接）。
error-session-not-saved = --session 已读取，但不会保存：{ $why }

## nqueens lesson。
error-lesson-unnamed = 请给出课程名，或用 --list 列出所有课程
# $names：自带课程的名字，`four-queens, scan-to-masks, symmetry`。
error-lesson-unknown = 没有课程 { $name }：自带的课程有 { $names }（也可以给出课程文件）
error-lesson-unknown-like = 没有课程 { $name }：是不是想输入 { $like }？（自带的课程有 { $names }，也可以给出课程文件）
error-lesson-needs-terminal = 课程需要在终端里运行；可用 `nqueens record --lesson { $name } -o FILE.cast` 录制它

## nqueens man --dir DIR。
error-man-no-folder = 无法把手册页写到 { $path }：没有这个文件夹
error-man-not-folder = 无法把手册页写入 { $path }：它不是文件夹

## 不能一起用的选项（状态 2）。策略、方法、格式和选项的名字照命令行的写法。
# 只有一种策略理会的选项（$flag：--order、--random-ranks、--population、--mutation）。
error-flag-for-strategy = { $flag } 只适用于 --strategy { $strategy }
# --random-ranks K 超过了棋盘的 N 行。
error-random-ranks-past = --random-ranks { $k }：棋盘只有 { $n } 行（应为 0 到 { $n }）
# --seed 配上不用随机数的策略（$a、$b、$c：用随机数的策略）。
error-seed-strategy = --seed 只适用于 --strategy { $a }、{ $b } 和 { $c }：--strategy { $strategy } 不用随机数
# 同上，用于动画；动画的竞速里有这几种策略之一时也可以给种子。
error-seed-strategy-race = --seed 只适用于 --strategy { $a }、{ $b } 和 { $c }（或含有其中之一的 --race）：--strategy { $strategy } 不用随机数
error-seed-method = --seed 只适用于 --method min-conflicts：--method { $method } 不用随机数
error-chess-with-numbers = --format chess 用格子名称呼皇后：--notation numbers 要配 --format cols 或 json
error-ascii-without-board = --ascii 用于画棋盘：只适用于 --format board，不适用于 --format { $format }
error-notation-with-board = --notation { $notation } 决定 --format cols 或 json 中皇后的写法：--format board 直接画出皇后
# nqueens --out DIR（动画保存文件的文件夹）。
error-out-no-folder = --out { $path }：没有这个文件夹
error-watch-needs-terminal = 动画需要在终端里运行；要文本输出，请用 `nqueens trace N` 或 `nqueens count N`

## 没有得到答案就结束的搜索（标准错误，在 trace 之后）。
error-no-solutions = n = { $n } 无解
error-solve-none = { $n }×{ $n } 的棋盘无解（只有 2 和 3 这两种大小无解）
# 找到的解没通过检查：这是程序错误；$flaw 说明错在哪里。
error-solve-wrong = --method { $method } 给出的答案是错的：{ $flaw }

## nqueens solutions --format svg 与 nqueens worksheet。
error-ascii-with-svg = --ascii 用文本画棋盘：只适用于 --format board，不适用于 --format svg
error-notation-with-svg = --notation { $notation } 决定 --format cols 或 json 中皇后的写法：--format svg 直接画出皇后
# $most：一页最多画的棋盘数（1,000）。
error-svg-too-many = --format svg 最多画 { $most } 个棋盘，而 n = { $n } 的解比这更多：请加 --limit K（或 --unique）
# -o 给的文件名不以 .svg 结尾。
error-worksheet-not-svg = -o { $path }：练习纸是 SVG 页面；请用 .svg 作文件名（浏览器可以打印它，或转成 PDF）
# --solutions K 超过了 n 的解数（共 $count 个；$last 是同一个数，不分组）。
error-worksheet-too-many = --solutions { $k }：n = { $n } 只有 { $count } 个解，所以这一页能展示 0 到 { $last } 个
# 写好练习纸后的提示（标准错误）：页面上展示了 $count 个解。
error-worksheet-wrote = 已写入 { $path }（{ $count } 个解和一个空棋盘，A4）

## nqueens record。
# --screen COLSxROWS 放不下棋盘：$needed 是最小能放下的大小。
error-screen-too-small = --screen { $screen } 对 n = { $n } 来说太小：至少需要 { $needed }
# 录制文件没能写入：原因之上的一行，或连同原因（$cause）。
error-could-not-write = 无法写入 { $path }
error-could-not-write-because = 无法写入 { $path }：{ $cause }

## 命令行上被拒绝的值（状态 2），接在 clap 自己的 `invalid value 'X' for '--flag <V>': ` 之后。$low 和 $high 是范围的两端。
# 速度：每秒的事件数，或 max。
error-expected-speed = 应为每秒 1 到 { $high } 个事件，或 max
error-expected-whole = 应为 { $low } 到 { $high } 之间的整数
error-expected-threads = 应为 1 到 { $high } 之间的数
error-expected-shards = 应为 1 到 { $high } 之间的分片数
error-expected-size = 应为 1 到 { $high } 之间的棋盘大小
# 动画的 --size：$local 是 min-conflicts 能演示的最大棋盘。
error-expected-animated-size = 应为 1 到 { $high } 之间的棋盘大小（--strategy min-conflicts 可到 { $local }）
error-expected-boards = 应为 0 到 { $high } 之间的棋盘个数
error-expected-seconds = 应为 0.1 到 { $high } 之间的秒数
error-expected-screen = 应为 COLSxROWS，例如 100x30，每一边在 1 到 { $high } 之间
# --race 给的不是两个名字；$names：可选的策略。
error-race-syntax = 应为用逗号隔开的两个策略，例如 bitmask,scan（可选的策略：{ $names }）
# --race A,B 中有一个（$small）不搜索 n 这么大的棋盘。
error-race-too-large = n = { $n } 不能竞速（--race { $race }）：{ $small } 只搜索不超过 { $max } 的棋盘
# 棋盘对这个策略来说太大；$local：min-conflicts，可到 $local_max。
error-size-animated = --size { $n }：--strategy { $strategy } 只演示 1 到 { $max } 的棋盘；--strategy { $local } 可到 { $local_max }
error-size-searched = n = { $n }：--strategy { $strategy } 只搜索 1 到 { $max } 的棋盘；--strategy { $local } 可到 { $local_max }

## 在动画中保存解（`:export`）：显示在消息行里。
error-export-exists = 已有同名文件，保持原样未动
error-export-names-taken = 直到 nqueens-…-10000.txt 的名字都已被占用

## 内部故障，只有程序出错时才会出现。
# 录制的事件顺序颠倒（$time、$last：Rust 写法的时长，如 1.5s）。
error-cast-backwards = 在 { $last } 的事件之后出现了 { $time } 的事件
# 做事的线程结束了却没有给出结果。
error-work-lost = 工作线程停止了，没有给出结果
# 录制被信号停止（文件随后删除）。
error-recording-stopped = 已停止

## 被拒绝的 --session 文件（在 error-file-refused 中，跟在文件名之后）。名字照文件里的写法加引号（"dfs"）。
# $cause：JSON 读取器的原话。
error-session-not = 不是会话文件（{ $cause }）
error-session-no-version = 不是会话文件（没有版本号）
error-session-version = 会话文件版本是 { $found }，而本程序读的是版本 { $read }
# $why：某个 error-place-… 消息。
error-session-position = 其中的局面：{ $why }
error-session-mark = 书签 { $name }：{ $why }
error-session-mark-name = 书签 { $name }：不是合法的书签名
error-session-marks = 书签超过 { $most } 个
# 本程序无法还原的局面（会话本身的或某个书签的）。
error-place-strategy = 没有策略 { $name }
error-place-size = n = { $n } 不是 { $strategy } 能演示的棋盘
error-place-view = 没有视图 { $name }
error-place-speed = 没有速度 { $name }
error-place-order = 没有顺序 { $name }
error-place-random-ranks = random_ranks 超出了 { $n } 行的棋盘
error-place-population = 没有种群大小 { $population }
error-place-mutation = 没有变异率 { $name }

## 法定数和抽查（merge --quorum、merge --spot-check；count --worker）。
error-worker-id = { $worker } 不是工作者标识：应为 1 到 64 个字母、数字和 . _ - : @
error-expected-fraction = 应为大于 0、不超过 1 的比例（0.1 表示重新计算所记录子问题的十分之一）
error-spot-other-ids = 记录的子问题不是其分片所选的那些
error-spot-above-shard = 记录的某个子问题的解、类或节点比整个分片还多
error-spot-none = { $name } 没有记录子问题的计数（由旧版 nqueens 写成）：请重新计数，或不带 --spot-check 合并
error-spot-differs = { $name }（分片 { $shard }）无法复现：子问题 { $id } 在文件中有 { $recorded } 个解，在这里重新计算得 { $counted } 个
# 下面各行中分片的一个结果：文件、其工作者和总数。
merge-result = { $name }（工作者 { $worker }）：{ $total }
merge-outvoted = { $name }（工作者 { $worker }）在分片 { $shard } 上属于少数：它的 { $total } 个解与多数一致的结果不同
error-quorum-disagree = 分片 { $shard } 的结果不一致：{ $results }
error-quorum-workers = 分片 { $shard } 上结果一致的不同工作者少于 { $quorum } 个：{ $results }
error-quorum-missing = 分片 { $shard }：没有结果

## compare 的选项。
error-compare-strategy = 应为逗号分隔的策略名（{ $names }），或 all：得到的是“{ $name }”
error-compare-sizes = 应为棋盘大小 A..B（或单个大小），各在 1 到 { $high } 之间，且 A 不大于 B
error-compare-budget = 应为大于 0、不超过 { $high } 的秒数
error-compare-field = 应为逗号分隔的键（{ $keys }）：得到的是“{ $key }”
error-compare-size = --n 到 { $n }：--strategy { $strategy } 只搜索 1 到 { $max } 的棋盘
error-compare-seed = --seed 只适用于 { $a }、{ $b } 和 { $c }：所选的 --strategies 都不用随机数
error-compare-page = --page 设定图的大小：只适用于 --format svg
error-compare-theme = --theme 设定图的颜色：只适用于 --format svg
error-compare-fields-svg = --fields 只适用于 --format table、csv 和 json：图画的是事件数
