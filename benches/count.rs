//! `nqueens count` against the classic bitmask counter (recursive, cols/ld/rd, lowest bit
//! first, one thread, the whole tree, no symmetry), measured interleaved in one run.
//! Prints medians, the speed-up on all cores and on one (the one-thread figure shows what the
//! algorithm gains by itself, and does not suffer when other programs take a core), and the
//! counter's nodes per second per core.
//!
//! `cargo bench --bench count` (n = 14, 15, 16; 5 rounds); `cargo bench --bench count -- 16 3`
//! picks one n and the number of rounds.

mod common;

use common::{median, numeric_args, recursive_count, time};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;

use nqueens::count::count;
use nqueens::solver::full_mask;

fn main() {
    let args = numeric_args();
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
        let (mut base, mut fast, mut single, mut nodes) = (Vec::new(), Vec::new(), Vec::new(), 0);
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
            let (t, r) = time(|| count(black_box(n), 1, &|_| {}, &never).expect("count"));
            single.push(t);
            assert_eq!(u128::from(a), r.total, "one thread disagrees at n = {n}");
        }
        let base = median(base).as_secs_f64();
        let (fast, single) = (median(fast).as_secs_f64(), median(single).as_secs_f64());
        let mnodes = nodes as f64 / 1e6;
        println!(
            "n = {n:2}  baseline {:>8.1} ms | count, {cores} threads {:>7.1} ms  speed-up {:>5.2}x  \
             {:>4.0} M nodes/s per core | count, 1 thread {:>7.1} ms  speed-up {:>5.2}x  \
             {:>4.0} M nodes/s | {mnodes:.2} M nodes (baseline {:.2} M)",
            base * 1e3,
            fast * 1e3,
            base / fast,
            mnodes / fast / cores as f64,
            single * 1e3,
            base / single,
            mnodes / single,
            baseline_nodes(n) as f64 / 1e6,
        );
    }
}

/// The baseline's nodes (queens placed), for comparison with the counter's.
fn baseline_nodes(n: usize) -> u64 {
    fn walk(full: u32, cols: u32, ld: u32, rd: u32) -> u64 {
        let mut free = full & !(cols | ld | rd);
        let mut nodes = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            nodes += 1 + walk(full, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1);
        }
        nodes
    }
    walk(full_mask(n), 0, 0, 0)
}
