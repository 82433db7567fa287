//! The counters of `forward-checking` in the stats panel: as many lines as the other
//! strategies', each figure read from the search itself, its nodes beside the bitmask's
//! (the fixed order's tree without pruning ahead).

use ratatui::text::Line;

use super::board::rank_of;
use super::format::grouped;
use super::stats::row;
use crate::solver::Event;
use crate::solver::forward::{ForwardChecking, Order};
use crate::solver::search::Search as _;

/// The forward-checking search's counters; `bitmask` is the bitmask's whole run as the stats
/// panel words it, `known_total` the solutions the board has.
pub fn forward(
    fc: &ForwardChecking,
    last: Option<Event>,
    known_total: String,
    bitmask: String,
) -> Vec<Line<'static>> {
    let n = fc.n();
    let order = match fc.order() {
        Order::Fixed => "fixed: ranks from the top",
        Order::Mrv => "mrv: fewest open files first",
    };
    let rank = match (last, fc.filling()) {
        (Some(Event::Wipeout { row }), _) => {
            format!("wipe-out on rank {}", rank_of(n, usize::from(row)))
        }
        (_, Some(row)) => format!("{} next ({} of {n} placed)", rank_of(n, row), fc.depth()),
        _ if fc.is_done() => "done".to_string(),
        _ => format!("{} of {n} placed", fc.depth()),
    };
    let work = fc.work();
    vec![
        row(
            "solutions",
            format!("{} / {known_total}", grouped(fc.counters().solutions)),
        ),
        row("order", order.to_string()),
        row("rank", rank),
        row("nodes", grouped(work.nodes)),
        row("bitmask", bitmask),
        row("wipe-outs", grouped(fc.wipeouts())),
        row("pruned", format!("{} squares", grouped(fc.pruned()))),
        row("checks", format!("{} domains", grouped(work.checks))),
    ]
}
