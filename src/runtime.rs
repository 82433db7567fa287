//! The event loop: keys and resizes in, solver events at the chosen speed, frames out.
//!
//! The step rate and the frame rate are separate: at a set speed the events that fall due run
//! between frames; at top speed each frame's budget is spent stepping. Frames are drawn at most
//! ~60 times a second and only after a change. While not running, the loop blocks on input.

use std::io;
use std::path::PathBuf;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event as TermEvent};

use crate::app::{Action, App, Status};
use crate::{export, input, ui};

/// The shortest time between two frames (~60 per second).
pub const FRAME: Duration = Duration::from_micros(16_667);

/// While running slowly, wake this often anyway so the clock on screen moves.
const CLOCK_REFRESH: Duration = Duration::from_millis(100);

/// Events run between two looks at the clock at top speed: small enough to keep the frame
/// budget, large enough that reading the clock costs nothing.
const BATCH: u64 = 4096;

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
        let running = app.status() == Status::Running;
        if running {
            let due = app.tick(now - self.last_tick);
            let frame_end = self.last_draw + FRAME;
            let mut left = due;
            while left > 0 && app.status() == Status::Running {
                let ran = app.run_events(left.min(BATCH));
                left -= ran;
                if ran == 0 || (due == u64::MAX && Instant::now() >= frame_end) {
                    break;
                }
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

/// A file write running beside the animation, so a large one does not freeze the screen.
type ExportJob = JoinHandle<io::Result<PathBuf>>;

/// While a file write runs, look for its end this often (input may not come to wake us).
const JOB_POLL: Duration = Duration::from_millis(50);

/// Runs the animation until the user quits.
pub fn run(terminal: &mut DefaultTerminal, app: &mut App) -> io::Result<()> {
    let mut pacer = Pacer::new(Instant::now());
    let mut dirty = true;
    let mut job: Option<ExportJob> = None;
    let mut repeats = input::Repeats::default();
    loop {
        if dirty {
            let mut map = ui::ScreenMap::default();
            terminal.draw(|frame| map = ui::draw(frame, app))?;
            app.set_list_area(map.list);
            app.set_board_area(map.board);
            app.set_help_max_scroll(map.help_max_scroll);
            pacer.drew(Instant::now());
            dirty = false;
        }
        if app.should_quit() {
            return Ok(());
        }
        let wait = match (pacer.wait(app), &job) {
            (wait, Some(_)) => Some(wait.unwrap_or(JOB_POLL).min(JOB_POLL)),
            (wait, None) => wait,
        };
        let input_ready = match wait {
            Some(wait) => event::poll(wait)?,
            // Paused or done: sleep in `read` until the user acts.
            None => true,
        };
        dirty |= pacer.advance(app, Instant::now());
        if input_ready {
            dirty |= handle(app, event::read()?, &mut repeats);
            while event::poll(Duration::ZERO)? {
                dirty |= handle(app, event::read()?, &mut repeats);
            }
            pacer.resume(Instant::now());
        }
        if let Some(request) = app.take_export() {
            let dir = std::env::current_dir()?;
            job = Some(thread::spawn(move || export::export(&request, &dir)));
        }
        if job.as_ref().is_some_and(JoinHandle::is_finished) {
            let outcome = job.take().map(JoinHandle::join);
            app.set_message(match outcome {
                Some(Ok(Ok(path))) => format!("wrote {}", path.display()),
                Some(Ok(Err(err))) => format!("could not write the solutions: {err}"),
                _ => "could not write the solutions: the writer failed".to_string(),
            });
            dirty = true;
        }
    }
}

/// Applies one terminal event; true if the screen must be redrawn.
fn handle(app: &mut App, event: TermEvent, repeats: &mut input::Repeats) -> bool {
    let action = match &event {
        TermEvent::Key(_) => event.as_key_press_event().and_then(|key| {
            let action = input::action_for(key, app.input_context())?;
            // A held step-back key rewinds at the current speed instead of once per repeat.
            let held = repeats.is_repeat(key.code, Instant::now());
            Some(match action {
                Action::StepBack if held => Action::RewindHeld,
                action => action,
            })
        }),
        TermEvent::Mouse(_) => input::mouse_action(&event),
        TermEvent::Resize(..) => return true,
        _ => None,
    };
    match action {
        Some(action) => {
            app.update(action);
            true
        }
        None => false,
    }
}
