//! Which catalog message says which command's about and which argument's help: tables keyed
//! by the command's name and the argument's id (`count`, `unique`), so a new argument without
//! a line here is found by the test that every argument has a help. The helps that list
//! strategies are made from the registry, and a strategy's knob is said in its folder's
//! words.

use clap::Arg;

use crate::i18n::{self, Value};
use crate::vocabulary::{BACKTRACKING_MAX_N, LOCAL_MAX_N, Strategy};

/// The commands that take the animation's options.
const ANIMATION: &str = "nqueens record";

/// Every argument's help: (the commands it is of, separated by spaces, or `*` for all; the
/// argument's id; the message).
const ARGS: &[(&str, &str, &str)] = &[
    ("*", "version", "cli-arg-version"),
    ("*", "lang", "cli-arg-lang"),
    ("help", "subcommand", "cli-arg-help-subcommand"),
    (ANIMATION, "speed", "cli-arg-speed"),
    (ANIMATION, "paused", "cli-arg-paused"),
    (ANIMATION, "strategy", "cli-arg-strategy"),
    (ANIMATION, "random_ranks", "cli-arg-random-ranks"),
    (ANIMATION, "race", "cli-arg-race"),
    (ANIMATION, "ascii", "cli-arg-ascii"),
    (ANIMATION, "theme", "cli-arg-theme"),
    (ANIMATION, "present", "cli-arg-present"),
    (ANIMATION, "notation", "cli-arg-notation"),
    ("nqueens", "out", "cli-arg-out"),
    ("nqueens", "session", "cli-arg-session"),
    ("nqueens", "predict", "cli-arg-predict"),
    ("trace", "limit", "cli-arg-trace-limit"),
    ("trace", "summary", "cli-arg-trace-summary"),
    ("trace", "strategy", "cli-arg-trace-strategy"),
    ("trace", "random_ranks", "cli-arg-random-ranks-trace"),
    ("trace", "boards", "cli-arg-trace-boards"),
    ("count solutions worksheet", "size", "cli-arg-board-size"),
    ("count", "unique", "cli-arg-count-unique"),
    ("count", "threads", "cli-arg-threads"),
    ("count", "json", "cli-arg-count-json"),
    ("count", "checkpoint", "cli-arg-checkpoint"),
    ("count", "resume", "cli-arg-resume"),
    ("count", "every", "cli-arg-every"),
    ("count", "shard", "cli-arg-shard"),
    ("count", "shards", "cli-arg-shards"),
    ("count", "out", "cli-arg-count-out"),
    ("count", "force", "cli-arg-count-force"),
    ("count", "plan", "cli-arg-plan"),
    ("count", "format", "cli-arg-count-format"),
    ("count", "key", "cli-arg-count-key"),
    ("count", "worker", "cli-arg-worker"),
    ("merge", "files", "cli-arg-merge-files"),
    ("merge", "unique", "cli-arg-merge-unique"),
    ("merge", "json", "cli-arg-merge-json"),
    ("merge", "key", "cli-arg-merge-key"),
    ("merge", "quorum", "cli-arg-quorum"),
    ("merge", "spot_check", "cli-arg-spot-check"),
    ("solutions", "unique", "cli-arg-solutions-unique"),
    ("solutions", "limit", "cli-arg-solutions-limit"),
    ("solutions", "format", "cli-arg-solutions-format"),
    ("solutions", "ascii", "cli-arg-solutions-ascii"),
    ("solutions", "notation", "cli-arg-solutions-notation"),
    ("solutions", "threads", "cli-arg-solutions-threads"),
    ("solve", "size", "cli-arg-solve-size"),
    ("solve", "method", "cli-arg-method"),
    ("solve", "seed", "cli-arg-solve-seed"),
    ("solve", "no_verify", "cli-arg-no-verify"),
    ("record", "seconds", "cli-arg-seconds"),
    ("record", "screen", "cli-arg-screen"),
    ("record", "fps", "cli-arg-fps"),
    ("record", "output", "cli-arg-record-output"),
    ("record", "format", "cli-arg-record-format"),
    ("record", "force", "cli-arg-record-force"),
    ("record", "lesson", "cli-arg-record-lesson"),
    ("record", "step_seconds", "cli-arg-step-seconds"),
    ("completions", "shell", "cli-arg-shell"),
    ("man", "dir", "cli-arg-man-dir"),
    ("man", "force", "cli-arg-man-force"),
    ("worksheet", "solutions", "cli-arg-worksheet-solutions"),
    ("worksheet", "output", "cli-arg-worksheet-output"),
    ("worksheet", "force", "cli-arg-worksheet-force"),
    ("lesson", "lesson", "cli-arg-lesson"),
    ("lesson", "list", "cli-arg-lesson-list"),
    ("lesson", "check", "cli-arg-lesson-check"),
    ("lesson", "ascii", "cli-arg-lesson-ascii"),
    ("lesson", "theme", "cli-arg-lesson-theme"),
    ("compare", "strategies", "cli-arg-compare-strategies"),
    ("compare", "sizes", "cli-arg-compare-sizes"),
    ("compare", "budget", "cli-arg-budget"),
    ("compare", "format", "cli-arg-compare-format"),
    ("compare", "fields", "cli-arg-fields"),
    ("compare", "page", "cli-arg-page"),
    ("compare", "theme", "cli-arg-compare-theme"),
    ("compare", "out", "cli-arg-compare-out"),
    ("compare", "force", "cli-arg-compare-force"),
];

/// What each possible value means: (the commands, the argument's id, the value, the message).
/// Strategies say what they are in their own words files; shells are listed by name alone.
const VALUES: &[(&str, &str, &str, &str)] = &[
    ("solutions", "format", "cols", "cli-value-cols"),
    ("solutions", "format", "board", "cli-value-board"),
    ("solutions", "format", "json", "cli-value-json"),
    ("solutions", "format", "chess", "cli-value-chess"),
    ("solutions", "format", "svg", "cli-value-svg"),
    ("solutions", "notation", "numbers", "cli-value-numbers"),
    ("solutions", "notation", "chess", "cli-value-notation-chess"),
    (ANIMATION, "notation", "numbers", "cli-value-screen-numbers"),
    (ANIMATION, "notation", "chess", "cli-value-screen-chess"),
    ("record", "format", "cast", "cli-value-cast"),
    ("record", "format", "svg", "cli-value-record-svg"),
    ("nqueens record trace", "order", "fixed", "cli-value-fixed"),
    ("nqueens record trace", "order", "mrv", "cli-value-mrv"),
    ("solve", "method", "construct", "cli-value-construct"),
    (
        "solve",
        "method",
        "min-conflicts",
        "cli-value-min-conflicts",
    ),
    ("*", "theme", "standard", "cli-value-standard"),
    ("*", "theme", "contrast", "cli-value-contrast"),
    ("compare", "format", "table", "cli-value-table"),
    ("compare", "format", "csv", "cli-value-csv"),
    ("compare", "format", "json", "cli-value-compare-json"),
    ("compare", "format", "svg", "cli-value-compare-svg"),
    ("compare", "page", "slide", "cli-value-slide"),
    ("compare", "page", "a4", "cli-value-a4"),
];

/// Each command's about, long about and text after its long help.
const ABOUTS: &[(&str, &str, Option<&str>, Option<&str>)] = &[
    ("nqueens", "cli-about-nqueens", None, None),
    ("trace", "cli-about-trace", None, None),
    (
        "count",
        "cli-about-count",
        Some("cli-long-count"),
        Some("cli-after-count"),
    ),
    (
        "merge",
        "cli-about-merge",
        Some("cli-long-merge"),
        Some("cli-after-merge"),
    ),
    ("solutions", "cli-about-solutions", None, None),
    ("solve", "cli-about-solve", Some("cli-long-solve"), None),
    ("record", "cli-about-record", Some("cli-long-record"), None),
    ("completions", "cli-about-completions", None, None),
    ("man", "cli-about-man", None, None),
    ("worksheet", "cli-about-worksheet", None, None),
    ("lesson", "cli-about-lesson", Some("cli-long-lesson"), None),
    (
        "compare",
        "cli-about-compare",
        Some("cli-long-compare"),
        None,
    ),
    ("help", "cli-about-help", None, None),
];

/// Whether `commands` (names separated by spaces, or `*`) holds `command`.
fn of(commands: &str, command: &str) -> bool {
    commands == "*" || commands.split(' ').any(|c| c == command)
}

/// The message of the current language.
fn said(id: &str) -> String {
    i18n::text(id, &[])
}

/// The help of `arg` of `command` in the current language, short and long; `None` if the
/// catalog has none.
pub fn help_of(command: &str, arg: &Arg) -> Option<(String, String)> {
    let id = arg.get_id().as_str();
    if id == "help" {
        return Some((said("cli-arg-help"), said("cli-arg-help-long")));
    }
    let help = registry_help(command, id).or_else(|| {
        ARGS.iter()
            .find(|(commands, arg, _)| *arg == id && of(commands, command))
            .map(|(_, _, message)| said(message))
    })?;
    Some((help.clone(), help))
}

/// What `value` of the argument `arg` of `command` means, if the catalog says.
pub fn value_help(command: &str, arg: &str, value: &str) -> Option<String> {
    if arg == "strategy" {
        let strategy: Strategy = value.parse().ok()?;
        return Some(crate::ui::words::Titled::description(strategy));
    }
    VALUES
        .iter()
        .find(|(commands, a, v, _)| *a == arg && *v == value && of(commands, command))
        .map(|(_, _, _, message)| said(message))
}

/// The about of `command`, its long about and what follows its long help.
pub fn about_of(command: &str) -> (String, Option<String>, Option<String>) {
    match ABOUTS.iter().find(|(name, ..)| *name == command) {
        Some((_, about, long, after)) => (said(about), long.map(said), after.map(said)),
        None => (String::new(), None, None),
    }
}

/// The helps made from the registry: the board size, the seed, the order and the knobs.
fn registry_help(command: &str, id: &str) -> Option<String> {
    let live = command == "nqueens";
    match (command, id) {
        ("nqueens" | "record" | "trace", "size") => Some(crate::t!(
            "cli-arg-size",
            max = BACKTRACKING_MAX_N.to_string(),
            local = listed(local(), "cli-list-or"),
            local_max = LOCAL_MAX_N.to_string()
        )),
        ("nqueens" | "record", "seed") => Some(crate::t!("cli-arg-seed", names = seeded())),
        ("trace", "seed") => Some(crate::t!("cli-arg-seed-trace", names = seeded())),
        ("compare", "seed") => Some(crate::t!("cli-arg-compare-seed", names = seeded())),
        ("nqueens" | "record" | "trace", "order") => Some(order(command != "trace")),
        ("nqueens" | "record" | "trace", _) => knob(id, live),
        _ => None,
    }
}

/// The local searches, as `--strategy NAME`.
fn local() -> Vec<String> {
    Strategy::ALL
        .iter()
        .filter(|s| s.about().local)
        .map(|s| format!("--strategy {}", s.name()))
        .collect()
}

/// `names` listed in the current language.
fn listed(names: Vec<String>, last: &str) -> String {
    super::listed(&names, last)
}

/// The seeded strategies' names, listed.
fn seeded() -> String {
    let names = Strategy::ALL
        .iter()
        .filter(|s| s.about().seeded)
        .map(|s| s.name().to_string())
        .collect();
    listed(names, "cli-list-and")
}

/// `--order`'s help; `live`: the animation's, which `:order` changes.
fn order(live: bool) -> String {
    let ordered: Vec<Strategy> = Strategy::ALL
        .into_iter()
        .filter(|s| s.about().ordered.is_some())
        .collect();
    let names = listed(
        ordered.iter().map(|s| s.name().to_string()).collect(),
        "cli-list-and",
    );
    let defaults: Vec<String> = ordered
        .iter()
        .filter_map(|s| {
            s.about()
                .ordered
                .map(|o| format!("{}: {}", s.name(), o.name()))
        })
        .collect();
    let defaults = defaults.join(&crate::t!("cli-list-comma"));
    if live {
        crate::t!("cli-arg-order", names = names, defaults = defaults)
    } else {
        crate::t!("cli-arg-order-trace", names = names, defaults = defaults)
    }
}

/// The help of the knob `--id`, in its strategy's words; `live`: `:id` changes it.
fn knob(id: &str, live: bool) -> Option<String> {
    let (strategy, knob) = Strategy::all_knobs().find(|(_, knob)| knob.name == id)?;
    let default = i18n::text(
        knob.told,
        &[
            ("value", Value::from((knob.show)(knob.default))),
            ("count", Value::from(knob.default)),
        ],
    );
    let args = [
        ("strategy", Value::from(strategy.name())),
        ("value", Value::from(knob.value_name)),
        ("arg", Value::from(i18n::text(knob.arg, &[]))),
        ("default", Value::from(default)),
        ("name", Value::from(knob.name)),
    ];
    let message = if live {
        "cli-arg-knob-live"
    } else {
        "cli-arg-knob"
    };
    Some(i18n::text(message, &args))
}
