//! What `trace --summary` of `best-first` adds: the open list's figures, and the same search
//! to its first solution under each tie-break, to show what the tie-break buys.

use std::io::{self, Write};

use super::{BestFirst, TieBreak, run_to_first};
use crate::solver::traced::{Line, Shortfall, Traced};

/// The memory each comparison's open list may hold: the breadth-first orders reach it fast
/// from n = 14 or so, and say so.
pub const COMPARE_BOUND: usize = 64 << 20;

/// The expansions each comparison may make.
pub const COMPARE_BUDGET: u64 = 1 << 22;

/// Its summary: the open list's figures, then each tie-break's way to a first solution; a
/// run out of memory falls short after what it found.
impl Traced for BestFirst {
    fn peak_bytes(&self) -> Option<u64> {
        Some(BestFirst::peak_bytes(self) as u64)
    }

    fn lines(&self) -> Vec<Line> {
        vec![
            ("expanded", self.expanded()),
            ("pushed", self.pushed()),
            ("pruned", self.pruned()),
            ("open at end", self.open_len() as u64),
            ("open at most", self.open_peak() as u64),
            ("peak bytes", Traced::peak_bytes(self).unwrap_or(0)),
        ]
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        write_ties(out, crate::solver::Search::n(self))
    }

    fn shortfall(&self) -> Option<Shortfall> {
        self.out_of_memory().then(|| Shortfall {
            id: "error-best-first-memory",
            args: vec![
                ("expanded", self.expanded().to_string()),
                ("mib", (self.bound() >> 20).to_string()),
            ],
        })
    }
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
pub fn write_ties(out: &mut dyn Write, n: usize) -> io::Result<()> {
    writeln!(out, "{:<14} expanded to the first solution", "tie-break")?;
    for tie in TieBreak::ALL {
        let o = run_to_first(n, tie, COMPARE_BOUND, COMPARE_BUDGET);
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
