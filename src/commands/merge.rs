//! `nqueens merge`: the total of a count spread over shards, from their result files.

use std::fs;
use std::io::{self, Write};
use std::process::ExitCode;

use super::Failure;
use super::count::json;
use crate::cli::MergeArgs;
use crate::count::CountResult;
use crate::count::merge::merge;
use crate::count::plan::Plan;
use crate::count::record::Record;

/// Reads and checks every file, adds them up and prints the total as `count` does.
pub fn run(args: &MergeArgs) -> color_eyre::Result<ExitCode> {
    // The number of subproblems of each n met, computed once (it takes a moment at n = 27).
    let mut lens: Vec<(usize, Option<u32>)> = Vec::new();
    let mut len = |n: usize| -> Option<u32> {
        if let Some(&(_, len)) = lens.iter().find(|(m, _)| *m == n) {
            return len;
        }
        let len = Plan::len_of(n).ok();
        lens.push((n, len));
        len
    };
    let mut files = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let name = path.display().to_string();
        let refuse = |why: String| Failure::BadInput(format!("{name}: {why}"));
        let text = fs::read_to_string(path).map_err(|e| refuse(format!("cannot read it: {e}")))?;
        let record = Record::from_text(&text, &mut len).map_err(|e| refuse(e.0))?;
        files.push((name, record));
    }
    let merged = merge(&files, len).map_err(|e| Failure::BadInput(e.0))?;
    let result = CountResult {
        n: merged.n,
        total: merged.counts.total,
        unique: merged.counts.unique,
        nodes: merged.counts.nodes,
    };
    let mut out = io::stdout().lock();
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
