//! The code of `scan` for the code panel (`:code`), the line each event executes, and the live
//! values beside it.

use crate::solver::notation::{square_aside, square_name};
use crate::solver::{Event, Solver};
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::{queen_of, rank};
use crate::ui::kit::probe_lines::ProbeLines;

/// The scan (the textbook `valid(row, col)` method).
pub const SCAN: [Row; 11] = [
    Code("search(row):"),
    Words(2, "code-solution-return"),
    Code("  for col in 0 .. n:"),
    Code("    if valid(row, col):"),
    Words(6, "code-place"),
    Code("      search(row + 1)"),
    Words(6, "code-lift"),
    Words(2, "code-scan-no-col"),
    Code("valid(row, col):"),
    Code("  for r in 0 .. row:"),
    Words(4, "code-scan-attacks"),
];

/// The lines of [`SCAN`] its events execute.
pub const SCAN_LINES: ProbeLines = ProbeLines {
    solution: 1,
    test: Some(3),
    refuse: Some(10),
    place: 4,
    lift: 6,
    dead_end: 7,
};

/// The variables of the scan at this event.
pub fn scan_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    match event {
        Some(Event::Try { row, col } | Event::Place { row, col } | Event::Remove { row, col }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            vec![
                ("row", rank(row, n)),
                ("col", format!("{col} {}", square_aside(n, row, col))),
            ]
        }
        Some(Event::Reject {
            row,
            col,
            by_row,
            by_col,
        }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            let (r, c) = (usize::from(by_row), usize::from(by_col));
            vec![
                ("row", rank(row, n)),
                ("col", format!("{col} {}", square_aside(n, row, col))),
                ("r", queen_of(r, square_name(n, r, c))),
                ("valid", "false".to_string()),
            ]
        }
        Some(Event::DeadEnd { row }) => vec![(
            "row",
            t!("code-value-every-col-refused", row = row.to_string()),
        )],
        _ => vec![("row", format!("{}", s.depth()))],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::bitmask::view::code::{BITMASK, BITMASK_LINES};

    #[test]
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::SCAN);
        crate::ui::code::checks::fits_the_height(&super::SCAN);
    }

    #[test]
    fn each_event_lights_the_line_that_does_it() {
        let (r, c) = (0u8, 0u8);
        let cases = [
            (
                Event::Place { row: r, col: c },
                "place queen",
                "place queen",
            ),
            (Event::Remove { row: r, col: c }, "lift queen", "lift queen"),
            (Event::DeadEnd { row: r }, "dead end", "no col left"),
            (Event::Solution { index: 1 }, "solution", "solution"),
        ];
        for (event, bitmask, scan) in cases {
            let b = BITMASK[BITMASK_LINES.line(Some(event)).unwrap()].said();
            let s = SCAN[SCAN_LINES.line(Some(event)).unwrap()].said();
            assert!(b.contains(bitmask), "{event:?}: {b}");
            assert!(s.contains(scan), "{event:?}: {s}");
        }
        let tried = SCAN[SCAN_LINES
            .line(Some(Event::Try { row: r, col: c }))
            .unwrap()]
        .said();
        assert!(tried.contains("valid(row, col)"));
        let refused = Event::Reject {
            row: 1,
            col: 0,
            by_row: 0,
            by_col: 0,
        };
        assert!(
            SCAN[SCAN_LINES.line(Some(refused)).unwrap()]
                .said()
                .contains("attacks")
        );
        assert_eq!(
            BITMASK_LINES.line(None),
            None,
            "nothing lit before the first event"
        );
    }
}
