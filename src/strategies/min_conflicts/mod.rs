//! `min-conflicts`: local search from a random board.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::{LOCAL_MAX_N, Strategy};

/// What `min-conflicts` is. Last in the `t` cycle, so that its stats line, the widest, names
/// the short `bitmask` as the next: `min-conflicts (t: bitmask)` keeps the width its drawing
/// of the attacked queens' counts needs at 80×24.
pub const ABOUT: About = About::new(
    Strategy::MinConflicts,
    "min-conflicts",
    "strategy-min-conflicts-about",
)
.titled("strategy-min-conflicts")
.stops_at_first()
.seeded()
.max_animated_n(LOCAL_MAX_N)
.local()
.last_in_cycle()
.unpredictable(Unpredictable::Random)
.traces("`start K` for each random board, followed by the board dealt as `place R C` lines (one a row), and `move R C1 C2` for each move");

/// Its own event: the move; the rest are shared.
pub type Events = events::Move;
