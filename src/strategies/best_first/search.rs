//! The `best-first` strategy, of the A\* family: partial placements wait in a priority queue
//! (the open list) ordered by f = g + h, g the queens placed and h an admissible estimate of
//! the queens still needed; the best is popped and expanded by every free file of the next
//! rank, until a complete board is popped.
//!
//! h is n − g while every rank below still has a free square, and infinite (the placement is
//! never queued, it is *pruned*) once one has none: no completion is then possible, so h never
//! overestimates. But every solution has the same depth n, so every queued placement has
//! f = n exactly: plain A\* degenerates, and the order of the open list is decided wholly by
//! its tie-break. Taken in the order pushed it is breadth-first search (the whole frontier is
//! held); the usual A\* tie-break, the deeper first, makes it depth-first in file order, the
//! bitmask's; the deeper first and then the most free squares left below (the least
//! constraining placement) steers it to a solution in far fewer nodes. The last key is always
//! the order pushed, so a run is the same every time. [`TieBreak`] names the four orders.
//!
//! Its events: `place R C` / `remove R C` bring the board to the placement popped (the queens
//! it does not share lifted, its own placed, a queen a step), `expand R PUSHED PRUNED` when it
//! is expanded by rank R, and `solution 1` when the popped placement is complete; the search
//! stops there. The open list's memory is counted as the allocator gave it and bounded
//! ([`MEMORY_BOUND`]): past the bound the search stops and says so.

use std::collections::BinaryHeap;

pub use crate::solver::MAX_N;
use crate::solver::roomy::Roomy;

mod summary;

use crate::solver::search::{Core, Search, core_accessors};
use crate::solver::{Event, full_mask, u8_of};
use crate::strategies::best_first::events::Expand;

/// The search the registry holds for this strategy.
pub type Engine = BestFirst;

/// A new search of the `n`×`n` board (nothing is drawn at random: `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n)
}

/// The most memory the open list may hold, in bytes: past it the search stops and says so
/// rather than make the machine swap.
pub const MEMORY_BOUND: usize = 256 << 20;

/// How ties of f (all of them: every queued placement has f = n) are broken, before the order
/// pushed, which always comes last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// None: the first pushed first (plain A\* on a first-in, first-out queue): breadth-first.
    FirstPushed,
    /// The most free squares left below first, at any depth: shallow placements have more,
    /// so this too goes breadth-first.
    MostFree,
    /// The deeper first (the usual A\* tie-break, toward a goal): depth-first, in file order.
    Deeper,
    /// The deeper first, then the most free squares left below (least constraining): the
    /// strategy's own.
    LeastConstraining,
}

impl TieBreak {
    /// Every order, the strategy's own last.
    pub const ALL: [TieBreak; 4] = [
        TieBreak::FirstPushed,
        TieBreak::MostFree,
        TieBreak::Deeper,
        TieBreak::LeastConstraining,
    ];
}

/// A placement in the open list. The heap is a max-heap: the greatest entry is the best.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    /// The order's key (see [`Entry::key`]), then the order pushed, earlier first.
    key: u64,
    seq: std::cmp::Reverse<u64>,
    /// The file of each rank's queen, `g` of them.
    board: [u8; MAX_N],
    g: u8,
    f: u8,
    /// Free squares on the ranks from `g` down.
    free: u16,
    /// The attack masks on rank `g`, as the bitmask keeps them.
    cols: u32,
    ld: u32,
    rd: u32,
}

impl Entry {
    /// The key that orders the open list under `tie`: the smaller f, then the tie-break's
    /// figures, packed so that greater is better.
    fn key(tie: TieBreak, f: u8, g: u8, free: u16) -> u64 {
        let f = u64::from(u8::MAX - f) << 40;
        let g = u64::from(g) << 16;
        let free = u64::from(free);
        match tie {
            TieBreak::FirstPushed => f,
            TieBreak::MostFree => f | free,
            TieBreak::Deeper => f | g,
            TieBreak::LeastConstraining => f | g | free,
        }
    }
}

impl Ord for Entry {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.key, self.seq).cmp(&(other.key, other.seq))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A placement of the open list, as the screen shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Open {
    /// The file of each rank's queen, from rank 0.
    pub files: Vec<u8>,
    /// Queens placed.
    pub g: usize,
    /// g + h.
    pub f: usize,
    /// Free squares left on the ranks below the last queen.
    pub free: usize,
    /// Its place in the order pushed, from 0 (the empty board).
    pub seq: u64,
}

impl From<&Entry> for Open {
    fn from(e: &Entry) -> Self {
        Open {
            files: e.board[..usize::from(e.g)].to_vec(),
            g: usize::from(e.g),
            f: usize::from(e.f),
            free: usize::from(e.free),
            seq: e.seq.0,
        }
    }
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Pop the best placement, and take the first step toward it.
    Pop,
    /// Bring the board to the placement popped, a queen a step.
    Load,
    /// Expand the placement popped, now on the board.
    Expand,
    /// Report the complete placement popped.
    Solution,
    /// The search is over.
    Done,
}

/// A stepping best-first search (see the module's notes).
#[derive(Debug, Clone)]
pub struct BestFirst {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    full: u32,
    tie: TieBreak,
    /// The memory the open list may hold, in bytes.
    bound: usize,
    next: Next,
    open: Roomy<BinaryHeap<Entry>>,
    /// The placement popped last.
    popped: Option<Entry>,
    /// The board shown: the file of the queen on each row, `placed` rows.
    board: [u8; MAX_N],
    placed: usize,
    /// Entries pushed so far (the next one's place in the order pushed).
    seq: u64,
    expanded: u64,
    pruned: u64,
    /// The last expansion's children, as file masks of its rank: pushed, and pruned.
    children: (u32, u32),
    /// The most entries the open list held at once, and the most bytes.
    peak_len: usize,
    peak_bytes: usize,
    out_of_memory: bool,
}

impl BestFirst {
    /// The strategy's search of the `n`×`n` board: the least constraining tie-break, within
    /// [`MEMORY_BOUND`].
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn new(n: usize) -> Self {
        Self::with(n, TieBreak::LeastConstraining, MEMORY_BOUND)
    }

    /// A search that breaks ties as `tie` says, its open list within `bound` bytes.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn with(n: usize, tie: TieBreak, bound: usize) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        let full = full_mask(n);
        let mut search = BestFirst {
            core: Core::new(n),
            full,
            tie,
            bound,
            next: Next::Pop,
            open: Roomy(BinaryHeap::new()),
            popped: None,
            board: [0; MAX_N],
            placed: 0,
            seq: 0,
            expanded: 0,
            pruned: 0,
            children: (0, 0),
            peak_len: 0,
            peak_bytes: 0,
            out_of_memory: false,
        };
        // The empty board: every rank free, f = 0 + n.
        let root = search.entry([0; MAX_N], 0, 0, 0, 0, u16::try_from(n * n).unwrap_or(0));
        if !search.push(root) {
            search.next = Next::Done;
        }
        search
    }

    /// How ties are broken.
    pub fn tie_break(&self) -> TieBreak {
        self.tie
    }

    /// An entry of `g` queens, f = g + (n − g) = n: only live placements are made into one.
    fn entry(
        &mut self,
        board: [u8; MAX_N],
        g: usize,
        cols: u32,
        ld: u32,
        rd: u32,
        free: u16,
    ) -> Entry {
        let (g, f) = (u8_of(g), u8_of(self.core.n));
        let seq = self.seq;
        self.seq += 1;
        Entry {
            key: Entry::key(self.tie, f, g, free),
            seq: std::cmp::Reverse(seq),
            board,
            g,
            f,
            free,
            cols,
            ld,
            rd,
        }
    }

    /// Pushes `entry`, growing the open list (doubling, within the bound) if need be; false
    /// if it cannot grow.
    fn push(&mut self, entry: Entry) -> bool {
        if self.open.len() == self.open.capacity() {
            let size = std::mem::size_of::<Entry>();
            let most = self.bound / size;
            let want = (2 * self.open.capacity()).max(64).min(most);
            let more = want.saturating_sub(self.open.len());
            if more == 0 || self.open.try_reserve_exact(more).is_err() {
                return false;
            }
            self.peak_bytes = self.peak_bytes.max(self.bytes_held());
        }
        self.open.push(entry);
        self.peak_len = self.peak_len.max(self.open.len());
        true
    }

    /// Placements in the open list now.
    pub fn open_len(&self) -> usize {
        self.open.len()
    }

    /// The most placements the open list held at once.
    pub fn open_peak(&self) -> usize {
        self.peak_len
    }

    /// The bytes the open list holds now: its whole allocation, as the allocator gave it.
    pub fn bytes_held(&self) -> usize {
        self.open.capacity() * std::mem::size_of::<Entry>()
    }

    /// The most bytes the open list held at once.
    pub fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// The bound on the bytes the open list may hold.
    pub fn bound(&self) -> usize {
        self.bound
    }

    /// True when the search stopped because the open list would not fit the bound.
    pub fn out_of_memory(&self) -> bool {
        self.out_of_memory
    }

    /// Placements popped and expanded (the complete one popped last is not expanded).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Children pushed onto the open list, as the `expand` events add them up: the empty
    /// board the search starts from is queued too, but is no child.
    pub fn pushed(&self) -> u64 {
        self.seq.saturating_sub(1)
    }

    /// Children never pushed: a rank below them had no free square (h infinite).
    pub fn pruned(&self) -> u64 {
        self.pruned
    }

    /// The files of the last expansion's children on its rank, as masks: those pushed, and
    /// those pruned.
    pub fn children(&self) -> (u32, u32) {
        self.children
    }

    /// The placement popped last (the one being loaded, expanded or reported).
    pub fn popped(&self) -> Option<Open> {
        self.popped.as_ref().map(Open::from)
    }

    /// The `k` best placements of the open list, the best first.
    pub fn best(&self, k: usize) -> Vec<Open> {
        // A pass keeping the k greatest: the open list is never sorted whole for a frame.
        let mut top: Vec<&Entry> = Vec::with_capacity(k.min(self.open.len()) + 1);
        for entry in &self.open {
            let at = top.partition_point(|e| *e > entry);
            if at < k {
                top.insert(at, entry);
                top.truncate(k);
            }
        }
        top.into_iter().map(Open::from).collect()
    }

    /// One step toward the popped placement: lift the deepest queen it does not share, else
    /// place its next queen. Called only while the board differs from it.
    fn load(&mut self, target: &Entry) -> Event {
        let g = usize::from(target.g);
        let shared = self.board[..self.placed]
            .iter()
            .zip(&target.board[..g])
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
            let col = target.board[self.placed];
            self.board[self.placed] = col;
            self.placed += 1;
            self.core.counters.placements += 1;
            self.core.work.nodes += 1;
            Event::Place {
                row: u8_of(self.placed - 1),
                col,
            }
        };
        if self.placed == g && self.board[..g] == target.board[..g] {
            self.next = self.arrived(target);
        }
        event
    }

    /// What follows once the board holds `target`.
    fn arrived(&self, target: &Entry) -> Next {
        if usize::from(target.g) == self.core.n {
            Next::Solution
        } else {
            Next::Expand
        }
    }

    /// Expands the popped placement by every free file of its next rank, in file order: a
    /// child whose ranks below all keep a free square is pushed, the others pruned. `None`
    /// (and the search ends) when the open list cannot grow.
    fn expand(&mut self, parent: Entry) -> Option<Event> {
        let g = usize::from(parent.g);
        let n = self.core.n;
        let free = self.full & !(parent.cols | parent.ld | parent.rd);
        self.core.work.checks += 1;
        self.expanded += 1;
        let (mut pushed, mut pruned) = (0u8, 0u8);
        self.children = (0, 0);
        let mut left = free;
        while left != 0 {
            let bit = left & left.wrapping_neg();
            left &= left - 1;
            let (cols, ld, rd) = (
                parent.cols | bit,
                (parent.ld | bit) << 1,
                (parent.rd | bit) >> 1,
            );
            // The free squares of every rank below the child's queen, k ranks under it.
            let mut total = 0u32;
            let mut dead = false;
            for k in 0..n - g - 1 {
                let open = self.full & !(cols | (ld << k) | (rd >> k));
                self.core.work.checks += 1;
                if open == 0 {
                    dead = true;
                    break;
                }
                total += open.count_ones();
            }
            if dead {
                self.children.1 |= bit;
                pruned += 1;
                self.pruned += 1;
                continue;
            }
            let mut board = parent.board;
            board[g] = crate::solver::low_col(bit);
            let free = u16::try_from(total).unwrap_or(u16::MAX);
            let child = self.entry(board, g + 1, cols, ld, rd, free);
            if !self.push(child) {
                self.out_of_memory = true;
                self.next = Next::Done;
                return None;
            }
            self.children.0 |= bit;
            pushed += 1;
        }
        self.next = Next::Pop;
        Some(Event::BestFirst(Expand {
            row: u8_of(g),
            pushed,
            pruned,
        }))
    }
}

impl Search for BestFirst {
    // Nodes are the queens placed (each popped placement's own, and those reloading the
    // board), boards the solution, checks one mask computed a rank: the rank expanded, and
    // each rank below a child, for its h and its free squares.
    core_accessors!();

    fn ended_short(&self) -> bool {
        self.out_of_memory()
    }

    fn heap_bytes(&self) -> usize {
        self.bytes_held()
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Pop => match self.open.pop() {
                None => {
                    // Nothing left to expand: no placement completes (n = 2 and 3).
                    self.next = Next::Done;
                    None
                }
                Some(best) => {
                    self.popped = Some(best);
                    let g = usize::from(best.g);
                    if self.placed == g && self.board[..g] == best.board[..g] {
                        // Only the empty board is popped where the board already stands.
                        match self.arrived(&best) {
                            Next::Expand => self.expand(best),
                            _ => Some(self.solution()),
                        }
                    } else {
                        self.next = Next::Load;
                        Some(self.load(&best))
                    }
                }
            },
            Next::Load => {
                let target = self.popped.expect("a placement popped");
                Some(self.load(&target))
            }
            Next::Expand => {
                let target = self.popped.expect("a placement popped");
                self.expand(target)
            }
            Next::Solution => Some(self.solution()),
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

impl BestFirst {
    /// Reports the complete placement on the board; the search ends with it.
    fn solution(&mut self) -> Event {
        self.core.counters.solutions += 1;
        self.core.work.boards += 1;
        self.next = Next::Done;
        Event::Solution {
            index: self.core.counters.solutions,
        }
    }
}

/// How a search run to its end went, for comparing the tie-breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Placements expanded.
    pub expanded: u64,
    /// The most placements queued at once.
    pub open_peak: usize,
    /// A solution was found.
    pub solved: bool,
    /// The open list passed its bound.
    pub out_of_memory: bool,
    /// More than the budget of expansions were needed.
    pub over_budget: bool,
}

/// Runs a search breaking ties as `tie` says, its open list within `bound` bytes, to its
/// first solution, its end, or `budget` expansions.
pub fn run_to_first(n: usize, tie: TieBreak, bound: usize, budget: u64) -> Outcome {
    let mut search = BestFirst::with(n, tie, bound);
    while search.expanded < budget && search.step().is_some() {}
    Outcome {
        expanded: search.expanded,
        open_peak: search.peak_len,
        solved: search.core.counters.solutions > 0,
        out_of_memory: search.out_of_memory,
        over_budget: !search.is_done(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(search: &mut BestFirst) -> Vec<Event> {
        std::iter::from_fn(|| search.step()).collect()
    }

    /// The free squares of every rank from `g` down under `files`, counted square by square.
    fn free_below(n: usize, files: &[u8]) -> Vec<usize> {
        (files.len()..n)
            .map(|r| {
                (0..n)
                    .filter(|&c| {
                        files.iter().enumerate().all(|(q, &fc)| {
                            let fc = usize::from(fc);
                            fc != c && fc.abs_diff(c) != r - q
                        })
                    })
                    .count()
            })
            .collect()
    }

    #[test]
    fn every_queued_placement_is_live_with_f_equal_n_and_its_free_squares_counted() {
        for n in 1..=9 {
            let mut search = BestFirst::new(n);
            while search.step().is_some() {
                for open in search.best(usize::MAX) {
                    let free = free_below(n, &open.files);
                    assert!(free.iter().all(|&f| f > 0), "n = {n}: {open:?} is dead");
                    assert_eq!(open.f, n);
                    assert_eq!(open.free, free.iter().sum::<usize>(), "{open:?}");
                }
            }
        }
    }

    #[test]
    fn the_best_entries_come_in_the_order_popped() {
        let mut search = BestFirst::new(10);
        for _ in 0..200 {
            search.step();
        }
        let best = search.best(5);
        assert_eq!(best.len(), 5.min(search.open_len()));
        let mut copy = search.clone();
        for expected in best {
            let popped = copy.open.pop().map(|e| Open::from(&e));
            assert_eq!(popped, Some(expected));
        }
    }

    #[test]
    fn the_deeper_tie_break_is_the_bitmask_order_less_what_is_pruned() {
        // Without pruning it would be the bitmask's tree; the pruned subtrees hold no
        // solution, so the first solution is the bitmask's first.
        for n in [4, 5, 6, 8, 10] {
            let mut search = BestFirst::with(n, TieBreak::Deeper, MEMORY_BOUND);
            run(&mut search);
            let mut solver = crate::solver::Solver::new(n);
            solver
                .by_ref()
                .find(|e| matches!(e, Event::Solution { .. }));
            let first: Vec<usize> = (0..n).filter_map(|r| search.queen(r)).collect();
            let expected: Vec<usize> = solver.queens().iter().map(|&c| usize::from(c)).collect();
            assert_eq!(first, expected, "n = {n}");
        }
    }

    #[test]
    fn boards_without_solutions_empty_the_open_list() {
        for n in [2, 3] {
            let mut search = BestFirst::new(n);
            run(&mut search);
            assert!(search.is_done() && !search.out_of_memory());
            assert_eq!((search.counters().solutions, search.open_len()), (0, 0));
        }
    }

    #[test]
    fn a_bound_too_small_stops_the_search_and_says_so() {
        let size = std::mem::size_of::<Entry>();
        let mut search = BestFirst::with(12, TieBreak::FirstPushed, 100 * size);
        run(&mut search);
        assert!(search.out_of_memory() && search.is_done());
        assert_eq!(search.counters().solutions, 0);
        assert!(search.peak_bytes() <= 100 * size && search.open_peak() <= 100);
    }

    #[test]
    fn the_board_follows_the_events() {
        let mut search = BestFirst::new(8);
        let mut board: Vec<Option<u8>> = vec![None; 8];
        while let Some(event) = search.step() {
            match event {
                Event::Place { row, col } => board[usize::from(row)] = Some(col),
                Event::Remove { row, .. } => board[usize::from(row)] = None,
                _ => {}
            }
            for (row, &col) in board.iter().enumerate() {
                assert_eq!(search.queen(row).map(u8_of), col);
            }
        }
    }
}
