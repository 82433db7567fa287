//! `ant-colony` (issue 43) through the real binary and the animation: every trace replayed on
//! a board of the test's own (each ant's board a permutation built rank by rank, its `ant K P`
//! the pairs the test counts, `best` only when better, `trail G` one a generation), each run
//! ending on a valid board, the same seed the same trace; its panels drawn at three sizes in
//! both languages.

mod common;

use common::{nqueens, said, screen, valid};

use nqueens::app::{App, Options};
use nqueens::solver::Event;
use nqueens::vocabulary::{Action, Lang, Speed, Strategy};

/// Pairs of queens of `board` attacking each other, counted pair by pair.
fn pairs_attacking(board: &[u8]) -> u64 {
    let mut pairs = 0;
    for (r1, &c1) in board.iter().enumerate() {
        for (r2, &c2) in board.iter().enumerate().skip(r1 + 1) {
            if c1 == c2 || r2 - r1 == usize::from(c1.abs_diff(c2)) {
                pairs += 1;
            }
        }
    }
    pairs
}

/// The standard output of `nqueens ARGS`, which must succeed.
fn stdout(args: &[&str]) -> String {
    let out = nqueens(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The trace of `n` with `seed` (and `--boards`).
fn trace(n: usize, seed: u64, more: &[&str]) -> String {
    let (n, seed) = (n.to_string(), seed.to_string());
    let mut args = vec![
        "trace",
        &n,
        "--strategy",
        "ant-colony",
        "--seed",
        &seed,
        "--boards",
    ];
    args.extend_from_slice(more);
    stdout(&args)
}

/// What a trace says, counted while it is replayed.
#[derive(Debug, Default, PartialEq, Eq)]
struct Replayed {
    places: u64,
    ants: u64,
    generations: u64,
    /// The board at `solution 1`.
    solution: Option<Vec<u8>>,
}

/// Replays `trace` of the `n` board with `ants` ants a generation, checking each line
/// against the board it builds.
fn replay(n: usize, ants: u64, trace: &str) -> Replayed {
    let (mut board, mut best, mut out) = (Vec::new(), u64::MAX, Replayed::default());
    let mut lines = trace.lines();
    while let Some(line) = lines.next() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> u64 { words[i].parse().unwrap() };
        match words[0] {
            "place" => {
                let (row, col) = (
                    usize::try_from(number(1)).unwrap(),
                    u8::try_from(number(2)).unwrap(),
                );
                if row == 0 {
                    board.clear();
                }
                assert_eq!(row, board.len(), "ranks from the top: {line}");
                assert!(usize::from(col) < n && !board.contains(&col), "{line}");
                board.push(col);
                out.places += 1;
            }
            "ant" => {
                assert_eq!(board.len(), n, "a whole board: {line}");
                assert_eq!(number(1), out.ants % ants, "ants in turn: {line}");
                assert_eq!(number(2), pairs_attacking(&board), "{line}");
                out.ants += 1;
            }
            "best" => {
                assert!(number(1) < best, "only a better board: {line}");
                assert_eq!(number(1), pairs_attacking(&board));
                best = number(1);
            }
            "trail" => {
                out.generations += 1;
                assert_eq!(number(1), out.generations, "{line}");
                assert_eq!(
                    out.ants,
                    out.generations * ants,
                    "every ant, then the trails"
                );
            }
            "solution" => {
                assert_eq!(best, 0, "the solution is the best board");
                let shown = lines.next().expect("--boards writes the board");
                let cols: Vec<u8> = shown["board ".len()..]
                    .split(' ')
                    .map(|c| c.parse().unwrap())
                    .collect();
                assert_eq!(cols, board, "the board written is the ant's");
                out.solution = Some(cols);
                assert!(lines.next().is_none(), "the search stops at its solution");
            }
            _ => panic!("not an ant-colony trace line: {line}"),
        }
    }
    out
}

#[test]
fn fixed_seeds_end_on_valid_boards_for_8_12_and_20_and_repeat() {
    for (n, seeds) in [(8, 0..6), (12, 0..5), (20, 1..4)] {
        for seed in seeds {
            let first = trace(n, seed, &[]);
            let replayed = replay(n, 16, &first);
            let board = replayed.solution.expect("a solution");
            assert!(valid(&board), "n = {n}, seed {seed}: {board:?}");
            assert_eq!(
                trace(n, seed, &[]),
                first,
                "n = {n}, seed {seed}: the same run"
            );
        }
    }
    assert_ne!(
        trace(8, 1, &[]),
        trace(8, 2, &[]),
        "another seed, another run"
    );
}

#[test]
fn the_summary_counts_what_the_trace_prints() {
    let trace = trace(12, 5, &["--ants", "5"]);
    let replayed = replay(12, 5, &trace);
    let summary = stdout(&[
        "trace",
        "12",
        "--strategy",
        "ant-colony",
        "--seed",
        "5",
        "--ants",
        "5",
        "--summary",
    ]);
    let value = |label: &str| -> u64 {
        summary
            .lines()
            .find_map(|l| l.strip_prefix(label))
            .map(|v| v.trim().replace(',', "").parse().unwrap())
            .unwrap_or_else(|| panic!("no {label} in {summary}"))
    };
    assert_eq!(value("placements"), replayed.places);
    assert_eq!(value("boards tested"), replayed.ants);
    assert_eq!(value("generations"), replayed.generations);
    assert_eq!(value("ants"), 5);
    assert_eq!(value("solutions"), 1);
    assert!(
        summary
            .lines()
            .any(|l| l.split_whitespace().eq(["evaporation", "0.1"]))
    );
}

#[test]
fn ants_and_evaporation_change_the_run() {
    let base = trace(12, 2, &[]);
    assert_ne!(trace(12, 2, &["--ants", "7"]), base);
    assert_ne!(trace(12, 2, &["--evaporation", "50%"]), base);
    assert_eq!(
        trace(12, 2, &["--evaporation", "0.1", "--ants", "16"]),
        base
    );
}

#[test]
fn bad_options_get_one_line_and_a_usage_exit() {
    for args in [
        &["trace", "8", "--strategy", "ant-colony", "--ants", "0"][..],
        &["trace", "8", "--strategy", "ant-colony", "--ants", "x"],
        &[
            "trace",
            "8",
            "--strategy",
            "ant-colony",
            "--evaporation",
            "1.5",
        ],
        &[
            "trace",
            "8",
            "--strategy",
            "ant-colony",
            "--evaporation",
            "-1",
        ],
        &["trace", "8", "--strategy", "genetic", "--ants", "10"],
        &["--strategy", "scan", "--evaporation", "0.2"],
    ] {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let said = String::from_utf8(out.stderr).unwrap();
        assert_eq!(said.trim_end().lines().count(), 1, "{args:?}: {said}");
        assert!(!said.contains("panicked"), "{said}");
    }
}

#[test]
fn a_board_without_solutions_gives_up_and_says_so() {
    let out = nqueens(&["trace", "3", "--strategy", "ant-colony", "--ants", "1"]);
    assert!(!out.status.success());
    let said = String::from_utf8(out.stderr).unwrap();
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("gave up after 20000 generations"), "{said}");
}

/// A paused ant colony of `n` with `seed`, stepped past its first `trails` renewals and then
/// `more` events.
fn stepped(n: usize, seed: u64, trails: usize, more: usize, lang: Lang) -> App {
    let mut app = App::new(Options {
        strategy: Strategy::AntColony,
        seed,
        ..Options::new(n, Speed::PerSec(20), true)
    })
    .with_lang(lang);
    let mut seen = 0;
    while seen < trails {
        app.update(Action::Step);
        match app.last_event() {
            Some(e) if e.to_string().starts_with("trail") => seen += 1,
            Some(Event::Solution { .. }) | None => panic!("solved before {trails} generations"),
            _ => {}
        }
    }
    for _ in 0..more {
        app.update(Action::Step);
    }
    app
}

#[test]
fn stepping_back_replays_the_colony_to_the_event_before_and_on_again() {
    let ahead = stepped(12, 1, 1, 5, Lang::En);
    let number = ahead.search().event_number();
    let mut app = ahead.clone();
    app.update(Action::StepBack);
    assert_eq!(said(&app), None, "no refusal");
    assert_eq!(app.search().event_number(), number - 1);
    app.update(Action::Step);
    assert_eq!(app.last_event(), ahead.last_event());
    assert_eq!(
        format!("{:?}", app.search().other()),
        format!("{:?}", ahead.search().other()),
        "the same colony, trails and draws"
    );
    // No solution yet: nothing to go back to, and nothing moves.
    app.update(Action::BackToSolution);
    assert_eq!(app.search().event_number(), number);
}

#[test]
fn its_panels_at_the_three_sizes_in_both_languages() {
    for (lang, name) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        // Two generations over, the third's first ant three queens in.
        let app = stepped(12, 1, 2, 3, lang);
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen(&app, w, h).backend());
        }
    }
}
