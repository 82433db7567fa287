//! The scan strategy (the textbook `valid(row, col)` search): in each row, test every column in turn against
//! every queen placed so far, showing each refused square as its own event.
//!
//! It rides on the bitmask [`Solver`]: the scan's first free column in a row is the lowest
//! candidate bit, so both strategies place and lift the same queens in the same order; the
//! scan only adds a `try` before each test and a `reject` for each attacked square. Like the
//! solver, its state (the next column to test in each row, and whether a test is under way)
//! determines its previous event, so it steps backward without a history.

use super::attack::first_attacker;
use super::search::{Search, Work};
use super::{Counters, Event, MAX_N, Solver, high_col, u8_of};
use crate::vocabulary::Strategy;

/// The scan's own state beside a [`Solver`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    /// The next column to test, per row.
    next_col: [u8; MAX_N + 1],
    /// A `try` was reported for this column of the current row; its outcome comes next.
    trying: Option<u8>,
}

/// The scan's cost of testing square (`row`, `col`): queens compared until the first attacker,
/// or all of them for a free square. This is what the `valid(row, col)` check does.
pub fn test_cost(queens: &[u8], row: usize, col: usize) -> u64 {
    match first_attacker(queens, row, col) {
        Some(r) => r as u64 + 1,
        None => queens.len().min(row) as u64,
    }
}

/// The scan's cost of testing columns `cols` of `row` against the queens above it.
fn tests_cost(queens: &[u8], row: usize, cols: std::ops::Range<usize>) -> u64 {
    let above = &queens[..row.min(queens.len())];
    cols.map(|col| test_cost(above, row, col)).sum()
}

/// The scan's comparisons for a whole visit of `row` under the queens `above` it: every one
/// of the `n` columns tested. A visit ends when the queen above it is lifted, and from then
/// on its cost is history, the same whichever strategy made the moves.
pub fn visit_cost(above: &[u8], row: usize, n: usize) -> u64 {
    tests_cost(above, row, 0..n)
}

/// The [`visit_cost`] of the row visit `event` closed, given the position just after it: a
/// lift closes the visit of the row below the queen (if there is one); no other event does.
pub fn closed_visit_cost(event: Event, solver: &Solver) -> u64 {
    let Event::Remove { row, col } = event else {
        return 0;
    };
    let (row, n) = (usize::from(row), solver.n());
    if row + 1 >= n {
        return 0;
    }
    let mut above = [0u8; MAX_N];
    above[..row].copy_from_slice(&solver.queens()[..row]);
    above[row] = col;
    visit_cost(&above[..=row], row + 1, n)
}

/// The scan's comparisons in the row visits still open at this position: in each row with a
/// queen, the columns up to it; in the current row, the columns tested so far (by `scan`
/// when the scan runs; else as far as the bitmask has tried). This is a function of the
/// position alone, so it is the same forward and backward, and across a switch of strategy;
/// with the closed visits' [`visit_cost`] it makes the scan's total for the same progress.
pub fn open_cost(solver: &Solver, scan: Option<&Scan>) -> u64 {
    let queens = solver.queens();
    let above: u64 = queens
        .iter()
        .enumerate()
        .map(|(row, &col)| tests_cost(queens, row, 0..usize::from(col) + 1))
        .sum();
    match tested_in_current_row(solver, scan) {
        Some((tested_to, _)) => {
            above + tests_cost(queens, solver.depth(), 0..usize::from(tested_to))
        }
        None => above,
    }
}

/// In the row being searched: how many columns (from column 0) the scan has tried, the one
/// under test included, and whether a test is under way. `scan` is the scan's own state when
/// it runs; else the scan is joined where the bitmask stands. `None` on a full board.
fn tested_in_current_row(solver: &Solver, scan: Option<&Scan>) -> Option<(u8, bool)> {
    if solver.depth() >= solver.n() {
        return None;
    }
    let joined;
    let scan = match scan {
        Some(scan) => scan,
        None => {
            joined = Scan::joining(solver);
            &joined
        }
    };
    let (next, trying) = tested(scan, solver);
    Some((trying.map_or(next, |col| col + 1), trying.is_some()))
}

/// How many events the scan makes from the start to this position (a `try` under way
/// counts): the search's own moves, a `try` of every column of each row visit so far (the
/// closed visits test all `n`; the open ones as [`open_cost`] counts them), and a `reject`
/// for each answered try that did not place. Like [`open_cost`], a function of the position.
pub fn events_to(solver: &Solver, scan: Option<&Scan>) -> u64 {
    let n = solver.n();
    let c = solver.counters();
    // A lift of row r < n - 1 closes the visit of row r + 1; a lift of the last row follows a
    // solution and closes nothing (all of them but one just reported, still on the board).
    let just_found = matches!(solver.last_event(), Some(Event::Solution { .. }));
    let last_row_lifts = c.solutions - u64::from(just_found);
    let closed = c.removals - last_row_lifts;
    let above: u64 = solver.queens().iter().map(|&col| u64::from(col) + 1).sum();
    let (current, pending) = tested_in_current_row(solver, scan)
        .map_or((0, 0), |(to, under_way)| {
            (u64::from(to), u64::from(under_way))
        });
    let tries = n as u64 * closed + above + current;
    let rejects = tries - c.placements - pending;
    c.events() + tries + rejects
}

/// The columns of the current row the scan has tested so far (from column 0), and the one
/// under test, if any.
pub fn tested(scan: &Scan, solver: &Solver) -> (u8, Option<u8>) {
    let d = solver.depth().min(MAX_N);
    (scan.next_col[d], scan.trying)
}

/// The refusal of square (`row`, `col`), naming the first queen the test meets that attacks
/// it (`None` if none does).
fn rejection(solver: &Solver, row: usize, col: u8) -> Option<Event> {
    let by_row = first_attacker(solver.queens(), row, usize::from(col))?;
    Some(Event::Reject {
        row: u8_of(row),
        col,
        by_row: u8_of(by_row),
        by_col: solver.queens()[by_row],
    })
}

impl Scan {
    /// A scan that joins `solver` where it stands: rows above have tested up to their queen,
    /// the current row up to its last tried candidate.
    pub fn joining(solver: &Solver) -> Scan {
        let mut next_col = [0u8; MAX_N + 1];
        for (row, &col) in solver.queens().iter().enumerate() {
            next_col[row] = col + 1;
        }
        let d = solver.depth();
        if d < solver.n() {
            let tried = solver.free(d) & !solver.candidates(d);
            if tried != 0 {
                next_col[d] = high_col(tried) + 1;
            }
            // A dead end already reported has had its whole row tested.
            if solver.last_event() == Some(Event::DeadEnd { row: u8_of(d) }) {
                next_col[d] = u8_of(solver.n());
            }
        }
        Scan {
            next_col,
            trying: None,
        }
    }

    /// Advances by one event: a test, its outcome, or the solver's own event.
    pub fn step(&mut self, solver: &mut Solver) -> Option<Event> {
        let d = solver.depth();
        if let Some(col) = self.trying.take() {
            self.next_col[d] = col + 1;
            return match solver.upcoming() {
                Some(Event::Place { col: free, .. }) if free == col => {
                    // Into the next row, which starts its tests from column 0.
                    self.next_col[d + 1] = 0;
                    solver.step()
                }
                // A square the search passes over is attacked, so there is a rejection.
                _ => rejection(solver, d, col),
            };
        }
        let n = solver.n();
        if d < n && usize::from(self.next_col[d]) < n && solver.upcoming().is_some() {
            let col = self.next_col[d];
            self.trying = Some(col);
            return Some(Event::Try { row: u8_of(d), col });
        }
        solver.step()
    }

    /// The event that brought the scan where it is (`None` at the start).
    pub fn last_event(&self, solver: &Solver) -> Option<Event> {
        let d = solver.depth();
        if let Some(col) = self.trying {
            return Some(Event::Try { row: u8_of(d), col });
        }
        let inner = solver.last_event();
        if d >= solver.n() || self.next_col[d] == 0 {
            return inner;
        }
        let col = self.next_col[d] - 1;
        match inner {
            Some(Event::DeadEnd { row }) if usize::from(row) == d => inner,
            Some(Event::Remove { row, col: lifted }) if usize::from(row) == d && lifted == col => {
                inner
            }
            _ => rejection(solver, d, col),
        }
    }

    /// Undoes the last event and returns it (`None` at the start).
    pub fn step_back(&mut self, solver: &mut Solver) -> Option<Event> {
        let event = self.last_event(solver)?;
        match event {
            Event::Try { .. } => self.trying = None,
            Event::Reject { row, col, .. } => {
                self.next_col[usize::from(row)] = col;
                self.trying = Some(col);
            }
            Event::Place { row, col } => {
                solver.step_back();
                self.next_col[usize::from(row)] = col;
                self.trying = Some(col);
            }
            Event::Remove { row, .. } => {
                solver.step_back();
                // The row below had been tested all the way across before the search left it.
                self.next_col[usize::from(row) + 1] = u8_of(solver.n());
            }
            Event::DeadEnd { .. } | Event::Solution { .. } => {
                solver.step_back();
            }
            Event::RejectBoard { .. }
            | Event::Start { .. }
            | Event::Move { .. }
            | Event::Level { .. } => {
                unreachable!("not a scan event")
            }
        }
        Some(event)
    }
}

/// The scan strategy on its own: a [`Solver`] and its [`Scan`], with the scan's own totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanSearch {
    solver: Solver,
    scan: Scan,
    last: Option<Event>,
    tries: u64,
    rejects: u64,
    /// Queens compared with squares so far.
    checks: u64,
}

impl ScanSearch {
    /// A scan of the empty `n`×`n` board.
    ///
    /// # Panics
    /// If `n` is outside `1..=32`.
    pub fn new(n: usize) -> Self {
        let solver = Solver::new(n);
        ScanSearch {
            scan: Scan::joining(&solver),
            solver,
            last: None,
            tries: 0,
            rejects: 0,
            checks: 0,
        }
    }

    /// The bitmask solver underneath, which holds the board.
    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// Squares tested so far (`try` events).
    pub fn tries(&self) -> u64 {
        self.tries
    }

    /// Squares found attacked so far (`reject` events).
    pub fn rejects(&self) -> u64 {
        self.rejects
    }
}

impl Search for ScanSearch {
    fn strategy(&self) -> Strategy {
        Strategy::Scan
    }

    fn n(&self) -> usize {
        self.solver.n()
    }

    fn step(&mut self) -> Option<Event> {
        let event = self.scan.step(&mut self.solver)?;
        match event {
            Event::Try { .. } => {
                self.tries += 1;
                if let Event::Try { row, col } = event {
                    let (row, col) = (usize::from(row), usize::from(col));
                    self.checks += tests_cost(self.solver.queens(), row, col..col + 1);
                }
            }
            Event::Reject { .. } => self.rejects += 1,
            _ => {}
        }
        self.last = Some(event);
        Some(event)
    }

    fn last_event(&self) -> Option<Event> {
        self.last
    }

    fn queen(&self, row: usize) -> Option<usize> {
        self.solver.queens().get(row).map(|&c| usize::from(c))
    }

    fn counters(&self) -> Counters {
        self.solver.counters()
    }

    fn work(&self) -> Work {
        let c = self.solver.counters();
        Work {
            nodes: c.placements,
            boards: c.solutions,
            checks: self.checks,
            ..Work::default()
        }
    }

    fn is_done(&self) -> bool {
        self.solver.is_done()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan_events(n: usize) -> Vec<Event> {
        let mut solver = Solver::new(n);
        let mut scan = Scan::joining(&solver);
        std::iter::from_fn(|| scan.step(&mut solver)).collect()
    }

    #[test]
    fn scan_and_bitmask_make_the_same_moves() {
        for n in 1..=8 {
            let moves = |events: Vec<Event>| -> Vec<Event> {
                events
                    .into_iter()
                    .filter(|e| {
                        matches!(
                            e,
                            Event::Place { .. } | Event::Remove { .. } | Event::Solution { .. }
                        )
                    })
                    .collect()
            };
            assert_eq!(
                moves(scan_events(n)),
                moves(Solver::new(n).collect()),
                "n = {n}"
            );
        }
    }

    #[test]
    fn every_square_of_a_row_visit_is_tried_once_and_answered() {
        let events = scan_events(6);
        for pair in events.windows(2) {
            if let Event::Try { row, col } = pair[0] {
                match pair[1] {
                    Event::Place { row: r, col: c } | Event::Reject { row: r, col: c, .. } => {
                        assert_eq!((r, c), (row, col));
                    }
                    other => panic!("a try answered by {other:?}"),
                }
            }
            if let Event::Reject {
                row,
                col,
                by_row,
                by_col,
            } = pair[0]
            {
                let (r, c, br, bc) = (row as i32, col as i32, by_row as i32, by_col as i32);
                assert!(c == bc || (r - br).abs() == (c - bc).abs(), "{:?}", pair[0]);
            }
        }
    }

    #[test]
    fn the_scan_steps_back_and_replays_exactly() {
        for n in 1..=6 {
            let trace = scan_events(n);
            for k in (0..=trace.len()).step_by(3) {
                let mut solver = Solver::new(n);
                let mut scan = Scan::joining(&solver);
                for _ in 0..k {
                    scan.step(&mut solver);
                }
                let undone: Vec<Event> = (0..k)
                    .map(|_| scan.step_back(&mut solver).unwrap())
                    .collect();
                let expected: Vec<Event> = trace[..k].iter().rev().copied().collect();
                assert_eq!(undone, expected, "n = {n}, back from {k}");
                assert_eq!(scan.step_back(&mut solver), None);
                let replay: Vec<Event> = std::iter::from_fn(|| scan.step(&mut solver)).collect();
                assert_eq!(replay, trace, "n = {n}, replay after {k}");
            }
        }
    }

    #[test]
    fn the_scan_checks_every_column_of_each_row_it_enters() {
        // Each visit of a row tests all n columns, so the comparisons add up to the cost of
        // every row the bitmask search enters (row 0 costs nothing: no queen to compare).
        for n in 1..=7 {
            let mut solver = Solver::new(n);
            let mut expected = 0;
            while let Some(event) = solver.step() {
                if let Event::Place { row, .. } = event
                    && usize::from(row) + 1 < n
                {
                    expected += tests_cost(solver.queens(), usize::from(row) + 1, 0..n);
                }
            }
            let mut scan = ScanSearch::new(n);
            while scan.step().is_some() {}
            assert_eq!(scan.work().checks, expected, "n = {n}");
            assert_eq!(scan.tries(), scan.counters().placements + scan.rejects());
        }
    }

    #[test]
    fn a_test_costs_comparisons_until_the_first_attacker() {
        // Queens on (0, 0) and (1, 2); on row 2 of n = 4, column 0 is row 0's column (1 test),
        // column 1 is on row 1's ╱ diagonal (2 tests), column 2 on row 0's ╲ diagonal (1 test),
        // column 3 on row 1's ╲ diagonal (2 tests).
        assert_eq!(tests_cost(&[0, 2], 2, 0..4), 1 + 2 + 1 + 2);
        assert_eq!(
            tests_cost(&[], 0, 0..8),
            0,
            "nothing to compare on the first row"
        );
    }

    #[test]
    fn closed_and_open_visits_add_up_to_the_scans_own_count_at_every_event() {
        for n in 1..=8 {
            // The scan's own count, test by test.
            let mut solver = Solver::new(n);
            let mut scan = Scan::joining(&solver);
            let (mut own, mut closed) = (0, 0);
            let mut at_moves = Vec::new();
            while let Some(event) = scan.step(&mut solver) {
                if let Event::Try { row, col } = event {
                    let (row, col) = (usize::from(row), usize::from(col));
                    own += tests_cost(solver.queens(), row, col..col + 1);
                }
                closed += closed_visit_cost(event, &solver);
                assert_eq!(
                    closed + open_cost(&solver, Some(&scan)),
                    own,
                    "n = {n}, {event:?}"
                );
                if !matches!(event, Event::Try { .. } | Event::Reject { .. }) {
                    at_moves.push((event, own));
                }
            }
            // The bitmask's position gives the same figure at every move the two share.
            let mut solver = Solver::new(n);
            let mut closed = 0;
            let mut bitmask = Vec::new();
            while let Some(event) = solver.step() {
                closed += closed_visit_cost(event, &solver);
                bitmask.push((event, closed + open_cost(&solver, None)));
            }
            assert_eq!(bitmask, at_moves, "n = {n}");
        }
    }

    #[test]
    fn the_event_number_of_a_position_is_what_the_scan_made_to_reach_it() {
        for n in 1..=7 {
            let mut solver = Solver::new(n);
            let mut scan = Scan::joining(&solver);
            let mut made = 0;
            while let Some(event) = scan.step(&mut solver) {
                made += 1;
                assert_eq!(events_to(&solver, Some(&scan)), made, "n = {n}, {event:?}");
                if !matches!(event, Event::Try { .. } | Event::Reject { .. }) {
                    assert_eq!(
                        events_to(&solver, None),
                        made,
                        "n = {n}, {event:?} (joined)"
                    );
                }
            }
        }
    }

    #[test]
    fn joining_at_a_dead_end_goes_on_as_the_bitmask_would() {
        for n in 4..=7 {
            let mut solver = Solver::new(n);
            while solver
                .last_event()
                .is_none_or(|e| !matches!(e, Event::DeadEnd { .. }))
            {
                solver.step();
            }
            let mut bitmask = solver.clone();
            let mut scan = Scan::joining(&solver);
            let next = scan.step(&mut solver);
            assert_eq!(next, bitmask.step(), "n = {n}: no row tested again");
        }
    }
}
