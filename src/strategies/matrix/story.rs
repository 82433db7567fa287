//! `matrix` has no story of its own: the shared stories tell its events.

use crate::app::narration::{Narrate, Untold};

/// `matrix`' narrator.
pub struct Narrator;

impl Narrate for Narrator {
    type Own = Untold;
}
