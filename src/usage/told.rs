//! A mistake clap found, told in the user's words from its kind and what clap knows of it
//! (the argument, the value given, the near names), not from clap's English sentence; what
//! was typed is quoted as it was.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::t;

/// What is wrong, on one line, and clap's tips (`a similar subcommand exists: 'count'`), one
/// a line.
pub fn told(err: &clap::Error) -> (String, Vec<String>) {
    (what(err), tips(err))
}

/// The text clap holds for `kind`, if one.
fn text(err: &clap::Error, kind: ContextKind) -> Option<&str> {
    match err.get(kind) {
        Some(ContextValue::String(text)) => Some(text),
        _ => None,
    }
}

/// The texts clap holds for `kind`, listed (each as it was typed).
fn texts(err: &clap::Error, kind: ContextKind) -> Option<String> {
    let names: Vec<&str> = match err.get(kind)? {
        ContextValue::String(one) => vec![one.as_str()],
        ContextValue::Strings(many) => many.iter().map(String::as_str).collect(),
        _ => return None,
    };
    Some(names.join(&t!("cli-list-comma")))
}

/// The number clap holds for `kind`, written.
fn number(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind) {
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    }
}

/// The line saying what is wrong.
fn what(err: &clap::Error) -> String {
    let arg = text(err, ContextKind::InvalidArg).unwrap_or_default();
    let value = text(err, ContextKind::InvalidValue).unwrap_or_default();
    let said = match err.kind() {
        ErrorKind::InvalidValue if value.is_empty() => {
            Some(t!("cli-error-value-missing", arg = arg))
        }
        ErrorKind::InvalidValue => Some(match texts(err, ContextKind::ValidValue) {
            Some(values) => t!(
                "cli-error-invalid-value-listed",
                arg = arg,
                value = value,
                values = values
            ),
            None => t!("cli-error-invalid-value", arg = arg, value = value),
        }),
        ErrorKind::ValueValidation => Some(match std::error::Error::source(err) {
            // The program's parsers say why in the language already.
            Some(reason) => t!(
                "cli-error-invalid-value-because",
                arg = arg,
                value = value,
                reason = reason.to_string()
            ),
            None => t!("cli-error-invalid-value", arg = arg, value = value),
        }),
        ErrorKind::InvalidSubcommand => text(err, ContextKind::InvalidSubcommand)
            .map(|name| t!("cli-error-unknown-subcommand", name = name)),
        ErrorKind::UnknownArgument => Some(t!("cli-error-unknown-argument", arg = arg)),
        ErrorKind::MissingRequiredArgument => {
            texts(err, ContextKind::InvalidArg).map(|args| t!("cli-error-missing", args = args))
        }
        ErrorKind::MissingSubcommand => text(err, ContextKind::InvalidSubcommand).map(|name| {
            let names = texts(err, ContextKind::ValidSubcommand).unwrap_or_default();
            t!("cli-error-missing-subcommand", name = name, names = names)
        }),
        ErrorKind::ArgumentConflict => Some(conflict(err)),
        ErrorKind::NoEquals => Some(t!("cli-error-no-equals", arg = arg)),
        ErrorKind::TooManyValues => Some(t!("cli-error-too-many", arg = arg, value = value)),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = number(err, ContextKind::ExpectedNumValues)
                .or_else(|| number(err, ContextKind::MinValues))
                .unwrap_or_default();
            let actual = number(err, ContextKind::ActualNumValues).unwrap_or_default();
            Some(t!(
                "cli-error-value-count",
                arg = arg,
                expected = expected,
                actual = actual
            ))
        }
        ErrorKind::InvalidUtf8 => Some(t!("cli-error-not-utf8")),
        _ => None,
    };
    said.unwrap_or_else(|| t!("cli-error-other"))
}

/// An argument given with one it cannot go with, or twice.
fn conflict(err: &clap::Error) -> String {
    let prior = err.get(ContextKind::PriorArg);
    if let Some(arg) = text(err, ContextKind::InvalidArg) {
        return match prior {
            Some(ContextValue::String(other)) if other == arg => {
                t!("cli-error-repeated", arg = arg)
            }
            Some(ContextValue::String(_) | ContextValue::Strings(_)) => {
                let other = texts(err, ContextKind::PriorArg).unwrap_or_default();
                t!("cli-error-conflict", arg = arg, other = other)
            }
            _ => t!("cli-error-conflict-others", arg = arg),
        };
    }
    let name = text(err, ContextKind::InvalidSubcommand).unwrap_or_default();
    let other = texts(err, ContextKind::PriorArg).unwrap_or_default();
    t!("cli-error-conflict-subcommand", name = name, other = other)
}

/// clap's tips naming what the user may have meant, each quoted as it is typed. (Its other
/// tips are English sentences with nothing to tell them by; they are left out.)
fn tips(err: &clap::Error) -> Vec<String> {
    let quoted = |kind| match err.get(kind) {
        Some(ContextValue::String(one)) => Some(format!("'{one}'")),
        Some(ContextValue::Strings(many)) => Some(
            many.iter()
                .map(|name| format!("'{name}'"))
                .collect::<Vec<_>>()
                .join(&t!("cli-list-comma")),
        ),
        _ => None,
    };
    let mut tips = Vec::new();
    if let Some(names) = quoted(ContextKind::SuggestedSubcommand) {
        tips.push(t!("cli-tip-subcommand", names = names));
    }
    if let Some(names) = quoted(ContextKind::SuggestedArg) {
        tips.push(t!("cli-tip-argument", names = names));
    }
    if let Some(names) = quoted(ContextKind::SuggestedValue) {
        tips.push(t!("cli-tip-value", names = names));
    }
    tips
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};

    /// What `line` is told in Chinese: the kind of clap's error, the line and the tips.
    fn in_chinese(line: &str) -> (ErrorKind, String, Vec<String>) {
        i18n::scoped(Lang::Zh, || {
            let args: Vec<&str> = line.split_whitespace().collect();
            let err = crate::cli::parse_from(args).unwrap_err();
            let (what, tips) = told(&err);
            (err.kind(), what, tips)
        })
    }

    /// Whether `text` says something in Chinese.
    fn chinese(text: &str) -> bool {
        text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
    }

    /// The ASCII words of `text` outside its quotes ('…') that are no strategy's name: what
    /// it says in English.
    fn english_words(text: &str) -> Vec<String> {
        let typed: Vec<&str> = crate::vocabulary::Strategy::ALL
            .iter()
            .flat_map(|s| s.name().split('-'))
            .collect();
        text.split('\'')
            .step_by(2)
            .flat_map(|part| part.split(|c: char| !c.is_ascii_alphabetic()))
            .filter(|w| w.len() > 1 && !typed.contains(w))
            .map(String::from)
            .collect()
    }

    #[test]
    fn each_kind_of_mistake_is_told_in_chinese_quoting_what_was_typed() {
        let cases = [
            ("nqueens count abc", ErrorKind::ValueValidation, "'abc'"),
            ("nqueens cont 8", ErrorKind::InvalidSubcommand, "'cont'"),
            (
                "nqueens count 8 --uniqe",
                ErrorKind::UnknownArgument,
                "'--uniqe'",
            ),
            ("nqueens count", ErrorKind::MissingRequiredArgument, "<N>"),
            ("nqueens --strategy dfs", ErrorKind::InvalidValue, "'dfs'"),
            (
                "nqueens lesson --list --check",
                ErrorKind::ArgumentConflict,
                "'--check'",
            ),
            (
                "nqueens count 8 --unique --unique",
                ErrorKind::ArgumentConflict,
                "'--unique'",
            ),
            (
                "nqueens count 8 --threads",
                ErrorKind::InvalidValue,
                "'--threads <T>'",
            ),
            ("nqueens count 8 9", ErrorKind::UnknownArgument, "'9'"),
        ];
        for (line, kind, quoted) in cases {
            let (found, what, _) = in_chinese(line);
            assert_eq!(found, kind, "{line}: {what}");
            assert!(chinese(&what) && what.contains(quoted), "{line}: {what}");
            assert!(!what.contains('\n'), "{line}: {what}");
            assert_eq!(english_words(&what), Vec::<String>::new(), "{line}: {what}");
        }
    }

    #[test]
    fn the_possible_values_and_the_near_names_are_listed_as_typed() {
        let (_, what, _) = in_chinese("nqueens --strategy dfs");
        let names: Vec<&str> = crate::vocabulary::Strategy::ANIMATED
            .iter()
            .map(|s| s.name())
            .collect();
        assert!(what.ends_with(&names.join("、")), "{what}");
        let (_, _, tips) = in_chinese("nqueens cont 8");
        assert_eq!(tips, ["提示：有相近的子命令：'count'"]);
        let (_, _, tips) = in_chinese("nqueens count 8 --uniqe");
        assert_eq!(tips, ["提示：有相近的参数：'--unique'"]);
    }

    #[test]
    fn a_reason_the_program_gives_is_said_after_the_value() {
        let (_, what, _) = in_chinese("nqueens count 40");
        assert!(what.starts_with("'<N>' 的值 '40' 无效："), "{what}");
        assert!(what.contains("1 到 32"), "{what}");
    }
}
