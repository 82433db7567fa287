//! Running the search: time passing at the chosen speed, events forward (carefully, or in
//! the hot loop of top speed) and backward, and the two strategies.

use std::time::Duration;

use super::narration::describe;
use super::{App, CAREFUL_BATCH, Status, UNKNOWN};
use crate::solver::scan::{Scan, row_cost};
use crate::solver::{Event, MAX_N};
use crate::vocabulary::{Speed, Strategy};

impl App {
    /// Lets `dt` of wall time pass. Returns how many events are due now: at a set speed the
    /// ones that fell due (fractions carry over), at top speed as many as the caller can fit.
    pub fn tick(&mut self, dt: Duration) -> u64 {
        if self.status != Status::Running {
            return 0;
        }
        self.elapsed += dt;
        self.rate.record(0, dt);
        if let Some(hold) = self.rewind {
            // The key was let go (no repeat came in time): stop rewinding.
            match hold.checked_sub(dt) {
                Some(left) if !left.is_zero() => self.rewind = Some(left),
                _ => {
                    self.pause();
                    return 0;
                }
            }
        }
        match self.speed {
            Speed::Max => u64::MAX,
            Speed::PerSec(rate) => {
                // Cap the debt so a stall (a suspended terminal) does not burst afterwards.
                let cap = (f64::from(rate) / 10.0).max(1.0);
                self.owed = (self.owed + dt.as_secs_f64() * f64::from(rate)).min(cap);
                let due = self.owed.floor();
                self.owed -= due;
                due as u64
            }
        }
    }

    /// How long until the next event falls due at the current speed (`None`: not running,
    /// or top speed, where the caller decides).
    pub fn time_to_next_event(&self) -> Option<Duration> {
        match (self.status, self.speed) {
            (Status::Running, Speed::PerSec(rate)) => Some(Duration::from_secs_f64(
                ((1.0 - self.owed) / f64::from(rate)).max(0.0),
            )),
            _ => None,
        }
    }

    /// Runs up to `count` events; stops early at the end of the search or, after `Enter`, at
    /// the next solution. Returns how many ran.
    pub fn run_events(&mut self, count: u64) -> u64 {
        if self.rewind.is_some() {
            return self.run_backward(count);
        }
        // Below top speed even large batches are cheap enough for the careful loop, which
        // keeps the scan's count; top speed with the bitmask takes the hot loop.
        let careful = self.scan.is_some() || self.speed != Speed::Max || count <= CAREFUL_BATCH;
        let ran = if careful {
            self.run_careful(count)
        } else {
            self.run_fast(count)
        };
        if self.solver.is_done() && self.status != Status::Done {
            self.status = Status::Done;
            self.pause_at_solution = false;
            let found = self.solver.counters().solutions;
            self.narration.push(format!(
                "the search is done: {found} solutions; r starts it again"
            ));
        }
        self.rate.record(ran, Duration::ZERO);
        ran
    }

    /// Events one by one with all the bookkeeping: the scan strategy, narration of each event
    /// (a few at a time) and the scan's cost of each row entered.
    fn run_careful(&mut self, count: u64) -> u64 {
        let narrate_each = count <= 8;
        let mut ran = 0;
        while ran < count {
            let event = match &mut self.scan {
                Some(scan) => scan.step(&mut self.solver),
                None => self.solver.step(),
            };
            let Some(event) = event else { break };
            ran += 1;
            if narrate_each {
                self.narration.push(describe(event, &self.solver));
            }
            match event {
                Event::Place { row, .. } => {
                    let row = usize::from(row);
                    self.placed_at[row] = self.solver.counters().placements;
                    if let Some(checks) = &mut self.scan_checks {
                        *checks += row_cost(self.solver.queens(), row + 1, self.solver.n());
                    }
                }
                Event::Solution { .. } => {
                    self.catalog.record(self.solver.queens());
                    if self.pause_at_solution {
                        self.pause();
                        break;
                    }
                }
                _ => {}
            }
        }
        if !narrate_each && ran > 0 {
            self.narrate_last();
        }
        ran
    }

    /// The hot loop of top speed (bitmask strategy, large batches): the step, and only the
    /// bookkeeping that cannot be skipped. The scan's cost of rows is not counted here.
    fn run_fast(&mut self, count: u64) -> u64 {
        self.scan_checks = None;
        let solver = &mut self.solver;
        let mut ran = 0;
        while ran < count {
            let Some(event) = solver.step() else { break };
            ran += 1;
            match event {
                Event::Place { row, .. } => {
                    self.placed_at[usize::from(row) % MAX_N] = solver.counters().placements;
                }
                Event::Solution { .. } => {
                    self.catalog.record(solver.queens());
                    if self.pause_at_solution {
                        self.pause();
                        break;
                    }
                }
                _ => {}
            }
        }
        if ran > 0 {
            self.narrate_last();
        }
        ran
    }

    fn narrate_last(&mut self) {
        if let Some(event) = self.last_event() {
            self.narration.push(describe(event, &self.solver));
        }
    }

    /// Undoes up to `count` events (a held step-back key); stops at the start of the search.
    fn run_backward(&mut self, count: u64) -> u64 {
        let mut ran = 0;
        while ran < count && self.step_back() {
            ran += 1;
        }
        if ran < count {
            self.pause();
        }
        self.rate.record(ran, Duration::ZERO);
        ran
    }

    /// Undoes one event, taking a solution back out of the catalog; false at the start.
    pub(super) fn step_back(&mut self) -> bool {
        match self.last_event() {
            Some(Event::Solution { .. }) => self.catalog.unrecord(self.solver.queens()),
            Some(Event::Place { row, .. }) => {
                let row = usize::from(row);
                if let Some(checks) = &mut self.scan_checks {
                    *checks -= row_cost(self.solver.queens(), row + 1, self.solver.n());
                }
                self.placed_at[row] = UNKNOWN;
            }
            _ => {}
        }
        let undone = match &mut self.scan {
            Some(scan) => scan.step_back(&mut self.solver),
            None => self.solver.step_back(),
        };
        let Some(undone) = undone else {
            return false;
        };
        self.narration.push(format!("◀ back over: {undone}"));
        if self.status == Status::Done {
            self.status = Status::Paused;
        }
        true
    }

    /// Switches between the bitmask and the scan strategy where the search stands.
    pub(super) fn toggle_strategy(&mut self) {
        self.scan = match self.scan {
            Some(_) => None,
            None => Some(Scan::joining(&self.solver)),
        };
    }

    /// The strategy searching.
    pub fn strategy(&self) -> Strategy {
        if self.scan.is_some() {
            Strategy::Scan
        } else {
            Strategy::Bitmask
        }
    }

    /// Checks needed so far by each strategy for the same progress: the bitmask's mask
    /// operations (one per row entered, one per placement), and the scan's queen-against-
    /// square comparisons (`None` once top speed skipped counting them).
    pub fn checks(&self) -> (u64, Option<u64>) {
        let c = self.solver.counters();
        // Each placement takes a bit; each row entered (row 0, and after every placement
        // that did not fill the board) computes its free mask once.
        let bitmask = 2 * c.placements + 1 - c.solutions;
        (bitmask, self.scan_checks)
    }
}
