//! Background work has one way in and one way out: the state starts a job with an effect,
//! the answer comes back as an action (the survey inside it), and the state cancels what it
//! no longer awaits with an effect naming the job; nothing shared is written by the state.

mod common;

use common::command;
use nqueens::app::{App, Effect, Options};
use nqueens::runtime::count_tree;
use nqueens::vocabulary::{Action, JobId, Speed, Viewport};

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
            Some(Action::Surveyed {
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
