//! The `best-first` strategy (issue 25, the A* family) through the real binary: its trace
//! replayed on a board and every `expand` line checked against the test's own count of free
//! and pruned children; the same run twice; its summary against its trace; its figures on
//! screen against the trace at three sizes; its panels as snapshots; and the race.

mod common;

use common::{command, output_lines, valid};

use std::process::{Command, Stdio};

use nqueens::app::{App, Mode, Options, Status};
use nqueens::commands::trace::summarize;
use nqueens::solver::{AnySearch, Event};
use nqueens::strategies::best_first::events::Expand;
use nqueens::ui::kit::format::grouped;
use nqueens::vocabulary::{Action, Speed, Strategy};

/// The free files of `rank` under the queens of `board` (one a rank from the top), by
/// comparing every square with every queen.
fn free_files(n: usize, board: &[u8], rank: usize) -> Vec<usize> {
    (0..n)
        .filter(|&c| {
            board.iter().enumerate().all(|(r, &q)| {
                let q = usize::from(q);
                q != c && q.abs_diff(c) != rank - r
            })
        })
        .collect()
}

/// True if every rank below `board` keeps a free square (the child is live: h finite).
fn live(n: usize, board: &[u8]) -> bool {
    (board.len()..n).all(|rank| !free_files(n, board, rank).is_empty())
}

/// What a best-first trace says, replayed on a board.
#[derive(Debug, Default, PartialEq)]
struct Replayed {
    /// The board at `solution 1`, if any.
    solution: Option<Vec<u8>>,
    /// The `board` line after it, if any.
    board_line: Option<Vec<u8>>,
    /// `expand` lines.
    expanded: u64,
    /// `place` lines.
    placed: u64,
}

/// Replays `lines` of `trace N --strategy best-first [--boards]`, checking each line.
fn replay(n: usize, lines: &[String]) -> Replayed {
    let mut board: Vec<u8> = Vec::new();
    let mut out = Replayed::default();
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        let num = |i: usize| words[i].parse::<usize>().unwrap();
        match words[0] {
            "place" => {
                assert_eq!(num(1), board.len(), "ranks are set up in order: {line}");
                board.push(u8::try_from(num(2)).unwrap());
                assert!(valid(&board), "a placement popped is safe: {board:?}");
                out.placed += 1;
            }
            "remove" => {
                assert_eq!(num(1) + 1, board.len(), "the deepest is lifted: {line}");
                assert_eq!(usize::from(board.pop().unwrap()), num(2), "{line}");
            }
            "expand" => {
                let (rank, pushed, pruned) = (num(1), num(2), num(3));
                assert_eq!(rank, board.len(), "expanded by the next rank: {line}");
                let free = free_files(n, &board, rank);
                let live_children = free
                    .iter()
                    .filter(|&&c| {
                        let mut child = board.clone();
                        child.push(u8::try_from(c).unwrap());
                        live(n, &child)
                    })
                    .count();
                assert_eq!(
                    (pushed, pruned),
                    (live_children, free.len() - live_children),
                    "{board:?}: {line}"
                );
                out.expanded += 1;
            }
            "solution" => {
                assert_eq!(num(1), 1, "it stops at its first");
                assert!(out.solution.is_none(), "one solution");
                assert_eq!(board.len(), n);
                assert!(valid(&board), "{board:?}");
                out.solution = Some(board.clone());
            }
            "board" => {
                let cols = words[1..].iter().map(|w| w.parse().unwrap()).collect();
                out.board_line = Some(cols);
            }
            other => panic!("best-first printed {other}"),
        }
    }
    out
}

fn trace(n: usize, more: &[&str]) -> Vec<String> {
    let n = n.to_string();
    let mut args = vec!["trace", &n, "--strategy", "best-first"];
    args.extend_from_slice(more);
    output_lines(&args)
}

#[test]
fn it_ends_on_a_valid_board_for_8_20_and_30_the_same_every_time() {
    for n in [8, 20, 30] {
        let lines = trace(n, &[]);
        assert_eq!(lines, trace(n, &[]), "n = {n}: the same trace twice");
        let replayed = replay(n, &lines);
        assert!(replayed.solution.is_some(), "n = {n}: a solution");
        assert_eq!(lines.last().map(String::as_str), Some("solution 1"));
        // --boards: the same events, and the board after the solution.
        let boards = replay(n, &trace(n, &["--boards"]));
        assert_eq!(boards.board_line, replayed.solution, "n = {n}");
    }
}

#[test]
fn every_board_it_expands_is_checked_for_small_n() {
    for n in 1..=10 {
        let replayed = replay(n, &trace(n, &[]));
        // n = 2 and 3 have none: the open list empties, the run ends without one.
        assert_eq!(replayed.solution.is_some(), !matches!(n, 2 | 3), "n = {n}");
    }
}

/// `trace N --strategy best-first --summary`, as label → value.
fn summary(n: usize) -> Vec<(String, String)> {
    trace(n, &["--summary"])
        .into_iter()
        .map(|line| {
            let (label, value) = line.split_at(15.min(line.len()));
            (label.trim().to_string(), value.trim().to_string())
        })
        .collect()
}

fn value<'a>(summary: &'a [(String, String)], label: &str) -> &'a str {
    &summary
        .iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("no {label} in {summary:?}"))
        .1
}

#[test]
fn the_summary_counts_what_the_trace_shows_and_compares_the_tie_breaks() {
    for n in [8, 20] {
        let lines = trace(n, &[]);
        let replayed = replay(n, &lines);
        let s = summary(n);
        let number = |label| value(&s, label).parse::<u64>().unwrap();
        assert_eq!(number("expanded"), replayed.expanded, "n = {n}");
        assert_eq!(number("placements"), replayed.placed, "n = {n}");
        assert_eq!(number("events"), lines.len() as u64, "n = {n}");
        assert_eq!(number("solutions"), 1);
        // The strategy's own order is the last line of the comparison: the same run.
        let own = value(&s, "deeper, free");
        assert!(
            own.starts_with(&format!("{} expanded", replayed.expanded)),
            "n = {n}: {own}"
        );
        // f alone, taken first pushed first, is breadth-first: far more expanded.
        let plain = value(&s, "first pushed");
        let plain: u64 = plain.split_whitespace().next().unwrap().parse().unwrap();
        assert!(plain > 10 * replayed.expanded, "n = {n}: {plain}");
    }
}

#[test]
fn a_seed_is_refused_in_one_line_as_nothing_is_random() {
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["trace", "8", "--strategy", "best-first", "--seed", "3"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("draws nothing at random"), "{err}");
}

/// A paused best-first search of `n`, stepped until `stop` holds for the last event.
fn stepped_until(n: usize, stop: impl Fn(Event) -> bool) -> App {
    let mut app = App::new(Options {
        strategy: Strategy::BestFirst,
        ..Options::new(n, Speed::PerSec(20), true)
    });
    loop {
        app.update(Action::Step);
        if app.last_event().is_none_or(&stop) {
            return app;
        }
    }
}

/// The text of `app` on a `width`×`height` screen, a line a row.
fn text(app: &App, width: u16, height: u16) -> String {
    let terminal = common::screen(app, width, height);
    let buffer = terminal.backend().buffer();
    let cells: Vec<&str> = buffer.content().iter().map(|c| c.symbol()).collect();
    cells
        .chunks(usize::from(width))
        .map(|row| row.concat())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_figures_on_screen_are_the_traces_at_three_sizes() {
    for n in [8, 12] {
        let s = summary(n);
        let mut app = stepped_until(n, |_| true);
        while !app.search().is_done() {
            app.update(Action::Step);
        }
        for (width, height) in [(80, 24), (120, 40), (200, 60)] {
            let shown = text(&app, width, height);
            let what = format!("n = {n} at {width}×{height}:\n{shown}");
            let expanded = grouped(value(&s, "expanded").parse().unwrap());
            assert!(shown.contains(&format!("expanded    {expanded}")), "{what}");
            let queued = format!(
                "{} now, {} at most",
                grouped(value(&s, "open at end").parse().unwrap()),
                grouped(value(&s, "open at most").parse().unwrap())
            );
            assert!(shown.contains(&queued), "{what}");
            assert!(shown.contains("1 (stops at one)"), "{what}");
            assert!(!shown.contains("Enlarge"), "{what}");
            // The board drawn holds the solution the trace ends on.
            let board = replay(n, &trace(n, &[])).solution.unwrap();
            let (cols, placed) = app.search().other().unwrap().columns();
            assert_eq!(&cols[..placed], board.as_slice(), "n = {n}");
        }
    }
}

/// Best-first at n = 8 just after its fifth expansion.
fn after_five_expansions() -> App {
    let expansions = std::cell::Cell::new(0);
    stepped_until(8, |e| {
        if let Event::BestFirst(Expand { .. }) = e {
            expansions.set(expansions.get() + 1);
        }
        expansions.get() == 5
    })
}

#[test]
fn best_first_panels_at_80x24() {
    insta::assert_snapshot!(common::screen(&after_five_expansions(), 80, 24).backend());
}

#[test]
fn best_first_panels_at_120x40() {
    insta::assert_snapshot!(common::screen(&after_five_expansions(), 120, 40).backend());
}

#[test]
fn the_open_list_shows_its_best_entries_in_the_order_popped() {
    let app = after_five_expansions();
    let Some(AnySearch::BestFirst(b)) = app.search().other() else {
        panic!("best-first searches");
    };
    let shown = text(&app, 120, 40);
    let mut copy = b.clone();
    // The best entry is the next placement the search sets up: its deepest queen is the
    // next place event.
    let best = b.best(1).pop().unwrap();
    let next = loop {
        if let Some(Event::Place { row, col }) = nqueens::solver::Search::step(&mut copy)
            && usize::from(row) + 1 == best.g
        {
            break (row, col);
        }
    };
    assert_eq!(next.1, *best.files.last().unwrap());
    assert!(
        shown.contains(&format!("queued {}", b.open_len())),
        "{shown}"
    );
}

#[test]
fn t_reaches_it_and_leaves_it_for_the_next() {
    // The order itself is the vocabulary's (its own test); here, that `t` goes through it.
    assert!(Strategy::ANIMATED.contains(&Strategy::BestFirst));
    let mut app = stepped_until(8, |_| true);
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::BestFirst.next());
    command(&mut app, "strategy best-first");
    assert_eq!(app.strategy(), Strategy::BestFirst);
}

#[test]
fn the_race_takes_it_against_every_other_strategy() {
    for other in Strategy::ANIMATED {
        if other == Strategy::BestFirst {
            continue;
        }
        let n = 6;
        let mut app = App::new(Options::new(n, Speed::Max, false));
        command(&mut app, &format!("race best-first {other}"));
        assert_eq!(app.mode(), Mode::Race, "{other}");
        while app.status() == Status::Running {
            assert!(app.run_events(4096) > 0);
        }
        let race = app.race().unwrap();
        for (side, standing) in race.sides().iter().zip(race.standings()) {
            let mut alone = AnySearch::new(standing.strategy, n, 0).unwrap();
            let expected = summarize(&mut alone, u64::MAX);
            let what = format!("{} against {other}", standing.strategy);
            assert!(standing.done, "{what}");
            assert_eq!(standing.events, expected.events, "{what}");
            assert_eq!(side.counters(), expected.counters, "{what}");
            assert_eq!(standing.work, Some(expected.work), "{what}");
        }
        let shown = text(&app, 120, 40);
        assert!(shown.contains("best-first"), "{shown}");
    }
}
