//! `particle-swarm` (issue 43) through the real binary and the animation: every trace replayed
//! on boards of the test's own (each particle's first board dealt rank by rank, its swaps made,
//! its `particle P K` the pairs the test counts, `personal` and `global` only when better,
//! `scatter P` forgetting P's best),
//! each run ending on a valid board, the same seed the same trace; its panels drawn at three
//! sizes in both languages.

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
        "particle-swarm",
        "--seed",
        &seed,
        "--boards",
    ];
    args.extend_from_slice(more);
    stdout(&args)
}

/// Replays `trace` of the `n` board with `particles` particles, checking each line against
/// the boards it keeps; the board of the solution, and the boards counted.
fn replay(n: usize, particles: usize, trace: &str) -> (Option<Vec<u8>>, u64) {
    let mut boards: Vec<Vec<u8>> = vec![Vec::new(); particles];
    let (mut own, mut global) = (vec![u64::MAX; particles], u64::MAX);
    let (mut dealing, mut last, mut counted) = (0, 0, 0);
    let mut lines = trace.lines();
    while let Some(line) = lines.next() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> usize { words[i].parse().unwrap() };
        match words[0] {
            "place" => {
                let board = &mut boards[dealing];
                assert_eq!(number(1), board.len(), "dealt from the top: {line}");
                board.push(u8::try_from(number(2)).unwrap());
            }
            "swap" => boards[number(1)].swap(number(2), number(3)),
            "scatter" => own[number(1)] = u64::MAX,
            "particle" => {
                let (p, k) = (number(1), number(2) as u64);
                let mut files = boards[p].clone();
                files.sort_unstable();
                assert_eq!(
                    files,
                    (0..u8::try_from(n).unwrap()).collect::<Vec<_>>(),
                    "a permutation: {line}"
                );
                assert_eq!(k, pairs_attacking(&boards[p]), "{line}");
                (last, counted) = (p, counted + 1);
                dealing = (dealing + 1).min(particles - 1);
            }
            "personal" => {
                let k = number(2) as u64;
                assert!(number(1) == last && k < own[last], "{line}");
                own[last] = k;
            }
            "global" => {
                let k = number(1) as u64;
                assert!(k < global && k == own[last], "{line}");
                global = k;
            }
            "solution" => {
                assert_eq!(global, 0);
                let shown = lines.next().expect("--boards writes the board");
                let cols: Vec<u8> = shown["board ".len()..]
                    .split(' ')
                    .map(|c| c.parse().unwrap())
                    .collect();
                assert_eq!(cols, boards[last], "the board written is the particle's");
                assert!(lines.next().is_none(), "the search stops at its solution");
                return (Some(cols), counted);
            }
            _ => panic!("not a particle-swarm trace line: {line}"),
        }
    }
    (None, counted)
}

#[test]
fn fixed_seeds_end_on_valid_boards_for_8_12_and_20_and_repeat() {
    for (n, seeds) in [(8, 0..6), (12, 0..6), (20, 0..6)] {
        for seed in seeds {
            let first = trace(n, seed, &[]);
            let (board, _) = replay(n, 16, &first);
            let board = board.expect("a solution");
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
fn the_summary_counts_what_the_trace_prints_and_particles_change_the_run() {
    let trace = trace(12, 5, &["--particles", "5"]);
    let (_, counted) = replay(12, 5, &trace);
    let summary = stdout(&[
        "trace",
        "12",
        "--strategy",
        "particle-swarm",
        "--seed",
        "5",
        "--particles",
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
    let count = |word: &str| trace.lines().filter(|l| l.starts_with(word)).count() as u64;
    assert_eq!(value("boards tested"), counted);
    assert_eq!(value("swaps"), count("swap "));
    assert_eq!(value("particles"), 5);
    assert_ne!(trace, self::trace(12, 5, &[]));
}

#[test]
fn bad_options_get_one_line_and_a_usage_exit() {
    for args in [
        &[
            "trace",
            "8",
            "--strategy",
            "particle-swarm",
            "--particles",
            "0",
        ][..],
        &[
            "trace",
            "8",
            "--strategy",
            "particle-swarm",
            "--particles",
            "x",
        ],
        &["trace", "8", "--strategy", "genetic", "--particles", "10"],
    ] {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let said = String::from_utf8(out.stderr).unwrap();
        assert_eq!(said.trim_end().lines().count(), 1, "{args:?}: {said}");
    }
}

/// A paused particle swarm of `n` with `seed`, stepped past its first `rounds` rounds and
/// then `more` events.
fn stepped(n: usize, seed: u64, rounds: u64, more: usize, lang: Lang) -> App {
    let mut app = App::new(Options {
        strategy: Strategy::ParticleSwarm,
        seed,
        ..Options::new(n, Speed::PerSec(20), true)
    })
    .with_lang(lang);
    let mut moved = 0;
    while moved < rounds * 16 {
        app.update(Action::Step);
        match app.last_event() {
            Some(e) if e.to_string().starts_with("particle ") => moved += 1,
            Some(Event::Solution { .. }) | None => panic!("solved before {rounds} rounds"),
            _ => {}
        }
    }
    for _ in 0..more {
        app.update(Action::Step);
    }
    app
}

#[test]
fn stepping_back_replays_as_for_the_other_seeded_strategies() {
    // Three back from a run stepped on stands where the same run stepped three fewer stands
    // (tests/way_back.rs checks the whole state for every strategy; this its own events).
    let mut app = stepped(8, 1, 1, 3, Lang::En);
    let mut shorter = stepped(8, 1, 1, 0, Lang::En);
    for _ in 0..3 {
        app.update(Action::StepBack);
    }
    assert_eq!(app.search().event_number(), shorter.search().event_number());
    assert_eq!(app.last_event(), shorter.last_event());
    assert_eq!(app.solver().queens(), shorter.solver().queens());
    // And on again, the same events as the first time.
    for _ in 0..3 {
        app.update(Action::Step);
        shorter.update(Action::Step);
        assert_eq!(app.last_event(), shorter.last_event());
    }
}

#[test]
fn its_panels_at_the_three_sizes_in_both_languages() {
    for (lang, name) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        // Two rounds over, the third's first particle two swaps in.
        let app = stepped(8, 4, 2, 2, lang);
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen(&app, w, h).backend());
        }
    }
}

#[test]
fn particles_is_a_live_command_and_its_refusals_say_what_it_takes() {
    use nqueens::solver::AnySearch;
    let particles = |app: &App| match app.search().other() {
        Some(AnySearch::ParticleSwarm(p)) => p.swarm().particles,
        other => panic!("not a particle swarm: {other:?}"),
    };
    let mut app = stepped(8, 1, 1, 3, Lang::En);
    common::command(&mut app, "particles 5");
    assert_eq!(particles(&app), 5, "the swarm is of 5 now");
    assert_eq!(app.last_event(), None, "started again");
    let note = said(&app).unwrap_or_default();
    assert!(
        note.contains("particle-swarm starts again") && note.contains("5 particles"),
        "{note}"
    );
    for (line, words) in [
        ("particles 0", "from 1 to 1024"),
        ("particles many", "from 1 to 1024"),
        ("particles", "a number of particles"),
    ] {
        let mut app = stepped(8, 1, 1, 3, Lang::En);
        let last = app.last_event();
        common::command(&mut app, line);
        let refused = common::refusal(&app);
        assert!(refused.contains(words), "{line}: {refused}");
        assert_eq!(refused.lines().count(), 1, "{line}: {refused}");
        assert_eq!(particles(&app), 16, "{line}: the swarm as it was");
        assert_eq!(app.last_event(), last, "{line}: nothing moved");
    }
}
