//! The plan of a count: the search cut into subproblems with stable ids, which is what
//! checkpoints, shards and their merge speak about.
//!
//! # Format version 1
//!
//! For a board size `n`, the subproblems are those of [`super::split`]: the border classes of
//! [`super::border`] (top-queen column `m` from small to large), each extended by every
//! placement of its first [`super::split::depth_for`]`(n)` rows (3 up to n = 17, 4 up to
//! n = 20, 5 beyond), columns tried from the lowest up, row 0 first. A subproblem's **id** is
//! its position in that order, from 0. Boards below 4 are one subproblem, id 0.
//!
//! Each subproblem's estimated work ([`Plan::weight`]) comes from 16 fixed pseudo-random
//! descents (see [`super::estimate`]). Shard `I` of `M` is the contiguous run of ids whose
//! estimated work falls in the `I`-th of `M` equal parts of the total: see [`Plan::shard`].
//!
//! Ids, weights and shards depend on nothing but `n` and this version: not on the machine,
//! the thread count or the order in which subproblems finish. Any change to the cut, its order
//! or the weights must bump [`FORMAT`], so that files written under the old cut are refused
//! rather than merged with the new.

use std::ops::{Add, AddAssign, Range};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::border::BorderClass;
use super::estimate;
use super::kernel::{Kernel, Tally};
use super::shard::Shard;
use super::split::{self, Subproblem};
use super::{CountError, deep, exhaustive};
use crate::solver::MAX_N;

/// The version of the subproblem cut of format 1 (every piece the same number of rows deep),
/// which files name; the default up to n = 24.
pub const FORMAT: u32 = 1;

/// Format 2: pieces cut deeper where the tree is larger, and found shard by shard (see
/// `count::deep`); the default from n = 25 on.
pub const FORMAT_DEEP: u32 = super::deep::FORMAT;

/// Format 3: format 2's line, its pieces cut until each is at most a quarter of a shard's
/// part of it, so shards come out even however many there are (see `count::deep`).
pub const FORMAT_EVEN: u32 = super::deep::FORMAT_EVEN;

/// The formats this program reads and writes.
pub const FORMATS: [u32; 3] = [FORMAT, FORMAT_DEEP, FORMAT_EVEN];

/// The smallest board whose count is cut in format 2 unless told otherwise.
pub const DEEP_FROM: usize = 25;

/// The format a count of an `n` board uses unless told otherwise.
pub fn default_format(n: usize) -> u32 {
    if n >= DEEP_FROM { FORMAT_DEEP } else { FORMAT }
}

/// The format a count of an `n` board in `shards` shards uses unless told otherwise: that of
/// [`default_format`], but format 3 where format 2's pieces are too coarse for that many
/// shards (from n = 25, more than 50,000 shards).
pub fn format_for(n: usize, shards: u32) -> u32 {
    match default_format(n) {
        FORMAT_DEEP if super::deep::too_coarse(n, shards) => FORMAT_EVEN,
        format => format,
    }
}

/// Whether the pieces of `format` are numbered within each shard, from 0, and found shard by
/// shard on a line (formats 2 and 3), rather than numbered across the whole count (format 1).
pub fn on_the_line(format: u32) -> bool {
    format == FORMAT_DEEP || format == FORMAT_EVEN
}

/// The smallest board counted with the lanes kernel where the CPU has one.
const LANES_FROM: usize = 8;

/// Whether this CPU can run the lanes kernel.
fn lanes_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    if super::lanes::available() {
        return true;
    }
    false
}

/// A pool of `threads` workers, named for `top` and debuggers.
fn pool(threads: usize) -> Result<rayon::ThreadPool, CountError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("nqueens-count-{i}"))
        .build()
        .map_err(CountError::Threads)
}

/// A subproblem's id: its position in the canonical order of the cut.
pub type Id = u32;

/// The id of the subproblem at `index` in canonical order.
fn id_of(index: usize) -> Id {
    // No board has anywhere near 2^32 subproblems: 2 million at n = 27, about 10 million at
    // n = 32, the largest.
    Id::try_from(index).expect("fewer than 2^32 subproblems")
}

/// Solutions, classes and nodes of some set of subproblems. They add up: the counts of a set
/// are the sums over its members.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Solutions (OEIS A000170 when the set is the whole plan).
    pub total: u128,
    /// Classes under the 8 symmetries of the square (OEIS A002562 for the whole plan).
    pub unique: u128,
    /// Queens placed by the search.
    pub nodes: u128,
}

impl Counts {
    /// The counts of one subproblem's tally: plain solutions stand for 8 solutions and 1 class
    /// each; ties were weighed one by one.
    fn of(t: Tally) -> Counts {
        Counts {
            total: 8 * u128::from(t.plain) + u128::from(t.tie_total),
            unique: u128::from(t.plain) + u128::from(t.tie_unique),
            nodes: u128::from(t.nodes),
        }
    }
}

impl Add for Counts {
    type Output = Counts;

    /// Checked: a sum that overflowed would be a wrong count (a volunteer project once
    /// published a wrong Q(24) from a 32-bit overflow). In `u128`, with each subproblem's
    /// counts below 2^67, no real count comes near; the check costs nothing per subproblem.
    fn add(self, other: Counts) -> Counts {
        let sum = |a: u128, b: u128| a.checked_add(b).expect("a count overflowed u128");
        Counts {
            total: sum(self.total, other.total),
            unique: sum(self.unique, other.unique),
            nodes: sum(self.nodes, other.nodes),
        }
    }
}

impl AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        *self = *self + other;
    }
}

/// The cut of one board size into subproblems, in canonical (id) order: all of them in
/// format 1, those of one shard in format 2.
#[derive(Debug)]
pub struct Plan {
    n: usize,
    format: u32,
    /// Format 2: the shard whose pieces these are. Format 1: the whole count.
    built_for: Shard,
    /// How many ids there are.
    len: Id,
    classes: Vec<BorderClass>,
    /// Empty below n = 4: the board is then a single subproblem counted the slow way.
    subs: Vec<Subproblem>,
    /// Each subproblem's estimated work, by id.
    weights: Vec<u64>,
    total_weight: u128,
    /// Which kernel counts the subproblems.
    kernel: KernelChoice,
}

/// The kernels a plan can count its subproblems with. Both visit the same nodes and give the
/// same counts; tests hold them to that.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KernelChoice {
    /// One subproblem at a time (see `count::kernel`): every CPU.
    Scalar,
    /// Several subproblems at a time in vector lanes (see `count::lanes`): x86-64 CPUs with
    /// AVX2; sixteen at a time where they also have AVX-512 and the board's pieces fit 32 bits,
    /// eight where only AVX2, else four.
    Lanes,
}

impl Plan {
    /// The whole plan of an `n` board (1 to 32), in its default format ([`default_format`]).
    pub fn new(n: usize) -> Result<Self, CountError> {
        Self::of(n, default_format(n), Shard::WHOLE)
    }

    /// The plan of `shard` of an `n` board (1 to 32) in `format` (one of [`FORMATS`]). In
    /// format 1 that is the whole list, which every shard needs to find its own; in format 2
    /// only the shard's pieces, numbered from 0.
    pub fn of(n: usize, format: u32, shard: Shard) -> Result<Self, CountError> {
        if !(1..=MAX_N).contains(&n) {
            return Err(CountError::Size(n));
        }
        if !FORMATS.contains(&format) {
            return Err(CountError::Format(format));
        }
        let deep = on_the_line(format);
        // Boards below 4 are too small to split or to leave the kernel its three rows: one
        // subproblem, at the start of the line in format 2.
        let (classes, subs, weights) = if n < 4 {
            let here = !deep || deep::part_of(shard.index, shard.count).contains(&0);
            let weights = if here { vec![1] } else { Vec::new() };
            (BorderClass::all(n), Vec::new(), weights)
        } else if deep {
            let cut = if format == FORMAT_EVEN {
                deep::Cut::even(n, shard.count)
            } else {
                deep::Cut::new(n)
            };
            let pieces = cut.pieces(deep::part_of(shard.index, shard.count));
            let subs = pieces.iter().map(|p| p.sub).collect();
            let weights = pieces.iter().map(|p| p.weight).collect();
            (cut.classes().to_vec(), subs, weights)
        } else {
            let classes = BorderClass::all(n);
            let subs = split::subproblems(&classes, split::depth_for(n));
            let weights = (0..)
                .zip(&subs)
                .map(|(id, sub)| estimate::weight(&classes[usize::from(sub.class)], sub, id))
                .collect();
            (classes, subs, weights)
        };
        let total_weight = weights.iter().map(|&w| u128::from(w)).sum();
        let kernel = if n >= LANES_FROM && lanes_available() {
            KernelChoice::Lanes
        } else {
            KernelChoice::Scalar
        };
        Ok(Self {
            kernel,
            n,
            format,
            built_for: if deep { shard } else { Shard::WHOLE },
            len: id_of(weights.len()),
            classes,
            subs,
            weights,
            total_weight,
        })
    }

    /// The format of its cut (one of [`FORMATS`]).
    pub fn format(&self) -> u32 {
        self.format
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// How many subproblems an `n` board has in format 1, without weighing them (which takes
    /// seconds from n = 21 on): what a merge of format 1 files needs to know.
    pub fn len_of(n: usize) -> Result<Id, CountError> {
        if !(1..=MAX_N).contains(&n) {
            return Err(CountError::Size(n));
        }
        if n < 4 {
            return Ok(1);
        }
        Ok(id_of(
            split::subproblems(&BorderClass::all(n), split::depth_for(n)).len(),
        ))
    }

    /// How many subproblems there are; ids run from 0 to this, exclusive. (In format 2, a
    /// shard with no piece has none.)
    pub fn len(&self) -> Id {
        self.len
    }

    /// Whether the plan has no subproblem: only a shard of format 2 that holds no piece.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The estimated work of subproblem `id`, in nodes (see [`super::estimate`]). Sizes vary
    /// a hundredfold, so progress and shards are measured in this unit rather than in
    /// subproblems.
    pub fn weight(&self, id: Id) -> u64 {
        self.weights.get(id as usize).copied().unwrap_or(0)
    }

    /// The estimated work of all subproblems.
    pub fn total_weight(&self) -> u128 {
        self.total_weight
    }

    /// The ids of shard `shard.index` of `shard.count`.
    ///
    /// Format 1: the subproblems from the first whose preceding work reaches `index / count`
    /// of the total, up to the first that reaches `(index + 1) / count`. Consecutive shards
    /// meet exactly, so the shards of any count cover every id once; a shard may be empty
    /// when there are more shards than subproblems.
    ///
    /// Format 2: the plan holds the pieces of the shard it was made for, and those are all
    /// its ids; any other shard's pieces are not in it (an empty range).
    pub fn shard(&self, shard: Shard) -> Range<Id> {
        if on_the_line(self.format) {
            return if shard == self.built_for {
                0..self.len
            } else {
                0..0
            };
        }
        let (start, end) = (
            self.boundary(shard, shard.index),
            self.boundary(shard, shard.index + 1),
        );
        start..end
    }

    /// The first id whose preceding work reaches `k / shard.count` of the total.
    fn boundary(&self, shard: Shard, k: u32) -> Id {
        if k == 0 {
            return 0;
        }
        if k >= shard.count {
            return self.len();
        }
        // Compare `before * count >= total * k` in integers: exact, and the same everywhere.
        // (Weights sum to at most 2^64 * 2^21 and counts are below 2^32: no overflow.)
        let target = self.total_weight * u128::from(k);
        let count = u128::from(shard.count);
        let mut before = 0u128;
        for (id, &weight) in (0..).zip(&self.weights) {
            if before * count >= target {
                return id;
            }
            before += u128::from(weight);
        }
        self.len()
    }

    /// Counts the subproblems `ids` on `threads` worker threads (0: one per core) and returns
    /// their sum.
    ///
    /// `on_done` is called from the workers with each finished subproblem's id and counts.
    /// Raising `cancel` makes the workers stop after their current subproblems and the run
    /// return [`CountError::Cancelled`]; the subproblems reported to `on_done` until then are
    /// finished and their counts final.
    pub fn run(
        &self,
        ids: &[Id],
        threads: usize,
        on_done: &(dyn Fn(Id, Counts) + Sync),
        cancel: &AtomicBool,
    ) -> Result<Counts, CountError> {
        // Sizes grow with the class, so in id order the work done would trail the share of
        // subproblems done, and the ETA would lie. A fixed scramble mixes them: any stretch of
        // the list is a fair sample, and the reported share tracks the time.
        let mut order = ids.to_vec();
        order.sort_unstable_by_key(|&id| {
            u64::from(id)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .rotate_left(29)
        });
        if self.kernel == KernelChoice::Lanes {
            return self.run_in_lanes(&order, threads, on_done, cancel);
        }
        let solve = |&id: &Id| -> Option<Counts> {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            let counts = self.solve(id);
            on_done(id, counts);
            Some(counts)
        };
        if threads == 1 {
            // On the calling thread: a pool of one would cost a thread and its start-up, which
            // is most of the time of a small board.
            let summed = order
                .iter()
                .map(solve)
                .try_fold(Counts::default(), |a, b| Some(a + b?));
            return summed.ok_or(CountError::Cancelled);
        }
        let summed = pool(threads)?.install(|| {
            order
                .par_iter()
                .map(solve)
                .try_reduce(Counts::default, |a, b| Some(a + b))
        });
        let counts = summed.ok_or(CountError::Cancelled)?;
        if cancel.load(Ordering::Relaxed) {
            return Err(CountError::Cancelled);
        }
        Ok(counts)
    }

    /// [`Plan::run`] with the lanes kernel: every worker fills its lanes from one shared
    /// cursor over `order`, so no lane runs dry before the whole list is handed out, and any
    /// number of threads (or a shard's few subproblems) keeps every worker busy.
    fn run_in_lanes(
        &self,
        order: &[Id],
        threads: usize,
        on_done: &(dyn Fn(Id, Counts) + Sync),
        cancel: &AtomicBool,
    ) -> Result<Counts, CountError> {
        let cursor = AtomicUsize::new(0);
        let worker = || {
            let next = || order.get(cursor.fetch_add(1, Ordering::Relaxed)).copied();
            self.solve_in_lanes(std::iter::from_fn(next), on_done, cancel)
        };
        let (counts, done) = if threads == 1 {
            // On the calling thread, as in `run`.
            worker()
        } else {
            pool(threads)?
                .broadcast(|_| worker())
                .into_iter()
                .fold((Counts::default(), 0), |(c, d), (wc, wd)| (c + wc, d + wd))
        };
        if done < order.len() {
            // Only a stop leaves subproblems uncounted: the workers hand out every id once.
            assert!(
                cancel.load(Ordering::Relaxed),
                "the lanes kernel lost {} subproblems",
                order.len() - done
            );
            return Err(CountError::Cancelled);
        }
        Ok(counts)
    }

    /// The kernel this plan counts with: the lanes kernel where the CPU has one (from
    /// n = 8), else the scalar one.
    pub fn kernel(&self) -> KernelChoice {
        self.kernel
    }

    /// Counts with `kernel` from now on (to compare the two); an error if this CPU cannot run
    /// it (then the plan keeps its kernel). The scalar kernel runs everywhere. Boards below n = 8 keep the scalar kernel: too few subproblems to
    /// fill the lanes.
    pub fn set_kernel(&mut self, kernel: KernelChoice) -> Result<(), CountError> {
        if kernel == KernelChoice::Lanes && !lanes_available() {
            return Err(CountError::NoLanes);
        }
        self.kernel = if self.n < LANES_FROM {
            KernelChoice::Scalar
        } else {
            kernel
        };
        Ok(())
    }

    /// Counts the subproblems `ids` yields with the lanes kernel, reporting each to `on_done`,
    /// until `cancel` is raised; returns their sum and how many there were.
    #[cfg(target_arch = "x86_64")]
    fn solve_in_lanes(
        &self,
        ids: impl Iterator<Item = Id>,
        on_done: &(dyn Fn(Id, Counts) + Sync),
        cancel: &AtomicBool,
    ) -> (Counts, usize) {
        let (mut sum, mut done) = (Counts::default(), 0);
        let subs = ids.map(|id| (id, &self.subs[id as usize]));
        let mut report = |id, tally| {
            let counts = Counts::of(tally);
            on_done(id, counts);
            sum += counts;
            done += 1;
        };
        let stop = || cancel.load(Ordering::Relaxed);
        // 32-bit lanes where every piece fits in them (format 1 up to n = 19): sixteen where
        // the CPU has AVX-512, else eight; else four 64-bit ones.
        let narrow = self.n <= super::lanes8::LARGEST
            && self
                .subs
                .iter()
                .all(|s| super::lanes8::fits(self.n, usize::from(s.depth)));
        if narrow && super::lanes16::available() {
            super::lanes16::solve(&self.classes, subs, &mut report, &stop);
        } else if narrow {
            super::lanes8::solve(&self.classes, subs, &mut report, &stop);
        } else {
            super::lanes::solve(&self.classes, subs, &mut report, &stop);
        }
        (sum, done)
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn solve_in_lanes(
        &self,
        _: impl Iterator<Item = Id>,
        _: &(dyn Fn(Id, Counts) + Sync),
        _: &AtomicBool,
    ) -> (Counts, usize) {
        unreachable!("the lanes kernel is never chosen off x86-64")
    }

    /// Counts one subproblem.
    fn solve(&self, id: Id) -> Counts {
        let Some(sub) = self.subs.get(id as usize) else {
            let r = exhaustive(self.n, &self.classes);
            return Counts {
                total: r.total,
                unique: r.unique,
                nodes: r.nodes,
            };
        };
        let class = &self.classes[usize::from(sub.class)];
        let depth = usize::from(sub.depth);
        Counts::of(Kernel::new(class, &sub.prefix[..depth]).run(depth, sub.cols, sub.ld, sub.rd))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::known;

    fn run_all(plan: &Plan, ids: &[Id]) -> Counts {
        plan.run(ids, 2, &|_, _| {}, &AtomicBool::new(false))
            .unwrap()
    }

    #[test]
    fn ids_are_the_canonical_order() {
        // n = 8 at depth 3: class m = 1 first, its lowest free columns (side columns are
        // closed to row 2 in this class, so its queen is at 5, not 0).
        let plan = Plan::new(8).unwrap();
        let first = &plan.subs[0];
        assert_eq!((first.class, first.depth), (0, 3));
        assert_eq!(first.prefix[..3], [1 << 1, 1 << 3, 1 << 5]);
        // Every id's prefix sorts after the one before (class, then rows as column lists).
        let key = |s: &Subproblem| {
            let cols: Vec<u32> = s.prefix[..usize::from(s.depth)]
                .iter()
                .map(|b| b.trailing_zeros())
                .collect();
            (s.class, cols)
        };
        for pair in plan.subs.windows(2) {
            assert!(key(&pair[0]) < key(&pair[1]));
        }
    }

    #[test]
    fn every_board_size_sums_to_the_known_counts() {
        for n in 1..=11 {
            let mut plan = Plan::new(n).unwrap();
            let all: Vec<Id> = (0..plan.len()).collect();
            let c = run_all(&plan, &all);
            let k = known(n).unwrap();
            assert_eq!(
                (c.total, c.unique),
                (k.total.into(), k.unique.into()),
                "n = {n}"
            );
            plan.set_kernel(KernelChoice::Scalar).unwrap();
            assert_eq!(run_all(&plan, &all), c, "n = {n}, scalar kernel");
        }
    }

    #[test]
    fn the_lanes_kernel_is_chosen_wherever_the_cpu_has_avx2() {
        #[cfg(target_arch = "x86_64")]
        let avx2 = std::arch::is_x86_feature_detected!("avx2");
        #[cfg(not(target_arch = "x86_64"))]
        let avx2 = false;
        let mut plan = Plan::new(13).unwrap();
        assert_eq!(plan.kernel() == KernelChoice::Lanes, avx2);
        assert_eq!(Plan::new(7).unwrap().kernel(), KernelChoice::Scalar);
        plan.set_kernel(KernelChoice::Scalar).unwrap();
        assert_eq!(plan.kernel(), KernelChoice::Scalar);
        let asked = plan.set_kernel(KernelChoice::Lanes);
        assert_eq!(asked.is_ok(), avx2);
        assert_eq!(plan.kernel() == KernelChoice::Lanes, avx2);
    }

    #[test]
    fn any_thread_count_gives_the_same_counts_with_each_kernel() {
        let mut plan = Plan::new(12).unwrap();
        let all: Vec<Id> = (0..plan.len()).collect();
        // A shard's few ids, and more threads than ids.
        let few: Vec<Id> = (0..5).collect();
        for kernel in [KernelChoice::Lanes, KernelChoice::Scalar] {
            if plan.set_kernel(kernel).is_err() {
                continue;
            }
            for ids in [&all, &few] {
                let want = ids
                    .iter()
                    .fold(Counts::default(), |a, &id| a + plan.solve(id));
                for threads in [1, 2, 3, 8] {
                    let got = plan.run(ids, threads, &|_, _| {}, &AtomicBool::new(false));
                    assert_eq!(got.unwrap(), want, "{kernel:?}, {threads} threads");
                }
            }
        }
    }

    #[test]
    fn both_kernels_count_every_subproblem_alike() {
        let mut plan = Plan::new(13).unwrap();
        if plan.kernel() != KernelChoice::Lanes {
            eprintln!("no lanes kernel on this CPU: nothing to compare");
            return;
        }
        let ids: Vec<Id> = (0..plan.len()).collect();
        let collect = |plan: &Plan| {
            let seen = std::sync::Mutex::new(vec![None; ids.len()]);
            let on_done = |id: Id, c: Counts| seen.lock().unwrap()[id as usize] = Some(c);
            let sum = plan
                .run(&ids, 2, &on_done, &AtomicBool::new(false))
                .unwrap();
            (sum, seen.into_inner().unwrap())
        };
        let lanes = collect(&plan);
        plan.set_kernel(KernelChoice::Scalar).unwrap();
        let scalar = collect(&plan);
        assert!(lanes.1.iter().all(Option::is_some));
        assert_eq!(lanes, scalar);
        assert_eq!(lanes.0.total, known(13).unwrap().total.into());
    }

    #[test]
    fn a_cancelled_lanes_count_reports_only_whole_subproblems() {
        let plan = Plan::new(12).unwrap();
        let ids: Vec<Id> = (0..plan.len()).collect();
        let cancel = AtomicBool::new(false);
        let seen = std::sync::Mutex::new(Vec::new());
        // Raise the flag after a few subproblems: the lanes in flight finish theirs, and the
        // rest are left.
        let on_done = |id: Id, c: Counts| {
            let mut seen = seen.lock().unwrap();
            seen.push((id, c));
            if seen.len() == 5 {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let result = plan.run(&ids, 1, &on_done, &cancel);
        assert!(matches!(result, Err(CountError::Cancelled)));
        let seen = seen.into_inner().unwrap();
        assert!(
            seen.len() >= 5 && seen.len() < ids.len(),
            "{} done",
            seen.len()
        );
        assert!(seen.iter().all(|&(id, c)| c == plan.solve(id)));
    }

    #[test]
    fn one_thread_counts_on_the_caller_like_the_pool() {
        use std::sync::Mutex;
        let plan = Plan::new(10).unwrap();
        let ids: Vec<Id> = (0..plan.len()).collect();
        let seen = Mutex::new(Vec::new());
        let on_done = |id: Id, counts: Counts| seen.lock().unwrap().push((id, counts));
        let one = plan.run(&ids, 1, &on_done, &AtomicBool::new(false));
        assert_eq!(one.unwrap(), run_all(&plan, &ids));
        let mut seen = seen.into_inner().unwrap();
        seen.sort_by_key(|&(id, _)| id);
        assert_eq!(seen.iter().map(|&(id, _)| id).collect::<Vec<_>>(), ids);
        assert!(seen.iter().all(|&(id, c)| c == plan.solve(id)));
        // A raised flag stops it before the first subproblem.
        let cancelled = plan.run(&ids, 1, &|_, _| panic!("ran"), &AtomicBool::new(true));
        assert!(matches!(cancelled, Err(CountError::Cancelled)));
    }

    #[test]
    fn shards_meet_exactly_and_balance_the_weight() {
        let plan = Plan::new(14).unwrap();
        for count in [1, 2, 3, 7, 64, 5000] {
            let mut next = 0;
            let mut heaviest = 0;
            for index in 0..count {
                let ids = plan.shard(Shard { index, count });
                assert_eq!(ids.start, next, "{index}/{count}");
                next = ids.end;
                heaviest = heaviest.max(ids.map(|id| u128::from(plan.weight(id))).sum::<u128>());
            }
            assert_eq!(next, plan.len(), "{count} shards");
            assert_eq!(Plan::len_of(14).unwrap(), plan.len());
            // No shard exceeds its share by more than one subproblem's weight.
            let largest = (0..plan.len()).map(|id| plan.weight(id)).max().unwrap();
            let share = plan.total_weight().div_ceil(u128::from(count));
            assert!(
                heaviest <= share + u128::from(largest),
                "{count}: {heaviest} > {share} + {largest}"
            );
        }
        // More shards than subproblems: the extra ones are empty.
        let tiny = Plan::new(3).unwrap();
        assert_eq!(tiny.shard(Shard { index: 0, count: 4 }), 0..1);
        assert!(tiny.shard(Shard { index: 3, count: 4 }).is_empty());
    }

    /// FNV-1a over every subproblem's class, prefix columns and weight, in id order.
    fn fingerprint(plan: &Plan) -> u64 {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        let mut eat = |x: u64| {
            for byte in x.to_le_bytes() {
                h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        };
        for s in &plan.subs {
            eat(u64::from(s.class));
            for &bit in &s.prefix[..usize::from(s.depth)] {
                eat(u64::from(bit.trailing_zeros()));
            }
        }
        for &w in &plan.weights {
            eat(w);
        }
        h
    }

    #[test]
    fn the_cut_of_format_1_is_pinned() {
        // Files name subproblems by id: if this fails, the cut, its order or the weights
        // changed, and files of the old cut would be misread. Bump FORMAT and pin anew.
        assert_eq!(FORMAT, 1);
        let figures: Vec<(usize, Id, u128, u64)> = [4, 8, 12, 16, 18, 21]
            .into_iter()
            .map(|n| {
                let p = Plan::new(n).unwrap();
                (n, p.len(), p.total_weight(), fingerprint(&p))
            })
            .collect();
        assert_eq!(figures, PINNED);
    }

    /// n, subproblems, total weight, fingerprint.
    const PINNED: [(usize, Id, u128, u64); 6] = [
        (4, 1, 4, 13180081086394917440),
        (8, 41, 400, 5334424066738426395),
        (12, 289, 156384, 9331757780519520744),
        (16, 937, 195793338, 9340366858988186700),
        (18, 14916, 10077872885, 8109545922160346538),
        (21, 369523, 5332699717739, 11963646345710542186),
    ];
}
