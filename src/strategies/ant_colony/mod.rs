//! `ant-colony`: ant colony optimisation, ants building boards rank by rank on pheromone
//! trails.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `ant-colony` is.
pub const ABOUT: About = About::new(
    Strategy::AntColony,
    "ant-colony",
    "strategy-ant-colony-about",
)
.titled("strategy-ant-colony")
.stops_at_first()
.seeded()
.permutes()
.knobs(&view::knobs::KNOBS)
.unpredictable(Unpredictable::Random)
.traces("`place R C` for each ant's queen, `ant K P` when ant K's board is whole (P: its pairs attacking), `best P` for a new best board and `trail G` when generation G's trails are renewed");

/// Its own events: an ant's board finished, a new best board, the trails renewed; the
/// rest are shared.
pub type Events = events::Event;
