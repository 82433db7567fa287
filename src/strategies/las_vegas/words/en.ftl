# en: las-vegas, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `las-vegas`).
strategy-las-vegas = las-vegas
strategy-las-vegas-about = Random free files on the first ranks (--random-ranks K), backtracking for the rest, tries repeated until one succeeds (--seed)

# Las Vegas (`las-vegas`): k ranks at random, then backtracking.
code-las-vegas-try = repeat:  # one try
code-las-vegas-clear = clear the board
code-las-vegas-free = free = files not attacked
code-las-vegas-fails = if free empty: try fails
# A line and its continuation, under `(row, `.
code-las-vegas-place = place queen (row, a random
code-las-vegas-place-file = file of free)
code-las-vegas-backtrack = backtrack(k)  # as bitmask
code-las-vegas-completes = if it completes the board:
code-las-vegas-else = # else the try fails
code-value-ranks-of = { $k } of { $n ->
        [one] { $n } rank
       *[other] { $n } ranks
    }
code-value-free-files = { $count ->
        [one] { $count } free file
       *[other] { $count } free files
    } (last random)
# The tries that failed in the random ranks and in the backtracking after them.
code-value-fails = { $random } random, { $backtracking } backtr.

panel-legend-queen-random = queen on a random free file
panel-legend-queen-backtracking = queen by backtracking
panel-legend-dead-end-try = dead end: the try may fail
panel-how-las-vegas = Each try puts the first ranks' queens on random free files, then backtracks for the rest; tries repeat until one succeeds.
panel-how-las-vegas-short = Random first ranks, backtracking for the rest.
panel-no-masks-how-las-vegas = draws its first ranks at random, then backtracks

race-counter-tries = tries

view-rows-try = try
view-rows-success = success
view-rows-random = random
view-rows-backtracked = backtracked
# las-vegas: the seed and the ranks filled at random.
view-rows-seed-random = { $seed }, { $ranks ->
        [one] { $ranks } random rank
       *[other] { $ranks } random ranks
    }
# las-vegas: the try under way; given up at the bound; with the tries failed so far.
view-rows-try-gave-up = #{ $number }: gave up at the bound
view-rows-try-failed = #{ $number } ({ $failed } failed)
# las-vegas: the tries that succeeded (percent is written with one decimal).
view-rows-success-rate = { $succeeded } / { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    } ({ $percent }%)
# las-vegas: queens put at random, and by the backtracking.
view-rows-queens = { $queens ->
        [one] { $queens } queen
       *[other] { $queens } queens
    }
# las-vegas: its nodes in all.
view-rows-in-all = { $nodes } in all
# las-vegas: the bitmask search's way to its first solution: nodes; none exist; past the
# budget; still counting.
view-rows-bitmask-first = { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    } to its first
view-rows-bitmask-none = finds none: none exist
view-rows-bitmask-over = over { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } to its first
view-rows-counting = counting…
# The panel's title: the try under way (number is a figure).
view-tries-title = Try #{ $number }
# Where a line a rank does not fit: the labels of the queens put at random and of those put
# by the backtracking (short: at most seven columns).
view-tries-random = random
view-tries-backtracked-short = backtr.
# Under the panel: the tries failed, in the random part and in the backtracking.
view-tries-failed = failed
view-tries-failed-by = { $random } random, { $backtracked } backtr.
# Column heads: the rank, its queen's file (q, one column wide), how the queen was put.
view-tries-rank = rank
view-tries-q = q
view-tries-how = how
# How a queen was put: on a random free file; by the backtracking.
view-tries-by-random = random
view-tries-by-backtracking = backtracked

words-method-first-try = try #1: { $random ->
        [one] { $random } rank
       *[other] { $random } ranks
    } at random, then backtracking
words-method-try = try #{ $attempt }: the last one failed; from the empty board again, { $random ->
        [one] { $random } rank
       *[other] { $random } ranks
    } at random
words-method-random = { $square }: a random free file (1 of { $free })
words-method-backtracked = { $square } is free: place the queen (backtracking)
words-method-no-free-file = rank { $rank }: no free file for a random queen: try #{ $attempt } fails
words-method-succeeded = solution found on try #{ $tries }, { $nodes ->
        [one] { $nodes } queen
       *[other] { $nodes } queens
    } placed in all
