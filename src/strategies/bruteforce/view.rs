//! How `bruteforce` is shown: the stack of the board being built, no masks.

use ratatui::text::Line;

use crate::app::App;
use crate::solver::AnySearch;
use crate::ui::code;
use crate::ui::code::Shown;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, how};

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
            &code::BRUTEFORCE,
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
