//! `nqueens count` against the plain recursive bitmask counter (seed 001's algorithm: cols/ld/rd,
//! lowest bit first, one thread, the whole tree, no symmetry), measured interleaved in one run.
//! Prints medians, the speed-up, and the counter's nodes per second per core.
//!
//! `cargo bench --bench count` (n = 14, 15, 16; 5 rounds); `cargo bench --bench count -- 16 3`
//! picks one n and the number of rounds.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use nqueens::count::count;
use nqueens::solver::full_mask;

/// The baseline: recursive, cols/ld/rd, lowest bit first, one thread, no symmetry.
fn recursive_count(full: u32, cols: u32, ld: u32, rd: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut free = full & !(cols | ld | rd);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += recursive_count(full, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1);
    }
    total
}

fn time<T>(f: impl FnOnce() -> T) -> (Duration, T) {
    let start = Instant::now();
    let value = black_box(f());
    (start.elapsed(), value)
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let sizes = match args.first() {
        Some(&n) => vec![n],
        None => vec![14, 15, 16],
    };
    let rounds = args.get(1).copied().unwrap_or(5);
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    let never = AtomicBool::new(false);
    println!("{rounds} rounds each, interleaved; medians; counter on all {cores} cores");
    for n in sizes {
        let full = full_mask(n);
        let (mut base, mut fast, mut nodes) = (Vec::new(), Vec::new(), 0);
        for _ in 0..rounds {
            let (t, a) = time(|| recursive_count(black_box(full), 0, 0, 0));
            base.push(t);
            let (t, r) = time(|| count(black_box(n), 0, &|_| {}, &never).expect("count"));
            fast.push(t);
            assert_eq!(
                u128::from(a),
                r.total,
                "the two counters disagree at n = {n}"
            );
            nodes = r.nodes;
        }
        let (base, fast) = (median(base).as_secs_f64(), median(fast).as_secs_f64());
        println!(
            "n = {n:2}  baseline {:>9.1} ms  count {:>8.1} ms  speed-up {:>5.2}x  \
             ({:.0} M nodes/s per core, {:.2}e6 nodes)",
            base * 1e3,
            fast * 1e3,
            base / fast,
            nodes as f64 / fast / cores as f64 / 1e6,
            nodes as f64 / 1e6,
        );
    }
}
