//! The counters of `dancing-links` in the stats panel, each figure read from the search
//! itself.

use ratatui::text::Line;

use crate::solver::Event;
use crate::solver::order::Order;
use crate::solver::search::Search as _;
use crate::strategies::dancing_links::events::Event as DlxEvent;
use crate::strategies::dancing_links::search::DancingLinks;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::row;

/// The search's counters; `bitmask` is the bitmask's whole run as the stats panel words it,
/// `known_total` the solutions the board has.
pub fn rows(dl: &DancingLinks, known_total: String, bitmask: String) -> Vec<Line<'static>> {
    let order = match dl.order() {
        Order::Fixed => t!("view-rows-dlx-order-fixed"),
        Order::Mrv => t!("view-rows-dlx-order-mrv"),
    };
    let column = column(dl);
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

/// The `column` row: where the search stands with its columns at every event. The column
/// chosen at this depth with its squares still to try (all of them until it is covered) of
/// the squares it had; an empty one, a dead end; a column just uncovered, the search backing
/// up; between two choices, the queens placed so far.
fn column(dl: &DancingLinks) -> String {
    let n = dl.n();
    if let Some((k, size)) = dl.column() {
        let column = super::column_said(n, k);
        if size == 0 {
            return t!("view-rows-dlx-column-empty", column = column);
        }
        let left = if dl.column_covered() {
            dl.untried().count()
        } else {
            size
        };
        return t!(
            "view-rows-dlx-column-to-try",
            column = column,
            left = left,
            size = size
        );
    }
    match dl.last_event() {
        _ if dl.is_done() => t!("view-rows-dlx-done"),
        Some(Event::DancingLinks(DlxEvent::Uncover { col })) => t!(
            "view-rows-dlx-column-uncovered",
            column = super::primary_said(n, col)
        ),
        Some(Event::Solution { .. }) => t!("view-rows-dlx-column-all-covered"),
        _ => t!(
            "view-rows-dlx-choosing",
            placed = dl.depth().to_string(),
            n = n.to_string()
        ),
    }
}
