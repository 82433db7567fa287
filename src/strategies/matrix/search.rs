//! `matrix`'s search: the backtracking stepper that tests each square, with its probe, and
//! what only `matrix` has: the walks up the board from a square.

pub use crate::solver::MAX_N;
use crate::solver::probe::Probe;
pub use crate::solver::scan::ScanSearch as Engine;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::with_probe(n, Probe::Matrix)
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
    use crate::solver::probe::Verdict;

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
