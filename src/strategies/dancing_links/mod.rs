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
    "strategy-dancing-links-about",
)
.titled("strategy-dancing-links")
.ordered(search::DEFAULT_ORDER)
.own_dead_ends()
.traces("`choose row R K` (or `col C K`) for the column it covers next with its K squares left (0: a dead end), `cover` and `uncover` for that column, and `place`/`remove` for each square tried");

/// Its own events: a column chosen, covered, uncovered; the rest are shared.
pub type Events = events::Event;
