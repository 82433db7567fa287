//! The pseudocode of `particle-swarm` for the code panel (`:code`), the line each event
//! executes, and the live values beside it.

use crate::solver::Event;
use crate::solver::notation::grouped;
use crate::strategies::particle_swarm::events::Event as PsoEvent;
use crate::strategies::particle_swarm::search::ParticleSwarm;
use crate::t;
use crate::ui::code::Row::{self, Words};
use crate::ui::code::Shown;

/// `particle-swarm`: boards moved by swaps toward their own best and the swarm's.
pub const PARTICLE_SWARM: [Row; 14] = [
    Words(0, "code-pso-start"),
    Words(0, "code-pso-repeat"),
    Words(2, "code-pso-each"),
    Words(4, "code-pso-stale"),
    Words(6, "code-pso-scatter"),
    Words(4, "code-pso-else"),
    Words(6, "code-pso-inertia"),
    Words(6, "code-pso-pull"),
    Words(6, "code-pso-turbulence"),
    Words(4, "code-pso-swap"),
    Words(4, "code-pso-count"),
    Words(4, "code-pso-personal"),
    Words(4, "code-pso-global"),
    Words(4, "code-pso-stop"),
];

/// The line of [`PARTICLE_SWARM`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 0,
        Event::ParticleSwarm(PsoEvent::Scatter { .. }) => 4,
        Event::ParticleSwarm(PsoEvent::Swap { .. }) => 9,
        Event::ParticleSwarm(PsoEvent::Moved { .. }) => 10,
        Event::ParticleSwarm(PsoEvent::Personal { .. }) => 11,
        Event::ParticleSwarm(PsoEvent::Global { .. }) => 12,
        Event::Solution { .. } => 13,
        _ => return None,
    })
}

/// The values of a particle swarm search.
fn vars(p: &ParticleSwarm) -> Vec<(&'static str, String)> {
    let particles = p.swarm().particles;
    let global = p
        .global()
        .map_or_else(|| "—".to_string(), |(_, pairs)| pairs.to_string());
    let speed = p.particles()[p.moving()].velocity().len();
    vec![
        ("round", grouped(u64::from(p.round() + 1))),
        (
            "K",
            t!("code-value-pso-of", particle = p.moving() + 1, particles = particles),
        ),
        ("v", t!("code-value-pso-swaps", swaps = speed)),
        ("global", global),
    ]
}

/// What the code panel shows for `p` after `event`.
pub fn code(p: &ParticleSwarm, event: Option<Event>) -> Shown {
    (&PARTICLE_SWARM, line(event), vars(p))
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::PARTICLE_SWARM);
    }
}
