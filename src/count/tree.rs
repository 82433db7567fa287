//! The size of the animated search's whole tree: how many queens it places, how many dead ends
//! it meets and how many solutions it finds, which fixes how many events a whole run has.
//!
//! The timeline needs the run's length before the run has got there. The animation's
//! stepping solver is too slow to look ahead (n = 16 is 2.6 billion events), so this is a
//! separate tight loop over the same tree, visiting half of it: the tree under a first-row
//! queen in column `c` is the mirror image of the tree under `n - 1 - c`, with the same
//! counts. For n beyond what can be counted in a few seconds, [`estimate`] gives Knuth's
//! estimate of the same figures instead.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::CountError;
use crate::solver::{MAX_N, full_mask};

/// The counts of one search tree (or of a part of it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tree {
    /// Queens placed (each is lifted again once, so lifts are as many).
    pub placements: u64,
    /// Rows entered with no free square.
    pub dead_ends: u64,
    /// Complete boards.
    pub solutions: u64,
}

impl Tree {
    /// The events of the bitmask search over this tree: each placement and its lift, each dead
    /// end, each solution.
    pub fn bitmask_events(&self) -> u64 {
        // Saturating: an estimate for the largest boards passes u64.
        self.placements
            .saturating_mul(2)
            .saturating_add(self.dead_ends)
            .saturating_add(self.solutions)
    }

    /// The events of the scan over this tree of an `n` board: the bitmask's, plus a `try` of
    /// every column in each visit of a row, and a `reject` for each try that did not place.
    /// A row is visited once at the start and once below every queen that does not complete
    /// the board.
    pub fn scan_events(&self, n: usize) -> u64 {
        let visits = (1 + self.placements).saturating_sub(self.solutions);
        let tries = (n as u64).saturating_mul(visits);
        let rejects = tries.saturating_sub(self.placements);
        self.bitmask_events()
            .saturating_add(tries)
            .saturating_add(rejects)
    }

    fn add(self, other: Tree, weight: u64) -> Tree {
        Tree {
            placements: self.placements + weight * other.placements,
            dead_ends: self.dead_ends + weight * other.dead_ends,
            solutions: self.solutions + weight * other.solutions,
        }
    }
}

/// How often (in placements, a power of two) the loop looks at the cancel flag.
const CANCEL_CHECK: u64 = 1 << 20;

/// Counts the whole tree of the `n` board on rayon's threads. Raising `cancel` stops it
/// within a few milliseconds with [`CountError::Cancelled`].
pub fn count(n: usize, cancel: &AtomicBool) -> Result<Tree, CountError> {
    if !(1..=MAX_N).contains(&n) {
        return Err(CountError::Size(n));
    }
    let full = full_mask(n);
    let halves: Vec<(u32, u64)> = (0..n.div_ceil(2))
        .map(|c| {
            let weight = if 2 * c + 1 == n { 1 } else { 2 };
            (1u32 << c, weight)
        })
        .collect();
    halves
        .par_iter()
        .map(|&(bit, weight)| {
            let first = Tree {
                placements: 1,
                solutions: u64::from(n == 1),
                dead_ends: 0,
            };
            let below = if n == 1 {
                Tree::default()
            } else {
                subtree(n, full, bit, bit << 1, bit >> 1, cancel)?
            };
            Ok(Tree::default().add(first.add(below, 1), weight))
        })
        .try_reduce(Tree::default, |a, b| Ok(a.add(b, 1)))
}

/// The tree below a queen in row 0 whose attacks on row 1 are `cols`, `ld`, `rd`: row 1 is
/// entered (a dead end if it has no free square) and searched to the bottom.
fn subtree(
    n: usize,
    full: u32,
    cols: u32,
    ld: u32,
    rd: u32,
    cancel: &AtomicBool,
) -> Result<Tree, CountError> {
    let mut tree = Tree::default();
    let mut stack = [(0u32, 0u32, 0u32, 0u32); MAX_N];
    let free = full & !(cols | ld | rd);
    if free == 0 {
        tree.dead_ends = 1;
        return Ok(tree);
    }
    let mut depth = 0;
    stack[0] = (cols, ld, rd, free);
    // Row 1 + depth is the row being searched; the last row is n - 1.
    let last = n - 2;
    loop {
        let (cols, ld, rd, free) = stack[depth];
        if free == 0 {
            if depth == 0 {
                return Ok(tree);
            }
            depth -= 1;
            continue;
        }
        let bit = free & free.wrapping_neg();
        stack[depth].3 = free ^ bit;
        tree.placements += 1;
        if tree.placements & (CANCEL_CHECK - 1) == 0 && cancel.load(Ordering::Relaxed) {
            return Err(CountError::Cancelled);
        }
        if depth == last {
            tree.solutions += 1;
            continue;
        }
        let (cols, ld, rd) = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        let next = full & !(cols | ld | rd);
        if next == 0 {
            tree.dead_ends += 1;
            continue;
        }
        depth += 1;
        stack[depth] = (cols, ld, rd, next);
    }
}

/// Descents [`estimate`] makes.
const PROBES: u64 = 4096;

/// Knuth's estimate of the tree of the `n` board: random descents from the root, each
/// weighing what it meets by the product of the choices on its way. Unbiased, rough for a
/// single descent, within a few per cent over [`PROBES`]; fixed pseudo-random, so the same
/// `n` always gives the same figures.
pub fn estimate(n: usize) -> Tree {
    let n = n.clamp(1, MAX_N);
    let full = full_mask(n);
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ n as u64;
    let (mut placements, mut dead_ends, mut solutions) = (0f64, 0f64, 0f64);
    for _ in 0..PROBES {
        let (mut cols, mut ld, mut rd) = (0u32, 0u32, 0u32);
        let mut weight = 1f64;
        for row in 0..n {
            let free = full & !(cols | ld | rd);
            let choices = free.count_ones();
            if choices == 0 {
                dead_ends += weight;
                break;
            }
            weight *= f64::from(choices);
            placements += weight;
            if row + 1 == n {
                solutions += weight;
                break;
            }
            // xorshift64*: cheap and good enough to pick a square.
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            let pick = (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) % u64::from(choices);
            let mut rest = free;
            for _ in 0..pick {
                rest &= rest - 1;
            }
            let bit = rest & rest.wrapping_neg();
            (cols, ld, rd) = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
    }
    let mean = |sum: f64| whole(sum / PROBES as f64);
    Tree {
        placements: mean(placements),
        dead_ends: mean(dead_ends),
        solutions: mean(solutions),
    }
}

/// A non-negative estimate rounded to a count (saturating far beyond any real tree).
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "rounded, non-negative, and saturating is the right answer past u64"
)]
fn whole(x: f64) -> u64 {
    x.round().max(0.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Event, Solver};

    /// The tree as the stepping solver walks it.
    fn stepped(n: usize) -> Tree {
        let mut tree = Tree::default();
        for event in Solver::new(n) {
            match event {
                Event::Place { .. } => tree.placements += 1,
                Event::DeadEnd { .. } => tree.dead_ends += 1,
                Event::Solution { .. } => tree.solutions += 1,
                _ => {}
            }
        }
        tree
    }

    #[test]
    fn the_tight_loop_counts_the_stepping_solvers_tree() {
        let no = AtomicBool::new(false);
        for n in 1..=11 {
            assert_eq!(count(n, &no).unwrap(), stepped(n), "n = {n}");
        }
    }

    #[test]
    fn a_raised_flag_cancels_and_a_bad_size_is_refused() {
        assert!(matches!(
            count(16, &AtomicBool::new(true)),
            Err(CountError::Cancelled)
        ));
        assert!(matches!(
            count(0, &AtomicBool::new(false)),
            Err(CountError::Size(0))
        ));
    }

    #[test]
    fn the_estimate_is_near_the_count() {
        let no = AtomicBool::new(false);
        for n in [10, 12, 13] {
            let (exact, guess) = (count(n, &no).unwrap(), estimate(n));
            let off = guess.placements.abs_diff(exact.placements) as f64 / exact.placements as f64;
            assert!(off < 0.1, "n = {n}: {guess:?} against {exact:?}");
        }
    }
}
