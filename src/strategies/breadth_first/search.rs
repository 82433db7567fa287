//! `breadth-first`'s search: the level-by-level search of `solver::breadth`.

pub use crate::solver::MAX_N;
pub use crate::solver::breadth::BreadthFirst as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n)
}
