//! How `dancing-links` is shown: the exact-cover matrix in the stack's place, the board
//! marking the squares whose rows are still linked, its counters saying the column being
//! covered and the links moved, its code panel Algorithm X.

pub mod code;
mod matrix;
mod predict;
mod rows;
mod told;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::app::predict::{Question, Verdict};
use crate::solver::notation::{file_name, rank_of};
use crate::solver::search::Work;
use crate::solver::{AnySearch, Event, Search as _, u8_of};
use crate::strategies::dancing_links::events::{Event as DlxEvent, Primary};
use crate::strategies::dancing_links::search::{DancingLinks, Line as Family, line, primary};
use crate::t;
use crate::ui::board::{Board, Square};
use crate::ui::code::Shown;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};

/// `dancing-links`' view.
pub struct DancingLinksView;

/// The view the registry finds.
pub static VIEW: DancingLinksView = DancingLinksView;

/// Primary column `k` of the `n` board in words: `rank 5`, `file c`.
pub fn column_said(n: usize, k: usize) -> String {
    primary_said(n, primary(n, k))
}

/// A primary column in words: `rank 5`, `file c`.
pub fn primary_said(n: usize, col: Primary) -> String {
    match col {
        Primary::Row(r) => t!("words-dlx-rank", rank = rank_of(n, usize::from(r))),
        Primary::Col(c) => t!("words-dlx-file", file = file_name(n, usize::from(c))),
    }
}

/// Whether square (`row`, `col`) lies on the primary column `col_of`.
fn on(col_of: Primary, row: usize, col: usize) -> bool {
    match col_of {
        Primary::Row(r) => usize::from(r) == row,
        Primary::Col(c) => usize::from(c) == col,
    }
}

/// A square of `dancing-links`: its queens and last move, the squares of a column just found
/// empty (a dead end), the squares of the covered column still to try, the squares whose rows
/// are still linked (blank) and those whose rows a cover took out (`·`). While predict mode
/// waits for a guess (`veiled`), the squares to try show as linked: which comes next is
/// the question.
fn square(dl: &DancingLinks, last: Option<Event>, row: usize, col: usize, veiled: bool) -> Square {
    let (r8, c8) = (u8_of(row), u8_of(col));
    match last {
        Some(Event::Place { row, col }) if (row, col) == (r8, c8) => return Square::JustPlaced,
        Some(Event::Remove { row, col }) if (row, col) == (r8, c8) => return Square::JustLifted,
        Some(Event::DancingLinks(DlxEvent::Choose { col: c, size: 0 }))
            if on(c, row, col) && dl.queen(row).is_none() =>
        {
            return Square::DeadEnd;
        }
        _ => {}
    }
    if dl.queen(row) == Some(col) {
        Square::Queen
    } else if dl.links().linked(row, col) {
        Square::Free
    } else if dl.untried().any(|s| s == (row, col)) {
        if veiled {
            Square::Free
        } else {
            Square::NextCandidate
        }
    } else {
        Square::Attacked
    }
}

/// The rank the search covers (`usize::MAX` when it covers a file, or none) and whether it is
/// a dead end.
fn searching(dl: &DancingLinks) -> (usize, bool) {
    match dl.column() {
        Some((k, size)) => match line(dl.n(), k) {
            Family::Rank(r) => (r, size == 0),
            _ => (usize::MAX, false),
        },
        None => (usize::MAX, false),
    }
}

impl View for DancingLinksView {
    fn searching(&self, search: &AnySearch, _last: Option<Event>) -> (usize, bool) {
        match search {
            AnySearch::DancingLinks(dl) => searching(dl),
            _ => (search.columns().1, false),
        }
    }

    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let AnySearch::DancingLinks(dl) = search else {
            return None;
        };
        Some(square(dl, board.last, row, col, board.veiled))
    }

    fn code(&self, app: &App) -> Shown {
        match app.search().other() {
            Some(AnySearch::DancingLinks(dl)) => code::code(dl, app.last_event()),
            _ => crate::ui::code::bitmask_shown(app),
        }
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
            entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted-backtrack")),
            entry(
                " ○ ",
                THEME.square(0, 0, Shade::Row),
                t!("panel-legend-dlx-to-try"),
            ),
            entry(
                " · ",
                THEME.square(0, 0, Shade::Attacked),
                t!("panel-legend-dlx-unlinked"),
            ),
            entry(" × ", THEME.dead, t!("panel-legend-dlx-empty")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-dancing-links", "panel-how-dancing-links-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn stack_roomy(&self, n: usize) -> Option<(u16, u16)> {
        Some(matrix::whole_size(n))
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::DancingLinks(search)) = app.search().other() else {
            return false;
        };
        matrix::Matrix {
            search,
            last: app.last_event(),
        }
        .render(area, buf);
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::DancingLinks(dl) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::rows(dl, shared.known_total, shared.bitmask)
    }

    fn predict_question(&self, question: &Question, short: bool) -> Option<String> {
        predict::question(question, short)
    }

    fn predict_why(&self, verdict: &Verdict, short: bool) -> Option<String> {
        predict::why(verdict, short)
    }

    fn inspectable(&self, search: &AnySearch) -> bool {
        match search {
            // With MRV the ranks are not filled from the top: a looked-at square's attackers
            // need the queens of the ranks above it.
            AnySearch::DancingLinks(dl) => (0..dl.depth()).all(|row| dl.queen(row).is_some()),
            _ => true,
        }
    }

    fn no_masks_how(&self) -> String {
        t!("panel-no-masks-how-dancing-links")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::DancingLinks(dl) = search else {
            return None;
        };
        if dl.is_done() {
            return Some((1.0, t!("view-domains-all-searched")));
        }
        let share = dl.searched();
        let percent = format!("{:.1}", share * 100.0);
        Some((share, t!("view-domains-searched", percent = percent)))
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        Some((t!("race-counter-nodes"), figure_forms(work.nodes)))
    }
}
