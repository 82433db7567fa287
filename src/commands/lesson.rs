//! `nqueens lesson`: a lesson played in the terminal, listed (`--list`) or checked
//! (`--check`).

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use super::{Failure, status, watch};
use crate::app::lesson::{self, Lesson, SHIPPED};
use crate::app::note::Note;
use crate::app::{App, Options};
use crate::clean::echo;
use crate::cli::LessonArgs;
use crate::files;
use crate::ui::kit::appearance::{Appearance, Palette};
use crate::vocabulary::Speed;

/// The largest lesson file read: a lesson is a few kilobytes.
const LESSON_CAP: u64 = 1 << 20;

/// Lists, checks or plays the lesson the arguments name.
pub fn run(args: &LessonArgs) -> color_eyre::Result<ExitCode> {
    if args.list {
        // A failed write is an error like any other command's, not a panic (`println!`).
        let mut out = crate::output::stdout();
        for shipped in SHIPPED {
            let name = shipped.name;
            let title = lesson::read(shipped.text(crate::i18n::current()))
                .ok()
                .and_then(|l| l.title)
                .unwrap_or_default();
            writeln!(out, "{name:<14} {title}")?;
        }
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let Some(name) = args.lesson.as_deref() else {
        return Err(Failure::Usage(crate::t!("error-lesson-unnamed")).into());
    };
    let (shown, lesson) = match load(name)? {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    if args.check {
        return check(&shown, lesson);
    }
    if !std::io::stdout().is_terminal() {
        eprintln!(
            "nqueens: {}",
            crate::t!("error-lesson-needs-terminal", name = echo(name))
        );
        return Ok(ExitCode::from(2));
    }
    let mut app = class_app();
    app.start_lesson(lesson, shown);
    let look = Appearance::detect(args.ascii, args.theme.unwrap_or(Palette::Unchosen));
    let dir = std::env::current_dir()?;
    watch::animate(&mut app, look, dir)?.close();
    Ok(ExitCode::SUCCESS)
}

/// The animation a lesson plays on: paused, n = 8, in the language asked for (`--lang`, or
/// the locale's), as `watch`'s.
fn class_app() -> App {
    App::new(Options::new(8, Speed::PerSec(20), true)).with_lang(crate::i18n::current())
}

/// `--check` of a lesson read without mistakes: played through headless on the animation a
/// class gets, each command its position refuses printed on a line of its own (`FILE:LINE:
/// :command: why`), status 65 if any.
fn check(shown: &str, lesson: Lesson) -> color_eyre::Result<ExitCode> {
    let steps = lesson.steps.len();
    let refused = class_app().rehearse_lesson(lesson, shown.to_string());
    if !refused.is_empty() {
        let mut err = std::io::stderr().lock();
        for note in &refused {
            let Note::LessonCue { line, text, why } = note else {
                continue;
            };
            let said = format!(":{text}: {}", crate::ui::words::note(why));
            let _ = writeln!(
                err,
                "{}:{line}: {}",
                echo(shown),
                crate::clean::for_terminal(&said)
            );
        }
        return Ok(ExitCode::from(status::BAD_INPUT));
    }
    let said = crate::t!("commands-lesson-checked", name = echo(shown), steps = steps);
    let mut out = crate::output::stdout();
    writeln!(out, "{said}")?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The lesson `name` names (a lesson file, or else a shipped lesson's name), read, with the
/// name to show; or, if it has mistakes, each printed on a line of its own (`FILE:LINE:
/// what`) and the status to end with (65).
pub fn load(name: &str) -> color_eyre::Result<Result<(String, Lesson), ExitCode>> {
    let path = std::path::Path::new(name);
    let text = if path.exists() {
        files::read_capped(path, LESSON_CAP).map_err(Failure::from)?
    } else if let Some(text) = lesson::shipped(name, crate::i18n::current()) {
        text.to_string()
    } else if name.contains(['/', '.']) {
        return Err(Failure::NoInput(crate::t!("error-read-missing", path = echo(name))).into());
    } else {
        let names: Vec<&str> = SHIPPED.iter().map(|s| s.name).collect();
        let said = match crate::similar::closest(name, names.iter().copied()) {
            Some(like) => crate::t!(
                "error-lesson-unknown-like",
                name = echo(name),
                like = like,
                names = names.join(&crate::t!("words-list-separator"))
            ),
            None => crate::t!(
                "error-lesson-unknown",
                name = echo(name),
                names = names.join(&crate::t!("words-list-separator"))
            ),
        };
        return Err(Failure::Usage(said).into());
    };
    match lesson::read(&text) {
        Ok(lesson) => Ok(Ok((name.to_string(), lesson))),
        Err(found) => {
            // The mistakes quote the file: cleaned, so its control characters reach no terminal.
            let mut err = std::io::stderr().lock();
            for f in found {
                let said = crate::ui::caption::mistake(&f.mistake);
                let _ = writeln!(
                    err,
                    "{}:{}: {}",
                    echo(name),
                    f.line,
                    crate::clean::for_terminal(&said)
                );
            }
            Ok(Err(ExitCode::from(status::BAD_INPUT)))
        }
    }
}
