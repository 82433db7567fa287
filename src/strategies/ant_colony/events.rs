//! `ant-colony`'s own events: an ant's board finished, a new best board, the trails renewed.
//! An ant's choice of a square is the shared `place`.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::grouped;

/// An event of `ant-colony` no other strategy makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Event {
    /// Ant `ant` (from 0) of the generation has a queen on every rank: its board has
    /// `attacked` pairs of queens attacking each other.
    Ant {
        /// Which ant of the generation.
        ant: u16,
        /// Its board's attacking pairs.
        attacked: u16,
    },
    /// The board just finished is the best so far, with `attacked` attacking pairs.
    Best {
        /// Its attacking pairs.
        attacked: u16,
    },
    /// Generation `generation` (from 1) is over: every trail evaporated, and the best board
    /// of the generation and the best so far laid pheromone on their squares.
    Trail {
        /// The generation just over.
        generation: u32,
    },
}

/// The `trace` lines: `ant K P`, `best P`, `trail G`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Ant { ant, attacked } => write!(f, "ant {ant} {attacked}"),
            Event::Best { attacked } => write!(f, "best {attacked}"),
            Event::Trail { generation } => write!(f, "trail {generation}"),
        }
    }
}

impl OwnEvent for Event {
    fn text(&self, _n: usize) -> String {
        match self {
            Event::Ant { ant, attacked } => {
                format!("ant {} done: {attacked} attacking pairs", ant + 1)
            }
            Event::Best { attacked } => format!("new best board: {attacked} attacking pairs"),
            Event::Trail { generation } => format!(
                "generation {}: trails evaporated and laid",
                grouped(u64::from(*generation))
            ),
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
        let ant = Event::Ant {
            ant: 2,
            attacked: 5,
        };
        assert_eq!(ant.to_string(), "ant 2 5");
        assert_eq!(ant.text(8), "ant 3 done: 5 attacking pairs");
        assert_eq!(Event::Best { attacked: 0 }.to_string(), "best 0");
        assert_eq!(Event::Trail { generation: 12 }.to_string(), "trail 12");
    }
}
