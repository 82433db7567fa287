//! `forward-checking`'s own event: the wipe-out, its dead end seen ahead.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::rank_of;

/// The placement just made left `row` no open square (a wipe-out); the search backs up at
/// once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wipeout {
    /// The rank whose domain emptied (the topmost, if several did).
    pub row: u8,
}

/// The `trace` line: `wipeout R`.
impl fmt::Display for Wipeout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wipeout {}", self.row)
    }
}

impl OwnEvent for Wipeout {
    fn text(&self, n: usize) -> String {
        format!("wipe-out on rank {}", rank_of(n, usize::from(self.row)))
    }
}
