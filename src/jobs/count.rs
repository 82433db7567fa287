//! The counting jobs: a run's length and its survey ([`Wanted`]), the sizes of the tree's
//! nodes ([`SizeJob`], on rayon's threads), and the bitmask's nodes to its first solution
//! ([`FirstJob`]). Each stops once its cancel flag is raised and reports as the action that
//! tells the state.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::app::Message;
use crate::app::first_count::FirstJob;
use crate::app::search;
use crate::app::timeline::Wanted;
use crate::app::tree::{Prefix, Size, SizeJob};
use crate::count::tree::{self, below, estimate_below};
use crate::solver::first::{COMPARE_BUDGET, bitmask_nodes_to_first_until};
use crate::solver::u8_of;
use crate::vocabulary::Action;

/// A subtree counted exactly in the background if it is at most this many placements (about
/// a second on one core); larger ones unexplored get an estimate.
const EXACT_BUDGET: u64 = 300_000_000;

/// Random descents of an estimate.
const PROBES: u64 = 256;

/// Does the work [`crate::app::Effect::CountTree`] asks for, to the end (see
/// [`count_tree_until`]).
pub fn count_tree(wanted: Wanted, report: impl FnMut(Message)) {
    count_tree_until(wanted, &AtomicBool::new(false), report);
}

/// Does the work [`crate::app::Effect::CountTree`] asks for, until `cancel` is raised: counts
/// the tree of the board for the timeline, then, if wanted, surveys the whole run (for
/// jumps), reporting each outcome to `report` as the message that tells the state; the
/// survey travels inside its message, typed.
pub fn count_tree_until(wanted: Wanted, cancel: &AtomicBool, mut report: impl FnMut(Message)) {
    let Wanted { n, job, survey } = wanted;
    let counts = tree::count(n, cancel)
        .ok()
        .map(|t| (t.placements, t.dead_ends, t.solutions));
    report(Action::TreeCounted { n, counts }.into());
    // Then, one core's work for a while: the whole run, for jumps.
    if survey {
        let survey = search::survey(n, cancel).map(Box::new);
        report(Message::Surveyed { n, job, survey });
    }
}

impl FirstJob {
    /// Counts, until `cancel` is raised; the report is the action that tells the state.
    pub fn run(self, cancel: &AtomicBool) -> Action {
        Action::FirstCounted {
            n: self.n,
            job: self.job,
            nodes: bitmask_nodes_to_first_until(self.n, COMPARE_BUDGET, cancel),
        }
    }
}

impl SizeJob {
    /// Does the work on rayon's threads, to the end; the outcome as the action that tells
    /// the state.
    pub fn run(self) -> Action {
        self.run_until(&AtomicBool::new(false))
    }

    /// As [`SizeJob::run`], stopping once `cancel` is raised (the outcome holds what was
    /// finished before).
    pub fn run_until(self, cancel: &AtomicBool) -> Action {
        let SizeJob { n, nodes, .. } = self;
        // A node and its mirror image (every column c as n - 1 - c) have the same subtree:
        // count one of each pair.
        let last = u8_of(n - 1);
        let mirror = |p: &[u8]| -> Prefix { p.iter().map(|&c| last - c).collect() };
        let mut wanted: HashMap<Prefix, bool> = HashMap::new();
        for (prefix, must) in &nodes {
            let key = prefix.clone().min(mirror(prefix));
            *wanted.entry(key).or_default() |= *must;
        }
        let counted: HashMap<Prefix, Size> = wanted
            .into_par_iter()
            .filter_map(|(prefix, must)| {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                Some((prefix.clone(), size_of(n, &prefix, must, cancel)?))
            })
            .collect();
        let sizes = nodes
            .into_iter()
            .filter_map(|(prefix, _)| {
                let key = prefix.clone().min(mirror(&prefix));
                counted.get(&key).map(|size| size.to_count(prefix))
            })
            .collect();
        Action::TreeSized { n, sizes }
    }
}

/// The size of node `prefix` of the `n` board's tree: counted where it `must` be or is
/// small, else estimated; `None` if `cancel` stopped the count.
fn size_of(n: usize, prefix: &[u8], must: bool, cancel: &AtomicBool) -> Option<Size> {
    let guess = estimate_below(n, prefix, PROBES);
    Some(if must || guess.tree.placements <= EXACT_BUDGET {
        Size {
            subtree: below(n, prefix, cancel).ok()?,
            exact: true,
        }
    } else {
        Size {
            subtree: guess,
            exact: false,
        }
    })
}
