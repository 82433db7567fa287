//! `best-first`'s own event: a placement expanded.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::rank_of;

/// The placement popped, of `row` queens, is expanded by rank `row`: `pushed` children join
/// the open list, `pruned` are left out (a rank below them has no free square).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Expand {
    /// The rank the placement is extended by.
    pub row: u8,
    /// Children pushed onto the open list.
    pub pushed: u8,
    /// Children left out.
    pub pruned: u8,
}

/// The `trace` line: `expand R PUSHED PRUNED`.
impl fmt::Display for Expand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expand {} {} {}", self.row, self.pushed, self.pruned)
    }
}

impl OwnEvent for Expand {
    fn text(&self, n: usize) -> String {
        format!(
            "expand by rank {}: {} queued",
            rank_of(n, usize::from(self.row)),
            self.pushed
        )
    }
}
