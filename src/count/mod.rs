//! Fast counting: all solutions and the classes under the 8 symmetries of the square, from one
//! search that visits roughly an eighth of the tree, on all cores.
//!
//! - [`border`]: which solutions are searched (border classes) and what each one stands for;
//! - [`split`]: the search cut into thousands of independent subproblems;
//! - [`estimate`]: how much work each one holds, for progress and for shards of equal work;
//! - [`plan`]: their stable ids (format version), shards of them, and running a set of them;
//! - [`deep`]: the cut of format 2, pieces of bounded size found shard by shard;
//! - [`outline`]: what a plan holds, without counting (`count N --plan`);
//! - [`ledger`]: which subproblems a running count has finished, for its checkpoints;
//! - [`merge`]: adding up shard results that cover every subproblem once;
//! - [`record`]: the checkpoint and shard files, sealed with a checksum;
//! - [`shard`]: which shard a process counts, from the command line or a job scheduler;
//! - [`spot`]: the few subproblems a shard file records, and [`recount`], `merge --spot-check`;
//! - [`quorum`]: shards counted twice, by different workers, for `merge --quorum`;
//! - [`kernel`]: the tight inner loop that counts one subproblem;
//! - `lanes`, `lanes8` and `lanes16`: the same loop over four (64-bit), eight (32-bit, AVX2) or
//!   sixteen (32-bit, AVX-512) subproblems at once;
//! - [`order`]: a solution's number in search order, from the kernel's counts of prefixes;
//! - [`tree`]: the size of the animated search's whole tree (placements, dead ends), for its timeline.

mod border;
mod deep;
mod estimate;
mod kernel;
#[cfg(target_arch = "x86_64")]
mod lanes;
#[cfg(target_arch = "x86_64")]
mod lanes16;
#[cfg(target_arch = "x86_64")]
mod lanes8;
pub mod ledger;
pub mod merge;
pub mod order;
pub mod outline;
pub mod plan;
pub mod quorum;
pub mod record;
pub mod recount;
pub mod seal;
pub mod shard;
mod split;
pub mod spot;
pub mod tree;

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::solver::MAX_N;
use border::{BorderClass, classify_tie};
use plan::{Counts, Id, Plan};

/// The result of a count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountResult {
    /// The board size.
    pub n: usize,
    /// All solutions (OEIS A000170).
    pub total: u128,
    /// Classes of solutions under the 8 symmetries of the square (OEIS A002562).
    pub unique: u128,
    /// Queens placed by the search: its work, for speed reports.
    pub nodes: u128,
}

/// How far a running count is, in units of estimated work (each subproblem is weighed by a
/// few random descents into it, so the share done is approximate).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Work units finished.
    pub done: u64,
    /// Work units in all.
    pub total: u64,
}

/// Why a count did not finish.
#[derive(Debug)]
pub enum CountError {
    /// The board size is outside `1..=32`.
    Size(usize),
    /// The cancel flag was raised.
    Cancelled,
    /// The worker threads could not be started.
    Threads(rayon::ThreadPoolBuildError),
    /// The lanes kernel was asked for on a CPU without AVX2.
    NoLanes,
    /// A format of the cut this program does not know.
    Format(u32),
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountError::Size(n) => f.write_str(&crate::t!(
                "error-count-size",
                n = n.to_string(),
                max = MAX_N.to_string()
            )),
            CountError::Cancelled => f.write_str(&crate::t!("error-count-cancelled")),
            // The cause follows in the error's chain (`source`).
            CountError::Threads(_) => f.write_str(&crate::t!("error-count-threads")),
            CountError::NoLanes => f.write_str(&crate::t!("error-count-no-lanes")),
            CountError::Format(v) => {
                f.write_str(&crate::t!("error-count-format", format = v.to_string()))
            }
        }
    }
}

impl std::error::Error for CountError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CountError::Threads(e) => Some(e),
            CountError::Size(_)
            | CountError::Cancelled
            | CountError::NoLanes
            | CountError::Format(_) => None,
        }
    }
}

/// Counts the solutions of the `n` board, and their classes under the symmetries of the
/// square, on `threads` worker threads (0: one per core).
///
/// `on_progress` is called from the workers after each finished subproblem. Raising `cancel`
/// makes the workers stop after their current subproblems (one a thread, or with the lanes
/// kernel up to four: well under a second up to n = 20, where the cut keeps them small) and
/// the count return [`CountError::Cancelled`].
pub fn count(
    n: usize,
    threads: usize,
    on_progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<CountResult, CountError> {
    let plan = Plan::new(n)?;
    let all: Vec<Id> = (0..plan.len()).collect();
    // Weights are estimated nodes: from about n = 30 on their sum could outgrow a u64, so
    // progress counts them in units of 2^shift.
    let shift = (128 - plan.total_weight().leading_zeros()).saturating_sub(52);
    let total = all.iter().map(|&id| plan.weight(id) >> shift).sum();
    let done = AtomicU64::new(0);
    let on_done = |id: Id, _: Counts| {
        let weight = plan.weight(id) >> shift;
        let done = done.fetch_add(weight, Ordering::Relaxed) + weight;
        on_progress(Progress { done, total });
    };
    let counts = plan.run(&all, threads, &on_done, cancel)?;
    Ok(CountResult {
        n,
        total: counts.total,
        unique: counts.unique,
        nodes: counts.nodes,
    })
}

/// The whole search on one thread, every solution classified the slow way. For boards too
/// small for the kernel, and as an independent check of it in tests.
pub(crate) fn exhaustive(n: usize, classes: &[BorderClass]) -> CountResult {
    fn walk(
        class: &BorderClass,
        row: usize,
        masks: (u32, u32, u32),
        path: &mut [u32; MAX_N],
        out: &mut CountResult,
    ) {
        let n = class.n;
        if row == n {
            let (total, unique) = classify_tie(n, class.m, &path[..n]);
            out.total += u128::from(total);
            out.unique += u128::from(unique);
            return;
        }
        let (cols, ld, rd) = masks;
        let mut free = class.allowed[row] & !(cols | ld | rd);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            out.nodes += 1;
            path[row] = bit;
            walk(
                class,
                row + 1,
                (cols | bit, (ld | bit) << 1, (rd | bit) >> 1),
                path,
                out,
            );
        }
    }
    let mut out = CountResult {
        n,
        total: 0,
        unique: 0,
        nodes: 0,
    };
    for class in classes {
        walk(class, 0, (0, 0, 0), &mut [0; MAX_N], &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::known;

    fn quiet(n: usize, threads: usize) -> CountResult {
        count(n, threads, &|_| {}, &AtomicBool::new(false)).unwrap()
    }

    #[test]
    fn kernel_agrees_with_classifying_every_solution() {
        for n in 1..=11 {
            let fast = quiet(n, 2);
            let slow = exhaustive(n, &BorderClass::all(n));
            assert_eq!(
                (fast.total, fast.unique),
                (slow.total, slow.unique),
                "n = {n}"
            );
            let k = known(n).unwrap();
            assert_eq!((fast.total, fast.unique), (k.total.into(), k.unique.into()));
        }
    }

    #[test]
    fn sizes_outside_the_range_are_errors() {
        let never = AtomicBool::new(false);
        assert!(matches!(
            count(0, 1, &|_| {}, &never),
            Err(CountError::Size(0))
        ));
        assert!(matches!(
            count(33, 1, &|_| {}, &never),
            Err(CountError::Size(33))
        ));
    }

    #[test]
    fn a_raised_flag_cancels() {
        let raised = AtomicBool::new(true);
        assert!(matches!(
            count(12, 2, &|_| {}, &raised),
            Err(CountError::Cancelled)
        ));
    }

    #[test]
    fn progress_reaches_the_end() {
        let last = AtomicU64::new(0);
        let r = count(
            10,
            2,
            &|p: Progress| {
                assert!(p.done <= p.total);
                last.fetch_max(p.done * 1000 / p.total, Ordering::Relaxed);
            },
            &AtomicBool::new(false),
        )
        .unwrap();
        assert_eq!(r.total, 724);
        assert_eq!(last.load(Ordering::Relaxed), 1000);
    }
}
