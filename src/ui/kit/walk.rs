//! The matrix strategy's walk on the board: for the square under test, the cells its
//! `is_conflict` visits, up the file, then up-left, then up-right, to the queen that stops
//! it or the edge; and the words that explain the walk below the board.

use super::kept::Kept;
use crate::solver::MAX_N;
use crate::solver::probe::walk;
use crate::t;

/// The few words that explain the matrix's test, for the space below the board.
static EXPLANATION: Kept = Kept::new(|| t!("view-walk-explanation"));

/// The same in brief, for a short terminal.
static SHORT_EXPLANATION: Kept = Kept::new(|| t!("view-walk-explanation-short"));

/// The words that explain the matrix's walk below the board, long and short, in the current
/// language.
pub fn explanation() -> [&'static str; 2] {
    [EXPLANATION.get(), SHORT_EXPLANATION.get()]
}

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
    use super::super::text::wrap;
    use crate::ui::{arrays, masks};

    #[test]
    fn the_words_below_the_board_fit_where_the_masks_words_fit() {
        // The layout makes room for the masks' explanation; the arrays' and the matrix's
        // must fit in it at every width (short in short, long in long or short), in every
        // language.
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::scoped(lang, || {
                let [long_masks, short_masks] = masks::explanation();
                for width in 12..=200 {
                    let lines = |text| wrap(text, width).len();
                    let (short, long) = (lines(short_masks), lines(long_masks));
                    for [ours_long, ours_short] in [arrays::explanation(), super::explanation()] {
                        assert!(lines(ours_short) <= short, "{width}: {ours_short}");
                        assert!(
                            lines(ours_long) <= long.max(short) || lines(ours_short) <= long,
                            "{width}: {ours_long}"
                        );
                    }
                }
            });
        }
    }
}
