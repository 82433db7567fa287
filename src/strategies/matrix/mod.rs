//! `matrix`: backtracking that tests each square by walking the board matrix up from it.

pub mod search;
pub mod story;
pub mod view;

use super::About;
use crate::vocabulary::{Probe, Strategy};

/// What `matrix` is.
pub const ABOUT: About = About::new(
    Strategy::Matrix,
    "matrix",
    "strategy-matrix-about",
)
.titled("strategy-matrix")
.backtracks()
.probe(Probe::Matrix)
.traces("`try R C` and `reject R C by R2 C2` lines (R2 C2: the first queen the walk meets)");

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
