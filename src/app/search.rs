//! The search being animated: the solver and its strategy, the clock and the speed, the
//! counters, the solutions found and the narration. Time passing at the chosen speed, events
//! forward (carefully, or in the hot loop of top speed) and backward.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::first_count::{FirstJob, ToFirst};
use super::heat::{Heat, Tally};
use super::narration::{self, Narration, Story, Told, describe, describe_other};
use super::note::Note;
use super::rate::{self, RateMeter};
use super::replay::{Checkpoints, Position};
use super::serial::Serials;
use super::speed;
use super::timeline::{Landmark, Survey, Timeline, Wanted};
use crate::solver::catalog::Catalog;
use crate::solver::order::Order;
use crate::solver::probe::{Costs, Probe};
use crate::solver::scan::{Scan, closed_visit_cost, events_to, open_cost};
use crate::solver::search::{Search as _, Setting};
use crate::solver::{AnySearch, Event, MAX_N, Observer, Solver};
use crate::vocabulary::tuning::Tuning;
use crate::vocabulary::{JobId, Speed, Strategy};

/// Whether the search is moving. Exactly one holds at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Events run at the chosen speed.
    Running,
    /// Waiting for the user; nothing runs and the clock stops.
    Paused,
    /// The search has visited the whole tree.
    Done,
}

/// Why the scan's count of checks is not kept, once it is not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScanGap {
    /// It is kept.
    Kept,
    /// Top speed under the bitmask skipped counting.
    TopSpeed,
    /// A jump landed where it was not kept.
    Jump,
}

/// Where a run forward stops by itself (besides the end of the search).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Until {
    /// Nowhere: it runs until paused.
    Never,
    /// At the next solution (`Enter`).
    Solution,
    /// At the next dead end (`d`).
    DeadEnd,
    /// At this event (the strategy's numbering), reached at top speed (a long jump).
    Event(u64),
}

/// What the search does between the user's actions. Whether it is done is not a motion: it
/// is read from the search itself (see [`Search::status`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Motion {
    /// Nothing runs and the clock stands.
    Paused,
    /// Events run forward at the chosen speed, until a stop.
    Running(Until),
    /// The step-back key is held: events run backward, for this much longer without another
    /// repeat of the key.
    Rewinding(Duration),
}

/// Who searches: the backtracking solver, or a strategy with a position of its own.
#[derive(Debug, Clone)]
enum Engine {
    /// The backtracking search through the bitmask's tree (`bitmask`), seen square by
    /// square when `scan` is there (`scan`, `arrays`, `matrix`: the same tree, each square
    /// tested as the scan's probe says).
    Backtracking {
        /// The square-by-square strategy's state, when one is searching.
        scan: Option<Scan>,
    },
    /// A strategy that does not backtrack through the bitmask's tree (`permutations`,
    /// `bruteforce`, `min-conflicts`).
    Other {
        /// Its search.
        search: Box<AnySearch>,
        /// The events it has run.
        events: u64,
        /// Positions kept along its run, its way back (it keeps no history of its own).
        checkpoints: Checkpoints,
        /// The bitmask search's whole tree of the same board, for comparison, and whether it
        /// is exact (counted up to [`COMPARE_EXACTLY`], Knuth's estimate beyond); `None` past
        /// the bitmask's boards.
        bitmask_tree: Option<(crate::count::tree::Tree, bool)>,
    },
}

/// What the events-per-second figure says.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pace {
    /// Running: the rate over the last window.
    Measured(f64),
    /// Running, the first window not yet full.
    Measuring,
    /// Paused: the speed it will run at.
    Set(Speed),
    /// Done: events over the search's own time (`None` if it never ran on its own: stepped
    /// by hand).
    Average(Option<f64>),
}

/// How long a rewind runs on after the last repeat of the held key: longer than the gap
/// between key repeats (about 30 a second), short enough that letting go stops it at once.
const REWIND_HOLD: Duration = Duration::from_millis(150);

/// A `placed_at` entry that stepping back has lost.
const UNKNOWN: u64 = u64::MAX;

/// Batches up to this size run event by event with all the bookkeeping; larger ones (top
/// speed, high set speeds) take the fast loop.
const CAREFUL_BATCH: u64 = 64;

/// A jump replays at most this many events at once; a longer way forward runs at top speed
/// over several frames, so the screen and the keys stay alive.
const REPLAY_AT_ONCE: u64 = 1 << 24;

/// The search, its pace and what it has found.
#[derive(Debug, Clone)]
pub struct Search {
    /// The board size. Up to [`MAX_N`] every strategy searches it; past that only
    /// `min-conflicts` does (see [`Strategy::max_animated_n`]), and the backtracking parts
    /// below (`solver`, `scan`, `timeline`, `heat`) stand unused on the 1×1 board.
    n: usize,
    /// The backtracking search's position (at the start, unused, while another engine
    /// searches).
    solver: Solver,
    /// Who searches.
    engine: Engine,
    /// The seed of `min-conflicts`' random choices.
    seed: u64,
    /// The ranks `las-vegas` places at random, if the user chose (else half the board).
    random_ranks: Option<usize>,
    /// The order the ordered strategies fill their ranks in, if the user chose (else fixed).
    order: Option<Order>,
    /// The strategies' knobs as the user tuned them (`genetic`'s population …).
    tuning: Tuning,
    /// The bitmask's nodes to its first solution, `las-vegas`'s yardstick (asked for only
    /// while `las-vegas` searches).
    to_first: ToFirst,
    /// Paused, running (until a stop) or rewinding.
    motion: Motion,
    speed: Speed,
    /// Running time of this search (stops while paused).
    elapsed: Duration,
    /// Events owed at the current speed but not yet run (fractions carry over).
    owed: f64,
    rate: RateMeter,
    /// The solutions found so far.
    catalog: Catalog,
    /// What the last events did, in words.
    narration: Narration,
    /// For each row with a queen, the placement count just after it was placed, so the stack
    /// can tell how many nodes were explored under it; [`UNKNOWN`] where stepping back lost
    /// that count (no history is kept).
    placed_at: [u64; MAX_N],
    /// The square-by-square strategies' checks (each probe's) for the row visits closed so
    /// far, whichever strategy made them (`None` once top speed skipped counting); the open
    /// visits are counted from the position when asked.
    scan_closed: Option<Costs>,
    /// Why the scan's count is not kept, once it is not.
    scan_gap: ScanGap,
    /// The run's length, positions kept along it, and where its dead ends and solutions fall.
    timeline: Timeline,
    /// Where the work has gone so far: placements per square, dead ends per row.
    heat: Heat,
    /// While a long `:event` runs there over frames: the search as it stood before, put
    /// back if the run ends short of the event (a jump refused changes nothing).
    seek_from: Option<Box<Search>>,
}

impl Search {
    /// A new search of the `n`×`n` board with `strategy`, running or paused.
    pub fn new(n: usize, strategy: Strategy, speed: Speed, paused: bool) -> Self {
        Search::seeded(n, strategy, speed, paused, 0)
    }

    /// As [`Search::new`], with `seed` for the random choices of `min-conflicts`.
    ///
    /// # Panics
    /// If `n` is outside `1..=strategy.max_animated_n()`: the app checks before asking.
    pub fn seeded(n: usize, strategy: Strategy, speed: Speed, paused: bool, seed: u64) -> Self {
        assert!(
            (1..=strategy.max_animated_n()).contains(&n),
            "n = {n} is outside what {strategy} animates"
        );
        // Past the backtracking's reach (min-conflicts only) its parts are the 1×1 board's,
        // never stepped: small, and nothing in them claims to be the n board.
        let backtracking_n = if n <= MAX_N { n } else { 1 };
        let solver = Solver::new(backtracking_n);
        let other = (!strategy.backtracks())
            .then(|| AnySearch::new(strategy, n, seed).ok())
            .flatten();
        let catalog = Catalog::new(n);
        let engine = match other {
            Some(search) => Engine::Other {
                checkpoints: Checkpoints::new(&search, &catalog),
                search: Box::new(search),
                events: 0,
                // The bitmask's tree is measured (or estimated) for the boards it can search.
                bitmask_tree: (n <= MAX_N).then(|| bitmask_tree(n)),
            },
            None => Engine::Backtracking {
                scan: Probe::of(strategy).map(|probe| Scan::joining_with(&solver, probe)),
            },
        };
        Search {
            n,
            engine,
            seed,
            random_ranks: None,
            order: None,
            tuning: Tuning::default(),
            to_first: ToFirst::Unasked,
            solver,
            motion: if paused {
                Motion::Paused
            } else {
                Motion::Running(Until::Never)
            },
            speed,
            elapsed: Duration::ZERO,
            owed: 0.0,
            rate: RateMeter::default(),
            catalog,
            narration: Narration::default(),
            placed_at: [UNKNOWN; MAX_N],
            scan_closed: Some(Costs::default()),
            scan_gap: ScanGap::Kept,
            timeline: Timeline::new(backtracking_n),
            heat: Heat::new(backtracking_n),
            seek_from: None,
        }
    }

    /// The same strategy and speed on a fresh board of size `n`; it runs unless the user had
    /// paused.
    pub fn restarted(&self, n: usize) -> Self {
        let mut fresh = Search::seeded(
            n,
            self.strategy(),
            self.speed,
            self.status() == Status::Paused,
            self.seed,
        )
        .with_random_ranks(self.random_ranks)
        .with_order(self.order)
        .with_tuning(self.tuning);
        // The yardstick depends on the board alone: a new K keeps it.
        if n == self.n
            && let ToFirst::Known(_) = self.to_first
        {
            fresh.to_first = self.to_first;
        }
        fresh
    }

    /// This search with `random` ranks placed at random by `las-vegas` (`None`: half the
    /// board), started afresh if `las-vegas` is searching; K past the board is the board.
    pub fn with_random_ranks(mut self, random: Option<usize>) -> Self {
        self.random_ranks = random;
        if let Some(k) = random {
            self.restart_with(Setting::RandomRanks(k));
        }
        self
    }

    /// This search with the ordered strategies filling their ranks in `order` (`None`:
    /// fixed), started afresh if one of them is searching.
    pub fn with_order(mut self, order: Option<Order>) -> Self {
        self.order = order;
        if let Some(order) = order {
            self.restart_with(Setting::Order(order));
        }
        self
    }

    /// This search with the strategies' knobs tuned as `tuning` says (`genetic`'s
    /// population …), started afresh if the strategy searching heeds them otherwise.
    pub fn with_tuning(mut self, tuning: Tuning) -> Self {
        self.tuning = tuning;
        self.restart_with(Setting::Tuning(tuning));
        self
    }

    /// Starts the other strategy's search afresh with `setting` if it heeds it.
    fn restart_with(&mut self, setting: Setting) {
        if let Engine::Other {
            search,
            events,
            checkpoints,
            ..
        } = &mut self.engine
            && search.restart_with(setting, self.seed)
        {
            *events = 0;
            *checkpoints = Checkpoints::new(search, &self.catalog);
        }
    }

    /// The order the ordered strategies fill their ranks in, if the user chose it.
    pub fn order(&self) -> Option<Order> {
        self.order
    }

    /// The strategies' knobs as the user tuned them.
    pub fn tuning(&self) -> Tuning {
        self.tuning
    }

    /// The copies kept along a run with no history of its own, and the bytes they hold
    /// (`None` for the backtracking pair, which step back by their own stacks).
    pub fn checkpoints_held(&self) -> Option<(usize, usize)> {
        match &self.engine {
            Engine::Other { checkpoints, .. } => Some(checkpoints.held()),
            _ => None,
        }
    }

    /// The ranks `las-vegas` places at random, if the user chose them.
    pub fn random_ranks(&self) -> Option<usize> {
        self.random_ranks
    }

    /// A fresh search of the same board with `strategy`, at the same speed, running unless
    /// this one was paused (or done: the user then watches a finished search and decides).
    pub fn switched(&self, strategy: Strategy) -> Self {
        Search::seeded(
            self.n(),
            strategy,
            self.speed,
            self.status() != Status::Running,
            self.seed,
        )
        .with_random_ranks(self.random_ranks)
        .with_order(self.order)
        .with_tuning(self.tuning)
    }

    /// Space: pauses a running search, resumes a paused one.
    pub fn toggle_pause(&mut self) -> Result<(), Note> {
        match self.status() {
            Status::Running => self.pause(),
            Status::Paused => self.motion = Motion::Running(Until::Never),
            Status::Done => return Err(Note::SearchDone),
        }
        Ok(())
    }

    /// Runs exactly one event, pausing first.
    pub fn step(&mut self) -> Result<(), Note> {
        self.pause();
        if self.status() == Status::Done {
            return Err(Note::SearchDone);
        }
        self.run_events(1);
        Ok(())
    }

    /// Undoes one event, pausing first.
    pub fn step_back_once(&mut self) -> Result<(), Note> {
        self.pause();
        if self.step_back() {
            Ok(())
        } else {
            Err(Note::AtStart)
        }
    }

    /// The step-back key is held: run backward at the current speed until it is let go.
    pub fn hold_rewind(&mut self) -> Result<(), Note> {
        // A finished search leaves `done` at once: running backward, it is not done.
        if self.status() == Status::Done {
            self.step_back();
        }
        if self.last_event().is_some() {
            self.motion = Motion::Rewinding(REWIND_HOLD);
        }
        Ok(())
    }

    /// The held step-back key was let go: the rewind stops where it is.
    pub fn release_rewind(&mut self) {
        if self.rewinding() {
            self.pause();
        }
    }

    /// Runs on to the next solution, then pauses.
    pub fn run_to_solution(&mut self) -> Result<(), Note> {
        if self.status() == Status::Done {
            return Err(Note::SearchDone);
        }
        self.motion = Motion::Running(Until::Solution);
        Ok(())
    }

    /// One step up or down the speed ladder; says so where the ladder ends.
    pub fn change_speed(&mut self, faster: bool) -> Result<(), Note> {
        let next = if faster {
            speed::faster(self.speed)
        } else {
            speed::slower(self.speed)
        };
        if next == self.speed {
            return Err(if faster {
                Note::TopSpeed
            } else {
                Note::SlowestSpeed
            });
        }
        self.speed = next;
        Ok(())
    }

    /// Counts `dt` more of the search's own running time (see [`super::App::add_running_time`]).
    pub fn add_running_time(&mut self, dt: Duration) {
        self.elapsed += dt;
    }

    /// Runs at `speed` from now on.
    pub fn set_speed(&mut self, speed: Speed) {
        self.speed = speed;
        self.owed = 0.0;
        self.rate.reset();
    }

    /// Stops a running search where it is.
    pub fn pause(&mut self) {
        self.motion = Motion::Paused;
        self.seek_from = None;
        self.owed = 0.0;
        self.rate.reset();
    }

    /// Lets `dt` of wall time pass. Returns how many events are due now: at a set speed the
    /// ones that fell due (fractions carry over), at top speed as many as the caller can fit.
    pub fn tick(&mut self, dt: Duration) -> u64 {
        if self.status() != Status::Running {
            return 0;
        }
        // The search's own time: running forward. Time spent rewinding undoes work instead.
        if !self.rewinding() {
            self.elapsed += dt;
        }
        self.rate.record(0, dt, self.rate_window());
        if let Motion::Rewinding(hold) = self.motion {
            // The key was let go (no repeat came in time): stop rewinding.
            match hold.checked_sub(dt) {
                Some(left) if !left.is_zero() => self.motion = Motion::Rewinding(left),
                _ => {
                    self.pause();
                    return 0;
                }
            }
        }
        if self.seeking().is_some() {
            return u64::MAX;
        }
        match self.speed {
            Speed::Max => u64::MAX,
            Speed::PerSec(rate) => {
                // Cap the debt so a stall (a suspended terminal) does not burst afterwards.
                let cap = (f64::from(rate) / 10.0).max(1.0);
                self.owed = (self.owed + dt.as_secs_f64() * f64::from(rate)).min(cap);
                let due = self.owed.floor();
                self.owed -= due;
                whole_events(due)
            }
        }
    }

    /// How long until the next event falls due at the current speed (`None`: not running,
    /// or top speed, where the caller decides).
    pub fn time_to_next_event(&self) -> Option<Duration> {
        match (self.status(), self.speed) {
            (Status::Running, Speed::PerSec(rate)) if self.seeking().is_none() => Some(
                Duration::from_secs_f64(((1.0 - self.owed) / f64::from(rate)).max(0.0)),
            ),
            _ => None,
        }
    }

    /// Runs up to `count` events; stops early at the end of the search or, after `Enter`, at
    /// the next solution. Returns how many ran.
    pub fn run_events(&mut self, count: u64) -> u64 {
        if self.rewinding() {
            return self.run_backward(count);
        }
        let was_done = self.is_done();
        let count = match self.seeking() {
            Some(target) => count.min(target.saturating_sub(self.event_number())),
            None => count,
        };
        // Below top speed even large batches are cheap enough for the careful loop, which
        // keeps the scan's count; top speed with the bitmask takes the hot loop, and so does
        // a seek.
        let top = self.speed == Speed::Max || self.seeking().is_some();
        let careful =
            self.scan().is_some() || !top || self.pausing_at_dead_end() || count <= CAREFUL_BATCH;
        let ran = if self.other().is_some() {
            self.run_other(count)
        } else if careful {
            self.run_careful(count)
        } else {
            self.run_fast(count)
        };
        self.settle(was_done);
        if let Some(target) = self.seeking()
            && self.event_number() >= target
        {
            self.pause();
            self.narration.push(Told::Arrived(target));
        }
        self.rate.record(ran, Duration::ZERO, self.rate_window());
        ran
    }

    /// A long `:event` (run there over frames) that has just met the run's end short of its
    /// event `target`: the search is put back as it stood before the jump, and the refusal
    /// returned. `None` if the run is still on its way, or got there, or was stopped.
    pub fn seek_ended_short(&mut self, target: u64) -> Option<Note> {
        let at = self.event_number();
        if self.seeking().is_some() || !self.is_done() || at >= target {
            return None;
        }
        let before = self.seek_from.take()?;
        *self = *before;
        self.pause();
        Some(Note::RunEndsAt { at, target })
    }

    /// After events ran: the furthest point reached, and the end of the search if this is it
    /// (it was not done before them, `was_done` says).
    fn settle(&mut self, was_done: bool) {
        if let Engine::Other { search: other, .. } = &self.engine {
            if other.is_done() && !was_done {
                self.motion = Motion::Paused;
                self.narration.push(Told::Done(other.counters().solutions));
            }
            return;
        }
        self.timeline.reach(self.solver.counters().events());
        if self.solver.is_done() {
            // The whole run is behind: its length is known without a count.
            let c = self.solver.counters();
            self.timeline.finished(crate::count::tree::Tree {
                placements: c.placements,
                dead_ends: c.dead_ends,
                solutions: c.solutions,
            });
        }
        if self.solver.is_done() && !was_done {
            self.motion = Motion::Paused;
            let found = self.solver.counters().solutions;
            self.narration.push(Told::Done(found));
        }
        self.close_the_scan_count();
    }

    /// A finished run whose scan count top speed or a jump skipped: taken from the survey
    /// where it counted the whole run (up to n = 14), else counted again, whole, in a moment
    /// for a small run, rather than shown as missing.
    fn close_the_scan_count(&mut self) {
        if !self.solver.is_done() || self.scan_closed.is_some() {
            return;
        }
        let whole = self
            .timeline
            .surveyed_checks()
            .or_else(|| (self.n <= SCAN_RECOUNTED_UP_TO).then(|| scan_closed_of_run(self.n)));
        if let Some(whole) = whole {
            self.scan_closed = Some(whole);
            self.scan_gap = ScanGap::Kept;
        }
    }

    /// The window the events/s figure is measured over at the current speed.
    fn rate_window(&self) -> Duration {
        rate::window(match self.speed {
            Speed::PerSec(v) => Some(v),
            Speed::Max => None,
        })
    }

    /// Events one by one with all the bookkeeping: the scan strategy, narration of each event
    /// (a few at a time) and the scan's cost of each row entered.
    fn run_careful(&mut self, count: u64) -> u64 {
        let narrate_each = count <= 8;
        let until = self.until();
        let mut ran = 0;
        while ran < count {
            let event = match &mut self.engine {
                Engine::Backtracking { scan: Some(scan) } => scan.step(&mut self.solver),
                _ => self.solver.step(),
            };
            let Some(event) = event else { break };
            ran += 1;
            if narrate_each {
                self.narration.push(Told::Event(describe(
                    event,
                    &self.solver,
                    self.scan().map(Scan::probe),
                )));
            }
            let mut books = Books {
                placed_at: &mut self.placed_at,
                catalog: &mut self.catalog,
                timeline: &mut self.timeline,
                heat: &mut self.heat,
            };
            let at = self.solver.counters().events();
            let found = keep_books(event, at, &self.solver, &mut books, self.scan_closed);
            if let Some(closed) = &mut self.scan_closed {
                *closed += closed_visit_cost(event, &self.solver);
            }
            let dead_end = matches!(event, Event::DeadEnd { .. });
            if (found && until == Until::Solution) || (dead_end && until == Until::DeadEnd) {
                self.pause();
                break;
            }
        }
        if !narrate_each && ran > 0 {
            self.narrate_last(ran);
        }
        ran
    }

    /// Events of a strategy other than the backtracking pair, one by one: narration (a few at
    /// a time), the solutions found, and the pause after `Enter`. Their steps cost far more
    /// than a bitmask step, so one loop serves every speed.
    fn run_other(&mut self, count: u64) -> u64 {
        let stop_at_solution = self.until() == Until::Solution;
        let stop_at_wipeout = self.until() == Until::DeadEnd;
        let Engine::Other {
            search,
            events,
            checkpoints,
            ..
        } = &mut self.engine
        else {
            return 0;
        };
        let narrate_each = count <= 8;
        let mut at = Position {
            search,
            events,
            catalog: &mut self.catalog,
        };
        let mut ran = 0;
        let mut found = false;
        while ran < count {
            let Some(event) = at.step() else { break };
            checkpoints.ran_to(&at);
            ran += 1;
            if narrate_each {
                self.narration
                    .push(Told::Event(describe_other(event, at.search)));
            }
            let solution = matches!(event, Event::Solution { .. });
            if (solution && stop_at_solution) || (event.own_backs_up() && stop_at_wipeout) {
                found = true;
                break;
            }
        }
        if found {
            self.pause();
        }
        if !narrate_each && ran > 0 {
            self.narrate_last(ran);
        }
        ran
    }

    /// The hot loop of top speed (bitmask strategy, large batches): the step, and only the
    /// bookkeeping that cannot be skipped. The scan's cost of rows is not counted here.
    ///
    /// The events run in stretches that end before the next kept position and within one bin
    /// of the strip, so that the strip takes each stretch's dead ends and solutions from the
    /// solver's totals; the few events up to the placement kept go through the careful books.
    fn run_fast(&mut self, count: u64) -> u64 {
        if self.scan_closed.take().is_some() {
            self.scan_gap = ScanGap::TopSpeed;
        }
        // Stepped as a local value, which the compiler can keep in registers, then put back.
        let mut solver = self.solver.clone();
        let stop_at_solution = self.until() == Until::Solution;
        let mut tally = Tally::default();
        let mut ran = 0;
        let mut found = false;
        while ran < count {
            let at = solver.counters().events();
            let landmark = self.timeline.next_landmark();
            if at + 1 >= landmark {
                // The next placement is kept: the careful books keep it, event by event, with
                // the heat map up to date.
                self.heat.absorb(&mut tally);
                let Some(event) = solver.step() else { break };
                ran += 1;
                let mut books = Books {
                    placed_at: &mut self.placed_at,
                    catalog: &mut self.catalog,
                    timeline: &mut self.timeline,
                    heat: &mut self.heat,
                };
                found = keep_books(event, at + 1, &solver, &mut books, None);
                if found && stop_at_solution {
                    break;
                }
                continue;
            }
            let end = self.timeline.stretch_end(at).min(landmark - 1);
            let before = solver.counters();
            let mut hot = HotBooks {
                tally: &mut tally,
                placed_at: &mut self.placed_at,
                catalog: &mut self.catalog,
                heat: &mut self.heat,
                stop_at_solution,
                found_at: 0,
            };
            let stretch = solver.run_observed((count - ran).min(end - at), &mut hot);
            let found_at = hot.found_at;
            ran += stretch;
            let after = solver.counters();
            self.timeline.record_stretch(
                at,
                at + stretch,
                after.dead_ends - before.dead_ends,
                after.solutions - before.solutions,
            );
            found = found_at > 0 && found_at == at + stretch;
            if stretch == 0 || (found && stop_at_solution) {
                break;
            }
        }
        self.heat.absorb(&mut tally);
        self.solver = solver;
        if found && stop_at_solution {
            self.pause();
        }
        if ran > 0 {
            self.narrate_last(ran);
        }
        ran
    }

    /// Tells only the last of `ran` events, saying how many went by untold: at speed the log
    /// is a series of samples, and must not read as consecutive events.
    fn narrate_last(&mut self, ran: u64) {
        if ran > 1 {
            self.narration.push(Told::Skipped(ran - 1));
        }
        if let Some(story) = self.last_story() {
            self.narration.push(Told::Event(story));
        }
    }

    /// What the most recent event did, by the strategy searching, if any event has run.
    fn last_story(&self) -> Option<Story> {
        match self.other() {
            Some(other) => other.last_event().map(|event| describe_other(event, other)),
            None => self
                .last_event()
                .map(|event| describe(event, &self.solver, self.scan().map(Scan::probe))),
        }
    }

    /// Undoes up to `count` events (a held step-back key); stops at the start of the search.
    fn run_backward(&mut self, count: u64) -> u64 {
        if self.other().is_some() {
            let ran = self.back_other(count);
            if ran < count {
                self.pause();
            }
            self.rate.record(ran, Duration::ZERO, self.rate_window());
            return ran;
        }
        let mut ran = 0;
        while ran < count && self.step_back() {
            ran += 1;
        }
        if ran < count {
            self.pause();
        }
        self.rate.record(ran, Duration::ZERO, self.rate_window());
        ran
    }

    /// Takes a strategy that only steps forward back by up to `count` events, replayed from
    /// the nearest position kept; tells the last events undone as stepping back over them
    /// one at a time tells them. Returns how many it undid.
    fn back_other(&mut self, count: u64) -> u64 {
        let n = self.n;
        let Engine::Other {
            search,
            events,
            checkpoints,
            ..
        } = &mut self.engine
        else {
            return 0;
        };
        let from = *events;
        let target = from.saturating_sub(count);
        if target == from {
            return 0;
        }
        let mut at = Position {
            search,
            events,
            catalog: &mut self.catalog,
        };
        checkpoints.go_back_to(&mut at, target);
        // The events undone come next from here; the one undone last (the earliest) is told
        // last. The narration keeps only its last few lines.
        let mut ahead = at.search.clone();
        let told =
            usize::try_from(from - target).map_or(narration::KEEP, |k| k.min(narration::KEEP));
        let undone: Vec<Event> = std::iter::from_fn(|| ahead.step()).take(told).collect();
        for event in undone.into_iter().rev() {
            self.narration.push(Told::BackOver { event, n });
        }
        from - target
    }

    /// Undoes one event, taking a solution back out of the catalog; false at the start.
    fn step_back(&mut self) -> bool {
        if self.other().is_some() {
            return self.back_other(1) == 1;
        }
        if let (Some(event), Some(closed)) = (self.last_event(), &mut self.scan_closed) {
            *closed -= closed_visit_cost(event, &self.solver);
        }
        if let Some(event) = self.last_event() {
            self.heat.unrecord(event, self.solver.queens());
        }
        match self.last_event() {
            Some(Event::Solution { .. }) => self.catalog.unrecord(self.solver.queens()),
            Some(Event::Place { row, .. }) => self.placed_at[usize::from(row)] = UNKNOWN,
            _ => {}
        }
        let undone = match &mut self.engine {
            Engine::Backtracking { scan: Some(scan) } => scan.step_back(&mut self.solver),
            _ => self.solver.step_back(),
        };
        let Some(undone) = undone else {
            return false;
        };
        self.narration.push(Told::BackOver {
            event: undone,
            n: self.solver.n(),
        });
        true
    }

    /// The position's event number by the strategy searching: the events it takes from the
    /// start to get here.
    pub fn event_number(&self) -> u64 {
        if let Engine::Other { events, .. } = &self.engine {
            return *events;
        }
        match self.scan() {
            Some(scan) => events_to(&self.solver, Some(scan)),
            None => self.solver.counters().events(),
        }
    }

    /// Jumps to event `target` (the strategy's numbering): back by restoring the nearest
    /// kept position before it and replaying; forward by replaying, or for a long way by
    /// running there at top speed. Says where it went, or why it cannot.
    pub fn jump_to_event(&mut self, target: u64) -> Result<Note, Note> {
        if let Some((total, true)) = self.total_events()
            && target > total
        {
            return Err(Note::PastTheRun { total, target });
        }
        // The run may end before `target` where its length is not known yet: found only by
        // going there, and then the jump is refused and leaves the search as it was.
        let before = self.clone();
        let jumped = self.jump_unchecked(target);
        match &jumped {
            Err(_) => *self = before,
            Ok(Note::RunningTo(_)) => self.seek_from = Some(Box::new(before)),
            Ok(_) => {}
        }
        jumped
    }

    /// [`Search::jump_to_event`], leaving the search where the run ended if it ends first.
    fn jump_unchecked(&mut self, target: u64) -> Result<Note, Note> {
        if self.other().is_some() {
            return self.run_other_to(target);
        }
        let by_scan = self.scan().is_some();
        let number = |l: &Landmark| -> u64 {
            if by_scan {
                events_to(&l.solver, None)
            } else {
                l.solver.counters().events()
            }
        };
        self.go_to(target, number, |search| search.event_number())
    }

    /// Jumps to the position after event `target` of the bitmask numbering (a point of the
    /// timeline), whichever strategy searches.
    pub fn jump_to_move(&mut self, target: u64) -> Result<Note, Note> {
        if self.other().is_some() {
            return Err(Note::BarFixed(self.strategy()));
        }
        let number = |l: &Landmark| l.solver.counters().events();
        self.go_to(target, number, |search| search.solver.counters().events())
    }

    /// The way to `target`, measured by `number` on kept positions and `now` on the search.
    fn go_to(
        &mut self,
        target: u64,
        number: impl Fn(&Landmark) -> u64,
        now: impl Fn(&Search) -> u64,
    ) -> Result<Note, Note> {
        let (was_done, from) = (self.is_done(), self.event_number());
        let told = self.narration.clone();
        self.pause();
        let landmark = self.timeline.landmark_before(|l| number(l) <= target);
        let mut restored = false;
        if target < now(self) {
            let landmark = landmark.clone();
            self.restore(&landmark, None);
            restored = true;
        } else if number(landmark) > now(self)
            && let Some(all) = self.timeline.all_solutions()
        {
            // Ahead of the run, but surveyed: the solutions up to there come from the survey.
            let (landmark, all) = (landmark.clone(), std::sync::Arc::clone(all));
            self.restore(&landmark, Some(&all));
            restored = true;
        }
        let start = now(self);
        // From a kept position the rest is short (at most the spacing of kept positions):
        // replayed at once. A long way past what is known runs there at top speed instead.
        if !restored && target - start > REPLAY_AT_ONCE && start == self.event_number() {
            self.motion = Motion::Running(Until::Event(target));
            return Ok(Note::RunningTo(target));
        }
        while now(self) < target && !self.solver.is_done() {
            let left = target - now(self);
            if self.run_careful(left.min(REPLAY_AT_ONCE)) == 0 {
                break;
            }
        }
        // The last event of the run: the search is over, as after running there.
        if self.upcoming_is_end() {
            self.run_careful(1);
        }
        self.settle(was_done);
        self.narrate_jump(from, told, was_done);
        arrival(now(self), target)
    }

    /// Nothing comes after this point: the next step ends the search.
    fn upcoming_is_end(&self) -> bool {
        !self.solver.is_done() && self.solver.upcoming().is_none()
    }

    /// Puts the search where `landmark` kept it, with the books as they were there: the
    /// catalog cut back to it, or taken from `all` the run's solutions if it lies ahead.
    fn restore(&mut self, landmark: &Landmark, all: Option<&Catalog>) {
        self.solver = landmark.solver.clone();
        if let Engine::Backtracking { scan: Some(scan) } = &mut self.engine {
            // The same strategy, rejoining the search where the landmark stands.
            *scan = Scan::joining_with(&self.solver, scan.probe());
        }
        if let Some(all) = all {
            self.catalog = all.clone();
        }
        self.catalog.truncate(landmark.found.0, landmark.found.1);
        self.heat.clone_from(&landmark.heat);
        if self.scan_closed.is_some() && landmark.scan_closed.is_none() {
            self.scan_gap = ScanGap::Jump;
        }
        self.scan_closed = self.scan_closed.and(landmark.scan_closed);
        // Which placement each queen came at is not kept: the stack says so.
        self.placed_at = [UNKNOWN; MAX_N];
    }

    /// `:event K` for a strategy that only runs forward: runs there (at top speed over several
    /// frames for a long way), or says why not.
    fn run_other_to(&mut self, target: u64) -> Result<Note, Note> {
        let now = self.event_number();
        self.pause();
        if target < now {
            return Ok(self.back_other_to(target));
        }
        if target - now > REPLAY_AT_ONCE {
            self.motion = Motion::Running(Until::Event(target));
            return Ok(Note::RunningTo(target));
        }
        let was_done = self.is_done();
        self.run_other(target - now);
        self.settle(was_done);
        arrival(self.event_number(), target)
    }

    /// `:event K` back, for a strategy that only steps forward: replayed from the nearest
    /// position kept before it (run there at top speed over frames if that is far).
    fn back_other_to(&mut self, target: u64) -> Note {
        let (was_done, from) = (self.is_done(), self.event_number());
        let told = self.narration.clone();
        let Engine::Other {
            search,
            events,
            checkpoints,
            ..
        } = &mut self.engine
        else {
            return Note::AtEvent(from);
        };
        let mut at = Position {
            search,
            events,
            catalog: &mut self.catalog,
        };
        if target - checkpoints.take_up_before(&mut at, target) > REPLAY_AT_ONCE {
            self.motion = Motion::Running(Until::Event(target));
            return Note::RunningTo(target);
        }
        checkpoints.go_back_to(&mut at, target);
        self.narrate_jump(from, told, was_done);
        Note::AtEvent(target)
    }

    /// The run's length in the strategy's own events, and whether it is exact (`None`: not
    /// known yet, or, for `min-conflicts`, not fixed: see [`Search::has_fixed_length`]).
    pub fn total_events(&self) -> Option<(u64, bool)> {
        match self.other() {
            Some(other) => match other.total_events() {
                Some(total) => Some((total, true)),
                // A search that always runs the same way has its length known once it has run.
                None if other.is_done() && !other.strategy().seeded() => {
                    Some((self.event_number(), true))
                }
                None => None,
            },
            None => self.timeline.total(self.strategy()),
        }
    }

    /// An upper bound of the run's length while it may still be counted, for the screen to
    /// keep room for it (see [`Timeline::expected_total`]).
    pub fn expected_total(&self) -> Option<u64> {
        match self.other() {
            Some(_) => None,
            None => self.timeline.expected_total(self.strategy()),
        }
    }

    /// False for a strategy whose run has no length known in advance (`min-conflicts` and
    /// `las-vegas`: their random choices decide).
    pub fn has_fixed_length(&self) -> bool {
        self.other().is_none_or(|other| !other.strategy().seeded())
    }

    /// True if the search ended before it could tell all: `breadth-first` or `best-first`
    /// stopped by its memory bound, `las-vegas` giving up after its tries. Its lack of
    /// solutions then proves nothing.
    pub fn ended_short(&self) -> bool {
        self.other().is_some_and(|other| other.ended_short())
    }

    /// The search of a strategy other than the backtracking pair, when one is searching.
    pub fn other(&self) -> Option<&AnySearch> {
        match &self.engine {
            Engine::Other { search, .. } => Some(search),
            Engine::Backtracking { .. } => None,
        }
    }

    /// For a strategy with no history of its own: how many positions its way back keeps, and
    /// the bytes they hold.
    pub fn kept_for_the_way_back(&self) -> Option<(usize, usize)> {
        match &self.engine {
            Engine::Other { checkpoints, .. } => Some(checkpoints.held()),
            Engine::Backtracking { .. } => None,
        }
    }

    /// The scan's state, when the scan searches.
    fn scan(&self) -> Option<&Scan> {
        match &self.engine {
            Engine::Backtracking { scan } => scan.as_ref(),
            Engine::Other { .. } => None,
        }
    }

    /// The column of the queen on `row` in the position shown, whichever strategy searches.
    pub fn queen(&self, row: usize) -> Option<usize> {
        match self.other() {
            Some(other) => other.queen(row),
            None => self.solver.queens().get(row).map(|&c| usize::from(c)),
        }
    }

    /// A copy of the strategy's own stepping search where this one stands, to step ahead
    /// without moving it (predict mode asks it what comes next).
    pub fn ahead(&self) -> crate::solver::ahead::Ahead {
        use crate::solver::ahead::Ahead;
        match &self.engine {
            Engine::Backtracking { scan } => Ahead::Backtracking {
                solver: self.solver.clone(),
                scan: scan.clone(),
            },
            Engine::Other { search, .. } => Ahead::Other(search.clone()),
        }
    }

    /// With a strategy other than the backtracking pair: the bitmask search's whole tree of
    /// the same board, and whether it is exact rather than estimated.
    pub fn bitmask_tree(&self) -> Option<(crate::count::tree::Tree, bool)> {
        match &self.engine {
            Engine::Other { bitmask_tree, .. } => *bitmask_tree,
            Engine::Backtracking { .. } => None,
        }
    }

    /// The running totals of the strategy searching (places, lifts, dead ends, solutions).
    pub fn counters(&self) -> crate::solver::Counters {
        match self.other() {
            Some(other) => other.counters(),
            None => self.solver.counters(),
        }
    }

    /// True once the strategy searching has finished its run.
    pub fn is_done(&self) -> bool {
        match self.other() {
            Some(other) => other.is_done(),
            None => self.solver.is_done(),
        }
    }

    /// The seed of `min-conflicts`' random choices.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Back to the last solution before this point (the one before, when standing on one).
    pub fn back_to_solution(&mut self) -> Result<Note, Note> {
        let found = self.catalog.total();
        let on_one = matches!(self.last_event(), Some(Event::Solution { .. }));
        let target = found - u64::from(on_one && found > 0);
        if target == 0 {
            return Err(Note::NoSolutionBefore);
        }
        self.go_to_solution(target);
        Ok(Note::BackToSolution(target))
    }

    /// True if solution `k` (from 1) is one a jump can reach: found already, or ahead in a
    /// run whose solutions the survey knows.
    pub fn can_reach_solution(&self, k: u64) -> bool {
        if k == 0 {
            return false;
        }
        // A strategy that only steps forward reaches the solutions it has found, going back.
        if self.other().is_some() {
            return k <= self.catalog.total();
        }
        k <= self.catalog.total()
            || self
                .timeline
                .all_solutions()
                .is_some_and(|all| k <= all.total())
    }

    /// Goes to the event that found solution `k` (see [`Search::can_reach_solution`]): from the
    /// kept position nearest before it, replaying to it, paused there.
    pub fn go_to_solution(&mut self, k: u64) {
        debug_assert!(self.can_reach_solution(k));
        let (was_done, from) = (self.is_done(), self.event_number());
        let told = self.narration.clone();
        self.pause();
        if let Engine::Other {
            search,
            events,
            checkpoints,
            ..
        } = &mut self.engine
        {
            let mut at = Position {
                search,
                events,
                catalog: &mut self.catalog,
            };
            checkpoints.go_back_to_solution(&mut at, k);
            self.narrate_jump(from, told, was_done);
            return;
        }
        let landmark = self.timeline.landmark_before(|l| l.found.0 < k).clone();
        let ahead = landmark.solver.counters().events() > self.solver.counters().events();
        let all = self.timeline.all_solutions().filter(|_| ahead).cloned();
        self.restore(&landmark, all.as_deref());
        while self.catalog.total() < k {
            self.motion = Motion::Running(Until::Solution);
            if self.run_careful(u64::MAX) == 0 {
                break;
            }
        }
        self.pause();
        self.settle(was_done);
        self.narrate_jump(from, told, was_done);
    }

    /// After a jump from event `from` (the narration `told` as it was before it): the lines
    /// of the replay give way to one that says how far it went, forward (the events passed
    /// over) or back (from where), then what the event arrived at did.
    fn narrate_jump(&mut self, from: u64, told: Narration, was_done: bool) {
        let to = self.event_number();
        self.narration = told;
        match to.cmp(&from) {
            std::cmp::Ordering::Equal => return,
            // As a run of that many events tells it: the ones passed over, then the last.
            std::cmp::Ordering::Greater => self.narrate_last(to - from),
            std::cmp::Ordering::Less => {
                self.narration.push(Told::JumpedBack { from, to });
                if let Some(story) = self.last_story() {
                    self.narration.push(Told::Event(story));
                }
            }
        }
        // The end reached by the jump is said last, as after running there.
        if self.is_done() && !was_done {
            self.narration.push(Told::Done(self.counters().solutions));
        }
    }

    /// Runs on to the next dead end, then pauses.
    pub fn run_to_dead_end(&mut self) -> Result<(), Note> {
        // Forward checking's dead ends are its wipe-outs, dancing links' its empty columns:
        // `d` runs to the next.
        if let Some(other) = self.other()
            && !other.strategy().about().sees_dead_ends_ahead
            && !other.strategy().about().own_dead_ends
        {
            return Err(Note::NoDeadEnds(other.strategy()));
        }
        if self.status() == Status::Done {
            return Err(Note::SearchDone);
        }
        self.motion = Motion::Running(Until::DeadEnd);
        Ok(())
    }

    /// Running to the next dead end.
    pub fn pausing_at_dead_end(&self) -> bool {
        self.until() == Until::DeadEnd
    }

    /// Running to this event at top speed (the strategy's numbering).
    pub fn seeking(&self) -> Option<u64> {
        match self.until() {
            Until::Event(target) => Some(target),
            _ => None,
        }
    }

    /// Where the run forward stops by itself (`Never` while not running forward).
    fn until(&self) -> Until {
        match self.motion {
            Motion::Running(until) => until,
            _ => Until::Never,
        }
    }

    /// Paused, running or rewinding.
    pub fn motion(&self) -> Motion {
        self.motion
    }

    /// Why the scan's count is `None` in [`Search::checks`].
    pub fn scan_gap(&self) -> ScanGap {
        self.scan_gap
    }

    /// Where the work has gone so far.
    pub fn heat(&self) -> &Heat {
        &self.heat
    }

    /// The run's length, kept positions and strip.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The background work to start for the timeline, if some is wanted now.
    pub fn wants_count(&mut self, serials: &mut Serials) -> Option<Wanted> {
        // The other strategies' runs are not the bitmask's tree: nothing to survey for them.
        if self.other().is_some() {
            return None;
        }
        self.timeline.wants_count(serials)
    }

    /// As [`Search::wants_count`], the run's length alone, never a survey (for a race's
    /// sides).
    pub fn wants_length(&mut self, serials: &mut Serials) -> Option<Wanted> {
        if self.other().is_some() {
            return None;
        }
        self.timeline.wants_length(serials)
    }

    /// The survey of the `n` board's whole run by `job` has finished (see
    /// [`Timeline::surveyed`]).
    pub fn surveyed(&mut self, n: usize, job: JobId, survey: Option<Survey>) {
        self.timeline.surveyed(n, job, survey);
        self.close_the_scan_count();
    }

    /// The background jobs whose answers the search awaits.
    pub fn awaits(&self) -> impl Iterator<Item = JobId> + use<> {
        self.timeline
            .awaits()
            .into_iter()
            .chain(self.to_first.awaits())
    }

    /// The count of the bitmask's nodes to its first solution to start, if `las-vegas`
    /// searches and nobody counts them yet.
    pub fn wants_first(&mut self, serials: &mut Serials) -> Option<FirstJob> {
        let against_first = self
            .other()
            .is_some_and(|other| other.strategy().about().against_first);
        if !against_first || self.n > MAX_N {
            return None;
        }
        self.to_first.wants(self.n, serials)
    }

    /// `job` counted `nodes` to the bitmask's first solution of the `n` board (ignored if it
    /// is not the count this search awaits).
    pub fn first_counted(&mut self, n: usize, job: JobId, nodes: Option<u64>) {
        if n == self.n {
            self.to_first.counted(job, nodes);
        }
    }

    /// `las-vegas`'s yardstick: the bitmask's nodes to its first solution, as far as known.
    pub fn to_first(&self) -> ToFirst {
        self.to_first
    }

    /// The count of the tree of the `n` board came back.
    pub fn tree_counted(&mut self, n: usize, tree: crate::count::tree::Tree) {
        self.timeline.counted(n, tree);
    }

    /// The search is set aside (a restart): a count for it under way stops.
    pub fn set_aside(&mut self) {
        self.timeline.cancel();
        self.to_first.forget();
    }

    /// The search comes back from being set aside: a count it was waiting for is asked for
    /// again (its answer went elsewhere, or nowhere).
    pub fn revive(&mut self) {
        self.timeline.forget_count();
        self.to_first.forget();
    }

    /// Switches among the backtracking strategies (`bitmask`, `scan`, `arrays`, `matrix`)
    /// where the search stands (only for those: the others have positions of their own, see
    /// [`Search::switched`]). Between two square-by-square strategies the test under way
    /// stays under way: they try the same squares in the same order.
    pub fn set_backtracking(&mut self, strategy: Strategy) {
        debug_assert!(self.other().is_none() && strategy.backtracks());
        if let Engine::Backtracking { scan } = &mut self.engine {
            *scan = match (scan.take(), Probe::of(strategy)) {
                (Some(mut kept), Some(probe)) => {
                    kept.set_probe(probe);
                    Some(kept)
                }
                (None, Some(probe)) => Some(Scan::joining_with(&self.solver, probe)),
                (_, None) => None,
            };
        }
        // What was told was the last strategy's: its events, in its numbering. The position
        // is told afresh, by the one searching now.
        self.narration = Narration::default();
        if let Some(story) = self.last_story() {
            self.narration.push(Told::Event(story));
        }
    }

    /// The strategy searching.
    pub fn strategy(&self) -> Strategy {
        if let Some(other) = self.other() {
            other.strategy()
        } else if let Some(scan) = self.scan() {
            scan.probe().strategy()
        } else {
            Strategy::Bitmask
        }
    }

    /// Checks needed so far by each strategy for the same progress: the bitmask's mask
    /// operations (one per row entered, one per placement), and each square-by-square
    /// strategy's own (see [`Costs`]; `None` once top speed skipped counting them).
    pub fn checks(&self) -> (u64, Option<Costs>) {
        let c = self.solver.counters();
        // Each placement takes a bit; each row entered (row 0, and after every placement
        // that did not fill the board) computes its free mask once.
        let bitmask = 2 * c.placements + 1 - c.solutions;
        let scan = self
            .scan_closed
            .map(|closed| closed + open_cost(&self.solver, self.scan()));
        (bitmask, scan)
    }

    /// The work of the strategy searching, counted as `trace --summary` counts it (see
    /// [`crate::solver::Work`]); `None` for the scan once its count was lost (a jump, or top
    /// speed under the bitmask: see [`Search::scan_gap`]).
    pub fn work(&self) -> Option<crate::solver::Work> {
        if let Some(other) = self.other() {
            return Some(other.work());
        }
        let bitmask = self.solver.work();
        match self.scan() {
            None => Some(bitmask),
            Some(scan) => self.checks().1.map(|checks| crate::solver::Work {
                checks: checks.of(scan.probe()),
                ..bitmask
            }),
        }
    }

    /// The search being animated.
    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// True if the solutions found go into the catalog (and so the solutions panel): boards
    /// up to [`MAX_N`]. A larger board's solution is shown on the board itself.
    pub fn lists_solutions(&self) -> bool {
        self.n <= MAX_N
    }

    /// Running, paused or done: done once the strategy has finished its run, whatever the
    /// motion was; else as the motion says.
    pub fn status(&self) -> Status {
        if self.is_done() {
            return Status::Done;
        }
        match self.motion {
            Motion::Paused => Status::Paused,
            Motion::Running(_) | Motion::Rewinding(_) => Status::Running,
        }
    }

    /// True while `Enter` is running to the next solution.
    pub fn pausing_at_solution(&self) -> bool {
        self.until() == Until::Solution
    }

    /// The chosen speed.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// The solutions found so far.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// What the last events did, in words.
    pub fn narration(&self) -> &Narration {
        &self.narration
    }

    /// The most recent event, if any (derived from the search's position).
    pub fn last_event(&self) -> Option<Event> {
        if let Some(other) = self.other() {
            return other.last_event();
        }
        match self.scan() {
            Some(scan) => scan.last_event(&self.solver),
            None => self.solver.last_event(),
        }
    }

    /// Nodes explored under the queen on `row` so far (placements below it), if known.
    pub fn explored_under(&self, row: usize) -> Option<u64> {
        let at = *self.placed_at.get(row)?;
        (row < self.solver.depth() && at != UNKNOWN).then(|| self.solver.counters().placements - at)
    }

    /// True while a held step-back key runs the search backward.
    pub fn rewinding(&self) -> bool {
        matches!(self.motion, Motion::Rewinding(_))
    }

    /// Running time of this search.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// How the square-by-square strategy searching tests a square (`None`: another searches).
    pub fn probe(&self) -> Option<Probe> {
        self.scan().map(Scan::probe)
    }

    /// With the scan strategy, how many columns of the current row it has tested so far.
    pub fn scan_tested(&self) -> Option<u8> {
        self.scan()
            .map(|scan| crate::solver::scan::tested(scan, &self.solver).0)
    }

    /// What the events-per-second figure says now: measured while running, the set speed
    /// while paused, the average over the run once done.
    pub fn pace(&self) -> Pace {
        match self.status() {
            Status::Running => self.rate.per_sec().map_or(Pace::Measuring, Pace::Measured),
            Status::Paused => Pace::Set(self.speed),
            Status::Done => Pace::Average({
                let secs = self.elapsed.as_secs_f64();
                #[expect(
                    clippy::cast_precision_loss,
                    reason = "a rate to show: 52 bits of precision are plenty"
                )]
                let events = self.event_number() as f64;
                (secs > 0.0).then(|| events / secs)
            }),
        }
    }
}

/// Where a jump to event `target` ended, at `at`: there, or short of it at the run's end.
fn arrival(at: u64, target: u64) -> Result<Note, Note> {
    if at < target {
        Err(Note::RunEndsAt { at, target })
    } else {
        Ok(Note::AtEvent(at))
    }
}

/// What every forward event is booked in, borrowed for a batch of events.
struct Books<'a> {
    placed_at: &'a mut [u64; MAX_N],
    catalog: &'a mut Catalog,
    timeline: &'a mut Timeline,
    heat: &'a mut Heat,
}

/// The books of the hot loop, kept as the solver runs ([`Solver::run_observed`]) over a
/// stretch of events: what [`keep_books`] keeps event by event, but with no `Event` made and
/// matched for each step. The strip's counts and the kept positions are not here: the
/// stretch is cut where they fall, and they are counted from the solver's totals after it.
struct HotBooks<'a> {
    /// Placements and dead ends of the stretch, added to the heat map after it.
    tally: &'a mut Tally,
    placed_at: &'a mut [u64; MAX_N],
    catalog: &'a mut Catalog,
    /// For the solutions' squares (rare enough to count at once).
    heat: &'a mut Heat,
    /// Stop right after a solution (`Until::Solution`).
    stop_at_solution: bool,
    /// The number of the last solution event run (0 for none): the last event run was a
    /// solution if it is the run's last. A number, not a flag, spares every other event a store.
    found_at: u64,
}

impl Observer for HotBooks<'_> {
    #[inline(always)]
    fn placed(&mut self, row: usize, col: u8, placements: u64, _at: u64) -> bool {
        self.tally.place(row, col);
        self.placed_at[row % MAX_N] = placements;
        false
    }

    #[inline(always)]
    fn dead_end(&mut self, row: usize, _at: u64) {
        self.tally.dead_end(row);
    }

    #[inline(always)]
    fn solution(&mut self, queens: &[u8], at: u64) -> bool {
        self.heat.record(Event::Solution { index: 0 }, queens);
        self.catalog.record(queens);
        self.found_at = at;
        self.stop_at_solution
    }
}

/// The bookkeeping every forward event needs, in the careful loop and the hot loop alike: when
/// each queen was placed (for the stack's node counts), and the solutions found. True if
/// `event` is a solution.
#[inline(always)]
fn keep_books(
    event: Event,
    at: u64,
    solver: &Solver,
    books: &mut Books<'_>,
    scan_closed: Option<Costs>,
) -> bool {
    let Books {
        placed_at,
        catalog,
        timeline,
        heat,
    } = books;
    match event {
        Event::Place { row, .. } => {
            // In each arm, not before the match: the hot loop then matches the event once.
            heat.record(event, solver.queens());
            placed_at[usize::from(row) % MAX_N] = solver.placements();
            if timeline.keeps(at) {
                timeline.keep(
                    at,
                    Landmark {
                        solver: solver.clone(),
                        found: (catalog.total(), catalog.unique()),
                        scan_closed,
                        heat: heat.clone(),
                    },
                );
            }
            false
        }
        Event::Solution { .. } => {
            heat.record(event, solver.queens());
            catalog.record(solver.queens());
            timeline.record(at, true);
            true
        }
        Event::DeadEnd { .. } => {
            heat.record(event, solver.queens());
            timeline.record(at, false);
            false
        }
        _ => false,
    }
}

/// Walks the whole run of the `n` board ahead of the animation, keeping what a jump needs:
/// positions all along it, the strip, every solution. `None` if `cancel` was raised (it is
/// looked at every million events or so).
pub fn survey(n: usize, cancel: &AtomicBool) -> Option<Survey> {
    let mut solver = Solver::new(n);
    let mut timeline = Timeline::new(n);
    let mut catalog = Catalog::new(n);
    let mut placed_at = [UNKNOWN; MAX_N];
    let mut heat = Heat::new(n);
    // The scan's count at the kept positions, so that it survives a jump; it costs a row's
    // tests at every lift, affordable up to n = 14 (a second or two more).
    let mut scan_closed = (n <= SCAN_COUNTED_UP_TO).then_some(Costs::default());
    let mut ran: u64 = 0;
    while let Some(event) = solver.step() {
        ran += 1;
        let mut books = Books {
            placed_at: &mut placed_at,
            catalog: &mut catalog,
            timeline: &mut timeline,
            heat: &mut heat,
        };
        keep_books(event, ran, &solver, &mut books, scan_closed);
        if let Some(closed) = &mut scan_closed {
            *closed += closed_visit_cost(event, &solver);
        }
        if ran.trailing_zeros() >= 20 && cancel.load(Ordering::Relaxed) {
            return None;
        }
    }
    let c = solver.counters();
    timeline.complete(
        crate::count::tree::Tree {
            placements: c.placements,
            dead_ends: c.dead_ends,
            solutions: c.solutions,
        },
        ran,
    );
    Some(Survey {
        timeline,
        catalog,
        scan_closed,
    })
}

/// Boards up to this size have the bitmask's tree counted exactly when another strategy
/// starts, for its comparison line (n = 12 takes a few milliseconds; beyond, an estimate).
pub const COMPARE_EXACTLY: usize = 12;

/// The bitmask search's whole tree of the `n` board, and whether it is exact.
fn bitmask_tree(n: usize) -> (crate::count::tree::Tree, bool) {
    use crate::count::tree;
    if n <= COMPARE_EXACTLY
        && let Ok(tree) = tree::count(n, &AtomicBool::new(false))
    {
        return (tree, true);
    }
    (tree::estimate(n), false)
}

/// Largest n whose finished run has its scan count recounted when it was lost (n = 10's run
/// is about 10⁵ events: well under a millisecond).
const SCAN_RECOUNTED_UP_TO: usize = 10;

/// The square-by-square strategies' checks over the whole run of the `n` board: every row
/// visit closed, as the careful loop counts them.
fn scan_closed_of_run(n: usize) -> Costs {
    let mut solver = Solver::new(n);
    let mut closed = Costs::default();
    while let Some(event) = solver.step() {
        closed += closed_visit_cost(event, &solver);
    }
    closed
}

/// Largest n whose survey keeps the scan's count along the run.
const SCAN_COUNTED_UP_TO: usize = 14;

/// A whole, non-negative number of events held in an `f64` (the debt is capped at a tenth of
/// the speed, at most 10⁸), as a count.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "the value is whole, non-negative and far below 2⁵³"
)]
fn whole_events(due: f64) -> u64 {
    debug_assert!(due >= 0.0 && due.fract() == 0.0);
    due as u64
}
