//! Adding up shard results: every subproblem must be covered exactly once.

use super::plan::{Counts, Id};
use super::record::{IdRanges, Kind, Record, Refused};

/// The sum of a complete set of shards.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Merged {
    /// The board size.
    pub n: usize,
    /// The counts of the whole board.
    pub counts: Counts,
    /// The shards' seconds, added up.
    pub seconds: f64,
}

/// How many ranges a message lists before it says how many more there are.
const LISTED: usize = 4;

/// Adds up `files` (each a name for messages and its record, already checked on reading),
/// after checking that they are shard results of one `n` and cover its `len(n)` subproblems
/// exactly once. A refusal is one line naming the files or subproblems at fault.
pub fn merge(
    files: &[(String, Record)],
    len: impl FnOnce(usize) -> Option<Id>,
) -> Result<Merged, Refused> {
    let Some((first_name, first)) = files.first() else {
        return Err(Refused("no shard files to merge".to_string()));
    };
    for (name, r) in files {
        if r.kind != Kind::Shard {
            return Err(Refused(format!(
                "{name} is {}, not a shard result (finish it with `nqueens count {} --resume \
                 {name}`)",
                r.kind, r.n
            )));
        }
        if r.n != first.n {
            return Err(Refused(format!(
                "{name} counts n = {} but {first_name} n = {}",
                r.n, first.n
            )));
        }
    }
    let n = first.n;
    let len = len(n).ok_or_else(|| Refused(format!("n = {n} is not a board size of 1 to 32")))?;

    // Sweep the ranges in order of their first id: a gap is missing, an overlap duplicated.
    let mut ranges: Vec<(Id, Id, usize)> = files
        .iter()
        .enumerate()
        .flat_map(|(i, (_, r))| r.ids.ranges().iter().map(move |&[a, b]| (a, b, i)))
        .collect();
    ranges.sort_unstable();
    let mut missing = Vec::new();
    let mut duplicated: Vec<(Id, Id, usize, usize)> = Vec::new();
    // The next id not yet covered, and the file that covered the one before it.
    let (mut next, mut last_file) = (0u64, usize::MAX);
    for &(a, b, file) in &ranges {
        let (a64, b64) = (u64::from(a), u64::from(b));
        if a64 > next {
            missing.push((id(next), a - 1));
        } else if a64 < next {
            let end = id(b64.min(next - 1));
            duplicated.push((a, end, last_file, file));
        }
        if b64 + 1 > next {
            next = b64 + 1;
            last_file = file;
        }
    }
    if next < u64::from(len) {
        missing.push((id(next), len - 1));
    }
    if missing.is_empty() && duplicated.is_empty() {
        let counts = files
            .iter()
            .fold(Counts::default(), |sum, (_, r)| sum + r.counts());
        let seconds = files.iter().map(|(_, r)| r.seconds).sum();
        return Ok(Merged { n, counts, seconds });
    }

    let mut problems = Vec::new();
    if !missing.is_empty() {
        let ids = IdRanges::from_pairs(&missing);
        let mut text = format!("missing subproblems {}", listed(&ids));
        if let Some(shards) = missing_shards(files) {
            text += &format!(" (no file for shard {shards})");
        }
        problems.push(text);
    }
    if !duplicated.is_empty() {
        let (a, b, one, other) = duplicated[0];
        let first = IdRanges::from_pairs(&[(a, b)]);
        let mut text = format!(
            "subproblems {first} counted twice, in {} and {}",
            files[one].0, files[other].0
        );
        if duplicated.len() > 1 {
            text += &format!(" (and {} more overlaps)", duplicated.len() - 1);
        }
        problems.push(text);
    }
    Err(Refused(format!(
        "the files do not cover n = {n} exactly once: {}",
        problems.join("; ")
    )))
}

/// An id computed in u64 (where `last + 1` cannot overflow) back as an id. Ids stay below the
/// number of subproblems, itself an id, so this never saturates.
fn id(x: u64) -> Id {
    Id::try_from(x).unwrap_or(Id::MAX)
}

/// The first ranges of `ids`, and how many more there are.
fn listed(ids: &IdRanges) -> String {
    let shown = IdRanges::from_pairs(
        &ids.ranges()
            .iter()
            .take(LISTED)
            .map(|&[a, b]| (a, b))
            .collect::<Vec<_>>(),
    );
    let more = ids.ranges().len().saturating_sub(LISTED);
    if more == 0 {
        shown.to_string()
    } else {
        format!("{shown} and {more} more ranges")
    }
}

/// When all files are shards of the same count M, the shard numbers none of them has, as
/// `2/4, 3/4`.
fn missing_shards(files: &[(String, Record)]) -> Option<String> {
    let m = files[0].1.shard.count;
    if files.iter().any(|(_, r)| r.shard.count != m) {
        return None;
    }
    let absent: Vec<String> = (0..m)
        .filter(|&i| files.iter().all(|(_, r)| r.shard.index != i))
        .take(LISTED)
        .map(|i| format!("{i}/{m}"))
        .collect();
    (!absent.is_empty()).then(|| absent.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::shard::Shard;

    fn shard(index: u32, count: u32, first: Id, last: Id, total: u128) -> (String, Record) {
        let counts = Counts {
            total,
            unique: total / 8,
            nodes: 10 * total,
        };
        let mut r = Record::new(
            Kind::Shard,
            10,
            Shard { index, count },
            IdRanges::from_pairs(&[(first, last)]),
            counts,
        );
        r.seconds = 1.5;
        (format!("s{index}.json"), r)
    }

    fn len(n: usize) -> Option<Id> {
        (n == 10).then_some(100)
    }

    #[test]
    fn a_complete_set_adds_up() {
        let files = [
            shard(0, 3, 0, 39, 16),
            shard(2, 3, 70, 99, 8),
            shard(1, 3, 40, 69, 24),
        ];
        let m = merge(&files, len).unwrap();
        assert_eq!(m.counts.total, 48);
        assert_eq!(m.counts.nodes, 480);
        assert_eq!(m.seconds, 4.5);
    }

    #[test]
    fn gaps_and_overlaps_are_named() {
        let files = [shard(0, 4, 0, 24, 1), shard(2, 4, 50, 74, 1)];
        let err = merge(&files, len).unwrap_err().0;
        assert_eq!(
            err,
            "the files do not cover n = 10 exactly once: missing subproblems 25-49, 75-99 \
             (no file for shard 1/4, 3/4)"
        );
        let files = [
            shard(0, 2, 0, 59, 1),
            shard(1, 2, 50, 99, 1),
            shard(1, 2, 50, 99, 1),
        ];
        let err = merge(&files, len).unwrap_err().0;
        assert!(
            err.contains("subproblems 50-59 counted twice, in s0.json and s1.json"),
            "{err}"
        );
        assert!(err.contains("1 more overlaps"), "{err}");
        assert!(!err.contains("missing"), "{err}");
    }

    #[test]
    fn other_sizes_and_checkpoints_are_refused() {
        let mut other = shard(1, 2, 50, 99, 1);
        other.1.n = 11;
        let err = merge(&[shard(0, 2, 0, 49, 1), other], len).unwrap_err().0;
        assert!(err.contains("n = 11") && err.contains("n = 10"), "{err}");
        let mut ck = shard(1, 2, 50, 99, 1);
        ck.1.kind = Kind::Checkpoint;
        let err = merge(&[shard(0, 2, 0, 49, 1), ck], len).unwrap_err().0;
        assert!(
            err.contains("is a checkpoint") && err.contains("--resume"),
            "{err}"
        );
    }

    #[test]
    fn shards_of_different_counts_merge_when_they_fit() {
        // A rerun with another M is fine as long as the ids fit together.
        let files = [
            shard(0, 2, 0, 49, 1),
            shard(2, 4, 50, 74, 1),
            shard(3, 4, 75, 99, 1),
        ];
        assert_eq!(merge(&files, len).unwrap().counts.total, 3);
    }
}
