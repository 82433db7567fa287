//! The matrix strategy's walk on the board: for the square under test, the cells its
//! `is_conflict` visits, up the file, then up-left, then up-right, to the queen that stops
//! it or the edge; and the words that explain the walk below the board.

use crate::solver::MAX_N;
use crate::solver::probe::walk;

/// The few words that explain the matrix's test, for the space below the board.
pub const EXPLANATION: &str = "The board is an n×n matrix of 0/1. is_conflict(row, col) walks \
up from the square, cell by cell: its file, then up-left, then up-right, until a queen (refused) \
or the edge. The ranks below are still empty: never looked at.";

/// The same in brief, for a short terminal.
pub const SHORT_EXPLANATION: &str = "Walk up the file and both diagonals to a queen or the edge.";

/// The cells the walk from (`row`, `col`) visits, per row a bit per column, under `queens`
/// (the columns of the rows above) on the `n` board.
pub fn walked(queens: &[u8], n: usize, row: usize, col: usize) -> [u32; MAX_N] {
    let mut marked = [0u32; MAX_N];
    for (_, r, c) in walk(queens, n, row, col).0 {
        marked[r] |= 1 << c;
    }
    marked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_marks_each_cell_it_visits_and_no_other() {
        // a6 and c5 on the 6 board; from e4 (row 2, col 4): e5, e6, d5, c6, f5.
        let marked = walked(&[0, 2], 6, 2, 4);
        assert_eq!(marked[1], 1 << 4 | 1 << 3 | 1 << 5);
        assert_eq!(marked[0], 1 << 4 | 1 << 2);
        assert!(
            marked[2..].iter().all(|&m| m == 0),
            "nothing below the square"
        );
    }
}

#[cfg(test)]
mod fit {
    use crate::ui::text::wrap;
    use crate::ui::{arrays, masks};

    #[test]
    fn the_words_below_the_board_fit_where_the_masks_words_fit() {
        // The layout makes room for the masks' explanation; the arrays' and the matrix's
        // must fit in it at every width (short in short, long in long or short).
        for width in 12..=200 {
            let lines = |text| wrap(text, width).len();
            let (short, long) = (lines(masks::SHORT_EXPLANATION), lines(masks::EXPLANATION));
            for (ours_short, ours_long) in [
                (arrays::SHORT_EXPLANATION, arrays::EXPLANATION),
                (super::SHORT_EXPLANATION, super::EXPLANATION),
            ] {
                assert!(lines(ours_short) <= short, "{width}: {ours_short}");
                assert!(
                    lines(ours_long) <= long.max(short) || lines(ours_short) <= long,
                    "{width}: {ours_long}"
                );
            }
        }
    }
}
