//! What `min-conflicts`' own event means, from the event and the search after it: a queen
//! moved (its view tells it in words). Its random boards and its solution are told by the
//! shared stories (`las-vegas` deals boards too).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::strategies::min_conflicts::events::Move;

/// A queen moved to the least attacked square of its rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    /// Its rank's square it left.
    pub from: Square,
    /// The square it took.
    pub to: Square,
    /// Queens attacking it there.
    pub now: u64,
    /// Attacking pairs left.
    pub pairs: u64,
}

/// `min-conflicts`' narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = Moved;

    fn describe(event: Event, search: &AnySearch) -> Option<Moved> {
        let Event::MinConflicts(Move { row, from, to }) = event else {
            return None;
        };
        let (n, row, from, to) = (search.n(), row as usize, from as usize, to as usize);
        Some(Moved {
            from: Square::new(n, row, from),
            to: Square::new(n, row, to),
            now: u64::from(search.conflicts(row).unwrap_or(0)),
            pairs: search.attacking_pairs().unwrap_or(0),
        })
    }
}
