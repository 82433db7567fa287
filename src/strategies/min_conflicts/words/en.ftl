# en: min-conflicts, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `min-conflicts`).
strategy-min-conflicts = min-conflicts
strategy-min-conflicts-about = Local search: from a random board, move an attacked queen to its least attacked square until none is attacked (--seed)

# Min-conflicts (`min-conflicts`): a random board repaired move by move.
code-min-conflicts-board = board = random permutation
code-min-conflicts-repeat = repeat bound times:
code-min-conflicts-none-attacked = if no queen attacked:
code-min-conflicts-row = row = random attacked queen
code-min-conflicts-col = col = least attacked square
code-min-conflicts-col-ties = of row (ties: random)
code-min-conflicts-move = move queen of row to col
code-min-conflicts-restart = # no luck: restart
code-value-was-on = { $row } (was on { $square })
code-value-attacked-by = { $col } ({ $square }, attacked by { $count })
code-value-random-board = random board #{ $attempt }

panel-counters-seed = seed
panel-counters-board = board
panel-counters-moves = moves
panel-counters-attacked = attacked
# min-conflicts stops at its first solution.
panel-counters-stops-at-one = { $solutions } (stops at one)
# min-conflicts: the board it works on, and how many times it started again.
panel-counters-board-restarts = #{ $board } ({ $restarts } { $restarts ->
        [one] restart
       *[other] restarts
    })
panel-counters-moves-bound = { $moves } (restart after { $bound })
panel-counters-attacked-pairs = { $pairs ->
        [one] { $pairs } pair of queens
       *[other] { $pairs } pairs of queens
    }
panel-legend-queen-safe = queen no other attacks
panel-legend-queen-moved = queen just moved
panel-legend-square-left = the square it left
panel-how-min-conflicts = A random board; then an attacked queen moves to the least attacked square of its rank, until none is attacked.
panel-how-min-conflicts-short = Attacked queens move until none is.
panel-no-masks-how-min-conflicts = counts the queens on each file and diagonal

race-counter-moves = moves
# min-conflicts' moves (a figure), and how many times it started again.
race-counter-moves-restarts = { $moves } · { $restarts } { $restarts ->
        [one] restart
       *[other] restarts
    }

# d (the next dead end) with a strategy that has none.
words-no-dead-ends-min-conflicts = min-conflicts has no dead ends, only full boards ({ $key }: to its solution)

# Its own event, short (the counters' last event; stepping back over it): a queen moved along its rank.
words-event-move = move { $from } to { $to }
words-event-move-numbered = rank { $rank }: file { $from } to { $to }

# The narration of a move: the queen's squares, with the arrow (the rank once and the files by number past the lettered files); the move told in full.
words-moved = { $from } → { $to }
words-moved-numbered = rank { $rank }: file { $from } → { $to }
words-story-moved = { $moved }, the least attacked square of its rank (by { $now }): { $pairs }
