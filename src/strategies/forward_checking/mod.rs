//! `forward-checking`: backtracking that prunes the open ranks' domains ahead.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::About;
use crate::vocabulary::Strategy;

/// What `forward-checking` is.
pub const ABOUT: About = About::new(
    Strategy::ForwardChecking,
    "forward-checking",
    "strategy-forward-checking-about",
)
.titled("strategy-forward-checking")
.ordered(crate::vocabulary::order::Order::Fixed)
.sees_dead_ends_ahead()
.traces("`wipeout R` when a placement empties rank R's domain (the search backs up at once)");

/// Its own event: the wipe-out; the rest are shared.
pub type Events = events::Wipeout;
