//! The counters of `breadth-first` in the stats panel: as many lines as the other
//! strategies', each figure read from the search itself.

use ratatui::text::Line;

use crate::solver::search::Search as _;
use crate::strategies::breadth_first::search::BreadthFirst;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::{bytes, depth_first_bytes, row};

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
            rank = crate::ui::kit::squares::rank_of(n, b.rank()).to_string()
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
            rank = crate::ui::kit::squares::rank_of(n, b.rank()).to_string(),
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
