//! How a command-line mistake is told: one line naming it and the help to read (the
//! subcommand's own: `nqueens count --help`), then clap's tips, if any (`tip: a similar
//! argument exists: '--unique'`).

mod told;

use std::ffi::OsString;

use clap::CommandFactory;

use crate::cli::Cli;
use crate::i18n::{self, Lang};

/// The help that explains the command line `args` (the program's name first): the
/// subcommand's own when `args` names one, else the program's.
pub fn help_for(args: &[OsString]) -> String {
    // A subcommand can only come first: the animation's options conflict with subcommands.
    let named = args.get(1).and_then(|a| a.to_str()).and_then(|first| {
        Cli::command()
            .get_subcommands()
            .find(|sub| sub.get_name() == first)
            .map(|sub| sub.get_name().to_string())
    });
    match named {
        Some(sub) => format!("nqueens {sub} --help"),
        None => "nqueens --help".to_string(),
    }
}

/// A usage mistake found after parsing, `message`, as it is printed: one line, pointing to
/// `help`.
pub fn line(message: &str, help: &str) -> String {
    crate::t!("error-usage-line", message = message, help = help)
}

/// clap's error `rendered` (as `clap::Error::render` gives it, in plain text) as it is
/// printed: its first paragraph on one line, pointing to `help`, then its tips, one a line.
/// The usage synopsis and clap's own pointer to `--help` (which does not say whose) are left
/// out.
pub fn clap_error(rendered: &str, help: &str) -> String {
    let mut paragraphs = rendered.split("\n\n");
    let first: Vec<&str> = paragraphs
        .next()
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    // clap's own words stay as clap says them; only the pointer to the help is ours.
    let mut out = crate::t!("error-usage-clap", clap = first.join(" "), help = help);
    for line in paragraphs.flat_map(str::lines) {
        let line = line.trim();
        if line.starts_with("tip:") {
            out.push_str("\n  ");
            out.push_str(line);
        }
    }
    out
}

/// clap's error `err` as it is printed, in the current language: English keeps clap's own
/// words ([`clap_error`]); another language tells it from its kind (see [`told`]), as one line
/// pointing to `help` with the tips below.
pub fn clap_error_in_words(err: &clap::Error, help: &str) -> String {
    if i18n::current() == Lang::En {
        return clap_error(&err.render().to_string(), help);
    }
    let (what, tips) = told::told(err);
    let mut out = line(&what, help);
    for tip in tips {
        out.push_str("\n  ");
        out.push_str(&tip);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn args(line: &str) -> Vec<OsString> {
        line.split_whitespace().map(OsString::from).collect()
    }

    /// What `line` prints, as `main` prints it.
    fn told(line: &str) -> String {
        let argv = args(line);
        let err = Cli::try_parse_from(&argv).unwrap_err();
        clap_error(&err.render().to_string(), &help_for(&argv))
    }

    #[test]
    fn the_help_named_is_the_subcommand_s_own() {
        assert_eq!(help_for(&args("nqueens count 8")), "nqueens count --help");
        assert_eq!(
            help_for(&args("nqueens record -o x")),
            "nqueens record --help"
        );
        assert_eq!(help_for(&args("nqueens -n 8")), "nqueens --help");
        assert_eq!(help_for(&args("nqueens cont 8")), "nqueens --help");
        assert_eq!(help_for(&args("nqueens")), "nqueens --help");
    }

    #[test]
    fn a_misspelt_subcommand_or_flag_gets_a_suggestion() {
        assert_eq!(
            told("nqueens cont 8"),
            "error: unrecognized subcommand 'cont' (see `nqueens --help`)\n  \
             tip: a similar subcommand exists: 'count'"
        );
        let uniqe = told("nqueens count 8 --uniqe");
        assert!(
            uniqe.starts_with(
                "error: unexpected argument '--uniqe' found (see `nqueens count --help`)\n"
            ),
            "{uniqe}"
        );
        assert!(
            uniqe.contains("tip: a similar argument exists: '--unique'"),
            "{uniqe}"
        );
    }

    #[test]
    fn a_mistake_is_one_line_without_the_synopsis() {
        let told = told("nqueens solutions 8 --limit 0");
        assert_eq!(told.lines().count(), 1, "{told}");
        assert!(told.ends_with("(see `nqueens solutions --help`)"), "{told}");
        let missing = super::tests::told("nqueens count");
        assert_eq!(
            missing,
            "error: the following required arguments were not provided: <N> (see `nqueens count --help`)"
        );
    }
}
