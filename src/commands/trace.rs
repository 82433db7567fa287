//! `nqueens trace`: the stepping solver's events as text, or their totals.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::cli::TraceArgs;
use crate::solver::Solver;

/// Prints the events (or, with `--summary`, the totals) to stdout.
pub fn run(args: &TraceArgs) -> color_eyre::Result<ExitCode> {
    let mut solver = Solver::new(usize::from(args.size));
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    if args.summary {
        let start = Instant::now();
        let mut events: u64 = 0;
        let limit = args.limit.unwrap_or(u64::MAX);
        while events < limit && solver.step().is_some() {
            events += 1;
        }
        let seconds = start.elapsed().as_secs_f64();
        let c = solver.counters();
        writeln!(out, "n            {}", args.size)?;
        writeln!(out, "placements   {}", c.placements)?;
        writeln!(out, "removals     {}", c.removals)?;
        writeln!(out, "dead ends    {}", c.dead_ends)?;
        writeln!(out, "solutions    {}", c.solutions)?;
        writeln!(out, "events       {events}")?;
        writeln!(out, "seconds      {seconds:.3}")?;
        writeln!(out, "events/s     {:.0}", events as f64 / seconds.max(1e-9))?;
    } else {
        let events = solver
            .by_ref()
            .take(args.limit.unwrap_or(u64::MAX) as usize);
        for event in events {
            writeln!(out, "{event}")?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
