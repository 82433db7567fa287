//! `bitmask`'s search: the backtracking solver of `solver::stepper`.

use crate::solver::Solver;
use crate::solver::search::{Search, Work};
use crate::solver::traced::Traced;
use crate::solver::{Counters, Event};
pub use crate::solver::{MAX_N, Solver as Engine};

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n)
}

impl Search for Solver {
    fn n(&self) -> usize {
        Solver::n(self)
    }

    #[inline]
    fn step(&mut self) -> Option<Event> {
        Solver::step(self)
    }

    fn last_event(&self) -> Option<Event> {
        Solver::last_event(self)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        self.queens().get(row).map(|&c| usize::from(c))
    }

    fn counters(&self) -> Counters {
        Solver::counters(self)
    }

    /// Mask operations as the animation counts them: each placement takes a bit, and each row
    /// entered (row 0, and after every placement that does not fill the board) computes its
    /// free mask once.
    fn work(&self) -> Work {
        let c = Solver::counters(self);
        Work {
            nodes: c.placements,
            boards: c.solutions,
            checks: 2 * c.placements + 1 - c.solutions,
            ..Work::default()
        }
    }

    fn is_done(&self) -> bool {
        Solver::is_done(self)
    }
}

/// The shared summary, nothing of its own.
impl Traced for Solver {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bitmask_counts_its_work_as_the_animation_does() {
        let mut solver = Solver::new(4);
        assert_eq!(Search::work(&solver).checks, 1, "row 0 is entered at once");
        solver.by_ref().for_each(drop);
        let work = Search::work(&solver);
        // n = 4: 16 placements (see `trace 4`), 2 of them completing a solution.
        assert_eq!((work.nodes, work.boards, work.checks), (16, 2, 31));
    }
}
