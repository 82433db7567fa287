# en: ant-colony, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `ant-colony`).
strategy-ant-colony = ant-colony
strategy-ant-colony-about = Ant colony optimisation: each ant (--ants K) builds a board rank by rank, a queen on a free file drawn by pheromone and by its conflicts with the queens above; trails evaporate (--evaporation R) and the best boards lay more, until a board is a solution (--seed)

# The pseudocode of ant colony optimisation (`ant-colony`).
code-ant-start = trail = T on every square
code-ant-repeat = repeat:  # one generation
code-ant-each-ant = for each of K ants:
code-ant-each-rank = for each rank r, from the top:
code-ant-draw = put r's queen on a free file, by trail/(1+c)²
code-ant-count = pairs = queens attacking each other
code-ant-best = if fewer than best's: best = board
code-ant-stop = if pairs = 0: stop
code-ant-evaporate = every trail loses R of itself
code-ant-lay = best boards lay more on their squares
# The ant under way, of the ants of a generation.
code-value-ant-of = ant { $ant } of { $ants }

panel-legend-ant-queen = an ant's queen, safe
panel-legend-ant-trail = trail: blue weak, yellow strong
panel-how-ant-colony = Ants build boards rank by rank, each queen drawn by the pheromone on its square and its conflicts above; trails evaporate and the best boards lay more, until a board is a solution.
panel-how-ant-colony-short = Ants follow the trails to a solution.
panel-no-masks-how-ant-colony = draws each queen by the pheromone on its square

race-counter-ant-boards = boards built

# The colony panel's title: the generation under way.
view-colony-generation = Colony · generation { $generation }
view-colony-ant = ant
# The ant under way, of the colony, and the ranks its board holds.
view-colony-ant-of = { $ant } of { $ants } · { $ranks ->
        [one] { $ranks } rank
       *[other] { $ranks } ranks
    }
view-colony-best = best
view-colony-least = least
view-colony-files = best board:
view-colony-mean = mean
# The best board's attacking pairs and the generation it was built in.
view-colony-best-pairs = { $pairs ->
        [one] { $pairs } pair attacking
       *[other] { $pairs } pairs attacking
    } (gen { $generation })
view-colony-none = none whole yet
view-colony-best-board = best board so far:
view-colony-footer = { $ants ->
        [one] { $ants } ant
       *[other] { $ants } ants
    } · evaporation { $evaporation }
# The timeline's gauge: given up at the bound; solved; under way.
view-colony-gave-up = gave up at the bound, { $bound ->
        [one] { $bound } generation
       *[other] { $bound } generations
    }
view-colony-solved = solved in generation { $generation }
view-colony-progress = generation { $generation } of at most { $bound }

view-rows-ant-generation = generation
view-rows-ant-generation-gave-up = { $generation } (gave up at the bound)
view-rows-ant-generation-of = { $generation } of at most { $bound }
view-rows-ant-ant = ant
view-rows-ant-ant-of = { $ant } of { $ants }, { $ranks ->
        [one] { $ranks } rank
       *[other] { $ranks } ranks
    }
view-rows-ant-best-pairs = { $pairs ->
        [one] { $pairs } pair attacking
       *[other] { $pairs } pairs attacking
    } (gen { $generation })
view-rows-ant-mean = mean
view-rows-ant-built = built
view-rows-ant-boards = { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }
view-rows-ant-trails = trails
view-rows-ant-trail-range = { $weakest } to { $strongest }
view-rows-ant-seed-colony = { $seed }, { $ants ->
        [one] { $ants } ant
       *[other] { $ants } ants
    }, evaporation { $evaporation }

# The narration of ant-colony.
words-ant-chose = ant { $ant }: queen to { $square } ({ $attackers ->
        [0] no queen above on its diagonals
        [one] { $attackers } queen above on its diagonals
       *[other] { $attackers } queens above on its diagonals
    }; its trail { $trail }% of the strongest)
words-ant-finished = ant { $ant } of { $of } has a whole board: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-ant-new-best = a new best board: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-ant-renewed = generation { $generation } over: every trail evaporates, the best boards lay more (best { $best }, mean { $mean } pairs attacking)
words-ant-solved = solution: an ant of generation { $generation } built a board with no pair attacking ({ $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    } built)

# Its own events, short (the counters' last event; stepping back over it).
words-event-ant = ant { $ant } done: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-event-ant-best = new best: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-event-ant-trail = generation { $generation }: trails renewed

# Its knobs refused.
error-expected-ants = expected a whole number of ants from { $low } to { $high }
error-expected-evaporation = expected a share from 0 to 1 (such as 0.1, or 10%)
# Its search gave up (trace).
error-ant-colony-gave-up = ant-colony gave up after { $generations } generations without a solution: its best board has { $pairs } pairs of queens attacking

# Its knobs: the `:ants` and `:evaporation` lines of the help, what each takes, each told in
# a sentence (`ant-colony starts again: …`).
help-command-ants = K: ant-colony sends K ants a generation (1 to 1024), starting again
help-command-evaporation = R: ant-colony's trails lose this share each generation (0 to 1, or 10%), starting again
words-arg-ants = a number of ants
words-arg-evaporation = a share from 0 to 1 (such as 0.1, or 10%)
words-told-ants = { $count ->
        [one] { $count } ant
       *[other] { $count } ants
    } a generation
words-told-evaporation = evaporation { $value }
