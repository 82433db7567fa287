//! What a count would be, without counting it (`count N --plan`): its pieces, their
//! estimated work, how the shards share it, the memory a task needs, and how long a shard
//! takes at a speed measured here.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use super::CountError;
use super::deep::{self, Cut, LINE, Piece};
use super::plan::{FORMAT, FORMAT_EVEN, FORMATS, Id, Plan};
use super::shard::Shard;
use super::split::Subproblem;

/// What a task holds besides its pieces: the program, its threads' stacks, the classes.
/// (A task of n = 27 with 27 pieces peaks at 4.8 MB resident here.)
const TASK_BASE: u64 = 4_700_000;

/// What a task holds for each of its own pieces: the piece as found, then its subproblem,
/// weight, place in the run order and in the ledger, and its id in a checkpoint (at most a
/// range of two numbers). (A task of 23,354 pieces of n = 27 peaks at 8.9 MB.)
const PER_PIECE: u64 = size_of::<Piece>() as u64 + size_of::<Subproblem>() as u64 + 8 + 4 + 1 + 24;

/// What a task of format 1 holds for each piece of the whole count: it weighs them all to find
/// its shard.
const PER_LISTED: u64 = size_of::<Subproblem>() as u64 + 8;

/// The plan of a count.
#[derive(Debug, Clone, PartialEq)]
pub struct Outline {
    /// The board size.
    pub n: usize,
    /// The cut's format.
    pub format: u32,
    /// How many shards the figures below are for.
    pub shards: u32,
    /// The one shard described, if only one is.
    pub only: Option<u32>,
    /// Subproblems in all (of the one shard, if only one is described).
    pub subproblems: u64,
    /// Their estimated work, in nodes.
    pub work: u128,
    /// The largest piece's estimated work.
    pub largest: u64,
    /// The fewest and most subproblems of a shard.
    pub shard_subproblems: (u64, u64),
    /// The least and most estimated work of a shard.
    pub shard_work: (u128, u128),
    /// The memory a task of the largest shard needs, in bytes (an estimate: the program and
    /// the plan it holds).
    pub task_bytes: u64,
}

impl Outline {
    /// The mean piece's estimated work.
    pub fn mean(&self) -> f64 {
        self.work as f64 / self.subproblems.max(1) as f64
    }
}

/// Per-shard sums over pieces that come in shard order.
struct Shares {
    /// The shard being summed, and its pieces and work so far.
    current: Option<(u32, u64, u128)>,
    /// Pieces and work of the shards finished: (min, max) each.
    pieces: (u64, u64),
    work: (u128, u128),
    /// Whether a shard was skipped (empty).
    empty: bool,
    seen: u32,
    /// The first shard summed: 0, or the one shard described.
    first: u32,
}

impl Shares {
    fn new(first: u32) -> Self {
        Shares {
            current: None,
            pieces: (u64::MAX, 0),
            work: (u128::MAX, 0),
            empty: false,
            seen: 0,
            first,
        }
    }

    /// A piece of `weight` in `shard` (never below the one before).
    fn add(&mut self, shard: u32, weight: u64) {
        match &mut self.current {
            Some((s, p, w)) if *s == shard => {
                *p += 1;
                *w += u128::from(weight);
            }
            current => {
                let last = current.map(|(s, _, _)| s);
                let gap = match last {
                    Some(s) => shard - s - 1,
                    None => shard - self.first,
                };
                self.empty |= gap > 0;
                self.close();
                self.current = Some((shard, 1, u128::from(weight)));
            }
        }
    }

    fn close(&mut self) {
        if let Some((_, p, w)) = self.current.take() {
            self.seen += 1;
            self.pieces = (self.pieces.0.min(p), self.pieces.1.max(p));
            self.work = (self.work.0.min(w), self.work.1.max(w));
        }
    }

    /// (min, max) of pieces and of work, counting shards that got no piece; `expected` is how
    /// many shards the pieces were for.
    fn finish(mut self, expected: u32) -> ((u64, u64), (u128, u128)) {
        self.close();
        if self.empty || self.seen < expected {
            self.pieces.0 = 0;
            self.work.0 = 0;
        }
        if self.seen == 0 {
            return ((0, 0), (0, 0));
        }
        (self.pieces, self.work)
    }
}

/// The plan of `n` in `format`, for `shards` shards, or for shard `only` of them alone.
pub fn outline(
    n: usize,
    format: u32,
    shards: u32,
    only: Option<u32>,
) -> Result<Outline, CountError> {
    if !(1..=crate::solver::MAX_N).contains(&n) {
        return Err(CountError::Size(n));
    }
    if !FORMATS.contains(&format) {
        return Err(CountError::Format(format));
    }
    let shards = shards.max(1);
    // The pieces concerned, in id order, with their shard.
    let mut shares = Shares::new(only.unwrap_or(0));
    let (mut count, mut work, mut largest) = (0u64, 0u128, 0u64);
    let mut listed = 0u64;
    let mut take = |shard: u32, weight: u64| {
        count += 1;
        work += u128::from(weight);
        largest = largest.max(weight);
        shares.add(shard, weight);
    };
    if format == FORMAT || n < 4 {
        let plan = Plan::of(n, FORMAT, Shard::WHOLE)?;
        listed = if format == FORMAT {
            u64::from(plan.len())
        } else {
            0
        };
        let total = plan.total_weight().max(1);
        let mut before = 0u128;
        for id in 0..plan.len() {
            // The shard `Plan::shard` puts it in: the last whose boundary it reaches.
            let shard =
                u32::try_from((before * u128::from(shards) / total).min(u128::from(shards - 1)))
                    .unwrap_or(shards - 1);
            let weight = plan.weight(id);
            before += u128::from(weight);
            if only.is_none_or(|i| i == shard) {
                take(shard, weight);
            }
        }
    } else {
        let cut = if format == FORMAT_EVEN {
            Cut::even(n, shards)
        } else {
            Cut::new(n)
        };
        let part = match only {
            Some(i) => deep::part_of(i, shards),
            None => 0..LINE,
        };
        let found: Vec<(u64, u64)> = cut
            .pieces(part)
            .iter()
            .map(|p| (p.position, p.weight))
            .collect();
        for (position, weight) in found {
            // Below `shards`, as the position is below LINE.
            let shard = u32::try_from(u128::from(position) * u128::from(shards) / LINE)
                .unwrap_or(shards - 1);
            take(shard, weight);
        }
    }
    let expected = if only.is_some() { 1 } else { shards };
    let (shard_subproblems, shard_work) = shares.finish(expected);
    let task_bytes = TASK_BASE + shard_subproblems.1 * PER_PIECE + listed * PER_LISTED;
    Ok(Outline {
        n,
        format,
        shards,
        only,
        subproblems: count,
        work,
        largest,
        shard_subproblems,
        shard_work,
        task_bytes,
    })
}

/// This machine's speed on one core, in estimated nodes a second: subproblems of n = 15
/// counted for a tenth of a second (all of them take about that long), their estimated work
/// over the time. (The estimate counts more nodes than the kernel visits, about 1.4 times;
/// the rate is in the estimate's units so that the plan's work divides by it.)
pub fn measured_speed() -> Result<f64, CountError> {
    const FOR: Duration = Duration::from_millis(100);
    let plan = Plan::of(15, FORMAT, Shard::WHOLE)?;
    let never = AtomicBool::new(false);
    // Every 7th id from a rotating start: each batch a fair sample of the sizes.
    let ids: Vec<Id> = (0..7)
        .flat_map(|start| (start..plan.len()).step_by(7))
        .collect();
    let start = Instant::now();
    let mut work = 0u128;
    for batch in ids.chunks(64) {
        plan.run(batch, 1, &|_, _| {}, &never)?;
        work += batch
            .iter()
            .map(|&id| u128::from(plan.weight(id)))
            .sum::<u128>();
        if start.elapsed() >= FOR {
            break;
        }
    }
    Ok(work as f64 / start.elapsed().as_secs_f64().max(1e-6))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::plan::FORMAT_DEEP;

    #[test]
    fn format_1_figures_are_the_plans_shards() {
        let plan = Plan::new(14).unwrap();
        for m in [1, 3, 7, 64] {
            let o = outline(14, FORMAT, m, None).unwrap();
            assert_eq!(o.subproblems, u64::from(plan.len()));
            assert_eq!(o.work, plan.total_weight());
            let sizes: Vec<(u64, u128)> = (0..m)
                .map(|i| {
                    let ids = plan.shard(Shard { index: i, count: m });
                    let work = ids.clone().map(|id| u128::from(plan.weight(id))).sum();
                    (u64::from(ids.end - ids.start), work)
                })
                .collect();
            let min_p = sizes.iter().map(|s| s.0).min().unwrap();
            let max_p = sizes.iter().map(|s| s.0).max().unwrap();
            let min_w = sizes.iter().map(|s| s.1).min().unwrap();
            let max_w = sizes.iter().map(|s| s.1).max().unwrap();
            assert_eq!(o.shard_subproblems, (min_p, max_p), "{m}");
            assert_eq!(o.shard_work, (min_w, max_w), "{m}");
        }
    }

    #[test]
    fn format_2_figures_are_the_shards_plans() {
        for m in [1, 2, 5, 40] {
            let o = outline(13, FORMAT_DEEP, m, None).unwrap();
            let plans: Vec<Plan> = (0..m)
                .map(|i| Plan::of(13, FORMAT_DEEP, Shard { index: i, count: m }).unwrap())
                .collect();
            let lens: Vec<u64> = plans.iter().map(|p| u64::from(p.len())).collect();
            let works: Vec<u128> = plans.iter().map(Plan::total_weight).collect();
            assert_eq!(o.subproblems, lens.iter().sum::<u64>());
            assert_eq!(o.work, works.iter().sum::<u128>());
            let lmin = *lens.iter().min().unwrap();
            let lmax = *lens.iter().max().unwrap();
            assert_eq!(o.shard_subproblems, (lmin, lmax), "{m}");
            let wmin = *works.iter().min().unwrap();
            let wmax = *works.iter().max().unwrap();
            assert_eq!(o.shard_work, (wmin, wmax), "{m}");
            for (i, plan) in (0..).zip(&plans) {
                let one = outline(13, FORMAT_DEEP, m, Some(i)).unwrap();
                assert_eq!(one.subproblems, u64::from(plan.len()));
                assert_eq!(one.work, plan.total_weight());
            }
            // One shard described: its own figures are the least and the most (a shard past
            // the first was once said to have a shard of none besides it).
            let last = outline(13, FORMAT_DEEP, m, Some(m - 1)).unwrap();
            let pieces = u64::from(plans[plans.len() - 1].len());
            assert_eq!(last.shard_subproblems, (pieces, pieces), "{m}");
        }
    }

    /// The least and most shard's work over the mean shard's.
    fn spread(o: &Outline) -> (f64, f64) {
        let mean = o.work as f64 / f64::from(o.shards);
        (o.shard_work.0 as f64 / mean, o.shard_work.1 as f64 / mean)
    }

    #[test]
    fn format_3_shards_are_within_one_and_a_half_times_the_mean() {
        for (n, m) in [(12, 50), (14, 500), (16, 3000)] {
            let o = outline(n, FORMAT_EVEN, m, None).unwrap();
            let (least, most) = spread(&o);
            assert!(
                least >= 1.0 / 1.5 && most <= 1.5,
                "n = {n}, {m} shards: {least:.2} to {most:.2} of the mean"
            );
        }
        // Format 2 at as many shards is what format 3 cures: its pieces are too coarse.
        let (least, most) = spread(&outline(16, FORMAT_DEEP, 3000, None).unwrap());
        assert!(
            least < 1.0 / 1.5 || most > 1.5,
            "format 2: {least:.2} to {most:.2}"
        );
    }

    #[test]
    fn the_cuts_of_formats_2_and_3_are_pinned() {
        // Shard files of formats 2 and 3 name pieces found by these weighings: if this fails,
        // the cut, its order or the weights changed (the figures were taken before the
        // weighing got its POPCNT and BMI2 build), and files of the old cut would be misread.
        let figures = |o: Outline| {
            (
                o.subproblems,
                o.work,
                o.largest,
                o.shard_subproblems,
                o.shard_work,
            )
        };
        assert_eq!(
            figures(outline(16, FORMAT_DEEP, 40, None).unwrap()),
            (5430, 193798627, 97086, (82, 219), (4526570, 5157310))
        );
        assert_eq!(
            figures(outline(14, FORMAT_EVEN, 500, None).unwrap()),
            (6069, 4788530, 2395, (5, 27), (7315, 11854))
        );
    }

    #[test]
    fn format_3_figures_are_the_shards_plans() {
        let m = 30;
        let o = outline(13, FORMAT_EVEN, m, None).unwrap();
        let plans: Vec<Plan> = (0..m)
            .map(|i| Plan::of(13, FORMAT_EVEN, Shard { index: i, count: m }).unwrap())
            .collect();
        let works: Vec<u128> = plans.iter().map(Plan::total_weight).collect();
        assert_eq!(o.work, works.iter().sum::<u128>());
        let least = *works.iter().min().unwrap();
        let most = *works.iter().max().unwrap();
        assert_eq!(o.shard_work, (least, most));
        for (i, plan) in (0..).zip(&plans) {
            let one = outline(13, FORMAT_EVEN, m, Some(i)).unwrap();
            assert_eq!(one.subproblems, u64::from(plan.len()), "shard {i}");
        }
    }
}
