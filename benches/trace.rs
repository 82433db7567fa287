//! `nqueens trace N --summary` (the stepping solver, one event at a time, as the animation
//! and `trace` drive it) against the classic bitmask counter in C (`benches/classic`,
//! compiled here with `cc -O2`), both as whole processes, interleaved in one run. Prints the
//! medians and the ratio; the goal is at most 1.5×.
//!
//! `cargo bench --bench trace` (n = 15, 5 rounds); `cargo bench --bench trace -- 14 7` picks
//! n and the number of rounds.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use common::{median, numeric_args};

/// Builds the C counter into the target folder; its path.
fn build_classic() -> PathBuf {
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/classic/nqueens.c");
    let binary = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("classic-nqueens");
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("a C compiler (cc) is needed for this benchmark");
    assert!(status.success(), "cc failed on {}", source.display());
    binary
}

/// Runs `command` to the end; its wall time and what it printed.
fn run(command: &mut Command) -> (std::time::Duration, String) {
    let start = Instant::now();
    let out = command.output().expect("the program runs");
    let took = start.elapsed();
    assert!(out.status.success(), "{command:?} failed");
    (took, String::from_utf8_lossy(&out.stdout).into_owned())
}

fn main() {
    let args = numeric_args();
    let n = args.first().copied().unwrap_or(15);
    let rounds = args.get(1).copied().unwrap_or(5);
    let classic = build_classic();
    let nqueens = env!("CARGO_BIN_EXE_nqueens");
    let (mut base, mut ours) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let (t, printed) = run(Command::new(&classic).arg(n.to_string()));
        base.push(t);
        let solutions: u64 = printed.trim().parse().expect("a count");
        let (t, summary) = run(Command::new(nqueens).args(["trace", &n.to_string(), "--summary"]));
        ours.push(t);
        let line = summary
            .lines()
            .find(|l| l.starts_with("solutions"))
            .expect("a solutions line");
        assert!(
            line.split_whitespace().last() == Some(&solutions.to_string()),
            "the two disagree at n = {n}: {line} against {solutions}"
        );
    }
    let (base, ours) = (median(base), median(ours));
    println!("n = {n}, {rounds} rounds, medians:");
    println!(
        "  classic C counter (cc -O2)   {:>8.3} s",
        base.as_secs_f64()
    );
    println!(
        "  nqueens trace {n} --summary  {:>8.3} s",
        ours.as_secs_f64()
    );
    println!(
        "  ratio {:.2}× (goal: at most 1.5×)",
        ours.as_secs_f64() / base.as_secs_f64()
    );
}
