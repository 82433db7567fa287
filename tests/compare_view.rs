//! The Compare view (`:compare`): it starts its measuring as an effect and lets it go as one
//! when closed; it draws the chart at 120×40 and 200×60 and the table at 80×24, in English and
//! Chinese, from the cells `nqueens compare` measures.

mod common;

use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use common::{command, screen, text};
use nqueens::app::compare::{CompareJob, Measured};
use nqueens::app::{App, Effect, Message, Options};
use nqueens::compare::measure::{Plan, measure};
use nqueens::vocabulary::{Action, Lang, Speed, Strategy};

fn app(lang: Lang) -> App {
    App::new(Options::new(8, Speed::PerSec(20), true)).with_lang(lang)
}

/// The job `:compare` asks for, which must be its one effect.
fn started(app: &mut App) -> CompareJob {
    match command(app, "compare").as_slice() {
        [Effect::Compare(job)] => job.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn compare_starts_its_job_as_an_effect_and_esc_cancels_it() {
    let mut app = app(Lang::En);
    let job = started(&mut app);
    assert_eq!(job.sizes, 4..=8);
    assert!(job.strategies.contains(&Strategy::default()));
    assert_eq!(app.comparing().map(|v| v.job()), Some(job.job));
    // It covers the screen: the search's keys do nothing under it.
    assert!(app.update(Action::TogglePause).is_empty());
    assert_eq!(app.update(Action::Back), vec![Effect::Cancel(job.job)]);
    assert!(app.comparing().is_none());
    // Opened again, a new job; opened over itself, the old one is let go.
    let again = started(&mut app);
    assert_ne!(again.job, job.job);
}

#[test]
fn a_cell_of_a_job_let_go_is_ignored() {
    let mut app = app(Lang::En);
    let old = started(&mut app);
    app.update(Action::Back);
    let new = started(&mut app);
    let cell = Measured {
        strategy: Strategy::default(),
        n: 4,
        events: 38,
        complete: true,
        whole: Some(38.0),
    };
    app.update(Message::Compared { job: old.job, cell });
    assert_eq!(app.comparing().unwrap().progress().0, 0);
    app.update(Message::Compared { job: new.job, cell });
    assert_eq!(app.comparing().unwrap().progress().0, 1);
}

/// The cells of the view's plan for the 8 board, measured as `compare` measures them (with
/// time enough that every one ends: the figures are then the same on any machine).
fn cells(job: &CompareJob) -> &'static [Measured] {
    static CELLS: OnceLock<Vec<Measured>> = OnceLock::new();
    CELLS.get_or_init(|| {
        let plan = Plan {
            strategies: job.strategies.clone(),
            sizes: job.sizes.clone(),
            budget: Duration::from_secs(600),
            seed: job.seed,
        };
        let cancel = AtomicBool::new(false);
        plan.cells()
            .into_iter()
            .map(|(strategy, n)| {
                let cell = measure(&plan, strategy, n, &cancel);
                assert!(cell.complete, "{strategy} {n}");
                Measured {
                    strategy,
                    n,
                    events: cell.events,
                    complete: cell.complete,
                    whole: cell.whole_events(),
                }
            })
            .collect()
    })
}

/// The view with every cell in, in `lang`.
fn filled(lang: Lang) -> App {
    let mut app = app(lang);
    let job = started(&mut app);
    for &cell in cells(&job) {
        app.update(Message::Compared { job: job.job, cell });
    }
    let (done, all) = app.comparing().unwrap().progress();
    assert_eq!(done, all);
    app
}

#[test]
fn the_view_draws_the_chart_where_it_fits_and_the_table_at_80x24() {
    for (lang, tag) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        let app = filled(lang);
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            let terminal = screen(&app, w, h);
            insta::assert_snapshot!(format!("compare_{tag}_{w}x{h}"), terminal.backend());
            let shown = text(&terminal);
            // The table gives the figures; the chart names each line at its end.
            if w == 80 {
                // Chinese counts in 万, exact below it (issue 42, point 4).
                let (most, least) = match lang {
                    Lang::En => ("55.1M", "4.8k"),
                    Lang::Zh => ("5510 万", "4848"),
                };
                assert!(shown.contains(most), "{shown}");
                assert!(shown.contains(least), "{shown}");
            } else {
                assert!(
                    shown.contains("10^7") && shown.contains("bruteforce"),
                    "{shown}"
                );
            }
        }
    }
}

/// A lesson whose second step opens the Compare view.
fn comparing_lesson() -> nqueens::app::lesson::Lesson {
    let text = "title: costs\n---\n:n 6\nA board.\n---\n:compare\nWhat each method costs.\n---\n:event 3\nBack at the board.\n";
    nqueens::app::lesson::read(text).unwrap()
}

#[test]
fn a_lesson_opens_the_view_and_its_step_keys_work_while_it_is_open() {
    let mut app = app(Lang::En);
    assert!(nqueens::app::lesson::lesson_commands().any(|name| name == "compare"));
    app.start_lesson(comparing_lesson(), "costs".into());
    let opened = app.update(Action::LessonNext);
    let Some(first) = app.comparing().map(|v| v.job()) else {
        panic!("step 2 opens the view: {opened:?}");
    };
    assert_eq!(started_job(&opened).job, first);
    // The view covers the board, and the screen says the lesson's keys under it.
    let shown = text(&screen(&app, 120, 40));
    assert!(shown.contains("→ next step · ← step back"), "{shown}");
    // → goes on to the next step, which shows the board: the view closes, its job let go.
    let next = app.update(Action::LessonNext);
    assert_eq!(app.lesson().unwrap().at(), 2);
    assert!(app.comparing().is_none());
    assert!(next.contains(&Effect::Cancel(first)), "{next:?}");
    assert_eq!(app.search().event_number(), 3);
    // ← brings the step back as it was: the view open again, measuring anew.
    let back = app.update(Action::LessonBack);
    assert_eq!(app.lesson().unwrap().at(), 1);
    let again = app.comparing().map(|v| v.job()).expect("open again");
    assert_ne!(again, first);
    assert_eq!(started_job(&back).job, again);
    // And back once more, to the plain board.
    let plain = app.update(Action::LessonBack);
    assert!(app.comparing().is_none());
    assert!(plain.contains(&Effect::Cancel(again)), "{plain:?}");
}

/// The one compare job among `effects`.
fn started_job(effects: &[Effect]) -> CompareJob {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Compare(job) => Some(job.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no compare job in {effects:?}"))
}

#[test]
fn c_opens_the_view_from_the_help_s_key_table() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let mut app = app(Lang::En);
    let c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE);
    let action = nqueens::input::action_for(c, app.input_context());
    assert_eq!(action, Some(Action::OpenCompare));
    let effects = app.update(Action::OpenCompare);
    started_job(&effects);
    assert!(app.comparing().is_some());
    // It closes it again, as Esc does, and lets its job go.
    let job = app.comparing().unwrap().job();
    assert_eq!(app.update(Action::OpenCompare), vec![Effect::Cancel(job)]);
    assert!(app.comparing().is_none());
    // The help lists it among the keys that work anywhere.
    let mut app = self::app(Lang::En);
    app.update(Action::ToggleHelp);
    let mut pages = String::new();
    for _ in 0..20 {
        let mut terminal = screen(&app, 120, 40);
        pages += &text(&terminal);
        // The room the frame reports, as the loop tells the state: how far the help scrolls
        // (the strategies' list in it grows with the registry).
        let mut viewport = None;
        terminal
            .draw(|frame| {
                let look = nqueens::ui::kit::appearance::Appearance::default();
                viewport = Some(nqueens::ui::draw(frame, &app, look).viewport);
            })
            .unwrap();
        app.update(Action::Viewport(viewport.expect("drawn")));
        app.update(Action::ScrollHelp(10));
    }
    let row = pages
        .lines()
        .find(|l| l.contains(" c ") && l.contains("what each strategy costs as n grows"));
    assert!(row.is_some(), "{pages}");
}
