//! nqueens: watch the N-Queens backtracking search live, or count and list its solutions.

use std::ffi::OsString;
use std::io;
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;
use nqueens::cli::{Cli, Command};
use nqueens::commands::{self, Failure};
use nqueens::{i18n, usage};

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
            eprintln!("{}", usage::line(&message, &usage::help_for(&args)));
            return ExitCode::from(2);
        }
    }
    let help = usage::help_for(&args);
    let cli = match Cli::try_parse_from(&args) {
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
/// chooses its own status; a usage error reads as clap's do, pointing to `help`.
fn report(err: color_eyre::Report, help: &str) -> ExitCode {
    let closed_pipe = err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe)
    });
    if closed_pipe {
        return ExitCode::SUCCESS;
    }
    match err.downcast_ref::<Failure>() {
        Some(Failure::Usage(message)) => eprintln!("{}", usage::line(message, help)),
        // The chain, on one line: `what: why: the cause`.
        _ => eprintln!("nqueens: {err:#}"),
    }
    let status = commands::status_of(&err);
    ExitCode::from(status)
}

/// Help and version print as clap prints them; a usage error becomes clap's first paragraph
/// on one line (which names the flag and the valid range) pointing to `help`, with clap's
/// tips (a similar subcommand or flag) below, and exit status 2.
fn usage_error(err: clap::Error, help: &str) -> ExitCode {
    match err.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => err.exit(),
        _ => {
            eprintln!("{}", usage::clap_error(&err.render().to_string(), help));
            ExitCode::from(2)
        }
    }
}
