//! `forward-checking`'s own event: the wipe-out, its dead end seen ahead.

use std::fmt;

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
