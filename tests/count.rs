//! `nqueens count` against known facts: OEIS A000170 (all solutions) and A002562 (classes under
//! the symmetries of the square), the stepping solver, and the command line.
//!
//! n = 16 and 17 take seconds in release mode and minutes in debug mode, so they run in
//! `cargo test --release` only; n = 18 (a minute on two cores) is ignored by default:
//! `cargo test --release --test count -- --ignored`.

mod common;

use common::nqueens;

use std::collections::HashSet;
use std::process::Output;
use std::sync::atomic::AtomicBool;

use nqueens::count::{CountResult, count};
use nqueens::solver::{Event, Solver, known};

fn counted(n: usize) -> CountResult {
    count(n, 0, &|_| {}, &AtomicBool::new(false)).expect("count")
}

fn assert_known(n: usize) {
    let r = counted(n);
    let k = known(n).unwrap();
    assert_eq!(r.total, u128::from(k.total), "A000170 at n = {n}");
    assert_eq!(r.unique, u128::from(k.unique), "A002562 at n = {n}");
}

#[test]
fn counts_match_oeis_for_n_1_to_15() {
    for n in 1..=15 {
        assert_known(n);
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes in debug mode: cargo test --release"
)]
fn counts_match_oeis_for_n_16() {
    assert_known(16);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes in debug mode: cargo test --release"
)]
fn counts_match_oeis_for_n_17() {
    assert_known(17);
}

#[test]
#[ignore = "a minute in release mode: cargo test --release --test count -- --ignored"]
fn counts_match_oeis_for_n_18() {
    assert_known(18);
}

/// The smallest of the 8 images of a solution (columns per row): one key per class.
fn canonical(cols: &[u8]) -> Vec<u8> {
    let n = cols.len();
    let l = n - 1;
    (0..8)
        .map(|g| {
            let mut image = vec![0u8; n];
            for (r, &c) in cols.iter().enumerate() {
                let c = usize::from(c);
                let (r2, c2) = match g {
                    0 => (r, c),
                    1 => (c, l - r),
                    2 => (l - r, l - c),
                    3 => (l - c, r),
                    4 => (r, l - c),
                    5 => (c, r),
                    6 => (l - r, c),
                    _ => (l - c, l - r),
                };
                image[r2] = u8::try_from(c2).unwrap();
            }
            image
        })
        .min()
        .unwrap()
}

#[test]
fn counter_agrees_with_the_stepping_solver_for_n_1_to_12() {
    for n in 1..=12 {
        let mut solver = Solver::new(n);
        let mut total = 0u128;
        let mut classes = HashSet::new();
        while let Some(event) = solver.step() {
            if let Event::Solution { .. } = event {
                total += 1;
                classes.insert(canonical(solver.queens()));
            }
        }
        let r = counted(n);
        assert_eq!(r.total, total, "total at n = {n}");
        assert_eq!(r.unique, classes.len() as u128, "unique at n = {n}");
    }
}

#[test]
fn thread_counts_do_not_change_the_answer() {
    let never = AtomicBool::new(false);
    let one = count(13, 1, &|_| {}, &never).unwrap();
    let three = count(13, 3, &|_| {}, &never).unwrap();
    assert_eq!(one, three);
}

fn stdout(out: &Output) -> &str {
    std::str::from_utf8(&out.stdout).unwrap()
}

#[test]
fn cli_prints_the_number_alone() {
    let out = nqueens(&["count", "8"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "92\n");
    // stderr is not a terminal here: no bar, no summary.
    assert!(out.stderr.is_empty());

    let out = nqueens(&["count", "8", "--unique", "--threads", "1"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "12\n");
}

#[test]
fn cli_json_has_every_field() {
    let out = nqueens(&["count", "10", "--json"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.ends_with("}\n") && text.lines().count() == 1, "{text}");
    let body = text.trim().trim_start_matches('{').trim_end_matches('}');
    let fields: Vec<(&str, &str)> = body
        .split(',')
        .map(|kv| kv.split_once(':').expect("key:value"))
        .collect();
    let keys: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
    assert_eq!(
        keys,
        [
            r#""n""#,
            r#""total""#,
            r#""unique""#,
            r#""seconds""#,
            r#""nodes""#
        ]
    );
    let value = |key: &str| -> f64 {
        let (_, v) = fields
            .iter()
            .find(|(k, _)| k.trim_matches('"') == key)
            .unwrap();
        v.parse()
            .unwrap_or_else(|_| panic!("{key} = {v} is not a number"))
    };
    assert_eq!(value("n"), 10.0);
    assert_eq!(value("total"), 724.0);
    assert_eq!(value("unique"), 92.0);
    assert!(value("seconds") >= 0.0);
    assert!(value("nodes") > 0.0);
}

#[test]
fn cli_refuses_bad_sizes_naming_the_range() {
    for bad in ["0", "33", "x", "-1"] {
        let out = nqueens(&["count", bad]);
        assert_eq!(out.status.code(), Some(2), "count {bad}");
        assert!(out.stdout.is_empty(), "count {bad}");
        let err = String::from_utf8(out.stderr).unwrap();
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
        assert_eq!(errors.len(), 1, "count {bad}: {err}");
        assert!(errors[0].contains("1 to 32"), "count {bad}: {err}");
    }
    for bad in ["0", "257", "many"] {
        let out = nqueens(&["count", "8", "--threads", bad]);
        assert_eq!(out.status.code(), Some(2), "--threads {bad}");
        assert!(out.stdout.is_empty());
    }
}
