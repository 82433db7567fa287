//! The event loop: keys and resizes in, solver events at the chosen speed, frames out.
//!
//! The step rate and the frame rate are separate: at a set speed the events that fall due run
//! between frames; at top speed each frame's budget is spent stepping. Frames are drawn at most
//! ~60 times a second and only after a change. While not running, the loop blocks on input.
//!
//! Background work comes as effects: the loop runs each job on a thread, keeps the token
//! that stops it under the name the state gave it ([`JobId`]), and sends its outcome back as
//! an action; `Effect::Cancel` raises the token. The state never touches a token.

use std::io;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event as TermEvent};

use crate::app::{App, Effect, Status};
use crate::hitmap::HitMap;
use crate::input::Input;
use crate::jobs::{self, Threaded};
pub use crate::jobs::{count_tree, count_tree_until};
use crate::ui::appearance::Appearance;
use crate::vocabulary::Action;
use crate::{frames, ui};

/// The shortest time between two frames (~60 per second).
pub const FRAME: Duration = Duration::from_micros(16_667);

/// While running slowly, wake this often anyway so the clock on screen moves.
const CLOCK_REFRESH: Duration = Duration::from_millis(100);

/// Events run between two looks at the clock at top speed: small enough to keep the frame
/// budget, large enough that reading the clock costs nothing.
pub const BATCH: u64 = 4096;

/// Keeps time for the loop: when the search last advanced and when a frame was last drawn.
#[derive(Debug, Clone, Copy)]
pub struct Pacer {
    last_tick: Instant,
    last_draw: Instant,
}

impl Pacer {
    /// A pacer starting now.
    pub fn new(now: Instant) -> Self {
        Pacer {
            last_tick: now,
            last_draw: now,
        }
    }

    /// How long the loop may wait for input before advancing: `None` to sleep until input
    /// (nothing is running), zero at top speed (the frame's time goes to stepping).
    pub fn wait(&self, app: &App) -> Option<Duration> {
        if app.status() != Status::Running {
            return None;
        }
        Some(
            app.time_to_next_event()
                .map_or(Duration::ZERO, |until_event| {
                    let until_frame = FRAME.saturating_sub(self.last_draw.elapsed());
                    until_event.max(until_frame).min(CLOCK_REFRESH)
                }),
        )
    }

    /// Runs the events due by `now` (at top speed, until the next frame is due). Returns true
    /// if the screen changed.
    pub fn advance(&mut self, app: &mut App, now: Instant) -> bool {
        self.advance_by(app, now, Instant::now)
    }

    /// [`Pacer::advance`], reading the time the events take from `clock`. Live that is the
    /// wall clock; a recording's clock stands still within a frame, so that the same
    /// arguments make the same frames on any machine: every event due runs, and at top speed
    /// one batch ([`BATCH`] events) runs per frame.
    pub fn advance_by(&mut self, app: &mut App, now: Instant, clock: impl Fn() -> Instant) -> bool {
        let running = app.status() == Status::Running;
        if running {
            let due = app.tick(now - self.last_tick);
            // At top speed the frame's time goes to stepping; at a set speed the events due
            // run, but never for longer than a frame: a speed the machine cannot keep (10⁹
            // events/s) must not stop the screen and the keys.
            let deadline = if due == u64::MAX {
                self.last_draw + FRAME
            } else {
                now + FRAME
            };
            let forward = !app.rewinding();
            let mut left = due;
            while left > 0 && app.status() == Status::Running {
                let ran = app.run_events(left.min(BATCH));
                left -= ran;
                if ran == 0 || clock() >= deadline {
                    break;
                }
            }
            // The next tick counts the time these events took, but only if the search still
            // runs then: when it ended or paused here, count it now.
            if forward && app.status() != Status::Running {
                app.add_running_time(clock() - now);
            }
        }
        self.last_tick = now;
        // Even when no event ran, the clock on screen moved.
        running
    }

    /// Time spent waiting for the user is not running time: count from `now` again.
    pub fn resume(&mut self, now: Instant) {
        self.last_tick = now;
    }

    /// A frame was drawn at `now`.
    pub fn drew(&mut self, now: Instant) {
        self.last_draw = now;
    }
}

/// While a file write runs, look for its end this often (input may not come to wake us).
const JOB_POLL: Duration = Duration::from_millis(50);

/// How long a key waits for the work it started before the frame is drawn: a play check
/// mostly ends within a millisecond, and waiting for it spares a flash of "checking…" on
/// every move.
const SETTLE: Duration = Duration::from_millis(15);

/// The loop's side of background work: the executor that runs the jobs, and the channel on
/// which their answers come back.
struct Jobs {
    executor: Threaded<Action>,
    answers: Receiver<Action>,
}

impl Jobs {
    fn new(dir: PathBuf) -> Self {
        let (sender, answers) = mpsc::channel();
        Jobs {
            executor: Threaded::new(dir, sender),
            answers,
        }
    }

    /// Carries out `effects` for `app`; false once one of them ends the run.
    fn carry_out(&mut self, app: &mut App, effects: Vec<Effect>) -> bool {
        jobs::drive(app, &mut self.executor, effects).is_none()
    }

    /// The answers of jobs that have finished since the last call.
    fn finished(&mut self) -> Vec<Action> {
        let done: Vec<Action> = self.answers.try_iter().collect();
        done.iter().for_each(|_| self.executor.answered());
        done
    }

    /// As [`Jobs::finished`], but if nothing has finished while work is under way, waits up
    /// to `within` for the first answer.
    fn settle(&mut self, within: Duration) -> Vec<Action> {
        if self.executor.pending() == 0 {
            return Vec::new();
        }
        let mut done: Vec<Action> = self.answers.recv_timeout(within).into_iter().collect();
        done.extend(self.answers.try_iter());
        done.iter().for_each(|_| self.executor.answered());
        done
    }
}

/// Runs the animation until the user quits; `look` says how the screen is drawn, `dir` where
/// `w` writes.
pub fn run(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    look: Appearance,
    dir: PathBuf,
) -> io::Result<()> {
    run_showing(terminal, app, look, dir, |_| {})
}

/// [`run`], handing `shown` the state after each frame drawn: what the screen shows, for
/// whoever must keep it should the loop never return (a signal: see [`crate::signals`]).
pub fn run_showing(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    look: Appearance,
    dir: PathBuf,
    mut shown: impl FnMut(&App),
) -> io::Result<()> {
    let mut pacer = Pacer::new(Instant::now());
    let mut dirty = true;
    let mut jobs = Jobs::new(dir);
    let mut input = Input::default();
    let mut hits = HitMap::default();
    loop {
        if dirty {
            let (mut drawn, mut wanted) = (ui::Drawn::default(), Vec::new());
            // The state learns the frame's sizes before it is drawn; the first frame is also
            // where a new search asks for its background work.
            frames::draw(terminal, |frame| {
                (drawn, wanted) = ui::draw_prepared(frame, app, look);
            })?;
            if !jobs.carry_out(app, wanted) {
                return Ok(());
            }
            hits = drawn.hits;
            pacer.drew(Instant::now());
            dirty = false;
            shown(&*app);
        }
        let wait = match (pacer.wait(app), jobs.executor.pending()) {
            (wait, 0) => wait,
            (wait, _) => Some(wait.unwrap_or(JOB_POLL).min(JOB_POLL)),
        };
        let input_ready = match wait {
            Some(wait) => event::poll(wait)?,
            // Paused or done: sleep in `read` until the user acts.
            None => true,
        };
        dirty |= pacer.advance(app, Instant::now());
        if input_ready {
            let mut ready = Some(event::read()?);
            while let Some(event) = ready {
                // A key that does nothing is told so in the screen's language.
                let action = crate::i18n::scoped(app.lang(), || {
                    input.action(&event, app.input_context(), &hits, Instant::now())
                });
                dirty |= matches!(event, TermEvent::Resize(..)) || action.is_some();
                if let Some(action) = action {
                    let effects = app.update(action);
                    if !jobs.carry_out(app, effects) {
                        return Ok(());
                    }
                }
                ready = if event::poll(Duration::ZERO)? {
                    Some(event::read()?)
                } else {
                    None
                };
            }
            pacer.resume(Instant::now());
        }
        let outcomes = if input_ready {
            jobs.settle(SETTLE)
        } else {
            jobs.finished()
        };
        for outcome in outcomes {
            let effects = app.update(outcome);
            if !jobs.carry_out(app, effects) {
                return Ok(());
            }
            dirty = true;
        }
    }
}
