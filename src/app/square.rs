//! A square of the board, as the state names it: a leaf that the notes, the narration and
//! predict mode all read, so that none of them needs another for it.

/// A square of an `n`×`n` board, to be named by the view (`c5`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Square {
    /// The board size (square names depend on it: rank 1 is the bottom row).
    pub n: usize,
    /// Row from the top, 0-based.
    pub row: usize,
    /// Column from the left, 0-based.
    pub col: usize,
}

impl Square {
    /// The square on `row`, `col` of the `n` board.
    pub fn new(n: usize, row: usize, col: usize) -> Self {
        Square { n, row, col }
    }
}
