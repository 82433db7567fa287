//! What the state tells the user, as meanings: a [`Note`] says *what* happened or why an action
//! was refused; `src/ui` says it in words (with the key names it reads from the key table), so
//! that no message is written, shortened or translated inside the state.

use std::path::PathBuf;

use crate::solver::attack::Line;
use crate::solver::order::Order;
use crate::vocabulary::tuning::Tuning;
use crate::vocabulary::{Speed, Strategy};

pub use super::square::Square;

/// Where a mode leaves to get back to the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Away {
    /// Placing queens by hand.
    Play,
    /// Racing two strategies.
    Race,
}

/// Which listing of the solutions a number was looked for in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listed {
    /// All solutions.
    Solution,
    /// One per symmetry class.
    Class,
}

/// What the heat map now shows, after `:heat`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeatShown {
    /// Queens placed on each square so far.
    Placements,
    /// Queens on each square in the solutions found.
    Solutions,
    /// Off.
    Off,
}

/// What play's hint key found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayHint {
    /// Every rank already holds a queen.
    Full,
    /// A queen here keeps a solution possible.
    Place(Square),
    /// The queen in the most conflicts, and the queens it attacks.
    LiftAttacker {
        /// The queen to lift.
        queen: Square,
        /// Those it attacks.
        attacks: Vec<Square>,
    },
    /// Without this queen the rest can be completed.
    LiftToComplete(Square),
    /// No single queen is in the way.
    NoneAlone,
    /// The search for a queen to lift is under way.
    Looking,
    /// The check of the position is under way.
    Checking,
    /// The check gave up.
    GaveUp,
    /// Solved already.
    Solved,
}

/// What a command takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg {
    /// A solution's number.
    SolutionNumber,
    /// An event's number.
    EventNumber,
    /// A board size.
    BoardSize,
    /// A speed.
    Speed,
    /// A strategy's name.
    StrategyName,
    /// A number of ranks.
    Ranks,
    /// The order an ordered strategy fills the ranks in.
    Order,
    /// A value of the strategy's knob of this name (its folder says what it takes).
    Knob(&'static str),
    /// A variant of predict mode, or `off`.
    PredictVariant,
    /// The name of a mark.
    MarkName,
    /// A language's short name.
    Lang,
    /// A notation's name.
    Notation,
}

/// Why a command line was not understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// Nothing typed.
    Empty,
    /// A value the knob `name` refuses (its parser says why).
    KnobValue {
        /// The knob, the command's name.
        name: &'static str,
        /// The value as typed.
        text: String,
    },
    /// `name` needs an argument, described by `what`.
    Needs {
        /// The command.
        name: String,
        /// What it takes.
        what: Arg,
    },
    /// `name` takes one argument only.
    TakesJust {
        /// The command.
        name: String,
        /// What it takes.
        what: Arg,
    },
    /// `name` takes no argument.
    TakesNothing(String),
    /// A negative number where numbers start from 0.
    Negative(String),
    /// A board size that is not a whole number from 1 (`:n -1`).
    NotASize(String),
    /// A number past what is counted.
    TooLarge(String),
    /// Not a whole number.
    NotANumber(String),
    /// Not a speed: neither a whole number of events per second in range nor `max`.
    Speed,
    /// Not a strategy's name.
    NoStrategy(String),
    /// `race` with other than two strategies.
    RaceTakesTwo,
    /// A race of a strategy against itself.
    AgainstItself(Strategy),
    /// `write` with more than one path.
    WriteTakesOne,
    /// `write` with a flag it does not take.
    WriteFlag(String),
    /// `--notation` with no name after it.
    NotationNeeded,
    /// Not a notation (the text is the notation's own refusal).
    Notation(String),
    /// No command of that name.
    NoCommand(String),
    /// Not the name of an order (`fixed`, `mrv`).
    NoOrder(String),
    /// Not a variant of `:predict` (nor `off`).
    NoPredictVariant(String),
    /// Not a mark's name (letters, digits, `-` and `_`).
    NoMarkName(String),
    /// Not a language the program speaks.
    NoLang(String),
}

/// Something to tell the user: the outcome of an action, or why it did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Note {
    /// A hint from the key table (a key that does nothing here), already in words.
    Hint(String),
    /// The solutions were written.
    Wrote(PathBuf),
    /// A write failed.
    WriteFailed {
        /// Where it was to go.
        path: PathBuf,
        /// What went wrong, as the system said it.
        cause: String,
    },
    /// A write is under way.
    Writing,
    /// A write is still under way.
    StillWriting {
        /// Solutions it writes.
        count: u64,
    },
    /// No solutions to write yet.
    NothingToWrite,
    /// A command line was not understood.
    Command(CommandError),
    /// Completion found no name starting with what is typed.
    NoCompletion {
        /// What was typed.
        typed: String,
        /// Commands, or strategies.
        strategies: bool,
    },
    /// The names that fit what is typed.
    Completions(Vec<String>),

    /// The search has visited the whole tree: nothing goes on.
    SearchDone,
    /// Stepping back from the start.
    AtStart,
    /// Faster than top speed.
    TopSpeed,
    /// Slower than the slowest speed.
    SlowestSpeed,
    /// A speed set with `:speed` (in a race, on both sides).
    SpeedSet {
        /// The speed.
        speed: Speed,
        /// A race's two sides.
        both: bool,
    },
    /// Running to this event at top speed.
    RunningTo(u64),
    /// Arrived at the event run to.
    Arrived(u64),
    /// A jump landed on this event.
    AtEvent(u64),
    /// A jump past the end of the run, which ends at `at`.
    RunEndsAt {
        /// The last event.
        at: u64,
        /// The event asked for.
        target: u64,
    },
    /// A jump past the whole run's length.
    PastTheRun {
        /// The run's length.
        total: u64,
        /// The event asked for.
        target: u64,
    },
    /// The bar of a strategy that only runs forward cannot be moved.
    BarFixed(Strategy),
    /// No solution before this point.
    NoSolutionBefore,
    /// Went back to this solution.
    BackToSolution(u64),
    /// A strategy without dead ends.
    NoDeadEnds(Strategy),
    /// A search restored by undo.
    Undone {
        /// Its board.
        n: usize,
        /// Its event.
        event: u64,
        /// Undo steps left.
        left: usize,
    },
    /// Nothing to undo.
    NothingToUndo,
    /// A search put back by redo.
    Redone {
        /// Its board.
        n: usize,
        /// Its event.
        event: u64,
        /// Redo steps left.
        left: usize,
    },
    /// Nothing to redo.
    NothingToRedo,
    /// A solution not found yet, on a run whose solutions are not known ahead.
    NotFoundYet {
        /// The number asked for.
        number: u64,
        /// How many are found so far.
        found: u64,
    },
    /// A new search of this size.
    NewSearch(usize),
    /// The smallest board already.
    SmallestBoard,
    /// The largest board `strategy` takes already.
    LargestBoard(Strategy),
    /// `:n` past what `strategy` takes.
    SizeRefused {
        /// The size asked for.
        n: usize,
        /// The strategy searching.
        strategy: Strategy,
    },
    /// The strategy asked for is the one searching.
    StrategyAlready(Strategy),
    /// `las-vegas` starts again with this many random ranks.
    RandomRanksSet(usize),
    /// The ordered strategy starts again, filling its ranks in this order.
    OrderSet(Order),
    /// `:k K` (random ranks) past the board's ranks.
    TooManyRandomRanks {
        /// Ranks asked for.
        k: u64,
        /// The board.
        n: usize,
    },
    /// A knob was set: the strategy starts again tuned so (each of its knobs told).
    Tuned {
        /// The strategy searching.
        strategy: Strategy,
        /// Its knobs' values now (boxed: a bag of every knob is large beside other notes).
        tuning: Box<Tuning>,
    },
    /// A command some strategies own (`:k`, `:order`, a knob such as `:population`) while
    /// another strategy searches.
    Elsewhere {
        /// The command.
        command: &'static str,
        /// The strategy searching.
        strategy: Strategy,
    },
    /// Switched to this strategy, the position kept.
    StrategySet(Strategy),
    /// A strategy that cannot take this board: nothing changed.
    StrategyTooSmall {
        /// The strategy asked for.
        strategy: Strategy,
        /// The board.
        n: usize,
        /// The strategy that stays.
        from: Strategy,
    },
    /// Back to the backtracking search where it stood.
    BackToBacktracking {
        /// The backtracking strategy now searching.
        strategy: Strategy,
        /// Where it stands.
        event: u64,
    },
    /// A strategy with its own search starts from the beginning.
    OwnSearch {
        /// The strategy now searching.
        strategy: Strategy,
        /// The backtracking strategy that waits, if one does.
        waiting: Option<Strategy>,
    },
    /// The tree belongs to the backtracking search.
    NoTree {
        /// The strategy searching.
        strategy: Strategy,
        /// The board is small enough for bitmask (so `t` leads back to it).
        bitmask_fits: bool,
    },
    /// The heat map belongs to the backtracking search.
    NoHeat(Strategy),
    /// The heat map now shows this.
    Heat(HeatShown),
    /// The solutions list keeps boards up to the catalog's reach; this one is `n`.
    Unlisted(usize),
    /// A typed number too large to be one.
    NumberTooLarge,
    /// No entry of that number in the listing.
    NoEntry {
        /// Solution or class.
        listed: Listed,
        /// The number asked for.
        number: u64,
        /// How many there are.
        found: u64,
        /// The search has finished (no more will come).
        done: bool,
    },
    /// A square looked at while the search runs.
    PauseToInspect,
    /// Squares of a board this large are not inspected.
    InspectTooLarge,
    /// The square holds a queen.
    HoldsQueen(Square),
    /// No queen attacks the square.
    NotAttacked(Square),
    /// The queens attacking a square, with the line of each.
    AttackedBy {
        /// The square.
        square: Square,
        /// The attackers and along what.
        by: Vec<(Square, Line)>,
    },

    /// A play key outside play.
    PlayKey,
    /// Play takes boards up to the catalog's reach; this one is `n`.
    PlayTooLarge(usize),
    /// Play began.
    PlayStarted,
    /// Play ended: back to the search.
    PlayLeft,
    /// Play again while playing.
    PlayingAlready,
    /// A key of the search while away from it.
    WorksOnSearch(Away),
    /// Play: the board is empty already.
    PlayEmpty,
    /// Play: every queen lifted.
    PlayCleared,
    /// Play: a move undone, with so many left.
    PlayUndone(usize),
    /// Play: a move redone, with so many left to redo.
    PlayRedone(usize),
    /// Play: what the hint key found.
    PlayHint(PlayHint),

    /// A race started (or came back).
    RaceOn {
        /// Its strategies.
        strategies: [Strategy; 2],
        /// Its board.
        n: usize,
        /// Taken up again rather than started.
        again: bool,
    },
    /// A race refused: one side cannot take the board.
    RaceTooLarge {
        /// The board.
        n: usize,
        /// The strategy that cannot.
        small: Strategy,
    },
    /// `:race` alone with no race kept.
    RaceNeedsTwo,
    /// The race was left.
    RaceLeft,
    /// The race starts again (on a board of `n`, if it changed).
    RaceAgain(Option<usize>),
    /// A race's largest board.
    RaceLargest,
    /// A race's board out of range.
    RaceSizeRefused(usize),
    /// The race is over: nothing goes on.
    RaceOver,
    /// The projector board is on (true) or off.
    Present(bool),
    /// Predict mode's news.
    Predict(crate::app::predict::PredictNote),
    /// The position is kept under this name (`:mark`).
    Marked(String),
    /// `:mark` with every place for a mark taken.
    MarksFull,
    /// No mark has this name.
    NoMark(String),
    /// Back at the mark of this name; `replay` if the search replays its way there.
    WentTo {
        /// The mark.
        name: String,
        /// The search runs to its event over the next frames.
        replay: bool,
    },
    /// The marks: each name with its board, strategy and event.
    MarkList(Vec<(String, usize, Strategy, u64)>),
    /// No mark is kept.
    NoMarks,
    /// The program now speaks the state's language (`:lang`).
    Language,
    /// Squares are now named in the state's notation (`:notation`).
    Notation(crate::solver::notation::Notation),
    /// The lesson is at its last step already.
    LessonLast,
    /// The lesson is at its first step already.
    LessonFirst,
    /// A command of the lesson's step was refused where it ran.
    LessonCue {
        /// Its line in the lesson.
        line: usize,
        /// The command as written.
        text: String,
        /// Why it was refused.
        why: Box<Note>,
    },
    /// The `--session` file was refused at the start: why, in one line.
    SessionRefused(String),
    /// The `--session` file was taken up.
    SessionResumed {
        /// The marks it held.
        marks: usize,
    },
}

impl From<CommandError> for Note {
    fn from(error: CommandError) -> Self {
        Note::Command(error)
    }
}
