//! `bitmask`'s search: the backtracking solver of `solver::stepper`.

pub use crate::solver::{MAX_N, Solver as Engine};

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n)
}
