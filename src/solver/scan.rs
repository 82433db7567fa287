//! The scan strategy (the textbook `valid(row, col)` search): in each row, test every column in turn against
//! every queen placed so far, showing each refused square as its own event.
//!
//! It rides on the bitmask [`Solver`]: the scan's first free column in a row is the lowest
//! candidate bit, so both strategies place and lift the same queens in the same order; the
//! scan only adds a `try` before each test and a `reject` for each attacked square. Like the
//! solver, its state (the next column to test in each row, and whether a test is under way)
//! determines its previous event, so it steps backward without a history.

use super::probe::{Costs, Probe};
use super::search::{Search, Work};
use super::traced::{Line, Traced};
use super::{Counters, Event, MAX_N, Solver, high_col, u8_of};

/// The scan's own state beside a [`Solver`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    /// The next column to test, per row.
    next_col: [u8; MAX_N + 1],
    /// A `try` was reported for this column of the current row; its outcome comes next.
    trying: Option<u8>,
    /// How a square is tested (`scan`, `arrays` or `matrix`): which queen refuses it.
    probe: Probe,
}

/// The scan's cost of testing square (`row`, `col`): queens compared until the first attacker,
/// or all of them for a free square. This is what the `valid(row, col)` check does.
pub fn test_cost(queens: &[u8], row: usize, col: usize) -> u64 {
    Probe::Scan.test(queens, MAX_N, row, col).cost
}

/// Every probe's cost of testing columns `cols` of `row` against the queens above it.
fn tests_cost(queens: &[u8], n: usize, row: usize, cols: std::ops::Range<usize>) -> Costs {
    let holders = Holders::of(&queens[..row.min(queens.len())], n);
    cols.map(|col| holders.cost(n, row, col)).sum()
}

/// Which row's queen stands on each file and each diagonal, for the queens above a row: with
/// at most one queen a line, every probe's cost of a square follows at once (the survey sums
/// the costs of whole row visits at every lift, so a test's own loops would be too slow there;
/// [`Probe::test`] runs them, and the tests hold the two to the same figures).
struct Holders {
    file: [u8; MAX_N],
    /// By `row + col` (`╱`).
    diag: [u8; 2 * MAX_N],
    /// By `n - col + row` (`╲`).
    anti: [u8; 2 * MAX_N],
}

/// No queen on the line.
const NONE: u8 = u8::MAX;

impl Holders {
    fn of(above: &[u8], n: usize) -> Holders {
        let mut holders = Holders {
            file: [NONE; MAX_N],
            diag: [NONE; 2 * MAX_N],
            anti: [NONE; 2 * MAX_N],
        };
        for (r, &c) in above.iter().enumerate() {
            let c = usize::from(c);
            holders.file[c] = u8_of(r);
            holders.diag[r + c] = u8_of(r);
            holders.anti[n - c + r] = u8_of(r);
        }
        holders
    }

    /// Every probe's cost of testing (`row`, `col`).
    fn cost(&self, n: usize, row: usize, col: usize) -> Costs {
        let row_of = |holder: u8| (holder != NONE).then_some(usize::from(holder));
        let file = row_of(self.file[col]);
        let diag = row_of(self.diag[row + col]);
        let anti = row_of(self.anti[n - col + row]);
        // The scan meets the first attacker in row order; with none it compares every queen.
        let scan = [file, diag, anti]
            .into_iter()
            .flatten()
            .min()
            .map_or(row, |r| r + 1);
        let arrays = if file.is_some() {
            1
        } else if diag.is_some() {
            2
        } else {
            3
        };
        // Each walk goes up to the queen on its line (`row - r` cells), else to the edge.
        let mut matrix = 0;
        for (holder, to_edge) in [
            (file, row),
            (anti, row.min(col)),
            (diag, row.min(n - 1 - col)),
        ] {
            match holder {
                Some(r) => {
                    matrix += row - r;
                    break;
                }
                None => matrix += to_edge,
            }
        }
        Costs {
            scan: scan as u64,
            arrays,
            matrix: matrix as u64,
        }
    }
}

/// Every probe's checks for a whole visit of `row` under the queens `above` it: every one
/// of the `n` columns tested. A visit ends when the queen above it is lifted, and from then
/// on its cost is history, the same whichever strategy made the moves.
pub fn visit_cost(above: &[u8], row: usize, n: usize) -> Costs {
    tests_cost(above, n, row, 0..n)
}

/// The [`visit_cost`] of the row visit `event` closed, given the position just after it: a
/// lift closes the visit of the row below the queen (if there is one); no other event does.
pub fn closed_visit_cost(event: Event, solver: &Solver) -> Costs {
    let Event::Remove { row, col } = event else {
        return Costs::default();
    };
    let (row, n) = (usize::from(row), solver.n());
    if row + 1 >= n {
        return Costs::default();
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
pub fn open_cost(solver: &Solver, scan: Option<&Scan>) -> Costs {
    let (queens, n) = (solver.queens(), solver.n());
    let above: Costs = queens
        .iter()
        .enumerate()
        .map(|(row, &col)| tests_cost(queens, n, row, 0..usize::from(col) + 1))
        .sum();
    match tested_in_current_row(solver, scan) {
        Some((tested_to, _)) => {
            above + tests_cost(queens, n, solver.depth(), 0..usize::from(tested_to))
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

/// The refusal of square (`row`, `col`), naming the queen `probe`'s test stops at (`None`
/// if none attacks it).
fn rejection(probe: Probe, solver: &Solver, row: usize, col: u8) -> Option<Event> {
    let by_row = probe
        .test(solver.queens(), solver.n(), row, usize::from(col))
        .by_row?;
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
        Scan::joining_with(solver, Probe::Scan)
    }

    /// As [`Scan::joining`], testing squares with `probe`.
    pub fn joining_with(solver: &Solver, probe: Probe) -> Scan {
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
            probe,
        }
    }

    /// How this search tests a square.
    pub fn probe(&self) -> Probe {
        self.probe
    }

    /// Tests squares with `probe` from now on: the same squares, tried in the same order, so
    /// the position and the test under way stay as they are.
    pub fn set_probe(&mut self, probe: Probe) {
        self.probe = probe;
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
                _ => rejection(self.probe, solver, d, col),
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
            _ => rejection(self.probe, solver, d, col),
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
            _ => unreachable!("not a scan event"),
        }
        Some(event)
    }
}

/// A square-by-square strategy on its own (`scan`, `arrays` or `matrix`, as its [`Probe`]
/// says): a [`Solver`] and its [`Scan`], with its own totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanSearch {
    solver: Solver,
    scan: Scan,
    last: Option<Event>,
    tries: u64,
    rejects: u64,
    /// The probe's own checks so far (see [`Costs`]).
    checks: u64,
    /// The same, split as [`Probe::parts`] names them.
    split: [u64; 3],
}

impl ScanSearch {
    /// A scan of the empty `n`×`n` board.
    ///
    /// # Panics
    /// If `n` is outside `1..=32`.
    pub fn new(n: usize) -> Self {
        ScanSearch::with_probe(n, Probe::Scan)
    }

    /// A search of the empty `n`×`n` board testing squares with `probe`.
    ///
    /// # Panics
    /// If `n` is outside `1..=32`.
    pub fn with_probe(n: usize, probe: Probe) -> Self {
        let solver = Solver::new(n);
        ScanSearch {
            scan: Scan::joining_with(&solver, probe),
            solver,
            last: None,
            tries: 0,
            rejects: 0,
            checks: 0,
            split: [0; 3],
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

    /// The checks so far split by part, each with its name (see [`Probe::parts`]); empty for
    /// the scan.
    pub fn split(&self) -> Vec<(&'static str, u64)> {
        self.scan
            .probe
            .parts()
            .map(|names| names.into_iter().zip(self.split).collect())
            .unwrap_or_default()
    }
}

impl Search for ScanSearch {
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
                    let (queens, n) = (self.solver.queens(), self.solver.n());
                    let probe = self.scan.probe;
                    self.checks += probe.test(queens, n, row, col).cost;
                    for (sum, part) in self.split.iter_mut().zip(probe.split(queens, n, row, col)) {
                        *sum += part;
                    }
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

/// Its summary: the squares tried and refused, and which checks (the reads of each array,
/// the cells of each walk).
impl Traced for ScanSearch {
    fn lines(&self) -> Vec<Line> {
        let mut lines = vec![("tries", self.tries()), ("rejects", self.rejects())];
        lines.extend(self.split());
        lines
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
    fn every_probe_steps_back_and_replays_exactly() {
        for probe in Probe::ALL {
            for n in 1..=6 {
                let start = |solver: &Solver| Scan::joining_with(solver, probe);
                let mut solver = Solver::new(n);
                let mut scan = start(&solver);
                let trace: Vec<Event> = std::iter::from_fn(|| scan.step(&mut solver)).collect();
                for k in (0..=trace.len()).step_by(3) {
                    let mut solver = Solver::new(n);
                    let mut scan = start(&solver);
                    for _ in 0..k {
                        scan.step(&mut solver);
                    }
                    let undone: Vec<Event> = (0..k)
                        .map(|_| scan.step_back(&mut solver).unwrap())
                        .collect();
                    let expected: Vec<Event> = trace[..k].iter().rev().copied().collect();
                    assert_eq!(undone, expected, "{probe:?} n = {n}, back from {k}");
                    assert_eq!(scan.step_back(&mut solver), None);
                    let replay: Vec<Event> =
                        std::iter::from_fn(|| scan.step(&mut solver)).collect();
                    assert_eq!(replay, trace, "{probe:?} n = {n}, replay after {k}");
                }
            }
        }
    }

    #[test]
    fn each_probe_checks_every_column_of_each_row_it_enters() {
        // Each visit of a row tests all n columns, so the checks add up to the cost of every
        // row the bitmask search enters (counted here with the probe's test directly).
        for probe in Probe::ALL {
            for n in 1..=7 {
                let mut solver = Solver::new(n);
                let row_cost = |solver: &Solver, row: usize| -> u64 {
                    (0..n)
                        .map(|c| probe.test(solver.queens(), n, row, c).cost)
                        .sum()
                };
                let mut expected = row_cost(&solver, 0);
                while let Some(event) = solver.step() {
                    if let Event::Place { row, .. } = event
                        && usize::from(row) + 1 < n
                    {
                        expected += row_cost(&solver, usize::from(row) + 1);
                    }
                }
                let mut search = ScanSearch::with_probe(n, probe);
                while search.step().is_some() {}
                assert_eq!(search.work().checks, expected, "{probe:?} n = {n}");
                assert_eq!(
                    search.tries(),
                    search.counters().placements + search.rejects()
                );
            }
        }
    }

    #[test]
    fn the_holders_give_each_probes_own_cost_of_every_square() {
        for n in 1..=7 {
            let mut solver = Solver::new(n);
            loop {
                let (queens, row) = (solver.queens(), solver.depth());
                if row < n {
                    let holders = Holders::of(queens, n);
                    for col in 0..n {
                        let own = Costs::of_test(queens, n, row, col);
                        assert_eq!(holders.cost(n, row, col), own, "{queens:?} {row} {col}");
                    }
                }
                if solver.step().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn a_test_costs_comparisons_until_the_first_attacker() {
        // Queens on (0, 0) and (1, 2); on row 2 of n = 4, column 0 is row 0's column (1 test),
        // column 1 is on row 1's ╱ diagonal (2 tests), column 2 on row 0's ╲ diagonal (1 test),
        // column 3 on row 1's ╲ diagonal (2 tests).
        assert_eq!(tests_cost(&[0, 2], 4, 2, 0..4).scan, 1 + 2 + 1 + 2);
        assert_eq!(
            tests_cost(&[], 8, 0, 0..8).scan,
            0,
            "nothing to compare on the first row"
        );
    }

    #[test]
    fn closed_and_open_visits_add_up_to_each_probes_own_count_at_every_event() {
        for probe in Probe::ALL {
            for n in 1..=8 {
                // The probe's own count, test by test.
                let mut solver = Solver::new(n);
                let mut scan = Scan::joining_with(&solver, probe);
                let (mut own, mut closed) = (0, Costs::default());
                let mut at_moves = Vec::new();
                while let Some(event) = scan.step(&mut solver) {
                    if let Event::Try { row, col } = event {
                        let (row, col) = (usize::from(row), usize::from(col));
                        own += probe.test(solver.queens(), n, row, col).cost;
                    }
                    closed += closed_visit_cost(event, &solver);
                    assert_eq!(
                        (closed + open_cost(&solver, Some(&scan))).of(probe),
                        own,
                        "{probe:?} n = {n}, {event:?}"
                    );
                    if !matches!(event, Event::Try { .. } | Event::Reject { .. }) {
                        at_moves.push((event, own));
                    }
                }
                // The bitmask's position gives the same figure at every move the two share.
                let mut solver = Solver::new(n);
                let mut closed = Costs::default();
                let mut bitmask = Vec::new();
                while let Some(event) = solver.step() {
                    closed += closed_visit_cost(event, &solver);
                    bitmask.push((event, (closed + open_cost(&solver, None)).of(probe)));
                }
                assert_eq!(bitmask, at_moves, "{probe:?} n = {n}");
            }
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
