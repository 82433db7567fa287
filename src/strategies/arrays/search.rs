//! `arrays`'s search: the backtracking stepper that tests each square, with its probe, and
//! what only `arrays` has: its three boolean arrays, their indexes and the lookups of a test.

pub use crate::solver::MAX_N;
use crate::solver::probe::Probe;
pub use crate::solver::scan::ScanSearch as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::with_probe(n, Probe::Arrays)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrays_read_one_two_or_three_entries() {
        let queens = [0u8, 2];
        // Row 2 of n = 6: col 0 is a's file (1 read); col 1 is on c5's ╱ (row + col = 3): the
        // file is free, diag[3] taken (2 reads); col 3 on c5's ╲ (n - col + row = 5 = 6 - 2
        // + 1): 3 reads; col 4 free: 3 reads.
        let cost = |col| Probe::Arrays.test(&queens, 6, 2, col).cost;
        assert_eq!((cost(0), cost(1), cost(3), cost(4)), (1, 2, 3, 3));
        assert_eq!(
            Probe::Arrays.test(&[], 6, 0, 3).cost,
            3,
            "three reads on the top rank"
        );
        assert_eq!(index(Array::AntiDiag, 6, 0, 5), 1, "the top-right corner");
        assert_eq!(
            index(Array::AntiDiag, 6, 5, 0),
            11,
            "the bottom-left corner"
        );
        assert!(index(Array::AntiDiag, 6, 5, 0) < len(Array::AntiDiag, 6));
    }
}
