# en: code — the code panel (`:code`): each strategy as short pseudocode. The code stays
# code (for, if, names, cols|ld|rd); the words and the comments are said in the language.
# A line is at most 32 columns on screen, its indentation included (a Chinese character takes 2).

# Lines shared by several listings.
code-solution-return = if row == n: solution; return
code-solution-stop = solution; stop
code-place = place queen (row, col)
code-lift = lift queen (row, col)
code-no-c-left = # no c left: back up
# The bitmask search (`bitmask`).
code-bitmask-dead-end = if free == 0: dead end; return
code-bitmask-place = place queen (row, col(bit))
code-bitmask-lift = lift queen (row, col(bit))
# The scan (`scan`): valid(row, col) checks the queens above.
code-scan-no-col = # no col left: back up
code-scan-attacks = if queen r attacks it: no
# Three boolean arrays (`arrays`).
code-arrays-taken = continue  # taken: refused
code-arrays-place = place queen (row, c): set
code-arrays-set = col, diag, anti_diag true
code-arrays-lift = lift queen: set them false
# The board as a matrix (`matrix`).
code-matrix-place = board[row][c] = 1  # place
code-matrix-lift = board[row][c] = 0  # lift
code-matrix-walk = walk up, up-left, up-right:
code-matrix-met = a queen before the edge: yes
# Every arrangement, then a test of the whole board (`permutations`, `bruteforce`).
code-permutations-for = for col not taken above:
code-bruteforce-for = for col in 0 .. n:  # any file
code-test-board = test():  # the whole board
code-test-refuse = if r2 attacks r: refuse
code-test-solution = solution
# Min-conflicts (`min-conflicts`): a random board repaired move by move.
code-min-conflicts-board = board = random permutation
code-min-conflicts-repeat = repeat bound times:
code-min-conflicts-none-attacked = if no queen attacked:
code-min-conflicts-row = row = random attacked queen
code-min-conflicts-col = col = least attacked square
code-min-conflicts-col-ties = of row (ties: random)
code-min-conflicts-move = move queen of row to col
code-min-conflicts-restart = # no luck: restart
# Breadth-first (`breadth-first`): level by level.
code-breadth-frontier = frontier = [empty board]
code-breadth-set-up = set up board  # place, lift
code-breadth-safe = if safe: next += board+col
code-breadth-level = frontier = next  # level row
# Las Vegas (`las-vegas`): k ranks at random, then backtracking.
code-las-vegas-try = repeat:  # one try
code-las-vegas-clear = clear the board
code-las-vegas-free = free = files not attacked
code-las-vegas-fails = if free empty: try fails
# A line and its continuation, under `(row, `.
code-las-vegas-place = place queen (row, a random
code-las-vegas-place-file = file of free)
code-las-vegas-backtrack = backtrack(k)  # as bitmask
code-las-vegas-completes = if it completes the board:
code-las-vegas-else = # else the try fails
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
# The genetic algorithm (`genetic`).
code-genetic-boards = boards = P random, 1 per rank
code-genetic-repeat = repeat:  # one generation
code-genetic-fitness = fitness = pairs not attacking
code-genetic-best = best = the fittest board
code-genetic-show = show best's changed ranks
code-genetic-stop = if best is a solution: stop
code-genetic-next = next = [best]  # kept as is
code-genetic-while = while next holds under P:
code-genetic-parents = a, b = best of 3 drawn, x2
code-genetic-cut = boards = next  # c: random cut

# The panel's title ($strategy is its name as typed) and its bottom border.
code-title = Code · { $strategy }
code-hides = :code hides
# Above the values when they hold bit strings: how to read them.
code-bits-read = bits below: bit 0 (file a) first
# The names of the values beside the code that are words (the code's own variables, row,
# col, free, cols, r2, P, keep their names).
code-name-seen = seen
code-name-moves = moves
code-name-walk = walk
code-name-met = met
code-name-read = read
code-name-set = set
code-name-clear = clear
code-name-order = order
code-name-empty = empty
code-name-wipeouts = wipeouts
code-name-try = try
code-name-among = among
code-name-fails = fails
code-name-held = held
code-name-gen = gen
# The values beside the code. $row is a rank as the code counts it (0 at the top), $rank
# as the board names it; $square a square (c5).
code-value-rank = { $row } (rank { $rank })
code-value-r-rank = { $row }: rank { $rank }
code-value-queen-on = { $row }: the queen on { $square }
code-value-the-queen-on = the queen on { $square }
code-value-no-queen = no queen: free
code-value-cells = { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }
code-value-board-full = { $row } = n: the board is full
code-value-every-c-refused = { $row }: every c refused
code-value-every-col-refused = { $row }: every col refused
# Boards tested so far of all there are ($all may be ?).
code-value-boards = { $seen } of { $all ->
        [one] { $all } board
       *[other] { $all } boards
    }
code-value-was-on = { $row } (was on { $square })
code-value-attacked-by = { $col } ({ $square }, attacked by { $count })
code-value-random-board = random board #{ $attempt }
# One of a number: the current rank of n, the current board of the level's.
code-value-of = { $at } of { $all }
code-value-boards-so-far = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    } so far
code-value-ranks-of = { $k } of { $n ->
        [one] { $n } rank
       *[other] { $n } ranks
    }
code-value-free-files = { $count ->
        [one] { $count } free file
       *[other] { $count } free files
    } (last random)
# The tries that failed in the random ranks and in the backtracking after them.
code-value-fails = { $random } random, { $backtracking } backtr.
code-value-order-fixed = fixed (top down)
code-value-empty-domain = domain[{ $row }]: rank { $rank }
# The board taken from the open list: $g queens, its f, $free free squares below it.
code-value-popped = { $g ->
        [one] { $g } queen
       *[other] { $g } queens
    }, f = { $f }, { $free } free below
code-value-queued = { $count } queued (most { $peak })
code-value-pushed = { $pushed } pushed, { $pruned } pruned
code-value-at-most = { $generation } (at most { $max })
code-value-pairs = { $fitness } of { $max ->
        [one] { $max } pair
       *[other] { $max } pairs
    }
# The population: $size boards, each parent the best of $tournament drawn.
code-value-population = { $size ->
        [one] { $size } board
       *[other] { $size } boards
    }, best of { $tournament }
code-value-rate = { $rate } ({ $count } mutated)
