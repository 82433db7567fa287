//! The catalogs (issue 28): every language has exactly English's messages, each with the same
//! values; every message the code names is there, and every message there is named by the
//! code; every file parses.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use nqueens::app::{App, Options};
use nqueens::i18n::{Lang, SOURCES};
use nqueens::vocabulary::Speed;

mod common;

/// A message's values (`$n`) and the messages it names (`{ lang-name }`).
#[derive(Debug, Default, PartialEq)]
struct Uses {
    values: BTreeSet<String>,
    messages: BTreeSet<String>,
}

fn inline(expr: &InlineExpression<&str>, uses: &mut Uses) {
    match expr {
        InlineExpression::VariableReference { id } => {
            uses.values.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            uses.messages.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => call(arguments, uses),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call(arguments, uses),
        InlineExpression::Placeable { expression } => expression_uses(expression, uses),
        _ => {}
    }
}

fn call(arguments: &CallArguments<&str>, uses: &mut Uses) {
    for arg in &arguments.positional {
        inline(arg, uses);
    }
    for arg in &arguments.named {
        inline(&arg.value, uses);
    }
}

fn expression_uses(expr: &Expression<&str>, uses: &mut Uses) {
    match expr {
        Expression::Inline(e) => inline(e, uses),
        Expression::Select { selector, variants } => {
            inline(selector, uses);
            for variant in variants {
                pattern(&variant.value, uses);
            }
        }
    }
}

fn pattern(p: &Pattern<&str>, uses: &mut Uses) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_uses(expression, uses);
        }
    }
}

/// Each language's messages, by id, with what each uses; the files' errors beside.
fn catalogs() -> BTreeMap<&'static str, BTreeMap<String, Uses>> {
    let mut all: BTreeMap<&str, BTreeMap<String, Uses>> = BTreeMap::new();
    for source in SOURCES {
        let resource = fluent_syntax::parser::parse(source.text).unwrap_or_else(|(_, errors)| {
            panic!("assets/i18n/{} does not parse: {errors:?}", source.path)
        });
        let messages = all.entry(source.lang.code()).or_default();
        for entry in &resource.body {
            if let Entry::Message(message) = entry {
                let mut uses = Uses::default();
                if let Some(value) = &message.value {
                    pattern(value, &mut uses);
                }
                for attribute in &message.attributes {
                    pattern(&attribute.value, &mut uses);
                }
                let id = message.id.name.to_string();
                assert!(
                    !messages.contains_key(&id),
                    "'{id}' is defined twice in the {} catalog (again in {})",
                    source.lang.code(),
                    source.path
                );
                messages.insert(id, uses);
            }
        }
    }
    all
}

/// The code of every Rust file under `src/`, without its comment lines.
fn code() -> String {
    fn walk(dir: &Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                // Comments show ids as examples; only code names them.
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                    out.push_str(line);
                    out.push('\n');
                }
            }
        }
    }
    let mut out = String::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// The literal at the start of `rest` (after blanks, which rustfmt leaves where it breaks a
/// call over lines: `t!(\n    "id"`), if one starts there.
fn literal_at(rest: &str) -> Option<&str> {
    let rest = rest.trim_start().strip_prefix('"')?;
    rest.find('"').map(|end| &rest[..end])
}

/// The ids the code asks for: the first literal of every `t!(`, `i18n::text(` and the second
/// of `text_in(`, on one line or broken over lines; and every literal of an id's shape that
/// starts as the catalog's ids do (`help-key-pause`), as the key table and the code view name
/// their ids before `i18n::text` says them.
fn ids_named(code: &str, prefixes: &BTreeSet<String>) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for opening in ["t!(", "i18n::text(", "text_in("] {
        for (at, _) in code.match_indices(opening) {
            // `format!(` ends as `t!(` does.
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let mut rest = &code[at + opening.len()..];
            if opening == "text_in(" {
                // The language first.
                let Some(comma) = rest.find(',') else {
                    continue;
                };
                rest = &rest[comma + 1..];
            }
            if let Some(id) = literal_at(rest) {
                ids.insert(id.to_string());
            }
        }
    }
    let id_char = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    for prefix in prefixes {
        let opening = format!("\"{prefix}-");
        for (at, _) in code.match_indices(&opening) {
            let rest = &code[at + 1..];
            let end = rest.find(|c: char| !id_char(c)).unwrap_or(rest.len());
            // A whole literal, not the start of one built further (`"help-key-{}"`).
            if rest[end..].starts_with('"') && !rest[..end].ends_with('-') {
                ids.insert(rest[..end].to_string());
            }
        }
    }
    ids
}

/// What every id of `catalog` starts with, up to its first `-` (`help`, `words`).
fn prefixes(catalog: &BTreeMap<String, Uses>) -> BTreeSet<String> {
    catalog
        .keys()
        .filter_map(|id| id.split_once('-').map(|(p, _)| p.to_string()))
        .collect()
}

#[test]
fn ids_are_found_however_the_code_names_them() {
    let prefixes: BTreeSet<String> = ["help", "words"].map(String::from).into();
    let code = concat!(
        "let a = t!(\"words-one\");\n",
        "let b = crate::t!(\n    \"words-two\",\n    n = 2\n);\n",
        "let c = i18n::text(\n    \"words-three\",\n    &[],\n);\n",
        "let d = i18n::text_in(lang, \"words-four\", &[]);\n",
        "Binding { about: \"help-key-five\" },\n",
        "let e = format!(\"words-not-{}\", 1);\n",
        "let f = format!(\"{x}\");\n",
    );
    let found: Vec<String> = ids_named(code, &prefixes).into_iter().collect();
    assert_eq!(
        found,
        [
            "help-key-five",
            "words-four",
            "words-one",
            "words-three",
            "words-two"
        ]
    );
}

#[test]
fn every_language_has_englishs_messages_with_the_same_values() {
    let all = catalogs();
    let english = &all["en"];
    for lang in Lang::ALL {
        let other = &all[lang.code()];
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "the {} catalog lacks {missing:?} and has {extra:?} that English lacks",
            lang.code()
        );
        for (id, uses) in english {
            assert_eq!(
                other[id].values,
                uses.values,
                "'{id}' takes other values in {} than in English",
                lang.code()
            );
        }
    }
}

/// The message ids of one catalog file's text.
fn ids_of(text: &str) -> BTreeSet<String> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(resource, _)| resource);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Each file's name with its language's part taken out (`en/panels.ftl` and
/// `zh-CN/panels.ftl` are the one file `panels.ftl` in two languages; a strategy's
/// `words/en.ftl` and `words/zh-CN.ftl` the one `…/words`), with the ids of each language's
/// version.
fn files_by_language() -> BTreeMap<String, BTreeMap<&'static str, BTreeSet<String>>> {
    let mut files: BTreeMap<String, BTreeMap<&str, BTreeSet<String>>> = BTreeMap::new();
    for source in SOURCES {
        // `<lang>/<file>` in assets/i18n, `…/words/<lang>.ftl` in a strategy's folder.
        let file = match source.path.rsplit_once("/words/") {
            Some((folder, _)) => format!("{folder}/words"),
            None => source
                .path
                .split_once('/')
                .map_or("", |(_, f)| f)
                .to_string(),
        };
        files
            .entry(file)
            .or_default()
            .insert(source.lang.code(), ids_of(source.text));
    }
    files
}

#[test]
fn each_file_has_its_english_messages_in_every_language() {
    // The parity above is of whole catalogs; this is file by file, so a message a strategy's
    // folder moved out of the shared files is found missing from its own Chinese file, not
    // only if no other file holds it.
    let files = files_by_language();
    let strategies = files
        .keys()
        .filter(|f| f.contains("src/strategies/"))
        .count();
    assert_eq!(
        strategies,
        nqueens::strategies::COUNT,
        "one words file a strategy: {files:#?}"
    );
    for (file, langs) in &files {
        let english = &langs["en"];
        for lang in Lang::ALL {
            let other = langs
                .get(lang.code())
                .unwrap_or_else(|| panic!("{file} has no {} version", lang.code()));
            let missing: Vec<_> = english.difference(other).collect();
            let extra: Vec<_> = other.difference(english).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{file} in {} lacks {missing:?} and has {extra:?} that English lacks",
                lang.code()
            );
        }
    }
}

#[test]
fn every_message_the_code_names_is_in_the_catalog_and_every_message_is_named() {
    let all = catalogs();
    let english = &all["en"];
    let code = code();
    let named = ids_named(&code, &prefixes(english));
    let unknown: Vec<_> = named
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        unknown.is_empty(),
        "the code names messages no catalog has: {unknown:?}"
    );
    let referenced: BTreeSet<&String> = english.values().flat_map(|u| &u.messages).collect();
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")) && !referenced.contains(id))
        .collect();
    assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
}

#[test]
fn every_message_says_something_in_every_language() {
    let all = catalogs();
    for lang in Lang::ALL {
        for (id, uses) in &all["en"] {
            let args: Vec<(&str, nqueens::i18n::Value)> = uses
                .values
                .iter()
                .map(|name| (name.as_str(), nqueens::i18n::Value::from(2u64)))
                .collect();
            let said = nqueens::i18n::text_in(lang, id, &args);
            assert!(
                !said.trim().is_empty(),
                "'{id}' is empty in {}",
                lang.code()
            );
        }
    }
}

#[test]
fn lang_is_taken_before_or_after_the_subcommand_and_over_the_locale() {
    for args in [
        ["--lang", "zh", "count", "8"],
        ["count", "8", "--lang", "zh"],
        ["count", "--lang=en", "8", "--"],
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| *a != "--").collect();
        assert_eq!(
            common::under_lang("C", &args),
            (0, "92\n".to_string(), String::new()),
            "{args:?}"
        );
    }
    // An unknown language: one line, exit 2, in the locale's language.
    let (status, out, err) = common::under_lang("zh_CN.UTF-8", &["count", "8", "--lang", "fr"]);
    assert_eq!(
        (status, out.as_str(), err.lines().count()),
        (2, "", 1),
        "{err}"
    );
    assert!(err.contains("'fr'") && err.contains("无效"), "{err}");
    let (status, _, err) = common::under_lang("C", &["count", "8", "--lang"]);
    assert_eq!((status, err.lines().count()), (2, 1), "{err}");
    assert!(err.contains("--lang") && err.contains("en or zh"), "{err}");
}

#[test]
fn lang_switches_the_screen_live_and_says_so_in_the_new_language() {
    let mut app = App::new(Options::new(6, Speed::Max, true));
    let english = common::text(&common::screen(&app, 120, 40));
    assert_eq!(app.lang(), Lang::En);
    common::command(&mut app, "lang zh");
    assert_eq!(app.lang(), Lang::Zh);
    let chinese = common::text(&common::screen(&app, 120, 40));
    assert!(chinese.contains("界面语言已切换为中文"), "{chinese}");
    assert_ne!(english, chinese);
    // Alone, the next language; an unknown one is refused on the line, the language kept.
    common::command(&mut app, "lang");
    assert_eq!(app.lang(), Lang::En);
    assert!(common::text(&common::screen(&app, 120, 40)).contains("Words now in English."));
    common::command(&mut app, "lang fr");
    assert_eq!(app.lang(), Lang::En);
    assert!(
        common::refusal(&app).contains("fr"),
        "{}",
        common::refusal(&app)
    );
}

/// The magnitudes a figure is written at in the numbers test: from one to u64's largest.
const MAGNITUDES: [f64; 6] = [1.0, 999.0, 12_345.0, 2.8e13, 4.72e18, u64::MAX as f64];

/// What is wrong with the figures of `said` in `lang`, if anything: e-notation (`2.8e13`) in
/// any language; a letter after a figure (`2k`, `282.6 M`) in Chinese; a whole number of five
/// or more digits not grouped (`14200`; a code such as `A000170` is not a number).
fn badly_written_number(said: &str, lang: Lang) -> Option<String> {
    let chars: Vec<char> = said.chars().collect();
    let digit = |i: usize| chars.get(i).is_some_and(char::is_ascii_digit);
    let letter = |i: usize| chars.get(i).is_some_and(char::is_ascii_alphabetic);
    // A span in backticks is typed as it stands (`--shards 10000`): a comma would not parse.
    let mut typed = false;
    for i in 0..chars.len() {
        if chars[i] == '`' {
            typed = !typed;
        }
        if typed || !digit(i) {
            continue;
        }
        let signed = matches!(chars.get(i + 2), Some('+' | '-')) && digit(i + 3);
        if matches!(chars.get(i + 1), Some('e' | 'E')) && (digit(i + 2) || signed) {
            return Some(format!("e-notation in {said:?}"));
        }
        if lang == Lang::Zh {
            let at = if chars.get(i + 1) == Some(&' ') {
                i + 2
            } else {
                i + 1
            };
            if matches!(chars.get(at), Some('k' | 'K' | 'M' | 'G' | 'T')) && !letter(at + 1) {
                return Some(format!("a letter after a figure in {said:?}"));
            }
        }
        // Digits after a letter, a dot or a dash are a code, a fraction or a file's name.
        let starts = i == 0 || !(digit(i - 1) || letter(i - 1) || ".-_".contains(chars[i - 1]));
        let run = chars[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if starts && run >= 5 {
            return Some(format!("{run} digits ungrouped in {said:?}"));
        }
    }
    None
}

#[test]
fn the_numbers_check_finds_what_issue_42_quoted() {
    let zh = |s: &str| badly_written_number(s, Lang::Zh);
    for bad in ["事件 3 / 2.8e13", "6.34e11", "2k 事件/秒", "1.5M 事件/秒"] {
        assert!(zh(bad).is_some(), "{bad}");
    }
    for bad in [
        "每秒 282.6 M 个节点",
        "共 14200 个解",
        "1 到 100000000",
        "`--shards 8` 共 14200 个解",
    ] {
        assert!(zh(bad).is_some(), "{bad}");
    }
    for good in [
        "约 2.8 万亿",
        "共 14,200 个解",
        "OEIS A000170",
        "0.30000000000000004",
        "`nqueens count 27 --plan --shards 10000` 给出各块",
    ] {
        assert_eq!(zh(good), None, "{good}");
    }
    assert!(badly_written_number("1.5M events/s", Lang::En).is_none());
    assert!(badly_written_number("4.72e18 nodes", Lang::En).is_some());
}

/// A figure's writer in the numbers test.
type Writer = fn(f64) -> String;

/// One of [`MAGNITUDES`] as a count.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "whole, positive magnitudes; u64's largest saturates to itself"
)]
fn count(v: f64) -> u64 {
    v as u64
}

/// Issue 42, point 4: every message, given any of its values as a number of any size, writes
/// it grouped and without e-notation; and each message given a figure already written short
/// (a speed, an estimate, a plan's work) writes it in the language's units at every size.
#[test]
fn every_figure_is_written_in_the_languages_units_at_any_size() {
    use nqueens::i18n::number::{about, approx, compact, node_rate, whole};
    use nqueens::i18n::{Value, scoped, text_in};
    let short: [(&str, &str, Writer); 7] = [
        ("words-unit-events-per-second", "rate", |v| {
            compact(count(v))
        }),
        ("panel-counters-bitmask-about", "nodes", |v| {
            approx(count(v))
        }),
        ("panel-counters-bitmask-over", "nodes", |v| approx(count(v))),
        ("commands-plan-head", "work", about),
        ("commands-count-summary", "rate", node_rate),
        ("commands-count-summary", "total", |v| whole(count(v))),
        ("compare-whole", "total", about),
    ];
    let all = catalogs();
    for lang in Lang::ALL {
        for v in MAGNITUDES {
            for (id, uses) in &all["en"] {
                // `$stops` is a phrase the code writes after a figure, never a number; so are
                // a strategy's name and what it does (`$strategy`, `$how`, side by side in
                // Chinese: two figures there would read as one).
                let args: Vec<(&str, Value)> = uses
                    .values
                    .iter()
                    .map(|name| match name.as_str() {
                        "stops" | "strategy" | "how" => (name.as_str(), Value::from("")),
                        _ => (name.as_str(), Value::Number(v)),
                    })
                    .collect();
                let said = text_in(lang, id, &args);
                if let Some(wrong) = badly_written_number(&said, lang) {
                    panic!("'{id}' in {} at {v}: {wrong}", lang.code());
                }
            }
            for (id, value, write) in short {
                let args: Vec<(&str, Value)> = all["en"][id]
                    .values
                    .iter()
                    .map(|name| match name == value {
                        true => (name.as_str(), Value::from(scoped(lang, || write(v)))),
                        false => (name.as_str(), Value::Number(v)),
                    })
                    .collect();
                let said = text_in(lang, id, &args);
                if let Some(wrong) = badly_written_number(&said, lang) {
                    panic!("'{id}' with ${value} in {} at {v}: {wrong}", lang.code());
                }
            }
            // The figures the panels write on their own (`k / total`, a heat map's scale).
            let figures = scoped(lang, || [compact(count(v)), approx(count(v))]);
            for figure in figures {
                assert_eq!(badly_written_number(&figure, lang), None, "{v}");
            }
        }
    }
}
