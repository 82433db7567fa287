//! `forward-checking` (issue 25) through the real binary: its traces replayed on a board and
//! checked line by line against the rule, its solutions against the bitmask's, its wipe-outs
//! and nodes against a plain recursion of the test's own; its order changed live; and its
//! panels drawn, as snapshots, with every figure the trace's.

mod common;

use common::{board_lines, nqueens, refusal, screen, text, valid};

use nqueens::app::{App, Options};
use nqueens::solver::Event;
use nqueens::solver::order::Order;
use nqueens::strategies::forward_checking::events::Wipeout;
use nqueens::vocabulary::{Action, Speed, Strategy};

/// The standard output of `nqueens ARGS`, which must succeed.
fn stdout(args: &[&str]) -> String {
    let out = nqueens(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// True if no queen of `board` (a file or none a rank) attacks (`row`, `col`).
fn free(board: &[Option<u8>], row: usize, col: usize) -> bool {
    board.iter().enumerate().all(|(r, q)| {
        q.is_none_or(|q| usize::from(q) != col && usize::from(q).abs_diff(col) != r.abs_diff(row))
    })
}

/// The files of `row` no queen of `board` attacks.
fn open_files(board: &[Option<u8>], row: usize) -> usize {
    (0..board.len()).filter(|&c| free(board, row, c)).count()
}

/// The topmost empty rank every file of which a queen attacks, if any.
fn wiped(board: &[Option<u8>]) -> Option<usize> {
    (0..board.len()).find(|&r| board[r].is_none() && open_files(board, r) == 0)
}

/// What a forward-checking trace says, replayed.
#[derive(Debug, Default)]
struct Replayed {
    /// The board at each `solution K`, rank 0 first.
    solutions: Vec<Vec<u8>>,
    /// `place` lines.
    places: u64,
    /// `wipeout` lines.
    wipeouts: u64,
}

/// Replays a forward-checking trace of the `n` board: each `place` goes on an empty rank (the
/// topmost in the fixed order; with MRV the one with the fewest open files, ties the topmost),
/// on a file no queen attacks; a `wipeout R` follows exactly the placements that leave an
/// empty rank no open file (R the topmost), and nothing else does; a `remove` lifts the last
/// queen placed; a `solution` is a full, valid board.
fn replay(trace: &str, n: usize, order: Order) -> Replayed {
    let mut board: Vec<Option<u8>> = vec![None; n];
    let mut stack: Vec<(usize, u8)> = Vec::new();
    let mut seen = Replayed::default();
    // The wipe-out the last placement made, if it made one: its line must come next.
    let mut owed: Option<usize> = None;
    for line in trace.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> usize { words[i].parse().unwrap() };
        if let Some(row) = owed.take() {
            assert_eq!(
                line,
                format!("wipeout {row}"),
                "after a placement that wipes out"
            );
            seen.wipeouts += 1;
            continue;
        }
        match words[0] {
            "place" => {
                let (row, col) = (number(1), number(2));
                assert!(board[row].is_none(), "{line}: an empty rank");
                let empty = (0..n).filter(|&r| board[r].is_none());
                let expected = match order {
                    Order::Fixed => empty.min(),
                    Order::Mrv => empty.min_by_key(|&r| open_files(&board, r)),
                };
                assert_eq!(Some(row), expected, "{line}: the rank {order} fills next");
                assert!(free(&board, row, col), "{line}: an open file");
                board[row] = Some(u8::try_from(col).unwrap());
                stack.push((row, u8::try_from(col).unwrap()));
                seen.places += 1;
                owed = wiped(&board);
            }
            "wipeout" => {
                panic!("{line}: no placement just emptied a rank");
            }
            "remove" => {
                let (row, col) = (number(1), number(2));
                assert_eq!(
                    stack.pop(),
                    Some((row, u8::try_from(col).unwrap())),
                    "{line}"
                );
                board[row] = None;
            }
            "solution" => {
                assert_eq!(number(1), seen.solutions.len() + 1, "{line}");
                let full: Vec<u8> = board.iter().map(|q| q.unwrap()).collect();
                assert!(valid(&full), "{line}: {full:?}");
                seen.solutions.push(full);
            }
            "board" => {}
            other => panic!("forward-checking printed {other}"),
        }
    }
    assert!(owed.is_none(), "the trace ends owing a wipe-out");
    seen
}

/// Wipe-outs and queens placed of forward checking in the fixed order, by plain recursion
/// over the safe placements from the top: a placement that leaves a rank below no open file
/// is a wipe-out and goes no deeper.
fn plain_count(n: usize) -> (u64, u64) {
    fn extend(n: usize, board: &mut Vec<Option<u8>>, row: usize, counts: &mut (u64, u64)) {
        if row == n {
            return;
        }
        for col in 0..n {
            if !free(board, row, col) {
                continue;
            }
            board[row] = Some(u8::try_from(col).unwrap());
            counts.1 += 1;
            if (row + 1..n).any(|r| open_files(board, r) == 0) {
                counts.0 += 1;
            } else {
                extend(n, board, row + 1, counts);
            }
            board[row] = None;
        }
    }
    let mut counts = (0, 0);
    extend(n, &mut vec![None; n], 0, &mut counts);
    counts
}

/// The `place` lines of a trace.
fn places(text: &str) -> usize {
    text.lines().filter(|l| l.starts_with("place ")).count()
}

/// A `--summary` line's value (the text after the label's column).
fn field<'a>(summary: &'a str, label: &str) -> &'a str {
    summary
        .lines()
        .find(|l| l.starts_with(label))
        .unwrap_or_else(|| panic!("no {label} in {summary}"))[15..]
        .trim()
}

#[test]
fn the_fixed_order_finds_the_bitmask_solutions_in_its_order_with_no_more_nodes() {
    for n in 1..=10 {
        let size = n.to_string();
        let forward = stdout(&["trace", &size, "--strategy", "forward-checking", "--boards"]);
        let bitmask = stdout(&["trace", &size, "--boards"]);
        assert_eq!(board_lines(&forward), board_lines(&bitmask), "n = {n}");
        assert!(
            places(&forward) <= places(&bitmask),
            "n = {n}: {} nodes against the bitmask's {}",
            places(&forward),
            places(&bitmask)
        );
        let seen = replay(&forward, n, Order::Fixed);
        let replayed: Vec<String> = seen
            .solutions
            .iter()
            .map(|b| {
                let cols: Vec<String> = b.iter().map(u8::to_string).collect();
                format!("board {}", cols.join(" "))
            })
            .collect();
        assert_eq!(replayed, board_lines(&forward), "n = {n}");
    }
}

#[test]
fn mrv_finds_every_bitmask_solution_once() {
    for n in 1..=10 {
        let size = n.to_string();
        let mrv = stdout(&[
            "trace",
            &size,
            "--strategy",
            "forward-checking",
            "--order",
            "mrv",
            "--boards",
        ]);
        let mut found = board_lines(&mrv);
        let mut bitmask = board_lines(&stdout(&["trace", &size, "--boards"]));
        found.sort();
        bitmask.sort();
        let before = found.len();
        found.dedup();
        assert_eq!(found.len(), before, "n = {n}: a solution found twice");
        assert_eq!(found, bitmask, "n = {n}");
        replay(&mrv, n, Order::Mrv);
    }
}

#[test]
fn wipeouts_and_nodes_are_the_plain_recursions() {
    for n in 1..=10 {
        let size = n.to_string();
        let (wipeouts, nodes) = plain_count(n);
        let summary = stdout(&[
            "trace",
            &size,
            "--strategy",
            "forward-checking",
            "--summary",
        ]);
        assert_eq!(field(&summary, "wipeouts"), wipeouts.to_string(), "n = {n}");
        assert_eq!(field(&summary, "placements"), nodes.to_string(), "n = {n}");
        // The trace's own lines say the same.
        let seen = replay(
            &stdout(&["trace", &size, "--strategy", "forward-checking"]),
            n,
            Order::Fixed,
        );
        assert_eq!((seen.wipeouts, seen.places), (wipeouts, nodes), "n = {n}");
        // The bitmask's nodes, which the summary sets beside them, are its own trace's.
        let bitmask = stdout(&["trace", &size, "--summary"]);
        assert_eq!(
            field(&summary, "bitmask nodes"),
            field(&bitmask, "placements"),
            "n = {n}"
        );
    }
}

#[test]
fn mrv_wipeouts_are_counted_as_its_trace_shows_them() {
    for n in [4, 6, 8] {
        let size = n.to_string();
        let args = [
            "trace",
            &size,
            "--strategy",
            "forward-checking",
            "--order",
            "mrv",
        ];
        let seen = replay(&stdout(&args), n, Order::Mrv);
        let mut summary_args = args.to_vec();
        summary_args.push("--summary");
        let summary = stdout(&summary_args);
        assert_eq!(field(&summary, "wipeouts"), seen.wipeouts.to_string());
        assert_eq!(field(&summary, "placements"), seen.places.to_string());
        assert_eq!(field(&summary, "order"), "mrv");
    }
}

#[test]
fn order_is_refused_with_one_line_where_it_does_not_apply() {
    for args in [
        &["trace", "8", "--order", "mrv"][..],
        &["-n", "8", "--order", "mrv"][..],
        &[
            "trace",
            "8",
            "--strategy",
            "forward-checking",
            "--order",
            "best",
        ][..],
    ] {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains("--order") || err.contains("'best'"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// A paused forward-checking search of `n` in `order`, stepped until `stop` holds for the
/// last event.
fn stepped_until(n: usize, order: Order, stop: impl Fn(Event) -> bool) -> App {
    let mut app = App::new(Options {
        strategy: Strategy::ForwardChecking,
        ..Options::new(n, Speed::PerSec(20), true)
    })
    .with_order(order);
    loop {
        app.update(Action::Step);
        if app.last_event().is_none_or(&stop) {
            return app;
        }
    }
}

/// n = 8 in the fixed order at its first wipe-out below rank 6.
fn fixed_at_a_wipeout() -> App {
    stepped_until(
        8,
        Order::Fixed,
        |e| matches!(e, Event::ForwardChecking(Wipeout { row }) if row >= 5),
    )
}

/// n = 8 with MRV, at its third queen (ranks filled out of order).
fn mrv_at_its_third_queen() -> App {
    let placed = std::cell::Cell::new(0);
    stepped_until(8, Order::Mrv, |e| {
        if let Event::Place { .. } = e {
            placed.set(placed.get() + 1);
        }
        placed.get() == 3
    })
}

#[test]
fn forward_checking_panels_at_80x24() {
    insta::assert_snapshot!(screen(&fixed_at_a_wipeout(), 80, 24).backend());
}

#[test]
fn forward_checking_panels_at_120x40() {
    insta::assert_snapshot!(screen(&fixed_at_a_wipeout(), 120, 40).backend());
}

#[test]
fn forward_checking_mrv_panels_at_80x24() {
    insta::assert_snapshot!(screen(&mrv_at_its_third_queen(), 80, 24).backend());
}

#[test]
fn forward_checking_mrv_panels_at_120x40() {
    insta::assert_snapshot!(screen(&mrv_at_its_third_queen(), 120, 40).backend());
}

/// Thousands grouped with commas, as the screen writes them.
fn grouped(text: &str) -> String {
    let digits: Vec<char> = text.chars().collect();
    let mut out = String::new();
    for (i, d) in digits.iter().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(*d);
    }
    out
}

#[test]
fn the_figures_on_screen_are_the_traces() {
    for (order, events) in [
        (Order::Fixed, 600),
        (Order::Mrv, 450),
        (Order::Fixed, u64::MAX),
    ] {
        let mut app = stepped_until(8, order, |_| true);
        while app.search().event_number() < events && !app.search().is_done() {
            app.update(Action::Step);
        }
        let ran = app.search().event_number().to_string();
        let mut args = vec!["trace", "8", "--strategy", "forward-checking", "--summary"];
        args.extend(["--order", order.name(), "--limit", &ran]);
        let summary = stdout(&args);
        for (width, height) in [(80, 24), (120, 40), (200, 60)] {
            let shown = text(&screen(&app, width, height));
            let row = |label: &str| {
                shown
                    .lines()
                    .find_map(|l| l.find(&format!("│{label} ")).map(|at| l[at..].to_string()))
                    .unwrap_or_else(|| panic!("no {label} row at {width}x{height}:\n{shown}"))
            };
            let figure = |label: &str| grouped(field(&summary, label));
            assert!(row("nodes").contains(&figure("placements")), "{shown}");
            assert!(row("wipe-outs").contains(&figure("wipeouts")), "{shown}");
            assert!(row("pruned").contains(&figure("pruned")), "{shown}");
            assert!(row("checks").contains(&figure("checks")), "{shown}");
            let solutions = format!("{} / 92", field(&summary, "solutions"));
            assert!(row("solutions").contains(&solutions), "{shown}");
            // Once done, the run's length is known: its events, as the trace counts them.
            if app.search().is_done() {
                let events = figure("events");
                assert!(
                    row("event").contains(&format!("{events} / {events}")),
                    "{shown}"
                );
            }
            // The domains panel's own line holds the same two figures, whole: the panel is
            // the strategy's own, drawn at every size from 80x24.
            let panel = format!(
                "wipe-outs {} · pruned {}",
                figure("wipeouts"),
                figure("pruned")
            );
            assert!(shown.contains(&panel), "{width}x{height}:\n{shown}");
        }
    }
}

#[test]
fn the_order_changes_live_and_only_for_forward_checking() {
    let mut app = stepped_until(8, Order::Fixed, |e| {
        matches!(e, Event::Place { row: 3, .. })
    });
    common::command(&mut app, "order mrv");
    let Some(nqueens::solver::AnySearch::ForwardChecking(fc)) = app.search().other() else {
        panic!("forward-checking searches");
    };
    assert_eq!((fc.order(), app.search().event_number()), (Order::Mrv, 0));
    // It stays with the strategy's next searches, a new n included.
    common::command(&mut app, "n 10");
    let Some(nqueens::solver::AnySearch::ForwardChecking(fc)) = app.search().other() else {
        panic!("forward-checking searches");
    };
    assert_eq!(fc.order(), Order::Mrv);
    common::command(&mut app, "order best");
    assert!(refusal(&app).contains("fixed and mrv"), "{}", refusal(&app));
    let mut other = App::new(Options::new(8, Speed::PerSec(20), true));
    common::command(&mut other, "order mrv");
    assert!(
        refusal(&other).contains(":strategy forward-checking first"),
        "{}",
        refusal(&other)
    );
}

#[test]
fn d_runs_to_the_next_wipeout() {
    let mut app = stepped_until(8, Order::Fixed, |_| true);
    for _ in 0..3 {
        let before = app.search().event_number();
        app.update(Action::RunToDeadEnd);
        while app.status() == nqueens::app::Status::Running {
            app.run_events(1);
        }
        assert!(
            matches!(
                app.last_event(),
                Some(Event::ForwardChecking(Wipeout { .. }))
            ),
            "{:?} after {before}",
            app.last_event()
        );
    }
}

#[test]
fn t_reaches_forward_checking_and_leaves_it_for_the_next() {
    // The order itself is the vocabulary's (its own test); here, that `t` goes through it.
    let before = Strategy::ANIMATED
        .into_iter()
        .find(|s| s.next() == Strategy::ForwardChecking)
        .expect("t reaches forward checking");
    let mut app = App::new(Options {
        strategy: before,
        ..Options::new(8, Speed::PerSec(20), true)
    });
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::ForwardChecking);
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::ForwardChecking.next());
}

#[test]
fn the_race_takes_forward_checking_against_any_other() {
    use nqueens::app::Status;
    use nqueens::commands::trace::summarize;
    for other in Strategy::ANIMATED {
        if other == Strategy::ForwardChecking {
            continue;
        }
        let mut app = App::new(Options::new(6, Speed::Max, false));
        common::command(&mut app, &format!("race forward-checking {other}"));
        let race = app
            .race()
            .unwrap_or_else(|| panic!("a race against {other}"));
        assert_eq!(race.standings()[0].strategy, Strategy::ForwardChecking);
        while app.status() == Status::Running {
            assert!(app.run_events(4096) > 0);
        }
        let standing = app.race().unwrap().standings()[0];
        // Its side's figures are its own run's, as `trace --summary` counts them.
        let mut alone = nqueens::solver::AnySearch::new(Strategy::ForwardChecking, 6, 0).unwrap();
        let expected = summarize(&mut alone, u64::MAX);
        assert!(standing.done, "against {other}");
        assert_eq!(standing.events, expected.events, "against {other}");
        assert_eq!(standing.work, Some(expected.work), "against {other}");
        let shown = text(&screen(&app, 120, 40));
        assert!(shown.contains("forward-checking"), "{other}:\n{shown}");
    }
}

#[test]
fn the_code_names_the_square_a_queen_was_placed_on() {
    use nqueens::solver::forward::ForwardChecking;
    use nqueens::solver::notation::square_name;
    use nqueens::solver::search::Search as _;
    for order in [Order::Fixed, Order::Mrv] {
        let n = 8;
        let mut fc = ForwardChecking::new(n, order);
        let mut places = 0;
        while let Some(event) = fc.step() {
            let Event::Place { row, col } = event else {
                continue;
            };
            let (_, _, vars) =
                nqueens::strategies::forward_checking::view::code::code(&fc, Some(event));
            let value = |name: &str| {
                vars.iter()
                    .find(|(v, _)| *v == name)
                    .map(|(_, value)| value.clone())
                    .unwrap_or_default()
            };
            let (r, c) = (usize::from(row), usize::from(col));
            assert!(
                value("r").starts_with(&format!("{r}: ")),
                "{order} {vars:?}"
            );
            let square = square_name(n, r, c);
            assert_eq!(value("c"), format!("{c} ({square})"), "{order}");
            places += 1;
            if places == 200 {
                break;
            }
        }
        assert_eq!(places, 200, "{order}");
    }
}
