//! Every strategy through `nqueens trace --strategy NAME`, the real binary: the solutions each
//! finds, read back from its event lines, against the bitmask search's.
//!
//! The largest cases (bruteforce at n = 8: 55 million event lines) take seconds even in release
//! mode, so they are ignored in the default debug run; run them with
//! `cargo test --release --test strategies -- --ignored`.

mod common;

use common::valid;

use std::process::{Command, Output, Stdio};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// The trace of `strategy` on the `n`×`n` board.
fn trace(strategy: &str, n: usize) -> String {
    let out = nqueens(&["trace", &n.to_string(), "--strategy", strategy]);
    assert!(out.status.success(), "{strategy} {n}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The boards a trace reports as solutions, in order, rebuilt from its `place` and `remove`
/// lines (a backtracking trace places and lifts the queens of rows in order).
fn solutions(trace: &str) -> Vec<Vec<u8>> {
    let mut board: Vec<u8> = Vec::new();
    let mut found = Vec::new();
    for line in trace.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> u8 { words[i].parse().unwrap() };
        match words[0] {
            "place" => {
                assert_eq!(usize::from(number(1)), board.len(), "{line}");
                board.push(number(2));
            }
            "remove" => assert_eq!(board.pop(), Some(number(2)), "{line}"),
            "solution" => {
                assert_eq!(
                    words[1].parse::<usize>().unwrap(),
                    found.len() + 1,
                    "{line}"
                );
                found.push(board.clone());
            }
            _ => {}
        }
    }
    assert!(board.is_empty(), "the search ends on the empty board");
    found
}

fn same_solutions_as_the_bitmask(strategy: &str, sizes: std::ops::RangeInclusive<usize>) {
    for n in sizes {
        let expected = solutions(&trace("bitmask", n));
        let found = solutions(&trace(strategy, n));
        assert!(
            found.iter().all(|board| valid(board)),
            "{strategy}, n = {n}"
        );
        assert_eq!(found, expected, "{strategy}, n = {n}");
    }
}

#[test]
fn permutations_find_the_bitmask_solutions_in_the_same_order() {
    same_solutions_as_the_bitmask("permutations", 1..=8);
}

#[test]
fn bruteforce_finds_the_bitmask_solutions_in_the_same_order() {
    same_solutions_as_the_bitmask("bruteforce", 1..=6);
}

#[test]
#[ignore = "55 million lines at n = 8: run with --release"]
fn bruteforce_finds_the_bitmask_solutions_in_the_same_order_up_to_8() {
    same_solutions_as_the_bitmask("bruteforce", 7..=8);
}

#[test]
fn scan_finds_the_bitmask_solutions_in_the_same_order() {
    same_solutions_as_the_bitmask("scan", 1..=8);
}

/// A `--summary` line's number.
fn field(summary: &str, label: &str) -> u64 {
    let line = summary
        .lines()
        .find(|l| l.starts_with(label))
        .unwrap_or_else(|| panic!("no {label} in {summary}"));
    line.rsplit(' ').next().unwrap().parse().unwrap()
}

#[test]
fn the_summaries_compare_the_strategies_work() {
    let summary = |strategy: &str| {
        let out = nqueens(&["trace", "6", "--strategy", strategy, "--summary"]);
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let [bitmask, scan, permutations, bruteforce] =
        ["bitmask", "scan", "permutations", "bruteforce"].map(summary);
    for s in [&bitmask, &scan, &permutations, &bruteforce] {
        assert_eq!(field(s, "solutions"), 4, "{s}");
    }
    // Complete boards tested: 6! and 6^6, of which the 4 solutions pass.
    assert_eq!(field(&permutations, "boards tested"), 720);
    assert_eq!(field(&permutations, "boards in all"), 720);
    assert_eq!(field(&bruteforce, "boards tested"), 46_656);
    assert_eq!(field(&bitmask, "boards tested"), 4);
    // Pruning saves work at every level: each strategy places more queens than the one before.
    let nodes = [&bitmask, &permutations, &bruteforce].map(|s| field(s, "placements"));
    assert!(nodes[0] < nodes[1] && nodes[1] < nodes[2], "{nodes:?}");
    assert_eq!(field(&scan, "placements"), nodes[0]);
    assert!(field(&bitmask, "checks") < field(&scan, "checks"));
}

#[test]
fn a_rejected_board_line_names_the_attack() {
    let text = trace("permutations", 4);
    let first = text
        .lines()
        .find(|l| l.starts_with("reject-board"))
        .unwrap();
    // 0 1 2 3: the queen on row 1 sits on row 0's diagonal.
    assert_eq!(first, "reject-board 1 1 by 0 0");
    let text = trace("bruteforce", 3);
    let first = text
        .lines()
        .find(|l| l.starts_with("reject-board"))
        .unwrap();
    // 0 0 0: the queen on row 1 shares row 0's column.
    assert_eq!(first, "reject-board 1 0 by 0 0");
}

#[test]
fn min_conflicts_with_a_seed_repeats_and_other_seeds_differ() {
    let run = |seed: &str| {
        let out = nqueens(&["trace", "12", "--strategy", "min-conflicts", "--seed", seed]);
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let first = run("7");
    assert_eq!(first, run("7"));
    assert_ne!(first, run("8"));
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines.first(), Some(&"start 1"));
    assert_eq!(lines.last(), Some(&"solution 1"));
    // The board as the trace says it is: dealt after each `start`, then moved queen by queen.
    let mut board: Vec<Option<usize>> = vec![None; 12];
    let mut dealing = None;
    for line in &lines[..lines.len() - 1] {
        let words: Vec<&str> = line.split(' ').collect();
        match words[..] {
            ["move", row, from, to] => {
                assert_eq!(
                    dealing, None,
                    "a move before the board was dealt whole: {line}"
                );
                let [row, from, to] = [row, from, to].map(|w| w.parse::<usize>().unwrap());
                assert!(row < 12 && from < 12 && to < 12 && from != to, "{line}");
                assert_eq!(board[row], Some(from), "{line}");
                board[row] = Some(to);
            }
            ["place", row, col] => {
                let [row, col] = [row, col].map(|w| w.parse::<usize>().unwrap());
                assert_eq!(
                    dealing,
                    Some(row),
                    "the rows of a dealt board come in order"
                );
                board[row] = Some(col);
                dealing = (row + 1 < 12).then_some(row + 1);
            }
            ["start", _] => {
                assert_eq!(dealing, None, "{line}");
                dealing = Some(0);
            }
            _ => panic!("unexpected line {line}"),
        }
    }
    // Replayed from the trace alone, the board is a solution.
    let cols: Vec<usize> = board.into_iter().map(Option::unwrap).collect();
    for (r1, &c1) in cols.iter().enumerate() {
        for (r2, &c2) in cols.iter().enumerate().skip(r1 + 1) {
            assert!(
                c1 != c2 && r2 - r1 != c1.abs_diff(c2),
                "{cols:?} is no solution"
            );
        }
    }
    // Without --seed the seed is 0, so the trace repeats too.
    let default = nqueens(&["trace", "12", "--strategy", "min-conflicts"]);
    assert_eq!(String::from_utf8(default.stdout).unwrap(), run("0"));
}

#[test]
fn a_seed_for_a_strategy_without_chance_is_refused() {
    let out = nqueens(&["trace", "8", "--seed", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("min-conflicts"), "{stderr}");
}

#[test]
fn min_conflicts_gives_up_on_the_boards_without_a_solution() {
    for n in ["2", "3"] {
        let out = nqueens(&["trace", n, "--strategy", "min-conflicts", "--summary"]);
        assert!(out.status.success());
        let summary = String::from_utf8(out.stdout).unwrap();
        assert_eq!(field(&summary, "solutions"), 0);
        assert_eq!(field(&summary, "restarts"), 99, "{summary}");
    }
}

#[test]
fn every_solution_of_every_strategy_is_valid() {
    use nqueens::solver::{AnySearch, Event, Search};
    use nqueens::vocabulary::Strategy;
    for strategy in Strategy::ALL {
        for n in 1..=7 {
            for seed in 0..3 {
                let mut search = AnySearch::new(strategy, n, seed).unwrap();
                let mut found = 0;
                while let Some(event) = search.step() {
                    if let Event::Solution { .. } = event {
                        let board: Vec<u8> = (0..n)
                            .map(|r| u8::try_from(search.queen(r).unwrap()).unwrap())
                            .collect();
                        assert!(valid(&board), "{strategy}, n = {n}: {board:?}");
                        found += 1;
                    }
                }
                let expected = match (strategy, n) {
                    (_, 2 | 3) => 0,
                    (s, _) if s.stops_at_first() => 1,
                    _ => nqueens::solver::known(n).unwrap().total,
                };
                assert_eq!(found, expected, "{strategy}, n = {n}");
            }
        }
    }
}

/// The `board` lines of `trace N --boards --strategy NAME`, each right after its `solution K`.
fn boards(strategy: &str, n: usize, extra: &[&str]) -> Vec<Vec<usize>> {
    let mut args = vec!["trace".to_string(), n.to_string(), "--boards".into()];
    args.extend(["--strategy".to_string(), strategy.to_string()]);
    args.extend(extra.iter().map(|a| a.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = nqueens(&args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if let Some(cols) = line.strip_prefix("board ") {
            let k = found.len() + 1;
            assert_eq!(
                lines[i - 1],
                format!("solution {k}"),
                "{strategy}: a board after its solution"
            );
            found.push(cols.split(' ').map(|c| c.parse().unwrap()).collect());
        }
    }
    found
}

#[test]
fn boards_follow_each_solution_with_every_strategy() {
    // The backtracking and complete-board strategies: the solutions as `solutions` lists them.
    let listed: Vec<Vec<usize>> = String::from_utf8(nqueens(&["solutions", "6"]).stdout)
        .unwrap()
        .lines()
        .map(|l| l.split(' ').map(|c| c.parse().unwrap()).collect())
        .collect();
    assert_eq!(listed.len(), 4);
    for strategy in ["bitmask", "scan", "permutations", "bruteforce"] {
        assert_eq!(boards(strategy, 6, &[]), listed, "{strategy}");
    }
    // min-conflicts: its one solution, a real one.
    for seed in ["0", "5"] {
        let found = boards("min-conflicts", 10, &["--seed", seed]);
        assert_eq!(found.len(), 1);
        let cols = &found[0];
        for r1 in 0..10 {
            for r2 in r1 + 1..10 {
                assert!(
                    cols[r1] != cols[r2] && r2 - r1 != cols[r1].abs_diff(cols[r2]),
                    "{cols:?}"
                );
            }
        }
    }
}

#[test]
fn min_conflicts_traces_every_size_the_animation_takes() {
    let found = boards("min-conflicts", 200, &[]);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].len(), 200);
    let out = nqueens(&[
        "trace",
        "999",
        "--strategy",
        "min-conflicts",
        "--limit",
        "1",
    ]);
    assert!(out.status.success(), "{out:?}");
    // `start 1` and the board dealt, one `place` line a row.
    assert_eq!(
        String::from_utf8(out.stdout).unwrap().lines().count(),
        1 + 999
    );
    for args in [
        &["trace", "1000", "--strategy", "min-conflicts"][..],
        &["trace", "33"],
    ] {
        assert_eq!(nqueens(args).status.code(), Some(2), "{args:?}");
    }
}
