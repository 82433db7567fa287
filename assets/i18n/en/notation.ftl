# How squares are named on the screen (`--notation`, `:notation`): chess (files and ranks,
# `d4`) or the articles' numbering (row from the top, then column, from 0: `(4,3)`).

# The `:notation` command in the help's list of commands.
help-command-notation = [chess|numbers]: name squares as chess does (d4) or as the articles number them, row from the top then column, from 0 ((4,3)); alone: the other one
# What `:notation` takes.
notation-arg = a notation (chess or numbers)
# After `:notation`.
notation-switched = { $notation ->
    [numbers] Squares now named as the articles number them: row from the top, then column, from 0, (4,3) for a[4] = 3.
   *[chess] Squares now named as on the board: file letter and rank, rank 1 at the bottom (d4).
}

# The masks' explanation below the board in the articles' numbering (bit c is column c).
notation-masks-explanation = Bit c is column c (column 0 = bit 0). free = full & !(cols | ld | rd); the search takes its lowest set bit next. Going down a row, ld ╲ shifts <<1 (one column right) and rd ╱ shifts >>1 (one column left): a diagonal moves one column per row.
notation-masks-explanation-short = Bit c is column c. free = full & !(cols | ld | rd). Down a row: ld <<1, rd >>1.
# Under the code panel's bit strings, in the articles' numbering.
notation-code-bits-read = bits below: bit 0 (column 0) first
# Predict's question in the articles' numbering: a square is typed as row,column.
notation-predict-question-placements = Row { $rank }: where does the next queen go? Click or type a square as row,column (4,3), or x: a dead end.
# A guess that names no square, in the articles' numbering.
notation-predict-not-a-square = `{ $text }` is not a square of this board: its row from the top, a comma, its column, from 0 (4,3)
