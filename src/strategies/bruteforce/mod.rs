//! `bruteforce`: every board with one queen per rank, each tested when complete.

pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `bruteforce` is.
pub const ABOUT: About = About::new(
    Strategy::Bruteforce,
    "bruteforce",
    "strategy-bruteforce-about",
)
.titled("strategy-bruteforce")
.unpredictable(Unpredictable::WholeBoards)
.traces("tests complete boards, with `reject-board R C by R2 C2` for each that fails (the queen on R C attacked by R2 C2)");

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
