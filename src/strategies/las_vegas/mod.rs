//! `las-vegas`: random files on the first ranks, backtracking for the rest.

pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `las-vegas` is.
pub const ABOUT: About = About::new(
    Strategy::LasVegas,
    "las-vegas",
    "strategy-las-vegas-about",
)
.titled("strategy-las-vegas")
.stops_at_first()
.seeded()
.flags(&["--random-ranks"])
.commands(&["k"])
.unpredictable(Unpredictable::Random)
.against_first()
.traces("`start T` for try T, then the try's events");

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
