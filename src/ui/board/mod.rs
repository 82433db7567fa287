//! The board panel: ranks and files, queens, attacked squares, the row being searched, the
//! square just placed or lifted, and dead ends; drawn in squares of glyphs here, or as the
//! compact ([`compact`]) and dense ([`dense`]) boards.

pub mod compact;
pub mod dense;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

use super::kit::squares::{RANDOM_RANK, column_x, file_numbers, put_cell, put_square};
use super::kit::theme::{Shade, THEME};
use super::kit::{cells, figure, heat_shade};
use super::strategy::view;
use crate::solver::attack::{attackers, is_attacked};
use crate::solver::notation::{Notation, file_name, shown};
use crate::solver::probe::Probe;
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event, MAX_N, u8_of};

/// The notation the board is read by (its labels' columns, its files and ranks) and what a
/// square shows, as the strategies mark it and the tests read it off a drawn board.
pub use super::kit::squares::{LABEL_WIDTH, LETTERED_UP_TO, Square, file_letter, rank_of};

/// The board a frame borrows, which this panel marks and draws (the strategies' views read it
/// here).
pub use super::kit::board::{Board, Level};

impl Board<'_> {
    /// The board size: the other strategy's when one searches (it may be past the
    /// backtracking's [`MAX_N`]), else the backtracking search's.
    pub fn n(&self) -> usize {
        self.other.map_or_else(|| self.solver.n(), Search::n)
    }

    /// For a looked-at square: per row, the columns on a line of attack (the attacking queens
    /// included), and the square itself.
    fn lines_of_attack(&self) -> Option<([u32; MAX_N], (usize, usize))> {
        // Lines are marked a bit a column: up to MAX_N files (a larger board is never
        // inspected, see `App::inspect_square`).
        if self.n() > MAX_N || !self.inspectable() {
            return None;
        }
        let (cols, placed) = self.queens();
        let queens = &cols[..placed];
        // A clicked square shows all its attackers; a square the scan refused, or a queen a
        // complete board's test found attacked, the one attacker found.
        let ((row, col), attackers) = match (self.inspect, self.last) {
            (Some(square), _) => (square, attackers(queens, square.0, square.1)),
            (
                None,
                Some(
                    Event::Reject {
                        row, col, by_row, ..
                    }
                    | Event::RejectBoard {
                        row, col, by_row, ..
                    },
                ),
            ) => (
                (usize::from(row), usize::from(col)),
                vec![usize::from(by_row)],
            ),
            _ => return None,
        };
        let mut marked = [0u32; MAX_N];
        for r in attackers {
            // Walk from the attacker to the square, one step along its line at a time.
            let toward = |from: usize, to: usize| to.cmp(&from) as isize;
            let (mut r, mut c) = (r, usize::from(queens[r]));
            let (dr, dc) = (toward(r, row), toward(c, col));
            while (r, c) != (row, col) {
                marked[r] |= 1 << c;
                r = r.wrapping_add_signed(dr);
                c = c.wrapping_add_signed(dc);
            }
        }
        Some((marked, (row, col)))
    }

    /// With `matrix`, during a test (its `try` and its refusal): the cells its walk visits,
    /// and the queen that stops it.
    fn walk_mark(&self, row: usize, col: usize) -> Option<Square> {
        if self.probe != Some(Probe::Matrix) || self.solution.is_some() {
            return None;
        }
        let (Event::Try { row: r, col: c } | Event::Reject { row: r, col: c, .. }) = self.last?
        else {
            return None;
        };
        let queens = self.solver.queens();
        let (r, c) = (usize::from(r), usize::from(c));
        let on_walk =
            super::kit::walk::walked(queens, self.solver.n(), r, c)[row] & (1 << col) != 0;
        let queen = queens.get(row).is_some_and(|&q| usize::from(q) == col);
        match (on_walk, queen) {
            // A queen on the walk is where it stops.
            (true, true) => Some(Square::WalkStop),
            (true, false) => Some(Square::Walked),
            _ => None,
        }
    }

    /// The queens on the board drawn, from row 0, and how many rows hold one.
    fn queens(&self) -> ([u8; MAX_N], usize) {
        match self.other {
            Some(other) => other.columns(),
            None => {
                let mut cols = [0u8; MAX_N];
                let queens = self.solver.queens();
                cols[..queens.len()].copy_from_slice(queens);
                (cols, queens.len())
            }
        }
    }

    /// The row being filled (`usize::MAX` for none), and whether it is a dead end.
    fn searching(&self) -> (usize, bool) {
        if self.solution.is_some() {
            return (usize::MAX, false);
        }
        match self.other {
            Some(other) => view(other.strategy()).searching(other, self.last),
            None => (self.solver.depth(), self.dead_end_known()),
        }
    }

    /// Whether the row being filled is a dead end as far as the search shown knows: the
    /// bitmask knows it from its masks at once; the scan only once it has tested every
    /// square of the row (it shows only what it has found so far).
    fn dead_end_known(&self) -> bool {
        let s = self.solver;
        s.at_dead_end()
            && self.scan_tested.is_none_or(|tested| {
                usize::from(tested) >= s.n()
                    || self.last
                        == Some(Event::DeadEnd {
                            row: u8_of(s.depth()),
                        })
            })
    }

    /// A square of the board of a strategy other than the backtracking pair: its queens, the
    /// last move or test, and for the local search each queen's attackers.
    fn other_square(&self, other: &AnySearch, row: usize, col: usize) -> Square {
        if let Some(square) = view(other.strategy()).square(self, other, row, col) {
            return square;
        }
        let queen = other.queen(row) == Some(col);
        // Events name squares as bytes (up to MAX_N).
        let at = |r: u8, c: u8| (usize::from(r), usize::from(c)) == (row, col);
        match self.last {
            Some(Event::RejectBoard { row, col, .. }) if at(row, col) => {
                return Square::HitQueen;
            }
            // A queen just put down keeps its attackers' count, as every other queen does.
            Some(Event::Place { row, col }) if at(row, col) => {
                return match other.conflicts(usize::from(row)) {
                    Some(attackers) if attackers > 0 => Square::JustMoved(attackers),
                    _ => Square::JustPlaced,
                };
            }
            Some(Event::Remove { row, col }) if at(row, col) => return Square::JustLifted,
            _ => {}
        }
        match (queen, other.conflicts(row)) {
            (true, Some(attackers)) if attackers > 0 => Square::Conflicted(attackers),
            (true, _) => Square::Queen,
            (false, _) => Square::Free,
        }
    }

    /// Whether the square holds a queen drawn refused (`✗`, not `♛`): the compact board,
    /// which reads queens from the glyphs, counts it as one.
    pub(super) fn refused_queen(&self, row: usize, col: usize) -> bool {
        matches!(self.square(row, col), Square::HitQueen)
    }

    /// Whether `row` is one of the ranks `las-vegas` fills at random: marked beside its
    /// number, so its queen is told from the one just placed without colour.
    fn random_rank(&self, row: usize) -> bool {
        self.solution.is_none()
            && self
                .other
                .is_some_and(|other| row < view(other.strategy()).random_ranks(other))
    }

    /// A square of a search that fills ranks from the top with safe queens (`breadth-first`,
    /// `las-vegas`, `best-first`): the tested queen kept or refused, the random ranks' queens,
    /// the squares the queens above attack. `level` says what of these the search has.
    pub fn level_square(&self, other: &AnySearch, level: Level, row: usize, col: usize) -> Square {
        let (r8, c8) = (u8_of(row), u8_of(col));
        let (cols, placed) = other.columns();
        match self.last {
            Some(Event::Place { row, col }) if (row, col) == (r8, c8) => {
                return if level.refused {
                    Square::HitQueen
                } else {
                    Square::JustPlaced
                };
            }
            Some(Event::Remove { row, col }) if (row, col) == (r8, c8) => {
                return Square::JustLifted;
            }
            Some(Event::DeadEnd { row }) if row == r8 => return Square::DeadEnd,
            _ => {}
        }
        if row < placed && cols[row] == c8 {
            return if row < level.random_ranks {
                Square::RandomQueen
            } else {
                Square::Queen
            };
        }
        if is_attacked(&cols[..placed.min(row)], row, col) {
            Square::Attacked
        } else {
            Square::Free
        }
    }

    /// The looked-at square's attackers need the queens of the ranks above it in order: a
    /// search filling its ranks out of order (forward checking with MRV) is not inspected
    /// until its ranks filled are the topmost.
    fn inspectable(&self) -> bool {
        self.other
            .is_none_or(|other| view(other.strategy()).inspectable(other))
    }

    fn square(&self, row: usize, col: usize) -> Square {
        if let Some(cols) = self.solution {
            return if cols.get(row).is_some_and(|&c| usize::from(c) == col) {
                Square::Queen
            } else {
                Square::Free
            };
        }
        if let Some(other) = self.other {
            return self.other_square(other, row, col);
        }
        let s = self.solver;
        let (r8, c8) = (u8_of(row), u8_of(col));
        if let Some(square) = self.walk_mark(row, col) {
            return square;
        }
        match self.last {
            Some(Event::Try { row, col }) if (row, col) == (r8, c8) => return Square::Testing,
            Some(Event::Reject { row, col, .. }) if (row, col) == (r8, c8) => {
                return Square::Refused;
            }
            _ => {}
        }
        if self.last == Some(Event::Place { row: r8, col: c8 }) {
            return Square::JustPlaced;
        }
        if s.queens().get(row) == Some(&c8) {
            return Square::Queen;
        }
        if self.last == Some(Event::Remove { row: r8, col: c8 }) {
            return Square::JustLifted;
        }
        let searching = row == s.depth() && row < s.n();
        if searching && !self.veiled && self.dead_end_known() {
            return Square::DeadEnd;
        }
        if let Some(tested) = self.scan_tested {
            // The scan knows only what it has tested: in the current row, up to `tested`. A
            // square tested free, tried and given up is no attacked square: it has no mark.
            return match (
                searching && col < usize::from(tested),
                is_attacked(s.queens(), row, col),
            ) {
                (true, true) => Square::Attacked,
                (true, false) => Square::Free,
                (false, _) => Square::Untested,
            };
        }
        let next = s.candidates(row);
        if searching && !self.veiled && next != 0 && next.trailing_zeros() as usize == col {
            return Square::NextCandidate;
        }
        if is_attacked(s.queens(), row, col) {
            Square::Attacked
        } else {
            Square::Free
        }
    }
}

impl Board<'_> {
    /// The label of `row` at `y`: its number, and a mark where it is the rank being searched
    /// (a dead end or not) or a rank filled at random.
    fn render_rank_label(
        &self,
        area: Rect,
        y: u16,
        row: usize,
        searching: (usize, bool),
        buf: &mut Buffer,
    ) {
        let (searching, dead_end) = searching;
        let size = self.cell;
        let marker = match (row == searching, dead_end) {
            (true, true) => "×",
            (true, false) => "▸",
            _ if self.random_rank(row) => RANDOM_RANK,
            _ => " ",
        };
        let label_style = if row == searching && dead_end {
            THEME.label.fg(THEME.dead)
        } else {
            THEME.label
        };
        let rank = format!("{marker}{:>3}  ", rank_of(self.n(), row));
        // The label on the middle line of the rank, level with the glyphs.
        buf.set_string(area.x, y + (size.height - 1) / 2, rank, label_style);
    }

    /// The colour and glyph of `square` at (`row`, `col`), with `searching` the row being
    /// filled, before the heat map and a looked-at square's lines.
    fn look(square: Square, row: usize, col: usize, searching: usize) -> (Color, char) {
        let shade = |shade| THEME.square(row, col, shade);
        match square {
            Square::Testing => (THEME.inspected, '?'),
            Square::Refused => (THEME.dead, '✗'),
            Square::JustPlaced => (THEME.placed, '♛'),
            Square::Queen => (shade(Shade::Plain), '♛'),
            Square::JustLifted => (THEME.lifted, '♕'),
            Square::DeadEnd => (THEME.dead, '×'),
            Square::NextCandidate => (shade(Shade::Row), '○'),
            Square::Attacked => (shade(Shade::Attacked), '·'),
            Square::Free if row == searching => (shade(Shade::Row), ' '),
            Square::Free | Square::Untested => (shade(Shade::Plain), ' '),
            // Refused, as the scan's square is: told from the queen just placed
            // by its glyph, not by its colour alone (no colour, no difference).
            Square::HitQueen => (THEME.dead, '✗'),
            Square::WalkStop => (THEME.dead, '♛'),
            Square::Walked => (THEME.attack_line, '∘'),
            Square::Conflicted(_) => (THEME.lifted, '♛'),
            Square::JustMoved(_) => (THEME.placed, '♛'),
            Square::MovedFrom => (THEME.inspected, '○'),
            Square::RandomQueen => (THEME.inspected, '♛'),
        }
    }

    /// The background of the square at (`row`, `col`) showing `square`, `bg` by its own
    /// mark: the heat map under the ordinary squares (an event's own mark stays), then a
    /// looked-at square and its lines of attack over everything.
    fn background(
        &self,
        square: Square,
        (row, col): (usize, usize),
        bg: Color,
        inspected: Option<([u32; MAX_N], (usize, usize))>,
    ) -> Color {
        let ordinary = matches!(
            square,
            Square::Queen
                | Square::Attacked
                | Square::Free
                | Square::Untested
                | Square::NextCandidate
        );
        let bg = match self.heat {
            Some((heat, kind)) if ordinary => {
                heat_shade::colour(heat_shade::share(heat, kind, row, col)).unwrap_or(bg)
            }
            None if ordinary => self
                .other
                .and_then(|other| view(other.strategy()).heat(other, row, col))
                .and_then(heat_shade::colour)
                .unwrap_or(bg),
            _ => bg,
        };
        match inspected {
            Some((_, square)) if square == (row, col) && self.inspect.is_some() => THEME.inspected,
            Some((marked, _)) if marked[row] & (1 << col) != 0 => THEME.attack_line,
            _ => bg,
        }
    }

    /// Draws `square` at (`x`, `y`) with `glyph` in `style`: a queen on a large square as a
    /// figure, and a queen's attackers as a digit beside its glyph where there is room.
    fn render_square(
        &self,
        (x, y): (u16, u16),
        square: Square,
        glyph: char,
        style: Style,
        buf: &mut Buffer,
    ) {
        let size = self.cell;
        put_square(buf, x, y, size, glyph, style);
        // On a large square a queen is a figure rather than a glyph lost in it. A queen just
        // lifted (`♕`) is gone: it keeps its hollow glyph, told from a queen by its shape
        // and not by its colour alone.
        if glyph == '♛' && figure::fits(size.width, size.height) {
            put_square(buf, x, y, size, ' ', style);
            let square = Rect::new(x, y, size.width, size.height);
            figure::draw_queen(buf, square, style);
        }
        // A queen's attackers, as a digit at the right of its square where there is
        // room for one beside the glyph.
        if let Square::Conflicted(k) | Square::JustMoved(k) = square
            && k > 0
            && size.width >= 3
        {
            let digit = char::from_digit(k.min(9), 10).unwrap_or('+');
            buf[(x + size.width - 1, y + (size.height - 1) / 2)]
                .set_char(digit)
                .set_style(style);
        }
    }

    /// The file letters under the squares at `y` (numbers past the letters, and in the
    /// articles' numbering where each file's number fits its square).
    fn render_files(&self, area: Rect, y: u16, buf: &mut Buffer) {
        let (n, size) = (self.n(), self.cell);
        let numbered = shown() == Notation::Numbers;
        let widest = cells(file_name(n, n.saturating_sub(1)).len());
        if y < area.bottom() && n <= LETTERED_UP_TO && !numbered {
            for col in 0..n {
                let x = column_x(area.x, size.width, col);
                put_cell(
                    buf,
                    x,
                    y,
                    size.width,
                    file_letter(col),
                    THEME.label.fg(Color::Gray),
                );
            }
        } else if y < area.bottom() && numbered && widest <= size.width {
            for col in 0..n {
                let label = file_name(n, col);
                let x = column_x(area.x, size.width, col)
                    + (size.width - cells(label.len())).div_ceil(2);
                buf.set_string(x, y, label, THEME.label.fg(Color::Gray));
            }
        } else if y < area.bottom() {
            let left = column_x(area.x, 0, 0);
            file_numbers(
                n,
                size.width,
                1,
                Rect::new(left, y, area.right() - left, 1),
                buf,
            );
        }
    }
}

impl Widget for Board<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = self.n();
        // A solution shown is no row being searched.
        let searching = self.searching();
        let inspected = self.lines_of_attack();
        let size = self.cell;
        // Whole ranks only: the squares, then the file letters under them.
        let ranks = usize::from(area.height / size.height).min(n);
        for row in 0..ranks {
            let y = area.y + cells(row) * size.height;
            self.render_rank_label(area, y, row, searching, buf);
            for col in 0..n {
                let square = self.square(row, col);
                let (bg, glyph) = Self::look(square, row, col, searching.0);
                let bg = self.background(square, (row, col), bg, inspected);
                let style = Style::new()
                    .bg(bg)
                    .fg(THEME.piece)
                    .add_modifier(Modifier::BOLD);
                let x = column_x(area.x, size.width, col);
                self.render_square((x, y), square, glyph, style, buf);
            }
        }
        self.render_files(area, area.y + cells(n) * size.height, buf);
    }
}
