//! `matrix`'s search: the backtracking stepper that tests each square, with its probe (its
//! walks up the board from a square are the probe's, in `solver::probe`, where the other
//! probes' costs are counted beside them).

pub use crate::solver::MAX_N;
use crate::solver::probe::Probe;
pub use crate::solver::scan::ScanSearch as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::with_probe(n, Probe::Matrix)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::probe::{Verdict, Walk, walk};

    #[test]
    fn the_matrix_walks_until_a_queen_or_the_edge() {
        let queens = [0u8, 2];
        // Row 2, col 2 of n = 6: up the file, c5 is a queen at once (1 cell).
        assert_eq!(Probe::Matrix.test(&queens, 6, 2, 2).cost, 1);
        // Col 4: up the file (2 cells), up-left d5 then c6 (2), up-right f5 (1): free.
        let (cells, by) = walk(&queens, 6, 2, 4);
        assert_eq!(by, None);
        assert_eq!(
            cells,
            vec![
                (Walk::Up, 1, 4),
                (Walk::Up, 0, 4),
                (Walk::UpLeft, 1, 3),
                (Walk::UpLeft, 0, 2),
                (Walk::UpRight, 1, 5),
            ]
        );
        assert_eq!(Probe::Matrix.test(&queens, 6, 2, 4).cost, 5);
        // Col 1: file (2), up-left a5 (1), up-right: c5, a queen (1).
        assert_eq!(
            Probe::Matrix.test(&queens, 6, 2, 1),
            Verdict {
                cost: 4,
                by_row: Some(1)
            }
        );
        assert_eq!(
            Probe::Matrix.test(&[], 6, 0, 3).cost,
            0,
            "nothing above the top rank"
        );
    }
}
