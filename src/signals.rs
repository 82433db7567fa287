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
//! While the animation runs, a signal is handed to it instead ([`forward_to`]): it comes into
//! the event loop as an action, and the run ends as quitting does, keeping what quitting
//! keeps (the `--session` file), before the process ends as the signal says ([`end_as`]).
//! The loop can always take it: it never waits inside the terminal's reading, which after a
//! hang-up may never return. Only a signal with nowhere to go, or a second one (the first
//! was not enough), restores the terminal here and ends the process at once.

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

/// From now until the process ends, a [`RESTORED_ON`] signal is handed to whatever
/// [`forward_to`] named; one with nowhere to go restores the terminal (mouse reporting off,
/// raw mode off, main screen, cursor shown) and ends the process as that signal does by
/// default. Restoring a terminal that was never taken over is harmless, so this may be called
/// before the terminal is set up.
pub fn restore_terminal_on_termination() -> io::Result<()> {
    let mut signals = Signals::new(RESTORED_ON)?;
    thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            for signal in signals.forever() {
                // Taken: a second signal finds nowhere to go and ends the process here.
                let post = FORWARD
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .take();
                if post.is_some_and(|mut post| post(signal)) {
                    continue;
                }
                let stdout = io::stdout();
                // Held until the process ends: the event loop blocks on its next write.
                let mut out = stdout.lock();
                restore(&mut out);
                end_as(signal);
            }
        })?;
    Ok(())
}

/// Where the next signal goes, if anywhere: true if it was taken.
type Post = Box<dyn FnMut(i32) -> bool + Send>;
static FORWARD: Mutex<Option<Post>> = Mutex::new(None);

/// The next [`RESTORED_ON`] signal is handed to `post` (the animation's inbox) instead of
/// ending the process; if `post` says it was not taken (the receiver has gone), the signal
/// restores the terminal and ends the process as before. Only the next one: a second signal
/// ends the process at once, should the first not have been enough.
pub fn forward_to(post: impl FnMut(i32) -> bool + Send + 'static) {
    *FORWARD.lock().unwrap_or_else(PoisonError::into_inner) = Some(Box::new(post));
}

/// Ends the process as `signal`'s default action does (the parent sees "killed by
/// SIGTERM"); exits as a shell reports a signal's death only if that somehow returned.
pub fn end_as(signal: i32) -> ! {
    let _ = low_level::emulate_default_handler(signal);
    std::process::exit(128 + signal)
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
