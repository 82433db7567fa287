//! Predict mode in `dancing-links`' words. Algorithm X fills no rank from the top: it
//! chooses a column (a rank or a file), covers it and tries its squares in the column's
//! order, so the question asks where the next queen goes without naming a rank, and the
//! answer names the column chosen (from the events the search passed on its way, kept in
//! the question) and why a square guessed is not where the queen goes.

use crate::app::note::Square;
use crate::app::predict::{Answer, Guess, Question, Variant, Verdict, Why};
use crate::solver::Event;
use crate::solver::attack::Line as Along;
use crate::strategies::dancing_links::events::{Event as DlxEvent, Primary};
use crate::t;
use crate::ui::words::square;

/// The question: where the next queen goes (or whether a column is empty), never on which
/// rank.
pub fn question(question: &Question, short: bool) -> Option<String> {
    Some(match (question.variant, short) {
        (Variant::Placements, false) => t!("words-dlx-predict-question"),
        (Variant::Placements, true) => t!("words-dlx-predict-short-question"),
        (Variant::DeadEnds, false) => t!("words-dlx-predict-question-deadends"),
        (Variant::DeadEnds, true) => t!("words-dlx-predict-short-question-deadends"),
        // Which queen moves is asked as for the others.
        (Variant::Backtracks, _) => return None,
    })
}

/// The column the search chose on its way to the answer, with its squares left.
fn chosen(question: &Question) -> Option<(Primary, u8)> {
    question.on_the_way.iter().rev().find_map(|e| match e {
        Event::DancingLinks(DlxEvent::Choose { col, size }) => Some((*col, *size)),
        _ => None,
    })
}

/// Whether (`row`, `col`) is still a row of the matrix: no queen on its rank, its file or
/// its diagonals.
fn linked(question: &Question, row: usize, col: usize) -> bool {
    let files_taken = |c: usize| question.queens.iter().any(|&q| q == Some(crate::solver::u8_of(c)));
    question.queens[row].is_none() && !files_taken(col) && question.attackers(row, col).is_empty()
}

/// The squares of primary column `col` still in the matrix.
fn size(question: &Question, col: Primary) -> usize {
    (0..question.n)
        .filter(|&i| {
            let (r, c) = on(col, i);
            linked(question, r, c)
        })
        .count()
}

/// The `i`-th square of primary column `col`, in the column's order: a rank's from file a,
/// a file's from the top.
fn on(col: Primary, i: usize) -> (usize, usize) {
    match col {
        Primary::Row(r) => (usize::from(r), i),
        Primary::Col(c) => (i, usize::from(c)),
    }
}

/// Whether `col` is a fewest of the columns still open on the board of `question`.
fn fewest(question: &Question, col: Primary) -> bool {
    let n = question.n;
    let file_open = |c: usize| !question.queens.contains(&Some(crate::solver::u8_of(c)));
    let open = (0..n)
        .filter(|&r| question.queens[r].is_none())
        .map(|r| Primary::Row(crate::solver::u8_of(r)))
        .chain(
            (0..n)
                .filter(|&c| file_open(c))
                .map(|c| Primary::Col(crate::solver::u8_of(c))),
        );
    let least = open.map(|p| size(question, p)).min();
    least == Some(size(question, col))
}

/// The column chosen in words, with why: `file c (2 squares left, the fewest)`.
fn column_why(question: &Question, col: Primary, left: u8) -> String {
    let column = super::primary_said(question.n, col);
    if fewest(question, col) {
        t!("words-dlx-predict-column-fewest", column = column, size = left)
    } else {
        t!("words-dlx-predict-column-first", column = column, size = left)
    }
}

/// Why the answer is what it is, in its words, where the answer is a placement.
pub fn why(verdict: &Verdict, short: bool) -> Option<String> {
    let question = &verdict.question;
    let Answer::Place { square: next, .. } = question.answer else {
        return None;
    };
    let chosen = chosen(question);
    let column = chosen.map(|(col, left)| column_why(question, col, left));
    let next_said = square(next);
    let said = match (&verdict.why, column) {
        (Why::HasFree { .. }, Some(column)) => {
            t!("words-dlx-predict-has-free", column = column, next = next_said)
        }
        (Why::HasFree { .. }, None) => t!("words-dlx-predict-goes-on", next = next_said),
        (_, column) => match verdict.guess {
            Some(Guess::Square(guess)) if guess != next => {
                miss(question, guess, next, chosen, column, short)
            }
            _ => match column {
                Some(column) => t!("words-dlx-predict-takes", column = column, next = next_said),
                None => t!("words-dlx-predict-goes-on", next = next_said),
            },
        },
    };
    Some(said)
}

/// Why `guess` is not `next`: out of the matrix (a queen attacks it), in another column
/// than the one chosen, tried already, or waiting its turn in the column.
fn miss(
    question: &Question,
    guess: Square,
    next: Square,
    chosen: Option<(Primary, u8)>,
    column: Option<String>,
    short: bool,
) -> String {
    let (g, nx) = (square(guess), square(next));
    if let Some(&(queen, line)) = question.attackers(guess.row, guess.col).first() {
        return t!(
            "words-dlx-predict-out",
            square = g,
            queen = square(queen),
            along = along(line),
            next = nx
        );
    }
    let Some((col, _)) = chosen else {
        return t!("words-dlx-predict-goes-on-not", square = g, next = nx);
    };
    let index = (0..question.n).find(|&i| on(col, i) == (guess.row, guess.col));
    let column = column.unwrap_or_default();
    match index {
        None if short => t!(
            "words-dlx-predict-short-other",
            square = g,
            column = super::primary_said(question.n, col),
            next = nx
        ),
        None => t!(
            "words-dlx-predict-other",
            square = g,
            column = column,
            next = nx
        ),
        // Before the square taken in the column's order: tried already; after: its turn
        // comes later. (A square of the column tried is out of it until the cover ends.)
        Some(i) if on(col, i) < (next.row, next.col) => {
            t!("words-dlx-predict-tried", square = g, next = nx)
        }
        Some(_) => t!(
            "words-dlx-predict-waits",
            square = g,
            column = super::primary_said(question.n, col),
            next = nx
        ),
    }
}

/// A line of attack in the shared words.
fn along(line: Along) -> String {
    match line {
        Along::Row => t!("modes-predict-along-rank"),
        Along::Column => t!("modes-predict-along-file"),
        Along::Falling => t!("modes-predict-along-falling"),
        Along::Rising => t!("modes-predict-along-rising"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_columns_squares_go_in_its_order() {
        assert_eq!(on(Primary::Row(2), 3), (2, 3));
        assert_eq!(on(Primary::Col(2), 3), (3, 2));
    }
}
