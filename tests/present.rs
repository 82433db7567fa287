//! The projector board (`--present`, `:present`, `f`): its screens at three sizes, the size of
//! its squares, its one-line counters against the counters panel, and how it degrades.

mod common;
use common::{command, said, screen, text};

use nqueens::app::{App, Options};
use nqueens::ui::kit::appearance::{Appearance, Palette};
use nqueens::ui::kit::theme::THEME;
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The projector board of `n`, paused after `steps` events.
fn presenting(n: usize, steps: usize) -> App {
    let mut app = common::with_background(
        App::new(Options::new(n, Speed::PerSec(20), true)),
        12,
        false,
    );
    app.update(Action::TogglePresent);
    for _ in 0..steps {
        app.update(Action::Step);
    }
    app
}

/// The board panel's outer width on a drawn screen: from its top-left corner to the
/// top-right one on the first line that has both.
fn board_panel_width(screen: &str) -> usize {
    screen
        .lines()
        .find_map(|line| {
            let chars: Vec<char> = line.chars().collect();
            let left = chars.iter().position(|&c| c == '┌')?;
            let right = chars.iter().rposition(|&c| c == '┐')?;
            Some(right - left + 1)
        })
        .expect("a board panel")
}

#[test]
fn the_projector_board_at_120x40() {
    insta::assert_snapshot!(screen(&presenting(8, 20), 120, 40).backend());
}

#[test]
fn the_projector_board_at_200x60() {
    let terminal = screen(&presenting(8, 20), 200, 60);
    // The bar: today's 47 columns beside an empty solutions panel were not enough.
    assert!(board_panel_width(&text(&terminal)) >= 110);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn the_projector_board_at_300x80() {
    insta::assert_snapshot!(screen(&presenting(8, 20), 300, 80).backend());
}

#[test]
fn at_80x24_the_board_still_shows_with_its_counters_and_the_way_back() {
    let terminal = screen(&presenting(8, 20), 80, 24);
    let shown = text(&terminal);
    assert!(shown.contains("solutions 0 / 92"), "{shown}");
    assert!(shown.contains("f  every panel"), "{shown}");
    insta::assert_snapshot!(terminal.backend());
}

/// The squares a board of `n` gets on a `width`×`height` screen, found without the program:
/// the widest of 1, 2, 3 (a line tall), 4×2 and every odd width from 5 up, `w / 2` lines tall,
/// whose board (a border, the rank labels' 6 columns, a blank column after the squares; the
/// file letters' line) fits with a counters line, a narration line and the hint bar.
fn largest_square(n: u16, width: u16, height: u16) -> (u16, u16) {
    let mut sizes = vec![(1, 1), (2, 1), (3, 1), (4, 2)];
    sizes.extend((5..100).step_by(2).map(|w| (w, w / 2)));
    // Columns: 2 of border, 6 of labels, the squares, a blank one. Lines: 2 of border, the
    // squares, the letters; and 3 more for the counters, the narration and the hint bar.
    sizes
        .into_iter()
        .rev()
        .find(|&(w, h)| 9 + n * w <= width && 6 + n * h <= height)
        .expect("some size fits")
}

#[test]
fn the_squares_are_the_largest_that_fit_for_n_4_to_16() {
    for (width, height) in [(120, 40), (200, 60), (300, 80)] {
        for n in 4..=16u16 {
            let terminal = screen(&presenting(usize::from(n), 0), width, height);
            let (w, _) = largest_square(n, width, height);
            let expected = usize::from((2 + 6 + n * w + 1).max(22));
            assert_eq!(
                board_panel_width(&text(&terminal)),
                expected,
                "n = {n} at {width}×{height}: squares {w} wide"
            );
        }
    }
    // A small board on a large screen gets large squares.
    assert_eq!(largest_square(4, 300, 80), (37, 18));
    assert_eq!(largest_square(8, 200, 60), (13, 6));
}

/// The value after `label` on the counters line: up to the gap before the next counter.
fn value_on_line(line: &str, label: &str) -> String {
    let at = line.find(&format!("{label} ")).expect("the label");
    line[at + label.len()..]
        .trim_start()
        .split("   ")
        .next()
        .unwrap()
        .trim()
        .to_string()
}

/// The value in the counters panel's row `label`: from its label column to the border.
fn value_in_panel(screen: &str, label: &str) -> String {
    let row = screen
        .lines()
        .find_map(|line| {
            let at = line.find(&format!("│{label} "))?;
            Some(line[at + '│'.len_utf8() + label.len()..].to_string())
        })
        .unwrap_or_else(|| panic!("{label} in the panel:\n{screen}"));
    row.split('│').next().unwrap().trim().to_string()
}

#[test]
fn the_counters_line_says_what_the_counters_panel_says() {
    for strategy in ["bitmask", "scan", "permutations", "breadth-first"] {
        let mut app = App::new(Options::new(6, Speed::PerSec(20), true));
        command(&mut app, &format!("strategy {strategy}"));
        for _ in 0..37 {
            app.update(Action::Step);
        }
        let panels = text(&screen(&app, 200, 60));
        app.update(Action::TogglePresent);
        let present = text(&screen(&app, 200, 60));
        let counters_line = present
            .lines()
            .find(|l| l.trim_start().starts_with("n 6"))
            .unwrap_or_else(|| panic!("{strategy}: a counters line\n{present}"));
        let mut compared = 0;
        for label in [
            "solutions",
            "placements",
            "backtracks",
            "dead ends",
            "depth",
            "nodes",
            "boards",
            "lifts",
            "extending",
        ] {
            if counters_line.contains(&format!("   {label} ")) {
                assert_eq!(
                    value_on_line(counters_line, label),
                    value_in_panel(&panels, label),
                    "{strategy}: {label}"
                );
                compared += 1;
            }
        }
        assert!(compared >= 2, "{strategy}: {counters_line}");
    }
}

#[test]
fn every_strategy_shows_on_the_projector_board_at_every_size() {
    for strategy in Strategy::ANIMATED {
        let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
        command(&mut app, &format!("strategy {strategy}"));
        app.update(Action::TogglePresent);
        for _ in 0..30 {
            app.update(Action::Step);
        }
        // The smallest screens give way without a panic (the usual layout, or the note that
        // the terminal is too small).
        for (width, height) in [(1, 1), (4, 2), (30, 10), (60, 20)] {
            let _ = screen(&app, width, height);
        }
        for (width, height) in [(80, 24), (120, 40), (200, 60), (300, 80)] {
            let shown = text(&screen(&app, width, height));
            // The hint bar says how to come back, unless a note has its place for now.
            assert!(
                shown.contains("every panel") || app.note().is_some(),
                "{strategy} at {width}×{height}:\n{shown}"
            );
            assert!(
                shown.contains("┌ "),
                "{strategy} at {width}×{height}: a board\n{shown}"
            );
            // Only the board's panel: the others are a key away.
            assert!(!shown.contains(" Search "), "{strategy}:\n{shown}");
        }
    }
}

#[test]
fn the_key_and_the_command_toggle_it_and_say_how_to_come_back() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    assert!(!app.present());
    command(&mut app, "present");
    assert!(app.present());
    assert!(said(&app).unwrap().contains("brings back every panel"));
    app.update(Action::TogglePresent);
    assert!(!app.present());
    assert!(text(&screen(&app, 200, 60)).contains(" Search "));
    // A new board keeps the choice.
    app.update(Action::TogglePresent);
    app.update(Action::Grow);
    assert!(app.present());
    assert!(!text(&screen(&app, 200, 60)).contains(" Search "));
    // The list, the code and the tree show in the usual layout while they are asked for.
    app.update(Action::SwitchFocus);
    assert!(text(&screen(&app, 200, 60)).contains("Solutions 0 / 352"));
    app.update(Action::SwitchFocus);
    assert!(!text(&screen(&app, 200, 60)).contains("Solutions 0 / 352"));
    command(&mut app, "code");
    assert!(text(&screen(&app, 200, 60)).contains("Code · bitmask"));
    command(&mut app, "code");
    assert!(!text(&screen(&app, 200, 60)).contains(" Search "));
}

#[test]
fn it_is_drawn_in_high_contrast() {
    let app = presenting(8, 3);
    let draw = |palette| {
        let look = Appearance {
            palette,
            ..Appearance::default()
        };
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
        terminal
            .draw(|frame| {
                nqueens::ui::draw(frame, &app, look);
            })
            .unwrap();
        terminal.backend().buffer().clone()
    };
    // No theme asked for: high contrast, as `--theme contrast` draws it.
    let unchosen = draw(Palette::Unchosen);
    let contrast = draw(Palette::Contrast);
    assert_eq!(unchosen, contrast, "high contrast by default");
    assert!(
        unchosen.content().iter().all(|c| c.bg != THEME.light),
        "no standard light square"
    );
    // `--theme standard` asked for: it stays.
    let standard = draw(Palette::Standard);
    assert!(
        standard.content().iter().any(|c| c.bg == THEME.light),
        "the standard palette, as asked"
    );
}

#[test]
fn the_flag_starts_with_it() {
    use clap::Parser;
    let cli = nqueens::cli::Cli::parse_from(["nqueens", "--present", "-n", "6"]);
    let options = nqueens::commands::watch::options(&cli.watch.animation).unwrap();
    let app = nqueens::commands::watch::app(options, &cli.watch.animation).unwrap();
    assert!(app.present());
}

#[test]
fn predict_mode_asks_answers_and_scores_on_the_projector_board() {
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let mut app = presenting(8, 0);
        command(&mut app, "predict");
        let shown = text(&screen(&app, width, height));
        assert!(
            shown.contains("where does the next queen go"),
            "{width}x{height}: the question\n{shown}"
        );
        // A wrong square: the verdict and the score show under the board.
        for c in ['b', '8'] {
            app.update(Action::PredictChar(c));
        }
        app.update(Action::PredictSubmit);
        let shown = text(&screen(&app, width, height));
        assert!(
            shown.contains("No: b8"),
            "{width}x{height}: the verdict\n{shown}"
        );
        assert!(
            shown.contains("0 / 1 right"),
            "{width}x{height}: the score\n{shown}"
        );
        assert!(
            !shown.contains(" Search "),
            "still the projector board\n{shown}"
        );
    }
}
