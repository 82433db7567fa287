//! The `min-conflicts` strategy, a local search (Minton et al., 1990): start from a random
//! permutation of the columns, one queen per row; then, one move a step, pick an attacked
//! queen at random and move it to the square of its row attacked by the fewest queens; start
//! again from a new random permutation after a bound of moves.
//!
//! Unlike the backtracking searches it never builds a board queen by queen: every board it
//! holds is complete, and it stops at the first solution. Its events are `start K` (the K-th
//! random board: K > 1 is a restart), `move R C1 C2` and `solution 1`.
//!
//! The queens on each column and on each diagonal are counted, so a square's attackers are
//! three array reads; a step reads every row's count (to choose the queen) and every square of
//! one row (to choose its new square), O(n), and allocates nothing: the arrays are made once.
//! For boards of millions of queens, `solve` uses [`repair`](crate::solver::repair) instead.

use std::io::{self, Write};

use crate::solver::Event;
use crate::solver::random::Rng;
use crate::solver::search::{Core, Search, core_accessors};
use crate::solver::traced::{Line, Traced};
use crate::strategies::min_conflicts::events::Move;

/// The search the registry holds for this strategy.
pub type Engine = MinConflicts;

/// A new search of the `n`×`n` board, its random board and moves drawn from `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    Engine::new(n, seed)
}

/// The largest board the stepping search takes. Each step costs O(n), which suits boards a
/// screen can draw; `nqueens solve` handles millions of queens another way.
pub const MAX_N: usize = 1 << 16;

/// A row or column as the `u32` the board and the events store.
#[inline(always)]
#[expect(
    clippy::cast_possible_truncation,
    reason = "rows and columns are below n <= MAX_N = 2^16, far inside u32"
)]
fn u32_of(i: usize) -> u32 {
    debug_assert!(i < MAX_N);
    i as u32
}

/// Random boards dealt before the search gives up: enough that a board with solutions (n = 1
/// or n ≥ 4) is all but never given up on, and few enough that n = 2 and 3, which have none,
/// end in a few thousand events.
pub const MAX_STARTS: u32 = 100;

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Deal a new random board.
    Start,
    /// Move an attacked queen.
    Move,
    /// Report the solution on the board.
    Solution,
    /// The search is over.
    Done,
}

/// A stepping min-conflicts search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinConflicts {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    seed: u64,
    rng: Rng,
    next: Next,
    /// The column of the queen on each row.
    cols: Vec<u32>,
    /// Queens per column.
    per_col: Vec<u32>,
    /// Queens per `╲` diagonal, indexed `row - col + n - 1`.
    per_down: Vec<u32>,
    /// Queens per `╱` diagonal, indexed `row + col`.
    per_up: Vec<u32>,
    /// Pairs of queens that attack each other: the board is a solution when it is 0.
    pairs: u64,
    /// Random boards dealt so far.
    starts: u32,
    /// Moves since the last board was dealt.
    moves_here: u64,
    /// Moves allowed on one board before a restart.
    bound: u64,
}

impl MinConflicts {
    /// A search of the `n`×`n` board whose random choices all follow from `seed`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn new(n: usize, seed: u64) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        MinConflicts {
            core: Core::new(n),
            seed,
            rng: Rng::seeded(seed),
            next: Next::Start,
            cols: (0..n).map(u32_of).collect(),
            per_col: vec![0; n],
            per_down: vec![0; 2 * n - 1],
            per_up: vec![0; 2 * n - 1],
            pairs: 0,
            starts: 0,
            moves_here: 0,
            bound: restart_bound(n),
        }
    }

    /// Sets the moves allowed on one random board before a restart (at least 1).
    pub fn with_restart_bound(mut self, bound: u64) -> Self {
        self.bound = bound.max(1);
        self
    }

    /// The seed the search was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The column of the queen on each row (every row holds one once the first board is
    /// dealt; before it, the rows hold the identity, not yet on the board).
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }

    /// Pairs of queens attacking each other on the board now.
    pub fn attacking_pairs(&self) -> u64 {
        self.pairs
    }

    /// Moves allowed on one random board before the search starts again.
    pub fn restart_bound(&self) -> u64 {
        self.bound
    }

    /// The queens other than one on (`row`, `col`) that attack that square, from the counts
    /// (`on_board`: a queen stands there and counts itself three times).
    #[inline]
    fn attackers(&self, row: usize, col: usize, on_board: bool) -> u32 {
        let n = self.core.n;
        let here = self.per_col[col] + self.per_down[row + n - 1 - col] + self.per_up[row + col];
        if on_board { here - 3 } else { here }
    }

    /// Adds (`delta` = 1) or takes away (`delta` = -1) the queen on (`row`, `col`) in the
    /// counts, keeping the number of attacking pairs: a queen joining a line of k queens
    /// makes k new pairs, one leaving it k − 1 fewer.
    #[inline]
    fn count(&mut self, row: usize, col: usize, add: bool) {
        let n = self.core.n;
        for line in [
            &mut self.per_col[col],
            &mut self.per_down[row + n - 1 - col],
            &mut self.per_up[row + col],
        ] {
            if add {
                self.pairs += u64::from(*line);
                *line += 1;
            } else {
                *line -= 1;
                self.pairs -= u64::from(*line);
            }
        }
    }

    /// Deals a new random permutation.
    fn start(&mut self) -> Event {
        self.per_col.fill(0);
        self.per_down.fill(0);
        self.per_up.fill(0);
        self.pairs = 0;
        for (i, c) in self.cols.iter_mut().enumerate() {
            *c = u32_of(i);
        }
        self.rng.shuffle(&mut self.cols);
        for row in 0..self.core.n {
            self.count(row, self.cols[row] as usize, true);
        }
        self.starts += 1;
        self.moves_here = 0;
        self.core.work.nodes += self.core.n as u64;
        self.core.work.boards += 1;
        if self.starts > 1 {
            self.core.work.restarts += 1;
        }
        self.next = self.after_change();
        Event::Start {
            attempt: self.starts,
        }
    }

    /// Moves an attacked queen, chosen at random, to the square of its row (other than its
    /// own) attacked by the fewest queens, ties broken at random.
    fn shift(&mut self) -> Event {
        let n = self.core.n;
        // A uniform choice among the attacked queens without listing them: the k-th one seen
        // replaces the choice with probability 1/k.
        let (mut row, mut seen) = (0, 0);
        for r in 0..n {
            if self.attackers(r, self.cols[r] as usize, true) > 0 {
                seen += 1;
                if self.rng.one_in(seen) {
                    row = r;
                }
            }
        }
        debug_assert!(
            seen > 0,
            "a board with attacking pairs has an attacked queen"
        );
        let from = self.cols[row] as usize;
        let (mut to, mut best, mut ties) = (from, u32::MAX, 0);
        for col in (0..n).filter(|&c| c != from) {
            let attackers = self.attackers(row, col, false);
            if attackers < best {
                (to, best, ties) = (col, attackers, 1);
            } else if attackers == best {
                ties += 1;
                if self.rng.one_in(ties) {
                    to = col;
                }
            }
        }
        self.core.work.checks += 2 * n as u64 - 1;
        self.count(row, from, false);
        self.count(row, to, true);
        self.cols[row] = u32_of(to);
        self.moves_here += 1;
        self.core.work.moves += 1;
        self.core.work.nodes += 1;
        self.core.work.boards += 1;
        self.next = self.after_change();
        Event::MinConflicts(Move {
            row: u32_of(row),
            from: u32_of(from),
            to: u32_of(to),
        })
    }

    /// What follows a new board: its report if it is a solution, a restart if this board has
    /// had its moves, the end if the search has had its boards, or another move.
    fn after_change(&self) -> Next {
        if self.pairs == 0 {
            Next::Solution
        } else if self.moves_here < self.bound {
            Next::Move
        } else if self.starts < MAX_STARTS {
            Next::Start
        } else {
            Next::Done
        }
    }

    /// Advances by exactly one event; `None` once the search is over (after its solution, or
    /// after [`MAX_STARTS`] boards without one).
    pub fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Done => return None,
            Next::Start => self.start(),
            Next::Move => self.shift(),
            Next::Solution => {
                self.next = Next::Done;
                self.core.counters.solutions += 1;
                Event::Solution { index: 1 }
            }
        };
        self.core.last = Some(event);
        Some(event)
    }
}

/// Moves allowed on one board before a restart. Most boards are solved within about 2n moves;
/// one that is not is often stuck on a plateau, where a fresh start is the quicker way out.
/// Measured over seeds 0..300 for n = 4..64, bounds from n + 20 to 1000n + 20: this one needs
/// at most 20% more events on average than the best bound for each n (n = 6, with only 4
/// solutions, wants quick restarts; large boards want none).
pub fn restart_bound(n: usize) -> u64 {
    4 * n as u64 + 20
}

impl Search for MinConflicts {
    core_accessors!();

    fn heap_bytes(&self) -> usize {
        let lists = [&self.cols, &self.per_col, &self.per_down, &self.per_up];
        lists.iter().map(|l| l.capacity()).sum::<usize>() * size_of::<u32>()
    }

    fn step(&mut self) -> Option<Event> {
        MinConflicts::step(self)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        if self.starts == 0 {
            return None;
        }
        self.cols.get(row).map(|&c| c as usize)
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    fn conflicts(&self, row: usize) -> Option<u32> {
        if self.starts == 0 || row >= self.core.n {
            return None;
        }
        Some(self.attackers(row, self.cols[row] as usize, true))
    }

    fn attacking_pairs(&self) -> Option<u64> {
        Some(self.pairs)
    }
}

/// Its trace: the board each `start` deals; its summary: the moves and restarts, the bound
/// that restarts and the seed.
impl Traced for MinConflicts {
    /// What was dealt, after a `start`, so the trace replays: the moves that follow start
    /// from it.
    fn write_with(&self, event: Event, out: &mut dyn Write) -> io::Result<()> {
        if let Event::Start { .. } = event {
            for row in 0..self.n() {
                if let Some(col) = self.queen(row) {
                    writeln!(out, "place {row} {col}")?;
                }
            }
        }
        Ok(())
    }

    fn lines(&self) -> Vec<Line> {
        let work = self.work();
        vec![
            ("moves", work.moves),
            ("restarts", work.restarts),
            ("restart after", self.restart_bound()),
            ("seed", self.seed()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs of queens that attack each other, counted the slow way.
    fn pairs(cols: &[u32]) -> u64 {
        let mut pairs = 0;
        for (r1, &c1) in cols.iter().enumerate() {
            for (r2, &c2) in cols.iter().enumerate().skip(r1 + 1) {
                if c1 == c2 || r2 - r1 == c1.abs_diff(c2) as usize {
                    pairs += 1;
                }
            }
        }
        pairs
    }

    #[test]
    fn the_counts_agree_with_the_board_after_every_event() {
        for n in [1, 4, 5, 8, 13] {
            let mut search = MinConflicts::new(n, 3);
            assert_eq!(search.queen(0), None, "no board before the first start");
            while let Some(event) = search.step() {
                assert_eq!(search.attacking_pairs(), pairs(search.cols()), "n = {n}");
                for row in 0..n {
                    let col = search.queen(row).unwrap();
                    let attackers = (0..n)
                        .filter(|&r| r != row)
                        .filter(|&r| {
                            let c = search.queen(r).unwrap();
                            c == col || r.abs_diff(row) == c.abs_diff(col)
                        })
                        .count();
                    let attackers = u32::try_from(attackers).unwrap();
                    assert_eq!(search.conflicts(row), Some(attackers), "n = {n}, {event}");
                }
            }
            assert_eq!(search.counters().solutions, 1, "n = {n}");
            assert_eq!(search.attacking_pairs(), 0);
            assert_eq!(search.last_event(), Some(Event::Solution { index: 1 }));
        }
    }

    #[test]
    fn a_move_takes_an_attacked_queen_to_a_least_attacked_square() {
        let mut search = MinConflicts::new(10, 11);
        search.step();
        while search.attacking_pairs() > 0 && search.moves_here < search.bound {
            let before = search.clone();
            let Some(Event::MinConflicts(Move { row, from, to })) = search.step() else {
                panic!("a board with attacks is followed by a move")
            };
            let (row, from, to) = (row as usize, from as usize, to as usize);
            assert_eq!(before.cols()[row] as usize, from);
            assert_ne!(from, to);
            assert!(
                before.conflicts(row).unwrap() > 0,
                "the queen moved was attacked"
            );
            let least = (0..10)
                .filter(|&c| c != from)
                .map(|c| before.attackers(row, c, false))
                .min()
                .unwrap();
            assert_eq!(before.attackers(row, to, false), least);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_search_and_another_seed_another() {
        let events = |seed| {
            let mut search = MinConflicts::new(12, seed);
            std::iter::from_fn(|| search.step()).collect::<Vec<Event>>()
        };
        assert_eq!(events(5), events(5));
        assert_ne!(events(5), events(6));
    }

    #[test]
    fn boards_without_a_solution_end_after_the_last_start() {
        for n in [2, 3] {
            let mut search = MinConflicts::new(n, 0);
            let mut starts = 0;
            while let Some(event) = search.step() {
                if let Event::Start { attempt } = event {
                    starts += 1;
                    assert_eq!(attempt, starts);
                }
            }
            assert_eq!(starts, MAX_STARTS);
            assert_eq!(search.counters().solutions, 0);
            assert_eq!(search.work().restarts, u64::from(MAX_STARTS) - 1);
            assert_eq!(
                search.work().moves,
                u64::from(MAX_STARTS) * restart_bound(n)
            );
        }
    }

    #[test]
    fn every_board_with_solutions_is_solved_for_many_seeds() {
        for n in [1, 4, 5, 6, 7, 8, 9, 10, 16, 32] {
            for seed in 0..20 {
                let mut search = MinConflicts::new(n, seed);
                while search.step().is_some() {}
                assert_eq!(search.counters().solutions, 1, "n = {n}, seed {seed}");
            }
        }
    }
}
