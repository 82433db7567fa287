//! A step back (`b`) deep into the run of a strategy with no history of its own, which goes
//! back by taking up a copy kept along the run and replaying from it: its median time against
//! a step forward's, and the copies held (at most `MOST_KEPT` and `BYTES_KEPT`).
//!
//! `cargo bench --bench way_back` (forward-checking n = 12 and breadth-first n = 11, a million
//! events in, 200 steps back); `-- EVENTS PRESSES` picks the depth and the presses.

mod common;

use common::{median, numeric_args, time};

use nqueens::app::{App, Options};
use nqueens::vocabulary::{Action, Speed, Strategy};

/// A paused animation of `strategy` on the `n` board, `events` in (or at its end).
fn deep(strategy: Strategy, n: usize, events: u64) -> App {
    let mut app = App::new(Options {
        strategy,
        ..Options::new(n, Speed::PerSec(20), true)
    });
    let mut left = events;
    while left > 0 {
        let ran = app.run_events(left.min(1 << 20));
        if ran == 0 {
            break;
        }
        left -= ran;
    }
    app
}

fn main() {
    let args = numeric_args();
    let events = args.first().map_or(1_000_000, |&e| e as u64);
    let presses = args.get(1).copied().unwrap_or(200);
    for (strategy, n) in [
        (Strategy::ForwardChecking, 12),
        (Strategy::BreadthFirst, 11),
    ] {
        let mut app = deep(strategy, n, events);
        let at = app.search().event_number();
        let back: Vec<_> = (0..presses)
            .map(|_| time(|| app.update(Action::StepBack)).0)
            .collect();
        let (kept, bytes) = app.search().checkpoints_held().unwrap_or_default();
        let went = at - app.search().event_number();
        let mut app = deep(strategy, n, events);
        let forward: Vec<_> = (0..presses)
            .map(|_| time(|| app.update(Action::Step)).0)
            .collect();
        let (b, s) = (median(back), median(forward));
        println!(
            "{strategy} n = {n}, event {at}: b median {:.1} µs over {presses} presses ({went} events back), s median {:.1} µs, ratio {:.1}; {kept} copies, {:.1} MiB",
            b.as_secs_f64() * 1e6,
            s.as_secs_f64() * 1e6,
            b.as_secs_f64() / s.as_secs_f64(),
            bytes as f64 / f64::from(1 << 20)
        );
    }
}
