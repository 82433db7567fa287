//! How `las-vegas` is shown: its tries in the stack's place.

mod code;
mod rows;
mod told;
mod tries;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
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
pub use code::LAS_VEGAS;
use tries::Tries;

/// `las-vegas`' view.
pub struct LasVegasView;

/// The view the registry finds.
pub static VIEW: LasVegasView = LasVegasView;

impl View for LasVegasView {
    fn searching(&self, search: &AnySearch, last: Option<Event>) -> (usize, bool) {
        (
            search.columns().1,
            matches!(last, Some(Event::DeadEnd { .. })),
        )
    }

    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let level = Level {
            random_ranks: self.random_ranks(search),
            ..Level::default()
        };
        Some(board.level_square(search, level, row, col))
    }

    fn random_ranks(&self, search: &AnySearch) -> usize {
        match search {
            AnySearch::LasVegas(lv) => lv.random_ranks(),
            _ => 0,
        }
    }

    fn code(&self, app: &App) -> Shown {
        match app.search().other() {
            Some(AnySearch::LasVegas(lv)) => code::code(lv, app.last_event()),
            _ => crate::ui::code::bitmask_shown(app),
        }
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            // The rank's mark, then its queen in the random queens' colour.
            Line::from(vec![
                Span::styled(crate::ui::kit::squares::RANDOM_RANK, THEME.label),
                Span::styled("♛ ", Style::new().bg(THEME.inspected).fg(THEME.piece)),
                Span::raw(format!("  {}", t!("panel-legend-queen-random"))),
            ]),
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-queen-backtracking"),
            ),
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
            entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted-backtrack")),
            entry(" × ", THEME.dead, t!("panel-legend-dead-end-try")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-las-vegas", "panel-how-las-vegas-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::LasVegas(search)) = app.search().other() else {
            return false;
        };
        Tries { search }.render(area, buf);
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::LasVegas(lv) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::las_vegas(lv, app.search().to_first())
    }

    fn no_masks_how(&self) -> String {
        crate::t!("panel-no-masks-how-las-vegas")
    }

    fn race_counter(&self, search: &AnySearch, _work: Work) -> Option<(String, Vec<String>)> {
        let AnySearch::LasVegas(lv) = search else {
            return None;
        };
        let started = u64::from(lv.tries().started);
        Some((crate::t!("race-counter-tries"), figure_forms(started)))
    }
}
