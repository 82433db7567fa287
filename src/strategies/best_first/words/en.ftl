# en: best-first, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `best-first`).
strategy-best-first = best-first
strategy-best-first-about = A* family: partial placements queued by f = g + h (all tie at n), ties to the deeper, then the most free squares below; the best is expanded until one is complete

# Best-first (`best-first`), the A* family; the last two lines say why plain A* degenerates.
code-best-first-open = open = [empty board]  # f = n
code-best-first-empty = if open empty: no solution
code-best-first-pop = p = pop best (least f, then
code-best-first-pop-ties = deeper, most free below)
code-best-first-set-up = set up p  # lift, place
code-best-first-full = if p has n queens:
code-best-first-for = for col free on rank g(p):
code-best-first-child = c = p + queen (g, col)
code-best-first-blocked = if a rank below c is full:
code-best-first-prune = prune c  # h = infinite
code-best-first-push = else: push c  # f = g+h = n
code-best-first-ties = # f ties everywhere: A* alone
code-best-first-ties-steer = # is breadth-first; ties steer
# The board taken from the open list: $g queens, its f, $free free squares below it.
code-value-popped = { $g ->
        [one] { $g } queen
       *[other] { $g } queens
    }, f = { $f }, { $free } free below
code-value-queued = { $count } queued (most { $peak })
code-value-pushed = { $pushed } pushed, { $pruned } pruned

panel-legend-placement-popped = placement popped
panel-legend-child-queued = child queued (expanded)
panel-legend-child-pruned = child pruned: a rank dies
panel-how-best-first = The best placement of the open list is popped and expanded by every free file of the next rank; f = g + h is n for all, so the tie-break (deeper, then most free squares below) decides.
panel-how-best-first-short = The best queued placement is expanded.
panel-no-masks-how-best-first = queues placements by f = g + h and expands the best

# The panel's title.
view-open-list-title = Open list
# Label and figures: placements waiting now, and the most there were.
view-open-list-queued = queued
view-open-list-queued-most = { $queued } (most { $most })
# Label and figures: the memory the list holds, against its bound.
view-open-list-held = held
view-open-list-held-of = { $held } of { $bound }
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
view-rows-popped = popped
view-rows-expanded = expanded
view-rows-queued = queued
view-rows-pushed = pushed
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

words-no-dead-ends-best-first = best-first has no dead ends: a child with a rank below left without a free square is pruned, never queued ({ $key }: to its solution)
# The narration of best-first.
words-best-first-set-up = set up the placement popped: queen on { $square }
words-best-first-lifted = lift { $square }: the placement popped has no queen there
words-best-first-popped = popped the best of { $queued } queued: { $g ->
        [one] { $g } queen
       *[other] { $g } queens
    } to { $square }, f = { $f }, { $free ->
        [one] { $free } free square
       *[other] { $free } free squares
    } below
words-best-first-expanded = expand by rank { $rank }: { $pushed } queued ({ $queued } in the open list)
words-best-first-expanded-pruned = expand by rank { $rank }: { $pushed } queued, { $pruned } pruned (a rank below them has no free square; { $queued } in the open list)
words-best-first-solved = a complete placement popped: solution found, { $expanded ->
        [one] { $expanded } placement
       *[other] { $expanded } placements
    } expanded

# Its own event, short (the counters' last event; stepping back over it).
words-event-expand = expand by rank { $rank }: { $pushed } queued

# Its search stopped (trace): the open list would pass its memory bound.
error-best-first-memory = best-first stopped after { $expanded } placements expanded: its open list would pass { $mib } MiB of memory
