//! nqueens: watch the N-Queens backtracking search live, or count and list its solutions.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use nqueens::cli::Command;
use nqueens::commands::{self, Failure};
use nqueens::{clean, i18n, output, usage};

/// The longest line of a message printed, in characters: every name in it is already cut
/// (see [`clean`]), so only a message gone wrong is this long.
const LINE_CHARS: usize = 4000;

fn main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().collect();
    // Before parsing, so that a usage error is said in the language asked for; taken out of
    // the arguments, since clap refuses an option of the top level beside a subcommand.
    match take_lang(&mut args) {
        Ok(lang) => i18n::set_process(lang.unwrap_or_else(i18n::from_env)),
        Err(text) => {
            i18n::set_process(i18n::from_env());
            let message = match text {
                Some(text) => i18n::text(
                    "error-invalid-lang",
                    &[("name", i18n::Value::from(text.as_str()))],
                ),
                None => i18n::text("error-lang-needs-value", &[]),
            };
            say(&usage::line(&message, &usage::help_for(&args)));
            return ExitCode::from(2);
        }
    }
    let help = usage::help_for(&args);
    // The help and the errors in the language chosen above.
    let cli = match nqueens::cli::parse_from(&args) {
        Ok(cli) => cli,
        Err(err) => return usage_error(err, &help),
    };
    let result = match &cli.command {
        Some(Command::Trace(args)) => commands::trace::run(args),
        Some(Command::Count(args)) => commands::count::run(args),
        Some(Command::Merge(args)) => commands::merge::run(args),
        Some(Command::Solutions(args)) => commands::solutions::run(args),
        Some(Command::Solve(args)) => commands::solve::run(args),
        Some(Command::Record(args)) => commands::record::run(args),
        Some(Command::Completions(args)) => commands::docs::completions(args.shell),
        Some(Command::Man(args)) => commands::docs::man(
            args.dir.as_deref(),
            if args.force {
                nqueens::files::Replace::Allowed
            } else {
                nqueens::files::Replace::Never
            },
        ),
        Some(Command::Worksheet(args)) => commands::worksheet::run(args),
        Some(Command::Lesson(args)) => commands::lesson::run(args),
        Some(Command::Compare(args)) => commands::compare::run(args),
        None => commands::watch::run(&cli.watch),
    };
    result.unwrap_or_else(|err| report(err, &help))
}

/// Takes `--lang L` (or `--lang=L`) out of `args` and returns the language it names (the
/// last one given), or the text that names none (`None`: no text after `--lang`).
fn take_lang(args: &mut Vec<OsString>) -> Result<Option<i18n::Lang>, Option<String>> {
    let mut lang = None;
    let mut i = 1;
    while i < args.len() {
        let Some(word) = args[i].to_str() else {
            i += 1;
            continue;
        };
        if word == "--" {
            break;
        }
        let (value, taken) = match word.strip_prefix("--lang") {
            Some("") => (args.get(i + 1).and_then(|v| v.to_str()).ok_or(None)?, 2),
            Some(rest) if rest.starts_with('=') => (&rest[1..], 1),
            _ => {
                i += 1;
                continue;
            }
        };
        lang = Some(value.parse().map_err(|_| Some(value.to_string()))?);
        args.drain(i..(i + taken).min(args.len()));
    }
    Ok(lang)
}

/// One line on stderr, the error with each of its causes (`could not write … : permission
/// denied`), and a failing exit; a closed pipe (`| head`) ends output quietly. A [`Failure`]
/// chooses its own status; a usage error reads as clap's do, pointing to `help`. The line may
/// quote what the user or a file gave: it is cleaned for the terminal.
fn report(err: color_eyre::Report, help: &str) -> ExitCode {
    let closed_pipe = err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    });
    if closed_pipe {
        return ExitCode::SUCCESS;
    }
    let line = match err.downcast_ref::<Failure>() {
        Some(Failure::Usage(message)) => usage::line(message, help),
        // The chain, on one line: `what: why: the cause`.
        _ => format!("nqueens: {err:#}"),
    };
    say(&line);
    let status = commands::status_of(&err);
    ExitCode::from(status)
}

/// `text` on stderr, cleaned for the terminal; a stderr that cannot be written is no reason to
/// panic (`eprintln!` would), as the exit status still tells.
fn say(text: &str) {
    let _ = writeln!(
        io::stderr(),
        "{}",
        clean::lines_for_terminal(text, LINE_CHARS)
    );
}

/// Help and version print as clap prints them; a usage error becomes clap's first paragraph
/// on one line (which names the flag and the valid range) pointing to `help`, with clap's
/// tips (a similar subcommand or flag) below, and exit status 2.
fn usage_error(err: clap::Error, help: &str) -> ExitCode {
    match err.kind() {
        // Written here rather than by clap, which ignores a failed write: `--help >&-` fails.
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion if !io::stdout().is_terminal() => {
            let text = err.render().to_string();
            let mut out = output::stdout();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => report(e.into(), help),
            }
        }
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => err.exit(),
        _ => {
            say(&usage::clap_error_in_words(&err, help));
            ExitCode::from(2)
        }
    }
}
