//! The glossary's terms (issue 42): no Chinese catalog or lesson uses a synonym the glossary
//! forbids (`assets/i18n/glossary.md`, its table "Forbidden synonyms"), save inside the longer
//! phrases the table allows.

use std::path::{Path, PathBuf};

/// One line of the glossary's table of forbidden synonyms.
#[derive(Debug)]
struct Forbidden {
    /// The word no catalog may use.
    word: String,
    /// The term to use instead.
    instead: String,
    /// The longer phrases that hold `word` and are allowed: they say something else.
    allowed: Vec<String>,
}

/// The glossary's forbidden synonyms, read from its table.
fn forbidden() -> Vec<Forbidden> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/glossary.md");
    let text = std::fs::read_to_string(path).unwrap();
    let (_, section) = text
        .split_once("## Forbidden synonyms")
        .expect("the glossary has a section 'Forbidden synonyms'");
    let section = section.split("\n## ").next().unwrap_or(section);
    let rows: Vec<Forbidden> = section
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---") && !l.starts_with("| Forbidden"))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            assert_eq!(cells.len(), 3, "a row of three cells: {line}");
            // The allowed phrases are the cell's code spans.
            let allowed = cells[2]
                .split('`')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect();
            Forbidden {
                word: cells[0].to_string(),
                instead: cells[1].to_string(),
                allowed,
            }
        })
        .collect();
    assert!(rows.len() >= 10, "the table was read: {rows:?}");
    rows
}

/// Every Chinese text a screen shows: the shared catalog files, each strategy's own, the
/// lessons.
fn chinese_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let listed = |dir: PathBuf| -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        files
    };
    let mut files = listed(root.join("assets/i18n/zh-CN"));
    for folder in listed_dirs(&root.join("src/strategies")) {
        let words = folder.join("words/zh-CN.ftl");
        if words.is_file() {
            files.push(words);
        }
    }
    files.extend(listed(root.join("assets/lessons/zh-CN")));
    files
}

/// The folders in `dir`, sorted.
fn listed_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

/// The lines of `path` a screen may show, numbered from 1: a catalog's comments are left out.
fn shown_lines(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    let catalog = path.extension().is_some_and(|e| e == "ftl");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !(catalog && l.trim_start().starts_with('#')))
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect()
}

/// Where in `line` the forbidden word stands outside every allowed phrase.
fn misuses(line: &str, forbidden: &Forbidden) -> Vec<usize> {
    let covered: Vec<(usize, usize)> = forbidden
        .allowed
        .iter()
        .flat_map(|phrase| line.match_indices(phrase.as_str()))
        .map(|(at, phrase)| (at, at + phrase.len()))
        .collect();
    line.match_indices(forbidden.word.as_str())
        .map(|(at, _)| at)
        .filter(|&at| {
            let end = at + forbidden.word.len();
            !covered.iter().any(|&(from, to)| from <= at && end <= to)
        })
        .collect()
}

#[test]
fn the_check_finds_a_forbidden_word_and_spares_an_allowed_phrase() {
    let rule = Forbidden {
        word: "拒绝".to_string(),
        instead: "排除".to_string(),
        allowed: vec!["拒绝读取".to_string()],
    };
    assert_eq!(misuses("a4 被拒绝", &rule).len(), 1);
    assert!(misuses("文件太大：拒绝读取", &rule).is_empty());
    assert_eq!(misuses("拒绝读取，也拒绝 a4", &rule).len(), 1);
}

#[test]
fn the_glossary_allows_only_phrases_that_hold_the_word_and_uses_no_forbidden_word() {
    let all = forbidden();
    for rule in &all {
        for phrase in &rule.allowed {
            assert!(
                phrase.contains(&rule.word),
                "'{phrase}' is allowed for '{}' but does not hold it",
                rule.word
            );
        }
        for other in &all {
            assert!(
                !rule.instead.contains(&other.word),
                "'{}' is to be used for '{}', but the glossary forbids '{}'",
                rule.instead,
                rule.word,
                other.word
            );
        }
    }
}

#[test]
fn no_chinese_catalog_or_lesson_uses_a_forbidden_synonym() {
    let rules = forbidden();
    let files = chinese_files();
    assert!(files.len() > 20, "the files were found: {files:?}");
    let mut found = Vec::new();
    for path in &files {
        for (number, line) in shown_lines(path) {
            for rule in &rules {
                if !misuses(&line, rule).is_empty() {
                    found.push(format!(
                        "{}:{number}: '{}' (the glossary says {}): {line}",
                        path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                            .unwrap_or(path)
                            .display(),
                        rule.word,
                        rule.instead
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "forbidden synonyms:\n{}",
        found.join("\n")
    );
}

/// A Chinese character (the unified ideographs and their first extension).
fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}')
}

/// The punctuation rules of the glossary's "How Chinese text is written" a program can check
/// in `line`: no ASCII `,` `:` `;` `?` `!` against a Chinese character (full-width ones there),
/// and no two brackets in a row (`（棋盘）（1 到 1024）`).
fn punctuation_misuses(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut found = Vec::new();
    for (i, pair) in chars.windows(2).enumerate() {
        let [a, b] = [pair[0], pair[1]];
        if (is_han(a) && ",:;?!".contains(b)) || (",:;".contains(a) && is_han(b)) {
            found.push(format!(
                "ASCII '{}' against a Chinese character",
                if is_han(a) { b } else { a }
            ));
        }
        if matches!(a, ')' | '）') {
            let next = chars[i + 1..].iter().find(|c| **c != ' ');
            if matches!(next, Some('(' | '（')) && (a == '）' || next == Some(&'（')) {
                found.push("two brackets in a row".to_string());
            }
        }
    }
    found
}

/// The catalog message a line of a `.ftl` file belongs to, as each line is read: its id, or
/// the id of the message it continues.
fn message_ids(lines: &[(usize, String)]) -> Vec<String> {
    let mut id = String::new();
    lines
        .iter()
        .map(|(_, line)| {
            if let Some((head, _)) = line.split_once(" =")
                && !head.contains(' ')
            {
                id = head.to_string();
            }
            id.clone()
        })
        .collect()
}

#[test]
fn the_punctuation_check_finds_what_the_glossary_forbids() {
    assert!(!punctuation_misuses("第 3 行:回溯").is_empty());
    assert!(!punctuation_misuses("回溯,然后").is_empty());
    assert_eq!(punctuation_misuses("粒子（棋盘）（1 到 1024）").len(), 1);
    assert!(punctuation_misuses("第 3 行：回溯（按 b），然后 (row, col) 与 c5").is_empty());
    assert!(punctuation_misuses("按 : 之后；title: 后面").is_empty());
}

#[test]
fn no_chinese_catalog_or_lesson_breaks_a_punctuation_rule() {
    let mut found = Vec::new();
    for path in chinese_files() {
        let lines = shown_lines(&path);
        let catalog = path.extension().is_some_and(|e| e == "ftl");
        let ids = message_ids(&lines);
        for ((number, line), id) in lines.iter().zip(&ids) {
            // Pseudocode keeps its language's punctuation (`if free == 0: 死路; return`), and
            // a lesson's commands are typed.
            if (catalog && id.starts_with("code-")) || (!catalog && line.starts_with(':')) {
                continue;
            }
            for why in punctuation_misuses(line) {
                found.push(format!(
                    "{}:{number}: {why}: {line}",
                    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                        .unwrap_or(&path)
                        .display()
                ));
            }
        }
    }
    assert!(found.is_empty(), "punctuation:\n{}", found.join("\n"));
}
