//! How `scan` is shown: the backtracking screen, its masks drawn dimmed (it compares queens).

pub mod code;

use ratatui::text::Line;

use crate::app::App;
use crate::solver::probe::Costs;
use crate::ui::code::Shown;
use crate::ui::legend;
use crate::ui::strategy::View;
use crate::ui::words::Titled;

/// `scan`'s view.
pub struct ScanView;

/// The view the registry finds.
pub static VIEW: ScanView = ScanView;

impl View for ScanView {
    fn code(&self, app: &App) -> Shown {
        let event = app.last_event();
        (
            &code::SCAN,
            code::SCAN_LINES.line(event),
            code::scan_vars(app.solver(), event),
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        legend::backtracking(false, legend::scan_testing())
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        (
            crate::t!("panel-explanation-masks"),
            crate::ui::masks::explanation(),
        )
    }

    fn checks(&self, _bitmask: u64, costs: Option<&Costs>) -> Option<(String, u64)> {
        costs.map(|c| (super::ABOUT.id.title(), c.scan))
    }
}
