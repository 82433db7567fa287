//! The counters of `genetic` in the stats panel: its generation, best, mean and worst
//! fitness, boards scored and children mutated, and the mean fitness's trend.

use ratatui::text::Line;

use super::format::grouped;
use super::stats::row;
use crate::solver::search::Search as _;

/// The genetic search's counters.
pub fn genetic(g: &crate::solver::genetic::Genetic) -> Vec<Line<'static>> {
    use crate::solver::genetic::{MAX_GENERATIONS, max_fitness};
    let work = g.work();
    let generation = match g.generation() {
        Some(k) if g.gave_up() => format!("{} (gave up at the bound)", grouped(u64::from(k))),
        Some(k) => format!(
            "{} of at most {}",
            grouped(u64::from(k)),
            grouped(u64::from(MAX_GENERATIONS))
        ),
        None => "— (none bred yet)".to_string(),
    };
    let of = max_fitness(g.n());
    let (best, mean) = match g.generation().and_then(|k| g.fitness_of(k)) {
        Some(f) => (
            format!("{} of {of} pairs safe", f.best),
            format!("{} (worst {})", f.mean, f.worst),
        ),
        None => ("—".to_string(), "—".to_string()),
    };
    vec![
        row(
            "solutions",
            format!("{} (stops at one)", grouped(g.counters().solutions)),
        ),
        row(
            "seed",
            format!(
                "{}, {} boards, mutation {}",
                g.seed(),
                g.population(),
                g.mutation()
            ),
        ),
        row("generation", generation),
        row("best", best),
        row("mean", mean),
        row("scored", format!("{} boards", grouped(work.boards))),
        row("mutated", format!("{} children", grouped(work.moves))),
        row("mean trend", mean_trend(g)),
    ]
}

/// The mean fitness of the last generations as a sparkline, from the lowest of them to every
/// pair safe (the population panel's, where that panel has no room).
fn mean_trend(g: &crate::solver::genetic::Genetic) -> String {
    use super::population::{recent, sparkline};
    const GENERATIONS: usize = 24;
    let history = recent(g, GENERATIONS);
    let low = history.iter().map(|f| f.mean).min().unwrap_or(0);
    let top = crate::solver::genetic::max_fitness(g.n());
    if history.is_empty() {
        return "—".to_string();
    }
    format!(
        "{} last {}",
        sparkline(history.iter().map(|f| f.mean), low, top),
        history.len()
    )
}
