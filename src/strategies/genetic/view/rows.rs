//! The counters of `genetic` in the stats panel: its generation, best, mean and worst
//! fitness, boards scored and children mutated, and the mean fitness's trend.

use ratatui::text::Line;

use crate::solver::search::Search as _;
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::row;

/// The genetic search's counters.
pub fn genetic(g: &crate::strategies::genetic::search::Genetic) -> Vec<Line<'static>> {
    use crate::strategies::genetic::search::{MAX_GENERATIONS, max_fitness};
    let work = g.work();
    let generation = match g.generation() {
        Some(k) if g.gave_up() => t!(
            "view-rows-generation-gave-up",
            generation = grouped(u64::from(k))
        ),
        Some(k) => t!(
            "view-rows-generation-of",
            generation = grouped(u64::from(k)),
            bound = grouped(u64::from(MAX_GENERATIONS))
        ),
        None => t!("view-rows-generation-none"),
    };
    let of = max_fitness(g.n());
    let (best, mean) = match g.generation().and_then(|k| g.fitness_of(k)) {
        Some(f) => (
            t!("view-rows-best-safe", best = f.best.to_string(), pairs = of),
            t!(
                "view-rows-mean-worst",
                mean = f.mean.to_string(),
                worst = f.worst.to_string()
            ),
        ),
        None => ("—".to_string(), "—".to_string()),
    };
    vec![
        row(
            &t!("view-rows-solutions"),
            t!(
                "view-rows-stops-at-one",
                solutions = grouped(g.counters().solutions)
            ),
        ),
        row(
            &t!("view-rows-seed"),
            t!(
                "view-rows-seed-population",
                seed = g.seed().to_string(),
                boards = g.population(),
                mutation = g.mutation().to_string()
            ),
        ),
        row(&t!("view-rows-generation"), generation),
        row(&t!("view-rows-best"), best),
        row(&t!("view-rows-mean"), mean),
        row(
            &t!("view-rows-scored"),
            t!("view-rows-boards", boards = work.boards),
        ),
        row(
            &t!("view-rows-mutated"),
            t!("view-rows-children", children = work.moves),
        ),
        row(&t!("view-rows-mean-trend"), mean_trend(g)),
    ]
}

/// The mean fitness of the last generations as a sparkline, from the lowest of them to every
/// pair safe (the population panel's, where that panel has no room).
fn mean_trend(g: &crate::strategies::genetic::search::Genetic) -> String {
    use super::population::{recent, sparkline};
    const GENERATIONS: usize = 24;
    let history = recent(g, GENERATIONS);
    let low = history.iter().map(|f| f.mean).min().unwrap_or(0);
    let top = crate::strategies::genetic::search::max_fitness(g.n());
    if history.is_empty() {
        return "—".to_string();
    }
    t!(
        "view-rows-trend-last",
        sparkline = sparkline(history.iter().map(|f| f.mean), low, top),
        generations = history.len().to_string()
    )
}
