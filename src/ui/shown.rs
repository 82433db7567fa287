//! Under the board while it shows a found solution instead of the search: what the solution
//! is (a selection, with its class) or, once the search is done, the search's result against
//! the known counts.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::kit::format::clock;
use super::kit::text::{fit_line, fit_title};
use super::kit::theme::THEME;
use crate::app::search::Status;
use crate::app::{App, Shown};
use crate::input::key_of;
use crate::solver::catalog::{Found, Listing};
use crate::solver::known;
use crate::solver::notation::grouped;
use crate::solver::search::Search as _;
use crate::solver::symmetry::canonical;
use crate::t;
use crate::vocabulary::Action;

/// Symmetry classes among the solutions found. The catalog counts a class when it meets the
/// class's canonical (lexicographically first) solution, which a search in lexicographic order
/// (the backtracking pair, `permutations`, `bruteforce`) meets before any other of its class;
/// `min-conflicts` and `las-vegas` land anywhere in a class, so there their few solutions'
/// classes are counted.
pub fn classes_found(app: &App) -> u64 {
    let catalog = app.catalog();
    if !app.strategy().stops_at_first() {
        return catalog.unique();
    }
    let found = catalog.fetch(
        Listing::All,
        0,
        usize::try_from(catalog.total()).unwrap_or(0),
    );
    let classes: std::collections::BTreeSet<Vec<u8>> = found
        .iter()
        .map(|f| canonical(&f.cols).canonical().to_vec())
        .collect();
    classes.len() as u64
}

/// The board's title for a block `width` columns wide: what the board shows (a selected
/// solution, the last one found, none) and, once the search is done, that it is done (for
/// `min-conflicts`, after how many moves), so done shows at every size even with the board alone on
/// screen. The longest wording that fits whole is taken; `done` is the last word to go.
pub fn board_title(app: &App, width: u16) -> Line<'static> {
    let titles = board_titles(app);
    let room = usize::from(width.saturating_sub(2));
    match titles.iter().find(|t| super::kit::text::width(t) <= room) {
        Some(title) => Line::raw(title.clone()),
        None => fit_title(titles.last().cloned().unwrap_or_default(), width),
    }
}

/// Columns the board panel wants for its title and the note under it to show whole, border
/// included: the layout gives it these where it has columns to spare.
pub fn board_text_width(app: &App) -> u16 {
    let title = board_titles(app)
        .first()
        .map_or(0, |t| super::kit::text::width(t) + 2);
    let note = app.shown_solution().map_or(0, |(found, why)| {
        note_lines(app, &found, why)
            .iter()
            .map(|line| line.width() + 3)
            .max()
            .unwrap_or(0)
    });
    super::kit::cells(title.max(note))
}

/// The board's titles, the longest wording first (see [`board_title`]).
fn board_titles(app: &App) -> Vec<String> {
    let n = app.n();
    let done = app.status() == Status::Done;
    let titles: Vec<String> = match app.shown_solution() {
        Some((found, Shown::Selected)) => {
            vec![
                format!(
                    " {} ",
                    t!("panel-board-title-solution", n = n, k = found.index)
                ),
                format!(" #{} ", grouped(found.index)),
            ]
        }
        Some((found, Shown::LastFound)) => {
            let k = found.index;
            vec![
                format!(" {} ", t!("panel-board-title-done-last", n = n, k = k)),
                format!(" {} ", t!("panel-board-title-done-last-short", k = k)),
                format!(" {} ", t!("panel-board-title-done-n", n = n)),
                format!(" {} ", t!("panel-board-title-done")),
            ]
        }
        Some((_, Shown::NoneExist)) => vec![
            format!(" {} ", t!("panel-board-title-done-none", n = n)),
            format!(" {} ", t!("panel-board-title-done-none-short")),
            format!(" {} ", t!("panel-board-title-done")),
        ],
        None if done => {
            let solved_at = app
                .search()
                .other()
                .filter(|_| app.strategy().about().local)
                .map(|other| other.work().moves);
            let mut titles = Vec::new();
            if let Some(moves) = solved_at {
                titles.push(format!(
                    " {} ",
                    t!("panel-board-title-solved-after", n = n, moves = moves)
                ));
                titles.push(format!(
                    " {} ",
                    t!("panel-board-title-done-after", n = n, moves = moves)
                ));
            }
            titles.push(format!(" {} ", t!("panel-board-title-board-done", n = n)));
            titles.push(format!(" {} ", t!("panel-board-title-done-n", n = n)));
            titles.push(format!(" {} ", t!("panel-board-title-done")));
            titles
        }
        None => vec![
            format!(" {} ", t!("panel-board-title", n = n)),
            format!(" n = {n} "),
        ],
    };
    titles
}

/// The note, borrowed for one frame.
pub struct ShownNote<'a> {
    /// The application state.
    pub app: &'a App,
    /// The solution shown, and why.
    pub shown: (&'a Found, Shown),
}

/// What a done search found of the known count: its solutions, or its symmetry classes.
#[derive(Clone, Copy)]
enum Against {
    Solutions,
    Classes,
}

/// `found of known solutions` (or classes), or `found solutions` where the count is not known.
fn against(found: u64, known: Option<u64>, what: Against) -> String {
    match (what, known) {
        (Against::Solutions, Some(known)) => {
            t!("panel-shown-solutions-of", found = found, known = known)
        }
        (Against::Solutions, None) => t!("panel-shown-solutions", found = found),
        (Against::Classes, Some(known)) => {
            t!("panel-shown-classes-of", found = found, known = known)
        }
        (Against::Classes, None) => t!("panel-shown-classes", found = found),
    }
}

impl Widget for ShownNote<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (found, why) = self.shown;
        let lines = note_lines(self.app, found, why);
        // One column spare, so a line never touches the border (see `text`).
        let width = usize::from(area.width.saturating_sub(1));
        let lines: Vec<Line> = lines.into_iter().map(|l| fit_line(l, width)).collect();
        Paragraph::new(lines).render(area, buf);
    }
}

/// The note's lines on `found`, shown for `why`.
fn note_lines(app: &App, found: &Found, why: Shown) -> Vec<Line<'static>> {
    let done_lines = |first: String| {
        let known = known(app.n());
        let catalog = app.catalog();
        vec![
            Line::styled(first, THEME.done),
            Line::raw(against(
                catalog.total(),
                known.map(|k| k.total),
                Against::Solutions,
            )),
            Line::raw(against(
                classes_found(app),
                known.map(|k| k.unique),
                Against::Classes,
            )),
            Line::raw(t!(
                "panel-shown-events",
                events = app.search().event_number(),
                time = clock(app.elapsed())
            )),
        ]
    };
    match why {
        Shown::Selected => {
            let class = canonical(&found.cols);
            let number = app
                .catalog()
                .class_position(class.canonical())
                .map_or("?".to_string(), |at| grouped(at + 1));
            let orbit = u64::from(class.orbit_size);
            vec![
                Line::styled(t!("panel-shown-selected", k = found.index), THEME.done),
                Line::raw(t!("panel-shown-class", class = number, orbit = orbit)),
                Line::styled(
                    t!("panel-shown-back", key = key_of(&Action::Back)),
                    THEME.dim,
                ),
            ]
        }
        Shown::LastFound => done_lines(t!("panel-shown-done-last", k = found.index)),
        Shown::NoneExist => done_lines(t!("panel-shown-done-none", n = app.n())),
    }
}

#[cfg(test)]
mod title_tests {
    use super::*;
    use crate::app::Options;
    use crate::solver::AnySearch;
    use crate::strategies::Unpredictable;
    use crate::vocabulary::{Speed, Strategy};

    #[test]
    fn the_classes_counted_are_the_classes_of_the_solutions_found() {
        // One of each kind: a backtracking search and a whole-board one, which meet a class's
        // canonical solution first, and the local search, which lands anywhere in a class.
        let whole_boards = Strategy::ALL
            .into_iter()
            .find(|s| s.about().unpredictable == Some(Unpredictable::WholeBoards))
            .unwrap();
        for strategy in [Strategy::Bitmask, whole_boards, Strategy::LOCAL] {
            for seed in 0..6 {
                let mut app = App::new(Options {
                    strategy,
                    seed,
                    ..Options::new(6, Speed::Max, false)
                });
                app.run_events(u64::MAX);
                let catalog = app.catalog();
                let found = catalog.fetch(Listing::All, 0, 100);
                assert_eq!(found.len() as u64, catalog.total(), "{strategy}");
                let classes: std::collections::BTreeSet<Vec<u8>> = found
                    .iter()
                    .map(|f| canonical(&f.cols).canonical().to_vec())
                    .collect();
                assert!(!classes.is_empty(), "{strategy} found a solution");
                assert_eq!(
                    classes_found(&app),
                    classes.len() as u64,
                    "{strategy} {seed}"
                );
            }
        }
    }

    #[test]
    fn every_strategys_done_board_says_done_at_every_width() {
        for strategy in Strategy::ALL {
            for n in [1, 4, 6, 8, 40] {
                // Bruteforce at 8 looks at 8^8 boards: too slow for a test.
                let slow = AnySearch::new(strategy, n, 7)
                    .ok()
                    .and_then(|search| search.boards_in_all())
                    .is_some_and(|boards| boards > 1_000_000);
                let backtracking_big = !strategy.about().local && n > 8;
                if n > strategy.max_animated_n() || slow || backtracking_big {
                    continue;
                }
                let mut app = App::new(Options {
                    strategy,
                    seed: 7,
                    ..Options::new(n, Speed::Max, false)
                });
                app.run_events(u64::MAX);
                assert_eq!(app.status(), Status::Done, "{strategy} n = {n}");
                for width in 8..120 {
                    let title: String = board_title(&app, width)
                        .spans
                        .iter()
                        .map(|s| s.content.as_ref())
                        .collect();
                    assert!(
                        title.split(' ').any(|w| w == "done"),
                        "{strategy} n = {n} at {width}: {title:?}"
                    );
                    assert!(super::super::kit::text::width(&title) + 2 <= usize::from(width));
                }
            }
        }
    }
}
