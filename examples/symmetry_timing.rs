//! How much classifying solutions costs: nanoseconds per `is_canonical` and `canonical` call on a
//! sample spread over the whole search, and a full run of the stepping solver with and without
//! `is_canonical` on every solution (what the animation pays at top speed).
//!
//! `cargo run --release --example symmetry_timing` (n = 16, every 16th solution sampled);
//! `cargo run --release --example symmetry_timing -- 14 4` picks n and the sampling stride.

use std::hint::black_box;
use std::time::{Duration, Instant};

use nqueens::solver::symmetry::{canonical, is_canonical};
use nqueens::solver::{Event, Solver, known};

/// Runs the whole search; with `classify`, calls `is_canonical` on every solution.
fn full_run(n: usize, classify: bool) -> (Duration, u64, u64) {
    let start = Instant::now();
    let mut solver = Solver::new(n);
    let (mut total, mut unique) = (0u64, 0u64);
    while let Some(event) = solver.step() {
        if let Event::Solution { .. } = event {
            total += 1;
            if classify && is_canonical(black_box(solver.queens())) {
                unique += 1;
            }
        }
    }
    (start.elapsed(), total, unique)
}

fn per_call(elapsed: Duration, calls: usize) -> f64 {
    elapsed.as_secs_f64() * 1e9 / calls as f64
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(16);
    let stride: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(16);

    // A sample taken across the whole search, not just its start: the early solutions all have
    // their first queen near the left edge, which is where `is_canonical` exits latest.
    let mut sample: Vec<u8> = Vec::new();
    let mut solver = Solver::new(n);
    let mut index = 0u64;
    while solver.next_solution().is_some() {
        if index.is_multiple_of(stride) {
            sample.extend_from_slice(solver.queens());
        }
        index += 1;
    }
    let sols: Vec<&[u8]> = sample.chunks_exact(n).collect();
    println!("n = {n}: {} solutions sampled of {index}", sols.len());

    let rounds = 5;
    let mut best_is = f64::MAX;
    let mut best_canon = f64::MAX;
    for _ in 0..rounds {
        let start = Instant::now();
        let hits = sols.iter().filter(|s| is_canonical(black_box(s))).count();
        best_is = best_is.min(per_call(start.elapsed(), sols.len()));
        black_box(hits);

        let start = Instant::now();
        let mut orbit_sum = 0u64;
        for s in &sols {
            orbit_sum += u64::from(canonical(black_box(s)).orbit_size);
        }
        best_canon = best_canon.min(per_call(start.elapsed(), sols.len()));
        black_box(orbit_sum);
    }
    println!("is_canonical  {best_is:.1} ns/call (best of {rounds})");
    println!("canonical     {best_canon:.1} ns/call (best of {rounds})");

    let (plain, total, _) = full_run(n, false);
    let (classified, total2, unique) = full_run(n, true);
    assert_eq!(total, total2);
    if let Some(k) = known(n) {
        assert_eq!(
            (total, unique),
            (k.total, k.unique),
            "counts disagree with OEIS"
        );
    }
    println!(
        "full search  {:.2} s; with is_canonical on all {total} solutions {:.2} s ({unique} unique)",
        plain.as_secs_f64(),
        classified.as_secs_f64()
    );
}
