//! Every strategy steps back (`b`, a held `b`, `:event K` behind it, back to a solution, undo
//! and redo of those jumps): a strategy that keeps no history of its own is replayed from a
//! position kept along its run, and stands exactly where a fresh run forward to that event
//! stands, with the same screen.

mod common;
use common::{command, said, screen, text};

use nqueens::app::narration::Told;
use nqueens::app::{App, Options, Status};
use nqueens::solver::Event;
use nqueens::vocabulary::{Action, Speed, Strategy};

/// A paused search of the `n` board by `strategy`, drawing from `seed`.
fn paused(strategy: Strategy, n: usize, seed: u64) -> App {
    App::new(Options {
        strategy,
        seed,
        ..Options::new(n, Speed::PerSec(20), true)
    })
}

/// The same search, fresh, run forward to event `k` one step at a time.
fn stepped_to(strategy: Strategy, n: usize, seed: u64, k: u64) -> App {
    let mut app = paused(strategy, n, seed);
    while app.search().event_number() < k {
        app.update(Action::Step);
    }
    app
}

/// How many events the whole run takes, or `most` if it runs longer.
fn run_length(strategy: Strategy, n: usize, seed: u64, most: u64) -> u64 {
    let mut app = paused(strategy, n, seed);
    while app.search().event_number() < most && !app.search().is_done() {
        app.update(Action::Step);
    }
    app.search().event_number()
}

/// The screen at 120×40 with the narration hidden (it tells how the position was reached)
/// and without the message line (it answers the last key).
fn seen(app: &App) -> String {
    let mut app = app.clone();
    app.update(Action::ToggleNarration);
    let shown = text(&screen(&app, 120, 40));
    let lines: Vec<&str> = shown.lines().collect();
    lines[..lines.len() - 1].join("\n")
}

/// Asserts that `app` stands where `fresh` stands: the strategy's own state, the event, the
/// counters, the solutions found and the screen. (A backtracking strategy's screen is not
/// compared: its own step back forgets how many nodes lie under each queen of the stack,
/// marked `?`, and a run that has reached its end knows its length, which a fresh one
/// counts in the background.)
fn same_position(app: &App, fresh: &App, what: &str) {
    same_state(app, fresh, what);
    assert_eq!(seen(app), seen(fresh), "{what}: the screen");
}

/// As [`same_position`], but for the screen.
fn same_state(app: &App, fresh: &App, what: &str) {
    let (a, b) = (app.search(), fresh.search());
    assert_eq!(a.event_number(), b.event_number(), "{what}");
    assert_eq!(
        format!("{:?}", a.other()),
        format!("{:?}", b.other()),
        "{what}: the strategy's state"
    );
    assert_eq!(a.counters(), b.counters(), "{what}");
    assert_eq!(a.work(), b.work(), "{what}");
    assert_eq!(a.last_event(), b.last_event(), "{what}");
    assert_eq!(a.is_done(), b.is_done(), "{what}");
    assert_eq!(
        format!("{:?}", a.catalog()),
        format!("{:?}", b.catalog()),
        "{what}: the solutions found"
    );
}

/// The strategies that keep no history of their own (their way back is the replay), from
/// the registry.
fn forward_only() -> impl Iterator<Item = Strategy> {
    Strategy::ALL.into_iter().filter(|s| !s.backtracks())
}

#[test]
fn b_and_event_back_stand_where_a_fresh_run_forward_stands_for_every_strategy() {
    for strategy in Strategy::ALL {
        for (n, seed) in [(5, 0), (6, 4), (8, 4)] {
            let length = run_length(strategy, n, seed, 400);
            for (k, j) in [(length, 1), (length * 2 / 3, 3), (length / 2, 17)] {
                let j = j.min(k);
                let what = format!("{strategy} n = {n} seed {seed}: event {k} back {j}");
                let fresh = stepped_to(strategy, n, seed, k - j);
                let mut app = paused(strategy, n, seed);
                command(&mut app, &format!("event {k}"));
                assert_eq!(app.search().event_number(), k, "{what}");
                for _ in 0..j {
                    app.update(Action::StepBack);
                }
                let compare = if strategy.backtracks() {
                    same_state
                } else {
                    same_position
                };
                compare(&app, &fresh, &format!("{what} by b"));
                let mut jumped = paused(strategy, n, seed);
                command(&mut jumped, &format!("event {k}"));
                command(&mut jumped, &format!("event {}", k - j));
                compare(&jumped, &fresh, &format!("{what} by :event"));
            }
        }
    }
}

#[test]
fn b_repeated_goes_back_to_the_start_and_says_so_there() {
    for strategy in forward_only() {
        let k = run_length(strategy, 6, 1, 60);
        let mut app = paused(strategy, 6, 1);
        command(&mut app, &format!("event {k}"));
        for _ in 0..k {
            app.update(Action::StepBack);
        }
        same_position(
            &app,
            &paused(strategy, 6, 1),
            &format!("{strategy} at its start"),
        );
        app.update(Action::StepBack);
        assert!(
            said(&app).is_some_and(|note| note.contains("start")),
            "{strategy}: {:?}",
            said(&app)
        );
        assert_eq!(app.search().event_number(), 0);
    }
}

#[test]
fn b_then_forward_again_replays_the_same_events() {
    for strategy in forward_only() {
        for seed in [0, 7] {
            let mut app = paused(strategy, 7, seed);
            let mut ahead = Vec::new();
            for _ in 0..120 {
                app.update(Action::Step);
                ahead.push(app.last_event());
            }
            let k = app.search().event_number();
            let j = 25.min(k);
            let mut undone = Vec::new();
            for _ in 0..j {
                undone.push(app.last_event());
                app.update(Action::StepBack);
            }
            let told: Vec<Event> = app
                .search()
                .narration()
                .lines()
                .filter_map(|line| match line {
                    Told::BackOver { event, .. } => Some(*event),
                    _ => None,
                })
                .collect();
            let last_undone: Vec<Event> = undone
                .iter()
                .rev()
                .take(told.len())
                .rev()
                .flatten()
                .copied()
                .collect();
            assert_eq!(
                told, last_undone,
                "{strategy}: the narration tells the events undone"
            );
            let mut again = Vec::new();
            for _ in 0..j {
                app.update(Action::Step);
                again.push(app.last_event());
            }
            let k = usize::try_from(k).unwrap();
            let j = usize::try_from(j).unwrap();
            assert_eq!(again, ahead[k - j..k], "{strategy} seed {seed}");
            same_position(
                &app,
                &stepped_to(strategy, 7, seed, k as u64),
                &format!("{strategy}"),
            );
        }
    }
}

#[test]
fn a_held_b_rewinds_every_strategy_and_stops_where_it_is_let_go() {
    for strategy in forward_only() {
        // A seed whose run is long enough to rewind over (a local search may be lucky).
        let (seed, k) = (0..50)
            .map(|seed| (seed, run_length(strategy, 8, seed, 3_000)))
            .find(|&(_, k)| k >= 20)
            .expect("a run of 20 events");
        let mut app = paused(strategy, 8, seed);
        command(&mut app, &format!("event {k}"));
        // From the end, the held key first leaves it (a step back).
        let left_the_end = u64::from(app.search().is_done());
        app.update(Action::RewindHeld);
        assert!(app.search().rewinding(), "{strategy}");
        let back = app.run_events(k / 2);
        assert_eq!(back, k / 2, "{strategy}");
        app.update(Action::RewindReleased);
        assert_eq!(app.status(), Status::Paused, "{strategy}");
        same_position(
            &app,
            &stepped_to(strategy, 8, seed, k - left_the_end - k / 2),
            &format!("{strategy}"),
        );
    }
}

#[test]
fn undo_and_redo_of_a_jump_back_put_each_position_back_exactly() {
    for strategy in forward_only() {
        let k = run_length(strategy, 8, 4, 500);
        let m = k / 3;
        let mut app = paused(strategy, 8, 4);
        command(&mut app, &format!("event {k}"));
        command(&mut app, &format!("event {m}"));
        same_position(
            &app,
            &stepped_to(strategy, 8, 4, m),
            &format!("{strategy} jumped back"),
        );
        app.update(Action::Undo);
        same_position(
            &app,
            &stepped_to(strategy, 8, 4, k),
            &format!("{strategy} undone"),
        );
        app.update(Action::Redo);
        same_position(
            &app,
            &stepped_to(strategy, 8, 4, m),
            &format!("{strategy} redone"),
        );
        // A step back after the redo goes on from there, as from a fresh run.
        if m > 0 {
            app.update(Action::StepBack);
            same_position(
                &app,
                &stepped_to(strategy, 8, 4, m - 1),
                &format!("{strategy} b"),
            );
        }
    }
}

#[test]
fn back_to_a_solution_goes_to_the_event_that_found_it() {
    for strategy in forward_only() {
        let mut app = paused(strategy, 6, 0);
        app.update(Action::RunToSolution);
        while app.status() == Status::Running {
            app.run_events(1_000);
        }
        let found = app.catalog().total();
        if found == 0 {
            continue;
        }
        let at = app.search().event_number();
        command(&mut app, &format!("event {}", at + 5));
        if app.search().event_number() <= at {
            continue;
        }
        app.update(Action::BackToSolution);
        same_position(
            &app,
            &stepped_to(strategy, 6, 0, at),
            &format!("{strategy}"),
        );
        assert!(
            matches!(app.last_event(), Some(Event::Solution { .. })),
            "{strategy}"
        );
    }
}
