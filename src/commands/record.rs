//! `nqueens record`: the animation recorded without a terminal into an asciicast file or an
//! animated SVG picture.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use color_eyre::eyre::WrapErr;
use ratatui::layout::{Position, Rect};

use super::{Failure, not_a_folder, watch};
use crate::app::{App, Options};
use crate::cli::RecordArgs;
use crate::files::{self, Replace};
use crate::record::{self, Format, Take};
use crate::stop::{self, Stop};
use crate::ui::kit::appearance::{Appearance, Depth, Palette};
use crate::ui::{self, TooSmall};
use crate::vocabulary::{Action, Speed};

/// Writes the recording the arguments describe to `--output`, which must not exist yet
/// (unless `--force`): into a temporary file beside it, renamed when whole; or, for `-`, to
/// the standard output.
pub fn run(args: &RecordArgs) -> color_eyre::Result<ExitCode> {
    // From the start: a stop is then always seen, and the unfinished file removed.
    let stop = Stop::catch(&stop::SIGNALS)?;
    let path = &args.output;
    let to_stdout = path == Path::new("-");
    let format = args.format.unwrap_or_else(|| format_of(path));
    if !to_stdout {
        let example = match format {
            Format::Cast => "nqueens.cast",
            Format::Svg => "nqueens.svg",
        };
        not_a_folder("-o", path, example)?;
    }
    let options = watch::options(&args.animation)?;
    // The screen in the language asked for (`--lang`, or the locale's), as `watch`'s.
    let mut app = watch::app(options, &args.animation)?.with_lang(crate::i18n::current());
    let mut length = args.seconds;
    let mut cues = Vec::new();
    let mut lesson_title = None;
    if let Some(name) = &args.lesson {
        let (shown, lesson) = match super::lesson::load(name)? {
            Ok(read) => read,
            Err(status) => return Ok(status),
        };
        // Each step shows for --step-seconds; the last ends the recording.
        let steps = u32::try_from(lesson.steps.len()).unwrap_or(u32::MAX);
        length = args.step_seconds * steps;
        cues = (1..steps)
            .map(|k| (args.step_seconds * k, Action::LessonNext))
            .collect();
        lesson_title = Some(lesson.title.clone().unwrap_or_else(|| shown.clone()));
        app.start_lesson(lesson, shown);
    }
    let screen = args.screen;
    // Refused here rather than recorded: every frame would only ask for a larger terminal.
    if let Err(TooSmall { width, height }) = ui::fits(&app, Rect::from((Position::ORIGIN, screen)))
    {
        return Err(Failure::Usage(crate::t!(
            "error-screen-too-small",
            screen = format!("{}x{}", screen.width, screen.height),
            n = options.n.to_string(),
            needed = format!("{width}x{height}")
        ))
        .into());
    }
    // Not the colours of the terminal at hand: a recording is played elsewhere, and the same
    // arguments must make the same file.
    let look = Appearance {
        no_color: false,
        ascii: args.animation.ascii,
        depth: Depth::Exact,
        palette: args.animation.theme.unwrap_or(Palette::Unchosen),
    };
    let take = Take {
        screen,
        fps: args.fps,
        length,
    };
    let title = title_of(&options, args, lesson_title);

    let recording = Recording {
        format,
        app,
        look,
        take,
        title,
        cues,
        stop: stop.clone(),
    };
    if to_stdout {
        return to_standard_output(recording, &stop);
    }
    to_file(recording, path, args.force, &stop)
}

/// The recording's title: its lesson's, or the board, speed and strategy (or race) shown.
fn title_of(options: &Options, args: &RecordArgs, lesson: Option<String>) -> String {
    let speed = match options.speed {
        Speed::Max => crate::t!("commands-record-speed-max"),
        Speed::PerSec(v) => crate::t!("commands-record-speed", rate = v.to_string()),
    };
    let n = options.n.to_string();
    match (lesson, args.animation.race) {
        (Some(lesson), _) => crate::t!("commands-record-title-lesson", lesson = lesson),
        (None, Some([a, b])) => crate::t!(
            "commands-record-title-race",
            n = n,
            speed = speed,
            a = a.to_string(),
            b = b.to_string()
        ),
        (None, None) => crate::t!(
            "commands-record-title",
            n = n,
            speed = speed,
            strategy = options.strategy.to_string()
        ),
    }
}

/// Writes `recording` to standard output (`-o -`).
fn to_standard_output(recording: Recording, stop: &Stop) -> color_eyre::Result<ExitCode> {
    let written = recording
        .write(BufWriter::new(crate::output::stdout()))
        .and_then(|out| out.into_inner().map_err(io::IntoInnerError::into_error))
        .and_then(|mut out| out.flush());
    match (written, stop.signal()) {
        (Ok(()), _) => Ok(ExitCode::SUCCESS),
        // Stopped from outside: nothing more to say.
        (Err(_), Some(sig)) => Ok(stop::stopped_by(sig)),
        (Err(err), None) => Err(err).wrap_err(crate::t!("error-could-not-write", path = "-")),
    }
}

/// Writes `recording` to `path` whole or not at all: into a temporary file beside it, renamed
/// into place once complete (over an existing file only with `force`).
fn to_file(
    recording: Recording,
    path: &Path,
    force: bool,
    stop: &Stop,
) -> color_eyre::Result<ExitCode> {
    let replace = if force {
        Replace::Allowed
    } else {
        Replace::Never
    };
    files::check_output(path, replace)?;
    let failed = || crate::t!("error-could-not-write", path = path.display().to_string());
    let temporary = files::temporary_beside(path, 0o666).map_err(|e| {
        Failure::CantCreate(crate::t!(
            "error-could-not-write-because",
            path = path.display().to_string(),
            cause = e.to_string()
        ))
    })?;
    let file = temporary.as_file().try_clone().wrap_err_with(failed)?;
    let written = recording
        .write(BufWriter::new(file))
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

/// A recording to make, all but where it goes.
struct Recording {
    format: Format,
    app: App,
    look: Appearance,
    take: Take,
    title: String,
    cues: Vec<(Duration, Action)>,
    stop: Stop,
}

impl Recording {
    /// Makes it into `out`.
    fn write<W: Write>(self, out: W) -> io::Result<W> {
        let Recording {
            format,
            app,
            look,
            take,
            title,
            cues,
            stop,
        } = self;
        match format {
            Format::Cast => record::record_cued(app, look, take, Some(title), out, stop, &cues),
            Format::Svg => record::picture_cued(app, look, take, &title, out, stop, &cues),
        }
    }
}

/// The format a file's name asks for: a picture for `.svg`, else a cast (as before pictures
/// were written, whatever the name).
fn format_of(path: &Path) -> Format {
    let svg = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"));
    if svg { Format::Svg } else { Format::Cast }
}
