//! `nqueens record`: the animation recorded without a terminal into an asciicast file.

use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use color_eyre::eyre::WrapErr;
use ratatui::layout::{Position, Rect};

use super::{Failure, watch};
use crate::cli::RecordArgs;
use crate::files::{self, Replace};
use crate::record::{self, Take};
use crate::ui::appearance::{Appearance, Depth};
use crate::ui::{self, TooSmall};
use crate::vocabulary::Speed;

/// Writes the recording the arguments describe to `--output`, which must not exist yet
/// (unless `--force`): into a temporary file beside it, renamed when whole.
pub fn run(args: &RecordArgs) -> color_eyre::Result<ExitCode> {
    let options = watch::options(&args.animation)?;
    let app = watch::app(options, &args.animation)?;
    let screen = args.screen;
    // Refused here rather than recorded: every frame would only ask for a larger terminal.
    if let Err(TooSmall { width, height }) = ui::fits(&app, Rect::from((Position::ORIGIN, screen)))
    {
        return Err(Failure::Usage(format!(
            "--screen {}x{} is too small for n = {}: it needs at least {width}x{height}",
            screen.width, screen.height, options.n
        ))
        .into());
    }
    // Not the colours of the terminal at hand: a recording is played elsewhere, and the same
    // arguments must make the same file.
    let look = Appearance {
        no_color: false,
        ascii: args.animation.ascii,
        depth: Depth::Exact,
        palette: args.animation.theme,
    };
    let take = Take {
        screen,
        fps: args.fps,
        length: args.seconds,
    };
    let speed = match options.speed {
        Speed::Max => "top speed".to_string(),
        Speed::PerSec(v) => format!("{v} events/s"),
    };
    let title = match args.animation.race {
        Some([a, b]) => format!("nqueens: n = {}, {speed}, race {a} against {b}", options.n),
        None => format!("nqueens: n = {}, {speed}, {}", options.n, options.strategy),
    };

    let path = &args.output;
    let replace = if args.force {
        Replace::Allowed
    } else {
        Replace::Never
    };
    files::check_output(path, replace)?;
    let failed = || format!("could not write {}", path.display());
    let temporary = files::temporary_beside(path, 0o666)
        .map_err(|e| Failure::CantCreate(format!("{}: {e}", failed())))?;
    let cleanup = CleanUpOnStop::watch(temporary.path())?;
    let file = temporary.as_file().try_clone().wrap_err_with(failed)?;
    let written = record::record(app, look, take, Some(title), BufWriter::new(file))
        .and_then(|out| out.into_inner().map_err(io::IntoInnerError::into_error))
        .and_then(|file| file.sync_all());
    // On an error the temporary file goes with `temporary`: half a recording is of no use.
    written.wrap_err_with(failed)?;
    cleanup.finish(|| files::settle(temporary, path, replace))?;
    Ok(ExitCode::SUCCESS)
}

/// Removes the recording's temporary file when SIGINT, SIGTERM or SIGHUP ends the process,
/// which they do as they would without it: a stopped recording leaves no file behind.
struct CleanUpOnStop {
    /// The temporary file, until the recording is whole and no longer to be removed.
    path: Arc<Mutex<Option<PathBuf>>>,
}

impl CleanUpOnStop {
    /// Watches for the stop signals on a thread of its own, which sleeps until one comes.
    fn watch(temporary: &Path) -> io::Result<CleanUpOnStop> {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let path = Arc::new(Mutex::new(Some(temporary.to_path_buf())));
        let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])?;
        let watched = Arc::clone(&path);
        thread::Builder::new()
            .name("nqueens-record-stop".into())
            .spawn(move || {
                if let Some(sig) = signals.forever().next() {
                    // Held to the end, so the main thread cannot rename the file meanwhile.
                    let held = watched.lock().unwrap_or_else(PoisonError::into_inner);
                    if let Some(path) = held.as_deref() {
                        let _ = std::fs::remove_file(path);
                    }
                    let _ = signal_hook::low_level::emulate_default_handler(sig);
                    std::process::exit(128 + sig);
                }
            })?;
        Ok(CleanUpOnStop { path })
    }

    /// Runs `settle` (which renames the whole recording into place, or removes it) where no
    /// signal can remove the file meanwhile; a signal after it leaves the file be.
    fn finish<T>(self, settle: impl FnOnce() -> T) -> T {
        let mut held = self.path.lock().unwrap_or_else(PoisonError::into_inner);
        let settled = settle();
        held.take();
        settled
    }
}
