//! What the benchmarks share: the baseline counter, timing, medians and their arguments.
//! (Each benchmark includes this module and uses part of it.)
#![allow(dead_code)]

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The baseline, the classic bitmask counter: recursive (cols/ld/rd, lowest bit first, one
/// thread, the whole tree, no symmetry). Call with `full` = the board's column mask.
pub fn recursive_count(full: u32, cols: u32, ld: u32, rd: u32) -> u64 {
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

/// Runs `f` once; its wall time and value.
pub fn time<T>(f: impl FnOnce() -> T) -> (Duration, T) {
    let start = Instant::now();
    let value = black_box(f());
    (start.elapsed(), value)
}

/// The median of some timings.
pub fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// The median of some ratios (NaN sorts last).
pub fn median_f64(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The numbers on the command line after `--` (n, rounds, …), in order.
pub fn numeric_args() -> Vec<usize> {
    std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect()
}
