# en: arrays, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `arrays`).
strategy-arrays = arrays
strategy-arrays-about = Test each column in turn with three boolean arrays: col[c], diag[row + col], anti_diag[n - col + row]

# Three boolean arrays (`arrays`).
code-arrays-taken = continue  # taken: refused
code-arrays-place = place queen (row, c): set
code-arrays-set = col, diag, anti_diag true
code-arrays-lift = lift queen: set them false
code-value-every-c-refused = { $row }: every c refused

panel-legend-arrays-testing = arrays: testing this square
panel-legend-arrays-refused = arrays: refused, line to queen
panel-explanation-arrays = Arrays
panel-masks-title-arrays = arrays col, diag, anti_diag
