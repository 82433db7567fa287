//! `genetic`'s own event: a generation bred.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::grouped;

/// Generation `generation` has been bred (0: the random one); its best board has `best`
/// pairs of queens not attacking each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Generation {
    /// Which generation.
    pub generation: u32,
    /// Its best fitness.
    pub best: u32,
}

/// The `trace` line: `generation G BEST`.
impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "generation {} {}", self.generation, self.best)
    }
}

/// Pairs of queens on `n` ranks: the fitness of a solution.
pub fn max_fitness(n: usize) -> u32 {
    u32::try_from(n * n.saturating_sub(1) / 2).expect("n <= 32")
}

impl OwnEvent for Generation {
    fn text(&self, n: usize) -> String {
        format!(
            "generation {}: best {} of {} pairs",
            grouped(u64::from(self.generation)),
            self.best,
            max_fitness(n)
        )
    }
}
