//! The check every answer of `nqueens solve` passes before it is printed: one queen per row
//! (the answer is a list with a column per row), no two on a column or a diagonal. O(n) time,
//! and O(n) bits: a bit per column and per diagonal, set as each queen is met.

use std::fmt;

/// What is wrong with an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flaw {
    /// The list does not have one column per row.
    Length {
        /// Columns given.
        got: usize,
    },
    /// The queen on `row` is off the board.
    OffBoard {
        /// Its row.
        row: usize,
    },
    /// The queens on rows `first` and `second` attack each other along `line`.
    Attack {
        /// The earlier row.
        first: usize,
        /// The later row.
        second: usize,
        /// The line they share: `column`, `╲ diagonal` or `╱ diagonal`.
        line: &'static str,
    },
}

impl fmt::Display for Flaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flaw::Length { got } => write!(f, "{got} columns for the rows of the board"),
            Flaw::OffBoard { row } => write!(f, "the queen on row {row} is off the board"),
            Flaw::Attack {
                first,
                second,
                line,
            } => write!(f, "the queens on rows {first} and {second} share a {line}"),
        }
    }
}

impl std::error::Error for Flaw {}

/// A bit per line, set as the queens are met.
struct Seen(Vec<u64>);

impl Seen {
    fn new(lines: usize) -> Self {
        Seen(vec![0; lines.div_ceil(64)])
    }

    /// Marks `line`; false if it was marked already.
    #[inline]
    fn mark(&mut self, line: usize) -> bool {
        let (word, bit) = (line / 64, 1u64 << (line % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
}

/// Checks that `cols` (the 0-based column of the queen on each row) solves the `n`×`n` board.
pub fn verify(n: usize, cols: &[u32]) -> Result<(), Flaw> {
    if cols.len() != n {
        return Err(Flaw::Length { got: cols.len() });
    }
    let (mut column, mut down, mut up) = (Seen::new(n), Seen::new(2 * n), Seen::new(2 * n));
    for (row, &col) in cols.iter().enumerate() {
        let col = col as usize;
        if col >= n {
            return Err(Flaw::OffBoard { row });
        }
        // Each line a queen stands on: its column and its two diagonals, each numbered from 0.
        let lines: [(&mut Seen, usize, &'static str); 3] = [
            (&mut column, col, "column"),
            (&mut down, row + n - 1 - col, "╲ diagonal"),
            (&mut up, row + col, "╱ diagonal"),
        ];
        for (seen, line, name) in lines {
            if !seen.mark(line) {
                // Only on failure: find the earlier queen on that line (a second pass).
                let first = (0..row)
                    .find(|&r| {
                        let c = cols[r] as usize;
                        match name {
                            "column" => c == col,
                            "╲ diagonal" => r + n - 1 - c == line,
                            _ => r + c == line,
                        }
                    })
                    .unwrap_or(row);
                return Err(Flaw::Attack {
                    first,
                    second: row,
                    line: name,
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solutions_pass_and_each_kind_of_flaw_is_named() {
        assert_eq!(verify(1, &[0]), Ok(()));
        assert_eq!(verify(4, &[1, 3, 0, 2]), Ok(()));
        assert_eq!(verify(8, &[0, 4, 7, 5, 2, 6, 1, 3]), Ok(()));
        assert_eq!(verify(4, &[1, 3, 0]), Err(Flaw::Length { got: 3 }));
        assert_eq!(verify(4, &[1, 3, 0, 4]), Err(Flaw::OffBoard { row: 3 }));
        let attack = |first, second, line| {
            Err(Flaw::Attack {
                first,
                second,
                line,
            })
        };
        assert_eq!(verify(4, &[1, 3, 1, 2]), attack(0, 2, "column"));
        assert_eq!(verify(4, &[1, 3, 2, 0]), attack(1, 2, "╱ diagonal"));
        assert_eq!(verify(4, &[0, 3, 1, 2]), attack(2, 3, "╲ diagonal"));
        assert_eq!(verify(5, &[4, 0, 3, 1, 2]), attack(0, 3, "╱ diagonal"));
        assert_eq!(
            verify(4, &[0, 3, 1, 2]).unwrap_err().to_string(),
            "the queens on rows 2 and 3 share a ╲ diagonal"
        );
    }

    #[test]
    fn agrees_with_the_pairwise_test_on_every_board_of_five() {
        let n = 5;
        for code in 0..5u32.pow(5) {
            let cols: Vec<u32> = (0..5).map(|r| code / 5u32.pow(r) % 5).collect();
            let attack = (0..n).any(|r1| {
                (r1 + 1..n).any(|r2| {
                    let (c1, c2) = (cols[r1], cols[r2]);
                    c1 == c2 || u32::try_from(r2 - r1).unwrap() == c1.abs_diff(c2)
                })
            });
            assert_eq!(verify(n, &cols).is_ok(), !attack, "{cols:?}");
        }
    }
}
