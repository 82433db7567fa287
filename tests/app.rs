//! The application state driven through `update(Action)` and `tick`, without a terminal.

use std::time::Duration;

mod common;
use common::{said, words};

use common::command;
use nqueens::app::{App, Effect, Mode, Options, Overlay, Status};
use nqueens::solver::{Event, Solver};
use nqueens::vocabulary::Speed;
use nqueens::vocabulary::{Action, Viewport};

fn app(n: usize) -> App {
    App::new(Options::new(n, Speed::PerSec(20), false))
}

#[test]
fn space_pauses_and_resumes() {
    let mut app = app(8);
    assert_eq!(app.status(), Status::Running);
    app.update(Action::TogglePause);
    assert_eq!(app.status(), Status::Paused);
    app.update(Action::TogglePause);
    assert_eq!(app.status(), Status::Running);
}

#[test]
fn paused_time_is_not_running_time_and_runs_nothing() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    assert_eq!(app.tick(Duration::from_secs(5)), 0);
    assert_eq!(app.elapsed(), Duration::ZERO);
    assert_eq!(app.time_to_next_event(), None, "nothing to wake up for");
    app.update(Action::TogglePause);
    app.tick(Duration::from_millis(300));
    assert_eq!(app.elapsed(), Duration::from_millis(300));
}

#[test]
fn events_fall_due_at_the_set_speed() {
    let mut app = app(8);
    // 20 events/s: one every 50 ms, fractions carried over.
    assert_eq!(app.tick(Duration::from_millis(30)), 0);
    assert_eq!(app.tick(Duration::from_millis(30)), 1);
    let wait = app.time_to_next_event().unwrap();
    assert!(
        wait > Duration::from_millis(35) && wait <= Duration::from_millis(40),
        "{wait:?}"
    );
    assert_eq!(
        App::new(Options::new(8, Speed::Max, false)).tick(Duration::from_millis(1)),
        u64::MAX
    );
}

#[test]
fn step_pauses_first_then_runs_exactly_one_event() {
    let mut app = app(6);
    app.update(Action::Step);
    assert_eq!(app.status(), Status::Paused);
    assert_eq!(app.last_event(), Some(Event::Place { row: 0, col: 0 }));
    for _ in 0..4 {
        app.update(Action::Step);
    }
    assert_eq!(
        app.solver().queens(),
        &[0, 2, 4, 1, 3],
        "five queens in search order"
    );
    assert_eq!(app.solver().counters().placements, 5);
}

#[test]
fn enter_runs_to_the_next_solution_then_pauses() {
    let mut app = App::new(Options::new(8, Speed::Max, true));
    app.update(Action::RunToSolution);
    assert_eq!(app.status(), Status::Running);
    app.run_events(u64::MAX);
    assert_eq!(app.status(), Status::Paused);
    assert_eq!(app.last_event(), Some(Event::Solution { index: 1 }));
    let mut reference = Solver::new(8);
    reference.next_solution();
    assert_eq!(app.solver().queens(), reference.queens());
    // Again: the second solution.
    app.update(Action::RunToSolution);
    app.run_events(u64::MAX);
    assert_eq!(app.last_event(), Some(Event::Solution { index: 2 }));
}

#[test]
fn speed_changes_stop_at_one_event_per_second_and_at_max() {
    let mut app = app(8);
    for _ in 0..40 {
        app.update(Action::Slower);
    }
    assert_eq!(app.speed(), Speed::PerSec(1));
    app.update(Action::Faster);
    assert_eq!(app.speed(), Speed::PerSec(2));
    for _ in 0..40 {
        app.update(Action::Faster);
    }
    assert_eq!(app.speed(), Speed::Max);
}

#[test]
fn changing_n_mid_run_restarts_at_once_and_keeps_running() {
    let mut app = app(8);
    app.run_events(100);
    app.update(Action::Grow);
    assert_eq!(app.n(), 9);
    assert_eq!(app.status(), Status::Running);
    assert_eq!(app.solver().counters().events(), 0);
    assert_eq!(app.elapsed(), Duration::ZERO);
    app.update(Action::Shrink);
    app.update(Action::Shrink);
    assert_eq!(app.n(), 7);
}

#[test]
fn changing_n_while_paused_waits_paused() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    app.update(Action::Step);
    app.update(Action::Grow);
    assert_eq!((app.n(), app.status()), (9, Status::Paused));
    app.update(Action::Restart);
    assert_eq!(app.status(), Status::Paused);
    assert_eq!(app.last_event(), None);
}

#[test]
fn n_stays_within_1_and_32() {
    let mut app = app(1);
    app.update(Action::Shrink);
    assert_eq!(app.n(), 1);
    assert!(said(&app).as_deref().is_some());
    let mut app = self::app(32);
    app.update(Action::Grow);
    assert_eq!(app.n(), 32);
    assert!(said(&app).as_deref().is_some());
}

#[test]
fn a_finished_search_is_done_and_restart_runs_it_again() {
    let mut app = App::new(Options::new(6, Speed::Max, false));
    app.run_events(u64::MAX);
    assert_eq!(app.status(), Status::Done);
    assert_eq!(app.solver().counters().solutions, 4);
    app.update(Action::TogglePause);
    app.update(Action::Step);
    assert_eq!(app.status(), Status::Done, "nothing left to run");
    app.update(Action::Restart);
    assert_eq!(app.status(), Status::Running);
    assert_eq!(app.solver().counters().solutions, 0);
    app.run_events(u64::MAX);
    app.update(Action::Grow);
    assert_eq!((app.n(), app.status()), (7, Status::Running));
}

#[test]
fn help_opens_and_closes() {
    let mut app = app(8);
    app.update(Action::ToggleHelp);
    assert_eq!(app.overlay(), Overlay::Help);
    app.update(Action::Back);
    assert_eq!(app.overlay(), Overlay::None);
    app.update(Action::ToggleHelp);
    app.update(Action::ToggleHelp);
    assert_eq!(app.overlay(), Overlay::None);
}

#[test]
fn quit_asks_the_loop_to_leave() {
    let mut app = app(8);
    // The first action of a new search also asks for its run's length to be counted.
    let first = app.update(Action::TogglePause);
    assert!(
        matches!(first.as_slice(), [Effect::CountTree(wanted)] if wanted.n == 8),
        "{first:?}"
    );
    assert_eq!(app.update(Action::TogglePause), Vec::new());
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
}

#[test]
fn b_steps_back_one_event_and_s_replays_it() {
    let mut app = app(6);
    for _ in 0..7 {
        app.update(Action::Step);
    }
    let after_seven = app.solver().clone();
    app.update(Action::StepBack);
    assert_eq!(app.status(), Status::Paused);
    assert_eq!(app.solver().counters().events(), 6);
    app.update(Action::Step);
    assert_eq!(app.solver(), &after_seven);
    for _ in 0..7 {
        app.update(Action::StepBack);
    }
    assert_eq!(app.solver(), &Solver::new(6));
    assert_eq!(app.last_event(), None);
    app.update(Action::StepBack);
    assert!(said(&app).as_deref().is_some(), "nothing before the start");
}

#[test]
fn stepping_back_over_solutions_takes_them_out_of_the_list() {
    let mut app = App::new(Options::new(6, Speed::Max, false));
    app.run_events(u64::MAX);
    assert_eq!((app.status(), app.catalog().total()), (Status::Done, 4));
    // Step back from the end until the last solution is taken back.
    let mut undone = 0;
    while app.catalog().total() == 4 {
        app.update(Action::StepBack);
        undone += 1;
    }
    assert_eq!(
        app.status(),
        Status::Paused,
        "a finished search stepped back is paused"
    );
    assert_eq!(app.catalog().total(), 3);
    assert_eq!(app.solver().counters().solutions, 3);
    for _ in 0..undone {
        app.update(Action::Step);
    }
    assert_eq!(app.catalog().total(), 4, "replayed forward, found again");
}

#[test]
fn a_held_step_back_key_rewinds_at_the_current_speed_until_let_go() {
    let mut app = App::new(Options::new(8, Speed::PerSec(100), true));
    for _ in 0..200 {
        app.update(Action::Step);
    }
    app.update(Action::StepBack);
    app.update(Action::RewindHeld);
    assert_eq!(app.status(), Status::Running);
    assert!(app.rewinding());
    // 100 ms at 100 events/s: 10 events back.
    let due = app.tick(Duration::from_millis(100));
    assert_eq!(app.run_events(due), 10);
    assert_eq!(app.solver().counters().events(), 199 - 10);
    // No repeat of the key for longer than the hold: the rewind stops, paused.
    app.tick(Duration::from_millis(200));
    assert_eq!(app.status(), Status::Paused);
    assert!(!app.rewinding());
}

#[test]
fn a_rewind_stops_at_the_start() {
    let mut app = App::new(Options::new(8, Speed::Max, true));
    for _ in 0..30 {
        app.update(Action::Step);
    }
    app.update(Action::RewindHeld);
    let due = app.tick(Duration::from_millis(10));
    assert_eq!(app.run_events(due), 30);
    assert_eq!(app.status(), Status::Paused);
    assert_eq!(app.solver(), &Solver::new(8));
}

#[test]
fn t_switches_strategy_mid_search_without_losing_the_place() {
    use nqueens::vocabulary::Strategy;
    let mut app = App::new(Options::new(6, Speed::PerSec(20), true));
    for _ in 0..5 {
        app.update(Action::Step);
    }
    let queens = app.solver().queens().to_vec();
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::Scan);
    assert_eq!(app.solver().queens(), queens.as_slice());
    app.update(Action::Step);
    assert!(
        matches!(app.last_event(), Some(Event::Try { .. })),
        "{:?}",
        app.last_event()
    );
    // Scan and bitmask find the same solutions.
    app.update(Action::Faster);
    let mut scan = App::new(Options::new(6, Speed::Max, false));
    scan.update(Action::ToggleStrategy);
    while scan.status() != Status::Done {
        scan.run_events(10);
    }
    assert_eq!(scan.catalog().total(), 4);
    let (bitmask_checks, scan_checks) = scan.checks();
    assert!(
        scan_checks.unwrap().scan > bitmask_checks,
        "the scan tests far more"
    );
    // A restart keeps the strategy.
    scan.update(Action::Restart);
    assert_eq!(scan.strategy(), Strategy::Scan);
    assert_eq!(
        scan.checks(),
        (1, Some(nqueens::solver::probe::Costs::default()))
    );
}

#[test]
fn scan_steps_back_and_replays() {
    let mut app = App::new(Options::new(6, Speed::PerSec(20), true));
    app.update(Action::ToggleStrategy);
    let mut events = Vec::new();
    for _ in 0..60 {
        app.update(Action::Step);
        events.push(app.last_event());
    }
    let checks = app.checks();
    for _ in 0..30 {
        app.update(Action::StepBack);
    }
    assert_eq!(app.last_event(), events[29]);
    for _ in 0..30 {
        app.update(Action::Step);
    }
    assert_eq!(app.last_event(), events[59]);
    assert_eq!(
        app.checks(),
        checks,
        "checks step back and forward with the board"
    );
}

#[test]
fn the_help_scrolls_within_what_the_view_reports() {
    let mut app = app(8);
    app.update(Action::ToggleHelp);
    app.update(Action::Viewport(Viewport {
        list_rows: 10,
        help_max_scroll: 12,
        ..Viewport::default()
    }));
    app.update(Action::ScrollHelp(10));
    app.update(Action::ScrollHelp(10));
    assert_eq!(app.help_scroll(), 12);
    app.update(Action::ScrollHelp(-100));
    assert_eq!(app.help_scroll(), 0);
    app.update(Action::ScrollHelp(3));
    app.update(Action::ToggleHelp);
    app.update(Action::ToggleHelp);
    assert_eq!(app.help_scroll(), 0, "opens at the top");
}

#[test]
fn undo_puts_back_what_a_restart_a_change_of_n_or_a_rewind_threw_away() {
    let mut app = App::new(Options::new(8, Speed::Max, true));
    for _ in 0..500 {
        app.update(Action::Step);
    }
    let before = app.solver().clone();
    let found = app.catalog().total();
    assert!(found > 0);
    app.update(Action::Restart);
    assert_eq!(app.solver().counters().events(), 0);
    app.update(Action::Undo);
    assert_eq!(app.solver(), &before, "exactly where it was");
    assert_eq!(app.catalog().total(), found, "with the solutions found");
    assert_eq!(app.status(), Status::Paused);
    assert!(said(&app).as_deref().unwrap().starts_with("undone"));

    app.update(Action::Grow);
    for _ in 0..7 {
        app.update(Action::Step);
    }
    let nine = app.solver().clone();
    app.update(Action::Grow);
    app.update(Action::Grow);
    assert_eq!(app.n(), 11);
    app.update(Action::Undo);
    assert_eq!(
        (app.n(), app.solver()),
        (9, &nine),
        "n = 10 was never run: nothing of it to keep"
    );
    app.update(Action::Undo);
    assert_eq!((app.n(), app.solver()), (8, &before));

    // A long rewind, which starts as two presses before the hold is recognised: the position
    // before the first of them comes back.
    app.update(Action::StepBack);
    app.update(Action::StepBack);
    app.update(Action::RewindHeld);
    let due = app.tick(Duration::from_millis(10));
    app.run_events(due);
    assert_eq!(app.solver(), &Solver::new(8));
    app.update(Action::Undo);
    assert_eq!(app.solver(), &before);
    app.update(Action::Undo);
    assert_eq!(said(&app).as_deref(), Some("nothing to undo"));
}

#[test]
fn letting_go_of_the_step_back_key_stops_the_rewind_at_once() {
    let mut app = App::new(Options::new(8, Speed::PerSec(100), true));
    for _ in 0..50 {
        app.update(Action::Step);
    }
    app.update(Action::RewindHeld);
    assert!(app.rewinding());
    app.update(Action::RewindReleased);
    assert!(!app.rewinding());
    assert_eq!(app.status(), Status::Paused);
    assert_eq!(app.tick(Duration::from_millis(100)), 0, "nothing more runs");
}

#[test]
fn the_clock_is_the_search_s_own_time_and_the_rate_says_what_it_is() {
    use nqueens::app::search::Pace;
    let mut app = App::new(Options::new(8, Speed::PerSec(100), false));
    assert_eq!(app.search().pace(), Pace::Measuring);
    for _ in 0..60 {
        let due = app.tick(Duration::from_millis(10));
        app.run_events(due);
    }
    assert_eq!(app.elapsed(), Duration::from_millis(600));
    let Pace::Measured(rate) = app.search().pace() else {
        panic!("{:?}", app.search().pace());
    };
    assert!((rate - 100.0).abs() < 10.0, "{rate}");
    // Rewinding undoes work: the clock stands still.
    app.update(Action::RewindHeld);
    let due = app.tick(Duration::from_millis(100));
    app.run_events(due);
    assert_eq!(app.elapsed(), Duration::from_millis(600));
    app.update(Action::TogglePause);
    assert_eq!(app.search().pace(), Pace::Set(Speed::PerSec(100)));
    // Done: the average over the run.
    let mut done = App::new(Options::new(6, Speed::Max, false));
    while done.status() != Status::Done {
        let due = done.tick(Duration::from_millis(1));
        done.run_events(due.min(100));
    }
    let Pace::Average(Some(average)) = done.search().pace() else {
        panic!("{:?}", done.search().pace());
    };
    let events = done.solver().counters().events() as f64;
    assert!((average - events / done.elapsed().as_secs_f64()).abs() < 1e-6);
}

#[test]
fn a_clicked_square_names_every_queen_that_attacks_it_rank_included() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    for _ in 0..3 {
        app.update(Action::Step); // a8, c7, e6
    }
    app.update(Action::SelectSquare { row: 0, col: 5 });
    assert_eq!(
        said(&app).as_deref(),
        Some("f8 is attacked by the queen on a8 (rank)")
    );
    app.update(Action::SelectSquare { row: 0, col: 1 });
    assert_eq!(
        said(&app).as_deref(),
        Some("b8 is attacked by the queens on a8 (rank), c7 (╲ diagonal)")
    );
}

#[test]
fn a_speed_the_machine_cannot_keep_does_not_hold_up_the_loop() {
    use nqueens::runtime::Pacer;
    use std::time::Instant;
    let mut app = App::new(Options::new(16, Speed::PerSec(1_000_000_000), false));
    let start = Instant::now();
    let mut pacer = Pacer::new(start);
    pacer.drew(start);
    // A second's worth at 10⁹ events/s is owed; one pass of the loop must still come back
    // about a frame later, not after millions of events (it took seconds before).
    pacer.advance(&mut app, start + Duration::from_secs(1));
    assert!(
        start.elapsed() < Duration::from_millis(1500),
        "{:?}",
        start.elapsed()
    );
    assert!(app.solver().counters().events() > 0);
}

#[test]
fn the_command_line_runs_commands_and_keeps_a_bad_one_with_its_error() {
    use nqueens::vocabulary::Strategy;
    let mut app = App::new(Options::new(8, Speed::Max, false));
    app.run_events(u64::MAX);
    command(&mut app, "speed 500");
    assert_eq!(app.speed(), Speed::PerSec(500));
    command(&mut app, "strategy scan");
    assert_eq!(app.strategy(), Strategy::Scan);
    command(&mut app, "12");
    assert_eq!(app.browser().view(92).map(|(at, _)| at), Some(11));
    command(&mut app, "solution 92");
    assert_eq!(app.browser().view(92).map(|(at, _)| at), Some(91));
    // A bad command stays on the line, with the error under it.
    command(&mut app, "forest");
    let line = app.view().prompt.line.clone().expect("still open");
    assert_eq!(line.text, "forest");
    assert_eq!(
        words(line.note.as_ref()).as_deref(),
        Some("no command `forest`; Tab lists them")
    );
    app.update(Action::Back);
    assert!(app.view().prompt.line.is_none(), "Esc closes it");
    // ↑ brings back what ran before.
    app.update(Action::OpenCommand);
    app.update(Action::CommandHistory(-1));
    assert_eq!(app.view().prompt.line.clone().unwrap().text, "forest");
    app.update(Action::Back);
    match command(&mut app, "write sub/x.txt").as_slice() {
        [Effect::Write(request)] => {
            assert_eq!(
                request.path.as_deref(),
                Some(std::path::Path::new("sub/x.txt"))
            );
        }
        other => panic!("{other:?}"),
    }
    command(&mut app, "n 6");
    assert_eq!(app.n(), 6);
    assert_eq!(
        said(&app).as_deref(),
        Some("n = 6: a new search"),
        "done, and said so"
    );
    command(&mut app, "n 40");
    assert_eq!(app.n(), 6);
    let line = app
        .view()
        .prompt
        .line
        .clone()
        .expect("a refused command stays");
    assert_eq!(line.text, "n 40");
    assert_eq!(
        words(line.note.as_ref()).as_deref(),
        Some(
            "n = 40: scan searches boards up to 32; min-conflicts animates up to 999 (:strategy min-conflicts first)"
        )
    );
    app.update(Action::Back);
    // Solution numbers count all solutions, even in the class listing.
    app.update(Action::ToggleUnique);
    command(&mut app, "solution 5");
    assert_eq!(
        app.browser().listing(),
        nqueens::solver::catalog::Listing::All
    );
    assert_eq!(command(&mut app, "quit"), vec![Effect::Quit]);
}

#[test]
fn the_time_of_the_events_that_end_a_run_is_counted() {
    use nqueens::runtime::Pacer;
    use std::time::Instant;
    // n = 6 ends within one pass of the loop at top speed: no later tick would count it.
    let mut app = App::new(Options::new(6, Speed::Max, false));
    let start = Instant::now();
    let mut pacer = Pacer::new(start);
    pacer.drew(start);
    pacer.advance(&mut app, Instant::now());
    assert_eq!(app.status(), Status::Done);
    assert!(app.elapsed() > Duration::ZERO, "{:?}", app.elapsed());
}

/// The event lines of `nqueens trace N --strategy NAME` (min-conflicts with its default seed):
/// min-conflicts' dealt boards, the `place` lines after each `start`, are no events of theirs.
fn trace_lines(strategy: &str, n: usize) -> Vec<String> {
    let mut lines = common::output_lines(&["trace", &n.to_string(), "--strategy", strategy]);
    if strategy == "min-conflicts" {
        lines.retain(|line| !line.starts_with("place "));
    }
    lines
}

/// A paused search of `n` with `strategy`.
fn with_strategy(n: usize, strategy: nqueens::vocabulary::Strategy) -> App {
    App::new(Options {
        strategy,
        ..Options::new(n, Speed::PerSec(20), true)
    })
}

#[test]
fn every_new_strategy_animates_the_events_trace_prints_and_finds_its_solutions() {
    use nqueens::vocabulary::Strategy;
    for (strategy, n, solutions) in [
        (Strategy::Permutations, 5, 10),
        (Strategy::Permutations, 6, 4),
        (Strategy::Bruteforce, 4, 2),
        (Strategy::MinConflicts, 8, 1),
        (Strategy::MinConflicts, 3, 0),
    ] {
        let trace = trace_lines(strategy.name(), n);
        let mut app = with_strategy(n, strategy);
        let mut events = Vec::new();
        while app.status() != Status::Done {
            app.update(Action::Step);
            if let Some(event) = app.last_event()
                && events.len() < trace.len()
            {
                events.push(event.to_string());
            }
            assert!(
                events.len() <= trace.len(),
                "{strategy} {n}: ran past the trace"
            );
        }
        assert_eq!(events, trace, "{strategy} {n}");
        assert_eq!(app.search().event_number(), trace.len() as u64);
        assert_eq!(app.catalog().total(), solutions, "{strategy} {n}");
        if strategy != Strategy::MinConflicts {
            assert_eq!(
                app.search().total_events(),
                Some((trace.len() as u64, true)),
                "{strategy} {n}: the total shown is the trace's length"
            );
        } else {
            assert!(!app.search().has_fixed_length());
        }
    }
}

#[test]
fn the_complete_board_totals_are_the_lengths_of_their_traces() {
    use nqueens::vocabulary::Strategy;
    for n in 1..=6 {
        for strategy in [Strategy::Permutations, Strategy::Bruteforce] {
            let app = with_strategy(n, strategy);
            let total = app.search().total_events().map(|(t, _)| t);
            assert_eq!(total, Some(trace_lines(strategy.name(), n).len() as u64));
        }
    }
}

#[test]
fn min_conflicts_follows_the_seed() {
    use nqueens::vocabulary::Strategy;
    let run = |seed: u64| {
        let mut app = App::new(Options {
            strategy: Strategy::MinConflicts,
            seed,
            ..Options::new(12, Speed::PerSec(20), true)
        });
        (0..40)
            .filter_map(|_| {
                app.update(Action::Step);
                app.last_event().map(|e| e.to_string())
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(run(5), run(5));
    assert_ne!(run(5), run(6));
}

#[test]
fn t_cycles_through_every_strategy_and_returns_to_the_backtracking_search_where_it_was() {
    use nqueens::vocabulary::Strategy;
    let mut app = App::new(Options::new(6, Speed::PerSec(20), true));
    for _ in 0..7 {
        app.update(Action::Step);
    }
    let queens = app.solver().queens().to_vec();
    let mut seen = vec![app.strategy()];
    for _ in 0..Strategy::ANIMATED.len() {
        app.update(Action::ToggleStrategy);
        seen.push(app.strategy());
        assert_eq!(app.status(), Status::Paused, "a paused search stays paused");
        if !app.strategy().backtracks() {
            assert_eq!(app.search().event_number(), 0, "{}", app.strategy());
            let note = said(&app).unwrap_or_default();
            assert!(
                note.contains("starts its own search from the beginning"),
                "{note}"
            );
            app.update(Action::Step);
        }
    }
    // The cycle the registry makes: its order with the ones marked last in the cycle at the
    // end, from the bitmask back to it, each strategy once.
    let (first, last): (Vec<Strategy>, Vec<Strategy>) = Strategy::ALL
        .into_iter()
        .partition(|s| !s.about().last_in_cycle);
    let mut expected: Vec<Strategy> = first.into_iter().chain(last).collect();
    assert_eq!(expected[0], Strategy::Bitmask);
    expected.push(Strategy::Bitmask);
    assert_eq!(seen, expected);
    assert_eq!(app.solver().queens(), queens.as_slice());
    assert_eq!(app.search().event_number(), 7);
    assert!(
        said(&app)
            .as_deref()
            .unwrap_or_default()
            .contains("where it was")
    );
    // Running, a switch runs on.
    app.update(Action::TogglePause);
    for _ in 0..4 {
        app.update(Action::ToggleStrategy);
    }
    assert_eq!(app.strategy(), Strategy::Permutations);
    assert_eq!(app.status(), Status::Running);
}

#[test]
fn the_strategy_command_takes_every_strategy() {
    use nqueens::vocabulary::Strategy;
    let mut app = app(8);
    for strategy in [
        Strategy::MinConflicts,
        Strategy::Bruteforce,
        Strategy::Scan,
        Strategy::Arrays,
        Strategy::Permutations,
        Strategy::Matrix,
        Strategy::Bitmask,
    ] {
        command(&mut app, &format!("strategy {strategy}"));
        assert_eq!(app.strategy(), strategy);
    }
    command(&mut app, "strategy bitmask");
    assert_eq!(said(&app).as_deref(), Some("strategy bitmask already"));
    // The heat map is the backtracking search's: it goes when another strategy takes over,
    // and that strategy refuses it.
    command(&mut app, "heat");
    assert!(matches!(app.view().side, nqueens::app::view::Side::Heat(_)));
    command(&mut app, "strategy permutations");
    assert_eq!(app.view().side, nqueens::app::view::Side::None);
    command(&mut app, "heat");
    let line = app
        .view()
        .prompt
        .line
        .clone()
        .expect("the error keeps it open");
    assert!(
        words(line.note.as_ref())
            .unwrap_or_default()
            .contains("heat map")
    );
}

#[test]
fn strategies_without_a_history_of_their_own_step_back_by_replaying() {
    use nqueens::vocabulary::Strategy;
    for strategy in [
        Strategy::Permutations,
        Strategy::Bruteforce,
        Strategy::MinConflicts,
    ] {
        let mut app = with_strategy(6, strategy);
        let mut seen = Vec::new();
        for _ in 0..10 {
            app.update(Action::Step);
            seen.push(app.last_event());
        }
        app.update(Action::StepBack);
        assert_eq!(said(&app), None, "{strategy}: a step back is no refusal");
        assert_eq!(app.search().event_number(), 9, "{strategy}");
        assert_eq!(app.last_event(), seen[8], "{strategy}");
        app.update(Action::RunToDeadEnd);
        assert!(
            said(&app)
                .as_deref()
                .unwrap_or_default()
                .contains("no dead ends")
        );
        assert_eq!(app.status(), Status::Paused);
        command(&mut app, "event 4");
        assert_eq!(app.search().event_number(), 4, "{strategy}");
        assert_eq!(app.last_event(), seen[3], "{strategy}");
        command(&mut app, "event 15");
        assert_eq!(app.search().event_number(), 15, "{strategy}");
        app.update(Action::JumpToMove(3));
        assert_eq!(
            app.search().event_number(),
            15,
            "{strategy}: its bar is not the bitmask's"
        );
    }
}

#[test]
fn enter_runs_a_new_strategy_to_its_next_solution() {
    use nqueens::vocabulary::Strategy;
    let mut app = with_strategy(6, Strategy::Permutations);
    app.update(Action::RunToSolution);
    while app.status() == Status::Running {
        app.run_events(7);
    }
    assert!(matches!(
        app.last_event(),
        Some(Event::Solution { index: 1 })
    ));
    assert_eq!(app.catalog().total(), 1);
    let mut bitmask = Solver::new(6);
    let first = loop {
        if let Some(Event::Solution { .. }) = bitmask.step() {
            break bitmask.queens().to_vec();
        }
    };
    let (cols, placed) = app.search().other().unwrap().columns();
    assert_eq!(
        &cols[..placed],
        first.as_slice(),
        "the bitmask's first, too"
    );
}

#[test]
fn the_help_names_every_command_of_the_command_line() {
    let what = nqueens::input::BINDINGS
        .iter()
        .find(|b| b.scope == nqueens::input::Scope::Command && b.label == "text")
        .expect("the command line's entry in the key table")
        .describe();
    let what = what.as_str();
    let text = nqueens::ui::help::commands(what, Mode::Search);
    for spec in nqueens::app::command::commands() {
        assert!(
            text.split([' ', ',', ':']).any(|w| w == spec.name),
            "the help does not name `{}`: {text}",
            spec.name
        );
    }
    let race = nqueens::ui::help::commands(what, Mode::Race);
    assert!(
        race.contains("race A B") && !race.contains("strategy"),
        "{race}"
    );
}

/// A paused min-conflicts search of `n` with `seed`.
fn local(n: usize, seed: u64) -> App {
    App::new(Options {
        strategy: nqueens::vocabulary::Strategy::MinConflicts,
        seed,
        ..Options::new(n, Speed::PerSec(20), true)
    })
}

/// Runs `app` to the end of its search, as top speed does between frames; returns the
/// events it took.
fn run_to_end(app: &mut App) -> u64 {
    app.update(Action::Faster);
    command(app, "speed max");
    app.update(Action::TogglePause);
    let mut events = 0;
    while app.status() != Status::Done {
        app.tick(Duration::from_millis(16));
        events += app.run_events(10_000);
    }
    events
}

#[test]
fn min_conflicts_animates_boards_past_32_to_a_verified_solution_the_same_for_the_same_seed() {
    use nqueens::solver::search::Search as _;
    use nqueens::solver::verify::verify;
    for n in [50, 100, 200] {
        let mut counts = Vec::new();
        for _ in 0..2 {
            let mut app = local(n, 7);
            let events = run_to_end(&mut app);
            let search = app.search().other().expect("min-conflicts searches");
            assert_eq!(search.counters().solutions, 1, "n = {n}");
            let cols: Vec<u32> = (0..n)
                .map(|row| u32::try_from(search.queen(row).unwrap()).unwrap())
                .collect();
            assert_eq!(verify(n, &cols), Ok(()), "n = {n}: the board is a solution");
            assert_eq!(app.search().event_number(), events, "n = {n}");
            // Past the catalog's boards the solution stays on the board: no list, no
            // "none exist".
            assert!(app.shown_solution().is_none(), "n = {n}");
            counts.push(events);
        }
        assert_eq!(counts[0], counts[1], "n = {n}: the same seed, the same run");
        let mut other = local(n, 8);
        let events = run_to_end(&mut other);
        assert_ne!(events, counts[0], "n = {n}: another seed, another run");
    }
}

#[test]
fn each_strategy_grows_to_its_own_largest_board_and_says_so_there() {
    use nqueens::vocabulary::Strategy;
    let mut app = App::new(Options::new(32, Speed::PerSec(20), true));
    app.update(Action::Grow);
    assert_eq!(app.n(), 32);
    let first = said(&app).unwrap();
    assert!(
        first.contains("32") && first.contains("min-conflicts"),
        "{first}"
    );
    let mut app = local(Strategy::MinConflicts.max_animated_n() - 1, 0);
    app.update(Action::Grow);
    assert_eq!(app.n(), 999);
    app.update(Action::Grow);
    assert_eq!(app.n(), 999);
    assert!(
        said(&app).as_deref().unwrap().contains("999"),
        "{:?}",
        said(&app).as_deref()
    );
}

#[test]
fn a_board_past_32_under_a_backtracking_strategy_is_refused_and_nothing_changes() {
    use nqueens::vocabulary::Strategy;
    // :n 100 under bitmask: refused with the reason, the line kept with its error.
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    app.update(Action::Step);
    command(&mut app, "n 100");
    assert_eq!((app.n(), app.search().event_number()), (8, 1));
    let line = app
        .view()
        .prompt
        .line
        .clone()
        .expect("kept, with its error");
    let error = words(line.note.as_ref()).unwrap_or_default();
    assert!(
        error.contains("up to 32") && error.contains("min-conflicts"),
        "{error}"
    );
    app.update(Action::Back);
    // :n 100 under min-conflicts: a new search.
    let mut app = local(8, 0);
    command(&mut app, "n 100");
    assert_eq!(app.n(), 100);
    command(&mut app, "n 1000");
    assert_eq!(app.n(), 100);
    app.update(Action::Back);
    // t at n = 100 goes nowhere: every other strategy stops at 32. The search is untouched.
    for _ in 0..5 {
        app.update(Action::Step);
    }
    let before = (app.last_event(), app.search().event_number());
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::MinConflicts);
    assert_eq!((app.last_event(), app.search().event_number()), before);
    let first = said(&app).unwrap();
    assert!(
        first.contains(Strategy::MinConflicts.next().name()) && first.contains("up to n = 32"),
        "{first}"
    );
    command(&mut app, "strategy scan");
    assert_eq!(app.strategy(), Strategy::MinConflicts);
    assert_eq!((app.last_event(), app.search().event_number()), before);
    // Play and a click on a square say why not, and change nothing either.
    app.update(Action::Play);
    assert!(app.play().is_none());
    assert!(said(&app).as_deref().unwrap().contains("up to n = 32"));
    app.update(Action::SelectSquare { row: 3, col: 40 });
    assert_eq!(app.inspected(), None);
    // Back to 32, every strategy takes the board again.
    command(&mut app, "n 32");
    app.update(Action::ToggleStrategy);
    assert_eq!(
        (app.strategy(), app.n()),
        (Strategy::MinConflicts.next(), 32)
    );
}
