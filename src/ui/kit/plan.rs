//! The plan of a screen as the panels read it: how the board is drawn ([`Drawing`], a
//! square's [`SquareSize`]), the panels ([`Part`]) and where each goes ([`Plan`]), and the
//! board panel's size for a drawing. The layout (`crate::ui::layout`) makes the plan; the
//! panels only read it.

use ratatui::layout::Rect;

use super::cells;
use super::squares::{LABEL_WIDTH, SquareSize};

/// How the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawing {
    /// Each square a block of terminal cells with its glyph in the middle.
    Squares(SquareSize),
    /// Two ranks a line in half blocks, one column a square: colours only.
    Compact,
    /// Braille, two files and four ranks a character, a dot a queen: the queens and whether
    /// they are attacked, nothing of the other squares. Only for `min-conflicts`, whose board
    /// is nothing but its queens (see [`Demands::dense`]).
    Dense,
}

impl Drawing {
    /// Every drawing, the largest first.
    pub const LARGEST_FIRST: [Drawing; 7] = [
        Drawing::squares(5, 3),
        Drawing::squares(4, 2),
        Drawing::squares(3, 1),
        Drawing::squares(2, 1),
        Drawing::squares(1, 1),
        Drawing::Compact,
        Drawing::Dense,
    ];

    pub(in crate::ui) const fn squares(width: u16, height: u16) -> Drawing {
        Drawing::Squares(SquareSize { width, height })
    }

    /// Columns a square takes (a dense drawing's squares share theirs: 1 here too).
    pub fn columns(self) -> u16 {
        match self {
            Drawing::Squares(size) => size.width,
            Drawing::Compact | Drawing::Dense => 1,
        }
    }

    /// Columns the `n` files take.
    pub fn width(self, n: usize) -> u16 {
        match self {
            Drawing::Squares(size) => cells(n) * size.width,
            Drawing::Compact => cells(n),
            Drawing::Dense => cells(n.div_ceil(2)),
        }
    }

    /// Lines the `n` ranks take.
    pub fn lines(self, n: usize) -> u16 {
        match self {
            Drawing::Squares(size) => cells(n) * size.height,
            Drawing::Compact => cells(n.div_ceil(2)),
            Drawing::Dense => cells(n.div_ceil(4)),
        }
    }
}

/// A panel of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// The board.
    Board,
    /// The counters (the `Search` panel); in play, the play panel.
    Counters,
    /// The solutions found.
    Solutions,
    /// The last events in words.
    Narration,
    /// The bit masks under the board.
    Masks,
    /// The search stack.
    Stack,
    /// What the board's marks mean.
    Legend,
    /// What the masks mean.
    Explanation,
    /// The diagonals' indices on the board's edge (`arrays`): a line above the ranks, a line
    /// under the file letters, two columns right of the files (see [`crate::ui::edge`]).
    Edge,
}

impl Part {
    /// Every panel, the most important first.
    pub const BY_IMPORTANCE: [Part; 8] = [
        Part::Board,
        Part::Counters,
        Part::Solutions,
        Part::Narration,
        Part::Masks,
        Part::Stack,
        Part::Legend,
        Part::Explanation,
    ];

    /// Every panel: the usual order of importance, then the edge (wanted by one strategy).
    pub const ALL: [Part; 9] = [
        Part::Board,
        Part::Counters,
        Part::Solutions,
        Part::Narration,
        Part::Masks,
        Part::Stack,
        Part::Legend,
        Part::Explanation,
        Part::Edge,
    ];

    pub(in crate::ui) fn index(self) -> usize {
        self as usize
    }
}

/// The screen laid out: the board's drawing and where each panel shown goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// How the board is drawn.
    pub drawing: Drawing,
    pub(in crate::ui) rects: [Option<Rect>; 9],
    /// The hint bar (or the `#` or `:` prompt), the bottom line.
    pub footer: Rect,
}

impl Plan {
    /// Where `part` goes, if it is shown. The masks and the edge lie inside the board panel
    /// (the edge: the squares, their labels and the indices around them).
    pub fn rect(&self, part: Part) -> Option<Rect> {
        self.rects[part.index()]
    }

    /// The board panel, border included.
    pub fn board(&self) -> Rect {
        self.rects[Part::Board.index()].unwrap_or_default()
    }

    /// The panels shown, in the usual order of importance ([`Part::ALL`]).
    pub fn shown(&self) -> Vec<Part> {
        Part::ALL
            .into_iter()
            .filter(|&p| self.rect(p).is_some())
            .collect()
    }

    /// The `#` prompt goes in the bottom line: the solutions panel is not on screen.
    pub fn prompt_in_footer(&self) -> bool {
        self.rect(Part::Solutions).is_none()
    }

    /// A plan made elsewhere (the projector board's, [`crate::ui::present`]): the board drawn
    /// as `drawing`, each of `parts` where it says, the hint bar in `footer`.
    pub fn of_parts(drawing: Drawing, parts: &[(Part, Rect)], footer: Rect) -> Plan {
        let mut rects = [None; 9];
        for &(part, rect) in parts {
            rects[part.index()] = Some(rect);
        }
        Plan {
            drawing,
            rects,
            footer,
        }
    }
}

/// The terminal cannot show even the board; it needs at least this size (for the board alone,
/// drawn compact).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooSmall {
    /// Columns needed.
    pub width: u16,
    /// Lines needed.
    pub height: u16,
}

/// The narrowest the stack panel may be: a row without its bit string, with a node count of
/// up to 15 characters (999,999,999,999) whole. A strategy's own panel in the stack's place
/// is at least as wide (`crate::ui::strategy::View::stack_width`).
pub const STACK_MIN_WIDTH: u16 = 30;

/// Lines the masks panel needs under the board, and the arrays panel in its place.
pub const MASKS_HEIGHT: u16 = 4;

/// The narrowest the board panel may be (its titles).
pub const BOARD_MIN_WIDTH: u16 = 22;

/// Width of the board panel, border and labels included, and the edge's indices if `edge`.
pub fn board_width(n: usize, drawing: Drawing, edge: bool) -> u16 {
    // A blank column after the last square, so nothing touches the border.
    let indices = if edge { edge_columns(n) } else { 0 };
    (2 + LABEL_WIDTH + drawing.width(n) + 1 + indices).max(BOARD_MIN_WIDTH)
}

/// Height of the board panel: border, ranks, file letters, the masks' `masks` lines under
/// them (0 without the masks) and, if `edge`, the edge's lines.
pub fn board_height(n: usize, drawing: Drawing, masks: u16, edge: bool) -> u16 {
    2 + drawing.lines(n) + 1 + masks + if edge { EDGE_LINES } else { 0 }
}

/// Lines the edge's indices add to the board: one above the ranks, one under the letters.
pub const EDGE_LINES: u16 = 2;

/// Digits of the largest index on the `n` board's edge (`anti_diag`'s 2n − 1).
pub fn index_digits(n: usize) -> u16 {
    cells((2 * n).saturating_sub(1).max(1).to_string().len())
}

/// Columns the edge's indices add right of the `n` board: two indices a rank (`diag`,
/// `anti_diag`) with a space between, and a blank column before the border.
pub fn edge_columns(n: usize) -> u16 {
    2 * index_digits(n) + 2
}

/// The edge's indices can be drawn with the board drawn so: squares wide enough for an
/// index and a space between two (three columns from n = 6, where indices reach 11).
pub fn edge_fits(drawing: Drawing, n: usize) -> bool {
    matches!(drawing, Drawing::Squares(size) if size.width > index_digits(n))
}
