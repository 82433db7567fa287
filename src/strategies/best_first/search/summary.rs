//! What `trace --summary` of `best-first` adds: the open list's figures, and the same search
//! to its first solution under each tie-break, to show what the tie-break buys.

use std::io::{self, Write};

use crate::solver::best_first::{self, BestFirst, TieBreak};

/// The memory each comparison's open list may hold: the breadth-first orders reach it fast
/// from n = 14 or so, and say so.
pub const COMPARE_BOUND: usize = 64 << 20;

/// The expansions each comparison may make.
pub const COMPARE_BUDGET: u64 = 1 << 22;

/// The summary's own lines of a best-first search.
pub fn lines(search: &BestFirst) -> Vec<(&'static str, u64)> {
    vec![
        ("expanded", search.expanded()),
        ("pushed", search.pushed()),
        ("pruned", search.pruned()),
        ("open at end", search.open_len() as u64),
        ("open at most", search.open_peak() as u64),
        ("peak bytes", search.peak_bytes() as u64),
    ]
}

/// How the summary names a tie-break.
pub fn tie_name(tie: TieBreak) -> &'static str {
    match tie {
        TieBreak::FirstPushed => "first pushed",
        TieBreak::MostFree => "most free",
        TieBreak::Deeper => "deeper",
        TieBreak::LeastConstraining => "deeper, free",
    }
}

/// One line a tie-break: the placements expanded to the first solution and the most queued,
/// or where it stopped short.
pub fn write_ties(out: &mut impl Write, n: usize) -> io::Result<()> {
    writeln!(out, "{:<14} expanded to the first solution", "tie-break")?;
    for tie in TieBreak::ALL {
        let o = best_first::run_to_first(n, tie, COMPARE_BOUND, COMPARE_BUDGET);
        let end = if o.solved {
            String::new()
        } else if o.out_of_memory {
            format!(", stopped: open list over {} MiB", COMPARE_BOUND >> 20)
        } else if o.over_budget {
            format!(", stopped: over {COMPARE_BUDGET} expanded")
        } else {
            ", no solution".to_string()
        };
        writeln!(
            out,
            "{:<14} {} expanded, {} queued at most{end}",
            tie_name(tie),
            o.expanded,
            o.open_peak
        )?;
    }
    Ok(())
}

/// The line that says the best-first search stopped short.
pub fn out_of_memory(search: &BestFirst) -> String {
    crate::t!(
        "error-best-first-memory",
        expanded = search.expanded().to_string(),
        mib = (search.bound() >> 20).to_string()
    )
}
