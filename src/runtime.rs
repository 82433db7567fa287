//! The event loop: keys and resizes in, solver events at the chosen speed, frames out.
//!
//! The step rate and the frame rate are separate: at a set speed the events that fall due run
//! between frames; at top speed each frame's budget is spent stepping. Frames are drawn at most
//! ~60 times a second and only after a change. While not running, the loop blocks on input.
//!
//! Background work comes as effects: the loop runs each job on a thread, keeps the token
//! that stops it under the name the state gave it ([`JobId`]), and sends its outcome back as
//! an action; `Effect::Cancel` raises the token. The state never touches a token.

use std::collections::HashMap;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event as TermEvent};

use crate::app::{App, Effect, Status};
use crate::hitmap::HitMap;
use crate::input::Input;
pub use crate::jobs::{count_tree, count_tree_until};
use crate::ui::appearance::Appearance;
use crate::vocabulary::{Action, JobId};
use crate::{export, frames, ui};

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

/// The means to stop the jobs under way, by the names the state gives them: the loop owns
/// them, the state only names them (gitui's async jobs: one job of a kind at a time where
/// the kind says so, a newer one replacing it).
#[derive(Debug, Default)]
struct Tokens(HashMap<JobId, Arc<AtomicBool>>);

impl Tokens {
    /// The token for a new job `job` (shared with others of the same name: a tree's counts
    /// come in several jobs, cancelled together); a play check stops the one under way.
    fn start(&mut self, job: JobId) -> Arc<AtomicBool> {
        if job == JobId::Play {
            self.cancel(job);
        }
        // Tokens of jobs that have ended are held here alone: forget them.
        self.0.retain(|_, token| Arc::strong_count(token) > 1);
        Arc::clone(self.0.entry(job).or_default())
    }

    /// Stops the jobs named `job`, if any run.
    fn cancel(&mut self, job: JobId) {
        if let Some(token) = self.0.remove(&job) {
            token.store(true, Ordering::Relaxed);
        }
    }
}

/// What the loop needs to carry out effects: where files go, and the channel on which work
/// running beside the animation reports back.
struct Effects {
    /// The folder `w` writes into.
    dir: PathBuf,
    /// Outcomes of finished work, as actions for the app.
    done_tx: Sender<Action>,
    done_rx: Receiver<Action>,
    /// Work under way that will report on the channel.
    pending: usize,
    /// How to stop the jobs under way.
    tokens: Tokens,
}

impl Effects {
    fn new(dir: PathBuf) -> Self {
        let (done_tx, done_rx) = mpsc::channel();
        Effects {
            dir,
            done_tx,
            done_rx,
            pending: 0,
            tokens: Tokens::default(),
        }
    }

    /// Carries out `effects`; false once one of them is to quit.
    fn carry_out(&mut self, effects: Vec<Effect>) -> bool {
        for effect in effects {
            match effect {
                Effect::Quit => return false,
                Effect::Cancel(job) => self.tokens.cancel(job),
                Effect::Write(request) => {
                    // On a thread of its own, so a large write does not freeze the screen.
                    let dir = self.dir.clone();
                    self.spawn(move || Action::Written(export::run(&request, &dir)));
                }
                Effect::Play(job) => {
                    // A search of seconds at most, on a thread so the keys stay live; a newer
                    // position stops it at its next look at its token.
                    let stop = self.tokens.start(JobId::Play);
                    self.spawn(move || job.run(&|| stop.load(Ordering::Relaxed)));
                }
                Effect::CountFirst(job) => {
                    let stop = self.tokens.start(job.job);
                    self.spawn(move || job.run(&stop));
                }
                Effect::SizeTree(job) => {
                    let stop = self.tokens.start(job.job);
                    self.spawn(move || job.run_until(&stop));
                }
                Effect::CountTree(wanted) => {
                    let stop = self.tokens.start(wanted.job);
                    let done = self.done_tx.clone();
                    self.pending += 1 + usize::from(wanted.survey);
                    thread::spawn(move || {
                        // The receiver lives as long as the loop: if it has gone, so has the
                        // screen that would show the outcome.
                        count_tree_until(wanted, &stop, |outcome| {
                            let _ = done.send(outcome);
                        });
                    });
                }
            }
        }
        true
    }

    /// Runs `job` on a thread of its own; its outcome comes back on the channel.
    fn spawn(&mut self, job: impl FnOnce() -> Action + Send + 'static) {
        let done = self.done_tx.clone();
        self.pending += 1;
        thread::spawn(move || {
            // The receiver lives as long as the loop (see above).
            let _ = done.send(job());
        });
    }

    /// The outcomes of work that has finished since the last call.
    fn finished(&mut self) -> Vec<Action> {
        let done: Vec<Action> = self.done_rx.try_iter().collect();
        self.pending -= done.len().min(self.pending);
        done
    }

    /// As [`Effects::finished`], but if nothing has finished while work is under way, waits
    /// up to `within` for the first outcome.
    fn settle(&mut self, within: Duration) -> Vec<Action> {
        if self.pending == 0 {
            return Vec::new();
        }
        let mut done: Vec<Action> = self.done_rx.recv_timeout(within).into_iter().collect();
        done.extend(self.done_rx.try_iter());
        self.pending -= done.len().min(self.pending);
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
    let mut effects = Effects::new(dir);
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
            if !effects.carry_out(wanted) {
                return Ok(());
            }
            hits = drawn.hits;
            pacer.drew(Instant::now());
            dirty = false;
            shown(&*app);
        }
        let wait = match (pacer.wait(app), effects.pending) {
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
                if let Some(action) = action
                    && !effects.carry_out(app.update(action))
                {
                    return Ok(());
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
            effects.settle(SETTLE)
        } else {
            effects.finished()
        };
        for outcome in outcomes {
            if !effects.carry_out(app.update(outcome)) {
                return Ok(());
            }
            dirty = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raised(token: &AtomicBool) -> bool {
        token.load(Ordering::Relaxed)
    }

    #[test]
    fn a_new_play_check_stops_the_one_under_way() {
        let mut tokens = Tokens::default();
        let first = tokens.start(JobId::Play);
        let second = tokens.start(JobId::Play);
        assert!(raised(&first) && !raised(&second));
    }

    #[test]
    fn a_cancel_stops_every_job_of_its_name_and_no_other() {
        let mut tokens = Tokens::default();
        let (a, b) = (
            tokens.start(JobId::TreeSizes(1)),
            tokens.start(JobId::TreeSizes(1)),
        );
        let other = tokens.start(JobId::Count(2));
        tokens.cancel(JobId::TreeSizes(1));
        assert!(raised(&a) && raised(&b) && !raised(&other));
        // A job never started, or ended: nothing to stop.
        tokens.cancel(JobId::Count(99));
        assert!(!raised(&other));
        // Counts of two jobs of one kind run side by side.
        let next = tokens.start(JobId::Count(3));
        assert!(!raised(&other) && !raised(&next));
    }

    #[test]
    fn ended_jobs_leave_no_token_behind() {
        let mut tokens = Tokens::default();
        drop(tokens.start(JobId::Count(1)));
        let _running = tokens.start(JobId::Count(2));
        assert_eq!(tokens.0.len(), 1);
    }
}
