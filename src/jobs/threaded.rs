//! The executor of the live animation: each job on a thread of its own, so the screen and
//! the keys stay live, its answers sent on a channel the event loop reads. The executor keeps
//! the token that stops a job under the name the state gave it; the state never touches one.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread;

use super::executor::{Ending, Executor};
use super::work::Order;
use crate::app::{Effect, Message};
use crate::export;
use crate::vocabulary::{Action, JobId};

/// The means to stop the jobs under way, by the names the state gives them (gitui's async
/// jobs: one job of a kind at a time where the kind says so, a newer one replacing it).
#[derive(Debug, Default)]
struct Tokens(HashMap<JobId, Arc<AtomicBool>>);

impl Tokens {
    /// The token for a new job `job` (shared with others of the same name: a tree's counts
    /// come in several jobs, cancelled together); a play check stops the one under way.
    fn start(&mut self, job: JobId) -> Arc<AtomicBool> {
        if job == JobId::Play {
            self.cancel(job);
        }
        // Tokens of jobs that have ended are held here alone: forget them.
        self.0.retain(|_, token| Arc::strong_count(token) > 1);
        Arc::clone(self.0.entry(job).or_default())
    }

    /// Stops the jobs named `job`, if any run.
    fn cancel(&mut self, job: JobId) {
        if let Some(token) = self.0.remove(&job) {
            token.store(true, Ordering::Relaxed);
        }
    }
}

/// Runs jobs on threads; their answers go to `answers` as `W`s (the loop's own messages).
#[derive(Debug)]
pub struct Threaded<W> {
    /// The folder a write goes into.
    dir: PathBuf,
    /// Where answers go.
    answers: Sender<W>,
    /// Answers still to come from the jobs started.
    pending: usize,
    /// How to stop the jobs under way.
    tokens: Tokens,
}

impl<W: From<Message> + Send + 'static> Threaded<W> {
    /// An executor writing files into `dir` and sending answers to `answers`.
    pub fn new(dir: PathBuf, answers: Sender<W>) -> Self {
        Threaded {
            dir,
            answers,
            pending: 0,
            tokens: Tokens::default(),
        }
    }

    /// How many answers the jobs started are still to send (cancelled ones included: a
    /// cancelled job still answers, with what it had).
    pub fn pending(&self) -> usize {
        self.pending
    }

    /// One answer was taken from the channel.
    pub fn answered(&mut self) {
        self.pending = self.pending.saturating_sub(1);
    }

    /// Runs `job` on a thread of its own, sending what it reports.
    fn spawn(
        &mut self,
        answers: usize,
        job: impl FnOnce(&mut dyn FnMut(Message)) + Send + 'static,
    ) {
        let done = self.answers.clone();
        self.pending += answers;
        thread::spawn(move || {
            // The receiver lives as long as the loop: if it has gone, so has the screen that
            // would show the answer.
            job(&mut |answer| {
                let _ = done.send(W::from(answer));
            });
        });
    }
}

impl<W: From<Message> + Send + 'static> Executor for Threaded<W> {
    fn carry_out(&mut self, effect: Effect) -> Option<Ending> {
        match Order::of(effect) {
            Order::End(ending) => return Some(ending),
            Order::Cancel(job) => self.tokens.cancel(job),
            Order::Write(request) => {
                // On a thread, so a large write does not freeze the screen.
                let dir = self.dir.clone();
                self.spawn(1, move |report| {
                    report(Action::Written(export::run(&request, &dir)).into())
                });
            }
            Order::Work(work) => {
                // A newer play position stops the check under way at its next look at its
                // token.
                let stop = self.tokens.start(work.id());
                self.spawn(work.answers(), move |report| work.run(&stop, report));
            }
        }
        None
    }

    fn ready(&mut self) -> Vec<Message> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raised(token: &AtomicBool) -> bool {
        token.load(Ordering::Relaxed)
    }

    #[test]
    fn a_new_play_check_stops_the_one_under_way() {
        let mut tokens = Tokens::default();
        let first = tokens.start(JobId::Play);
        let second = tokens.start(JobId::Play);
        assert!(raised(&first) && !raised(&second));
    }

    #[test]
    fn a_cancel_stops_every_job_of_its_name_and_no_other() {
        let mut tokens = Tokens::default();
        let (a, b) = (
            tokens.start(JobId::TreeSizes(1)),
            tokens.start(JobId::TreeSizes(1)),
        );
        let other = tokens.start(JobId::Count(2));
        tokens.cancel(JobId::TreeSizes(1));
        assert!(raised(&a) && raised(&b) && !raised(&other));
        // A job never started, or ended: nothing to stop.
        tokens.cancel(JobId::Count(99));
        assert!(!raised(&other));
        // Counts of two jobs of one kind run side by side.
        let next = tokens.start(JobId::Count(3));
        assert!(!raised(&other) && !raised(&next));
    }

    #[test]
    fn ended_jobs_leave_no_token_behind() {
        let mut tokens = Tokens::default();
        drop(tokens.start(JobId::Count(1)));
        let _running = tokens.start(JobId::Count(2));
        assert_eq!(tokens.0.len(), 1);
    }
}
