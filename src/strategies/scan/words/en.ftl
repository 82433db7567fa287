# en: scan, its own words (the shared ones are in assets/i18n/en/)

# The scan (`scan`): valid(row, col) checks the queens above.
code-scan-no-col = # no col left: back up
code-scan-attacks = if queen r attacks it: no
code-value-every-col-refused = { $row }: every col refused
