//! What the events of `forward-checking` mean, from each event and the search after it: the
//! narration of forward checking (its view tells it in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::order::Order;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event};
use crate::strategies::forward_checking::events::Wipeout;

/// One event of `forward-checking`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ForwardStory {
    /// A queen placed; the open ranks' domains pruned.
    Placed {
        /// Where.
        square: Square,
        /// Open squares it took out of the other ranks' domains.
        pruned: u32,
        /// The rank filled next and its open files, if no domain emptied and the board is
        /// not full.
        next: Option<(Square, u32)>,
        /// The order the ranks are filled in.
        order: Order,
    },
    /// The last placement left a rank no open square.
    Wipeout {
        /// The rank (its first square).
        rank: Square,
        /// The queen whose placement emptied it.
        by: Square,
    },
    /// A queen lifted, after a wipe-out or a solution or when its rank ran out of files.
    Lifted {
        /// Where from.
        square: Square,
        /// Files of its rank still to try.
        left: u32,
    },
}

/// `forward-checking`'s narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = ForwardStory;

    fn describe(event: Event, search: &AnySearch) -> Option<ForwardStory> {
        describe(event, search)
    }
}

/// The story of `event` if `search` is forward checking and the event is one of its own to
/// tell; `None` otherwise.
fn describe(event: Event, search: &AnySearch) -> Option<ForwardStory> {
    let AnySearch::ForwardChecking(fc) = search else {
        return None;
    };
    let n = search.n();
    let square = |row: usize, col: usize| Square::new(n, row, col);
    match event {
        Event::Place { row, col } => {
            let (row, col) = (usize::from(row), usize::from(col));
            Some(ForwardStory::Placed {
                square: square(row, col),
                pruned: fc.last_pruned(),
                next: fc
                    .filling()
                    .map(|r| (square(r, 0), fc.domain(r).count_ones())),
                order: fc.order(),
            })
        }
        Event::ForwardChecking(Wipeout { row }) => {
            let last = fc.ranks_filled().last()?;
            Some(ForwardStory::Wipeout {
                rank: square(usize::from(row), 0),
                by: square(last, fc.queen(last)?),
            })
        }
        Event::Remove { row, col } => Some(ForwardStory::Lifted {
            square: square(usize::from(row), usize::from(col)),
            left: fc.untried().count_ones(),
        }),
        _ => None,
    }
}
