//! The code of `matrix` for the code panel (`:code`), the line each event executes, and the live
//! values beside it.

use crate::solver::notation::{square_aside, square_name};
use crate::solver::{Event, Solver};
use crate::strategies::scan::view::code::scan_vars;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::rank;
use crate::ui::kit::probe_lines::ProbeLines;

/// `matrix`: the board as an n×n matrix, a square tested by walking up from it.
pub const MATRIX: [Row; 11] = [
    Code("search(row):"),
    Words(2, "code-solution-return"),
    Code("  for c in 0 .. n:"),
    Code("    if is_conflict(row, c): next"),
    Words(4, "code-matrix-place"),
    Code("    search(row + 1)"),
    Words(4, "code-matrix-lift"),
    Words(2, "code-no-c-left"),
    Code("is_conflict(row, c):"),
    Words(2, "code-matrix-walk"),
    Words(4, "code-matrix-met"),
];

/// The lines of [`MATRIX`] its events execute.
pub const MATRIX_LINES: ProbeLines = ProbeLines {
    solution: 1,
    test: Some(3),
    refuse: Some(10),
    place: 4,
    lift: 6,
    dead_end: 7,
};

/// The variables of `matrix` at this event: the square, and its walk (the cells visited,
/// the queen met).
pub fn matrix_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    match event {
        Some(Event::Try { row, col } | Event::Reject { row, col, .. }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            let (cells, by) = crate::solver::probe::walk(s.queens(), n, row, col);
            vec![
                ("row", rank(row, n)),
                ("c", format!("{col} {}", square_aside(n, row, col))),
                ("walk", t!("code-value-cells", count = cells.len())),
                (
                    "met",
                    by.map_or_else(
                        || t!("code-value-no-queen"),
                        |r| {
                            t!(
                                "code-value-the-queen-on",
                                square = square_name(n, r, usize::from(s.queens()[r]))
                            )
                        },
                    ),
                ),
            ]
        }
        other => scan_vars(s, other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::arrays::view::code::{ARRAYS, ARRAYS_LINES};

    #[test]
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::MATRIX);
    }

    #[test]
    fn the_arrays_and_the_matrix_light_the_line_of_each_event() {
        let (place, lift) = (
            Event::Place { row: 1, col: 2 },
            Event::Remove { row: 1, col: 2 },
        );
        let tried = Event::Try { row: 1, col: 0 };
        let refused = Event::Reject {
            row: 1,
            col: 0,
            by_row: 0,
            by_col: 0,
        };
        let (dead, found) = (Event::DeadEnd { row: 2 }, Event::Solution { index: 1 });
        let a = |e| ARRAYS[ARRAYS_LINES.line(Some(e)).unwrap()].said();
        assert!(a(tried).contains("col[c] or diag[row+c]"));
        assert!(a(refused).contains("taken"));
        assert!(a(place).contains("place queen") && a(lift).contains("lift queen"));
        assert!(a(dead).contains("back up") && a(found).contains("solution"));
        let m = |e| MATRIX[MATRIX_LINES.line(Some(e)).unwrap()].said();
        assert!(m(tried).contains("is_conflict(row, c)"));
        assert!(m(refused).contains("a queen"));
        assert!(m(place).contains("= 1") && m(lift).contains("= 0"));
        assert!(m(dead).contains("back up") && m(found).contains("solution"));
    }
}
