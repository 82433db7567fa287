//! The counters of `breadth-first` and `las-vegas` in the stats panel: as many lines as the
//! other strategies', each figure read from the search itself.

use ratatui::text::Line;

use super::format::grouped;
use super::stats::row;
use crate::app::first_count::ToFirst;
use crate::solver::Solver;
use crate::solver::breadth::BreadthFirst;
use crate::solver::las_vegas::LasVegas;
use crate::solver::search::Search as _;

/// `bytes` in the largest unit that keeps a figure of at least 1 (B, KiB, MiB, GiB).
pub fn bytes(bytes: usize) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// The bytes the depth-first search holds, whatever the board: one board and its stack.
pub fn depth_first_bytes() -> usize {
    std::mem::size_of::<Solver>()
}

/// Characters the `levels` row's figures may take: what the narrowest stats panel leaves.
const LEVELS_ROOM: usize = 32;

/// The size of every level done, then the survivors so far of the one being built (marked
/// `+…`), the oldest giving way to `…` past `room` characters.
pub fn levels(b: &BreadthFirst, room: usize) -> String {
    let mut figures: Vec<String> = b.level_sizes().iter().map(|&s| grouped(s)).collect();
    if !b.is_done() {
        figures.push(format!("{}…", grouped(b.survivors())));
    }
    let mut first = 0;
    let width = |from: usize| {
        let skipped = if from > 0 { 2 } else { 0 };
        figures[from..]
            .iter()
            .map(|f| f.chars().count() + 1)
            .sum::<usize>()
            - 1
            + skipped
    };
    while first + 1 < figures.len() && width(first) > room {
        first += 1;
    }
    let text = figures[first..].join(" ");
    if first > 0 {
        format!("… {text}")
    } else {
        text
    }
}

/// The breadth-first search's counters.
pub fn breadth(b: &BreadthFirst, known_total: String) -> Vec<Line<'static>> {
    let n = b.n();
    let c = b.counters();
    let rank = if b.out_of_memory() {
        format!("stopped adding rank {}", super::board::rank_of(n, b.rank()))
    } else if b.is_done() {
        format!("done ({} of {n} ranks)", b.level_sizes().len())
    } else {
        format!(
            "adding rank {} ({} of {n})",
            super::board::rank_of(n, b.rank()),
            b.rank() + 1
        )
    };
    let stop = if b.out_of_memory() {
        format!("stopped: over {}", bytes(b.bound()))
    } else {
        format!("peak {}", bytes(b.peak_bytes()))
    };
    vec![
        row(
            "solutions",
            format!("{} / {known_total}", grouped(c.solutions)),
        ),
        row("level", rank),
        row(
            "extending",
            format!(
                "board {} of {}",
                grouped((b.parent() + 1).min(b.frontier_boards())),
                grouped(b.frontier_boards())
            ),
        ),
        row("levels", levels(b, LEVELS_ROOM)),
        row("held", format!("{} ({stop})", bytes(b.bytes_held()))),
        row(
            "depth-first",
            format!("{}: one board, one stack", bytes(depth_first_bytes())),
        ),
        row("nodes", grouped(b.work().nodes)),
        row("tests", grouped(b.work().checks)),
    ]
}

/// The Las Vegas search's counters, with the bitmask's nodes to its first solution as far
/// as its background count has gone (`to_first`).
pub fn las_vegas(lv: &LasVegas, to_first: ToFirst) -> Vec<Line<'static>> {
    let t = lv.tries();
    let nodes = lv.work().nodes;
    let rate = if t.started == 0 {
        "—".to_string()
    } else {
        // One decimal, as `trace --summary` gives it.
        format!(
            "{} / {} tries ({:.1}%)",
            grouped(u64::from(t.succeeded)),
            grouped(u64::from(t.started)),
            100.0 * f64::from(t.succeeded) / f64::from(t.started)
        )
    };
    let none_exist = crate::solver::known::known(lv.n()).is_some_and(|k| k.total == 0);
    let bitmask = match to_first {
        ToFirst::Known(Some(first)) => format!("{} nodes to its first", grouped(first)),
        // The bitmask search ends without one: there is no first to count to.
        ToFirst::Known(None) if none_exist => "finds none: none exist".to_string(),
        ToFirst::Known(None) => format!(
            "over {} steps to its first",
            grouped(crate::solver::las_vegas::COMPARE_BUDGET)
        ),
        ToFirst::Unasked | ToFirst::Counting(_) => "counting…".to_string(),
    };
    // Giving up is why a run ends with no solution: the counters say so, as the solutions
    // panel tells the reader they will.
    // Short, so the counters keep one width through the run (the tries panel beside them
    // needs the rest of an 80-column screen); that panel splits the failures by kind.
    let try_row = if lv.gave_up() {
        format!("#{}: gave up at the bound", grouped(u64::from(t.started)))
    } else {
        format!(
            "#{} ({} failed)",
            grouped(u64::from(t.started)),
            grouped(u64::from(t.failed_random + t.failed_backtracking)),
        )
    };
    vec![
        row(
            "solutions",
            format!("{} (stops at one)", grouped(lv.counters().solutions)),
        ),
        row(
            "seed",
            format!("{}, {} random ranks", lv.seed(), lv.random_ranks()),
        ),
        row("try", try_row),
        row("success", rate),
        row("random", format!("{} queens", grouped(lv.random_nodes()))),
        row(
            "backtracked",
            format!("{} queens", grouped(lv.backtracked_nodes())),
        ),
        row("nodes", format!("{} in all", grouped(nodes))),
        row("bitmask", bitmask),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_take_the_largest_unit_that_keeps_a_whole_figure() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(1023), "1023 B");
        assert_eq!(bytes(1536), "1.5 KiB");
        assert_eq!(bytes(256 << 20), "256.0 MiB");
    }
}
