# en: permutations, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `permutations`).
strategy-permutations = permutations
strategy-permutations-about = Try every permutation of columns in lexicographic order (one queen per row and column), test the diagonals of each complete board

# Every arrangement, then a test of the whole board (`permutations`, `bruteforce`).
code-permutations-for = for col not taken above:

panel-how-permutations = Each rank takes a file no rank above took: n! boards. Only a complete board is tested, queen against queen.
panel-how-permutations-short = n! boards, each tested when complete.
