//! `permutations`: every permutation of the files, each complete board tested.

pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `permutations` is.
pub const ABOUT: About = About::new(
    Strategy::Permutations,
    "permutations",
    "strategy-permutations-about",
)
.titled("strategy-permutations")
.unpredictable(Unpredictable::WholeBoards)
.permutes()
.traces("tests complete boards, with `reject-board R C by R2 C2` for each that fails (the queen on R C attacked by R2 C2)");

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
