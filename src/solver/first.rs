//! The bitmask's way to a first solution: the queens it places from the top before it finds
//! one, the yardstick the strategies that look for one solution are measured by (their
//! `About` says `against_first`; `las-vegas` shows it beside its own nodes). It is the
//! bitmask's, not any one strategy's, so it is written once here.

use std::sync::atomic::{AtomicBool, Ordering};

use super::Event;

/// Steps the bitmask search from the top is given to find its first solution, for the
/// comparison the animation shows beside a Las Vegas search (counted in the background, see
/// [`bitmask_nodes_to_first_until`]): a few tens of milliseconds at most (n = 28 and 30–32
/// take longer, and are said to).
pub const COMPARE_BUDGET: u64 = 1 << 23;

/// The queens the bitmask search places, from the top, before its first solution (`None` if
/// it has none, or if it takes more than `budget` steps to tell).
pub fn bitmask_nodes_to_first(n: usize, budget: u64) -> Option<u64> {
    bitmask_nodes_to_first_until(n, budget, &AtomicBool::new(false))
}

/// As [`bitmask_nodes_to_first`], giving up (`None`) once `cancel` is raised: the animation
/// counts it in the background, and a new board or strategy no longer wants it.
pub fn bitmask_nodes_to_first_until(n: usize, budget: u64, cancel: &AtomicBool) -> Option<u64> {
    // A look at the token every so many steps: a fraction of a millisecond apart.
    const LOOK_EVERY: u64 = 1 << 14;
    let mut solver = super::Solver::new(n);
    for step in 0..budget {
        if step % LOOK_EVERY == 0 && cancel.load(Ordering::Relaxed) {
            return None;
        }
        if let Event::Solution { .. } = solver.step()? {
            return Some(solver.counters().placements);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raised_token_stops_the_bitmask_count() {
        assert_eq!(
            bitmask_nodes_to_first_until(8, u64::MAX, &AtomicBool::new(true)),
            None
        );
        assert_eq!(
            bitmask_nodes_to_first_until(8, u64::MAX, &AtomicBool::new(false)),
            bitmask_nodes_to_first(8, u64::MAX)
        );
    }
}
