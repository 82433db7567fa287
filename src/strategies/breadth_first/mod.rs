//! `breadth-first`: level by level, the whole frontier kept.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `breadth-first` is.
pub const ABOUT: About = About::new(
    Strategy::BreadthFirst,
    "breadth-first",
    "strategy-breadth-first-about",
)
.titled("strategy-breadth-first")
.unpredictable(Unpredictable::Levels)
.traces("`place`/`remove` for the board being tested and `level R SIZE` when rank R's frontier is complete");

/// Its own event: the level; the rest are shared.
pub type Events = events::Level;
