# en: race
# The race (:race A B): the line at the top saying how it stands, each side's title and
# counters, and the summary table under them. $name, $a, $b, $first, $other and $strategy are
# strategies' names as typed (`bitmask`); figures already written (`1,234`, `—`) come as texts,
# counts that choose a plural as numbers.

## The lead: a headline and the figures behind it (race-lead joins them). Where the line is
## short of room, the board and speed go first, then the figures, the headline last.
race-lead-with-board = n = { $n } · { $speed } · { $lead }
race-lead = { $headline } · { $figures }
race-lead-over-winner = race over: { $name } took fewer checks per solution
race-lead-over-even = race over: even
race-lead-over-no-solution = race over: n = { $n } has no solution
race-lead-none-yet = no solution yet on either side
# Level on solutions ($solutions a figure): and which side spent fewer checks on them, if one did.
race-lead-level = level at { $solutions } each
race-lead-level-thriftier = level at { $solutions } each, { $name } thriftier
# One side has more solutions: $ahead its count, $behind the other's (a figure); $stops is
# race-stops-one or race-stops-both, or nothing.
race-lead-ahead = { $name } leads: { $ahead } { $ahead ->
        [one] solution
       *[other] solutions
    } to { $behind }{ $stops }
# One side stops at its first solution, the other looks for all: neither leads.
race-lead-unlike = not comparable: { $first } stops at its first solution, { $other } looks for all
# The figures behind the headline: each side's checks per solution ($a_checks, $b_checks:
# figures or —), then $stops.
race-lead-checks = checks per solution: { $a } { $a_checks }, { $b } { $b_checks }{ $stops }
# After a side that stopped at its first solution (or after both).
race-stops-one = {" "}({ $name } stops at its first)
race-stops-both = {" "}(both stop at their first)
# Not comparable: each side's checks ($a, $b: race-unlike-work or race-unlike-work-uncounted).
race-unlike-checks = checks: { $a }, { $b }
race-unlike-work = { $strategy } { $checks } for { $solutions }
race-unlike-work-uncounted = { $strategy } — for { $solutions }

## A side's title, on its border: its strategy and status, the number of the last solution it
## found (once done), and whether it leads. The longest that fits is shown.
race-side-title = { $strategy } · { $status }
race-side-title-ahead = { $strategy } · { $status } · ahead
race-side-title-last = { $strategy } · { $status } · last #{ $k }
race-side-title-last-ahead = { $strategy } · { $status } · last #{ $k } · ahead

## A side's counters: the labels (a column 12 wide) and the words among the values.
race-counter-events = events
race-counter-solutions = solutions
race-counter-checks = checks
race-counter-nodes = nodes
race-counter-boards = boards
race-counter-pace = events/s
race-counter-time = time
# min-conflicts stops at its first solution ($solutions a figure).
race-counter-stops-at-one = { $solutions } (stops at one)

## The summary table: its title, and its column heads.
race-summary-title = Race · n = { $n }
race-summary-title-over = Race over · n = { $n }
race-head-strategy = strategy
race-head-events = events
race-head-solutions = solutions
race-head-checks = checks
race-head-boards = boards tested
race-head-nodes = nodes
race-head-events-per-solution = events/sol.
race-head-checks-per-solution = checks/sol.
race-head-time = time
