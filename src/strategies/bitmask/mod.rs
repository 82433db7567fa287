//! `bitmask`: classic bitmask backtracking, the masks jump straight to the free files.

pub mod search;
pub mod story;
pub mod view;

use super::About;
use crate::vocabulary::Strategy;

/// What `bitmask` is.
pub const ABOUT: About = About::new(
    Strategy::Bitmask,
    "bitmask",
    "strategy-bitmask-about",
)
.titled("strategy-bitmask")
.backtracks();

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
