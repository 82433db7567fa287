//! Which queens attack a square: the one attack test, for the explanations (narration, a
//! clicked square), the board's shading and the scan strategy's `valid(row, col)` test.

/// The line along which one queen attacks a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// The same row (the search never puts two queens there, but the queen attacks it).
    Row,
    /// The same column.
    Column,
    /// A `╲` diagonal: the column grows with the row.
    Falling,
    /// A `╱` diagonal: the column shrinks as the row grows.
    Rising,
}

/// The line along which a queen on (`qr`, `qc`) attacks (`row`, `col`), if it does (a queen
/// does not attack its own square).
pub fn attack_line(qr: usize, qc: usize, row: usize, col: usize) -> Option<Line> {
    if (qr, qc) == (row, col) {
        None
    } else if qr == row {
        Some(Line::Row)
    } else if qc == col {
        Some(Line::Column)
    } else if qr.abs_diff(row) != qc.abs_diff(col) {
        None
    } else if (qc < col) == (qr < row) {
        Some(Line::Falling)
    } else {
        Some(Line::Rising)
    }
}

/// True if a queen on (`qr`, `qc`) attacks (`row`, `col`): along its row, its column or a
/// diagonal (not its own square).
pub fn attacks(qr: usize, qc: usize, row: usize, col: usize) -> bool {
    (qr, qc) != (row, col) && (qr == row || qc == col || qr.abs_diff(row) == qc.abs_diff(col))
}

/// True if any of `queens` (`queens[r]` is the column of row `r`'s queen) attacks (`row`,
/// `col`).
pub fn is_attacked(queens: &[u8], row: usize, col: usize) -> bool {
    first_attacker(queens, row, col).is_some()
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

/// How many of `queens` (each a row and a column) attack the queen on (`row`, `col`), which
/// is left out: the count the local searches' boards show on each queen.
pub fn attacker_count(
    queens: impl IntoIterator<Item = (usize, usize)>,
    row: usize,
    col: usize,
) -> u32 {
    let count = queens
        .into_iter()
        .filter(|&(r, c)| attacks(r, c, row, col))
        .count();
    u32::try_from(count).expect("a board has at most 32 queens")
}

/// The first row (from row 0) whose queen attacks (`row`, `col`): the one a row-by-row test
/// meets first.
pub fn first_attacker(queens: &[u8], row: usize, col: usize) -> Option<usize> {
    queens
        .iter()
        .enumerate()
        .position(|(r, &c)| attacks(r, usize::from(c), row, col))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_attack_are_told_apart() {
        assert_eq!(attack_line(0, 3, 4, 3), Some(Line::Column));
        assert_eq!(attack_line(0, 0, 2, 2), Some(Line::Falling));
        assert_eq!(attack_line(3, 3, 1, 1), Some(Line::Falling));
        assert_eq!(attack_line(0, 4, 2, 2), Some(Line::Rising));
        assert_eq!(attack_line(0, 0, 2, 1), None);
        assert_eq!(attack_line(2, 0, 2, 5), Some(Line::Row));
        assert_eq!(attack_line(2, 5, 2, 5), None, "its own square");
        for (qr, qc, r, c) in [(0, 3, 4, 3), (0, 0, 2, 2), (0, 4, 2, 2), (0, 0, 2, 1)] {
            assert_eq!(attacks(qr, qc, r, c), attack_line(qr, qc, r, c).is_some());
        }
    }

    #[test]
    fn attackers_are_counted_on_every_line_but_the_queen_itself() {
        // Each queen's count against a test of every pair.
        let board: [(usize, usize); 5] = [(0, 0), (1, 2), (2, 0), (3, 3), (4, 1)];
        for &(row, col) in &board {
            let by_pairs = board
                .iter()
                .filter(|&&(r, c)| (r, c) != (row, col))
                .filter(|&&(r, c)| c == col || r.abs_diff(row) == c.abs_diff(col))
                .count();
            assert_eq!(
                attacker_count(board, row, col) as usize,
                by_pairs,
                "{row} {col}"
            );
        }
        assert_eq!(attacker_count(board, 0, 0), 2, "a file and a diagonal");
        assert_eq!(attacker_count([], 3, 3), 0);
    }
}
