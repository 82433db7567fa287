//! `nqueens count`: the number of solutions on stdout, progress and a summary on stderr.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::cli::CountArgs;
use crate::count::{CountError, CountResult, Progress, count};

/// The exit status of a run stopped by Ctrl-C (128 + SIGINT), as shells report it.
const INTERRUPTED: u8 = 130;

/// Counts shorter than this show no progress bar: it would only flicker.
const BAR_DELAY: Duration = Duration::from_millis(500);

/// How often the waiting thread checks for Ctrl-C and the bar's delay.
const POLL: Duration = Duration::from_millis(25);

/// Counts, and prints the number (or the JSON record) to stdout.
pub fn run(args: &CountArgs) -> color_eyre::Result<ExitCode> {
    let n = args.board.n();
    let threads = match args.threads {
        Some(t) => usize::from(t),
        None => thread::available_parallelism().map_or(1, |c| c.get()),
    };
    let cancel = Arc::new(AtomicBool::new(false));
    {
        let cancel = Arc::clone(&cancel);
        ctrlc::set_handler(move || cancel.store(true, Ordering::Relaxed))?;
    }
    let terminal = io::stderr().is_terminal();
    // Hidden until the count has run for BAR_DELAY, and only ever drawn on a terminal.
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
    bar.set_style(
        ProgressStyle::with_template("{percent:>3}% [{wide_bar}] {elapsed_precise}, ETA {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );

    let start = Instant::now();
    // The count runs on its own thread so this one can react to Ctrl-C at once, even while
    // the workers finish the subproblems they are in.
    let (tx, rx) = mpsc::channel();
    {
        let (bar, cancel) = (bar.clone(), Arc::clone(&cancel));
        thread::Builder::new()
            .name("nqueens-count".into())
            .spawn(move || {
                let on_progress = |p: Progress| {
                    bar.set_length(p.total);
                    bar.set_position(p.done);
                };
                // The receiver is gone only if the main thread has already returned.
                let _ = tx.send(count(n, threads, &on_progress, &cancel));
            })?;
    }
    let outcome = loop {
        match rx.recv_timeout(POLL) {
            Ok(outcome) => break outcome,
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                color_eyre::eyre::bail!("the counting thread stopped without a result")
            }
        }
        if cancel.load(Ordering::Relaxed) {
            break Err(CountError::Cancelled);
        }
        if terminal && bar.is_hidden() && start.elapsed() >= BAR_DELAY {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let result = match outcome {
        Ok(result) => result,
        Err(CountError::Cancelled) => return Ok(ExitCode::from(INTERRUPTED)),
        Err(e) => return Err(e.into()),
    };

    let mut out = io::stdout().lock();
    if args.json {
        writeln!(out, "{}", json(&result, seconds))?;
    } else if args.unique {
        writeln!(out, "{}", result.unique)?;
    } else {
        writeln!(out, "{}", result.total)?;
    }
    out.flush()?;
    if terminal {
        eprintln!("{}", summary(&result, seconds, threads));
    }
    Ok(ExitCode::SUCCESS)
}

/// The `--json` record, on one line.
fn json(r: &CountResult, seconds: f64) -> String {
    format!(
        r#"{{"n":{},"total":{},"unique":{},"seconds":{:.6},"nodes":{}}}"#,
        r.n, r.total, r.unique, seconds, r.nodes
    )
}

/// The one-line summary for a person watching stderr.
fn summary(r: &CountResult, seconds: f64, threads: usize) -> String {
    let rate = r.nodes as f64 / seconds.max(1e-9);
    format!(
        "n = {}: {} solutions, {} unique; {:.3} s, {:.1} M nodes/s on {} thread{}",
        r.n,
        r.total,
        r.unique,
        seconds,
        rate / 1e6,
        threads,
        if threads == 1 { "" } else { "s" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_has_every_field() {
        let r = CountResult {
            n: 8,
            total: 92,
            unique: 12,
            nodes: 345,
        };
        assert_eq!(
            json(&r, 0.25),
            r#"{"n":8,"total":92,"unique":12,"seconds":0.250000,"nodes":345}"#
        );
        assert!(summary(&r, 0.5, 1).contains("on 1 thread"));
    }
}
