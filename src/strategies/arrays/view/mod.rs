//! How `arrays` is shown: its three arrays in the masks' place, the diagonals' indices on the
//! row under the board.

pub mod code;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::solver::Solver;
use crate::solver::probe::Costs;
use crate::ui::arrays::{self, ArraysPanel};
use crate::ui::code::Shown;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::THEME;
use crate::ui::legend;
use crate::ui::strategy::View;
use crate::ui::words::Titled;

/// `arrays`' view.
pub struct ArraysView;

/// The view the registry finds.
pub static VIEW: ArraysView = ArraysView;

impl View for ArraysView {
    fn code(&self, app: &App) -> Shown {
        let event = app.last_event();
        (
            &code::ARRAYS,
            code::ARRAYS_LINES.line(event),
            code::arrays_vars(app.solver(), event),
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        let testing = [
            legend::entry(
                " ? ",
                THEME.inspected,
                crate::t!("panel-legend-arrays-testing"),
            ),
            legend::entry(" ✗ ", THEME.dead, crate::t!("panel-legend-arrays-refused")),
        ];
        legend::backtracking(true, testing)
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        (crate::t!("panel-explanation-arrays"), arrays::explanation())
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Masks)
    }

    fn render_in_masks(
        &self,
        app: &App,
        solver: &Solver,
        solution: Option<&[u8]>,
        area: Rect,
        buf: &mut Buffer,
    ) -> bool {
        // Kept as the other strategies keep their own panels once done or while a solution
        // is looked at: that solution's arrays, at rest.
        ArraysPanel {
            solver,
            last: app.last_event(),
            solution,
        }
        .render(area, buf);
        true
    }

    fn edge(&self) -> bool {
        true
    }

    fn masks_title(&self, _rank: usize) -> String {
        crate::t!("panel-masks-title-arrays")
    }

    fn checks(&self, _bitmask: u64, costs: Option<&Costs>) -> Option<(String, u64)> {
        costs.map(|c| (super::ABOUT.id.title(), c.arrays))
    }
}

#[cfg(test)]
mod tests {
    use ratatui::text::Line;

    use crate::vocabulary::Strategy;

    /// The legend of `strategy`'s board, as the legend panel finds it.
    fn lines_for(strategy: Strategy) -> Vec<Line<'static>> {
        crate::ui::strategy::view(strategy).legend()
    }

    #[test]
    fn the_arrays_legend_names_the_edge_s_indices_and_no_other_needs_room_for_it() {
        let text = |s| -> String { lines_for(s).iter().map(|l| format!("{l}\n")).collect() };
        assert!(text(Strategy::Arrays).contains("edge: a diagonal's index"));
        for strategy in Strategy::ALL.into_iter().filter(|&s| s != Strategy::Arrays) {
            assert!(!text(strategy).contains("edge"), "{strategy}");
        }
        // In the plain queen's place: no longer than the scan's.
        assert_eq!(
            lines_for(Strategy::Arrays).len(),
            lines_for(Strategy::Scan).len()
        );
    }
}
