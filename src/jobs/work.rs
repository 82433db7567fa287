//! One job's work, whatever its kind: what an effect asks to be done outside the state, run
//! until its cancel flag is raised, its answers handed to a report as the messages that tell
//! the state. Both executors run jobs through this, so a job does the same on a thread as at
//! once.

use std::sync::atomic::{AtomicBool, Ordering};

use super::compare::compare_until;
use super::count::count_tree_until;
use super::executor::Ending;
use crate::app::compare::CompareJob;
use crate::app::first_count::FirstJob;
use crate::app::play::PlayJob;
use crate::app::timeline::Wanted;
use crate::app::tree::SizeJob;
use crate::app::{Effect, ExportRequest, Message};
use crate::vocabulary::JobId;

/// A job to run, as an effect described it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Work {
    /// Check or number a hand-built position.
    Play(PlayJob),
    /// Count a run's length, and survey it if asked.
    CountTree(Wanted),
    /// Count the sizes of nodes of the tree.
    SizeTree(SizeJob),
    /// Count the bitmask's nodes to its first solution.
    CountFirst(FirstJob),
    /// Measure the Compare view's cells.
    Compare(CompareJob),
}

/// What an effect asks of an executor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Order {
    /// Run a job.
    Work(Work),
    /// Write solutions to a file.
    Write(ExportRequest),
    /// Stop the jobs of this name.
    Cancel(JobId),
    /// End the run.
    End(Ending),
}

impl Order {
    /// What `effect` asks.
    pub fn of(effect: Effect) -> Order {
        match effect {
            Effect::Play(job) => Order::Work(Work::Play(job)),
            Effect::CountTree(wanted) => Order::Work(Work::CountTree(wanted)),
            Effect::SizeTree(job) => Order::Work(Work::SizeTree(job)),
            Effect::CountFirst(job) => Order::Work(Work::CountFirst(job)),
            Effect::Compare(job) => Order::Work(Work::Compare(job)),
            Effect::Write(request) => Order::Write(request),
            Effect::Cancel(job) => Order::Cancel(job),
            Effect::Quit => Order::End(Ending::Quit),
        }
    }
}

impl Work {
    /// The name the state gave the job, which its cancel names.
    pub fn id(&self) -> JobId {
        match self {
            Work::Play(_) => JobId::Play,
            Work::CountTree(wanted) => wanted.job,
            Work::SizeTree(job) => job.job,
            Work::CountFirst(job) => job.job,
            Work::Compare(job) => job.job,
        }
    }

    /// How many answers the job gives: a count with a survey gives two. A comparison's
    /// cells are not counted: they come over a minute or so, and no key waits for them.
    pub fn answers(&self) -> usize {
        match self {
            Work::CountTree(wanted) => 1 + usize::from(wanted.survey),
            Work::Compare(_) => 0,
            _ => 1,
        }
    }

    /// Does the work until `cancel` is raised, handing each answer to `report`.
    pub fn run(self, cancel: &AtomicBool, report: &mut dyn FnMut(Message)) {
        match self {
            Work::Play(job) => report(job.run(&|| cancel.load(Ordering::Relaxed)).into()),
            Work::CountTree(wanted) => count_tree_until(wanted, cancel, report),
            Work::SizeTree(job) => report(job.run_until(cancel).into()),
            Work::CountFirst(job) => report(job.run(cancel).into()),
            Work::Compare(job) => compare_until(job, cancel, report),
        }
    }
}
