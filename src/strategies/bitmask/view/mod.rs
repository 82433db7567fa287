//! How `bitmask` is shown: the stack and its masks, which it reads.

pub mod code;

use ratatui::text::Line;

use crate::app::App;
use crate::solver::probe::Costs;
use crate::ui::code::Shown;
use crate::ui::legend;
use crate::ui::strategy::View;

/// `bitmask`'s view.
pub struct BitmaskView;

/// The view the registry finds.
pub static VIEW: BitmaskView = BitmaskView;

impl View for BitmaskView {
    fn code(&self, app: &App) -> Shown {
        let event = app.last_event();
        (
            &code::BITMASK,
            code::BITMASK_LINES.line(event),
            code::bitmask_vars(app.solver(), event),
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        // It tests no square and refuses none: the scan's marks are not on its board.
        legend::backtracking(false, [])
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        (
            crate::t!("panel-explanation-masks"),
            crate::ui::masks::explanation(),
        )
    }

    fn masks_unused(&self) -> bool {
        false
    }

    fn masks_title(&self, rank: usize) -> String {
        crate::t!("panel-masks-title-rank", rank = rank)
    }

    fn checks(&self, bitmask: u64, _costs: Option<&Costs>) -> Option<(String, u64)> {
        // Called `mask`, as its checks always were.
        Some((crate::t!("panel-checks-mask"), bitmask))
    }
}
