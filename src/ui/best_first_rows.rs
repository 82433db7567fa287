//! The counters of `best-first` in the stats panel: as many lines as the other strategies',
//! each figure read from the search itself.

use ratatui::text::Line;

use super::format::grouped;
use super::method_rows::bytes;
use super::stats::row;
use crate::solver::best_first::BestFirst;
use crate::solver::search::Search as _;

/// Characters the `best` row's value may take: what the narrowest stats panel leaves.
const BEST_ROOM: usize = 32;

/// The best-first search's counters.
pub fn best_first(b: &BestFirst) -> Vec<Line<'static>> {
    let n = b.n();
    let popped = match b.popped() {
        Some(p) => format!(
            "{} queens, f = {} ({} free below)",
            p.g,
            p.f,
            grouped(p.free as u64)
        ),
        None => "—".to_string(),
    };
    let held = if b.out_of_memory() {
        format!(
            "{} (stopped: over {})",
            bytes(b.bytes_held()),
            bytes(b.bound())
        )
    } else {
        format!("{} (peak {})", bytes(b.bytes_held()), bytes(b.peak_bytes()))
    };
    // The next to be popped: f is n for every one, so it is the tie-break that chose it.
    let best = match b.best(1).first() {
        Some(p) => format!(
            "f {} g {}: {}",
            p.f,
            p.g,
            super::open_list::files(n, p, BEST_ROOM.saturating_sub(10))
        ),
        None => "— (open list empty)".to_string(),
    };
    vec![
        row(
            "solutions",
            format!("{} (stops at one)", grouped(b.counters().solutions)),
        ),
        row("popped", popped),
        row("expanded", grouped(b.expanded())),
        row(
            "queued",
            format!(
                "{} now, {} at most",
                grouped(b.open_len() as u64),
                grouped(b.open_peak() as u64)
            ),
        ),
        row(
            "pushed",
            format!("{} ({} pruned)", grouped(b.pushed()), grouped(b.pruned())),
        ),
        row("held", held),
        row("nodes", grouped(b.work().nodes)),
        row("best", best),
    ]
}
