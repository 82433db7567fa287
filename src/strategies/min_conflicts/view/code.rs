//! The code of `min-conflicts` for the code panel (`:code`), the line each event executes, and the
//! live values beside it.

use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::strategies::min_conflicts::events::Move;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};

/// `min-conflicts`.
pub const MIN_CONFLICTS: [Row; 10] = [
    Code("loop:"),
    Words(2, "code-min-conflicts-board"),
    Words(2, "code-min-conflicts-repeat"),
    Words(4, "code-min-conflicts-none-attacked"),
    Words(6, "code-solution-stop"),
    Words(4, "code-min-conflicts-row"),
    Words(4, "code-min-conflicts-col"),
    Words(10, "code-min-conflicts-col-ties"),
    Words(4, "code-min-conflicts-move"),
    Words(2, "code-min-conflicts-restart"),
];

/// The 0-based line of [`MIN_CONFLICTS`] that `event` executed.
pub fn min_conflicts_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Start { .. } => 1,
        Event::Solution { .. } => 4,
        Event::MinConflicts(Move { .. }) => 8,
        _ => return None,
    })
}

/// The variables of `min-conflicts` at this event.
pub fn min_conflicts_vars(s: &AnySearch, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let w = s.work();
    let mut vars = match event {
        Some(Event::MinConflicts(Move { row, from, to })) => {
            let (row, from, to) = (row as usize, from as usize, to as usize);
            vec![
                (
                    "row",
                    t!(
                        "code-value-was-on",
                        row = row.to_string(),
                        square = square_name(n, row, from)
                    ),
                ),
                (
                    "col",
                    t!(
                        "code-value-attacked-by",
                        col = to.to_string(),
                        square = square_name(n, row, to),
                        count = s.conflicts(row).unwrap_or(0).to_string()
                    ),
                ),
            ]
        }
        Some(Event::Start { attempt }) => vec![(
            "board",
            t!("code-value-random-board", attempt = attempt.to_string()),
        )],
        _ => Vec::new(),
    };
    vars.push(("moves", grouped(w.moves)));
    vars
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::bruteforce::view::BRUTEFORCE;
    use crate::strategies::permutations::view::PERMUTATIONS;
    use crate::ui::code::{complete_board_line, complete_board_vars};
    use crate::vocabulary::Strategy;

    #[test]
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::MIN_CONFLICTS);
    }

    #[test]
    fn the_other_strategies_events_light_their_lines() {
        let place = Event::Place { row: 1, col: 2 };
        let lift = Event::Remove { row: 1, col: 2 };
        let refused = Event::RejectBoard {
            row: 2,
            col: 0,
            by_row: 1,
            by_col: 1,
        };
        let solution = Event::Solution { index: 1 };
        for code in [&PERMUTATIONS, &BRUTEFORCE] {
            let line = |event| code[complete_board_line(Some(event)).unwrap()].said();
            assert!(line(place).contains("place queen"));
            assert!(line(lift).contains("lift queen"));
            assert!(line(refused).contains("refuse"));
            assert!(line(solution).contains("solution"));
        }
        let line = |event| MIN_CONFLICTS[min_conflicts_line(Some(event)).unwrap()].said();
        assert!(line(Event::Start { attempt: 2 }).contains("random permutation"));
        assert!(
            line(Event::MinConflicts(Move {
                row: 0,
                from: 1,
                to: 2
            }))
            .contains("move queen")
        );
        assert!(line(solution).contains("solution"));
        assert_eq!(
            min_conflicts_line(Some(place)),
            None,
            "not one of its events"
        );
    }

    #[test]
    fn the_live_variables_follow_the_search() {
        let mut search = AnySearch::new(Strategy::Permutations, 4, 0).unwrap();
        let event =
            std::iter::from_fn(|| search.step()).find(|e| matches!(e, Event::RejectBoard { .. }));
        let vars = complete_board_vars(&search, event);
        assert_eq!(vars[0], ("r", "1: the queen on b3".to_string()));
        assert_eq!(vars[1], ("r2", "0: the queen on a4".to_string()));
        assert_eq!(vars[2], ("seen", "1 of 24 boards".to_string()));
        let mut search = AnySearch::new(Strategy::MinConflicts, 8, 0).unwrap();
        let event = std::iter::from_fn(|| search.step())
            .find(|e| matches!(e, Event::MinConflicts(Move { .. })));
        let vars = min_conflicts_vars(&search, event);
        assert!(vars[1].1.contains("attacked by"), "{vars:?}");
        assert_eq!(vars.last().unwrap(), &("moves", "1".to_string()));
    }
}
