//! The pseudocode of `forward-checking` for the code panel (`:code`), the line each event
//! executes, and the live values beside it.

use crate::solver::forward::ForwardChecking;
use crate::solver::notation::{grouped, square_name};
use crate::solver::order::Order;
use crate::solver::search::Search as _;
use crate::solver::{Event, MAX_N};
use crate::strategies::forward_checking::events::Wipeout;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;

/// `forward-checking`, as a recursion (the program steps it with an explicit stack).
pub const FORWARD: [Row; 12] = [
    Words(0, "code-forward-domains"),
    Code("search():"),
    Words(2, "code-forward-filled"),
    Words(2, "code-forward-next"),
    Words(6, "code-forward-mrv"),
    Code("  for c in domain[r]:"),
    Words(4, "code-forward-place"),
    Words(4, "code-forward-strike"),
    Words(6, "code-forward-strike-from"),
    Words(4, "code-forward-empties"),
    Words(6, "code-forward-wipeout"),
    Words(4, "code-forward-else"),
];

/// The line of [`FORWARD`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 6,
        Event::ForwardChecking(Wipeout { .. }) => 10,
        Event::Solution { .. } => 2,
        Event::Remove { .. } => 11,
        _ => return None,
    })
}

/// The domain of `row` as a bit string, file a first (its first `MAX_N` files).
fn bits(mask: u32, n: usize) -> String {
    (0..n.min(MAX_N))
        .map(|c| if mask & (1 << c) != 0 { '1' } else { '·' })
        .collect()
}

/// Rank `r` as the code names it and as the board does (`2: rank 6`).
fn row_rank(r: usize, n: usize) -> String {
    t!(
        "code-value-r-rank",
        row = r.to_string(),
        rank = (n - r).to_string()
    )
}

/// The pseudocode, the line `event` executed, and the search's values.
pub fn code(fc: &ForwardChecking, event: Option<Event>) -> Shown {
    let n = fc.n();
    let order = match fc.order() {
        Order::Fixed => t!("code-value-order-fixed"),
        Order::Mrv => "mrv".to_string(),
    };
    let mut vars = vec![("order", order)];
    match (event, fc.filling()) {
        (Some(Event::ForwardChecking(Wipeout { row })), _) => {
            let row = usize::from(row);
            vars.push((
                "empty",
                t!(
                    "code-value-empty-domain",
                    row = row.to_string(),
                    rank = (n - row).to_string()
                ),
            ));
        }
        // A placement: r and c are its square (the rank filled next is another, with MRV).
        (Some(Event::Place { row, col }), _) => {
            let r = usize::from(row);
            vars.push(("r", row_rank(r, n)));
            let at = square_name(n, r, usize::from(col));
            vars.push(("c", format!("{col} ({at})")));
        }
        (_, Some(r)) => {
            vars.push(("r", row_rank(r, n)));
            vars.push(("open", bits(fc.domain(r), n)));
        }
        _ => {}
    }
    vars.push(("wipeouts", grouped(fc.wipeouts())));
    (&FORWARD, line(event), vars)
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::FORWARD);
    }
}
