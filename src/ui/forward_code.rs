//! The pseudocode of `forward-checking` for the code panel (`:code`), the line each event
//! executes, and the live values beside it.

use super::method_code::Shown;
use crate::solver::forward::{ForwardChecking, Order};
use crate::solver::notation::{grouped, square_name};
use crate::solver::search::Search as _;
use crate::solver::{Event, MAX_N};

/// `forward-checking`, as a recursion (the program steps it with an explicit stack).
pub const FORWARD: [&str; 12] = [
    "domain[every rank] = all files",
    "search():",
    "  if every rank filled: solution",
    "  r = next rank  # top, or mrv:",
    "      # fewest open, ties topmost",
    "  for c in domain[r]:",
    "    place queen (r, c)",
    "    strike its attacks from",
    "      every open rank's domain",
    "    if a domain empties:",
    "      wipeout  # back up at once",
    "    else: search(); lift (r, c)",
];

/// The line of [`FORWARD`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 6,
        Event::Wipeout { .. } => 10,
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

/// The pseudocode, the line `event` executed, and the search's values.
pub fn code(fc: &ForwardChecking, event: Option<Event>) -> Shown {
    let n = fc.n();
    let order = match fc.order() {
        Order::Fixed => "fixed (top down)",
        Order::Mrv => "mrv",
    };
    let mut vars = vec![("order", order.to_string())];
    match (event, fc.filling()) {
        (Some(Event::Wipeout { row }), _) => {
            let row = usize::from(row);
            vars.push(("empty", format!("domain[{row}]: rank {}", n - row)));
        }
        // A placement: r and c are its square (the rank filled next is another, with MRV).
        (Some(Event::Place { row, col }), _) => {
            let r = usize::from(row);
            vars.push(("r", format!("{r}: rank {}", n - r)));
            let at = square_name(n, r, usize::from(col));
            vars.push(("c", format!("{col} ({at})")));
        }
        (_, Some(r)) => {
            vars.push(("r", format!("{r}: rank {}", n - r)));
            vars.push(("open", bits(fc.domain(r), n)));
        }
        _ => {}
    }
    vars.push(("wipeouts", grouped(fc.wipeouts())));
    (&FORWARD, line(event), vars)
}
