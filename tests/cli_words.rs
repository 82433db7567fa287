//! The command line in Chinese (issue 42): clap's errors, every command's `--help` and `-h`,
//! and the line of `solutions --format board` over each board say no English but what is typed
//! (command names, options, values, placeholders); in English all of it is as it was.

mod common;

use std::collections::BTreeSet;

use clap::CommandFactory;
use nqueens::cli::Cli;

/// Names that are no English words but names of things, kept as they are in Chinese text.
const PROPER: &[&str] = &[
    "nqueens",
    "asciicast",
    "asciinema",
    "Kubernetes",
    "Sosic",
    "Knuth",
    "Gu",
    "Linux",
    "Zen",
    "Ctrl-C",
    "Esc",
    "roff",
    "shell",
];

/// Everything the command line lets the user type: the subcommands' names and every possible
/// value, default and placeholder of every argument (strategies, formats, shells, `COLSxROWS` …), and
/// the languages.
fn typed() -> BTreeSet<String> {
    fn walk(command: &clap::Command, out: &mut BTreeSet<String>) {
        out.insert(command.get_name().to_string());
        for arg in command.get_arguments() {
            out.extend(
                arg.get_value_names()
                    .into_iter()
                    .flatten()
                    .map(|n| n.to_string()),
            );
            for default in arg.get_default_values() {
                out.insert(default.to_string_lossy().into_owned());
            }
            for value in arg.get_possible_values() {
                out.insert(value.get_name().to_string());
            }
        }
        for sub in command.get_subcommands() {
            walk(sub, out);
        }
    }
    let mut command = Cli::command();
    // Built, so that the `help` subcommand is there.
    command.build();
    let mut out = BTreeSet::new();
    walk(&command, &mut out);
    // `--lang`'s values, read by its own parser.
    out.extend(["en".to_string(), "zh".to_string()]);
    out
}

/// The English words of `text`: what is left once the typed is taken out. Typed are code
/// spans (`…`), options (`--size`), paths, files and assignments (`demo.svg`, `TERM=dumb`),
/// anything with a digit (`a8`, `x86-64`), placeholders and acronyms in capitals (`FILE`,
/// `SVG`), single letters (the variables: `n`, `k`), the names [`typed`] lists and [`PROPER`].
fn english_words(text: &str, typed: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    for part in text.split('`').step_by(2) {
        for chunk in part.split(|c: char| c.is_whitespace() || !c.is_ascii() || c == ',') {
            let chunk = chunk.trim_matches(|c: char| "()[]<>'\";:.!?|".contains(c));
            let typed_look = chunk.starts_with('-')
                || chunk.contains(|c: char| "./=~%@:_()".contains(c) || c.is_ascii_digit())
                || !chunk.contains(|c: char| c.is_ascii_lowercase())
                || chunk.chars().count() == 1;
            if chunk.is_empty() || typed_look || typed.contains(chunk) || PROPER.contains(&chunk) {
                continue;
            }
            out.push(chunk.to_string());
        }
    }
    out
}

/// Every way to ask for help: `--help` and `-h` of the program and of each subcommand, and
/// `help SUBCOMMAND`.
fn help_asked() -> Vec<Vec<String>> {
    let mut asked = vec![vec!["--help".to_string()], vec!["-h".to_string()]];
    for sub in Cli::command().get_subcommands() {
        let name = sub.get_name().to_string();
        asked.push(vec![name.clone(), "--help".into()]);
        asked.push(vec![name.clone(), "-h".into()]);
        asked.push(vec!["help".into(), name]);
    }
    asked
}

#[test]
fn every_help_is_chinese_but_what_is_typed() {
    let typed = typed();
    let asked = help_asked();
    assert!(asked.len() > 30, "{asked:?}");
    for args in asked {
        let mut line: Vec<&str> = vec!["--lang", "zh"];
        line.extend(args.iter().map(String::as_str));
        let (status, out, err) = common::under_lang("C", &line);
        assert_eq!((status, err.as_str()), (0, ""), "{line:?}");
        let english = english_words(&out, &typed);
        assert!(english.is_empty(), "{line:?}: {english:?}\n{out}");
        for heading in [
            "Usage",
            "Options",
            "Arguments",
            "Commands",
            "default",
            "possible",
        ] {
            assert!(!out.contains(heading), "{line:?}: {heading}\n{out}");
        }
        assert!(out.contains("用法："), "{line:?}\n{out}");
    }
}

#[test]
fn the_checker_finds_the_english_of_the_english_help() {
    let typed = typed();
    for args in [&["count", "--help"][..], &["solutions", "-h"], &["--help"]] {
        let (status, out, _) = common::under_lang("C", args);
        assert_eq!(status, 0);
        let english = english_words(&out, &typed);
        assert!(english.len() > 10, "{args:?}: {english:?}");
    }
}

#[test]
fn the_chinese_help_keeps_what_is_typed() {
    let (_, out, _) = common::under_lang("zh_CN.UTF-8", &["solutions", "--help"]);
    for typed in [
        "用法：nqueens solutions [选项] <N>",
        "--format <FORMAT>",
        "- board：",
        "。默认：cols\n",
        "-h, --help",
    ] {
        assert!(out.contains(typed), "{typed}\n{out}");
    }
    let (_, short, _) = common::under_lang("zh_CN.UTF-8", &["solutions", "-h"]);
    assert!(
        short.contains("每个解怎样打印。默认：cols。可选值：cols、board、json、chess、svg\n"),
        "{short}"
    );
    let (_, top, _) = common::under_lang("zh_CN.UTF-8", &["--help"]);
    assert!(top.contains("命令：\n  trace"), "{top}");
    assert!(top.contains("nqueens <命令>"), "{top}");
}

/// What `args` print on stderr in Chinese, with the status.
fn refused(args: &[&str]) -> (i32, String) {
    let (status, out, err) = common::under_lang("zh_CN.UTF-8", args);
    assert_eq!(out, "", "{args:?}");
    (status, err)
}

#[test]
fn clap_s_mistakes_are_one_chinese_line_and_its_tips() {
    let (status, err) = refused(&["count", "abc"]);
    assert_eq!(status, 2);
    assert!(
        err.starts_with("错误：'<N>' 的值 'abc' 无效：") && err.lines().count() == 1,
        "{err}"
    );
    assert!(
        err.trim_end().ends_with("（见 `nqueens count --help`）"),
        "{err}"
    );

    let (status, err) = refused(&["cont", "8"]);
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "错误：没有子命令 'cont'（见 `nqueens --help`）\n  提示：有相近的子命令：'count'\n"
    );
    let (_, err) = refused(&["count", "8", "--uniqe"]);
    assert_eq!(
        err,
        "错误：没有参数 '--uniqe'（见 `nqueens count --help`）\n  提示：有相近的参数：'--unique'\n"
    );
    let (_, err) = refused(&["count"]);
    assert_eq!(
        err,
        "错误：缺少必需的参数：<N>（见 `nqueens count --help`）\n"
    );
    let (_, err) = refused(&["solutions", "8", "--format", "boards"]);
    assert!(
        err.starts_with(
            "错误：'--format <FORMAT>' 的值 'boards' 无效；可选的值：cols、board、json、chess、svg"
        ),
        "{err}"
    );
    assert!(err.contains("提示：有相近的值：'board'"), "{err}");
    let (status, err) = refused(&["lesson", "--list", "--check"]);
    assert_eq!(status, 2);
    assert!(
        err.starts_with("错误：参数 '--list' 不能与 '--check' 同时使用"),
        "{err}"
    );
    // --lang en over the locale: clap's own words, as before.
    let (_, _, en) = common::under_lang("zh_CN.UTF-8", &["cont", "8", "--lang", "en"]);
    assert!(
        en.starts_with("error: unrecognized subcommand 'cont'"),
        "{en}"
    );
}

#[test]
fn the_line_over_each_board_is_chinese() {
    let (_, board, _) = common::under_lang("zh_CN.UTF-8", &["solutions", "4", "--format", "board"]);
    assert!(board.starts_with("第 1 个解\n"), "{board}");
    assert!(board.contains("\n第 2 个解\n"), "{board}");
    // English, as it was.
    let (_, board, _) = common::under_lang("C", &["solutions", "4", "--format", "board"]);
    assert!(board.starts_with("solution 1\n"), "{board}");
    let (_, chess, _) = common::under_lang("C", &["solutions", "4", "--format", "chess"]);
    assert_eq!(
        chess.lines().next(),
        Some(
            "# nqueens n = 4, notation chess: the square of the queen on each rank, rank 4 first (files a to d from the left)"
        )
    );
}

#[test]
fn the_long_help_says_what_each_strategy_does_in_each_language() {
    for (lang, colon) in [("en", ": "), ("zh", "：")] {
        let (status, out, _) = common::under_lang("C", &["--lang", lang, "--help"]);
        assert_eq!(status, 0);
        for strategy in nqueens::vocabulary::Strategy::ALL {
            let item = format!("- {}{colon}", strategy.name());
            let line = out
                .lines()
                .map(str::trim_start)
                .find(|line| {
                    line.starts_with(&item) || line.starts_with(&format!("- {}:", strategy.name()))
                })
                .unwrap_or_else(|| panic!("{lang}: no line for {strategy}\n{out}"));
            let said = line
                .split_once([':', '：'])
                .map_or("", |(_, said)| said)
                .trim();
            assert!(said.chars().count() > 20, "{lang} {strategy}: {line}");
            let chinese = said.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert_eq!(chinese, lang == "zh", "{lang} {strategy}: {line}");
        }
    }
}

#[test]
fn a_listing_s_header_is_in_the_language_and_its_lines_are_not() {
    let typed = typed();
    let run = |lang: &str, args: &[&str]| {
        let mut line = vec!["--lang", lang, "solutions", "4"];
        line.extend(args);
        let (status, out, err) = common::under_lang("C", &line);
        assert_eq!((status, err.as_str()), (0, ""), "{line:?}");
        out
    };
    for args in [&["--format", "chess"][..], &["--notation", "numbers"][..]] {
        let (en, zh) = (run("en", args), run("zh", args));
        let (en_head, zh_head) = (en.lines().next().unwrap(), zh.lines().next().unwrap());
        assert!(
            en_head.starts_with("# nqueens n = 4, notation"),
            "{en_head}"
        );
        assert!(zh_head.starts_with("# nqueens n = 4，记法"), "{zh_head}");
        assert!(english_words(zh_head, &typed).is_empty(), "{zh_head}");
        assert_eq!(
            en.lines().skip(1).collect::<Vec<_>>(),
            zh.lines().skip(1).collect::<Vec<_>>()
        );
    }
}
