//! The counters of `particle-swarm` in the stats panel: the round and the particle moving,
//! the swarm's best and the round's mean attacking pairs, the boards counted and the swaps.

use ratatui::text::Line;

use crate::solver::search::Search as _;
use crate::strategies::particle_swarm::search::{MAX_ROUNDS, ParticleSwarm};
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::method_rows::row;

/// The particle swarm's counters.
pub fn rows(p: &ParticleSwarm) -> Vec<Line<'static>> {
    let particles = p.swarm().particles;
    let round = if p.gave_up() {
        t!(
            "view-rows-pso-round-gave-up",
            round = grouped(u64::from(p.round()))
        )
    } else {
        t!(
            "view-rows-pso-round-of",
            round = grouped(u64::from(p.round() + 1)),
            bound = grouped(u64::from(MAX_ROUNDS))
        )
    };
    let best = p.global().map_or_else(
        || "—".to_string(),
        |(_, pairs)| t!("view-rows-pso-pairs", pairs = pairs),
    );
    let mean = p
        .figures_of(p.round())
        .map_or_else(|| "—".to_string(), |f| f.mean.to_string());
    let work = p.work();
    vec![
        row(
            &t!("view-rows-solutions"),
            t!(
                "view-rows-stops-at-one",
                solutions = grouped(p.counters().solutions)
            ),
        ),
        row(
            &t!("view-rows-seed"),
            t!(
                "view-rows-pso-seed-swarm",
                seed = p.seed().to_string(),
                particles = particles
            ),
        ),
        row(&t!("view-rows-pso-round"), round),
        row(
            &t!("view-rows-pso-particle"),
            t!("view-rows-pso-particle-of", particle = p.moving() + 1, particles = particles),
        ),
        row(&t!("view-rows-best"), best),
        row(&t!("view-rows-pso-mean"), mean),
        row(
            &t!("view-rows-pso-counted"),
            t!("view-rows-pso-boards", boards = work.boards),
        ),
        row(&t!("view-rows-pso-swaps"), grouped(work.moves)),
    ]
}
