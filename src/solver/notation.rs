//! How squares and solutions are written for people, in the screen's [`Notation`]: chess-style
//! files and ranks as on the board (`d4`), or the articles' numbering (`(4,3)`: row 4 from the
//! top, column 3, as `a[4] = 3` and `trace` write it); and the 0-based column list of the
//! machine formats. Shared by the view, the narration and the app's messages.
//!
//! The notation of a thread is chess unless a scope says otherwise: the animation draws each
//! frame in the notation its state holds (as it does its language), so `:notation` is seen at
//! the next frame; the files `w` and `nqueens solutions` write name their squares explicitly
//! ([`chess_square`]), whatever the screen shows.

use std::cell::Cell;

use super::Event;
use crate::vocabulary::scope;

thread_local! {
    /// The notation a scope set for this thread.
    static SCOPED: Cell<Option<Notation>> = const { Cell::new(None) };
}

/// The notation squares are named in now, on this thread: chess outside a [`scoped`] call.
pub fn shown() -> Notation {
    scope::held(&SCOPED).unwrap_or(Notation::Chess)
}

/// Runs `work` with squares named in `notation` on this thread, and puts the previous notation
/// back after (also if `work` panics).
pub fn scoped<T>(notation: Notation, work: impl FnOnce() -> T) -> T {
    scope::within(&SCOPED, notation, work)
}

/// `1234567` → `1,234,567`.
pub fn grouped(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `1 solution`, `2 solutions`, `1,024 solutions`, `3 classes`: a count and its noun,
/// agreeing.
pub fn plural(count: u64, noun: &str) -> String {
    let s = match (count, noun.ends_with('s')) {
        (1, _) => "",
        (_, true) => "es",
        (_, false) => "s",
    };
    format!("{} {noun}{s}", grouped(count))
}

/// The file letter of column `c`: `a`–`z`, then `A`–`F` for boards past 26.
pub fn file_letter(c: usize) -> char {
    match c {
        0..26 => char::from(b"abcdefghijklmnopqrstuvwxyz"[c]),
        _ => char::from(b"ABCDEF"[c - 26]),
    }
}

/// The rank number of row `r`, chess-style: row 0 (searched first) is the top rank, `n`.
pub fn chess_rank(n: usize, row: usize) -> usize {
    n - row
}

/// The number row `row` is named by in the screen's notation: its chess rank (row 0 is rank
/// `n`), or in the articles' numbering the row itself (row 0 is the top row).
pub fn rank_of(n: usize, row: usize) -> usize {
    match shown() {
        Notation::Chess => chess_rank(n, row),
        Notation::Numbers => row,
    }
}

/// Boards up to this size name their files by letter (`a`–`z`, `A`–`F`); larger ones, which
/// only `min-conflicts` animates, by number from 1.
pub const LETTERED_UP_TO: usize = 32;

/// The name of column `col` of the `n` board in the screen's notation: its letter (`e`), or
/// past [`LETTERED_UP_TO`] files its number from 1 (`file 57`); in the articles' numbering its
/// number from 0 (`4`).
pub fn file_name(n: usize, col: usize) -> String {
    match shown() {
        Notation::Numbers => col.to_string(),
        Notation::Chess if n <= LETTERED_UP_TO => file_letter(col).to_string(),
        Notation::Chess => format!("file {}", col + 1),
    }
}

/// A square as a chess player names it: `a3`; past [`LETTERED_UP_TO`] files, by number:
/// `file 57 rank 143`. The files written for other programs name squares so, whatever the
/// screen shows.
pub fn chess_square(n: usize, row: usize, col: usize) -> String {
    if n <= LETTERED_UP_TO {
        format!("{}{}", file_letter(col), chess_rank(n, row))
    } else {
        format!("file {} rank {}", col + 1, chess_rank(n, row))
    }
}

/// A square in the screen's notation: as a chess player names it ([`chess_square`], `d4`), or
/// in the articles' numbering, its row from the top and its column, from 0: `(4,3)`.
pub fn square_name(n: usize, row: usize, col: usize) -> String {
    match shown() {
        Notation::Chess => chess_square(n, row, col),
        Notation::Numbers => format!("({row},{col})"),
    }
}

/// A square in brackets after a value naming it (the code panel's `3 (d4)`): the articles'
/// `(4,3)` brings its own.
pub fn square_aside(n: usize, row: usize, col: usize) -> String {
    match shown() {
        Notation::Chess => format!("({})", chess_square(n, row, col)),
        Notation::Numbers => square_name(n, row, col),
    }
}

/// A solution as its 0-based column list, the machine formats' notation (`trace`,
/// `solutions`): `0 4 7 5 2 6 1 3`.
pub fn cols_text(cols: &[u8]) -> String {
    let words: Vec<String> = cols.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// A solution (or the queens placed so far) as the files of its queens from the top rank
/// down, in the screen's notation: `a e h f c g b d`, or in the articles' numbering the
/// columns, `0 4 7 5 2 6 1 3`.
pub fn files_text(cols: &[u8]) -> String {
    if shown() == Notation::Numbers {
        return cols_text(cols);
    }
    let letters: Vec<String> = cols
        .iter()
        .map(|&c| file_letter(usize::from(c)).to_string())
        .collect();
    letters.join(" ")
}

/// A queen's move along rank `row` from file `from` to `to`, the two joined by `arrow`:
/// `a6 to f6`, or past the lettered files, short as the counters panel shows it (the rank once,
/// the files by number), `rank 98: file 1 to 6`.
pub fn move_squares(n: usize, row: usize, from: usize, to: usize, arrow: &str) -> String {
    if n <= LETTERED_UP_TO || shown() == Notation::Numbers {
        format!(
            "{}{arrow}{}",
            square_name(n, row, from),
            square_name(n, row, to)
        )
    } else {
        format!(
            "rank {}: file {}{arrow}{}",
            rank_of(n, row),
            from + 1,
            to + 1
        )
    }
}

/// An event in the program's notation (squares as on the board), for people: `place e4`,
/// `lift e4`, `dead end on rank 2`, `solution #7`, `test e4`, `e4 refused by a8`.
pub fn event_text(event: Event, n: usize) -> String {
    let square = |row: u8, col: u8| square_name(n, usize::from(row), usize::from(col));
    match event {
        Event::Place { row, col } => format!("place {}", square(row, col)),
        Event::Remove { row, col } => format!("lift {}", square(row, col)),
        Event::DeadEnd { row } => format!("dead end on rank {}", rank_of(n, usize::from(row))),
        Event::Solution { index } => format!("solution #{}", grouped(index)),
        Event::Try { row, col } => format!("test {}", square(row, col)),
        Event::Reject {
            row,
            col,
            by_row,
            by_col,
        } => format!("{} refused by {}", square(row, col), square(by_row, by_col)),
        Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        } => format!(
            "board refused: {} attacked by {}",
            square(row, col),
            square(by_row, by_col)
        ),
        Event::Start { attempt } => format!("random board #{}", grouped(u64::from(attempt))),
        // A strategy's own event says itself (its folder's `OwnEvent`).
        own => own.own_text(n).unwrap_or_else(|| own.to_string()),
    }
}

/// How each queen of a solution is named, and on screen every square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Notation {
    /// The 0-based column of the queen on each row, from the top row: `0 4 7 5 2 6 1 3`.
    #[default]
    Numbers,
    /// The square of the queen on each rank, from the top rank down, as the screen names it
    /// (files a, b, … from the left, ranks numbered from the bottom): `a8 e7 h6 f5 c4 g3 b2 d1`.
    Chess,
}

impl Notation {
    /// Every notation, in the order the help lists them.
    pub const ALL: [Notation; 2] = [Notation::Numbers, Notation::Chess];

    /// The notation's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Notation::Numbers => "numbers",
            Notation::Chess => "chess",
        }
    }

    /// One line on the notation, for the help.
    pub fn description(self) -> &'static str {
        match self {
            Notation::Numbers => {
                "The queen's 0-based column on each row, from the top row: 0 4 7 5 2 6 1 3"
            }
            Notation::Chess => {
                "The queen's square on each rank, from the top rank down, as on screen: a8 e7 h6 f5 c4 g3 b2 d1"
            }
        }
    }
}

impl std::str::FromStr for Notation {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        Notation::ALL
            .into_iter()
            .find(|n| n.name() == text)
            .ok_or_else(|| format!("no notation {text:?}: numbers or chess"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(plural(0, "solution"), "0 solutions");
        assert_eq!(plural(1, "solution"), "1 solution");
        assert_eq!(plural(14_772_512, "solution"), "14,772,512 solutions");
        assert_eq!(plural(12, "class"), "12 classes");
        assert_eq!(plural(1, "class"), "1 class");
    }

    #[test]
    fn squares_and_solutions_read_as_people_write_them() {
        assert_eq!(file_letter(0), 'a');
        assert_eq!(file_letter(27), 'B');
        assert_eq!(square_name(6, 3, 0), "a3");
        assert_eq!(cols_text(&[0, 4, 7, 5, 2, 6, 1, 3]), "0 4 7 5 2 6 1 3");
        assert_eq!(file_name(32, 31), "F");
        assert_eq!(file_name(33, 32), "file 33");
        assert_eq!(square_name(40, 0, 39), "file 40 rank 40");
    }

    #[test]
    fn the_articles_count_rows_from_the_top_and_columns_from_0_inside_a_scope() {
        let named = || {
            (
                square_name(8, 4, 3),
                rank_of(8, 4),
                file_name(8, 3),
                files_text(&[0, 4, 7]),
                square_aside(8, 4, 3),
            )
        };
        assert_eq!(
            named(),
            ("d4".into(), 4, "d".into(), "a e h".into(), "(d4)".into())
        );
        let numbered = scoped(Notation::Numbers, named);
        assert_eq!(
            numbered,
            (
                "(4,3)".into(),
                4,
                "3".into(),
                "0 4 7".into(),
                "(4,3)".into()
            )
        );
        assert_eq!(scoped(Notation::Numbers, || rank_of(8, 0)), 0);
        assert_eq!(rank_of(8, 0), 8);
        // The files written for other programs stay chess whatever the screen shows.
        assert_eq!(scoped(Notation::Numbers, || chess_square(8, 4, 3)), "d4");
        // The scope ends with its work, also when the work panics.
        let _ = std::panic::catch_unwind(|| scoped(Notation::Numbers, || panic!("inside")));
        assert_eq!(shown(), Notation::Chess);
    }
}
