//! Issue 24's kinds on the state's side: the gap the narration names is the distance in
//! events, a jump back says so, every undoable step is one undo (and redo brings it back), a
//! burst of presses is taps, and a solution ahead is reached where the run is known.

mod common;

use common::{command, said, with_background};
use nqueens::app::narration::Told;
use nqueens::app::{App, Options};
use nqueens::vocabulary::{Action, Speed};

/// A paused search of `n`.
fn paused(n: usize) -> App {
    App::new(Options::new(n, Speed::PerSec(10), true))
}

/// The narration's lines, oldest first.
fn told(app: &App) -> Vec<Told> {
    app.search().narration().lines().cloned().collect()
}

#[test]
fn the_gap_in_words_is_the_distance_in_events_for_any_jumps_and_steps() {
    let mut app = with_background(paused(8), 8, true);
    // A fixed pseudo-random walk: jumps forward and back, steps, and taps back.
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    let (total, exact) = app
        .search()
        .total_events()
        .expect("counted in the background");
    assert!(exact);
    for _ in 0..200 {
        let from = app.search().event_number();
        match next(4) {
            0 | 1 => {
                let target = next(total + 1);
                command(&mut app, &format!("event {target}"));
                let to = app.search().event_number();
                assert_eq!(to, target);
                let lines = told(&app);
                let tail = &lines[lines.len().saturating_sub(2)..];
                match to.cmp(&from) {
                    std::cmp::Ordering::Greater if to - from > 1 => {
                        assert_eq!(tail[0], Told::Skipped(to - from - 1), "{from} → {to}");
                    }
                    std::cmp::Ordering::Less => {
                        assert_eq!(tail[0], Told::JumpedBack { from, to }, "{from} → {to}");
                    }
                    _ => {}
                }
                if to != from {
                    assert!(matches!(tail[1], Told::Event(_)), "{tail:?}");
                }
            }
            2 => {
                app.update(Action::Step);
                if app.search().event_number() == from + 1 {
                    assert!(matches!(
                        told(&app).last(),
                        Some(Told::Event(_) | Told::Done(_))
                    ));
                }
            }
            _ => {
                app.update(Action::StepBack);
            }
        }
    }
}

#[test]
fn a_run_of_taps_back_is_one_undo_and_redo_brings_it_back() {
    let mut app = paused(8);
    for _ in 0..100 {
        app.update(Action::Step);
    }
    for _ in 0..5 {
        app.update(Action::StepBack);
    }
    assert_eq!(app.search().event_number(), 95);
    app.update(Action::Undo);
    assert_eq!(app.search().event_number(), 100, "{:?}", said(&app));
    assert!(said(&app).unwrap().starts_with("undone"));
    app.update(Action::Undo);
    assert_eq!(said(&app).as_deref(), Some("nothing to undo"));
    app.update(Action::Redo);
    assert_eq!(app.search().event_number(), 95);
    assert!(said(&app).unwrap().starts_with("redone"));
    app.update(Action::Redo);
    assert_eq!(said(&app).as_deref(), Some("nothing to redo"));
    // Undo and redo walk the same steps both ways: a restart, a new n, a jump.
    app.update(Action::Restart);
    app.update(Action::Grow);
    for _ in 0..10 {
        app.update(Action::Step);
    }
    command(&mut app, "event 40");
    let places = |app: &App| (app.n(), app.search().event_number());
    assert_eq!(places(&app), (9, 40));
    app.update(Action::Undo);
    assert_eq!(places(&app), (9, 10), "before the jump");
    app.update(Action::Undo);
    assert_eq!(places(&app), (8, 95), "before the restart");
    app.update(Action::Redo);
    app.update(Action::Redo);
    assert_eq!(places(&app), (9, 40));
    // Something new kept ends what redo could put back.
    app.update(Action::Undo);
    command(&mut app, "event 7");
    app.update(Action::Redo);
    assert_eq!(said(&app).as_deref(), Some("nothing to redo"));
}

#[test]
fn a_solution_ahead_is_reached_where_the_run_is_known_and_said_how_elsewhere() {
    // Surveyed: the run's 92 solutions are known, so #50 is one jump away.
    let mut app = with_background(paused(8), 8, true);
    for _ in 0..3 {
        app.update(Action::Step);
    }
    command(&mut app, "solution 50");
    assert_eq!(app.catalog().total(), 50, "{:?}", said(&app));
    assert!(matches!(
        app.last_event(),
        Some(nqueens::solver::Event::Solution { index: 50 })
    ));
    app.update(Action::Undo);
    assert_eq!(app.search().event_number(), 3, "the jump is undone");
    // Not surveyed (larger boards wait for it): say how to get there.
    let mut app = with_background(paused(8), 8, false);
    command(&mut app, "solution 50");
    let line = app.view().prompt.line.clone().expect("refused on the line");
    let said = common::words(line.note.as_ref()).unwrap();
    assert!(
        said.contains("no solution #50 yet") && said.contains(":event"),
        "{said}"
    );
    // Past the run's solutions, even when known.
    let mut app = with_background(paused(8), 8, true);
    command(&mut app, "solution 93");
    assert_eq!(app.catalog().total(), 0);
}

/// The screen of `app` at `width`×`height`, as text.
fn text_of(app: &App, width: u16, height: u16) -> String {
    let terminal = common::screen(app, width, height);
    let buf = terminal.backend().buffer();
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

#[test]
fn a_board_too_large_names_the_largest_that_fits_and_keeps_the_command_line() {
    use nqueens::vocabulary::Strategy;
    let mut options = Options::new(999, Speed::PerSec(10), true);
    options.strategy = Strategy::MinConflicts;
    let mut app = App::new(options);
    // The note wraps: read it as one line.
    let screen = text_of(&app, 80, 24)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let k: usize = screen
        .split(":n ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|k| k.parse().ok())
        .unwrap_or_else(|| panic!("no :n K in\n{screen}"));
    assert!(
        screen.contains("is the largest board that fits"),
        "{screen}"
    );
    // K fits and K + 1 does not.
    command(&mut app, &format!("n {k}"));
    assert_eq!(app.n(), k);
    assert!(!text_of(&app, 80, 24).contains("Enlarge"), "n = {k} fits");
    command(&mut app, &format!("n {}", k + 1));
    assert!(
        text_of(&app, 80, 24).contains("Enlarge"),
        "n = {} does not",
        k + 1
    );
    // One step too large: `[` says it.
    let flat = text_of(&app, 80, 24)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains("[ makes the board smaller"), "{flat}");
    // The command line is drawn while the board does not fit.
    app.update(Action::OpenCommand);
    for c in "n 1".chars() {
        app.update(Action::CommandChar(c));
    }
    let screen = text_of(&app, 80, 24);
    assert!(screen.lines().last().unwrap().contains(":n 1"), "{screen}");
}

#[test]
fn a_small_run_done_at_top_speed_still_gives_its_scan_checks() {
    for n in 1..=10 {
        // At a set speed the careful loop counts the scan's checks all along.
        let careful = finish(App::new(Options::new(n, Speed::PerSec(1_000_000), false)));
        // At top speed the hot loop skips them: they are counted again at the end.
        let top = finish(App::new(Options::new(n, Speed::Max, false)));
        let expected = careful.checks().1.expect("counted all along");
        assert_eq!(top.checks().1, Some(expected), "n = {n}");
    }
}

#[test]
fn a_larger_run_done_at_top_speed_takes_its_scan_checks_from_the_survey() {
    for n in [11, 12] {
        let careful = finish(App::new(Options::new(n, Speed::PerSec(1_000_000), false)));
        let expected = careful.checks().1.expect("counted all along");
        // Done at top speed before the survey asked for at the start came back: the count is
        // missing until it does.
        let mut top = App::new(Options::new(n, Speed::Max, false));
        let asked = top.update(Action::Viewport(nqueens::vocabulary::Viewport::default()));
        let mut top = finish(top);
        assert_eq!(top.checks().1, None, "n = {n}: not counted yet");
        for effect in asked {
            if let nqueens::app::Effect::CountTree(wanted) = effect {
                assert!(wanted.survey, "n = {n} is surveyed");
                let mut outcomes = Vec::new();
                nqueens::runtime::count_tree(wanted, |outcome| outcomes.push(outcome));
                for outcome in outcomes {
                    top.update(outcome);
                }
            }
        }
        assert_eq!(top.checks().1, Some(expected), "n = {n}");
    }
}

/// `app` searched to the end.
fn finish(mut app: App) -> App {
    while app.status() != nqueens::app::Status::Done {
        app.run_events(1 << 22);
    }
    app
}

/// `n` searched to the end at top speed.
fn done(n: usize) -> App {
    finish(App::new(Options::new(n, Speed::Max, false)))
}

/// The screen sizes the layout is checked at, from the smallest common terminal up.
const SIZES: [(u16, u16); 6] = [
    (80, 24),
    (100, 30),
    (120, 40),
    (160, 50),
    (200, 60),
    (300, 80),
];

#[test]
fn every_solution_line_is_whole_at_every_size_when_done() {
    for n in 4..=14 {
        let app = done(n);
        for (w, h) in SIZES {
            let screen = text_of(&app, w, h);
            for line in screen.lines() {
                // A solution's row in the list: `#K` then its files, then its orbit.
                for cell in line.split('│') {
                    let words: Vec<&str> = cell.split_whitespace().collect();
                    let Some(first) = words.first() else { continue };
                    let first = first.trim_start_matches('▶');
                    if !(first.starts_with('#') && first[1..].chars().all(|c| c.is_ascii_digit())) {
                        continue;
                    }
                    if first.len() < 2 || words.len() < 2 || words[1].len() != 1 {
                        continue;
                    }
                    let files = words[1..].iter().take_while(|w| w.len() == 1).count();
                    assert_eq!(files, n, "n = {n} at {w}×{h}: {cell:?}\n{screen}");
                }
            }
        }
    }
}

#[test]
fn the_run_s_length_arriving_never_changes_the_layout() {
    for n in [13, 14] {
        for strategy in [
            nqueens::vocabulary::Strategy::Bitmask,
            nqueens::vocabulary::Strategy::Scan,
        ] {
            let mut options = Options::new(n, Speed::PerSec(10), true);
            options.strategy = strategy;
            let before = App::new(options);
            assert!(before.search().total_events().is_none(), "still counting");
            let after = with_background(before.clone(), n, false);
            assert!(after.search().total_events().is_some(), "counted");
            for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
                let area = ratatui::layout::Rect::new(0, 0, w, h);
                let (a, b) = (
                    nqueens::ui::plan(&before, area),
                    nqueens::ui::plan(&after, area),
                );
                assert_eq!(
                    a.as_ref().map(|p| (p.board(), p.shown(), p.drawing)).ok(),
                    b.as_ref().map(|p| (p.board(), p.shown(), p.drawing)).ok(),
                    "n = {n} {strategy} at {w}×{h}"
                );
            }
        }
    }
}

#[test]
fn a_race_fills_its_room_at_every_size() {
    use nqueens::ui::layout::race_plan;
    for n in [4, 6, 8, 10, 12, 16, 24] {
        for (w, h) in SIZES {
            for summary in [false, true] {
                let area = ratatui::layout::Rect::new(0, 0, w, h);
                let Ok(plan) = race_plan(n, 1, summary, area) else {
                    continue;
                };
                // The last thing drawn above the hint bar ends on the line above it.
                let last = plan
                    .summary
                    .map_or(plan.panes[1].area.bottom(), |s| s.bottom());
                assert_eq!(
                    last, plan.footer.y,
                    "n = {n} at {w}×{h}, summary {summary}: {plan:?}"
                );
                for pane in plan.panes {
                    assert!(pane.area.contains(pane.board.as_position()), "{plan:?}");
                    assert!(pane.board.bottom() <= pane.area.bottom(), "{plan:?}");
                    if let Some(c) = pane.counters {
                        assert!(c.bottom() <= pane.area.bottom(), "{plan:?}");
                    }
                }
            }
        }
    }
}

/// The timeline bar's cells of `screen` (the row with its `◆`), and the `◆`'s place in them.
fn timeline_mark(screen: &str) -> Option<(usize, usize)> {
    const CELLS: &str = "━─◆▁▂▃▄▅▆▇█";
    let row = screen.lines().find(|l| l.contains('◆'))?;
    for part in row.split('│') {
        let cells: Vec<char> = part
            .trim_start()
            .chars()
            .take_while(|c| CELLS.contains(*c))
            .collect();
        if let Some(at) = cells.iter().position(|&c| c == '◆') {
            return Some((at, cells.len()));
        }
    }
    None
}

#[test]
fn the_timeline_marks_the_position_in_the_strategy_s_own_events() {
    for strategy in [
        nqueens::vocabulary::Strategy::Bitmask,
        nqueens::vocabulary::Strategy::Scan,
    ] {
        let mut options = Options::new(8, Speed::PerSec(10), true);
        options.strategy = strategy;
        let mut app = with_background(App::new(options), 8, false);
        let (total, _) = app.search().total_events().expect("surveyed");
        for k in (0..=total).step_by(97).chain([total - 1, total]) {
            command(&mut app, &format!("event {k}"));
            assert_eq!(app.search().event_number(), k);
            for (w, h) in [(120, 40), (200, 60)] {
                let screen = text_of(&app, w, h);
                let (at, cells) = timeline_mark(&screen).expect("a timeline");
                let expected = (usize::try_from(k).unwrap() * cells
                    / usize::try_from(total).unwrap())
                .min(cells - 1);
                assert_eq!(
                    at, expected,
                    "{strategy} event {k} of {total} at {w}×{h}:\n{screen}"
                );
            }
        }
    }
}

#[test]
fn the_solutions_panel_is_wide_enough_for_the_run_s_widest_row() {
    use nqueens::ui::Part;
    // Runs too long to finish in a test (n = 15, 16: 14.8 million solutions): the panel, where
    // shown, holds the widest row the run can give, `▶#14,772,512 ` and the files, whole.
    for n in 4..=27 {
        let total = nqueens::solver::known::known(n).unwrap().total;
        let widest = format!(
            "▶#{} {}",
            nqueens::ui::kit::format::grouped(total),
            "a".repeat(n)
        );
        let app = paused(n);
        for (w, h) in SIZES {
            let Ok(plan) = nqueens::ui::plan(&app, ratatui::layout::Rect::new(0, 0, w, h)) else {
                continue;
            };
            if let Some(panel) = plan.rect(Part::Solutions) {
                // Inside the border, a column kept clear of it.
                let room = usize::from(panel.width) - 3;
                assert!(
                    widest.chars().count() <= room,
                    "n = {n} at {w}×{h}: {widest:?} in {room} columns"
                );
            }
        }
    }
}

#[test]
fn every_strategy_s_done_screen_says_done_at_every_size() {
    use nqueens::vocabulary::Strategy;
    for strategy in Strategy::ALL {
        // Bruteforce tries every board: n = 5 is 3,125 of them. Min-conflicts also far past
        // the lettered files, where the board is all there is on a small screen.
        let sizes: &[usize] = match strategy {
            Strategy::MinConflicts => &[6, 60, 400],
            Strategy::Bruteforce => &[5],
            _ => &[6, 8],
        };
        for &n in sizes {
            let mut options = Options::new(n, Speed::Max, false);
            options.strategy = strategy;
            let app = finish(App::new(options));
            for (w, h) in [
                (40, 12),
                (60, 20),
                (80, 24),
                (120, 40),
                (200, 60),
                (520, 260),
            ] {
                let screen = text_of(&app, w, h);
                if screen.contains("Enlarge") || screen.contains("too small") {
                    continue;
                }
                assert!(
                    screen.contains("done"),
                    "{strategy} n = {n} at {w}×{h}:\n{screen}"
                );
            }
        }
    }
}

#[test]
fn a_jump_keeps_the_strategy_and_its_checks() {
    use nqueens::vocabulary::Strategy;
    for strategy in [Strategy::Scan, Strategy::Arrays, Strategy::Matrix] {
        let mut options = Options::new(8, Speed::PerSec(10), true);
        options.strategy = strategy;
        let mut app = with_background(App::new(options), 8, true);
        let (total, _) = app.search().total_events().expect("surveyed");
        // Near jumps step there; far ones start from a kept position (a landmark).
        for k in [
            5,
            300,
            7_000,
            7_500,
            20_000,
            total / 2,
            total - 1,
            total,
            11,
        ] {
            command(&mut app, &format!("event {k}"));
            assert_eq!(app.search().event_number(), k, "{strategy}");
            assert_eq!(app.strategy(), strategy, "event {k}");
            // The checks there are those of a search stepped there one event at a time.
            let mut walked = App::new(Options {
                strategy,
                ..Options::new(8, Speed::PerSec(1_000_000), false)
            });
            while walked.search().event_number() < k {
                let left = k - walked.search().event_number();
                walked.run_events(left);
            }
            let (jumped, stepped) = (app.search().checks(), walked.search().checks());
            if let Some(costs) = jumped.1 {
                assert_eq!(Some(costs), stepped.1, "{strategy} at event {k}");
            }
            assert_eq!(jumped.0, stepped.0, "{strategy} at event {k}");
        }
    }
}

#[test]
fn a_finished_run_that_always_runs_the_same_way_knows_its_length() {
    use nqueens::vocabulary::Strategy;
    for strategy in [
        Strategy::BreadthFirst,
        Strategy::BestFirst,
        Strategy::ForwardChecking,
    ] {
        let mut options = Options::new(6, Speed::Max, false);
        options.strategy = strategy;
        let app = finish(App::new(options));
        let events = app.search().event_number();
        assert_eq!(
            app.search().total_events(),
            Some((events, true)),
            "{strategy}"
        );
        let shown = text_of(&app, 120, 40);
        let grouped = nqueens::ui::kit::format::grouped(events);
        assert!(
            shown.contains(&format!("{grouped} / {grouped}")),
            "{strategy}:\n{shown}"
        );
    }
}
