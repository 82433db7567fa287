//! `nqueens trace`: the stepping solver's events as text, or their totals.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::cli::TraceArgs;
use crate::solver::{Counters, Solver};

/// Prints the events (or, with `--summary`, the totals) to stdout.
pub fn run(args: &TraceArgs) -> color_eyre::Result<ExitCode> {
    let mut solver = Solver::new(usize::from(args.size));
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    if args.summary {
        let summary = summarize(&mut solver, args.limit.unwrap_or(u64::MAX));
        let c = summary.counters;
        writeln!(out, "n            {}", args.size)?;
        writeln!(out, "placements   {}", c.placements)?;
        writeln!(out, "removals     {}", c.removals)?;
        writeln!(out, "dead ends    {}", c.dead_ends)?;
        writeln!(out, "solutions    {}", c.solutions)?;
        writeln!(out, "events       {}", summary.events)?;
        writeln!(out, "seconds      {:.3}", summary.seconds)?;
        writeln!(
            out,
            "events/s     {:.0}",
            summary.events as f64 / summary.seconds.max(1e-9)
        )?;
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

/// What `trace --summary` reports.
#[derive(Debug, Clone, Copy)]
pub struct Summary {
    /// The solver's totals at the end.
    pub counters: Counters,
    /// Events stepped.
    pub events: u64,
    /// Wall time of the stepping.
    pub seconds: f64,
}

/// Steps `solver` to the end (or `limit` events) without looking at the events.
pub fn summarize(solver: &mut Solver, limit: u64) -> Summary {
    let start = Instant::now();
    let mut events: u64 = 0;
    while events < limit && solver.step().is_some() {
        events += 1;
    }
    Summary {
        counters: solver.counters(),
        events,
        seconds: start.elapsed().as_secs_f64(),
    }
}
