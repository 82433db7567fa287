//! What each strategy's search costs as the board grows: one cell per (strategy, n), each the
//! strategy's stepping search run headless to its end or to a time budget, with the figures
//! `trace --summary` reports for the same run (both read them from
//! [`crate::solver::summary`]). `nqueens compare` prints the cells as a table, CSV or JSON.

pub mod measure;
pub mod table;

use crate::vocabulary::Strategy;

/// The figures of one cell, the row `compare` prints for a strategy and a board size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cell {
    /// The strategy.
    pub strategy: Strategy,
    /// The board size.
    pub n: usize,
    /// Events stepped.
    pub events: u64,
    /// Queens put on the board.
    pub placements: u64,
    /// The strategy's own elementary tests.
    pub checks: u64,
    /// Complete boards looked at.
    pub boards: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Wall time of the stepping.
    pub seconds: f64,
    /// The most memory its frontier held, for the searches that keep one; else 0.
    pub peak_bytes: u64,
    /// Whether the search ran to its end within the budget.
    pub complete: bool,
    /// Where the run was cut short: how far it got of a total known or estimated.
    pub estimate: Option<Estimate>,
}

/// What an estimated total counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Complete boards (`n^n`, `n!`: the searches that test every board of a kind).
    Boards,
    /// Placements (Knuth's estimate of the tree the backtracking searches walk).
    Placements,
}

impl Unit {
    /// The unit as the catalogs' selectors name it.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Boards => "boards",
            Unit::Placements => "placements",
        }
    }
}

/// The whole of a run cut short, in one unit: the total known or estimated, and how much of
/// it the run did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// What the figures count.
    pub unit: Unit,
    /// The whole run's total.
    pub total: f64,
    /// The part the run did.
    pub done: f64,
}

impl Estimate {
    /// The share of the run done, in (0, 1].
    pub fn fraction(&self) -> f64 {
        (self.done / self.total.max(1.0)).clamp(f64::MIN_POSITIVE, 1.0)
    }

    /// A figure of the part done, scaled to the whole run.
    pub fn scaled(&self, part: u64) -> f64 {
        part as f64 / self.fraction()
    }
}

impl Cell {
    /// The events of the whole run: the count for a complete cell, the estimate of the whole
    /// for one cut short where one is known (`None` otherwise).
    pub fn whole_events(&self) -> Option<f64> {
        if self.complete {
            return Some(self.events as f64);
        }
        self.estimate.map(|e| e.scaled(self.events))
    }
}
