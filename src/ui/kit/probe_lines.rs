//! The line of a backtracking search's code that each of its events executes. The bitmask and
//! the square-by-square searches (`scan`, `arrays`, `matrix`) ask the same question of the
//! same events; each answers with its own line numbers.

use crate::solver::Event;

/// The 0-based line of a backtracking search's code that executes each kind of its events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProbeLines {
    /// A solution found.
    pub solution: usize,
    /// A square tested (`None`: the code tests none, as the bitmask's takes free squares).
    pub test: Option<usize>,
    /// A square refused, attacked.
    pub refuse: Option<usize>,
    /// A queen placed.
    pub place: usize,
    /// A queen lifted.
    pub lift: usize,
    /// A rank with no square left.
    pub dead_end: usize,
}

impl ProbeLines {
    /// The line that `event` executed; `None` before the first event, and for an event the
    /// code has no line for.
    pub fn line(&self, event: Option<Event>) -> Option<usize> {
        Some(match event? {
            Event::Solution { .. } => self.solution,
            Event::Try { .. } => self.test?,
            Event::Reject { .. } => self.refuse?,
            Event::Place { .. } => self.place,
            Event::Remove { .. } => self.lift,
            Event::DeadEnd { .. } => self.dead_end,
            _ => return None,
        })
    }
}
