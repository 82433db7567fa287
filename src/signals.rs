//! Giving the terminal back when the process is told to stop from outside: `SIGTERM`, `SIGHUP`
//! (the terminal was closed) and `SIGINT` sent by `kill` (in raw mode `Ctrl-C` is a key, not a
//! signal, and the event loop handles it).
//!
//! Why a thread and not a flag: while paused or done the event loop sleeps in
//! `event::read()` (so it costs no CPU), and a flag set by a signal handler would not be seen
//! until the next key. Restoring inside the handler itself is not sound either: it takes
//! locks (stdout, crossterm's saved terminal mode), which is not async-signal-safe. So
//! signal-hook's iterator carries the signal (through its self-pipe) to an ordinary thread that
//! may do anything. That thread holds the stdout lock from the restore to the end of the
//! process, so no frame from the event loop can be written after the terminal is given back,
//! and then ends the process the way the signal would have (the parent sees "killed by
//! SIGTERM", as it would without this module).
//!
//! What quitting keeps (the `--session` file) is kept on such a signal too: the thread runs
//! the [`before_ending`] work once the terminal is given back. It cannot ask the event loop
//! for the state, since after a hang-up the loop may never come back from reading the
//! terminal (crossterm reads a hung-up terminal's end over and over), so the loop hands over
//! what is to be kept as it goes, and the work keeps that.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;

use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, PopKeyboardEnhancementFlags};
use ratatui::crossterm::queue;
use ratatui::crossterm::terminal::{EndSynchronizedUpdate, LeaveAlternateScreen, disable_raw_mode};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use signal_hook::low_level;

/// The signals after which the terminal is restored before the process ends.
pub const RESTORED_ON: [i32; 3] = [SIGTERM, SIGHUP, SIGINT];

/// From now until the process ends, a [`RESTORED_ON`] signal restores the terminal (mouse
/// reporting off, raw mode off, main screen, cursor shown), runs the [`before_ending`] work,
/// then ends the process as that signal does by default. Restoring a terminal that was never
/// taken over is harmless, so this may be called before the terminal is set up.
pub fn restore_terminal_on_termination() -> io::Result<()> {
    let mut signals = Signals::new(RESTORED_ON)?;
    thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                let stdout = io::stdout();
                // Held until the process ends: the event loop blocks on its next write.
                let mut out = stdout.lock();
                restore(&mut out);
                // Then what quitting would have kept, if anything: the terminal is the user's
                // again whatever this takes.
                let work = LAST_WORK
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .take();
                if let Some(work) = work {
                    work();
                }
                // A terminating signal's default action ends the process here; exit as a
                // shell reports a signal's death only if that somehow returned.
                let _ = low_level::emulate_default_handler(signal);
                std::process::exit(128 + signal);
            }
        })?;
    Ok(())
}

/// The work [`before_ending`] set, for the signal thread.
type Work = Box<dyn FnOnce() + Send>;
static LAST_WORK: Mutex<Option<Work>> = Mutex::new(None);

/// On a [`RESTORED_ON`] signal, `work` runs after the terminal is restored and before the
/// process ends (in place of any work set before): what quitting would have done, such as
/// writing the session file. It runs on the signal thread, at most once.
pub fn before_ending(work: impl FnOnce() + Send + 'static) {
    *LAST_WORK.lock().unwrap_or_else(PoisonError::into_inner) = Some(Box::new(work));
}

/// True while the animation has asked the terminal for key repeat and release events.
pub static KEY_EVENTS: AtomicBool = AtomicBool::new(false);

/// Turns off the terminal modes the animation turned on beyond ratatui's: a synchronized
/// update (a frame cut short by a panic or a signal must not leave the terminal holding its
/// display, see [`crate::frames`]), mouse reporting and, if asked for, key events. Errors are
/// ignored: the terminal may be gone.
pub fn leave_modes(out: &mut impl Write) {
    let _ = queue!(out, EndSynchronizedUpdate);
    let _ = queue!(out, DisableMouseCapture);
    if KEY_EVENTS.swap(false, Ordering::SeqCst) {
        let _ = queue!(out, PopKeyboardEnhancementFlags);
    }
    let _ = out.flush();
}

/// Undoes what the animation set up. Errors are ignored: after `SIGHUP` the terminal may be
/// gone, and the process ends anyway.
fn restore(out: &mut impl Write) {
    leave_modes(out);
    let _ = disable_raw_mode();
    let _ = queue!(out, LeaveAlternateScreen, Show);
    let _ = out.flush();
}
