# en: code — the code panel (`:code`): each strategy as short pseudocode. The code stays
# code (for, if, names, cols|ld|rd); the words and the comments are said in the language.
# A line is at most 32 columns on screen, its indentation included (a Chinese character takes 2).

# Lines shared by several listings.
code-solution-return = if row == n: solution; return
code-solution-stop = solution; stop
code-place = place queen (row, col)
code-lift = lift queen (row, col)
code-no-c-left = # no c left: back up
code-test-board = test():  # the whole board
code-test-refuse = if r2 attacks r: refuse
code-test-solution = solution

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
code-value-queen-on = { $row }: the queen on { $square }
# Boards tested so far of all there are ($all may be ?).
code-value-boards = { $seen } of { $all ->
        [one] { $all } board
       *[other] { $all } boards
    }
