//! How `bruteforce` is shown: the stack of the board being built, no masks.

use ratatui::text::Line;

use crate::app::App;
use crate::solver::AnySearch;
use crate::ui::code;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, how};

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

/// `bruteforce`'s view.
pub struct BruteforceView;

/// The view the registry finds.
pub static VIEW: BruteforceView = BruteforceView;

impl View for BruteforceView {
    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        whole_board_rows(app, other, shared, Some(format!("{n}^{n}", n = app.n())))
    }

    fn code(&self, app: &App) -> Shown {
        code::shown_with(
            app,
            &BRUTEFORCE,
            code::complete_board_line,
            code::complete_board_vars,
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        crate::ui::legend::whole_boards()
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-bruteforce", "panel-how-bruteforce-short")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::BRUTEFORCE);
    }
}
