//! The story of `particle-swarm` in words: what the narration says of its events.

use crate::strategies::particle_swarm::events::Event as PsoEvent;
use crate::strategies::particle_swarm::story::SwarmStory;
use crate::t;
use crate::ui::words::{Said, SaidEvent, square};

impl Said for SwarmStory {
    fn said(&self) -> String {
        match self {
            SwarmStory::Dealt {
                particle,
                square: at,
            } => t!(
                "words-pso-dealt",
                particle = *particle,
                square = square(*at)
            ),
            SwarmStory::Swapped {
                particle,
                squares: [a, b],
                left,
            } => t!(
                "words-pso-swapped",
                particle = *particle,
                a = square(*a),
                b = square(*b),
                left = *left
            ),
            SwarmStory::Scattered {
                particle,
                rounds,
                swaps,
            } => t!(
                "words-pso-scattered",
                particle = *particle,
                rounds = *rounds,
                swaps = *swaps
            ),
            SwarmStory::Moved {
                particle,
                attacked,
                own: Some(own),
            } => t!(
                "words-pso-moved",
                particle = *particle,
                attacked = *attacked,
                own = *own
            ),
            SwarmStory::Moved {
                particle,
                attacked,
                own: None,
            } => t!(
                "words-pso-moved-first",
                particle = *particle,
                attacked = *attacked
            ),
            SwarmStory::Personal { particle, attacked } => t!(
                "words-pso-personal",
                particle = *particle,
                attacked = *attacked
            ),
            SwarmStory::Global { attacked } => t!("words-pso-global", attacked = *attacked),
            SwarmStory::Solved { round, boards } => {
                t!("words-pso-solved", round = *round, boards = *boards)
            }
        }
    }
}

impl SaidEvent for PsoEvent {
    fn said(&self, n: usize) -> String {
        match self {
            PsoEvent::Swap { particle, a, b } => t!(
                "words-event-pso-swap",
                particle = usize::from(*particle) + 1,
                a = n - usize::from(*a),
                b = n - usize::from(*b)
            ),
            PsoEvent::Moved { particle, attacked } => t!(
                "words-event-pso-moved",
                particle = usize::from(*particle) + 1,
                attacked = *attacked
            ),
            PsoEvent::Personal { particle, attacked } => t!(
                "words-event-pso-personal",
                particle = usize::from(*particle) + 1,
                attacked = *attacked
            ),
            PsoEvent::Global { attacked } => t!("words-event-pso-global", attacked = *attacked),
            PsoEvent::Scatter { particle } => t!(
                "words-event-pso-scatter",
                particle = usize::from(*particle) + 1
            ),
        }
    }
}
