//! The code of `arrays` for the code panel (`:code`), the line each event executes, and the live
//! values beside it.

use crate::solver::notation::square_aside;
use crate::solver::{Event, Solver};
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::rank;
use crate::ui::kit::probe_lines::ProbeLines;

/// `arrays` (the usual answer to LeetCode 51/52): three boolean arrays.
pub const ARRAYS: [Row; 11] = [
    Code("search(row):"),
    Words(2, "code-solution-return"),
    Code("  for c in 0 .. n:"),
    Code("    if col[c] or diag[row+c] or"),
    Code("       anti_diag[n-c+row]:"),
    Words(6, "code-arrays-taken"),
    Words(4, "code-arrays-place"),
    Words(6, "code-arrays-set"),
    Code("    search(row + 1)"),
    Words(4, "code-arrays-lift"),
    Words(2, "code-no-c-left"),
];

/// The lines of [`ARRAYS`] its events execute.
pub const ARRAYS_LINES: ProbeLines = ProbeLines {
    solution: 1,
    test: Some(3),
    refuse: Some(5),
    place: 6,
    lift: 9,
    dead_end: 10,
};

/// The variables of `arrays` at this event: the square, and the entries its test reads
/// (or the placement sets, the lift clears), each with its value.
pub fn arrays_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    use crate::solver::probe::{Array, index, lookups};
    let n = s.n();
    let square = |row: u8, col: u8| {
        let (row, col) = (usize::from(row), usize::from(col));
        vec![
            ("row", rank(row, n)),
            ("c", format!("{col} {}", square_aside(n, row, col))),
        ]
    };
    let entries = |read: Vec<(Array, usize, bool)>| {
        read.into_iter()
            .map(|(a, at, taken)| format!("{}={}", crate::ui::words::entry(a, at), u8::from(taken)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    match event {
        Some(Event::Try { row, col } | Event::Reject { row, col, .. }) => {
            let mut vars = square(row, col);
            let read = lookups(s.queens(), n, usize::from(row), usize::from(col));
            vars.push((
                "read",
                entries(
                    read.into_iter()
                        .map(|(a, at, by)| (a, at, by.is_some()))
                        .collect(),
                ),
            ));
            vars
        }
        Some(Event::Place { row, col } | Event::Remove { row, col }) => {
            let mut vars = square(row, col);
            let set = matches!(event, Some(Event::Place { .. }));
            let (r, c) = (usize::from(row), usize::from(col));
            vars.push((
                if set { "set" } else { "clear" },
                entries(
                    [Array::Col, Array::Diag, Array::AntiDiag]
                        .into_iter()
                        .map(|a| (a, index(a, n, r, c), set))
                        .collect(),
                ),
            ));
            vars
        }
        Some(Event::DeadEnd { row }) => vec![(
            "row",
            t!("code-value-every-c-refused", row = row.to_string()),
        )],
        _ => vec![("row", format!("{}", s.depth()))],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::matrix::view::code::matrix_vars;

    #[test]
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::ARRAYS);
    }

    #[test]
    fn the_arrays_name_the_entries_their_test_reads() {
        // n = 4, a queen on a4 (row 0, col 0); b3 (row 1, col 1) is on its ╲: col[1] is
        // false, diag[2] false, anti_diag[4] true.
        let mut solver = Solver::new(4);
        solver.step();
        let vars = arrays_vars(
            &solver,
            Some(Event::Reject {
                row: 1,
                col: 1,
                by_row: 0,
                by_col: 0,
            }),
        );
        assert_eq!(
            vars[2],
            ("read", "col[1]=0 diag[2]=0 anti_diag[4]=1".to_string())
        );
        let vars = matrix_vars(
            &solver,
            Some(Event::Reject {
                row: 1,
                col: 1,
                by_row: 0,
                by_col: 0,
            }),
        );
        assert_eq!(vars[2], ("walk", "2 cells".to_string()), "b4, then a4");
        assert_eq!(vars[3], ("met", "the queen on a4".to_string()));
    }
}
