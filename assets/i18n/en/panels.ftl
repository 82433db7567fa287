# en: panels

## The counters panel (the "Search" panel beside the board): its title, the labels of its
## rows (a column 12 wide), and the words among its values.
panel-counters-title = Search
panel-counters-status = status
panel-counters-event = event
panel-counters-speed = speed
panel-counters-strategy = strategy
panel-counters-solutions = solutions
panel-counters-classes = classes
panel-counters-placements = placements
panel-counters-backtracks = backtracks
panel-counters-dead-ends = dead ends
panel-counters-depth = depth
panel-counters-pace = events/s
panel-counters-elapsed = elapsed
panel-counters-last-event = last event
panel-counters-seed = seed
panel-counters-board = board
panel-counters-moves = moves
panel-counters-attacked = attacked
panel-counters-nodes = nodes
panel-counters-checks = checks
panel-counters-bitmask = bitmask
panel-counters-boards = boards
panel-counters-lifts = lifts
# After the status, while the timeline is rewound.
panel-counters-rewinding = ◀ rewinding
# After the status: the search will pause at its next solution / dead end.
panel-counters-to-solution = → solution
panel-counters-to-dead-end = → dead end
# After the status, while the search runs to an event asked for.
panel-counters-jumping = → jumping
# The row "bitmask" of the other strategies: the bitmask's search tree for the same board.
panel-counters-bitmask-nodes = { $nodes } nodes for all { $solutions }
panel-counters-bitmask-over = over { $nodes } nodes
panel-counters-bitmask-about = ≈{ $nodes } nodes for all
# min-conflicts stops at its first solution.
panel-counters-stops-at-one = { $solutions } (stops at one)
# min-conflicts: the board it works on, and how many times it started again.
panel-counters-board-restarts = #{ $board } ({ $restarts } { $restarts ->
        [one] restart
       *[other] restarts
    })
panel-counters-moves-bound = { $moves } (restart after { $bound })
panel-counters-attacked-pairs = { $pairs } pairs of queens
# The two lines of checks under the counters: each strategy's checks for the same progress.
panel-checks-label = checks
panel-checks-mask = mask
panel-checks-others = others
# The row "events/s": how fast the search goes.
panel-pace-measuring = measuring…
panel-pace-set = set to { $speed }
panel-pace-average = { $rate } on average
panel-pace-by-hand = — (stepped by hand)

## The board's title (on its top border): the longest that fits is shown. $n is the board's
## size, $k a solution's number in search order.
panel-board-title = Board n = { $n }
panel-board-title-solution = n = { $n } · solution #{ $k }
panel-board-title-done-last = n = { $n } · done · last #{ $k }
panel-board-title-done-last-short = done · last #{ $k }
panel-board-title-done-n = n = { $n } · done
panel-board-title-done = done
panel-board-title-done-none = n = { $n } · done · none exist
panel-board-title-done-none-short = done · none exist
panel-board-title-board-done = Board n = { $n } · done
# min-conflicts, done: how many moves it took.
panel-board-title-solved-after = Board n = { $n } · done · solved after { $moves } { $moves ->
        [one] move
       *[other] moves
    }
panel-board-title-done-after = n = { $n } · done after { $moves } { $moves ->
        [one] move
       *[other] moves
    }

## Under the board while it shows a solution: the selected one, or the search's result.
panel-shown-selected = solution #{ $k } (selected)
# $class is the class's number (or ?), $orbit how many solutions the class holds.
panel-shown-class = class #{ $class }, orbit of { $orbit }
panel-shown-back = { $key }: back to the search
panel-shown-done-last = ✓ done · last #{ $k }
panel-shown-done-none = ✓ done · none exist for n = { $n }
panel-shown-solutions-of = { $found } of { $known } { $known ->
        [one] solution
       *[other] solutions
    }
panel-shown-solutions = { $found } { $found ->
        [one] solution
       *[other] solutions
    }
panel-shown-classes-of = { $found } of { $known } { $known ->
        [one] class
       *[other] classes
    }
panel-shown-classes = { $found } { $found ->
        [one] class
       *[other] classes
    }
panel-shown-events = { $events } { $events ->
        [one] event
       *[other] events
    } · { $time }
