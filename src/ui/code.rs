//! The code panel (`:code`): the strategy searching, as short pseudocode, with the line the
//! last event executed highlighted and the live values of its variables beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::text::{fit_line, fit_title, shorten};
use super::theme::THEME;
use crate::app::App;
use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event, Solver};
use crate::vocabulary::Strategy;

/// The bitmask search (the lines the events execute are marked in [`bitmask_line`]).
const BITMASK: [&str; 11] = [
    "search(row, cols, ld, rd):",
    "  if row == n: solution; return",
    "  free = full & ~(cols|ld|rd)",
    "  if free == 0: dead end; return",
    "  while free != 0:",
    "    bit = free & -free",
    "    free ^= bit",
    "    place queen (row, col(bit))",
    "    search(row+1, cols|bit,",
    "       (ld|bit)<<1, (rd|bit)>>1)",
    "    lift queen (row, col(bit))",
];

/// The scan (the textbook `valid(row, col)` method).
const SCAN: [&str; 11] = [
    "search(row):",
    "  if row == n: solution; return",
    "  for col in 0 .. n:",
    "    if valid(row, col):",
    "      place queen (row, col)",
    "      search(row + 1)",
    "      lift queen (row, col)",
    "  # no col left: back up",
    "valid(row, col):",
    "  for r in 0 .. row:",
    "    if queen r attacks it: no",
];

/// `arrays` (the usual answer to LeetCode 51/52): three boolean arrays.
const ARRAYS: [&str; 11] = [
    "search(row):",
    "  if row == n: solution; return",
    "  for c in 0 .. n:",
    "    if col[c] or diag[row+c] or",
    "       anti_diag[n-c+row]:",
    "      continue  # taken: refused",
    "    place queen (row, c): set",
    "      col, diag, anti_diag true",
    "    search(row + 1)",
    "    lift queen: set them false",
    "  # no c left: back up",
];

/// `matrix`: the board as an n×n matrix, a square tested by walking up from it.
const MATRIX: [&str; 11] = [
    "search(row):",
    "  if row == n: solution; return",
    "  for c in 0 .. n:",
    "    if is_conflict(row, c): next",
    "    board[row][c] = 1  # place",
    "    search(row + 1)",
    "    board[row][c] = 0  # lift",
    "  # no c left: back up",
    "is_conflict(row, c):",
    "  walk up, up-left, up-right:",
    "    a queen before the edge: yes",
];

/// `permutations` (`bruteforce` differs in one line: every file, taken or not; see
/// [`complete_board`]).
const PERMUTATIONS: [&str; 11] = [
    "build(row):",
    "  if row == n: test(); return",
    "  for col not taken above:",
    "    place queen (row, col)",
    "    build(row + 1)",
    "    lift queen (row, col)",
    "test():  # the whole board",
    "  for r in 1 .. n:",
    "    for r2 in 0 .. r:",
    "      if r2 attacks r: refuse",
    "  solution",
];

/// `bruteforce`: [`PERMUTATIONS`] without the test of taken files.
const BRUTEFORCE: [&str; 11] = [
    "build(row):",
    "  if row == n: test(); return",
    "  for col in 0 .. n:  # any file",
    "    place queen (row, col)",
    "    build(row + 1)",
    "    lift queen (row, col)",
    "test():  # the whole board",
    "  for r in 1 .. n:",
    "    for r2 in 0 .. r:",
    "      if r2 attacks r: refuse",
    "  solution",
];

/// `min-conflicts`.
const MIN_CONFLICTS: [&str; 10] = [
    "loop:",
    "  board = random permutation",
    "  repeat bound times:",
    "    if no queen attacked:",
    "      solution; stop",
    "    row = random attacked queen",
    "    col = least attacked square",
    "          of row (ties: random)",
    "    move queen of row to col",
    "  # no luck: restart",
];

/// The 0-based line of [`PERMUTATIONS`] and [`BRUTEFORCE`] that `event` executed.
fn complete_board_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 3,
        Event::Remove { .. } => 5,
        Event::RejectBoard { .. } => 9,
        Event::Solution { .. } => 10,
        _ => return None,
    })
}

/// The 0-based line of [`MIN_CONFLICTS`] that `event` executed.
fn min_conflicts_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Start { .. } => 1,
        Event::Solution { .. } => 4,
        Event::Move { .. } => 8,
        _ => return None,
    })
}

/// The variables of a complete-board search at this event.
fn complete_board_vars(s: &AnySearch, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let rank = |row: usize| format!("{row} (rank {})", n - row);
    let boards = format!(
        "{} of {} boards",
        grouped(s.work().boards),
        s.boards_in_all().map_or("?".to_string(), grouped)
    );
    match event {
        Some(Event::Place { row, col } | Event::Remove { row, col }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            vec![
                ("row", rank(row)),
                ("col", format!("{col} ({})", square_name(n, row, col))),
                ("seen", boards),
            ]
        }
        Some(Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            let (r2, c2) = (usize::from(by_row), usize::from(by_col));
            vec![
                (
                    "r",
                    format!("{row}: the queen on {}", square_name(n, row, col)),
                ),
                (
                    "r2",
                    format!("{r2}: the queen on {}", square_name(n, r2, c2)),
                ),
                ("seen", boards),
            ]
        }
        _ => vec![("row", rank(s.columns().1.min(n))), ("seen", boards)],
    }
}

/// The variables of `min-conflicts` at this event.
fn min_conflicts_vars(s: &AnySearch, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let w = s.work();
    let mut vars = match event {
        Some(Event::Move { row, from, to }) => {
            let (row, from, to) = (row as usize, from as usize, to as usize);
            vec![
                (
                    "row",
                    format!("{row} (was on {})", square_name(n, row, from)),
                ),
                (
                    "col",
                    format!(
                        "{to} ({}, attacked by {})",
                        square_name(n, row, to),
                        s.conflicts(row).unwrap_or(0)
                    ),
                ),
            ]
        }
        Some(Event::Start { attempt }) => vec![("board", format!("random board #{attempt}"))],
        _ => Vec::new(),
    };
    vars.push(("moves", grouped(w.moves)));
    vars
}

/// Lines the panel wants inside its border: the longest listing, a blank, the variables.
pub const HEIGHT: u16 = 11 + 1 + 4;

/// Columns it wants inside its border: the longest line and its number.
pub const WIDTH: u16 = 37;

/// The 0-based line of [`BITMASK`] that `event` executed.
fn bitmask_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Solution { .. } => 1,
        Event::DeadEnd { .. } => 3,
        Event::Place { .. } => 7,
        Event::Remove { .. } => 10,
        _ => return None,
    })
}

/// The 0-based line of [`SCAN`] that `event` executed.
fn scan_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Solution { .. } => 1,
        Event::Try { .. } => 3,
        Event::Reject { .. } => 10,
        Event::Place { .. } => 4,
        Event::Remove { .. } => 6,
        Event::DeadEnd { .. } => 7,
        _ => return None,
    })
}

/// The 0-based line of [`ARRAYS`] that `event` executed.
fn arrays_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Solution { .. } => 1,
        Event::Try { .. } => 3,
        Event::Reject { .. } => 5,
        Event::Place { .. } => 6,
        Event::Remove { .. } => 9,
        Event::DeadEnd { .. } => 10,
        _ => return None,
    })
}

/// The 0-based line of [`MATRIX`] that `event` executed.
fn matrix_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Solution { .. } => 1,
        Event::Try { .. } => 3,
        Event::Reject { .. } => 10,
        Event::Place { .. } => 4,
        Event::Remove { .. } => 6,
        Event::DeadEnd { .. } => 7,
        _ => return None,
    })
}

/// The variables of `arrays` at this event: the square, and the entries its test reads
/// (or the placement sets, the lift clears), each with its value.
fn arrays_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    use crate::solver::probe::{Array, index, lookups};
    let n = s.n();
    let square = |row: u8, col: u8| {
        let (row, col) = (usize::from(row), usize::from(col));
        vec![
            ("row", format!("{row} (rank {})", n - row)),
            ("c", format!("{col} ({})", square_name(n, row, col))),
        ]
    };
    let entries = |read: Vec<(Array, usize, bool)>| {
        read.into_iter()
            .map(|(a, at, taken)| format!("{}={}", super::words::entry(a, at), u8::from(taken)))
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
        Some(Event::DeadEnd { row }) => vec![("row", format!("{row}: every c refused"))],
        _ => vec![("row", format!("{}", s.depth()))],
    }
}

/// The variables of `matrix` at this event: the square, and its walk (the cells visited,
/// the queen met).
fn matrix_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    match event {
        Some(Event::Try { row, col } | Event::Reject { row, col, .. }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            let (cells, by) = crate::solver::probe::walk(s.queens(), n, row, col);
            vec![
                ("row", format!("{row} (rank {})", n - row)),
                ("c", format!("{col} ({})", square_name(n, row, col))),
                ("walk", format!("{} cells", cells.len())),
                (
                    "met",
                    by.map_or("no queen: free".to_string(), |r| {
                        format!(
                            "the queen on {}",
                            square_name(n, r, usize::from(s.queens()[r]))
                        )
                    }),
                ),
            ]
        }
        other => scan_vars(s, other),
    }
}

/// The panel, borrowed for one frame.
pub struct CodePanel<'a> {
    /// The application state shown.
    pub app: &'a App,
}

/// How the panel's bit strings read, said above them.
pub const BITS_READ: &str = "bits below: bit 0 (file a) first";

/// `mask` as bits by column, column a (bit 0) first, as the masks under the board show them.
fn bits(mask: u32, n: usize) -> String {
    (0..n)
        .map(|c| if mask >> c & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// The variables of the bitmask search at this event, as `name value` pairs.
fn bitmask_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let row_of = |row: u8| usize::from(row);
    let (row, bit) = match event {
        Some(Event::Place { row, col } | Event::Remove { row, col }) => {
            (row_of(row), Some(1u32 << col))
        }
        Some(Event::DeadEnd { row }) => (row_of(row), None),
        _ => (s.depth(), None),
    };
    if row >= n {
        return vec![("row", format!("{row} = n: the board is full"))];
    }
    let mut vars = vec![("row", format!("{row} (rank {})", n - row))];
    if let Some(bit) = bit {
        let col = usize::from(crate::solver::low_col(bit));
        vars.push((
            "bit",
            format!("{} ({})", bits(bit, n), square_name(n, row, col)),
        ));
    }
    vars.push(("free", bits(s.candidates(row), n)));
    vars.push(("cols", bits(s.cols(row), n)));
    vars
}

/// The variables of the scan at this event.
fn scan_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    match event {
        Some(Event::Try { row, col } | Event::Place { row, col } | Event::Remove { row, col }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            vec![
                ("row", format!("{row} (rank {})", n - row)),
                ("col", format!("{col} ({})", square_name(n, row, col))),
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
                ("row", format!("{row} (rank {})", n - row)),
                ("col", format!("{col} ({})", square_name(n, row, col))),
                ("r", format!("{r}: the queen on {}", square_name(n, r, c))),
                ("valid", "false".to_string()),
            ]
        }
        Some(Event::DeadEnd { row }) => vec![("row", format!("{row}: every col refused"))],
        _ => vec![("row", format!("{}", s.depth()))],
    }
}

impl Widget for CodePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let strategy = app.strategy();
        let event = app.last_event();
        let other = app.search().other();
        let method = other.and_then(|s| super::method_code::code(s, event));
        let (code, line, vars): (&[&str], _, _) = match (strategy, other, method) {
            (_, _, Some(found)) => found,
            (Strategy::Permutations, Some(s), _) => (
                &PERMUTATIONS,
                complete_board_line(event),
                complete_board_vars(s, event),
            ),
            (Strategy::Bruteforce, Some(s), _) => (
                &BRUTEFORCE,
                complete_board_line(event),
                complete_board_vars(s, event),
            ),
            (Strategy::MinConflicts, Some(s), _) => (
                &MIN_CONFLICTS,
                min_conflicts_line(event),
                min_conflicts_vars(s, event),
            ),
            (Strategy::Scan, _, _) => (&SCAN, scan_line(event), scan_vars(app.solver(), event)),
            (Strategy::Arrays, _, _) => (
                &ARRAYS,
                arrays_line(event),
                arrays_vars(app.solver(), event),
            ),
            (Strategy::Matrix, _, _) => (
                &MATRIX,
                matrix_line(event),
                matrix_vars(app.solver(), event),
            ),
            _ => (
                &BITMASK,
                bitmask_line(event),
                bitmask_vars(app.solver(), event),
            ),
        };
        let block = Block::bordered()
            .title(fit_title(format!(" Code · {strategy} "), area.width))
            .title_bottom(fit_title(" :code hides ", area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let room = usize::from(inner.width.saturating_sub(1));
        let mut lines: Vec<Line> = code
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let here = line == Some(i);
                let style = if here { THEME.selected } else { Style::new() };
                // A line wider than the panel ends at a word with `…`, never cut.
                fit_line(
                    Line::from(vec![
                        Span::styled(if here { "▶" } else { " " }, THEME.key),
                        Span::styled(format!("{:>2} ", i + 1), THEME.dim),
                        Span::styled(*text, style),
                    ]),
                    room,
                )
            })
            .collect();
        // The line between the code and its values says how the bit strings read: bit 0
        // (file a) first, as under the board, the reverse of how `<<` and `-free` are written.
        lines.push(if vars.iter().any(|(name, _)| *name == "free") {
            Line::styled(shorten(BITS_READ, room), THEME.dim)
        } else {
            Line::default()
        });
        // The values in one column, a space clear of the longest name (six at least).
        let names = vars
            .iter()
            .map(|(name, _)| name.chars().count() + 1)
            .max()
            .unwrap_or(0)
            .max(6);
        lines.extend(vars.into_iter().map(|(name, value)| {
            fit_line(
                Line::from(vec![
                    Span::styled(format!("{name:<names$}"), THEME.label),
                    Span::raw(value),
                ]),
                room,
            )
        }));
        Paragraph::new(lines).render(inner, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            let b = BITMASK[bitmask_line(Some(event)).unwrap()];
            let s = SCAN[scan_line(Some(event)).unwrap()];
            assert!(b.contains(bitmask), "{event:?}: {b}");
            assert!(s.contains(scan), "{event:?}: {s}");
        }
        let tried = SCAN[scan_line(Some(Event::Try { row: r, col: c })).unwrap()];
        assert!(tried.contains("valid(row, col)"));
        let refused = Event::Reject {
            row: 1,
            col: 0,
            by_row: 0,
            by_col: 0,
        };
        assert!(SCAN[scan_line(Some(refused)).unwrap()].contains("attacks"));
        assert_eq!(
            bitmask_line(None),
            None,
            "nothing lit before the first event"
        );
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
        let a = |e| ARRAYS[arrays_line(Some(e)).unwrap()];
        assert!(a(tried).contains("col[c] or diag[row+c]"));
        assert!(a(refused).contains("taken"));
        assert!(a(place).contains("place queen") && a(lift).contains("lift queen"));
        assert!(a(dead).contains("back up") && a(found).contains("solution"));
        let m = |e| MATRIX[matrix_line(Some(e)).unwrap()];
        assert!(m(tried).contains("is_conflict(row, c)"));
        assert!(m(refused).contains("a queen"));
        assert!(m(place).contains("= 1") && m(lift).contains("= 0"));
        assert!(m(dead).contains("back up") && m(found).contains("solution"));
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

    #[test]
    fn the_other_strategies_events_light_their_lines() {
        let place = Event::Place { row: 1, col: 2 };
        let lift = Event::Remove { row: 1, col: 2 };
        let refused = Event::RejectBoard {
            row: 2,
            col: 0,
            by_row: 1,
            by_col: 1,
        };
        let solution = Event::Solution { index: 1 };
        for code in [&PERMUTATIONS, &BRUTEFORCE] {
            let line = |event| code[complete_board_line(Some(event)).unwrap()];
            assert!(line(place).contains("place queen"));
            assert!(line(lift).contains("lift queen"));
            assert!(line(refused).contains("refuse"));
            assert!(line(solution).contains("solution"));
        }
        let line = |event| MIN_CONFLICTS[min_conflicts_line(Some(event)).unwrap()];
        assert!(line(Event::Start { attempt: 2 }).contains("random permutation"));
        assert!(
            line(Event::Move {
                row: 0,
                from: 1,
                to: 2
            })
            .contains("move queen")
        );
        assert!(line(solution).contains("solution"));
        assert_eq!(
            min_conflicts_line(Some(place)),
            None,
            "not one of its events"
        );
    }

    #[test]
    fn the_live_variables_follow_the_search() {
        let mut search = AnySearch::new(Strategy::Permutations, 4, 0).unwrap();
        let event =
            std::iter::from_fn(|| search.step()).find(|e| matches!(e, Event::RejectBoard { .. }));
        let vars = complete_board_vars(&search, event);
        assert_eq!(vars[0], ("r", "1: the queen on b3".to_string()));
        assert_eq!(vars[1], ("r2", "0: the queen on a4".to_string()));
        assert_eq!(vars[2], ("seen", "1 of 24 boards".to_string()));
        let mut search = AnySearch::new(Strategy::MinConflicts, 8, 0).unwrap();
        let event = std::iter::from_fn(|| search.step()).find(|e| matches!(e, Event::Move { .. }));
        let vars = min_conflicts_vars(&search, event);
        assert!(vars[1].1.contains("attacked by"), "{vars:?}");
        assert_eq!(vars.last().unwrap(), &("moves", "1".to_string()));
    }

    #[test]
    fn every_line_fits_the_width_the_panel_asks_for() {
        for line in BITMASK
            .iter()
            .chain(&SCAN)
            .chain(&ARRAYS)
            .chain(&MATRIX)
            .chain(&PERMUTATIONS)
            .chain(&BRUTEFORCE)
            .chain(&MIN_CONFLICTS)
        {
            // A marker and a line number before each line, a blank column after it.
            assert!(line.chars().count() + 5 <= usize::from(WIDTH), "{line}");
        }
        assert!(BITMASK.len().max(SCAN.len()) + 5 <= usize::from(HEIGHT));
    }
}
