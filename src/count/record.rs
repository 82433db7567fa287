//! The files a count leaves: checkpoints (how far it got) and shard results (what one shard
//! found), one JSON object each, sealed with a checksum.
//!
//! ```json
//! {"kind":"shard","format":1,"program":"nqueens 0.1.0","n":16,"shard":"1/4",
//!  "total":3581488,"unique":447794,"nodes":35388574,"seconds":0.755198307,
//!  "ids":[[609,761]],"checksum":"crc32:2904c9af"}
//! ```
//!
//! `ids` lists the subproblems (see [`super::plan`]) the shard covers as inclusive ranges; a
//! checkpoint adds `done`, those of them finished, and its counts are theirs. `checksum` seals
//! the object's compact JSON without it, fields in the order above: its CRC-32 (`crc32:`), which
//! catches a truncated or damaged file, or with `--key` its HMAC-SHA256 (`hmac-sha256:`), which
//! also catches forgery by anyone without the key (see [`super::seal`]).

use std::fmt;
use std::ops::Range;

use serde::{Deserialize, Serialize};

use super::plan::{Counts, FORMAT, FORMAT_DEEP, FORMAT_EVEN, FORMATS, Id};
use super::seal::{self, Key};
use super::shard::Shard;
use super::spot::{self, Spot};

/// What a file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The progress of a running count: `done` says which subproblems its counts cover.
    Checkpoint,
    /// The finished count of one shard.
    Shard,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Kind::Checkpoint => crate::t!("error-kind-checkpoint"),
            Kind::Shard => crate::t!("error-kind-shard"),
        })
    }
}

/// A set of subproblem ids as sorted, disjoint inclusive ranges `[first, last]`: a shard is
/// one range, and the done part of a checkpoint a few thousand at most.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct IdRanges(Vec<[Id; 2]>);

impl IdRanges {
    /// The ids of `range`.
    pub fn from_range(range: Range<Id>) -> Self {
        if range.is_empty() {
            IdRanges(Vec::new())
        } else {
            IdRanges(vec![[range.start, range.end - 1]])
        }
    }

    /// The ids `ids` yields, which must come in increasing order.
    pub fn from_sorted(ids: impl IntoIterator<Item = Id>) -> Self {
        let mut out: Vec<[Id; 2]> = Vec::new();
        for id in ids {
            match out.last_mut() {
                Some(last) if last[1].checked_add(1) == Some(id) => last[1] = id,
                _ => out.push([id, id]),
            }
        }
        IdRanges(out)
    }

    /// The ranges `(first, last)` of `pairs`, which must be sorted and apart.
    pub fn from_pairs(pairs: &[(Id, Id)]) -> Self {
        IdRanges(pairs.iter().map(|&(a, b)| [a, b]).collect())
    }

    /// The ranges, `[first, last]` each.
    pub fn ranges(&self) -> &[[Id; 2]] {
        &self.0
    }

    /// How many ids there are.
    pub fn count(&self) -> u64 {
        self.0
            .iter()
            .map(|&[a, b]| u64::from(b) - u64::from(a) + 1)
            .sum()
    }

    /// Every id, in increasing order.
    pub fn ids(&self) -> impl Iterator<Item = Id> + '_ {
        self.0.iter().flat_map(|&[a, b]| a..=b)
    }

    /// Whether the ranges are well formed (each `first <= last`, sorted, apart) and within
    /// `0..len`.
    fn check(&self, len: Id) -> Result<(), String> {
        let mut next = 0u64;
        for &[a, b] in &self.0 {
            if a > b {
                return Err(crate::t!(
                    "error-record-range-backwards",
                    first = a.to_string(),
                    last = b.to_string()
                ));
            }
            if u64::from(a) < next {
                return Err(crate::t!(
                    "error-record-range-overlaps",
                    first = a.to_string(),
                    last = b.to_string()
                ));
            }
            if b >= len {
                return Err(crate::t!(
                    "error-record-no-subproblem",
                    id = b.to_string(),
                    len = len.to_string()
                ));
            }
            next = u64::from(b) + 1;
        }
        Ok(())
    }

    /// Whether every id here is also in `other`.
    fn within(&self, other: &IdRanges) -> bool {
        self.0
            .iter()
            .all(|&[a, b]| other.0.iter().any(|&[c, d]| c <= a && b <= d))
    }
}

/// Writes `[first, last]` ranges as `3-7, 9` for messages.
impl fmt::Display for IdRanges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &[a, b]) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            if a == b {
                write!(f, "{a}")?;
            } else {
                write!(f, "{a}-{b}")?;
            }
        }
        Ok(())
    }
}

/// The most seconds a record may say it took: a century, longer than any count runs, and
/// small enough that the seconds of any number of shards add up to a finite number.
pub const CENTURY: f64 = 100.0 * 365.25 * 86_400.0;

/// A checkpoint or a shard result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// Checkpoint or shard result.
    pub kind: Kind,
    /// The version of the subproblem cut ([`FORMAT`]).
    pub format: u32,
    /// The program that wrote it, `nqueens X.Y.Z` (for the record: only `format` must match).
    pub program: String,
    /// The board size.
    pub n: usize,
    /// Which shard of how many.
    pub shard: Shard,
    /// Solutions in the subproblems counted.
    pub total: u128,
    /// Classes in the subproblems counted.
    pub unique: u128,
    /// Nodes of the subproblems counted.
    pub nodes: u128,
    /// Seconds spent counting, over every run that led here.
    pub seconds: f64,
    /// The subproblems of the shard.
    pub ids: IdRanges,
    /// Checkpoints only: the subproblems of `ids` finished, which `total`, `unique` and
    /// `nodes` cover.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub done: Option<IdRanges>,
    /// Who counted it (`count --worker`, else the host name), for `merge --quorum`; absent
    /// in files of older versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub worker: Option<String>,
    /// The counts of a few of its subproblems, those a hash of the shard chooses (see
    /// [`super::spot`]; a checkpoint's, those finished), for `merge --spot-check`; absent in
    /// files of older versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spots: Option<Vec<Spot>>,
    /// The seal over the rest: `crc32:` and 8 hex digits, or `hmac-sha256:` and 64 (see
    /// [`super::seal`]); absent only while sealing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checksum: Option<String>,
}

/// Why a file was refused: one line naming the cause (the caller adds the path).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// Only the format, read before the rest so a file of another format is named as such rather
/// than as damaged (its fields may differ).
#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

impl Record {
    /// A record of this program and format, without its checksum (see [`Record::to_text`]).
    pub fn new(kind: Kind, n: usize, shard: Shard, ids: IdRanges, counts: Counts) -> Self {
        Record {
            kind,
            format: FORMAT,
            program: concat!("nqueens ", env!("CARGO_PKG_VERSION")).to_string(),
            n,
            shard,
            total: counts.total,
            unique: counts.unique,
            nodes: counts.nodes,
            seconds: 0.0,
            ids,
            done: None,
            worker: None,
            spots: None,
            checksum: None,
        }
    }

    /// The counts it holds.
    pub fn counts(&self) -> Counts {
        Counts {
            total: self.total,
            unique: self.unique,
            nodes: self.nodes,
        }
    }

    /// The compact JSON of everything but the checksum, which the seal covers.
    fn body(&self) -> String {
        let body = Record {
            checksum: None,
            ..self.clone()
        };
        // Serializing plain data to a string cannot fail.
        serde_json::to_string(&body).unwrap_or_default()
    }

    /// The file's text: one line of JSON with its CRC-32, and a newline.
    pub fn to_text(&self) -> String {
        self.to_text_sealed(None)
    }

    /// The file's text sealed with `key`'s HMAC-SHA256, or without a key its CRC-32.
    pub fn to_text_sealed(&self, key: Option<&Key>) -> String {
        let sealed = Record {
            checksum: Some(seal::seal(self.body().as_bytes(), key)),
            ..self.clone()
        };
        let mut text = serde_json::to_string(&sealed).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Reads a file's text sealed with a CRC, as [`Record::from_text_keyed`] without a key.
    pub fn from_text(text: &str, len: impl FnOnce(usize) -> Option<Id>) -> Result<Record, Refused> {
        Record::from_text_keyed(text, len, None)
    }

    /// Reads a file's text, checking its format, seal (with `key`, an HMAC made with it; else
    /// a CRC) and ranges (against `len`, the number of subproblems of the record's `n`, which
    /// `len` is asked for). The record's meaning (its `n`, shard and kind) is the caller's to
    /// check.
    pub fn from_text_keyed(
        text: &str,
        len: impl FnOnce(usize) -> Option<Id>,
        key: Option<&Key>,
    ) -> Result<Record, Refused> {
        let damaged = |e: serde_json::Error| {
            Refused(crate::t!("error-record-damaged", cause = e.to_string()))
        };
        let format = serde_json::from_str::<FormatOnly>(text)
            .map_err(damaged)?
            .format;
        if !FORMATS.contains(&format) {
            return Err(Refused(crate::t!(
                "error-record-format",
                format = format.to_string(),
                old = FORMAT.to_string(),
                deep = FORMAT_DEEP.to_string(),
                even = FORMAT_EVEN.to_string()
            )));
        }
        let record: Record = serde_json::from_str(text).map_err(damaged)?;
        let Some(sum) = &record.checksum else {
            return Err(Refused(crate::t!("error-record-no-checksum")));
        };
        seal::verify(record.body().as_bytes(), sum, key).map_err(Refused)?;
        let not_a_size = || {
            Refused(crate::t!(
                "error-record-size",
                n = record.n.to_string(),
                max = crate::solver::MAX_N.to_string()
            ))
        };
        let len = if format == FORMAT {
            len(record.n).ok_or_else(not_a_size)?
        } else {
            // Format 2 numbers the pieces of each shard from 0: its ids are one range from 0
            // (or none), whatever their number.
            if !(1..=crate::solver::MAX_N).contains(&record.n) {
                return Err(not_a_size());
            }
            match record.ids.ranges() {
                [] | [[0, _]] => {}
                _ => {
                    return Err(Refused(crate::t!(
                        "error-record-deep-ids",
                        ids = record.ids.to_string()
                    )));
                }
            }
            Id::MAX
        };
        record.ids.check(len).map_err(Refused)?;
        match (record.kind, &record.done) {
            (Kind::Checkpoint, None) => {
                return Err(Refused(crate::t!("error-record-checkpoint-undone")));
            }
            (Kind::Shard, Some(_)) => {
                return Err(Refused(crate::t!("error-record-shard-done")));
            }
            (Kind::Checkpoint, Some(done)) => {
                done.check(len).map_err(Refused)?;
                if !done.within(&record.ids) {
                    return Err(Refused(crate::t!("error-record-done-outside")));
                }
            }
            (Kind::Shard, None) => {}
        }
        if !(record.seconds.is_finite() && (0.0..CENTURY).contains(&record.seconds)) {
            // Briefly: 1.7e308 written out is 309 digits.
            let seconds = if record.seconds.abs() < 1e12 {
                record.seconds.to_string()
            } else {
                format!("{:e}", record.seconds)
            };
            return Err(Refused(crate::t!(
                "error-record-seconds",
                seconds = seconds
            )));
        }
        if let Some(worker) = &record.worker {
            check_worker(worker).map_err(Refused)?;
        }
        check_spots(&record)?;
        Ok(record)
    }
}

/// Checks a read record's spots: those its hash chooses (only those finished, in a
/// checkpoint), none counting more than the record holds.
fn check_spots(record: &Record) -> Result<(), Refused> {
    let Some(spots) = &record.spots else {
        return Ok(());
    };
    let wanted = spot::chosen(record.n, record.format, record.shard, record.ids.ranges());
    let finished = |id: Id| {
        record
            .done
            .as_ref()
            .is_none_or(|done| done.ranges().iter().any(|&[a, b]| a <= id && id <= b))
    };
    let expected: Vec<Id> = wanted.into_iter().filter(|&id| finished(id)).collect();
    let named: Vec<Id> = spots.iter().map(Spot::id).collect();
    if named != expected {
        return Err(Refused(crate::t!("error-spot-other-ids")));
    }
    let Counts {
        total,
        unique,
        nodes,
    } = record.counts();
    if spots
        .iter()
        .any(|s| s.1 > total || s.2 > unique || s.3 > nodes)
    {
        return Err(Refused(crate::t!("error-spot-above-shard")));
    }
    Ok(())
}

/// The longest worker id.
const WORKER_LEN: usize = 64;

/// Whether `worker` may name a worker: 1 to 64 letters, digits and `.`, `_`, `-`, `:`, `@`
/// (a host name fits; messages print it as it is, so nothing else is let in). The error is one
/// line.
pub fn check_worker(worker: &str) -> Result<(), String> {
    let fits = |c: char| c.is_ascii_alphanumeric() || "._-:@".contains(c);
    if worker.is_empty() || worker.len() > WORKER_LEN || !worker.chars().all(fits) {
        let shown: String = worker.chars().take(WORKER_LEN).collect();
        return Err(crate::t!("error-worker-id", worker = format!("{shown:?}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Record {
        let counts = Counts {
            total: 3_702_016,
            unique: 462_816,
            nodes: 35_263_342,
        };
        let mut r = Record::new(
            Kind::Checkpoint,
            16,
            Shard { index: 1, count: 4 },
            IdRanges::from_range(285..542),
            counts,
        );
        r.done = Some(IdRanges::from_sorted([285, 286, 287, 300, 541]));
        r.seconds = 0.123_456_789;
        r
    }

    fn len16(n: usize) -> Option<Id> {
        (n == 16).then_some(937)
    }

    #[test]
    fn ranges_group_runs() {
        let r = IdRanges::from_sorted([1, 2, 3, 5, 7, 8]);
        assert_eq!(r.ranges(), [[1, 3], [5, 5], [7, 8]]);
        assert_eq!(r.count(), 6);
        assert_eq!(r.to_string(), "1-3, 5, 7-8");
        assert_eq!(r.ids().collect::<Vec<_>>(), [1, 2, 3, 5, 7, 8]);
        assert!(IdRanges::from_range(3..3).ranges().is_empty());
        assert!(IdRanges(vec![[5, 3]]).check(10).is_err());
        assert!(IdRanges(vec![[1, 3], [3, 4]]).check(10).is_err());
        assert!(IdRanges(vec![[1, 10]]).check(10).is_err());
        assert!(IdRanges(vec![[1, 2], [4, 9]]).check(10).is_ok());
    }

    #[test]
    fn round_trips_through_its_text() {
        let r = sample();
        let text = r.to_text();
        assert!(text.ends_with("}\n") && text.lines().count() == 1, "{text}");
        assert!(
            text.starts_with(r#"{"kind":"checkpoint","format":1,"#),
            "{text}"
        );
        let back = Record::from_text(&text, len16).unwrap();
        assert_eq!(
            back.checksum.as_deref(),
            Some(seal::seal(r.body().as_bytes(), None).as_str())
        );
        assert_eq!(
            Record {
                checksum: None,
                ..back
            },
            r
        );
    }

    #[test]
    fn edits_truncation_and_other_formats_are_refused() {
        let text = sample().to_text();
        let edited = text.replace("3702016", "3702017");
        let err = Record::from_text(&edited, len16).unwrap_err();
        assert!(err.0.contains("checksum"), "{err}");
        for cut in [1, text.len() / 2, text.len() - 3] {
            let err = Record::from_text(&text[..cut], len16).unwrap_err();
            assert!(err.0.contains("truncated"), "{cut}: {err}");
        }
        let other = text.replace(r#""format":1"#, r#""format":4"#);
        let err = Record::from_text(&other, len16).unwrap_err();
        assert!(err.0.contains("format 4"), "{err}");
        let extra = text.replacen('{', r#"{"extra":1,"#, 1);
        assert!(Record::from_text(&extra, len16).is_err());
        assert!(Record::from_text("", len16).is_err());
        assert!(Record::from_text("[1,2]", len16).is_err());
    }

    #[test]
    fn a_keyed_file_reads_only_with_its_key() {
        let key = Key::new(b"secret".to_vec()).unwrap();
        let other = Key::new(b"other".to_vec()).unwrap();
        let text = sample().to_text_sealed(Some(&key));
        assert!(text.contains(r#""checksum":"hmac-sha256:"#), "{text}");
        let back = Record::from_text_keyed(&text, len16, Some(&key)).unwrap();
        assert_eq!(back.total, sample().total);
        let err = Record::from_text(&text, len16).unwrap_err();
        assert!(err.0.contains("--key"), "{err}");
        let err = Record::from_text_keyed(&text, len16, Some(&other)).unwrap_err();
        assert!(err.0.contains("another key"), "{err}");
        // An edit with the seal kept, and a CRC file where a key is asked for.
        let edited = text.replace("3702016", "3702017");
        assert!(Record::from_text_keyed(&edited, len16, Some(&key)).is_err());
        let plain = sample().to_text();
        assert!(Record::from_text_keyed(&plain, len16, Some(&key)).is_err());
    }

    #[test]
    fn sealed_nonsense_is_still_refused() {
        // A file with a valid checksum but impossible contents, as a bug elsewhere might
        // write: never trusted into a panic or a wrong merge.
        let mut r = sample();
        r.done = Some(IdRanges::from_sorted([10]));
        let err = Record::from_text(&r.to_text(), len16).unwrap_err();
        assert!(err.0.contains("outside its shard"), "{err}");
        r.done = None;
        assert!(Record::from_text(&r.to_text(), len16).is_err());
        r.kind = Kind::Shard;
        r.ids = IdRanges(vec![[0, 937]]);
        assert!(
            Record::from_text(&r.to_text(), len16)
                .unwrap_err()
                .0
                .contains("937")
        );
        r.ids = IdRanges(vec![]);
        r.n = 40;
        assert!(
            Record::from_text(&r.to_text(), len16)
                .unwrap_err()
                .0
                .contains("n = 40")
        );
    }
}
