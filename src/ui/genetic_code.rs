//! The pseudocode of `genetic` for the code panel (`:code`), the line each event executes,
//! and the live values beside it.

use super::method_code::Shown;
use crate::solver::Event;
use crate::solver::genetic::{Genetic, MAX_GENERATIONS, TOURNAMENT, max_fitness};
use crate::solver::notation::grouped;
use crate::solver::search::Search as _;

/// `genetic`: tournament selection, one-point crossover, mutation, the best board kept.
pub const GENETIC: [&str; 12] = [
    "boards = P random, 1 per rank",
    "repeat:  # one generation",
    "  fitness = pairs not attacking",
    "  best = the fittest board",
    "  show best's changed ranks",
    "  if best is a solution: stop",
    "  next = [best]  # kept as is",
    "  while next holds under P:",
    "    a, b = best of 3 drawn, x2",
    "    child = a[..c] + b[c..]",
    "    next += mutate(child, RATE)",
    "  boards = next  # c: random cut",
];

/// The line of [`GENETIC`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Generation { generation: 0, .. } => 0,
        Event::Generation { .. } => 3,
        Event::Place { .. } => 4,
        Event::Solution { .. } => 5,
        _ => return None,
    })
}

/// The values of a genetic search.
fn vars(g: &Genetic) -> Vec<(&'static str, String)> {
    let generation = g
        .generation()
        .map_or_else(|| "—".to_string(), |k| grouped(u64::from(k)));
    let best = g.best_fitness().map_or_else(
        || "—".to_string(),
        |f| format!("{f} of {} pairs", max_fitness(g.n())),
    );
    vec![
        (
            "gen",
            format!(
                "{generation} (at most {})",
                grouped(u64::from(MAX_GENERATIONS))
            ),
        ),
        ("best", best),
        (
            "P",
            format!("{} boards, best of {TOURNAMENT}", g.population()),
        ),
        (
            "RATE",
            format!("{} ({} mutated)", g.mutation(), grouped(g.work().moves)),
        ),
    ]
}

/// What the code panel shows for `g` after `event`.
pub fn code(g: &Genetic, event: Option<Event>) -> Shown {
    (&GENETIC, line(event), vars(g))
}
