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

    fn backs_up(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Event;

    #[test]
    fn a_wipe_out_is_the_one_event_it_backs_up_after_at_once() {
        assert!(Event::ForwardChecking(Wipeout { row: 3 }).own_backs_up());
        // The shared events are not its own: a dead end is told apart by its variant.
        for shared in [
            Event::DeadEnd { row: 3 },
            Event::Solution { index: 1 },
            Event::Place { row: 3, col: 1 },
        ] {
            assert!(!shared.own_backs_up(), "{shared:?}");
        }
    }
}
