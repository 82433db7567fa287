//! The screen in Chinese (issue 28): n = 8 running, paused at a dead end, done, with the help
//! open and with the search tree, at 80×24, 120×40 and 200×60, as snapshots; on each, the
//! counters' figures stand whole (a wider Chinese label never pushes a number off its line).

mod common;

use common::{command, lines_of, overlapped};
use nqueens::app::{App, Options};
use nqueens::i18n::Lang;
use nqueens::ui::kit::appearance::Appearance;
use nqueens::ui::kit::format::grouped;
use nqueens::ui::{self, Part};
use nqueens::vocabulary::{Action, Speed};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

/// A board of 8 in Chinese, its run's length counted as the event loop would have it.
fn chinese(speed: Speed, paused: bool) -> App {
    let app = App::new(Options::new(8, speed, paused)).with_lang(Lang::Zh);
    common::with_background(app, 12, false)
}

/// The states the issue names, by name.
fn states() -> Vec<(&'static str, App)> {
    let mut running = chinese(Speed::PerSec(20), false);
    running.run_events(30);
    let mut dead_end = chinese(Speed::PerSec(20), true);
    dead_end.update(Action::RunToDeadEnd);
    dead_end.run_events(u64::MAX);
    let mut done = chinese(Speed::Max, false);
    done.run_events(u64::MAX);
    let mut help = chinese(Speed::PerSec(20), true);
    for _ in 0..20 {
        help.update(Action::Step);
    }
    help.update(Action::ToggleHelp);
    let mut tree = chinese(Speed::PerSec(20), true);
    for _ in 0..40 {
        tree.update(Action::Step);
    }
    command(&mut tree, "tree");
    vec![
        ("running", running),
        ("dead_end", dead_end),
        ("done", done),
        ("help", help),
        ("tree", tree),
    ]
}

/// The screen as the event loop leaves it: drawn, the state told what showed, drawn again.
fn settled(app: &App, width: u16, height: u16) -> (App, Terminal<TestBackend>) {
    let mut app = app.clone();
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    for _ in 0..2 {
        let mut drawn = ui::Drawn::default();
        terminal
            .draw(|frame| drawn = ui::draw(frame, &app, Appearance::default()))
            .unwrap();
        app.update(Action::Viewport(drawn.viewport));
    }
    (app, terminal)
}

/// Whether `number` stands in `line` whole: no digit, or digit group, runs on either side.
fn whole_in(line: &str, number: &str) -> bool {
    let figure = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit() || c == ',');
    line.match_indices(number).any(|(at, _)| {
        !figure(line[..at].chars().next_back()) && !figure(line[at + number.len()..].chars().next())
    })
}

#[test]
fn n8_in_chinese_at_every_size() {
    for (name, app) in states() {
        for (w, h) in SIZES {
            let (app, terminal) = settled(&app, w, h);
            let buf = terminal.backend().buffer();
            let screen = lines_of(buf, buf.area).join("\n");
            let chinese = screen
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert!(chinese, "{name} at {w}×{h}: not Chinese\n{screen}");
            // The frame as drawn, before the terminal's diff skips what a wide character covers.
            let mut frame = Buffer::empty(buf.area);
            ui::render(&app, Appearance::default(), buf.area, &mut frame);
            assert!(
                overlapped(&frame).is_empty(),
                "{name} at {w}×{h}: drawn over the second column of {:?}\n{screen}",
                overlapped(&frame)
            );
            if let Some(counters) = ui::plan(&app, Rect::new(0, 0, w, h))
                .ok()
                .and_then(|plan| plan.rect(Part::Counters))
                .filter(|_| ["running", "dead_end", "done"].contains(&name))
            {
                let c = app.solver().counters();
                let lines = lines_of(buf, counters);
                for (what, value) in [
                    ("placements", c.placements),
                    ("backtracks", c.removals),
                    ("dead ends", c.dead_ends),
                ] {
                    let number = grouped(value);
                    assert!(
                        lines.iter().any(|line| whole_in(line, &number)),
                        "{name} at {w}×{h}: {what} {number} not whole\n{screen}"
                    );
                }
            }
            insta::assert_snapshot!(format!("zh_{name}_{w}x{h}"), terminal.backend());
        }
    }
}
