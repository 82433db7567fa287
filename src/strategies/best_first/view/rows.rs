//! The counters of `best-first` in the stats panel: as many lines as the other strategies',
//! each figure read from the search itself.

use ratatui::text::Line;

use crate::solver::search::Search as _;
use crate::strategies::best_first::search::BestFirst;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::{bytes, row};

/// Characters the `best` row's value may take: what the narrowest stats panel leaves.
const BEST_ROOM: usize = 32;

/// The best-first search's counters.
pub fn best_first(b: &BestFirst) -> Vec<Line<'static>> {
    let n = b.n();
    let popped = match b.popped() {
        Some(p) => t!(
            "view-rows-popped-queens",
            queens = p.g,
            f = p.f.to_string(),
            free = grouped(p.free as u64)
        ),
        None => "—".to_string(),
    };
    let then = if b.out_of_memory() {
        t!("view-stopped-over", bound = bytes(b.bound()))
    } else {
        t!("view-rows-peak", peak = bytes(b.peak_bytes()))
    };
    let held = t!(
        "view-rows-held-then",
        held = bytes(b.bytes_held()),
        then = then
    );
    // The next to be popped: f is n for every one, so it is the tie-break that chose it.
    let best = match b.best(1).first() {
        // f and g are A*'s, written as everywhere.
        Some(p) => format!(
            "f {} g {}: {}",
            p.f,
            p.g,
            super::open_list::files(n, p, BEST_ROOM.saturating_sub(10))
        ),
        None => t!("view-rows-open-list-empty"),
    };
    vec![
        row(
            &t!("view-rows-solutions"),
            t!(
                "view-rows-stops-at-one",
                solutions = grouped(b.counters().solutions)
            ),
        ),
        row(&t!("view-rows-popped"), popped),
        row(&t!("view-rows-expanded"), grouped(b.expanded())),
        row(
            &t!("view-rows-queued"),
            t!(
                "view-rows-queued-now",
                queued = grouped(b.open_len() as u64),
                most = grouped(b.open_peak() as u64)
            ),
        ),
        row(
            &t!("view-rows-pushed"),
            t!(
                "view-rows-pushed-pruned",
                pushed = grouped(b.pushed()),
                pruned = grouped(b.pruned())
            ),
        ),
        row(&t!("view-rows-held"), held),
        row(&t!("view-rows-nodes"), grouped(b.work().nodes)),
        row(&t!("view-rows-best"), best),
    ]
}
