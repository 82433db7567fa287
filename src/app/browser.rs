//! The solutions panel's state: which listing, the selection, the scroll offset, the number
//! being typed after `:`, and how many rows a page is (as the view last drew the list).

use crate::solver::catalog::Listing;
use crate::vocabulary::Move;

/// The state of the solutions list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Browser {
    listing: Listing,
    /// Selected position (0-based) when not following.
    selected: u64,
    /// First visible position when not following.
    offset: u64,
    /// The selection sits on the newest solution and moves with it.
    follow: bool,
    /// Digits typed after `:` or `#`, while a jump is being typed.
    jump: Option<String>,
    /// Rows of the list on screen, as last drawn: the size of a page.
    rows: u16,
}

impl Default for Browser {
    fn default() -> Self {
        Browser {
            listing: Listing::All,
            selected: 0,
            offset: 0,
            follow: true,
            jump: None,
            rows: 1,
        }
    }
}

/// The longest number a jump takes (beyond any count of solutions).
const MAX_JUMP_DIGITS: usize = 20;

impl Browser {
    /// All solutions, or one per class.
    pub fn listing(&self) -> Listing {
        self.listing
    }

    /// Switches between all solutions and one per class; the selection follows the newest.
    pub fn toggle_listing(&mut self) {
        self.listing = match self.listing {
            Listing::All => Listing::Unique,
            Listing::Unique => Listing::All,
        };
        self.follow = true;
    }

    /// Rows visible in the list.
    fn rows(&self) -> u64 {
        u64::from(self.rows.max(1))
    }

    /// The selected position and the first visible one, for a listing of `len` solutions
    /// (`None` while it is empty).
    pub fn view(&self, len: u64) -> Option<(u64, u64)> {
        if len == 0 {
            return None;
        }
        if self.follow {
            let selected = len - 1;
            return Some((selected, (selected + 1).saturating_sub(self.rows())));
        }
        let selected = self.selected.min(len - 1);
        Some((selected, self.offset.min(selected)))
    }

    /// True while the selection follows the newest solution.
    pub fn following(&self) -> bool {
        self.follow
    }

    /// Moves the selection within a listing of `len` solutions.
    pub fn move_by(&mut self, step: Move, len: u64) {
        let Some((selected, offset)) = self.view(len) else {
            return;
        };
        let last = len - 1;
        let target = match step {
            Move::By(d) => selected.saturating_add_signed(d).min(last),
            Move::Pages(p) => selected
                .saturating_add_signed(
                    p.saturating_mul(i64::try_from(self.rows()).unwrap_or(i64::MAX)),
                )
                .min(last),
            Move::First => 0,
            Move::Last => last,
        };
        // Moving onto the newest solution follows new ones again, as `End` does.
        let forward = matches!(step, Move::By(d) | Move::Pages(d) if d > 0);
        self.follow = step == Move::Last || (forward && target == last);
        self.select(target, offset);
    }

    /// Puts the selection on `target`, scrolling just enough to show it.
    fn select(&mut self, target: u64, offset: u64) {
        self.selected = target;
        let rows = self.rows();
        self.offset = if target < offset {
            target
        } else if target >= offset + rows {
            target + 1 - rows
        } else {
            offset
        };
    }

    /// Selects position `at` (0-based) of a listing of `len` solutions; false if out of range.
    pub fn select_at(&mut self, at: u64, len: u64) -> bool {
        if at >= len {
            return false;
        }
        let offset = self.view(len).map_or(0, |(_, offset)| offset);
        self.follow = false;
        self.select(at, offset);
        true
    }

    /// Rows of the list on screen, as last drawn.
    pub fn page_rows(&self) -> u16 {
        self.rows
    }

    /// Sets how many rows of the list the screen shows (the view's plan says it before each
    /// frame); a page of another height still shows the selection. A hidden list (0 rows)
    /// keeps its place for when it shows again.
    pub fn set_page_rows(&mut self, rows: u16) {
        self.rows = rows;
        if rows > 0 && !self.follow {
            self.select(self.selected, self.offset);
        }
    }

    /// The digits typed so far after `:`, while typing a jump.
    pub fn jump_input(&self) -> Option<&str> {
        self.jump.as_deref()
    }

    /// Starts typing a jump.
    pub fn start_jump(&mut self) {
        self.jump = Some(String::new());
    }

    /// Adds a digit to the jump being typed.
    pub fn push_digit(&mut self, digit: u8) {
        if let Some(jump) = &mut self.jump
            && jump.len() < MAX_JUMP_DIGITS
        {
            jump.push(char::from(b'0' + digit.min(9)));
        }
    }

    /// Removes the last digit typed.
    pub fn pop_digit(&mut self) {
        if let Some(jump) = &mut self.jump {
            jump.pop();
        }
    }

    /// Ends typing; returns `None` if no jump was being typed or nothing was typed, else the
    /// number (`None` inside if it does not fit a `u64`).
    pub fn finish_jump(&mut self) -> Option<Option<u64>> {
        let digits = self.jump.take()?;
        (!digits.is_empty()).then(|| digits.parse().ok())
    }

    /// Abandons the jump being typed.
    pub fn cancel_jump(&mut self) {
        self.jump = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn browser(rows: u16) -> Browser {
        let mut b = Browser::default();
        b.set_page_rows(rows);
        b
    }

    #[test]
    fn follows_the_newest_until_moved() {
        let mut b = browser(5);
        assert_eq!(b.view(0), None);
        assert_eq!(b.view(3), Some((2, 0)));
        assert_eq!(b.view(12), Some((11, 7)));
        b.move_by(Move::By(-1), 12);
        assert!(!b.following());
        assert_eq!(b.view(40), Some((10, 7)), "stays put as more arrive");
        b.move_by(Move::Last, 40);
        assert_eq!(b.view(41), Some((40, 36)));
    }

    #[test]
    fn moves_scroll_just_enough_and_stop_at_the_ends() {
        let mut b = browser(5);
        b.move_by(Move::First, 100);
        assert_eq!(b.view(100), Some((0, 0)));
        b.move_by(Move::By(-3), 100);
        assert_eq!(b.view(100), Some((0, 0)));
        b.move_by(Move::By(6), 100);
        assert_eq!(b.view(100), Some((6, 2)));
        b.move_by(Move::Pages(1), 100);
        assert_eq!(b.view(100), Some((11, 7)));
        b.move_by(Move::Pages(-1), 100);
        assert_eq!(b.view(100), Some((6, 6)));
        b.move_by(Move::Pages(100), 100);
        assert_eq!(b.view(100), Some((99, 95)));
        assert!(b.following(), "paging onto the newest follows it again");
    }

    #[test]
    fn a_jump_collects_digits() {
        let mut b = browser(5);
        b.start_jump();
        for d in [1, 2, 3] {
            b.push_digit(d);
        }
        b.pop_digit();
        assert_eq!(b.jump_input(), Some("12"));
        assert_eq!(b.finish_jump(), Some(Some(12)));
        assert_eq!(b.jump_input(), None);
        b.start_jump();
        assert_eq!(b.finish_jump(), None, "nothing typed");
        b.start_jump();
        for _ in 0..20 {
            b.push_digit(9);
        }
        assert_eq!(b.finish_jump(), Some(None), "more than a u64 holds");
    }
}
