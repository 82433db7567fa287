//! What a running count has finished, kept so a checkpoint can be taken at any moment.
//!
//! The workers enter each subproblem as it finishes; a snapshot taken between two entries
//! (they share one lock) lists exactly the subproblems whose counts it sums, so a resume from
//! it neither loses nor repeats a count. The lock is taken once per subproblem, which lasts
//! milliseconds: its cost does not show.

use std::ops::Range;
use std::sync::{Mutex, PoisonError};

use super::plan::{Counts, Id};
use super::record::IdRanges;
use super::spot::Spot;

/// The finished subproblems of one shard and their summed counts.
#[derive(Debug)]
pub struct Ledger {
    ids: Range<Id>,
    /// The subproblems whose own counts are kept (see `count::spot`).
    spots: Vec<Id>,
    state: Mutex<State>,
}

#[derive(Debug, Clone)]
struct State {
    /// By `id - ids.start`.
    done: Vec<bool>,
    counts: Counts,
    /// The counts of the spots finished, in the order of `spots`.
    spot_counts: Vec<Option<Counts>>,
}

impl Ledger {
    /// Nothing done yet of the subproblems `ids`.
    pub fn new(ids: Range<Id>) -> Self {
        Self::resume(ids, &IdRanges::default(), Counts::default())
    }

    /// `done` (within `ids`) already finished, with the counts `counts`.
    pub fn resume(ids: Range<Id>, done: &IdRanges, counts: Counts) -> Self {
        let mut flags = vec![false; ids.len()];
        for id in done.ids().filter(|id| ids.contains(id)) {
            flags[(id - ids.start) as usize] = true;
        }
        Ledger {
            ids,
            spots: Vec::new(),
            state: Mutex::new(State {
                done: flags,
                counts,
                spot_counts: Vec::new(),
            }),
        }
    }

    /// The same ledger keeping the own counts of the subproblems `spots`, of which those in
    /// `recorded` (a resumed checkpoint's) are already known.
    pub fn with_spots(mut self, spots: Vec<Id>, recorded: &[Spot]) -> Self {
        let known = spots
            .iter()
            .map(|&id| recorded.iter().find(|s| s.id() == id).map(Spot::counts))
            .collect();
        self.state
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner)
            .spot_counts = known;
        self.spots = spots;
        self
    }

    /// Enters subproblem `id` as finished with `counts`. An id entered twice, or outside
    /// the shard, is ignored (neither happens: the run hands out each id once).
    pub fn enter(&self, id: Id, counts: Counts) {
        let Some(slot) = id.checked_sub(self.ids.start) else {
            return;
        };
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(flag) = state.done.get_mut(slot as usize)
            && !*flag
        {
            *flag = true;
            state.counts += counts;
            if let Some(k) = self.spots.iter().position(|&s| s == id) {
                state.spot_counts[k] = Some(counts);
            }
        }
    }

    /// The finished ids, their summed counts and the spots finished, as of now (one moment
    /// for all three, so a checkpoint's spots are among its finished subproblems).
    pub fn snapshot_with_spots(&self) -> (IdRanges, Counts, Vec<Spot>) {
        let state = self
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        let spots = self
            .spots
            .iter()
            .zip(&state.spot_counts)
            .filter_map(|(&id, counts)| Some(Spot::new(id, (*counts)?)))
            .collect();
        let (done, counts) = self.converted(state);
        (done, counts, spots)
    }

    /// The finished ids and their summed counts, as of now.
    pub fn snapshot(&self) -> (IdRanges, Counts) {
        // Copied under the lock, converted outside it, so the workers wait only for a copy.
        let state = self
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        self.converted(state)
    }

    /// A copy of the state as finished ids and their counts.
    fn converted(&self, state: State) -> (IdRanges, Counts) {
        let start = self.ids.start;
        let done = IdRanges::from_sorted(
            (start..)
                .zip(&state.done)
                .filter(|&(_, &done)| done)
                .map(|(id, _)| id),
        );
        (done, state.counts)
    }

    /// The ids not finished yet, in increasing order.
    pub fn todo(&self) -> Vec<Id> {
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        (self.ids.start..)
            .zip(&state.done)
            .filter(|&(_, &done)| !done)
            .map(|(id, _)| id)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(total: u128) -> Counts {
        Counts {
            total,
            unique: 1,
            nodes: 10,
        }
    }

    #[test]
    fn snapshots_list_what_was_entered() {
        let ledger = Ledger::new(10..20);
        ledger.enter(12, c(5));
        ledger.enter(13, c(7));
        ledger.enter(19, c(1));
        ledger.enter(13, c(7)); // twice: ignored
        ledger.enter(25, c(100)); // outside: ignored
        ledger.enter(3, c(100));
        let (done, counts) = ledger.snapshot();
        assert_eq!(done.ranges(), [[12, 13], [19, 19]]);
        assert_eq!(
            counts,
            Counts {
                total: 13,
                unique: 3,
                nodes: 30
            }
        );
        assert_eq!(ledger.todo(), [10, 11, 14, 15, 16, 17, 18]);

        let again = Ledger::resume(10..20, &done, counts);
        assert_eq!(again.snapshot(), (done, counts));
        assert_eq!(again.todo(), ledger.todo());
    }
}
