//! Issue 38 points 14 to 16: room on screen. Every panel the plan shows holds its text
//! whole (nothing a learner needs is cut with `…`), for every strategy, board and size.

mod common;

use nqueens::app::{App, Options, Status};
use nqueens::i18n::Lang;
use nqueens::ui::kit::appearance::Appearance;
use nqueens::ui::text::cuts_in;
use nqueens::ui::{self};
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

/// The most events a state is run for: enough to end every search of these boards but the
/// slow enumerations of n = 12, which are left mid-run.
const AT_MOST: u64 = 3_000_000;

/// A paused search of `n` by `strategy` in `lang` (seed 4 for the random ones), its run's
/// length counted as the event loop would have it.
fn paused(n: usize, strategy: Strategy, lang: Lang) -> App {
    let app = App::new(Options {
        strategy,
        seed: 4,
        ..Options::new(n, Speed::PerSec(20), true)
    })
    .with_lang(lang);
    common::with_background(app, 12, false)
}

/// The states the screens are drawn in: mid-run (30 steps), at the first solution, done.
fn states(n: usize, strategy: Strategy, lang: Lang) -> Vec<(&'static str, App)> {
    let mut mid = paused(n, strategy, lang);
    for _ in 0..30 {
        mid.update(Action::Step);
    }
    let mut first = paused(n, strategy, lang);
    first.update(Action::RunToSolution);
    first.run_events(AT_MOST);
    let mut done = paused(n, strategy, lang);
    done.update(Action::TogglePause);
    done.run_events(AT_MOST);
    let mut states = vec![("mid-run", mid), ("first solution", first)];
    if done.status() == Status::Done {
        states.push(("done", done));
    }
    states
}

#[test]
fn from_120x40_up_no_panel_cuts_its_text_for_any_strategy_board_or_state() {
    // The invariant: every text the main screen draws whole or shortened with `…` goes
    // through the text helpers, which tell `cuts_in` each one they shorten. From 120×40 up
    // the plan gives every panel it shows the room its words need (or they wrap), so none
    // is shortened: the board's title and the note under it, the solution's class and
    // symmetry, the gauge's label, a strategy's own panel.
    let mut cut = Vec::new();
    for lang in Lang::ALL {
        for strategy in Strategy::ALL {
            for n in [2, 4, 8, 12] {
                for (state, app) in states(n, strategy, lang) {
                    for (w, h) in SIZES {
                        let area = Rect::new(0, 0, w, h);
                        let mut buf = Buffer::empty(area);
                        let ((), cuts) = cuts_in(|| {
                            ui::render(&app, Appearance::default(), area, &mut buf);
                        });
                        for c in cuts {
                            let case =
                                format!("{} {strategy} n = {n} {state} {w}×{h}", lang.code());
                            if w >= 120 {
                                cut.push(format!("{case}: {c}"));
                            } else {
                                println!("{case}: {c}");
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(cut.is_empty(), "cut with …:\n{}", cut.join("\n"));
}

/// The line of the help that starts binding `b`'s row: its label padded to the help's label
/// column, then the first characters of what it does, in the language in force.
fn help_row_start(b: &nqueens::input::Binding) -> String {
    let label = b.label_said();
    let pad = " ".repeat(10usize.saturating_sub(nqueens::ui::text::width(&label)));
    let start: String = b.describe().chars().take(3).collect();
    format!("{label}{pad}{start}")
}

#[test]
fn at_200x60_every_key_of_the_table_shows_in_the_help_without_scrolling() {
    use nqueens::input::{BINDINGS, Scope};
    for lang in Lang::ALL {
        let mut app = paused(8, Strategy::default(), lang);
        app.update(Action::ToggleHelp);
        let area = Rect::new(0, 0, 200, 60);
        let mut buf = Buffer::empty(area);
        ui::render(&app, Appearance::default(), area, &mut buf);
        let screen = common::lines_of(&buf, area).join("\n");
        // The main help lists every scope but a race's (the race's help lists that one).
        for b in BINDINGS.iter().filter(|b| b.scope != Scope::Race) {
            let row = nqueens::i18n::scoped(lang, || help_row_start(b));
            assert!(
                screen.contains(&row),
                "{}: {row:?} is not on the help's first screen\n{screen}",
                lang.code()
            );
        }
    }
}

#[test]
fn the_hint_bar_offers_the_help_s_scroll_keys_only_where_it_scrolls() {
    use nqueens::input::key_of;
    for lang in Lang::ALL {
        let mut app = paused(8, Strategy::default(), lang);
        app.update(Action::ToggleHelp);
        let hint = nqueens::i18n::scoped(lang, || nqueens::t!("help-hint-scroll"));
        let key = key_of(&Action::ScrollHelp(1));
        let bar = |width, height| {
            let area = Rect::new(0, 0, width, height);
            let mut buf = Buffer::empty(area);
            ui::render(&app, Appearance::default(), area, &mut buf);
            common::lines_of(&buf, area).pop().unwrap_or_default()
        };
        // At 80×24 the help has more than it shows: its keys scroll it, and the bar says so.
        let small = bar(80, 24);
        assert!(small.contains(&hint), "{}: {small}", lang.code());
        // At 200×60 all of it shows: the keys would do nothing, and are not offered.
        let large = bar(200, 60);
        assert!(!large.contains(&hint), "{}: {large}", lang.code());
        assert!(
            !large.contains(&format!(" {key} ")),
            "{}: {large}",
            lang.code()
        );
    }
}
