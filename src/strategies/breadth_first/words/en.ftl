# en: breadth-first, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `breadth-first`).
strategy-breadth-first = breadth-first
strategy-breadth-first-about = Level by level: extend every safe placement of the ranks above by every file of the next rank, keep the safe ones (the whole frontier is held in memory)

# Breadth-first (`breadth-first`): level by level.
code-breadth-frontier = frontier = [empty board]
code-breadth-set-up = set up board  # place, lift
code-breadth-safe = if safe: next += board+col
code-breadth-level = frontier = next  # level row
# One of a number: the current rank of n, the current board of the level's.
code-value-of = { $at } of { $all }
code-value-boards-so-far = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    } so far

panel-legend-tested-safe = tested queen: safe, kept
panel-legend-tested-attacked = tested queen: attacked, dropped
panel-legend-frontier-extended = frontier board extended
panel-legend-rank-added = rank being added
panel-how-breadth-first = Every board of the frontier is extended by every file of the next rank and tested; the safe ones are the next frontier, all kept in memory.
panel-how-breadth-first-short = The whole frontier is extended a rank at a time.
panel-no-masks-how-breadth-first = tests each extension against its board's queens

# The panel's title.
view-frontier-title = Frontier
# Column heads: the rank, the boards its frontier holds.
view-frontier-rank = rank
view-frontier-boards = boards
# Label of the line with the memory the frontiers hold, and its wordings, longest first
# (held and peak are sizes such as "1.5 MiB").
view-frontier-held = held
view-frontier-held-peak = { $held } (peak { $peak })
view-frontier-held-peak-short = { $held }, peak { $peak }
# Label of the line with the memory the depth-first search holds instead, and its wordings,
# longest first.
view-frontier-dfs = dfs
view-frontier-dfs-long = { $bytes }: one board + stack
view-frontier-dfs-medium = { $bytes }: board + stack
view-frontier-dfs-short = { $bytes }: board+stack
# The search stopped before a level that would pass the memory bound.
view-frontier-stopped = stopped: the next level passes { $bound }
# Before the frontier's sizes drawn as one bar a rank, where a line a rank does not fit.
view-frontier-sizes = sizes
# The timeline's gauge, at the end of breadth-first.
view-frontier-every-rank = every rank added
# The timeline's gauge during breadth-first: the level being built and the board extended.
view-frontier-progress = level { $level } of { $n } · board { $board } of { $boards }
view-rows-level = level
view-rows-extending = extending
view-rows-levels = levels
view-rows-depth-first = depth-first
view-rows-tests = tests
# breadth-first's level: stopped by the memory bound; done; adding a rank (level of n).
view-rows-level-stopped = stopped adding rank { $rank }
view-rows-level-done = done ({ $levels } of { $n ->
        [one] { $n } rank
       *[other] { $n } ranks
    })
view-rows-level-adding = adding rank { $rank } ({ $level } of { $n })
# breadth-first: the frontier board being extended.
view-rows-extending-board = board { $board } of { $boards }
# breadth-first: the memory the depth-first search holds instead.
view-rows-depth-first-bytes = { $bytes }: one board, one stack

# The narration of breadth-first and las-vegas.
words-method-extended-kept = extend by { $square }: safe, kept ({ $kept } for the next frontier)
words-method-extended-dropped = extend by { $square }: attacked, dropped
words-method-reloaded = set up frontier board { $board } of { $of }: queen on { $square }
words-method-level = rank { $rank } complete: { $size ->
        [one] { $size } safe board
       *[other] { $size } safe boards
    }, the next frontier ({ $bytes } held)

# Its own event, short (the counters' last event; stepping back over it).
words-event-level = rank { $rank } complete: { $size ->
        [one] { $size } board
       *[other] { $size } boards
    }

# Its search stopped (trace): the frontier would pass its memory bound.
error-breadth-memory = breadth-first stopped on rank { $rank } (0-based): its frontier would pass { $mib } MiB of memory, which depth-first search never needs
