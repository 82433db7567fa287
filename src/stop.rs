//! Stopping a text command at once when it is told to from outside: Ctrl-C, `kill`, or the
//! warning a scheduler sends ahead of a time limit.
//!
//! Two kinds of command. Those with nothing to tidy (`trace`, `solutions`, `solve`) end the
//! moment a signal comes, as the signal's default action would, but through a thread of
//! [`end_on`]: a process started in the background of a script inherits SIGINT ignored, and a
//! Ctrl-C meant for it would otherwise do nothing. Those that must tidy first (`count` saves a
//! checkpoint, `record` removes its unfinished file) raise a [`Stop`] flag instead, look at it
//! often, and wait for long work through [`Stop::wait`], so the flag is seen within a poll
//! even while the work cannot look at it.

use std::io;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGUSR1};
use signal_hook::iterator::Signals;
use signal_hook::low_level;

/// How often a wait looks at the flag: well within the 100 ms a stop may take.
pub const POLL: Duration = Duration::from_millis(20);

/// The signals that stop a text command: Ctrl-C, the polite kill, SLURM's warning ahead of a
/// time limit or a preemption (`--signal=USR1@60`), and the terminal closing.
pub const SIGNALS: [i32; 4] = [SIGINT, SIGTERM, SIGUSR1, SIGHUP];

/// A flag raised by the first stop signal that comes.
#[derive(Debug, Clone)]
pub struct Stop {
    /// 0 while no signal has come; else 1 + the signal's index in `signals`.
    flag: Arc<AtomicUsize>,
    signals: &'static [i32],
}

impl Stop {
    /// From now on each of `signals` raises the flag instead of ending the process (whatever
    /// its disposition was, ignored included).
    pub fn catch(signals: &'static [i32]) -> io::Result<Stop> {
        let flag = Arc::new(AtomicUsize::new(0));
        for (index, &sig) in signals.iter().enumerate() {
            signal_hook::flag::register_usize(sig, Arc::clone(&flag), index + 1)?;
        }
        Ok(Stop { flag, signals })
    }

    /// A flag no signal raises: for tests and for callers with nothing to stop.
    pub fn never() -> Stop {
        Stop {
            flag: Arc::new(AtomicUsize::new(0)),
            signals: &[],
        }
    }

    /// The signal that came, if one has.
    pub fn signal(&self) -> Option<i32> {
        let index = self.flag.load(Ordering::Relaxed).checked_sub(1)?;
        self.signals.get(index).copied()
    }

    /// Whether a signal has come.
    pub fn raised(&self) -> bool {
        self.flag.load(Ordering::Relaxed) != 0
    }

    /// Runs `work` on a thread of its own and returns its result, or the signal if one comes
    /// first. The work is then left running, unwatched: the caller is to end the process
    /// soon, which ends it too (or to cancel it through a flag of its own).
    pub fn wait<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> io::Result<Result<T, i32>> {
        if self.signals.is_empty() {
            // Nothing can raise the flag: no thread needed.
            return Ok(Ok(work()));
        }
        let (tx, rx) = mpsc::channel();
        thread::Builder::new()
            .name("nqueens-work".into())
            .spawn(move || {
                // The receiver is gone only once the caller has stopped waiting.
                let _ = tx.send(work());
            })?;
        loop {
            if let Some(sig) = self.signal() {
                return Ok(Err(sig));
            }
            match rx.recv_timeout(POLL) {
                Ok(value) => return Ok(Ok(value)),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(io::Error::other(crate::t!("error-work-lost")));
                }
            }
        }
    }
}

/// The exit status of a command stopped by Ctrl-C with nothing saved: 128 + SIGINT, as shells
/// report a process that SIGINT ended.
pub const INTERRUPTED: u8 = 130;

/// How a command that tidied up after `sig` ends: status [`INTERRUPTED`] for Ctrl-C, and for
/// the others the signal's own death (as if it had not been caught), which scripts and
/// schedulers read as such.
pub fn stopped_by(sig: i32) -> ExitCode {
    if sig == SIGINT {
        return ExitCode::from(INTERRUPTED);
    }
    die_of(sig)
}

/// Ends the process as `sig`'s default action does.
fn die_of(sig: i32) -> ! {
    let _ = low_level::emulate_default_handler(sig);
    // Only if that somehow returned: exit as a shell reports a signal's death.
    std::process::exit(128 + sig)
}

/// From now on each of `signals` ends the process at once, as its default action does, even
/// if the process inherited it ignored. For commands with nothing to tidy on the way out.
pub fn end_on(signals: &[i32]) -> io::Result<()> {
    let mut caught = Signals::new(signals)?;
    thread::Builder::new()
        .name("nqueens-signals".into())
        .spawn(move || {
            if let Some(sig) = caught.forever().next() {
                die_of(sig);
            }
        })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_returns_the_work_s_result_when_no_signal_comes() {
        let stop = Stop::never();
        assert_eq!(stop.wait(|| 6 * 7).unwrap(), Ok(42));
        assert_eq!(stop.signal(), None);
    }

    #[test]
    fn a_wait_on_a_thread_returns_the_work_s_result() {
        let stop = Stop {
            flag: Arc::new(AtomicUsize::new(0)),
            signals: &SIGNALS,
        };
        let on = thread::current().id();
        assert_eq!(
            stop.wait(move || thread::current().id() != on).unwrap(),
            Ok(true)
        );
    }

    #[test]
    fn a_raised_flag_ends_the_wait_without_the_work() {
        let stop = Stop {
            flag: Arc::new(AtomicUsize::new(2)),
            signals: &SIGNALS,
        };
        let (tx, rx) = mpsc::channel::<()>();
        // Work that would never end by itself.
        let waited = stop.wait(move || rx.recv().is_ok()).unwrap();
        assert_eq!(waited, Err(SIGTERM));
        drop(tx);
    }
}
