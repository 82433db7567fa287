//! Adding up shard results: every subproblem must be covered exactly once.

use super::deep::{LINE, part_of};
use super::plan::{Counts, FORMAT_EVEN, Id, on_the_line};
use super::record::{IdRanges, Kind, Record, Refused};
use crate::solver::known::known;

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
        return Err(Refused(crate::t!("error-merge-nothing")));
    };
    for (name, r) in files {
        if r.kind != Kind::Shard {
            return Err(Refused(crate::t!(
                "error-merge-not-shard",
                name = name,
                kind = r.kind.to_string(),
                n = r.n.to_string()
            )));
        }
        if r.n != first.n {
            return Err(Refused(crate::t!(
                "error-merge-other-n",
                name = name,
                n = r.n.to_string(),
                first = first_name,
                first_n = first.n.to_string()
            )));
        }
    }
    let n = first.n;
    for (name, r) in files {
        if r.format != first.format {
            return Err(Refused(crate::t!(
                "error-merge-other-format",
                name = name,
                format = r.format.to_string(),
                first = first_name,
                first_format = first.format.to_string()
            )));
        }
    }
    if first.format == FORMAT_EVEN {
        // The even cut's pieces depend on the number of shards: shards of another M hold
        // other pieces, which may straddle this M's parts.
        if let Some((name, r)) = files
            .iter()
            .find(|(_, r)| r.shard.count != first.shard.count)
        {
            return Err(Refused(crate::t!(
                "error-merge-even-other-m",
                name = name,
                shard = r.shard.to_string(),
                first = first_name,
                first_shard = first.shard.to_string()
            )));
        }
    }
    if on_the_line(first.format) {
        return merge_parts(files);
    }
    let len = len(n).ok_or_else(|| {
        Refused(crate::t!(
            "error-record-size",
            n = n.to_string(),
            max = crate::solver::MAX_N.to_string()
        ))
    })?;

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
        let counts = sum(files)?;
        let seconds = files.iter().map(|(_, r)| r.seconds).sum();
        return Ok(Merged { n, counts, seconds });
    }

    let mut problems = Vec::new();
    if !missing.is_empty() {
        let ids = IdRanges::from_pairs(&missing);
        let ranges = listed(&ids);
        problems.push(match missing_shards(files) {
            Some(shards) => crate::t!("error-merge-missing-shards", ids = ranges, shards = shards),
            None => crate::t!("error-merge-missing", ids = ranges),
        });
    }
    if !duplicated.is_empty() {
        let (a, b, one, other) = duplicated[0];
        let first = IdRanges::from_pairs(&[(a, b)]);
        let ids = first.to_string();
        let (one, other) = (&files[one].0, &files[other].0);
        problems.push(match duplicated.len() - 1 {
            0 => crate::t!("error-merge-twice", ids = ids, one = one, other = other),
            more => crate::t!(
                "error-merge-twice-more",
                ids = ids,
                one = one,
                other = other,
                more = more.to_string()
            ),
        });
    }
    Err(uncovered(n, &problems))
}

/// The refusal of files that do not cover n exactly once, with each of the `problems` found.
fn uncovered(n: usize, problems: &[String]) -> Refused {
    Refused(crate::t!(
        "error-merge-uncovered",
        n = n.to_string(),
        problems = problems.join(&crate::t!("error-list-separator"))
    ))
}

/// [`merge`] for format 2, whose shards hold the pieces of their part of the line (see
/// `count::deep`): the parts must tile the line, each point in exactly one file.
fn merge_parts(files: &[(String, Record)]) -> Result<Merged, Refused> {
    let n = files[0].1.n;
    let mut parts: Vec<(u128, u128, usize)> = files
        .iter()
        .enumerate()
        .map(|(i, (_, r))| {
            let part = part_of(r.shard.index, r.shard.count);
            (part.start, part.end, i)
        })
        .collect();
    parts.sort_unstable();
    let (mut missing, mut twice) = (0u128, None);
    let (mut next, mut last_file) = (0u128, usize::MAX);
    for &(a, b, file) in &parts {
        if a > next {
            missing += a - next;
        } else if a < next && twice.is_none() {
            twice = Some((last_file, file));
        }
        if b > next {
            next = b;
            last_file = file;
        }
    }
    missing += LINE - next;
    if missing == 0 && twice.is_none() {
        let counts = sum(files)?;
        let seconds = files.iter().map(|(_, r)| r.seconds).sum();
        return Ok(Merged { n, counts, seconds });
    }
    let mut problems = Vec::new();
    if missing > 0 {
        // A share of the line is a share of the estimated work.
        let share = missing as f64 / LINE as f64 * 100.0;
        let share = format!("{share:.3}");
        problems.push(match missing_shards(files) {
            Some(shards) => crate::t!(
                "error-merge-missing-work-shards",
                share = share,
                shards = shards
            ),
            None => crate::t!("error-merge-missing-work", share = share),
        });
    }
    if let Some((one, other)) = twice {
        problems.push(crate::t!(
            "error-merge-share-pieces",
            one = &files[one].0,
            other = &files[other].0,
            one_shard = files[one].1.shard.to_string(),
            other_shard = files[other].1.shard.to_string()
        ));
    }
    Err(uncovered(n, &problems))
}

/// The files' counts added up, the solutions and classes refused past `u64::MAX`: no count a
/// machine can make comes near (n = 27 has 2.3 × 10^17 solutions), so a larger sum is forged
/// or wrong. (The nodes, about 10^18 at n = 27, may pass it; they only must not overflow.)
fn sum(files: &[(String, Record)]) -> Result<Counts, Refused> {
    let mut counts = Counts::default();
    for (name, r) in files {
        // `what` chooses the message's words (solution, class or node).
        let add = |a: u128, b: u128, what: &'static str, bits: u32| {
            let limit = u128::MAX >> (128 - bits);
            a.checked_add(b).filter(|&s| s <= limit).ok_or_else(|| {
                Refused(crate::t!(
                    "error-merge-overflow",
                    what = what,
                    bits = bits.to_string(),
                    name = name
                ))
            })
        };
        counts = Counts {
            total: add(counts.total, r.total, "solution", 64)?,
            unique: add(counts.unique, r.unique, "class", 64)?,
            nodes: add(counts.nodes, r.nodes, "node", 128)?,
        };
    }
    Ok(counts)
}

/// Checks a whole board's counts against what is known of them: every class holds 1 to 8
/// solutions (`unique <= total <= 8 * unique`), and up to n = 27 the totals are known (OEIS
/// A000170 and A002562). A refusal names both figures.
pub fn check_totals(n: usize, counts: Counts) -> Result<(), Refused> {
    let Counts { total, unique, .. } = counts;
    if unique > total || total > unique.saturating_mul(8) {
        return Err(Refused(crate::t!(
            "error-merge-impossible",
            n = n.to_string(),
            total = crate::i18n::number::whole(total),
            unique = crate::i18n::number::whole(unique)
        )));
    }
    if let Some(k) = known(n) {
        if total != u128::from(k.total) {
            return Err(Refused(crate::t!(
                "error-merge-unknown-total",
                n = n.to_string(),
                sum = crate::i18n::number::whole(total),
                known = crate::i18n::number::whole(k.total)
            )));
        }
        if unique != u128::from(k.unique) {
            return Err(Refused(crate::t!(
                "error-merge-unknown-unique",
                n = n.to_string(),
                sum = crate::i18n::number::whole(unique),
                known = crate::i18n::number::whole(k.unique)
            )));
        }
    }
    Ok(())
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
        crate::t!(
            "error-merge-more-ranges",
            shown = shown.to_string(),
            more = more.to_string()
        )
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
    fn sums_past_2_to_the_64_are_refused() {
        let big = 1u128 << 63;
        let files = [shard(0, 2, 0, 49, big), shard(1, 2, 50, 99, big)];
        let err = merge(&files, len).unwrap_err().0;
        assert!(
            err.contains("past 2^64") && err.contains("s1.json"),
            "{err}"
        );
        let files = [shard(0, 2, 0, 49, big), shard(1, 2, 50, 99, big - 1)];
        assert_eq!(
            merge(&files, len).unwrap().counts.total,
            u128::from(u64::MAX)
        );
    }

    #[test]
    fn totals_are_checked_against_the_known_counts() {
        let counts = |total, unique| Counts {
            total,
            unique,
            nodes: 0,
        };
        assert_eq!(check_totals(12, counts(14_200, 1_787)), Ok(()));
        let err = check_totals(12, counts(14_201, 1_787)).unwrap_err().0;
        assert!(err.contains("14,201") && err.contains("14,200"), "{err}");
        assert!(err.contains("A000170"), "{err}");
        let err = check_totals(12, counts(14_200, 1_788)).unwrap_err().0;
        assert!(err.contains("1,788") && err.contains("A002562"), "{err}");
        // Beyond the table only the classes' bounds hold.
        assert_eq!(check_totals(28, counts(80, 10)), Ok(()));
        assert!(check_totals(28, counts(81, 10)).is_err());
        assert!(check_totals(28, counts(9, 10)).is_err());
        assert_eq!(check_totals(2, counts(0, 0)), Ok(()));
    }

    #[test]
    fn format_3_shards_of_another_m_do_not_mix() {
        let even = |index, count| {
            let (name, mut r) = deep(index, count, 1);
            r.format = FORMAT_EVEN;
            (name, r)
        };
        assert_eq!(
            merge(&[even(1, 2), even(0, 2)], len).unwrap().counts.total,
            2
        );
        let err = merge(&[even(0, 2), even(2, 4), even(3, 4)], len)
            .unwrap_err()
            .0;
        assert!(
            err.contains("shard 2/4") && err.contains("0/2") && err.contains("format 3"),
            "{err}"
        );
    }

    /// A shard result of format 2: its ids are its own pieces, from 0.
    fn deep(index: u32, count: u32, total: u128) -> (String, Record) {
        let (name, mut r) = shard(index, count, 0, 9, total);
        r.format = crate::count::plan::FORMAT_DEEP;
        (name, r)
    }

    #[test]
    fn format_2_shards_must_tile_the_line() {
        let files = [deep(0, 2, 5), deep(2, 4, 6), deep(3, 4, 7)];
        assert_eq!(merge(&files, len).unwrap().counts.total, 18);
        let err = merge(&[deep(0, 4, 1), deep(2, 4, 1)], len).unwrap_err().0;
        assert!(
            err.contains("missing 50.000% of the work (no file for shard 1/4, 3/4)"),
            "{err}"
        );
        let err = merge(&[deep(0, 2, 1), deep(1, 2, 1), deep(1, 4, 1)], len)
            .unwrap_err()
            .0;
        assert!(err.contains("share pieces (shards 0/2 and 1/4)"), "{err}");
        assert!(!err.contains("missing"), "{err}");
        // Three shards of 3 meet exactly, though 2^64 is not a multiple of 3.
        let thirds = [deep(1, 3, 1), deep(0, 3, 1), deep(2, 3, 1)];
        assert_eq!(merge(&thirds, len).unwrap().counts.total, 3);
    }

    #[test]
    fn formats_do_not_mix() {
        let err = merge(&[shard(0, 2, 0, 49, 1), deep(1, 2, 1)], len)
            .unwrap_err()
            .0;
        assert!(
            err.contains("format 2") && err.contains("format 1"),
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
