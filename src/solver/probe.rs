//! How the square-by-square strategies test one square, each with its own data structure
//! and its own cost: `scan` compares the square with every queen placed (`valid(row, col)`),
//! `arrays` reads three boolean arrays (`col[n]`, `diag[2n]` by `row + col`, `anti_diag[2n]`
//! by `n - col + row`), `matrix` walks up the n×n board from the square, cell by cell, along
//! its file and its two diagonals (`is_conflict`). All three find the same squares free, so
//! they ride the same tree (see [`super::scan`]); they differ in what a test costs and in
//! which attacker it meets first.
//!
//! Rows count from 0 at the top rank, as the search places them; the queens above `row` are
//! `queens[..row]`, the only ones a test can meet (the ranks below are still empty).
//!
//! The arrays' indexes and lookups and the matrix's walks are written here, beside the test
//! that counts their cost, and read by their strategies' folders, the narration and the
//! panels that draw them: the square test is the solvers' layer, which names no strategy.

use std::ops::{Add, AddAssign, Sub, SubAssign};

use super::attack::first_attacker;
pub use crate::vocabulary::Probe;
use crate::vocabulary::Strategy;

/// What testing a square found: its cost in the probe's own checks, and the queen that
/// refused it (its row), if one did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// Queens compared (`scan`), array entries read (`arrays`) or cells visited (`matrix`).
    pub cost: u64,
    /// The row of the queen the test stopped at; `None` for a free square.
    pub by_row: Option<usize>,
}

/// The checks of each probe for the same progress, side by side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Costs {
    /// Queens compared with squares (`scan`).
    pub scan: u64,
    /// Array entries read (`arrays`).
    pub arrays: u64,
    /// Matrix cells visited (`matrix`).
    pub matrix: u64,
}

impl Costs {
    /// The count of `probe`.
    pub fn of(self, probe: Probe) -> u64 {
        match probe {
            Probe::Scan => self.scan,
            Probe::Arrays => self.arrays,
            Probe::Matrix => self.matrix,
        }
    }

    /// The cost of testing square (`row`, `col`) of the `n` board under `queens` (the
    /// columns of the rows above), by every probe.
    pub fn of_test(queens: &[u8], n: usize, row: usize, col: usize) -> Costs {
        Costs {
            scan: Probe::Scan.test(queens, n, row, col).cost,
            arrays: Probe::Arrays.test(queens, n, row, col).cost,
            matrix: Probe::Matrix.test(queens, n, row, col).cost,
        }
    }
}

impl Add for Costs {
    type Output = Costs;
    fn add(self, o: Costs) -> Costs {
        Costs {
            scan: self.scan + o.scan,
            arrays: self.arrays + o.arrays,
            matrix: self.matrix + o.matrix,
        }
    }
}

impl AddAssign for Costs {
    fn add_assign(&mut self, o: Costs) {
        *self = *self + o;
    }
}

impl Sub for Costs {
    type Output = Costs;
    fn sub(self, o: Costs) -> Costs {
        Costs {
            scan: self.scan - o.scan,
            arrays: self.arrays - o.arrays,
            matrix: self.matrix - o.matrix,
        }
    }
}

impl SubAssign for Costs {
    fn sub_assign(&mut self, o: Costs) {
        *self = *self - o;
    }
}

impl std::iter::Sum for Costs {
    fn sum<I: Iterator<Item = Costs>>(iter: I) -> Costs {
        iter.fold(Costs::default(), Add::add)
    }
}

impl Probe {
    /// The names of the three parts of the probe's checks, for `trace --summary`: the arrays
    /// read (`col`, `diag`, `anti_diag`) or the walks (up, up-left, up-right); `None` for the
    /// scan, whose checks are all alike.
    pub fn parts(self) -> Option<[&'static str; 3]> {
        match self {
            Probe::Scan => None,
            Probe::Arrays => Some(["col reads", "diag reads", "anti_diag reads"]),
            Probe::Matrix => Some(["cells up", "cells up-left", "cells up-right"]),
        }
    }

    /// The checks of testing square (`row`, `col`) split as [`Probe::parts`] names them: how
    /// many entries of each array the test reads, or how many cells each walk visits (all
    /// zero for the scan). They add up to the test's cost.
    pub fn split(self, queens: &[u8], n: usize, row: usize, col: usize) -> [u64; 3] {
        let mut split = [0; 3];
        let above = &queens[..row.min(queens.len())];
        match self {
            Probe::Scan => {}
            Probe::Arrays => {
                for (array, _, _) in lookups(above, n, row, col) {
                    split[array as usize] += 1;
                }
            }
            Probe::Matrix => {
                walk_with(above, n, row, col, |dir, _, _| split[dir as usize] += 1);
            }
        }
        split
    }

    /// The three, in the order the help lists their strategies.
    pub const ALL: [Probe; 3] = [Probe::Scan, Probe::Arrays, Probe::Matrix];

    /// The strategy that tests squares this way: the one whose `About` names the probe.
    ///
    /// # Panics
    /// If no strategy does (the registry's test holds each probe to one).
    pub fn strategy(self) -> Strategy {
        Strategy::ALL
            .into_iter()
            .find(|s| s.about().probe == Some(self))
            .expect("a strategy tests squares with each probe")
    }

    /// The probe of `strategy`, if it tests square by square.
    pub fn of(strategy: Strategy) -> Option<Probe> {
        strategy.about().probe
    }

    /// Tests square (`row`, `col`) of the `n` board under `queens` (the columns of the rows
    /// above it; rows from `row` on are not looked at).
    pub fn test(self, queens: &[u8], n: usize, row: usize, col: usize) -> Verdict {
        let above = &queens[..row.min(queens.len())];
        match self {
            Probe::Scan => match first_attacker(above, row, col) {
                Some(r) => Verdict {
                    cost: r as u64 + 1,
                    by_row: Some(r),
                },
                None => Verdict {
                    cost: above.len() as u64,
                    by_row: None,
                },
            },
            Probe::Arrays => {
                // Short-circuit `!col[c] && !diag[r + c] && !anti_diag[n - c + r]`.
                let mut cost = 0;
                for array in [Array::Col, Array::Diag, Array::AntiDiag] {
                    cost += 1;
                    if let Some(r) = holder(above, n, array, index(array, n, row, col)) {
                        return Verdict {
                            cost,
                            by_row: Some(r),
                        };
                    }
                }
                Verdict { cost, by_row: None }
            }
            Probe::Matrix => {
                let mut cost = 0;
                let by_row = walk_with(above, n, row, col, |_, _, _| cost += 1);
                Verdict { cost, by_row }
            }
        }
    }
}

/// One of the three boolean arrays of `arrays`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Array {
    /// `col[c]`: a queen on file `c`.
    Col,
    /// `diag[row + col]`: a queen on this `╱` diagonal.
    Diag,
    /// `anti_diag[n - col + row]`: a queen on this `╲` diagonal.
    AntiDiag,
}

/// The index of square (`row`, `col`) in `array` on the `n` board: the file, `row + col`, or
/// `n - col + row` (from 1 to 2n - 1: the shift by n keeps it from going negative).
pub fn index(array: Array, n: usize, row: usize, col: usize) -> usize {
    match array {
        Array::Col => col,
        Array::Diag => row + col,
        Array::AntiDiag => n - col + row,
    }
}

/// How many entries `array` has on the `n` board (`diag` and `anti_diag` as the articles
/// declare them: 2n, one more than the 2n - 1 diagonals).
pub fn len(array: Array, n: usize) -> usize {
    match array {
        Array::Col => n,
        Array::Diag | Array::AntiDiag => 2 * n,
    }
}

/// The row of the queen among `queens` that holds entry `at` of `array` (sets it to true),
/// if any.
pub fn holder(queens: &[u8], n: usize, array: Array, at: usize) -> Option<usize> {
    queens
        .iter()
        .enumerate()
        .position(|(r, &c)| index(array, n, r, usize::from(c)) == at)
}

/// The lookups of the arrays' test of (`row`, `col`), in order, each with the queen holding
/// it (`None`: false); the test stops at the first taken.
pub fn lookups(
    queens: &[u8],
    n: usize,
    row: usize,
    col: usize,
) -> Vec<(Array, usize, Option<usize>)> {
    let mut read = Vec::with_capacity(3);
    for array in [Array::Col, Array::Diag, Array::AntiDiag] {
        let at = index(array, n, row, col);
        let by = holder(&queens[..row.min(queens.len())], n, array, at);
        read.push((array, at, by));
        if by.is_some() {
            break;
        }
    }
    read
}

/// A direction of the matrix's walk, from the square tested up the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Walk {
    /// Up the file.
    Up,
    /// Up and to the left (the `╲` diagonal).
    UpLeft,
    /// Up and to the right (the `╱` diagonal).
    UpRight,
}

/// The cells the matrix's walks visit from (`row`, `col`), in order, each with its
/// direction; the last is the queen that stops them, if one does.
pub fn walk(
    queens: &[u8],
    n: usize,
    row: usize,
    col: usize,
) -> (Vec<(Walk, usize, usize)>, Option<usize>) {
    let mut cells = Vec::new();
    let by = walk_with(queens, n, row, col, |dir, r, c| cells.push((dir, r, c)));
    (cells, by)
}

/// Walks as [`walk`] does, calling `visit` for each cell; returns the row of the queen met.
pub fn walk_with(
    queens: &[u8],
    n: usize,
    row: usize,
    col: usize,
    mut visit: impl FnMut(Walk, usize, usize),
) -> Option<usize> {
    let queen_at = |r: usize, c: usize| queens.get(r).is_some_and(|&q| usize::from(q) == c);
    let steps = [
        (Walk::Up, row),
        (Walk::UpLeft, row.min(col)),
        (Walk::UpRight, row.min(n - 1 - col)),
    ];
    for (dir, far) in steps {
        for k in 1..=far {
            let r = row - k;
            let c = match dir {
                Walk::Up => col,
                Walk::UpLeft => col - k,
                Walk::UpRight => col + k,
            };
            visit(dir, r, c);
            if queen_at(r, c) {
                return Some(r);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::attack::attacks;

    #[test]
    fn every_probe_finds_the_same_squares_free_and_names_a_real_attacker() {
        // Queens on a6 (row 0, col 0) and c5 (row 1, col 2) of the 6 board.
        let queens = [0u8, 2];
        for probe in Probe::ALL {
            for col in 0..6 {
                let v = probe.test(&queens, 6, 2, col);
                let attacked = queens
                    .iter()
                    .enumerate()
                    .any(|(r, &c)| attacks(r, usize::from(c), 2, col));
                assert_eq!(v.by_row.is_some(), attacked, "{probe:?} col {col}");
                if let Some(r) = v.by_row {
                    assert!(
                        attacks(r, usize::from(queens[r]), 2, col),
                        "{probe:?} {col}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_probe_is_the_probe_of_one_strategy() {
        for probe in Probe::ALL {
            assert_eq!(Probe::of(probe.strategy()), Some(probe));
        }
        let probing = Strategy::ALL.iter().filter(|s| Probe::of(**s).is_some());
        assert_eq!(probing.count(), Probe::ALL.len());
    }

    #[test]
    fn the_split_of_a_test_adds_up_to_its_cost() {
        let queens = [0u8, 2];
        for probe in [Probe::Arrays, Probe::Matrix] {
            for col in 0..6 {
                let split = probe.split(&queens, 6, 2, col);
                assert_eq!(
                    split.iter().sum::<u64>(),
                    probe.test(&queens, 6, 2, col).cost
                );
            }
        }
        // Row 2, col 1: the file is free, diag[3] taken: one read of each of the first two.
        assert_eq!(Probe::Arrays.split(&queens, 6, 2, 1), [1, 1, 0]);
        // Row 2, col 1: two cells up, one up-left, one up-right (the queen).
        assert_eq!(Probe::Matrix.split(&queens, 6, 2, 1), [2, 1, 1]);
    }
}
