//! The complete-board strategies, `permutations` and `bruteforce`: build whole boards row by
//! row without looking at the diagonals, and test each board only once it is complete.
//!
//! `permutations` gives each row a column no row above has taken, so it builds the n!
//! permutations of the columns; `bruteforce` lets every row take every column, so it builds all
//! n^n boards with one queen per row. Both build in lexicographic order (rows from 0, columns
//! from 0 up), the order of the bitmask search, so they report the same solutions in the same
//! order; they only build far more boards to find them. The events are the backtracking ones
//! (`place`, `remove`, `solution`) and `reject-board` for a complete board that fails.
//!
//! As in the bitmask [`Solver`](super::Solver), the state lives in fixed arrays indexed by
//! row: the queen's column and the untried columns of each row; backtracking is a decrement.

use super::attack::first_attacker;
use super::search::{Search, Work};
use super::traced::{Line, Traced};
use super::{Counters, Event, MAX_N, full_mask, low_col, u8_of};

/// Which boards are built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// One queen per row and per column: the n! permutations.
    Permutations,
    /// One queen per row, any column: all n^n boards.
    Bruteforce,
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Place the next untried column of the current row, or lift the queen above.
    Expand,
    /// Test the complete board.
    Test,
    /// The search is over.
    Done,
}

/// Per-row arrays, as long as the bitmask solver's, so that `row & (SLOTS - 1)` proves every
/// index in bounds (a row never exceeds `MAX_N`).
const SLOTS: usize = 64;

#[inline(always)]
fn slot(i: usize) -> usize {
    i & (SLOTS - 1)
}

/// A stepping search over complete boards (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Boards {
    rule: Rule,
    n: usize,
    full: u32,
    /// Queens placed, which is also the row being filled.
    depth: usize,
    next: Next,
    queens: [u8; SLOTS],
    /// Columns taken by the rows above, per row (only `permutations` reads it).
    taken: [u32; SLOTS],
    /// Untried columns, per row.
    cand: [u32; SLOTS],
    counters: Counters,
    boards: u64,
    checks: u64,
    last: Option<Event>,
}

impl Boards {
    /// A search of the `n`×`n` board building the boards `rule` allows.
    ///
    /// # Panics
    /// If `n` is outside `1..=32`.
    pub fn new(rule: Rule, n: usize) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..=32");
        let full = full_mask(n);
        let mut cand = [0; SLOTS];
        cand[0] = full;
        Boards {
            rule,
            n,
            full,
            depth: 0,
            next: Next::Expand,
            queens: [0; SLOTS],
            taken: [0; SLOTS],
            cand,
            counters: Counters::default(),
            boards: 0,
            checks: 0,
            last: None,
        }
    }

    /// The rule the boards follow.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The column of the queen on each row, from row 0, for the rows placed so far.
    pub fn queens(&self) -> &[u8] {
        &self.queens[..self.depth]
    }

    /// How many complete boards the search builds in all, n! or n^n; `None` past `u64::MAX`
    /// (n! from n = 21, n^n from n = 16: searches no one will see the end of).
    pub fn total_boards(&self) -> Option<u64> {
        let n = self.n as u64;
        match self.rule {
            Rule::Permutations => (1..=n).try_fold(1u64, |acc, k| acc.checked_mul(k)),
            Rule::Bruteforce => n.checked_pow(u32::from(u8_of(self.n))),
        }
    }

    /// Events of the whole run, while it fits in a `u64`: every partial board of k queens is
    /// placed once and lifted once (k = 1..n), and every complete board tested once.
    pub fn total_events(&self) -> Option<u64> {
        let n = self.n as u64;
        // Boards of k queens: n!/(n-k)! (permutations) or n^k (bruteforce).
        let mut partial: u64 = 1;
        let mut placed: u64 = 0;
        for k in 0..n {
            let choices = match self.rule {
                Rule::Permutations => n - k,
                Rule::Bruteforce => n,
            };
            partial = partial.checked_mul(choices)?;
            placed = placed.checked_add(partial)?;
        }
        placed.checked_mul(2)?.checked_add(partial)
    }

    /// Complete boards tested so far.
    pub fn boards_tested(&self) -> u64 {
        self.boards
    }

    /// Places the lowest untried column of the current row.
    #[inline]
    fn place(&mut self, cand: u32) -> Event {
        let row = self.depth;
        let bit = cand & cand.wrapping_neg();
        self.cand[slot(row)] = cand ^ bit;
        let col = low_col(bit);
        self.queens[slot(row)] = col;
        let next = row + 1;
        self.depth = next;
        self.counters.placements += 1;
        if next == self.n {
            self.next = Next::Test;
        } else {
            let taken = self.taken[slot(row)] | bit;
            self.taken[slot(next)] = taken;
            self.cand[slot(next)] = match self.rule {
                Rule::Permutations => self.full & !taken,
                Rule::Bruteforce => self.full,
            };
        }
        Event::Place {
            row: u8_of(row),
            col,
        }
    }

    /// Tests the complete board: each row's queen against the rows above, in order, stopping
    /// at the first attack. Every comparison made is a check.
    fn test(&mut self) -> Event {
        self.boards += 1;
        self.next = Next::Expand;
        let queens = &self.queens[..self.n];
        for row in 1..self.n {
            let col = usize::from(queens[row]);
            if let Some(by_row) = first_attacker(&queens[..row], row, col) {
                self.checks += by_row as u64 + 1;
                return Event::RejectBoard {
                    row: u8_of(row),
                    col: u8_of(col),
                    by_row: u8_of(by_row),
                    by_col: queens[by_row],
                };
            }
            self.checks += row as u64;
        }
        self.counters.solutions += 1;
        Event::Solution {
            index: self.counters.solutions,
        }
    }

    /// Advances by exactly one event; `None` once the search is over.
    pub fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Done => return None,
            Next::Test => self.test(),
            Next::Expand => {
                // A complete board has no untried column left past its last row.
                let cand = if self.depth == self.n {
                    0
                } else {
                    self.cand[slot(self.depth)]
                };
                if cand != 0 {
                    self.place(cand)
                } else if self.depth == 0 {
                    self.next = Next::Done;
                    return None;
                } else {
                    self.depth -= 1;
                    self.counters.removals += 1;
                    Event::Remove {
                        row: u8_of(self.depth),
                        col: self.queens[slot(self.depth)],
                    }
                }
            }
        };
        self.last = Some(event);
        Some(event)
    }
}

impl Search for Boards {
    fn total_events(&self) -> Option<u64> {
        Boards::total_events(self)
    }

    fn n(&self) -> usize {
        self.n
    }

    #[inline]
    fn step(&mut self) -> Option<Event> {
        Boards::step(self)
    }

    fn last_event(&self) -> Option<Event> {
        self.last
    }

    fn queen(&self, row: usize) -> Option<usize> {
        self.queens().get(row).map(|&c| usize::from(c))
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    fn work(&self) -> Work {
        Work {
            nodes: self.counters.placements,
            boards: self.boards,
            checks: self.checks,
            ..Work::default()
        }
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    fn boards_in_all(&self) -> Option<u64> {
        self.total_boards()
    }
}

/// Its summary: n! or n^n, where `boards tested` ends.
impl Traced for Boards {
    fn lines(&self) -> Vec<Line> {
        self.boards_in_all()
            .map(|total| ("boards in all", total))
            .into_iter()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    fn run(rule: Rule, n: usize) -> (Vec<Event>, Boards) {
        let mut search = Boards::new(rule, n);
        let events = std::iter::from_fn(|| search.step()).collect();
        (events, search)
    }

    #[test]
    fn n_3_permutations_by_hand() {
        // 0 1 2 fails at once (rows 0 and 1 on a diagonal), 0 2 1 at rows 1 and 2, and so on:
        // every permutation of 3 has two queens on a diagonal.
        let (events, search) = run(Rule::Permutations, 3);
        let text: Vec<String> = events.iter().map(Event::to_string).collect();
        assert_eq!(
            text[..8],
            [
                "place 0 0",
                "place 1 1",
                "place 2 2",
                "reject-board 1 1 by 0 0",
                "remove 2 2",
                "remove 1 1",
                "place 1 2",
                "place 2 1",
            ]
        );
        assert_eq!(text[8], "reject-board 2 1 by 1 2");
        assert_eq!(search.boards_tested(), 6);
        assert_eq!(search.total_boards(), Some(6));
        assert_eq!(search.counters().solutions, 0);
        assert!(search.is_done());
    }

    #[test]
    fn the_run_has_as_many_events_as_its_formula_says() {
        for n in 1..=6 {
            for rule in [Rule::Permutations, Rule::Bruteforce] {
                let (events, search) = run(rule, n);
                assert_eq!(
                    search.total_events(),
                    Some(events.len() as u64),
                    "{rule:?} {n}"
                );
            }
        }
        assert_eq!(Boards::new(Rule::Bruteforce, 16).total_events(), None);
    }

    #[test]
    fn every_board_is_built_once_and_tested() {
        for n in 1..=6 {
            for rule in [Rule::Permutations, Rule::Bruteforce] {
                let (events, search) = run(rule, n);
                let tests = events
                    .iter()
                    .filter(|e| matches!(e, Event::Solution { .. } | Event::RejectBoard { .. }))
                    .count() as u64;
                assert_eq!(Some(tests), search.total_boards(), "{rule:?}, n = {n}");
                assert_eq!(search.work().boards, tests);
                let c = search.counters();
                assert_eq!(c.placements, c.removals, "every place has its remove");
                assert_eq!(c.dead_ends, 0, "a row always has a column to try");
            }
        }
    }

    #[test]
    fn a_rejected_board_names_a_real_attack_and_the_first_one() {
        for rule in [Rule::Permutations, Rule::Bruteforce] {
            let mut search = Boards::new(rule, 5);
            while let Some(event) = search.step() {
                if let Event::RejectBoard {
                    row,
                    col,
                    by_row,
                    by_col,
                } = event
                {
                    let q = search.queens();
                    let (r, br) = (usize::from(row), usize::from(by_row));
                    assert_eq!((q[r], q[br]), (col, by_col));
                    assert!(col == by_col || r - br == usize::from(col.abs_diff(by_col)));
                    // No earlier row is attacked by a row above it.
                    for earlier in 1..r {
                        assert_eq!(
                            first_attacker(&q[..earlier], earlier, q[earlier].into()),
                            None
                        );
                    }
                }
            }
        }
    }

    /// Each solution's board, in the order `search` reports them.
    fn solutions(mut search: impl Search) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        while let Some(event) = search.step() {
            if let Event::Solution { .. } = event {
                found.push((0..search.n()).map(|r| search.queen(r).unwrap()).collect());
            }
        }
        found
    }

    #[test]
    fn the_same_solutions_as_the_bitmask_search_in_the_same_order() {
        for n in 1..=7 {
            let expected = solutions(Solver::new(n));
            for rule in [Rule::Permutations, Rule::Bruteforce] {
                assert_eq!(
                    solutions(Boards::new(rule, n)),
                    expected,
                    "{rule:?}, n = {n}"
                );
            }
        }
    }

    #[test]
    fn the_work_grows_as_n_factorial_and_n_to_the_n() {
        let (_, p) = run(Rule::Permutations, 6);
        let (_, b) = run(Rule::Bruteforce, 6);
        assert_eq!(p.work().boards, 720);
        assert_eq!(b.work().boards, 46_656);
        // Nodes: every prefix of a board is built once, n!/(n-k)! or n^k of length k.
        assert_eq!(p.work().nodes, 6 + 30 + 120 + 360 + 720 + 720);
        assert_eq!(b.work().nodes, (1..=6).map(|k| 6u64.pow(k)).sum::<u64>());
        assert!(p.work().checks < b.work().checks);
        let total = |rule, n| Boards::new(rule, n).total_boards();
        assert_eq!(
            total(Rule::Permutations, 20),
            Some(2_432_902_008_176_640_000)
        );
        assert_eq!(total(Rule::Permutations, 21), None);
        assert_eq!(total(Rule::Bruteforce, 15), Some(437_893_890_380_859_375));
        assert_eq!(total(Rule::Bruteforce, 16), None);
    }
}
