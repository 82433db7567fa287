//! How `breadth-first` is shown: its frontier in the stack's place.

mod code;
pub mod frontier;
mod rows;
mod told;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::solver::AnySearch;
use crate::solver::Event;
use crate::solver::search::Work;
use crate::t;
use crate::ui::board::{Board, Level, Square};
use crate::ui::code::Shown;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};
pub use code::BREADTH;
use frontier::Frontier;

/// `breadth-first`'s view.
pub struct BreadthFirstView;

/// The view the registry finds.
pub static VIEW: BreadthFirstView = BreadthFirstView;

impl View for BreadthFirstView {
    fn searching(&self, search: &AnySearch, _last: Option<Event>) -> (usize, bool) {
        match search {
            AnySearch::BreadthFirst(b) => (b.rank(), false),
            _ => (search.columns().1, false),
        }
    }

    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let refused = matches!(search, AnySearch::BreadthFirst(b) if b.refused());
        let level = Level {
            refused,
            ..Level::default()
        };
        Some(board.level_square(search, level, row, col))
    }

    fn code(&self, app: &App) -> Shown {
        match app.search().other() {
            Some(AnySearch::BreadthFirst(b)) => code::code(b, app.last_event()),
            _ => crate::ui::code::bitmask_shown(app),
        }
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(" ♛ ", THEME.placed, t!("panel-legend-tested-safe")),
            entry(" ✗ ", THEME.dead, t!("panel-legend-tested-attacked")),
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-frontier-extended"),
            ),
            entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted")),
            entry(
                " ▸ ",
                THEME.square(0, 0, Shade::Row),
                t!("panel-legend-rank-added"),
            ),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-breadth-first", "panel-how-breadth-first-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn stack_width(&self) -> u16 {
        frontier::MIN_WIDTH
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::BreadthFirst(search)) = app.search().other() else {
            return false;
        };
        Frontier { search }.render(area, buf);
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::BreadthFirst(b) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::breadth(b, shared.known_total)
    }

    fn no_masks_how(&self) -> String {
        crate::t!("panel-no-masks-how-breadth-first")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::BreadthFirst(b) = search else {
            return None;
        };
        Some(frontier::progress(b))
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        Some((crate::t!("race-counter-nodes"), figure_forms(work.nodes)))
    }
}
