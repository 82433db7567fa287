//! What the events of `ant-colony` mean, from each event and the search after it (its view
//! tells them in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::strategies::ant_colony::events::Event as AntEvent;
use crate::strategies::ant_colony::search::AntColony;

/// One event of `ant-colony`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AntStory {
    /// An ant put a queen down.
    Chose {
        /// The ant, from 1.
        ant: usize,
        /// The queen's square.
        square: Square,
        /// Queens above on its diagonals.
        attackers: u32,
        /// The pheromone on the square, per mille of the strongest trail.
        trail: u64,
    },
    /// An ant's board is whole.
    Finished {
        /// The ant, from 1.
        ant: usize,
        /// Ants in a generation.
        of: usize,
        /// Its attacking pairs.
        attacked: u16,
    },
    /// The board just finished is the best so far.
    NewBest {
        /// Its attacking pairs.
        attacked: u16,
    },
    /// The trails renewed at the end of a generation.
    Renewed {
        /// The generation over.
        generation: u32,
        /// Its best board's attacking pairs, and its mean.
        best: u32,
        /// The mean of its boards.
        mean: u32,
    },
    /// A board with no attacking pair.
    Solved {
        /// In which generation (from 1).
        generation: u32,
        /// Boards built in all.
        boards: u64,
    },
}

/// The story of `event` of the ant colony `a`, after it.
pub fn describe(a: &AntColony, event: Event) -> Option<AntStory> {
    let n = a.n();
    let (ant, _) = a.ant();
    Some(match event {
        Event::Place { row, col } => {
            let (row, col) = (usize::from(row), usize::from(col));
            let attackers = a.conflicts(row).unwrap_or(0);
            let strongest = a.strongest_trail().max(1);
            AntStory::Chose {
                ant: ant + 1,
                square: Square::new(n, row, col),
                attackers,
                trail: a.trail(row, col) * 1000 / strongest,
            }
        }
        Event::AntColony(AntEvent::Ant { ant, attacked }) => AntStory::Finished {
            ant: usize::from(ant) + 1,
            of: a.colony().ants,
            attacked,
        },
        Event::AntColony(AntEvent::Best { attacked }) => AntStory::NewBest { attacked },
        Event::AntColony(AntEvent::Trail { generation }) => {
            let figures = a.figures_of(generation).unwrap_or_default();
            AntStory::Renewed {
                generation,
                best: figures.best,
                mean: figures.mean,
            }
        }
        Event::Solution { .. } => AntStory::Solved {
            generation: a.generation() + 1,
            boards: a.work().boards,
        },
        _ => return None,
    })
}

/// `ant-colony`'s narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = AntStory;

    fn describe(event: Event, search: &AnySearch) -> Option<AntStory> {
        match search {
            AnySearch::AntColony(a) => describe(a, event),
            _ => None,
        }
    }
}
