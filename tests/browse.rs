//! Browsing the solutions panel through `update(Action)`: jumps, moves, the mouse, the class
//! listing, and writing the solutions to a file.

mod common;
use common::said;
use std::process::Command;

use nqueens::app::{App, Effect, ExportRequest, Options};
use nqueens::export;
use nqueens::hitmap::HitMap;
use nqueens::input::mouse_action;
use nqueens::solver::catalog::Listing;
use nqueens::solver::known;
use nqueens::vocabulary::{Action, Focus, Move, Speed, Viewport};
use ratatui::crossterm::event::{
    Event as TermEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// Lines of `nqueens solutions N [extra]`, from the built binary.
fn listing(n: usize, extra: &[&str]) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["solutions", &n.to_string()])
        .args(extra)
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// Where these tests draw the list: 10 rows high at (80, 1).
const LIST: Rect = Rect::new(80, 1, 40, 10);

/// The view reports a list of `LIST`'s height.
fn list_drawn(app: &mut App) {
    app.update(Action::Viewport(Viewport {
        list_rows: LIST.height,
        help_max_scroll: 0,
        ..Viewport::default()
    }));
}

/// A finished search of `n` with the list drawn at `LIST`.
fn finished(n: usize) -> App {
    let mut app = App::new(Options::new(n, Speed::Max, false));
    app.run_events(u64::MAX);
    list_drawn(&mut app);
    app
}

/// A mouse event at (`x`, `y`) on a screen whose list is at `LIST`, as the view would map it,
/// applied to `app`.
fn mouse(app: &mut App, kind: MouseEventKind, x: u16, y: u16) {
    let len = app.catalog().len(app.browser().listing());
    let first = app.browser().view(len).map_or(0, |(_, offset)| offset);
    let mut hits = HitMap::default();
    hits.list(LIST, first, len);
    let event = TermEvent::Mouse(MouseEvent {
        kind,
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    });
    if let Some(action) = mouse_action(&event, &hits) {
        app.update(action);
    }
}

/// The write `w` asks for, if any.
fn write_request(app: &mut App) -> Option<ExportRequest> {
    let effects = app.update(Action::WriteSolutions);
    // A new search's first action also asks for its run's length to be counted.
    let writes: Vec<&Effect> = effects
        .iter()
        .filter(|e| !matches!(e, Effect::CountTree(_)))
        .collect();
    match writes.as_slice() {
        [Effect::Write(request)] => Some(request.clone()),
        [] => None,
        other => panic!("unexpected effects {other:?}"),
    }
}

fn jump(app: &mut App, number: u64) {
    app.update(Action::StartJump);
    for digit in number.to_string().bytes() {
        app.update(Action::JumpDigit(digit - b'0'));
    }
    app.update(Action::JumpConfirm);
}

fn selected_cols(app: &App) -> String {
    let listing = app.browser().listing();
    let (selected, _) = app.browser().view(app.catalog().len(listing)).unwrap();
    let found = app.catalog().get(listing, selected).unwrap();
    nqueens::solver::notation::cols_text(&found.cols)
}

#[test]
fn jumping_to_k_selects_the_kth_line_of_solutions() {
    for n in [6, 8, 9] {
        let lines = listing(n, &[]);
        let mut app = finished(n);
        assert_eq!(app.catalog().total(), known(n).unwrap().total);
        for k in [1, 2, lines.len() as u64 / 2, lines.len() as u64] {
            jump(&mut app, k);
            assert_eq!(app.focus(), Focus::Solutions);
            assert_eq!(
                selected_cols(&app),
                lines[usize::try_from(k).unwrap() - 1],
                "n = {n}, #{k}"
            );
        }
    }
}

#[test]
fn the_class_listing_is_solutions_unique() {
    let lines = listing(8, &["--unique"]);
    let mut app = finished(8);
    app.update(Action::ToggleUnique);
    assert_eq!(app.browser().listing(), Listing::Unique);
    assert_eq!(app.catalog().unique(), 12);
    for (k, line) in lines.iter().enumerate() {
        jump(&mut app, k as u64 + 1);
        assert_eq!(&selected_cols(&app), line);
    }
    jump(&mut app, 13);
    assert!(
        said(&app).as_deref().unwrap().contains("no class #13"),
        "{:?}",
        said(&app).as_deref()
    );
}

#[test]
fn moves_walk_the_list_in_order() {
    let lines = listing(8, &[]);
    let mut app = finished(8);
    app.update(Action::Browse(Move::First));
    assert_eq!(selected_cols(&app), lines[0]);
    app.update(Action::Browse(Move::By(1)));
    app.update(Action::Browse(Move::By(1)));
    assert_eq!(selected_cols(&app), lines[2]);
    app.update(Action::Browse(Move::Pages(1)));
    assert_eq!(
        selected_cols(&app),
        lines[12],
        "a page is the 10 visible rows"
    );
    app.update(Action::Browse(Move::Last));
    assert_eq!(selected_cols(&app), lines[91]);
    jump(&mut app, 0);
    assert!(said(&app).as_deref().is_some(), "#0 does not exist");
}

#[test]
fn the_selection_follows_new_solutions_until_the_user_moves_it() {
    let mut app = App::new(Options::new(8, Speed::Max, false));
    list_drawn(&mut app);
    app.update(Action::RunToSolution);
    app.run_events(u64::MAX);
    app.update(Action::RunToSolution);
    app.run_events(u64::MAX);
    assert!(app.browser().following());
    assert_eq!(app.browser().view(2), Some((1, 0)));
    app.update(Action::Browse(Move::By(-1)));
    app.update(Action::RunToSolution);
    app.run_events(u64::MAX);
    assert_eq!(app.browser().view(3), Some((0, 0)), "stays on #1");
}

#[test]
fn a_click_selects_and_the_wheel_scrolls() {
    let lines = listing(8, &[]);
    let mut app = finished(8);
    app.update(Action::Browse(Move::First));
    app.update(Action::Back);
    assert_eq!(app.focus(), Focus::Board);
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), 85, 4);
    assert_eq!(app.focus(), Focus::Solutions);
    assert_eq!(
        selected_cols(&app),
        lines[3],
        "row 4 of the screen is the 4th row of the list"
    );
    mouse(&mut app, MouseEventKind::ScrollDown, 85, 4);
    assert_eq!(selected_cols(&app), lines[6]);
    mouse(&mut app, MouseEventKind::ScrollDown, 5, 4);
    assert_eq!(
        selected_cols(&app),
        lines[6],
        "the wheel elsewhere leaves the list alone"
    );
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), 5, 5);
    assert_eq!(
        selected_cols(&app),
        lines[6],
        "a click elsewhere selects nothing"
    );
}

#[test]
fn w_writes_the_solutions_listed_in_the_notation_of_the_screen() {
    let dir = std::env::temp_dir().join(format!("nqueens-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (unique, extra) in [(false, &[][..]), (true, &["--unique"][..])] {
        let mut app = finished(8);
        if unique {
            app.update(Action::ToggleUnique);
        }
        let request = write_request(&mut app).expect("a write was requested");
        assert_eq!(write_request(&mut app), None, "one write at a time");
        assert!(said(&app).as_deref().unwrap().contains("still writing"));
        let path = export::export(&request, &dir).unwrap();
        let written = std::fs::read_to_string(&path).unwrap();
        // What `solutions --notation chess` prints: a first line naming the notation, then
        // the squares as the screen names them.
        let mut args = vec!["--notation", "chess"];
        args.extend_from_slice(extra);
        let expected: String = listing(8, &args).iter().map(|l| format!("{l}\n")).collect();
        assert!(
            written.starts_with("# nqueens n = 8, notation chess"),
            "{written}"
        );
        assert_eq!(written, expected);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn write_in_chess_notation_writes_what_solutions_prints_in_it() {
    let dir = std::env::temp_dir().join(format!("nqueens-export-chess-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = finished(8);
    app.update(Action::OpenCommand);
    for c in "write chess.txt".chars() {
        app.update(Action::CommandChar(c));
    }
    let effects = app.update(Action::CommandRun);
    let [Effect::Write(request)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    let written = std::fs::read_to_string(export::export(request, &dir).unwrap()).unwrap();
    let expected: String = listing(8, &["--notation", "chess"])
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(written, expected);
    let lines: Vec<&str> = written.lines().collect();
    assert!(
        lines[0].starts_with("# nqueens n = 8, notation chess"),
        "{}",
        lines[0]
    );
    // The first solution, 0 4 7 5 2 6 1 3, as the board names its squares.
    assert_eq!(lines[1], "a8 e7 h6 f5 c4 g3 b2 d1");
    assert_eq!(lines.len(), 1 + 92);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_failed_write_keeps_the_earlier_file_whole() {
    let dir = std::env::temp_dir().join(format!("nqueens-export-fail-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = finished(6);
    let request = write_request(&mut app).unwrap();
    let target = dir.join(export::file_name(&request));
    std::fs::write(&target, "earlier\n").unwrap();
    // `:write` naming the file that exists fails rather than replace it.
    let named = ExportRequest {
        path: Some(export::file_name(&request).into()),
        ..request.clone()
    };
    let err = export::export(&named, &dir).unwrap_err();
    assert!(err.to_string().contains("exists"), "{err}");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "earlier\n");
    // Nothing is left behind: no temporary file.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    // A folder that does not exist fails too, with an error rather than a panic.
    assert!(export::export(&request, &dir.join("missing")).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn nothing_to_write_before_the_first_solution() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    assert_eq!(write_request(&mut app), None);
    assert!(said(&app).as_deref().is_some());
}

#[test]
fn a_failed_write_says_where_and_why_and_the_next_may_go() {
    let mut app = finished(6);
    let request = write_request(&mut app).unwrap();
    assert!(app.writing());
    let outcome = export::run(&request, std::path::Path::new("/nonexistent/folder"));
    app.update(Action::Written(outcome));
    assert!(!app.writing());
    let message = said(&app).unwrap();
    assert_eq!(
        message,
        "could not write /nonexistent/folder/nqueens-6.txt: No such file or directory (os error 2)"
    );
    let next = write_request(&mut app).expect("a new write once the last one ended");
    assert_ne!(
        next.job, request.job,
        "each write has its own temporary file"
    );
}

#[test]
fn a_link_at_the_old_temporary_name_is_not_followed() {
    let dir = std::env::temp_dir().join(format!("nqueens-export-link-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = finished(6);
    let request = write_request(&mut app).unwrap();
    // Earlier versions wrote to `.NAME.PID.JOB.partial`, which anyone sharing the folder
    // could plant a link at.
    let victim = dir.join("victim");
    std::fs::write(&victim, "precious\n").unwrap();
    let old_name = format!(
        ".{}.{}.{}.partial",
        export::file_name(&request),
        std::process::id(),
        request.job
    );
    std::os::unix::fs::symlink(&victim, dir.join(old_name)).unwrap();
    let path = export::export(&request, &dir).unwrap();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    assert!(std::fs::read_to_string(path).unwrap().lines().count() > 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn w_never_replaces_a_file_it_takes_the_next_free_name() {
    let dir = std::env::temp_dir().join(format!("nqueens-export-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("nqueens-6.txt"), "someone's notes\n").unwrap();
    let mut app = finished(6);
    let first = write_request(&mut app).unwrap();
    let path = export::export(&first, &dir).unwrap();
    assert_eq!(path, dir.join("nqueens-6-2.txt"));
    app.update(Action::Written(nqueens::vocabulary::WriteOutcome::Wrote(
        path,
    )));
    let second = write_request(&mut app).unwrap();
    assert_eq!(
        export::export(&second, &dir).unwrap(),
        dir.join("nqueens-6-3.txt")
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("nqueens-6.txt")).unwrap(),
        "someone's notes\n"
    );
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".partial"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn write_with_a_path_writes_there_and_never_over_a_file() {
    let dir = std::env::temp_dir().join(format!("nqueens-export-path-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    let mut app = finished(6);
    app.update(Action::OpenCommand);
    for c in "write sub/mine.txt".chars() {
        app.update(Action::CommandChar(c));
    }
    let effects = app.update(Action::CommandRun);
    let [Effect::Write(request)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    let path = export::export(request, &dir).unwrap();
    assert_eq!(path, dir.join("sub/mine.txt"));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap().lines().count(),
        1 + 4,
        "the notation's line and the 4 solutions of n = 6"
    );
    let again = export::run(request, &dir);
    let nqueens::vocabulary::WriteOutcome::Failed { cause, .. } = again else {
        panic!("{again:?}");
    };
    assert!(cause.contains("exists"), "{cause}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap().lines().count(),
        1 + 4
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
