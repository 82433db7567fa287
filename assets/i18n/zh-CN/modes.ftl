# 预测模式（:predict）、投影模式（--present）和课程的字幕框：棋盘周围的文字。格子（$square、
# $next 等）按棋盘上的标注书写（c5）。

## 预测：每种变体问什么，用在打开预测模式的提示里（写得短些，整条提示在 80 列里放得下）。
modes-predict-asks-placements = 放置前猜下一个皇后的格子（或 x：死路）
modes-predict-asks-deadends = 每到一行猜是否死路（y 或 x：是，n：否）
modes-predict-asks-backtracks = 回溯时猜下一步移动哪个皇后（它的格子）

## 预测：面板标题。
modes-predict-score = 答对 { $right } / { $asked }
modes-predict-title = 预测 · { $score } · 连对 { $streak }（最长 { $best }）
modes-predict-title-deadends = 预测死路 · { $score } · 连对 { $streak }（最长 { $best }）
modes-predict-title-backtracks = 预测回溯 · { $score } · 连对 { $streak }（最长 { $best }）

## 预测：问题，完整的和只有一行时的。
modes-predict-question-placements = 第 { $rank } 行：下一个皇后放在哪里？点击或输入一个格子（如 c5），或输入 x 表示死路。
modes-predict-question-deadends = 搜索进入第 { $rank } 行：这一行是死路吗？y 或 x：是，n：不是。
modes-predict-question-backtracks = 搜索要回溯了：下一步移动哪个皇后？点击或输入它所在的格子。
modes-predict-short-question-placements = 第 { $rank } 行：下一个皇后放在哪里？（格子，或 x：死路）
modes-predict-short-question-deadends = 进入第 { $rank } 行：是死路吗？（y 或 x：是，n：不是）
modes-predict-short-question-backtracks = 搜索回溯：下一步移动哪个皇后？（输入它的格子）
modes-predict-keys = { $check } 核对 · { $skip } 跳过 · { $leave } 离开
modes-predict-watching = 搜索继续运行，直到下一题（Space 暂停）。

## 预测：答案。$why 是下面的某个理由。
modes-predict-right = 答对了：{ $why }
modes-predict-answer = 答案：{ $why }
modes-predict-wrong = 不对：{ $why }

## 攻击的方向，用在“被 a7 上的皇后沿……攻击”里。符号放在括号里，换行时不会和“对角线”分开。
modes-predict-along-rank = 同一行
modes-predict-along-file = 同一列
modes-predict-along-falling = 主对角线（╲）
modes-predict-along-rising = 副对角线（╱）

## 预测：理由，完整的。
modes-predict-why-takes = { $next } 是可放的位置，也是这一行里最左边还没试过的一列：下一个皇后就放在这里。
modes-predict-why-other-rank = { $square } 不在正要放皇后的那一行：下一个皇后放在第 { $rank } 行的 { $next }。
modes-predict-why-attacked = { $square } 被 { $queen } 上的皇后沿{ $along }攻击{ $more ->
        [0] {""}
       *[other] （另有 { $more } 个皇后也攻击它）
    }；搜索选的是 { $next }。
modes-predict-why-tried = { $square } 是可放的位置，但搜索已经试过它了（它下面的情况都已搜索完）；现在选的是 { $next }。
modes-predict-why-leftmost = { $square } 是可放的位置，但搜索总是先选最左边还没试过的那一个：{ $next }。
modes-predict-why-has-free = 这一行还有可放的位置：{ $next }，不是死路。
# 死路那一行的一个格子，列在后面两条消息里。
modes-predict-attacked-square = { $square } 被 { $queen } 沿{ $along }攻击
modes-predict-why-dead-end = 第 { $rank } 行是死路，每个格子都被攻击：{ $each }。
modes-predict-why-dead-end-guessed = { $square } 被 { $queen } 上的皇后沿{ $along }攻击；第 { $rank } 行是死路，每个格子都被攻击：{ $each }。
modes-predict-why-moves = 下一步移动的是 { $from } 上的皇后，移到 { $to }{ $count ->
        [0] {""}
       *[other] （{ $lifted } 上的皇后已经没有待试的格子，先被拿起）
    }。
modes-predict-why-lifted = { $queen } 上的皇后已经没有待试的格子：它被拿起，移动的是 { $from } 上的皇后，移到 { $to }。
modes-predict-why-earlier = 搜索从最后放下的皇后往回退：{ $from } 上的皇后还有待试的格子，先移到 { $to }；{ $queen } 上的皇后不动。

## 预测：理由，简短的。
modes-predict-short-takes = { $next }：这一行最左边、还没试过的可放的位置。
modes-predict-short-other-rank = { $square } 不在第 { $rank } 行；下一个皇后放在 { $next }。
modes-predict-short-attacked = { $square } 被 { $queen } 沿{ $along }攻击；搜索选的是 { $next }。
modes-predict-short-tried = { $square } 已经试过了（它的子树已搜索完）；下一个是 { $next }。
modes-predict-short-leftmost = { $square } 是可放的位置，但最左边的先试：{ $next }。
modes-predict-short-has-free = 这一行还有可放的位置：{ $next }。
modes-predict-short-dead-end = 第 { $rank } 行是死路：每个格子都被攻击。
# A rank or file found empty (dancing links' dead end): the line, then each square.
modes-predict-why-empty = { $line }没有剩下的格子，是死路，每个格子都被攻击：{ $each }。
modes-predict-short-empty = { $line }没有剩下的格子：死路。
modes-predict-line-rank = 第 { $rank } 行
modes-predict-line-file = { $file } 列
modes-predict-short-moves = { $from } 上的皇后移到 { $to }。
modes-predict-short-lifted = { $queen } 上的皇后已经没有待试的格子；{ $from } 上的皇后移到 { $to }。
modes-predict-short-earlier = { $queen } 上的皇后不动：搜索从最后放下的皇后往回退；{ $from } 上的皇后先移到 { $to }。

## --predict=VARIANT：不是任何变体的名字（$names 按输入的写法，`placements, deadends, …`）。
modes-predict-expected = 应为 { $names } 之一
