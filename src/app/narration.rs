//! Narration: what the last event did, in words, from the event and the position after it.

use std::collections::VecDeque;

pub use crate::solver::attack::attackers;
use crate::solver::low_col;
use crate::solver::notation::{
    LETTERED_UP_TO, event_text, file_letter, files_text, grouped, move_squares, rank_of,
    square_name,
};
use crate::solver::search::Search;
use crate::solver::{AnySearch, Event, Solver};
use crate::vocabulary::Strategy;

/// How many lines of narration are kept (the panel shows as many as fit).
pub const KEEP: usize = 8;

/// One line about `event`, which has just happened; `solver` is the position after it, and
/// `by_scan` says the scan strategy made it (its next try after a lift is the next file, not
/// the bitmask's next free square).
pub fn describe(event: Event, solver: &Solver, by_scan: bool) -> String {
    let n = solver.n();
    let square = |row: u8, col: u8| square_name(n, usize::from(row), usize::from(col));
    match event {
        Event::Place { row, col } => format!("{} is free: place the queen", square(row, col)),
        Event::Remove { row, col } => {
            let left = solver.candidates(usize::from(row));
            let next_file = usize::from(col) + 1;
            if by_scan && next_file < n {
                format!(
                    "lift the queen from {}; next test {}",
                    square(row, col),
                    square_name(n, usize::from(row), next_file)
                )
            } else if left == 0 {
                format!(
                    "lift the queen from {}; no free square left on rank {}",
                    square(row, col),
                    rank_of(n, usize::from(row))
                )
            } else {
                format!(
                    "lift the queen from {}; next try {}",
                    square(row, col),
                    square(row, low_col(left))
                )
            }
        }
        Event::DeadEnd { row } => {
            let row = usize::from(row);
            let queens = solver.queens();
            let mut by: Vec<usize> = (0..n).flat_map(|col| attackers(queens, row, col)).collect();
            by.sort_unstable();
            by.dedup();
            let by: Vec<String> = by
                .iter()
                .map(|&r| square_name(n, r, usize::from(queens[r])))
                .collect();
            format!(
                "rank {}: no free square (files {}–{} attacked by the queens on {}) — back up",
                rank_of(n, row),
                file_letter(0),
                file_letter(n - 1),
                by.join(", ")
            )
        }
        Event::Solution { index } => format!(
            "solution #{} found: {}",
            grouped(index),
            files_text(solver.queens())
        ),
        Event::Try { row, col } => format!("test {} against the queens", square(row, col)),
        Event::Reject {
            row,
            col,
            by_row,
            by_col,
        } => format!(
            "{} is attacked by the queen on {}",
            square(row, col),
            square(by_row, by_col)
        ),
        // The other strategies' events, told plainly until the animation shows them.
        Event::RejectBoard { .. } | Event::Start { .. } | Event::Move { .. } => {
            event_text(event, n)
        }
    }
}

/// One line about `event` of a strategy other than the backtracking pair, which has just
/// happened; `search` is the position after it.
pub fn describe_other(event: Event, search: &AnySearch) -> String {
    let n = search.n();
    let square = |row: u8, col: u8| square_name(n, usize::from(row), usize::from(col));
    let boards = search.work().boards;
    let of_all = search
        .boards_in_all()
        .map_or(String::new(), |all| format!(" of {}", grouped(all)));
    match event {
        Event::Place { row, col } => match search.strategy() {
            Strategy::Permutations => format!(
                "place a queen on {} (a file no rank above took)",
                square(row, col)
            ),
            _ => format!("place a queen on {} (any file)", square(row, col)),
        },
        Event::Remove { row, col } => format!("lift the queen from {}", square(row, col)),
        Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        } => format!(
            "board {}{of_all} fails: the queen on {} is attacked by the one on {}",
            grouped(boards),
            square(row, col),
            square(by_row, by_col)
        ),
        Event::Solution { index } => {
            if search.strategy() == Strategy::MinConflicts {
                // Past the lettered files a list of numbers would fill lines: the board shows it.
                if n > LETTERED_UP_TO {
                    return "no queen is attacked: solution found, on the board".to_string();
                }
                let (cols, placed) = search.columns();
                let files = files_text(&cols[..placed]);
                format!("no queen is attacked: solution found, {files}")
            } else {
                let (cols, placed) = search.columns();
                let files = files_text(&cols[..placed]);
                format!(
                    "board {}{of_all} passes: solution #{}, {files}",
                    grouped(boards),
                    grouped(index)
                )
            }
        }
        Event::Start { attempt } => {
            let pairs = match search {
                AnySearch::MinConflicts(m) => m.attacking_pairs(),
                _ => 0,
            };
            let what = if attempt == 1 {
                "a random board".to_string()
            } else {
                format!("no solution within the bound: restart, random board #{attempt}")
            };
            format!(
                "{what}, one queen per rank and file: {}",
                plural_pairs(pairs)
            )
        }
        Event::Move { row, from, to } => {
            let (row, from, to) = (row as usize, from as usize, to as usize);
            let pairs = match search {
                AnySearch::MinConflicts(m) => m.attacking_pairs(),
                _ => 0,
            };
            let now = search.conflicts(row).unwrap_or(0);
            let moved = move_squares(n, row, from, to, " → ");
            format!(
                "{moved}, the least attacked square of its rank (by {now}): {}",
                plural_pairs(pairs)
            )
        }
        _ => event_text(event, n),
    }
}

/// Attacking pairs in words.
fn plural_pairs(pairs: u64) -> String {
    match pairs {
        0 => "no attacking pair left".to_string(),
        1 => "1 attacking pair".to_string(),
        _ => format!("{} attacking pairs", grouped(pairs)),
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
    fn each_kind_of_event_is_told() {
        let mut solver = Solver::new(4);
        let mut told = Vec::new();
        while let Some(event) = solver.step() {
            told.push(describe(event, &solver, false));
        }
        assert_eq!(told[0], "a4 is free: place the queen");
        assert_eq!(
            told[2],
            "rank 2: no free square (files a–d attacked by the queens on a4, c3) — back up"
        );
        assert_eq!(told[3], "lift the queen from c3; next try d3");
        assert_eq!(told[9], "lift the queen from a4; next try b4");
        assert_eq!(told[14], "solution #1 found: b d a c");
        assert_eq!(
            told.last().unwrap(),
            "lift the queen from d4; no free square left on rank 4"
        );
    }

    #[test]
    fn the_other_strategies_events_are_told() {
        let mut search = AnySearch::new(Strategy::Permutations, 4, 0).unwrap();
        let mut told = Vec::new();
        while let Some(event) = search.step() {
            told.push(describe_other(event, &search));
        }
        assert!(told[0].starts_with("place a queen on a4"), "{}", told[0]);
        assert_eq!(
            told[4],
            "board 1 of 24 fails: the queen on b3 is attacked by the one on a4"
        );
        assert!(
            told.iter()
                .any(|line| line == "board 11 of 24 passes: solution #1, b d a c"),
            "{told:?}"
        );
        let mut search = AnySearch::new(Strategy::MinConflicts, 8, 0).unwrap();
        let event = search.step().unwrap();
        assert!(
            describe_other(event, &search).starts_with("a random board"),
            "{event:?}"
        );
        let event = search.step().unwrap();
        let line = describe_other(event, &search);
        assert!(
            line.contains("the least attacked square of its rank"),
            "{line}"
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
