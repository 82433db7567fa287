//! `genetic`'s own event: a generation bred.

use std::fmt;

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
