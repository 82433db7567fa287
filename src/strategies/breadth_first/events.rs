//! `breadth-first`'s own event: a level completed.

use std::fmt;

use crate::solver::OwnEvent;
use crate::solver::notation::{grouped, rank_of};

/// Every extension of the frontier by `row` has been tested: `size` boards of `row + 1`
/// queens survive and are the next frontier.
///
/// Packed to four-byte alignment: as a `u64` beside a `u8` it would need eight, and the
/// shared event that holds it would grow from 16 bytes to 24 (every step of every search
/// returns one by value). Fields are read by value, never by reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(C, packed(4))]
pub struct Level {
    /// The rank just added.
    pub row: u8,
    /// The boards that survive.
    pub size: u64,
}

/// The `trace` line: `level R SIZE`.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Level { row, size } = *self;
        write!(f, "level {row} {size}")
    }
}

impl OwnEvent for Level {
    fn text(&self, n: usize) -> String {
        let Level { row, size } = *self;
        format!(
            "rank {} complete: {} boards",
            rank_of(n, usize::from(row)),
            grouped(size)
        )
    }
}
