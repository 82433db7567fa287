//! The code panel (`:code`): the strategy searching, as short pseudocode, with the line the
//! last event executed highlighted and the live values of its variables beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::text::{fit_line, fit_title, shorten, width};
use super::kit::theme::THEME;
use super::method_code::Shown;
use crate::app::App;
use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event, Solver};
use crate::t;

/// The name of a value beside the code, in the current language: the code's own variables
/// (`row`, `free`, `cols`, `r2`, `P`) keep their names, the others are words.
fn name_said(name: &str) -> String {
    match name {
        "seen" => t!("code-name-seen"),
        "moves" => t!("code-name-moves"),
        "walk" => t!("code-name-walk"),
        "met" => t!("code-name-met"),
        "read" => t!("code-name-read"),
        "set" => t!("code-name-set"),
        "clear" => t!("code-name-clear"),
        "order" => t!("code-name-order"),
        "empty" => t!("code-name-empty"),
        "wipeouts" => t!("code-name-wipeouts"),
        "try" => t!("code-name-try"),
        "among" => t!("code-name-among"),
        "fails" => t!("code-name-fails"),
        "held" => t!("code-name-held"),
        "gen" => t!("code-name-gen"),
        code => code.to_string(),
    }
}

/// A line of pseudocode. The code stays as it is written in every language (`for`, `if`,
/// names, `cols | ld | rd`); the words in a line (`place queen`, its comments) are said in the
/// user's, as a Chinese textbook's listing keeps its code and writes its comments in Chinese.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// Code alone, written as it is, indentation included.
    Code(&'static str),
    /// A line with words: its indentation in columns, and its message id.
    Words(usize, &'static str),
}

impl Row {
    /// The line as the panel shows it, in the current language.
    pub fn said(self) -> String {
        match self {
            Row::Code(text) => text.to_string(),
            Row::Words(indent, id) => format!("{:indent$}{}", "", crate::i18n::text(id, &[])),
        }
    }
}

use Row::{Code, Words};

/// The bitmask search (the lines the events execute are marked in [`bitmask_line`]).
pub const BITMASK: [Row; 11] = [
    Code("search(row, cols, ld, rd):"),
    Words(2, "code-solution-return"),
    Code("  free = full & ~(cols|ld|rd)"),
    Words(2, "code-bitmask-dead-end"),
    Code("  while free != 0:"),
    Code("    bit = free & -free"),
    Code("    free ^= bit"),
    Words(4, "code-bitmask-place"),
    Code("    search(row+1, cols|bit,"),
    Code("       (ld|bit)<<1, (rd|bit)>>1)"),
    Words(4, "code-bitmask-lift"),
];

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

/// `permutations` (`bruteforce` differs in one line: every file, taken or not; see
/// [`complete_board`]).
pub const PERMUTATIONS: [Row; 11] = [
    Code("build(row):"),
    Code("  if row == n: test(); return"),
    Words(2, "code-permutations-for"),
    Words(4, "code-place"),
    Code("    build(row + 1)"),
    Words(4, "code-lift"),
    Words(0, "code-test-board"),
    Code("  for r in 1 .. n:"),
    Code("    for r2 in 0 .. r:"),
    Words(6, "code-test-refuse"),
    Words(2, "code-test-solution"),
];

/// `bruteforce`: [`PERMUTATIONS`] without the test of taken files.
pub const BRUTEFORCE: [Row; 11] = [
    Code("build(row):"),
    Code("  if row == n: test(); return"),
    Words(2, "code-bruteforce-for"),
    Words(4, "code-place"),
    Code("    build(row + 1)"),
    Words(4, "code-lift"),
    Words(0, "code-test-board"),
    Code("  for r in 1 .. n:"),
    Code("    for r2 in 0 .. r:"),
    Words(6, "code-test-refuse"),
    Words(2, "code-test-solution"),
];

/// `min-conflicts`.
pub const MIN_CONFLICTS: [Row; 10] = [
    Code("loop:"),
    Words(2, "code-min-conflicts-board"),
    Words(2, "code-min-conflicts-repeat"),
    Words(4, "code-min-conflicts-none-attacked"),
    Words(6, "code-solution-stop"),
    Words(4, "code-min-conflicts-row"),
    Words(4, "code-min-conflicts-col"),
    Words(10, "code-min-conflicts-col-ties"),
    Words(4, "code-min-conflicts-move"),
    Words(2, "code-min-conflicts-restart"),
];

/// The 0-based line of [`PERMUTATIONS`] and [`BRUTEFORCE`] that `event` executed.
pub fn complete_board_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 3,
        Event::Remove { .. } => 5,
        Event::RejectBoard { .. } => 9,
        Event::Solution { .. } => 10,
        _ => return None,
    })
}

/// The 0-based line of [`MIN_CONFLICTS`] that `event` executed.
pub fn min_conflicts_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Start { .. } => 1,
        Event::Solution { .. } => 4,
        Event::Move { .. } => 8,
        _ => return None,
    })
}

/// The variables of a complete-board search at this event.
pub fn complete_board_vars(s: &AnySearch, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let rank = |row: usize| rank(row, n);
    let boards = t!(
        "code-value-boards",
        seen = grouped(s.work().boards),
        all = s
            .boards_in_all()
            .map_or(crate::i18n::Value::from("?"), crate::i18n::Value::from)
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
                ("r", queen_of(row, square_name(n, row, col))),
                ("r2", queen_of(r2, square_name(n, r2, c2))),
                ("seen", boards),
            ]
        }
        _ => vec![("row", rank(s.columns().1.min(n))), ("seen", boards)],
    }
}

/// The variables of `min-conflicts` at this event.
pub fn min_conflicts_vars(s: &AnySearch, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let w = s.work();
    let mut vars = match event {
        Some(Event::Move { row, from, to }) => {
            let (row, from, to) = (row as usize, from as usize, to as usize);
            vec![
                (
                    "row",
                    t!(
                        "code-value-was-on",
                        row = row.to_string(),
                        square = square_name(n, row, from)
                    ),
                ),
                (
                    "col",
                    t!(
                        "code-value-attacked-by",
                        col = to.to_string(),
                        square = square_name(n, row, to),
                        count = s.conflicts(row).unwrap_or(0).to_string()
                    ),
                ),
            ]
        }
        Some(Event::Start { attempt }) => vec![(
            "board",
            t!("code-value-random-board", attempt = attempt.to_string()),
        )],
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
pub fn bitmask_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Solution { .. } => 1,
        Event::DeadEnd { .. } => 3,
        Event::Place { .. } => 7,
        Event::Remove { .. } => 10,
        _ => return None,
    })
}

/// The 0-based line of [`SCAN`] that `event` executed.
pub fn scan_line(event: Option<Event>) -> Option<usize> {
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
pub fn arrays_line(event: Option<Event>) -> Option<usize> {
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
pub fn matrix_line(event: Option<Event>) -> Option<usize> {
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
pub fn arrays_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    use crate::solver::probe::{Array, index, lookups};
    let n = s.n();
    let square = |row: u8, col: u8| {
        let (row, col) = (usize::from(row), usize::from(col));
        vec![
            ("row", rank(row, n)),
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
        Some(Event::DeadEnd { row }) => vec![(
            "row",
            t!("code-value-every-c-refused", row = row.to_string()),
        )],
        _ => vec![("row", format!("{}", s.depth()))],
    }
}

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
                ("c", format!("{col} ({})", square_name(n, row, col))),
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

/// The panel, borrowed for one frame.
pub struct CodePanel<'a> {
    /// The application state shown.
    pub app: &'a App,
}

/// `row` with its rank (`3 (rank 5)`).
fn rank(row: usize, n: usize) -> String {
    t!(
        "code-value-rank",
        row = row.to_string(),
        rank = (n - row).to_string()
    )
}

/// Row `row` and the queen on `square` in it (`1: the queen on b3`).
fn queen_of(row: usize, square: String) -> String {
    t!(
        "code-value-queen-on",
        row = row.to_string(),
        square = square
    )
}

/// `mask` as bits by column, column a (bit 0) first, as the masks under the board show them.
fn bits(mask: u32, n: usize) -> String {
    (0..n)
        .map(|c| if mask >> c & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// The variables of the bitmask search at this event, as `name value` pairs.
pub fn bitmask_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
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
        return vec![("row", t!("code-value-board-full", row = row.to_string()))];
    }
    let mut vars = vec![("row", rank(row, n))];
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
pub fn scan_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    match event {
        Some(Event::Try { row, col } | Event::Place { row, col } | Event::Remove { row, col }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            vec![
                ("row", rank(row, n)),
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
                ("row", rank(row, n)),
                ("col", format!("{col} ({})", square_name(n, row, col))),
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

/// The live variables of the code panel, name and value.
pub type Vars = Vec<(&'static str, String)>;

/// The code of the method on screen at `app`'s last event, or the bitmask's where the method
/// has none for it: what the methods whose code `method_code` writes show.
pub fn method_shown(app: &App) -> Shown {
    app.search()
        .other()
        .and_then(|search| super::method_code::code(search, app.last_event()))
        .unwrap_or_else(|| bitmask_shown(app))
}

/// The bitmask's code at `app`'s last event: what a strategy shows where it has no code of
/// its own for the search on screen.
pub fn bitmask_shown(app: &App) -> Shown {
    let event = app.last_event();
    (
        &BITMASK,
        bitmask_line(event),
        bitmask_vars(app.solver(), event),
    )
}

/// A strategy's `code` and live `line` and `vars` for the search on screen, where the search
/// is its own (`other`); else the bitmask's.
pub fn shown_with(
    app: &App,
    code: &'static [Row],
    line: fn(Option<Event>) -> Option<usize>,
    vars: fn(&AnySearch, Option<Event>) -> Vars,
) -> Shown {
    let event = app.last_event();
    match app.search().other() {
        Some(search) => (code, line(event), vars(search, event)),
        None => bitmask_shown(app),
    }
}

impl Widget for CodePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let strategy = app.strategy();
        let (code, line, vars) = super::strategy::view(strategy).code(app);
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("code-title", strategy = strategy.to_string())),
                area.width,
            ))
            .title_bottom(fit_title(format!(" {} ", t!("code-hides")), area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let room = usize::from(inner.width.saturating_sub(1));
        let mut lines: Vec<Line> = code
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let here = line == Some(i);
                let style = if here { THEME.selected } else { Style::new() };
                // A line wider than the panel ends at a word with `…`, never cut.
                fit_line(
                    Line::from(vec![
                        Span::styled(if here { "▶" } else { " " }, THEME.key),
                        Span::styled(format!("{:>2} ", i + 1), THEME.dim),
                        Span::styled(row.said(), style),
                    ]),
                    room,
                )
            })
            .collect();
        // The line between the code and its values says how the bit strings read: bit 0
        // (file a) first, as under the board, the reverse of how `<<` and `-free` are written.
        lines.push(if vars.iter().any(|(name, _)| *name == "free") {
            Line::styled(shorten(&t!("code-bits-read"), room), THEME.dim)
        } else {
            Line::default()
        });
        // The values in one column, a space clear of the longest name (six columns at least),
        // measured on screen: a name in Chinese takes two columns a character.
        let vars: Vec<(String, String)> = vars
            .into_iter()
            .map(|(name, value)| (name_said(name), value))
            .collect();
        let names = vars
            .iter()
            .map(|(name, _)| width(name) + 1)
            .max()
            .unwrap_or(0)
            .max(6);
        lines.extend(vars.into_iter().map(|(name, value)| {
            let pad = " ".repeat(names - width(&name));
            fit_line(
                Line::from(vec![
                    Span::styled(format!("{name}{pad}"), THEME.label),
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
    use crate::vocabulary::Strategy;

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
            let b = BITMASK[bitmask_line(Some(event)).unwrap()].said();
            let s = SCAN[scan_line(Some(event)).unwrap()].said();
            assert!(b.contains(bitmask), "{event:?}: {b}");
            assert!(s.contains(scan), "{event:?}: {s}");
        }
        let tried = SCAN[scan_line(Some(Event::Try { row: r, col: c })).unwrap()].said();
        assert!(tried.contains("valid(row, col)"));
        let refused = Event::Reject {
            row: 1,
            col: 0,
            by_row: 0,
            by_col: 0,
        };
        assert!(
            SCAN[scan_line(Some(refused)).unwrap()]
                .said()
                .contains("attacks")
        );
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
        let a = |e| ARRAYS[arrays_line(Some(e)).unwrap()].said();
        assert!(a(tried).contains("col[c] or diag[row+c]"));
        assert!(a(refused).contains("taken"));
        assert!(a(place).contains("place queen") && a(lift).contains("lift queen"));
        assert!(a(dead).contains("back up") && a(found).contains("solution"));
        let m = |e| MATRIX[matrix_line(Some(e)).unwrap()].said();
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
            let line = |event| code[complete_board_line(Some(event)).unwrap()].said();
            assert!(line(place).contains("place queen"));
            assert!(line(lift).contains("lift queen"));
            assert!(line(refused).contains("refuse"));
            assert!(line(solution).contains("solution"));
        }
        let line = |event| MIN_CONFLICTS[min_conflicts_line(Some(event)).unwrap()].said();
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
        use crate::i18n::{Lang, scoped};
        let listings: [&[Row]; 7] = [
            &BITMASK,
            &SCAN,
            &ARRAYS,
            &MATRIX,
            &PERMUTATIONS,
            &BRUTEFORCE,
            &MIN_CONFLICTS,
        ];
        let others: [&[Row]; 5] = [
            &super::super::method_code::BREADTH,
            &super::super::method_code::LAS_VEGAS,
            &super::super::forward_code::FORWARD,
            &crate::strategies::best_first::view::BEST_FIRST,
            &crate::strategies::genetic::view::GENETIC,
        ];
        for lang in Lang::ALL {
            for row in listings.iter().flat_map(|l| l.iter()) {
                // A marker and a line number before each line, a blank column after it; in
                // columns on screen (a Chinese character takes two).
                let line = scoped(lang, || row.said());
                assert!(
                    width(&line) + 5 <= usize::from(WIDTH),
                    "{}: {line}",
                    lang.code()
                );
            }
            // The other strategies' lines are no wider in any language than in English.
            for row in others.iter().flat_map(|l| l.iter()) {
                let (en, said) = (scoped(Lang::En, || row.said()), scoped(lang, || row.said()));
                assert!(
                    width(&said) + 5 <= usize::from(WIDTH).max(width(&en) + 5),
                    "{}: {said}",
                    lang.code()
                );
            }
        }
        assert!(BITMASK.len().max(SCAN.len()) + 5 <= usize::from(HEIGHT));
    }

    #[test]
    fn the_code_stays_code_and_the_words_are_said_in_chinese() {
        let zh = |row: Row| crate::i18n::scoped(crate::i18n::Lang::Zh, || row.said());
        // The indentation and the code are the same in both languages; the words are not.
        for (i, row) in BITMASK.iter().enumerate() {
            let (en, said) = (row.said(), zh(*row));
            let indent = |t: &str| t.len() - t.trim_start().len();
            assert_eq!(indent(&en), indent(&said), "line {i}");
            match row {
                Row::Code(_) => assert_eq!(en, said),
                Row::Words(..) => assert_ne!(en, said, "line {i} is not said in Chinese"),
            }
        }
        assert_eq!(zh(BITMASK[7]), "    放置皇后 (row, col(bit))");
    }
}
