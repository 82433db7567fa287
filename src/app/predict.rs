//! Predict, then see (`:predict`, `--predict`): before each placement the search stops and the
//! student says where the next queen goes, or that the rank is a dead end; then the answer is
//! shown, with why. A score and a streak are kept.
//!
//! The answer is always the solver's own: a copy of the stepping search ([`Ahead`]) is run
//! forward to the event asked about, so no second rule here can disagree with what the
//! animation then shows. The explanation of a wrong guess names the queens that really attack
//! the square, from the attack lines of the queens on the board.

use std::fmt;
use std::str::FromStr;

use super::square::Square;
use crate::solver::ahead::Ahead;
use crate::solver::attack::{Line, attack_line};
use crate::solver::notation::file_letter;
use crate::solver::{Event, MAX_N, u8_of};
use crate::vocabulary::Strategy;

/// What predict mode asks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Before each placement: where does the next queen go, or is the rank a dead end?
    #[default]
    Placements,
    /// On entering each rank: is it a dead end?
    DeadEnds,
    /// At each backtrack: which queen moves next?
    Backtracks,
}

impl Variant {
    /// Every variant, the default first.
    pub const ALL: [Variant; 3] = [Variant::Placements, Variant::DeadEnds, Variant::Backtracks];

    /// The name typed after `:predict` and `--predict=`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Placements => "placements",
            Variant::DeadEnds => "deadends",
            Variant::Backtracks => "backtracks",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no variant's (the caller says so, naming [`Variant::ALL`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnknownVariant;

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(text))
            .ok_or(UnknownVariant)
    }
}

pub use crate::strategies::Unpredictable;

/// Why `strategy` cannot be predicted in `variant`, or `None` when it can.
pub fn refusal(strategy: Strategy, variant: Variant) -> Option<Unpredictable> {
    let about = strategy.about();
    match about.unpredictable {
        Some(why) => Some(why),
        None if variant == Variant::DeadEnds && about.sees_dead_ends_ahead => {
            Some(Unpredictable::NoDeadEnds)
        }
        None => None,
    }
}

/// What predict mode reads of a search where it stands: the search answers for itself, so
/// that this module, which the notes read, needs nothing of the search's.
pub trait Standing {
    /// The strategy searching.
    fn strategy(&self) -> Strategy;
    /// The board size.
    fn n(&self) -> usize;
    /// How many events the run has had.
    fn event_number(&self) -> u64;
    /// True once the search has ended.
    fn is_done(&self) -> bool;
    /// The last event, if any.
    fn last_event(&self) -> Option<Event>;
    /// The file of the queen on `row`, if one stands there.
    fn queen(&self, row: usize) -> Option<usize>;
    /// A copy of the stepping search where it stands, to step ahead without moving it.
    fn ahead(&self) -> Ahead;
}

/// Where a search stood: a question or an answer belongs to one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    strategy: Strategy,
    n: usize,
    event: u64,
}

impl Stamp {
    /// The strategy searching.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// Where `search` stands now.
    pub fn of(search: &impl Standing) -> Self {
        Stamp {
            strategy: search.strategy(),
            n: search.n(),
            event: search.event_number(),
        }
    }
}

/// What the search does next, found by stepping a copy of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The next queen goes on `square`. `untried` are the files of its rank the search has
    /// not tried yet (it takes the lowest), where the strategy keeps them.
    Place {
        /// Where it goes.
        square: Square,
        /// The rank's untried files, one bit a file.
        untried: Option<u32>,
    },
    /// Rank `row` has no free square.
    DeadEnd {
        /// The rank.
        row: usize,
    },
    /// The search finds a rank or a file with no square left, by its own `event`, and backs
    /// up: a dead end it sees as a whole line (dancing links' empty column).
    Empty {
        /// A rank (`Line::Row`) or a file (`Line::Column`).
        line: Line,
        /// Its index: the rank's row from the top, or the file's from a.
        index: usize,
        /// The event that finds it.
        event: Event,
    },
    /// The queen on `from` moves to `to` (its rank's next untried file); the queens on
    /// `lifted` are lifted for good before it, the last placed first.
    Moves {
        /// The queen that moves.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The queens lifted before it moves.
        lifted: Vec<Square>,
    },
}

/// A question put to the student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// What kind of question.
    pub variant: Variant,
    /// The board size.
    pub n: usize,
    /// Where the search stood when it was asked.
    pub stamp: Stamp,
    /// The queens on the board: the file of each rank's queen, from the top rank.
    pub queens: Vec<Option<u8>>,
    /// The solver's answer.
    pub answer: Answer,
    /// The strategy's own events the search passes on its way to the answer (dancing links'
    /// choice and cover of the column the queen goes in), which the words of its answer
    /// may name.
    pub on_the_way: Vec<Event>,
}

impl Question {
    /// The rank the question is about (the next placement's or the dead end's; for a
    /// backtrack, the rank whose queen moves).
    pub fn row(&self) -> usize {
        match &self.answer {
            Answer::Place { square, .. } => square.row,
            Answer::DeadEnd { row } => *row,
            // A file is no rank: the question is about the top one, as any.
            Answer::Empty { line, index, .. } => match line {
                Line::Row => *index,
                _ => 0,
            },
            Answer::Moves { from, .. } => from.row,
        }
    }

    /// The search's event that answers the question: once it has run, the answer is on the
    /// board.
    fn answering_event(&self) -> Event {
        match &self.answer {
            Answer::Place { square, .. } | Answer::Moves { to: square, .. } => Event::Place {
                row: u8_of(square.row),
                col: u8_of(square.col),
            },
            Answer::DeadEnd { row } => Event::DeadEnd { row: u8_of(*row) },
            Answer::Empty { event, .. } => *event,
        }
    }

    /// The queens attacking (`row`, `col`), each with its line, from the top rank down.
    pub fn attackers(&self, row: usize, col: usize) -> Vec<(Square, Line)> {
        self.queens
            .iter()
            .enumerate()
            .filter_map(|(r, &c)| {
                let c = usize::from(c?);
                attack_line(r, c, row, col).map(|line| (Square::new(self.n, r, c), line))
            })
            .collect()
    }

    /// Whether the queen on (`row`, `col`) stands on the board.
    pub fn holds_queen(&self, row: usize, col: usize) -> bool {
        self.queens.get(row).copied().flatten() == Some(u8_of(col))
    }
}

/// The student's guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guess {
    /// A square: where the next queen goes, or (at a backtrack) the queen that moves.
    Square(Square),
    /// The rank is a dead end.
    DeadEnd,
    /// The rank has a free square: not a dead end.
    Open,
}

/// Why a guess was right or wrong: each names what the board shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The next queen goes on `square`: free, and the leftmost file of its rank not yet
    /// tried.
    Takes(Square),
    /// `square` is not on the rank filled next: `next` is.
    OtherRank {
        /// The square guessed.
        square: Square,
        /// Where the next queen goes.
        next: Square,
    },
    /// `square` is attacked by `by` (the first of them from the top rank, with its line);
    /// the next queen goes on `next`.
    Attacked {
        /// The square guessed.
        square: Square,
        /// The attacking queens, with their lines.
        by: Vec<(Square, Line)>,
        /// Where the next queen goes.
        next: Square,
    },
    /// `square` is free, but the search has tried it already on this rank (everything under
    /// it is searched); it goes on to `next`.
    TriedAlready {
        /// The square guessed.
        square: Square,
        /// Where the next queen goes.
        next: Square,
    },
    /// `square` is free, but the search takes the leftmost untried file first: `next`.
    Leftmost {
        /// The square guessed.
        square: Square,
        /// Where the next queen goes.
        next: Square,
    },
    /// The rank has a free square, `next`: not a dead end.
    HasFree {
        /// The rank's square the search takes.
        next: Square,
    },
    /// Rank `row` is a dead end: every square of it is attacked (each with its first
    /// attacker and line).
    DeadEnd {
        /// The rank.
        row: usize,
        /// Each square of the rank, the first queen attacking it and the line.
        squares: Vec<(Square, Square, Line)>,
    },
    /// A rank or file is empty, a dead end: every square of it is attacked (each with its
    /// first attacker and line).
    Empty {
        /// A rank (`Line::Row`) or a file (`Line::Column`).
        line: Line,
        /// Its index.
        index: usize,
        /// Each square of it, the first queen attacking it and the line.
        squares: Vec<(Square, Square, Line)>,
    },
    /// The queen on `from` moves to `to`; the queens on `lifted` had no untried square left.
    Moves {
        /// The queen that moves.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The queens lifted for good before it.
        lifted: Vec<Square>,
    },
    /// The queen guessed has no untried square left: it is lifted for good, and the queen on
    /// `from` moves to `to`.
    Lifted {
        /// The queen guessed.
        queen: Square,
        /// The queen that moves.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// The queen guessed was placed before the one that moves: the search backs up from the
    /// last queen placed, and the queen on `from` still has an untried square, `to`.
    Earlier {
        /// The queen guessed.
        queen: Square,
        /// The queen that moves.
        from: Square,
        /// Where it goes.
        to: Square,
    },
}

/// A question answered (or skipped), and why the answer is what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The guess; `None` if the student skipped.
    pub guess: Option<Guess>,
    /// True if the guess was right.
    pub right: bool,
    /// Why.
    pub why: Why,
    /// What was asked.
    pub question: Question,
    /// Where the search stands once the answer is on the board.
    pub stamp: Option<Stamp>,
}

/// Right answers, questions asked, and the streak of right answers in a row.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Score {
    /// Questions answered right.
    pub right: u32,
    /// Questions answered (skips are not counted).
    pub asked: u32,
    /// Right answers in a row, up to now.
    pub streak: u32,
    /// The longest streak so far.
    pub best: u32,
}

impl Score {
    /// Counts one answer.
    pub fn record(&mut self, right: bool) {
        self.asked += 1;
        if right {
            self.right += 1;
            self.streak += 1;
            self.best = self.best.max(self.streak);
        } else {
            self.streak = 0;
        }
    }
}

/// Where predict mode stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// The search runs on to the next question.
    Watching,
    /// A question waits for the student's guess.
    Asking(Question),
    /// The answer is on the board; the next key goes on.
    Told(Box<Verdict>),
}

/// Predict mode's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Predict {
    /// What it asks.
    pub variant: Variant,
    /// The score so far.
    pub score: Score,
    /// Where it stands.
    pub phase: Phase,
    /// The guess typed so far.
    pub typed: String,
}

impl Predict {
    /// Predict mode asking `variant`, with no score yet.
    pub fn new(variant: Variant) -> Self {
        Predict {
            variant,
            score: Score::default(),
            phase: Phase::Watching,
            typed: String::new(),
        }
    }

    /// The question waiting for a guess, if any.
    pub fn question(&self) -> Option<&Question> {
        match &self.phase {
            Phase::Asking(question) => Some(question),
            _ => None,
        }
    }

    /// The last answer, while it is shown.
    pub fn verdict(&self) -> Option<&Verdict> {
        match &self.phase {
            Phase::Told(verdict) => Some(verdict),
            _ => None,
        }
    }
}

/// Steps the copy past the scan's tests and the events a strategy's own search passes over
/// (kept in `passed`) to the next event that places, lifts or ends a rank; `None` if the
/// search ends first (or, guarding a bad copy, takes too long).
fn next_decision(ahead: &mut Ahead, n: usize, passed: &mut Vec<Event>) -> Option<Event> {
    // A row's tests are at most n tries and n refusals.
    for _ in 0..=2 * n + 2 {
        match ahead.step()? {
            Event::Try { .. } | Event::Reject { .. } => {}
            event if event.own_passed_over() => passed.push(event),
            event => return Some(event),
        }
    }
    None
}

/// The question to ask where `search` stands, in `variant`, or `None` if this is not a
/// point where it asks (the search runs on).
pub fn ask(search: &impl Standing, variant: Variant) -> Option<Question> {
    let n = search.n();
    if n > MAX_N || search.is_done() || refusal(search.strategy(), variant).is_some() {
        return None;
    }
    let last = search.last_event();
    // Half-way through a rank's tests (the scan): the question was before them.
    if matches!(last, Some(Event::Try { .. } | Event::Reject { .. })) {
        return None;
    }
    let queens: Vec<Option<u8>> = (0..n).map(|r| search.queen(r).map(u8_of)).collect();
    let start = search.ahead();
    let mut ahead = start.clone();
    let mut on_the_way = Vec::new();
    let passed = &mut on_the_way;
    let answer = match variant {
        Variant::Placements | Variant::DeadEnds => {
            // Whether a rank is a dead end is asked as it is entered.
            if variant == Variant::DeadEnds && !matches!(last, None | Some(Event::Place { .. })) {
                return None;
            }
            match next_decision(&mut ahead, n, passed)? {
                Event::Place { row, col } => {
                    let row = usize::from(row);
                    Answer::Place {
                        square: Square::new(n, row, usize::from(col)),
                        untried: start.untried(row),
                    }
                }
                Event::DeadEnd { row } => Answer::DeadEnd {
                    row: usize::from(row),
                },
                event => match event.own_empty_line() {
                    Some((line, index)) => Answer::Empty { line, index, event },
                    None => return None,
                },
            }
        }
        Variant::Backtracks => {
            // A dead end, a solution, or an event the search backs up after at once.
            let ended = matches!(last, Some(Event::DeadEnd { .. } | Event::Solution { .. }))
                || last.is_some_and(Event::own_backs_up);
            if !ended {
                return None;
            }
            backtrack(&mut ahead, n, &queens, passed)?
        }
    };
    Some(Question {
        variant,
        n,
        stamp: Stamp::of(search),
        queens,
        answer,
        on_the_way,
    })
}

/// Where the search backs up to from its copy `ahead` (which of the `queens` moves, and
/// the ones lifted before it), stepping over the events a strategy passes over (kept in
/// `passed`); `None` if it does not come to a move.
fn backtrack(
    ahead: &mut Ahead,
    n: usize,
    queens: &[Option<u8>],
    passed: &mut Vec<Event>,
) -> Option<Answer> {
    let mut lifted = Vec::new();
    // At most every queen is lifted before one moves.
    loop {
        match next_decision(ahead, n, passed)? {
            Event::Remove { row, col } => {
                lifted.push(Square::new(n, usize::from(row), usize::from(col)));
            }
            Event::Place { row, col } => {
                // The queen that moves is the one lifted last: its rank's, for a search
                // filling ranks; in dancing links' column that is a file, the file's, which
                // the search goes on down.
                let from = lifted.pop()?;
                if queens[from.row] != Some(u8_of(from.col)) {
                    return None;
                }
                return Some(Answer::Moves {
                    from,
                    to: Square::new(n, usize::from(row), usize::from(col)),
                    lifted,
                });
            }
            _ => return None,
        }
        if lifted.len() > n {
            return None;
        }
    }
}

/// Judges `guess` against the solver's answer to `question`.
pub fn judge(question: &Question, guess: Guess) -> Verdict {
    let (right, why) = match (&question.answer, guess) {
        (&Answer::Place { square: next, .. }, Guess::Square(square)) if square == next => {
            (true, Why::Takes(next))
        }
        (
            &Answer::Place {
                square: next,
                untried,
            },
            Guess::Square(square),
        ) => (false, placement_miss(question, square, next, untried)),
        (&Answer::Place { square: next, .. }, Guess::Open) => (true, Why::HasFree { next }),
        (&Answer::Place { square: next, .. }, Guess::DeadEnd) => (false, Why::HasFree { next }),
        (&Answer::DeadEnd { row }, guess) => (guess == Guess::DeadEnd, dead_end(question, row)),
        (&Answer::Empty { line, index, .. }, guess) => {
            (guess == Guess::DeadEnd, empty(question, line, index))
        }
        (Answer::Moves { from, to, lifted }, guess) => {
            let (from, to) = (*from, *to);
            match guess {
                Guess::Square(queen) if queen == from => (
                    true,
                    Why::Moves {
                        from,
                        to,
                        lifted: lifted.clone(),
                    },
                ),
                Guess::Square(queen) if lifted.contains(&queen) => {
                    (false, Why::Lifted { queen, from, to })
                }
                Guess::Square(queen) => (false, Why::Earlier { queen, from, to }),
                Guess::DeadEnd | Guess::Open => (
                    false,
                    Why::Moves {
                        from,
                        to,
                        lifted: lifted.clone(),
                    },
                ),
            }
        }
    };
    Verdict {
        guess: Some(guess),
        right,
        why,
        question: question.clone(),
        stamp: None,
    }
}

/// The answer to `question` shown without a guess (skipped): not scored.
pub fn skipped(question: &Question) -> Verdict {
    let why = match &question.answer {
        // "Is it a dead end?" is answered as such: no, and the square that says so.
        &Answer::Place { square, .. } if question.variant == Variant::DeadEnds => {
            Why::HasFree { next: square }
        }
        &Answer::Place { square, .. } => Why::Takes(square),
        &Answer::DeadEnd { row } => dead_end(question, row),
        &Answer::Empty { line, index, .. } => empty(question, line, index),
        Answer::Moves { from, to, lifted } => Why::Moves {
            from: *from,
            to: *to,
            lifted: lifted.clone(),
        },
    };
    Verdict {
        guess: None,
        right: false,
        why,
        question: question.clone(),
        stamp: None,
    }
}

/// Why `square` is not where the next queen goes (`next`).
fn placement_miss(question: &Question, square: Square, next: Square, untried: Option<u32>) -> Why {
    if square.row != next.row {
        return Why::OtherRank { square, next };
    }
    let by = question.attackers(square.row, square.col);
    if !by.is_empty() {
        return Why::Attacked { square, by, next };
    }
    // Free: either tried already (its subtree is done) or waiting its turn. The solver's own
    // untried set says which, where it keeps one; the files go left to right otherwise.
    let waiting = match untried {
        Some(untried) => untried & (1 << square.col) != 0,
        None => square.col > next.col,
    };
    if waiting {
        Why::Leftmost { square, next }
    } else {
        Why::TriedAlready { square, next }
    }
}

/// Why rank `row` is a dead end: each of its squares with the first queen attacking it.
fn dead_end(question: &Question, row: usize) -> Why {
    let squares = (0..question.n)
        .filter_map(|col| {
            let (by, line) = *question.attackers(row, col).first()?;
            Some((Square::new(question.n, row, col), by, line))
        })
        .collect();
    Why::DeadEnd { row, squares }
}

/// Why a rank or file is empty: each of its squares with the first queen attacking it.
fn empty(question: &Question, line: Line, index: usize) -> Why {
    let squares = (0..question.n)
        .filter_map(|i| {
            let (row, col) = match line {
                Line::Row => (index, i),
                _ => (i, index),
            };
            let (by, along) = *question.attackers(row, col).first()?;
            Some((Square::new(question.n, row, col), by, along))
        })
        .collect();
    Why::Empty {
        line,
        index,
        squares,
    }
}

/// Why typed text is not a guess.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreadable {
    /// Nothing typed.
    Empty,
    /// Not a square of this board (nor `x`).
    NotASquare(String),
}

/// Reads a typed guess on the `n` board: `x` for a dead end, else a square (`c5`); in the
/// dead-ends variant `x` or `y` (a dead end) and `n` (a free square). Every guess, whatever it
/// is, is read when the student confirms it (`Enter`): none answers as it is typed.
pub fn read_guess(text: &str, n: usize, variant: Variant) -> Result<Guess, Unreadable> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Unreadable::Empty);
    }
    if variant == Variant::DeadEnds {
        return match text {
            "x" | "y" | "X" | "Y" => Ok(Guess::DeadEnd),
            "n" | "N" => Ok(Guess::Open),
            _ => Err(Unreadable::NotASquare(text.to_string())),
        };
    }
    if text.eq_ignore_ascii_case("x") && variant == Variant::Placements {
        return Ok(Guess::DeadEnd);
    }
    square_named(text, n)
        .map(Guess::Square)
        .ok_or_else(|| Unreadable::NotASquare(text.to_string()))
}

/// The square of the `n` board named `text` in either notation: `c5` (its file letter, then
/// its rank), or the articles' `(4,3)` (its row from the top, then its column, from 0; the
/// brackets may be left out, and a space may follow the comma).
pub fn square_named(text: &str, n: usize) -> Option<Square> {
    if let Some((row, col)) = text
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split_once(',')
    {
        let (row, col): (usize, usize) = (row.trim().parse().ok()?, col.trim().parse().ok()?);
        return (row < n && col < n).then(|| Square::new(n, row, col));
    }
    let mut chars = text.chars();
    let letter = chars.next()?;
    // Files past z are capitals (A–F); below, a capital is the small letter typed with shift.
    let col = (0..n)
        .find(|&c| file_letter(c) == letter)
        .or_else(|| (0..n.min(26)).find(|&c| file_letter(c) == letter.to_ascii_lowercase()))?;
    let rank: usize = chars.as_str().parse().ok()?;
    (1..=n)
        .contains(&rank)
        .then(|| Square::new(n, n - rank, col))
}

/// The event that puts `question`'s answer on the board, for the caller running the search
/// up to it.
pub fn answering_event(question: &Question) -> Event {
    question.answering_event()
}

/// What predict mode tells in the bottom line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PredictNote {
    /// Predict mode began (or changed variant).
    On(Variant),
    /// Predict mode ended, with this score.
    Off(Score),
    /// `strategy` cannot be predicted in `variant`: the mode is off (or stays off).
    Refused {
        /// The strategy searching.
        strategy: Strategy,
        /// The variant asked for.
        variant: Variant,
        /// Why.
        why: Unpredictable,
    },
    /// `:predict off` with the mode off.
    NotOn,
    /// The guess typed is not one.
    Unreadable(Unreadable),
    /// At a backtrack, a square with no queen was given.
    NoQueen(Square),
    /// In the dead-ends variant, a square was given rather than yes or no.
    YesOrNo,
    /// The answer is shown: the next key goes on.
    Next,
}
