# The text commands' words for a person (not their machine formats: the numbers on stdout,
# JSON, `trace` lines stay as they are).

## count: the progress bar on a terminal's stderr. The values are the bar's own fields
## (indicatif's `{percent:>3}`, `{wide_bar}`, `{elapsed_precise}`, `{eta}`): place each once.
commands-count-bar = { $percent }% [{ $bar }] { $elapsed }, ETA { $eta }

## count: the summary on a terminal's stderr once the number is printed. The figures are
## written as they are ($seconds and $rate already rounded).
commands-count-summary = n = { $n }: { $total } solutions, { $unique } unique; { $seconds } s, { $rate } nodes/s on { $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }
commands-count-summary-shard = n = { $n }, shard { $shard }: { $total } solutions, { $unique } unique; { $seconds } s, { $rate } nodes/s on { $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }

## count --plan: how a count would be cut, and how long it would take.
commands-plan-whole = the whole count
commands-plan-shard = shard { $index }/{ $shards }
# $what is commands-plan-whole or commands-plan-shard; $work is written as 4.72 × 10^18.
commands-plan-head = n = { $n }, format { $format }, { $what }: { $subproblems } subproblems, { $work } nodes of estimated work
commands-plan-piece = a piece: { $mean } nodes on average, { $largest } the largest ({ $ratio } × the mean)
commands-plan-shards = { $shards } shards: { $least } to { $most } subproblems, { $least_work } to { $most_work } nodes each
commands-plan-memory = a task needs about { $memory } of memory
commands-plan-time = at { $speed } estimated nodes/s a core (measured here now): { $largest } the largest piece, { $all } in all, on one core
commands-plan-time-shards = at { $speed } estimated nodes/s a core (measured here now): a shard { $least } to { $most }, { $largest } the largest piece, { $all } in all, on one core

## A length of time, its figure already rounded.
commands-duration-ms = { $value } ms
commands-duration-seconds = { $value } s
commands-duration-minutes = { $value } min
commands-duration-hours = { $value } h
commands-duration-days = { $value } days
commands-duration-years = { $value } years

## lesson --check
commands-lesson-checked = { $name }: { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, no mistakes

## worksheet: the printed page.
commands-worksheet-title = The { $n } queens puzzle
commands-worksheet-rules = Place { $n } queens on the { $n }×{ $n } board so that no two share a rank, a file or a diagonal.
commands-worksheet-instructions = No two queens share a rank, a file or a diagonal. { $shown ->
        [one] One solution is
       *[other] { $shown } solutions are
    } shown; find another on the blank board.
# A page for a board with no solution (n = 2, 3): the blank board alone.
commands-worksheet-none = The { $n }×{ $n } board has no solution: try placing { $n } queens on it to see why.
commands-worksheet-solution = Solution { $k }
commands-worksheet-blank = Your solution
# solutions --format svg: the document's title.
commands-svg-solutions-title = nqueens: solutions of n = { $n }

## record: the recording's title, which players show.
commands-record-speed-max = top speed
commands-record-speed = { $rate } events/s
commands-record-title = nqueens: n = { $n }, { $speed }, { $strategy }
commands-record-title-race = nqueens: n = { $n }, { $speed }, race { $a } against { $b }
commands-record-title-lesson = nqueens lesson: { $lesson }

## compare: the progress bar on a terminal's stderr. The values are the bar's own fields
## (indicatif's `{pos}`, `{len}`, `{wide_bar}`, `{elapsed_precise}`): place each once.
commands-compare-bar = { $done }/{ $all } cells [{ $bar }] { $elapsed }
## compare: the table's headings, by the key the machine formats give the figure.
compare-column = { $key ->
        [strategy] strategy
        [n] n
        [events] events
        [placements] placements
        [checks] checks
        [boards] boards
        [solutions] solutions
        [seconds] seconds
        [peak_bytes] peak bytes
       *[complete] complete
    }
compare-column-whole = whole run
## Whether the cell's run ended within its budget ($complete: true or false).
compare-complete = { $complete ->
        [true] yes
       *[false] no
    }
## The whole of a run cut short: its total ($total already written short, as 1.68 × 10^7).
compare-whole = ≈ { $total } { $unit ->
        [boards] boards
       *[placements] placements
    } (estimated)
## compare --format svg: the chart's title, the key to its marks, its axes.
compare-chart-title = Events of each strategy's search as the board grows (log scale)
compare-chart-key = solid: counted · dashed: estimated from a run cut short · ↑: at least (cut short, no estimate)
compare-chart-n = n (queens on an n × n board)
compare-chart-events = events
