//! Completing a position the user built by hand: queens on any rows, the rest to be filled.
//!
//! The stepping solver fills rows in order from row 0, which suits a search from the top but
//! not a position with queens scattered over the board: a fixed queen low on the board is only
//! met after every way of filling the rows above it. Here the rows left are filled most
//! constrained first (the row with the fewest free squares), and a branch is dropped as soon
//! as a row or a column has no free square left, so a completion, or the proof that none
//! exists, is found in a few thousand nodes even at n = 32. The search is bounded: it stops
//! when asked to (a newer position supersedes it) or after a budget of nodes.

use super::{MAX_N, full_mask, low_col, u8_of};

/// How a completion search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Completion {
    /// A solution that keeps every given queen: its column on each row, row 0 first.
    Found(Vec<u8>),
    /// No solution keeps the given queens.
    Impossible,
    /// The budget of nodes ran out first.
    OutOfBudget,
    /// The caller asked the search to stop.
    Stopped,
}

/// How often (in nodes) the search asks whether to stop: rarely enough to cost nothing.
const POLL: u64 = 1 << 12;

/// Columns, `╲` and `╱` diagonals taken so far (diagonals indexed `row + col` and
/// `col - row + n - 1`, at most 63 of each).
#[derive(Debug, Clone, Copy)]
struct Taken {
    cols: u32,
    falling: u64,
    rising: u64,
}

impl Taken {
    fn place(mut self, n: usize, row: usize, col: usize) -> Self {
        self.cols |= 1 << col;
        self.falling |= 1 << (col + n - 1 - row);
        self.rising |= 1 << (row + col);
        self
    }

    /// The squares of `row` that no queen taken so far attacks.
    fn free(&self, n: usize, row: usize) -> u32 {
        let full = u64::from(full_mask(n));
        // Bit `c` of each shifted mask is the diagonal through (`row`, `c`).
        let rising = (self.rising >> row) & full;
        let falling = (self.falling >> (n - 1 - row)) & full;
        let free = full & !(u64::from(self.cols) | rising | falling);
        u32::try_from(free).unwrap_or(0)
    }
}

/// A solution of the `n` board that keeps the queens of `fixed` (`fixed[row]` is the column
/// of the queen on `row`, if it has one), searching at most `budget` nodes and polling `stop`.
/// The given queens must not attack one another (a position with a conflict has no
/// completion: callers say so without searching).
pub fn complete(
    n: usize,
    fixed: &[Option<u8>],
    budget: u64,
    stop: &dyn Fn() -> bool,
) -> Completion {
    debug_assert!((1..=MAX_N).contains(&n) && fixed.len() == n);
    let mut taken = Taken {
        cols: 0,
        falling: 0,
        rising: 0,
    };
    let mut cols = [0u8; MAX_N];
    let mut open = Vec::with_capacity(n);
    for (row, &queen) in fixed.iter().enumerate() {
        match queen {
            Some(col) => {
                let col = usize::from(col);
                if taken.free(n, row) & (1 << col) == 0 {
                    return Completion::Impossible;
                }
                taken = taken.place(n, row, col);
                cols[row] = u8_of(col);
            }
            None => open.push(row),
        }
    }
    let mut search = Search {
        n,
        nodes: 0,
        budget,
        stop,
        cols,
    };
    match search.fill(taken, &mut open) {
        Ok(true) => Completion::Found(search.cols[..n].to_vec()),
        Ok(false) => Completion::Impossible,
        Err(why) => why,
    }
}

struct Search<'a> {
    n: usize,
    nodes: u64,
    budget: u64,
    stop: &'a dyn Fn() -> bool,
    cols: [u8; MAX_N],
}

impl Search<'_> {
    /// Fills the rows of `open` (in any order); true once all are filled. Recursion is at
    /// most `n` deep.
    fn fill(&mut self, taken: Taken, open: &mut Vec<usize>) -> Result<bool, Completion> {
        if open.is_empty() {
            return Ok(true);
        }
        let n = self.n;
        // The most constrained row, and every open row and free column still coverable.
        let mut best = (usize::MAX, 0, 0u32);
        let mut coverable = 0u32;
        for (at, &row) in open.iter().enumerate() {
            let free = taken.free(n, row);
            if free == 0 {
                return Ok(false);
            }
            coverable |= free;
            let count = free.count_ones() as usize;
            if count < best.0 {
                best = (count, at, free);
            }
        }
        // Each column without a queen needs one, from an open row.
        if full_mask(n) & !taken.cols & !coverable != 0 {
            return Ok(false);
        }
        let (_, at, mut free) = best;
        let row = open.swap_remove(at);
        while free != 0 {
            self.nodes += 1;
            if self.nodes > self.budget {
                return Err(Completion::OutOfBudget);
            }
            // Asked at the first node too, so a superseded search ends at once.
            if self.nodes % POLL == 1 && (self.stop)() {
                return Err(Completion::Stopped);
            }
            let col = low_col(free);
            free &= free - 1;
            self.cols[row] = col;
            if self.fill(taken.place(n, row, usize::from(col)), open)? {
                return Ok(true);
            }
        }
        // Put the row back where it was, so the caller's list is as it gave it.
        open.push(row);
        let last = open.len() - 1;
        open.swap(at, last);
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::verify::verify;

    fn never() -> bool {
        false
    }

    fn check(n: usize, fixed: &[Option<u8>]) -> Completion {
        complete(n, fixed, u64::MAX, &never)
    }

    /// Whether some solution keeps `fixed`, by trying every solution.
    fn completable_by_listing(n: usize, fixed: &[Option<u8>]) -> bool {
        let mut solver = crate::solver::Solver::new(n);
        while solver.next_solution().is_some() {
            let q = solver.queens();
            if fixed.iter().zip(q).all(|(f, &c)| f.is_none_or(|f| f == c)) {
                return true;
            }
        }
        false
    }

    #[test]
    fn completions_keep_the_given_queens_and_are_solutions() {
        // h6 and d1, as in the first solution 0 4 7 5 2 6 1 3.
        let fixed = [None, None, Some(7), None, None, None, None, Some(3)];
        let Completion::Found(cols) = check(8, &fixed) else {
            panic!("h6 and d1 can be completed");
        };
        assert_eq!((cols[2], cols[7]), (7, 3));
        let cols: Vec<u32> = cols.iter().map(|&c| u32::from(c)).collect();
        assert!(verify(8, &cols).is_ok());
    }

    #[test]
    fn every_pair_of_queens_on_6_agrees_with_listing_the_solutions() {
        let n = 6;
        for r1 in 0..n {
            for c1 in 0..n {
                for r2 in r1 + 1..n {
                    for c2 in 0..n {
                        let mut fixed = vec![None; n];
                        fixed[r1] = Some(u8_of(c1));
                        fixed[r2] = Some(u8_of(c2));
                        let found = matches!(check(n, &fixed), Completion::Found(_));
                        assert_eq!(found, completable_by_listing(n, &fixed), "{fixed:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn impossible_boards_and_an_empty_one() {
        assert_eq!(check(3, &[None; 3]), Completion::Impossible);
        // A corner queen on 4: no solution of 4 has one.
        assert_eq!(
            check(4, &[Some(0), None, None, None]),
            Completion::Impossible
        );
        assert!(matches!(check(32, &[None; 32]), Completion::Found(_)));
        assert_eq!(check(1, &[None]), Completion::Found(vec![0]));
        // Two given queens that attack each other.
        assert_eq!(
            check(8, &[Some(0), Some(1), None, None, None, None, None, None]),
            Completion::Impossible
        );
    }

    #[test]
    fn the_budget_and_the_stop_flag_end_the_search() {
        assert_eq!(
            complete(32, &[None; 32], 3, &never),
            Completion::OutOfBudget
        );
        assert_eq!(
            complete(20, &[None; 20], u64::MAX, &|| true),
            Completion::Stopped
        );
    }
}
