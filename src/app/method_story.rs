//! What the events of `breadth-first` and `las-vegas` mean, from each event and the search
//! after it: the narration of the two methods (`src/ui` tells them in words).

use super::note::Square;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event};

/// One event of `breadth-first` or `las-vegas`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MethodStory {
    /// Breadth-first extended the frontier board by a queen and tested it.
    Extended {
        /// The tested queen's square.
        square: Square,
        /// Whether it is safe, and joins the next frontier.
        kept: bool,
        /// Boards kept for the next frontier so far.
        kept_so_far: u64,
    },
    /// Breadth-first put a queen of the next frontier board on the board.
    Reloaded {
        /// Where.
        square: Square,
        /// Which frontier board (from 1).
        board: u64,
        /// Boards in the frontier.
        of: u64,
    },
    /// Breadth-first completed a rank's frontier.
    Level {
        /// The rank (its first square).
        rank: Square,
        /// The boards in it.
        size: u64,
        /// The bytes the frontiers hold now.
        bytes: u64,
    },
    /// Las Vegas began a try.
    Try {
        /// Which (from 1).
        attempt: u64,
        /// Ranks it places at random.
        random: usize,
    },
    /// Las Vegas put a queen on a random free file.
    Random {
        /// Where.
        square: Square,
        /// Free files it chose among.
        free: u32,
    },
    /// Las Vegas's backtracking placed a queen on the first free square of its rank.
    Backtracked(Square),
    /// A random rank of Las Vegas has no free file: the try fails.
    NoFreeFile {
        /// The rank (its first square).
        rank: Square,
        /// The try that fails.
        attempt: u64,
    },
    /// Las Vegas found its solution.
    Succeeded {
        /// Tries it took.
        tries: u64,
        /// Queens it placed in all.
        nodes: u64,
    },
    /// An event of `genetic`.
    Genetic(crate::strategies::genetic::story::GeneticStory),
}

/// The story of `event` if `search` is one of the two methods and the event is one of theirs
/// to tell; `None` for events told as the other strategies' are.
pub fn describe(event: Event, search: &AnySearch) -> Option<MethodStory> {
    let n = search.n();
    let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
    match (search, event) {
        (AnySearch::BreadthFirst(b), Event::Place { row, col }) if usize::from(row) == b.rank() => {
            Some(MethodStory::Extended {
                square: square(row, col),
                kept: !b.refused(),
                kept_so_far: b.survivors(),
            })
        }
        (AnySearch::BreadthFirst(b), Event::Place { row, col }) => Some(MethodStory::Reloaded {
            square: square(row, col),
            board: b.parent() + 1,
            of: b.frontier_boards(),
        }),
        (AnySearch::BreadthFirst(b), Event::Level { row, size }) => Some(MethodStory::Level {
            rank: square(row, 0),
            size,
            bytes: b.bytes_held() as u64,
        }),
        (AnySearch::LasVegas(lv), Event::Start { attempt }) => Some(MethodStory::Try {
            attempt: u64::from(attempt),
            random: lv.random_ranks(),
        }),
        (AnySearch::LasVegas(lv), Event::Place { row, col })
            if usize::from(row) < lv.random_ranks() =>
        {
            Some(MethodStory::Random {
                square: square(row, col),
                free: lv.free_at_last_random(),
            })
        }
        (AnySearch::LasVegas(_), Event::Place { row, col }) => {
            Some(MethodStory::Backtracked(square(row, col)))
        }
        (AnySearch::LasVegas(lv), Event::DeadEnd { row })
            if usize::from(row) < lv.random_ranks() =>
        {
            Some(MethodStory::NoFreeFile {
                rank: square(row, 0),
                attempt: u64::from(lv.tries().started),
            })
        }
        (AnySearch::LasVegas(lv), Event::Solution { .. }) => Some(MethodStory::Succeeded {
            tries: u64::from(lv.tries().started),
            nodes: lv.work().nodes,
        }),
        (search, event) => {
            crate::strategies::genetic::story::of(search, event).map(MethodStory::Genetic)
        }
    }
}
