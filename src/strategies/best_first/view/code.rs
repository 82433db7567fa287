//! The pseudocode of `best-first` for the code panel (`:code`), the line each event executed,
//! and the live values beside it. Its last lines say why plain A\* degenerates here.

use crate::solver::Event;
use crate::solver::best_first::BestFirst;
use crate::solver::notation::grouped;
use crate::strategies::best_first::events::Expand;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;

/// `best-first`, the A\* family.
pub const BEST_FIRST: [Row; 15] = [
    Words(0, "code-best-first-open"),
    Code("loop:"),
    Words(2, "code-best-first-empty"),
    Words(2, "code-best-first-pop"),
    Words(6, "code-best-first-pop-ties"),
    Words(2, "code-best-first-set-up"),
    Words(2, "code-best-first-full"),
    Words(4, "code-solution-stop"),
    Words(2, "code-best-first-for"),
    Words(4, "code-best-first-child"),
    Words(4, "code-best-first-blocked"),
    Words(6, "code-best-first-prune"),
    Words(4, "code-best-first-push"),
    Words(0, "code-best-first-ties"),
    Words(0, "code-best-first-ties-steer"),
];

/// The pseudocode, the line `event` executed, and the values to show.
pub fn code(b: &BestFirst, event: Option<Event>) -> Shown {
    let line = match event {
        Some(Event::Place { .. } | Event::Remove { .. }) => Some(5),
        Some(Event::Solution { .. }) => Some(7),
        Some(Event::BestFirst(Expand { pushed: 0, .. })) => Some(11),
        Some(Event::BestFirst(Expand { .. })) => Some(12),
        _ => None,
    };
    let popped = match b.popped() {
        Some(p) => t!(
            "code-value-popped",
            g = p.g,
            f = p.f.to_string(),
            free = p.free.to_string()
        ),
        None => "—".to_string(),
    };
    let mut vars = vec![
        ("p", popped),
        (
            "open",
            t!(
                "code-value-queued",
                count = grouped(b.open_len() as u64),
                peak = grouped(b.open_peak() as u64)
            ),
        ),
        ("held", crate::ui::method_rows::bytes(b.bytes_held())),
    ];
    if let Some(Event::BestFirst(Expand { pushed, pruned, .. })) = event {
        vars.push((
            "c",
            t!(
                "code-value-pushed",
                pushed = pushed.to_string(),
                pruned = pruned.to_string()
            ),
        ));
    }
    (&BEST_FIRST, line, vars)
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::BEST_FIRST);
    }
}
