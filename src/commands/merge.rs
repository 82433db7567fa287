//! `nqueens merge`: the total of a count spread over shards, from their result files.

use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::process::ExitCode;

use super::Failure;
use super::count::json;
use crate::cli::MergeArgs;
use crate::count::CountResult;
use crate::count::merge::{check_totals, merge};
use crate::count::plan::Plan;
use crate::count::record::Record;
use crate::count::seal::Key;
use crate::files::{RECORD_CAP, read_capped};

/// Reads and checks every file, adds them up, checks the sum against what is known and
/// prints the total as `count` does.
pub fn run(args: &MergeArgs) -> color_eyre::Result<ExitCode> {
    let key = args.key.as_deref().map(Key::read).transpose()?;
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
