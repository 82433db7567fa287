//! The event loop: keys and resizes in, solver events at the chosen speed, frames out.
//!
//! The step rate and the frame rate are separate: at a set speed the events that fall due run
//! between frames; at top speed each frame's budget is spent stepping. Frames are drawn at most
//! ~60 times a second and only after a change. While not running, the loop sleeps until
//! something comes.
//!
//! Everything the loop reacts to comes into one [`Inbox`]: the terminal's input, read on a
//! thread of its own; the answers of background work, which the state asks for as effects
//! and the [`jobs::Threaded`] executor runs on threads; and the signals that end the process
//! from outside, which reach the state as an action ([`Action::Terminate`]) and end the run
//! as quitting does. The loop so never waits inside the terminal's reading, which after a
//! hang-up may never return.

use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event as TermEvent};

use crate::app::{App, Effect, Message, Status};
use crate::hitmap::HitMap;
use crate::input::Input;
use crate::jobs::{self, Ending, Threaded};
pub use crate::jobs::{count_tree, count_tree_until};
use crate::ui::kit::appearance::Appearance;
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

/// How long a key waits for the work it started before the frame is drawn: a play check
/// mostly ends within a millisecond, and waiting for it spares a flash of "checking…" on
/// every move.
const SETTLE: Duration = Duration::from_millis(15);

/// How often the thread reading the terminal looks whether the loop still wants input: once
/// the loop has ended it must soon stop reading, or it would take keys meant for what runs
/// next.
const INPUT_SLICE: Duration = Duration::from_millis(50);

/// After the terminal failed, how long the loop waits for the hang-up signal that mostly
/// comes with the failure (so the run ends as the signal says: see [`Inbox::failed`]).
const HANG_UP_GRACE: Duration = Duration::from_millis(250);

/// What wakes the event loop: everything it reacts to comes on one channel, so it waits in one
/// place and never inside the terminal's reading.
#[derive(Debug)]
pub enum Wake {
    /// A key, a click or a resize.
    Input(TermEvent),
    /// The terminal could not be read.
    InputFailed(io::Error),
    /// A background job's answer.
    Answer(Message),
    /// A signal from outside (see [`crate::signals`]).
    Signal(i32),
}

impl From<Message> for Wake {
    fn from(answer: Message) -> Self {
        Wake::Answer(answer)
    }
}

/// The event loop's inbox: the terminal's input (read on a thread of its own), the jobs'
/// answers and the signals come in here. It outlives the loop, so that a signal coming after
/// the loop has ended (while the session is being saved) is still seen.
#[derive(Debug)]
pub struct Inbox {
    sender: Sender<Wake>,
    receiver: Receiver<Wake>,
}

impl Default for Inbox {
    fn default() -> Self {
        Inbox::new()
    }
}

impl Inbox {
    /// An empty inbox.
    pub fn new() -> Self {
        let (sender, receiver) = mpsc::channel();
        Inbox { sender, receiver }
    }

    /// What posts a signal into the inbox: false once the inbox has gone.
    pub fn signal_post(&self) -> impl FnMut(i32) -> bool + Send + 'static {
        let sender = self.sender.clone();
        move |signal| sender.send(Wake::Signal(signal)).is_ok()
    }

    /// The first signal that came and was not taken, if one did; anything else is dropped.
    pub fn signalled(&self) -> Option<i32> {
        self.receiver.try_iter().find_map(|wake| match wake {
            Wake::Signal(signal) => Some(signal),
            _ => None,
        })
    }

    /// After the loop failed (the terminal could not be written or read): the signal that
    /// came with the failure, if it comes soon. A closed terminal fails the loop's writes at
    /// about the moment its hang-up signal is sent, and the signal, not the failure, says
    /// how the run ends.
    pub fn failed(&self) -> Option<i32> {
        let until = Instant::now() + HANG_UP_GRACE;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match self.receiver.recv_timeout(left) {
                Ok(Wake::Signal(signal)) => return Some(signal),
                Ok(_) => {}
                Err(_) => return None,
            }
        }
        None
    }

    /// The next wake, waiting up to `wait` (`None`: until one comes).
    fn next(&self, wait: Option<Duration>) -> Option<Wake> {
        match wait {
            Some(wait) => self.receiver.recv_timeout(wait).ok(),
            // The inbox holds a sender itself: this waits until something comes.
            None => self.receiver.recv().ok(),
        }
    }
}

/// The thread reading the terminal into the inbox, for as long as this lives.
struct Reader(Arc<AtomicBool>);

impl Reader {
    /// Starts reading the terminal into `inbox`.
    fn start(inbox: &Inbox) -> io::Result<Reader> {
        let wanted = Arc::new(AtomicBool::new(true));
        let (still, sender) = (Arc::clone(&wanted), inbox.sender.clone());
        thread::Builder::new()
            .name("input".into())
            .spawn(move || read_terminal(&still, &sender))?;
        Ok(Reader(wanted))
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Relaxed);
    }
}

/// Sends each event of the terminal to `inbox` while `wanted` holds. After a hang-up the
/// terminal's reading may never return (crossterm reads a closed terminal's end over and
/// over): only this thread is then caught, and the loop still hears the signal.
fn read_terminal(wanted: &AtomicBool, inbox: &Sender<Wake>) {
    while wanted.load(Ordering::Relaxed) {
        let wake = match event::poll(INPUT_SLICE) {
            Ok(false) => continue,
            // Once the loop has ended, a key is left for whatever reads next.
            Ok(true) if !wanted.load(Ordering::Relaxed) => return,
            Ok(true) => event::read().map_or_else(Wake::InputFailed, Wake::Input),
            Err(err) => Wake::InputFailed(err),
        };
        let failed = matches!(wake, Wake::InputFailed(_));
        if inbox.send(wake).is_err() || failed {
            return;
        }
    }
}

/// The loop's side of background work: the executor that runs the jobs, whose answers come
/// back through the inbox.
struct Jobs(Threaded<Wake>);

impl Jobs {
    /// Carries out `effects` for `app`; `Some` once one of them ends the run.
    fn carry_out(&mut self, app: &mut App, effects: Vec<Effect>) -> Option<Ending> {
        jobs::drive(app, &mut self.0, effects)
    }
}

/// What the loop does with the wakes that have come: the state's answers, and whether the
/// screen changed.
struct Turn<'a> {
    app: &'a mut App,
    jobs: &'a mut Jobs,
    input: &'a mut Input,
    hits: &'a HitMap,
    /// The screen changed.
    dirty: bool,
    /// Some input came.
    typed: bool,
}

impl Turn<'_> {
    /// Hands `wake` to the state; `Some` if the run ends here.
    fn take(&mut self, wake: Wake) -> io::Result<Option<Ending>> {
        let message: Option<Message> = match wake {
            Wake::Input(event) => {
                self.typed = true;
                // A key that does nothing is told so in the screen's language.
                let action = self.app.in_words(|| {
                    let context = self.app.input_context();
                    self.input
                        .action(&event, context, self.hits, Instant::now())
                });
                self.dirty |= matches!(event, TermEvent::Resize(..)) || action.is_some();
                action.map(Message::from)
            }
            Wake::InputFailed(err) => return Err(err),
            Wake::Answer(answer) => {
                self.jobs.0.answered();
                self.dirty = true;
                Some(answer)
            }
            Wake::Signal(signal) => {
                // Quitting, as the state says, then ending as the signal does.
                let effects = self.app.update(Action::Terminate { signal });
                let ending = self.jobs.carry_out(self.app, effects);
                return Ok(Some(match ending {
                    Some(Ending::Quit) | None => Ending::Signal(signal),
                    Some(other) => other,
                }));
            }
        };
        let Some(message) = message else {
            return Ok(None);
        };
        let effects = self.app.update(message);
        Ok(self.jobs.carry_out(self.app, effects))
    }
}

/// Runs the animation until the user quits, or a signal posted into `inbox` ends it; `look`
/// says how the screen is drawn, `dir` where `w` writes. Returns how it ended.
pub fn run(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    look: Appearance,
    dir: PathBuf,
    inbox: &Inbox,
) -> io::Result<Ending> {
    let mut pacer = Pacer::new(Instant::now());
    let mut dirty = true;
    let mut jobs = Jobs(Threaded::new(dir, inbox.sender.clone()));
    let _reader = Reader::start(inbox)?;
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
            if let Some(ending) = jobs.carry_out(app, wanted) {
                return Ok(ending);
            }
            hits = drawn.hits;
            pacer.drew(Instant::now());
        }
        // Paused or done, no wait: sleep until something comes.
        let mut next = inbox.next(pacer.wait(app));
        dirty = pacer.advance(app, Instant::now());
        let mut turn = Turn {
            app,
            jobs: &mut jobs,
            input: &mut input,
            hits: &hits,
            dirty,
            typed: false,
        };
        let mut settled = false;
        loop {
            while let Some(wake) = next {
                if let Some(ending) = turn.take(wake)? {
                    return Ok(ending);
                }
                next = inbox.receiver.try_recv().ok();
            }
            // A key's work mostly ends at once: wait a moment for it before drawing.
            if !turn.typed || settled || turn.jobs.0.pending() == 0 {
                break;
            }
            settled = true;
            next = inbox.next(Some(SETTLE));
        }
        if turn.typed {
            pacer.resume(Instant::now());
        }
        dirty = turn.dirty;
    }
}
