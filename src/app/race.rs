//! A race: the same board searched by two strategies side by side, at the same event rate, so
//! that their work compares fairly. Each side is an ordinary [`Search`] (its counters, books
//! and pace are the ones the search view shows); the race keeps them in step: every tick, each
//! side that is still running gets the same number of events, and pausing, stepping and the
//! speed act on both.
//!
//! `min-conflicts` looks for one solution, not all: its side ends at its first solution, and
//! the words below say so rather than count it as beaten.

use std::time::Duration;

use super::note::Note;
use super::search::{Search, Status};
use super::serial::Serials;
use super::timeline::Wanted;
use crate::count::tree::Tree;
use crate::solver::Work;
use crate::vocabulary::{JobId, Speed, Strategy};

/// The two searches of a race, left and right.
#[derive(Debug, Clone)]
pub struct Race {
    sides: [Search; 2],
    /// The sides whose run ended in the events last run: the time those events took is
    /// theirs (see [`Race::add_running_time`]).
    ended: [bool; 2],
}

/// One side's figures at this moment, as `trace --summary` counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The side's strategy.
    pub strategy: Strategy,
    /// Events run (the strategy's own numbering).
    pub events: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Work done (`None`: the scan's count was lost; it never is in a race).
    pub work: Option<Work>,
    /// Running time so far.
    pub elapsed: Duration,
    /// The side's run is over.
    pub done: bool,
}

impl Standing {
    /// `value` per solution found, rounded to the nearest whole number (`None` before the
    /// first solution).
    pub fn per_solution(&self, value: u64) -> Option<u64> {
        let s = self.solutions;
        (s > 0).then(|| value / s + u64::from(value % s >= s.div_ceil(2)))
    }

    /// Checks per solution, if both are known.
    pub fn checks_per_solution(&self) -> Option<u64> {
        self.work.and_then(|w| self.per_solution(w.checks))
    }

    /// Events per solution, once there is one.
    pub fn events_per_solution(&self) -> Option<u64> {
        self.per_solution(self.events)
    }
}

/// How the race stands, for the line that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standings {
    /// Both are done: the side with fewer checks per solution, if they differ.
    Over(Option<usize>),
    /// Both are done and the board has no solution.
    OverNoSolution,
    /// Neither has found a solution yet.
    NoneYet,
    /// Level on solutions: the thriftier side, if one is.
    Level(Option<usize>),
    /// This side has found more solutions.
    Ahead(usize),
    /// One side stops at its first solution, the other looks for all, and a solution is
    /// found: their work is not the same task, so neither leads.
    Unlike,
}

/// Who leads, and how the race stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lead {
    /// The side ahead (0: left, 1: right), if one is.
    pub leader: Option<usize>,
    /// How it stands.
    pub standings: Standings,
}

impl Race {
    /// A race on the `n` board between `strategies`, at `speed`, running or paused; `seed`
    /// picks `min-conflicts`' random choices.
    pub fn new(n: usize, strategies: [Strategy; 2], speed: Speed, paused: bool, seed: u64) -> Self {
        Race {
            sides: strategies.map(|s| Search::seeded(n, s, speed, paused, seed)),
            ended: [false; 2],
        }
    }

    /// The same race from the start on the `n` board: running unless the user had paused.
    pub fn restarted(&self, n: usize) -> Self {
        let [left, _] = &self.sides;
        Race::new(
            n,
            self.strategies(),
            self.speed(),
            self.status() == Status::Paused,
            left.seed(),
        )
        .with_tuning(left.tuning())
    }

    /// This race with the strategies' knobs tuned as `tuning` says, on whichever side heeds
    /// them.
    pub fn with_tuning(self, tuning: crate::vocabulary::tuning::Tuning) -> Self {
        Race {
            sides: self.sides.map(|side| side.with_tuning(tuning)),
            ..self
        }
    }

    /// The background count of the run's length the backtracking sides want, if they want
    /// one: one count serves both (they search the same tree), its outcome goes to each side
    /// (see [`Race::tree_counted`]).
    pub fn wants_count(&mut self, serials: &mut Serials) -> Option<Wanted> {
        let [left, right] = &mut self.sides;
        let wanted = left.wants_length(serials);
        // The other side waits for the same count (its own job, never started, is cancelled
        // with it when the race is set aside: a cancel of a job never started does nothing).
        right.wants_length(serials).or(wanted)
    }

    /// The background jobs whose answers the sides await.
    pub fn awaits(&self) -> impl Iterator<Item = JobId> + '_ {
        self.sides.iter().flat_map(Search::awaits)
    }

    /// The count of the tree of the `n` board came back.
    pub fn tree_counted(&mut self, n: usize, tree: Tree) {
        for side in &mut self.sides {
            side.tree_counted(n, tree);
        }
    }

    /// The race is left for good (a new one replaces it): a count under way for it stops.
    pub fn set_aside(&mut self) {
        for side in &mut self.sides {
            side.set_aside();
        }
    }

    /// [`Race::restarted`] in place of this race, whose background count stops.
    pub fn restart(&mut self, n: usize) {
        let fresh = self.restarted(n);
        self.set_aside();
        *self = fresh;
    }

    /// The two searches, left and right.
    pub fn sides(&self) -> &[Search; 2] {
        &self.sides
    }

    /// The two strategies, left and right.
    pub fn strategies(&self) -> [Strategy; 2] {
        [self.sides[0].strategy(), self.sides[1].strategy()]
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.sides[0].n()
    }

    /// The speed both run at.
    pub fn speed(&self) -> Speed {
        self.sides[0].speed()
    }

    /// Running while either side runs, done once both are, else paused.
    pub fn status(&self) -> Status {
        let statuses = self.sides.each_ref().map(Search::status);
        if statuses.contains(&Status::Running) {
            Status::Running
        } else if statuses.iter().all(|&s| s == Status::Done) {
            Status::Done
        } else {
            Status::Paused
        }
    }

    /// Space: pauses both, or resumes every side not done.
    pub fn toggle_pause(&mut self) -> Result<(), Note> {
        match self.status() {
            Status::Done => return Err(Note::RaceOver),
            Status::Running => self.pause(),
            Status::Paused => {
                for side in &mut self.sides {
                    if side.status() == Status::Paused {
                        side.toggle_pause()?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Stops both where they are.
    pub fn pause(&mut self) {
        for side in &mut self.sides {
            side.pause();
        }
    }

    /// One event on each side not done, pausing first.
    pub fn step(&mut self) -> Result<(), Note> {
        self.pause();
        if self.status() == Status::Done {
            return Err(Note::RaceOver);
        }
        for side in &mut self.sides {
            if side.status() != Status::Done {
                side.step()?;
            }
        }
        Ok(())
    }

    /// One step up or down the speed ladder, for both.
    pub fn change_speed(&mut self, faster: bool) -> Result<(), Note> {
        let [left, right] = &mut self.sides;
        left.change_speed(faster)?;
        right.set_speed(left.speed());
        Ok(())
    }

    /// Both run at `speed` from now on.
    pub fn set_speed(&mut self, speed: Speed) {
        for side in &mut self.sides {
            side.set_speed(speed);
        }
    }

    /// Lets `dt` of wall time pass; returns how many events are due now on each running side
    /// (the same on both: they share the speed and were paused and resumed together).
    pub fn tick(&mut self, dt: Duration) -> u64 {
        self.ended = [false; 2];
        let [left, right] = &mut self.sides;
        left.tick(dt).max(right.tick(dt))
    }

    /// Runs up to `count` events on each side still running; returns the most either ran.
    pub fn run_events(&mut self, count: u64) -> u64 {
        let mut most = 0;
        for (side, ended) in self.sides.iter_mut().zip(&mut self.ended) {
            if side.status() != Status::Running {
                continue;
            }
            most = most.max(side.run_events(count));
            *ended |= side.status() == Status::Done;
        }
        most
    }

    /// Counts `dt` more running time to the sides whose run the last events ended (the next
    /// tick will not count it: they no longer run).
    pub fn add_running_time(&mut self, dt: Duration) {
        for (side, ended) in self.sides.iter_mut().zip(&mut self.ended) {
            if std::mem::take(ended) {
                side.add_running_time(dt);
            }
        }
    }

    /// How long until the next event falls due on either side.
    pub fn time_to_next_event(&self) -> Option<Duration> {
        let [left, right] = &self.sides;
        match (left.time_to_next_event(), right.time_to_next_event()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Each side's figures now.
    pub fn standings(&self) -> [Standing; 2] {
        self.sides.each_ref().map(|side| Standing {
            strategy: side.strategy(),
            events: side.event_number(),
            solutions: side.counters().solutions,
            work: side.work(),
            elapsed: side.elapsed(),
            done: side.status() == Status::Done,
        })
    }

    /// Who leads: on solutions found; level, on checks per solution (fewer is better). Once
    /// both are done, on checks per solution alone: `min-conflicts` stops at its first
    /// solution, so a count of solutions would not compare like with like. Where one side
    /// stops at its first solution and the other looks for all, neither count nor checks
    /// per solution compare the same work: once a solution is found, nobody leads.
    pub fn lead(&self) -> Lead {
        let [a, b] = self.standings();
        let unlike = a.strategy.stops_at_first() != b.strategy.stops_at_first();
        // The side with fewer checks per solution, if both have a figure and they differ.
        let thriftier = match (a.checks_per_solution(), b.checks_per_solution()) {
            (Some(x), Some(y)) if x != y => Some(usize::from(y < x)),
            _ => None,
        };
        let (leader, standings) = if a.done && b.done {
            match thriftier {
                None if a.solutions + b.solutions == 0 => (None, Standings::OverNoSolution),
                _ if unlike => (None, Standings::Unlike),
                side => (side, Standings::Over(side)),
            }
        } else {
            match a.solutions.cmp(&b.solutions) {
                std::cmp::Ordering::Equal if a.solutions == 0 => (None, Standings::NoneYet),
                _ if unlike => (None, Standings::Unlike),
                std::cmp::Ordering::Equal => (thriftier, Standings::Level(thriftier)),
                order => {
                    let i = usize::from(order == std::cmp::Ordering::Less);
                    (Some(i), Standings::Ahead(i))
                }
            }
        };
        Lead { leader, standings }
    }
}
