//! Stepping solver vs. the classic bitmask counter (plain recursion), both visiting every node
//! of the same tree, measured interleaved in one run. Prints medians and the ratio.
//!
//! `cargo bench --bench stepper` (n = 15, 7 rounds); `cargo bench --bench stepper -- 13 5` picks
//! n and the number of rounds.

mod common;

use common::{median, numeric_args, recursive_count, time};
use std::hint::black_box;

use nqueens::solver::{Event, Solver, full_mask};

/// The stepping solver driven to the end, the way `trace N --summary` drives it.
fn stepping_count(n: usize) -> u64 {
    let mut solver = Solver::new(n);
    let mut solutions = 0;
    while let Some(event) = solver.step() {
        if let Event::Solution { .. } = event {
            solutions += 1;
        }
    }
    solutions
}

fn main() {
    let args = numeric_args();
    let n = args.first().copied().unwrap_or(15);
    let rounds = args.get(1).copied().unwrap_or(7);
    let full = full_mask(n);
    let (mut base, mut step) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let (t, a) = time(|| recursive_count(black_box(full), 0, 0, 0));
        base.push(t);
        let (t, b) = time(|| stepping_count(black_box(n)));
        step.push(t);
        assert_eq!(a, b, "the two counters disagree at n = {n}");
    }
    let (base, step) = (median(base), median(step));
    println!("n = {n}, {rounds} rounds, medians:");
    println!(
        "  recursive bitmask counter (baseline)  {:>9.3} ms",
        base.as_secs_f64() * 1e3
    );
    println!(
        "  stepping solver, every event          {:>9.3} ms",
        step.as_secs_f64() * 1e3
    );
    println!(
        "  ratio stepping / baseline             {:>9.3}   (target <= 1.5)",
        step.as_secs_f64() / base.as_secs_f64()
    );
}
