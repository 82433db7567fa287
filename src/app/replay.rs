//! The way back for a strategy that only steps forward (it keeps no history of its own):
//! copies of its search kept along the run, the nearest one before a position taken up again
//! and stepped forward from. A strategy's search is deterministic from a copy (its random
//! draws are part of it), so the position reached is the one the run forward reached, with
//! the same solutions found on the way.
//!
//! Copies are kept every so often while the run goes forward, and densely just behind the
//! position while it goes back (at halving distances, so that each step back replays a few
//! dozen events and makes at most one copy on average). Their count and bytes are bounded:
//! past the bound, the copy that saves least replay for its distance from the position goes,
//! which leaves them spaced more widely the further they lie from it.

use std::sync::Arc;

use crate::solver::catalog::Catalog;
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event, MAX_N};

/// The most copies kept at once.
pub const MOST_KEPT: usize = 64;

/// The most bytes the copies may hold at once.
pub const BYTES_KEPT: usize = 64 << 20;

/// The fewest events between two copies kept on the way forward: a copy costs about as much
/// as a few steps, so copying at most once in this many costs the run nothing it would see.
const FORWARD_SPACING: u64 = 1 << 12;

/// On the way forward a larger copy is kept less often: at most this many of its bytes per
/// event run.
const BYTES_PER_EVENT: u64 = 64;

/// The shortest distance behind the position at which a step back keeps a copy: a step back
/// replays at most about twice this many events.
const NEAR: u64 = 32;

/// A position kept: the search as it stood, its event number, and the solutions found up to
/// it.
#[derive(Debug)]
pub struct Kept {
    /// The strategy's search there.
    pub search: AnySearch,
    /// Its event number.
    pub events: u64,
    /// The solutions found up to it.
    pub catalog: Catalog,
    /// What this copy holds, in bytes.
    bytes: usize,
}

impl Kept {
    /// A copy of `search` after `events` events, having found `catalog`.
    fn of(search: &AnySearch, events: u64, catalog: &Catalog) -> Kept {
        let bytes = size_of::<Kept>() + search.heap_bytes() + catalog.heap_bytes();
        Kept {
            search: search.clone(),
            events,
            catalog: catalog.clone(),
            bytes,
        }
    }
}

/// The strategy's position, borrowed to move it: its search, its event number and the
/// solutions it has found.
pub struct Position<'a> {
    /// The strategy's search.
    pub search: &'a mut AnySearch,
    /// Its event number.
    pub events: &'a mut u64,
    /// The solutions found so far.
    pub catalog: &'a mut Catalog,
}

impl Position<'_> {
    /// Runs one event forward, booking a solution it finds; `None` once the search is over.
    pub fn step(&mut self) -> Option<Event> {
        let event = self.search.step()?;
        *self.events += 1;
        book(event, self.search, self.catalog);
        Some(event)
    }

    /// Puts the position where `kept` stands.
    fn take_up(&mut self, kept: &Kept) {
        self.search.clone_from(&kept.search);
        *self.events = kept.events;
        self.catalog.clone_from(&kept.catalog);
    }
}

/// Books `event` of `search` in `catalog` if it is a solution. The catalog holds boards up to
/// [`MAX_N`] (a byte a file, symmetry on fixed arrays); a larger solution stays on the board,
/// where the view shows it.
pub fn book(event: Event, search: &AnySearch, catalog: &mut Catalog) {
    if let Event::Solution { .. } = event
        && search.n() <= MAX_N
    {
        let (cols, placed) = search.columns();
        catalog.record(&cols[..placed]);
    }
}

/// The positions kept along a strategy's run, oldest first; the first is always its start.
/// Copies of a search share them (they are never changed once kept).
#[derive(Debug, Clone)]
pub struct Checkpoints {
    kept: Vec<Arc<Kept>>,
    /// The bytes the copies hold.
    bytes: usize,
    /// The event number at which the run forward keeps its next copy.
    next_due: u64,
}

impl Checkpoints {
    /// The checkpoints of a run that starts with `search` (before its first event).
    pub fn new(search: &AnySearch, catalog: &Catalog) -> Checkpoints {
        let first = Kept::of(search, 0, catalog);
        let next_due = spacing(first.bytes);
        Checkpoints {
            bytes: first.bytes,
            kept: vec![Arc::new(first)],
            next_due,
        }
    }

    /// The run forward has reached `at`: a copy is kept if one is due.
    #[inline]
    pub fn ran_to(&mut self, at: &Position<'_>) {
        if *at.events >= self.next_due {
            self.keep(at, *at.events);
            self.next_due = *at.events + spacing(self.kept_bytes());
        }
    }

    /// Moves `at` back (or forward) to event `target`, replayed from the nearest copy before
    /// it, keeping copies just behind `target` for the steps back that may follow. Returns
    /// where it arrived (short of `target` if the run ends first).
    pub fn go_back_to(&mut self, at: &mut Position<'_>, target: u64) -> u64 {
        let from = Arc::clone(self.before(|kept| kept.events <= target));
        at.take_up(&from);
        // Copies at target − d for d = NEAR·2^k, each where no copy serves it already.
        let gap = target - from.events;
        let mut d = NEAR;
        while 4 * d <= gap {
            d *= 2;
        }
        while *at.events < target && at.step().is_some() {
            if 2 * d <= gap && d >= NEAR && *at.events == target - d {
                self.keep(at, target);
                d /= 2;
            }
        }
        self.next_due = *at.events + spacing(self.kept_bytes());
        *at.events
    }

    /// Puts `at` where the nearest copy before event `target` stands; returns its event
    /// number (the replay to `target` is left to the caller).
    pub fn take_up_before(&self, at: &mut Position<'_>, target: u64) -> u64 {
        let from = self.before(|kept| kept.events <= target);
        at.take_up(from);
        from.events
    }

    /// Moves `at` back to the event that found solution `k` (from 1), replayed from the
    /// nearest copy before it.
    pub fn go_back_to_solution(&mut self, at: &mut Position<'_>, k: u64) {
        let from = Arc::clone(self.before(|kept| kept.catalog.total() < k));
        at.take_up(&from);
        while at.catalog.total() < k && at.step().is_some() {}
        self.next_due = *at.events + spacing(self.kept_bytes());
    }

    /// How many copies are kept, and the bytes they hold.
    pub fn held(&self) -> (usize, usize) {
        (self.kept.len(), self.bytes)
    }

    /// The last copy kept for which `is_before` holds (the start, at least: it holds there).
    fn before(&self, is_before: impl Fn(&Kept) -> bool) -> &Arc<Kept> {
        let after = self.kept.partition_point(|kept| is_before(kept));
        &self.kept[after.saturating_sub(1)]
    }

    /// The bytes of the newest copy (what the next one will about cost).
    fn kept_bytes(&self) -> usize {
        self.kept.last().map_or(0, |kept| kept.bytes)
    }

    /// Keeps a copy of `at`, the position standing at `now`; then lets go of the copies past
    /// the bounds, those that save least replay for their distance from `now` first.
    fn keep(&mut self, at: &Position<'_>, now: u64) {
        let place = self.kept.partition_point(|kept| kept.events < *at.events);
        if self.kept.get(place).is_some_and(|k| k.events == *at.events) {
            return;
        }
        let kept = Kept::of(at.search, *at.events, at.catalog);
        // A copy too large to keep beside others is not kept: the replay goes further.
        if kept.bytes > BYTES_KEPT / 4 {
            return;
        }
        self.bytes += kept.bytes;
        self.kept.insert(place, Arc::new(kept));
        while self.kept.len() > MOST_KEPT || (self.bytes > BYTES_KEPT && self.kept.len() > 1) {
            let gone = self.least_worth(now);
            self.bytes -= self.kept.remove(gone).bytes;
        }
    }

    /// The copy (never the start) whose loss costs least: the replay it spares (the span
    /// between its neighbours) over its distance from the position at `now`.
    fn least_worth(&self, now: u64) -> usize {
        let worth = |i: usize| {
            let before = self.kept[i - 1].events;
            let here = self.kept[i].events;
            let after = self.kept.get(i + 1).map_or(here.max(now), |k| k.events);
            let span = after - before;
            let distance = here.abs_diff(now) + 1;
            u128::from(span) * u128::from(u64::MAX) / u128::from(distance)
        };
        (1..self.kept.len()).min_by_key(|&i| worth(i)).unwrap_or(1)
    }
}

/// The events between two copies kept on the way forward, for copies of `bytes`.
fn spacing(bytes: usize) -> u64 {
    FORWARD_SPACING.max(u64::try_from(bytes).unwrap_or(u64::MAX) / BYTES_PER_EVENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh search's position after `events` events, and the solutions it found.
    fn run(strategy: crate::vocabulary::Strategy, n: usize, events: u64) -> (AnySearch, Catalog) {
        let mut search = AnySearch::new(strategy, n, 3).unwrap();
        let mut catalog = Catalog::new(n);
        let mut at = 0;
        let mut position = Position {
            search: &mut search,
            events: &mut at,
            catalog: &mut catalog,
        };
        while *position.events < events && position.step().is_some() {}
        (search, catalog)
    }

    #[test]
    fn going_back_arrives_where_the_run_forward_stood_and_the_copies_stay_bounded() {
        use crate::vocabulary::Strategy;
        for strategy in Strategy::ALL.into_iter().filter(|s| !s.backtracks()) {
            let (mut search, mut catalog) = run(strategy, 6, 0);
            let mut checkpoints = Checkpoints::new(&search, &catalog);
            let mut events = 0;
            let mut at = Position {
                search: &mut search,
                events: &mut events,
                catalog: &mut catalog,
            };
            while *at.events < 30_000 && at.step().is_some() {
                checkpoints.ran_to(&at);
            }
            let end = *at.events;
            for target in [end.saturating_sub(1), end / 2, end / 3, 1, 0] {
                assert_eq!(checkpoints.go_back_to(&mut at, target), target);
                let (fresh, found) = run(strategy, 6, target);
                assert_eq!(
                    format!("{:?}", at.search),
                    format!("{fresh:?}"),
                    "{strategy}"
                );
                assert_eq!(at.catalog.total(), found.total(), "{strategy}");
                let (count, bytes) = checkpoints.held();
                assert!(count <= MOST_KEPT && bytes <= BYTES_KEPT, "{strategy}");
            }
        }
    }
}
