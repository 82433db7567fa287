//! What the events of `breadth-first` mean, from each event and the search after it: its
//! narration (its view tells it in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event};
use crate::strategies::breadth_first::events::Level;

/// One event of `breadth-first`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BreadthFirstStory {
    /// It extended the frontier board by a queen and tested it.
    Extended {
        /// The tested queen's square.
        square: Square,
        /// Whether it is safe, and joins the next frontier.
        kept: bool,
        /// Boards kept for the next frontier so far.
        kept_so_far: u64,
    },
    /// It put a queen of the next frontier board on the board.
    Reloaded {
        /// Where.
        square: Square,
        /// Which frontier board (from 1).
        board: u64,
        /// Boards in the frontier.
        of: u64,
    },
    /// It completed a rank's frontier.
    Level {
        /// The rank (its first square).
        rank: Square,
        /// The boards in it.
        size: u64,
        /// The bytes the frontiers hold now.
        bytes: u64,
    },
}

/// `breadth-first`'s narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = BreadthFirstStory;

    fn describe(event: Event, search: &AnySearch) -> Option<BreadthFirstStory> {
        let AnySearch::BreadthFirst(b) = search else {
            return None;
        };
        let n = search.n();
        let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
        match event {
            Event::Place { row, col } if usize::from(row) == b.rank() => {
                Some(BreadthFirstStory::Extended {
                    square: square(row, col),
                    kept: !b.refused(),
                    kept_so_far: b.survivors(),
                })
            }
            Event::Place { row, col } => Some(BreadthFirstStory::Reloaded {
                square: square(row, col),
                board: b.parent() + 1,
                of: b.frontier_boards(),
            }),
            Event::BreadthFirst(Level { row, size }) => Some(BreadthFirstStory::Level {
                rank: square(row, 0),
                size,
                bytes: b.bytes_held() as u64,
            }),
            _ => None,
        }
    }
}
