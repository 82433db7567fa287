//! How `forward-checking` is shown: the open ranks' domains in the stack's place.

pub mod code;
mod domains;
mod rows;
mod told;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::solver::AnySearch;
use crate::solver::Event;
use crate::solver::Search as _;
use crate::solver::search::Work;
use crate::t;
use crate::ui::board::{Board, Square};
use crate::ui::code::Shown;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};
use domains::Domains;

/// `forward-checking`'s view.
pub struct ForwardCheckingView;

/// The view the registry finds.
pub static VIEW: ForwardCheckingView = ForwardCheckingView;

impl View for ForwardCheckingView {
    fn searching(&self, search: &AnySearch, last: Option<Event>) -> (usize, bool) {
        match search {
            AnySearch::ForwardChecking(fc) => domains::searching(fc, last),
            _ => (search.columns().1, false),
        }
    }

    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let AnySearch::ForwardChecking(fc) = search else {
            return None;
        };
        Some(domains::square(fc, board.last, row, col))
    }

    fn inspectable(&self, search: &AnySearch) -> bool {
        match search {
            AnySearch::ForwardChecking(fc) => (0..fc.depth()).all(|row| fc.queen(row).is_some()),
            _ => true,
        }
    }

    fn code(&self, app: &App) -> Shown {
        match app.search().other() {
            Some(AnySearch::ForwardChecking(fc)) => code::code(fc, app.last_event()),
            _ => crate::ui::code::bitmask_shown(app),
        }
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
            entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted-backtrack")),
            entry(
                " ▸ ",
                THEME.square(0, 0, Shade::Row),
                t!("panel-legend-rank-next"),
            ),
            entry(
                " · ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-struck"),
            ),
            entry(" × ", THEME.dead, t!("panel-legend-wipe-out")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!(
            "panel-how-forward-checking",
            "panel-how-forward-checking-short"
        )
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::ForwardChecking(search)) = app.search().other() else {
            return false;
        };
        Domains {
            search,
            last: app.last_event(),
        }
        .render(area, buf);
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::ForwardChecking(fc) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        let Shared {
            known_total,
            bitmask,
            ..
        } = shared;
        rows::forward(fc, app.last_event(), known_total, bitmask)
    }

    fn no_masks_how(&self) -> String {
        crate::t!("panel-no-masks-how-forward-checking")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::ForwardChecking(fc) = search else {
            return None;
        };
        Some(domains::progress(fc))
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        Some((crate::t!("race-counter-nodes"), figure_forms(work.nodes)))
    }
}
