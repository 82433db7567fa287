//! `particle-swarm`'s own events: a swap of two ranks' queens (a step of a particle's move),
//! the move done, a new personal best, a new global best, a stale particle scattering. A particle's first board is dealt
//! with the shared `place`.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::rank_of;

/// An event of `particle-swarm` no other strategy makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Event {
    /// Particle `particle`'s queens of ranks `a` and `b` trade files: a step of its velocity.
    Swap {
        /// Which particle, from 0.
        particle: u16,
        /// One rank.
        a: u8,
        /// The other.
        b: u8,
    },
    /// Particle `particle` has moved (or, in the first round, been dealt): its board has
    /// `attacked` pairs of queens attacking each other.
    Moved {
        /// Which particle.
        particle: u16,
        /// Its board's attacking pairs.
        attacked: u16,
    },
    /// That board is the best the particle has been on.
    Personal {
        /// Which particle.
        particle: u16,
        /// Its attacking pairs.
        attacked: u16,
    },
    /// That board is the best the swarm has been on.
    Global {
        /// Its attacking pairs.
        attacked: u16,
    },
    /// Particle `particle`'s best has not got better for a while: it forgets it, and its
    /// next move is a scatter of random swaps.
    Scatter {
        /// Which particle.
        particle: u16,
    },
}

/// The `trace` lines: `swap P A B`, `particle P K`, `personal P K`, `global K`, `scatter P`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Swap { particle, a, b } => write!(f, "swap {particle} {a} {b}"),
            Event::Moved { particle, attacked } => write!(f, "particle {particle} {attacked}"),
            Event::Personal { particle, attacked } => {
                write!(f, "personal {particle} {attacked}")
            }
            Event::Global { attacked } => write!(f, "global {attacked}"),
            Event::Scatter { particle } => write!(f, "scatter {particle}"),
        }
    }
}

impl OwnEvent for Event {
    fn text(&self, n: usize) -> String {
        match self {
            Event::Swap { particle, a, b } => format!(
                "particle {}: swap ranks {} and {}",
                particle + 1,
                rank_of(n, usize::from(*a)),
                rank_of(n, usize::from(*b))
            ),
            Event::Moved { particle, attacked } => {
                format!("particle {} moved: {attacked} attacking pairs", particle + 1)
            }
            Event::Personal { particle, attacked } => {
                format!("particle {}'s best: {attacked} attacking pairs", particle + 1)
            }
            Event::Global { attacked } => format!("swarm's best: {attacked} attacking pairs"),
            Event::Scatter { particle } => format!("particle {} scatters", particle + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn its_events_are_small_and_read_as_written() {
        assert!(std::mem::size_of::<Event>() <= 12);
        assert!(std::mem::align_of::<Event>() <= 4);
        let swap = Event::Swap {
            particle: 1,
            a: 0,
            b: 7,
        };
        assert_eq!(swap.to_string(), "swap 1 0 7");
        assert_eq!(swap.text(8), "particle 2: swap ranks 8 and 1");
        assert_eq!(Event::Global { attacked: 3 }.to_string(), "global 3");
    }
}
