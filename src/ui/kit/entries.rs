//! The entries of the `arrays` strategy's three arrays (`col`, `diag`, `anti_diag`) as an
//! event involves them: which it reads, sets or clears ([`focus`]), which a queen takes
//! ([`taken`]), and how an entry is drawn ([`entry_style`]), alike in the arrays panel and
//! on the board's edge, which both draw them.

use ratatui::style::Style;

use super::theme::THEME;
use crate::solver::probe::{Array, index, lookups};
use crate::solver::{Event, Solver};
use crate::t;

/// What the last event did to the arrays: the square, the entries involved (each with
/// whether it is taken by a queen other than the one the event concerns), and what the
/// event did with them.
pub(in crate::ui) struct Focus {
    /// The square the event is on.
    pub(in crate::ui) square: (usize, usize),
    /// The entries involved, each with whether another queen takes it.
    pub(in crate::ui) entries: Vec<(Array, usize, bool)>,
    /// What the event did with them.
    pub(in crate::ui) doing: Doing,
}

/// What an event does with the entries of its square.
#[derive(Debug, Clone, Copy)]
pub(in crate::ui) enum Doing {
    /// A test reads them.
    Reads,
    /// A test reads them and refuses the square.
    Refused,
    /// A placed queen sets them.
    Sets,
    /// A lifted queen clears them.
    Clears,
}

impl Doing {
    /// The line under the arrays: `square` and what this does with `entries` (their names).
    pub(in crate::ui) fn said(self, square: &str, entries: &str) -> String {
        match self {
            Doing::Reads => t!("view-arrays-reads", square = square, entries = entries),
            Doing::Refused => t!("view-arrays-refused", square = square, entries = entries),
            Doing::Sets => t!("view-arrays-sets", square = square, entries = entries),
            Doing::Clears => t!("view-arrays-clears", square = square, entries = entries),
        }
    }
}

/// What `last` did to the arrays of `solver`: the entries a test read, or a placed or lifted
/// queen set or cleared; `None` for the other events.
pub(in crate::ui) fn focus(solver: &Solver, last: Option<Event>) -> Option<Focus> {
    let n = solver.n();
    let all = |row: u8, col: u8| -> Vec<(Array, usize, bool)> {
        let (r, c) = (usize::from(row), usize::from(col));
        [Array::Col, Array::Diag, Array::AntiDiag]
            .into_iter()
            .map(|a| (a, index(a, n, r, c), false))
            .collect()
    };
    let read = |row: u8, col: u8| -> Vec<(Array, usize, bool)> {
        lookups(solver.queens(), n, usize::from(row), usize::from(col))
            .into_iter()
            .map(|(a, at, by)| (a, at, by.is_some()))
            .collect()
    };
    let (row, col, entries, doing) = match last? {
        Event::Try { row, col } => (row, col, read(row, col), Doing::Reads),
        Event::Reject { row, col, .. } => (row, col, read(row, col), Doing::Refused),
        Event::Place { row, col } => (row, col, all(row, col), Doing::Sets),
        Event::Remove { row, col } => (row, col, all(row, col), Doing::Clears),
        _ => return None,
    };
    Some(Focus {
        square: (usize::from(row), usize::from(col)),
        entries,
        doing,
    })
}

/// Entry `at` of `array` is true: a queen on the board of `solver` sets it.
pub(in crate::ui) fn taken(solver: &Solver, array: Array, at: usize) -> bool {
    taken_by(solver.queens(), solver.n(), array, at)
}

/// Entry `at` of `array` is true: one of `queens` (row 0 first) on the `n` board sets it.
pub(in crate::ui) fn taken_by(queens: &[u8], n: usize, array: Array, at: usize) -> bool {
    queens
        .iter()
        .enumerate()
        .any(|(r, &c)| index(array, n, r, usize::from(c)) == at)
}

/// How entry `at` of `array` is drawn, here and on the board's edge alike: lit where the
/// last event involves it (red where a queen takes it), else bright where it is true.
pub(in crate::ui) fn entry_style(
    focus: Option<&Focus>,
    array: Array,
    at: usize,
    set: bool,
) -> Style {
    let lit = focus.and_then(|f| f.entries.iter().find(|e| e.0 == array && e.1 == at));
    match lit {
        Some(&(_, _, true)) => Style::new().bg(THEME.dead).fg(THEME.piece),
        Some(_) => Style::new().bg(THEME.inspected).fg(THEME.piece),
        None if set => THEME.attack_bit,
        None => THEME.dim,
    }
}
