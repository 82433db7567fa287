# en: genetic, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `genetic`).
strategy-genetic = genetic
strategy-genetic-about = A population of boards (--population P) bred by tournament selection, one-point crossover and mutation (--mutation RATE) until the best is a solution (--seed)

# The genetic algorithm (`genetic`).
code-genetic-boards = boards = P random, 1 per rank
code-genetic-repeat = repeat:  # one generation
code-genetic-fitness = fitness = pairs not attacking
code-genetic-best = best = the fittest board
code-genetic-show = show best's changed ranks
code-genetic-stop = if best is a solution: stop
code-genetic-next = next = [best]  # kept as is
code-genetic-while = while next holds under P:
code-genetic-parents = a, b = best of 3 drawn, x2
code-genetic-cut = boards = next  # c: random cut
code-value-at-most = { $generation } (at most { $max })
code-value-pairs = { $fitness } of { $max ->
        [one] { $max } pair
       *[other] { $max } pairs
    }
# The population: $size boards, each parent the best of $tournament drawn.
code-value-population = { $size ->
        [one] { $size } board
       *[other] { $size } boards
    }, best of { $tournament }
code-value-rate = { $rate } ({ $count } mutated)

panel-legend-best-safe = best board's queen, safe
panel-legend-queen-changed = queen just changed
panel-how-genetic = A population of boards: parents drawn by tournament, children cut from two of them and mutated; the best board is kept, until it is a solution.
panel-how-genetic-short = Boards bred until the best is a solution.
panel-no-masks-how-genetic = scores whole boards by the pairs of queens not attacking

race-counter-generations = generations

# The panel's title before the first generation is bred, and after (generation is a figure).
view-population-title = Population
view-population-generation = Generation { $generation }
# Under the panel: the boards in the population and the mutation rate.
view-population-boards = boards
view-population-mutation = { $boards } · mutation { $mutation }
# Before the first generation is bred.
view-population-not-bred = (not bred yet)
# The fitness now, and the labels of the sparklines over the last generations: the best
# board's, the mean, the worst (said shorter as "low" where the line is narrow).
view-population-best = best
view-population-mean = mean
view-population-worst = worst
view-population-low = low
# The histogram's heads: a fitness, the boards that have it.
view-population-fit = fit
# The histogram's last line: the boards of the fitnesses not listed.
view-population-less-fit = … { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    } less fit
# The timeline's gauge: given up at the generations' bound; solved; under way.
view-population-gave-up = gave up at the bound, { $bound ->
        [one] { $bound } generation
       *[other] { $bound } generations
    }
view-population-solved = solved in generation { $generation }
view-population-progress = generation { $generation } of at most { $bound }
view-rows-generation = generation
view-rows-mean = mean
view-rows-scored = scored
view-rows-mutated = mutated
view-rows-mean-trend = mean trend
# genetic: the generation: given up at the bound; of the bound; none bred yet.
view-rows-generation-gave-up = { $generation } (gave up at the bound)
view-rows-generation-of = { $generation } of at most { $bound }
view-rows-generation-none = — (none bred yet)
# genetic: the best board's pairs of queens not attacking each other, of all pairs.
view-rows-best-safe = { $best } of { $pairs ->
        [one] { $pairs } pair
       *[other] { $pairs } pairs
    } safe
# genetic: the mean fitness, and the worst.
view-rows-mean-worst = { $mean } (worst { $worst })
# genetic: the seed, the population, the mutation rate.
view-rows-seed-population = { $seed }, { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }, mutation { $mutation }
# genetic: boards scored, children mutated.
view-rows-boards = { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }
view-rows-children = { $children ->
        [one] { $children } child
       *[other] { $children } children
    }
# genetic: the mean fitness's sparkline over the last generations.
view-rows-trend-last = { $sparkline } last { $generations }

# The narration of genetic.
words-genetic-first = { $boards ->
        [one] { $boards } random board
       *[other] { $boards } random boards
    }, one queen a rank: the best has { $best } of { $of ->
        [one] { $of } pair
       *[other] { $of } pairs
    } safe (mean { $mean })
words-genetic-bred-new-best = generation { $generation }: best { $best } of { $of ->
        [one] { $of } pair
       *[other] { $of } pairs
    } safe (mean { $mean }); a new best board
words-genetic-bred = generation { $generation }: best { $best } of { $of ->
        [one] { $of } pair
       *[other] { $of } pairs
    } safe (mean { $mean }); the same best board
words-genetic-shown-safe = best board: queen to { $square }, safe
words-genetic-shown = best board: queen to { $square }, attacked by { $attackers }
words-genetic-solved = solution: the best board of generation { $generation } has every pair safe ({ $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    } scored)

# Its own event, short (the counters' last event; stepping back over it).
words-event-generation = generation { $generation }: best { $best } of { $of ->
        [one] { $of } pair
       *[other] { $of } pairs
    }

# Its search gave up (trace): the generations bred, the best board's fitness and the bound.
error-genetic-gave-up = genetic gave up after { $generations } generations without a solution: its best board has { $fitness } of { $bound } pairs of queens not attacking

# Its knobs: the `:population` and `:mutation` lines of the help, what each takes, each told
# in a sentence (`genetic starts again: …`), and the flags' refusals.
help-command-population = P: genetic breeds P boards a generation (4 to 4096), starting again
help-command-mutation = RATE: genetic mutates a child with this chance (0 to 1, or 80%), starting again
words-arg-boards = a number of boards
words-arg-rate = a chance from 0 to 1 (such as 0.8, or 80%)
error-expected-population = expected a whole number of boards from { $low } to { $high }
words-told-population = { $count ->
        [one] { $count } board
       *[other] { $count } boards
    } a generation
words-told-mutation = mutation rate { $value }
error-expected-rate = expected a chance from 0 to 1 (such as 0.8, or 80%)
