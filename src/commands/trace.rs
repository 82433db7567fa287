//! `nqueens trace`: the stepping solver's events as text, or their totals.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::cli::TraceArgs;
use crate::solver::scan::Scan;
use crate::solver::{Counters, Event, Solver};
use crate::vocabulary::Strategy;

/// Prints the events (or, with `--summary`, the totals) to stdout.
pub fn run(args: &TraceArgs) -> color_eyre::Result<ExitCode> {
    let mut solver = Solver::new(args.board.n());
    let limit = args.limit.unwrap_or(u64::MAX);
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    match (args.strategy, args.summary) {
        (Strategy::Bitmask, true) => {
            let summary = summarize(&mut solver, limit);
            write_summary(&mut out, args.board.size, &summary, None)?;
        }
        (Strategy::Scan, true) => {
            let mut scan = Scan::joining(&solver);
            let (mut tries, mut rejects) = (0u64, 0u64);
            let summary = timed(&mut solver, limit, |solver| {
                let event = scan.step(solver);
                match event {
                    Some(Event::Try { .. }) => tries += 1,
                    Some(Event::Reject { .. }) => rejects += 1,
                    _ => {}
                }
                event
            });
            write_summary(&mut out, args.board.size, &summary, Some((tries, rejects)))?;
        }
        (Strategy::Bitmask, false) => {
            for event in solver
                .by_ref()
                .take(usize::try_from(limit).unwrap_or(usize::MAX))
            {
                writeln!(out, "{event}")?;
            }
        }
        (Strategy::Scan, false) => {
            let mut scan = Scan::joining(&solver);
            let events = std::iter::from_fn(|| scan.step(&mut solver));
            for event in events.take(usize::try_from(limit).unwrap_or(usize::MAX)) {
                writeln!(out, "{event}")?;
            }
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn write_summary(
    out: &mut impl Write,
    n: u8,
    summary: &Summary,
    scan: Option<(u64, u64)>,
) -> io::Result<()> {
    let c = summary.counters;
    writeln!(out, "n            {n}")?;
    writeln!(out, "placements   {}", c.placements)?;
    writeln!(out, "removals     {}", c.removals)?;
    writeln!(out, "dead ends    {}", c.dead_ends)?;
    writeln!(out, "solutions    {}", c.solutions)?;
    if let Some((tries, rejects)) = scan {
        writeln!(out, "tries        {tries}")?;
        writeln!(out, "rejects      {rejects}")?;
    }
    writeln!(out, "events       {}", summary.events)?;
    writeln!(out, "seconds      {:.3}", summary.seconds)?;
    writeln!(
        out,
        "events/s     {:.0}",
        summary.events as f64 / summary.seconds.max(1e-9)
    )
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
    timed(solver, limit, Solver::step)
}

/// Times `next` driving `solver` to the end or to `limit` events.
fn timed(
    solver: &mut Solver,
    limit: u64,
    mut next: impl FnMut(&mut Solver) -> Option<Event>,
) -> Summary {
    let start = Instant::now();
    let mut events: u64 = 0;
    while events < limit && next(solver).is_some() {
        events += 1;
    }
    Summary {
        counters: solver.counters(),
        events,
        seconds: start.elapsed().as_secs_f64(),
    }
}
