//! The board's notation and its squares on screen, shared by every drawing of a board (the
//! board, the compact and dense boards, the masks, the edge, play, the race): the columns of
//! the rank labels, the file letters and numbers, and a glyph centred in a square.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};

use super::cells;
use super::theme::THEME;
use crate::solver::symmetry::Transform;
use crate::t;

/// The size of one board square on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareSize {
    /// Columns.
    pub width: u16,
    /// Lines.
    pub height: u16,
}

/// What one square shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Square {
    /// The scan strategy is testing this square.
    Testing,
    /// The scan strategy just refused this square.
    Refused,
    /// The queen just placed.
    JustPlaced,
    /// A queen.
    Queen,
    /// The queen just lifted.
    JustLifted,
    /// The rank found a dead end.
    DeadEnd,
    /// A square queued to be tried next (`best-first`'s children).
    NextCandidate,
    /// A square a queen above attacks.
    Attacked,
    /// A square nothing marks.
    Free,
    /// Not tested by the scan: nothing is known of it yet.
    Untested,
    /// `matrix`: a cell the walk of the test under way visits.
    Walked,
    /// `matrix`: the queen the walk of the test under way stops at.
    WalkStop,
    /// A complete board failed its test: this queen is the attacked one.
    HitQueen,
    /// `min-conflicts`: a queen other queens attack (how many is drawn beside it where
    /// there is room).
    Conflicted(u32),
    /// `min-conflicts`: the queen just moved, and how many attack it on its new square.
    JustMoved(u32),
    /// `min-conflicts`: the square the queen just moved from.
    MovedFrom,
    /// `las-vegas`: a queen put on a random free file.
    RandomQueen,
}

/// Columns left of the squares: rank numbers on the board, mask names in the masks panel.
pub const LABEL_WIDTH: u16 = 6;

pub use crate::solver::notation::{LETTERED_UP_TO, file_letter, rank_of};
use crate::solver::notation::{Notation, shown};

/// The file numbers of a board past [`LETTERED_UP_TO`] files (or too narrow for each file's
/// number in the articles' numbering), along `line` (from the first file's cell): file 1
/// (0 in the articles' numbering), then every tenth (11, 21, …) where it has room, each starting under
/// its own file, with `per_cell` files a cell of `width` columns (a dense drawing holds two
/// files a character).
pub fn file_numbers(n: usize, width: u16, per_cell: usize, line: Rect, buf: &mut Buffer) {
    let style = THEME.label.fg(Color::Gray);
    let mut free_from = line.x;
    for col in (0..n).step_by(10) {
        let x = line.x + cells(col / per_cell) * width;
        // Past the letters, chess counts files from 1; the articles count them from 0.
        let label = match shown() {
            Notation::Chess => col + 1,
            Notation::Numbers => col,
        }
        .to_string();
        let end = x + cells(label.len());
        if x >= free_from && end <= line.right() {
            buf.set_string(x, line.y, &label, style);
            // A space before the next number.
            free_from = end + 1;
        }
    }
}

/// The one character under file `col` where a file has one cell: its letter, or in the
/// articles' numbering its number's last digit (a ruler's: boards past 10 files read 8 9 0 1).
pub fn file_mark(col: usize) -> char {
    match shown() {
        Notation::Chess => file_letter(col),
        Notation::Numbers => char::from(b'0' + u8::try_from(col % 10).unwrap_or(0)),
    }
}

/// The x of column `c`'s cell, given the panel's left edge.
pub fn column_x(left: u16, cell: u16, c: usize) -> u16 {
    left + LABEL_WIDTH + cells(c) * cell
}

/// Writes `glyph` centred in a cell of `cell` columns at (`x`, `y`), with `style` on all of it.
pub fn put_cell(buf: &mut Buffer, x: u16, y: u16, cell: u16, glyph: char, style: Style) {
    put_square(
        buf,
        x,
        y,
        SquareSize {
            width: cell,
            height: 1,
        },
        glyph,
        style,
    );
}

/// Writes `glyph` centred in a square of `size` with its top left at (`x`, `y`), with `style`
/// on all of it.
pub fn put_square(buf: &mut Buffer, x: u16, y: u16, size: SquareSize, glyph: char, style: Style) {
    let (mid_x, mid_y) = ((size.width - 1) / 2, (size.height - 1) / 2);
    for dy in 0..size.height {
        for dx in 0..size.width {
            let ch = if (dx, dy) == (mid_x, mid_y) {
                glyph
            } else {
                ' '
            };
            buf[(x + dx, y + dy)].set_char(ch).set_style(style);
        }
    }
}

/// The mark beside the number of a rank `las-vegas` fills at random.
pub const RANDOM_RANK: &str = "~";

/// The name of a symmetry of the board, as the preview and play's verdict say it.
pub fn transform_name(transform: Transform) -> String {
    match transform {
        Transform::Identity => t!("panel-transform-identity"),
        Transform::Rotate90 => t!("panel-transform-rotate-90"),
        Transform::Rotate180 => t!("panel-transform-rotate-180"),
        Transform::Rotate270 => t!("panel-transform-rotate-270"),
        Transform::MirrorLeftRight => t!("panel-transform-mirror-left-right"),
        Transform::MirrorTopBottom => t!("panel-transform-mirror-top-bottom"),
        Transform::MirrorDiagonal => t!("panel-transform-mirror-diagonal"),
        Transform::MirrorAntiDiagonal => t!("panel-transform-mirror-anti-diagonal"),
    }
}
