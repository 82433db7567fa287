//! The N-Queens search: the stepping solver the animation and `trace` drive, and the table of
//! known counts.

pub mod attack;
pub mod boards;
pub mod catalog;
pub mod construct;
pub mod known;
pub mod min_conflicts;
pub mod notation;
pub mod random;
pub mod repair;
pub mod scan;
pub mod search;
pub mod stepper;
pub mod symmetry;
pub mod verify;

pub use known::{Known, known};
pub use search::{AnySearch, Search, Work};
pub use stepper::{Counters, Event, MAX_N, PositionError, Solver, full_mask};
