//! The race (`:race A B`, `--race A,B`): two strategies on the same board at the same event
//! rate. Its figures against `trace --summary`'s, its keys acting on both sides, its screens.

mod common;
use common::{cut_numbers, refusal, said, words};

use std::process::{Command, Stdio};
use std::time::Duration;

use common::{command, screen};
use nqueens::app::race::Standing;
use nqueens::app::{App, Mode, Options, Status};
use nqueens::commands::trace::summarize;
use nqueens::solver::AnySearch;
use nqueens::ui::kit::format::grouped;
use nqueens::ui::{self, Drawing, SquareSize};
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::layout::Rect;

use Strategy::{Bitmask, Bruteforce, MinConflicts, Permutations, Scan};

/// A race of `strategies` on the `n` board at `speed`, started from the command line.
fn race(n: usize, strategies: [Strategy; 2], speed: Speed, paused: bool) -> App {
    let mut app = App::new(Options::new(n, speed, paused));
    command(
        &mut app,
        &format!("race {} {}", strategies[0], strategies[1]),
    );
    assert_eq!(app.mode(), Mode::Race, "{:?}", app.view().prompt.line);
    app
}

/// The race run to its end, as the event loop runs it at top speed.
fn finished(n: usize, strategies: [Strategy; 2]) -> App {
    let mut app = race(n, strategies, Speed::Max, false);
    while app.status() == Status::Running {
        assert!(app.run_events(4096) > 0);
    }
    assert_eq!(app.status(), Status::Done);
    app
}

fn standings(app: &App) -> [Standing; 2] {
    app.race().expect("a race on screen").standings()
}

fn events(app: &App) -> [u64; 2] {
    standings(app).map(|s| s.events)
}

/// The pairs the figures are checked on: every strategy, on boards each finishes quickly.
const PAIRS: &[(usize, [Strategy; 2])] = &[
    (6, [Bitmask, Scan]),
    (8, [Bitmask, Scan]),
    (7, [Bitmask, Permutations]),
    (6, [Scan, Bruteforce]),
    (8, [Permutations, MinConflicts]),
    (5, [Bruteforce, MinConflicts]),
    (10, [MinConflicts, Bitmask]),
    (3, [Bitmask, Permutations]),
];

#[test]
fn the_summary_has_the_figures_of_each_strategys_own_run() {
    for &(n, strategies) in PAIRS {
        let app = finished(n, strategies);
        let race = app.race().unwrap();
        for (side, standing) in race.sides().iter().zip(standings(&app)) {
            // What `trace N --strategy S --summary` computes (the seed is its default, 0).
            let mut alone = AnySearch::new(standing.strategy, n, 0).unwrap();
            let expected = summarize(&mut alone, u64::MAX);
            let what = format!("n = {n}, {} in {strategies:?}", standing.strategy);
            assert!(standing.done, "{what}");
            assert_eq!(standing.events, expected.events, "{what}: events");
            assert_eq!(
                standing.solutions, expected.counters.solutions,
                "{what}: solutions"
            );
            assert_eq!(side.counters(), expected.counters, "{what}: counters");
            assert_eq!(standing.work, Some(expected.work), "{what}: work");
        }
    }
}

/// The summary table's row for `strategy`, as words, from the screen.
fn summary_row(screen: &str, strategy: Strategy) -> Vec<String> {
    let start = screen
        .find("Race over")
        .unwrap_or_else(|| panic!("no summary:\n{screen}"));
    screen[start..]
        .lines()
        .map(|line| line.trim_matches(|c| c == '│' || c == ' '))
        .find(|line| line.split_whitespace().next() == Some(strategy.name()))
        .unwrap_or_else(|| panic!("no row for {strategy}:\n{screen}"))
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// `nqueens trace N --strategy S --summary`, as label → value.
fn trace_summary(n: usize, strategy: Strategy) -> Vec<(String, String)> {
    common::output_lines(&[
        "trace",
        &n.to_string(),
        "--strategy",
        strategy.name(),
        "--summary",
    ])
    .into_iter()
    .map(|line| {
        let (label, value) = line.split_at(15.min(line.len()));
        (label.trim().to_string(), value.trim().to_string())
    })
    .collect()
}

fn traced(summary: &[(String, String)], label: &str) -> u64 {
    summary
        .iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("no {label} in {summary:?}"))
        .1
        .parse()
        .unwrap()
}

#[test]
fn the_summary_on_screen_reads_as_the_binarys_trace_summary() {
    for &(n, strategies) in &[
        (6, [Bitmask, Scan]),
        (7, [Permutations, Bitmask]),
        (5, [Bruteforce, MinConflicts]),
    ] {
        let app = finished(n, strategies);
        let screen = text(&app, 200, 60);
        for strategy in strategies {
            let trace = trace_summary(n, strategy);
            let row = summary_row(&screen, strategy);
            // strategy, events, solutions, checks, boards tested, nodes, events/sol.,
            // checks/sol., time: every column fits at 200 columns.
            let expected = [
                strategy.name().to_string(),
                grouped(traced(&trace, "events")),
                grouped(traced(&trace, "solutions")),
                grouped(traced(&trace, "checks")),
                grouped(traced(&trace, "boards tested")),
            ];
            assert_eq!(row[..5], expected, "n = {n}, {strategy}:\n{screen}");
            let solutions = traced(&trace, "solutions");
            let per = |v: u64| grouped((v + solutions / 2) / solutions);
            assert_eq!(row[6], per(traced(&trace, "events")), "events per solution");
            assert_eq!(row[7], per(traced(&trace, "checks")), "checks per solution");
        }
    }
}

#[test]
fn both_sides_get_the_same_events_every_tick() {
    let mut app = race(10, [Bitmask, Bruteforce], Speed::PerSec(100), false);
    for tick in 1..=30 {
        let due = app.tick(Duration::from_millis(100));
        assert_eq!(due, 10, "100 events/s for a tenth of a second");
        while app.run_events(due) < due {}
        assert_eq!(events(&app), [10 * tick; 2], "tick {tick}");
    }
    // At top speed, batch after batch.
    command(&mut app, "speed max");
    for batch in 1..=5 {
        assert_eq!(app.tick(Duration::from_millis(16)), u64::MAX);
        assert_eq!(app.run_events(4096), 4096);
        assert_eq!(events(&app), [300 + 4096 * batch; 2]);
    }
}

#[test]
fn a_side_that_ends_stops_and_the_other_runs_on() {
    // min-conflicts ends at its first solution; the bitmask goes on to all 92.
    let mut app = race(8, [MinConflicts, Bitmask], Speed::Max, false);
    while standings(&app)[0].solutions == 0 {
        app.run_events(1);
    }
    let [mc, bm] = standings(&app);
    assert!(mc.done && !bm.done);
    assert_eq!(mc.events, bm.events, "the same events up to there");
    assert_eq!(
        app.status(),
        Status::Running,
        "the race runs while a side does"
    );
    app.run_events(100);
    let [after, bm_after] = standings(&app);
    assert_eq!(after.events, mc.events, "the finished side stands still");
    assert_eq!(bm_after.events, bm.events + 100);
    let lead = nqueens::ui::race::lead_text(app.race().unwrap());
    assert!(lead.contains("min-conflicts stops at its first"), "{lead}");
    // One solution against a search for all: neither leads, on the way or at the end, and
    // no figure per solution is set against the other.
    for end in [false, true] {
        if end {
            while app.status() == Status::Running {
                app.run_events(4096);
            }
        }
        let race = app.race().unwrap();
        let lead = nqueens::ui::race::lead_text(race);
        assert_eq!(race.lead().leader, None, "{lead}");
        assert!(
            lead.starts_with("not comparable") && !lead.contains("per solution"),
            "{lead}"
        );
        let [mc, bm] = standings(&app);
        assert!(
            lead.contains(&format!(
                "bitmask {} for {}",
                grouped(bm.work.unwrap().checks),
                bm.solutions
            )),
            "{lead}"
        );
        assert!(
            lead.contains(&format!(
                "min-conflicts {} for 1",
                grouped(mc.work.unwrap().checks)
            )),
            "{lead}"
        );
    }
}

#[test]
fn space_step_and_the_speed_keys_act_on_both_sides() {
    let mut app = race(8, [Bitmask, Scan], Speed::PerSec(20), false);
    let statuses = |app: &App| app.race().unwrap().sides().each_ref().map(|s| s.status());
    let speeds = |app: &App| app.race().unwrap().sides().each_ref().map(|s| s.speed());
    assert_eq!(statuses(&app), [Status::Running; 2]);
    app.update(Action::TogglePause);
    assert_eq!(statuses(&app), [Status::Paused; 2]);
    assert_eq!(
        app.tick(Duration::from_secs(1)),
        0,
        "nothing falls due while paused"
    );
    for k in 1..=5 {
        app.update(Action::Step);
        assert_eq!(events(&app), [k; 2], "s steps each side one event");
    }
    app.update(Action::Faster);
    assert_eq!(speeds(&app), [Speed::PerSec(50); 2]);
    app.update(Action::Slower);
    app.update(Action::Slower);
    assert_eq!(speeds(&app), [Speed::PerSec(10); 2]);
    command(&mut app, "speed 500");
    assert_eq!(speeds(&app), [Speed::PerSec(500); 2]);
    app.update(Action::TogglePause);
    assert_eq!(statuses(&app), [Status::Running; 2]);
    // Stepping a running race pauses it first.
    app.update(Action::Step);
    assert_eq!(statuses(&app), [Status::Paused; 2]);
    assert_eq!(events(&app), [6; 2]);
    // r: the same race from the start; ]: one size up.
    app.update(Action::Restart);
    assert_eq!(events(&app), [0; 2]);
    app.update(Action::Grow);
    assert_eq!(app.race().unwrap().n(), 9);
    assert_eq!(
        app.race().unwrap().strategies(),
        [Bitmask, Scan],
        "the same strategies"
    );
}

#[test]
fn a_finished_race_says_so_and_r_runs_it_again() {
    let mut app = finished(5, [Bitmask, Scan]);
    app.update(Action::TogglePause);
    assert!(said(&app).as_deref().unwrap().contains("the race is over"));
    app.update(Action::Step);
    assert!(said(&app).as_deref().unwrap().contains("the race is over"));
    app.update(Action::Restart);
    assert_eq!(app.status(), Status::Running);
    assert_eq!(events(&app), [0; 2]);
}

#[test]
fn esc_returns_to_the_search_untouched_and_race_takes_the_race_up_again() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    for _ in 0..7 {
        app.update(Action::Step);
    }
    let before = (app.n(), app.status(), app.search().event_number());
    command(&mut app, "race scan permutations");
    assert_eq!(app.mode(), Mode::Race);
    assert_eq!(
        app.status(),
        Status::Paused,
        "a paused search starts a paused race"
    );
    for _ in 0..3 {
        app.update(Action::Step);
    }
    // Keys of the search do nothing to it in a race; they say where they work.
    app.update(Action::StepBack);
    assert!(said(&app).as_deref().unwrap().contains("leaves the race"));
    app.update(Action::Back);
    assert_eq!(app.mode(), Mode::Search);
    assert!(app.race().is_none());
    assert_eq!((app.n(), app.status(), app.search().event_number()), before);
    command(&mut app, "race");
    assert_eq!(app.mode(), Mode::Race);
    assert_eq!(events(&app), [3; 2], "the race as it was left");
    // `:race` again leaves it; `:race A B` in a race starts a new one.
    command(&mut app, "race");
    assert_eq!(app.mode(), Mode::Search);
    command(&mut app, "race");
    command(&mut app, "race bitmask min-conflicts");
    assert_eq!(app.race().unwrap().strategies(), [Bitmask, MinConflicts]);
    assert_eq!(events(&app), [0; 2]);
    // Commands of the search wait for it.
    command(&mut app, "strategy scan");
    assert!(refusal(&app).contains("leaves the race"));
}

#[test]
fn bad_race_commands_are_refused_with_a_reason() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    for (line, reason) in [
        ("race", "race needs two strategies"),
        ("race bitmask", "race takes two strategies"),
        (
            "race bitmask scan permutations",
            "race takes two strategies",
        ),
        ("race bitmask bitmask", "against itself"),
        ("race bitmask dfs", "`dfs`: the strategies are"),
    ] {
        command(&mut app, line);
        assert_eq!(app.mode(), Mode::Search, "{line}");
        let refused = refusal(&app);
        assert!(refused.contains(reason), "{line}: {refused}");
        app.update(Action::Back);
    }
}

#[test]
fn pause_in_the_search_and_in_the_race_stay_apart() {
    // The search runs; a race starts running; pausing the race leaves the search running.
    let mut app = App::new(Options::new(8, Speed::PerSec(20), false));
    command(&mut app, "race bitmask scan");
    app.update(Action::TogglePause);
    assert_eq!(app.status(), Status::Paused);
    app.update(Action::Back);
    assert_eq!(app.status(), Status::Running, "the search as it was");
}

fn text(app: &App, width: u16, height: u16) -> String {
    let terminal = screen(app, width, height);
    let buf = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Paused after `steps` events on each side, for screens that hold still.
fn stepped(n: usize, strategies: [Strategy; 2], steps: usize) -> App {
    let mut app = race(n, strategies, Speed::PerSec(20), true);
    for _ in 0..steps {
        app.update(Action::Step);
    }
    app
}

#[test]
fn race_mid_run_80x24() {
    insta::assert_snapshot!(screen(&stepped(8, [Bitmask, Scan], 60), 80, 24).backend());
}

#[test]
fn race_mid_run_120x40() {
    insta::assert_snapshot!(screen(&stepped(8, [Bitmask, Permutations], 300), 120, 40).backend());
}

#[test]
fn race_over_80x24() {
    insta::assert_snapshot!(screen(&finished(6, [Bitmask, Scan]), 80, 24).backend());
}

#[test]
fn race_over_120x40() {
    insta::assert_snapshot!(screen(&finished(8, [Permutations, MinConflicts]), 120, 40).backend());
}

#[test]
fn race_help_lists_the_race_keys() {
    let mut app = stepped(8, [Bitmask, Scan], 3);
    app.update(Action::ToggleHelp);
    let screen = text(&app, 120, 40);
    assert!(screen.contains("Race (:race A B"), "{screen}");
    assert!(screen.contains("pause / resume both"), "{screen}");
    assert!(
        !screen.contains("Solutions panel"),
        "only the keys that work:\n{screen}"
    );
}

#[test]
fn both_boards_are_readable_at_every_size() {
    let squares = |w, h| {
        Drawing::Squares(SquareSize {
            width: w,
            height: h,
        })
    };
    // n = 8: squares of glyphs, the summary under them all along, and each board's counters
    // while running (once done the summary holds their figures).
    for (w, h, running, done) in [
        (80, 24, squares(3, 1), squares(3, 1)),
        (120, 40, squares(5, 3), squares(5, 3)),
        (200, 60, squares(5, 3), squares(5, 3)),
    ] {
        for (app, drawing) in [
            (stepped(8, [Bitmask, Scan], 10), running),
            (finished(8, [Bitmask, Scan]), done),
        ] {
            let race = app.race().unwrap();
            let plan = ui::race::plan(race, Rect::new(0, 0, w, h)).unwrap();
            assert_eq!(plan.drawing, drawing, "{w}×{h}, {:?}", race.status());
            let counted = plan.panes.iter().all(|p| p.counters.is_some());
            assert!(counted || race.status() == Status::Done, "{w}×{h}");
            // The summary is there all along, so that the end changes no layout.
            assert!(plan.summary.is_some(), "{w}×{h}");
            // Nothing of the screen is cut: each side's board shows all its queens' ranks.
            let screen = text(&app, w, h);
            assert!(!screen.contains("Enlarge"), "{w}×{h}:\n{screen}");
        }
    }
    // Large boards take the compact drawing; the terminal says so when even that is too big.
    let app = stepped(24, [Bitmask, Scan], 10);
    let plan = ui::race::plan(app.race().unwrap(), Rect::new(0, 0, 80, 24)).unwrap();
    assert_eq!(plan.drawing, Drawing::Compact);
    let screen = text(&stepped(32, [Bitmask, Scan], 10), 60, 20);
    assert!(screen.contains("Enlarge the terminal: n = 32"), "{screen}");
}

/// The one line on stderr of `nqueens ARGS`, which must refuse them with exit status 2.
fn refused(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    stderr
}

#[test]
fn the_race_flag_starts_a_race_and_refuses_bad_names_in_one_line() {
    use clap::Parser;
    use nqueens::cli::Cli;
    use nqueens::commands::watch;
    let cli = Cli::try_parse_from(["nqueens", "-n", "6", "--race", "scan,bruteforce"]).unwrap();
    let options = watch::options(&cli.watch.animation).unwrap();
    let app = watch::app(options, &cli.watch.animation).unwrap();
    assert_eq!(app.mode(), Mode::Race);
    assert_eq!(app.race().unwrap().strategies(), [Scan, Bruteforce]);
    assert_eq!(app.race().unwrap().n(), 6);
    for (arg, reason) in [
        ("bitmask", "two strategies with a comma"),
        ("bitmask,scan,permutations", "two strategies with a comma"),
        ("bitmask,dfs", "`dfs`: the strategies are"),
        ("scan,scan", "against itself"),
    ] {
        let stderr = refused(&["--race", arg]);
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(stderr.contains(reason), "--race {arg}: {stderr}");
    }
    // The race's strategies are named, not the --strategy the user never typed.
    let stderr = refused(&["--race", "bitmask,scan", "-n", "40"]);
    assert!(
        stderr
            .contains("no race at n = 40 (--race bitmask,scan): bitmask searches boards up to 32"),
        "{stderr}"
    );
    assert!(!stderr.contains("--strategy"), "{stderr}");
    // A board only min-conflicts animates is too large for the other side of any race.
    let stderr = refused(&[
        "--strategy",
        "min-conflicts",
        "-n",
        "100",
        "--race",
        "min-conflicts,scan",
    ]);
    assert!(
        stderr.contains(
            "no race at n = 100 (--race min-conflicts,scan): scan searches boards up to 32"
        ),
        "{stderr}"
    );
    let cli = Cli::try_parse_from(["nqueens", "--strategy", "min-conflicts", "-n", "100"]).unwrap();
    let mut app = watch::app(
        watch::options(&cli.watch.animation).unwrap(),
        &cli.watch.animation,
    )
    .unwrap();
    command(&mut app, "race min-conflicts bitmask");
    assert_eq!(app.mode(), Mode::Search, "no race started");
    assert!(
        app.view()
            .prompt
            .line
            .as_ref()
            .and_then(|l| words(l.note.as_ref()))
            .as_deref()
            == Some("no race at n = 100: bitmask searches boards up to 32 (:n 32 first)")
    );
}

/// Whether every square of the side's board is painted: each cell of the squares' area holds
/// a glyph or a colour (a blank area where the plan claims a board fails).
fn board_drawn(buf: &ratatui::buffer::Buffer, n: usize, drawing: Drawing, board: Rect) -> bool {
    use nqueens::ui::board::LABEL_WIDTH;
    use ratatui::style::Color;
    let left = board.x + LABEL_WIDTH;
    (board.y..board.y + drawing.lines(n)).all(|y| {
        (left..left + drawing.width(n)).all(|x| {
            let cell = &buf[(x, y)];
            cell.symbol() != " " || cell.bg != Color::Reset
        })
    })
}

#[test]
fn every_board_the_plan_places_is_drawn_or_the_screen_asks_for_room() {
    for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
        for n in 1..=32 {
            let app = stepped(n, [Bitmask, Scan], 3);
            let race = app.race().unwrap();
            let terminal = screen(&app, w, h);
            let buf = terminal.backend().buffer();
            let what = format!("n = {n} at {w}×{h}");
            match ui::race::plan(race, Rect::new(0, 0, w, h)) {
                Ok(plan) => {
                    for (side, pane) in plan.panes.iter().enumerate() {
                        assert!(
                            board_drawn(buf, n, plan.drawing, pane.board),
                            "{what}: side {side}'s board ({:?}) is blank:\n{}",
                            plan.drawing,
                            text(&app, w, h)
                        );
                    }
                }
                Err(_) => {
                    let screen = text(&app, w, h);
                    assert!(screen.contains("Enlarge the terminal"), "{what}:\n{screen}");
                }
            }
        }
    }
    // The largest board on the smallest screen: two compact boards, their counters dropped.
    let app = stepped(32, [Bitmask, Scan], 3);
    let plan = ui::race::plan(app.race().unwrap(), Rect::new(0, 0, 80, 24)).unwrap();
    assert_eq!(plan.drawing, Drawing::Compact);
    assert!(plan.panes.iter().all(|p| p.counters.is_none()));
}

#[test]
fn no_number_on_the_race_screen_is_ever_cut() {
    use nqueens::solver::known;
    use nqueens::ui::kit::format::approx;
    assert_eq!(
        cut_numbers("n = 8 · 1 / 92 · 22,317,699 · 2.2e16"),
        Vec::<String>::new()
    );
    assert_eq!(
        cut_numbers("0 / 22,317,699,616,364,0│ 234,907,967,154,122,"),
        ["22,317,699,616,364,0", "234,907,967,154,122,"]
    );
    for strategies in [
        [Bitmask, Scan],
        [Permutations, Bruteforce],
        [MinConflicts, Permutations],
    ] {
        for n in 1..=32 {
            let app = stepped(n, strategies, 5);
            let screen = text(&app, 80, 24);
            let what = format!("n = {n}, {strategies:?} at 80×24");
            // The lead wraps at words: a line of it may end in the text's comma.
            let lead = ui::race::plan(app.race().unwrap(), Rect::new(0, 0, 80, 24))
                .map_or(0, |plan| plan.lead.height);
            for line in screen.lines().enumerate().map(|(y, line)| {
                if y < usize::from(lead) {
                    line.trim_end().trim_end_matches(',')
                } else {
                    line
                }
            }) {
                assert_eq!(cut_numbers(line), Vec::<String>::new(), "{what}:\n{screen}");
            }
            // The known total, where a solutions row shows one, is all there or rounded.
            let Some(total) = known(n).map(|k| k.total) else {
                continue;
            };
            for line in screen.lines().filter(|l| l.contains("solutions  ")) {
                for half in line.split('│').filter(|h| h.contains("solutions  ")) {
                    if let Some((_, shown)) = half.split_once(" / ") {
                        let shown = shown.split_whitespace().next().unwrap_or("");
                        assert!(
                            shown == grouped(total) || shown == approx(total),
                            "{what}: total {shown:?} in {half:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_race_help_lists_only_the_commands_a_race_takes() {
    for (w, h) in [(120, 40), (80, 24)] {
        let mut app = stepped(8, [Bitmask, Scan], 3);
        app.update(Action::ToggleHelp);
        // Everything the help holds, scrolled through to its end.
        let mut seen = String::new();
        for _ in 0..8 {
            seen.push_str(&text(&app, w, h));
            app.update(Action::ScrollHelp(10));
        }
        let what = format!("{w}×{h}");
        assert!(seen.contains("The command line"), "{what}:\n{seen}");
        // Words, as the descriptions wrap anywhere between them.
        let words: Vec<&str> = seen
            .split(|c: char| c.is_whitespace() || c == ',' || c == '│')
            .collect();
        for taken in ["race", "N", "S|max", "help", "quit"] {
            assert!(words.contains(&taken), "{what}: {taken:?} missing:\n{seen}");
        }
        for refused in [
            "K", "NAME", "code", "heat", "tree", "write", "[PATH]", "play",
        ] {
            assert!(
                !words.contains(&refused),
                "{what}: {refused:?} listed:\n{seen}"
            );
        }
        // And a race does refuse those.
        app.update(Action::ToggleHelp);
        for line in ["event 3", "code", "heat", "tree", "play", "write"] {
            command(&mut app, line);
            assert_eq!(app.mode(), Mode::Race, ":{line}");
            assert!(
                refusal(&app).contains("works on the search"),
                ":{line}: {}",
                refusal(&app)
            );
            app.update(Action::Back);
        }
    }
}

#[test]
fn the_backtracking_sides_learn_their_runs_length_in_the_background() {
    use nqueens::app::Effect;
    use nqueens::runtime::count_tree;
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    let effects = command(&mut app, "race bitmask scan");
    let wanted: Vec<_> = effects
        .into_iter()
        .filter_map(|e| match e {
            Effect::CountTree(wanted) => Some(wanted),
            _ => None,
        })
        .collect();
    assert_eq!(wanted.len(), 1, "one count serves both sides");
    assert!(!wanted[0].survey, "a race does not jump: no survey");
    let mut outcomes = Vec::new();
    for wanted in wanted {
        count_tree(wanted, |outcome| outcomes.push(outcome));
    }
    for outcome in outcomes {
        app.update(outcome);
    }
    for _ in 0..39 {
        app.update(Action::Step);
    }
    let totals = app
        .race()
        .unwrap()
        .sides()
        .each_ref()
        .map(|side| side.total_events());
    // What the search view says for n = 8: 4,848 bitmask events, and the scan's own count.
    let scan = summarize(&mut AnySearch::new(Scan, 8, 0).unwrap(), u64::MAX).events;
    assert_eq!(totals, [Some((4_848, true)), Some((scan, true))]);
    let screen = text(&app, 80, 24);
    assert!(screen.contains("39 / 4,848"), "{screen}");
    assert!(
        screen.contains(&format!("39 / {}", grouped(scan))),
        "{screen}"
    );
    // A new race asks again; a race started over stops the count of the one it replaces.
    let effects = command(&mut app, "n 9");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::CountTree(w) if w.n == 9)),
        "{effects:?}"
    );
}
