//! How `permutations` is shown: the stack of the board being built, no masks.

use ratatui::text::Line;

use crate::app::App;
use crate::solver::AnySearch;
use crate::ui::code;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, how};

/// `permutations` (`bruteforce` differs in one line: every file, taken or not; see
/// [`complete_board_line`](crate::ui::code::complete_board_line)).
pub const PERMUTATIONS: [Row; 11] = [
    Code("build(row):"),
    Code("  if row == n: test(); return"),
    Words(2, "code-permutations-for"),
    Words(4, "code-place"),
    Code("    build(row + 1)"),
    Words(4, "code-lift"),
    Words(0, "code-test-board"),
    Code("  for r in 1 .. n:"),
    Code("    for r2 in 0 .. r:"),
    Words(6, "code-test-refuse"),
    Words(2, "code-test-solution"),
];

/// `permutations`' view.
pub struct PermutationsView;

/// The view the registry finds.
pub static VIEW: PermutationsView = PermutationsView;

impl View for PermutationsView {
    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        whole_board_rows(app, other, shared, Some(format!("{}!", app.n())))
    }

    fn code(&self, app: &App) -> Shown {
        code::shown_with(
            app,
            &PERMUTATIONS,
            code::complete_board_line,
            code::complete_board_vars,
        )
    }

    fn legend(&self) -> Vec<Line<'static>> {
        crate::ui::legend::whole_boards()
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-permutations", "panel-how-permutations-short")
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
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::PERMUTATIONS);
    }

    #[test]
    fn its_events_are_told_as_whole_boards() {
        let mut search = AnySearch::new(Strategy::Permutations, 4, 0).unwrap();
        let mut told = Vec::new();
        while let Some(event) = search.step() {
            told.push(story(&describe_other(event, &search)));
        }
        assert!(told[0].starts_with("place a queen on a4"), "{}", told[0]);
        assert_eq!(
            told[4],
            "board 1 of 24 fails: the queen on b3 is attacked by the one on a4"
        );
        assert!(
            told.iter()
                .any(|line| line == "board 11 of 24 passes: solution #1, b d a c"),
            "{told:?}"
        );
    }

    #[test]
    fn its_queens_go_on_files_no_rank_above_took_and_bruteforce_s_anywhere() {
        for (strategy, said) in [
            (Strategy::Permutations, "(a file no rank above took)"),
            (Strategy::Bruteforce, "(any file)"),
        ] {
            let mut search = AnySearch::new(strategy, 4, 0).unwrap();
            let event = search.step().unwrap();
            let line = story(&describe_other(event, &search));
            assert_eq!(line, format!("place a queen on a4 {said}"), "{strategy}");
        }
    }
}
