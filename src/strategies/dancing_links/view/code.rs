//! The pseudocode of `dancing-links` for the code panel (`:code`): Algorithm X, the line each
//! event executes, and the live values beside it.

use crate::solver::Event;
use crate::solver::notation::{grouped, square_name};
use crate::solver::order::Order;
use crate::solver::search::Search as _;
use crate::strategies::dancing_links::events::Event as DlxEvent;
use crate::strategies::dancing_links::search::DancingLinks;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;

/// Algorithm X, as a recursion (the program steps it with an explicit stack).
pub const ALGORITHM_X: [Row; 13] = [
    Code("search():"),
    Words(2, "code-dlx-solution"),
    Words(2, "code-dlx-choose"),
    Words(4, "code-dlx-choose-how"),
    Words(2, "code-dlx-dead-end"),
    Code("  cover(c)"),
    Code("  for r in rows(c):"),
    Words(4, "code-dlx-take"),
    Code("    search()"),
    Words(4, "code-dlx-give-back"),
    Code("  uncover(c)"),
    Words(0, "code-dlx-cover"),
    Words(2, "code-dlx-cover-rows"),
];

/// The line of [`ALGORITHM_X`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Solution { .. } => 1,
        Event::DancingLinks(DlxEvent::Choose { size: 0, .. }) => 4,
        Event::DancingLinks(DlxEvent::Choose { .. }) => 2,
        Event::DancingLinks(DlxEvent::Cover { .. }) => 5,
        Event::Place { .. } => 7,
        Event::Remove { .. } => 9,
        Event::DancingLinks(DlxEvent::Uncover { .. }) => 10,
        _ => return None,
    })
}

/// The pseudocode, the line `event` executed, and the search's values: the order, the
/// column being covered and its rows, the row taken or given back, the links moved.
pub fn code(dl: &DancingLinks, event: Option<Event>) -> Shown {
    let n = dl.n();
    let order = match dl.order() {
        Order::Fixed => t!("code-value-dlx-order-fixed"),
        Order::Mrv => t!("code-value-dlx-order-mrv"),
    };
    let mut vars = vec![("order", order)];
    if let Some((k, size)) = dl.column() {
        let col = super::column_said(n, k);
        vars.push(("c", t!("code-value-dlx-column", column = col, size = size)));
    }
    if let Some(Event::Place { row, col } | Event::Remove { row, col }) = event {
        let at = square_name(n, usize::from(row), usize::from(col));
        vars.push(("r", at));
    }
    vars.push(("updates", grouped(dl.updates())));
    (&ALGORITHM_X, line(event), vars)
}
