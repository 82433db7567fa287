//! How `best-first` is shown: its open list in the stack's place.

mod code;
mod open_list;
mod rows;
mod told;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::solver::search::Work;
use crate::solver::{AnySearch, Event, u8_of};
use crate::strategies::best_first::events::Expand;
use crate::t;
use crate::ui::board::{Board, Level, Square};
use crate::ui::code::Shown;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};
pub use code::BEST_FIRST;
use open_list::OpenList;

/// `best-first`'s view.
pub struct BestFirstView;

/// The view the registry finds.
pub static VIEW: BestFirstView = BestFirstView;

impl View for BestFirstView {
    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let AnySearch::BestFirst(b) = search else {
            return None;
        };
        // The rank just expanded: its children queued, and those pruned.
        if let Some(Event::BestFirst(Expand { row: expanded, .. })) = board.last
            && expanded == u8_of(row)
        {
            let (pushed, pruned) = b.children();
            if pushed & (1 << col) != 0 {
                return Some(Square::NextCandidate);
            }
            if pruned & (1 << col) != 0 {
                return Some(Square::Refused);
            }
        }
        Some(board.level_square(search, Level::default(), row, col))
    }

    fn code(&self, app: &App) -> Shown {
        app.search()
            .other()
            .and_then(|search| match search {
                AnySearch::BestFirst(b) => Some(code::code(b, app.last_event())),
                _ => None,
            })
            .unwrap_or_else(|| crate::ui::code::bitmask_shown(app))
    }

    fn no_dead_ends(&self, key: &str) -> Option<String> {
        Some(crate::t!("words-no-dead-ends-best-first", key = key))
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-placement-popped"),
            ),
            entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted")),
            entry(
                " ○ ",
                THEME.square(0, 0, Shade::Row),
                t!("panel-legend-child-queued"),
            ),
            entry(" ✗ ", THEME.dead, t!("panel-legend-child-pruned")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-best-first", "panel-how-best-first-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::BestFirst(search)) = app.search().other() else {
            return false;
        };
        OpenList { search }.render(area, buf);
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::BestFirst(b) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::best_first(b)
    }

    fn no_masks_how(&self) -> String {
        crate::t!("panel-no-masks-how-best-first")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::BestFirst(b) = search else {
            return None;
        };
        Some(open_list::progress(b))
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        Some((crate::t!("race-counter-nodes"), figure_forms(work.nodes)))
    }
}
