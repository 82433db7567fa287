//! The N-Queens search: the stepping solver the animation and `trace` drive, and the table of
//! known counts.

pub mod ahead;
pub mod attack;
pub mod boards;
pub mod catalog;
pub mod complete;
pub mod construct;
pub mod first;
pub mod known;
pub mod notation;
// Said once for the strategies that share it; the state and the command line name it here too.
pub use crate::vocabulary::order;
pub mod probe;
pub mod random;
pub mod repair;
pub mod roomy;
pub mod scan;
pub mod search;
pub mod stepper;
pub mod summary;
pub mod symmetry;
pub mod traced;
pub mod verify;

pub use known::{Known, known};
pub use search::{AnySearch, Search, Work};

/// A row or column (at most [`MAX_N`]) as the `u8` that events and column lists store.
#[inline(always)]
#[expect(
    clippy::cast_possible_truncation,
    reason = "rows and columns are at most MAX_N = 32, far inside u8"
)]
pub const fn u8_of(i: usize) -> u8 {
    debug_assert!(i <= MAX_N);
    i as u8
}

/// The column of a mask's lowest set bit (32 for an empty mask).
#[inline(always)]
#[expect(
    clippy::cast_possible_truncation,
    reason = "a u32 has at most 32 trailing zeros"
)]
pub const fn low_col(mask: u32) -> u8 {
    mask.trailing_zeros() as u8
}
pub use stepper::{Counters, Event, MAX_N, Observer, OwnEvent, PositionError, Solver, full_mask};

/// The column of a non-empty mask's highest set bit.
#[inline(always)]
#[expect(
    clippy::cast_possible_truncation,
    reason = "a u32 has at most 32 leading zeros"
)]
pub const fn high_col(mask: u32) -> u8 {
    debug_assert!(mask != 0);
    31 - mask.leading_zeros() as u8
}
