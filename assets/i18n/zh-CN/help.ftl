# zh-CN: help — the help overlay (`?`), the key table's words, the command table's

# The help overlay's title, on its top border.
help-title = 按键
# The help overlay's bottom border when it scrolls: $down and $up are the keys that scroll it,
# $back and $toggle the keys that close it.
help-bottom-scroll = { $down }/{ $up } 滚动 · { $back } 或 { $toggle } 关闭
# The help overlay's bottom border when everything shows.
help-bottom = { $back } 或 { $toggle } 关闭本帮助
# The command line's row in the help: $what is its description, $usages every command it
# takes, as typed (`event K, solution K (or just K), …`).
help-commands = { $what }：{ $usages }
# The usage of `solution` in that list ($usage: `solution K`): a bare number K does the same.
help-usage-bare-number = { $usage }（或只输入 K）

# The headings of the help overlay, one per place keys apply.
help-scope-anywhere = 任何时候
help-scope-board = 棋盘（获得焦点时）
help-scope-solutions = 解列表（按 Tab 切换焦点）
help-scope-jump = 输入解的编号（按 # 之后）
help-scope-command = 命令行（按 : 之后）
help-scope-help = 本帮助
help-scope-play = 动手摆（p 或 :play：自己放置皇后）
help-scope-race = 竞速（:race A B：两个策略并排比赛）
help-scope-mouse = 鼠标
help-scope-predict = 预测（:predict：题目在等你猜）
help-scope-lesson = 课程（nqueens lesson：搜索的按键可自由探索）

# The labels of the help's rows that are words, not key names (key names stay: Space, Tab, ←).
help-label-text = 文字
help-label-square = 格子
help-label-timeline = 时间线
help-label-tree-node = 树节点
help-label-solution = 解

# What each key does, in the help overlay (and after a capital letter, in the hint below).
help-key-command-text = 一条命令（Tab 列出全部命令）
help-key-command-complete = 补全命令
help-key-command-earlier = 上一条命令
help-key-command-later = 下一条命令
help-key-command-delete = 删除一个字符（行已空时关闭命令行）
help-key-command-run = 执行这条命令
help-key-command-close = 关闭命令行
help-key-jump-digit = 解的编号
help-key-jump-delete = 删除一位数字
help-key-jump-go = 跳到这个解
help-key-cancel = 取消
help-key-help-down = 向下滚动
help-key-help-up = 向上滚动
help-key-page-down = 向下翻一页
help-key-page-up = 向上翻一页
help-key-solutions-next = 下一个解
help-key-solutions-previous = 上一个解
help-key-solutions-first = 第一个解
help-key-solutions-newest = 最新的解（随新找到的解更新）
help-key-solutions-back = 回到棋盘
help-key-step-back = 后退一个事件（按住则连续倒退）
help-key-board-forward = 前进一个事件
help-key-pause = 暂停 / 继续
help-key-step = 执行一个事件（运行中则先暂停）
help-key-to-solution = 运行到下一个解，然后暂停
help-key-back-to-solution = 回到上一个解
help-key-to-dead-end = 运行到下一条死路，然后暂停
help-key-faster = 加速（约 ×2，最快到最高速度）
help-key-slower = 减速（约 ÷2，最慢每秒 1 个事件）
help-key-shrink = n − 1（重新开始搜索）
help-key-grow = n + 1（重新开始搜索）
help-key-restart = 从空棋盘重新开始
help-key-undo = 撤销重新开始、换 n、倒退、后退或跳转
help-key-redo = 重做刚才撤销的操作
help-key-focus = 焦点切换到棋盘 / 解列表
help-key-command = 命令行（Tab 列出全部命令）
help-key-jump = 跳到编号 …（解；按 u 之后为对称类）
help-key-strategy = 依次切换策略：{ -strategies-but-last }、{ -strategy-last }
help-key-narration = 显示 / 隐藏解说
help-key-unique = 全部解 / 每个对称类只列一个
help-key-write = 把列出的解写入文件
help-key-play = 动手摆：自己放置皇后（也可用 :play）
help-key-help = 本帮助
help-key-close-help = 关闭帮助
help-key-quit = 退出
help-key-present = 投影模式（棋盘占满屏幕）/ 全部面板（也可用 :present）
help-key-compare = 各策略的代价如何随 n 增长的图（也可用 :compare；c 或 Esc 关闭）
help-key-play-up = 光标上移一行
help-key-play-down = 光标下移一行
help-key-play-left = 光标左移一列
help-key-play-right = 光标右移一列
help-key-play-toggle = 放置或拿起光标处的皇后（也可点击该格）
help-key-play-space = 与 Enter 相同
help-key-play-hint = 提示：一个仍能得到解的格子
help-key-play-back = 回到搜索，一切如前（先关闭打开的帮助）
help-key-play-undo = 撤销上一次放置、拿起或清空
help-key-play-redo = 重做撤销拿回的那一步
help-key-play-clear = 拿起全部皇后
help-key-play-command = 命令行（动手摆时可用的命令）
help-key-keys = 按键（本帮助）
help-key-race-pause = 两边一起暂停 / 继续
help-key-race-step = 两边各执行一个事件（先暂停）
help-key-race-faster = 两边一起加速（约 ×2，最快到最高速度）
help-key-race-slower = 两边一起减速（约 ÷2，最慢每秒 1 个事件）
help-key-race-back = 回到搜索，一切如前（先关闭帮助；用 :race 回来）
help-key-race-restart = 竞速从头再来
help-key-race-shrink = n − 1（竞速重新开始）
help-key-race-grow = n + 1（竞速重新开始）
help-key-race-command = 命令行（竞速时可用的命令）
help-key-mouse-square = 哪些皇后攻击它（暂停时）
help-key-mouse-timeline = 跳到那里；拖动可在整次运行中来回浏览
help-key-mouse-node = 跳到进入该节点的时刻（:tree）
help-key-mouse-solution = 选中它；滚轮滚动面板
help-key-predict-guess = 一个格子（c5），或 x：这一行是死路（死路题：y 或 x 表示是，n 表示否；回溯题：答皇后所在的格子，如 a4）；点击格子即选中它；按 Enter 作答
help-key-predict-check = 核对猜测；看过答案后进入下一题（也可按 Space）
help-key-delete = 删除一个字符
help-key-predict-skip = 不猜，直接看答案（不计分）
help-key-predict-leave = 离开预测模式（搜索停在这里）
help-key-predict-command = 命令行（:predict off 关闭预测）
help-key-lesson-next = 课程的下一步（从课程停下的局面继续）
help-key-lesson-back = 上一步，完全恢复原样
help-key-lesson-pause = 暂停 / 继续搜索（Space 推进课程）

# The key-hint bar's one- or two-word names of keys (and the play panel's key list).
help-hint-complete = 补全
help-hint-history = 历史
help-hint-run = 执行
help-hint-cancel = 取消
help-hint-number = 编号
help-hint-go = 跳转
help-hint-scroll = 滚动
help-hint-next = 下一个
help-hint-prev = 上一个
help-hint-first = 第一个
help-hint-newest = 最新
help-hint-pause = 暂停
help-hint-step = 单步
help-hint-back = 后退
help-hint-next-solution = 下一个解
help-hint-speed = 速度
help-hint-n = n
help-hint-restart = 重新开始
help-hint-solutions = 解列表
help-hint-command = 命令
help-hint-strategy = 策略
help-hint-narration = 解说
help-hint-unique = 本质不同
help-hint-write = 写入
help-hint-play = 动手摆
help-hint-help = 帮助
help-hint-quit = 退出
help-hint-every-panel = 全部面板
help-hint-move = 移动
help-hint-place-lift = 放置/拿起
help-hint-hint = 提示
help-hint-undo = 撤销
help-hint-again = 再来
help-hint-check = 核对
help-hint-skip = 跳过
help-hint-leave = 离开
help-hint-next-step = 下一步
help-hint-step-back = 上一步
help-hint-return = 返回

# The note when a character key does nothing here. $typed is the key as typed (`S`, `Ctrl-x`).
# A capital letter whose small letter is a key: $lower is that letter, $what what it does.
help-unbound-capital = { $typed } 在这里没有作用：按键都是小写字母（{ $lower }：{ $what }）
# Any other: $help is the key that opens the help.
help-unbound = { $typed } 在这里没有作用；按 { $help } 查看全部按键

# What each command of the command line takes and does (`:help`, completion). The name and
# its arguments (K, NAME, [PATH], --notation numbers, deadends …) are typed as they are.
help-command-event = K：跳到本次运行的第 K 个事件（0：开头）
help-command-solution = K：选中第 K 个解（只输入数字也一样）
help-command-n = N：在 N×N 的棋盘上重新搜索
help-command-speed = S|max：每秒事件数
help-command-strategy = NAME：{ -strategies-but-last }或{ -strategy-last }
help-command-k = K：拉斯维加斯算法（las-vegas）每次尝试随机放置 K 行（0 到 n），重新开始
help-command-order = 前向检查（forward-checking）从上往下填行，或按最少剩余值优先填行，重新开始
help-command-code = 显示 / 隐藏策略的伪代码，正在执行的行高亮
help-command-heat = 按目前的放置次数给棋盘着色；再输一次：按解着色；再输一次：关闭
help-command-tree = 显示 / 隐藏搜索树：宽度是每棵子树所占的比例；点击节点跳到那里
help-command-compare = 各策略的代价如何随 n 增长：事件数对 n 的对数图，单元格边测边填（Esc 关闭）
help-command-write = [PATH] [--notation numbers]：写出列出的解（写到 PATH，绝不覆盖已有文件），记法与屏幕相同（a8 e7 …），或写成从 0 开始的列号
help-command-play = 在这个棋盘上自己放置皇后（搜索等着；Esc 返回）
help-command-race = A B：两个策略在这个棋盘上并排竞速（再输一次或 Esc：返回）
help-command-help = 按键和命令
help-command-quit = 退出程序
help-command-present = 投影模式：棋盘占满屏幕，计数器排成一行放在上方（再输一次：全部面板）
help-command-predict = 在搜索放置之前猜下一个皇后（deadends：这一行是死路吗？backtracks：下一个移动的是哪个皇后？）；off：停止
help-command-mark = NAME：把当前局面（策略、n、事件、视图）存为书签 NAME
help-command-go = NAME：回到书签 NAME 的局面
help-command-marks = 列出书签
help-command-lang = [en|zh]：切换到这种语言（不带参数：换到下一种）
