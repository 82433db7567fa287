//! `nqueens solve` at huge N, both methods: the time to find the answer, to verify it and to
//! write it (to a sink: the terminal or disk would measure themselves), medians of the rounds.
//! Whole-program figures with peak memory come from `/usr/bin/time -v nqueens solve N …`.
//!
//! `cargo bench --bench solve` (N = 10^6 and 10^7, 3 rounds); `-- 1000000 5` picks N and
//! rounds.

mod common;

use common::{median, numeric_args, time};
use std::io;
use std::time::Duration;

use nqueens::commands::solve::write_columns;
use nqueens::solver::construct::construct;
use nqueens::solver::repair;
use nqueens::solver::verify::verify;

fn main() {
    let args = numeric_args();
    let sizes = match args.first() {
        Some(&n) => vec![n],
        None => vec![1_000_000, 10_000_000],
    };
    let rounds = args.get(1).copied().unwrap_or(3);
    println!("{rounds} rounds each; medians in seconds");
    println!(
        "{:>10}  {:<13} {:>8} {:>8} {:>8} {:>8}",
        "N", "method", "find", "verify", "write", "total"
    );
    for n in sizes {
        type Find = fn(usize, u64) -> Option<Vec<u32>>;
        let methods: [(&str, Find); 2] = [
            ("construct", |n, _| construct(n)),
            ("min-conflicts", repair::solve),
        ];
        for (name, find) in methods {
            let (mut finds, mut verifies, mut writes, mut totals) =
                (vec![], vec![], vec![], vec![]);
            for round in 0..rounds {
                let (t_find, cols) = time(|| find(n, round as u64).expect("a solution"));
                let (t_verify, ok) = time(|| verify(n, &cols));
                assert_eq!(ok, Ok(()), "{name} at N = {n}");
                let (t_write, written) = time(|| write_columns(&mut io::sink(), &cols));
                written.expect("writing to a sink");
                finds.push(t_find);
                verifies.push(t_verify);
                writes.push(t_write);
                totals.push(t_find + t_verify + t_write);
            }
            let s = |v: Vec<Duration>| median(v).as_secs_f64();
            println!(
                "{n:>10}  {name:<13} {:>8.3} {:>8.3} {:>8.3} {:>8.3}",
                s(finds),
                s(verifies),
                s(writes),
                s(totals)
            );
        }
    }
}
