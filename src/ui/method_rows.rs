//! The counters of `breadth-first` and `las-vegas` in the stats panel: as many lines as the
//! other strategies', each figure read from the search itself.

use ratatui::text::{Line, Span};

use super::kit::format::grouped;
use crate::app::first_count::ToFirst;
use crate::solver::Solver;
use crate::solver::breadth::BreadthFirst;
use crate::solver::las_vegas::LasVegas;
use crate::solver::search::Search as _;
use crate::t;

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

/// A counter's line as the stats panel draws it, `label` (from the catalog) before `value`.
pub fn row(label: &str, value: String) -> Line<'static> {
    let line = super::stats::row(label, value);
    let spans: Vec<Span<'static>> = line
        .spans
        .into_iter()
        .map(|s| Span::styled(s.content.into_owned(), s.style))
        .collect();
    Line::from(spans).style(line.style)
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
    let n_text = n.to_string();
    let rank = if b.out_of_memory() {
        t!(
            "view-rows-level-stopped",
            rank = super::kit::squares::rank_of(n, b.rank()).to_string()
        )
    } else if b.is_done() {
        t!(
            "view-rows-level-done",
            levels = b.level_sizes().len().to_string(),
            n = n
        )
    } else {
        t!(
            "view-rows-level-adding",
            rank = super::kit::squares::rank_of(n, b.rank()).to_string(),
            level = (b.rank() + 1).to_string(),
            n = &n_text
        )
    };
    let stop = if b.out_of_memory() {
        t!("view-stopped-over", bound = bytes(b.bound()))
    } else {
        t!("view-rows-peak", peak = bytes(b.peak_bytes()))
    };
    vec![
        row(
            &t!("view-rows-solutions"),
            format!("{} / {known_total}", grouped(c.solutions)),
        ),
        row(&t!("view-rows-level"), rank),
        row(
            &t!("view-rows-extending"),
            t!(
                "view-rows-extending-board",
                board = grouped((b.parent() + 1).min(b.frontier_boards())),
                boards = grouped(b.frontier_boards())
            ),
        ),
        row(&t!("view-rows-levels"), levels(b, LEVELS_ROOM)),
        row(
            &t!("view-rows-held"),
            t!(
                "view-rows-held-then",
                held = bytes(b.bytes_held()),
                then = stop
            ),
        ),
        row(
            &t!("view-rows-depth-first"),
            t!(
                "view-rows-depth-first-bytes",
                bytes = bytes(depth_first_bytes())
            ),
        ),
        row(&t!("view-rows-nodes"), grouped(b.work().nodes)),
        row(&t!("view-rows-tests"), grouped(b.work().checks)),
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
        t!(
            "view-rows-success-rate",
            succeeded = grouped(u64::from(t.succeeded)),
            tries = t.started,
            percent = format!(
                "{:.1}",
                100.0 * f64::from(t.succeeded) / f64::from(t.started)
            )
        )
    };
    let none_exist = crate::solver::known::known(lv.n()).is_some_and(|k| k.total == 0);
    let bitmask = match to_first {
        ToFirst::Known(Some(first)) => t!("view-rows-bitmask-first", nodes = first),
        // The bitmask search ends without one: there is no first to count to.
        ToFirst::Known(None) if none_exist => t!("view-rows-bitmask-none"),
        ToFirst::Known(None) => t!(
            "view-rows-bitmask-over",
            steps = crate::solver::las_vegas::COMPARE_BUDGET
        ),
        ToFirst::Unasked | ToFirst::Counting(_) => t!("view-rows-counting"),
    };
    // Giving up is why a run ends with no solution: the counters say so, as the solutions
    // panel tells the reader they will.
    // Short, so the counters keep one width through the run (the tries panel beside them
    // needs the rest of an 80-column screen); that panel splits the failures by kind.
    let try_row = if lv.gave_up() {
        t!(
            "view-rows-try-gave-up",
            number = grouped(u64::from(t.started))
        )
    } else {
        t!(
            "view-rows-try-failed",
            number = grouped(u64::from(t.started)),
            failed = grouped(u64::from(t.failed_random + t.failed_backtracking)),
        )
    };
    vec![
        row(
            &t!("view-rows-solutions"),
            t!(
                "view-rows-stops-at-one",
                solutions = grouped(lv.counters().solutions)
            ),
        ),
        row(
            &t!("view-rows-seed"),
            t!(
                "view-rows-seed-random",
                seed = lv.seed().to_string(),
                ranks = lv.random_ranks()
            ),
        ),
        row(&t!("view-rows-try"), try_row),
        row(&t!("view-rows-success"), rate),
        row(
            &t!("view-rows-random"),
            t!("view-rows-queens", queens = lv.random_nodes()),
        ),
        row(
            &t!("view-rows-backtracked"),
            t!("view-rows-queens", queens = lv.backtracked_nodes()),
        ),
        row(
            &t!("view-rows-nodes"),
            t!("view-rows-in-all", nodes = grouped(nodes)),
        ),
        row(&t!("view-rows-bitmask"), bitmask),
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
