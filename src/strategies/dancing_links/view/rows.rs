//! The counters of `dancing-links` in the stats panel, each figure read from the search
//! itself.

use ratatui::text::Line;

use crate::solver::order::Order;
use crate::solver::search::Search as _;
use crate::strategies::dancing_links::search::DancingLinks;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::row;

/// The search's counters; `bitmask` is the bitmask's whole run as the stats panel words it,
/// `known_total` the solutions the board has.
pub fn rows(dl: &DancingLinks, known_total: String, bitmask: String) -> Vec<Line<'static>> {
    let n = dl.n();
    let order = match dl.order() {
        Order::Fixed => t!("view-rows-dlx-order-fixed"),
        Order::Mrv => t!("view-rows-dlx-order-mrv"),
    };
    let column = match dl.column() {
        Some((k, size)) => t!(
            "view-rows-dlx-column-size",
            column = super::column_said(n, k),
            size = size
        ),
        None if dl.is_done() => t!("view-rows-dlx-done"),
        None => t!(
            "view-rows-dlx-placed",
            placed = dl.depth().to_string(),
            n = n.to_string()
        ),
    };
    let (work, counters) = (dl.work(), dl.counters());
    vec![
        row(
            &t!("view-rows-solutions"),
            format!("{} / {known_total}", grouped(counters.solutions)),
        ),
        row(&t!("view-rows-dlx-order"), order),
        row(&t!("view-rows-dlx-column"), column),
        row(&t!("view-rows-nodes"), grouped(work.nodes)),
        row(&t!("view-rows-bitmask"), bitmask),
        row(&t!("view-rows-dlx-empty"), grouped(counters.dead_ends)),
        row(&t!("view-rows-dlx-updates"), grouped(dl.updates())),
        row(&t!("view-rows-dlx-sizes-read"), grouped(work.checks)),
    ]
}
