//! `best-first`: a priority queue of partial placements, the best expanded first.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `best-first` is.
pub const ABOUT: About = About::new(
    Strategy::BestFirst,
    "best-first",
    "strategy-best-first-about",
)
.titled("strategy-best-first")
.stops_at_first()
.unpredictable(Unpredictable::Queue)
.traces("`place`/`remove` to set up each placement popped and `expand R PUSHED PRUNED` when it is expanded by rank R; it stops at its first solution");

/// Its own event: the expansion; the rest are shared.
pub type Events = events::Expand;
