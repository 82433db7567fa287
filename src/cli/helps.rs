//! The command line's help texts that name strategies, made from the registry: which
//! strategies draw at random, which take `--order` and what each adds to `trace`'s lines. A
//! new strategy's folder says these of itself (its `About`), so no line here names one.

use crate::strategies::About;
use crate::vocabulary::{LOCAL_MAX_N, Strategy};

/// The strategies' `About`s, in the registry's order, that `keep` picks.
fn picked(keep: impl Fn(&About) -> bool) -> Vec<&'static About> {
    Strategy::ALL
        .iter()
        .map(|s| s.about())
        .filter(|about| keep(about))
        .collect()
}

/// Names listed as English lists them: `a`, `a and b`, `a, b and c` (`or` for `and`).
fn listed_with(names: &[String], and: &str) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// Names listed with `and`.
fn listed(names: &[String]) -> String {
    listed_with(names, "and")
}

/// The seeded strategies' names, listed.
fn seeded() -> String {
    let names: Vec<String> = picked(|a| a.seeded)
        .iter()
        .map(|a| a.name.to_string())
        .collect();
    listed(&names)
}

/// `--seed`'s help: `after` says what the same seed gives.
pub fn seed(after: &str) -> String {
    format!(
        "The seed of the random choices of {} (default 0): {after}",
        seeded()
    )
}

/// `compare --seed`'s help.
pub fn compare_seed() -> String {
    format!(
        "The first seed of {} (default 0): each cell of them runs from this seed and the next \
         four and reports the median run",
        seeded()
    )
}

/// `--order`'s help; `live` adds that `:order` changes it while watching.
pub fn order(live: bool) -> String {
    let ordered = picked(|a| a.ordered.is_some());
    let names: Vec<String> = ordered.iter().map(|a| a.name.to_string()).collect();
    let defaults: Vec<String> = ordered
        .iter()
        .filter_map(|a| a.ordered.map(|o| format!("{}: {}", a.name, o.name())))
        .collect();
    let live = if live {
        "; `:order mrv` changes it live"
    } else {
        ""
    };
    format!(
        "The order {} fill their ranks in ({} by default{live})",
        listed(&names),
        defaults.join(", ")
    )
}

/// The board size's help: the local search animates boards past the others' largest.
pub fn size() -> String {
    let local: Vec<String> = picked(|a| a.local)
        .iter()
        .map(|a| format!("--strategy {}", a.name))
        .collect();
    format!(
        "Board size N (1 to {}; up to {LOCAL_MAX_N} with {})",
        crate::vocabulary::BACKTRACKING_MAX_N,
        listed_with(&local, "or")
    )
}

/// `trace --strategy`'s help: the lines every strategy prints, then what each adds.
pub fn trace_strategy() -> String {
    let own: Vec<String> = picked(|a| !a.traces.is_empty())
        .iter()
        .map(|a| format!("`{}`: {}", a.name, a.traces))
        .collect();
    format!(
        "How the search looks for solutions. Each prints `place R C`, `remove R C`, \
         `deadend R` and `solution K` lines as it does those; beside them, {}",
        own.join("; ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_helps_name_every_strategy_they_are_about_and_no_other() {
        for strategy in Strategy::ALL {
            let about = strategy.about();
            let quoted = format!("`{}`", about.name);
            assert_eq!(
                trace_strategy().contains(&quoted),
                !about.traces.is_empty(),
                "{quoted}"
            );
            assert_eq!(
                order(false).contains(&format!("{}: ", about.name)),
                about.ordered.is_some(),
                "{}",
                about.name
            );
            assert_eq!(
                seed("").contains(about.name),
                about.seeded,
                "{}",
                about.name
            );
        }
        assert_eq!(listed(&["a".into(), "b".into(), "c".into()]), "a, b and c");
        assert!(order(true).ends_with("; `:order mrv` changes it live)"));
    }
}
