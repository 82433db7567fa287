//! The inner loop: depth-first search of one subproblem with `u32` masks.
//!
//! The search is a loop over an explicit stack (see [`Kernel::search`]), and the kernel spends
//! its effort on visiting and branching less:
//! - it looks two and three rows ahead and drops a placement that leaves such a row without a
//!   free square, before descending into it;
//! - the last two rows are solved without branches: two columns are left, and each of the two
//!   ways to fill them is checked with a handful of bit operations;
//! - tie solutions are spotted with three lookups and only they are classified one by one.
//!
//! Indices are masked with `& 31` (rows never exceed 31) so no bounds check is emitted, and
//! nothing is allocated.

use super::border::{BorderClass, classify_tie};
use crate::solver::MAX_N;

/// What one subproblem contributes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Plain solutions (see [`super::border`]): each stands for 8 solutions and 1 class.
    pub plain: u64,
    /// Solutions added by the tie solutions this subproblem owns.
    pub tie_total: u64,
    /// Classes added by the tie solutions this subproblem owns.
    pub tie_unique: u64,
    /// Queens placed by the search.
    pub nodes: u64,
}

/// The search state of one subproblem, and where its solutions go.
pub(crate) struct Kernel<'a> {
    class: &'a BorderClass,
    full: u32,
    /// The queen of every row placed so far, one bit each (needed only to classify ties).
    path: [u32; MAX_N],
    tally: Tally,
}

impl<'a> Kernel<'a> {
    /// A kernel for `class`, with the queens of the first rows in `prefix`.
    pub fn new(class: &'a BorderClass, prefix: &[u32]) -> Self {
        let mut path = [0; MAX_N];
        path[..prefix.len()].copy_from_slice(prefix);
        Self {
            class,
            full: crate::solver::full_mask(class.n),
            path,
            tally: Tally::default(),
        }
    }

    /// Counts the completions from row `row` on, given the occupied columns and the diagonals
    /// attacking that row. Needs at least three rows left (`row + 3 <= n`).
    pub fn run(mut self, row: usize, cols: u32, ld: u32, rd: u32) -> Tally {
        debug_assert!(row + 3 <= self.class.n);
        let free = self.class.allowed[row & 31] & !(cols | ld | rd);
        if free != 0 {
            if row + 3 == self.class.n {
                self.last_three(row, cols, ld, rd, free);
            } else {
                self.search(row, cols, ld, rd, free);
            }
        }
        self.tally
    }

    /// Tries every square of `free` on row `first` (`first + 4 <= n`), and everything below.
    ///
    /// A loop over an explicit stack rather than recursion: most rows, after the look-ahead,
    /// keep one or two squares, so a call per row cost more (saving and restoring registers,
    /// reloading the class's rows) than the node it visits. Here descending stores the row's
    /// four masks, and backtracking loads them. Kept out of its caller (inlined into rayon's
    /// worker, the loop's masks spilled to memory), with [`Kernel::last_three`] inlined into
    /// it (as a call it cost 7% more instructions at n = 15).
    #[inline(never)]
    fn search(&mut self, first: usize, cols: u32, ld: u32, rd: u32, free: u32) {
        let class = self.class;
        let allowed = &class.allowed;
        // The row handed to `last_three`.
        let deepest = class.n - 3;
        // What is left to try on each row above the current one, and its masks.
        let mut stack = [[0u32; 4]; MAX_N];
        let (mut d, mut cols, mut ld, mut rd, mut free) = (first, cols, ld, rd, free);
        let mut nodes = 0;
        loop {
            if free == 0 {
                if d == first {
                    break;
                }
                d -= 1;
                [cols, ld, rd, free] = stack[d & 31];
                continue;
            }
            let bit = free & free.wrapping_neg();
            free ^= bit;
            nodes += 1;
            // One mask, and the next rows' indices within `allowed` (32 + 3 entries) are
            // known in bounds: no check, and the offsets fold into the loads.
            let i = d & 31;
            let (nc, nl, nr) = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
            let nf = allowed[i + 1] & !(nc | nl | nr);
            // Look ahead: rows d + 2 and d + 3 must keep a square free of the queens so far.
            // One branch on the three tests (`|`, not `||`): fewer mispredictions than three.
            let dead = (nf == 0)
                | (allowed[i + 2] & !(nc | (nl << 1) | (nr >> 1)) == 0)
                | (allowed[i + 3] & !(nc | (nl << 2) | (nr >> 2)) == 0);
            if dead {
                continue;
            }
            self.path[i] = bit;
            if d + 1 == deepest {
                self.last_three(d + 1, nc, nl, nr, nf);
            } else {
                stack[i] = [cols, ld, rd, free];
                d += 1;
                (cols, ld, rd, free) = (nc, nl, nr, nf);
            }
        }
        self.tally.nodes += nodes;
    }

    /// Row `d = n - 3` and, without branching, the two rows after it.
    #[inline(always)]
    fn last_three(&mut self, d: usize, cols: u32, ld: u32, rd: u32, mut free: u32) {
        let class = self.class;
        let i = d & 31;
        let next = class.allowed[i + 1];
        let last = class.allowed[i + 2];
        let mut nodes = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let (nc, nl, nr) = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
            let f2 = next & !(nc | nl | nr);
            // Exactly two columns are left: x and y.
            let rest = self.full & !nc;
            let x = rest & rest.wrapping_neg();
            let y = rest ^ x;
            let attacked = (nl << 1) | (nr >> 1);
            let x_then_y = (f2 & x != 0) & (last & y & !(attacked | (x << 1) | (x >> 1)) != 0);
            let y_then_x = (f2 & y != 0) & (last & x & !(attacked | (y << 1) | (y >> 1)) != 0);
            // Nodes: this queen, the queens row d + 1 can take (x, y or both), and the last row's.
            // (Counted with comparisons: without a POPCNT instruction in the baseline x86-64
            // target, `count_ones` is a dozen instructions.)
            nodes += 1
                + u64::from(f2 & x != 0)
                + u64::from(f2 & y != 0)
                + u64::from(x_then_y)
                + u64::from(y_then_x);
            if x_then_y | y_then_x {
                for (ok, a, b) in [(x_then_y, x, y), (y_then_x, y, x)] {
                    if ok {
                        self.path[i] = bit;
                        self.path[(i + 1) & 31] = a;
                        self.path[(i + 2) & 31] = b;
                        self.solution();
                    }
                }
            }
        }
        self.tally.nodes += nodes;
    }

    /// A solution, complete in `path[..n]`.
    #[inline(always)]
    fn solution(&mut self) {
        tally_solution(self.class, &self.path, &mut self.tally);
    }
}

/// Adds the solution in `path[..n]` of `class` to `tally`: plain, or a tie to classify the slow
/// way. Only the rows `m` and `n - 1 - m` (side queens) and the last row can hold a tie square,
/// so the check is three lookups, done here rather than carried through every node.
#[inline(always)]
pub(crate) fn tally_solution(class: &BorderClass, path: &[u32; MAX_N], tally: &mut Tally) {
    let n = class.n;
    let at = |row: usize| path[row & 31] & class.tie_at[row & 31];
    if at(class.m) | at(n - 1 - class.m) | at(n - 1) == 0 {
        tally.plain += 1;
    } else {
        tie(class, path, tally);
    }
}

/// Tallies the solutions that end `path` with its last two queens on files `x` and `y`, in the
/// orders that hold: `(x, y)` where `xy`, `(y, x)` where `yx` (the lanes settle both orders of
/// the last two ranks at once).
pub(crate) fn tally_ends(
    class: &BorderClass,
    path: &mut [u32; MAX_N],
    (x, y): (u32, u32),
    (xy, yx): (bool, bool),
    tally: &mut Tally,
) {
    let n = class.n;
    for (holds, a, b) in [(xy, x, y), (yx, y, x)] {
        if holds {
            path[n - 2] = a;
            path[n - 1] = b;
            tally_solution(class, path, tally);
        }
    }
}

/// A tie solution: classify it against its images.
#[cold]
#[inline(never)]
fn tie(class: &BorderClass, path: &[u32; MAX_N], tally: &mut Tally) {
    let (total, unique) = classify_tie(class.n, class.m, &path[..class.n]);
    tally.tie_total += total;
    tally.tie_unique += unique;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::border::classify_tie;
    use crate::count::split;

    /// Solutions and classes below a subproblem, by the plain search: every solution
    /// classified against its images.
    fn plain(
        class: &BorderClass,
        row: usize,
        masks: (u32, u32, u32),
        path: &mut Vec<u32>,
    ) -> (u64, u64) {
        let n = class.n;
        if row == n {
            return classify_tie(n, class.m, path);
        }
        let (cols, ld, rd) = masks;
        let mut free = class.allowed[row] & !(cols | ld | rd);
        let mut sum = (0, 0);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            path.push(bit);
            let (t, u) = plain(
                class,
                row + 1,
                (cols | bit, (ld | bit) << 1, (rd | bit) >> 1),
                path,
            );
            path.pop();
            sum = (sum.0 + t, sum.1 + u);
        }
        sum
    }

    #[test]
    fn every_subproblem_agrees_with_the_plain_search() {
        for n in 4..=12 {
            let classes = BorderClass::all(n);
            let mut nodes = 0;
            for sub in split::subproblems(&classes, split::depth_for(n)) {
                let class = &classes[usize::from(sub.class)];
                let depth = usize::from(sub.depth);
                let t =
                    Kernel::new(class, &sub.prefix[..depth]).run(depth, sub.cols, sub.ld, sub.rd);
                let mut path = sub.prefix[..depth].to_vec();
                let want = plain(class, depth, (sub.cols, sub.ld, sub.rd), &mut path);
                assert_eq!(
                    (8 * t.plain + t.tie_total, t.plain + t.tie_unique),
                    want,
                    "n = {n}, {sub:?}"
                );
                nodes += t.nodes;
            }
            // The nodes `count --json` reported with the first (recursive) kernel: the same tree.
            let pinned = match n {
                8 => Some(290),
                10 => Some(5264),
                12 => Some(116_564),
                _ => None,
            };
            if let Some(p) = pinned {
                assert_eq!(nodes, p, "n = {n}");
            }
        }
    }
}
