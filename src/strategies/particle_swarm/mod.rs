//! `particle-swarm`: a discrete particle swarm, boards drawn toward their own best and the
//! swarm's best by swaps of ranks.

pub mod events;
pub mod search;
pub mod story;
pub mod view;

use super::{About, Unpredictable};
use crate::vocabulary::Strategy;

/// What `particle-swarm` is.
pub const ABOUT: About = About::new(
    Strategy::ParticleSwarm,
    "particle-swarm",
    "strategy-particle-swarm-about",
)
.titled("strategy-particle-swarm")
.stops_at_first()
.seeded()
.permutes()
.knobs(&view::knobs::KNOBS)
.unpredictable(Unpredictable::Random)
.traces("`place R C` for each queen of a particle's first board, `swap P A B` for each swap of particle P's ranks A and B, `particle P K` when its move is done (K: its pairs attacking), `personal P K` and `global K` for a new best of its own or of the swarm, and `scatter P` before a stale particle's scattering move");

/// Its own events: two ranks' queens swapped, a particle's move done, a new personal and
/// global best; the rest are shared.
pub type Events = events::Event;
