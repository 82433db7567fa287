//! What the user may choose of an ant colony: its ants and the evaporation rate, read from
//! the knobs' bag.

use super::{ANTS, ANTS_RANGE, DEFAULT_ANTS, EVAPORATION};
use crate::vocabulary::tuning::{Share, Tuning};

/// The colony's size and how fast its trails fade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colony {
    /// Ants each generation, within [`ANTS_RANGE`].
    pub ants: usize,
    /// The share of every trail that evaporates each generation.
    pub evaporation: Share,
}

impl Colony {
    /// The colony `tuning` chooses: its ants and evaporation where it holds them (as the
    /// knobs' parsers took them), the defaults elsewhere.
    pub fn of(tuning: &Tuning) -> Colony {
        let default = Colony::default();
        Colony {
            ants: tuning
                .get(ANTS)
                .and_then(|a| usize::try_from(a).ok())
                .filter(|a| ANTS_RANGE.contains(a))
                .unwrap_or(default.ants),
            evaporation: tuning
                .get(EVAPORATION)
                .and_then(|e| u32::try_from(e).ok())
                .and_then(Share::from_millionths)
                .unwrap_or(default.evaporation),
        }
    }

    /// `tuning` holding this colony.
    #[must_use]
    pub fn tuned(self, tuning: Tuning) -> Tuning {
        tuning
            .with(ANTS, self.ants as u64)
            .with(EVAPORATION, u64::from(self.evaporation.millionths()))
    }
}

impl Default for Colony {
    fn default() -> Self {
        Colony {
            ants: DEFAULT_ANTS,
            evaporation: DEFAULT_EVAPORATION,
        }
    }
}

/// A tenth of every trail a generation, when none is asked for.
pub const DEFAULT_EVAPORATION: Share = Share::from_millionths(100_000).unwrap();
