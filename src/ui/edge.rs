//! The diagonals' indices on the board's edge (strategy `arrays`), where students get them
//! wrong: every `╱` diagonal's `diag` index (`row + col`) where it leaves the board up and to
//! the right, above the top rank or right of the board, and every `╲` diagonal's `anti_diag`
//! index (`n - col + row`) where it leaves down and to the right, right of the board or under
//! the file letters. From a square, follow its two diagonals to the right: they end at the
//! entries its test reads. The indices are drawn as the arrays panel draws its entries: lit
//! where the last event reads, sets or clears them, bright where a queen takes them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::kit::cells;
use super::kit::entries::{Focus, entry_style, focus, taken};
use super::kit::plan::index_digits;
use super::kit::squares::SquareSize;
use super::kit::squares::column_x;
use super::kit::theme::THEME;
use crate::solver::probe::{Array, index};
use crate::solver::{Event, Solver};

/// The edge around a board of squares, borrowed for one frame.
pub struct Edge<'a> {
    /// The search drawn.
    pub solver: &'a Solver,
    /// The event that brought it here, which says what is read, set or cleared.
    pub last: Option<Event>,
    /// The board shows the search (not a found solution, whose queens set other entries):
    /// else every index is drawn plain.
    pub live: bool,
    /// The size of a square on screen.
    pub cell: SquareSize,
}

/// The label of the line above the ranks and of the line under the file letters.
const TOP_LABEL: &str = "diag╱";
const BOTTOM_LABEL: &str = "anti╲";

impl Edge<'_> {
    /// Writes `at` of `array` right-aligned to end at column `end`, in its style.
    fn index(
        &self,
        buf: &mut Buffer,
        focus: Option<&Focus>,
        end: u16,
        y: u16,
        array: Array,
        at: usize,
    ) {
        let text = at.to_string();
        let style: Style = if self.live {
            entry_style(focus, array, at, taken(self.solver, array, at))
        } else {
            THEME.dim
        };
        let x = (end + 1).saturating_sub(cells(text.len()));
        buf.set_string(x, y, text, style);
    }
}

impl Widget for Edge<'_> {
    /// `area` holds, top down: the line above the ranks, the ranks, the file letters and the
    /// line under them; the board's squares are drawn in it by [`super::board::Board`].
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = self.solver.n();
        let size = self.cell;
        let focus = focus(self.solver, self.last);
        let focus = focus.as_ref();
        let digits = index_digits(n);
        let top = area.y;
        let bottom = area.y + 1 + cells(n) * size.height + 1;
        if bottom >= area.bottom() {
            return;
        }
        // Each index ends at its file's glyph, so it reads as that file's.
        let glyph = |col: usize| column_x(area.x, size.width, col) + (size.width - 1) / 2;
        buf.set_string(area.x, top, TOP_LABEL, THEME.label);
        buf.set_string(area.x, bottom, BOTTOM_LABEL, THEME.label);
        for col in 0..n {
            // The `╱` diagonal through the top rank's square leaves there.
            self.index(
                buf,
                focus,
                glyph(col),
                top,
                Array::Diag,
                index(Array::Diag, n, 0, col),
            );
            // The `╲` diagonal through the bottom rank's square leaves under it.
            let at = index(Array::AntiDiag, n, n - 1, col);
            self.index(buf, focus, glyph(col), bottom, Array::AntiDiag, at);
        }
        // Right of the last file: a blank column, then `diag`, a space, `anti_diag`.
        let diag_end = column_x(area.x, size.width, n) + digits;
        let anti_end = diag_end + 1 + digits;
        if anti_end >= area.right() {
            return;
        }
        buf.set_string(diag_end, top, "╱", THEME.label);
        buf.set_string(anti_end, top, "╲", THEME.label);
        for row in 0..n {
            let y = top + 1 + cells(row) * size.height + (size.height - 1) / 2;
            let diag = index(Array::Diag, n, row, n - 1);
            let anti = index(Array::AntiDiag, n, row, n - 1);
            self.index(buf, focus, diag_end, y, Array::Diag, diag);
            self.index(buf, focus, anti_end, y, Array::AntiDiag, anti);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The edge drawn alone, as lines of one char a cell, and the buffer.
    fn text(solver: &Solver, last: Option<Event>, cell: SquareSize) -> (Vec<Vec<char>>, Buffer) {
        let n = solver.n();
        let width = column_x(0, cell.width, n) + 2 * index_digits(n) + 2;
        let area = Rect::new(0, 0, width, cells(n) * cell.height + 3);
        let mut buf = Buffer::empty(area);
        Edge {
            solver,
            last,
            cell,
            live: true,
        }
        .render(area, &mut buf);
        let lines = (0..area.height)
            .map(|y| {
                (0..width)
                    .flat_map(|x| buf[(x, y)].symbol().chars())
                    .collect()
            })
            .collect();
        (lines, buf)
    }

    /// The squares of the `n` board on the `╱` or `╲` diagonal through (`row`, `col`), walked
    /// one square at a time, not by the formula under test.
    fn diagonal(n: usize, row: usize, col: usize, rising: bool) -> Vec<(usize, usize)> {
        let mut squares = vec![(row, col)];
        for dir in [-1isize, 1] {
            let dc = if rising { -dir } else { dir };
            let (mut r, mut c) = (row, col);
            while let (Some(r2), Some(c2)) = (r.checked_add_signed(dir), c.checked_add_signed(dc))
                && r2 < n
                && c2 < n
            {
                (r, c) = (r2, c2);
                squares.push((r, c));
            }
        }
        squares
    }

    #[test]
    fn each_diagonal_shows_one_index_at_its_right_hand_end() {
        let cell = SquareSize {
            width: 3,
            height: 1,
        };
        for n in [4, 8, 12] {
            let solver = Solver::new(n);
            let (lines, _) = text(&solver, None, cell);
            // The number ending at column `end`.
            let number = |line: &[char], end: u16| -> usize {
                let end = usize::from(end);
                let start = line[..=end]
                    .iter()
                    .rposition(|&c| c == ' ')
                    .map_or(0, |s| s + 1);
                let text: String = line[start..=end].iter().collect();
                text.parse().expect("a number")
            };
            let glyph = |col: usize| column_x(0, 3, col) + 1;
            let digits = index_digits(n);
            let diag_end = column_x(0, 3, n) + digits;
            let anti_end = diag_end + 1 + digits;
            let last = lines.len() - 1;
            // Every square: its `╱` diagonal's up-right end and its `╲` diagonal's down-right
            // end carry the index the arrays use for it.
            for row in 0..n {
                for col in 0..n {
                    let rising = diagonal(n, row, col, true);
                    let &(r, c) = rising.iter().min_by_key(|&&(r, _)| r).unwrap();
                    let shown = if r == 0 {
                        number(&lines[0], glyph(c))
                    } else {
                        number(&lines[1 + r], diag_end)
                    };
                    assert_eq!(
                        shown,
                        index(Array::Diag, n, row, col),
                        "n = {n}, ({row}, {col})"
                    );
                    let falling = diagonal(n, row, col, false);
                    let &(r, c) = falling.iter().max_by_key(|&&(r, _)| r).unwrap();
                    let shown = if c == n - 1 {
                        number(&lines[1 + r], anti_end)
                    } else {
                        number(&lines[last], glyph(c))
                    };
                    assert_eq!(
                        shown,
                        index(Array::AntiDiag, n, row, col),
                        "n = {n}, ({row}, {col})"
                    );
                }
            }
        }
    }

    #[test]
    fn the_indices_a_test_reads_are_lit() {
        // n = 4: a4 placed (row 0, col 0), then b3 (row 1, col 1) tried: col[1] and diag[2]
        // free, anti_diag[4 - 1 + 1 = 4] taken by a4, whose own is 4 - 0 + 0.
        let mut solver = Solver::new(4);
        solver.step();
        let last = Some(Event::Try { row: 1, col: 1 });
        let cell = SquareSize {
            width: 3,
            height: 1,
        };
        let (_, buf) = text(&solver, last, cell);
        // diag[2] on the top line over file c (column_x(0, 3, 2) + 1 = 13).
        assert_eq!(buf[(13, 0)].symbol(), "2");
        assert_eq!(buf[(13, 0)].bg, THEME.inspected);
        // anti_diag[4] right of rank 1 (row 3, line 4) and under file d (the last line).
        let anti_end = column_x(0, 3, 4) + 2 * index_digits(4) + 1;
        assert_eq!(buf[(anti_end, 4)].symbol(), "4");
        assert_eq!(buf[(anti_end, 4)].bg, THEME.dead);
        let under_d = column_x(0, 3, 3) + 1;
        assert_eq!(buf[(under_d, 6)].symbol(), "4");
        assert_eq!(buf[(under_d, 6)].bg, THEME.dead);
        // An index not read is not lit.
        assert_ne!(buf[(column_x(0, 3, 0) + 1, 0)].bg, THEME.inspected);
    }
}
