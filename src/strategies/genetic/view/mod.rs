//! How `genetic` is shown: its population in the stack's place, its generations counted.

mod code;
pub mod knobs;
mod population;
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
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};
pub use code::GENETIC;
use population::Population;

/// `genetic`'s view.
pub struct GeneticView;

/// The view the registry finds.
pub static VIEW: GeneticView = GeneticView;

impl View for GeneticView {
    fn code(&self, app: &App) -> Shown {
        app.search()
            .other()
            .and_then(|search| match search {
                AnySearch::Genetic(g) => Some(code::code(g, app.last_event())),
                _ => None,
            })
            .unwrap_or_else(|| crate::ui::code::bitmask_shown(app))
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-best-safe"),
            ),
            entry(" ♛2", THEME.lifted, t!("panel-legend-attacked-by-2")),
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-changed")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-genetic", "panel-how-genetic-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::Genetic(search)) = app.search().other() else {
            return false;
        };
        Population { search }.render(area, buf);
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::Genetic(g) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::genetic(g)
    }

    fn no_masks_how(&self) -> String {
        crate::t!("panel-no-masks-how-genetic")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::Genetic(g) = search else {
            return None;
        };
        Some(population::progress(g))
    }

    fn race_counter(&self, search: &AnySearch, _work: Work) -> Option<(String, Vec<String>)> {
        let AnySearch::Genetic(g) = search else {
            return None;
        };
        let bred = u64::from(g.generation().unwrap_or(0));
        Some((crate::t!("race-counter-generations"), figure_forms(bred)))
    }
}
