//! The narration at 80×24, for every strategy and in every language: the event just told is
//! on screen whole, wrapped onto the band's lines where it is longer than one (best-first's
//! "expand by rank 2: 0 queued, 1 pruned (a rank below them has no free square; …" lost its
//! end, and with it the open list's size).

mod common;

use nqueens::app::{App, Options};
use nqueens::i18n::Lang;
use nqueens::vocabulary::{Action, Speed, Strategy};

/// Events stepped through for each strategy: enough for every kind of event of the first
/// rank's subtree (best-first prunes within its first thirty).
const EVENTS: usize = 150;

/// The narration band's lines as drawn: the rows between its title and its bottom border,
/// without the border. The band is the last panel, across the screen above the hint bar.
fn band(screen: &str) -> Vec<String> {
    let rows: Vec<&str> = screen.lines().collect();
    let title = rows
        .iter()
        .rposition(|r| r.starts_with('┌') && r.ends_with('┐') && r.matches('┐').count() == 1)
        .unwrap_or_else(|| panic!("no narration band:\n{screen}"));
    rows[title + 1..]
        .iter()
        .take_while(|r| !r.starts_with('└'))
        .map(|r| r.trim_matches('│').trim().to_string())
        .collect()
}

/// `text` without its spaces: the band breaks lines where spaces were.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

fn told_whole_at_80x24(strategy: Strategy, lang: Lang) {
    let mut app = App::new(Options {
        strategy,
        ..Options::new(8, Speed::PerSec(20), true)
    })
    .with_lang(lang);
    for event in 1..=EVENTS {
        app.update(Action::Step);
        let Some(newest) = app.narration().and_then(|n| n.lines().last()) else {
            continue;
        };
        let said = nqueens::i18n::scoped(lang, || nqueens::ui::words::told(newest));
        let screen = common::text(&common::screen(&app, 80, 24));
        let shown = band(&screen);
        assert!(
            squeezed(&shown.concat()).ends_with(&squeezed(&said)),
            "{strategy} ({}), event {event}: {said:?} is not whole in the narration:\n{}",
            lang.code(),
            shown.join("\n")
        );
    }
}

#[test]
fn every_strategys_narration_tells_its_last_event_whole_at_80x24() {
    for lang in Lang::ALL {
        for strategy in Strategy::ALL {
            told_whole_at_80x24(strategy, lang);
        }
    }
}
