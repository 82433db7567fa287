//! The masks panel: for the row being searched, `cols`, `ld`, `rd` and the free mask as bit
//! strings, one bit under each board column, with the next bit the search takes marked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::kit::kept::Kept;
use super::kit::plan::MASKS_HEIGHT;
use super::kit::squares::{column_x, put_cell};
use super::kit::theme::THEME;
use crate::solver::Solver;
use crate::solver::notation::{Notation, shown};
use crate::t;

/// Lines the panel needs (see [`MASKS_HEIGHT`]).
pub const HEIGHT: u16 = MASKS_HEIGHT;

/// The masks of the row being searched, borrowed for one frame.
pub struct Masks<'a> {
    /// The search drawn.
    pub solver: &'a Solver,
    /// Width of a board square, so bits line up under their columns.
    pub cell: u16,
    /// The strategy searching does not use the masks (they show what the bitmask search
    /// would know): drawn dim, with no bit singled out.
    pub unused: bool,
}

impl Widget for Masks<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let s = self.solver;
        let row = s.depth();
        let rows: [(&str, u32); 4] = [
            ("cols", s.cols(row)),
            ("ld ╲", s.ld(row)),
            ("rd ╱", s.rd(row)),
            ("free", s.free(row)),
        ];
        let next = s.candidates(row);
        let next_bit = if next == 0 {
            0
        } else {
            next & next.wrapping_neg()
        };
        for (i, (name, mask)) in rows.into_iter().enumerate() {
            let y = area.y + super::kit::cells(i);
            if y >= area.bottom() {
                break;
            }
            buf.set_string(area.x, y, name, THEME.label);
            let is_free = i == 3;
            for col in 0..s.n() {
                let bit = 1u32 << col;
                let set = mask & bit != 0;
                let style = match (set, is_free) {
                    _ if self.unused => THEME.dim,
                    (false, _) => THEME.dim,
                    (true, false) => THEME.attack_bit,
                    (true, true) if bit == next_bit => THEME.next_bit,
                    // A free column already tried (its subtree is finished or under way).
                    (true, true) if next & bit == 0 => THEME.dim,
                    (true, true) => THEME.free_bit,
                };
                let x = column_x(area.x, self.cell, col);
                put_cell(buf, x, y, self.cell, if set { '1' } else { '0' }, style);
            }
        }
    }
}

/// The few words that explain the masks, for the space below the board when there is some.
static EXPLANATION: Kept = Kept::new(|| t!("view-masks-explanation"));

/// The same in brief, for a short terminal.
static SHORT_EXPLANATION: Kept = Kept::new(|| t!("view-masks-explanation-short"));

/// The explanation in the articles' numbering, where bit c is column c with no file letter.
static NUMBERED_EXPLANATION: Kept = Kept::new(|| t!("notation-masks-explanation"));

/// The same in brief.
static NUMBERED_SHORT_EXPLANATION: Kept = Kept::new(|| t!("notation-masks-explanation-short"));

/// The words that explain the masks below the board, long and short, in the current
/// language and notation.
pub fn explanation() -> [&'static str; 2] {
    match shown() {
        Notation::Chess => [EXPLANATION.get(), SHORT_EXPLANATION.get()],
        Notation::Numbers => [NUMBERED_EXPLANATION.get(), NUMBERED_SHORT_EXPLANATION.get()],
    }
}
