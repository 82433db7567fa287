//! The board of a search as a frame borrows it ([`Board`]), and what a search that fills
//! ranks from the top marks of its own ([`Level`]): the data the board panel marks and draws
//! its squares from, and that each strategy's view reads to mark a square its own way
//! through the strategy trait (`crate::ui::strategy`). How a square is marked and drawn is the
//! board panel's (`crate::ui::board`).

use super::squares::SquareSize;
use crate::app::heat::{Heat, HeatKind};
use crate::solver::probe::Probe;
use crate::solver::{AnySearch, Event, Solver};

/// What a search that fills ranks from the top marks of its own (see
/// [`Board::level_square`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Level {
    /// The queen just placed was refused (attacked), not kept.
    pub refused: bool,
    /// The ranks from the top filled at random.
    pub random_ranks: usize,
}

/// The board of a search, borrowed for one frame.
pub struct Board<'a> {
    /// The search drawn.
    pub solver: &'a Solver,
    /// The most recent event, marked on its square.
    pub last: Option<Event>,
    /// The size of a square on screen.
    pub cell: SquareSize,
    /// A square clicked to see what attacks it: it, its attackers and their lines are marked.
    pub inspect: Option<(usize, usize)>,
    /// With the scan strategy, how many columns of the current row it has tested (from column
    /// 0): only those are known to be attacked; the rest are not marked either way.
    pub scan_tested: Option<u8>,
    /// A found solution to draw instead of the search (its columns, row 0 first): queens
    /// only, none of the search's marks.
    pub solution: Option<&'a [u8]>,
    /// The search drawn when a strategy other than the backtracking pair searches (`solver`
    /// then stands unused at the start).
    pub other: Option<&'a AnySearch>,
    /// The heat map to shade the squares by (`:heat`), where no event's own mark is.
    pub heat: Option<(&'a Heat, HeatKind)>,
    /// How the square-by-square strategy searching tests a square (`matrix` draws its walk).
    pub probe: Option<Probe>,
    /// Hides the marks that would give the next move away (the next try, a dead end seen
    /// before it is reported) while predict mode is on: the next question's answer.
    pub veiled: bool,
}

impl<'a> Board<'a> {
    /// The live board of `search`, whichever strategy searches, with squares of one cell
    /// and none of the marks the user asks for (a looked-at square, a solution, the heat).
    pub fn of(search: &'a crate::app::Search) -> Self {
        Board {
            solver: search.solver(),
            last: search.last_event(),
            cell: SquareSize {
                width: 1,
                height: 1,
            },
            inspect: None,
            scan_tested: search.scan_tested(),
            solution: None,
            other: search.other(),
            heat: None,
            probe: search.probe(),
            veiled: false,
        }
    }
}
