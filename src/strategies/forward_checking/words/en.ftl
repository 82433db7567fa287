# en: forward-checking, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `forward-checking`).
strategy-forward-checking = forward-checking
strategy-forward-checking-about = Backtracking that prunes ahead: each queen removes the squares it attacks from the open ranks' domains, and an emptied domain (a wipe-out) backs up at once; --order mrv fills the most constrained rank first

# Forward checking (`forward-checking`): every open rank keeps its domain.
code-forward-domains = domain[every rank] = all files
code-forward-filled = if every rank filled: solution
code-forward-next = r = next rank  # top, or mrv:
code-forward-mrv = # fewest open, ties topmost
code-forward-place = place queen (r, c)
code-forward-strike = strike its attacks from
code-forward-strike-from = every open rank's domain
code-forward-empties = if a domain empties:
code-forward-wipeout = wipeout  # back up at once
code-forward-else = else: search(); lift (r, c)
code-value-r-rank = { $row }: rank { $rank }
code-value-order-fixed = fixed (top down)
code-value-empty-domain = domain[{ $row }]: rank { $rank }

panel-legend-rank-next = rank filled next; ○ next try
panel-legend-struck = struck from its domain
panel-legend-wipe-out = wipe-out: domain empty
panel-how-forward-checking = Each queen strikes the squares it attacks from the open ranks' domains (blank: still open); an empty domain is a wipe-out, and the search backs up at once.
panel-how-forward-checking-short = Queens prune the open ranks' domains ahead.
panel-no-masks-how-forward-checking = keeps each open rank's domain, pruned ahead

view-rows-order = order
view-rows-rank = rank
view-rows-wipe-outs = wipe-outs
view-rows-pruned = pruned
view-rows-checks = checks
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

# The narration of forward-checking.
words-forward-placed = place { $square }: { $pruned ->
        [one] { $pruned } square
       *[other] { $pruned } squares
    } struck ahead
words-forward-placed-fixed = place { $square }: { $pruned ->
        [one] { $pruned } square
       *[other] { $pruned } squares
    } struck ahead; rank { $rank }: { $open ->
        [one] { $open } file
       *[other] { $open } files
    } open
words-forward-placed-mrv = place { $square }: { $pruned ->
        [one] { $pruned } square
       *[other] { $pruned } squares
    } struck ahead; next rank { $rank }, fewest open ({ $open })
words-forward-wipe-out = wipe-out: { $by } left rank { $rank } no open square — back up at once
words-forward-lifted-last = lift { $square }: no file of its rank left to try
words-forward-lifted = lift { $square }: { $left ->
        [one] { $left } file
       *[other] { $left } files
    } of its rank still to try

# The domains panel of forward-checking (in the stack's place).

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

# Its own event, short (the counters' last event; stepping back over it).
words-event-wipe-out = wipe-out on rank { $rank }
