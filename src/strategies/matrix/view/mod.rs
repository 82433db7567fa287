//! How `matrix` is shown: the backtracking screen, the walk up the board explained.

pub mod code;

use ratatui::text::Line;

use crate::app::App;
use crate::solver::probe::Costs;
use crate::ui::code::Shown;
use crate::ui::kit::theme::THEME;
use crate::ui::legend;
use crate::ui::strategy::View;
use crate::ui::words::Titled;

/// `matrix`'s view.
pub struct MatrixView;

/// The view the registry finds.
pub static VIEW: MatrixView = MatrixView;

impl View for MatrixView {
    fn code(&self, app: &App) -> Shown {
        let event = app.last_event();
        (
            &code::MATRIX,
            code::MATRIX_LINES.line(event),
            code::matrix_vars(app.solver(), event),
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        let testing = [
            legend::entry(
                " ? ",
                THEME.inspected,
                crate::t!("panel-legend-matrix-testing"),
            ),
            legend::entry(" ✗ ", THEME.dead, crate::t!("panel-legend-matrix-refused")),
        ];
        legend::backtracking(false, testing)
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        (
            crate::t!("panel-explanation-matrix"),
            crate::ui::kit::walk::explanation(),
        )
    }

    fn checks(&self, _bitmask: u64, costs: Option<&Costs>) -> Option<(String, u64)> {
        costs.map(|c| (super::ABOUT.id.title(), c.matrix))
    }
}
