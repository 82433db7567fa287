//! The articles' numbering beside chess (issue 42, point 3): with `--notation numbers` or
//! `:notation`, every panel names a square as the articles do (`(4,3)`: row 4 from the top,
//! column 3), with no chess name left over; with chess, none of the articles'; and the code
//! panel's row no longer stands beside a rank of another number.

mod common;

use common::{command, screen, text};
use nqueens::app::{App, Options};
use nqueens::i18n::Lang;
use nqueens::solver::Event;
use nqueens::solver::notation::Notation;
use nqueens::vocabulary::{Action, Speed};

/// n = 8 paused after `steps` events, with the code panel open, in `lang` and `notation`.
fn at(steps: usize, lang: Lang, notation: Notation) -> App {
    let app = App::new(Options::new(8, Speed::PerSec(20), true))
        .with_lang(lang)
        .with_notation(notation);
    let mut app = common::with_background(app, 12, false);
    for _ in 0..steps {
        app.update(Action::Step);
    }
    command(&mut app, "code");
    app
}

/// The chess names of squares in `screen` (`d4`: a file letter standing alone, then a rank).
fn chess_names(screen: &str) -> Vec<String> {
    let chars: Vec<char> = screen.chars().collect();
    let mut names = Vec::new();
    for i in 0..chars.len().saturating_sub(1) {
        let alone = i == 0 || !chars[i - 1].is_ascii_alphanumeric();
        let rank_end = chars[i + 1..]
            .iter()
            .position(|c| !c.is_ascii_digit())
            .map_or(chars.len(), |p| i + 1 + p);
        let after_ok = chars
            .get(rank_end)
            .is_none_or(|c| !c.is_ascii_alphanumeric());
        if alone && ('a'..='h').contains(&chars[i]) && rank_end > i + 1 && after_ok {
            let rank: String = chars[i + 1..rank_end].iter().collect();
            if rank.parse::<usize>().is_ok_and(|r| (1..=8).contains(&r)) {
                names.push(chars[i..rank_end].iter().collect());
            }
        }
    }
    names
}

/// The articles' names of squares in `screen` (`(4,3)`).
fn numbered_names(screen: &str) -> Vec<String> {
    screen
        .match_indices('(')
        .filter_map(|(at, _)| {
            let rest = &screen[at + 1..];
            let (inside, _) = rest.split_once(')')?;
            let (row, col) = inside.split_once(',')?;
            (row.parse::<usize>().is_ok() && col.parse::<usize>().is_ok())
                .then(|| format!("({inside})"))
        })
        .collect()
}

/// The square the last event placed a queen on, as (row, col).
fn placed(app: &App) -> (u8, u8) {
    match app.last_event() {
        Some(Event::Place { row, col }) => (row, col),
        other => panic!("the position ends with a placement, not {other:?}"),
    }
}

#[test]
fn every_panel_names_the_placed_square_the_articles_way() {
    for lang in Lang::ALL {
        for (width, height) in [(120, 40), (200, 60)] {
            let app = at(20, lang, Notation::Numbers);
            let (row, col) = placed(&app);
            let shown = text(&screen(&app, width, height));
            let name = format!("({row},{col})");
            // The narration and the code panel's variables (the code panel stands where the
            // counters would).
            assert!(
                shown.matches(&name).count() >= 2,
                "{lang:?} {width}x{height}: {name} named in few places:\n{shown}"
            );
            assert_eq!(
                chess_names(&shown),
                Vec::<String>::new(),
                "{lang:?} {width}x{height}: chess names left:\n{shown}"
            );
            // The same squares as chess names at the same position, each in its notation.
            let chess = text(&screen(&at(20, lang, Notation::Chess), width, height));
            let in_chess: Vec<String> = chess_names(&chess)
                .iter()
                .map(|name| {
                    let file = name.as_bytes()[0] - b'a';
                    let rank: u8 = name[1..].parse().unwrap();
                    format!("({},{file})", 8 - rank)
                })
                .collect();
            assert_eq!(
                numbered_names(&shown),
                in_chess,
                "{lang:?} {width}x{height}"
            );
            // Every square named is on the board, its row and column from 0.
            for square in numbered_names(&shown) {
                let inside = &square[1..square.len() - 1];
                let (r, c) = inside.split_once(',').unwrap();
                assert!(r.parse::<usize>().unwrap() < 8 && c.parse::<usize>().unwrap() < 8);
            }
            // The code's row is the row the screen names: no rank of another number beside it.
            assert!(!shown.contains(" 行）"), "{lang:?}: {shown}");
            assert!(!shown.contains("(rank"), "{lang:?}: {shown}");
        }
    }
}

#[test]
fn with_chess_no_square_is_named_the_articles_way() {
    for lang in Lang::ALL {
        let app = at(20, lang, Notation::Chess);
        let shown = text(&screen(&app, 120, 40));
        assert_eq!(numbered_names(&shown), Vec::<String>::new(), "{shown}");
        assert!(chess_names(&shown).contains(&"d4".to_string()), "{shown}");
    }
}

#[test]
fn the_rows_are_numbered_from_the_top_and_the_files_from_0() {
    let app = at(20, Lang::Zh, Notation::Numbers);
    let shown = text(&screen(&app, 120, 40));
    let lines: Vec<&str> = shown.lines().collect();
    // The board's labels: row 0 at the top, the file numbers under the squares.
    let top = lines.iter().position(|l| l.contains('♛')).unwrap();
    assert!(
        lines[top]
            .trim_start_matches('│')
            .trim_start()
            .starts_with('0'),
        "{shown}"
    );
    assert!(
        lines.iter().any(|l| {
            let squeezed: String = l.split_whitespace().collect::<Vec<_>>().join(" ");
            squeezed.contains("│ 0 1 2 3 4 5 6 7 │") || squeezed.contains("0 1 2 3 4 5 6 7")
        }),
        "{shown}"
    );
    // The stack names each row's queen by its column: row 3's on column 6, row 4's on 3.
    let squeezed: Vec<String> = lines
        .iter()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    assert!(
        squeezed.iter().any(|l| l.contains("││ 3 6 ·······1 1 4")),
        "{shown}"
    );
    assert!(
        squeezed.iter().any(|l| l.contains("││ 4 3 ········ 0 0")),
        "{shown}"
    );
}

#[test]
fn a_solution_is_listed_as_its_columns() {
    let mut app = App::new(Options::new(8, Speed::Max, false))
        .with_lang(Lang::Zh)
        .with_notation(Notation::Numbers);
    app = common::with_background(app, 12, false);
    while app.catalog().len(nqueens::solver::catalog::Listing::All) == 0 {
        app.run_events(1);
    }
    let shown = text(&screen(&app, 120, 40));
    assert!(shown.contains("0 4 7 5 2 6 1 3"), "{shown}");
    assert!(!shown.contains("a e h f c g b d"), "{shown}");
}

#[test]
fn notation_switches_live_and_says_so() {
    let mut app = at(20, Lang::Zh, Notation::Chess);
    assert_eq!(app.notation(), Notation::Chess);
    let named = |app: &App| {
        let shown = text(&screen(app, 120, 40));
        (chess_names(&shown), numbered_names(&shown))
    };
    let chess = named(&app);
    assert!(
        chess.0.contains(&"d4".to_string()) && chess.1.is_empty(),
        "{chess:?}"
    );
    command(&mut app, "notation");
    assert_eq!(app.notation(), Notation::Numbers);
    let numbers = named(&app);
    assert!(numbers.0.is_empty(), "{numbers:?}");
    assert!(numbers.1.contains(&"(4,3)".to_string()), "{numbers:?}");
    let told = app.in_words(|| common::said(&app)).unwrap();
    assert!(told.contains("a[4] = 3"), "{told}");
    command(&mut app, "notation chess");
    assert_eq!(app.notation(), Notation::Chess);
    let back = named(&app);
    assert!(
        back.0.contains(&"d4".to_string()) && back.1.is_empty(),
        "{back:?}"
    );
    command(&mut app, "notation numbers");
    assert_eq!(app.notation(), Notation::Numbers);
    command(&mut app, "notation algebraic");
    assert_eq!(app.notation(), Notation::Numbers);
}

#[test]
fn each_language_names_squares_in_chess_unless_asked() {
    for lang in Lang::ALL {
        let app = App::new(Options::new(8, Speed::PerSec(20), true)).with_lang(lang);
        assert_eq!(app.notation(), Notation::Chess);
        assert_eq!(nqueens::app::default_notation(lang), Notation::Chess);
    }
}

#[test]
fn a_predict_answer_is_read_in_either_notation() {
    use nqueens::app::predict::square_named;
    for text in ["(4,3)", "4,3", "4, 3", "d4"] {
        let square = square_named(text, 8).unwrap_or_else(|| panic!("{text}"));
        assert_eq!((square.row, square.col), (4, 3), "{text}");
    }
    for text in ["(8,0)", "0,8", "(a,b)", "4,", ",3"] {
        assert!(square_named(text, 8).is_none(), "{text}");
    }
}

#[test]
fn the_animation_takes_notation_on_the_command_line() {
    use clap::Parser;
    let cli = nqueens::cli::Cli::try_parse_from(["nqueens", "--notation", "numbers"]).unwrap();
    assert_eq!(cli.watch.animation.notation, Some(Notation::Numbers));
    let cli = nqueens::cli::Cli::try_parse_from(["nqueens", "-n", "6"]).unwrap();
    assert_eq!(cli.watch.animation.notation, None);
    assert!(nqueens::cli::Cli::try_parse_from(["nqueens", "--notation", "x"]).is_err());
}
