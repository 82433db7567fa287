//! The command line in the user's language. In English it is the derive's own, as it always
//! was; in another language the same command is built and then walked, every text of its
//! help taken from the catalog (`cli.ftl`): each command's about, each argument's help, the
//! headings, the usage line's `[OPTIONS]`, the defaults and the possible values.
//!
//! Placeholders (`N`, `K`, `FILE`, `RATE` …) stay as typed: they stand where the user types a
//! value, the single letters are the variables of the mathematics (N 皇后), and clap counts a
//! column a character, so a wide placeholder would push the short help's columns out of
//! line. Each help that shows one says what it is.

mod table;

use std::ffi::OsString;

use clap::builder::PossibleValue;
use clap::{Arg, Command, CommandFactory, FromArgMatches};

use super::Cli;
use crate::i18n::{self, Lang};
use crate::t;

pub use table::help_of;

/// The program's command, its help in the current language.
pub fn command() -> Command {
    let command = Cli::command();
    if i18n::current() == Lang::En {
        return command;
    }
    let mut command = command;
    // Built first, so that the generated `--help`, `--version` and `help` are there to say.
    command.build();
    in_words(command)
}

/// The command line `args` (the program's name first), read as [`Cli`]; a mistake, `--help`
/// and `--version` come back as clap's error, said in the current language.
pub fn parse_from<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let mut command = command();
    let mut matches = command.try_get_matches_from_mut(args)?;
    Cli::from_arg_matches_mut(&mut matches).map_err(|err| err.format(&mut command))
}

/// `command` and its subcommands with every text of their help in the current language.
fn in_words(command: Command) -> Command {
    let name = command.get_name().to_string();
    // clap holds the name as `&'static str` (its `string` feature is off): made once a run.
    let value_name: &'static str = t!("cli-usage-command").leak();
    let mut command = command
        .subcommand_value_name(value_name)
        .mut_args(|arg| arg_in_words(&name, arg))
        .mut_subcommands(in_words);
    let usage = usage(&mut command);
    let template = template(&command);
    let (about, long, after) = table::about_of(&name);
    let command = command
        .about(about)
        .override_usage(usage)
        .help_template(template);
    let command = match long {
        Some(long) => command.long_about(long),
        None => command.long_about(None),
    };
    match after {
        Some(after) => command.after_long_help(after),
        None => command,
    }
}

/// The usage line as clap makes it, with its one word (`[OPTIONS]`) said in the language;
/// the rest is what is typed. Lines after the first are indented under the first.
fn usage(command: &mut Command) -> String {
    let rendered = command.render_usage().to_string();
    // clap's own heading: the template writes ours.
    let rendered = rendered.split_once(' ').map_or("", |(_, rest)| rest);
    let options = t!("cli-usage-options");
    let indent = " ".repeat(crate::ui::kit::text::width(&t!("cli-heading-usage")));
    let lines: Vec<String> = rendered
        .lines()
        .map(|line| line.trim_start().replace("[OPTIONS]", &options))
        .collect();
    lines.join(&format!("\n{indent}"))
}

/// The help's layout, clap's own with the headings in the language: only the sections the
/// command has.
fn template(command: &Command) -> String {
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{}{{usage}}",
        t!("cli-heading-usage")
    );
    let shown = |arg: &Arg| !arg.is_hide_set();
    let sections = [
        (
            command.get_positionals().any(shown),
            "cli-heading-arguments",
            "{positionals}",
        ),
        (
            command
                .get_arguments()
                .any(|arg| !arg.is_positional() && shown(arg)),
            "cli-heading-options",
            "{options}",
        ),
        (
            command.get_subcommands().any(|s| !s.is_hide_set()),
            "cli-heading-commands",
            "{subcommands}",
        ),
    ];
    for (present, heading, tag) in sections {
        if present {
            template.push_str(&format!("\n\n{}\n{tag}", i18n::text(heading, &[])));
        }
    }
    template.push_str("{after-help}");
    template
}

/// `arg` of `command` with its help in the language, its default and possible values said
/// there too (clap's `[default: …]` and `[possible values: …]` are English).
fn arg_in_words(command: &str, arg: Arg) -> Arg {
    let Some((short, long)) = help_of(command, &arg) else {
        return arg;
    };
    let (short, long) = with_values(command, &arg, short, long);
    arg.help(short)
        .long_help(long)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// The help texts `short` and `long` of `arg`, followed by its default and the values it
/// takes (in the long help, one a line with what each means, where the catalog says).
fn with_values(command: &str, arg: &Arg, short: String, long: String) -> (String, String) {
    if !arg.get_action().takes_values() {
        return (short, long);
    }
    let (mut short, mut long) = (short, long);
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() {
        let default = t!("cli-help-default", value = defaults.join(","));
        short.push_str(&default);
        long.push_str(&default);
    }
    let values: Vec<PossibleValue> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    if values.is_empty() {
        return (short, long);
    }
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    let listed = t!(
        "cli-help-possible",
        values = names.join(&t!("cli-list-comma"))
    );
    short.push_str(&listed);
    let id = arg.get_id().as_str();
    let described: Vec<String> = names
        .iter()
        .filter_map(|&value| {
            let help = table::value_help(command, id, value)?;
            Some(t!("cli-help-possible-item", value = value, help = help))
        })
        .collect();
    if described.len() == names.len() {
        long.push_str(&format!(
            "\n\n{}\n{}",
            t!("cli-help-possible-head"),
            described.join("\n")
        ));
    } else {
        long.push_str(&listed);
    }
    (short, long)
}

/// `names` listed as the language lists them, the last joined with `last` (`cli-list-and`
/// or `cli-list-or`).
pub(super) fn listed(names: &[String], last: &str) -> String {
    match names.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((final_name, rest)) => i18n::text(
            last,
            &[
                ("but_last", rest.join(&t!("cli-list-comma")).into()),
                ("last", final_name.as_str().into()),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every argument of `command` and its subcommands, as (the command's name, the argument).
    fn arguments(command: &Command, out: &mut Vec<(String, Arg)>) {
        for arg in command.get_arguments() {
            out.push((command.get_name().to_string(), arg.clone()));
        }
        for sub in command.get_subcommands() {
            arguments(sub, out);
        }
    }

    #[test]
    fn every_argument_of_every_command_has_a_help_in_every_language() {
        for lang in Lang::ALL {
            i18n::scoped(lang, || {
                let mut all = Vec::new();
                let mut built = Cli::command();
                built.build();
                arguments(&built, &mut all);
                assert!(all.len() > 100, "{}", all.len());
                let missing: Vec<String> = all
                    .iter()
                    .filter(|(command, arg)| help_of(command, arg).is_none())
                    .map(|(command, arg)| format!("{command} {}", arg.get_id()))
                    .collect();
                assert!(missing.is_empty(), "no help in the catalog: {missing:?}");
            });
        }
    }

    #[test]
    fn every_command_has_an_about_in_the_language() {
        i18n::scoped(Lang::Zh, || {
            let command = command();
            let mut commands = vec![&command];
            commands.extend(command.get_subcommands());
            for command in commands {
                let about = command.get_about().map(ToString::to_string);
                assert!(
                    about.is_some_and(|a| a.chars().any(|c| c > '\u{2e7f}')),
                    "{}",
                    command.get_name()
                );
            }
        });
    }

    #[test]
    fn english_is_the_derive_s_own() {
        i18n::scoped(Lang::En, || {
            let mut ours = command();
            let mut derived = Cli::command();
            assert_eq!(
                ours.render_long_help().to_string(),
                derived.render_long_help().to_string()
            );
        });
    }
}
