//! `merge --quorum Q`: each shard counted by several workers, as BOINC does. A shard is
//! agreed when Q results from different workers agree (the same total, classes, nodes and
//! subproblems); the agreed results are merged, and every other shard is named, to be counted
//! again elsewhere.
//!
//! A faulty machine (bad memory, an overclocked CPU) or a worker that holds the key and lies
//! writes a well-sealed file with a wrong total: only a second, independent count catches it.

use super::record::Record;
use super::shard::Shard;

/// A shard without a quorum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dispute {
    /// The shard.
    pub shard: Shard,
    /// What is wrong with it.
    pub problem: Problem,
    /// The files of its results (indices into the files given), in the order given.
    pub files: Vec<usize>,
}

/// Why a shard has no quorum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    /// Its results differ, and none has the quorum.
    Disagree,
    /// Its results agree but come from fewer workers than the quorum.
    TooFewWorkers,
    /// No file holds it (named when every file is a shard of the same number of shards).
    Missing,
}

impl Problem {
    /// Its name in `merge --json`'s lines.
    pub fn name(self) -> &'static str {
        match self {
            Problem::Disagree => "disagree",
            Problem::TooFewWorkers => "too-few-workers",
            Problem::Missing => "missing",
        }
    }
}

/// The outcome of a vote over shard files.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Vote {
    /// One file of each agreed shard's result, in the order the shards were first given.
    pub agreed: Vec<usize>,
    /// Files outvoted in an agreed shard: results that differ from the agreed one.
    pub outvoted: Vec<usize>,
    /// The shards without a quorum.
    pub disputes: Vec<Dispute>,
}

/// Whether two records hold the same result: the same counts of the same subproblems.
fn same_result(a: &Record, b: &Record) -> bool {
    (a.format, a.ids.ranges(), a.counts()) == (b.format, b.ids.ranges(), b.counts())
}

/// The worker of a record; files of older versions name none, and count as one unknown
/// worker.
fn worker(r: &Record) -> &str {
    r.worker.as_deref().unwrap_or("")
}

/// Votes over `files` (names and records, already read and checked), shard by shard, with a
/// quorum of `quorum` different workers.
pub fn vote(files: &[(String, Record)], quorum: usize) -> Vote {
    let mut shards: Vec<Shard> = Vec::new();
    for (_, r) in files {
        if !shards.contains(&r.shard) {
            shards.push(r.shard);
        }
    }
    let mut out = Vote::default();
    for &shard in &shards {
        let mine: Vec<usize> = (0..files.len())
            .filter(|&i| files[i].1.shard == shard)
            .collect();
        // The distinct results, each with its files.
        let mut results: Vec<Vec<usize>> = Vec::new();
        for &i in &mine {
            match results
                .iter_mut()
                .find(|group| same_result(&files[group[0]].1, &files[i].1))
            {
                Some(group) => group.push(i),
                None => results.push(vec![i]),
            }
        }
        let workers = |group: &[usize]| {
            let mut seen: Vec<&str> = group.iter().map(|&i| worker(&files[i].1)).collect();
            seen.sort_unstable();
            seen.dedup();
            seen.len()
        };
        let elected: Vec<&Vec<usize>> = results
            .iter()
            .filter(|group| workers(group) >= quorum)
            .collect();
        match elected.as_slice() {
            [winner] => {
                out.agreed.push(winner[0]);
                out.outvoted
                    .extend(mine.iter().filter(|i| !winner.contains(i)));
            }
            _ => out.disputes.push(Dispute {
                shard,
                problem: if results.len() > 1 {
                    Problem::Disagree
                } else {
                    Problem::TooFewWorkers
                },
                files: mine,
            }),
        }
    }
    out.disputes.extend(missing(files, &shards));
    out.disputes.sort_by_key(|d| (d.shard.count, d.shard.index));
    out
}

/// The shards no file holds, when every file is a shard of the same number of shards.
fn missing(files: &[(String, Record)], shards: &[Shard]) -> Vec<Dispute> {
    let Some(m) = shards.first().map(|s| s.count) else {
        return Vec::new();
    };
    if shards.iter().any(|s| s.count != m) || files.iter().any(|(_, r)| r.shard.count != m) {
        return Vec::new();
    }
    (0..m)
        .map(|index| Shard { index, count: m })
        .filter(|s| !shards.contains(s))
        .map(|shard| Dispute {
            shard,
            problem: Problem::Missing,
            files: Vec::new(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::plan::Counts;
    use crate::count::record::{IdRanges, Kind};

    fn result(index: u32, total: u128, worker: &str) -> (String, Record) {
        let counts = Counts {
            total,
            unique: total / 8,
            nodes: 10 * total,
        };
        let shard = Shard { index, count: 3 };
        let mut r = Record::new(Kind::Shard, 10, shard, IdRanges::from_range(0..5), counts);
        r.worker = Some(worker.to_string());
        (format!("{index}-{worker}.json"), r)
    }

    #[test]
    fn two_agreeing_workers_make_a_quorum() {
        let files = [
            result(0, 16, "a"),
            result(1, 24, "a"),
            result(2, 8, "a"),
            result(1, 24, "b"),
            result(0, 16, "b"),
            result(2, 8, "c"),
        ];
        let voted = vote(&files, 2);
        assert_eq!(voted.agreed, [0, 1, 2]);
        assert!(voted.outvoted.is_empty() && voted.disputes.is_empty());
    }

    #[test]
    fn disagreement_one_worker_and_absence_are_named() {
        let files = [
            result(0, 16, "a"),
            result(0, 17, "b"),
            result(1, 24, "a"),
            // The same result twice from one worker is one vote.
            result(1, 24, "a"),
        ];
        let voted = vote(&files, 2);
        assert!(voted.agreed.is_empty());
        let said: Vec<(u32, Problem, Vec<usize>)> = voted
            .disputes
            .iter()
            .map(|d| (d.shard.index, d.problem, d.files.clone()))
            .collect();
        assert_eq!(
            said,
            [
                (0, Problem::Disagree, vec![0, 1]),
                (1, Problem::TooFewWorkers, vec![2, 3]),
                (2, Problem::Missing, vec![]),
            ]
        );
    }

    #[test]
    fn a_third_result_settles_a_disagreement_and_outvotes_the_odd_one() {
        let files = [result(0, 16, "a"), result(0, 17, "b"), result(0, 16, "c")];
        let voted = vote(&files, 2);
        assert_eq!(voted.agreed, [0]);
        assert_eq!(voted.outvoted, [1]);
        // Files without a worker (older versions) are one unknown worker between them.
        let mut old = [result(0, 16, "a"), result(0, 16, "b")];
        for (_, r) in &mut old {
            r.worker = None;
        }
        assert_eq!(vote(&old, 2).disputes[0].problem, Problem::TooFewWorkers);
    }
}
