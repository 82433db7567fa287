//! `min-conflicts`' own event: a queen moved along its row. (Its fresh random boards are
//! the shared `Start`, which `las-vegas` makes too.)

use std::fmt;

/// The queen of `row` moves from column `from` to column `to`. (Wider numbers than the other
/// events': the local search runs on boards of any size.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The row of the queen moved.
    pub row: u32,
    /// The column it leaves.
    pub from: u32,
    /// The column it takes.
    pub to: u32,
}

/// The `trace` line: `move R C1 C2`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} {} {}", self.row, self.from, self.to)
    }
}
