//! The race and play screens in Chinese (issue 28): the race running and over, play empty,
//! with queens in conflict and a hint, and solved, at 80×24, 120×40 and 200×60, as snapshots;
//! on each, no English word is left (the notation, the strategies' and the keys' names
//! aside), no wide character is drawn over, and no number is cut.

mod common;

use common::{command, cut_numbers, drawn_over, lines_of};
use nqueens::app::{App, Effect, Mode, Options, Status};
use nqueens::i18n::Lang;
use nqueens::input::{BINDINGS, Scope};
use nqueens::ui;
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

/// A paused board of `n` in Chinese.
fn chinese(n: usize) -> App {
    App::new(Options::new(n, Speed::PerSec(20), true)).with_lang(Lang::Zh)
}

/// A race of `strategies` on the `n` board, in Chinese, paused at 20 events a second or
/// running at top speed.
fn race_at(n: usize, strategies: [Strategy; 2], top_speed: bool) -> App {
    let mut app = if top_speed {
        App::new(Options::new(n, Speed::Max, false)).with_lang(Lang::Zh)
    } else {
        chinese(n)
    };
    command(
        &mut app,
        &format!("race {} {}", strategies[0], strategies[1]),
    );
    assert_eq!(app.mode(), Mode::Race, "{:?}", app.view().prompt.line);
    app
}

/// A race of `strategies` on the `n` board, in Chinese, paused.
fn race(n: usize, strategies: [Strategy; 2]) -> App {
    race_at(n, strategies, false)
}

/// The race stepped until its left side has found `solutions`, the right fewer.
fn race_running(solutions: u64) -> App {
    let mut app = race(8, [Strategy::Bitmask, Strategy::Permutations]);
    while app.race().unwrap().standings()[0].solutions < solutions {
        app.update(Action::Step);
    }
    let [left, right] = app.race().unwrap().standings();
    assert!(right.solutions < left.solutions, "{left:?} {right:?}");
    assert_eq!(app.race().unwrap().lead().leader, Some(0));
    app
}

/// The race run to its end, as the event loop runs it at top speed.
fn race_over(n: usize, strategies: [Strategy; 2]) -> App {
    let mut app = race_at(n, strategies, true);
    while app.status() != Status::Done {
        assert!(app.run_events(4096) > 0);
    }
    app
}

/// Carries out `action` as the loop would, play's background checks answered at once.
fn act(app: &mut App, action: Action) {
    for effect in app.update(action) {
        if let Effect::Play(job) = effect {
            app.update(job.run(&|| false));
        }
    }
}

/// Play on an empty board of 8.
fn play_empty() -> App {
    let mut app = chinese(8);
    act(&mut app, Action::Play);
    assert_eq!(app.mode(), Mode::Play);
    app
}

/// Play with a8, e7 and d5 placed (d5 in conflict with a8), then the hint asked for.
fn play_conflict_hint() -> App {
    let mut app = play_empty();
    for (row, col) in [(0, 0), (1, 4), (3, 3)] {
        act(&mut app, Action::SelectSquare { row, col });
    }
    act(&mut app, Action::PlayHint);
    app
}

/// Play with the 8th solution of 8 placed by hand.
fn play_solved() -> App {
    let mut app = play_empty();
    let mut solver = nqueens::solver::Solver::new(8);
    for _ in 0..8 {
        solver.next_solution();
    }
    for (row, &col) in solver.queens().iter().enumerate() {
        let col = usize::from(col);
        act(&mut app, Action::SelectSquare { row, col });
    }
    app
}

/// The states the issue names, by name.
fn states() -> Vec<(&'static str, App)> {
    vec![
        ("race_running", race_running(2)),
        (
            "race_over",
            race_over(8, [Strategy::Bitmask, Strategy::Scan]),
        ),
        (
            "race_unlike",
            race_over(8, [Strategy::Permutations, Strategy::MinConflicts]),
        ),
        ("play_empty", play_empty()),
        ("play_conflict_hint", play_conflict_hint()),
        ("play_solved", play_solved()),
    ]
}

/// The words in Latin letters of `text` (`min-conflicts` one word), two letters or more.
fn latin_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphabetic() || c == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| w.len() > 1)
}

/// The words in Latin letters on `screen` that are no name the program keeps in every
/// language: the strategies', the keys' (`Space`, `Ctrl-Z`), the notation's (a file letter,
/// the files of a compact board, `n`). The few key labels that are words, said in the language, are not kept.
fn english_words(screen: &str) -> Vec<String> {
    let kept: Vec<&str> = Strategy::ALL
        .iter()
        .map(|s| s.name())
        .chain(
            BINDINGS
                .iter()
                .filter(|b| !matches!(b.scope, Scope::Mouse | Scope::Command))
                .flat_map(|b| latin_words(b.label)),
        )
        .collect();
    // A compact board's file letters stand side by side, one word to read as text.
    let files = "abcdefghijklmnopqrstuvwxyzABCDEF";
    let mut found: Vec<String> = latin_words(screen)
        .filter(|w| !kept.contains(w) && !files.starts_with(w))
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Whether `text` holds a Chinese character.
fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// What must hold of any race or play screen in Chinese: Chinese shown, no English word, no
/// wide character drawn over, no number cut.
fn check(what: &str, app: &App, terminal: &Terminal<TestBackend>) {
    let buf = terminal.backend().buffer();
    let lines = lines_of(buf, buf.area);
    let screen = lines.join("\n");
    assert!(has_chinese(&screen), "{what}: not Chinese\n{screen}");
    let english = english_words(&screen);
    assert!(english.is_empty(), "{what}: {english:?} left\n{screen}");
    let over = drawn_over(app, buf.area);
    assert!(over.is_empty(), "{what}: drawn over {over:?}\n{screen}");
    for line in &lines {
        assert_eq!(cut_numbers(line), Vec::<String>::new(), "{what}:\n{screen}");
    }
}

#[test]
fn race_and_play_in_chinese_at_every_size() {
    for (name, app) in states() {
        for (w, h) in SIZES {
            let terminal = common::screen(&app, w, h);
            check(&format!("{name} at {w}×{h}"), &app, &terminal);
            insta::assert_snapshot!(format!("zh_{name}_{w}x{h}"), terminal.backend());
        }
    }
}

#[test]
fn the_race_in_chinese_says_who_leads_and_keeps_its_figures_whole_at_any_board() {
    let lead =
        |app: &App| nqueens::i18n::scoped(Lang::Zh, || ui::race::lead_text(app.race().unwrap()));
    assert!(lead(&race_running(2)).starts_with("位掩码领先：已找到 2 个解"));
    let over = lead(&race_over(6, [Strategy::Bitmask, Strategy::Scan]));
    assert!(over.starts_with("竞速结束："), "{over}");
    let unlike = lead(&race_over(
        8,
        [Strategy::Permutations, Strategy::MinConflicts],
    ));
    assert!(
        unlike.starts_with("无法比较：最小冲突找到第一个解就停"),
        "{unlike}"
    );
    for strategies in [
        [Strategy::Bitmask, Strategy::Scan],
        [Strategy::Permutations, Strategy::Bruteforce],
        [Strategy::MinConflicts, Strategy::Permutations],
    ] {
        for n in 1..=32 {
            let mut app = race(n, strategies);
            for _ in 0..5 {
                app.update(Action::Step);
            }
            for (w, h) in SIZES {
                let what = format!("n = {n}, {strategies:?} at {w}×{h}");
                check(&what, &app, &common::screen(&app, w, h));
            }
        }
    }
}

#[test]
fn play_in_chinese_fits_every_board_it_takes() {
    for n in [1, 3, 4, 8, 12, 20, 32] {
        let mut app = chinese(n);
        act(&mut app, Action::Play);
        for (row, col) in [(0, 0), (1, 2), (2, 1)] {
            act(
                &mut app,
                Action::SelectSquare {
                    row: row.min(n - 1),
                    col: col.min(n - 1),
                },
            );
        }
        // Where the terminal is too small, it says so in Chinese too.
        for (w, h) in SIZES {
            check(
                &format!("n = {n} at {w}×{h}"),
                &app,
                &common::screen(&app, w, h),
            );
        }
    }
}
