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
use crate::solver::{MAX_N, full_mask, low_col};

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
        let visits = self
            .placements
            .saturating_add(1)
            .saturating_sub(self.solutions);
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
                subtree(n, full, bit, bit << 1, bit >> 1, 1, cancel)?.0
            };
            Ok(Tree::default().add(first.add(below, 1), weight))
        })
        .try_reduce(Tree::default, |a, b| Ok(a.add(b, 1)))
}

/// The attacks on the row after the queens of `prefix` (row 0's column first): columns, `\\`
/// and `/` diagonals, as the search has them there. `None` if a queen of it is off the board
/// or attacked by one above it.
pub fn attacks_after(n: usize, prefix: &[u8]) -> Option<(u32, u32, u32)> {
    if !(1..=MAX_N).contains(&n) || prefix.len() > n {
        return None;
    }
    let full = full_mask(n);
    let (mut cols, mut ld, mut rd) = (0u32, 0u32, 0u32);
    for &col in prefix {
        let bit = 1u32.checked_shl(u32::from(col)).filter(|b| b & full != 0)?;
        if bit & (cols | ld | rd) != 0 {
            return None;
        }
        (cols, ld, rd) = (cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1);
    }
    Some((cols, ld, rd))
}

/// The free columns of the row after the queens of `prefix`, lowest (tried first) first: the
/// children of that node of the search tree. Empty on a full board or an illegal prefix.
pub fn children(n: usize, prefix: &[u8]) -> Vec<u8> {
    match attacks_after(n, prefix) {
        Some((cols, ld, rd)) if prefix.len() < n => {
            let mut free = full_mask(n) & !(cols | ld | rd);
            let mut out = Vec::with_capacity(free.count_ones() as usize);
            while free != 0 {
                out.push(low_col(free));
                free &= free - 1;
            }
            out
        }
        _ => Vec::new(),
    }
}

/// A node's subtree: its counts and how deep it goes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Subtree {
    /// What the search does there, the node's own placement included.
    pub tree: Tree,
    /// The deepest row holding a queen in it (the node's own row at least).
    pub deepest: usize,
}

/// The subtree of the node whose queens are `prefix` (non-empty; row 0's column first): what
/// the search does from placing the last of them until it lifts it again. Raising `cancel`
/// stops it.
pub fn below(n: usize, prefix: &[u8], cancel: &AtomicBool) -> Result<Subtree, CountError> {
    let (cols, ld, rd) = attacks_after(n, prefix)
        .filter(|_| !prefix.is_empty())
        .ok_or(CountError::Size(n))?;
    let row = prefix.len();
    let own = own(n, row);
    if row == n {
        return Ok(Subtree {
            tree: own,
            deepest: row - 1,
        });
    }
    let (rest, deepest) = subtree(n, full_mask(n), cols, ld, rd, row, cancel)?;
    Ok(Subtree {
        tree: own.add(rest, 1),
        deepest: deepest.max(row - 1),
    })
}

/// Knuth's estimate of [`below`]: `probes` random descents from the node, fixed
/// pseudo-random for the same node, so the same question always gets the same answer. Its
/// depth is the deepest any descent went.
pub fn estimate_below(n: usize, prefix: &[u8], probes: u64) -> Subtree {
    let Some(start) = attacks_after(n, prefix).filter(|_| !prefix.is_empty()) else {
        return Subtree::default();
    };
    let seed = prefix
        .iter()
        .fold(0x9E37_79B9_7F4A_7C15u64 ^ n as u64, |h, &c| {
            (h ^ u64::from(c)).wrapping_mul(0x0100_0000_01B3)
        });
    let row = prefix.len();
    let (rest, deepest) = probe(n, row, start, probes.max(1), seed);
    Subtree {
        tree: own(n, row).add(rest, 1),
        deepest: deepest.max(row - 1),
    }
}

/// A node's own part of its subtree: its placement, and the solution if its row is the last.
fn own(n: usize, row: usize) -> Tree {
    Tree {
        placements: 1,
        solutions: u64::from(row == n),
        dead_ends: 0,
    }
}

/// The tree below a node whose attacks on `row` are `cols`, `ld`, `rd`: `row` is entered (a
/// dead end if it has no free square) and searched to the bottom.
fn subtree(
    n: usize,
    full: u32,
    cols: u32,
    ld: u32,
    rd: u32,
    row: usize,
    cancel: &AtomicBool,
) -> Result<(Tree, usize), CountError> {
    let mut tree = Tree::default();
    let mut stack = [(0u32, 0u32, 0u32, 0u32); MAX_N];
    let free = full & !(cols | ld | rd);
    if free == 0 {
        tree.dead_ends = 1;
        return Ok((tree, row.saturating_sub(1)));
    }
    // The deepest row reached, less `row` (a row entered holds a queen: it has a free square).
    let mut deepest = 0;
    let mut depth = 0;
    stack[0] = (cols, ld, rd, free);
    // Row `row + depth` is the row being searched; the last row is n - 1.
    let last = n - 1 - row;
    loop {
        let (cols, ld, rd, free) = stack[depth];
        if free == 0 {
            if depth == 0 {
                return Ok((tree, row + deepest));
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
        deepest = deepest.max(depth);
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
    probe(n, 0, (0, 0, 0), PROBES, 0x9E37_79B9_7F4A_7C15u64 ^ n as u64).0
}

/// The mean over `probes` random descents of what the search meets from entering `row`, whose
/// attacks are `start`, to the bottom, and the deepest row a descent placed a queen on.
fn probe(n: usize, row: usize, start: (u32, u32, u32), probes: u64, seed: u64) -> (Tree, usize) {
    let mut deepest = 0;
    let full = full_mask(n);
    let mut state = seed | 1;
    let (mut placements, mut dead_ends, mut solutions) = (0f64, 0f64, 0f64);
    for _ in 0..probes {
        let (mut cols, mut ld, mut rd) = start;
        let mut weight = 1f64;
        for row in row..n {
            let free = full & !(cols | ld | rd);
            let choices = free.count_ones();
            if choices == 0 {
                dead_ends += weight;
                break;
            }
            weight *= f64::from(choices);
            placements += weight;
            deepest = deepest.max(row);
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
    let mean = |sum: f64| whole(sum / probes as f64);
    let tree = Tree {
        placements: mean(placements),
        dead_ends: mean(dead_ends),
        solutions: mean(solutions),
    };
    (tree, deepest)
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

    #[test]
    fn an_estimate_past_u64_saturates_the_scans_events_too() {
        let huge = Tree {
            placements: u64::MAX,
            dead_ends: u64::MAX,
            solutions: 1,
        };
        assert_eq!(huge.bitmask_events(), u64::MAX);
        assert_eq!(huge.scan_events(32), u64::MAX);
    }

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
    fn a_node_s_subtree_is_what_the_stepping_solver_does_under_it() {
        let no = AtomicBool::new(false);
        for n in 1..=8 {
            // Every node: its subtree is the events from its placement to its lift.
            let mut stack: Vec<Tree> = Vec::new();
            let mut solver = Solver::new(n);
            while let Some(event) = solver.step() {
                match event {
                    Event::Place { .. } => {
                        stack.push(Tree::default());
                        for t in &mut stack {
                            t.placements += 1;
                        }
                    }
                    Event::DeadEnd { .. } => stack.iter_mut().for_each(|t| t.dead_ends += 1),
                    Event::Solution { .. } => stack.iter_mut().for_each(|t| t.solutions += 1),
                    Event::Remove { .. } => {
                        let mut prefix = solver.queens().to_vec();
                        if let Event::Remove { col, .. } = event {
                            prefix.push(col);
                        }
                        let seen = stack.pop().unwrap();
                        assert_eq!(
                            below(n, &prefix, &no).unwrap().tree,
                            seen,
                            "n = {n} {prefix:?}"
                        );
                    }
                    _ => {}
                }
            }
            let roots: Tree = children(n, &[])
                .into_iter()
                .map(|c| below(n, &[c], &no).unwrap().tree)
                .fold(Tree::default(), |a, b| a.add(b, 1));
            assert_eq!(roots, count(n, &no).unwrap(), "n = {n}");
        }
        assert!(
            below(4, &[0, 1], &no).is_err(),
            "an attacked queen is no node"
        );
        assert_eq!(children(4, &[1]), vec![3]);
        assert_eq!(children(4, &[1, 3, 0, 2]), Vec::<u8>::new());
    }

    #[test]
    fn the_estimate_of_a_node_is_near_its_count() {
        let no = AtomicBool::new(false);
        for prefix in [&[0u8][..], &[5], &[2, 7], &[6, 1, 9]] {
            let (exact, guess) = (
                below(12, prefix, &no).unwrap().tree,
                estimate_below(12, prefix, 2048).tree,
            );
            let off = guess.placements.abs_diff(exact.placements) as f64 / exact.placements as f64;
            assert!(off < 0.15, "{prefix:?}: {guess:?} against {exact:?}");
        }
        assert_eq!(estimate_below(4, &[1, 3, 0, 2], 16).tree.solutions, 1);
        // n = 4: under a2 only a dead end on rank 2 (row 2); under b4 (col 1) the solution.
        assert_eq!(below(4, &[0], &no).unwrap().deepest, 2);
        assert_eq!(below(4, &[1], &no).unwrap().deepest, 3);
        assert_eq!(below(4, &[0, 2], &no).unwrap().deepest, 1);
        assert_eq!(estimate_below(4, &[1], 64).deepest, 3);
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
