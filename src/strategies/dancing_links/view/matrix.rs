//! The exact-cover matrix of `dancing-links`, in the stack's place: a line for each column
//! of the matrix (`─` a rank, `│` a file, `╲` and `╱` the diagonals, with its size), a cell
//! across for each row (a square, rank by rank), a 1 where the square lies on the line.
//! Covered columns and unlinked rows are drawn dim, the rows of the column being covered
//! that are still to try as `○`, the rows taken as `●`; the rows the last event moved
//! (out, or back in) are coloured. Where the panel has the room (see [`whole_size`]), the
//! whole matrix, two of its columns a line in half blocks ([`whole`]); else a window of it
//! around the chosen column, the squares still possible across; where no window fits,
//! the column sizes alone.

mod whole;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::notation::{file_name, rank_of};
use crate::ui::kit::squares::file_mark;
use crate::solver::{Event, Search as _};
use crate::strategies::dancing_links::events::Event as DlxEvent;
use crate::strategies::dancing_links::search::{
    DancingLinks, Line as Family, column, columns, columns_of, line,
};
use crate::t;
use crate::ui::kit::format::grouped;
use crate::ui::kit::text::fit_title;
use crate::ui::kit::theme::THEME;

/// Columns a line's label takes: the marker, the line's glyph and index, its size.
const LABEL: usize = 8;

/// Columns and lines the panel takes to show the whole matrix of the `n` board, border
/// included.
pub fn whole_size(n: usize) -> (u16, u16) {
    let size = |cells: usize| u16::try_from(cells + 2).unwrap_or(u16::MAX);
    (size(whole::width(n)), size(whole::lines(n)))
}

/// The matrix of a dancing-links search, borrowed for one frame.
pub struct Matrix<'a> {
    /// The search shown.
    pub search: &'a DancingLinks,
    /// Its last event (the rows it moved are coloured).
    pub last: Option<Event>,
}

/// What a row (a square) is now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowState {
    /// Taken: a queen stands on it.
    Taken,
    /// In the covered column, still to try.
    ToTry,
    /// Linked: none of its columns covered.
    Linked,
    /// Unlinked by a cover.
    Out,
}

impl Matrix<'_> {
    fn n(&self) -> usize {
        self.search.n()
    }

    /// The state of square (`r`, `c`)'s row.
    fn state(&self, r: usize, c: usize) -> RowState {
        let dl = self.search;
        if dl.queen(r) == Some(c) {
            RowState::Taken
        } else if dl.links().linked(r, c) {
            RowState::Linked
        } else if dl.untried().any(|s| s == (r, c)) {
            RowState::ToTry
        } else {
            RowState::Out
        }
    }

    /// The columns the last event covered or uncovered, and whether it put rows out (true)
    /// or back in.
    fn moved(&self) -> (Vec<usize>, bool) {
        let n = self.n();
        let chosen = self.search.column().map(|(k, _)| k);
        let of_square = |row: u8, col: u8, out| {
            let lines = columns_of(n, usize::from(row), usize::from(col));
            let just = lines.into_iter().filter(|&k| Some(k) != chosen).collect();
            (just, out)
        };
        let primary = |col| match col {
            crate::strategies::dancing_links::events::Primary::Row(r) => usize::from(r),
            crate::strategies::dancing_links::events::Primary::Col(c) => n + usize::from(c),
        };
        match self.last {
            Some(Event::Place { row, col }) => of_square(row, col, true),
            Some(Event::Remove { row, col }) => of_square(row, col, false),
            Some(Event::DancingLinks(DlxEvent::Cover { col })) => (vec![primary(col)], true),
            Some(Event::DancingLinks(DlxEvent::Uncover { col })) => (vec![primary(col)], false),
            _ => (Vec::new(), false),
        }
    }

    /// Whether the last event moved square (`r`, `c`)'s row: out of the matrix, or back in.
    fn just_moved(&self, r: usize, c: usize, moved: &(Vec<usize>, bool)) -> bool {
        let (just, out) = moved;
        let on = columns_of(self.n(), r, c)
            .into_iter()
            .any(|k| just.contains(&k));
        on && self.search.links().linked(r, c) != *out && self.search.queen(r) != Some(c)
    }

    /// Line `k`'s label: the chosen one marked, its glyph and index, its size (`—` covered).
    fn label(&self, k: usize) -> Span<'static> {
        self.label_with(k, "")
    }

    /// Line `k`'s label with `half` after the mark (the half of a shared line it has).
    fn label_with(&self, k: usize, half: &str) -> Span<'static> {
        let n = self.n();
        let links = self.search.links();
        let chosen = self.search.column().map(|(c, _)| c) == Some(k);
        let name = match line(n, k) {
            Family::Rank(r) => format!("─{}", rank_of(n, r)),
            Family::File(c) => format!("│{}", file_name(n, c)),
            Family::Falling(d) => format!("╲{d}"),
            Family::Rising(d) => format!("╱{d}"),
        };
        let size = if links.covered(k) {
            "—".to_string()
        } else {
            links.len(k).to_string()
        };
        let mark = if chosen { '▸' } else { ' ' };
        let text = format!("{mark}{half}{name:<3} {size:>2} ");
        let style = match (chosen, links.covered(k)) {
            (true, _) => THEME.selected,
            (false, true) => THEME.dim,
            (false, false) => THEME.label,
        };
        Span::styled(text, style)
    }

    /// The cell of line `k` and square (`r`, `c`).
    fn cell(&self, k: usize, (r, c): (usize, usize), moved: &(Vec<usize>, bool)) -> Span<'static> {
        if !columns_of(self.n(), r, c).contains(&k) {
            return Span::raw(" ");
        }
        let covered = self.search.links().covered(k);
        let (glyph, style) = match self.state(r, c) {
            RowState::Taken => ('●', Style::new().fg(THEME.placed)),
            RowState::ToTry => ('○', Style::new().fg(THEME.row_light)),
            _ if self.just_moved(r, c, moved) => {
                let colour = if moved.1 { THEME.lifted } else { THEME.placed };
                ('1', Style::new().fg(colour))
            }
            RowState::Linked if !covered => ('1', Style::new()),
            RowState::Linked | RowState::Out => ('·', THEME.dim),
        };
        Span::styled(glyph.to_string(), style)
    }

    /// The lines of the matrix for the columns `lines` and the squares `squares`, under a
    /// head naming the squares (each rank's number over its first square, the files).
    fn grid(&self, lines: &[usize], squares: &[(usize, usize)]) -> Vec<Line<'static>> {
        let moved = self.moved();
        let mut out = self.head(squares, LABEL);
        out.extend(lines.iter().map(|&k| {
            let mut spans = vec![self.label(k)];
            spans.extend(squares.iter().map(|&s| self.cell(k, s, &moved)));
            Line::from(spans)
        }));
        out
    }

    /// The two lines naming the squares across, after `label` blank columns: each rank's
    /// number over its first square (where it ends before the next one's), the files.
    fn head(&self, squares: &[(usize, usize)], label: usize) -> Vec<Line<'static>> {
        let n = self.n();
        let pad = " ".repeat(label);
        // Each rank's number over its first square, where it ends before the next one's.
        let mut ranks: Vec<char> = vec![' '; squares.len()];
        let mut free = 0;
        for (i, &(r, _)) in squares.iter().enumerate() {
            if i >= free && (i == 0 || squares[i - 1].0 != r) {
                let number = rank_of(n, r).to_string();
                for (j, digit) in number.chars().enumerate() {
                    if let Some(slot) = ranks.get_mut(i + j) {
                        *slot = digit;
                    }
                }
                free = i + number.len() + 1;
            }
        }
        let ranks = format!("{pad}{}", ranks.into_iter().collect::<String>());
        let files = format!(
            "{pad}{}",
            squares
                .iter()
                .map(|&(_, c)| file_mark(c))
                .collect::<String>()
        );
        vec![
            Line::styled(ranks, THEME.label),
            Line::styled(files, THEME.label),
        ]
    }

    /// The column sizes alone, `width` columns wide: a family after its glyph, each size
    /// two columns (`·` covered, the chosen column's highlighted), a family going on under
    /// itself where the line is full.
    fn sizes(&self, width: usize) -> Vec<Line<'static>> {
        let n = self.n();
        let links = self.search.links();
        let chosen = self.search.column().map(|(k, _)| k);
        let per_line = (width.saturating_sub(2) / 2).max(1);
        let size = |k: usize| {
            let (text, style) = if chosen == Some(k) {
                (links.len(k).to_string(), THEME.selected)
            } else if links.covered(k) {
                ("·".to_string(), THEME.dim)
            } else {
                (links.len(k).to_string(), Style::new())
            };
            Span::styled(format!("{text:>2}"), style)
        };
        let diagonals = 2 * n - 1;
        let families = [
            (
                "─",
                (0..n)
                    .map(|r| column(n, Family::Rank(r)))
                    .collect::<Vec<_>>(),
            ),
            ("│", (0..n).map(|c| column(n, Family::File(c))).collect()),
            (
                "╲",
                (0..diagonals)
                    .map(|d| column(n, Family::Falling(d)))
                    .collect(),
            ),
            (
                "╱",
                (0..diagonals)
                    .map(|d| column(n, Family::Rising(d)))
                    .collect(),
            ),
        ];
        let mut out = Vec::new();
        for (glyph, ks) in families {
            for (i, chunk) in ks.chunks(per_line).enumerate() {
                let head = if i == 0 { glyph } else { " " };
                let mut spans = vec![Span::styled(head.to_string(), THEME.label)];
                spans.extend(chunk.iter().map(|&k| size(k)));
                out.push(Line::from(spans));
            }
        }
        out
    }

    /// The squares across a window `width` cells wide: every square where they fit; else
    /// the squares still possible (taken, to try, linked), from the first to try or taken.
    fn squares(&self, width: usize) -> Vec<(usize, usize)> {
        let n = self.n();
        let all: Vec<(usize, usize)> = (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).collect();
        if all.len() <= width {
            return all;
        }
        let possible: Vec<(usize, usize)> = all
            .into_iter()
            .filter(|&(r, c)| self.state(r, c) != RowState::Out)
            .collect();
        let focus = possible
            .iter()
            .position(|&(r, c)| self.state(r, c) == RowState::ToTry)
            .unwrap_or(0);
        let start = focus.min(possible.len().saturating_sub(width));
        possible.into_iter().skip(start).take(width).collect()
    }

    /// The matrix's columns down a window `height` lines tall: all where they fit; else a run
    /// around the chosen column (the first open one, with none chosen).
    fn lines(&self, height: usize) -> Vec<usize> {
        let total = columns(self.n());
        let focus = self
            .search
            .column()
            .map(|(k, _)| k)
            .or_else(|| self.search.links().open().next())
            .unwrap_or(0);
        let start = focus
            .saturating_sub(height / 2)
            .min(total.saturating_sub(height));
        (start..total.min(start + height)).collect()
    }
}

impl Widget for Matrix<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = self.n();
        let dl = self.search;
        let linked = (0..n)
            .flat_map(|r| (0..n).map(move |c| (r, c)))
            .filter(|&(r, c)| dl.links().linked(r, c))
            .count();
        let title = format!(
            " {} ",
            t!(
                "view-dlx-matrix-title",
                rows = linked,
                squares = n * n,
                columns = columns(n)
            )
        );
        let totals = format!(
            " {} ",
            t!("view-dlx-matrix-totals", updates = grouped(dl.updates()))
        );
        let block = Block::bordered()
            .title(fit_title(title, area.width))
            .title_bottom(fit_title(totals, area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let (width, height) = (usize::from(inner.width), usize::from(inner.height));
        // A blank column before the border, as everywhere; the head takes two lines.
        let across = width.saturating_sub(LABEL + 1);
        // A window of fewer than three of its columns, or of fewer than 32 squares (all of a
        // small board's), would show too little of the matrix to read: the sizes say more.
        let lines = if width >= whole::width(n) && height >= whole::lines(n) {
            self.whole()
        } else if height >= 5 && across >= (n * n).min(32) {
            self.grid(&self.lines(height - 2), &self.squares(across))
        } else {
            self.sizes(width.saturating_sub(1))
        };
        Paragraph::new(lines).render(inner, buf);
    }
}
