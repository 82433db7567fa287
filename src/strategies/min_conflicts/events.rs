//! `min-conflicts`' own event: a queen moved along its row. (Its fresh random boards are
//! the shared `Start`, which `las-vegas` makes too.)

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::{LETTERED_UP_TO, move_squares};

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

impl OwnEvent for Move {
    fn text(&self, n: usize) -> String {
        let (row, from, to) = (self.row as usize, self.from as usize, self.to as usize);
        let moved = move_squares(n, row, from, to, " to ");
        if n <= LETTERED_UP_TO {
            format!("move {moved}")
        } else {
            moved
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Event;
    use crate::solver::notation::event_text;

    #[test]
    fn a_move_reads_as_people_write_it() {
        let moved = Event::MinConflicts(Move {
            row: 2,
            from: 0,
            to: 5,
        });
        assert_eq!(event_text(moved, 8), "move a6 to f6");
        assert_eq!(event_text(moved, 100), "rank 98: file 1 to 6");
    }
}
