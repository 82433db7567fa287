//! `best-first`'s search: the priority queue of `solver::best_first`.

pub use crate::solver::MAX_N;
pub use crate::solver::best_first::BestFirst as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n)
}
