//! A copy of a stepping search, to look at what it does next without moving it: predict mode
//! asks it where the next queen goes, so the answer is the solver's own and cannot disagree
//! with what the animation then shows.

use super::scan::Scan;
use super::search::Search;
use super::{AnySearch, Event, Solver};

/// A stepping search copied where the animated one stands.
#[derive(Debug, Clone)]
#[expect(
    clippy::large_enum_variant,
    reason = "one copy at a time, made to step a few events and dropped"
)]
pub enum Ahead {
    /// The bitmask backtracking, seen square by square when `scan` is there (`scan`,
    /// `arrays`, `matrix`).
    Backtracking {
        /// The backtracking's position.
        solver: Solver,
        /// The square-by-square strategy's own state, if one searches.
        scan: Option<Scan>,
    },
    /// Any other strategy's search.
    Other(Box<AnySearch>),
}

impl Ahead {
    /// Advances the copy by one event, as the search itself would; `None` once it is over.
    pub fn step(&mut self) -> Option<Event> {
        match self {
            Ahead::Backtracking {
                solver,
                scan: Some(scan),
            } => scan.step(solver),
            Ahead::Backtracking { solver, scan: None } => solver.step(),
            Ahead::Other(search) => search.as_search_mut().step(),
        }
    }

    /// The column of the queen on `row` in the copy's position.
    pub fn queen(&self, row: usize) -> Option<usize> {
        match self {
            Ahead::Backtracking { solver, .. } => solver.queens().get(row).map(|&c| usize::from(c)),
            Ahead::Other(search) => search.queen(row),
        }
    }

    /// The files of the rank about to be filled that the search has not tried yet, one bit a
    /// file (`None` where the strategy keeps no such set).
    pub fn untried(&self, row: usize) -> Option<u32> {
        match self {
            Ahead::Backtracking { solver, .. } => {
                (row == solver.depth() && row < solver.n()).then(|| solver.candidates(row))
            }
            Ahead::Other(search) => search.untried_in(row),
        }
    }
}
