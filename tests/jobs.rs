//! Background work has one way in and one way out: the state starts a job with an effect,
//! the answer comes back as an action (the survey inside it), and the state cancels what it
//! no longer awaits with an effect naming the job; nothing shared is written by the state.

mod common;

use std::sync::atomic::AtomicBool;

use common::{command, screen, text};
use nqueens::app::first_count::{FirstJob, ToFirst};
use nqueens::app::{App, Effect, Message, Options, Status};
use nqueens::runtime::count_tree;
use nqueens::solver::{Event, Solver};
use nqueens::vocabulary::{Action, JobId, Speed, Strategy, Viewport};

/// The jobs of `effects` that count a run's length.
fn counts(effects: &[Effect]) -> Vec<JobId> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::CountTree(wanted) => Some(wanted.job),
            _ => None,
        })
        .collect()
}

/// The jobs `effects` cancel.
fn cancels(effects: &[Effect]) -> Vec<JobId> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Cancel(job) => Some(*job),
            _ => None,
        })
        .collect()
}

fn paused(n: usize) -> App {
    App::new(Options::new(n, Speed::PerSec(20), true))
}

#[test]
fn a_restart_cancels_the_count_it_replaces_and_asks_a_new_one() {
    let mut app = paused(8);
    let first = counts(&app.update(Action::Viewport(Viewport::default())));
    assert_eq!(first.len(), 1);
    let effects = app.update(Action::Restart);
    assert_eq!(cancels(&effects), first, "{effects:?}");
    let second = counts(&effects);
    assert_eq!(second.len(), 1, "{effects:?}");
    assert_ne!(second, first, "a new job, with a name of its own");
    // Cancels come before the work that replaces it.
    assert!(matches!(effects.first(), Some(Effect::Cancel(_))));
    // Nothing more to cancel or ask while nothing changes.
    assert_eq!(app.update(Action::Step), Vec::new());
}

#[test]
fn the_survey_comes_back_inside_its_action_and_a_superseded_one_is_dropped() {
    let mut app = paused(6);
    let effects = app.update(Action::Viewport(Viewport::default()));
    let [Effect::CountTree(wanted)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert!(wanted.survey, "a small board's run is surveyed");
    let mut outcomes = Vec::new();
    count_tree(wanted.clone(), |outcome| outcomes.push(outcome));
    assert!(
        matches!(
            outcomes.last(),
            Some(Message::Surveyed {
                survey: Some(_),
                ..
            })
        ),
        "{outcomes:?}"
    );

    // The answer of the job the restart cancelled changes nothing of the new search.
    app.update(Action::Restart);
    for outcome in outcomes.clone() {
        app.update(outcome);
    }
    assert!(app.search().timeline().all_solutions().is_none());

    // The new search's own survey is taken in: every solution of the run is known at once.
    let mut app = paused(6);
    app.update(Action::Viewport(Viewport::default()));
    let effects = app.update(Action::Restart);
    let [Effect::CountTree(wanted)] = &effects[1..] else {
        panic!("{effects:?}");
    };
    let mut outcomes = Vec::new();
    count_tree(wanted.clone(), |outcome| outcomes.push(outcome));
    for outcome in outcomes {
        app.update(outcome);
    }
    let all = app.search().timeline().all_solutions().map(|c| c.total());
    assert_eq!(all, Some(4), "n = 6 has 4 solutions");
}

#[test]
fn closing_the_tree_cancels_its_counts_and_opening_it_again_starts_new_ones() {
    let mut app = paused(12);
    app.update(Action::Viewport(Viewport::default()));
    command(&mut app, "tree");
    let room = Viewport {
        tree: (80, 10),
        ..Viewport::default()
    };
    let sized = |effects: &[Effect]| -> Vec<JobId> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::SizeTree(job) => Some(job.job),
                _ => None,
            })
            .collect()
    };
    let first = sized(&app.update(Action::Viewport(room)));
    assert_eq!(
        first.len(),
        1,
        "n = 12 has its tree sized in the background"
    );
    let effects = command(&mut app, "tree");
    assert_eq!(cancels(&effects), first, "{effects:?}");
    command(&mut app, "tree");
    let again = sized(&app.update(Action::Viewport(room)));
    assert_eq!(again.len(), 1);
    assert_ne!(again, first);
}

#[test]
fn leaving_play_cancels_its_check() {
    let mut app = paused(8);
    app.update(Action::Viewport(Viewport::default()));
    let effects = app.update(Action::Play);
    assert!(cancels(&effects).is_empty(), "{effects:?}");
    let effects = app.update(Action::Back);
    assert_eq!(cancels(&effects), vec![JobId::Play], "{effects:?}");
}

#[test]
fn the_state_writes_no_flag_or_slot_shared_with_jobs() {
    let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app")];
    let mut files = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 10, "{files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for shared in [
            "Mutex",
            "RwLock",
            ".store(",
            ".swap(",
            "AtomicBool::new(true)",
        ] {
            assert!(
                !text.contains(shared),
                "{} holds `{shared}`: the state names jobs, the loop stops them",
                path.display()
            );
        }
    }
}

/// The counts of `las-vegas`'s yardstick that `effects` start.
fn firsts(effects: &[Effect]) -> Vec<FirstJob> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::CountFirst(job) => Some(*job),
            _ => None,
        })
        .collect()
}

/// The bitmask's queens placed before its first solution, counted plainly.
fn plain_nodes_to_first(n: usize) -> u64 {
    let mut solver = Solver::new(n);
    while let Some(event) = solver.step() {
        if let Event::Solution { .. } = event {
            return solver.counters().placements;
        }
    }
    panic!("n = {n} has a solution");
}

#[test]
fn las_vegas_counts_its_yardstick_in_the_background_and_ignores_a_stale_answer() {
    let mut app = App::new(Options {
        strategy: Strategy::LasVegas,
        ..Options::new(8, Speed::PerSec(20), true)
    });
    // The first frame asks for the count; until it reports, the counters say so.
    let [first] = firsts(&app.update(Action::Viewport(Viewport::default())))[..] else {
        panic!("one count asked for");
    };
    assert_eq!(first.n, 8);
    assert_eq!(app.search().to_first(), ToFirst::Counting(first.job));
    let shown = text(&screen(&app, 120, 40));
    assert!(shown.contains("bitmask     counting…"), "{shown}");
    assert!(firsts(&app.update(Action::Step)).is_empty(), "asked once");

    // A new board cancels it and asks its own; the old answer, come late, is ignored.
    let effects = command(&mut app, "n 10");
    assert_eq!(cancels(&effects), vec![first.job], "{effects:?}");
    let [second] = firsts(&effects)[..] else {
        panic!("{effects:?}");
    };
    assert_eq!(second.n, 10);
    app.update(first.run(&AtomicBool::new(false)));
    assert_eq!(app.search().to_first(), ToFirst::Counting(second.job));

    // Its own answer fills the figure, equal to a plain count.
    app.update(second.run(&AtomicBool::new(false)));
    let nodes = plain_nodes_to_first(10);
    assert_eq!(app.search().to_first(), ToFirst::Known(Some(nodes)));
    let shown = text(&screen(&app, 120, 40));
    assert!(
        shown.contains(&format!("bitmask     {nodes} nodes to its first")),
        "{shown}"
    );
    // A new K searches the same board: the figure stands, nothing is counted again.
    let effects = command(&mut app, "k 2");
    assert!(firsts(&effects).is_empty(), "{effects:?}");
    assert_eq!(app.search().to_first(), ToFirst::Known(Some(nodes)));

    // Another strategy cancels a count under way, and asks none.
    let effects = command(&mut app, "n 9");
    let [third] = firsts(&effects)[..] else {
        panic!("{effects:?}");
    };
    let effects = command(&mut app, "strategy bitmask");
    assert_eq!(cancels(&effects), vec![third.job], "{effects:?}");
    assert!(firsts(&effects).is_empty(), "{effects:?}");
    app.update(third.run(&AtomicBool::new(false)));
    assert_eq!(app.search().to_first(), ToFirst::Unasked);
}

#[test]
fn las_vegas_on_a_board_with_no_solution_says_it_gave_up_and_that_none_exist() {
    for n in [2, 3] {
        let mut app = App::new(Options {
            strategy: Strategy::LasVegas,
            ..Options::new(n, Speed::Max, false)
        });
        let [first] = firsts(&app.update(Action::Viewport(Viewport::default())))[..] else {
            panic!("one count asked for");
        };
        app.update(first.run(&AtomicBool::new(false)));
        // The bitmask search ends without a first solution to count to.
        assert_eq!(app.search().to_first(), ToFirst::Known(None));
        while app.status() == Status::Running {
            app.run_events(1 << 16);
        }
        let shown = text(&screen(&app, 120, 40));
        for said in [
            "try         #10,000: gave up at the bound",
            "0 / 10,000 tries (0.0%)",
            "bitmask     finds none: none exist",
        ] {
            assert!(shown.contains(said), "n = {n}: {said}\n{shown}");
        }
        assert!(!shown.contains("steps to its first"), "{shown}");
    }
}
