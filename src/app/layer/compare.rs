//! The Compare view's layer: it covers the screen, so it takes every key; `Esc` closes it
//! (and so lets its job go); quitting falls through to what every mode takes, and a lesson's
//! step keys to the lesson.

use super::{App, Handled};
use crate::vocabulary::Action;

impl App {
    /// The Compare view, while it is open.
    pub(super) fn compare_layer(&self, action: &Action) -> Handled {
        match action {
            // `c` opened it: it closes it too, as `?` does the help.
            Action::Back | Action::OpenCompare => Handled::Closed,
            // Quitting, and a lesson's steps: the next step shows what its commands ask for.
            Action::Quit | Action::LessonNext | Action::LessonBack => Handled::Ignored,
            // The keys of what it covers would act unseen.
            _ => Handled::done(),
        }
    }
}
