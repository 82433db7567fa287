//! The animation at top speed against `trace N --summary`, both running the whole search of
//! the same n in one run. The animation side is the real pacing loop ([`Pacer`]) drawing every
//! frame of the real view (planned, taken in by the state, drawn) into ratatui's `TestBackend` (what the terminal would be sent is
//! left out; in a real terminal only the changed cells are written).
//!
//! `cargo bench --bench animation` (n = 15, 5 rounds); `-- 13 3` picks n and rounds. Last,
//! the median time of one frame at 200×60 (the bar: under 2 ms).

mod common;

use common::{median, median_f64, numeric_args};
use std::time::{Duration, Instant};

use nqueens::app::{App, Options, Status};
use nqueens::commands::trace::summarize;
use nqueens::runtime::Pacer;
use nqueens::solver::Solver;
use nqueens::ui;
use nqueens::vocabulary::Speed;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The whole run's time, its frames, and the time spent drawing them.
fn animate(n: usize) -> (Duration, u64, Duration) {
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    let mut app = App::new(Options::new(n, Speed::Max, false));
    let start = Instant::now();
    let mut pacer = Pacer::new(start);
    let (mut frames, mut drawing) = (0, Duration::ZERO);
    while app.status() == Status::Running {
        pacer.advance(&mut app, Instant::now());
        let before = Instant::now();
        // As the loop draws: the state takes in the frame's plan first (the background
        // work it asks for is left undone, as no loop runs it here).
        terminal
            .draw(|frame| {
                ui::draw_prepared(frame, &mut app, Default::default());
            })
            .unwrap();
        let now = Instant::now();
        drawing += now - before;
        pacer.drew(now);
        frames += 1;
    }
    (start.elapsed(), frames, drawing)
}

/// The median time of one frame at `width`×`height`, drawn as the loop draws it, over the
/// first `frames` frames of the run at top speed (the search moving between them).
fn frame_time(n: usize, (width, height): (u16, u16), frames: usize) -> Duration {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut app = App::new(Options::new(n, Speed::Max, false));
    let mut times = Vec::with_capacity(frames);
    for _ in 0..frames {
        app.run_events(4096);
        let before = Instant::now();
        terminal
            .draw(|frame| {
                ui::draw_prepared(frame, &mut app, Default::default());
            })
            .unwrap();
        times.push(before.elapsed());
    }
    median(times)
}

/// The app's own stepping at top speed, in the animation's batches, without frames.
fn step_app(n: usize) -> Duration {
    let mut app = App::new(Options::new(n, Speed::Max, false));
    let start = Instant::now();
    while app.status() == Status::Running {
        app.run_events(4096);
    }
    start.elapsed()
}

fn main() {
    let args = numeric_args();
    let n = args.first().copied().unwrap_or(15);
    let rounds = args.get(1).copied().unwrap_or(5);
    let (mut summary, mut animation, mut frames, mut drawing, mut stepping) =
        (Vec::new(), Vec::new(), 0, Vec::new(), Vec::new());
    // Each round's own ratio: on a shared machine the pairs drift together.
    let mut ratios = Vec::new();
    for _ in 0..rounds {
        let s = summarize(&mut Solver::new(n), u64::MAX);
        summary.push(Duration::from_secs_f64(s.seconds));
        stepping.push(step_app(n));
        let (t, f, d) = animate(n);
        ratios.push(t.as_secs_f64() / summary.last().map_or(f64::NAN, Duration::as_secs_f64));
        animation.push(t);
        frames = f;
        drawing.push(d / u32::try_from(f.max(1)).unwrap_or(u32::MAX));
    }
    let (summary, animation) = (median(summary), median(animation));
    println!("n = {n}, {rounds} rounds, medians:");
    println!(
        "  trace --summary (stepping only)      {:>9.3} s",
        summary.as_secs_f64()
    );
    println!(
        "  animation at top speed ({frames} frames) {:>9.3} s",
        animation.as_secs_f64()
    );
    println!(
        "  ratio animation / summary, per round {:>9.3}   (target <= 1.3)",
        median_f64(ratios)
    );
    println!(
        "  the app's stepping alone (no frames) {:>9.3} s",
        median(stepping).as_secs_f64()
    );
    println!(
        "  drawing, median per frame            {:>9.3} ms",
        median(drawing).as_secs_f64() * 1e3
    );
    println!(
        "  one frame at 200x60, median of 300   {:>9.3} ms   (target < 2)",
        frame_time(n, (200, 60), 300).as_secs_f64() * 1e3
    );
}
