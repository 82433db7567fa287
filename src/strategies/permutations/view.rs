//! How `permutations` is shown: the stack of the board being built, no masks.

use ratatui::text::Line;

use crate::app::App;
use crate::solver::AnySearch;
use crate::ui::code;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, how};

/// `permutations` (`bruteforce` differs in one line: every file, taken or not; see
/// [`complete_board_line`](crate::ui::code::complete_board_line)).
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

/// `permutations`' view.
pub struct PermutationsView;

/// The view the registry finds.
pub static VIEW: PermutationsView = PermutationsView;

impl View for PermutationsView {
    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        whole_board_rows(app, other, shared, Some(format!("{}!", app.n())))
    }

    fn code(&self, app: &App) -> Shown {
        code::shown_with(
            app,
            &PERMUTATIONS,
            code::complete_board_line,
            code::complete_board_vars,
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        crate::ui::legend::whole_boards()
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-permutations", "panel-how-permutations-short")
    }
}
