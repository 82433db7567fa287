//! The counters of `ant-colony` in the stats panel: the generation and the ant under way,
//! the best board's and the last generation's attacking pairs, the boards built and the
//! trails' range.

use ratatui::text::Line;

use crate::solver::search::Search as _;
use crate::strategies::ant_colony::search::{AntColony, MAX_GENERATIONS};
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::row;

/// The ant colony's counters.
pub fn rows(a: &AntColony) -> Vec<Line<'static>> {
    let colony = a.colony();
    let (ant, rank) = a.ant();
    let generation = if a.gave_up() {
        t!(
            "view-rows-ant-generation-gave-up",
            generation = grouped(u64::from(a.generation()))
        )
    } else {
        t!(
            "view-rows-ant-generation-of",
            generation = grouped(u64::from(a.generation() + 1)),
            bound = grouped(u64::from(MAX_GENERATIONS))
        )
    };
    let best = a.best().map_or_else(
        || "—".to_string(),
        |(_, pairs, g)| {
            t!(
                "view-rows-ant-best-pairs",
                pairs = pairs,
                generation = grouped(u64::from(g))
            )
        },
    );
    let mean = a
        .figures_of(a.generation())
        .map_or_else(|| "—".to_string(), |f| f.mean.to_string());
    let (weakest, strongest) = a.trail_range();
    vec![
        row(
            &t!("view-rows-solutions"),
            t!(
                "view-rows-stops-at-one",
                solutions = grouped(a.counters().solutions)
            ),
        ),
        row(
            &t!("view-rows-seed"),
            t!(
                "view-rows-ant-seed-colony",
                seed = a.seed().to_string(),
                ants = colony.ants,
                evaporation = colony.evaporation.to_string()
            ),
        ),
        row(&t!("view-rows-ant-generation"), generation),
        row(
            &t!("view-rows-ant-ant"),
            t!("view-rows-ant-ant-of", ant = ant + 1, ants = colony.ants, ranks = rank),
        ),
        row(&t!("view-rows-best"), best),
        row(&t!("view-rows-ant-mean"), mean),
        row(
            &t!("view-rows-ant-built"),
            t!("view-rows-ant-boards", boards = a.work().boards),
        ),
        row(
            &t!("view-rows-ant-trails"),
            t!(
                "view-rows-ant-trail-range",
                weakest = grouped(weakest),
                strongest = grouped(strongest)
            ),
        ),
    ]
}
