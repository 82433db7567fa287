# en: dancing-links, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `dancing-links`).
strategy-dancing-links = dancing-links
strategy-dancing-links-about = Knuth's Algorithm X with dancing links: ranks and files are columns to cover exactly once, diagonals at most once; it covers the column with the fewest squares left (mrv, ties from the middle out), tries each of its squares and uncovers in reverse; --order fixed covers the first open rank

# Algorithm X (`dancing-links`): the code panel. `cover`, `uncover`, `rows`, `search` stay
# as they are written.
code-dlx-solution = if no column is left: solution
code-dlx-choose = c = a column not covered
code-dlx-choose-how = # mrv: fewest rows; fixed: first
code-dlx-dead-end = if c has no row: back up  # dead end
code-dlx-take = take r: cover its other columns
code-dlx-give-back = give r back: uncover them, in reverse
code-dlx-cover = cover(c): unlink c from the headers,
code-dlx-cover-rows = each row of c from the other columns
code-value-dlx-order-fixed = fixed (first column open)
code-value-dlx-order-mrv = mrv (fewest rows, middle first)
code-value-dlx-column = { $column }, { $size ->
        [one] { $size } row
       *[other] { $size } rows
    }

panel-legend-dlx-to-try = column's square to try
panel-legend-dlx-unlinked = row unlinked: covered
panel-legend-dlx-empty = empty column: dead end
panel-how-dancing-links = Ranks and files are columns to cover once, diagonals at most once; each square is a row. Covering a column unlinks its squares from the others (·: unlinked, blank: still linked); uncovering links them back in reverse.
panel-how-dancing-links-short = Cover the column with the fewest squares, try each.
panel-no-masks-how-dancing-links = keeps the exact-cover matrix as dancing links

# dancing-links' counters: labels (at most 11 columns), then values.
view-rows-dlx-order = order
view-rows-dlx-column = column
view-rows-dlx-empty = dead ends
view-rows-dlx-updates = updates
view-rows-dlx-sizes-read = sizes read
view-rows-dlx-order-fixed = fixed: first open column
view-rows-dlx-order-mrv = mrv: fewest squares first
# The column chosen at this depth: its squares still to try (all until it is covered) of
# the squares it had when chosen; empty (a dead end); just uncovered; every column covered
# (a solution); between two choices, the queens placed so far.
view-rows-dlx-column-to-try = { $column }: { $left } of { $size ->
        [one] { $size } square
       *[other] { $size } squares
    } to try
view-rows-dlx-column-empty = { $column }: empty, a dead end
view-rows-dlx-column-uncovered = { $column } uncovered: back up
view-rows-dlx-column-all-covered = all covered: a solution
view-rows-dlx-done = done
view-rows-dlx-choosing = choosing; { $placed } of { $n } placed

# A primary column: a rank or a file.
words-dlx-rank = rank { $rank }
words-dlx-file = file { $file }
# The narration of dancing-links.
words-dlx-chose-empty = { $column } has no square left: an empty column, a dead end — back up
words-dlx-chose-mrv = choose { $column }: fewest squares left ({ $size })
words-dlx-chose-fixed = choose { $column }, the first column open: { $size ->
        [one] { $size } square
       *[other] { $size } squares
    } left
words-dlx-covered = cover { $column }: its { $size ->
        [one] square leaves
       *[other] { $size } squares leave
    } the other columns ({ $links } links unlinked)
words-dlx-took = take { $square }: a queen covers its rank, file and diagonals ({ $links } links unlinked); { $left ->
        [one] { $left } square
       *[other] { $left } squares
    } of the column still to try
words-dlx-gave-back = give back { $square }: its links dance back in ({ $links }); { $left ->
        [one] { $left } square
       *[other] { $left } squares
    } of the column still to try
words-dlx-uncovered = uncover { $column }: every square tried, its links back — back up
words-dlx-solved = solution #{ $index }: every rank and file covered once ({ $files })
# Its events, as the stats panel's last event.
words-event-dlx-choose = choose { $column } ({ $size } left)
words-event-dlx-cover = cover { $column }
words-event-dlx-uncover = uncover { $column }

# The exact-cover matrix panel (in the stack's place): its title, the rows still linked of
# all the squares and the columns; its bottom border, the links undone so far.
view-dlx-matrix-title = Exact cover · { $rows }/{ $squares } rows · { $columns } columns
view-dlx-matrix-totals = updates { $updates }

# Predict mode (:predict): Algorithm X fills no rank from the top, so the question names
# none; the answer names the column chosen ($column: its name and why, from
# words-dlx-predict-column-*).
words-dlx-predict-question = Where does the next queen go? Algorithm X covers a column, then takes its first square still to try. Click or type a square (c5), or x: a column is empty, a dead end.
words-dlx-predict-short-question = Where does the next queen go? (a square, or x: an empty column)
words-dlx-predict-question-deadends = Is a rank or a file left without a square, a dead end? y or x: yes, n: no.
words-dlx-predict-short-question-deadends = An empty column, a dead end? (y or x: yes, n: no)
words-dlx-predict-column-fewest = { $column } ({ $size ->
        [one] { $size } square
       *[other] { $size } squares
    } left, the fewest)
words-dlx-predict-column-first = { $column } (the first column open, { $size ->
        [one] { $size } square
       *[other] { $size } squares
    } left)
words-dlx-predict-takes = the search covers { $column }; its first square still to try, { $next }, takes the queen.
words-dlx-predict-has-free = no column is empty: the search covers { $column } and takes { $next }.
words-dlx-predict-goes-on = the column being covered goes on with its next square still to try, { $next }.
words-dlx-predict-goes-on-not = { $square } is not next: the column being covered goes on with its next square still to try, { $next }.
words-dlx-predict-out = { $square } is out of the matrix: the queen on { $queen } covers it along the { $along }. The next queen goes on { $next }.
words-dlx-predict-other = { $square } is still in the matrix, but the search covers { $column } first: the next queen goes on { $next }.
words-dlx-predict-short-other = { $square } is not in { $column }, covered first; the next queen goes on { $next }.
words-dlx-predict-tried = { $square } was tried already (everything under it is searched); the column goes on with { $next }.
words-dlx-predict-waits = { $square } waits its turn: { $column }'s squares are tried in order, { $next } first.
