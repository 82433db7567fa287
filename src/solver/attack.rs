//! Which queens attack a square, for the explanations (narration, a clicked square) and the
//! scan strategy's `valid(row, col)` test.

/// True if a queen on (`qr`, `qc`) attacks (`row`, `col`) (a different row).
fn attacks(qr: usize, qc: usize, row: usize, col: usize) -> bool {
    qr != row && (qc == col || qr.abs_diff(row) == qc.abs_diff(col))
}

/// The rows whose queens attack (`row`, `col`); `queens[r]` is the column of row `r`'s queen.
pub fn attackers(queens: &[u8], row: usize, col: usize) -> Vec<usize> {
    queens
        .iter()
        .enumerate()
        .filter(|&(r, &c)| attacks(r, usize::from(c), row, col))
        .map(|(r, _)| r)
        .collect()
}

/// The first row (from row 0) whose queen attacks (`row`, `col`): the one a row-by-row test
/// meets first.
pub fn first_attacker(queens: &[u8], row: usize, col: usize) -> Option<usize> {
    queens
        .iter()
        .enumerate()
        .position(|(r, &c)| attacks(r, usize::from(c), row, col))
}
