//! `nqueens compare`: what each strategy's search costs as the board grows, a cell per
//! (strategy, n), printed as a table, CSV, JSON or an SVG chart.

use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use console::Term;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::count::Narrower;
use super::trace::{DEFAULT_SEED, seeded_names};
use super::{Failure, not_a_folder};
use crate::cli::{CompareArgs, CompareFormat};
use crate::compare::measure::{Plan, run_all};
use crate::compare::table::{self, Field};
use crate::compare::{Cell, chart};
use crate::files::{self, Replace};
use crate::solver::search::max_n;
use crate::stop::{self, POLL, Stop};
use crate::ui::kit::appearance::{Palette, series};
use ratatui::style::Color;

/// How long the cells run before the progress bar shows: a quick comparison draws none.
const BAR_DELAY: Duration = Duration::from_millis(500);

/// Runs the cells `args` ask for and prints them; on a stop signal, prints the cells done
/// (those under way with what they did, marked incomplete) and ends as the signal says.
pub fn run(args: &CompareArgs) -> color_eyre::Result<ExitCode> {
    let plan = plan_of(args).map_err(Failure::Usage)?;
    formats(args).map_err(Failure::Usage)?;
    let fields = args
        .fields
        .as_ref()
        .map_or_else(|| Field::ALL.to_vec(), |f| f.0.clone());
    let replace = if args.force {
        Replace::Allowed
    } else {
        Replace::Never
    };
    if let Some(path) = &args.out {
        not_a_folder("--out", path, "compare.txt")?;
        files::check_output(path, replace)?;
    }
    let stop = Stop::catch(&stop::SIGNALS)?;
    let (cells, signal) = measured(&plan, &stop)?;
    let text = match args.format {
        CompareFormat::Table => table::table(&cells, &fields),
        CompareFormat::Csv => table::csv(&cells, &fields),
        CompareFormat::Json => table::json(&cells, &fields),
        CompareFormat::Svg => chart::chart(&cells, args.page.unwrap_or_default(), &colours(args)),
    };
    give(&text, args.out.as_deref(), replace)?;
    Ok(signal.map_or(ExitCode::SUCCESS, stop::stopped_by))
}

/// The plan `args` ask for, checked: every strategy takes every size, and a seed is given
/// only where a strategy draws from it.
fn plan_of(args: &CompareArgs) -> Result<Plan, String> {
    let strategies = args.strategies.0.clone();
    let largest = *args.sizes.end();
    if let Some(&short) = strategies.iter().find(|&&s| max_n(s) < largest) {
        return Err(crate::t!(
            "error-compare-size",
            n = largest.to_string(),
            strategy = short.to_string(),
            max = max_n(short).to_string()
        ));
    }
    if args.seed.is_some() && !strategies.iter().any(|s| s.seeded()) {
        let [a, b, c] = seeded_names();
        return Err(crate::t!("error-compare-seed", a = a, b = b, c = c));
    }
    Ok(Plan {
        strategies,
        sizes: args.sizes.clone(),
        budget: args.budget,
        seed: args.seed.unwrap_or(DEFAULT_SEED),
    })
}

/// Refuses the options that only some formats heed, given with another: they would be
/// silently ignored.
fn formats(args: &CompareArgs) -> Result<(), String> {
    let svg = args.format == CompareFormat::Svg;
    if args.page.is_some() && !svg {
        return Err(crate::t!("error-compare-page"));
    }
    if args.theme.is_some() && !svg {
        return Err(crate::t!("error-compare-theme"));
    }
    if args.fields.is_some() && svg {
        return Err(crate::t!("error-compare-fields-svg"));
    }
    Ok(())
}

/// The colours of the chart's lines after the first: those of the theme asked for (the
/// standard one if none), as the screen's chart takes them; none where `NO_COLOR` is set (to
/// anything but nothing).
fn colours(args: &CompareArgs) -> Vec<chart::Rgb> {
    if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        return Vec::new();
    }
    series(args.theme.unwrap_or(Palette::Standard))
        .iter()
        .filter_map(|colour| match *colour {
            Color::Rgb(r, g, b) => Some((r, g, b)),
            _ => None,
        })
        .collect()
}

/// Runs the cells of `plan` on a thread of their own, so this one can draw the progress and
/// see a stop signal at once; returns the cells done, in order, and the signal if one came.
fn measured(plan: &Plan, stop: &Stop) -> io::Result<(Vec<Cell>, Option<i32>)> {
    let cancel = Arc::new(AtomicBool::new(false));
    let finished = Arc::new(AtomicU64::new(0));
    let worker = {
        let (plan, cancel, finished) = (plan.clone(), Arc::clone(&cancel), Arc::clone(&finished));
        thread::Builder::new()
            .name("nqueens-compare".into())
            .spawn(move || {
                run_all(&plan, &cancel, |_, _| {
                    finished.fetch_add(1, Ordering::Relaxed);
                })
            })?
    };
    let bar = Bar::new(plan.cells().len() as u64);
    let mut signal = None;
    while !worker.is_finished() {
        if signal.is_none()
            && let Some(sig) = stop.signal()
        {
            // The cells under way stop within a stretch of events and keep what they did.
            cancel.store(true, Ordering::Relaxed);
            signal = Some(sig);
        }
        bar.tick(finished.load(Ordering::Relaxed));
        thread::sleep(POLL);
    }
    bar.0.finish_and_clear();
    let cells = worker
        .join()
        .map_err(|_| io::Error::other(crate::t!("error-work-lost")))?;
    Ok((cells.into_iter().flatten().collect(), signal))
}

/// The progress bar, on standard error when it is a terminal, once the cells have run for
/// [`BAR_DELAY`].
struct Bar(ProgressBar, Instant);

impl Bar {
    fn new(cells: u64) -> Bar {
        let bar = ProgressBar::with_draw_target(Some(cells), ProgressDrawTarget::hidden());
        // The catalog places the bar's fields among its words.
        let template = crate::t!(
            "commands-compare-bar",
            done = "{pos}",
            all = "{len}",
            bar = "{wide_bar}",
            elapsed = "{elapsed_precise}"
        );
        bar.set_style(
            ProgressStyle::with_template(&template)
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Bar(bar, Instant::now())
    }

    /// Shows the bar once the cells have lasted, and moves it to `done` cells.
    fn tick(&self, done: u64) {
        if self.0.is_hidden() && self.1.elapsed() >= BAR_DELAY && io::stderr().is_terminal() {
            self.0
                .set_draw_target(ProgressDrawTarget::term_like_with_hz(
                    Box::new(Narrower(Term::buffered_stderr())),
                    20,
                ));
        }
        self.0.set_position(done);
    }
}

/// Writes `text` to `out` (made whole, never over a file unless `replace` allows), or to the
/// standard output.
fn give(text: &str, out: Option<&Path>, replace: Replace) -> color_eyre::Result<()> {
    match out {
        Some(path) => files::write_new_text(path, replace, text),
        None => {
            let mut stdout = crate::output::stdout();
            stdout.write_all(text.as_bytes())?;
            stdout.flush()?;
            Ok(())
        }
    }
}
