//! Narration: what the last event did, in words, from the event and the position after it.

use std::collections::VecDeque;

pub use crate::solver::attack::attackers;
use crate::solver::notation::cols_text;
use crate::solver::{Event, Solver};

/// How many lines of narration are kept (the panel shows as many as fit).
pub const KEEP: usize = 8;

/// Numbers as a readable list with ranges: `0–2, 5, 7`.
fn ranges(values: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < values.len() {
        let mut j = i;
        while j + 1 < values.len() && values[j + 1] == values[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => values[i].to_string(),
            1 => format!("{}, {}", values[i], values[j]),
            _ => format!("{}–{}", values[i], values[j]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// One line about `event`, which has just happened; `solver` is the position after it.
pub fn describe(event: Event, solver: &Solver) -> String {
    match event {
        Event::Place { row, col } => {
            format!("row {row}: column {col} is free, place the queen")
        }
        Event::Remove { row, col } => {
            let left = solver.candidates(usize::from(row));
            if left == 0 {
                format!("row {row}: lift the queen from column {col}; no free column left")
            } else {
                format!(
                    "row {row}: lift the queen from column {col}; next try column {}",
                    left.trailing_zeros()
                )
            }
        }
        Event::DeadEnd { row } => {
            let row = usize::from(row);
            let queens = solver.queens();
            let mut by: Vec<usize> = (0..solver.n())
                .flat_map(|col| attackers(queens, row, col))
                .collect();
            by.sort_unstable();
            by.dedup();
            let cols: Vec<usize> = (0..solver.n()).collect();
            format!(
                "row {row}: no free square (columns {} attacked by rows {}) — back up",
                ranges(&cols),
                ranges(&by)
            )
        }
        Event::Solution { index } => {
            format!("solution {index} found: {}", cols_text(solver.queens()))
        }
        Event::Try { row, col } => format!("row {row}: test column {col} against the queens"),
        Event::Reject {
            row,
            col,
            by_row,
            by_col,
        } => format!(
            "row {row}: column {col} is attacked by the queen on row {by_row}, column {by_col}"
        ),
        Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        } => format!(
            "board rejected: the queen on row {row}, column {col} is attacked by the one on row {by_row}, column {by_col}"
        ),
        Event::Start { attempt } => format!("random board {attempt}: one queen per row and column"),
        Event::Move { row, from, to } => {
            format!("row {row}: move the queen from column {from} to column {to}")
        }
    }
}

/// The last few lines of narration, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Narration {
    lines: VecDeque<String>,
}

impl Narration {
    /// Adds a line, dropping the oldest beyond [`KEEP`].
    pub fn push(&mut self, line: String) {
        if self.lines.len() == KEEP {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
    }

    /// The lines, oldest first.
    pub fn lines(&self) -> impl DoubleEndedIterator<Item = &str> + ExactSizeIterator {
        self.lines.iter().map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_read_well() {
        assert_eq!(ranges(&[0, 1, 2]), "0–2");
        assert_eq!(ranges(&[1, 2, 4]), "1, 2, 4");
        assert_eq!(ranges(&[0, 2, 3, 4, 7]), "0, 2–4, 7");
        assert_eq!(ranges(&[]), "");
    }

    #[test]
    fn each_kind_of_event_is_told() {
        let mut solver = Solver::new(4);
        let mut told = Vec::new();
        while let Some(event) = solver.step() {
            told.push(describe(event, &solver));
        }
        assert_eq!(told[0], "row 0: column 0 is free, place the queen");
        assert_eq!(
            told[2],
            "row 2: no free square (columns 0–3 attacked by rows 0, 1) — back up"
        );
        assert_eq!(
            told[3],
            "row 1: lift the queen from column 2; next try column 3"
        );
        assert_eq!(
            told[9],
            "row 0: lift the queen from column 0; next try column 1"
        );
        assert_eq!(told[14], "solution 1 found: 1 3 0 2");
        assert_eq!(
            told.last().unwrap(),
            "row 0: lift the queen from column 3; no free column left"
        );
    }

    #[test]
    fn only_the_last_lines_are_kept() {
        let mut narration = Narration::default();
        for i in 0..20 {
            narration.push(i.to_string());
        }
        let lines: Vec<&str> = narration.lines().collect();
        assert_eq!(lines.len(), KEEP);
        assert_eq!(lines[KEEP - 1], "19");
    }
}
