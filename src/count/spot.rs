//! Spot checks: each shard file also records the counts of a few of its own subproblems,
//! chosen by a hash of what the shard holds, so that `merge --spot-check P` can count a
//! fraction P of them again and refuse a shard whose figures do not reproduce.
//!
//! The choice depends only on the shard (its board, format, number and subproblems), so the
//! merge knows which subproblems a file must name: a worker cannot pick easy ones. A spot
//! check catches a machine that counts wrongly (bad memory, an overclocked CPU, a broken
//! build) when the fault touches the chosen subproblems, and a worker that writes figures
//! without counting; a worker that counts the spots honestly and lies about the rest is for
//! the quorum (`merge --quorum 2`) to catch.

use serde::{Deserialize, Serialize};

use super::estimate::splitmix64;
use super::plan::{Counts, Id};
use super::shard::Shard;

/// How many subproblems a shard records (all of them if it has fewer).
pub const SPOTS: usize = 3;

/// One recorded subproblem: `[id, total, unique, nodes]` in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spot(pub Id, pub u128, pub u128, pub u128);

impl Spot {
    /// Subproblem `id` with its counts.
    pub fn new(id: Id, counts: Counts) -> Self {
        Spot(id, counts.total, counts.unique, counts.nodes)
    }

    /// The subproblem's id.
    pub fn id(&self) -> Id {
        self.0
    }

    /// Its counts.
    pub fn counts(&self) -> Counts {
        Counts {
            total: self.1,
            unique: self.2,
            nodes: self.3,
        }
    }
}

/// FNV-1a over the shard's identity and its subproblems (`ids`, inclusive ranges): the seed
/// of its choice.
pub(crate) fn seed(n: usize, format: u32, shard: Shard, ids: &[[Id; 2]]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    let mut eat = |x: u64| {
        for byte in x.to_le_bytes() {
            h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(n as u64);
    eat(u64::from(format));
    eat(u64::from(shard.index));
    eat(u64::from(shard.count));
    for &[a, b] in ids {
        eat(u64::from(a));
        eat(u64::from(b));
    }
    h
}

/// The subproblems of `ids` (inclusive ranges) a shard records, in increasing order:
/// [`SPOTS`] of them drawn by a hash of the shard, or all of them if it has no more.
pub fn chosen(n: usize, format: u32, shard: Shard, ids: &[[Id; 2]]) -> Vec<Id> {
    let count: u64 = ids
        .iter()
        .map(|&[a, b]| u64::from(b) - u64::from(a) + 1)
        .sum();
    if count <= SPOTS as u64 {
        return ids.iter().flat_map(|&[a, b]| a..=b).collect();
    }
    let mut state = seed(n, format, shard, ids);
    let mut picked: Vec<Id> = Vec::with_capacity(SPOTS);
    while picked.len() < SPOTS {
        let position = splitmix64(&mut state) % count;
        let id = nth_id(ids, position);
        if !picked.contains(&id) {
            picked.push(id);
        }
    }
    picked.sort_unstable();
    picked
}

/// The id at `position` (from 0) of `ids`.
fn nth_id(ids: &[[Id; 2]], mut position: u64) -> Id {
    for &[a, b] in ids {
        let len = u64::from(b) - u64::from(a) + 1;
        if position < len {
            // Below `b`, an id.
            return a + Id::try_from(position).unwrap_or(0);
        }
        position -= len;
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_is_the_shards_own_and_fixed() {
        let ids = [[100, 199]];
        let shard = Shard { index: 3, count: 8 };
        let one = chosen(16, 1, shard, &ids);
        assert_eq!(one.len(), SPOTS);
        assert!(one.windows(2).all(|w| w[0] < w[1]));
        assert!(one.iter().all(|id| (100..200).contains(id)));
        assert_eq!(one, chosen(16, 1, shard, &ids));
        // Another shard draws other subproblems.
        let other = chosen(16, 1, Shard { index: 4, count: 8 }, &ids);
        assert_ne!(one, other);
        // A shard of few subproblems records them all.
        assert_eq!(chosen(16, 2, shard, &[[0, 1]]), [0, 1]);
        assert!(chosen(16, 2, shard, &[]).is_empty());
    }
}
