//! What the events of `genetic` mean, from each event and the search after it (its
//! view tells them in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::strategies::genetic::search::{Genetic, max_fitness};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::strategies::genetic::events::Generation;

/// One event of `genetic`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GeneticStory {
    /// A generation was dealt (0) or bred.
    Bred {
        /// Which.
        generation: u32,
        /// Its best board's pairs of queens not attacking.
        best: u32,
        /// Pairs of queens on the board: the fitness of a solution.
        of: u32,
        /// The population's mean fitness.
        mean: u32,
        /// Boards in it.
        boards: usize,
        /// True if the best board differs from the one shown before.
        changed: bool,
    },
    /// A rank of the best board changed.
    Shown {
        /// The queen's new square.
        square: Square,
        /// Queens of the best board that attack it.
        attackers: u32,
    },
    /// The best board is a solution.
    Solved {
        /// In which generation.
        generation: u32,
        /// Boards scored in all.
        boards: u64,
    },
}

/// The story of `event` of the genetic search `g`, after it.
pub fn describe(g: &Genetic, event: Event) -> Option<GeneticStory> {
    let n = g.n();
    match event {
        Event::Genetic(Generation { generation, best }) => Some(GeneticStory::Bred {
            generation,
            best,
            of: max_fitness(n),
            mean: g.fitness_of(generation).map_or(0, |f| f.mean),
            boards: g.population(),
            changed: g.showing(),
        }),
        Event::Place { row, col } => Some(GeneticStory::Shown {
            square: Square::new(n, usize::from(row), usize::from(col)),
            attackers: g.conflicts(usize::from(row)).unwrap_or(0),
        }),
        Event::Solution { .. } => Some(GeneticStory::Solved {
            generation: g.generation().unwrap_or(0),
            boards: g.work().boards,
        }),
        _ => None,
    }
}

/// `genetic`'s narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = GeneticStory;

    fn describe(event: Event, search: &AnySearch) -> Option<GeneticStory> {
        match search {
            AnySearch::Genetic(g) => describe(g, event),
            _ => None,
        }
    }
}
