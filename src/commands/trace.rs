//! `nqueens trace`: a strategy's events as text, or their totals.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::cli::TraceArgs;
use crate::commands::Failure;
use crate::commands::best_first;
use crate::solver::best_first::BestFirst;
use crate::solver::boards::{Boards, Rule};
use crate::solver::breadth::BreadthFirst;
use crate::solver::forward::{self, ForwardChecking};
use crate::solver::genetic::{self, Genetic};
use crate::solver::las_vegas::{self, LasVegas};
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
    genetic_options(args.strategy, args.population, args.mutation).map_err(Failure::Usage)?;
    let n = args.n().map_err(Failure::Usage)?;
    let random_ranks = random_ranks(args, n).map_err(Failure::Usage)?;
    if args.order.is_some() {
        heeds(args.strategy, "--order").map_err(Failure::Usage)?;
    }
    let mut out = BufWriter::with_capacity(1 << 16, crate::output::stdout());
    // Each arm runs the strategy's own type, so the stepping loop is compiled for it alone.
    let status = match args.strategy {
        Strategy::BreadthFirst => breadth_first_trace(args, n, &mut out)?,
        Strategy::LasVegas => las_vegas_trace(args, n, random_ranks, &mut out)?,
        Strategy::BestFirst => best_first_trace(args, n, &mut out)?,
        Strategy::Genetic => genetic_trace(args, n, &mut out)?,
        Strategy::ForwardChecking => forward_trace(args, n, &mut out)?,
        Strategy::Bitmask
        | Strategy::Scan
        | Strategy::Arrays
        | Strategy::Matrix
        | Strategy::Permutations
        | Strategy::Bruteforce
        | Strategy::MinConflicts => {
            if let Some((summary, extra)) = plain_trace(args, n, &mut out)? {
                write_summary(&mut out, n, args.strategy, &summary, &extra)?;
            }
            ExitCode::SUCCESS
        }
    };
    out.flush()?;
    Ok(status)
}

/// A strategy's own summary lines, after the shared ones.
type Extra = Vec<(&'static str, u64)>;

/// The strategies whose summary is the shared one and a few lines of their own: the
/// backtracking pair and the scans, the complete-board pair and min-conflicts.
fn plain_trace(
    args: &TraceArgs,
    n: usize,
    out: &mut impl Write,
) -> io::Result<Option<(Summary, Extra)>> {
    Ok(match args.strategy {
        Strategy::Scan | Strategy::Arrays | Strategy::Matrix => {
            let probe = Probe::of(args.strategy).expect("a probing strategy");
            let mut search = ScanSearch::with_probe(n, probe);
            let summary = trace(&mut search, args, out)?;
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
            let summary = trace(&mut search, args, out)?;
            // n! or n^n: where `boards tested` ends.
            let all = search.boards_in_all().map(|total| ("boards in all", total));
            summary.map(|s| (s, all.into_iter().collect()))
        }
        Strategy::MinConflicts => {
            let seed = args.seed.unwrap_or(DEFAULT_SEED);
            let mut search = MinConflicts::new(n, seed);
            let summary = trace(&mut search, args, out)?;
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
        Strategy::Bitmask => trace(&mut Solver::new(n), args, out)?.map(|s| (s, vec![])),
        other => unreachable!("{other} traces with a summary of its own"),
    })
}

/// Breadth-first: its levels after the summary; a run out of memory fails after what it found.
fn breadth_first_trace(
    args: &TraceArgs,
    n: usize,
    out: &mut impl Write,
) -> color_eyre::Result<ExitCode> {
    let mut search = BreadthFirst::new(n);
    if let Some(s) = trace(&mut search, args, out)? {
        write_summary(out, n, args.strategy, &s, &breadth_lines(&search))?;
        for (rank, size) in search.level_sizes().iter().enumerate() {
            writeln!(out, "{:<15}{size}", format!("level {rank}"))?;
        }
    }
    if search.out_of_memory() {
        // What was found is printed; the run is not complete, and the status says so.
        out.flush()?;
        eprintln!("nqueens: {}", out_of_memory(&search));
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// Las Vegas: its tries, and the bitmask's way to a first solution to compare.
fn las_vegas_trace(
    args: &TraceArgs,
    n: usize,
    random_ranks: Option<usize>,
    out: &mut impl Write,
) -> color_eyre::Result<ExitCode> {
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let k = random_ranks.unwrap_or_else(|| las_vegas::default_random_ranks(n));
    let mut search = LasVegas::new(n, k, seed);
    if let Some(s) = trace(&mut search, args, out)? {
        let t = search.tries();
        let mut extra = vec![
            ("random ranks", k as u64),
            ("tries", u64::from(t.started)),
            ("failed random", u64::from(t.failed_random)),
            ("failed backtr.", u64::from(t.failed_backtracking)),
            ("random nodes", search.random_nodes()),
            ("backtr. nodes", search.backtracked_nodes()),
        ];
        if let Some(top) = las_vegas::bitmask_nodes_to_first(n, BITMASK_BUDGET) {
            extra.push(("bitmask nodes", top));
        }
        extra.push(("seed", seed));
        write_summary(out, n, args.strategy, &s, &extra)?;
        writeln!(out, "{:<15}{}", "success rate", success_rate(t))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Best-first: its queue's figures and ties; a run out of memory fails after what it found.
fn best_first_trace(
    args: &TraceArgs,
    n: usize,
    out: &mut impl Write,
) -> color_eyre::Result<ExitCode> {
    let mut search = BestFirst::new(n);
    if let Some(s) = trace(&mut search, args, out)? {
        write_summary(out, n, args.strategy, &s, &best_first::lines(&search))?;
        best_first::write_ties(out, n)?;
    }
    if search.out_of_memory() {
        out.flush()?;
        eprintln!("nqueens: {}", best_first::out_of_memory(&search));
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// The genetic algorithm: its generations and breeding; a run that gave up fails.
fn genetic_trace(args: &TraceArgs, n: usize, out: &mut impl Write) -> color_eyre::Result<ExitCode> {
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let population = args.population.unwrap_or(genetic::DEFAULT_POPULATION);
    let mutation = args.mutation.unwrap_or(genetic::DEFAULT_MUTATION);
    let mut search = Genetic::new(n, population, mutation, seed);
    if let Some(s) = trace(&mut search, args, out)? {
        let extra = [
            ("generations", u64::from(search.generation().unwrap_or(0))),
            (
                "best fitness",
                u64::from(search.best_fitness().unwrap_or(0)),
            ),
            ("fitness bound", u64::from(genetic::max_fitness(n))),
            ("population", population as u64),
            ("mutations", s.work.moves),
            ("seed", seed),
        ];
        write_summary(out, n, args.strategy, &s, &extra)?;
        writeln!(out, "{:<15}{mutation}", "mutation rate")?;
    }
    if search.gave_up() {
        // The run is not a solution, and the status says so.
        out.flush()?;
        eprintln!("nqueens: {}", gave_up(&search));
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// Forward checking: its wipe-outs and prunes, and the fixed order's tree it prunes.
fn forward_trace(args: &TraceArgs, n: usize, out: &mut impl Write) -> color_eyre::Result<ExitCode> {
    let order = args.order.unwrap_or_default();
    let mut search = ForwardChecking::new(n, order);
    if let Some(s) = trace(&mut search, args, out)? {
        let mut extra = vec![("wipeouts", search.wipeouts()), ("pruned", search.pruned())];
        // The fixed order's tree, which forward checking prunes (or MRV reshapes).
        if let Some(bitmask) = forward::bitmask_nodes(n, BITMASK_BUDGET) {
            extra.push(("bitmask nodes", bitmask));
        }
        write_summary(out, n, args.strategy, &s, &extra)?;
        writeln!(out, "{:<15}{order}", "order")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Steps the bitmask search may take, from the top, to its first solution for `trace
/// --summary` of `las-vegas` to compare against (left out past it).
const BITMASK_BUDGET: u64 = 1 << 28;

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

/// `--population` and `--mutation`, checked against the strategy: elsewhere they would be
/// silently ignored.
pub fn genetic_options(
    strategy: Strategy,
    population: Option<usize>,
    mutation: Option<genetic::Rate>,
) -> Result<(), String> {
    let given = [
        ("--population", population.is_some()),
        ("--mutation", mutation.is_some()),
    ];
    match given.iter().find(|(_, given)| *given) {
        Some((flag, _)) => heeds(strategy, flag),
        None => Ok(()),
    }
}

/// `Ok` if `strategy` heeds the command-line flag `flag`, else the refusal naming the
/// strategy that does.
pub fn heeds(strategy: Strategy, flag: &str) -> Result<(), String> {
    match Strategy::heeding_flag(flag) {
        Some(owner) if owner != strategy => Err(only_for(flag, owner)),
        _ => Ok(()),
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

/// The refusal of `flag`, which only `strategy` heeds.
pub fn only_for(flag: &str, strategy: Strategy) -> String {
    crate::t!(
        "error-flag-for-strategy",
        flag = flag,
        strategy = strategy.to_string()
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

/// The line that says the genetic search gave up without a solution.
pub fn gave_up(search: &Genetic) -> String {
    crate::t!(
        "error-genetic-gave-up",
        generations = search.generation().unwrap_or(0).to_string(),
        fitness = search.best_fitness().unwrap_or(0).to_string(),
        bound = genetic::max_fitness(search.n()).to_string()
    )
}

/// The tries' success rate, as `successes / tries = percent a try`.
pub fn success_rate(tries: las_vegas::Tries) -> String {
    let (wins, all) = (tries.succeeded, tries.started);
    let percent = 100.0 * f64::from(wins) / f64::from(all.max(1));
    format!("{wins} / {all} = {percent:.1}% a try")
}

/// The `trace --summary` lines of `breadth-first`: each level's size, and the memory held.
fn breadth_lines(search: &BreadthFirst) -> Vec<(&'static str, u64)> {
    vec![
        ("peak bytes", search.peak_bytes() as u64),
        // What depth-first search holds instead: one board and its stack, whatever n.
        ("depth-first", std::mem::size_of::<Solver>() as u64),
    ]
}

/// The line that says the breadth-first search stopped short.
fn out_of_memory(search: &BreadthFirst) -> String {
    crate::t!(
        "error-breadth-memory",
        rank = search.rank().to_string(),
        mib = (search.bound() >> 20).to_string()
    )
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
