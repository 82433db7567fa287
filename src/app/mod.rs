//! Application state and the one way it changes: [`App::update`] with an [`Action`].
//!
//! No terminal I/O here, so every behaviour is testable without a terminal. Time comes in
//! from outside ([`App::tick`]), which keeps the tests deterministic.

pub mod rate;
pub mod speed;

use std::time::Duration;

use crate::cli::Speed;
use crate::solver::{Event, MAX_N, Solver};
use rate::RateMeter;

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

impl Status {
    /// The word shown in the stats panel.
    pub fn label(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Paused => "paused",
            Status::Done => "done",
        }
    }
}

/// What is drawn over the main screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overlay {
    /// Nothing: keys go to the search.
    None,
    /// The key table.
    Help,
}

/// Everything the user can ask for. Keys map to these in [`crate::input`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Pause a running search, or resume a paused one.
    TogglePause,
    /// Run exactly one event (pausing first if running).
    Step,
    /// Run to the next solution, then pause.
    RunToSolution,
    /// About twice as many events per second.
    Faster,
    /// About half as many events per second.
    Slower,
    /// n + 1, restarting the search.
    Grow,
    /// n − 1, restarting the search.
    Shrink,
    /// Start the search again from the empty board.
    Restart,
    /// Show or hide the key table.
    ToggleHelp,
    /// Close whatever overlay is open.
    CloseOverlay,
    /// Leave the program.
    Quit,
}

/// The whole state of the animation.
#[derive(Debug, Clone)]
pub struct App {
    solver: Solver,
    status: Status,
    speed: Speed,
    overlay: Overlay,
    /// `Enter` was pressed: pause at the next solution.
    pause_at_solution: bool,
    /// The most recent event, for marking the board.
    last_event: Option<Event>,
    /// Running time of this search (stops while paused).
    elapsed: Duration,
    /// Events owed at the current speed but not yet run (fractions carry over).
    owed: f64,
    rate: RateMeter,
    /// A short note for the user (a limit reached, a key that does nothing now).
    message: Option<String>,
    quit: bool,
}

impl App {
    /// A new search of the `n`×`n` board.
    pub fn new(n: usize, speed: Speed, paused: bool) -> Self {
        App {
            solver: Solver::new(n),
            status: if paused {
                Status::Paused
            } else {
                Status::Running
            },
            speed,
            overlay: Overlay::None,
            pause_at_solution: false,
            last_event: None,
            elapsed: Duration::ZERO,
            owed: 0.0,
            rate: RateMeter::default(),
            message: None,
            quit: false,
        }
    }

    /// Applies one user action.
    pub fn update(&mut self, action: Action) {
        self.message = None;
        match action {
            Action::TogglePause => match self.status {
                Status::Running => self.pause(),
                Status::Paused => self.status = Status::Running,
                Status::Done => self.message = Some("the search is done: r restarts it".into()),
            },
            Action::Step => {
                self.pause();
                if self.status == Status::Done {
                    self.message = Some("the search is done: r restarts it".into());
                } else {
                    self.run_events(1);
                }
            }
            Action::RunToSolution => {
                if self.status == Status::Done {
                    self.message = Some("the search is done: r restarts it".into());
                } else {
                    self.pause_at_solution = true;
                    self.status = Status::Running;
                }
            }
            Action::Faster => self.speed = speed::faster(self.speed),
            Action::Slower => self.speed = speed::slower(self.speed),
            Action::Grow if self.n() < MAX_N => self.restart(self.n() + 1),
            Action::Grow => self.message = Some(format!("n = {MAX_N} is the largest board")),
            Action::Shrink if self.n() > 1 => self.restart(self.n() - 1),
            Action::Shrink => self.message = Some("n = 1 is the smallest board".into()),
            Action::Restart => self.restart(self.n()),
            Action::ToggleHelp => {
                self.overlay = match self.overlay {
                    Overlay::Help => Overlay::None,
                    Overlay::None => Overlay::Help,
                }
            }
            Action::CloseOverlay => self.overlay = Overlay::None,
            Action::Quit => self.quit = true,
        }
    }

    /// Stops a running search where it is.
    fn pause(&mut self) {
        if self.status == Status::Running {
            self.status = Status::Paused;
        }
        self.pause_at_solution = false;
        self.owed = 0.0;
        self.rate.reset();
    }

    /// A fresh search of size `n`; it runs unless the user had paused.
    fn restart(&mut self, n: usize) {
        let status = match self.status {
            Status::Paused => Status::Paused,
            Status::Running | Status::Done => Status::Running,
        };
        *self = App {
            overlay: self.overlay,
            ..App::new(n, self.speed, status == Status::Paused)
        };
    }

    /// Lets `dt` of wall time pass. Returns how many events are due now: at a set speed the
    /// ones that fell due (fractions carry over), at top speed as many as the caller can fit.
    pub fn tick(&mut self, dt: Duration) -> u64 {
        if self.status != Status::Running {
            return 0;
        }
        self.elapsed += dt;
        self.rate.record(0, dt);
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
        let solver = &mut self.solver;
        let mut last = None;
        let mut ran = 0;
        // The hot loop of top speed: locals only, the event kept once at the end.
        while ran < count {
            let Some(event) = solver.step() else { break };
            ran += 1;
            last = Some(event);
            if self.pause_at_solution && matches!(event, Event::Solution { .. }) {
                self.pause();
                break;
            }
        }
        if last.is_some() {
            self.last_event = last;
        }
        if self.solver.is_done() {
            self.status = Status::Done;
            self.pause_at_solution = false;
        }
        self.rate.record(ran, Duration::ZERO);
        ran
    }

    /// The search being animated.
    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.solver.n()
    }

    /// Running, paused or done.
    pub fn status(&self) -> Status {
        self.status
    }

    /// True while `Enter` is running to the next solution.
    pub fn pausing_at_solution(&self) -> bool {
        self.pause_at_solution
    }

    /// The chosen speed.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// The overlay being shown.
    pub fn overlay(&self) -> Overlay {
        self.overlay
    }

    /// The most recent event, if any.
    pub fn last_event(&self) -> Option<Event> {
        self.last_event
    }

    /// Running time of this search.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Measured events per second.
    pub fn events_per_sec(&self) -> f64 {
        self.rate.per_sec()
    }

    /// The note for the user, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// True once the user asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }
}
