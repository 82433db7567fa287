//! The projector board (`--present`, `:present`, `f`): a choice of how the search is shown,
//! kept in the view; how it is laid out and drawn is the view's business.

use super::App;
use super::note::Note;

impl App {
    /// Whether the projector board is on: the board fills the screen, the counters in a
    /// line above it and the narration below.
    pub fn present(&self) -> bool {
        self.view.present
    }

    /// Turns the projector board on or off; says which, and how to come back.
    pub fn toggle_present(&mut self) -> Note {
        self.view.present = !self.view.present;
        Note::Present(self.view.present)
    }

    /// The same application with the projector board on (`--present`).
    pub fn presenting(mut self) -> Self {
        self.view.present = true;
        self
    }
}
