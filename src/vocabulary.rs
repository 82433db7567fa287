//! The words the whole program speaks: how fast the search runs and how it searches, and
//! (for the animation) what the user can ask for. A leaf: it imports nothing of this crate,
//! so every other module may import it and the arrows between them all point one way.

use std::fmt;
use std::str::FromStr;

/// The speed of the animation: solver events per second, or as fast as the solver goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    /// This many events per second.
    PerSec(u32),
    /// As many events as fit between frames.
    Max,
}

/// The fastest numeric speed; above it, `max` is the honest setting.
pub const MAX_EVENTS_PER_SEC: u32 = 1_000_000_000;

impl FromStr for Speed {
    type Err = String;

    /// A whole number of events per second, or `max`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.eq_ignore_ascii_case("max") {
            return Ok(Speed::Max);
        }
        match text.parse::<u32>() {
            Ok(v) if (1..=MAX_EVENTS_PER_SEC).contains(&v) => Ok(Speed::PerSec(v)),
            _ => Err(format!(
                "expected events per second from 1 to {MAX_EVENTS_PER_SEC}, or `max`"
            )),
        }
    }
}

/// How the search looks for solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// Jump straight to the free columns with the masks (classic bitmask backtracking).
    Bitmask,
    /// Test each column in turn against every queen placed so far (the textbook `valid(row, col)`).
    Scan,
    /// Build every permutation of columns in lexicographic order, test each complete board's
    /// diagonals.
    Permutations,
    /// Build every board with one queen per row (n^n of them), test each when complete.
    Bruteforce,
    /// Local search: from a random board, move attacked queens to their least attacked
    /// squares until no queen is attacked.
    MinConflicts,
}

impl Strategy {
    /// Every strategy, in the order `t` cycles through them.
    pub const ALL: [Strategy; 5] = [
        Strategy::Bitmask,
        Strategy::Scan,
        Strategy::Permutations,
        Strategy::Bruteforce,
        Strategy::MinConflicts,
    ];

    /// The strategies the animation can show so far (the others run in `trace`).
    pub const ANIMATED: [Strategy; 2] = [Strategy::Bitmask, Strategy::Scan];

    /// The name used on the command line, in `:strategy` and on screen.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Bitmask => "bitmask",
            Strategy::Scan => "scan",
            Strategy::Permutations => "permutations",
            Strategy::Bruteforce => "bruteforce",
            Strategy::MinConflicts => "min-conflicts",
        }
    }

    /// One line on what the strategy does, for help texts.
    pub fn description(self) -> &'static str {
        match self {
            Strategy::Bitmask => {
                "Jump straight to the free columns with the masks (classic bitmask backtracking)"
            }
            Strategy::Scan => {
                "Test each column in turn against every queen placed so far (the textbook `valid(row, col)`)"
            }
            Strategy::Permutations => {
                "Try every permutation of columns in lexicographic order (one queen per row and column), test the diagonals of each complete board"
            }
            Strategy::Bruteforce => {
                "Try every board with one queen per row (n^n of them), test each when complete: the slowest, to show what pruning saves"
            }
            Strategy::MinConflicts => {
                "Local search: from a random board, move an attacked queen to its least attacked square until none is attacked (--seed)"
            }
        }
    }

    /// The strategy after this one, in the order `t` cycles through them.
    pub fn next(self) -> Strategy {
        let at = Self::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Self::ALL[(at + 1) % Self::ALL.len()]
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|s| s.name()).collect();
                format!("expected a strategy: {}", names.join(", "))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speed_accepts_numbers_and_max() {
        assert_eq!("max".parse(), Ok(Speed::Max));
        assert_eq!("MAX".parse(), Ok(Speed::Max));
        assert_eq!("1".parse(), Ok(Speed::PerSec(1)));
        for bad in ["0", "-5", "fast", "1000000001"] {
            assert!(bad.parse::<Speed>().is_err(), "{bad}");
        }
    }

    #[test]
    fn strategies_cycle_and_parse_by_name() {
        for s in Strategy::ALL {
            assert_eq!(s.name().parse(), Ok(s));
        }
        assert_eq!(Strategy::Bitmask.next(), Strategy::Scan);
        let seen: Vec<Strategy> = std::iter::successors(Some(Strategy::Bitmask), |s| {
            Some(s.next()).filter(|&next| next != Strategy::Bitmask)
        })
        .collect();
        assert_eq!(seen, Strategy::ALL, "t visits every strategy once");
        assert_eq!("min-conflicts".parse(), Ok(Strategy::MinConflicts));
        assert!("dfs".parse::<Strategy>().is_err());
    }
}
