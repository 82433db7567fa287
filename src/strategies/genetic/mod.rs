//! `genetic`: a population of boards bred until the best is a solution.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `genetic` is.
pub const ABOUT: About = About::new(
    Strategy::Genetic,
    "genetic",
    "strategy-genetic-about",
)
.titled("strategy-genetic")
.stops_at_first()
.seeded()
.knobs(&view::knobs::KNOBS)
.unpredictable(Unpredictable::Random)
.traces("`generation G BEST` for each generation (BEST: the pairs of queens not attacking on its best board), then `place R C` for each rank where that board changed");

/// Its own event: the generation; the rest are shared.
pub type Events = events::Generation;
