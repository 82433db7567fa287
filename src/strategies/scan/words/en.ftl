# en: scan, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `scan`).
strategy-scan = scan
strategy-scan-about = Test each column in turn against every queen placed so far (the textbook `valid(row, col)`)

# The scan (`scan`): valid(row, col) checks the queens above.
code-scan-no-col = # no col left: back up
code-scan-attacks = if queen r attacks it: no
code-value-every-col-refused = { $row }: every col refused
