//! The `breadth-first` strategy, level by level (SICP, exercise 2.42): every safe placement
//! of the ranks above is extended by every file of the next rank, each extension is tested,
//! and the survivors are the next level's frontier. Unlike depth-first search it keeps the
//! whole frontier in memory, which is what it is here to show.
//!
//! The frontier is kept in lexicographic order (each board extended by the files from 0 up),
//! so the last level lists the solutions in the bitmask's order.
//!
//! Its events are those of the board being tested: `place R C` puts the tested queen (or, on
//! the way from one frontier board to the next, the queens they do not share), `remove R C`
//! lifts it, `solution K` when a tested board of the last rank survives, and `level R SIZE`
//! when rank R's frontier is complete. One event a step, no recursion; the only allocation is
//! the frontier growing (it doubles, within [`MEMORY_BOUND`]).

pub use crate::solver::MAX_N;
use crate::solver::roomy::Roomy;
use std::io::{self, Write};

use crate::solver::search::{Core, Search, core_accessors};
use crate::solver::traced::{Line, Shortfall, Traced, write_line};
use crate::solver::{Event, Solver, full_mask, u8_of};
use crate::strategies::breadth_first::events::Level;

/// The search the registry holds for this strategy.
pub type Engine = BreadthFirst;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n)
}

/// The most memory the two frontiers (the one being extended and the one being built) may
/// hold together, in bytes: past it the search stops and says so rather than make the
/// machine swap.
pub const MEMORY_BOUND: usize = 256 << 20;

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Bring the board being tested to the next frontier board, a queen a step.
    Load,
    /// Place the queen of the file being tested.
    Test,
    /// Report the tested board of the last rank as a solution.
    Solution,
    /// Lift the tested queen.
    Lift,
    /// Report the level just completed.
    Level,
    /// The search is over (the last level reported, or memory ran out).
    Done,
}

/// A stepping breadth-first search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BreadthFirst {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    full: u32,
    /// The memory the frontiers may hold, in bytes.
    bound: usize,
    next: Next,
    /// The rank being added: the frontier holds boards of `rank` queens.
    rank: usize,
    /// The frontier: its boards one after another, `rank` bytes (files) each.
    frontier: Roomy<Vec<u8>>,
    /// Boards in the frontier (the empty board is one board of no bytes).
    boards: usize,
    /// The survivors so far: the next frontier, `rank + 1` bytes a board.
    survivors: Roomy<Vec<u8>>,
    /// The frontier board being extended.
    parent: usize,
    /// The file being tested on `rank`.
    file: usize,
    /// The board being tested: the file of the queen on each row, `placed` rows.
    board: [u8; MAX_N],
    placed: usize,
    /// The attack masks of the frontier board being extended, at `rank`.
    attacked: u32,
    /// The tested queen is attacked (by a queen of the frontier board).
    refused: bool,
    /// The size of every level completed, by rank.
    levels: [u64; MAX_N],
    /// The most the frontiers held at once, in bytes.
    peak: usize,
    /// The search stopped because the next frontier would pass the bound.
    out_of_memory: bool,
}

impl BreadthFirst {
    /// A search of the `n`×`n` board whose frontiers may hold [`MEMORY_BOUND`] bytes.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn new(n: usize) -> Self {
        Self::bounded(n, MEMORY_BOUND)
    }

    /// A search whose frontiers may hold `bound` bytes together.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn bounded(n: usize, bound: usize) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        BreadthFirst {
            core: Core::new(n),
            full: full_mask(n),
            bound,
            next: Next::Test,
            rank: 0,
            frontier: Roomy(Vec::new()),
            boards: 1,
            survivors: Roomy(Vec::new()),
            parent: 0,
            file: 0,
            board: [0; MAX_N],
            placed: 0,
            attacked: 0,
            refused: false,
            levels: [0; MAX_N],
            peak: 0,
            out_of_memory: false,
        }
    }

    /// The rank being added (equal to n once the last level is complete).
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The size of each completed level, by rank from 0 (see [`BreadthFirst::survivors`] for
    /// the one being built).
    pub fn level_sizes(&self) -> &[u64] {
        &self.levels[..self.rank.min(self.core.n)]
    }

    /// Survivors of the level being built so far (0 once the search is over).
    pub fn survivors(&self) -> u64 {
        (self.survivors.len() / (self.rank + 1)) as u64
    }

    /// Boards in the frontier being extended.
    pub fn frontier_boards(&self) -> u64 {
        self.boards as u64
    }

    /// Which frontier board is being extended (0-based).
    pub fn parent(&self) -> u64 {
        self.parent as u64
    }

    /// The bytes the frontiers hold now: both vectors' whole allocations, as the allocator
    /// gave them.
    pub fn bytes_held(&self) -> usize {
        self.frontier.capacity() + self.survivors.capacity()
    }

    /// The most bytes the frontiers held at once.
    pub fn peak_bytes(&self) -> usize {
        self.peak
    }

    /// The bound on the bytes the frontiers may hold.
    pub fn bound(&self) -> usize {
        self.bound
    }

    /// True when the search stopped because the next frontier would not fit the bound.
    pub fn out_of_memory(&self) -> bool {
        self.out_of_memory
    }

    /// True while the queen being tested is attacked (it will not survive).
    pub fn refused(&self) -> bool {
        self.next == Next::Lift && self.refused
    }

    /// One step of bringing the board being tested to the parent: lift the deepest queen it
    /// does not share, else place the parent's next queen. Called only while they differ.
    fn load(&mut self) -> Event {
        let rank = self.rank;
        let start = self.parent * rank;
        let target = &self.frontier[start..start + rank];
        let shared = self.board[..self.placed]
            .iter()
            .zip(target)
            .take_while(|(a, b)| a == b)
            .count();
        let event = if self.placed > shared {
            self.placed -= 1;
            self.core.counters.removals += 1;
            Event::Remove {
                row: u8_of(self.placed),
                col: self.board[self.placed],
            }
        } else {
            let col = target[self.placed];
            self.board[self.placed] = col;
            self.placed += 1;
            self.core.counters.placements += 1;
            self.core.work.nodes += 1;
            Event::Place {
                row: u8_of(self.placed - 1),
                col,
            }
        };
        if self.placed == rank && self.board[..rank] == self.frontier[start..start + rank] {
            self.enter_parent();
        }
        event
    }

    /// The parent is on the board: compute what it attacks on `rank`, and test from file 0.
    fn enter_parent(&mut self) {
        let rank = self.rank;
        let mut attacked = 0u32;
        for (row, &col) in self.board[..rank].iter().enumerate() {
            let bit = 1u32 << col;
            // Below 32: the rows of a board of at most 32.
            let gap = rank - row;
            // The queen's column, and its two diagonals where they cross `rank` (bits shifted
            // past the board fall off, or are masked off).
            attacked |= bit | ((bit << gap) & self.full) | (bit >> gap);
        }
        self.attacked = attacked;
        self.file = 0;
        self.next = Next::Test;
    }

    /// Places the queen of the file being tested; a survivor joins the next frontier. `None`
    /// (and the search ends) when it would not fit the memory bound.
    fn test(&mut self) -> Option<Event> {
        let (rank, file) = (self.rank, self.file);
        self.core.work.checks += 1;
        self.refused = self.attacked & (1 << file) != 0;
        if !self.refused && !self.keep(file) {
            self.out_of_memory = true;
            self.next = Next::Done;
            return None;
        }
        self.board[rank] = u8_of(file);
        self.placed = rank + 1;
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        self.next = if !self.refused && rank + 1 == self.core.n {
            Next::Solution
        } else {
            Next::Lift
        };
        Some(Event::Place {
            row: u8_of(rank),
            col: u8_of(file),
        })
    }

    /// Appends the parent extended by `file` to the survivors, growing them (doubling, within
    /// the bound) if need be; false if they cannot grow.
    fn keep(&mut self, file: usize) -> bool {
        let width = self.rank + 1;
        if self.survivors.len() + width > self.survivors.capacity() {
            let room = self.bound.saturating_sub(self.frontier.capacity());
            let want = (2 * self.survivors.capacity()).max(64 * width).min(room);
            let more = want.saturating_sub(self.survivors.len());
            if more < width || self.survivors.try_reserve_exact(more).is_err() {
                return false;
            }
            self.peak = self.peak.max(self.bytes_held());
        }
        let start = self.parent * self.rank;
        let end = start + self.rank;
        self.survivors.extend_from_slice(&self.frontier[start..end]);
        self.survivors.push(u8_of(file));
        true
    }

    /// Lifts the tested queen, then moves to the next file, frontier board or level.
    fn lift(&mut self) -> Event {
        let rank = self.rank;
        self.placed = rank;
        self.core.counters.removals += 1;
        let event = Event::Remove {
            row: u8_of(rank),
            col: u8_of(self.file),
        };
        self.file += 1;
        if self.file < self.core.n {
            self.next = Next::Test;
        } else {
            self.parent += 1;
            self.next = if self.parent < self.boards {
                Next::Load
            } else {
                Next::Level
            };
        }
        event
    }

    /// Reports the level just completed; its survivors become the frontier.
    fn level(&mut self) -> Event {
        let rank = self.rank;
        let size = self.survivors();
        self.levels[rank] = size;
        // The old frontier is given back at once: what is held is what the search needs.
        self.frontier = std::mem::take(&mut self.survivors);
        self.boards = usize::try_from(size).unwrap_or(usize::MAX);
        self.rank += 1;
        self.parent = 0;
        self.next = if self.rank == self.core.n {
            Next::Done
        } else if self.boards == 0 {
            // Nothing to extend: every later level is empty too, and is reported as such.
            Next::Level
        } else {
            Next::Load
        };
        Event::BreadthFirst(Level {
            row: u8_of(rank),
            size,
        })
    }
}

impl Search for BreadthFirst {
    // Nodes are the queens placed (tested ones and those reloading a frontier board), boards
    // the solutions, checks one mask test a tested square.
    core_accessors!();

    fn ended_short(&self) -> bool {
        self.out_of_memory()
    }

    fn heap_bytes(&self) -> usize {
        self.bytes_held()
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Load => Some(self.load()),
            Next::Test => self.test(),
            Next::Solution => {
                self.core.counters.solutions += 1;
                self.core.work.boards += 1;
                self.next = Next::Lift;
                Some(Event::Solution {
                    index: self.core.counters.solutions,
                })
            }
            Next::Lift => Some(self.lift()),
            Next::Level => Some(self.level()),
            Next::Done => None,
        };
        self.core.record(event)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        (row < self.placed).then(|| usize::from(self.board[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }
}

/// Its summary: the memory held, against depth-first's, then each level's size; a run out of
/// memory falls short after what it found.
impl Traced for BreadthFirst {
    fn peak_bytes(&self) -> Option<u64> {
        Some(BreadthFirst::peak_bytes(self) as u64)
    }

    fn lines(&self) -> Vec<Line> {
        vec![
            ("peak bytes", Traced::peak_bytes(self).unwrap_or(0)),
            // What depth-first search holds instead: one board and its stack, whatever n.
            ("depth-first", std::mem::size_of::<Solver>() as u64),
        ]
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        for (rank, size) in self.level_sizes().iter().enumerate() {
            write_line(out, &format!("level {rank}"), size)?;
        }
        Ok(())
    }

    fn shortfall(&self) -> Option<Shortfall> {
        self.out_of_memory().then(|| Shortfall {
            id: "error-breadth-memory",
            args: vec![
                ("rank", self.rank().to_string()),
                ("mib", (self.bound() >> 20).to_string()),
            ],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(search: &mut BreadthFirst) -> Vec<Event> {
        std::iter::from_fn(|| search.step()).collect()
    }

    #[test]
    fn the_tested_queen_is_refused_exactly_when_attacked() {
        let mut search = BreadthFirst::new(6);
        while let Some(event) = search.step() {
            if let Event::Place { row, col } = event
                && usize::from(row) == search.rank()
            {
                let attacked = (0..usize::from(row)).any(|r| {
                    let c = search.queen(r).unwrap();
                    c == usize::from(col) || c.abs_diff(usize::from(col)) == usize::from(row) - r
                });
                assert_eq!(search.refused(), attacked, "{row} {col}");
            }
        }
    }

    #[test]
    fn a_bound_too_small_for_a_level_stops_the_search_there() {
        // n = 8: level 3 holds 344 boards of 4 bytes, more than 1 KiB with level 2's 140 × 3.
        let mut search = BreadthFirst::bounded(8, 1024);
        let events = run(&mut search);
        assert!(search.out_of_memory() && search.is_done());
        assert!(search.bytes_held() <= 1024 && search.peak_bytes() <= 1024);
        let levels: Vec<_> = events
            .iter()
            .filter_map(|e| match *e {
                Event::BreadthFirst(Level { size, .. }) => Some(size),
                _ => None,
            })
            .collect();
        assert_eq!(levels, [8, 42, 140]);
    }

    #[test]
    fn an_empty_level_reports_every_later_level_empty() {
        let mut search = BreadthFirst::new(3);
        let levels: Vec<_> = run(&mut search)
            .into_iter()
            .filter_map(|e| match e {
                Event::BreadthFirst(Level { row, size }) => Some((row, size)),
                _ => None,
            })
            .collect();
        assert_eq!(levels, [(0, 3), (1, 2), (2, 0)]);
        assert!(search.is_done() && !search.out_of_memory());
    }
}
