//! The run as a line in time: how long the whole run is, positions kept along it to jump
//! back to, and where its solutions and dead ends fall, for the scrub bar.
//!
//! No event history is kept. The search is deterministic and a position is a few integers,
//! so a jump restores the nearest kept position before the target and replays the rest.
//! Kept positions and the strip's bins both thin out as the run grows (every other one goes,
//! the spacing doubles), so memory stays bounded whatever the run's length.

use std::sync::Arc;

use super::heat::Heat;
use super::serial::Serials;
use crate::count::tree::{self, Tree};
use crate::solver::Solver;
use crate::solver::catalog::Catalog;
use crate::solver::probe::{Costs, Probe};
use crate::vocabulary::{JobId, Strategy};

/// Largest n whose tree is counted exactly (beyond, Knuth's estimate): n = 18 takes about
/// half a minute on two cores.
pub const EXACT_UP_TO: usize = 18;

/// Largest n whose whole run is walked ahead of the animation in the background (n = 16: 2.6
/// billion events, about 20 s on one core), so that a jump anywhere lands at once.
pub const SURVEY_UP_TO: usize = 16;

/// Smallest n whose run's length takes long enough to count that the screen keeps room for it
/// (n = 12 is counted within a few milliseconds, before the first frames).
const RESERVED_FROM: usize = 13;

/// Most positions kept before every other one goes.
const MAX_LANDMARKS: usize = 512;

/// Bins of the strip (a power of two, more than any screen is wide).
pub const BINS: usize = 1024;

/// How long the whole run is.
#[derive(Debug, Clone)]
pub enum Length {
    /// Not asked for yet.
    Unasked,
    /// Being counted in the background, by this job.
    Counting(JobId),
    /// Counted.
    Exact(Tree),
    /// Estimated (too large to count in a few seconds).
    Estimate(Tree),
}

/// A position of the search kept to jump back to, with what the books said there.
#[derive(Debug, Clone)]
pub struct Landmark {
    /// The search there (at a placement).
    pub solver: Solver,
    /// Solutions and classes found by then.
    pub found: (u64, u64),
    /// The scan's closed row visits' comparisons by then (`None`: not counted).
    pub scan_closed: Option<Costs>,
    /// The heat map's counts by then.
    pub heat: Heat,
}

/// Where the run's dead ends and solutions fall: counts per bin of `width` events (bitmask
/// numbering), for the part of the run explored so far.
#[derive(Debug, Clone)]
pub struct Strip {
    dead_ends: Vec<u32>,
    solutions: Vec<u32>,
    /// Events per bin (a power of two).
    width: u64,
    /// Its logarithm: the hot loop finds a bin by a shift, not a division.
    shift: u32,
    /// The dead ends and solutions up to this event are in the bins (the last one counted, or
    /// the end of a stretch counted at once): each is counted once, however often the user
    /// rewinds over it.
    counted: u64,
}

impl Default for Strip {
    fn default() -> Self {
        Strip {
            dead_ends: vec![0; BINS],
            solutions: vec![0; BINS],
            width: 1,
            shift: 0,
            counted: 0,
        }
    }
}

impl Strip {
    /// Counts the dead end or solution that is event number `at` (from 1), once.
    #[inline]
    fn record(&mut self, at: u64, solution: bool) {
        if at <= self.counted {
            return;
        }
        self.counted = at;
        if at >> self.shift >= BINS as u64 {
            while at >> self.shift >= BINS as u64 {
                self.widen();
            }
        }
        let bin = usize::try_from(at >> self.shift).unwrap_or(BINS - 1);
        let bins = if solution {
            &mut self.solutions
        } else {
            &mut self.dead_ends
        };
        bins[bin] = bins[bin].saturating_add(1);
    }

    /// The last event a stretch of events from `at + 1` may run to and still be counted in
    /// one piece by [`Strip::record_stretch`]: the end of the bin `at + 1` falls in (at the
    /// width its first dead end or solution would widen the strip to), or, while replaying
    /// events already counted, the last of those.
    fn stretch_end(&self, at: u64) -> u64 {
        let first = at + 1;
        if first <= self.counted {
            return self.counted;
        }
        let mut shift = self.shift;
        while first >> shift >= BINS as u64 {
            shift += 1;
        }
        (((first >> shift) + 1) << shift) - 1
    }

    /// Counts the `dead_ends` and `solutions` among events `at + 1..=to`, a stretch that
    /// [`Strip::stretch_end`] allowed: all in one bin, and either all counted already or none.
    /// The strip widens only for a stretch with something to count, as it does event by event.
    fn record_stretch(&mut self, at: u64, to: u64, dead_ends: u64, solutions: u64) {
        if to <= self.counted {
            return;
        }
        debug_assert!(at >= self.counted, "a stretch across what is counted");
        self.counted = to;
        if dead_ends + solutions == 0 {
            return;
        }
        // Its first dead end or solution, wherever it falls in the stretch, widens the strip
        // as far as its first event would: they share a bin at that width.
        while (at + 1) >> self.shift >= BINS as u64 {
            self.widen();
        }
        debug_assert_eq!(
            (at + 1) >> self.shift,
            to >> self.shift,
            "a stretch across bins"
        );
        let bin = usize::try_from((at + 1) >> self.shift).unwrap_or(BINS - 1);
        let add = |count: &mut u32, more: u64| {
            *count = count.saturating_add(u32::try_from(more).unwrap_or(u32::MAX));
        };
        add(&mut self.dead_ends[bin], dead_ends);
        add(&mut self.solutions[bin], solutions);
    }

    /// Events per bin (a power of two).
    pub fn width(&self) -> u64 {
        self.width
    }

    /// Merges bins in pairs: each covers twice the events.
    fn widen(&mut self) {
        for bins in [&mut self.dead_ends, &mut self.solutions] {
            for i in 0..BINS / 2 {
                bins[i] = bins[2 * i].saturating_add(bins[2 * i + 1]);
            }
            bins[BINS / 2..].fill(0);
        }
        self.width *= 2;
        self.shift += 1;
    }

    /// Dead ends and solutions among events `from..to` (bitmask numbering), as far as the
    /// bins tell (a bin counts where its first event falls).
    pub fn between(&self, from: u64, to: u64) -> (u64, u64) {
        let first = from.div_ceil(self.width);
        let last = to.div_ceil(self.width).min(BINS as u64);
        let sum = |bins: &[u32]| -> u64 {
            (first..last)
                .filter_map(|b| usize::try_from(b).ok())
                .map(|b| u64::from(bins[b]))
                .sum()
        };
        (sum(&self.dead_ends), sum(&self.solutions))
    }
}

/// The whole run walked ahead of the animation: its timeline (kept positions all along it,
/// the whole strip, the length) and every solution, as the catalog keeps them. It comes back
/// inside [`super::Message::Surveyed`], typed.
#[derive(Debug, Clone)]
pub struct Survey {
    /// The run's timeline, complete.
    pub timeline: Timeline,
    /// All the run's solutions.
    pub catalog: Catalog,
    /// The square-by-square checks (scan, arrays, matrix) over the whole run, where the
    /// survey counted them.
    pub scan_closed: Option<Costs>,
}

/// Work a new timeline wants done in the background.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// The board size.
    pub n: usize,
    /// The job: its outcomes name it, and cancelling it stops it.
    pub job: JobId,
    /// A survey of the whole run is wanted too (small boards).
    pub survey: bool,
}

/// The timeline of one search.
#[derive(Debug, Clone)]
pub struct Timeline {
    n: usize,
    length: Length,
    /// Positions kept, in run order; the first is the start. Shared, not copied, when the
    /// search is kept for undo: each holds the heat map's counts (16 KB at n = 32).
    landmarks: Vec<Arc<Landmark>>,
    /// Events (bitmask numbering) between kept positions, at least.
    spacing: u64,
    /// The next kept position is the first placement at or after this event.
    next_landmark: u64,
    /// The furthest event the run has reached (bitmask numbering).
    reached: u64,
    strip: Strip,
    /// The job whose survey is awaited, until it is taken in.
    survey: Option<JobId>,
    /// Every solution of the run, once surveyed: a jump forward takes its catalog from here.
    all_solutions: Option<Arc<Catalog>>,
    /// For a run counted in the background for a while (from n = 13): Knuth's estimate of its
    /// tree, so the screen can keep room for the length before it arrives.
    expected: Option<Tree>,
    /// The scan's comparisons over the whole run, once a survey has counted them: a finished
    /// run whose count top speed or a jump skipped takes it from here.
    scan_closed: Option<Costs>,
}

impl Timeline {
    /// The timeline of a fresh search of the `n` board.
    pub fn new(n: usize) -> Self {
        Timeline {
            n,
            length: if n > EXACT_UP_TO {
                Length::Estimate(tree::estimate(n))
            } else {
                Length::Unasked
            },
            landmarks: vec![Arc::new(Landmark {
                solver: Solver::new(n),
                found: (0, 0),
                scan_closed: Some(Costs::default()),
                heat: Heat::new(n),
            })],
            spacing: 1 << 10,
            next_landmark: 1 << 10,
            reached: 0,
            strip: Strip::default(),
            survey: None,
            all_solutions: None,
            expected: (RESERVED_FROM..=EXACT_UP_TO)
                .contains(&n)
                .then(|| tree::estimate(n)),
            scan_closed: None,
        }
    }

    /// An upper bound of the whole run's events by `strategy` (twice Knuth's estimate, which
    /// is within a few per cent), for a run whose exact length takes a while to count: what
    /// the screen keeps room for. `None` where the length comes at once or is an estimate.
    pub fn expected_total(&self, strategy: Strategy) -> Option<u64> {
        let tree = self.expected.as_ref()?;
        let events = if Probe::of(strategy).is_some() {
            tree.scan_events(self.n)
        } else {
            tree.bitmask_events()
        };
        Some(events.saturating_mul(2))
    }

    /// The background count to start, if the length is wanted and nobody counts it yet (see
    /// [`Timeline::cancel`] for how it stops).
    pub fn wants_count(&mut self, serials: &mut Serials) -> Option<Wanted> {
        let survey = self.n <= SURVEY_UP_TO && self.all_solutions.is_none();
        self.wants(survey, serials)
    }

    /// As [`Timeline::wants_count`], the run's length alone, never a survey (a race's
    /// sides do not jump).
    pub fn wants_length(&mut self, serials: &mut Serials) -> Option<Wanted> {
        self.wants(false, serials)
    }

    /// The work to start, named from `serials`, if none was asked for yet.
    fn wants(&mut self, survey: bool, serials: &mut Serials) -> Option<Wanted> {
        if !matches!(self.length, Length::Unasked) {
            return None;
        }
        let job = JobId::Count(serials.fresh());
        self.length = Length::Counting(job);
        self.survey = survey.then_some(job);
        Some(Wanted {
            n: self.n,
            job,
            survey,
        })
    }

    /// The background job this timeline awaits an answer from, if any (its count, or its
    /// survey after the run has ended).
    pub fn awaits(&self) -> Option<JobId> {
        match self.length {
            Length::Counting(job) => Some(job),
            _ => self.survey,
        }
    }

    /// The survey of the `n` board by `job` has finished with `survey` (`None`: it was
    /// stopped): its findings replace what the run has gathered (they include it). A survey
    /// this timeline no longer awaits is ignored.
    pub fn surveyed(&mut self, n: usize, job: JobId, survey: Option<Survey>) {
        if self.survey != Some(job) {
            return;
        }
        self.survey = None;
        let Some(Survey {
            timeline,
            catalog,
            scan_closed,
        }) = survey
        else {
            return;
        };
        if n != self.n || timeline.n != self.n {
            return;
        }
        self.landmarks = timeline.landmarks;
        self.spacing = timeline.spacing;
        self.next_landmark = timeline.next_landmark;
        self.reached = self.reached.max(timeline.reached);
        self.strip = timeline.strip;
        if let Length::Exact(tree) = timeline.length {
            self.length = Length::Exact(tree);
        }
        self.all_solutions = Some(Arc::new(catalog));
        self.scan_closed = scan_closed;
    }

    /// The square-by-square checks over the whole run, where a survey has counted them.
    pub fn surveyed_checks(&self) -> Option<Costs> {
        self.scan_closed
    }

    /// Every solution of the run, once the survey has found them.
    pub fn all_solutions(&self) -> Option<&Arc<Catalog>> {
        self.all_solutions.as_ref()
    }

    /// No longer awaits a count under way (the search is being set aside), so the state
    /// cancels its job; it is asked for again if the search comes back.
    pub fn cancel(&mut self) {
        if let Length::Counting(_) = self.length {
            self.length = Length::Unasked;
        }
        self.survey = None;
    }

    /// A count under way is no longer awaited here (this timeline was set aside and is
    /// back): it is asked for again.
    pub fn forget_count(&mut self) {
        if matches!(self.length, Length::Counting(_)) {
            self.length = Length::Unasked;
        }
        self.survey = None;
    }

    /// The count of the tree of the `n` board came back.
    pub fn counted(&mut self, n: usize, tree: Tree) {
        if n == self.n && matches!(self.length, Length::Counting(_)) {
            self.length = Length::Exact(tree);
        }
    }

    /// The run has ended with `tree`: its length is known. (Background work goes on: its
    /// count ends soon and is ignored, its survey still serves jumps forward after a jump
    /// back.)
    pub fn finished(&mut self, tree: Tree) {
        self.length = Length::Exact(tree);
    }

    /// A survey's own timeline is complete: the run it walked ended with `tree`.
    pub fn complete(&mut self, tree: Tree, events: u64) {
        self.length = Length::Exact(tree);
        self.reach(events);
    }

    /// How long the whole run is.
    pub fn length(&self) -> &Length {
        &self.length
    }

    /// The whole run's events by `strategy`, and whether that is exact; `None` while counted.
    pub fn total(&self, strategy: Strategy) -> Option<(u64, bool)> {
        let (tree, exact) = match &self.length {
            Length::Exact(tree) => (tree, true),
            Length::Estimate(tree) => (tree, false),
            Length::Unasked | Length::Counting(_) => return None,
        };
        // A search that tests square by square counts its tries as events too.
        Some(if Probe::of(strategy).is_some() {
            (tree.scan_events(self.n), exact)
        } else {
            (tree.bitmask_events(), exact)
        })
    }

    /// Books event number `at` (bitmask numbering) of the run, a dead end or (`solution`) a
    /// solution, in the strip.
    #[inline]
    pub fn record(&mut self, at: u64, solution: bool) {
        self.strip.record(at, solution);
    }

    /// The last event a stretch of events after event `at` may run to before the strip must
    /// be told of them (see [`Timeline::record_stretch`]).
    #[inline]
    pub fn stretch_end(&self, at: u64) -> u64 {
        self.strip.stretch_end(at)
    }

    /// Counts the dead ends and solutions of events `at + 1..=to`, all at once: `to` is at
    /// most [`Timeline::stretch_end`] of `at`.
    #[inline]
    pub fn record_stretch(&mut self, at: u64, to: u64, dead_ends: u64, solutions: u64) {
        self.strip.record_stretch(at, to, dead_ends, solutions);
    }

    /// Whether the placement that is event number `at` is to be kept (see
    /// [`Timeline::keep`]).
    #[inline]
    pub fn keeps(&self, at: u64) -> bool {
        at >= self.next_landmark
    }

    /// The event number from which a placement is kept (see [`Timeline::keeps`]).
    #[inline]
    pub fn next_landmark(&self) -> u64 {
        self.next_landmark
    }

    /// Keeps `landmark`, the position at event number `at`.
    pub fn keep(&mut self, at: u64, landmark: Landmark) {
        if self.landmarks.len() >= MAX_LANDMARKS {
            // The start stays; of the rest, every other one.
            let mut i = 0;
            self.landmarks.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.spacing *= 2;
        }
        self.landmarks.push(Arc::new(landmark));
        self.next_landmark = at + self.spacing;
    }

    /// The run has reached event number `at` (bitmask numbering).
    pub fn reach(&mut self, at: u64) {
        self.reached = self.reached.max(at);
    }

    /// The furthest event the run has reached (bitmask numbering).
    pub fn reached(&self) -> u64 {
        self.reached
    }

    /// The last kept position for which `before` holds (positions in run order; `before` is
    /// true up to some point, then false). The start always qualifies.
    pub fn landmark_before(&self, before: impl Fn(&Landmark) -> bool) -> &Landmark {
        let k = self.landmarks.partition_point(|l| before(l));
        &self.landmarks[k.saturating_sub(1)]
    }

    /// Where the run's dead ends and solutions fall.
    pub fn strip(&self) -> &Strip {
        &self.strip
    }

    /// The positions kept, in run order; the first is the start.
    pub fn kept(&self) -> impl Iterator<Item = &Landmark> {
        self.landmarks.iter().map(AsRef::as_ref)
    }

    /// Positions kept now (bounded by [`MAX_LANDMARKS`]).
    pub fn landmarks(&self) -> usize {
        self.landmarks.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strip_counts_each_event_once_and_stays_bounded() {
        let mut strip = Strip::default();
        for at in 1..=10_000u64 {
            strip.record(at, at % 7 == 0);
        }
        // Rewound and run again: nothing counted twice.
        for at in 5_000..=10_000u64 {
            strip.record(at, at % 7 == 0);
        }
        assert!(strip.width >= 16 && strip.dead_ends.len() == BINS);
        let (dead, sols) = strip.between(0, 20_000);
        assert_eq!(sols, 10_000 / 7);
        assert_eq!(dead + sols, 10_000);
    }

    #[test]
    fn kept_positions_thin_out_and_the_start_stays() {
        let mut timeline = Timeline::new(8);
        let mut at = 0;
        for _ in 0..5_000 {
            at += 1 << 10;
            if timeline.keeps(at) {
                let mut solver = Solver::new(8);
                solver.step();
                timeline.keep(
                    at,
                    Landmark {
                        solver,
                        found: (at, 0),
                        scan_closed: None,
                        heat: Heat::new(8),
                    },
                );
            }
        }
        assert!(timeline.landmarks() <= MAX_LANDMARKS);
        assert_eq!(timeline.landmark_before(|l| l.found.0 < 1).found, (0, 0));
        let last = timeline.landmark_before(|_| true).found.0;
        assert!(at - last <= timeline.spacing, "{at} {last}");
    }
}
