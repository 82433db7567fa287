//! The pseudocode of `breadth-first` and `las-vegas` for the code panel (`:code`), the line
//! each event executes, and the live values beside it.

use super::code::Row::{self, Code, Words};
use super::code::Shown;
use crate::solver::las_vegas::LasVegas;
use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::t;

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

/// `las-vegas` (Brassard and Bratley's `QueensLV`).
pub const LAS_VEGAS: [Row; 11] = [
    Words(0, "code-las-vegas-try"),
    Words(2, "code-las-vegas-clear"),
    Code("  for row in 0 .. k:"),
    Words(4, "code-las-vegas-free"),
    Words(4, "code-las-vegas-fails"),
    Words(4, "code-las-vegas-place"),
    Words(17, "code-las-vegas-place-file"),
    Words(2, "code-las-vegas-backtrack"),
    Words(2, "code-las-vegas-completes"),
    Words(4, "code-solution-stop"),
    Words(2, "code-las-vegas-else"),
];

/// The pseudocode of `search`, the line `event` executed, and the values to show; `None` for
/// the other strategies.
pub fn code(search: &AnySearch, event: Option<Event>) -> Option<Shown> {
    let n = search.n();
    match search {
        AnySearch::BreadthFirst(b) => {
            let line = match event {
                Some(Event::Place { row, .. }) if usize::from(row) == b.rank() => {
                    Some(if b.refused() { 6 } else { 7 })
                }
                Some(Event::Place { .. }) => Some(4),
                Some(Event::Remove { row, .. }) if usize::from(row) == b.rank() => Some(8),
                Some(Event::Remove { .. }) => Some(4),
                Some(Event::Level { .. }) => Some(9),
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
                ("held", super::method_rows::bytes(b.bytes_held())),
            ];
            if let Some(Event::Place { row, col }) = event {
                let at = square_name(n, usize::from(row), usize::from(col));
                vars.insert(1, ("col", format!("{col} ({at})")));
            }
            Some((&BREADTH, line, vars))
        }
        AnySearch::LasVegas(lv) => {
            Some((&LAS_VEGAS, las_vegas_line(lv, event), las_vegas_vars(lv)))
        }
        AnySearch::ForwardChecking(fc) => Some(
            crate::strategies::forward_checking::view::code::code(fc, event),
        ),
        _ => None,
    }
}

/// The line of [`LAS_VEGAS`] that `event` executed.
fn las_vegas_line(lv: &LasVegas, event: Option<Event>) -> Option<usize> {
    let random = |row: u8| usize::from(row) < lv.random_ranks();
    Some(match event? {
        Event::Start { .. } => 1,
        Event::Place { row, .. } if random(row) => 5,
        Event::DeadEnd { row } if random(row) => 4,
        Event::Place { .. } | Event::Remove { .. } | Event::DeadEnd { .. } => 7,
        Event::Solution { .. } => 9,
        _ => return None,
    })
}

/// The values of a Las Vegas search.
fn las_vegas_vars(lv: &LasVegas) -> Vec<(&'static str, String)> {
    let t = lv.tries();
    vec![
        ("try", format!("#{}", grouped(u64::from(t.started)))),
        (
            "k",
            t!(
                "code-value-ranks-of",
                k = lv.random_ranks().to_string(),
                n = lv.n()
            ),
        ),
        (
            "among",
            t!("code-value-free-files", count = lv.free_at_last_random()),
        ),
        (
            "fails",
            t!(
                "code-value-fails",
                random = t.failed_random.to_string(),
                backtracking = t.failed_backtracking.to_string()
            ),
        ),
    ]
}
