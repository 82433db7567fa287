//! The timeline: the run's length against `trace`, jumps against stepping, and the bar's
//! clicks against the jumps they ask for.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;

mod common;
use common::said;

use common::command;

use nqueens::app::heat::Heat;
use nqueens::app::{App, Options};
use nqueens::count::tree;
use nqueens::hitmap::Hit;
use nqueens::input::mouse_action;
use nqueens::solver::Event;
use nqueens::ui::{self, appearance::Appearance};
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event as TermEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::{Position, Rect};

/// The lines `nqueens trace N [--strategy S]` prints, counted as they stream.
fn trace_lines(n: usize, strategy: &str) -> u64 {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["trace", &n.to_string(), "--strategy", strategy])
        .stdout(Stdio::piped())
        .spawn()
        .expect("nqueens runs");
    let lines = BufReader::new(child.stdout.take().unwrap()).lines().count();
    assert!(child.wait().unwrap().success());
    lines as u64
}

/// The events of `trace`, parsed back, for n small enough to hold.
fn trace_events(n: usize, strategy: &str) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["trace", &n.to_string(), "--strategy", strategy])
        .output()
        .expect("nqueens runs");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_run_length_is_the_number_of_trace_lines() {
    let no = AtomicBool::new(false);
    for n in 1..=12 {
        let tree = tree::count(n, &no).unwrap();
        assert_eq!(tree.bitmask_events(), trace_lines(n, "bitmask"), "n = {n}");
        if n <= 10 {
            assert_eq!(tree.scan_events(n), trace_lines(n, "scan"), "n = {n}, scan");
        }
    }
}

/// A paused app of the `n` board with `strategy`, its run's length counted as the event loop
/// would have it counted, and its run surveyed ahead if `surveyed`.
fn app_with(n: usize, strategy: Strategy, surveyed: bool) -> App {
    let mut app = App::new(Options::new(n, Speed::PerSec(20), true));
    if strategy == Strategy::Scan {
        app.update(Action::ToggleStrategy);
    }
    common::with_background(app, n, surveyed)
}

fn app(n: usize, strategy: Strategy) -> App {
    app_with(n, strategy, false)
}

#[test]
fn event_k_lands_where_k_steps_land_for_every_k() {
    for (strategy, name, largest) in [
        (Strategy::Bitmask, "bitmask", 8),
        (Strategy::Scan, "scan", 6),
    ] {
        for (n, surveyed) in (1..=largest).flat_map(|n| [(n, false), (n, true)]) {
            let trace = trace_events(n, name);
            let total = trace.len();
            // Every K, in an order that jumps back and forth across the whole run; with the
            // run surveyed ahead, jumps forward start from its kept positions.
            let mut app = app_with(n, strategy, surveyed);
            // The scan's count at every event, from a search run one event at a time.
            let mut reference = app_with(n, strategy, false);
            let mut checks = vec![reference.checks().1];
            for _ in 0..total {
                reference.run_events(1);
                checks.push(reference.checks().1);
            }
            let stride = if total > 1 { 7919 % total + 1 } else { 1 };
            for i in 0..=total {
                let k = (i * stride) % (total + 1);
                command(&mut app, &format!("event {k}"));
                assert_eq!(app.search().event_number(), k as u64, "{name} n = {n}");
                let last = app.last_event().map(|e| e.to_string());
                let expected = k.checked_sub(1).map(|i| trace[i].clone());
                assert_eq!(last, expected, "{name} n = {n}: event {k}");
                let solutions = trace[..k]
                    .iter()
                    .filter(|l| l.starts_with("solution"))
                    .count();
                assert_eq!(app.catalog().total(), solutions as u64, "{name} n = {n}");
                assert_eq!(
                    app.checks().1,
                    checks[k],
                    "{name} n = {n}: the scan's count at {k}"
                );
            }
        }
    }
}

#[test]
fn jumps_across_thinned_kept_positions_land_exactly() {
    // n = 12 runs 2 million events: the kept positions have thinned several times over.
    let mut app = app(12, Strategy::Bitmask);
    app.update(Action::Faster);
    command(&mut app, "speed max");
    app.run_events(u64::MAX);
    assert!(app.solver().is_done());
    let total = app.search().event_number();
    let mut targets: Vec<u64> = (0..40).map(|i| (i * 7_654_321) % total).collect();
    targets.push(total);
    for &k in &targets {
        command(&mut app, &format!("event {k}"));
        assert_eq!(app.search().event_number(), k);
        // The same position as a fresh search stepped k times, with the same heat map.
        let mut fresh = nqueens::solver::Solver::new(12);
        let mut heat = Heat::new(12);
        for _ in 0..k {
            let event = fresh.step().unwrap();
            heat.record(event, fresh.queens());
        }
        assert_eq!(app.search().heat(), &heat, "event {k}");
        assert_eq!(app.solver().queens(), fresh.queens(), "event {k}");
        assert_eq!(app.last_event(), fresh.last_event(), "event {k}");
        assert_eq!(app.catalog().total(), fresh.counters().solutions);
    }
    // Past the end is refused, and nothing moves.
    command(&mut app, &format!("event {}", total + 1));
    assert_eq!(app.search().event_number(), total);
}

#[test]
fn d_stops_at_the_next_dead_end_and_backspace_at_the_previous_solution() {
    let mut app = app(6, Strategy::Bitmask);
    command(&mut app, "speed max");
    app.update(Action::RunToDeadEnd);
    while app.status() == nqueens::app::Status::Running {
        app.run_events(1_000);
    }
    assert!(matches!(app.last_event(), Some(Event::DeadEnd { .. })));
    // On to the second solution, then back to the first.
    for _ in 0..2 {
        app.update(Action::RunToSolution);
        while app.status() == nqueens::app::Status::Running {
            app.run_events(1_000);
        }
    }
    assert_eq!(app.catalog().total(), 2);
    app.update(Action::Step);
    app.update(Action::BackToSolution);
    assert_eq!(app.catalog().total(), 2, "back to the one just passed");
    assert!(matches!(
        app.last_event(),
        Some(Event::Solution { index: 2 })
    ));
    app.update(Action::BackToSolution);
    assert!(matches!(
        app.last_event(),
        Some(Event::Solution { index: 1 })
    ));
    assert_eq!(app.catalog().total(), 1);
    app.update(Action::BackToSolution);
    assert_eq!(
        said(&app).as_deref(),
        Some("no solution before this point"),
        "nothing before the first"
    );
}

#[test]
fn a_click_on_the_bar_jumps_to_its_share_of_the_run() {
    let mut app = app(8, Strategy::Bitmask);
    let area = Rect::new(0, 0, 120, 40);
    let mut buf = Buffer::empty(area);
    let drawn = ui::render(&app, Appearance::default(), area, &mut buf);
    // The bar: the line with the position mark.
    let mark = area
        .positions()
        .find(|&p| buf[p].symbol() == "◆")
        .expect("the bar is drawn");
    assert!(matches!(drawn.hits.at(mark), Some(Hit::Moment(0))));
    let total = app.search().timeline().total(Strategy::Bitmask).unwrap().0;
    let width = (mark.x..area.width)
        .take_while(|&x| {
            matches!(
                drawn.hits.at(Position::new(x, mark.y)),
                Some(Hit::Moment(_))
            )
        })
        .count() as u64;
    let middle = mark.x + u16::try_from(width / 2).unwrap();
    for kind in [
        MouseEventKind::Down(MouseButton::Left),
        MouseEventKind::Drag(MouseButton::Left),
    ] {
        let click = TermEvent::Mouse(MouseEvent {
            kind,
            column: middle,
            row: mark.y,
            modifiers: KeyModifiers::NONE,
        });
        let action = mouse_action(&click, &drawn.hits);
        let (Some(Action::JumpToMove(at)) | Some(Action::ScrubToMove(at))) = action else {
            panic!("a click on the bar jumps: {action:?}");
        };
        assert!(at.abs_diff(total / 2) <= total / width, "{at} of {total}");
        app.update(action.unwrap());
        assert_eq!(app.solver().counters().events(), at);
    }
    // The last cell is the end of the run.
    let end = Position::new(mark.x + u16::try_from(width - 1).unwrap(), mark.y);
    assert_eq!(drawn.hits.at(end), Some(Hit::Moment(total)));
}

#[test]
fn top_speed_over_events_already_counted_counts_the_strip_once() {
    use nqueens::app::timeline::BINS;
    let bins = |app: &App| -> Vec<(u64, u64)> {
        let strip = app.search().timeline().strip();
        let width = strip.width();
        (0..BINS as u64)
            .map(|b| strip.between(b * width, (b + 1) * width))
            .collect()
    };
    let n = 10;
    // One event at a time, straight through.
    let mut straight = App::new(Options::new(n, Speed::PerSec(1_000_000), false));
    while !straight.search().is_done() {
        straight.run_events(64);
    }
    // At top speed two thirds of the way, back to a third, and on to the end: the stretch
    // replayed is counted once, its bins as they were.
    let mut replayed = App::new(Options::new(n, Speed::Max, false));
    let total = straight.search().event_number();
    while replayed.search().event_number() < total * 2 / 3 {
        replayed.run_events(4_096);
    }
    let back = total / 3;
    command(&mut replayed, &format!("event {back}"));
    assert_eq!(replayed.search().event_number(), back);
    replayed.update(Action::TogglePause);
    while !replayed.search().is_done() {
        assert_eq!(replayed.status(), nqueens::app::Status::Running);
        replayed.run_events(4_096);
    }
    assert_eq!(bins(&replayed), bins(&straight));
    assert_eq!(replayed.search().heat(), straight.search().heat());
    assert_eq!(
        replayed.catalog().total(),
        straight.catalog().total(),
        "solutions"
    );
}
