//! The dense board, for `min-conflicts` boards too big even for the compact drawing: braille,
//! two files and four ranks a character, one dot a queen. A character's colour is that of
//! its most telling queen: just moved (the placed colour), else attacked (the lifted colour,
//! as on the full board), else a plain queen. The other squares are not drawn: on this board
//! they hold nothing the search reads (no square is attacked or tried as in a backtracking
//! search), and the title says the drawing is dense.
//!
//! Without colours only the dots are left; the stack panel still lists the attacked queens.
//! In ASCII (`--ascii`, `TERM=dumb`) a character holding a queen is `Q`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::Widget;

use super::{Board, Square};
use crate::solver::search::Search as _;
use crate::ui::kit::cells;
use crate::ui::kit::squares::{LABEL_WIDTH, file_numbers, rank_of};
use crate::ui::kit::theme::THEME;

/// Ranks a character holds.
const RANKS: usize = 4;
/// Files a character holds.
const FILES: usize = 2;

/// The braille dot of the square `dx` files right and `dy` ranks down of a character's
/// top left (Unicode's dot numbering: 1, 2, 3 and 7 down the left column, 4, 5, 6 and 8 down
/// the right one).
fn dot(dx: usize, dy: usize) -> u8 {
    const LEFT: [u8; RANKS] = [0x01, 0x02, 0x04, 0x40];
    const RIGHT: [u8; RANKS] = [0x08, 0x10, 0x20, 0x80];
    if dx == 0 { LEFT[dy] } else { RIGHT[dy] }
}

/// The braille character with `dots` raised.
fn braille(dots: u8) -> char {
    char::from_u32(0x2800 + u32::from(dots)).unwrap_or(' ')
}

/// How a character's queens are coloured, the most telling first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Mark {
    None,
    Queen,
    Attacked,
    JustMoved,
}

impl Mark {
    fn colour(self) -> Color {
        match self {
            Mark::None | Mark::Queen => THEME.light,
            Mark::Attacked => THEME.lifted,
            Mark::JustMoved => THEME.placed,
        }
    }
}

/// A dense drawing of a board (see the module's notes).
pub struct DenseBoard<'a> {
    /// The board as it would be drawn in full: its search (`other`) and last event are read.
    pub board: Board<'a>,
}

impl Widget for DenseBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let board = &self.board;
        let n = board.n();
        let Some(search) = board.other else {
            return;
        };
        let lines = n.div_ceil(RANKS).min(usize::from(area.height));
        let width = n.div_ceil(FILES);
        let mut dots = vec![0u8; width];
        let mut marks = vec![Mark::None; width];
        for line in 0..lines {
            dots.fill(0);
            marks.fill(Mark::None);
            let top = RANKS * line;
            for row in top..(top + RANKS).min(n) {
                let Some(col) = search.queen(row) else {
                    continue;
                };
                let at = col / FILES;
                dots[at] |= dot(col % FILES, row - top);
                // The queen's square as the full board marks it.
                let mark = match board.other_square(search, row, col) {
                    Square::JustMoved(_) => Mark::JustMoved,
                    Square::Conflicted(_) => Mark::Attacked,
                    _ => Mark::Queen,
                };
                marks[at] = marks[at].max(mark);
            }
            let y = area.y + cells(line);
            // The top rank of the line.
            buf.set_string(
                area.x + 1,
                y,
                format!("{:>3}", rank_of(n, top)),
                THEME.label,
            );
            for (at, (&d, &mark)) in dots.iter().zip(&marks).enumerate() {
                let x = area.x + LABEL_WIDTH + cells(at);
                if x >= area.right() {
                    break;
                }
                buf[(x, y)]
                    .set_char(braille(d))
                    .set_style(Style::new().fg(mark.colour()));
            }
        }
        let y = area.y + cells(lines);
        if lines == n.div_ceil(RANKS) && y < area.bottom() {
            let left = area.x + LABEL_WIDTH;
            file_numbers(n, 1, FILES, Rect::new(left, y, area.right() - left, 1), buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_square_of_a_character_has_its_own_dot() {
        let mut all = 0u8;
        for dx in 0..FILES {
            for dy in 0..RANKS {
                assert_eq!(all & dot(dx, dy), 0, "({dx}, {dy}) shares a dot");
                all |= dot(dx, dy);
            }
        }
        assert_eq!(braille(all), '⣿');
        assert_eq!(braille(dot(0, 0)), '⠁');
        assert_eq!(braille(dot(1, 3)), '⢀');
    }
}
