//! `arrays`'s search: the backtracking stepper that tests each square, with its probe.

pub use crate::solver::MAX_N;
use crate::solver::probe::Probe;
pub use crate::solver::scan::ScanSearch as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::with_probe(n, Probe::Arrays)
}
