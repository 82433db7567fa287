# Predict mode (:predict), the projector board (--present) and the lessons' frame: the words
# around what the board shows. The squares ($square, $next, …) are written as the board
# labels them (c5).

## Predict: what each variant asks, for the note that turns it on.
modes-predict-asks-placements = before each placement, where does the next queen go? (a square, or x: a dead end)
modes-predict-asks-deadends = at each rank entered, is it a dead end? (y or x: yes, n: no)
modes-predict-asks-backtracks = at each backtrack, which queen moves next? (its square)

## Predict: the panel's title.
modes-predict-score = { $right } / { $asked } right
modes-predict-title = Predict · { $score } · streak { $streak } (best { $best })
modes-predict-title-deadends = Predict deadends · { $score } · streak { $streak } (best { $best })
modes-predict-title-backtracks = Predict backtracks · { $score } · streak { $streak } (best { $best })

## Predict: the question, in full and for a panel of one line.
modes-predict-question-placements = Rank { $rank }: where does the next queen go? Click or type a square (c5), or x: a dead end.
modes-predict-question-deadends = The search enters rank { $rank }: is it a dead end? y or x: yes, n: no.
modes-predict-question-backtracks = The search backs up: which queen moves next? Click or type its square.
modes-predict-short-question-placements = Rank { $rank }: where does the next queen go? (a square, or x: dead end)
modes-predict-short-question-deadends = Rank { $rank } entered: is it a dead end? (y or x: yes, n: no)
modes-predict-short-question-backtracks = The search backs up: which queen moves next? (its square)
modes-predict-keys = { $check } check · { $skip } skip · { $leave } leave
modes-predict-watching = The search runs on to the next question (Space pauses).

## Predict: the answer. $why is one of the reasons below.
modes-predict-right = Right: { $why }
modes-predict-answer = Answer: { $why }
modes-predict-wrong = No: { $why }

## A line of attack: "attacked by the queen on a7 along the …", "a3 by b4 (…)".
modes-predict-along-rank = rank
modes-predict-along-file = file
modes-predict-along-falling = ╲ diagonal
modes-predict-along-rising = ╱ diagonal

## Predict: why, in full.
modes-predict-why-takes = { $next } is free, and the leftmost file of its rank not tried yet: the next queen goes there.
modes-predict-why-other-rank = { $square } is not on the rank being filled: the next queen goes on rank { $rank }, at { $next }.
modes-predict-why-attacked = { $square } is attacked by the queen on { $queen } along the { $along }{ $more ->
        [0] {""}
        [one] {" "}(and 1 more queen)
       *[other] {" "}(and { $more } more queens)
    }; the search takes { $next }.
modes-predict-why-tried = { $square } is free, but the search has tried it already (everything under it is searched); it takes { $next } now.
modes-predict-why-leftmost = { $square } is free, but the search takes the leftmost free file first: { $next }.
modes-predict-why-has-free = the rank has a free square: { $next } — not a dead end.
# One square of a dead-end rank, listed in the two messages after it.
modes-predict-attacked-square = { $square } by { $queen } ({ $along })
modes-predict-why-dead-end = rank { $rank } is a dead end, every square attacked: { $each }.
modes-predict-why-dead-end-guessed = { $square } is attacked by the queen on { $queen } along the { $along }; rank { $rank } is a dead end, every square attacked: { $each }.
modes-predict-why-moves = the queen on { $from } moves next, to { $to }{ $count ->
        [0] {""}
        [one] {" "}(the queen on { $lifted } had no untried square left: lifted first)
       *[other] {" "}(the queens on { $lifted } had no untried square left: lifted first)
    }.
modes-predict-why-lifted = the queen on { $queen } has no untried square left: it is lifted, and the queen on { $from } moves, to { $to }.
modes-predict-why-earlier = the search backs up from the last queen placed: the queen on { $from } still has an untried square and moves first, to { $to }; { $queen } stays.

## Predict: why, in fewer words.
modes-predict-short-takes = { $next }, the leftmost free file not tried yet.
modes-predict-short-other-rank = { $square } is not on rank { $rank }; the next queen goes on { $next }.
modes-predict-short-attacked = { $square } is attacked by { $queen } ({ $along }); the search takes { $next }.
modes-predict-short-tried = { $square } was tried already (its subtree is done); next is { $next }.
modes-predict-short-leftmost = { $square } is free, but the leftmost free file comes first: { $next }.
modes-predict-short-has-free = the rank has a free square: { $next }.
modes-predict-short-dead-end = rank { $rank } is a dead end: every square is attacked.
# A rank or file found empty (dancing links' dead end): the line, then each square.
modes-predict-why-empty = { $line } has no square left, a dead end, every square attacked: { $each }.
modes-predict-short-empty = { $line } has no square left: a dead end.
modes-predict-line-rank = rank { $rank }
modes-predict-line-file = file { $file }
modes-predict-short-moves = the queen on { $from } moves, to { $to }.
modes-predict-short-lifted = { $queen } has no untried square left; { $from } moves, to { $to }.
modes-predict-short-earlier = { $queen } stays: the search backs up from the last queen placed; { $from } moves first, to { $to }.

## --predict=VARIANT: a name that is no variant's ($names as typed, `placements, deadends, …`).
modes-predict-expected = expected { $names }
