//! The compact board, for boards too big for a square a cell: two ranks a line in half blocks
//! (`▀` shows the upper square in its foreground colour and the lower one in its background),
//! one column a square, so the squares look square and n = 32 takes 16 lines.
//!
//! It shows what the full board shows, in colour only: it draws the full board at one cell a
//! square off screen and takes each square's colour from there, so the two never disagree.
//! A queen is drawn in the piece colour (the just-placed one in its highlight); a queen on the
//! lower rank of a line uses `▄`, so `▄` always means a queen. Without colours (`NO_COLOR`,
//! `--ascii`) only the queens are drawn: `▀` on the upper rank, `▄` on the lower, `█` on both.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::Widget;

use super::Board;
use crate::ui::kit::cells;
use crate::ui::kit::squares::{LABEL_WIDTH, SquareSize, rank_of};
use crate::ui::kit::theme::THEME;

/// The glyph of a queen on a square of the full board.
const QUEEN: &str = "♛";

/// A compact drawing of a board.
pub struct CompactBoard<'a> {
    /// The board as it would be drawn in full (its square size is ignored).
    pub board: Board<'a>,
    /// Draw the queens only, by glyph: the terminal shows no colours.
    pub plain: bool,
}

/// One square as the full board drew it.
#[derive(Clone, Copy)]
struct Square {
    queen: bool,
    colour: Color,
}

impl Square {
    /// The colour the square shows in its half of a line: a queen's, or its background.
    fn shown(self) -> Color {
        match (self.queen, self.colour) {
            // The just-placed queen, and the marked ones of the other strategies (a queen
            // under attack, a refused board's attacked queen) keep their colour.
            (true, colour)
                if colour == THEME.placed || colour == THEME.lifted || colour == THEME.dead =>
            {
                colour
            }
            (true, _) => THEME.piece,
            (false, colour) => colour,
        }
    }
}

impl Widget for CompactBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = self.board.n();
        let full = Rect::new(0, 0, LABEL_WIDTH + cells(n) + 1, cells(n) + 1);
        let mut scratch = Buffer::empty(full);
        Board {
            cell: SquareSize {
                width: 1,
                height: 1,
            },
            ..self.board
        }
        .render(full, &mut scratch);
        let square = |row: usize, col: usize| {
            let cell = &scratch[(LABEL_WIDTH + cells(col), cells(row))];
            Square {
                queen: cell.symbol() == QUEEN || self.board.refused_queen(row, col),
                colour: cell.bg,
            }
        };
        let lines = n.div_ceil(2).min(usize::from(area.height));
        for line in 0..lines {
            let y = area.y + cells(line);
            let (upper, lower) = (2 * line, 2 * line + 1);
            // The marker of the row being searched (▸ or ×) if either rank is it, and the
            // upper rank's number.
            let (marker, marker_style) = [upper, lower]
                .into_iter()
                .filter(|&row| row < n)
                .map(|row| &scratch[(0, cells(row))])
                .find(|cell| cell.symbol() != " ")
                .map_or((" ".to_string(), THEME.label), |cell| {
                    (cell.symbol().to_string(), cell.style())
                });
            buf.set_string(area.x, y, &marker, marker_style);
            buf.set_string(
                area.x + 1,
                y,
                format!("{:>3}", rank_of(n, upper)),
                THEME.label,
            );
            for col in 0..n {
                let x = area.x + LABEL_WIDTH + cells(col);
                if x >= area.right() {
                    break;
                }
                let top = square(upper, col);
                let bottom = (lower < n).then(|| square(lower, col));
                let (glyph, style) = if self.plain {
                    let glyph = match (top.queen, bottom.is_some_and(|b| b.queen)) {
                        // Two queens on one file (min-conflicts allows it): both halves.
                        (true, true) => '█',
                        (true, false) => '▀',
                        (false, true) => '▄',
                        (false, false) => ' ',
                    };
                    (glyph, Style::new())
                } else {
                    match bottom {
                        Some(b) if b.queen => ('▄', Style::new().fg(b.shown()).bg(top.shown())),
                        Some(b) => ('▀', Style::new().fg(top.shown()).bg(b.shown())),
                        None => ('▀', Style::new().fg(top.shown())),
                    }
                };
                buf[(x, y)].set_char(glyph).set_style(style);
            }
        }
        // The file letters, as the full board has them.
        let y = area.y + cells(lines);
        if y < area.bottom() {
            for col in 0..n {
                let x = area.x + LABEL_WIDTH + cells(col);
                if x < area.right() {
                    let cell = scratch[(LABEL_WIDTH + cells(col), cells(n))].clone();
                    buf[(x, y)] = cell;
                }
            }
        }
    }
}
