//! `nqueens count` against the classic bitmask counter (recursive, cols/ld/rd, lowest bit
//! first, one thread, the whole tree, no symmetry), measured interleaved in one run.
//! Prints medians: the counter on 1 and on 2 threads, each with its speed-up over the classic
//! counter (on one thread the figure shows what the algorithm gains by itself), its nodes per
//! second (per core on 2 threads), and how much faster 2 threads are than 1. Where the CPU runs
//! a lanes kernel (sixteen AVX-512 lanes where it has them, else eight AVX2 lanes), also the
//! scalar kernel on 1 thread and how much faster the lanes one is.
//!
//! `cargo bench --bench count` (n = 15 to 18; 3 rounds up to n = 16, 1 from n = 17 on, where
//! the classic counter takes minutes: about 20 minutes in all); `cargo bench --bench count --
//! 16 3` picks one n and the number of rounds.

mod common;

use common::{median, numeric_args, recursive_count, time};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;

use nqueens::count::count;
use nqueens::count::plan::{Id, KernelChoice, Plan};
use nqueens::solver::full_mask;

fn main() {
    let args = numeric_args();
    let sizes = match args.first() {
        Some(&n) => vec![n],
        None => vec![15, 16, 17, 18],
    };
    let never = AtomicBool::new(false);
    println!("rounds interleaved (classic, 1 thread, 2 threads, scalar kernel); medians");
    for n in sizes {
        let rounds = args.get(1).copied().unwrap_or(if n <= 16 { 3 } else { 1 });
        let full = full_mask(n);
        let (mut base, mut single, mut double, mut nodes) = (Vec::new(), Vec::new(), Vec::new(), 0);
        let mut scalar = Vec::new();
        let mut plan = Plan::new(n).expect("plan");
        let lanes = plan.kernel() == KernelChoice::Lanes;
        plan.set_kernel(KernelChoice::Scalar)
            .expect("the scalar kernel runs anywhere");
        let ids: Vec<Id> = (0..plan.len()).collect();
        for _ in 0..rounds {
            let (t, a) = time(|| recursive_count(black_box(full), 0, 0, 0));
            base.push(t);
            let (t, r) = time(|| count(black_box(n), 1, &|_| {}, &never).expect("count"));
            single.push(t);
            assert_eq!(u128::from(a), r.total, "one thread disagrees at n = {n}");
            nodes = r.nodes;
            let (t, r) = time(|| count(black_box(n), 2, &|_| {}, &never).expect("count"));
            double.push(t);
            assert_eq!(u128::from(a), r.total, "two threads disagree at n = {n}");
            if lanes {
                let (t, r) = time(|| plan.run(&ids, 1, &|_, _| {}, &never).expect("count"));
                scalar.push(t);
                assert_eq!(
                    u128::from(a),
                    r.total,
                    "the scalar kernel disagrees at n = {n}"
                );
            }
        }
        let base = median(base).as_secs_f64();
        let (single, double) = (median(single).as_secs_f64(), median(double).as_secs_f64());
        let mnodes = nodes as f64 / 1e6;
        // Walking the classic tree once more to count its nodes takes minutes from n = 17 on.
        let classic_nodes = if n <= 16 {
            format!("{:.1} M", baseline_nodes(n) as f64 / 1e6)
        } else {
            "not counted".to_string()
        };
        println!(
            "n = {n:2} ({rounds} rounds)  classic {:>9.1} ms | count, 1 thread {:>8.1} ms  \
             speed-up {:>5.2}x  {:>4.0} M nodes/s | count, 2 threads {:>8.1} ms  speed-up \
             {:>5.2}x  {:>4.0} M nodes/s per core  ({:.2}x 1 thread) | {mnodes:.1} M nodes \
             (classic {classic_nodes})",
            base * 1e3,
            single * 1e3,
            base / single,
            mnodes / single,
            double * 1e3,
            base / double,
            mnodes / double / 2.0,
            single / double,
        );
        if lanes {
            let scalar = median(scalar).as_secs_f64();
            println!(
                "         scalar kernel, 1 thread {:>8.1} ms: the lanes kernel is {:.2}x as fast",
                scalar * 1e3,
                scalar / single
            );
        }
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
