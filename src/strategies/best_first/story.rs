//! What the events of `best-first` mean, from each event and the search after it: its
//! narration (its view tells it in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event};
use crate::strategies::best_first::events::Expand;

/// One event of `best-first`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BestFirstStory {
    /// A queen of the placement popped put back on the board, on the way to it.
    SetUp(Square),
    /// A queen the placement popped does not hold lifted, on the way to it.
    Lifted(Square),
    /// The placement popped is on the board: its deepest queen was just placed.
    Popped {
        /// The deepest queen's square.
        square: Square,
        /// Queens in it.
        g: usize,
        /// Its f = g + h.
        f: usize,
        /// Free squares left below it.
        free: usize,
        /// Placements still queued.
        queued: usize,
    },
    /// The placement popped was expanded by a rank.
    Expanded {
        /// The rank (its first square).
        rank: Square,
        /// Children queued.
        pushed: u8,
        /// Children pruned.
        pruned: u8,
        /// Placements queued now.
        queued: usize,
    },
    /// The placement popped is complete: the search stops.
    Solved {
        /// Placements expanded before it.
        expanded: u64,
    },
}

/// `best-first`'s narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = BestFirstStory;

    fn describe(event: Event, search: &AnySearch) -> Option<BestFirstStory> {
        describe(event, search)
    }
}

/// The story of `event` if `search` is `best-first`; `None` for the other strategies.
fn describe(event: Event, search: &AnySearch) -> Option<BestFirstStory> {
    let AnySearch::BestFirst(b) = search else {
        return None;
    };
    let n = search.n();
    let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
    let popped = b.popped();
    Some(match event {
        Event::Place { row, col } => match popped {
            Some(p) if usize::from(row) + 1 == p.g => BestFirstStory::Popped {
                square: square(row, col),
                g: p.g,
                f: p.f,
                free: p.free,
                queued: b.open_len(),
            },
            _ => BestFirstStory::SetUp(square(row, col)),
        },
        Event::Remove { row, col } => BestFirstStory::Lifted(square(row, col)),
        Event::BestFirst(Expand {
            row,
            pushed,
            pruned,
        }) => BestFirstStory::Expanded {
            rank: square(row, 0),
            pushed,
            pruned,
            queued: b.open_len(),
        },
        Event::Solution { .. } => BestFirstStory::Solved {
            expanded: b.expanded(),
        },
        _ => return None,
    })
}
