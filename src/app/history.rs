//! The search layer's own state: the searches undo and redo go back to, and what it watches
//! of the motion to know what one step of undo is (a run of taps back, a drag along the
//! timeline).

use super::search::Search;
use crate::vocabulary::Action;

/// How many searches [`Action::Undo`] can go back to.
pub const UNDO_KEEP: usize = 8;

/// Searches as they were before something threw work away, and what undo took away.
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Searches as they were before something threw work away, newest last (at most
    /// [`UNDO_KEEP`]): a search is a small position plus the solutions found.
    undo: Vec<Search>,
    /// Searches undo took away, newest last: redo puts them back, until something new is kept
    /// for undo.
    redo: Vec<Search>,
    /// The search as it was before a run of step-back presses began: a hold starts with
    /// presses that look like taps, and its undo must go back to before them.
    before_backing: Option<Search>,
    /// The last action was a jump along the timeline (a drag sends many).
    jumping: bool,
}

impl History {
    /// Keeps what undo needs before `action` on `search`: the search as it was before a run
    /// of step-back presses (a hold starts with presses that look like taps), and before a
    /// jump (a drag along the timeline is one jump, however many moves; two clicks are two).
    pub fn track_motion(&mut self, action: &Action, search: &Search) {
        match action {
            Action::StepBack if self.before_backing.is_none() => {
                self.before_backing = Some(search.clone());
            }
            Action::StepBack | Action::RewindHeld => {}
            // A run of taps back ends: it is one step to undo, as a hold is.
            _ => {
                if let Some(before) = self.before_backing.take()
                    && !same_place(&before, search)
                {
                    self.keep(before);
                }
            }
        }
        let jump = matches!(
            action,
            Action::JumpToMove(_) | Action::ScrubToMove(_) | Action::BackToSolution
        );
        let scrubbing = matches!(action, Action::ScrubToMove(_)) && self.jumping;
        if jump && !scrubbing {
            self.keep(search.clone());
        }
        self.jumping = jump;
    }

    /// A hold of the step-back key begins: the search as it was before the presses that
    /// started it is kept for undo.
    pub fn hold_begins(&mut self) {
        if let Some(before) = self.before_backing.take() {
            self.keep(before);
        }
    }

    /// Remembers `search` for [`Action::Undo`], unless it had not started or is where the
    /// last one kept stands (an undo step is never spent on nothing). Something new kept
    /// ends what redo could put back.
    pub fn keep(&mut self, search: Search) {
        if search.event_number() == 0 || self.undo.last().is_some_and(|l| same_place(l, &search)) {
            return;
        }
        self.push_undo(search);
        self.redo.clear();
    }

    /// Puts `search` on the undo list, the oldest going past [`UNDO_KEEP`].
    pub fn push_undo(&mut self, search: Search) {
        if self.undo.len() == UNDO_KEEP {
            self.undo.remove(0);
        }
        self.undo.push(search);
    }

    /// The last search kept that stands elsewhere than `shown`, taken off the list.
    pub fn pop_undo(&mut self, shown: &Search) -> Option<Search> {
        while self.undo.last().is_some_and(|l| same_place(l, shown)) {
            self.undo.pop();
        }
        self.undo.pop()
    }

    /// Keeps `search`, which undo took away, for redo.
    pub fn push_redo(&mut self, search: Search) {
        self.redo.push(search);
    }

    /// The search the last undo took away, taken off the list.
    pub fn pop_redo(&mut self) -> Option<Search> {
        self.redo.pop()
    }

    /// How many searches undo can still go back to.
    pub fn undo_left(&self) -> usize {
        self.undo.len()
    }

    /// How many searches redo can still put back.
    pub fn redo_left(&self) -> usize {
        self.redo.len()
    }

    /// Forgets what undo could go back to (a session taken up is nothing to undo).
    pub fn forget_undo(&mut self) {
        self.undo.clear();
    }
}

/// True if `a` and `b` show the same position: the same board, strategy and event.
fn same_place(a: &Search, b: &Search) -> bool {
    a.n() == b.n() && a.strategy() == b.strategy() && a.event_number() == b.event_number()
}
