//! `scan`: backtracking that tests each square of a rank against every queen placed.

pub mod search;
pub mod story;
pub mod view;

use super::About;
use crate::vocabulary::{Probe, Strategy};

/// What `scan` is.
pub const ABOUT: About = About::new(
    Strategy::Scan,
    "scan",
    "strategy-scan-about",
)
.titled("strategy-scan")
.backtracks()
.probe(Probe::Scan)
.traces("`try R C` and `reject R C by R2 C2` lines (R2 C2: the queen its own test meets first)");

/// Its own events: none, every event it makes is one of the shared ones.
pub type Events = super::NoOwnEvents;
