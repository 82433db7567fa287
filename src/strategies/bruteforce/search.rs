//! `bruteforce`'s search: the complete-board stepper of `solver::boards`, by its rule.

pub use crate::solver::MAX_N;
pub use crate::solver::boards::Boards as Engine;
use crate::solver::boards::Rule;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(Rule::Bruteforce, n)
}
