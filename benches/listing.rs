//! `nqueens solutions N > /dev/null` against `nqueens count N`, measured interleaved in one
//! run, each on 1 and on 2 threads. Prints medians: the listing's time, its bytes per second,
//! and how many times the count's time it takes on as many threads (issue 30 asks for at most
//! 4× on 2 threads at n = 16). The listing goes through the command's path: a buffered writer
//! on a file opened on /dev/null, every byte formatted and written.
//!
//! The CPU time of each (all threads) is printed too: on a busy machine it shows what the work
//! cost apart from the waiting.
//!
//! `cargo bench --bench listing` (n = 16, 3 rounds: about a minute); `cargo bench --bench
//! listing -- 14 5` picks n and the number of rounds.

mod common;

use common::{median, numeric_args, time};
use std::fs::File;
use std::hint::black_box;
use std::io::BufWriter;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use nqueens::count::count;
use nqueens::export::format::{Notation, SolutionFormat};
use nqueens::list::records::Records;
use nqueens::list::{Options, list};
use nqueens::solver::catalog::Listing;
use nqueens::solver::known;

fn main() {
    let args = numeric_args();
    let n = args.first().copied().unwrap_or(16);
    let rounds = args.get(1).copied().unwrap_or(3);
    let never = AtomicBool::new(false);
    let listing = |threads| {
        let options = Options {
            n,
            listing: Listing::All,
            format: SolutionFormat::Cols,
            notation: None,
            ascii: false,
            limit: None,
            threads,
        };
        let null = File::create("/dev/null").expect("/dev/null opens");
        let mut out = BufWriter::with_capacity(1 << 16, null);
        list(&options, &mut out).expect("the listing writes")
    };
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load = load.split(' ').next().unwrap_or("?");
    println!(
        "n = {n}, {rounds} rounds interleaved (count and solutions, 1 then 2 threads), load \
         {load}; medians of wall and of CPU time"
    );
    let threads = [1, 2];
    let (mut counts, mut lists) = (vec![Vec::new(); 2], vec![Vec::new(); 2]);
    let (mut count_cpu, mut list_cpu) = (vec![Vec::new(); 2], vec![Vec::new(); 2]);
    // Every line of the default format has the same length (a permutation's digits).
    let total = known(n).map_or(0, |k| k.total);
    let bytes =
        total * Records::new(n, SolutionFormat::Cols, Notation::Numbers, false).size() as u64;
    for _ in 0..rounds {
        for (i, &t) in threads.iter().enumerate() {
            let cpu = cpu_time();
            let (took, result) = time(|| count(black_box(n), t, &|_| {}, &never).expect("count"));
            counts[i].push(took);
            count_cpu[i].push(cpu_time() - cpu);
            let cpu = cpu_time();
            let (took, written) = time(|| listing(black_box(t)));
            lists[i].push(took);
            list_cpu[i].push(cpu_time() - cpu);
            assert_eq!(u128::from(written), result.total, "n = {n} on {t} threads");
        }
    }
    for (i, &t) in threads.iter().enumerate() {
        let count = median(counts[i].clone()).as_secs_f64();
        let listed = median(lists[i].clone()).as_secs_f64();
        let (count_cpu, list_cpu) = (median(count_cpu[i].clone()), median(list_cpu[i].clone()));
        println!(
            "{t} thread{}: count {n} {:>8.1} ms (CPU {:>6.2} s) | solutions {n} > /dev/null \
             {:>8.1} ms (CPU {:>6.2} s)  {:>5.0} MB/s  {:>5.2}x count ({:.2}x its CPU)",
            if t == 1 { " " } else { "s" },
            count * 1e3,
            count_cpu.as_secs_f64(),
            listed * 1e3,
            list_cpu.as_secs_f64(),
            bytes as f64 / listed / 1e6,
            listed / count,
            list_cpu.as_secs_f64() / count_cpu.as_secs_f64(),
        );
    }
}

/// The CPU time of this process so far, all threads, user and system (from `/proc/self/stat`,
/// in its ticks of 10 ms): on a busy machine, what a run cost beside what it waited.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}
