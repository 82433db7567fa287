//! `nqueens trace`: a strategy's events as text, or their totals.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::cli::TraceArgs;
use crate::commands::Failure;
use crate::solver::boards::{Boards, Rule};
use crate::solver::min_conflicts::MinConflicts;
use crate::solver::probe::Probe;
use crate::solver::scan::ScanSearch;
use crate::solver::{Counters, Event, Search, Solver, Work};
use crate::stop;
use crate::vocabulary::Strategy;

/// The seed of `min-conflicts` when none is given: traces repeat unless asked not to.
pub const DEFAULT_SEED: u64 = 0;

/// Prints the events (or, with `--summary`, the totals) to stdout.
pub fn run(args: &TraceArgs) -> color_eyre::Result<ExitCode> {
    // Nothing to tidy on a stop: end at once, even if started with SIGINT ignored.
    stop::end_on(&stop::SIGNALS)?;
    if args.seed.is_some() && args.strategy != Strategy::MinConflicts {
        // A seed elsewhere would be silently ignored: say so rather than mislead.
        return Err(Failure::Usage(format!(
            "--seed applies to --strategy {} only: --strategy {} draws nothing at random",
            Strategy::MinConflicts,
            args.strategy
        ))
        .into());
    }
    let n = args.n().map_err(Failure::Usage)?;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    // Each arm runs the strategy's own type, so the stepping loop is compiled for it alone.
    let summary = match args.strategy {
        Strategy::Bitmask => trace(&mut Solver::new(n), args, &mut out)?.map(|s| (s, vec![])),
        Strategy::Scan | Strategy::Arrays | Strategy::Matrix => {
            let probe = Probe::of(args.strategy).expect("a probing strategy");
            let mut search = ScanSearch::with_probe(n, probe);
            let summary = trace(&mut search, args, &mut out)?;
            summary.map(|s| {
                let mut extra = vec![("tries", search.tries()), ("rejects", search.rejects())];
                // Which checks: the reads of each array, the cells of each walk.
                extra.extend(search.split());
                (s, extra)
            })
        }
        Strategy::Permutations | Strategy::Bruteforce => {
            let rule = if args.strategy == Strategy::Permutations {
                Rule::Permutations
            } else {
                Rule::Bruteforce
            };
            let mut search = Boards::new(rule, n);
            let summary = trace(&mut search, args, &mut out)?;
            // n! or n^n: where `boards tested` ends.
            let all = search.boards_in_all().map(|total| ("boards in all", total));
            summary.map(|s| (s, all.into_iter().collect()))
        }
        Strategy::MinConflicts => {
            let seed = args.seed.unwrap_or(DEFAULT_SEED);
            let mut search = MinConflicts::new(n, seed);
            let summary = trace(&mut search, args, &mut out)?;
            summary.map(|s| {
                let extra = vec![
                    ("moves", s.work.moves),
                    ("restarts", s.work.restarts),
                    ("restart after", search.restart_bound()),
                    ("seed", seed),
                ];
                (s, extra)
            })
        }
    };
    if let Some((summary, extra)) = summary {
        write_summary(&mut out, n, args.strategy, &summary, &extra)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Steps `search` to the end or to `--limit` events, printing each event; with `--summary`,
/// prints nothing and returns the totals.
fn trace<S: Search + Clone>(
    search: &mut S,
    args: &TraceArgs,
    out: &mut impl Write,
) -> io::Result<Option<Summary>> {
    let limit = args.limit.unwrap_or(u64::MAX);
    if args.summary {
        return Ok(Some(summarize(search, limit)));
    }
    let mut events = 0;
    while events < limit {
        let Some(event) = search.step() else { break };
        writeln!(out, "{event}")?;
        match event {
            // What was dealt, so the trace replays: the moves that follow start from it.
            Event::Start { .. } => {
                for row in 0..search.n() {
                    if let Some(col) = search.queen(row) {
                        writeln!(out, "place {row} {col}")?;
                    }
                }
            }
            Event::Solution { .. } if args.boards => write_board(out, search)?,
            _ => {}
        }
        events += 1;
    }
    Ok(None)
}

/// Writes the board `search` holds as `board C0 C1 …`, the queen's column on each row.
fn write_board(out: &mut impl Write, search: &impl Search) -> io::Result<()> {
    out.write_all(b"board")?;
    for row in 0..search.n() {
        match search.queen(row) {
            Some(col) => write!(out, " {col}")?,
            // Never on a solution's board; said rather than skipped, so columns stay in place.
            None => out.write_all(b" -")?,
        }
    }
    writeln!(out)
}

/// Prints the totals, a label and a value a line; `extra` holds the strategy's own lines.
fn write_summary(
    out: &mut impl Write,
    n: usize,
    strategy: Strategy,
    summary: &Summary,
    extra: &[(&str, u64)],
) -> io::Result<()> {
    let c = summary.counters;
    let w = summary.work;
    let line = |out: &mut dyn Write, label: &str, value: &dyn std::fmt::Display| {
        // A blank after the label however long it is (all but the longest pad to 15).
        writeln!(out, "{label:<14} {value}")
    };
    line(out, "n", &n)?;
    line(out, "strategy", &strategy)?;
    line(out, "placements", &c.placements)?;
    line(out, "removals", &c.removals)?;
    line(out, "dead ends", &c.dead_ends)?;
    line(out, "solutions", &c.solutions)?;
    line(out, "boards tested", &w.boards)?;
    for (label, value) in extra {
        line(out, label, value)?;
    }
    line(out, "checks", &w.checks)?;
    line(out, "events", &summary.events)?;
    line(out, "seconds", &format_args!("{:.3}", summary.seconds))?;
    let rate = summary.events as f64 / summary.seconds.max(1e-9);
    line(out, "events/s", &format_args!("{rate:.0}"))
}

/// What `trace --summary` reports.
#[derive(Debug, Clone, Copy)]
pub struct Summary {
    /// The search's totals at the end.
    pub counters: Counters,
    /// The work done, in units that compare across strategies.
    pub work: Work,
    /// Events stepped.
    pub events: u64,
    /// Wall time of the stepping.
    pub seconds: f64,
}

/// Steps `search` to the end (or `limit` events) without looking at the events.
pub fn summarize<S: Search + Clone>(search: &mut S, limit: u64) -> Summary {
    let start = Instant::now();
    let mut events: u64 = 0;
    // Stepped as a local value, which the compiler can keep in registers, then put back.
    let mut local = search.clone();
    if limit == u64::MAX {
        while local.step().is_some() {
            events += 1;
        }
    } else {
        while events < limit && local.step().is_some() {
            events += 1;
        }
    }
    *search = local;
    Summary {
        counters: search.counters(),
        work: search.work(),
        events,
        seconds: start.elapsed().as_secs_f64(),
    }
}
