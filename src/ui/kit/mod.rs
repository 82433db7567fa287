//! The lower floor of the view: the primitives every panel draws with (styles, text fitting,
//! number forms, columns, the queen's figure, words kept per language), and what two panels,
//! or a panel and the strategy trait, share (the board a frame borrows, the counters' rows,
//! the code panel's listing, the arrays' entries, the sizes the layout reads). Nothing here
//! names a panel, so any panel may use any of it and no two panels need each other.

pub mod appearance;
pub mod board;
pub mod columns;
pub mod counters;
pub mod entries;
pub mod figure;
pub mod format;
pub mod heat_shade;
pub mod kept;
pub mod listing;
pub mod plan;
pub mod probe_lines;
pub mod squares;
pub mod text;
pub mod theme;
pub mod walk;

/// A count of rows or columns as terminal cells (a terminal is never wider than `u16`).
pub fn cells(count: usize) -> u16 {
    u16::try_from(count).unwrap_or(u16::MAX)
}
