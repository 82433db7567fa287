//! The stepping solver against known facts: OEIS counts, the search order, and the invariants
//! that must hold after every event.

use nqueens::solver::{Counters, Event, Solver, full_mask, known};

/// Masks recomputed from scratch from the queens on rows `0..row`, as they bear on `row`.
fn masks_from_queens(n: usize, queens: &[u8], row: usize) -> (u32, u32, u32) {
    let full = full_mask(n);
    let (mut cols, mut ld, mut rd) = (0u32, 0u32, 0u32);
    for (r, &c) in queens.iter().enumerate().take(row) {
        let c = usize::from(c);
        let dist = row - r;
        cols |= 1 << c;
        // `\` diagonal: one column right per row down.
        if c + dist < n {
            ld |= 1 << (c + dist);
        }
        // `/` diagonal: one column left per row down.
        if let Some(left) = c.checked_sub(dist) {
            rd |= 1 << left;
        }
    }
    (cols & full, ld & full, rd & full)
}

fn attacks(r1: usize, c1: u8, r2: usize, c2: u8) -> bool {
    c1 == c2 || r1.abs_diff(r2) == usize::from(c1.abs_diff(c2))
}

#[test]
fn counts_by_stepping_match_oeis_a000170() {
    for n in 1..=12 {
        let mut solver = Solver::new(n);
        let solutions = solver
            .by_ref()
            .filter(|e| matches!(e, Event::Solution { .. }))
            .count();
        assert_eq!(solutions as u64, known(n).unwrap().total, "n = {n}");
        assert!(solver.is_done());
        assert_eq!(solver.progress(), 1.0);
    }
}

#[test]
fn invariants_hold_after_every_event() {
    for n in 1..=9 {
        let mut solver = Solver::new(n);
        let mut open: Vec<(u8, u8)> = Vec::new();
        let mut last_progress = 0.0;
        let mut solutions = 0;
        let mut previous: Option<Event> = None;
        while let Some(event) = solver.step() {
            match event {
                Event::Place { row, col } => {
                    assert_eq!(usize::from(row), open.len(), "rows are filled in order");
                    open.push((row, col));
                }
                Event::Remove { row, col } => {
                    assert_eq!(
                        open.pop(),
                        Some((row, col)),
                        "remove matches the last place"
                    );
                }
                Event::Solution { index } => {
                    solutions += 1;
                    assert_eq!(index, solutions);
                    assert_eq!(open.len(), n);
                    assert!(
                        matches!(previous, Some(Event::Place { row, .. }) if usize::from(row) == n - 1),
                        "a solution comes right after the last queen's place"
                    );
                }
                Event::DeadEnd { row } => {
                    assert_eq!(usize::from(row), solver.depth());
                    assert_eq!(solver.free(solver.depth()), 0);
                }
                _ => panic!("not a bitmask search event: {event}"),
            }
            let queens = solver.queens();
            assert_eq!(queens.len(), open.len());
            assert!(queens.iter().zip(&open).all(|(&q, &(_, c))| q == c));
            for (r1, &c1) in queens.iter().enumerate() {
                for (r2, &c2) in queens.iter().enumerate().skip(r1 + 1) {
                    assert!(
                        !attacks(r1, c1, r2, c2),
                        "n = {n}: queens attack: {queens:?}"
                    );
                }
            }
            for row in 0..=solver.depth() {
                let expected = masks_from_queens(n, queens, row);
                let actual = (solver.cols(row), solver.ld(row), solver.rd(row));
                assert_eq!(actual, expected, "n = {n}, row {row}, queens {queens:?}");
            }
            let progress = solver.progress();
            assert!(
                progress >= last_progress - 1e-12 && progress <= 1.0,
                "progress never goes back"
            );
            last_progress = progress;
            previous = Some(event);
        }
        assert!(open.is_empty(), "every place has its remove");
        let c = solver.counters();
        assert_eq!(c.placements, c.removals);
        assert_eq!(c.solutions, known(n).unwrap().total);
    }
}

/// `trace 4`, worked out by hand from the masks (see the README's walk-through of n = 4).
const TRACE_4: &str = "\
place 0 0
place 1 2
deadend 2
remove 1 2
place 1 3
place 2 1
deadend 3
remove 2 1
remove 1 3
remove 0 0
place 0 1
place 1 3
place 2 0
place 3 2
solution 1
remove 3 2
remove 2 0
remove 1 3
remove 0 1
place 0 2
place 1 0
place 2 3
place 3 1
solution 2
remove 3 1
remove 2 3
remove 1 0
remove 0 2
place 0 3
place 1 0
place 2 2
deadend 3
remove 2 2
remove 1 0
place 1 1
deadend 2
remove 1 1
remove 0 3
";

#[test]
fn trace_4_matches_the_hand_worked_search() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["trace", "4"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), TRACE_4);
}

#[test]
fn resuming_from_any_position_continues_the_same_search() {
    let n = 7;
    let events: Vec<Event> = Solver::new(n).collect();
    let mut walker = Solver::new(n);
    for (i, event) in events.iter().enumerate() {
        walker.step();
        if let Event::Place { .. } = event {
            // Just after a place, the position alone determines what follows.
            let resumed = Solver::from_position(n, walker.queens())
                .unwrap()
                .with_counters(walker.counters());
            let rest: Vec<Event> = resumed.collect();
            assert_eq!(rest, events[i + 1..], "resuming after event {i}");
        }
    }
}

#[test]
fn bad_positions_are_refused() {
    assert!(Solver::from_position(0, &[]).is_err());
    assert!(Solver::from_position(33, &[]).is_err());
    assert!(
        Solver::from_position(4, &[0, 1]).is_err(),
        "diagonal attack"
    );
    assert!(Solver::from_position(4, &[0, 0]).is_err(), "same column");
    assert!(Solver::from_position(4, &[4]).is_err(), "off the board");
    assert!(Solver::from_position(2, &[0, 1, 1]).is_err(), "too many");
    let s = Solver::from_position(32, &[0]).unwrap();
    assert_eq!(s.counters(), Counters::default());
}

#[test]
fn n_32_steps_without_overflow() {
    let mut solver = Solver::new(32);
    let first = solver.next_solution();
    assert_eq!(first, Some(Event::Solution { index: 1 }));
    let queens = solver.queens().to_vec();
    assert_eq!(queens.len(), 32);
    for (r1, &c1) in queens.iter().enumerate() {
        for (r2, &c2) in queens.iter().enumerate().skip(r1 + 1) {
            assert!(!attacks(r1, c1, r2, c2));
        }
    }
}

/// Steps back `k` events from `solver`, returning them in the order they are undone.
fn rewind(solver: &mut Solver, k: usize) -> Vec<Event> {
    (0..k)
        .map(|_| solver.step_back().expect("an event to undo"))
        .collect()
}

#[test]
fn stepping_back_to_the_start_and_forward_again_reproduces_the_trace() {
    for n in 1..=8 {
        let trace: Vec<Event> = Solver::new(n).collect();
        // Every stopping point for small boards; every 7th (and the very end) for n = 8.
        let stride = if n < 8 { 1 } else { 7 };
        let points = (0..=trace.len()).step_by(stride).chain([trace.len()]);
        for k in points {
            let mut solver = Solver::new(n);
            for _ in 0..k {
                solver.step();
            }
            if k == trace.len() {
                assert_eq!(solver.step(), None, "the search is over");
            }
            let undone = rewind(&mut solver, k);
            let expected: Vec<Event> = trace[..k].iter().rev().copied().collect();
            assert_eq!(undone, expected, "n = {n}, back from event {k}");
            assert_eq!(
                solver.step_back(),
                None,
                "n = {n}: nothing before the start"
            );
            assert_eq!(solver, Solver::new(n), "n = {n}: back at the start exactly");
            let replay: Vec<Event> = solver.collect();
            assert_eq!(replay, trace, "n = {n}: forward again from the start");
        }
    }
}

#[test]
fn last_event_is_derived_from_the_position() {
    let n = 6;
    let mut solver = Solver::new(n);
    assert_eq!(solver.last_event(), None);
    while let Some(event) = solver.step() {
        assert_eq!(solver.last_event(), Some(event));
    }
    assert_eq!(solver.last_event(), Some(Event::Remove { row: 0, col: 5 }));
}

#[test]
fn counters_step_back_with_the_board() {
    let mut solver = Solver::new(8);
    let mut history = vec![solver.counters()];
    for _ in 0..500 {
        solver.step();
        history.push(solver.counters());
    }
    while history.len() > 1 {
        history.pop();
        solver.step_back();
        assert_eq!(solver.counters(), *history.last().unwrap());
    }
}
