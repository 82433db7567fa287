//! The pseudo-random numbers of the local searches: xoshiro256++ seeded through SplitMix64,
//! both by Blackman and Vigna (<https://prng.di.unimi.it/>), written out here in a few lines.
//!
//! Why not a crate: the searches need one fast generator whose stream is fixed forever, so that
//! `--seed S` gives the same run on every machine and in every later version. Both algorithms
//! are pure 64-bit integer arithmetic, hence the same on every platform; the tests pin them to
//! their published reference outputs.

/// SplitMix64: a tiny generator used here only to spread a user's seed (which may be 0, or
/// 1, 2, 3…) over the 256 bits of xoshiro's state, as the xoshiro authors recommend.
#[derive(Debug, Clone)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator starting from `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// xoshiro256++: the searches' generator (fast, 256 bits of state, passes the usual tests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// The generator for a user's seed: its state is four SplitMix64 outputs of `seed`.
    pub fn seeded(seed: u64) -> Self {
        let mut mix = SplitMix64::new(seed);
        Rng {
            s: [
                mix.next_u64(),
                mix.next_u64(),
                mix.next_u64(),
                mix.next_u64(),
            ],
        }
    }

    /// A generator with the given raw state (not all zero), for checking reference outputs.
    pub fn from_state(s: [u64; 4]) -> Self {
        debug_assert!(s != [0; 4], "the all-zero state only ever yields zeros");
        Rng { s }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number in `0..bound` (`bound` ≥ 1), by Lemire's multiply-and-shift: the high half of
    /// a 64×64-bit product. Its bias, under `bound / 2^64`, is far below anything the searches
    /// could notice, and it costs no division.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the high half of a 64-bit number times `bound` is below `bound`, a usize"
    )]
    pub fn below(&mut self, bound: usize) -> usize {
        debug_assert!(bound >= 1);
        ((u128::from(self.next_u64()) * bound as u128) >> 64) as usize
    }

    /// True with probability 1 / `k` (`k` ≥ 1): how a reservoir keeps the `k`-th candidate of
    /// a stream, so that a choice among ties is uniform without storing the ties.
    #[inline]
    pub fn one_in(&mut self, k: usize) -> bool {
        self.below(k) == 0
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_gives_its_reference_outputs() {
        // The published outputs for seed 1234567.
        let mut mix = SplitMix64::new(1_234_567);
        let expected = [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ];
        for want in expected {
            assert_eq!(mix.next_u64(), want);
        }
    }

    #[test]
    fn xoshiro256plusplus_gives_its_reference_outputs() {
        // The reference C code from the state {0, 0, 0, 1}.
        let mut rng = Rng::from_state([0, 0, 0, 1]);
        let expected = [
            0x0000_0000_0080_0000,
            0x0000_0000_0080_0011,
            0x0002_2000_0080_0011,
            0x0002_2000_4400_0020,
            0x0002_2000_4480_08A1,
            0x0110_2100_8022_08A0,
            0x0114_0022_8420_0880,
            0x0402_8966_44A6_4095,
            0x8A14_A0A2_44AC_C891,
            0x8C88_BA46_80B2_0495,
        ];
        for want in expected {
            assert_eq!(rng.next_u64(), want);
        }
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::seeded(7);
        let mut seen = [0u32; 10];
        for _ in 0..10_000 {
            seen[rng.below(10)] += 1;
        }
        // Each value expects 1,000; 800 is more than six standard deviations away.
        assert!(seen.iter().all(|&k| k > 800), "{seen:?}");
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn a_shuffle_is_a_permutation_and_depends_on_the_seed() {
        let deal = |seed| {
            let mut items: Vec<u32> = (0..50).collect();
            Rng::seeded(seed).shuffle(&mut items);
            items
        };
        let mut sorted = deal(1);
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<u32>>());
        assert_eq!(deal(1), deal(1));
        assert_ne!(deal(1), deal(2));
    }
}
