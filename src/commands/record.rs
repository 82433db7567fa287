//! `nqueens record`: the animation recorded without a terminal into an asciicast file.

use std::io::{self, BufWriter};
use std::process::ExitCode;

use color_eyre::eyre::WrapErr;
use ratatui::layout::{Position, Rect};

use super::{Failure, not_a_folder, watch};
use crate::cli::RecordArgs;
use crate::files::{self, Replace};
use crate::record::{self, Take};
use crate::stop::{self, Stop};
use crate::ui::appearance::{Appearance, Depth};
use crate::ui::{self, TooSmall};
use crate::vocabulary::Speed;

/// Writes the recording the arguments describe to `--output`, which must not exist yet
/// (unless `--force`): into a temporary file beside it, renamed when whole.
pub fn run(args: &RecordArgs) -> color_eyre::Result<ExitCode> {
    // From the start: a stop is then always seen, and the unfinished file removed.
    let stop = Stop::catch(&stop::SIGNALS)?;
    not_a_folder("-o", &args.output, "nqueens.cast")?;
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
    let file = temporary.as_file().try_clone().wrap_err_with(failed)?;
    let written = record::record_until(
        app,
        look,
        take,
        Some(title),
        BufWriter::new(file),
        stop.clone(),
    )
    .and_then(|out| out.into_inner().map_err(io::IntoInnerError::into_error))
    .and_then(|file| file.sync_all());
    if let Err(err) = written {
        // Half a recording is of no use: the temporary file goes with `temporary`.
        drop(temporary);
        if let Some(sig) = stop.signal() {
            // Stopped from outside: nothing more to say.
            return Ok(stop::stopped_by(sig));
        }
        return Err(err).wrap_err_with(failed);
    }
    // Whole: a stop from here on is too late to lose anything, and the rename goes through.
    files::settle(temporary, path, replace)?;
    Ok(ExitCode::SUCCESS)
}
