//! `las-vegas`' search: the random-start search of `solver::las_vegas`.

pub use crate::solver::MAX_N;
pub use crate::solver::las_vegas::LasVegas as Engine;
use crate::solver::las_vegas::default_random_ranks;

/// A new search of the `n`×`n` board with the default random ranks, its files drawn from
/// `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    Engine::new(n, default_random_ranks(n), seed)
}
