//! The built binary from the outside: bad input, no terminal, trace output.

mod common;

use common::nqueens;

use std::process::{Command, Stdio};

#[test]
fn bad_values_get_one_line_on_stderr_and_exit_2() {
    // Issue 5's list first, then more of the same kinds for each subcommand.
    let cases: &[&[&str]] = &[
        &["count", "0"],
        &["count", "33"],
        &["count", "x"],
        &["-n", "0"],
        &["-n", "33"],
        &["-n", "abc"],
        &["-n"], // a flag without its value
        &["solutions", "-3"],
        &["trace", "99"],
        &["--speed", "-5"],
        &["--speed", "fast"],
        &["--bogus"], // an unknown flag
        &["trace"],   // a missing N
        &["solutions"],
        // More.
        &["--size", "-3"],
        &["--speed", "0"],
        &["--speed"],
        &["trace", "0"],
        &["trace", "x"],
        &["trace", "8", "--limit", "0"],
        &["trace", "8", "--limit"],
        &["trace", "8", "--bogus"],
        &["solutions", "0"],
        &["solutions", "33"],
        &["solutions", "x"],
        &["solutions", "8", "--limit"],
        &["solutions", "8", "--bogus"],
        &["count"],
        &["count", "8", "--bogus"],
        &["count", "8", "--threads", "0"],
        &["count", "8", "--threads"],
        &["trace", "8", "--strategy", "dfs"],
        &["trace", "8", "--strategy", "min-conflicts", "--seed", "x"],
        &["trace", "8", "--strategy", "min-conflicts", "--seed", "-1"],
        &["trace", "8", "--seed", "1"], // a seed for a strategy without random choices
        &["--strategy", "dfs"],
        &["--seed", "x"],
        // Past 32 only min-conflicts animates, and it stops at 999.
        &["--strategy", "bitmask", "--size", "100"],
        &["--strategy", "permutations", "-n", "33"],
        &["--strategy", "min-conflicts", "--size", "1000"],
        &["record", "-n", "40", "--seconds", "1", "-o", "never.cast"],
        // Misspelt: clap's suggestion follows on a line of its own.
        &["cont", "8"],
        &["count", "8", "--uniqe"],
        // Numbers outside their range, negative ones included.
        &["count", "8", "--threads", "-1"],
        &["trace", "8", "--limit", "99999999999999999999"],
        &["solutions", "8", "--limit", "-2"],
        // Flags that would do nothing.
        &["--seed", "3"],
        &["--strategy", "scan", "--seed", "3"],
        &[
            "record",
            "--seed",
            "3",
            "--seconds",
            "1",
            "-o",
            "never.cast",
        ],
        &["solutions", "8", "--ascii"],
        &["solutions", "8", "--format", "json", "--ascii"],
        &["solutions", "8", "--format", "board", "--notation", "chess"],
        &["count", "8", "--unique", "--json"],
        &["merge", "never.json", "--unique", "--json"],
        &["trace", "8", "--boards", "--summary"],
        &["trace", "40"],
        &["trace", "33", "--strategy", "scan"],
    ];
    for args in cases {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
        let stderr = String::from_utf8(out.stderr).unwrap();
        // One line, then clap's tips if it has any (`tip: a similar argument exists: …`).
        let mut lines = stderr.lines();
        let first = lines.next().unwrap_or_default();
        assert!(first.starts_with("error: "), "{args:?}: {stderr}");
        assert!(first.ends_with("--help`)"), "{args:?}: {stderr}");
        assert!(
            lines.all(|l| l.starts_with("  tip: ")),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

/// Stderr of a run that must fail with a usage error, status 2.
fn usage_error(args: &[&str]) -> String {
    let out = nqueens(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn a_misspelling_gets_clap_s_suggestion_and_the_subcommand_s_help() {
    assert_eq!(
        usage_error(&["cont", "8"]),
        "error: unrecognized subcommand 'cont' (see `nqueens --help`)\n  \
         tip: a similar subcommand exists: 'count'\n"
    );
    let uniqe = usage_error(&["count", "8", "--uniqe"]);
    assert!(
        uniqe.starts_with(
            "error: unexpected argument '--uniqe' found (see `nqueens count --help`)\n"
        ),
        "{uniqe}"
    );
    assert!(
        uniqe.contains("  tip: a similar argument exists: '--unique'"),
        "{uniqe}"
    );
    // Every subcommand's mistakes point to its own help, and its own help exists.
    for sub in [
        "trace",
        "count",
        "merge",
        "solutions",
        "solve",
        "record",
        "completions",
        "man",
    ] {
        let err = usage_error(&[sub, "--bogus-flag"]);
        let help = format!("nqueens {sub} --help");
        assert!(err.contains(&format!("(see `{help}`)")), "{err}");
        assert!(nqueens(&[sub, "--help"]).status.success(), "{help}");
    }
    // Mistakes found after parsing too.
    let seed = usage_error(&["solve", "8", "--seed", "1"]);
    assert!(seed.ends_with("(see `nqueens solve --help`)\n"), "{seed}");
}

#[test]
fn number_flags_name_their_range() {
    let threads = usage_error(&["count", "8", "--threads", "-1"]);
    assert!(
        threads.contains("expected a number from 1 to 256"),
        "{threads}"
    );
    let limit = usage_error(&["trace", "8", "--limit", "99999999999999999999"]);
    assert!(
        limit.contains("expected a whole number from 1 to 18446744073709551615"),
        "{limit}"
    );
}

#[test]
fn a_folder_where_a_file_is_written_is_refused_and_left_alone() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-folder-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let folder = dir.to_str().unwrap();
    for args in [
        &["count", "8", "--checkpoint", folder][..],
        &["count", "8", "--out", folder],
        &["record", "--seconds", "1", "-o", folder],
    ] {
        let err = usage_error(args);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("that is a folder"), "{args:?}: {err}");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    std::fs::remove_dir(&dir).unwrap();
}

#[test]
fn a_seed_with_a_strategy_that_draws_nothing_at_random_is_refused() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-seed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cast = dir.join("seed.cast");
    let cast = cast.to_str().unwrap();
    for strategy in ["bitmask", "scan", "permutations", "bruteforce"] {
        let err = usage_error(&["record", "--strategy", strategy, "--seed", "3", "-o", cast]);
        assert!(err.contains("draws nothing at random"), "{err}");
        let err = usage_error(&["--strategy", strategy, "--seed", "3"]);
        assert!(
            err.contains("--seed applies to --strategy min-conflicts"),
            "{err}"
        );
    }
    assert!(!std::path::Path::new(cast).exists());
    // Where something draws at random, the seed is taken.
    let args = [
        "record",
        "--strategy",
        "min-conflicts",
        "--seed",
        "3",
        "--seconds",
        "0.1",
    ];
    let mut args = args.to_vec();
    args.extend(["-o", cast]);
    assert!(nqueens(&args).status.success());
    let raced = dir.join("race.cast");
    let race = nqueens(&[
        "record",
        "--race",
        "bitmask,min-conflicts",
        "--seed",
        "3",
        "--seconds",
        "0.1",
        "--screen",
        "200x60",
        "-o",
        raced.to_str().unwrap(),
    ]);
    assert!(race.status.success(), "{race:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn range_errors_name_the_range() {
    for args in [
        &["-n", "33"][..],
        &["-n", "abc"],
        &["trace", "0"],
        &["solutions", "-3"],
        &["count", "x"],
    ] {
        let stderr = String::from_utf8(nqueens(args).stderr).unwrap();
        assert!(stderr.contains("from 1 to 32"), "{args:?}: {stderr}");
    }
}

#[test]
fn without_a_terminal_the_animation_points_to_the_text_commands() {
    // stdout is a pipe here, not a terminal.
    let out = nqueens(&["-n", "6"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        out.stdout.is_empty(),
        "no escape codes, nothing at all on stdout"
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("nqueens trace") && stderr.contains("nqueens count"));
}

#[test]
fn trace_limit_stops_after_k_events() {
    let out = nqueens(&["trace", "8", "--limit", "3"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "place 0 0\nplace 1 2\nplace 2 4\n"
    );
}

#[test]
fn trace_summary_totals_agree_with_the_event_lines() {
    let lines = String::from_utf8(nqueens(&["trace", "7"]).stdout).unwrap();
    let count = |word: &str| lines.lines().filter(|l| l.starts_with(word)).count();
    let summary = String::from_utf8(nqueens(&["trace", "7", "--summary"]).stdout).unwrap();
    let field = |name: &str| -> usize {
        let line = summary.lines().find(|l| l.starts_with(name)).unwrap();
        line.split_whitespace().last().unwrap().parse().unwrap()
    };
    assert_eq!(field("placements"), count("place "));
    assert_eq!(field("removals"), count("remove "));
    assert_eq!(field("dead ends"), count("deadend "));
    assert_eq!(field("solutions"), 40);
    assert_eq!(count("solution "), 40);
    assert_eq!(field("events"), lines.lines().count());
}

#[test]
fn a_closed_pipe_ends_trace_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["trace", "14"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read one line, then hang up, as `| head -1` does.
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 10];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn completions_and_man_page_come_from_the_clap_definition() {
    for shell in ["bash", "zsh", "fish"] {
        let out = nqueens(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        let script = String::from_utf8(out.stdout).unwrap();
        for word in ["trace", "solutions", "speed", "unique", "record"] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
    let man = String::from_utf8(nqueens(&["man"]).stdout).unwrap();
    assert!(man.contains(".TH nqueens 1"), "{man}");
    assert!(man.contains("\\-\\-speed"), "the options are in the page");
    assert_eq!(nqueens(&["completions", "foo"]).status.code(), Some(2));
    // Every page the main one refers to can be written.
    let dir = std::env::temp_dir().join(format!("nqueens-man-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    assert!(
        nqueens(&["man", "--dir", dir.to_str().unwrap()])
            .status
            .success()
    );
    for page in [
        "nqueens.1",
        "nqueens-trace.1",
        "nqueens-count.1",
        "nqueens-solutions.1",
        "nqueens-solve.1",
        "nqueens-record.1",
    ] {
        assert!(dir.join(page).is_file(), "{page}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let bad = nqueens(&["man", "--dir", "/nonexistent/folder"]);
    assert_eq!(bad.status.code(), Some(73));
    assert_eq!(String::from_utf8(bad.stderr).unwrap().lines().count(), 1);
}

#[test]
fn a_file_error_names_the_path_and_the_cause_on_one_line() {
    let out = nqueens(&["man", "--dir", "/nonexistent/folder"]);
    assert_eq!(out.status.code(), Some(73));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr.trim_end(),
        "nqueens: could not write the manual pages to /nonexistent/folder: no such folder"
    );
}

#[test]
fn scan_and_bitmask_traces_make_the_same_moves() {
    for n in 1..=8 {
        let moves = |strategy: &str| -> Vec<String> {
            let out = nqueens(&["trace", &n.to_string(), "--strategy", strategy]);
            assert!(out.status.success());
            String::from_utf8(out.stdout)
                .unwrap()
                .lines()
                .filter(|l| {
                    ["place ", "remove ", "solution "]
                        .iter()
                        .any(|w| l.starts_with(w))
                })
                .map(String::from)
                .collect()
        };
        assert_eq!(moves("scan"), moves("bitmask"), "n = {n}");
    }
    let scan =
        String::from_utf8(nqueens(&["trace", "4", "--strategy", "scan", "--limit", "4"]).stdout)
            .unwrap();
    assert_eq!(scan, "try 0 0\nplace 0 0\ntry 1 0\nreject 1 0 by 0 0\n");
}

#[test]
fn out_must_name_a_folder() {
    let out = nqueens(&["--out", "/nonexistent/folder"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: --out /nonexistent/folder: no such folder (see `nqueens --help`)\n"
    );
}

#[test]
fn a_board_without_solutions_says_so_on_stderr() {
    let out = nqueens(&["solutions", "3", "--format", "board"]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "nqueens: n = 3 has no solutions\n"
    );
    // The machine formats stay quiet: an empty listing is complete as it is.
    let json = nqueens(&["solutions", "2", "--format", "json"]);
    assert_eq!(String::from_utf8(json.stdout).unwrap(), "[]\n");
    assert!(json.stderr.is_empty());
    let some = nqueens(&["solutions", "4", "--format", "board"]);
    assert!(some.stderr.is_empty());
}

#[test]
fn the_man_page_lists_the_keys_and_only_pages_that_exist() {
    let man = String::from_utf8(nqueens(&["man"]).stdout).unwrap();
    let keys = &man[man.find(".SH KEYS").expect("a KEYS section")..];
    for binding in nqueens::input::BINDINGS {
        let said = nqueens::i18n::text_in(nqueens::vocabulary::Lang::En, binding.about, &[]);
        assert!(
            keys.contains(&said.replace('-', "\\-")),
            "{said} is not in the page"
        );
    }
    let dir = std::env::temp_dir().join(format!("nqueens-man-refs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    assert!(
        nqueens(&["man", "--dir", dir.to_str().unwrap()])
            .status
            .success()
    );
    let main = std::fs::read_to_string(dir.join("nqueens.1")).unwrap();
    assert!(
        main.contains(".SH KEYS"),
        "the installed page has the keys too"
    );
    let mut referred = 0;
    for (at, _) in main.match_indices("(1)") {
        let name: String = main[..at]
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '\\')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let page = format!("{}.1", name.replace("\\-", "-"));
        assert!(
            dir.join(&page).is_file(),
            "{page} is referred to but not written"
        );
        referred += 1;
    }
    assert!(referred >= 4, "the subcommands' pages are referred to");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn min_conflicts_takes_boards_past_32_and_the_others_say_where_they_stop() {
    let out = nqueens(&["--strategy", "bitmask", "--size", "100"]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr.trim_end(),
        "error: --size 100: --strategy bitmask animates boards from 1 to 32; --strategy min-conflicts goes up to 999 (see `nqueens --help`)"
    );
    // Accepted: without a terminal the animation then says it needs one (not a size error),
    // and `record`, which needs none, draws it.
    let out = nqueens(&["--strategy", "min-conflicts", "--size", "200"]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("needs a terminal"), "{stderr}");
    let cast = std::env::temp_dir().join(format!("nqueens-mc200-{}.cast", std::process::id()));
    let _ = std::fs::remove_file(&cast);
    let out = nqueens(&[
        "record",
        "--strategy",
        "min-conflicts",
        "--size",
        "200",
        "--seed",
        "3",
        "--screen",
        "120x60",
        "--seconds",
        "1",
        "--fps",
        "2",
        "-o",
        cast.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(&cast).unwrap();
    assert!(text.contains("Board n = 200"), "the board is drawn");
    std::fs::remove_file(&cast).unwrap();
}
