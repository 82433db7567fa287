# en: panels

## The counters panel (the "Search" panel beside the board): its title, the labels of its
## rows (a column 12 wide), and the words among its values.
panel-counters-title = Search
panel-counters-status = status
panel-counters-event = event
panel-counters-speed = speed
panel-counters-strategy = strategy
# The strategy row's value: the strategy searching ($key switches to $next).
panel-counters-strategy-value = { $strategy } ({ $key }: { $next })
panel-counters-solutions = solutions
panel-counters-classes = classes
panel-counters-placements = placements
panel-counters-backtracks = backtracks
panel-counters-dead-ends = dead ends
panel-counters-depth = depth
panel-counters-pace = events/s
panel-counters-elapsed = elapsed
panel-counters-last-event = last event
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
panel-counters-bitmask-nodes = { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    } for all { $solutions }
panel-counters-bitmask-over = over { $nodes } nodes
panel-counters-bitmask-about = ≈{ $nodes } nodes for all
# The two lines of checks under the counters: each strategy's checks for the same progress.
panel-checks-label = checks
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

## The solutions panel: its title (the longest that fits; $total may be ?), its bottom title
## (what the list shows, and the key that shows the other), and its notes.
panel-solutions-title-of = Solutions { $found } / { $total }
panel-solutions-title-stops = Solutions { $found } (stops at one)
panel-solutions-title = Solutions { $found }
panel-classes-title-of = Classes { $found } / { $total }
panel-classes-title-stops = Classes { $found } (stops at one)
panel-classes-title = Classes { $found }
panel-solutions-listing-all = all · { $key }: one per class
panel-solutions-listing-unique = one per class · { $key }: all
# Past the largest board the list holds ($max).
panel-solutions-on-the-board = the solution is on the board; the list holds boards up to n = { $max }
panel-solutions-none-yet-past = no solution yet; the list holds boards up to n = { $max }
panel-solutions-ended-short = the search stopped before it found one: the counters say why
panel-solutions-none-exist = none exist for n = { $n }: every branch of the search ends in a dead end
panel-solutions-none-yet = no solutions yet
# The rule over the small board of the selected solution.
panel-preview-solution = solution #{ $k }
panel-preview-class = class of solution #{ $k }
# Under the small board: its class (the canonical solution's files) and the class's size.
panel-preview-class-label = class
panel-preview-orbit-label = orbit
panel-preview-orbit = { $orbit } { $orbit ->
        [one] solution
       *[other] solutions
    }
panel-preview-canonical = this is the class's canonical (first) solution
panel-preview-transform = = { $transform } of the canonical one
# The symmetries of the board (turns as seen on screen, rank 1 at the bottom).
panel-transform-identity = identity
panel-transform-rotate-90 = turn 90° clockwise
panel-transform-rotate-180 = turn 180°
panel-transform-rotate-270 = turn 90° counter-clockwise
panel-transform-mirror-left-right = mirror ↔
panel-transform-mirror-top-bottom = mirror ↕
panel-transform-mirror-diagonal = mirror ╲
panel-transform-mirror-anti-diagonal = mirror ╱
# The bottom line of the list: a solution's number being typed, then its keys.
panel-jump-prompt = go to #
panel-jump-keys = { $go } go · { $cancel } cancel
panel-following = ▼ following the newest
panel-follow = { $key }: follow the newest

## The legend (beside the board): what each mark of the board means, one entry a line
## after a sample square. Keep each as short as the English: the legend's width is measured
## on the backtracking strategies' entries, and no other strategy's may be wider.
panel-legend-title = Legend
panel-legend-edge = edge: a diagonal's index
panel-legend-dense-character = a character: 2 files × 4 ranks
panel-legend-queen-placed = queen just placed
panel-legend-queen = queen
panel-legend-lifted = just lifted
panel-legend-rank-filled = rank being filled
panel-legend-board-refused = board refused: attacked queen,
panel-legend-attack-line = line from its attacker
panel-legend-attacked-by-2 = attacked, by 2 queens
panel-legend-lifted-backtrack = just lifted (backtrack)
panel-legend-rank-searched = rank searched; ○ next try
panel-legend-attacked-square = attacked square
panel-legend-dead-end = dead end: no free square
panel-legend-scan-testing = scan: testing this square
panel-legend-scan-refused = scan: refused, line to attacker
panel-legend-dense-dot = a dot: a queen
panel-legend-dense-amber = amber: one of them attacked
panel-legend-dense-green = green: one just moved

## The panel under the board that says what the masks mean, or how a strategy searches:
## its title, and for the strategies with no masks their words (long, and short where
## room is scarce).
panel-explanation-masks = Masks
panel-explanation-how = How

## The bottom title of the board's frame, over the masks: which rank's masks they are.
panel-masks-title-full = masks: board full
# The other square-by-square strategies show the bitmask's masks, unused.
panel-masks-title-rank-unused = masks of rank { $rank } (bitmask only)
# The bottom title of a dense board (braille): the longest that fits.
panel-dense-title-long = dense: a dot a queen, 2 files × 4 ranks a character
panel-dense-title = dense: 2×4 squares a character
panel-dense-title-short = dense: 2×4 a character
panel-dense-title-shortest = dense
# In the masks' place, for a strategy that has none: $strategy is its name, $how what it
# does instead, $reach how to get to the bitmask.
panel-no-masks-long = No masks: { $strategy } { $how }; the masks are the bitmask's ({ $reach }).
panel-no-masks = No masks: { $strategy } { $how }.
panel-no-masks-short = No masks here.
panel-no-masks-reach-key = { $key } cycles to it
panel-no-masks-reach-n = it searches up to n = { $max }
panel-no-masks-how-whole-boards = tests whole boards, queen against queen

## Instead of the screen, when the terminal is too small for the board.
panel-too-small = Enlarge the terminal: n = { $n } needs { $width }×{ $height }, this one is { $columns }×{ $lines }.
panel-too-small-shrink = { $key } makes the board smaller.
panel-too-small-largest = :n { $k } is the largest board that fits.
panel-too-small-quit = { $key } quits.
