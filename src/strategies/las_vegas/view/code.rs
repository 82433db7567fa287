//! The pseudocode of `las-vegas` for the code panel (`:code`), the line each event executes,
//! and the live values beside it.

use crate::solver::Event;
use crate::solver::las_vegas::LasVegas;
use crate::solver::notation::grouped;
use crate::solver::search::Search as _;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;

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

/// The pseudocode, the line `event` executed, and the search's values.
pub fn code(lv: &LasVegas, event: Option<Event>) -> Shown {
    (&LAS_VEGAS, line(lv, event), vars(lv))
}

/// The line of [`LAS_VEGAS`] that `event` executed.
fn line(lv: &LasVegas, event: Option<Event>) -> Option<usize> {
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
fn vars(lv: &LasVegas) -> Vec<(&'static str, String)> {
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

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::LAS_VEGAS);
    }
}
