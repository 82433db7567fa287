//! How `min-conflicts` is shown: a board that may go dense, its moves and restarts counted.

pub mod code;
mod told;

use ratatui::text::Line;

use crate::app::App;
use crate::solver::AnySearch;
use crate::solver::Event;
use crate::solver::Search as _;
use crate::solver::notation::grouped;
use crate::solver::search::Work;
use crate::strategies::min_conflicts::events::Move;
use crate::t;
use crate::ui::board::{Board, Square};
use crate::ui::code::Shown;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, row, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};

/// `min-conflicts`' view.
pub struct MinConflictsView;

/// The view the registry finds.
pub static VIEW: MinConflictsView = MinConflictsView;

impl View for MinConflictsView {
    fn searching(&self, _search: &AnySearch, _last: Option<Event>) -> (usize, bool) {
        // A local search's board is always full: no row is being filled.
        (usize::MAX, false)
    }

    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        // The queen just moved: the square it left, and where it went with its attackers.
        let Some(Event::MinConflicts(Move { row: r, from, to })) = board.last else {
            return None;
        };
        let at = |c: u32| (r as usize, c as usize) == (row, col);
        if at(from) {
            Some(Square::MovedFrom)
        } else if at(to) {
            Some(Square::JustMoved(search.conflicts(row).unwrap_or(0)))
        } else {
            None
        }
    }

    fn code(&self, app: &App) -> Shown {
        crate::ui::code::shown_with(
            app,
            &code::MIN_CONFLICTS,
            code::min_conflicts_line,
            code::min_conflicts_vars,
        )
    }

    fn no_dead_ends(&self, key: &str) -> Option<String> {
        Some(t!("words-no-dead-ends-min-conflicts", key = key))
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-queen-safe"),
            ),
            entry(" ♛2", THEME.lifted, t!("panel-legend-attacked-by-2")),
            entry(" ♛ ", THEME.placed, t!("panel-legend-queen-moved")),
            entry(" ○ ", THEME.inspected, t!("panel-legend-square-left")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-min-conflicts", "panel-how-min-conflicts-short")
    }

    fn may_go_dense(&self) -> bool {
        true
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::MinConflicts(m) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        let (pairs, restart_bound, seed) = (m.attacking_pairs(), m.restart_bound(), m.seed());
        let c = other.counters();
        let work = other.work();
        let bitmask = shared.bitmask;
        vec![
            // It stops at its first solution: the known total is not what it looks for.
            row(
                &t!("panel-counters-solutions"),
                t!("panel-counters-stops-at-one", solutions = c.solutions),
            ),
            row(&t!("panel-counters-seed"), seed.to_string()),
            row(
                &t!("panel-counters-board"),
                t!(
                    "panel-counters-board-restarts",
                    board = work.restarts + u64::from(work.boards > 0),
                    restarts = work.restarts
                ),
            ),
            row(
                &t!("panel-counters-moves"),
                t!(
                    "panel-counters-moves-bound",
                    moves = work.moves,
                    bound = restart_bound
                ),
            ),
            row(
                &t!("panel-counters-attacked"),
                t!("panel-counters-attacked-pairs", pairs = pairs),
            ),
            row(&t!("panel-counters-nodes"), grouped(work.nodes)),
            row(&t!("panel-counters-checks"), grouped(work.checks)),
            row(&t!("panel-counters-bitmask"), bitmask),
        ]
    }

    fn no_masks_how(&self) -> String {
        crate::t!("panel-no-masks-how-min-conflicts")
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        let mut forms = vec![crate::t!(
            "race-counter-moves-restarts",
            moves = grouped(work.moves),
            restarts = work.restarts
        )];
        forms.extend(figure_forms(work.moves));
        Some((crate::t!("race-counter-moves"), forms))
    }
}

#[cfg(test)]
mod tests {
    use crate::app::narration::describe_other;
    use crate::solver::AnySearch;
    use crate::solver::search::Search as _;
    use crate::ui::words::story;
    use crate::vocabulary::Strategy;

    #[test]
    fn its_events_are_told_as_repairs() {
        let mut search = AnySearch::new(Strategy::MinConflicts, 8, 0).unwrap();
        let event = search.step().unwrap();
        assert!(
            story(&describe_other(event, &search)).starts_with("a random board"),
            "{event:?}"
        );
        let event = search.step().unwrap();
        let line = story(&describe_other(event, &search));
        assert!(
            line.contains("the least attacked square of its rank"),
            "{line}"
        );
    }

    #[test]
    fn its_lines_count_the_attacking_pairs_and_end_on_the_board_repaired() {
        let mut search = AnySearch::new(Strategy::MinConflicts, 8, 3).unwrap();
        let AnySearch::MinConflicts(engine) = &search else {
            unreachable!()
        };
        assert_eq!(engine.attacking_pairs(), 0, "nothing dealt yet");
        let mut last = String::new();
        while let Some(event) = search.step() {
            last = story(&describe_other(event, &search));
            let AnySearch::MinConflicts(engine) = &search else {
                unreachable!()
            };
            let pairs = match engine.attacking_pairs() {
                0 => "no attacking pair left".to_string(),
                1 => "1 attacking pair".to_string(),
                more => format!("{more} attacking pairs"),
            };
            if !search.is_done() {
                assert!(last.ends_with(&pairs), "{last} / {pairs}");
            }
        }
        assert!(
            last.starts_with("no queen is attacked: solution found"),
            "{last}"
        );
    }
}
