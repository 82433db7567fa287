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

# The timeline's gauge, at the end: a search stopped by its memory bound (breadth-first and
# best-first).
view-progress-memory-bound = stopped by the memory bound

## The population panel of genetic (in the stack's place).

## The open list panel of best-first (in the stack's place).

# A placement with no queen yet, where its queens' squares would be listed (also in the
# tries panel of las-vegas).
view-empty-board = (empty board)
# The search stopped when its memory passed the bound (also in breadth-first's counters).
view-stopped-over = stopped: over { $bound }

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
view-rows-held = held
view-rows-nodes = nodes
view-rows-seed = seed
view-rows-bitmask = bitmask
view-rows-best = best
# The memory held, then in brackets its peak or why the search stopped.
view-rows-held-then = { $held } ({ $then })
view-rows-peak = peak { $peak }
# The searches that stop at their first solution.
view-rows-stops-at-one = { $solutions } (stops at one)

## The tries panel of las-vegas (in the stack's place).

## The timeline's gauge for the strategies that cannot jump back.

# The share of the run done (percent with one decimal): the strategy cannot go back.
view-timeline-run-share = { $percent }% of the run · no way back
# A local search: its length is not known in advance.
view-timeline-no-length = no fixed length: random choices decide
# Before the run's length is known: the share of the tree the first rows have covered.
view-timeline-tree-share = ≈{ $percent }% of the tree (counting)
## The Compare view (:compare).
compare-view-title = What each method costs as n grows: events, log scale
compare-view-table-title = What each method costs as n grows: events
compare-view-status = { $done }/{ $all } cells measured · ~ estimated · ↑ at least (cut short) · Esc closes
compare-view-lesson = {" "}· { $next } next step · { $back } step back
compare-view-strategy = strategy
compare-view-axes = board size n →
