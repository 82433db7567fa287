//! The solutions catalog at full size: record every solution of a search (as the animation
//! does at top speed), then jump to solutions by index. Prints the storage per solution and
//! the jump times (median and worst of many).
//!
//! `cargo bench --bench catalog` (n = 16); `cargo bench --bench catalog -- 14` picks n.

use std::time::{Duration, Instant};

use nqueens::solver::Solver;
use nqueens::solver::catalog::{Catalog, Listing};

fn main() {
    let n = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(16);
    let start = Instant::now();
    let mut solver = Solver::new(n);
    let mut catalog = Catalog::new(n);
    while solver.next_solution().is_some() {
        catalog.record(solver.queens());
    }
    let recording = start.elapsed();
    println!(
        "n = {n}: {} solutions, {} classes recorded in {:.2} s",
        catalog.total(),
        catalog.unique(),
        recording.as_secs_f64()
    );
    println!(
        "  checkpoints: {} bytes, {:.4} bytes per solution (full columns would be {n})",
        catalog.heap_bytes(),
        catalog.heap_bytes() as f64 / catalog.total().max(1) as f64
    );
    for listing in [Listing::All, Listing::Unique] {
        let len = catalog.len(listing);
        if len == 0 {
            continue;
        }
        // Spread the jumps over the whole listing, in a scrambled order.
        let mut times: Vec<Duration> = (0..2000u64)
            .map(|i| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 11) % len)
            .map(|at| {
                let t = Instant::now();
                let found = catalog.get(listing, at).expect("in range");
                std::hint::black_box(found);
                t.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "  jump ({listing:?}): median {:.1} µs, worst {:.1} µs over {} jumps",
            times[times.len() / 2].as_secs_f64() * 1e6,
            times[times.len() - 1].as_secs_f64() * 1e6,
            times.len()
        );
    }
}
