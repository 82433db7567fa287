//! The pseudocode of `breadth-first` for the code panel (`:code`), the line each event
//! executes, and the live values beside it.

use crate::solver::Event;
use crate::solver::breadth::BreadthFirst;
use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::strategies::breadth_first::events::Level;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;

/// `breadth-first`, level by level.
pub const BREADTH: [Row; 11] = [
    Words(0, "code-breadth-frontier"),
    Code("for row in 0 .. n:"),
    Code("  next = []"),
    Code("  for board in frontier:"),
    Words(4, "code-breadth-set-up"),
    Code("    for col in 0 .. n:"),
    Words(6, "code-place"),
    Words(6, "code-breadth-safe"),
    Words(6, "code-lift"),
    Words(2, "code-breadth-level"),
    Code("solutions = frontier"),
];

/// The pseudocode, the line `event` executed, and the search's values.
pub fn code(b: &BreadthFirst, event: Option<Event>) -> Shown {
    let n = b.n();
    let line = match event {
        Some(Event::Place { row, .. }) if usize::from(row) == b.rank() => {
            Some(if b.refused() { 6 } else { 7 })
        }
        Some(Event::Place { .. }) => Some(4),
        Some(Event::Remove { row, .. }) if usize::from(row) == b.rank() => Some(8),
        Some(Event::Remove { .. }) => Some(4),
        Some(Event::BreadthFirst(Level { .. })) => Some(9),
        Some(Event::Solution { .. }) => Some(10),
        _ => None,
    };
    let mut vars = vec![
        (
            "row",
            t!(
                "code-value-of",
                at = b.rank().min(n).to_string(),
                all = n.to_string()
            ),
        ),
        (
            "board",
            t!(
                "code-value-of",
                at = grouped((b.parent() + 1).min(b.frontier_boards())),
                all = grouped(b.frontier_boards())
            ),
        ),
        (
            "next",
            t!("code-value-boards-so-far", count = b.survivors()),
        ),
        ("held", crate::ui::method_rows::bytes(b.bytes_held())),
    ];
    if let Some(Event::Place { row, col }) = event {
        let at = square_name(n, usize::from(row), usize::from(col));
        vars.insert(1, ("col", format!("{col} ({at})")));
    }
    (&BREADTH, line, vars)
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::BREADTH);
    }
}
