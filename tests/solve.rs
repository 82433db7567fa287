//! `nqueens solve`, the real binary: every answer checked here again, independently, by
//! counting the queens on each line of the board.
//!
//! Boards of a million queens and more take seconds in a debug build, so those tests are
//! ignored by default; run them with `cargo test --release --test solve -- --ignored`.

mod common;

use common::nqueens;

/// The columns `solve` printed: exactly one line of numbers.
fn solve(args: &[&str]) -> Vec<usize> {
    let out = nqueens(&[&["solve"], args].concat());
    assert!(out.status.success(), "{args:?}: {out:?}");
    assert!(out.stderr.is_empty(), "{args:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with('\n') && text.lines().count() == 1,
        "{args:?}"
    );
    text.split_ascii_whitespace()
        .map(|w| w.parse().unwrap())
        .collect()
}

/// Panics unless `cols` places n queens, one per row, none attacking another: each column and
/// each diagonal holds at most one.
fn assert_solution(n: usize, cols: &[usize]) {
    assert_eq!(cols.len(), n);
    let mut column = vec![false; n];
    let mut down = vec![false; 2 * n];
    let mut up = vec![false; 2 * n];
    for (row, &col) in cols.iter().enumerate() {
        assert!(col < n, "n = {n}: row {row} off the board");
        for (seen, line) in [
            (&mut column, col),
            (&mut down, n + row - col),
            (&mut up, row + col),
        ] {
            assert!(!seen[line], "n = {n}: row {row} attacked");
            seen[line] = true;
        }
    }
}

#[test]
fn construct_solves_every_board_from_4_to_200() {
    for n in 4..=200 {
        assert_solution(n, &solve(&[&n.to_string()]));
    }
}

#[test]
fn min_conflicts_solves_every_board_from_4_to_200() {
    for n in 4..=200 {
        let n = n.to_string();
        assert_solution(
            n.parse().unwrap(),
            &solve(&[&n, "--method", "min-conflicts"]),
        );
    }
}

#[test]
fn min_conflicts_repeats_with_its_seed() {
    let run = |seed: &str| solve(&["5000", "--method", "min-conflicts", "--seed", seed]);
    let first = run("9");
    assert_solution(5000, &first);
    assert_eq!(first, run("9"));
    assert_ne!(first, run("10"));
    // No --seed is seed 0.
    assert_eq!(solve(&["5000", "--method", "min-conflicts"]), run("0"));
}

#[test]
fn a_seed_without_min_conflicts_and_unknown_methods_are_refused() {
    for args in [
        &["solve", "8", "--seed", "1"][..],
        &["solve", "8", "--method", "construct", "--seed", "1"],
        &["solve", "8", "--method", "annealing"],
        &["solve", "8", "--method", "min-conflicts", "--seed", "-1"],
    ] {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            out.stderr.iter().filter(|&&b| b == b'\n').count(),
            1,
            "{args:?}"
        );
    }
}

#[test]
fn one_queen_has_a_solution_and_two_or_three_have_none() {
    assert_eq!(solve(&["1"]), [0]);
    assert_eq!(solve(&["1", "--method", "min-conflicts"]), [0]);
    for args in [
        &["2"][..],
        &["3"],
        &["2", "--method", "min-conflicts"],
        &["3", "--method", "min-conflicts"],
    ] {
        let n = args[0];
        let out = nqueens(&[&["solve"], args].concat());
        assert_eq!(out.status.code(), Some(1), "{n}");
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("no solution"), "{stderr}");
    }
}

#[test]
fn bad_sizes_are_refused_with_the_range() {
    for n in ["0", "-4", "x", "100000001", "1e6"] {
        let out = nqueens(&["solve", n]);
        assert_eq!(out.status.code(), Some(2), "{n}");
        assert!(out.stdout.is_empty(), "{n}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{n}: {stderr}");
        assert!(stderr.contains("from 1 to 100000000"), "{n}: {stderr}");
    }
}

#[test]
fn no_verify_prints_the_same_answer() {
    assert_eq!(solve(&["1000", "--no-verify"]), solve(&["1000"]));
}

#[test]
#[ignore = "seconds in a debug build: run with --release"]
fn construct_solves_boards_up_to_ten_million() {
    for n in [
        999_999, 1_000_000, 1_000_001, 1_000_002, 1_000_003, 10_000_000,
    ] {
        assert_solution(n, &solve(&[&n.to_string()]));
    }
}

#[test]
#[ignore = "seconds in a debug build: run with --release"]
fn min_conflicts_solves_boards_up_to_a_million() {
    for n in [10_007, 123_456, 999_999, 1_000_000] {
        let n_text = n.to_string();
        for seed in ["0", "1"] {
            let args = [&n_text[..], "--method", "min-conflicts", "--seed", seed];
            assert_solution(n, &solve(&args));
        }
    }
}
