//! The pseudocode of `breadth-first` and `las-vegas` for the code panel (`:code`), the line
//! each event executes, and the live values beside it.

use crate::solver::las_vegas::LasVegas;
use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};

/// `breadth-first`, level by level.
pub const BREADTH: [&str; 11] = [
    "frontier = [empty board]",
    "for row in 0 .. n:",
    "  next = []",
    "  for board in frontier:",
    "    set up board  # place, lift",
    "    for col in 0 .. n:",
    "      place queen (row, col)",
    "      if safe: next += board+col",
    "      lift queen (row, col)",
    "  frontier = next  # level row",
    "solutions = frontier",
];

/// `las-vegas` (Brassard and Bratley's `QueensLV`).
pub const LAS_VEGAS: [&str; 11] = [
    "repeat:  # one try",
    "  clear the board",
    "  for row in 0 .. k:",
    "    free = files not attacked",
    "    if free empty: try fails",
    "    place queen (row, a random",
    "                 file of free)",
    "  backtrack(k)  # as bitmask",
    "  if it completes the board:",
    "    solution; stop",
    "  # else the try fails",
];

/// What the code panel shows: the pseudocode, the 0-based line the last event executed, and
/// the values beside it.
pub type Shown = (
    &'static [&'static str],
    Option<usize>,
    Vec<(&'static str, String)>,
);

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
                ("row", format!("{} of {n}", b.rank().min(n))),
                (
                    "board",
                    format!(
                        "{} of {}",
                        grouped((b.parent() + 1).min(b.frontier_boards())),
                        grouped(b.frontier_boards())
                    ),
                ),
                ("next", format!("{} boards so far", grouped(b.survivors()))),
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
        AnySearch::BestFirst(b) => Some(super::best_first_code::code(b, event)),
        AnySearch::ForwardChecking(fc) => Some(super::forward_code::code(fc, event)),
        AnySearch::Genetic(g) => Some(super::genetic_code::code(g, event)),
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
        ("k", format!("{} of {} ranks", lv.random_ranks(), lv.n())),
        (
            "among",
            format!("{} free files (last random)", lv.free_at_last_random()),
        ),
        (
            "fails",
            format!(
                "{} random, {} backtr.",
                t.failed_random, t.failed_backtracking
            ),
        ),
    ]
}
