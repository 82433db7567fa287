# en: views

## The search tree panel (:tree).

# The panel's title, before the tree is counted; n is the board size.
view-tree-title = Tree n = { $n }
# The panel's title with the tree's size; nodes is a figure, with ≈ before it when estimated.
view-tree-title-nodes = Tree n = { $n } · { $count ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
# After the title while the tree's size is still being counted.
view-tree-counting = counting…
# Inside the panel, before the first frame has its tree.
view-tree-counting-tree = counting the tree…
# Bottom border: the ranks shown when not all fit (ranks top–bottom of n).
view-tree-ranks-shown = ranks { $top }–{ $bottom } of { $n }
# Bottom border: what a node's width means.
view-tree-width-share = width: share of nodes
# Bottom border: a click on a node goes to where the search entered it.
view-tree-click = click: go there
# The state line: the event number (event is a figure such as "1,234 / ≈5,678").
view-tree-event = event { $event }
# The state line: solutions found (count chooses the form, shown is the figure written).
view-tree-solutions = { $count ->
    [one] { $shown } solution
   *[other] { $shown } solutions
}
# The legend of the fills: on the current path; with solutions; dead ends only; not entered
# yet; nodes drawn together, partly explored.
view-tree-legend-path = path
view-tree-legend-solutions = solutions
view-tree-legend-dead-ends = dead ends only
view-tree-legend-ahead = not yet
view-tree-legend-partly = partly

## The heat map's panel (:heat).

# The panel's title: the board is shaded by placements so far, or by the solutions found.
view-heat-title-placements = Heat · placements
view-heat-title-solutions = Heat · in solutions
# Bottom border: typing :heat again changes what the board is shaded by.
view-heat-again = :heat again
# Before the colour scale (from 0 to the hottest count).
view-heat-scale = scale
# Under the scale before anything is counted.
view-heat-nothing-yet = nothing counted yet
# Under the scale: the hottest square and its count.
view-heat-hottest = hottest { $square } ({ $count })
# The heads of the lines per rank: the rank, the nodes under it, the dead ends among them.
view-heat-rank = rank
view-heat-nodes = nodes
view-heat-dead-ends = dead ends
# The last line when not every rank fits.
view-heat-more-ranks = ⋮ { $count ->
        [one] { $count } more rank
       *[other] { $count } more ranks
    }

## The stack panel (beside the board): one line per rank down to the rank searched.

# The panel's title.
view-stack-title = Stack
# Column heads: the rank; its queen's file (q, one column wide); the files not tried yet, as
# bits; how many are left; the nodes explored under the queen.
view-stack-rank = rank
view-stack-q = q
view-stack-untried = untried
view-stack-left = left
view-stack-nodes = nodes
# In the nodes column of the rank being searched: the search is done, or still under way.
view-stack-done = done
view-stack-searching = searching
# The line that stands for the ranks left out above the ones shown (ranks top–bottom).
view-stack-ranks-above = ⋮ ranks { $top }–{ $bottom } above
# Column head, for a local search: how many queens attack this one.
view-stack-attacked-by = attacked by
# Column head, for a search that builds complete boards: it keeps no stack.
view-stack-no-stack = (complete boards: no stack)
# Under a local search's attacked queens: every queen listed is safe.
view-stack-none-attacked = { $ranks ->
        [one] the queen: not attacked
       *[other] all { $ranks } queens: none attacked
    }
# Under a local search's attacked queens when none are listed: how many are attacked.
view-stack-ranks-attacked = ⋮ { $ranks ->
        [one] { $ranks } rank
       *[other] { $ranks } ranks
    }, { $attacked } attacked
# Under the attacked queens listed: the ranks not listed are not attacked.
view-stack-others-safe = ⋮ { $rest ->
        [one] { $rest } other rank
       *[other] { $rest } other ranks
    }, not attacked
# Under the attacked queens listed: how many of the ranks not listed are attacked.
view-stack-others-attacked = ⋮ { $rest ->
        [one] { $rest } other rank
       *[other] { $rest } other ranks
    }, { $attacked } attacked
# A search that has placed nothing yet.
view-stack-no-queen = (no queen yet)

## The frontier panel of breadth-first (in the stack's place).

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
# The timeline's gauge, at the end: a search stopped by its memory bound (breadth-first and
# best-first).
view-progress-memory-bound = stopped by the memory bound
# The timeline's gauge, at the end of breadth-first.
view-frontier-every-rank = every rank added
# The timeline's gauge during breadth-first: the level being built and the board extended.
view-frontier-progress = level { $level } of { $n } · board { $board } of { $boards }

## The population panel of genetic (in the stack's place).

# The panel's title before the first generation is bred, and after (generation is a figure).
view-population-title = Population
view-population-generation = Generation { $generation }
# Under the panel: the boards in the population and the mutation rate.
view-population-boards = boards
view-population-mutation = { $boards } · mutation { $mutation }
# Before the first generation is bred.
view-population-not-bred = (not bred yet)
# The fitness now, and the labels of the sparklines over the last generations: the best
# board's, the mean, the worst (said shorter as "low" where the line is narrow).
view-population-best = best
view-population-mean = mean
view-population-worst = worst
view-population-low = low
# The histogram's heads: a fitness, the boards that have it.
view-population-fit = fit
# The histogram's last line: the boards of the fitnesses not listed.
view-population-less-fit = … { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    } less fit
# The timeline's gauge: given up at the generations' bound; solved; under way.
view-population-gave-up = gave up at the bound, { $bound ->
        [one] { $bound } generation
       *[other] { $bound } generations
    }
view-population-solved = solved in generation { $generation }
view-population-progress = generation { $generation } of at most { $bound }

## The open list panel of best-first (in the stack's place).

# The panel's title.
view-open-list-title = Open list
# A placement with no queen yet, where its queens' squares would be listed (also in the
# tries panel of las-vegas).
view-empty-board = (empty board)
# Label and figures: placements waiting now, and the most there were.
view-open-list-queued = queued
view-open-list-queued-most = { $queued } (most { $most })
# Label and figures: the memory the list holds, against its bound.
view-open-list-held = held
view-open-list-held-of = { $held } of { $bound }
# The search stopped when its memory passed the bound (also in breadth-first's counters).
view-stopped-over = stopped: over { $bound }
# Column heads after f and g (A*'s, unchanged): the free squares below the placement, and
# its queens' squares.
view-open-list-free = free
view-open-list-files = files
# The timeline's gauge at the end: a complete placement was popped; the list ran empty.
view-open-list-complete = a complete placement popped
view-open-list-empty = open list empty: no solution
# The timeline's gauge during the search: the deepest placement popped, the ones expanded.
view-open-list-progress = popped { $popped } of { $n ->
        [one] { $n } queen
       *[other] { $n } queens
    } · { $expanded } expanded

## The arrays panel of the strategy arrays (under the board, in the masks' place). The
## arrays' names (col, diag, anti_diag) and their index formulas are notation: unchanged.

# Below the board: what the arrays mean, long and short.
view-arrays-explanation = col[c], diag[row + c] and anti_diag[n - c + row] are 1 where a queen stands on that file or diagonal (rows from 0 at the top). A square is free when all three are 0; the test reads col first and stops at the first 1. Placing sets them, lifting clears them.
view-arrays-explanation-short = Free if col[c], diag[row+c] and anti_diag[n-c+row] are 0.
# Under the arrays: the square of the last event and the entries (such as "col[0] diag[0]")
# the test reads; reads and refuses the square; a placed queen sets; a lifted queen clears.
view-arrays-reads = { $square } reads { $entries }
view-arrays-refused = { $square } refused: read { $entries }
view-arrays-sets = { $square } sets { $entries }
view-arrays-clears = { $square } clears { $entries }
# Under the arrays, when a found solution is shown instead of the search.
view-arrays-solution = set by the solution shown
# Under the arrays, when no event involves them: which entries a square (row, col) reads.
view-arrays-indices = indices of (row, col): col, row+col, n-col+row

## The masks' explanation below the board (bitmask and scan). The masks' names (cols, ld, rd,
## free, full) and the operators are notation: unchanged.

view-masks-explanation = Bit c is column c (file a = bit 0). free = full & !(cols | ld | rd); the search takes its lowest set bit next. Going down a row, ld ╲ shifts <<1 (one column right) and rd ╱ shifts >>1 (one column left): a diagonal moves one column per row.
view-masks-explanation-short = Bit 0 is file a. free = full & !(cols | ld | rd). Down a row: ld <<1, rd >>1.

## The matrix's explanation below the board (strategy matrix): how is_conflict walks.

view-walk-explanation = The board is an n×n matrix of 0/1. is_conflict(row, col) walks up from the square, cell by cell: its file, then up-left, then up-right, until a queen (refused) or the edge. The ranks below are still empty: never looked at.
view-walk-explanation-short = Walk up the file and both diagonals to a queen or the edge.

## The counters of the strategies with their own (breadth-first, las-vegas, genetic,
## forward-checking, best-first), in the Search panel: a label (at most 11 columns) and a
## value a line.

# Labels.
view-rows-solutions = solutions
view-rows-level = level
view-rows-extending = extending
view-rows-levels = levels
view-rows-held = held
view-rows-depth-first = depth-first
view-rows-nodes = nodes
view-rows-tests = tests
view-rows-seed = seed
view-rows-try = try
view-rows-success = success
view-rows-random = random
view-rows-backtracked = backtracked
view-rows-bitmask = bitmask
view-rows-generation = generation
view-rows-best = best
view-rows-mean = mean
view-rows-scored = scored
view-rows-mutated = mutated
view-rows-mean-trend = mean trend
view-rows-order = order
view-rows-rank = rank
view-rows-wipe-outs = wipe-outs
view-rows-pruned = pruned
view-rows-checks = checks
view-rows-popped = popped
view-rows-expanded = expanded
view-rows-queued = queued
view-rows-pushed = pushed
# breadth-first's level: stopped by the memory bound; done; adding a rank (level of n).
view-rows-level-stopped = stopped adding rank { $rank }
view-rows-level-done = done ({ $levels } of { $n ->
        [one] { $n } rank
       *[other] { $n } ranks
    })
view-rows-level-adding = adding rank { $rank } ({ $level } of { $n })
# breadth-first: the frontier board being extended.
view-rows-extending-board = board { $board } of { $boards }
# The memory held, then in brackets its peak or why the search stopped.
view-rows-held-then = { $held } ({ $then })
view-rows-peak = peak { $peak }
# breadth-first: the memory the depth-first search holds instead.
view-rows-depth-first-bytes = { $bytes }: one board, one stack
# The searches that stop at their first solution.
view-rows-stops-at-one = { $solutions } (stops at one)
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
# genetic: the generation: given up at the bound; of the bound; none bred yet.
view-rows-generation-gave-up = { $generation } (gave up at the bound)
view-rows-generation-of = { $generation } of at most { $bound }
view-rows-generation-none = — (none bred yet)
# genetic: the best board's pairs of queens not attacking each other, of all pairs.
view-rows-best-safe = { $best } of { $pairs ->
        [one] { $pairs } pair
       *[other] { $pairs } pairs
    } safe
# genetic: the mean fitness, and the worst.
view-rows-mean-worst = { $mean } (worst { $worst })
# genetic: the seed, the population, the mutation rate.
view-rows-seed-population = { $seed }, { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }, mutation { $mutation }
# genetic: boards scored, children mutated.
view-rows-boards = { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }
view-rows-children = { $children ->
        [one] { $children } child
       *[other] { $children } children
    }
# genetic: the mean fitness's sparkline over the last generations.
view-rows-trend-last = { $sparkline } last { $generations }
# forward-checking: the order the ranks are filled in (fixed and mrv are --order's values).
view-rows-order-fixed = fixed: ranks from the top
view-rows-order-mrv = mrv: fewest open files first
# forward-checking: a wipe-out; the rank filled next; done; the queens placed.
view-rows-wipe-out-on = wipe-out on rank { $rank }
view-rows-rank-next = { $rank } next ({ $placed } of { $n } placed)
view-rows-done = done
view-rows-placed = { $placed } of { $n } placed
# forward-checking: squares struck from the domains; domains checked.
view-rows-squares = { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    }
view-rows-domains = { $domains ->
        [one] { $domains } domain
       *[other] { $domains } domains
    }
# best-first: the placement popped last: its queens, f, the free squares below it.
view-rows-popped-queens = { $queens ->
        [one] { $queens } queen
       *[other] { $queens } queens
    }, f = { $f } ({ $free } free below)
# best-first: the next to be popped, when the open list is empty.
view-rows-open-list-empty = — (open list empty)
# best-first: the placements queued now, and the most there were.
view-rows-queued-now = { $queued } now, { $most } at most
# best-first: placements pushed, and pruned.
view-rows-pushed-pruned = { $pushed } ({ $pruned } pruned)

## The domains panel of forward-checking (in the stack's place).

# The panel's title; order is --order's value (fixed or mrv).
view-domains-title = Domains · { $order } order
# Bottom border: the wipe-outs and the squares pruned so far.
view-domains-totals = wipe-outs { $wipeouts } · pruned { $pruned }
# Column heads: the rank; its queen's file (q, one column wide); the files still open to
# it, as bits; how many.
view-domains-rank = rank
view-domains-q = q
view-domains-domain = domain
view-domains-open = open
# After "0", for a rank whose domain a wipe-out emptied.
view-domains-wiped = wiped
# The line for the ranks not listed when not all fit, longest wording first: all of them
# are filled; some are still open.
view-domains-filled-unlisted = { $count ->
        [one] { $count } rank filled
       *[other] { $count } ranks filled
    }, not listed
view-domains-filled-ranks = { $count ->
        [one] { $count } rank filled
       *[other] { $count } ranks filled
    }
view-domains-filled = { $count } filled
view-domains-ranks-unlisted = { $count ->
        [one] { $count } rank
       *[other] { $count } ranks
    } not listed
view-domains-unlisted = { $count } not listed
# The timeline's gauge: done; the share of the tree searched (percent with one decimal).
view-domains-all-searched = the whole tree searched
view-domains-searched = searched { $percent }% · no way back

## The tries panel of las-vegas (in the stack's place).

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

## The timeline's gauge for the strategies that cannot jump back.

# The share of the run done (percent with one decimal): the strategy cannot go back.
view-timeline-run-share = { $percent }% of the run · no way back
# A local search: its length is not known in advance.
view-timeline-no-length = no fixed length: random choices decide
# Before the run's length is known: the share of the tree the first rows have covered.
view-timeline-tree-share = ≈{ $percent }% of the tree (counting)
