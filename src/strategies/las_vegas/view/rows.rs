//! The counters of `las-vegas` in the stats panel: as many lines as the other strategies',
//! each figure read from the search itself.

use ratatui::text::Line;

use crate::app::first_count::ToFirst;
use crate::solver::search::Search as _;
use crate::strategies::las_vegas::search::LasVegas;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::row;

/// The Las Vegas search's counters, with the bitmask's nodes to its first solution as far
/// as its background count has gone (`to_first`).
pub fn las_vegas(lv: &LasVegas, to_first: ToFirst) -> Vec<Line<'static>> {
    let t = lv.tries();
    let nodes = lv.work().nodes;
    // Over the tries ended: the one under way has not failed (yet).
    let rate = if t.ended() == 0 {
        "—".to_string()
    } else {
        // One decimal, as `trace --summary` gives it.
        t!(
            "view-rows-success-rate",
            succeeded = grouped(u64::from(t.succeeded)),
            tries = t.ended(),
            percent = format!("{:.1}", 100.0 * f64::from(t.succeeded) / f64::from(t.ended()))
        )
    };
    let none_exist = crate::solver::known::known(lv.n()).is_some_and(|k| k.total == 0);
    let bitmask = match to_first {
        ToFirst::Known(Some(first)) => t!("view-rows-bitmask-first", nodes = first),
        // The bitmask search ends without one: there is no first to count to.
        ToFirst::Known(None) if none_exist => t!("view-rows-bitmask-none"),
        ToFirst::Known(None) => t!(
            "view-rows-bitmask-over",
            steps = crate::solver::first::COMPARE_BUDGET
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
