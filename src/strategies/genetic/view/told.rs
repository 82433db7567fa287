//! The story of `genetic` in words: what the narration says of its events.

use crate::solver::notation::grouped;
use crate::strategies::genetic::story::GeneticStory;
use crate::t;
use crate::ui::words::{Said, square};

impl Said for GeneticStory {
    fn said(&self) -> String {
        match self {
            GeneticStory::Bred {
                generation: 0,
                best,
                of,
                mean,
                boards,
                ..
            } => t!(
                "words-genetic-first",
                boards = *boards,
                best = best.to_string(),
                of = *of,
                mean = mean.to_string()
            ),
            GeneticStory::Bred {
                generation,
                best,
                of,
                mean,
                changed,
                ..
            } => {
                let generation = grouped(u64::from(*generation));
                let (best, of, mean) = (best.to_string(), *of, mean.to_string());
                if *changed {
                    t!(
                        "words-genetic-bred-new-best",
                        generation = generation,
                        best = best,
                        of = of,
                        mean = mean
                    )
                } else {
                    t!(
                        "words-genetic-bred",
                        generation = generation,
                        best = best,
                        of = of,
                        mean = mean
                    )
                }
            }
            GeneticStory::Shown {
                square: at,
                attackers: 0,
            } => t!("words-genetic-shown-safe", square = square(*at)),
            GeneticStory::Shown {
                square: at,
                attackers,
            } => t!(
                "words-genetic-shown",
                square = square(*at),
                attackers = attackers.to_string()
            ),
            GeneticStory::Solved { generation, boards } => t!(
                "words-genetic-solved",
                generation = grouped(u64::from(*generation)),
                boards = *boards
            ),
        }
    }
}

impl crate::ui::words::SaidEvent for crate::strategies::genetic::events::Generation {
    fn said(&self, n: usize) -> String {
        t!(
            "words-event-generation",
            generation = grouped(u64::from(self.generation)),
            best = self.best.to_string(),
            of = crate::strategies::genetic::search::max_fitness(n)
        )
    }
}
