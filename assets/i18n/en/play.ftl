# en: play
# Play (p, :play): the board built by hand, its title, and the panel beside it that says what
# the position allows, the keys and the marks. Squares ($square, $pairs' squares) are written
# in the notation (`c5`, `a8–d5`); figures already written (`#7`, `92`) come as texts, counts
# that choose a plural as numbers.

## The board's title: the board's size and the verdict in a few words.
play-board-title = Play n = { $n } · { $verdict }
play-verdict-conflict = conflict
play-verdict-cannot = cannot be completed
play-verdict-checking = checking…
play-verdict-can = can be completed
play-verdict-undecided = undecided
play-verdict-solved = solved

## The panel beside the board.
play-panel-title = Your board
# The labels of its first lines (a column 11 wide).
play-label-queens = queens
play-label-conflicts = conflicts
play-label-cursor = cursor
play-queens-of = { $queens } of { $n }
play-conflicts-none = none
play-conflicts-pairs = { $pairs } { $pairs ->
        [one] pair
       *[other] pairs
    }
# The cursor's square, and what is on it.
play-cursor-queen = { $square } (a queen)
play-cursor-attacked = { $square } (attacked)
play-cursor-free = { $square } (free)

## What the position allows, in sentences (the first in the verdict's colour).
# Queens attack each other: $pairs the first three pairs (`a8–d5`), listed; "more" when there
# are more than three.
play-conflicts = cannot be completed as it stands: queens attack each other ({ $pairs })
play-conflicts-more = cannot be completed as it stands: queens attack each other ({ $pairs }, …)
play-lift-one-of-each = lift one of each pair ({ $key } names the queen to lift)
# A rank or a file with no free square left ($why: play-blocked-rank or play-blocked-file).
play-blocked = cannot be completed: { $why }
play-blocked-rank = rank { $rank } has no free square
play-blocked-file = file { $file } has no free square
play-impossible = cannot be completed: no way to fill the other ranks (searched them all)
play-checking = checking whether it can be completed…
play-completable = can still be completed
play-completable-hint = { $key } shows a square that keeps it so
play-undecided = undecided: the check gave up (too many ways to try)
# What lifting one queen would do, for a position that cannot be completed.
play-rescue-looking = looking for a queen to lift…
play-rescue-lift = lifting one queen is enough ({ $key } names it)
play-rescue-none = no single queen is in the way: lift more, or undo
# A solved board: its number in search order ($number, $total: figures; "of" where the total
# is known), its symmetry class ($files the class's first solution's files, $orbit how many
# solutions it holds), and how it is got from the class's canonical solution (#$canonical).
play-solved-counting = solved: solution #… in search order (counting)
play-solved-counting-of = solved: solution #… of { $total } in search order (counting)
play-solved = solved: solution #{ $number } in search order
play-solved-of = solved: solution #{ $number } of { $total } in search order
play-solved-too-long = solved! Its number in search order would take too long to count at n = { $n }
play-class = class { $files } ({ $orbit } { $orbit ->
        [one] solution
       *[other] solutions
    })
play-canonical = this is the class's canonical (first) solution
play-transform = = { $transform } of the canonical one
play-transform-numbered = = { $transform } of the canonical one, #{ $canonical }

## What the board's marks mean, in colour and (for NO_COLOR, where highlights are reversed
## video) without.
play-mark-queen = queen (red: in conflict)
play-mark-queen-plain = queen (reversed: in conflict)
play-mark-attacked = attacked square
play-mark-line = line between two in conflict
play-mark-hint = the hint's square
play-mark-cursor = cursor's rank (square in blue)
play-mark-cursor-plain = cursor's rank (square reversed)
