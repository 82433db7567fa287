//! `min-conflicts`' search: the local search of `solver::min_conflicts`.

pub use crate::solver::min_conflicts::{MAX_N, MinConflicts as Engine};

/// A new search of the `n`×`n` board, its random board and moves drawn from `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    Engine::new(n, seed)
}
