//! What the events of `dancing-links` mean, from each event and the search after it: the
//! narration of Algorithm X (its view tells it in words).

use crate::app::narration::Narrate;
use crate::app::note::Square;
use crate::solver::order::Order;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event};
use crate::strategies::dancing_links::events::{Event as DlxEvent, Primary};

/// A primary column of the matrix as the story names it: the rank or the file of a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// The rank of the square.
    Rank(Square),
    /// The file of the square.
    File(Square),
}

impl Column {
    /// The column `col` of the `n` board.
    pub fn of(n: usize, col: Primary) -> Column {
        match col {
            Primary::Row(r) => Column::Rank(Square::new(n, usize::from(r), 0)),
            Primary::Col(c) => Column::File(Square::new(n, 0, usize::from(c))),
        }
    }
}

/// One event of `dancing-links`, with what the search after it says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DlxStory {
    /// A column chosen to cover next, with its squares left (none: a dead end).
    Chose {
        /// The column.
        col: Column,
        /// Its squares (rows) left.
        size: usize,
        /// How it was chosen.
        order: Order,
    },
    /// The chosen column covered: its squares leave every other column.
    Covered {
        /// The column.
        col: Column,
        /// Its squares.
        size: usize,
        /// Links undone.
        links: u64,
    },
    /// A square of the chosen column taken: a queen, its other three columns covered.
    Took {
        /// The square.
        square: Square,
        /// Links undone.
        links: u64,
        /// Squares of the chosen column still to try after it.
        left: usize,
    },
    /// A square given back: its columns uncovered, its links back in.
    GaveBack {
        /// The square.
        square: Square,
        /// Links redone.
        links: u64,
        /// Squares of its column still to try.
        left: usize,
    },
    /// Every square of the column tried: the column uncovered, the search backs up.
    Uncovered {
        /// The column.
        col: Column,
    },
    /// Every rank and file covered once: a solution.
    Solved {
        /// Its number, from 1.
        index: u64,
        /// The file of each rank's queen, top rank first.
        files: Vec<u8>,
    },
}

/// `dancing-links`' narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = DlxStory;

    fn describe(event: Event, search: &AnySearch) -> Option<DlxStory> {
        describe(event, search)
    }
}

/// The story of `event` if `search` is dancing links; `None` otherwise.
fn describe(event: Event, search: &AnySearch) -> Option<DlxStory> {
    let AnySearch::DancingLinks(dl) = search else {
        return None;
    };
    let n = search.n();
    let square = |row: u8, col: u8| Square::new(n, usize::from(row), usize::from(col));
    Some(match event {
        Event::DancingLinks(DlxEvent::Choose { col, size }) => DlxStory::Chose {
            col: Column::of(n, col),
            size: usize::from(size),
            order: dl.order(),
        },
        Event::DancingLinks(DlxEvent::Cover { col }) => DlxStory::Covered {
            col: Column::of(n, col),
            size: dl.column().map_or(0, |(_, size)| size),
            links: dl.last_updates(),
        },
        Event::DancingLinks(DlxEvent::Uncover { col }) => DlxStory::Uncovered {
            col: Column::of(n, col),
        },
        Event::Place { row, col } => DlxStory::Took {
            square: square(row, col),
            links: dl.last_updates(),
            left: dl.left_at(dl.depth().saturating_sub(1)),
        },
        Event::Remove { row, col } => DlxStory::GaveBack {
            square: square(row, col),
            links: dl.last_updates(),
            left: dl.untried().count(),
        },
        Event::Solution { index } => DlxStory::Solved {
            index,
            files: search.columns().0[..n].to_vec(),
        },
        _ => return None,
    })
}
