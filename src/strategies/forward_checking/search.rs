//! `forward-checking`'s search: the pruning backtracking of `solver::forward`.

pub use crate::solver::MAX_N;
pub use crate::solver::forward::ForwardChecking as Engine;
use crate::solver::forward::Order;

/// A new search of the `n`×`n` board in the default order (nothing is drawn at random:
/// `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n, Order::default())
}
