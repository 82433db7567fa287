//! The whole exact-cover matrix, every square across and every column down, two columns of
//! one family a line in half blocks: the upper column's 1s drawn `▀`, the lower one's `▄`
//! (a square lies on one line of each family, so a cell never holds both). A 1 whose row is
//! out of the matrix, or whose column is covered, shrinks to a thin `▔` or `▁`, dim; the
//! rows of the covered column still to try, the rows taken and the rows the last event moved
//! keep the colours of the window's `○`, `●` and coloured `1`. Each line's two labels carry
//! the half they stand for.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::{Matrix, RowState};
use crate::strategies::dancing_links::search::{Line as Family, column, columns_of};
use crate::ui::kit::theme::THEME;

/// Columns the two labels of a line take: each a mark, its half, the column's glyph and
/// index, its size.
pub const LABEL: usize = 2 * (super::LABEL + 1);

/// The pairs of columns sharing a line, family by family (a family of an odd count ends
/// with a column alone).
pub fn pairs(n: usize) -> Vec<(usize, Option<usize>)> {
    let diagonals = 2 * n - 1;
    let families = [
        (column(n, Family::Rank(0)), n),
        (column(n, Family::File(0)), n),
        (column(n, Family::Falling(0)), diagonals),
        (column(n, Family::Rising(0)), diagonals),
    ];
    families
        .into_iter()
        .flat_map(|(first, count)| {
            (0..count)
                .step_by(2)
                .map(move |i| (first + i, (i + 1 < count).then_some(first + i + 1)))
        })
        .collect()
}

/// Lines the whole matrix takes on the `n` board: the head's two and a line a pair.
pub fn lines(n: usize) -> usize {
    2 + pairs(n).len()
}

/// Columns the whole matrix takes on the `n` board: the labels, a cell a square, a blank.
pub fn width(n: usize) -> usize {
    LABEL + n * n + 1
}

impl Matrix<'_> {
    /// The whole matrix: the head over every square, then a line for each pair of columns.
    pub(super) fn whole(&self) -> Vec<Line<'static>> {
        let n = self.n();
        let squares: Vec<(usize, usize)> =
            (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).collect();
        let moved = self.moved();
        let mut out = self.head(&squares, LABEL);
        out.extend(pairs(n).into_iter().map(|(upper, lower)| {
            let mut spans = vec![self.label_with(upper, "▀")];
            spans.push(match lower {
                Some(lower) => self.label_with(lower, "▄"),
                None => Span::raw(" ".repeat(super::LABEL + 1)),
            });
            spans.extend(squares.iter().map(|&s| {
                let on = |k: usize| columns_of(n, s.0, s.1).contains(&k);
                match lower {
                    _ if on(upper) => self.half(upper, s, ['▀', '▔'], &moved),
                    Some(lower) if on(lower) => self.half(lower, s, ['▄', '▁'], &moved),
                    _ => Span::raw(" "),
                }
            }));
            Line::from(spans)
        }));
        out
    }

    /// The half cell of column `k` and square `s`, on it: `glyphs` the half drawn full (the
    /// row in the matrix) and thin (out of it).
    fn half(
        &self,
        k: usize,
        (r, c): (usize, usize),
        [full, thin]: [char; 2],
        moved: &(Vec<usize>, bool),
    ) -> Span<'static> {
        let covered = self.search.links().covered(k);
        let (glyph, style) = match self.state(r, c) {
            RowState::Taken => (full, Style::new().fg(THEME.placed)),
            RowState::ToTry => (full, Style::new().fg(THEME.row_light)),
            // Out of the matrix just now, or back in.
            _ if self.just_moved(r, c, moved) && moved.1 => (thin, Style::new().fg(THEME.lifted)),
            _ if self.just_moved(r, c, moved) => (full, Style::new().fg(THEME.placed)),
            RowState::Linked if !covered => (full, Style::new()),
            RowState::Linked | RowState::Out => (thin, THEME.dim),
        };
        Span::styled(glyph.to_string(), style)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_column_has_its_half_of_a_line_once() {
        for n in 1..=12 {
            let mut seen: Vec<usize> = pairs(n)
                .into_iter()
                .flat_map(|(upper, lower)| std::iter::once(upper).chain(lower))
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..crate::strategies::dancing_links::search::columns(n)).collect::<Vec<_>>(), "n = {n}");
        }
        // At n = 8: 4 lines of ranks, 4 of files, 8 of each diagonal family.
        assert_eq!(lines(8), 2 + 24);
        assert_eq!(width(8), 18 + 64 + 1);
    }
}
