//! The animation's hot loop ([`Solver::run_observed`]) against the one-event stepper it stands
//! in for: the same events told with the same numbers, the same position after every batch,
//! whatever the batch sizes and wherever the observer stops it.

use nqueens::solver::{Event, Observer, Solver};
use proptest::prelude::*;

/// What an observer was told, as the events `step` would give (a solution's number aside:
/// the observer gets the board instead), each with its event number.
#[derive(Default)]
struct Told {
    events: Vec<(u64, Event, Vec<u8>)>,
    /// Stop after the placement with this event number, or after every solution.
    stop_at: Option<u64>,
    stop_at_solutions: bool,
}

impl Observer for Told {
    fn placed(&mut self, row: usize, col: u8, placements: u64, at: u64) -> bool {
        let row = u8::try_from(row).expect("a row under 256");
        self.events.push((
            at,
            Event::Place { row, col },
            placements.to_le_bytes().to_vec(),
        ));
        self.stop_at == Some(at)
    }

    fn dead_end(&mut self, row: usize, at: u64) {
        let row = u8::try_from(row).expect("a row under 256");
        self.events.push((at, Event::DeadEnd { row }, Vec::new()));
    }

    fn solution(&mut self, queens: &[u8], at: u64) -> bool {
        self.events
            .push((at, Event::Solution { index: 0 }, queens.to_vec()));
        self.stop_at_solutions
    }
}

/// The same told by stepping one event at a time, from `solver` as it is, for `count` events.
fn stepped(solver: &mut Solver, count: u64) -> Vec<(u64, Event, Vec<u8>)> {
    let mut told = Vec::new();
    for _ in 0..count {
        let Some(event) = solver.step() else { break };
        let at = solver.counters().events();
        match event {
            Event::Place { .. } => told.push((
                at,
                event,
                solver.counters().placements.to_le_bytes().to_vec(),
            )),
            Event::DeadEnd { .. } => told.push((at, event, Vec::new())),
            Event::Solution { .. } => {
                told.push((at, Event::Solution { index: 0 }, solver.queens().to_vec()));
            }
            _ => {}
        }
    }
    told
}

/// Everything of a position that the views read.
fn position(s: &Solver) -> impl PartialEq + std::fmt::Debug {
    (
        s.counters(),
        s.queens().to_vec(),
        s.depth(),
        s.last_event(),
        s.upcoming(),
        s.is_done(),
        (0..=s.n()).map(|r| s.candidates(r)).collect::<Vec<_>>(),
    )
}

#[test]
fn whole_runs_tell_what_stepping_tells() {
    for n in 1..=10 {
        let mut one = Solver::new(n);
        let expected = stepped(&mut one, u64::MAX);
        let mut batch = Solver::new(n);
        let mut told = Told::default();
        let ran = batch.run_observed(u64::MAX, &mut told);
        assert_eq!(told.events, expected, "n = {n}");
        assert_eq!(ran, one.counters().events(), "n = {n}");
        assert_eq!(position(&batch), position(&one), "n = {n}");
        assert!(batch.is_done());
    }
}

proptest! {
    #[test]
    fn any_batches_and_stops_tell_what_stepping_tells(
        n in 1usize..=9,
        batches in prop::collection::vec(0u64..40, 1..60),
        stop_every in 1u64..50,
        stop_at_solutions in any::<bool>(),
    ) {
        let (mut one, mut batch) = (Solver::new(n), Solver::new(n));
        for size in batches {
            let mut told = Told {
                stop_at: Some(batch.counters().events() + stop_every),
                stop_at_solutions,
                ..Told::default()
            };
            let ran = batch.run_observed(size, &mut told);
            prop_assert!(ran <= size);
            let expected = stepped(&mut one, ran);
            prop_assert_eq!(&told.events, &expected);
            // The batch saw the end within its budget, as a step past the last event does.
            if batch.is_done() && ran < size {
                prop_assert_eq!(one.step(), None);
            }
            prop_assert_eq!(position(&batch), position(&one));
            // Where it was asked to stop, it stopped: the event asked for is the last told.
            let asked_at = told.events.iter().position(|(at, e, _)| match e {
                Event::Place { .. } => told.stop_at == Some(*at),
                Event::Solution { .. } => stop_at_solutions,
                _ => false,
            });
            if let Some(i) = asked_at {
                prop_assert_eq!(i + 1, told.events.len(), "ran on past a stop");
                prop_assert_eq!(batch.counters().events(), told.events[i].0);
            }
            // A batch ends short only at the end of the search or where it was asked to.
            if ran < size && !batch.is_done() {
                let last = told.events.last().map(|(at, e, _)| (*at, *e));
                let asked = match last {
                    Some((at, Event::Place { .. })) => told.stop_at == Some(at),
                    Some((_, Event::Solution { .. })) => stop_at_solutions,
                    _ => false,
                };
                prop_assert!(asked, "stopped after {last:?} unasked");
            }
        }
    }
}

/// Everything the views read of a search's books, at its current event.
fn books(app: &nqueens::app::App) -> impl PartialEq + std::fmt::Debug {
    use nqueens::app::heat::HeatKind;
    let search = app.search();
    let n = search.n();
    let at = search.event_number();
    let heat: Vec<u64> = [HeatKind::Placements, HeatKind::Solutions]
        .into_iter()
        .flat_map(|kind| (0..n * n).map(move |i| (kind, i / n, i % n)))
        .map(|(kind, r, c)| search.heat().at(kind, r, c))
        .chain((0..n).map(|r| search.heat().dead_ends(r)))
        .collect();
    (
        at,
        search.counters(),
        heat,
        (0..n).map(|r| search.explored_under(r)).collect::<Vec<_>>(),
        (search.catalog().total(), search.catalog().unique()),
        search.timeline().strip().between(0, at),
        search.timeline().landmarks(),
        search.last_event(),
    )
}

#[test]
fn top_speed_keeps_the_books_the_careful_loop_keeps() {
    use nqueens::app::{App, Options};
    use nqueens::vocabulary::Speed;
    for n in 4..=10 {
        // The careful loop at a set speed, the hot loop at top speed, in the same batches;
        // sizes above the careful loop's limit, irregular so the batches end anywhere.
        let mut careful = App::new(Options::new(n, Speed::PerSec(1_000_000), false));
        let mut top = App::new(Options::new(n, Speed::Max, false));
        let mut size = 65;
        while !top.search().is_done() {
            let (a, b) = (careful.run_events(size), top.run_events(size));
            assert_eq!(a, b, "n = {n}");
            assert_eq!(books(&careful), books(&top), "n = {n}");
            size = size * 7 % 1_009 + 65;
        }
        assert!(careful.search().is_done(), "n = {n}");
    }
}

/// The strip bin by bin, at its current width.
fn strip_bins(app: &nqueens::app::App) -> Vec<(u64, u64)> {
    use nqueens::app::timeline::BINS;
    let strip = app.search().timeline().strip();
    let width = strip.width();
    (0..BINS as u64)
        .map(|b| strip.between(b * width, (b + 1) * width))
        .collect()
}

/// The positions kept along the run, each with what the books said there.
fn kept(app: &nqueens::app::App) -> Vec<impl PartialEq + std::fmt::Debug> {
    app.search()
        .timeline()
        .kept()
        .map(|l| {
            (
                l.solver.counters().events(),
                l.solver.clone(),
                l.found,
                l.heat.clone(),
            )
        })
        .collect()
}

#[test]
fn top_speed_stretches_keep_the_strip_and_the_kept_positions_exactly() {
    use nqueens::app::{App, Options};
    use nqueens::vocabulary::Speed;
    for n in 8..=12 {
        // The animation's batch (4096), sizes that end anywhere, and one batch for the run.
        for first in [65, 100, 4_096, 70_001, u64::MAX] {
            let mut careful = App::new(Options::new(n, Speed::PerSec(1_000_000), false));
            let mut top = App::new(Options::new(n, Speed::Max, false));
            let (mut size, mut batch) = (first, 0u64);
            while !top.search().is_done() {
                let (a, b) = (careful.run_events(size), top.run_events(size));
                assert_eq!(a, b, "n = {n}, batches from {first}");
                // Every batch's books where they are cheap to read, the strip now and then.
                assert_eq!(
                    books(&careful),
                    books(&top),
                    "n = {n}, batches from {first}"
                );
                if batch % 64 == 0 {
                    assert_eq!(strip_bins(&careful), strip_bins(&top), "n = {n}");
                }
                batch += 1;
                if first < u64::MAX {
                    size = size * 7 % 9_973 + 65;
                }
            }
            assert!(careful.search().is_done(), "n = {n}");
            assert_eq!(strip_bins(&careful), strip_bins(&top), "n = {n}");
            assert_eq!(kept(&careful), kept(&top), "n = {n}, batches from {first}");
        }
    }
}
