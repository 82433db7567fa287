//! How `ant-colony` is shown: the pheromone on the board as a heat map under the ant's
//! queens, the colony in the stack's place, its generations counted.

mod code;
mod colony;
pub mod knobs;
mod rows;
mod told;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::solver::AnySearch;
use crate::solver::search::Work;
use crate::t;
use crate::ui::code::Shown;
use crate::ui::kit::heat_shade;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};
pub use code::ANT_COLONY;
use colony::ColonyPanel;

/// `ant-colony`'s view.
pub struct AntColonyView;

/// The view the registry finds.
pub static VIEW: AntColonyView = AntColonyView;

impl View for AntColonyView {
    fn code(&self, app: &App) -> Shown {
        match app.search().other() {
            Some(AnySearch::AntColony(a)) => code::code(a, app.last_event()),
            _ => crate::ui::code::bitmask_shown(app),
        }
    }

    fn legend(&self) -> Vec<Line<'static>> {
        let strong = heat_shade::colour(1.0).unwrap_or(THEME.placed);
        vec![
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-ant-queen"),
            ),
            entry(" ♛2", THEME.lifted, t!("panel-legend-attacked-by-2")),
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
            entry("   ", strong, t!("panel-legend-ant-trail")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-ant-colony", "panel-how-ant-colony-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::AntColony(search)) = app.search().other() else {
            return false;
        };
        ColonyPanel { search }.render(area, buf);
        true
    }

    fn heat(&self, search: &AnySearch, row: usize, col: usize) -> Option<f64> {
        let AnySearch::AntColony(a) = search else {
            return None;
        };
        // The weakest trail unshaded, the strongest at the top of the scale.
        let (least, most) = a.trail_range();
        let above = a.trail(row, col).saturating_sub(least);
        (most > least && above > 0).then(|| above as f64 / (most - least) as f64)
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::AntColony(a) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::rows(a)
    }

    fn no_masks_how(&self) -> String {
        t!("panel-no-masks-how-ant-colony")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::AntColony(a) = search else {
            return None;
        };
        Some(colony::progress(a))
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        Some((t!("race-counter-ant-boards"), figure_forms(work.boards)))
    }
}
