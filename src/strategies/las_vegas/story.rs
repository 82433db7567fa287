//! What the events of `las-vegas` mean, from each event and the search after it: its narration
//! (its view tells it in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event};

/// One event of `las-vegas`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LasVegasStory {
    /// It began a try.
    Try {
        /// Which (from 1).
        attempt: u64,
        /// Ranks it places at random.
        random: usize,
    },
    /// It put a queen on a random free file.
    Random {
        /// Where.
        square: Square,
        /// Free files it chose among.
        free: u32,
    },
    /// Its backtracking placed a queen on the first free square of its rank.
    Backtracked(Square),
    /// A random rank has no free file: the try fails.
    NoFreeFile {
        /// The rank (its first square).
        rank: Square,
        /// The try that fails.
        attempt: u64,
    },
    /// It found its solution.
    Succeeded {
        /// Tries it took.
        tries: u64,
        /// Queens it placed in all.
        nodes: u64,
    },
}

/// `las-vegas`' narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = LasVegasStory;

    fn describe(event: Event, search: &AnySearch) -> Option<LasVegasStory> {
        let AnySearch::LasVegas(lv) = search else {
            return None;
        };
        let n = search.n();
        let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
        match event {
            Event::Start { attempt } => Some(LasVegasStory::Try {
                attempt: u64::from(attempt),
                random: lv.random_ranks(),
            }),
            Event::Place { row, col } if usize::from(row) < lv.random_ranks() => {
                Some(LasVegasStory::Random {
                    square: square(row, col),
                    free: lv.free_at_last_random(),
                })
            }
            Event::Place { row, col } => Some(LasVegasStory::Backtracked(square(row, col))),
            Event::DeadEnd { row } if usize::from(row) < lv.random_ranks() => {
                Some(LasVegasStory::NoFreeFile {
                    rank: square(row, 0),
                    attempt: u64::from(lv.tries().started),
                })
            }
            Event::Solution { .. } => Some(LasVegasStory::Succeeded {
                tries: u64::from(lv.tries().started),
                nodes: lv.work().nodes,
            }),
            _ => None,
        }
    }
}
