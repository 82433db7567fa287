//! Narration: what the last events did, as meanings, from each event and the position after
//! it; `src/ui` tells them in words.

use std::collections::VecDeque;

use super::note::Square;
pub use crate::solver::attack::attackers;
use crate::solver::low_col;
use crate::solver::notation::LETTERED_UP_TO;
use crate::solver::probe::{self, Array, Probe, Walk};
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event, Solver};
use crate::vocabulary::Strategy;

/// How many lines of narration are kept (the panel shows as many as fit).
pub const KEEP: usize = 8;

/// What comes after a queen is lifted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// The scan tests the next file.
    Test(Square),
    /// The bitmask tries the next free square.
    Try(Square),
    /// No free square is left on the rank.
    NoneLeft(Square),
}

/// One event of a search, with what the position after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Story {
    /// A backtracking search placed a queen on a free square.
    Placed(Square),
    /// A backtracking search lifted a queen.
    Lifted {
        /// Where it stood.
        from: Square,
        /// What comes next on its rank.
        next: Next,
    },
    /// A rank with no free square: the queens attacking it.
    DeadEnd {
        /// The rank's first square (its rank names it).
        rank: Square,
        /// The queens whose lines cover it.
        by: Vec<Square>,
    },
    /// A solution of a backtracking search: its number and files.
    Solution {
        /// Its number, from 1.
        index: u64,
        /// The file of each rank's queen, top rank first.
        files: Vec<u8>,
    },
    /// The scan tests a square.
    Test(Square),
    /// The scan finds the square attacked.
    Attacked {
        /// The square.
        square: Square,
        /// The queen attacking it.
        by: Square,
    },
    /// `arrays` tests a square: the entries its test reads (up to all three), in order.
    Lookup {
        /// The square.
        square: Square,
        /// The arrays read and their indices, `col` first; the last is the taken one if any.
        reads: Vec<(Array, usize)>,
    },
    /// `arrays` finds an entry taken.
    Taken {
        /// The square.
        square: Square,
        /// The array.
        array: Array,
        /// Its index.
        index: usize,
        /// The queen that set it.
        by: Square,
    },
    /// `matrix` tests a square: walks up from it.
    WalkUp(Square),
    /// `matrix`'s walk met a queen.
    WalkMet {
        /// The square tested.
        square: Square,
        /// The direction the queen was met in.
        dir: Walk,
        /// The cells of that direction's walk, the queen's last.
        cells: Vec<Square>,
    },
    /// A strategy that places queens on whole boards placed one (`permutations`: on a file
    /// no rank above took).
    Put {
        /// Where.
        square: Square,
        /// By `permutations`.
        permutations: bool,
    },
    /// A complete-board strategy lifted a queen.
    Took(Square),
    /// A whole board fails: one queen attacked by another.
    BoardFails {
        /// Boards tried so far.
        boards: u64,
        /// Boards there are, if counted.
        of_all: Option<u64>,
        /// The queen attacked.
        queen: Square,
        /// The one attacking it.
        by: Square,
    },
    /// A whole board passes: a solution.
    BoardPasses {
        /// Boards tried so far.
        boards: u64,
        /// Boards there are, if counted.
        of_all: Option<u64>,
        /// Its number, from 1.
        index: u64,
        /// Its files.
        files: Vec<u8>,
    },
    /// Min-conflicts found a solution (its files, unless the board is past the lettered
    /// files: then the board shows it).
    Repaired(Option<Vec<u8>>),
    /// Min-conflicts dealt a random board (`attempt` from 1).
    Dealt {
        /// Which board.
        attempt: u64,
        /// Its attacking pairs.
        pairs: u64,
    },
    /// An event a strategy tells in its own terms (its folder's story).
    Own(Own),
    /// Any other event, told plainly.
    Plain {
        /// The event.
        event: Event,
        /// The board size.
        n: usize,
    },
}

/// One line of the narration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    /// An event.
    Event(Story),
    /// Events that went by untold.
    Skipped(u64),
    /// Arrived at the event run to.
    Arrived(u64),
    /// The search is done, with its solutions.
    Done(u64),
    /// A jump back, from one event to an earlier one.
    JumpedBack {
        /// The event it left.
        from: u64,
        /// The event it went to.
        to: u64,
    },
    /// A step back over an event.
    BackOver {
        /// The event undone.
        event: Event,
        /// The board size.
        n: usize,
    },
}

/// `event`, which has just happened; `solver` is the position after it, and `probe` says a
/// square-by-square strategy made it, and which (its next try after a lift is the next file,
/// not the bitmask's next free square; its tests are told in its own terms).
pub fn describe(event: Event, solver: &Solver, probe: Option<Probe>) -> Story {
    let by_scan = probe.is_some();
    let n = solver.n();
    let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
    match event {
        Event::Place { row, col } => Story::Placed(square(row, col)),
        Event::Remove { row, col } => {
            let left = solver.candidates(usize::from(row));
            let next_file = usize::from(col) + 1;
            let next = if by_scan && next_file < n {
                Next::Test(Square::new(n, usize::from(row), next_file))
            } else if left == 0 {
                Next::NoneLeft(square(row, col))
            } else {
                Next::Try(square(row, low_col(left)))
            };
            Story::Lifted {
                from: square(row, col),
                next,
            }
        }
        Event::DeadEnd { row } => {
            let row = usize::from(row);
            let queens = solver.queens();
            let mut by: Vec<usize> = (0..n).flat_map(|col| attackers(queens, row, col)).collect();
            by.sort_unstable();
            by.dedup();
            Story::DeadEnd {
                rank: Square::new(n, row, 0),
                by: by
                    .iter()
                    .map(|&r| Square::new(n, r, usize::from(queens[r])))
                    .collect(),
            }
        }
        Event::Solution { index } => Story::Solution {
            index,
            files: solver.queens().to_vec(),
        },
        Event::Try { .. } | Event::Reject { .. } => describe_test(event, solver, probe),
        // The other strategies' events, told plainly until the animation shows them.
        _ => Story::Plain { event, n },
    }
}

/// A test of a square-by-square strategy (its `try` or its refusal), in the terms of its
/// probe: the entries `arrays` reads, the walk of `matrix`, the queen `scan` compares.
fn describe_test(event: Event, solver: &Solver, probe: Option<Probe>) -> Story {
    let n = solver.n();
    let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
    match event {
        Event::Try { row, col } => match probe {
            Some(Probe::Arrays) => {
                let (r, c) = (usize::from(row), usize::from(col));
                Story::Lookup {
                    square: square(row, col),
                    reads: probe::lookups(solver.queens(), n, r, c)
                        .into_iter()
                        .map(|(array, at, _)| (array, at))
                        .collect(),
                }
            }
            Some(Probe::Matrix) => Story::WalkUp(square(row, col)),
            _ => Story::Test(square(row, col)),
        },
        Event::Reject {
            row,
            col,
            by_row,
            by_col,
        } => {
            let (r, c) = (usize::from(row), usize::from(col));
            match probe {
                Some(Probe::Arrays) => match probe::lookups(solver.queens(), n, r, c).last() {
                    Some(&(array, index, Some(_))) => Story::Taken {
                        square: square(row, col),
                        array,
                        index,
                        by: square(by_row, by_col),
                    },
                    _ => Story::Plain { event, n },
                },
                Some(Probe::Matrix) => {
                    let (cells, _) = probe::walk(solver.queens(), n, r, c);
                    let dir = cells.last().map_or(Walk::Up, |&(dir, _, _)| dir);
                    Story::WalkMet {
                        square: square(row, col),
                        dir,
                        cells: cells
                            .into_iter()
                            .filter(|&(d, _, _)| d == dir)
                            .map(|(_, r, c)| Square::new(n, r, c))
                            .collect(),
                    }
                }
                _ => Story::Attacked {
                    square: square(row, col),
                    by: square(by_row, by_col),
                },
            }
        }
        _ => Story::Plain { event, n },
    }
}

/// `event` of a strategy other than the backtracking pair, which has just happened; `search`
/// is the position after it.
pub fn describe_other(event: Event, search: &AnySearch) -> Story {
    if let Some(own) = describe_own(event, search) {
        return Story::Own(own);
    }
    let n = search.n();
    let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
    let boards = search.work().boards;
    let of_all = search.boards_in_all();
    let pairs = || search.attacking_pairs().unwrap_or(0);
    let files = || {
        let (cols, placed) = search.columns();
        cols[..placed].to_vec()
    };
    match event {
        Event::Place { row, col } => Story::Put {
            square: square(row, col),
            permutations: search.strategy().about().permutes,
        },
        Event::Remove { row, col } => Story::Took(square(row, col)),
        Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        } => Story::BoardFails {
            boards,
            of_all,
            queen: square(row, col),
            by: square(by_row, by_col),
        },
        // Past the lettered files a list of numbers would fill lines: the board shows it.
        Event::Solution { .. } if search.strategy().about().local => {
            Story::Repaired((n <= LETTERED_UP_TO).then(files))
        }
        Event::Solution { index } => Story::BoardPasses {
            boards,
            of_all,
            index,
            files: files(),
        },
        Event::Start { attempt } => Story::Dealt {
            attempt: u64::from(attempt),
            pairs: pairs(),
        },
        _ => Story::Plain { event, n },
    }
}

/// A strategy's own narration: what its events mean in its own terms, read from the event
/// and the search after it. Each strategy's folder implements it in its `story.rs` (a
/// strategy whose events the shared stories tell says so with [`Untold`]), and the narration
/// asks the strategy on screen through it.
pub trait Narrate {
    /// What it says of its own events.
    type Own: Clone + PartialEq + Eq + std::fmt::Debug;

    /// The story of `event` in its own terms, `search` the position after it; `None` where
    /// the shared stories tell the event (or the search is another strategy's).
    fn describe(event: Event, search: &AnySearch) -> Option<Self::Own> {
        let _ = (event, search);
        None
    }
}

/// The own story of a strategy that has none: its events are told by the shared stories.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Untold {}

macro_rules! own {
    ($($id:ident => $folder:ident,)*) => {
        /// An event told in the terms of the strategy whose it is, by its folder's story.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Own {
            $(
                #[doc = concat!("An event of `", stringify!($folder), "`.")]
                $id(<crate::strategies::$folder::story::Narrator as Narrate>::Own),
            )*
        }

        /// The story of `event` in the terms of the strategy `search` is, if it tells it so.
        fn describe_own(event: Event, search: &AnySearch) -> Option<Own> {
            match search.strategy() {
                $(Strategy::$id => {
                    <crate::strategies::$folder::story::Narrator as Narrate>::describe(
                        event, search,
                    )
                    .map(Own::$id)
                })*
            }
        }
    };
}
crate::strategies::registry!(own);

/// The last few lines of narration, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Narration {
    lines: VecDeque<Told>,
}

impl Narration {
    /// Adds a line, dropping the oldest beyond [`KEEP`].
    pub fn push(&mut self, line: Told) {
        if self.lines.len() == KEEP {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
    }

    /// The lines, oldest first.
    pub fn lines(&self) -> impl DoubleEndedIterator<Item = &Told> + ExactSizeIterator {
        self.lines.iter()
    }
}
