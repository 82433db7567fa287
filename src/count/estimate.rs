//! How much work a subproblem holds, estimated before counting it, for progress reports and
//! for cutting shards of equal work.
//!
//! Sizes vary a hundredfold, and by class more than anything: in a class with a small `m` the
//! side columns and the bottom row are closed to most squares, which prunes the tree near its
//! leaves, where a look at the next few rows cannot see it. (Weighing by the placements of the
//! next two rows, as the counter once did, left the first of 4 shards of n = 16 with a sixth
//! of the work and the last with more than twice its share.)
//!
//! So each subproblem is weighed with Knuth's estimator: [`PROBES`] random descents from its
//! root to a dead end or a solution, each multiplying the numbers of free squares met on the
//! way; the average of the running products' sums is an unbiased estimate of the subtree's
//! nodes. A single estimate is rough, but a shard adds up many of them: 4 shards of n = 14, 16
//! or 17 then hold within 4% of equal work, 7 within 6% (64 shards of n = 16, about 15
//! subproblems each, within -26% and +34%).
//!
//! The descents are pseudo-random but fixed: seeded by the board size and the subproblem's id,
//! in integer arithmetic, so every machine computes the same weights (they decide the shards,
//! see [`super::plan::FORMAT`]).

use super::border::BorderClass;
use super::split::Subproblem;

/// Descents per subproblem: 16 cost 2 to 6 µs a subproblem (2 ms for the 937 of n = 16, 2 s
/// for the 370,000 of n = 21, 12 s for the 2 million of n = 27, on one core).
pub(crate) const PROBES: u64 = 16;

/// The estimated nodes below `sub` (at least 1), from descents seeded by `n` and `id`.
pub(crate) fn weight(class: &BorderClass, sub: &Subproblem, id: u32) -> u64 {
    weight_seeded(class, sub, ((class.n as u64) << 32) | u64::from(id), PROBES)
}

/// The estimated nodes below `sub` (at least 1), from `probes` descents seeded by `seed`.
pub(crate) fn weight_seeded(class: &BorderClass, sub: &Subproblem, seed: u64, probes: u64) -> u64 {
    let n = class.n;
    let mut state = seed;
    let mut sum = 0u128;
    for _ in 0..probes {
        let (mut cols, mut ld, mut rd) = (sub.cols, sub.ld, sub.rd);
        // At most 32 rows of at most 32 squares: the product stays far below u128's range.
        let (mut product, mut nodes) = (1u128, 1u128);
        for row in usize::from(sub.depth)..n {
            let free = class.allowed[row] & !(cols | ld | rd);
            let choices = free.count_ones();
            if choices == 0 {
                break;
            }
            product *= u128::from(choices);
            nodes += product;
            let bit = nth_bit(free, splitmix64(&mut state) % u64::from(choices));
            cols |= bit;
            ld = (ld | bit) << 1;
            rd = (rd | bit) >> 1;
        }
        sum += nodes;
    }
    u64::try_from(sum / u128::from(probes.max(1))).unwrap_or(u64::MAX)
}

/// The `k`-th lowest set bit of `mask` (`k` below its number of bits).
fn nth_bit(mut mask: u32, k: u64) -> u32 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask & mask.wrapping_neg()
}

/// SplitMix64 (Steele, Lea and Flood): a tiny generator, fully specified, so the weights are
/// the same on every platform and with every version of every crate.
pub(crate) fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_the_kth_bit() {
        assert_eq!(nth_bit(0b1011_0100, 0), 0b100);
        assert_eq!(nth_bit(0b1011_0100, 1), 0b1_0000);
        assert_eq!(nth_bit(0b1011_0100, 3), 0b1000_0000);
    }

    #[test]
    fn splitmix_matches_the_reference() {
        // The reference implementation's first outputs from seed 0.
        let mut state = 0;
        assert_eq!(splitmix64(&mut state), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(&mut state), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn a_subproblem_with_no_room_weighs_one_node() {
        let class = BorderClass::new(8, 1);
        // Row 1 fully attacked: the descent stops at once.
        let sub = Subproblem {
            class: 0,
            depth: 1,
            prefix: {
                let mut p = [0; crate::count::split::MAX_DEPTH];
                p[0] = 1 << 1;
                p
            },
            cols: 0xFF,
            ld: 0,
            rd: 0,
        };
        assert_eq!(weight(&class, &sub, 0), 1);
    }
}
