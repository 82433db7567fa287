# en: words
# The words of the state's notes (the bottom line), the narration (v), the command line's
# errors, the hint bar and the units. Values that are numbers already written (`14,772,512`,
# `#7`) come as texts; counts that choose a plural come as numbers.

# A search's status, in the stats panel, the race and the tree's bar.
words-status-running = running
words-status-paused = paused
words-status-done = done

# In place of the scan's count of checks, when it was not kept.
words-scan-gap-top-speed = n/a at max speed
words-scan-gap-jump = n/a after a jump

# A square past the lettered files (boards over 32, which only min-conflicts animates).
words-square-numbered = file { $file } rank { $rank }
# Between the items of a list (squares, strategies, marks).
words-list-separator = {", "}
# A strategy's name as the screens show it, with the one typed beside it where they differ
# (never in English, whose names are the typed ones).
words-strategy-typed = { $name } ({ $typed })

# A speed, in the note after + and - or :speed.
words-speed-max = max
words-speed-rate = { $rate ->
        [one] { $rate } event/s
       *[other] { $rate } events/s
    }
words-speed-set = speed { $speed }
words-speed-set-both = speed { $speed } on both sides

# After an undo or a redo: how many steps are left.
words-undo-left = { $left ->
        [0] nothing more to undo
       *[other] { $left } more to undo
    }
words-redo-left = { $left ->
        [0] nothing more to redo
       *[other] { $left } more to redo
    }

# Writing the solutions (w, :write).
words-wrote = wrote { $path }
words-write-failed = could not write { $path }: { $cause }
words-writing = writing…
words-still-writing = still writing the { $count ->
        [one] { $count } solution
       *[other] { $count } solutions
    } asked for before: wait for it to finish
words-nothing-to-write = no solutions found yet: nothing to write

# Tab on the command line when nothing starts with what is typed.
words-no-strategy-completion = no strategy starts with `{ $typed }`
words-no-command-completion = no command starts with `{ $typed }`

# The solutions list and the jump to a number (#).
words-unlisted = the solutions list holds boards up to n = { $max }; this one is { $n }: its solution shows on the board
words-number-too-large = that number is too large
words-no-solution-entry = no solution #{ $number }: { $found } found
words-no-solution-entry-so-far = no solution #{ $number }: { $found } found so far
words-no-class-entry = no class #{ $number }: { $found } found
words-no-class-entry-so-far = no class #{ $number }: { $found } found so far

# A click on a square of the board.
words-pause-to-inspect = pause ({ $key }) to look at a square
words-inspect-too-large = a click names attackers on boards up to n = { $max }; the board shows each queen's count
words-holds-queen = { $square } holds a queen
words-not-attacked = { $square } is not attacked
# The line along which a queen attacks the square clicked.
words-line-rank = rank
words-line-file = file
words-line-falling = ╲ diagonal
words-line-rising = ╱ diagonal
# One attacker: its square and its line.
words-attacker = { $square } ({ $line })
words-attacked-by = { $count ->
        [one] { $square } is attacked by the queen on { $lines }
       *[other] { $square } is attacked by the queens on { $lines }
    }

# The search's motion: the end, stepping back, speeds, jumps.
words-search-done = the search is done: { $key } restarts it
words-at-start = this is the start of the search
words-top-speed = max is the top speed: events run as fast as the solver goes
words-slowest-speed = 1 event/s is the slowest; { $pause } pauses, { $step } steps
words-running-to = running to event { $event } at top speed
# Also a line of the narration.
words-arrived = arrived at event { $event }
words-at-event = event { $event }
words-run-ends-at = the run ends at event { $at }; no event { $target }
words-past-the-run = the whole run is { $total ->
        [one] { $total } event
       *[other] { $total } events
    }; no event { $target }
words-bar-fixed = the bar of { $strategy } shows how far it has come; it cannot be moved (:event K runs forward)
words-no-solution-before = no solution before this point
words-back-to-solution = back to solution #{ $index }
words-no-dead-ends = { $strategy } has no dead ends, only whole boards ({ $key }: next solution)
# Undo and redo; $left is words-undo-left or words-redo-left.
words-undone = undone: back to n = { $n }, event { $event }; { $left }
words-nothing-to-undo = nothing to undo
words-redone = redone: back to n = { $n }, event { $event }; { $left }
words-nothing-to-redo = nothing to redo
words-not-found-yet = no solution #{ $number } yet: { $found } found so far; { $key } runs to the next, :event K goes anywhere
# The board's size ([ ], :n).
words-new-search = n = { $n }: a new search
words-smallest-board = n = 1 is the smallest board
words-largest-board-local = n = { $max } is the largest board { $strategy } animates (nqueens solve N goes further)
words-largest-board = n = { $max } is the largest board { $strategy } searches; { $local } animates up to { $local_max } (:strategy { $local })
words-size-refused-zero = n = 0: boards go from 1 to { $max } with { $strategy }
words-size-refused = n = { $n }: { $strategy } searches boards up to { $max }; { $local } animates up to { $local_max } (:strategy { $local } first)
words-size-refused-past-animation = n = { $n }: the animation goes up to { $local_max } ({ $local }); nqueens solve { $n } finds a solution

# Strategies (t, :strategy) and their settings.
words-strategy-already = strategy { $strategy } already
words-random-ranks-set = las-vegas starts again, { $k ->
        [one] { $k } rank
       *[other] { $k } ranks
    } at random in each try
words-random-ranks-elsewhere = k (random ranks) is for { $owners ->
        [1] the { $last } strategy
       *[other] the { $but_last } and { $last } strategies
    } ({ $strategy } places no queen at random); :strategy { $first } first
words-order-set-fixed = the search starts again, filling the ranks from the top
words-order-set-mrv = the search starts again, the most constrained first (mrv)
words-order-elsewhere = order is for { $owners ->
        [1] the { $last } strategy
       *[other] the { $but_last } and { $last } strategies
    } ({ $strategy } fills its ranks from the top); :strategy { $first } first
words-tuned = { $strategy } starts again: { $settings }
words-knob-elsewhere = { $command } is for { $owners ->
        [1] the { $last } strategy
       *[other] the { $but_last } and { $last } strategies
    } ({ $strategy } has no { $command }); :strategy { $first } first
words-knob-refused = { $command } { $text }: { $why }
words-settings-separator = { ", " }
words-too-many-random-ranks = k { $k }: the board has { $n ->
        [one] { $n } rank (0 or 1 random rank)
       *[other] { $n } ranks (0 to { $n } random ranks)
    }
words-strategy-set = strategy { $strategy }
words-strategy-too-small = { $strategy } searches boards up to n = { $max }; this one is { $n } ({ $from } stays; :n { $max } first)
words-back-to-backtracking = { $strategy }: back to the backtracking search where it was, event { $event }
words-own-search-waiting = { $strategy } starts its own search from the beginning; the { $from } search waits (t back to it)
words-own-search = { $strategy } starts its own search from the beginning
# :tree and :heat with a strategy that has no tree or heat map.
words-no-tree = the tree is the backtracking search's (bitmask, scan, arrays, matrix); { $strategy } has none
words-no-tree-cycle = the tree is the backtracking search's (bitmask, scan, arrays, matrix); { $strategy } has none; { $key } cycles to bitmask
words-no-heat = the heat map counts the backtracking search's work; { $strategy } has none of it
words-heat-placements = heat: queens placed on each square so far (:heat again: in solutions)
words-heat-solutions = heat: queens on each square in the solutions found (:heat again: off)
words-heat-off = heat map off

# Play (p): placing queens by hand.
words-play-key = { $key } starts play
words-play-too-large = play takes boards up to n = { $max }; this one is { $n } ({ $key } makes it smaller)
words-play-started = play: arrows and { $toggle } place queens (or click a square); { $back } returns to the search
words-play-left = back to the search; { $key } plays again
words-playing-already = playing already
words-works-on-search-play = that works on the search: { $key } returns to it
words-works-on-search-race = that works on the search: { $key } leaves the race
words-play-empty = the board is empty already
words-play-cleared = lifted every queen
words-play-undone = undone; { $left }
words-play-redone = redone; { $left }

# The race (:race).
words-race-on = race: { $a } against { $b }, n = { $n }; { $pause } pauses both, { $back } leaves the race
words-race-again-on = back to the race: { $a } against { $b }, n = { $n }; { $pause } pauses both, { $back } leaves the race
words-race-too-large = no race at n = { $n }: { $small } searches boards up to { $max } (:n { $max } first)
words-race-needs-two = race needs two strategies: race bitmask scan (Tab completes them)
words-race-left = back to the search; :race takes up the race again
words-race-again = the race starts again
words-race-again-at = n = { $n }: the race starts again
words-race-largest = n = { $max } is the largest board
words-race-size-refused = n = { $n }: boards go from 1 to { $max }
words-race-over = the race is over: { $restart } races again, { $back } returns to the search

# The projector board (f, :present).
words-present-on = the projector board: { $key } (or :present) brings back every panel
words-present-off = every panel again; { $key } (or :present): the projector board

# Play's hint (?).
words-hint-full = every rank holds a queen
words-hint-place = hint: a queen on { $square } keeps a solution possible ({ $key } places it)
words-hint-lift-attacker = hint: lift { $queen } ({ $key } lifts it): it attacks { $squares }
words-hint-lift-to-complete = hint: lift { $square } ({ $key } lifts it): without it the rest can be completed
words-hint-none-alone = no single queen is in the way: lift several, or undo ({ $key })
words-hint-looking = looking for a queen to lift; ask again in a moment
words-hint-checking = still checking this position; ask again in a moment
words-hint-gave-up = the check gave up on this position: place or lift a queen to check again
words-hint-solved = solved: nothing left to place

# What a command takes, in words-command-needs and words-command-takes-just.
words-arg-solution-number = a solution number
words-arg-event-number = an event number
words-arg-board-size = a board size
words-arg-speed = a speed (events per second, or max)
words-arg-strategy-name = a strategy name
words-arg-ranks = a number of ranks
words-arg-order = an order (fixed or mrv)
words-arg-predict-variant = deadends, backtracks or off
words-arg-mark-name = a mark's name
words-arg-lang = a language (en or zh)

# The command line's errors, after Enter (also lesson --check's).
words-command-empty = type a command; Tab lists them
words-command-needs = { $name } needs { $what }
words-command-takes-just = { $name } takes just { $what }
words-command-takes-nothing = { $name } takes nothing after it
words-command-negative = `{ $text }`: numbers here start from 0
words-command-not-a-size = `{ $text }`: a board's size is a whole number from 1
words-command-too-large = `{ $text }` is too large
words-command-not-a-number = `{ $text }` is not a whole number
words-command-no-strategy = `{ $name }`: the strategies are { $strategies }
words-command-race-takes-two = race takes two strategies: race bitmask scan
words-command-against-itself = { $strategy } against itself: race two different strategies
words-command-write-takes-one = write takes one path (no spaces)
words-command-write-flag = write takes --notation chess|numbers, not { $word }
words-command-notation-needed = --notation takes chess or numbers
words-command-unknown = no command `{ $name }`; Tab lists them
# An unknown command with the one it most likely meant ($like: `event`, or `n 4` for `n4`).
words-command-unknown-like = no command `{ $name }`: did you mean `{ $like }`?
words-command-no-order = `{ $name }`: the orders are fixed and mrv
words-command-no-predict-variant = `{ $name }`: predict takes placements (the default), deadends, backtracks or off
words-command-no-lang = no language `{ $name }`: en or zh
words-command-no-mark-name = `{ $name }`: a mark's name is one word of letters, digits, - and _ (at most { $max })

# The narration panel (v): its title, and its lines besides the events.
words-narration-title = What happened ({ $key } hides)
words-told-skipped = … { $count ->
        [one] { $count } event
       *[other] { $count } events
    } …
words-told-done = the search is done: { $found ->
        [one] { $found } solution
       *[other] { $found } solutions
    } found; { $key } starts it again
words-told-back-over = ◀ back over: { $event }
words-told-jumped-back = ◀ jumped back from event { $from } to event { $to }
# Attacking pairs left on min-conflicts' and genetic's boards.
words-pairs = { $pairs ->
        [0] no attacking pair left
        [one] 1 attacking pair
       *[other] { $pairs } attacking pairs
    }
# The directions of the matrix's walk.
words-walk-up = up
words-walk-up-left = up-left
words-walk-up-right = up-right

# An event, short: the narration of the plain events, and stepping back over one.
words-event-place = place { $square }
words-event-lift = lift { $square }
words-event-dead-end = dead end on rank { $rank }
words-event-solution = solution #{ $index }
words-event-test = test { $square }
words-event-refused = { $square } refused by { $by }
words-event-board-refused = board refused: { $square } attacked by { $by }
words-event-start = random board #{ $attempt }

# The narration of the backtracking strategies (bitmask, scan, arrays, matrix), of
# permutations and bruteforce, and of min-conflicts.
words-story-placed = { $square } is free: place the queen
words-story-lifted-test = lift the queen from { $from }; next test { $next }
words-story-lifted-try = lift the queen from { $from }; next try { $next }
words-story-lifted-none-left = lift the queen from { $from }; no free square left on rank { $rank }
words-story-dead-end = rank { $rank }: no free square (files { $first }–{ $last } attacked by the queens on { $by }) — back up
words-story-solution = solution #{ $index } found: { $files }
words-story-test = test { $square } against the queens
words-story-lookup = { $square }: read { $reads }
words-story-taken = { $square }: { $entry } is taken (the queen on { $by })
words-story-walk-up = { $square }: walk up its file, then up-left, then up-right
words-story-walk-met = { $square }: walking { $dir }, { $cells }: a queen
words-story-attacked = { $square } is attacked by the queen on { $by }
words-story-put-permutation = place a queen on { $square } (a file no rank above took)
words-story-put = place a queen on { $square } (any file)
words-story-took = lift the queen from { $square }
words-story-board-fails = board { $board } fails: the queen on { $queen } is attacked by the one on { $by }
words-story-board-fails-of = board { $board } of { $all } fails: the queen on { $queen } is attacked by the one on { $by }
words-story-board-passes = board { $board } passes: solution #{ $index }, { $files }
words-story-board-passes-of = board { $board } of { $all } passes: solution #{ $index }, { $files }
words-story-repaired = no queen is attacked: solution found, on the board
words-story-repaired-files = no queen is attacked: solution found, { $files }
words-story-dealt = a random board, one queen per rank and file: { $pairs }
words-story-dealt-again = no solution within the bound: restart, random board #{ $attempt }, one queen per rank and file: { $pairs }

# Predict mode (:predict).
words-predict-on = predict: { $asks }; { $key } leaves, :predict off too
words-predict-off = predict mode off: { $score } (best streak { $best })
words-predict-refused = no { $mode } with { $strategy }: { $why }
# Why a strategy cannot be predicted, after words-predict-refused.
words-unpredictable-random = its moves are drawn at random: there is no next move to predict
words-unpredictable-whole-boards = it builds whole boards in counting order without testing a square: no placement has a reason
words-unpredictable-levels = it extends every board of a level at once: there is no one next queen
words-unpredictable-queue = it expands the best placement of its queue, not the board shown: no one next queen
words-unpredictable-no-dead-ends = it enters no dead-end rank: it sees them ahead, as wipe-outs (try :predict or :predict backtracks)
words-predict-not-on = predict mode is not on
words-predict-empty = type a square first
words-predict-not-a-square = `{ $text }` is not a square of this board: a file letter, then a rank (c5)
words-predict-no-queen = { $square } holds no queen: which queen moves next? (a queen's square)
words-predict-yes-or-no = is the rank a dead end? y or x: yes, n: no
words-predict-next = { $submit } or { $pause }: the next question · { $back } leaves predict mode

# Marks (:mark, :go, :marks) and sessions.
words-marked = marked as { $name }; :go { $name } comes back here
words-marks-full = { $keep ->
        [one] { $keep } mark is
       *[other] { $keep } marks are
    } kept already: :mark an old name to replace it
words-no-mark = no mark { $name }; :marks lists them
words-went-to = back at { $name }
words-went-to-replaying = back at { $name }: replaying to its event
# One mark in the list of :marks.
words-mark-entry = { $name } (n = { $n }, { $strategy }, event { $event })
words-mark-list = marks: { $marks }
words-no-marks = no marks yet: :mark NAME keeps this position
words-session-resumed = session taken up
words-session-resumed-marks = session taken up, with its marks ({ $marks }; :marks lists them)

# Lessons: the notes, the caption panel's title and lesson --check's mistakes.
words-lesson-last = the lesson's last step ({ $back } goes back, { $quit } quits)
words-lesson-answer-first = this step asks a question: answer it with { $submit }, or skip it with { $skip }, before the next step
words-lesson-first = the lesson's first step ({ $key } goes on)
words-lesson-cue = lesson line { $line }, :{ $text }: { $why }
words-caption-title = { $name } · step { $step } of { $steps }
words-mistake-quits = :quit would end the lesson; leave it out
# A command a lesson may not run ($allowed: the names of those it may).
words-mistake-not-in-lessons = :{ $name } is not run in a lesson, which may only change what is shown: { $allowed }
words-mistake-long-command = a command of { $chars } characters; at most { $max }
words-mistake-too-wide = caption line of { $columns } columns; at most { $max } fit
words-mistake-too-long = caption of { $lines } lines; at most { $max } fit the panel
words-mistake-empty-step = empty step: no command and no caption before the next ---
words-mistake-no-steps = no steps: a lesson needs at least one
words-mistake-second-title = a second title: a lesson has one
words-mistake-empty-title = title: with no text

# The hint bar: Space's hint while the search is paused.
words-footer-resume = resume

# Units: a speed, a time in seconds.
words-unit-max = max
words-unit-one-event-per-second = 1 event/s
words-unit-events-per-second = { $rate } events/s
words-unit-seconds = { $seconds } s
