//! `nqueens trace`: a strategy's events as text, or their totals.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use crate::cli::TraceArgs;
use crate::commands::Failure;
use crate::solver::summary::for_settings;
pub use crate::solver::summary::{Summary, summarize};
use crate::solver::traced::{Settings, Shortfall, Traced};
use crate::solver::{Event, Search};
use crate::stop;
use crate::vocabulary::Strategy;
use crate::vocabulary::tuning::Tuning;

/// The seed of `min-conflicts` when none is given: traces repeat unless asked not to.
pub const DEFAULT_SEED: u64 = 0;

/// Prints the events (or, with `--summary`, the totals) to stdout.
pub fn run(args: &TraceArgs) -> color_eyre::Result<ExitCode> {
    // Nothing to tidy on a stop: end at once, even if started with SIGINT ignored.
    stop::end_on(&stop::SIGNALS)?;
    if args.seed.is_some() && !args.strategy.seeded() {
        // A seed elsewhere would be silently ignored: say so rather than mislead.
        let [a, b, c] = seeded_names();
        return Err(Failure::Usage(crate::t!(
            "error-seed-strategy",
            a = a,
            b = b,
            c = c,
            strategy = args.strategy.to_string()
        ))
        .into());
    }
    knob_options(&args.knobs.tuning, |_| args.strategy).map_err(Failure::Usage)?;
    let n = args.n().map_err(Failure::Usage)?;
    let random_ranks = random_ranks(args, n).map_err(Failure::Usage)?;
    if args.order.is_some() {
        heeds(args.strategy, "--order").map_err(Failure::Usage)?;
    }
    let settings = Settings {
        seed: args.seed.unwrap_or(DEFAULT_SEED),
        random_ranks,
        order: args.order,
        tuning: args.knobs.tuning,
    };
    let mut out = BufWriter::with_capacity(1 << 16, crate::output::stdout());
    let status = run_strategy(args, n, &settings, &mut out)?;
    out.flush()?;
    Ok(status)
}

/// The registry's list as `trace`'s dispatch: each strategy runs on its own type, so the
/// stepping loop is compiled for it alone.
macro_rules! dispatch {
    ($($id:ident => $folder:ident,)*) => {
        /// Runs the strategy `args` name, made as `settings` ask.
        fn run_strategy(
            args: &TraceArgs,
            n: usize,
            settings: &Settings,
            out: &mut impl Write,
        ) -> color_eyre::Result<ExitCode> {
            match args.strategy {
                $(Strategy::$id => {
                    use crate::strategies::$folder::search as own;
                    let search = for_settings(n, settings, own::new);
                    run_traced(search, args, n, out)
                })*
            }
        }
    };
}
crate::strategies::registry!(dispatch);

/// Steps `search` as `args` ask; with `--summary`, the shared lines, the strategy's own and
/// what it ends with. A run that fell short (memory spent, generations run out) fails after
/// what it found, saying why.
fn run_traced<S: Traced>(
    mut search: S,
    args: &TraceArgs,
    n: usize,
    out: &mut impl Write,
) -> color_eyre::Result<ExitCode> {
    if let Some(s) = trace(&mut search, args, out)? {
        write_summary(out, n, args.strategy, &s, &search.lines())?;
        search.write_after(out)?;
    }
    if let Some(short) = search.shortfall() {
        out.flush()?;
        eprintln!("nqueens: {}", said(&short));
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// A shortfall in the user's language.
fn said(short: &Shortfall) -> String {
    let args: Vec<(&str, crate::i18n::Value)> = short
        .args
        .iter()
        .map(|(name, value)| (*name, crate::i18n::Value::from(value.clone())))
        .collect();
    crate::i18n::text(short.id, &args)
}

/// `--random-ranks`, checked against the strategy and the board.
fn random_ranks(args: &TraceArgs, n: usize) -> Result<Option<usize>, String> {
    if args.random_ranks.is_some() {
        heeds(args.strategy, "--random-ranks")?;
    }
    match args.random_ranks {
        Some(k) if k > n => Err(too_many_ranks(k, n)),
        k => Ok(k),
    }
}

/// The knobs given (`--population` …), checked against the strategy `searching(flag)`
/// names for each (the one asked for, or the side of a race that heeds it): elsewhere they
/// would be silently ignored. The first refused is said.
pub fn knob_options(tuning: &Tuning, searching: impl Fn(&str) -> Strategy) -> Result<(), String> {
    tuning.given().try_for_each(|(name, _)| {
        let flag = format!("--{name}");
        heeds(searching(&flag), &flag)
    })
}

/// `Ok` if `strategy` heeds the command-line flag `flag` (or every strategy does), else the
/// refusal naming the strategies that do.
pub fn heeds(strategy: Strategy, flag: &str) -> Result<(), String> {
    let owners: Vec<&str> = Strategy::heeding_flag(flag).map(Strategy::name).collect();
    if owners.is_empty() || strategy.about().takes_flag(flag) {
        Ok(())
    } else {
        Err(only_for(flag, &owners.join(", ")))
    }
}

/// The names of the strategies that draw from `--seed`, as the three slots of the messages
/// that list them: the first, those between (joined by commas) and the last.
pub fn seeded_names() -> [String; 3] {
    let names: Vec<&str> = Strategy::ALL
        .into_iter()
        .filter(|s| s.seeded())
        .map(Strategy::name)
        .collect();
    match names.as_slice() {
        [first, between @ .., last] if !between.is_empty() => {
            [first.to_string(), between.join(", "), last.to_string()]
        }
        _ => [names.join(", "), String::new(), String::new()],
    }
}

/// The refusal of `flag`, which only `strategies` (their names, joined) heed.
pub fn only_for(flag: &str, strategies: &str) -> String {
    crate::t!(
        "error-flag-for-strategy",
        flag = flag,
        strategy = strategies
    )
}

/// The refusal of `--random-ranks k` on a board of `n` ranks.
pub fn too_many_ranks(k: usize, n: usize) -> String {
    crate::t!(
        "error-random-ranks-past",
        k = k.to_string(),
        n = n.to_string()
    )
}

/// Steps `search` to the end or to `--limit` events, printing each event; with `--summary`,
/// prints nothing and returns the totals.
fn trace<S: Traced>(
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
        search.write_with(event, out)?;
        if args.boards && matches!(event, Event::Solution { .. }) {
            write_board(out, search)?;
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
