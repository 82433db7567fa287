//! `las-vegas`'s yardstick: the nodes the bitmask search places from the top before its first
//! solution. Counting them takes up to [`COMPARE_BUDGET`](crate::solver::first::COMPARE_BUDGET) steps (tens of milliseconds), so
//! it is a background job: the state asks for it when a Las Vegas search starts, shows
//! "counting…" until it reports, and ignores a report it no longer awaits (a new board or
//! strategy in the meantime).

use super::serial::Serials;
use crate::vocabulary::JobId;

/// Where the count stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToFirst {
    /// Not asked for (yet, or for this strategy at all).
    Unasked,
    /// The job counting it.
    Counting(JobId),
    /// Counted: the nodes, or `None` where the bitmask finds no solution within
    /// [`COMPARE_BUDGET`](crate::solver::first::COMPARE_BUDGET) steps.
    Known(Option<u64>),
}

impl ToFirst {
    /// The job to start for the `n` board, named from `serials`, if none was asked for yet;
    /// from then on this awaits it.
    pub fn wants(&mut self, n: usize, serials: &mut Serials) -> Option<FirstJob> {
        if *self != ToFirst::Unasked {
            return None;
        }
        let job = JobId::FirstSolution(serials.fresh());
        *self = ToFirst::Counting(job);
        Some(FirstJob { n, job })
    }

    /// The job whose answer this awaits, if any.
    pub fn awaits(self) -> Option<JobId> {
        match self {
            ToFirst::Counting(job) => Some(job),
            _ => None,
        }
    }

    /// `job` reported `nodes`: taken if it is the job awaited, else ignored (stale).
    pub fn counted(&mut self, job: JobId, nodes: Option<u64>) {
        if *self == ToFirst::Counting(job) {
            *self = ToFirst::Known(nodes);
        }
    }

    /// A count under way is no longer awaited (the search was set aside, or is back from
    /// being set aside): it is asked for again when wanted.
    pub fn forget(&mut self) {
        if let ToFirst::Counting(_) = self {
            *self = ToFirst::Unasked;
        }
    }
}

/// The background count of the bitmask's nodes to its first solution on a board (the work
/// is the job module's; the answer comes back as
/// [`crate::vocabulary::Action::FirstCounted`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FirstJob {
    /// The board size.
    pub n: usize,
    /// The job's name, for its cancel and its report.
    pub job: JobId,
}
