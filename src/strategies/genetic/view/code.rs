//! The pseudocode of `genetic` for the code panel (`:code`), the line each event executes,
//! and the live values beside it.

use crate::solver::Event;
use crate::strategies::genetic::search::{Genetic, MAX_GENERATIONS, TOURNAMENT, max_fitness};
use crate::solver::notation::grouped;
use crate::solver::search::Search as _;
use crate::strategies::genetic::events::Generation;
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::Shown;

/// `genetic`: tournament selection, one-point crossover, mutation, the best board kept.
pub const GENETIC: [Row; 12] = [
    Words(0, "code-genetic-boards"),
    Words(0, "code-genetic-repeat"),
    Words(2, "code-genetic-fitness"),
    Words(2, "code-genetic-best"),
    Words(2, "code-genetic-show"),
    Words(2, "code-genetic-stop"),
    Words(2, "code-genetic-next"),
    Words(2, "code-genetic-while"),
    Words(4, "code-genetic-parents"),
    Code("    child = a[..c] + b[c..]"),
    Code("    next += mutate(child, RATE)"),
    Words(2, "code-genetic-cut"),
];

/// The line of [`GENETIC`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Genetic(Generation { generation: 0, .. }) => 0,
        Event::Genetic(Generation { .. }) => 3,
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
        |f| {
            t!(
                "code-value-pairs",
                fitness = f.to_string(),
                max = max_fitness(g.n())
            )
        },
    );
    vec![
        (
            "gen",
            t!(
                "code-value-at-most",
                generation = generation,
                max = grouped(u64::from(MAX_GENERATIONS))
            ),
        ),
        ("best", best),
        (
            "P",
            t!(
                "code-value-population",
                size = g.population(),
                tournament = TOURNAMENT.to_string()
            ),
        ),
        (
            "RATE",
            t!(
                "code-value-rate",
                rate = g.mutation().to_string(),
                count = grouped(g.work().moves)
            ),
        ),
    ]
}

/// What the code panel shows for `g` after `event`.
pub fn code(g: &Genetic, event: Option<Event>) -> Shown {
    (&GENETIC, line(event), vars(g))
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::GENETIC);
    }
}
