//! The methods of issue 25 through the real binary (`nqueens trace --strategy breadth-first`,
//! `las-vegas`), each trace replayed and checked against small computations of the test's own;
//! and their panels drawn, as snapshots.

mod common;

use common::nqueens;

use common::{board_lines, refusal, screen, text, valid};

use nqueens::app::{App, Options};
use nqueens::solver::Event;
use nqueens::strategies::breadth_first::events::Level;
use nqueens::vocabulary::{Action, Speed, Strategy};

/// The standard output of `nqueens ARGS`, which must succeed.
fn stdout(args: &[&str]) -> String {
    let out = nqueens(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The safe placements of queens on the first `depth` ranks of the `n` board, counted by
/// plain recursion over every file of every rank (no masks, nothing shared with the program).
fn partial_placements(n: usize, depth: usize) -> u64 {
    fn extend(n: usize, depth: usize, board: &mut Vec<u8>) -> u64 {
        if board.len() == depth {
            return 1;
        }
        let mut total = 0;
        for col in 0..n {
            board.push(u8::try_from(col).unwrap());
            if valid(board) {
                total += extend(n, depth, board);
            }
            board.pop();
        }
        total
    }
    extend(n, depth, &mut Vec::new())
}

/// What a breadth-first trace says, read back by replaying its lines on a board.
#[derive(Debug, Default)]
struct Replayed {
    /// `level R SIZE`, in order.
    levels: Vec<(usize, u64)>,
    /// The board at each `solution K`.
    solutions: Vec<Vec<u8>>,
    /// Per rank, the safe tested boards counted by the replay between two `level` lines.
    kept: Vec<u64>,
}

/// Replays a breadth-first trace: `place` and `remove` keep a board (a queen placed on the
/// next rank, lifted from the last), each `level` must close the rank whose extensions were
/// tested, and the safe ones among them must be as many as it says.
fn replay_breadth(trace: &str) -> Replayed {
    let mut board: Vec<u8> = Vec::new();
    let mut seen = Replayed::default();
    let mut kept = 0;
    for line in trace.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> u64 { words[i].parse().unwrap() };
        match words[0] {
            "place" => {
                assert_eq!(number(1), board.len() as u64, "{line}: the next rank");
                board.push(u8::try_from(number(2)).unwrap());
                // A queen on the rank being added is a test; the others set up a board of the
                // frontier, which must itself be safe.
                if board.len() == seen.levels.len() + 1 {
                    kept += u64::from(valid(&board));
                } else {
                    assert!(valid(&board), "{line}: a frontier board is safe");
                }
            }
            "remove" => {
                assert_eq!(
                    board.pop(),
                    Some(u8::try_from(number(2)).unwrap()),
                    "{line}"
                );
                assert_eq!(number(1), board.len() as u64, "{line}");
            }
            "solution" => {
                assert_eq!(number(1), seen.solutions.len() as u64 + 1, "{line}");
                assert!(valid(&board), "{line}: {board:?}");
                seen.solutions.push(board.clone());
            }
            "level" => {
                assert_eq!(
                    number(1),
                    seen.levels.len() as u64,
                    "{line}: ranks in order"
                );
                seen.levels
                    .push((usize::try_from(number(1)).unwrap(), number(2)));
                seen.kept.push(kept);
                kept = 0;
            }
            "board" => {}
            other => panic!("breadth-first printed {other}"),
        }
    }
    seen
}

#[test]
fn breadth_first_levels_are_the_safe_placements_of_each_depth() {
    for n in 1..=10 {
        let seen = replay_breadth(&stdout(&[
            "trace",
            &n.to_string(),
            "--strategy",
            "breadth-first",
        ]));
        let expected: Vec<(usize, u64)> =
            (1..=n).map(|d| (d - 1, partial_placements(n, d))).collect();
        assert_eq!(seen.levels, expected, "n = {n}");
        let sizes: Vec<u64> = seen.levels.iter().map(|l| l.1).collect();
        assert_eq!(
            seen.kept, sizes,
            "n = {n}: the tests the trace shows keep as many"
        );
    }
}

#[test]
fn breadth_first_frontier_at_n_8_grows_and_shrinks_as_the_issue_says() {
    // The sizes the issue quotes, read from the program and from the plain count alike.
    let quoted = [8, 42, 140, 344, 568, 550, 312, 92];
    let seen = replay_breadth(&stdout(&["trace", "8", "--strategy", "breadth-first"]));
    let sizes: Vec<u64> = seen.levels.iter().map(|l| l.1).collect();
    assert_eq!(sizes, quoted);
    let counted: Vec<u64> = (1..=8).map(|d| partial_placements(8, d)).collect();
    assert_eq!(counted, quoted);
}

#[test]
fn breadth_first_finds_the_bitmask_solutions_in_the_bitmask_order() {
    for n in 1..=8 {
        let n = n.to_string();
        let breadth = stdout(&["trace", &n, "--strategy", "breadth-first", "--boards"]);
        let bitmask = stdout(&["trace", &n, "--boards"]);
        assert_eq!(board_lines(&breadth), board_lines(&bitmask), "n = {n}");
        // And each board line is the board the replay holds at its solution.
        let seen = replay_breadth(&breadth);
        let replayed: Vec<String> = seen
            .solutions
            .iter()
            .map(|b| {
                let cols: Vec<String> = b.iter().map(u8::to_string).collect();
                format!("board {}", cols.join(" "))
            })
            .collect();
        assert_eq!(replayed, board_lines(&breadth), "n = {n}");
    }
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
fn breadth_first_summary_lists_the_levels_and_the_memory_held() {
    let summary = stdout(&["trace", "8", "--strategy", "breadth-first", "--summary"]);
    assert_eq!(field(&summary, "solutions"), "92");
    for (rank, size) in [8, 42, 140, 344, 568, 550, 312, 92].iter().enumerate() {
        assert_eq!(field(&summary, &format!("level {rank} ")), size.to_string());
    }
    // The largest level, 568 boards of 5 bytes, was held at once.
    let peak: usize = field(&summary, "peak bytes").parse().unwrap();
    assert!((568 * 5..=256 << 20).contains(&peak), "{peak}");
    let depth_first: usize = field(&summary, "depth-first").parse().unwrap();
    assert!(depth_first < peak, "{depth_first} against {peak}");
}

/// What a Las Vegas trace says: its tries, and the board at its solution, replayed.
fn replay_las_vegas(trace: &str) -> (u64, Option<Vec<u8>>) {
    let (mut tries, mut board, mut solution) = (0, Vec::<u8>::new(), None);
    for line in trace.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> u64 { words[i].parse().unwrap() };
        match words[0] {
            "start" => {
                tries += 1;
                assert_eq!(number(1), tries, "{line}");
                board.clear();
            }
            "place" => {
                assert_eq!(number(1), board.len() as u64, "{line}");
                board.push(u8::try_from(number(2)).unwrap());
                assert!(valid(&board), "{line}: only free squares are taken");
            }
            "remove" => assert_eq!(board.pop(), Some(u8::try_from(number(2)).unwrap())),
            "deadend" => assert_eq!(number(1), board.len() as u64, "{line}"),
            "solution" => {
                assert!(solution.is_none(), "one solution only");
                solution = Some(board.clone());
            }
            "board" => {
                let cols: Vec<u8> = words[1..].iter().map(|w| w.parse().unwrap()).collect();
                assert_eq!(
                    Some(&cols),
                    solution.as_ref(),
                    "the board line is the board"
                );
            }
            other => panic!("las-vegas printed {other}"),
        }
    }
    (tries, solution)
}

#[test]
fn las_vegas_ends_on_a_valid_board_the_same_for_the_same_seed() {
    for n in [8, 20, 30] {
        for seed in ["1", "2", "12345"] {
            let args = [
                "trace",
                &n.to_string(),
                "--strategy",
                "las-vegas",
                "--seed",
                seed,
                "--boards",
            ];
            let first = stdout(&args);
            assert_eq!(first, stdout(&args), "n = {n}, seed {seed}: reproducible");
            let (tries, solution) = replay_las_vegas(&first);
            let board = solution.unwrap_or_else(|| panic!("n = {n}, seed {seed}: no solution"));
            assert_eq!(board.len(), n);
            assert!(valid(&board), "n = {n}, seed {seed}: {board:?}");
            assert!(tries >= 1);
        }
    }
    // Another seed, another run.
    let runs: Vec<String> = (0..4)
        .map(|s| {
            stdout(&[
                "trace",
                "12",
                "--strategy",
                "las-vegas",
                "--seed",
                &s.to_string(),
            ])
        })
        .collect();
    assert!(runs.windows(2).any(|w| w[0] != w[1]), "the seed decides");
}

#[test]
fn las_vegas_summary_reports_the_success_rate_per_try() {
    for seed in 0..6 {
        let seed = seed.to_string();
        let args = ["trace", "8", "--strategy", "las-vegas", "--seed", &seed];
        let (tries, _) = replay_las_vegas(&stdout(&args));
        let summary = stdout(&[&args[..], &["--summary"]].concat());
        assert_eq!(field(&summary, "tries"), tries.to_string());
        let failed: u64 = field(&summary, "failed random").parse::<u64>().unwrap()
            + field(&summary, "failed backtr.").parse::<u64>().unwrap();
        assert_eq!(failed + 1, tries, "every try but the last failed");
        let percent = 100.0 / tries as f64;
        assert_eq!(
            field(&summary, "success rate"),
            format!("1 / {tries} = {percent:.1}% a try")
        );
        assert_eq!(field(&summary, "random ranks"), "4", "n / 2 by default");
    }
}

#[test]
fn las_vegas_takes_the_random_ranks_asked_for_and_refuses_too_many() {
    // All eight at random: every placement before a `solution` or a dead end is random, and
    // no line lifts a queen.
    let all = stdout(&[
        "trace",
        "8",
        "--strategy",
        "las-vegas",
        "--random-ranks",
        "8",
        "--seed",
        "5",
    ]);
    assert!(!all.contains("remove"), "{all}");
    assert!(replay_las_vegas(&all).1.is_some());
    // None at random: the bitmask's own search to its first solution.
    let none = stdout(&[
        "trace",
        "8",
        "--strategy",
        "las-vegas",
        "--random-ranks",
        "0",
    ]);
    let bitmask = stdout(&["trace", "8"]);
    let bitmask: Vec<&str> = bitmask
        .lines()
        .take_while(|l| !l.starts_with("solution"))
        .collect();
    let none: Vec<&str> = none
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("solution"))
        .collect();
    assert_eq!(none, bitmask);
    for (args, says) in [
        (
            &[
                "trace",
                "8",
                "--strategy",
                "las-vegas",
                "--random-ranks",
                "9",
            ][..],
            "the board has 8 ranks",
        ),
        (
            &["trace", "8", "--random-ranks", "2"],
            "applies to --strategy las-vegas only",
        ),
        (
            &["trace", "8", "--strategy", "breadth-first", "--seed", "2"],
            "draws nothing at random",
        ),
        (
            &["--strategy", "bitmask", "--random-ranks", "2"],
            "applies to --strategy las-vegas only",
        ),
    ] {
        let out = nqueens(args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            err.contains(says) && err.trim().lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

/// A paused `strategy` search of `n`, stepped until `stop` holds for the last event.
fn stepped_until(n: usize, strategy: Strategy, seed: u64, stop: impl Fn(Event) -> bool) -> App {
    let mut app = App::new(Options {
        strategy,
        seed,
        ..Options::new(n, Speed::PerSec(20), true)
    });
    loop {
        app.update(Action::Step);
        if app.last_event().is_none_or(&stop) {
            return app;
        }
    }
}

/// Breadth-first at n = 8 in the middle of rank 4 (0-based), 100 boards kept so far.
fn breadth_mid_level() -> App {
    let kept = std::cell::Cell::new(0);
    stepped_until(8, Strategy::BreadthFirst, 0, |e| {
        if let Event::BreadthFirst(Level { .. }) = e {
            kept.set(kept.get() + 1);
        }
        kept.get() == 4 && matches!(e, Event::Place { row: 4, col: 3 })
    })
}

#[test]
fn breadth_first_panels_at_80x24() {
    insta::assert_snapshot!(screen(&breadth_mid_level(), 80, 24).backend());
}

#[test]
fn breadth_first_panels_at_120x40() {
    insta::assert_snapshot!(screen(&breadth_mid_level(), 120, 40).backend());
}

/// Las Vegas at n = 8, seed 3, in its last try's backtracking.
fn las_vegas_backtracking() -> App {
    // Its yardstick counted first, as the loop does in the background.
    let mut app = common::with_background(
        App::new(Options {
            strategy: Strategy::LasVegas,
            seed: 3,
            ..Options::new(8, Speed::PerSec(20), true)
        }),
        8,
        false,
    );
    loop {
        app.update(Action::Step);
        if app
            .last_event()
            .is_none_or(|e| matches!(e, Event::Place { row: 6, .. }))
        {
            return app;
        }
    }
}

#[test]
fn las_vegas_panels_at_80x24() {
    insta::assert_snapshot!(screen(&las_vegas_backtracking(), 80, 24).backend());
}

#[test]
fn las_vegas_panels_at_120x40() {
    insta::assert_snapshot!(screen(&las_vegas_backtracking(), 120, 40).backend());
}

#[test]
fn the_breadth_first_figures_on_screen_are_the_traces() {
    // At the end of the run, the levels row and the frontier panel hold the trace's sizes.
    let mut app = stepped_until(8, Strategy::BreadthFirst, 0, |_| true);
    while !app.search().is_done() {
        app.update(Action::Step);
    }
    for (width, height) in [(80, 24), (120, 40)] {
        let shown = text(&screen(&app, width, height));
        assert!(shown.contains("8 42 140 344 568 550 312 92"), "{shown}");
        assert!(shown.contains("92 / 92"), "{shown}");
    }
}

#[test]
fn random_ranks_change_live_and_only_for_las_vegas() {
    let mut app = stepped_until(8, Strategy::LasVegas, 3, |_| true);
    common::command(&mut app, "k 6");
    let Some(nqueens::solver::AnySearch::LasVegas(lv)) = app.search().other() else {
        panic!("las-vegas searches");
    };
    assert_eq!((lv.random_ranks(), app.search().event_number()), (6, 0));
    // It stays with the strategy's next searches, a new n included.
    common::command(&mut app, "n 10");
    let Some(nqueens::solver::AnySearch::LasVegas(lv)) = app.search().other() else {
        panic!("las-vegas searches");
    };
    assert_eq!(lv.random_ranks(), 6);
    // A refused command stays on the line, with why beside it.
    common::command(&mut app, "k 11");
    assert!(
        refusal(&app).contains("the board has 10 ranks"),
        "{}",
        refusal(&app)
    );
    let mut other = stepped_until(8, Strategy::Bitmask, 0, |_| true);
    common::command(&mut other, "k 3");
    assert!(
        refusal(&other).contains(":strategy las-vegas first"),
        "{}",
        refusal(&other)
    );
}

#[test]
fn t_cycles_through_both_methods() {
    assert_eq!(Strategy::Bruteforce.next(), Strategy::BreadthFirst);
    assert_eq!(Strategy::BreadthFirst.next(), Strategy::LasVegas);
    assert_eq!(Strategy::LasVegas.next(), Strategy::BestFirst);
    assert_eq!(Strategy::BestFirst.next(), Strategy::ForwardChecking);
    let mut app = stepped_until(8, Strategy::Bruteforce, 0, |_| true);
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::BreadthFirst);
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy(), Strategy::LasVegas);
}

#[test]
fn a_strategy_s_own_command_under_another_strategy_says_whose_it_is_whatever_its_argument() {
    use nqueens::app::Mode;
    use nqueens::app::command::{owner, taken_in};
    let owned: Vec<(&str, Strategy)> = taken_in(Mode::Search)
        .filter_map(|spec| owner(spec.name).map(|o| (spec.name, o)))
        .collect();
    assert!(owned.len() >= 4, "{owned:?}");
    let app_of = |strategy| {
        App::new(Options {
            strategy,
            ..Options::new(8, Speed::PerSec(20), true)
        })
    };
    for (name, owner) in owned {
        // Under its own strategy a good argument is taken.
        // A knob's good value: its default, as typed.
        let shown = Strategy::knob(name).map(|knob| (knob.show)(knob.default));
        let good = match name {
            "order" => "mrv",
            _ => shown.as_deref().unwrap_or("2"),
        };
        let mut app = app_of(owner);
        common::command(&mut app, &format!("{name} {good}"));
        assert!(
            app.view().prompt.line.is_none(),
            "{name} {good} under {owner}"
        );
        // Under any other, every argument, good, out of range or not one, gets one answer.
        // (Any other: one that does not take it, as a second owner may.)
        for strategy in Strategy::ANIMATED
            .into_iter()
            .filter(|&s| !Strategy::owning_command(name).any(|o| o == s))
        {
            let said: Vec<String> = [good, "2", "99", "5", "mrv", "none"]
                .iter()
                .map(|arg| {
                    let mut app = app_of(strategy);
                    common::command(&mut app, &format!("{name} {arg}"));
                    let line = app.view().prompt.line.clone().expect("refused");
                    common::words(line.note.as_ref()).expect("said why")
                })
                .collect();
            assert!(
                said.iter().all(|w| w == &said[0]),
                "{name} under {strategy}: {said:?}"
            );
            assert!(
                said[0].contains(&format!("{name} "))
                    && Strategy::owning_command(name).all(|o| said[0].contains(o.name()))
                    && said[0].contains(&format!(":strategy {owner}")),
                "{name} under {strategy}: {said:?}"
            );
        }
    }
}
