//! "1 steps": every count the screen words in English goes through Fluent's plural selector,
//! so a count of one reads in the singular. Two checks: each English message of the screen's
//! catalogs, said with every value 1, names no plural after a lone 1; and the code hands each
//! value a message selects on as a number (a figure already written as text never matches
//! `[one]`, and the plural would come back unseen).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use nqueens::i18n::{Lang, SOURCES, Value, text_in};

/// The catalogs of the screen. `errors.ftl` words the text commands' failures, which their
/// own work words (their figures are u128 and written as text there).
const SCREEN: [&str; 6] = [
    "en/words.ftl",
    "en/views.ftl",
    "en/panels.ftl",
    "en/code.ftl",
    "en/general.ftl",
    "en/help.ftl",
];

/// Messages whose count is never one, with the value.
const NEVER_ONE: [(&str, &str); 6] = [
    // One event a second has a message of its own (`words-unit-one-event-per-second`).
    ("words-unit-events-per-second", "rate"),
    // Estimates of the bitmask's tree past n = 12, written `≈1.2e13`: never one.
    ("panel-counters-bitmask-about", "nodes"),
    ("panel-counters-bitmask-over", "nodes"),
    // More than the most that fit a caption (several columns and lines).
    ("words-mistake-too-wide", "columns"),
    ("words-mistake-too-long", "lines"),
    // More than the most characters a lesson's command may have.
    ("words-mistake-long-command", "chars"),
];

/// Words after a value that end in `s` and are no plural: verbs whose subject is a value (a
/// key, a square, a strategy, a board).
const NOT_PLURALS: [&str; 41] = [
    "is", "has", "was", "does", "goes", "cycles", "makes", "quits", "closes", "restarts", "pauses",
    "steps", "starts", "stays", "holds", "needs", "lists", "plays", "searches", "reads", "sets",
    "clears", "leads", "moves", "shows", "breeds", "takes", "lifts", "keeps", "places", "animates",
    "comes", "hides", "runs", "fills", "returns", "leaves", "races", "finds", "fails", "passes",
];

/// Words that may stand between a count and its noun (`1 more rank`, `1 free square`).
const BETWEEN: [&str; 5] = ["more", "other", "random", "free", "safe"];

/// A message's values, and those it selects on.
#[derive(Default)]
struct Values {
    all: BTreeSet<String>,
    selected: BTreeSet<String>,
}

fn inline(expr: &InlineExpression<&str>, values: &mut Values) {
    match expr {
        InlineExpression::VariableReference { id } => {
            values.all.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_values(expression, values),
        _ => {}
    }
}

fn expression_values(expr: &Expression<&str>, values: &mut Values) {
    match expr {
        Expression::Inline(e) => inline(e, values),
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                values.selected.insert(id.name.to_string());
            }
            inline(selector, values);
            for variant in variants {
                pattern(&variant.value, values);
            }
        }
    }
}

fn pattern(p: &Pattern<&str>, values: &mut Values) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_values(expression, values);
        }
    }
}

/// The English messages of the screen's catalogs, with their values.
fn messages() -> BTreeMap<String, Values> {
    let mut all = BTreeMap::new();
    for source in SOURCES.iter().filter(|s| SCREEN.contains(&s.path)) {
        let resource = fluent_syntax::parser::parse(source.text).expect("the catalog parses");
        for entry in &resource.body {
            if let Entry::Message(message) = entry
                && let Some(value) = &message.value
            {
                let mut values = Values::default();
                pattern(value, &mut values);
                all.insert(message.id.name.to_string(), values);
            }
        }
    }
    assert!(all.len() > 300, "the screen's catalogs were not found");
    all
}

/// The plurals `said` names right after a lone `1` (not `#1`, `0.1` or `21`).
fn plurals_after_one(said: &str) -> Vec<String> {
    let words: Vec<&str> = said.split_whitespace().collect();
    let plural = |word: &str| {
        let word: String = word.chars().take_while(char::is_ascii_alphabetic).collect();
        // Not `class` (no plural), nor `s` (seconds).
        let plural = word.len() > 2 && word.ends_with('s') && !word.ends_with("ss");
        (plural && !NOT_PLURALS.contains(&word.as_str())) || word == "children"
    };
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let one = word.trim_start_matches(['(', '…', '⋮', '≈']) == "1";
        if !one {
            continue;
        }
        let next = words.get(i + 1).copied().unwrap_or("");
        let after = words.get(i + 2).copied().unwrap_or("");
        if plural(next) || (BETWEEN.contains(&next) && plural(after)) {
            found.push(format!("1 {next} {after}"));
        }
    }
    found
}

#[test]
fn the_checker_finds_a_plural_after_one_and_nothing_else() {
    assert_eq!(plurals_after_one("rank 8: 1 boards"), ["1 boards "]);
    assert_eq!(
        plurals_after_one("(1 free squares below)"),
        ["1 free squares"]
    );
    assert_eq!(plurals_after_one("1 events/s"), ["1 events/s "]);
    assert_eq!(plurals_after_one("popped 1 of 1 queens"), ["1 queens "]);
    assert_eq!(plurals_after_one("1 / 1 tries"), ["1 tries "]);
    assert_eq!(plurals_after_one("1 children"), ["1 children "]);
    for fine in [
        "1 board",
        "try #1: ranks",
        "21 boards",
        "0.1 s",
        "1 is free",
        "1 queued, 2 pruned",
        "1 more rank",
        "1 class",
        "1 s",
    ] {
        assert!(plurals_after_one(fine).is_empty(), "{fine}");
    }
}

#[test]
fn every_count_on_screen_is_singular_when_one() {
    let mut wrong = Vec::new();
    for (id, values) in messages() {
        let args: Vec<(&str, Value)> = values
            .all
            .iter()
            .map(|name| (name.as_str(), Value::from(1u64)))
            .collect();
        let said = text_in(Lang::En, &id, &args);
        let skipped = NEVER_ONE.iter().any(|&(never, _)| never == id);
        let found = plurals_after_one(&said);
        if !found.is_empty() && !skipped {
            wrong.push(format!("{id}: {said:?} ({})", found.join(", ")));
        }
    }
    assert!(wrong.is_empty(), "plurals after one:\n{}", wrong.join("\n"));
}

/// Every `t!("id", …)` in the sources: the id and the text of its values.
fn calls() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut calls = Vec::new();
    for text in &files {
        for (at, _) in text.match_indices("t!(") {
            let rest = &text[at + 3..];
            // To the parenthesis that closes the call.
            let mut depth = 1;
            let end = rest
                .char_indices()
                .find_map(|(i, c)| {
                    depth += match c {
                        '(' | '[' | '{' => 1,
                        ')' | ']' | '}' => -1,
                        _ => 0,
                    };
                    (depth == 0).then_some(i)
                })
                .unwrap_or(rest.len());
            let call = rest[..end].trim();
            let Some(id) = call.strip_prefix('"').and_then(|c| c.split('"').next()) else {
                continue;
            };
            calls.push((id.to_string(), call.to_string()));
        }
    }
    calls
}

/// The values of a call's text (`"id", n = 3, k = grouped(k)`), by name.
fn call_values(call: &str) -> BTreeMap<String, String> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in call.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&call[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&call[start..]);
    parts
        .iter()
        .filter_map(|part| part.split_once('='))
        .map(|(name, value)| (name.trim().to_string(), value.trim().to_string()))
        .collect()
}

#[test]
fn the_code_gives_every_value_a_message_selects_on_as_a_number() {
    let messages = messages();
    let calls = calls();
    assert!(calls.len() > 300, "the calls were not found");
    let mut texts = Vec::new();
    for (id, call) in &calls {
        let Some(values) = messages.get(id) else {
            continue;
        };
        for (name, value) in call_values(call) {
            let written = value.ends_with(".to_string()")
                || value.starts_with("grouped(")
                || value.starts_with("format!(")
                || value.starts_with('&');
            if values.selected.contains(&name) && written {
                texts.push(format!("{id}: {name} = {value}"));
            }
        }
    }
    assert!(
        texts.is_empty(),
        "values selected on, given as text:\n{}",
        texts.join("\n")
    );
}
