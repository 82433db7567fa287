//! `arrays`'s search: the backtracking stepper that tests each square, with its probe (its
//! three boolean arrays, their indexes and the lookups of a test are the probe's, in
//! `solver::probe`, where the other probes' costs are counted beside them).

pub use crate::solver::MAX_N;
use crate::solver::probe::Probe;
pub use crate::solver::scan::ScanSearch as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::with_probe(n, Probe::Arrays)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::probe::{Array, index, len};

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
