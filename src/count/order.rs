//! A solution's number in search order: how many solutions the stepping solver meets before
//! it, plus one. The solver's order is lexicographic by columns, row 0 first, so the solutions
//! before `s` are those that agree with `s` on rows `0..k` and have a smaller column on row
//! `k`, for some `k`: the completions of each such prefix, counted by the fast kernel with no
//! symmetry reduction (every square allowed, no ties, so each solution counts once).
//!
//! The work is that of counting every solution before `s`: instant for early solutions and
//! small boards, hours for late ones from n = 20 on. So the count is cut into pieces of at
//! most [`PIECE_ROWS`] open rows, between which it checks a budget of nodes and a stop flag.

use super::border::BorderClass;
use super::kernel::Kernel;
use crate::solver::{MAX_N, full_mask};

/// Why a numbering did not finish.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Halt {
    /// More nodes than the budget would be needed.
    OutOfBudget,
    /// The caller asked it to stop.
    Stopped,
}

/// A piece counted without a look at the budget or the stop flag has at most this many open
/// rows: milliseconds of work at most.
pub const PIECE_ROWS: usize = 13;

/// The counting in progress: the open class, and the nodes left to spend.
struct Counter<'a> {
    class: BorderClass,
    left: u64,
    stop: &'a dyn Fn() -> bool,
}

impl Counter<'_> {
    /// The solutions that begin with `prefix` (`prefix[r]`: the column of row `r`'s queen).
    fn completions(&mut self, prefix: &mut Vec<u32>) -> Result<u64, Halt> {
        let n = self.class.n;
        let row = prefix.len();
        let (cols, ld, rd) = prefix.iter().fold((0u32, 0u32, 0u32), |(c, l, r), &bit| {
            (c | bit, (l | bit) << 1, (r | bit) >> 1)
        });
        if n - row <= PIECE_ROWS {
            if (self.stop)() {
                return Err(Halt::Stopped);
            }
            let (count, nodes) = if row + 3 <= n {
                let tally = Kernel::new(&self.class, prefix).run(row, cols, ld, rd);
                (tally.plain, tally.nodes)
            } else {
                small(n, row, cols, ld, rd)
            };
            self.left = self.left.checked_sub(nodes).ok_or(Halt::OutOfBudget)?;
            return Ok(count);
        }
        let mut free = full_mask(n) & !(cols | ld | rd);
        let mut sum = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            prefix.push(bit);
            let below = self.completions(prefix);
            prefix.pop();
            sum += below?;
        }
        Ok(sum)
    }
}

/// The completions of the last (at most two) rows, and the nodes visited, without the kernel
/// (which needs three rows).
fn small(n: usize, row: usize, cols: u32, ld: u32, rd: u32) -> (u64, u64) {
    if row == n {
        return (1, 0);
    }
    let mut free = full_mask(n) & !(cols | ld | rd);
    let (mut count, mut nodes) = (0, 0);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let (c, v) = small(n, row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        count += c;
        nodes += v + 1;
    }
    (count, nodes)
}

/// The 1-based number of `solution` (the column of each row's queen, row 0 first) in the
/// stepping solver's order, spending at most `budget` nodes and polling `stop` between pieces.
/// `solution` must be a solution.
pub fn number_in_search_order(
    solution: &[u8],
    budget: u64,
    stop: &dyn Fn() -> bool,
) -> Result<u64, Halt> {
    let n = solution.len();
    debug_assert!((1..=MAX_N).contains(&n));
    let mut counter = Counter {
        class: BorderClass::open(n),
        left: budget,
        stop,
    };
    let mut prefix: Vec<u32> = Vec::with_capacity(n);
    let mut before = 0;
    for &col in solution {
        let (cols, ld, rd) = prefix.iter().fold((0u32, 0u32, 0u32), |(c, l, r), &bit| {
            (c | bit, (l | bit) << 1, (r | bit) >> 1)
        });
        let smaller = (1u32 << col) - 1;
        let mut free = full_mask(n) & !(cols | ld | rd) & smaller;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            prefix.push(bit);
            let below = counter.completions(&mut prefix);
            prefix.pop();
            before += below?;
        }
        prefix.push(1 << col);
    }
    Ok(before + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    fn never() -> bool {
        false
    }

    #[test]
    fn every_solution_up_to_10_gets_its_number_in_search_order() {
        for n in 1..=10 {
            let mut solver = Solver::new(n);
            let mut k = 0;
            while solver.next_solution().is_some() {
                k += 1;
                assert_eq!(
                    number_in_search_order(solver.queens(), u64::MAX, &never),
                    Ok(k),
                    "n = {n}"
                );
            }
        }
    }

    #[test]
    fn large_boards_are_cut_into_pieces_that_heed_the_budget_and_the_flag() {
        // The last solution of 16 (the mirror image of the first) needs the whole tree.
        let mut solver = Solver::new(16);
        solver.next_solution();
        let last: Vec<u8> = solver.queens().iter().map(|&c| 15 - c).collect();
        assert_eq!(
            number_in_search_order(&last, 1_000_000, &never),
            Err(Halt::OutOfBudget)
        );
        assert_eq!(
            number_in_search_order(&last, u64::MAX, &|| true),
            Err(Halt::Stopped)
        );
        // The first solution: only dead ends before it.
        let mut solver = Solver::new(20);
        solver.next_solution();
        assert_eq!(
            number_in_search_order(solver.queens(), u64::MAX, &never),
            Ok(1)
        );
    }

    #[test]
    fn a_late_solution_of_15_matches_the_solver() {
        // Past the piece size, so the split into pieces is used.
        let mut solver = Solver::new(15);
        for _ in 0..2_000 {
            solver.next_solution();
        }
        assert_eq!(
            number_in_search_order(solver.queens(), u64::MAX, &never),
            Ok(2_000)
        );
    }
}
