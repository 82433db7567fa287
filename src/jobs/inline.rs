//! The executor of recordings and tests: each job done at once, before the next effect, so
//! the same effects give the same answers in the same order on any machine, however loaded.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::executor::{Ending, Executor};
use super::work::{Order, Work};
use crate::app::{Effect, Message};
use crate::stop::Stop;

/// Which effects an [`Inline`] executor carries out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Every job, and a quit ends the run.
    All,
    /// What a recording needs: the counting jobs. A recording lasts its length, asks no
    /// check of a hand-built position and ends on no quit.
    Recording,
}

/// Does each job at once; writes no file (a write is dropped, unanswered).
#[derive(Debug, Clone)]
pub struct Inline {
    scope: Scope,
    /// Raised to stop: the job under way is then cancelled and the run ends.
    stop: Stop,
    /// Answers not yet handed over.
    answers: VecDeque<Message>,
}

impl Default for Inline {
    fn default() -> Self {
        Inline::new()
    }
}

impl Inline {
    /// An executor that does every job at once (play's checks included), for tests.
    pub fn new() -> Self {
        Inline {
            scope: Scope::All,
            stop: Stop::never(),
            answers: VecDeque::new(),
        }
    }

    /// An executor for a recording stopped by `stop`: the counting jobs, each at once but
    /// waited for on a thread while `stop` can be raised, so a stop is seen meanwhile (and
    /// stops the job).
    pub fn recording(stop: Stop) -> Self {
        Inline {
            scope: Scope::Recording,
            stop,
            answers: VecDeque::new(),
        }
    }

    /// Runs `work` to its end, unless the stop comes first.
    fn run(&mut self, work: Work) -> Option<Ending> {
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        let done = self.stop.wait(move || {
            let mut answers = Vec::new();
            work.run(&stop, &mut |answer| answers.push(answer));
            answers
        });
        match done {
            Ok(Ok(answers)) => {
                self.answers.extend(answers);
                None
            }
            Ok(Err(signal)) => {
                cancel.store(true, Ordering::Relaxed);
                Some(Ending::Signal(signal))
            }
            Err(_) => Some(Ending::Lost),
        }
    }
}

impl Executor for Inline {
    fn carry_out(&mut self, effect: Effect) -> Option<Ending> {
        match (Order::of(effect), self.scope) {
            (Order::Work(Work::Play(_)), Scope::Recording)
            | (Order::End(_), Scope::Recording)
            | (Order::Write(_) | Order::Cancel(_), _) => None,
            (Order::End(ending), Scope::All) => Some(ending),
            (Order::Work(work), _) => self.run(work),
        }
    }

    fn ready(&mut self) -> Vec<Message> {
        self.answers.drain(..).collect()
    }
}
