//! The Compare view's layer: it covers the screen, so it takes every key; `Esc` closes it
//! (and so lets its job go), and quitting falls through to what every mode takes.

use super::{App, Handled};
use crate::vocabulary::Action;

impl App {
    /// The Compare view, while it is open.
    pub(super) fn compare_layer(&self, action: &Action) -> Handled {
        match action {
            Action::Back => Handled::Closed,
            Action::Quit => Handled::Ignored,
            // The keys of what it covers would act unseen.
            _ => Handled::done(),
        }
    }
}
