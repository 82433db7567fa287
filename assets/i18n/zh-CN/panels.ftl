# zh-CN: panels

## 计数面板（棋盘旁的“搜索”面板）：标题、各行的标签（占 12 列）和数值中的文字。
panel-counters-title = 搜索
panel-counters-status = 状态
panel-counters-event = 事件
panel-counters-speed = 速度
panel-counters-strategy = 策略
# 策略一行的值：当前策略（按 $key 换到 $next）。
panel-counters-strategy-value = { $strategy }（{ $key }：{ $next }）
panel-counters-solutions = 解
panel-counters-classes = 对称类
panel-counters-placements = 放置
panel-counters-backtracks = 回溯
panel-counters-dead-ends = 死路
panel-counters-depth = 深度
panel-counters-pace = 实际速度
panel-counters-elapsed = 用时
panel-counters-last-event = 最近事件
panel-counters-nodes = 节点
panel-counters-checks = 检查次数
panel-counters-bitmask = 位掩码
panel-counters-boards = 棋盘数
panel-counters-lifts = 拿起
# 状态之后：时间线正在倒回。
panel-counters-rewinding = ◀ 倒回中
# 状态之后：搜索将在下一个解／下一条死路处暂停。
panel-counters-to-solution = → 停在解
panel-counters-to-dead-end = → 停在死路
# 状态之后：搜索正跑向指定的事件。
panel-counters-jumping = → 跳转中
# 其他策略的“bitmask”一行：同一棋盘上位掩码回溯的搜索树。
panel-counters-bitmask-nodes = { $nodes } 个节点找到全部 { $solutions } 个解
panel-counters-bitmask-over = 超过 { $nodes } 个节点
panel-counters-bitmask-about = 约 { $nodes } 个节点找到全部解
# 计数下方的两行检查次数：同样的进度下各策略的检查次数。
panel-checks-label = 检查
panel-checks-others = 其余
# “事件/秒”一行：搜索有多快。
panel-pace-measuring = 测量中…
panel-pace-set = 按设定 { $speed }
panel-pace-average = 平均 { $rate }
panel-pace-by-hand = —（手动单步）

## 棋盘的标题（上边框）：放得下的最长一个。$n 是棋盘大小，$k 是解按搜索顺序的编号。
panel-board-title = 棋盘 n = { $n }
panel-board-title-solution = n = { $n } · 解 #{ $k }
panel-board-title-done-last = n = { $n } · 完成 · 最后一个解 #{ $k }
panel-board-title-done-last-short = 完成 · 最后 #{ $k }
panel-board-title-done-n = n = { $n } · 完成
panel-board-title-done = 完成
panel-board-title-done-none = n = { $n } · 完成 · 无解
panel-board-title-done-none-short = 完成 · 无解
panel-board-title-board-done = 棋盘 n = { $n } · 完成
# min-conflicts 完成：用了多少步。
panel-board-title-solved-after = 棋盘 n = { $n } · 完成 · 移动 { $moves } 步后得解
panel-board-title-done-after = n = { $n } · { $moves } 步后完成

## 棋盘显示某个解时，棋盘下方的说明：选中的解，或搜索的结果。
panel-shown-selected = 解 #{ $k }（已选中）
# $class 是对称类的编号（或 ?），$orbit 是这一类包含的解数。
panel-shown-class = 对称类 #{ $class }，含 { $orbit } 个解
panel-shown-back = { $key }：回到搜索
panel-shown-done-last = ✓ 完成 · 最后一个解 #{ $k }
panel-shown-done-none = ✓ 完成 · n = { $n } 无解
panel-shown-solutions-of = 找到 { $found } 个解，共 { $known } 个
panel-shown-solutions = 找到 { $found } 个解
panel-shown-classes-of = 找到 { $found } 个对称类，共 { $known } 个
panel-shown-classes = 找到 { $found } 个对称类
panel-shown-events = { $events } 个事件 · { $time }

## 解的列表面板：标题（放得下的最长一个；$total 可能是 ?）、下边框（列表显示什么，以及切换的键）和说明。
panel-solutions-title-of = 解 { $found } / { $total }
panel-solutions-title-stops = 解 { $found }（找到一个即停）
panel-solutions-title = 解 { $found }
panel-classes-title-of = 对称类 { $found } / { $total }
panel-classes-title-stops = 对称类 { $found }（找到一个即停）
panel-classes-title = 对称类 { $found }
panel-solutions-listing-all = 全部 · { $key }：每类一个
panel-solutions-listing-unique = 每类一个 · { $key }：全部
# 超过列表能容纳的最大棋盘（$max）时。
panel-solutions-on-the-board = 解显示在棋盘上；列表只收 n ≤ { $max } 的棋盘
panel-solutions-none-yet-past = 还没有解；列表只收 n ≤ { $max } 的棋盘
panel-solutions-ended-short = 搜索在找到解之前就停止了，原因见计数面板
panel-solutions-none-exist = n = { $n } 无解：搜索的每个分支都走到死路
panel-solutions-none-yet = 还没有找到解
# 选中的解的小棋盘上方的分隔线。
panel-preview-solution = 解 #{ $k }
panel-preview-class = 解 #{ $k } 所在的对称类
# 小棋盘下方：所在对称类（代表解的各列）以及这一类的大小。
panel-preview-class-label = 对称类
panel-preview-orbit-label = 同类
panel-preview-orbit = { $orbit } 个解
panel-preview-canonical = 这是该类的代表解（第一个）
panel-preview-transform = = 代表解经{ $transform }
# 棋盘的对称变换（旋转方向以屏幕所见为准，第 1 行在下）。
panel-transform-identity = 恒等变换
panel-transform-rotate-90 = 顺时针旋转 90°
panel-transform-rotate-180 = 旋转 180°
panel-transform-rotate-270 = 逆时针旋转 90°
panel-transform-mirror-left-right = 左右镜像 ↔
panel-transform-mirror-top-bottom = 上下镜像 ↕
panel-transform-mirror-diagonal = 沿 ╲ 镜像
panel-transform-mirror-anti-diagonal = 沿 ╱ 镜像
# 列表最下面一行：正在输入的解编号，以及相应的键。
panel-jump-prompt = 跳到 #
panel-jump-keys = { $go } 跳转 · { $cancel } 取消
panel-following = ▼ 跟随最新的解
panel-follow = { $key }：跟随最新的解

## 图例（棋盘旁）：棋盘上每种标记的含义，每行一个，前面是示例格子。与英文一样简短：
## 图例的宽度按回溯策略的条目量出，其他策略的条目不能更宽。
panel-legend-title = 图例
panel-legend-edge = 边上：对角线的编号
panel-legend-dense-character = 一个字符：2 列 × 4 行
panel-legend-queen-placed = 刚放置的皇后
panel-legend-queen = 皇后
panel-legend-lifted = 刚拿起
panel-legend-rank-filled = 正在填的行
panel-legend-board-refused = 棋盘被排除：受攻击的皇后，
panel-legend-attack-line = 以及来自攻击者的线
panel-legend-attacked-by-2 = 受 2 个皇后攻击
panel-legend-lifted-backtrack = 刚拿起（回溯）
panel-legend-rank-searched = 正在搜索的行；○ 下次尝试
panel-legend-attacked-square = 被攻击的格子
panel-legend-dead-end = 死路：无处可放
panel-legend-scan-testing = 逐个比较：正在检查此格
panel-legend-scan-refused = 逐个比较：排除，连到攻击者
panel-legend-dense-dot = 一个点：一个皇后
panel-legend-dense-amber = 琥珀色：其中有被攻击的
panel-legend-dense-green = 绿色：其中有刚移动的

## 棋盘下方说明掩码含义或策略如何搜索的面板：标题，以及没有掩码的策略的说明（长的，和空间不够时的短的）。
panel-explanation-masks = 掩码
panel-explanation-how = 怎样搜索

## 棋盘边框的下标题，在掩码上方：这是哪一行的掩码。
panel-masks-title-full = 掩码：棋盘已满
# 其他逐格检查的策略显示位掩码的掩码，但不使用。
panel-masks-title-rank-unused = 第 { $rank } 行的掩码（只有位掩码使用）
# 密集棋盘（盲文点）的下标题：放得下的最长一个。
panel-dense-title-long = 密集显示：一个点一个皇后，一个字符 2 列 × 4 行
panel-dense-title = 密集显示：一个字符 2×4 格
panel-dense-title-short = 密集：一字符 2×4
panel-dense-title-shortest = 密集
# 没有掩码的策略在掩码位置显示：$strategy 是策略名，$how 是它的做法，$reach 是怎样切到 bitmask。
panel-no-masks-long = 没有掩码：{ $strategy }{ $how }；只有位掩码用掩码（{ $reach }）。
panel-no-masks = 没有掩码：{ $strategy }{ $how }。
panel-no-masks-short = 这里没有掩码。
panel-no-masks-reach-key = 按 { $key } 切换过去
panel-no-masks-reach-n = 它只搜索到 n = { $max }
panel-no-masks-how-whole-boards = 检查整个棋盘，皇后两两比较

## 终端太小、放不下棋盘时代替整个屏幕显示。
panel-too-small = 请放大终端：n = { $n } 需要 { $width }×{ $height }，当前只有 { $columns }×{ $lines }。
panel-too-small-shrink = 按 { $key } 缩小棋盘。
panel-too-small-largest = 能放下的最大棋盘是 :n { $k }。
panel-too-small-quit = 按 { $key } 退出。
