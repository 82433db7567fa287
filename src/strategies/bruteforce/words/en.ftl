# en: bruteforce, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `bruteforce`).
strategy-bruteforce = bruteforce
strategy-bruteforce-about = Try every board with one queen per row (n^n of them), test each when complete: the slowest, to show what pruning saves

code-bruteforce-for = for col in 0 .. n:  # any file

panel-how-bruteforce = Each rank takes any file: n^n boards. Only a complete board is tested, queen against queen.
panel-how-bruteforce-short = n^n boards, each tested when complete.
