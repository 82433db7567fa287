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
/// for the 370,000 of n = 21, 12 s for the 2 million of n = 27, on one core), measured before
/// the build for POPCNT and BMI2 ([`fast`]), which weighs about 2.5 times as fast.
pub(crate) const PROBES: u64 = 16;

/// The estimated nodes below `sub` (at least 1), from descents seeded by `n` and `id`.
pub(crate) fn weight(class: &BorderClass, sub: &Subproblem, id: u32) -> u64 {
    weight_seeded(class, sub, ((class.n as u64) << 32) | u64::from(id), PROBES)
}

/// The estimated nodes below `sub` (at least 1), from `probes` descents seeded by `seed`.
///
/// Where the CPU has POPCNT and BMI2 the same descents run compiled for them (see
/// [`fast`]): the weights are the same, bit for bit, on either path.
pub(crate) fn weight_seeded(class: &BorderClass, sub: &Subproblem, seed: u64, probes: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if fast::available() {
        #[allow(unsafe_code)]
        // SAFETY: `fast::weight` is unsafe to call only for its `target_feature` (POPCNT and
        // BMI2), which `fast::available` just found on this CPU.
        return unsafe { fast::weight(class, sub, seed, probes) };
    }
    descents(class, sub, seed, probes, nth_bit)
}

/// [`weight_seeded`] with `select` picking the `k`-th lowest square of a row's free ones.
/// Inlined into each caller, so that the build for POPCNT and BMI2 counts bits and picks the
/// square with one instruction each.
#[inline(always)]
fn descents(
    class: &BorderClass,
    sub: &Subproblem,
    seed: u64,
    probes: u64,
    select: impl Fn(u32, u32) -> u32,
) -> u64 {
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
            // The draw does not depend on the squares, so its reduction by LCM_TO_32 runs
            // beside the descent; only the cheap second step waits for `choices`.
            let draw = splitmix64(&mut state) % LCM_TO_32;
            let bit = select(free, small_mod(draw, choices));
            cols |= bit;
            ld = (ld | bit) << 1;
            rd = (rd | bit) >> 1;
        }
        sum += nodes;
    }
    u64::try_from(sum / u128::from(probes.max(1))).unwrap_or(u64::MAX)
}

/// The least common multiple of 1 to 32, below 2^48: a draw modulo a row's number of choices
/// (at most 32) is the draw modulo this, modulo the choices.
const LCM_TO_32: u64 = {
    const fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    let (mut lcm, mut k) = (1u64, 2u64);
    while k <= 32 {
        lcm = lcm / gcd(lcm, k) * k;
        k += 1;
    }
    lcm
};

// `small_mod` is exact only for numerators below 2^48.
const _: () = assert!(LCM_TO_32 <= 1 << 48);

/// `ceil(2^64 / d)` for each divisor `d` from 2 to 32 (0 for 0 and 1): the multipliers of
/// [`small_mod`].
const MAGIC: [u64; 33] = {
    let mut magic = [0u64; 33];
    let mut d = 2;
    while d <= 32 {
        magic[d] = u64::MAX / d as u64 + 1;
        d += 1;
    }
    magic
};

/// `x % d` for `x` below 2^48 and `d` from 1 to 32, by multiplications rather than a
/// division (Lemire, Kaser and Kurz, "Faster remainder by direct computation", 2019: exact
/// for numerators of N bits and divisors of L bits with a 64-bit multiplier when
/// N + L <= 64; here 48 + 5). For `d` = 1 the multiplier 0 gives 0, as it should.
#[inline(always)]
fn small_mod(x: u64, d: u32) -> u32 {
    let low = MAGIC[d as usize].wrapping_mul(x);
    // The high half of a 64-by-6-bit product is below d.
    #[allow(clippy::cast_possible_truncation)]
    let remainder = ((u128::from(low) * u128::from(d)) >> 64) as u32;
    remainder
}

/// The `k`-th lowest set bit of `mask` (`k` below its number of bits).
fn nth_bit(mut mask: u32, k: u32) -> u32 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask & mask.wrapping_neg()
}

/// The descents compiled for POPCNT and BMI2 (every x86-64 CPU since 2013-2015): a row's
/// choices counted and its square picked with one instruction each, where the plain build
/// adds bits in a dozen instructions and clears them one at a time. The plan of n = 28 spends
/// nearly all its time here.
#[cfg(target_arch = "x86_64")]
mod fast {
    use super::{BorderClass, Subproblem, descents};
    use std::arch::x86_64::_pdep_u32;

    /// Whether this CPU has the instructions [`weight`] is compiled for.
    pub(super) fn available() -> bool {
        std::arch::is_x86_feature_detected!("popcnt") && std::arch::is_x86_feature_detected!("bmi2")
    }

    /// [`super::weight_seeded`] for a CPU with POPCNT and BMI2: the `k`-th lowest free square
    /// is the `k`-th bit deposited into the free squares.
    #[target_feature(enable = "popcnt,bmi1,bmi2")]
    pub(super) fn weight(class: &BorderClass, sub: &Subproblem, seed: u64, probes: u64) -> u64 {
        descents(class, sub, seed, probes, |free, k| _pdep_u32(1 << k, free))
    }
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
    fn the_lcm_is_divided_by_every_number_of_choices() {
        assert_eq!(LCM_TO_32, 144_403_552_893_600);
        assert!((1..=32).all(|d| LCM_TO_32.is_multiple_of(d)));
    }

    #[test]
    fn small_mod_is_the_remainder() {
        let mut state = 7;
        for d in 1..=32u32 {
            // The ends of the range, either side of multiples of d, and random draws.
            let mut xs = vec![0, 1, LCM_TO_32 - 1, (1 << 48) - 1];
            for q in [1, 2, 1 << 20, (1 << 48) / u64::from(d) - 1] {
                let at = q * u64::from(d);
                xs.extend([at - 1, at, at + 1]);
            }
            xs.extend((0..20_000).map(|_| splitmix64(&mut state) % LCM_TO_32));
            xs.extend((0..20_000).map(|_| splitmix64(&mut state) >> 16));
            for x in xs {
                assert_eq!(u64::from(small_mod(x, d)), x % u64::from(d), "{x} % {d}");
                // The two steps the descents take: the draw modulo the LCM, then modulo d.
                let draw = splitmix64(&mut state);
                assert_eq!(
                    u64::from(small_mod(draw % LCM_TO_32, d)),
                    draw % u64::from(d),
                    "{draw} % {d}"
                );
            }
        }
    }

    /// Every subproblem of n = 12 and some thousands of n = 21, 27 and 32, as `split` cuts them.
    fn samples() -> Vec<(BorderClass, Subproblem)> {
        let mut out = Vec::new();
        for (n, depth, step) in [(12, 3, 1), (21, 5, 97), (27, 4, 31), (32, 3, 7)] {
            let classes = BorderClass::all(n);
            let subs = crate::count::split::subproblems(&classes, depth);
            for sub in subs.into_iter().step_by(step) {
                out.push((classes[usize::from(sub.class)].clone(), sub));
            }
        }
        out
    }

    /// The weights the descents gave before the fast path: each draw reduced by `%` and its
    /// square found by clearing bits (`weight_seeded` as format 1 to 3 were pinned with).
    fn weight_by_division(class: &BorderClass, sub: &Subproblem, seed: u64, probes: u64) -> u64 {
        let mut state = seed;
        let mut sum = 0u128;
        for _ in 0..probes {
            let (mut cols, mut ld, mut rd) = (sub.cols, sub.ld, sub.rd);
            let (mut product, mut nodes) = (1u128, 1u128);
            for row in usize::from(sub.depth)..class.n {
                let free = class.allowed[row] & !(cols | ld | rd);
                let choices = free.count_ones();
                if choices == 0 {
                    break;
                }
                product *= u128::from(choices);
                nodes += product;
                let k = splitmix64(&mut state) % u64::from(choices);
                let bit = nth_bit(free, u32::try_from(k).unwrap());
                cols |= bit;
                ld = (ld | bit) << 1;
                rd = (rd | bit) >> 1;
            }
            sum += nodes;
        }
        u64::try_from(sum / u128::from(probes)).unwrap_or(u64::MAX)
    }

    #[test]
    fn both_paths_weigh_as_the_division_did() {
        let samples = samples();
        assert!(samples.len() > 4000, "{}", samples.len());
        for (i, (class, sub)) in (0u64..).zip(&samples) {
            let seed = splitmix64(&mut (i * 31 + 5));
            let probes = [1, 16, 64][usize::try_from(i % 3).unwrap()];
            let want = weight_by_division(class, sub, seed, probes);
            assert_eq!(descents(class, sub, seed, probes, nth_bit), want, "{i}");
            assert_eq!(weight_seeded(class, sub, seed, probes), want, "{i}");
        }
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
