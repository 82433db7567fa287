//! Shards: which part of a count this process does, from `--shard I/M` or from the
//! scheduler's environment (a SLURM job array, a Kubernetes indexed job).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Shard `index` of `count`, 0-based: one of `count` parts of nearly equal estimated work
/// (see [`super::plan::Plan::shard`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Shard {
    /// Which part, from 0.
    pub index: u32,
    /// How many parts.
    pub count: u32,
}

impl Shard {
    /// The whole count as one shard.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Shard `index` of `count`, if `index < count`.
    pub fn new(index: u32, count: u32) -> Result<Self, String> {
        if count == 0 {
            Err(crate::t!("error-shard-none"))
        } else if index >= count {
            Err(crate::t!(
                "error-shard-outside",
                index = index.to_string(),
                count = count.to_string(),
                last = (count - 1).to_string()
            ))
        } else {
            Ok(Shard { index, count })
        }
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = String;

    /// `I/M`, e.g. `0/4` (the first of four).
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = || crate::t!("error-shard-syntax", text = text);
        let (i, m) = text.split_once('/').ok_or_else(bad)?;
        let i: u32 = i.trim().parse().map_err(|_| bad())?;
        let m: u32 = m.trim().parse().map_err(|_| bad())?;
        Shard::new(i, m)
    }
}

impl From<Shard> for String {
    fn from(shard: Shard) -> String {
        shard.to_string()
    }
}

impl TryFrom<String> for Shard {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        text.parse()
    }
}

/// The shard named by the environment of a job scheduler, for a count given no `--shard`:
///
/// - SLURM job arrays: `SLURM_ARRAY_TASK_ID` minus `SLURM_ARRAY_TASK_MIN` (0 if unset) of
///   `SLURM_ARRAY_TASK_COUNT` tasks, or of `MAX - MIN + 1` where the count is not set. `--array`
///   must be a contiguous range such as `0-63` or `1-64`; `shards` (from `--shards M`), when
///   given, takes the place of the task count.
/// - Kubernetes indexed jobs: `JOB_COMPLETION_INDEX` of `shards` (which is then required).
///
/// `Ok(None)` when neither is present; an error names the variable at fault. `var` reads one
/// variable (`std::env::var(..).ok()` outside tests).
pub fn from_environment(
    shards: Option<u32>,
    var: impl Fn(&str) -> Option<String>,
) -> Result<Option<Shard>, String> {
    let number = |name: &str| -> Result<Option<u32>, String> {
        match var(name) {
            None => Ok(None),
            Some(text) => text
                .trim()
                .parse()
                .map(Some)
                .map_err(|_| crate::t!("error-env-not-number", name = name, text = &text)),
        }
    };
    if let Some(id) = number("SLURM_ARRAY_TASK_ID")? {
        let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
        let count = match (shards, number("SLURM_ARRAY_TASK_COUNT")?) {
            (Some(m), _) | (None, Some(m)) => m,
            (None, None) => match number("SLURM_ARRAY_TASK_MAX")? {
                Some(max) if max >= min => max - min + 1,
                _ => {
                    return Err(crate::t!("error-slurm-no-count"));
                }
            },
        };
        let index = id.checked_sub(min).ok_or_else(|| {
            crate::t!(
                "error-slurm-below-min",
                id = id.to_string(),
                min = min.to_string()
            )
        })?;
        return Shard::new(index, count).map(Some).map_err(|e| {
            crate::t!(
                "error-slurm-outside",
                id = id.to_string(),
                min = min.to_string(),
                count = count.to_string(),
                cause = e,
                last = count.saturating_sub(1).to_string()
            )
        });
    }
    if let Some(index) = number("JOB_COMPLETION_INDEX")? {
        let count = shards.ok_or_else(|| crate::t!("error-job-index-no-shards"))?;
        return Shard::new(index, count).map(Some).map_err(|e| {
            crate::t!(
                "error-job-index-outside",
                index = index.to_string(),
                count = count.to_string(),
                cause = e
            )
        });
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    fn shard(i: u32, m: u32) -> Option<Shard> {
        Some(Shard::new(i, m).unwrap())
    }

    #[test]
    fn parses_and_prints_i_of_m() {
        assert_eq!("3/7".parse(), Ok(Shard { index: 3, count: 7 }));
        assert_eq!(Shard { index: 0, count: 1 }.to_string(), "0/1");
        for bad in ["7/7", "1/0", "-1/4", "1", "a/b", "1/4/5", ""] {
            let err = bad.parse::<Shard>().unwrap_err();
            assert!(!err.contains('\n'), "{bad}: {err}");
        }
        assert!("4/4".parse::<Shard>().unwrap_err().contains("0 to 3"));
    }

    #[test]
    fn slurm_arrays_from_zero_or_one() {
        let zero = env(&[
            ("SLURM_ARRAY_TASK_ID", "2"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
            ("SLURM_ARRAY_TASK_MIN", "0"),
            ("SLURM_ARRAY_TASK_MAX", "3"),
        ]);
        assert_eq!(from_environment(None, zero), Ok(shard(2, 4)));
        let one = env(&[
            ("SLURM_ARRAY_TASK_ID", "4"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_MAX", "4"),
        ]);
        assert_eq!(from_environment(None, one), Ok(shard(3, 4)));
        // --shards overrides the array's size (e.g. a rerun of a few tasks of a larger array).
        let rerun = env(&[
            ("SLURM_ARRAY_TASK_ID", "9"),
            ("SLURM_ARRAY_TASK_COUNT", "2"),
        ]);
        assert_eq!(from_environment(Some(16), rerun), Ok(shard(9, 16)));
    }

    #[test]
    fn slurm_mistakes_name_the_variable() {
        let gap = env(&[
            ("SLURM_ARRAY_TASK_ID", "4"),
            ("SLURM_ARRAY_TASK_COUNT", "3"),
            ("SLURM_ARRAY_TASK_MIN", "0"),
        ]);
        let err = from_environment(None, gap).unwrap_err();
        assert!(
            err.contains("task 4") && err.contains("contiguous"),
            "{err}"
        );
        let junk = env(&[
            ("SLURM_ARRAY_TASK_ID", "x"),
            ("SLURM_ARRAY_TASK_COUNT", "3"),
        ]);
        assert!(
            from_environment(None, junk)
                .unwrap_err()
                .contains("SLURM_ARRAY_TASK_ID=x")
        );
        let alone = env(&[("SLURM_ARRAY_TASK_ID", "1")]);
        assert!(
            from_environment(None, alone)
                .unwrap_err()
                .contains("SLURM_ARRAY_TASK_COUNT")
        );
    }

    #[test]
    fn kubernetes_needs_the_shard_count() {
        let k8s = env(&[("JOB_COMPLETION_INDEX", "5")]);
        assert_eq!(from_environment(Some(8), &k8s), Ok(shard(5, 8)));
        assert!(
            from_environment(None, &k8s)
                .unwrap_err()
                .contains("--shards")
        );
        assert!(
            from_environment(Some(5), &k8s)
                .unwrap_err()
                .contains("JOB_COMPLETION_INDEX=5")
        );
    }

    #[test]
    fn nothing_set_is_no_shard() {
        assert_eq!(from_environment(None, env(&[])), Ok(None));
        assert_eq!(from_environment(Some(4), env(&[])), Ok(None));
    }
}
