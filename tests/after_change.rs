//! Issue 38's kinds: every mark true after a change of strategy, a jump or an undo, and the
//! classroom's commands refused as they are outside it. Each test walks every strategy (and
//! more than one board) through the same path into the state it checks.

mod common;

use common::{command, said};
use nqueens::app::lesson;
use nqueens::app::{App, Options};
use nqueens::vocabulary::{Speed, Strategy};

/// A paused search of `n` by `strategy` (seed 4 for the random ones).
fn paused(n: usize, strategy: Strategy) -> App {
    App::new(Options {
        strategy,
        seed: 4,
        ..Options::new(n, Speed::PerSec(10), true)
    })
}

/// Runs a seek under way to its end, as the frames of the loop would.
fn settle(app: &mut App) {
    while app.search().seeking().is_some() && app.run_events(1 << 20) > 0 {}
}

/// Where the search stands: its board, strategy, event, queens and solutions found.
fn position(app: &App) -> (usize, Strategy, u64, Vec<Option<usize>>, u64) {
    let search = app.search();
    let queens = (0..app.n()).map(|row| search.queen(row)).collect();
    (
        app.n(),
        app.strategy(),
        search.event_number(),
        queens,
        app.catalog().total(),
    )
}

/// The note under the command line if the command was refused there, else the bottom line's.
fn answer(app: &App) -> String {
    app.view()
        .prompt
        .line
        .as_ref()
        .and_then(|line| common::words(line.note.as_ref()))
        .or_else(|| said(app))
        .unwrap_or_default()
}

#[test]
fn a_jump_past_the_runs_end_is_refused_and_moves_nothing_in_every_strategy() {
    for strategy in Strategy::ALL {
        for n in [5, 6] {
            // Replayed at once, and (past what a jump replays at once) run there over frames.
            for target in [999_999_u64, 40_000_000] {
                let mut app = paused(n, strategy);
                command(&mut app, "event 3");
                let before = position(&app);
                command(&mut app, &format!("event {target}"));
                settle(&mut app);
                let case = format!("{strategy}, n = {n}, :event {target}");
                assert_eq!(position(&app), before, "{case}: the board moved");
                let grouped = nqueens::solver::notation::grouped(target);
                assert!(answer(&app).contains(&grouped), "{case}: {}", answer(&app));
            }
        }
    }
}

#[test]
fn a_lessons_refused_jump_moves_nothing_and_is_said_with_its_line() {
    for strategy in Strategy::ALL {
        for target in [999_999_u64, 40_000_000] {
            let text = format!(
                ":strategy {strategy}\n:n 5\n:event 3\nThree.\n---\n:event {target}\nFar.\n"
            );
            let read = lesson::read(&text).unwrap();
            let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
            app.start_lesson(read, "test".into());
            let before = position(&app);
            app.update(nqueens::vocabulary::Action::LessonNext);
            let case = format!("{strategy}, :event {target}");
            assert_eq!(position(&app), before, "{case}: the board moved");
            let said = said(&app).unwrap_or_default();
            assert!(said.contains("line 6"), "{case}: {said}");
        }
    }
}

#[test]
fn undo_and_redo_name_the_position_in_the_shown_strategys_numbering() {
    use nqueens::vocabulary::Action;
    for strategy in Strategy::ALL {
        for n in [6, 8] {
            let mut app = paused(n, Strategy::default());
            command(&mut app, "event 20");
            command(&mut app, &format!("strategy {strategy}"));
            // Where the switch put it, a little further (undo keeps no search at event 0).
            let switched = app.search().event_number();
            command(&mut app, &format!("event {}", switched + 10));
            let first = app.search().event_number();
            command(&mut app, &format!("event {}", first + 40));
            let second = app.search().event_number();
            let case = format!("{strategy}, n = {n}, events {first} and {second}");
            if first == second {
                continue;
            }
            app.update(Action::Undo);
            assert_eq!(app.search().event_number(), first, "{case}");
            let undone = said(&app).unwrap_or_default();
            let named =
                |event: u64| format!("event {};", nqueens::solver::notation::grouped(event));
            assert!(undone.contains(&named(first)), "{case}: {undone}");
            app.update(Action::Redo);
            assert_eq!(app.search().event_number(), second, "{case}");
            let redone = said(&app).unwrap_or_default();
            assert!(redone.contains(&named(second)), "{case}: {redone}");
        }
    }
}

/// The last event the narration tells, if any.
fn last_told(app: &App) -> Option<nqueens::app::narration::Story> {
    use nqueens::app::narration::Told;
    app.search()
        .narration()
        .lines()
        .rev()
        .find_map(|line| match line {
            Told::Event(story) => Some(story.clone()),
            _ => None,
        })
}

#[test]
fn after_a_switch_the_narration_tells_the_position_as_the_new_strategy_reached_it() {
    let backtracking: Vec<Strategy> = Strategy::ALL
        .into_iter()
        .filter(|s| s.backtracks())
        .collect();
    for &from in &backtracking {
        for &to in backtracking.iter().filter(|&&to| to != from) {
            for (n, event) in [(5, 9), (6, 16), (6, 23), (8, 77)] {
                let mut app = paused(n, from);
                command(&mut app, &format!("event {event}"));
                command(&mut app, &format!("strategy {to}"));
                let at = app.search().event_number();
                // The same position reached by `to` itself.
                let mut own = paused(n, to);
                command(&mut own, &format!("event {at}"));
                let case = format!("{from} event {event} → {to} event {at}, n = {n}");
                assert_eq!(own.solver().queens(), app.solver().queens(), "{case}");
                assert_eq!(last_told(&app), last_told(&own), "{case}");
            }
        }
    }
}

/// The figures of the line of `screen` that starts with `label` (after the panel's border).
fn figures_after(screen: &str, label: &str) -> Option<Vec<u64>> {
    let line = screen
        .lines()
        .find_map(|line| line.split('│').find(|cell| cell.starts_with(label)))?;
    Some(
        line[label.len()..]
            .split(|c: char| !c.is_ascii_digit() && c != ',')
            .filter_map(|word| word.replace(',', "").parse().ok())
            .collect(),
    )
}

#[test]
fn las_vegas_counts_only_the_tries_ended_in_its_success_rate() {
    use common::{screen, text};
    for (n, seed, ranks) in [(8, 0, 4), (10, 1, 8), (10, 4, 8), (12, 2, 8)] {
        let mut app = App::new(Options {
            strategy: Strategy::LasVegas,
            seed,
            ..Options::new(n, Speed::PerSec(10), true)
        });
        command(&mut app, &format!("k {ranks}"));
        let mut seen_rate = false;
        while !app.search().is_done() {
            app.update(nqueens::vocabulary::Action::Step);
            let shown = text(&screen(&app, 120, 40));
            let event = app.search().event_number();
            let case = format!("n = {n}, seed {seed}, k = {ranks}, event {event}");
            // `try #K (F failed)` and `success S / T tries (P%)`.
            let tried = figures_after(&shown, "try").expect(&case);
            let Some(rate) = figures_after(&shown, "success").filter(|r| r.len() >= 2) else {
                continue;
            };
            seen_rate = true;
            assert_eq!(rate[1], rate[0] + tried[1], "{case}: {shown}");
        }
        assert!(
            seen_rate,
            "n = {n}, seed {seed}: a try failed before the end"
        );
    }
}

/// The children the `expand` lines of `trace` push, in the first `events` lines.
fn expand_pushes(trace: &str, events: usize) -> u64 {
    trace
        .lines()
        .take(events)
        .filter_map(|line| line.strip_prefix("expand "))
        .map(|rest| rest.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum()
}

#[test]
fn best_first_counts_the_pushes_its_expand_events_list_in_the_summary_and_the_panel() {
    use common::{nqueens, screen, text};
    for n in [4, 5, 6, 8, 10] {
        let size = n.to_string();
        let args = ["trace", &size, "--strategy", "best-first"];
        let trace = String::from_utf8(nqueens(&args).stdout).unwrap();
        let summary =
            String::from_utf8(nqueens(&[&args[..], &["--summary"]].concat()).stdout).unwrap();
        let listed = expand_pushes(&trace, usize::MAX);
        let said = summary
            .lines()
            .find_map(|line| line.strip_prefix("pushed"))
            .map(|rest| rest.trim().parse::<u64>().unwrap());
        assert_eq!(said, Some(listed), "n = {n}: {summary}");
        // The panel at every event, against the lines up to it.
        let mut app = paused(n, Strategy::BestFirst);
        while !app.search().is_done() {
            app.update(nqueens::vocabulary::Action::Step);
            let event = usize::try_from(app.search().event_number()).unwrap();
            let shown = text(&screen(&app, 120, 40));
            let pushed = figures_after(&shown, "pushed").expect("a pushed line")[0];
            assert_eq!(
                pushed,
                expand_pushes(&trace, event),
                "n = {n}, event {event}"
            );
        }
    }
}

/// The board's columns of `screen` (the part left of the first panel border), a line each.
fn board_cells(screen: &str) -> Vec<Vec<char>> {
    screen
        .lines()
        .map(|line| line.split('│').nth(1).unwrap_or("").chars().collect())
        .collect()
}

#[test]
fn a_local_searchs_queen_just_put_down_shows_its_attackers_as_every_queen_does() {
    use common::{screen, text};
    use nqueens::solver::Search as _;
    for strategy in Strategy::ALL {
        for (n, seed) in [(6, 4), (8, 4), (8, 7)] {
            let mut app = App::new(Options {
                strategy,
                seed,
                ..Options::new(n, Speed::PerSec(10), true)
            });
            let Some(_) = app.search().other() else {
                continue;
            };
            for _ in 0..60 {
                if app.search().is_done() {
                    break;
                }
                app.update(nqueens::vocabulary::Action::Step);
                let other = app.search().other().unwrap();
                let lines = board_cells(&text(&screen(&app, 120, 40)));
                let files = lines
                    .iter()
                    .find(|l| {
                        let words: String = l.iter().filter(|c| !c.is_whitespace()).collect();
                        words == "abcdefgh"[..n]
                    })
                    .unwrap_or_else(|| panic!("{strategy}, n = {n}: the files' letters"));
                for row in 0..n {
                    let (Some(col), Some(k)) = (other.queen(row), other.conflicts(row)) else {
                        continue;
                    };
                    if k == 0 {
                        continue;
                    }
                    let letter = char::from(b'a' + u8::try_from(col).unwrap());
                    let x = files.iter().position(|&c| c == letter).unwrap();
                    let rank = (n - row).to_string();
                    let line = lines
                        .iter()
                        .find(|l| {
                            let text: String = l.iter().collect();
                            text.trim_start_matches(['▸', '~', '×', ' '])
                                .starts_with(&format!("{rank} "))
                        })
                        .expect("the rank's line");
                    let cell: String = line[x..=x + 2].iter().collect();
                    let event = app.search().event_number();
                    assert!(
                        cell.contains(char::from_digit(k.min(9), 10).unwrap()),
                        "{strategy}, n = {n}, seed {seed}, event {event}: the queen on {letter}{rank} has {k} attackers, its square reads {cell:?}"
                    );
                }
            }
        }
    }
}

/// The board panel's lines of `screen`: from its top border to its bottom one.
fn board_panel(screen: &str) -> String {
    let mut inside = false;
    let mut out = String::new();
    for line in screen.lines() {
        if line.starts_with("┌ Board") {
            inside = true;
            continue;
        }
        if inside && line.starts_with('└') {
            break;
        }
        if inside {
            out.push_str(line.split('│').nth(1).unwrap_or(""));
            out.push('\n');
        }
    }
    out
}

#[test]
fn every_legend_lists_only_marks_its_board_draws() {
    use common::{screen, text};
    for strategy in Strategy::ALL {
        let legend = nqueens::ui::strategy::view(strategy).legend();
        let mut drawn = std::collections::BTreeSet::new();
        for n in [4, 5, 6] {
            let mut app = paused(n, strategy);
            for _ in 0..3000 {
                drawn.extend(board_panel(&text(&screen(&app, 120, 40))).chars());
                if app.search().is_done() {
                    break;
                }
                app.update(nqueens::vocabulary::Action::Step);
            }
        }
        for entry in &legend {
            let Some(sample) = entry.spans.first() else {
                continue;
            };
            for glyph in sample.content.chars() {
                if glyph.is_whitespace() || glyph.is_ascii_digit() {
                    continue;
                }
                assert!(
                    drawn.contains(&glyph),
                    "{strategy}'s legend shows {glyph:?} ({entry}), which its board never drew at n = 4 to 6"
                );
            }
        }
    }
}

/// The glyph of each square of the board on `screen` (`None` where the board is not drawn
/// with one column a square's glyph and the files lettered).
fn board_glyphs(screen: &str, n: usize) -> Option<Vec<Vec<char>>> {
    let lines = board_cells(screen);
    let files = lines.iter().find(|l| {
        let words: String = l.iter().filter(|c| !c.is_whitespace()).collect();
        words == "abcdefgh"[..n]
    })?;
    let xs: Vec<usize> = (0..n)
        .map(|col| {
            let letter = char::from(b'a' + u8::try_from(col).unwrap());
            files.iter().position(|&c| c == letter).unwrap()
        })
        .collect();
    (0..n)
        .map(|row| {
            let rank = format!("{} ", n - row);
            let line = lines.iter().find(|l| {
                let text: String = l.iter().collect();
                text.trim_start_matches(['▸', '~', '×', ' '])
                    .starts_with(&rank)
            })?;
            Some(xs.iter().map(|&x| line[x]).collect())
        })
        .collect()
}

#[test]
fn a_square_drawn_attacked_is_attacked_by_a_queen_on_the_board() {
    use common::{screen, text};
    for strategy in Strategy::ALL.into_iter().filter(|s| s.backtracks()) {
        for n in [5, 6] {
            let mut app = paused(n, strategy);
            while !app.search().is_done() {
                app.update(nqueens::vocabulary::Action::Step);
                let queens: Vec<(usize, usize)> = (0..n)
                    .filter_map(|row| app.search().queen(row).map(|col| (row, col)))
                    .collect();
                let shown = text(&screen(&app, 120, 40));
                let glyphs = board_glyphs(&shown, n)
                    .unwrap_or_else(|| panic!("{strategy}, n = {n}: no board in {shown}"));
                for (row, line) in glyphs.iter().enumerate() {
                    for (col, &glyph) in line.iter().enumerate() {
                        let attacked = queens.iter().any(|&(r, c)| {
                            (r, c) != (row, col)
                                && (r == row || c == col || r.abs_diff(row) == c.abs_diff(col))
                        });
                        let event = app.search().event_number();
                        assert!(
                            glyph != '·' || attacked,
                            "{strategy}, n = {n}, event {event}: {}{} drawn attacked, no queen attacks it",
                            char::from(b'a' + u8::try_from(col).unwrap()),
                            n - row
                        );
                    }
                }
            }
        }
    }
}
