//! The counters of `forward-checking` in the stats panel: as many lines as the other
//! strategies', each figure read from the search itself, its nodes beside the bitmask's
//! (the fixed order's tree without pruning ahead).

use ratatui::text::Line;

use crate::solver::Event;
use crate::solver::forward::ForwardChecking;
use crate::solver::order::Order;
use crate::solver::search::Search as _;
use crate::strategies::forward_checking::events::Wipeout;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::kit::squares::rank_of;
use crate::ui::method_rows::row;

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
        Order::Fixed => t!("view-rows-order-fixed"),
        Order::Mrv => t!("view-rows-order-mrv"),
    };
    let (n_text, placed) = (n.to_string(), fc.depth().to_string());
    let rank = match (last, fc.filling()) {
        (Some(Event::ForwardChecking(Wipeout { row })), _) => t!(
            "view-rows-wipe-out-on",
            rank = rank_of(n, usize::from(row)).to_string()
        ),
        (_, Some(row)) => t!(
            "view-rows-rank-next",
            rank = rank_of(n, row).to_string(),
            placed = placed,
            n = n_text
        ),
        _ if fc.is_done() => t!("view-rows-done"),
        _ => t!("view-rows-placed", placed = placed, n = n_text),
    };
    let work = fc.work();
    vec![
        row(
            &t!("view-rows-solutions"),
            format!("{} / {known_total}", grouped(fc.counters().solutions)),
        ),
        row(&t!("view-rows-order"), order),
        row(&t!("view-rows-rank"), rank),
        row(&t!("view-rows-nodes"), grouped(work.nodes)),
        row(&t!("view-rows-bitmask"), bitmask),
        row(&t!("view-rows-wipe-outs"), grouped(fc.wipeouts())),
        row(
            &t!("view-rows-pruned"),
            t!("view-rows-squares", squares = fc.pruned()),
        ),
        row(
            &t!("view-rows-checks"),
            t!("view-rows-domains", domains = work.checks),
        ),
    ]
}
