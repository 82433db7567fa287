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
    "A* family: partial placements queued by f = g + h (all tie at n), ties to the deeper, then the most free squares below; the best is expanded until one is complete",
)
.stops_at_first()
.unpredictable(Unpredictable::Queue);

/// Its own event: the expansion; the rest are shared.
pub type Events = events::Expand;
