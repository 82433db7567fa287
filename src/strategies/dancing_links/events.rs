//! `dancing-links`' own events: a primary column chosen, covered and uncovered. Trying a row
//! and taking it back are the shared `place` and `remove`.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::attack::Line as Along;
use crate::solver::notation::{file_name, rank_of};

/// A primary column of the exact-cover matrix: a board row (a rank) or a board column (a
/// file), each to be covered by exactly one queen. Numbered as `trace` numbers rows and
/// columns, from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Primary {
    /// Board row `r` (0: the top rank, searched first).
    Row(u8),
    /// Board column `c` (0: file a).
    Col(u8),
}

impl Primary {
    /// The column in the program's notation on the `n` board: `rank 5`, `file c`.
    pub fn text(self, n: usize) -> String {
        match self {
            Primary::Row(r) => format!("rank {}", rank_of(n, usize::from(r))),
            Primary::Col(c) => format!("file {}", file_name(n, usize::from(c))),
        }
    }
}

/// `row 3`, `col 5`: as `trace` numbers them.
impl fmt::Display for Primary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Primary::Row(r) => write!(f, "row {r}"),
            Primary::Col(c) => write!(f, "col {c}"),
        }
    }
}

/// An event of `dancing-links` no other strategy makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Event {
    /// The column the search covers next, with the rows (squares) left in it; 0 is a dead
    /// end: a rank or file no queen can take any more, and the search backs up.
    Choose {
        /// The column.
        col: Primary,
        /// Rows still linked in it.
        size: u8,
    },
    /// The chosen column is covered: unlinked from the header list, and every row of it
    /// unlinked from the other columns, so no other row can cover it again.
    Cover {
        /// The column.
        col: Primary,
    },
    /// Every row of the column has been tried: the column and its rows are linked back in,
    /// in the reverse order, and the search backs up.
    Uncover {
        /// The column.
        col: Primary,
    },
}

/// The `trace` lines: `choose row 3 2`, `cover row 3`, `uncover col 5`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Choose { col, size } => write!(f, "choose {col} {size}"),
            Event::Cover { col } => write!(f, "cover {col}"),
            Event::Uncover { col } => write!(f, "uncover {col}"),
        }
    }
}

impl OwnEvent for Event {
    fn text(&self, n: usize) -> String {
        match self {
            Event::Choose { col, size } => format!("choose {} ({size} left)", col.text(n)),
            Event::Cover { col } => format!("cover {}", col.text(n)),
            Event::Uncover { col } => format!("uncover {}", col.text(n)),
        }
    }

    /// An empty column is its dead end: the search backs up at once.
    fn backs_up(&self) -> bool {
        matches!(self, Event::Choose { size: 0, .. })
    }

    /// Choosing a column with squares, covering and uncovering it lead to the next queen
    /// or away from the last: the student is asked where the queen goes, or whether a
    /// column is empty.
    fn passed_over(&self) -> bool {
        !self.backs_up()
    }

    fn empty_line(&self) -> Option<(Along, usize)> {
        match *self {
            Event::Choose {
                col: Primary::Row(r),
                size: 0,
            } => Some((Along::Row, usize::from(r))),
            Event::Choose {
                col: Primary::Col(c),
                size: 0,
            } => Some((Along::Column, usize::from(c))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_writes_its_trace_line_and_its_notation() {
        let choose = Event::Choose {
            col: Primary::Row(3),
            size: 2,
        };
        assert_eq!(choose.to_string(), "choose row 3 2");
        assert_eq!(choose.text(8), "choose rank 5 (2 left)");
        let cover = Event::Cover {
            col: Primary::Col(2),
        };
        assert_eq!(cover.to_string(), "cover col 2");
        assert_eq!(cover.text(8), "cover file c");
        let uncover = Event::Uncover {
            col: Primary::Row(0),
        };
        assert_eq!(uncover.to_string(), "uncover row 0");
        assert_eq!(uncover.text(8), "uncover rank 8");
    }

    #[test]
    fn an_empty_column_is_the_one_event_it_backs_up_after_at_once() {
        let empty = Event::Choose {
            col: Primary::Col(2),
            size: 0,
        };
        assert!(empty.backs_up());
        assert!(crate::solver::Event::DancingLinks(empty).own_backs_up());
        for other in [
            Event::Choose {
                col: Primary::Col(2),
                size: 1,
            },
            Event::Cover {
                col: Primary::Col(2),
            },
            Event::Uncover {
                col: Primary::Col(2),
            },
        ] {
            assert!(!other.backs_up(), "{other}");
            assert!(other.passed_over() && other.empty_line().is_none(), "{other}");
        }
        assert!(!empty.passed_over());
        assert_eq!(empty.empty_line(), Some((Along::Column, 2)));
    }
}
