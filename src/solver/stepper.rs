//! The generator-style stepping solver: row-by-row bitmask backtracking with an explicit stack,
//! advanced one event at a time.
//!
//! Every piece of state lives in fixed arrays indexed by depth, so a step allocates nothing and
//! backtracking is a decrement (undoing a right shift would lose bits, so masks are kept per
//! depth rather than shifted back).

use std::fmt;

use super::{high_col, low_col, u8_of};

/// The largest board the solver handles: masks are `u32`, one bit per column.
pub const MAX_N: usize = 32;

/// The registry's list as the event type: the variants every strategy's search may make,
/// written here once, then one a strategy holding its folder's own events (`Events`, in its
/// `events.rs`; uninhabited where it has none). Generated, so a new strategy adds no
/// variant by hand, and flat, so the tag is one byte read directly: a nested enum of the
/// own events would be told apart through a niche, a few instructions more on every match.
macro_rules! event {
    ($($id:ident => $folder:ident,)*) => {
        /// One step of the search, as the user sees it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Event {
            /// A queen is placed on `row` (0-based, row 0 first) at column `col`.
            Place {
                /// The row the queen goes on.
                row: u8,
                /// The column it takes.
                col: u8,
            },
            /// The queen on `row` at `col` is lifted again (backtracking).
            Remove {
                /// The row being left.
                row: u8,
                /// The column the queen stood on.
                col: u8,
            },
            /// `row` has no free square: the search is about to back out of it.
            DeadEnd {
                /// The row with no free square.
                row: u8,
            },
            /// All rows hold a queen; `index` counts solutions from 1.
            Solution {
                /// The 1-based number of this solution in search order.
                index: u64,
            },
            /// The scan strategy tests square (`row`, `col`) against the queens placed so far.
            Try {
                /// The row being searched.
                row: u8,
                /// The column tested.
                col: u8,
            },
            /// The square just tried is attacked, by the queen on (`by_row`, `by_col`): the first the
            /// test found.
            Reject {
                /// The row being searched.
                row: u8,
                /// The column refused.
                col: u8,
                /// The attacking queen's row.
                by_row: u8,
                /// The attacking queen's column.
                by_col: u8,
            },
            /// A complete board built without looking at attacks (`permutations`, `bruteforce`) fails
            /// its test: the queen on (`row`, `col`) is attacked by the one on (`by_row`, `by_col`),
            /// the first attack the test meets (each row against the rows above, in order).
            RejectBoard {
                /// The row of the attacked queen.
                row: u8,
                /// Its column.
                col: u8,
                /// The attacking queen's row (above `row`).
                by_row: u8,
                /// The attacking queen's column.
                by_col: u8,
            },
            /// A search that starts over from a fresh random board deals its `attempt`-th one
            /// (`min-conflicts`: a queen on every row and column; `las-vegas`: its random ranks),
            /// counted from 1: every attempt after the first is a restart.
            Start {
                /// Which random board this is.
                attempt: u32,
            },
            $(
                #[doc = concat!("An event only `", stringify!($folder), "` makes, in its own type.")]
                $id(crate::strategies::$folder::Events),
            )*
        }

        impl fmt::Display for Event {
            /// The `trace` line format: `place R C`, `remove R C`, `deadend R`, `solution K`, `try R C`,
            /// `reject R C by R2 C2`, `reject-board R C by R2 C2`, `start K`; a strategy's own
            /// events as its own type writes them (`move R C1 C2`, `level R SIZE`, `wipeout R` …).
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match *self {
                    Event::Place { row, col } => write!(f, "place {row} {col}"),
                    Event::Remove { row, col } => write!(f, "remove {row} {col}"),
                    Event::DeadEnd { row } => write!(f, "deadend {row}"),
                    Event::Solution { index } => write!(f, "solution {index}"),
                    Event::Try { row, col } => write!(f, "try {row} {col}"),
                    Event::Reject {
                        row,
                        col,
                        by_row,
                        by_col,
                    } => write!(f, "reject {row} {col} by {by_row} {by_col}"),
                    Event::RejectBoard {
                        row,
                        col,
                        by_row,
                        by_col,
                    } => write!(f, "reject-board {row} {col} by {by_row} {by_col}"),
                    Event::Start { attempt } => write!(f, "start {attempt}"),
                    $(Event::$id(own) => fmt::Display::fmt(&own, f),)*
                }
            }
        }

        impl Event {
            /// A strategy's own event in the program's notation, as its type writes it
            /// ([`OwnEvent::text`]); `None` for the shared events.
            pub fn own_text(self, n: usize) -> Option<String> {
                match self {
                    $(Event::$id(own) => Some(OwnEvent::text(&own, n)),)*
                    _ => None,
                }
            }

            /// Whether this is a strategy's own event after which its search backs up at once,
            /// a dead end seen ahead ([`OwnEvent::backs_up`]: forward checking's wipe-out);
            /// false for the shared events.
            pub fn own_backs_up(self) -> bool {
                match self {
                    $(Event::$id(own) => OwnEvent::backs_up(&own),)*
                    _ => false,
                }
            }

            /// Whether predict mode steps over this strategy's own event
            /// ([`OwnEvent::passed_over`]); false for the shared events.
            pub fn own_passed_over(self) -> bool {
                match self {
                    $(Event::$id(own) => OwnEvent::passed_over(&own),)*
                    _ => false,
                }
            }

            /// The rank or file this strategy's own event finds empty, a dead end predict
            /// mode asks about ([`OwnEvent::empty_line`]); `None` for the shared events.
            pub fn own_empty_line(self) -> Option<(super::attack::Line, usize)> {
                match self {
                    $(Event::$id(own) => OwnEvent::empty_line(&own),)*
                    _ => None,
                }
            }
        }
    };
}
crate::strategies::registry!(event);

/// What a strategy's own event type (its folder's `Events`) says besides its `trace` line,
/// which is its `Display`: so the shared notation never names a strategy's event.
pub trait OwnEvent: fmt::Display {
    /// The event in the program's notation on the n×n board, for people: `wipe-out on rank 3`.
    fn text(&self, n: usize) -> String;

    /// Whether the search backs up at once after this event, as after a dead end: a dead end
    /// seen ahead (forward checking's wipe-out), which `d` runs to and after which predict
    /// mode asks where the search backs up to. The default: it does not.
    fn backs_up(&self) -> bool {
        false
    }

    /// Whether predict mode steps over it on the way to the next placement or dead end: it
    /// decides nothing the student is asked (dancing links' choice of a column with squares
    /// left, its cover and its uncover). The default: it does not.
    fn passed_over(&self) -> bool {
        false
    }

    /// The rank (`Line::Row`, its index) or file (`Line::Column`) this event finds with no
    /// square left, where predict mode asks about it as a dead end (dancing links' empty
    /// column). The default: none.
    fn empty_line(&self) -> Option<(super::attack::Line, usize)> {
        None
    }
}

impl OwnEvent for crate::strategies::NoOwnEvents {
    fn text(&self, _: usize) -> String {
        match *self {}
    }
}

/// What [`Solver::run_observed`] tells as it runs: the events that books count, as they
/// happen, each with its number in the run (from 1, as [`Counters::events`] counts).
pub trait Observer {
    /// A queen went on (`row`, `col`): the run's `placements`-th placement, event number
    /// `at`. True to stop right after it.
    fn placed(&mut self, row: usize, col: u8, placements: u64, at: u64) -> bool;
    /// `row` has no free square: event number `at`.
    fn dead_end(&mut self, row: usize, at: u64);
    /// Every row holds a queen, on the files `queens`: event number `at`. True to stop right
    /// after it.
    fn solution(&mut self, queens: &[u8], at: u64) -> bool;
}

/// Running totals of the events a solver has produced.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Counters {
    /// `Place` events.
    pub placements: u64,
    /// `Remove` events (backtracks).
    pub removals: u64,
    /// `DeadEnd` events.
    pub dead_ends: u64,
    /// `Solution` events.
    pub solutions: u64,
}

impl Counters {
    /// All events so far.
    pub fn events(&self) -> u64 {
        self.placements + self.removals + self.dead_ends + self.solutions
    }
}

/// What the next call to [`Solver::step`] will do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Try the next candidate of the current row, or back out if none is left.
    Expand,
    /// Report that the current row has no free square.
    DeadEnd,
    /// Report the full board as a solution.
    Solution,
    /// The search is over.
    Done,
}

/// Why a starting position was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// `n` is outside `1..=32`.
    Size(usize),
    /// More queens than rows.
    TooMany,
    /// The queen on `row` is off the board.
    OffBoard {
        /// Row of the offending queen.
        row: usize,
    },
    /// The queen on `row` is attacked by an earlier one.
    Attacked {
        /// Row of the attacked queen.
        row: usize,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Size(n) => write!(f, "board size {n} is outside 1..={MAX_N}"),
            PositionError::TooMany => write!(f, "more queens than rows"),
            PositionError::OffBoard { row } => write!(f, "the queen on row {row} is off the board"),
            PositionError::Attacked { row } => write!(f, "the queen on row {row} is attacked"),
        }
    }
}

impl std::error::Error for PositionError {}

/// The mask of the `n` low bits: the board's columns.
pub fn full_mask(n: usize) -> u32 {
    debug_assert!((1..=MAX_N).contains(&n));
    u32::MAX >> (MAX_N - n)
}

/// A resumable N-Queens search. Search order is fixed: rows from 0, and within a row the free
/// columns from 0 upward (bit `c` is column `c`; the lowest set bit is tried first).
#[derive(Debug, Clone)]
pub struct Solver {
    n: usize,
    full: u32,
    /// Queens placed; also the row being searched.
    depth: usize,
    next: Next,
    queens: [u8; SLOTS + 1],
    cols: [u32; SLOTS + 1],
    ld: [u32; SLOTS + 1],
    rd: [u32; SLOTS + 1],
    /// Untried candidates per row.
    cand: [u32; SLOTS + 1],
    /// The totals; lifts are not kept up to date here (see [`Solver::counters`]).
    counters: Counters,
    /// Lifts = placements + this − queens on the board: the hot loop counts no lifts, and a
    /// search that starts from a position or from saved totals sets this to agree with them.
    lift_base: u64,
}

/// Per-depth arrays hold one more than a power of two, so that `step`, the hot path, masks the
/// depth once (`depth & (SLOTS - 1)`, a no-op: it never exceeds `MAX_N`) and then indexes the
/// row and the row after it with no bounds check.
const SLOTS: usize = 64;

/// `i` as an index the compiler can prove in bounds.
#[inline(always)]
fn slot(i: usize) -> usize {
    i & (SLOTS - 1)
}

impl Solver {
    /// A search of the `n`×`n` board from the empty board.
    ///
    /// # Panics
    /// If `n` is outside `1..=32`; [`Solver::from_position`] reports that as an error instead.
    pub fn new(n: usize) -> Self {
        Self::from_position(n, &[]).expect("board size within 1..=32")
    }

    /// A search that resumes just after the last of `placed` (the column of the queen on each
    /// row from row 0) was placed: the next event is the solution if the board is full, the
    /// dead end if the next row has no free square, otherwise the next placement or backtrack.
    /// Rows already placed keep as candidates only the columns after their queen, exactly as
    /// if the search had arrived here from the empty board.
    pub fn from_position(n: usize, placed: &[u8]) -> Result<Self, PositionError> {
        if !(1..=MAX_N).contains(&n) {
            return Err(PositionError::Size(n));
        }
        if placed.len() > n {
            return Err(PositionError::TooMany);
        }
        let full = full_mask(n);
        let mut solver = Solver {
            n,
            full,
            depth: 0,
            next: Next::Expand,
            queens: [0; SLOTS + 1],
            cols: [0; SLOTS + 1],
            ld: [0; SLOTS + 1],
            rd: [0; SLOTS + 1],
            cand: [0; SLOTS + 1],
            counters: Counters::default(),
            lift_base: 0,
        };
        solver.cand[0] = full;
        for (row, &col) in placed.iter().enumerate() {
            if usize::from(col) >= n {
                return Err(PositionError::OffBoard { row });
            }
            let bit = 1u32 << col;
            let free = solver.free(row);
            if free & bit == 0 {
                return Err(PositionError::Attacked { row });
            }
            // Candidates left after this queen: the free columns above it.
            solver.cand[row] = free & !(bit | (bit - 1));
            solver.next = solver.push(row, col, bit);
        }
        // Nothing lifted yet, whatever stands on the board.
        solver.lift_base = solver.depth as u64;
        Ok(solver)
    }

    /// Replaces the running totals, e.g. when resuming from a checkpoint.
    pub fn with_counters(mut self, counters: Counters) -> Self {
        self.counters = counters;
        self.lift_base = (counters.removals + self.depth as u64).wrapping_sub(counters.placements);
        self
    }

    /// Puts a queen at (`row`, `col`) and computes the masks and candidates of the next row.
    /// Returns what follows: the solution, a dead end, or more search.
    #[inline(always)]
    fn push(&mut self, row: usize, col: u8, bit: u32) -> Next {
        let row = slot(row);
        let next = row + 1;
        let cols = self.cols[row] | bit;
        // Bits shifted past the board stay in `ld` (as in the classic counter, `free` masks
        // them off); `ld()` shows the board's part.
        let ld = (self.ld[row] | bit) << 1;
        let rd = (self.rd[row] | bit) >> 1;
        self.queens[row] = col;
        self.cols[next] = cols;
        self.ld[next] = ld;
        self.rd[next] = rd;
        self.depth = next;
        if next == self.n {
            self.cand[next] = 0;
            return Next::Solution;
        }
        let free = self.full & !(cols | ld | rd);
        self.cand[next] = free;
        if free == 0 {
            Next::DeadEnd
        } else {
            Next::Expand
        }
    }

    /// Advances the search by exactly one event; `None` once the search is over.
    #[inline]
    pub fn step(&mut self) -> Option<Event> {
        let row = slot(self.depth);
        // Placements and lifts are most events: they take the first branch.
        if self.next != Next::Expand {
            return self.report(row);
        }
        let cand = self.cand[row];
        if cand != 0 {
            let bit = cand & cand.wrapping_neg();
            self.cand[row] = cand ^ bit;
            let col = low_col(bit);
            self.next = self.push(row, col, bit);
            self.counters.placements += 1;
            Some(Event::Place {
                row: u8_of(row),
                col,
            })
        } else if row == 0 {
            self.next = Next::Done;
            None
        } else {
            // Lifts are not counted here: they are the placements no longer on the board.
            let up = row - 1;
            self.depth = up;
            Some(Event::Remove {
                row: u8_of(up),
                col: self.queens[up],
            })
        }
    }

    /// Runs up to `count` events, exactly the ones [`Solver::step`] would produce, telling
    /// `observer` of each placement, dead end and solution as it happens; returns how many
    /// ran. It stops early at the end of the search, or right after an event the observer
    /// asks to stop at.
    ///
    /// The animation's top speed goes through here rather than through `step`: one loop with
    /// the observer's books inline in its branches, and the search's live values held in
    /// locals, costs a fraction of an `Event` made and matched again for every step.
    #[inline]
    pub fn run_observed<O: Observer>(&mut self, count: u64, observer: &mut O) -> u64 {
        let (n, full) = (self.n, self.full);
        let base = self.counters().events();
        let mut depth = self.depth;
        let mut next = self.next;
        let mut c = self.counters;
        let mut ran = 0;
        // A report left pending by the last batch (or by `step`): the loop below makes each
        // report right after its placement.
        if count > 0 {
            match next {
                Next::Expand => {}
                Next::Done => return 0,
                Next::DeadEnd => {
                    next = Next::Expand;
                    c.dead_ends += 1;
                    ran += 1;
                    observer.dead_end(slot(depth), base + ran);
                }
                Next::Solution => {
                    next = Next::Expand;
                    c.solutions += 1;
                    ran += 1;
                    if observer.solution(&self.queens[..n], base + ran) {
                        self.counters = c;
                        self.next = next;
                        return ran;
                    }
                }
            }
        }
        while ran < count {
            let row = slot(depth);
            let cand = self.cand[row];
            if cand == 0 {
                if row == 0 {
                    next = Next::Done;
                    break;
                }
                // A lift: nothing to book (the lifts are the placements no longer on the
                // board).
                depth = row - 1;
                ran += 1;
                continue;
            }
            let bit = cand & cand.wrapping_neg();
            self.cand[row] = cand ^ bit;
            let col = low_col(bit);
            let below = row + 1;
            let cols = self.cols[row] | bit;
            let ld = (self.ld[row] | bit) << 1;
            let rd = (self.rd[row] | bit) >> 1;
            self.queens[row] = col;
            self.cols[below] = cols;
            self.ld[below] = ld;
            self.rd[below] = rd;
            depth = below;
            let free = if below == n {
                0
            } else {
                full & !(cols | ld | rd)
            };
            self.cand[below] = free;
            c.placements += 1;
            ran += 1;
            let stop = observer.placed(row, col, c.placements, base + ran);
            if free != 0 {
                if stop {
                    break;
                }
                continue;
            }
            // The placement's report: a solution, or a dead end on the row below. It is an
            // event of its own, left pending when the batch ends first.
            let solution = below == n;
            if stop || ran == count {
                next = if solution {
                    Next::Solution
                } else {
                    Next::DeadEnd
                };
                break;
            }
            ran += 1;
            if solution {
                c.solutions += 1;
                if observer.solution(&self.queens[..n], base + ran) {
                    break;
                }
            } else {
                c.dead_ends += 1;
                observer.dead_end(below, base + ran);
            }
        }
        self.depth = depth;
        self.next = next;
        self.counters = c;
        ran
    }

    /// The events that report rather than move: a dead end, a solution, or the end.
    #[inline]
    fn report(&mut self, row: usize) -> Option<Event> {
        match self.next {
            Next::DeadEnd => {
                self.next = Next::Expand;
                self.counters.dead_ends += 1;
                Some(Event::DeadEnd { row: u8_of(row) })
            }
            Next::Solution => {
                self.next = Next::Expand;
                self.counters.solutions += 1;
                Some(Event::Solution {
                    index: self.counters.solutions,
                })
            }
            Next::Done | Next::Expand => None,
        }
    }

    /// The event that brought the search to where it is, derived from the position alone
    /// (no history is kept): `None` at the very start.
    ///
    /// The search is deterministic, so the position tells what happened last: a full board
    /// was just reported or just filled; a row with no free square was just flagged or just
    /// reached; a row whose candidates are all untried was just entered by a placement; a row
    /// with some tried was just returned to by lifting its most recent try.
    pub fn last_event(&self) -> Option<Event> {
        let d = self.depth;
        let placed = |row: usize| Event::Place {
            row: u8_of(row),
            col: self.queens[slot(row)],
        };
        match self.next {
            Next::Solution | Next::DeadEnd => Some(placed(d - 1)),
            Next::Done | Next::Expand if d == self.n => Some(Event::Solution {
                index: self.counters.solutions,
            }),
            Next::Done | Next::Expand => {
                let free = self.free(d);
                if free == 0 {
                    Some(Event::DeadEnd { row: u8_of(d) })
                } else if self.cand[slot(d)] == free {
                    (d > 0).then(|| placed(d - 1))
                } else {
                    // Candidates are tried from the lowest column up: the highest tried one
                    // was lifted last.
                    let tried = free & !self.cand[slot(d)];
                    let col = high_col(tried);
                    Some(Event::Remove { row: u8_of(d), col })
                }
            }
        }
    }

    /// Undoes the last event and returns it; `None` at the very start. Stepping forward again
    /// replays exactly the same events, and the counters go back with the board.
    pub fn step_back(&mut self) -> Option<Event> {
        let event = self.last_event()?;
        match event {
            Event::Place { row, col } => {
                let row = usize::from(row);
                self.cand[slot(row)] |= 1 << col;
                self.depth = row;
                self.next = Next::Expand;
                self.counters.placements -= 1;
            }
            Event::DeadEnd { .. } => {
                self.next = Next::DeadEnd;
                self.counters.dead_ends -= 1;
            }
            Event::Solution { .. } => {
                self.next = Next::Solution;
                self.counters.solutions -= 1;
            }
            Event::Remove { row, col } => {
                // Back to the row below, with its candidates used up, as it was.
                self.push(usize::from(row), col, 1 << col);
                self.cand[slot(self.depth)] = 0;
                self.next = Next::Expand;
            }
            // The position only ever yields the bitmask search's own events.
            _ => unreachable!("not a bitmask event"),
        }
        Some(event)
    }

    /// The event the next [`Solver::step`] will produce (`None`: the search is over).
    pub fn upcoming(&self) -> Option<Event> {
        let d = self.depth;
        match self.next {
            Next::Done => None,
            Next::DeadEnd => Some(Event::DeadEnd { row: u8_of(d) }),
            Next::Solution => Some(Event::Solution {
                index: self.counters.solutions + 1,
            }),
            Next::Expand => {
                let cand = self.cand[slot(d)];
                if cand != 0 {
                    Some(Event::Place {
                        row: u8_of(d),
                        col: low_col(cand),
                    })
                } else if d == 0 {
                    None
                } else {
                    Some(Event::Remove {
                        row: u8_of(d - 1),
                        col: self.queens[slot(d - 1)],
                    })
                }
            }
        }
    }

    /// Steps until the next solution (returning its event) or the end of the search.
    pub fn next_solution(&mut self) -> Option<Event> {
        while let Some(event) = self.step() {
            if matches!(event, Event::Solution { .. }) {
                return Some(event);
            }
        }
        None
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The mask of the board's columns (the `n` low bits).
    pub fn full(&self) -> u32 {
        self.full
    }

    /// Queens placed, which is also the row being searched (equal to `n` on a full board).
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The column of the queen on each row, from row 0, for the rows placed so far.
    pub fn queens(&self) -> &[u8] {
        &self.queens[..self.depth]
    }

    /// Columns attacked vertically on `row` (valid for `row <= depth`).
    pub fn cols(&self, row: usize) -> u32 {
        self.cols[row]
    }

    /// Columns attacked on `row` along the `\` diagonals (the mask that shifts left, `<< 1`,
    /// one column to the right, per row).
    pub fn ld(&self, row: usize) -> u32 {
        self.ld[row] & self.full
    }

    /// Columns attacked on `row` along the `/` diagonals (the mask that shifts right, `>> 1`,
    /// one column to the left, per row).
    pub fn rd(&self, row: usize) -> u32 {
        self.rd[row]
    }

    /// Free columns on `row`: `full & !(cols | ld | rd)`.
    pub fn free(&self, row: usize) -> u32 {
        self.full & !(self.cols[row] | self.ld[row] | self.rd[row])
    }

    /// Candidates of `row` not tried yet. For the current row, the lowest one is next.
    pub fn candidates(&self, row: usize) -> u32 {
        self.cand[row]
    }

    /// Queens placed so far (the running total, cheaper than all of [`Solver::counters`]).
    #[inline]
    pub fn placements(&self) -> u64 {
        self.counters.placements
    }

    /// Running totals.
    pub fn counters(&self) -> Counters {
        // Every queen placed and not on the board has been lifted.
        Counters {
            removals: (self.counters.placements + self.lift_base).wrapping_sub(self.depth as u64),
            ..self.counters
        }
    }

    /// True once the search has ended (every `place` has its `remove`).
    pub fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    /// True when the last event was a dead end or placing a queen that leaves its next row
    /// without a free square: the current row is a dead end.
    pub fn at_dead_end(&self) -> bool {
        self.depth < self.n && self.depth > 0 && self.free(self.depth) == 0
    }

    /// How far the search has got through the tree, from 0 to 1: the finished share of each
    /// row's free columns, nested (row 0's share counts most).
    pub fn progress(&self) -> f64 {
        if self.is_done() {
            return 1.0;
        }
        let mut done = 0.0;
        let mut scale = 1.0;
        for row in 0..=self.depth.min(self.n - 1) {
            let free = self.free(row).count_ones();
            if free == 0 {
                break;
            }
            let left = self.cand[row].count_ones();
            if row < self.depth {
                // The queen's own subtree is under way: not finished yet.
                done += scale * f64::from(free - left - 1) / f64::from(free);
                scale /= f64::from(free);
            } else {
                done += scale * f64::from(free - left) / f64::from(free);
            }
        }
        done
    }
}

/// Two solvers are equal when they are at the same point of the same search: the arrays past
/// the current depth hold leftovers that no step reads before writing them.
impl PartialEq for Solver {
    fn eq(&self, other: &Self) -> bool {
        let live = self.depth + 1;
        self.n == other.n
            && self.depth == other.depth
            && self.next == other.next
            && self.counters() == other.counters()
            && self.queens[..self.depth] == other.queens[..other.depth]
            && self.cols[..live] == other.cols[..live]
            && self.ld[..live] == other.ld[..live]
            && self.rd[..live] == other.rd[..live]
            && self.cand[..live] == other.cand[..live]
    }
}

impl Eq for Solver {}

impl Iterator for Solver {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.step()
    }
}
