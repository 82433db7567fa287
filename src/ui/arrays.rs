//! The arrays panel (strategy `arrays`), in the masks' place under the board: the three
//! boolean arrays `col[n]`, `diag[2n]` and `anti_diag[2n]` as rows of cells, the entries the
//! test under way reads lit (the taken one red), and a line naming the indices of the square
//! tested (or of the queen just placed or lifted, which set or clear them).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use super::kit::entries::{Focus, entry_style, focus, taken_by};
use super::kit::kept::Kept;
use super::kit::theme::THEME;
use super::words::entry;
use crate::solver::notation::square_name;
use crate::solver::probe::{Array, index, len};
use crate::solver::{Event, Solver};
use crate::t;

/// Lines the panel needs (as many as the masks', whose place it takes).
pub const HEIGHT: u16 = super::kit::plan::MASKS_HEIGHT;

/// Columns before the first cell of an array.
const LABEL: u16 = 7;

/// Columns the panel's line under the arrays takes, border included, when it says how to
/// read them (or that the solution shown set them): the board's column widens to it where
/// columns are to spare.
pub fn said_width() -> u16 {
    let widest = [t!("view-arrays-solution"), t!("view-arrays-indices")]
        .iter()
        .map(|text| super::kit::text::width(text))
        .max()
        .unwrap_or(0);
    super::kit::cells(widest) + 2
}

/// Columns the panel needs to draw every array of the `n` board two columns a cell (a
/// digit and a space, which a student can count; the last cell's space is the blank column
/// before the border); narrower, a cell takes one column.
pub fn roomy_width(n: usize) -> u16 {
    LABEL + 4 * super::kit::cells(n)
}

/// The few words that explain the arrays, for the space below the board.
static EXPLANATION: Kept = Kept::new(|| t!("view-arrays-explanation"));

/// The same in brief, for a short terminal.
static SHORT_EXPLANATION: Kept = Kept::new(|| t!("view-arrays-explanation-short"));

/// The words that explain the arrays below the board, long and short, in the current
/// language.
pub fn explanation() -> [&'static str; 2] {
    [EXPLANATION.get(), SHORT_EXPLANATION.get()]
}

/// The arrays of the search, borrowed for one frame.
pub struct ArraysPanel<'a> {
    /// The search drawn.
    pub solver: &'a Solver,
    /// The event that brought it here, which says what is read, set or cleared.
    pub last: Option<Event>,
    /// A found solution the board shows instead of the search (one selected, or the last
    /// once the run is done): its queens set the arrays, at rest, nothing read.
    pub solution: Option<&'a [u8]>,
}

/// The entries of an array of `entries` shown in a row with room for `fits` cells one column
/// each, where they do not all fit: as many as leave room for the first one's index and a
/// colon before them and a `…` after, centred on entry `around` as far as the ends allow.
fn window(entries: usize, fits: usize, around: usize) -> std::ops::Range<usize> {
    // The widest index and its colon, and the `…` after the last cell.
    let marks = (entries - 1).to_string().len() + 1 + 1;
    let width = fits.saturating_sub(marks).clamp(1, entries);
    let start = around.saturating_sub(width / 2).min(entries - width);
    start..start + width
}

/// One array's row, as every row of a frame draws it.
struct ArrayRow<'a> {
    /// The board size.
    n: usize,
    /// The queens that set the entries (row 0 first).
    queens: &'a [u8],
    /// What the last event did, lit.
    focus: Option<&'a Focus>,
    /// Columns a cell.
    cell: u16,
    /// Cells the row has room for.
    fits: usize,
}

impl ArrayRow<'_> {
    /// Draws `array` after its `label` at (`x`, `y`): every entry, or where they do not all
    /// fit a window of them.
    fn draw(&self, array: Array, label: &str, x: u16, y: u16, buf: &mut Buffer) {
        let (n, cell) = (self.n, self.cell);
        buf.set_string(x, y, label, THEME.label);
        let entries = len(array, n);
        let (start, end, first_x) = if entries <= self.fits {
            (0, entries, x + LABEL)
        } else {
            // Too long for the row: a window around the entry the square under test
            // reads, after the index of its first cell (`12:`), the rest said by `…`.
            let around = self
                .focus
                .map_or(0, |f| index(array, n, f.square.0, f.square.1));
            let shown = window(entries, self.fits, around);
            let prefix = format!("{}:", shown.start);
            buf.set_string(x + LABEL, y, &prefix, THEME.label);
            (
                shown.start,
                shown.end,
                x + LABEL + super::kit::cells(prefix.len()),
            )
        };
        for at in start..end {
            let set = taken_by(self.queens, n, array, at);
            let style = entry_style(self.focus, array, at, set);
            let x = first_x + super::kit::cells(at - start) * cell;
            buf[(x, y)]
                .set_char(if set { '1' } else { '0' })
                .set_style(style);
        }
        if end < entries {
            // Said, not hidden: the rest of the array is past the edge.
            let x = first_x + super::kit::cells(end - start) * cell;
            buf[(x, y)].set_char('…').set_style(THEME.dim);
        }
    }
}

impl ArraysPanel<'_> {
    /// The line under the arrays, on row `y` of `area`: what the last event did with which
    /// entries, or (with nothing under test) how to read the rows.
    fn say(&self, focus: Option<Focus>, area: Rect, y: u16, buf: &mut Buffer) {
        let Some(focus) = focus else {
            let text = if self.solution.is_some() {
                t!("view-arrays-solution")
            } else {
                t!("view-arrays-indices")
            };
            buf.set_string(
                area.x,
                y,
                super::kit::text::shorten(&text, usize::from(area.width)),
                THEME.dim,
            );
            return;
        };
        let (row, col) = focus.square;
        let named: Vec<String> = focus
            .entries
            .iter()
            .map(|&(a, at, _)| entry(a, at))
            .collect();
        let long = focus
            .doing
            .said(&square_name(self.solver.n(), row, col), &named.join(" "));
        let short = named.join(" ");
        let width = usize::from(area.width.saturating_sub(1));
        let text = if super::kit::text::width(&long) <= width {
            long
        } else {
            super::kit::text::shorten(&short, width)
        };
        buf.set_line(
            area.x,
            y,
            &Line::from(Span::styled(text, THEME.label)),
            area.width,
        );
    }
}

impl Widget for ArraysPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = self.solver.n();
        let queens = self.solution.unwrap_or(self.solver.queens());
        // A solution shown is at rest: nothing under test.
        let focus = focus(self.solver, self.last).filter(|_| self.solution.is_none());
        // Two columns a cell where every array fits so, else one.
        let cell: u16 = if area.width >= roomy_width(n) { 2 } else { 1 };
        // A blank column before the border: a cell of two columns ends with its own.
        let room = area.width.saturating_sub(LABEL + 2 - cell);
        let rows = ArrayRow {
            n,
            queens,
            focus: focus.as_ref(),
            cell,
            fits: usize::from(room / cell),
        };
        for (i, (array, label)) in [
            (Array::Col, "col"),
            (Array::Diag, "diag ╱"),
            (Array::AntiDiag, "anti ╲"),
        ]
        .into_iter()
        .enumerate()
        {
            let y = area.y + super::kit::cells(i);
            if y >= area.bottom() {
                return;
            }
            rows.draw(array, label, area.x, y, buf);
        }
        let y = area.y + 3;
        if y >= area.bottom() {
            return;
        }
        self.say(focus, area, y, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::buffer::Buffer;

    fn panel_text(solver: &Solver, last: Option<Event>, width: u16) -> Vec<String> {
        let area = Rect::new(0, 0, width, HEIGHT);
        let mut buf = Buffer::empty(area);
        ArraysPanel {
            solver,
            last,
            solution: None,
        }
        .render(area, &mut buf);
        (0..HEIGHT)
            .map(|y| {
                (0..width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn the_arrays_show_what_the_queens_set_and_name_the_indices_read() {
        // n = 4: a queen on b4 (row 0, col 1) sets col[1], diag[1], anti_diag[3].
        let mut solver = Solver::new(4);
        solver.step();
        let last = solver.last_event();
        assert_eq!(last, Some(Event::Place { row: 0, col: 0 }));
        let lines = panel_text(&solver, last, 40);
        // a4: col[0], diag[0], anti_diag[4].
        assert!(lines[0].starts_with("col"), "{lines:?}");
        assert_eq!(&lines[0][LABEL as usize..], "1 0 0 0", "{lines:?}");
        assert!(lines[1].ends_with("1 0 0 0 0 0 0 0"), "{lines:?}");
        assert!(lines[2].ends_with("0 0 0 0 1 0 0 0"), "{lines:?}");
        assert_eq!(lines[3], "a4 sets col[0] diag[0] anti_diag[4]");
        // Narrow: one column a cell, and only the indices.
        let narrow = panel_text(&solver, last, 16);
        assert!(narrow[1].ends_with("10000000"), "{narrow:?}");
        assert_eq!(narrow[3], "col[0] diag[0]…");
    }

    #[test]
    fn a_window_holds_the_entry_read_and_says_where_it_starts() {
        for entries in [7, 27, 63] {
            for fits in 4..entries {
                for around in 0..entries {
                    let shown = window(entries, fits, around);
                    assert!(shown.contains(&around), "{entries} {fits} {around}");
                    let marks = shown.start.to_string().len() + 2;
                    assert!(
                        shown.len() + marks <= fits.max(marks + 1),
                        "{entries} {fits} {around}: {shown:?}"
                    );
                }
            }
        }
    }
}
