//! What the user may choose of an ant colony: its ants and the evaporation rate, read from
//! the knobs' bag.

use super::{ANTS, ANTS_RANGE, DEFAULT_ANTS, EVAPORATION};
use crate::vocabulary::tuning::Tuning;

/// The colony's size and how fast its trails fade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colony {
    /// Ants each generation, within [`ANTS_RANGE`].
    pub ants: usize,
    /// The share of every trail that evaporates each generation.
    pub evaporation: Evaporation,
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
                .and_then(Evaporation::from_millionths)
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
            evaporation: Evaporation::DEFAULT,
        }
    }
}

/// A share of a trail, from 0 to 1 in millionths: exact, so the rate typed is the rate
/// shown and the same on every machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Evaporation(u32);

impl Evaporation {
    /// All of it: one million millionths.
    pub const ONE: u32 = 1_000_000;

    /// A tenth of every trail a generation, when none is asked for.
    pub const DEFAULT: Evaporation = Evaporation(100_000);

    /// The rate of `millionths` (at most [`Evaporation::ONE`]).
    pub fn from_millionths(millionths: u32) -> Option<Evaporation> {
        (millionths <= Evaporation::ONE).then_some(Evaporation(millionths))
    }

    /// The rate in millionths.
    pub const fn millionths(self) -> u32 {
        self.0
    }
}

impl std::str::FromStr for Evaporation {
    /// Not a share from 0 to 1 (the knob's parser says so in the user's language).
    type Err = ();

    /// A decimal from 0 to 1 (`0.1`) or a percentage (`10%`), to the millionth: whole
    /// digits and one point only, read digit by digit (no float), so no sign, exponent,
    /// `inf` or `nan` is taken.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (digits, places) = match text.strip_suffix('%') {
            Some(percent) => (percent, 4),
            None => (text, 6),
        };
        let (whole, part) = digits.split_once('.').unwrap_or((digits, ""));
        let plain = |s: &str| s.chars().all(|c| c.is_ascii_digit());
        if (whole.is_empty() && part.is_empty()) || !plain(whole) || !plain(part) {
            return Err(());
        }
        let whole: u64 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| ())?
        };
        // The fraction to `places` digits, rounded half up on the next.
        let mut scaled = whole.checked_mul(10u64.pow(places)).ok_or(())?;
        let mut unit = 10u64.pow(places);
        for (i, digit) in part.bytes().enumerate() {
            let digit = u64::from(digit - b'0');
            if i < places as usize {
                unit /= 10;
                scaled += digit * unit;
            } else {
                scaled += u64::from(i == places as usize && digit >= 5);
                break;
            }
        }
        u32::try_from(scaled)
            .ok()
            .and_then(Evaporation::from_millionths)
            .ok_or(())
    }
}

impl std::fmt::Display for Evaporation {
    /// As a decimal with no trailing zeros: `0.1`, `0.05`, `1`, `0`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (whole, part) = (self.0 / Evaporation::ONE, self.0 % Evaporation::ONE);
        if part == 0 {
            return write!(f, "{whole}");
        }
        let digits = format!("{part:06}");
        write!(f, "{whole}.{}", digits.trim_end_matches('0'))
    }
}
