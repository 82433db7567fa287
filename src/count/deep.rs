//! The cut of format 2: pieces of bounded size, found shard by shard.
//!
//! Format 1 places the same number of rows everywhere, so its pieces are as uneven as the
//! tree: at n = 27 the largest of its 2 million would take a core 12 days, 60 times the mean.
//! Format 2 cuts adaptively: a node of the search (a class and the queens of its first rows)
//! is a piece once its estimated work is at most a threshold, else it is cut into its
//! children, one for each square of the next row. The threshold is a fixed share of the
//! whole estimate ([`pieces_for`]), so the pieces' number and size follow from `n` alone.
//!
//! Listing every piece takes a minute at n = 27. A task of a cluster needs only its own, so
//! the pieces are placed on a line without listing the others: the whole search is the
//! interval `[0, 2^64)`, cut among the classes in proportion to their estimated work, each
//! node's interval cut among its children in proportion to theirs, down to the pieces. A
//! piece's **position** is the start of its interval, and shard `I` of `M` holds the pieces
//! whose position falls in `[I/M, (I+1)/M)` of the line. To find them a task descends only
//! into the nodes whose interval meets its part: a few dozen weighings per row besides its
//! own pieces. Shards of any `M` cover every piece once, and shards of different `M` mix
//! when their parts of the line tile it ([`part_of`]).
//!
//! Within a shard, the pieces' ids are their order in the search (classes from small to
//! large, then columns from the lowest up, row 0 first), from 0: checkpoints and shard files
//! of format 2 name ids of their own shard.
//!
//! Everything here is integer arithmetic seeded by `n` and the pieces' queens: the same on
//! every machine. A change to the thresholds, the probes, the seeds or the order must come
//! with a new format number (see [`super::plan`]).

use std::ops::Range;

use rayon::prelude::*;

use super::border::BorderClass;
use super::estimate::{splitmix64, weight_seeded};
use super::split::{MAX_DEPTH, Subproblem};
use crate::solver::u8_of;

/// The length of the line the pieces are placed on.
pub(crate) const LINE: u128 = 1 << 64;

/// Nodes shallower than this hand their children to other cores when pieces are gathered.
const PARALLEL_ABOVE: usize = 4;

/// The number format 2 is known by in files.
pub const FORMAT: u32 = 2;

/// The number of format 3, the even cut: pieces bounded by their share of the line rather
/// than by their own estimate, small enough for the number of shards (see [`Cut::even`]).
pub const FORMAT_EVEN: u32 = 3;

/// In the even cut, a piece holds at most this fraction of a shard's part of the line. A
/// shard's pieces are those whose position falls in its part, so its share differs from the
/// part by less than a piece at each end: with a quarter, every shard holds between 0.75 and
/// 1.25 times the mean.
const PIECES_PER_SHARD: u128 = 4;

/// Whether format 2's pieces are too coarse for `shards` shards of an `n` board: its largest
/// may be 1/`pieces_for(n)` of the whole, which must stay below a quarter of a shard's share
/// for the shards to come out within 1.5 times the mean of one another.
pub fn too_coarse(n: usize, shards: u32) -> bool {
    u128::from(shards) * PIECES_PER_SHARD > u128::from(pieces_for(n))
}

/// About how many pieces the threshold aims at: the whole estimate over this is the largest
/// a piece may be.
fn pieces_for(n: usize) -> u64 {
    match n {
        ..=12 => 64,
        13..=18 => 2_000,
        19..=22 => 20_000,
        _ => 200_000,
    }
}

/// Descents per weighing: more near the root, where a node's share of the line rests on its
/// estimate alone and the nodes are few; 16 for the pieces, as in format 1.
fn probes(depth: usize) -> u64 {
    match depth {
        ..=1 => 4096,
        2 => 1024,
        3 => 256,
        4 => 64,
        _ => 16,
    }
}

/// A piece of the search, with its estimated work and its position on the line.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Piece {
    /// The subproblem it counts.
    pub sub: Subproblem,
    /// Its estimated work, in nodes.
    pub weight: u64,
    /// The start of its interval on the line.
    pub position: u64,
}

/// What makes a node a piece, once it is deep enough.
#[derive(Debug, Clone, Copy)]
enum Limit {
    /// Format 2: its own estimated work is at most this.
    Weight(u64),
    /// Format 3: its interval on the line is at most this long.
    Length(u128),
}

/// The cut of one board size (from n = 4): its classes and the threshold of a piece.
#[derive(Debug, Clone)]
pub(crate) struct Cut {
    classes: Vec<BorderClass>,
    /// Each class's root node and estimated work.
    roots: Vec<(Subproblem, u64)>,
    /// The estimated work of the whole search: the roots' added up.
    total: u128,
    /// The largest piece (unless it is too deep to cut).
    limit: Limit,
    /// The shallowest a piece may be.
    min_depth: usize,
    /// The deepest: the kernel needs three rows, and the prefix has room for [`MAX_DEPTH`].
    max_depth: usize,
}

impl Cut {
    /// The cut of an `n` board, `n` from 4 to 32.
    pub fn new(n: usize) -> Self {
        debug_assert!((4..=crate::solver::MAX_N).contains(&n));
        let classes = BorderClass::all(n);
        let roots: Vec<(Subproblem, u64)> = (0u16..)
            .zip(&classes)
            .map(|(index, class)| {
                let bit = class.allowed[0];
                let mut prefix = [0; MAX_DEPTH];
                prefix[0] = bit;
                let sub = Subproblem {
                    class: index,
                    depth: 1,
                    prefix,
                    cols: bit,
                    ld: bit << 1,
                    rd: bit >> 1,
                };
                let weight = weigh(class, &sub);
                (sub, weight)
            })
            .collect();
        let total: u128 = roots.iter().map(|&(_, w)| u128::from(w)).sum();
        let threshold = u64::try_from(total / u128::from(pieces_for(n)))
            .unwrap_or(u64::MAX)
            .max(1);
        Self {
            classes,
            roots,
            total,
            limit: Limit::Weight(threshold),
            min_depth: 3.min(n - 3),
            max_depth: MAX_DEPTH.min(n - 3),
        }
    }

    /// The even cut of an `n` board (4 to 32) for `shards` shards (format 3): a node is a
    /// piece once its interval on the line is at most a quarter of a shard's part (and at most
    /// format 2's share of the whole, so a count of few shards still has pieces enough for its
    /// cores and checkpoints), else it is cut a row deeper. A piece's estimated work is then
    /// its share of the line, the estimate made from the root down: its children add up to
    /// their parent, so a shard's work is its part of the line, give or take a piece at
    /// either end.
    pub fn even(n: usize, shards: u32) -> Self {
        let mut cut = Self::new(n);
        let parts = (u128::from(shards) * PIECES_PER_SHARD).max(u128::from(pieces_for(n)));
        cut.limit = Limit::Length(LINE / parts);
        cut
    }

    /// The estimated work of a piece whose interval is `length` long: its share of the whole
    /// estimate, `length / LINE` of it. (The even cut weighs its pieces so.)
    fn work_of(&self, length: u128) -> u64 {
        // `length` is at most 2^64 and the total below 2^69: split the total at 2^64 so no
        // product passes 2^128.
        let (high, low) = (self.total >> 64, self.total & u128::from(u64::MAX));
        let work = length * high + ((length * low) >> 64);
        u64::try_from(work).unwrap_or(u64::MAX).max(1)
    }

    /// The border classes the pieces' `class` indices refer to.
    pub fn classes(&self) -> &[BorderClass] {
        &self.classes
    }

    /// The pieces of `part`, in id order, found on all cores of the current rayon pool.
    pub fn pieces(&self, part: Range<u128>) -> Vec<Piece> {
        let weights: Vec<u64> = self.roots.iter().map(|&(_, w)| w).collect();
        let found: Vec<Vec<Piece>> = self
            .roots
            .par_iter()
            .zip(split_line(0..LINE, &weights))
            .map(|((sub, weight), interval)| {
                let mut out = Vec::new();
                if meets(&interval, &part) {
                    self.gather(sub, *weight, interval, &part, &mut out);
                }
                out
            })
            .collect();
        found.concat()
    }

    /// Appends the pieces of `node` in `part` to `out`: the nodes near the root (few, and
    /// each the root of much work) hand their children to other cores.
    fn gather(
        &self,
        node: &Subproblem,
        weight: u64,
        interval: Range<u128>,
        part: &Range<u128>,
        out: &mut Vec<Piece>,
    ) {
        if usize::from(node.depth) >= PARALLEL_ABOVE || self.is_piece(node, weight, &interval) {
            self.descend(node, weight, interval, part, &mut |p| out.push(p));
            return;
        }
        let class = &self.classes[usize::from(node.class)];
        let children = children(class, node);
        let weights: Vec<u64> = children.par_iter().map(|c| weigh(class, c)).collect();
        let found: Vec<Vec<Piece>> = children
            .par_iter()
            .zip(&weights)
            .zip(split_line(interval, &weights))
            .map(|((child, &w), inner)| {
                let mut mine = Vec::new();
                if meets(&inner, part) {
                    self.gather(child, w, inner, part, &mut mine);
                }
                mine
            })
            .collect();
        for mut mine in found {
            out.append(&mut mine);
        }
    }

    /// Whether a node of estimated work `weight` and of `interval` on the line is a piece,
    /// not cut further.
    fn is_piece(&self, node: &Subproblem, weight: u64, interval: &Range<u128>) -> bool {
        let depth = usize::from(node.depth);
        let small = match self.limit {
            Limit::Weight(threshold) => weight <= threshold,
            Limit::Length(longest) => interval.end - interval.start <= longest,
        };
        depth >= self.max_depth || (depth >= self.min_depth && small)
    }

    fn descend(
        &self,
        node: &Subproblem,
        weight: u64,
        interval: Range<u128>,
        part: &Range<u128>,
        visit: &mut dyn FnMut(Piece),
    ) {
        let class = &self.classes[usize::from(node.class)];
        if self.is_piece(node, weight, &interval) {
            if part.contains(&interval.start) {
                let weight = match self.limit {
                    Limit::Weight(_) => weight,
                    Limit::Length(_) => self.work_of(interval.end - interval.start),
                };
                visit(Piece {
                    sub: *node,
                    weight,
                    // Positions are below LINE.
                    position: u64::try_from(interval.start).unwrap_or(u64::MAX),
                });
            }
            return;
        }
        let children = children(class, node);
        let weights: Vec<u64> = children.iter().map(|c| weigh(class, c)).collect();
        for ((child, &w), inner) in children
            .iter()
            .zip(&weights)
            .zip(split_line(interval, &weights))
        {
            if meets(&inner, part) {
                self.descend(child, w, inner, part, visit);
            }
        }
    }
}

/// The part of the line shard `index` of `count` holds: the positions `p` with
/// `floor(p * count / LINE) == index`.
pub fn part_of(index: u32, count: u32) -> Range<u128> {
    let at = |k: u32| (u128::from(k) * LINE).div_ceil(u128::from(count));
    at(index)..at(index + 1)
}

/// Whether a node of `interval` may hold a piece whose position is in `part`. Its pieces'
/// positions lie in the interval, or are its start when the interval is empty.
fn meets(interval: &Range<u128>, part: &Range<u128>) -> bool {
    let end = interval.end.max(interval.start + 1);
    interval.start < part.end && part.start < end
}

/// `interval` cut in proportion to `weights`, in order.
fn split_line(interval: Range<u128>, weights: &[u64]) -> Vec<Range<u128>> {
    let sum: u128 = weights.iter().map(|&w| u128::from(w)).sum();
    // Weights scaled below 2^63 in all, so `length * before` (length at most 2^64) fits.
    let shift = (128 - sum.leading_zeros()).saturating_sub(63);
    let scaled: Vec<u128> = weights.iter().map(|&w| u128::from(w) >> shift).collect();
    let total: u128 = scaled.iter().sum::<u128>().max(1);
    let length = interval.end - interval.start;
    let mut before = 0;
    let mut out = Vec::with_capacity(weights.len());
    for w in scaled {
        let start = interval.start + length * before / total;
        before += w;
        let end = interval.start + length * before / total;
        out.push(start..end);
    }
    out
}

/// The children of `node`: a queen on each free square of its next row, those whose next
/// row is then left without a square dropped (they hold no solution).
fn children(class: &BorderClass, node: &Subproblem) -> Vec<Subproblem> {
    let row = usize::from(node.depth);
    let mut free = class.allowed[row] & !(node.cols | node.ld | node.rd);
    let mut out = Vec::with_capacity(free.count_ones() as usize);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let mut child = *node;
        child.prefix[row] = bit;
        child.depth = u8_of(row + 1);
        child.cols = node.cols | bit;
        child.ld = (node.ld | bit) << 1;
        child.rd = (node.rd | bit) >> 1;
        if class.allowed[row + 1] & !(child.cols | child.ld | child.rd) != 0 {
            out.push(child);
        }
    }
    out
}

/// A node's estimated work, from descents seeded by the board size and its queens.
fn weigh(class: &BorderClass, node: &Subproblem) -> u64 {
    let mut seed = 0x6E71_7565_656E_7332 ^ class.n as u64;
    for &bit in &node.prefix[..usize::from(node.depth)] {
        let mut state = seed ^ u64::from(bit.trailing_zeros());
        seed = splitmix64(&mut state);
    }
    weight_seeded(class, node, seed, probes(usize::from(node.depth)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each piece of `part` as its class, queens, weight and position.
    fn pieces_in_a_pool(
        cut: &Cut,
        part: Range<u128>,
        threads: usize,
    ) -> Vec<(u16, Vec<u32>, u64, u64)> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| cut.pieces(part))
            .iter()
            .map(|p| {
                let queens = p.sub.prefix[..usize::from(p.sub.depth)].to_vec();
                (p.sub.class, queens, p.weight, p.position)
            })
            .collect()
    }

    #[test]
    fn the_pieces_are_the_same_on_any_number_of_threads() {
        // Shards are found by weighing on all cores: the pieces, their order, weights and
        // positions must not depend on how many there are or which finishes first.
        for (n, cut) in [(14, Cut::even(14, 500)), (15, Cut::new(15))] {
            for part in [0..LINE, part_of(17, 500)] {
                let one = pieces_in_a_pool(&cut, part.clone(), 1);
                assert!(!one.is_empty(), "n = {n}");
                for threads in [2, 3, 8] {
                    let many = pieces_in_a_pool(&cut, part.clone(), threads);
                    assert!(one == many, "n = {n}, {threads} threads");
                }
            }
        }
    }

    #[test]
    #[ignore = "prints figures"]
    fn figures() {
        for n in [12usize, 14, 16, 18, 20, 22, 24, 25, 26, 27] {
            let t = std::time::Instant::now();
            let cut = Cut::new(n);
            let (mut count, mut sum, mut max, mut deepest) = (0u64, 0u128, 0u64, 0u8);
            for p in cut.pieces(0..LINE) {
                count += 1;
                sum += u128::from(p.weight);
                max = max.max(p.weight);
                deepest = deepest.max(p.sub.depth);
            }
            let mean = sum as f64 / count as f64;
            let t1 = std::time::Instant::now();
            let part = part_of(1234, 10_000);
            let few = cut.pieces(part).len();
            eprintln!(
                "n = {n}: {count} pieces, mean {mean:.3e}, max {max:.3e} ({:.1}x), deepest {deepest}, {:.2?}; one of 10000: {few} pieces in {:.2?}",
                max as f64 / mean,
                t1 - t,
                t1.elapsed()
            );
        }
    }
}
