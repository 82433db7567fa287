//! Play: the user places and lifts queens by hand, on any squares, and the program says what
//! the position allows. Squares only, no screen places; the searches that answer run outside
//! (the runtime carries out [`PlayJob`]s on threads and feeds their outcomes back), and every
//! answer names the position it was asked for, so a late answer for an old position is
//! dropped.

use super::note::{Note, PlayHint, Square};
use crate::solver::MAX_N;
use crate::solver::attack::attacks;
use crate::vocabulary::{CheckOutcome, Direction, NumberOutcome};

/// Nodes a completion check may search before it gives up: a few seconds at n = 32, where
/// most positions take a few thousand.
pub const CHECK_BUDGET: u64 = 20_000_000;

/// Nodes a numbering may count before it gives up: about half a minute of the counter's
/// kernel, enough for every solution up to n = 17 and the early ones of any size.
pub const NUMBER_BUDGET: u64 = 1 << 32;

/// How many moves [`Play::undo`] can take back.
pub const UNDO_KEEP: usize = 1000;

/// Outside work a position needs, for the runtime to run on a thread ([`PlayJob::run`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayJob {
    /// Can position `position`, with `fixed[row]` the column of the queen on `row` (if any),
    /// be completed?
    Check {
        /// Which position is asked about.
        position: u64,
        /// The queen of each row, if it has one.
        fixed: Vec<Option<u8>>,
    },
    /// The number in search order of `solution` (position `position`), and of its class's
    /// canonical solution.
    Number {
        /// Which position is asked about.
        position: u64,
        /// The solved board: each row's column.
        solution: Vec<u8>,
    },
}

impl PlayJob {
    /// The position this job answers for.
    pub fn position(&self) -> u64 {
        match self {
            PlayJob::Check { position, .. } | PlayJob::Number { position, .. } => *position,
        }
    }
}

/// What is known of a queen to lift, for a position that cannot be completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rescue {
    /// Being looked for.
    Looking,
    /// Without this queen (row, column) the position can be completed.
    Lift(usize, usize),
    /// Lifting any one queen is not enough.
    NoneAlone,
}

/// Why a position cannot be completed, seen without a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// This row has no queen and every square of it is attacked.
    Rank(usize),
    /// This column has no queen and every square of it left to a queen is attacked.
    File(usize),
}

/// The number of a solved board, as far as it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numbering {
    /// Being counted.
    Counting,
    /// Known.
    Known {
        /// The solution's number in search order (from 1).
        number: u64,
        /// Its class's canonical solution's number.
        canonical: u64,
    },
    /// Counting would take too long.
    TooLong,
}

/// What the position allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Queens attack each other (this many pairs): lift one to go on.
    Conflicts(usize),
    /// No completion, for a reason seen at a glance.
    Blocked(Blocked),
    /// The background check is under way.
    Checking,
    /// A completion exists; this is one.
    Completable(Vec<u8>),
    /// The check searched every way on and found no completion.
    Impossible,
    /// The check gave up before deciding.
    Undecided,
    /// Every row holds a queen and none attacks another.
    Solved(Numbering),
}

/// One board as the user left it, for undo.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Snapshot {
    rows: [u32; MAX_N],
    cursor: (usize, usize),
}

/// The hand-built board and what is known of it.
#[derive(Debug, Clone)]
pub struct Play {
    n: usize,
    /// The queens on each row, one bit per column (several where the user put several).
    rows: [u32; MAX_N],
    cursor: (usize, usize),
    undo: Vec<Snapshot>,
    /// Boards undo took back, newest last: redo puts them back, until the next move.
    redo: Vec<Snapshot>,
    /// Numbers positions, so that answers can say which one they are for.
    position: u64,
    verdict: Verdict,
    /// The square the last hint named, marked until the next move.
    hint: Option<(usize, usize)>,
    /// For a position that cannot be completed: the queen to lift.
    rescue: Rescue,
}

impl Play {
    /// An empty `n` board, the cursor on the top-left square; the check it needs. Its
    /// positions are numbered on from `after`, so no answer meant for an earlier board can
    /// pass for one of this board's.
    pub fn new(n: usize, after: u64) -> (Self, Option<PlayJob>) {
        debug_assert!((1..=MAX_N).contains(&n));
        let mut play = Play {
            n,
            rows: [0; MAX_N],
            cursor: (0, 0),
            undo: Vec::new(),
            redo: Vec::new(),
            position: after,
            verdict: Verdict::Checking,
            hint: None,
            rescue: Rescue::Looking,
        };
        let job = play.assess();
        (play, job)
    }

    /// The same board taken up again (after `Esc`): what was known of it may have been
    /// dropped while away, so it is assessed afresh.
    pub fn resumed(&mut self) -> Option<PlayJob> {
        self.assess()
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The cursor's square (row 0 at the top, column 0 = file a).
    pub fn cursor(&self) -> (usize, usize) {
        self.cursor
    }

    /// What the position allows.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// The square the last hint named, until the next move.
    pub fn hint(&self) -> Option<(usize, usize)> {
        self.hint
    }

    /// The number of the position shown (each move makes a new one).
    pub fn position(&self) -> u64 {
        self.position
    }

    /// For a position that cannot be completed: the queen to lift, as far as it is known.
    pub fn rescue(&self) -> Rescue {
        self.rescue
    }

    /// Moves the user can take back.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    /// True if (`row`, `col`) holds a queen.
    pub fn has_queen(&self, row: usize, col: usize) -> bool {
        self.rows[row] & (1 << col) != 0
    }

    /// Every queen, top rank first, then by file.
    pub fn queens(&self) -> Vec<(usize, usize)> {
        (0..self.n)
            .flat_map(|row| {
                (0..self.n)
                    .filter(move |&col| self.rows[row] & (1 << col) != 0)
                    .map(move |col| (row, col))
            })
            .collect()
    }

    /// The pairs of queens that attack each other, each pair once.
    pub fn conflicts(&self) -> Vec<((usize, usize), (usize, usize))> {
        let queens = self.queens();
        let mut pairs = Vec::new();
        for (i, &a) in queens.iter().enumerate() {
            for &b in &queens[i + 1..] {
                if attacks(a.0, a.1, b.0, b.1) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// True if a queen attacks (`row`, `col`) (a queen's own square only if another attacks
    /// it).
    pub fn attacked(&self, row: usize, col: usize) -> bool {
        self.queens().iter().any(|&(r, c)| attacks(r, c, row, col))
    }

    /// The solution the board holds, if it is solved.
    pub fn solution(&self) -> Option<Vec<u8>> {
        matches!(self.verdict, Verdict::Solved(_))
            .then(|| self.columns().into_iter().flatten().collect())
    }

    /// Each row's queen, where a row holds exactly one.
    fn columns(&self) -> Vec<Option<u8>> {
        self.rows[..self.n]
            .iter()
            .map(|&bits| (bits.count_ones() == 1).then(|| crate::solver::low_col(bits)))
            .collect()
    }

    /// Moves the cursor one square (it stops at the edge).
    pub fn move_cursor(&mut self, direction: Direction) {
        let (row, col) = self.cursor;
        let last = self.n - 1;
        self.cursor = match direction {
            Direction::Up => (row.saturating_sub(1), col),
            Direction::Down => ((row + 1).min(last), col),
            Direction::Left => (row, col.saturating_sub(1)),
            Direction::Right => (row, (col + 1).min(last)),
        };
    }

    /// Places a queen on (`row`, `col`), or lifts the one there; the cursor goes there. The
    /// job the new position needs.
    pub fn toggle(&mut self, row: usize, col: usize) -> Option<PlayJob> {
        if row >= self.n || col >= self.n {
            return None;
        }
        self.remember();
        self.cursor = (row, col);
        self.rows[row] ^= 1 << col;
        self.assess()
    }

    /// Lifts every queen (one move: undo brings them back).
    pub fn clear(&mut self) -> (Note, Option<PlayJob>) {
        if self.rows.iter().all(|&r| r == 0) {
            return (Note::PlayEmpty, None);
        }
        self.remember();
        self.rows = [0; MAX_N];
        (Note::PlayCleared, self.assess())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> (Note, Option<PlayJob>) {
        let Some(before) = self.undo.pop() else {
            return (Note::NothingToUndo, None);
        };
        self.redo.push(self.snapshot());
        self.rows = before.rows;
        self.cursor = before.cursor;
        (Note::PlayUndone(self.undo.len()), self.assess())
    }

    /// Puts back the move the last undo took back.
    pub fn redo(&mut self) -> (Note, Option<PlayJob>) {
        let Some(after) = self.redo.pop() else {
            return (Note::NothingToRedo, None);
        };
        self.undo.push(self.snapshot());
        self.rows = after.rows;
        self.cursor = after.cursor;
        (Note::PlayRedone(self.redo.len()), self.assess())
    }

    /// The board as it is.
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            rows: self.rows,
            cursor: self.cursor,
        }
    }

    /// A square that keeps a completion possible, put under the cursor; or what stands in the
    /// way (`None`: nothing to say).
    pub fn give_hint(&mut self) -> Option<PlayHint> {
        let n = self.n;
        let square = |(row, col): (usize, usize)| Square::new(n, row, col);
        Some(match &self.verdict {
            Verdict::Completable(cols) => {
                // The cursor's rank if it is empty, else the next empty one below it (around).
                let (at, _) = self.cursor;
                let Some(row) = (0..n).map(|i| (at + i) % n).find(|&r| self.rows[r] == 0) else {
                    return Some(PlayHint::Full);
                };
                let col = usize::from(cols[row]);
                self.cursor = (row, col);
                self.hint = Some((row, col));
                PlayHint::Place(square((row, col)))
            }
            Verdict::Conflicts(_) => {
                // The queen in the most conflicts: lifting it mends the most.
                let conflicts = self.conflicts();
                let queen = self.queens().into_iter().max_by_key(|&q| {
                    // Ties go to the first queen (max_by_key keeps the last).
                    let pairs = conflicts.iter().filter(|(a, b)| *a == q || *b == q).count();
                    (pairs, std::cmp::Reverse(q))
                })?;
                let attacks = conflicts
                    .iter()
                    .filter_map(|&(a, b)| match (a == queen, b == queen) {
                        (true, _) => Some(b),
                        (_, true) => Some(a),
                        _ => None,
                    })
                    .map(square)
                    .collect();
                self.cursor = queen;
                self.hint = Some(queen);
                PlayHint::LiftAttacker {
                    queen: square(queen),
                    attacks,
                }
            }
            Verdict::Blocked(_) | Verdict::Impossible => match self.rescue {
                Rescue::Lift(row, col) => {
                    self.cursor = (row, col);
                    self.hint = Some((row, col));
                    PlayHint::LiftToComplete(square((row, col)))
                }
                Rescue::NoneAlone => PlayHint::NoneAlone,
                Rescue::Looking => PlayHint::Looking,
            },
            Verdict::Checking => PlayHint::Checking,
            Verdict::Undecided => PlayHint::GaveUp,
            Verdict::Solved(_) => PlayHint::Solved,
        })
    }

    /// Takes in a check's outcome, if it is for the position shown.
    pub fn checked(&mut self, position: u64, outcome: CheckOutcome) {
        if position != self.position {
            return;
        }
        if let CheckOutcome::Impossible { lift } = outcome {
            self.rescue = match lift {
                Some((row, col)) => Rescue::Lift(usize::from(row), usize::from(col)),
                None => Rescue::NoneAlone,
            };
        }
        // A blocked position was known to be so; its check only looked for a queen to lift.
        if self.verdict != Verdict::Checking {
            return;
        }
        self.verdict = match outcome {
            CheckOutcome::Completion(cols) => Verdict::Completable(cols),
            CheckOutcome::Impossible { .. } => Verdict::Impossible,
            CheckOutcome::GaveUp => Verdict::Undecided,
            // Only a newer position stops a check, and its own answer is on the way.
            CheckOutcome::Stopped => return,
        };
    }

    /// Takes in a numbering's outcome, if it is for the position shown.
    pub fn numbered(&mut self, position: u64, outcome: NumberOutcome) {
        if position != self.position || self.verdict != Verdict::Solved(Numbering::Counting) {
            return;
        }
        self.verdict = Verdict::Solved(match outcome {
            NumberOutcome::Numbered { number, canonical } => Numbering::Known { number, canonical },
            NumberOutcome::GaveUp => Numbering::TooLong,
            NumberOutcome::Stopped => return,
        });
    }

    /// Keeps the board as it is for undo; a new move ends what redo could put back.
    fn remember(&mut self) {
        if self.undo.len() == UNDO_KEEP {
            self.undo.remove(0);
        }
        self.undo.push(self.snapshot());
        self.redo.clear();
    }

    /// A new position: its verdict where one is seen at once, else the job that finds it.
    fn assess(&mut self) -> Option<PlayJob> {
        self.position += 1;
        self.hint = None;
        self.rescue = Rescue::Looking;
        let conflicts = self.conflicts().len();
        if conflicts > 0 {
            self.verdict = Verdict::Conflicts(conflicts);
            return None;
        }
        let fixed = self.columns();
        let position = self.position;
        if let Some(blocked) = self.blocked(&fixed) {
            // Known at once; the check still runs, to find a queen to lift.
            self.verdict = Verdict::Blocked(blocked);
            return Some(PlayJob::Check { position, fixed });
        }
        if fixed.iter().all(Option::is_some) {
            self.verdict = Verdict::Solved(Numbering::Counting);
            let solution = fixed.into_iter().flatten().collect();
            return Some(PlayJob::Number { position, solution });
        }
        self.verdict = Verdict::Checking;
        Some(PlayJob::Check { position, fixed })
    }

    /// A rank or a file that can no longer take a queen (with no conflicts on the board).
    fn blocked(&self, fixed: &[Option<u8>]) -> Option<Blocked> {
        let n = self.n;
        let mut coverable = 0u32;
        let mut taken = 0u32;
        for (row, queen) in fixed.iter().enumerate() {
            if let Some(col) = queen {
                taken |= 1 << col;
                continue;
            }
            let free = (0..n)
                .filter(|&col| !self.attacked(row, col))
                .fold(0u32, |mask, col| mask | 1 << col);
            if free == 0 {
                return Some(Blocked::Rank(row));
            }
            coverable |= free;
        }
        (0..n)
            .find(|&col| (taken | coverable) & (1 << col) == 0)
            .map(Blocked::File)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::Action;

    fn answer(play: &mut Play, job: Option<PlayJob>) {
        match job.map(|job| job.run(&|| false)) {
            Some(Action::Checked { position, outcome }) => play.checked(position, outcome),
            Some(Action::Numbered { position, outcome }) => play.numbered(position, outcome),
            _ => {}
        }
    }

    #[test]
    fn conflicts_and_blocked_lines_are_seen_at_once() {
        let (mut play, _) = Play::new(4, 0);
        let job = play.toggle(0, 0);
        assert!(
            job.is_some(),
            "a corner queen needs a search to rule it out"
        );
        let job = play.toggle(1, 1);
        assert_eq!(job, None);
        assert_eq!(play.verdict(), &Verdict::Conflicts(1));
        play.undo();
        // a4 and c3 leave rank 2 (row 2) without a free square; the check that runs all the
        // same finds no single queen to lift (neither a4 nor c3 is in a solution of 4).
        let job = play.toggle(1, 2);
        assert_eq!(play.verdict(), &Verdict::Blocked(Blocked::Rank(2)));
        assert_eq!(play.rescue(), Rescue::Looking);
        answer(&mut play, job);
        assert_eq!(play.verdict(), &Verdict::Blocked(Blocked::Rank(2)));
        assert_eq!(play.rescue(), Rescue::NoneAlone);
    }

    #[test]
    fn stale_answers_are_dropped() {
        let (mut play, first) = Play::new(8, 0);
        let first = first.unwrap();
        let second = play.toggle(0, 0);
        answer(&mut play, Some(first));
        assert_eq!(
            play.verdict(),
            &Verdict::Checking,
            "the empty board's answer is old"
        );
        answer(&mut play, second);
        assert!(matches!(play.verdict(), Verdict::Completable(_)));
    }

    #[test]
    fn a_solved_board_is_numbered_with_its_class() {
        let (mut play, _) = Play::new(4, 0);
        // 2 0 3 1, the second solution of 4 (the mirror image of the first, 1 3 0 2).
        let mut job = None;
        for (row, col) in [(0, 2), (1, 0), (2, 3), (3, 1)] {
            job = play.toggle(row, col);
        }
        assert_eq!(play.verdict(), &Verdict::Solved(Numbering::Counting));
        answer(&mut play, job);
        assert_eq!(
            play.verdict(),
            &Verdict::Solved(Numbering::Known {
                number: 2,
                canonical: 1
            })
        );
        assert_eq!(play.solution(), Some(vec![2, 0, 3, 1]));
    }
}
