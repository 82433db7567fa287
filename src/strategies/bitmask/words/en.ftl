# en: bitmask, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `bitmask`).
strategy-bitmask = bitmask
strategy-bitmask-about = Jump straight to the free columns with the masks (classic bitmask backtracking)

# The bitmask search (`bitmask`).
code-bitmask-dead-end = if free == 0: dead end; return
code-bitmask-place = place queen (row, col(bit))
code-bitmask-lift = lift queen (row, col(bit))
code-value-board-full = { $row } = n: the board is full

panel-checks-mask = mask
panel-masks-title-rank = masks of rank { $rank }
