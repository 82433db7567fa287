//! `arrays`: backtracking that tests each square with three boolean arrays.

pub mod search;
pub mod story;
pub mod view;

use super::About;
use crate::vocabulary::{Probe, Strategy};

/// What `arrays` is.
pub const ABOUT: About = About::new(
    Strategy::Arrays,
    "arrays",
    "strategy-arrays-about",
)
.titled("strategy-arrays")
.backtracks()
.probe(Probe::Arrays)
.traces("`try R C` and `reject R C by R2 C2` lines (R2 C2: the queen of the first taken array)");

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
