# en: particle-swarm, its own words (the shared ones are in assets/i18n/en/)

# The name the screens show (the typed one is `particle-swarm`).
strategy-particle-swarm = particle-swarm
strategy-particle-swarm-about = Discrete particle swarm optimisation: each particle (--particles K) is a board, one queen a rank and a file; its velocity, a list of swaps of two ranks, keeps some of the last, draws it toward its own best board and the swarm's and swaps an attacked queen's rank; a particle stuck long scatters, until a board is a solution (--seed)

# The pseudocode of discrete particle swarm optimisation (`particle-swarm`).
code-pso-start = boards = K random permutations
code-pso-repeat = repeat:  # one round
code-pso-each = for each particle p:
code-pso-stale = if p.best is stale:
code-pso-scatter = forget p.best; v = n/2 random swaps
code-pso-else = else:
code-pso-inertia = v = each swap of v, kept by 1/5
code-pso-pull = v += swaps toward p.best, gbest, by 4/5
code-pso-turbulence = v += swap of an attacked queen's rank
code-pso-swap = make v's swaps, one by one
code-pso-count = pairs = queens attacking each other
code-pso-personal = if fewer than p.best's: p.best = p
code-pso-global = if fewer than gbest's: gbest = p
code-pso-stop = if pairs = 0: stop
# The particle moving, of the swarm.
code-value-pso-of = particle { $particle } of { $particles }
# Its velocity's swaps.
code-value-pso-swaps = { $swaps ->
        [one] { $swaps } swap
       *[other] { $swaps } swaps
    }

panel-legend-pso-queen = a particle's queen, safe
panel-legend-pso-swapped = queen just swapped
panel-how-particle-swarm = Each particle is a board; its velocity, a list of swaps of two ranks, keeps some of the last, is drawn toward its own best board and the swarm's and swaps an attacked queen's rank; a particle stuck long scatters.
panel-how-particle-swarm-short = Boards swarm toward the best one.
panel-no-masks-how-particle-swarm = moves whole boards by swaps of two ranks

race-counter-pso-swaps = swaps

# The swarm panel's title: the round under way.
view-swarm-round = Swarm · round { $round }
view-swarm-global = swarm's best
view-swarm-global-pairs = { $pairs ->
        [one] { $pairs } pair attacking
       *[other] { $pairs } pairs attacking
    }
view-swarm-none = none yet
view-swarm-best = best
view-swarm-mean = mean
# Each particle's attacking pairs, where its board is not drawn.
view-swarm-pairs = pairs
view-swarm-gave-up = gave up at the bound, { $bound ->
        [one] { $bound } round
       *[other] { $bound } rounds
    }
view-swarm-solved = solved in round { $round }
view-swarm-progress = round { $round } of at most { $bound }

view-rows-pso-round = round
view-rows-pso-round-gave-up = { $round } (gave up at the bound)
view-rows-pso-round-of = { $round } of at most { $bound }
view-rows-pso-particle = particle
view-rows-pso-particle-of = { $particle } of { $particles }
view-rows-pso-pairs = { $pairs ->
        [one] { $pairs } pair attacking
       *[other] { $pairs } pairs attacking
    }
view-rows-pso-mean = mean
view-rows-pso-counted = counted
view-rows-pso-boards = { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }
view-rows-pso-swaps = swaps
view-rows-pso-seed-swarm = { $seed }, { $particles ->
        [one] { $particles } particle
       *[other] { $particles } particles
    }

# The narration of particle-swarm.
words-pso-dealt = particle { $particle }'s first board: queen to { $square }
words-pso-swapped = particle { $particle }: queens to { $a } and { $b } ({ $left ->
        [0] its move done
        [one] { $left } swap left
       *[other] { $left } swaps left
    })
words-pso-moved = particle { $particle } has moved: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    } (its best { $own })
words-pso-moved-first = particle { $particle } has moved: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-pso-scattered = particle { $particle }'s best has not got better in { $rounds } moves: it forgets it and scatters ({ $swaps ->
        [one] { $swaps } random swap
       *[other] { $swaps } random swaps
    })
words-pso-personal = particle { $particle }'s best board yet: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-pso-global = the swarm's best board yet: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-pso-solved = solution: a particle of round { $round } is on a board with no pair attacking ({ $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    } counted)

# Its own events, short (the counters' last event; stepping back over it).
words-event-pso-swap = particle { $particle }: swap ranks { $a } and { $b }
words-event-pso-moved = particle { $particle }: { $attacked ->
        [one] { $attacked } pair attacking
       *[other] { $attacked } pairs attacking
    }
words-event-pso-personal = particle { $particle }'s best: { $attacked ->
        [one] { $attacked } pair
       *[other] { $attacked } pairs
    }
words-event-pso-scatter = particle { $particle } scatters
words-event-pso-global = swarm's best: { $attacked ->
        [one] { $attacked } pair
       *[other] { $attacked } pairs
    }

# Its knob refused.
error-expected-particles = expected a whole number of particles from { $low } to { $high }
# Its search gave up (trace).
error-particle-swarm-gave-up = particle-swarm gave up after { $rounds } rounds without a solution: its best board has { $pairs } pairs of queens attacking

# Its knob: the `:particles` line of the help, what it takes, told in a sentence
# (`particle-swarm starts again: …`).
help-command-particles = K: particle-swarm moves K particles (boards) a round (1 to 1024), starting again
words-arg-particles = a number of particles
words-told-particles = { $count ->
        [one] { $count } particle
       *[other] { $count } particles
    } in the swarm
