//! The executors that carry out the state's effects: the inline one (recordings, tests) does
//! a job at once and hands back its typed answer; the threaded one (the terminal) runs it on
//! a thread and stops it on a cancel; the jobs' names come from the state, not the process.

mod common;

use std::sync::mpsc;
use std::time::Duration;

use common::command;
use nqueens::app::first_count::ToFirst;
use nqueens::app::tree::SizeJob;
use nqueens::app::{App, Effect, Message, Options};
use nqueens::jobs::{self, Ending, Executor, Inline, Threaded};
use nqueens::vocabulary::{Action, CheckOutcome, JobId, Speed, Strategy, Viewport};

fn las_vegas(n: usize) -> App {
    App::new(Options {
        strategy: Strategy::LasVegas,
        ..Options::new(n, Speed::PerSec(20), true)
    })
}

#[test]
fn the_inline_executor_does_a_job_at_once_and_hands_back_its_typed_answer() {
    let mut app = las_vegas(8);
    let effects = app.update(Action::Viewport(Viewport::default()));
    let [Effect::CountFirst(job)] = effects[..] else {
        panic!("{effects:?}");
    };
    let mut inline = Inline::new();
    assert_eq!(inline.carry_out(Effect::CountFirst(job)), None);
    let answers = inline.ready();
    let [
        Message::Action(Action::FirstCounted {
            n,
            job: named,
            nodes,
        }),
    ] = answers[..]
    else {
        panic!("{answers:?}");
    };
    assert_eq!((n, named), (8, job.job), "the answer names the job asked");
    assert!(nodes.is_some(), "n = 8 has a first solution");
    assert!(inline.ready().is_empty(), "handed over once");

    // Driven through the state, the answer is taken in before anything else happens.
    let mut app = las_vegas(8);
    let effects = app.update(Action::Viewport(Viewport::default()));
    assert_eq!(jobs::drive(&mut app, &mut Inline::new(), effects), None);
    assert_eq!(app.search().to_first(), ToFirst::Known(nodes));
}

#[test]
fn the_inline_executor_ends_the_run_on_a_quit_and_answers_a_play_check() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    let mut inline = Inline::new();
    let effects = app.update(Action::Viewport(Viewport::default()));
    jobs::drive(&mut app, &mut inline, effects);
    command(&mut app, "play");
    let effects = app.update(Action::PlayToggle);
    let [Effect::Play(job)] = &effects[..] else {
        panic!("{effects:?}");
    };
    assert_eq!(inline.carry_out(Effect::Play(job.clone())), None);
    let answers = inline.ready();
    let [Message::Action(Action::Checked { position, outcome })] = &answers[..] else {
        panic!("{answers:?}");
    };
    assert_eq!(*position, job.position());
    assert!(
        matches!(outcome, CheckOutcome::Completion(_)),
        "one queen in a corner of 8 × 8 can be completed: {outcome:?}"
    );
    let effects = app.update(Action::Quit);
    assert_eq!(
        jobs::drive(&mut app, &mut inline, effects),
        Some(Ending::Quit)
    );
}

/// The names of the run-length counts `effects` start.
fn counts(effects: &[Effect]) -> Vec<JobId> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::CountTree(wanted) => Some(wanted.job),
            _ => None,
        })
        .collect()
}

#[test]
fn job_names_come_from_the_state_and_no_two_of_it_are_alike() {
    let first_job = || {
        let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
        counts(&app.update(Action::Viewport(Viewport::default())))
    };
    // Two states name their first jobs alike: nothing outside them counts.
    assert_eq!(first_job(), vec![JobId::Count(1)]);
    assert_eq!(first_job(), vec![JobId::Count(1)]);
    // One state never names two jobs alike, whatever their kind.
    let mut app = las_vegas(8);
    let mut named = Vec::new();
    for line in ["n 9", "n 10", "strategy bitmask", "n 8", "restart"] {
        let effects = command(&mut app, line);
        named.extend(counts(&effects));
        named.extend(effects.iter().filter_map(|e| match e {
            Effect::CountFirst(job) => Some(job.job),
            _ => None,
        }));
    }
    assert!(named.len() >= 4, "{named:?}");
    let mut distinct = named.clone();
    distinct.sort_by_key(|job| format!("{job:?}"));
    distinct.dedup();
    assert_eq!(distinct.len(), named.len(), "{named:?}");
}

#[test]
fn the_threaded_executor_stops_a_cancelled_job_which_answers_with_what_it_had() {
    let (sender, answers) = mpsc::channel::<Message>();
    let mut threaded = Threaded::new(std::env::temp_dir(), sender);
    // Hours of work at n = 20, counted exactly.
    let job = SizeJob {
        n: 20,
        nodes: vec![(vec![0], true)],
        job: JobId::TreeSizes(7),
    };
    assert_eq!(threaded.carry_out(Effect::SizeTree(job)), None);
    assert_eq!(threaded.pending(), 1);
    assert_eq!(
        threaded.carry_out(Effect::Cancel(JobId::TreeSizes(7))),
        None
    );
    // Waits for the answer, however long a loaded machine takes to give it.
    let answer = answers.recv_timeout(Duration::from_secs(600)).unwrap();
    let Message::Action(Action::TreeSized { n: 20, sizes }) = answer else {
        panic!("{answer:?}");
    };
    assert!(
        sizes.is_empty(),
        "stopped before it counted anything: {sizes:?}"
    );
    threaded.answered();
    assert_eq!(threaded.pending(), 0);
    assert_eq!(threaded.carry_out(Effect::Quit), Some(Ending::Quit));
}

#[test]
fn a_signal_reaches_the_state_as_an_action_and_ends_the_run_as_quitting_does() {
    const SIGTERM: i32 = 15;
    let mut app = App::new(Options::new(8, Speed::PerSec(20), true));
    let mut inline = Inline::new();
    let effects = app.update(Action::Viewport(Viewport::default()));
    jobs::drive(&mut app, &mut inline, effects);
    // Whatever the mode: watching, playing, racing, typing a command.
    for line in ["", "play", "race bitmask scan"] {
        if !line.is_empty() {
            command(&mut app, line);
        }
        let effects = app.update(Action::Terminate { signal: SIGTERM });
        assert!(effects.contains(&Effect::Quit), "{line:?}: {effects:?}");
        assert_eq!(
            jobs::drive(&mut app.clone(), &mut inline, effects),
            Some(Ending::Quit),
            "{line:?}"
        );
    }
    app.update(Action::OpenCommand);
    app.update(Action::CommandChar('n'));
    let effects = app.update(Action::Terminate { signal: SIGTERM });
    assert!(effects.contains(&Effect::Quit), "{effects:?}");
}
