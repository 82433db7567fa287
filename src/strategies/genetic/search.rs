//! `genetic`'s search: the population of `solver::genetic`.

pub use crate::solver::MAX_N;
use crate::solver::genetic::Breeding;
pub use crate::solver::genetic::Genetic as Engine;

/// A new search of the `n`×`n` board bred the default way, its choices drawn from `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    Engine::bred(n, Breeding::default(), seed)
}
