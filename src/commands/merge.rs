//! `nqueens merge`: the total of a count spread over shards, from their result files.

use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::process::ExitCode;

use super::count::json;
use super::{Failure, status};
use crate::cli::MergeArgs;
use crate::count::CountResult;
use crate::count::merge::{check_totals, merge};
use crate::count::plan::Plan;
use crate::count::quorum::{Dispute, Problem, vote};
use crate::count::record::Record;
use crate::count::recount::spot_check;
use crate::count::seal::Key;
use crate::files::{RECORD_CAP, read_capped};

/// Reads and checks every file, adds them up, checks the sum against what is known and
/// prints the total as `count` does.
pub fn run(args: &MergeArgs) -> color_eyre::Result<ExitCode> {
    let (files, len) = read_all(args)?;
    if let Some(fraction) = args.spot_check {
        spot_check(&files, fraction).map_err(|e| Failure::BadInput(e.0))?;
    }
    let files = match args.quorum {
        Some(quorum) => match elect(files, quorum, args.json)? {
            Ok(agreed) => agreed,
            Err(disputed) => return Ok(disputed),
        },
        None => files,
    };
    let merged = merge(&files, len).map_err(|e| Failure::BadInput(e.0))?;
    check_totals(merged.n, merged.counts).map_err(|e| Failure::BadInput(e.0))?;
    let result = CountResult {
        n: merged.n,
        total: merged.counts.total,
        unique: merged.counts.unique,
        nodes: merged.counts.nodes,
    };
    let mut out = crate::output::stdout();
    if args.json {
        writeln!(out, "{}", json(&result, merged.seconds))?;
    } else if args.unique {
        writeln!(out, "{}", result.unique)?;
    } else {
        writeln!(out, "{}", result.total)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The number of subproblems of format 1 of each n met, computed once (it takes a moment at
/// n = 27).
type Lengths = Box<dyn FnMut(usize) -> Option<u32>>;

/// Reads and checks every file of `args`.
fn read_all(args: &MergeArgs) -> color_eyre::Result<(Vec<(String, Record)>, Lengths)> {
    let key = args.key.as_deref().map(Key::read).transpose()?;
    // The number of subproblems of each n met, computed once (it takes a moment at n = 27).
    let mut lens: Vec<(usize, Option<u32>)> = Vec::new();
    let mut len = move |n: usize| -> Option<u32> {
        if let Some(&(_, len)) = lens.iter().find(|(m, _)| *m == n) {
            return len;
        }
        let len = Plan::len_of(n).ok();
        lens.push((n, len));
        len
    };
    let mut files = Vec::with_capacity(args.files.len());
    // Each file's device and inode: one file named twice (`s.json ./s.json`) is said as such,
    // not as its subproblems counted twice.
    let mut seen: Vec<((u64, u64), String)> = Vec::new();
    for path in &args.files {
        let name = crate::files::shown(path);
        let text = read_capped(path, RECORD_CAP)?;
        if let Ok(meta) = std::fs::metadata(path) {
            let id = (meta.dev(), meta.ino());
            if let Some((_, first)) = seen.iter().find(|(seen, _)| *seen == id) {
                return Err(Failure::BadInput(crate::t!(
                    "error-merge-same-file",
                    path = &name,
                    first = first.as_str()
                ))
                .into());
            }
            seen.push((id, name.clone()));
        }
        let record = Record::from_text_keyed(&text, &mut len, key.as_ref()).map_err(|e| {
            Failure::BadInput(crate::t!("error-file-refused", path = &name, why = e.0))
        })?;
        files.push((name, record));
    }
    Ok((files, Box::new(len)))
}

/// The files of the shards with a quorum of `quorum` agreeing workers, one file each, after
/// saying on standard error which files were outvoted; or, if a shard has none, the end of
/// the merge: each such shard said in a line (on standard output as JSON with `json`),
/// status 65.
fn elect(
    files: Vec<(String, Record)>,
    quorum: u32,
    json: bool,
) -> color_eyre::Result<Result<Vec<(String, Record)>, ExitCode>> {
    let vote = vote(&files, quorum as usize);
    for &i in &vote.outvoted {
        let (name, r) = &files[i];
        let said = crate::t!(
            "merge-outvoted",
            name = name.as_str(),
            worker = worker_of(r),
            shard = r.shard.to_string(),
            total = crate::i18n::number::whole(r.total)
        );
        eprintln!("nqueens: {said}");
    }
    if vote.disputes.is_empty() {
        let mut files = files;
        let mut agreed: Vec<Option<(String, Record)>> = files.drain(..).map(Some).collect();
        return Ok(Ok(vote
            .agreed
            .iter()
            .filter_map(|&i| agreed[i].take())
            .collect()));
    }
    let mut out = crate::output::stdout();
    for dispute in &vote.disputes {
        if json {
            writeln!(out, "{}", dispute_json(dispute, &files))?;
        } else {
            eprintln!("nqueens: {}", dispute_line(dispute, &files, quorum));
        }
    }
    out.flush()?;
    Ok(Err(ExitCode::from(status::BAD_INPUT)))
}

/// The worker a record names, or `?` for a file of an older version.
fn worker_of(r: &Record) -> String {
    r.worker.clone().unwrap_or_else(|| "?".to_string())
}

/// A shard without a quorum, in one line: its results, each as `FILE (worker W): T`.
fn dispute_line(d: &Dispute, files: &[(String, Record)], quorum: u32) -> String {
    let results: Vec<String> = d
        .files
        .iter()
        .map(|&i| {
            let (name, r) = &files[i];
            crate::t!(
                "merge-result",
                name = name.as_str(),
                worker = worker_of(r),
                total = crate::i18n::number::whole(r.total)
            )
        })
        .collect();
    let results = results.join(", ");
    let shard = d.shard.to_string();
    match d.problem {
        Problem::Disagree => crate::t!("error-quorum-disagree", shard = shard, results = results),
        Problem::TooFewWorkers => crate::t!(
            "error-quorum-workers",
            shard = shard,
            results = results,
            quorum = quorum.to_string()
        ),
        Problem::Missing => crate::t!("error-quorum-missing", shard = shard),
    }
}

/// A shard without a quorum as one JSON object, for a script that counts it again.
fn dispute_json(d: &Dispute, files: &[(String, Record)]) -> String {
    let results: Vec<serde_json::Value> = d
        .files
        .iter()
        .map(|&i| {
            let (name, r) = &files[i];
            serde_json::json!({
                "file": name,
                "worker": r.worker,
                "total": r.total.to_string(),
            })
        })
        .collect();
    serde_json::json!({
        "shard": d.shard.to_string(),
        "index": d.shard.index,
        "count": d.shard.count,
        "problem": d.problem.name(),
        "results": results,
    })
    .to_string()
}
