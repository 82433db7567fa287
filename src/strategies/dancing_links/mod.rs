//! `dancing-links`: Knuth's Algorithm X on the exact-cover matrix of the board, with his
//! dancing links.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::About;
use crate::vocabulary::Strategy;

/// What `dancing-links` is.
pub const ABOUT: About = About::new(
    Strategy::DancingLinks,
    "dancing-links",
    "Knuth's Algorithm X with dancing links: ranks and files are columns to cover exactly once, diagonals at most once; it covers the column with the fewest squares left (mrv, ties from the middle out), tries each of its squares and uncovers in reverse; --order fixed covers the first open rank",
)
.ordered()
.own_dead_ends();

/// Its own events: a column chosen, covered, uncovered; the rest are shared.
pub type Events = events::Event;
