//! What the events of `particle-swarm` mean, from each event and the search after it (its
//! view tells them in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::strategies::particle_swarm::events::Event as PsoEvent;
use crate::strategies::particle_swarm::search::{ParticleSwarm, STALE_ROUNDS};

/// One event of `particle-swarm`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwarmStory {
    /// A queen of a particle's first board dealt.
    Dealt {
        /// The particle, from 1.
        particle: usize,
        /// The queen's square.
        square: Square,
    },
    /// Two queens of a particle traded files.
    Swapped {
        /// The particle, from 1.
        particle: usize,
        /// The two queens' new squares.
        squares: [Square; 2],
        /// Swaps of its move left after this one.
        left: usize,
    },
    /// A stale particle forgets its best and scatters.
    Scattered {
        /// The particle, from 1.
        particle: usize,
        /// Its moves without a better board of its own.
        rounds: u32,
        /// The random swaps of its scattering move.
        swaps: usize,
    },
    /// A particle's move is done.
    Moved {
        /// The particle, from 1.
        particle: usize,
        /// Its board's attacking pairs.
        attacked: u16,
        /// Its own best's (`None`: it has none, before its first board is counted or after
        /// it scattered).
        own: Option<u32>,
    },
    /// Its board is its own best so far.
    Personal {
        /// The particle, from 1.
        particle: usize,
        /// Its attacking pairs.
        attacked: u16,
    },
    /// Its board is the swarm's best so far.
    Global {
        /// Its attacking pairs.
        attacked: u16,
    },
    /// A board with no attacking pair.
    Solved {
        /// In which round (from 1).
        round: u32,
        /// Boards counted in all.
        boards: u64,
    },
}

/// The story of `event` of the particle swarm `p`, after it.
pub fn describe(p: &ParticleSwarm, event: Event) -> Option<SwarmStory> {
    let n = p.n();
    let particle = p.moving() + 1;
    Some(match event {
        Event::Place { row, col } => SwarmStory::Dealt {
            particle,
            square: Square::new(n, usize::from(row), usize::from(col)),
        },
        Event::ParticleSwarm(PsoEvent::Swap { particle, a, b }) => {
            let i = usize::from(particle);
            let board = p.particles()[i].board();
            let at = |r: u8| Square::new(n, usize::from(r), usize::from(board[usize::from(r)]));
            let moves = p.particles()[i].velocity().len();
            let done = p.cursor();
            SwarmStory::Swapped {
                particle: i + 1,
                squares: [at(a), at(b)],
                left: if done == 0 { 0 } else { moves - done },
            }
        }
        Event::ParticleSwarm(PsoEvent::Scatter { particle }) => SwarmStory::Scattered {
            particle: usize::from(particle) + 1,
            rounds: STALE_ROUNDS,
            swaps: p.particles()[usize::from(particle)].velocity().len(),
        },
        Event::ParticleSwarm(PsoEvent::Moved { particle, attacked }) => SwarmStory::Moved {
            particle: usize::from(particle) + 1,
            attacked,
            own: Some(p.particles()[usize::from(particle)].best_pairs())
                .filter(|&own| own != u32::MAX),
        },
        Event::ParticleSwarm(PsoEvent::Personal { particle, attacked }) => SwarmStory::Personal {
            particle: usize::from(particle) + 1,
            attacked,
        },
        Event::ParticleSwarm(PsoEvent::Global { attacked }) => SwarmStory::Global { attacked },
        Event::Solution { .. } => SwarmStory::Solved {
            round: p.round() + 1,
            boards: p.work().boards,
        },
        _ => return None,
    })
}

/// `particle-swarm`'s narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = SwarmStory;

    fn describe(event: Event, search: &AnySearch) -> Option<SwarmStory> {
        match search {
            AnySearch::ParticleSwarm(p) => describe(p, event),
            _ => None,
        }
    }
}
