//! The words the whole program speaks: how fast the search runs and how it searches, and
//! (for the animation) what the user can ask for and where the keys go. A leaf: it imports
//! nothing of this crate, so every other module may import it and the arrows between them all
//! point one way (input → vocabulary ← app, never input ↔ app).

pub mod order;
pub mod scope;
pub mod tuning;

use std::path::PathBuf;
use std::str::FromStr;

/// The speed of the animation: solver events per second, or as fast as the solver goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    /// This many events per second.
    PerSec(u32),
    /// As many events as fit between frames.
    Max,
}

/// The fastest numeric speed; above it, `max` is the honest setting.
pub const MAX_EVENTS_PER_SEC: u32 = 1_000_000_000;

/// A speed that is neither a whole number of events per second in range nor `max` (worded
/// where it is shown: the vocabulary holds no words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadSpeed;

impl FromStr for Speed {
    type Err = BadSpeed;

    /// A whole number of events per second, or `max`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.eq_ignore_ascii_case("max") {
            return Ok(Speed::Max);
        }
        match text.parse::<u32>() {
            Ok(v) if (1..=MAX_EVENTS_PER_SEC).contains(&v) => Ok(Speed::PerSec(v)),
            _ => Err(BadSpeed),
        }
    }
}

/// The largest board of the backtracking and complete-board strategies: the solver's 32-bit
/// masks (`solver::MAX_N`, which a test holds this to).
pub const BACKTRACKING_MAX_N: usize = 32;

/// The largest board `min-conflicts` animates: rank numbers keep to three digits, and a
/// board of 999 drawn at its densest (2 files × 4 ranks a character) already needs a terminal
/// of about 510×255. Its solver goes further; `nqueens solve` takes millions.
pub const LOCAL_MAX_N: usize = 999;

/// The registry: one line per strategy, `Id => folder`, in the order of the help texts (the
/// order `t` cycles in is this one with the strategies whose `About` says `last_in_cycle`
/// moved to the end), the first the default. `registry!(then)` calls the macro `then` with the
/// list, so each place that needs every strategy generates its code from this one list: the
/// ids below, the folders' modules and the strategies' methods (in `strategies`), the
/// dispatch of the searches, their events, views and stories. It lives here, in the leaf,
/// because the ids do; it names the folders only as words, importing nothing.
macro_rules! registry {
    ($then:ident) => {
        $then! {
            Bitmask => bitmask,
            Scan => scan,
            Arrays => arrays,
            Matrix => matrix,
            Permutations => permutations,
            Bruteforce => bruteforce,
            MinConflicts => min_conflicts,
            BreadthFirst => breadth_first,
            LasVegas => las_vegas,
            BestFirst => best_first,
            ForwardChecking => forward_checking,
            Genetic => genetic,
            AntColony => ant_colony,
            ParticleSwarm => particle_swarm,
            DancingLinks => dancing_links,
        }
    };
}
pub(crate) use registry;

/// The ids, one a line of the registry, the first the default.
macro_rules! strategy_ids {
    ($first:ident => $first_folder:ident, $($id:ident => $folder:ident,)*) => {
        /// How the search looks for solutions: a strategy's id. Its methods (name, help, the
        /// facts the program asks about it) live in `strategies`, which binds each id to its
        /// folder; the default is the registry's first, where no strategy is asked for.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub enum Strategy {
            #[doc = concat!("The strategy of `src/strategies/", stringify!($first_folder), "/`.")]
            #[default]
            $first,
            $(
                #[doc = concat!("The strategy of `src/strategies/", stringify!($folder), "/`.")]
                $id,
            )*
        }
    };
}
registry!(strategy_ids);

/// How a square-by-square strategy tests a square, each with its own data structure and
/// cost; the strategies that test this way say which in their `About`. Its tests live in
/// `solver::probe`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Probe {
    /// Every queen placed, in row order, until one attacks (`scan`).
    Scan,
    /// Three lookups: `col`, then `diag`, then `anti_diag`, stopping at the first taken.
    Arrays,
    /// Walks up the file, then up-left, then up-right, until a queen or the edge.
    Matrix,
}

/// A move of the selection in the solutions list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// By this many rows (negative: up).
    By(i64),
    /// By this many pages (negative: up).
    Pages(i64),
    /// To the first solution.
    First,
    /// To the newest solution, following new ones as they arrive.
    Last,
}

/// Which panel the keys that browse go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Focus {
    /// The live board.
    Board,
    /// The solutions list.
    Solutions,
}

/// A panel the mouse wheel can scroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Panel {
    /// The solutions list.
    Solutions,
    /// The help overlay.
    Help,
}

/// What decides which key bindings apply now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Context {
    /// The focused panel.
    pub focus: Focus,
    /// A jump number is being typed.
    pub jumping: bool,
    /// A command is being typed after `:`.
    pub command: bool,
    /// The help overlay is open.
    pub help: bool,
    /// The user is placing queens (`:play`), not watching the search.
    pub play: bool,
    /// The user is watching a race (`:race A B`), not the search.
    pub race: bool,
    /// A predict-mode question waits for the user's guess.
    pub predict: bool,
    /// A predict-mode answer is shown: letters and digits (the next guess's keys) are no keys
    /// of the search, and do not put the answer away.
    pub told: bool,
    /// A lesson is playing (`nqueens lesson`): its keys step it.
    pub lesson: bool,
}

/// A direction the play cursor moves in, on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Toward the top rank.
    Up,
    /// Toward rank 1.
    Down,
    /// Toward the a-file.
    Left,
    /// Away from the a-file.
    Right,
}

/// How a background check of a hand-built position ended (see [`Action::Checked`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckOutcome {
    /// A solution that keeps the user's queens: the column of each row's queen, row 0 first.
    Completion(Vec<u8>),
    /// No solution keeps them; `lift` is a queen (row, column) without which one would, if
    /// lifting a single queen is enough.
    Impossible {
        /// The queen to lift, if one is enough.
        lift: Option<(u8, u8)>,
    },
    /// The search gave up after its budget of nodes.
    GaveUp,
    /// A newer position superseded it.
    Stopped,
}

/// How the background numbering of a solved board ended (see [`Action::Numbered`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberOutcome {
    /// Its number in search order, and that of its class's canonical solution (both from 1).
    Numbered {
        /// The solution's own number.
        number: u64,
        /// The number of the canonical (first) solution of its symmetry class.
        canonical: u64,
    },
    /// Counting the solutions before it would take more than the budget of nodes.
    GaveUp,
    /// A newer position superseded it.
    Stopped,
}

/// How much of each scrolling panel the screen shows, as last drawn: the view reports it so
/// that paging and scrolling limits match what the user sees. Counts of lines, not places.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Viewport {
    /// Rows of the solutions list on screen (0: the list is hidden).
    pub list_rows: u16,
    /// How far the help can scroll (0: it is closed, or all of it shows).
    pub help_max_scroll: u16,
    /// Columns and rows of the tree diagram's bands (0: the diagram is not drawn).
    pub tree: (u16, u16),
}

/// A job of background work, as the state and the event loop name it: the state starts one
/// with an effect and cancels it with another; the loop keeps the means to stop it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JobId {
    /// The check or numbering of the hand-built position: one at a time, a newer one
    /// replaces the one under way.
    Play,
    /// A count of a run's length (and the survey of the run, if one was asked for).
    Count(u64),
    /// The counts of the tree diagram's nodes for one book of the tree.
    TreeSizes(u64),
    /// The bitmask search's nodes to its first solution, which `las-vegas` is compared with.
    FirstSolution(u64),
    /// The cells of the Compare view (`:compare`).
    Compare(u64),
}

/// How a file write the program was asked for ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteOutcome {
    /// The file is complete at this path.
    Wrote(PathBuf),
    /// Nothing was written to `path`, because of `cause`.
    Failed {
        /// The file that was to be written.
        path: PathBuf,
        /// Why not, with the system's words (and their causes).
        cause: String,
    },
}

/// What a background count found of one node of the search tree (`:tree`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeCount {
    /// The node: the columns of its queens, row 0 first.
    pub prefix: Vec<u8>,
    /// Queens placed in its subtree, its own included.
    pub placements: u64,
    /// Rows entered with no free square in it.
    pub dead_ends: u64,
    /// Complete boards in it.
    pub solutions: u64,
    /// The deepest row holding a queen in it.
    pub deepest: usize,
    /// Counted, rather than estimated.
    pub exact: bool,
}

/// Everything the user can ask for, and the outcomes of outside work the program asked for.
/// Keys and clicks become these in `input`; the state changes only through them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Pause a running search, or resume a paused one.
    TogglePause,
    /// Run exactly one event (pausing first if running).
    Step,
    /// Undo one event (pausing first if running).
    StepBack,
    /// The step-back key is being held: run backward at the current speed while it is.
    RewindHeld,
    /// The held step-back key was let go (on terminals that say so).
    RewindReleased,
    /// Put back the search as it was before the last thing that threw work away (a restart,
    /// a change of n, a long rewind); in play, the board as it was before the last move.
    Undo,
    /// Put back what the last undo took away.
    Redo,
    /// Show or hide the narration.
    ToggleNarration,
    /// Scroll the help by this many lines (negative: up).
    ScrollHelp(i32),
    /// Switch to the next strategy.
    ToggleStrategy,
    /// Run to the next solution, then pause.
    RunToSolution,
    /// Run to the next dead end, then pause.
    RunToDeadEnd,
    /// Jump back to the last solution before this point.
    BackToSolution,
    /// Jump to the position after this event of the run, in the bitmask search's numbering
    /// (a point of the timeline).
    JumpToMove(u64),
    /// A drag along the timeline (or the tree) reached the position after this event: one
    /// scrub, however many of these, is one jump to undo.
    ScrubToMove(u64),
    /// About twice as many events per second.
    Faster,
    /// About half as many events per second.
    Slower,
    /// n + 1, restarting the search.
    Grow,
    /// n − 1, restarting the search.
    Shrink,
    /// Start the search again from the empty board.
    Restart,
    /// Show or hide the key table.
    ToggleHelp,
    /// Close the help, cancel a jump, or leave the solutions panel.
    Back,
    /// Leave the program.
    Quit,
    /// The process was told to end from outside by `signal` (the terminal closed, `kill`):
    /// leave the program as quitting does, then end as that signal ends a process.
    Terminate {
        /// The signal's number.
        signal: i32,
    },
    /// Move the focus between the board and the solutions panel.
    SwitchFocus,
    /// Move the selection in the solutions panel.
    Browse(Move),
    /// Start typing the number of a solution to jump to.
    StartJump,
    /// A digit of the number being typed.
    JumpDigit(u8),
    /// Remove the last digit typed.
    JumpBackspace,
    /// Jump to the number typed.
    JumpConfirm,
    /// Show all solutions, or one per symmetry class.
    ToggleUnique,
    /// Write the solutions listed so far to a file.
    WriteSolutions,
    /// Look at a square of the board (row 0 first, column 0 = file a): what attacks it.
    SelectSquare {
        /// The square's row.
        row: usize,
        /// The square's column.
        col: usize,
    },
    /// Select this position (0-based) of the solutions listed.
    SelectSolution(u64),
    /// Scroll a panel by this many rows (negative: up).
    Scroll(Panel, i64),
    /// The screen was drawn with this much room for the scrolling panels.
    Viewport(Viewport),
    /// A file write asked for earlier has ended.
    Written(WriteOutcome),
    /// A key that does nothing here was pressed: tell the user this.
    Hint(String),
    /// Open the command line (`:`).
    OpenCommand,
    /// A character typed on the command line.
    CommandChar(char),
    /// Remove the last character of the command line.
    CommandBackspace,
    /// Complete the command name typed so far (Tab).
    CommandComplete,
    /// An earlier command line from the history (negative: older).
    CommandHistory(i8),
    /// Run the command line (Enter).
    CommandRun,
    /// Start placing queens by hand on a board of the current size (the search waits).
    Play,
    /// Move the play cursor one square.
    PlayCursor(Direction),
    /// Place a queen on the cursor's square, or lift the one there.
    PlayToggle,
    /// Show a square that keeps a completion possible.
    PlayHint,
    /// Lift every queen placed by hand.
    PlayClear,
    /// The background check of hand-built position number `position` has ended.
    Checked {
        /// Which position it answers (older answers are ignored).
        position: u64,
        /// What it found.
        outcome: CheckOutcome,
    },
    /// The background numbering of solved position number `position` has ended.
    Numbered {
        /// Which position it answers (older answers are ignored).
        position: u64,
        /// What it found.
        outcome: NumberOutcome,
    },
    /// The background count of the `n` board's search tree ended: its placements, dead ends
    /// and solutions (`None`: it was stopped).
    TreeCounted {
        /// The board size counted.
        n: usize,
        /// Placements, dead ends, solutions.
        counts: Option<(u64, u64, u64)>,
    },
    /// Background counts of nodes of the `n` board's search tree have ended.
    TreeSized {
        /// The board size.
        n: usize,
        /// What was found of each node.
        sizes: Vec<NodeCount>,
    },
    /// The background count of the bitmask search's nodes to its first solution on the `n`
    /// board has ended (for `las-vegas`'s comparison).
    FirstCounted {
        /// The board size.
        n: usize,
        /// The job that counted (an answer no longer awaited is ignored).
        job: JobId,
        /// The nodes, or `None`: no solution within the budget, or stopped.
        nodes: Option<u64>,
    },
    /// Show the projector board (the board filling the screen), or the usual panels.
    TogglePresent,
    /// Open the Compare view: what each strategy costs as n grows (as `:compare`).
    OpenCompare,
    /// Predict mode: a character of the guess typed.
    PredictChar(char),
    /// Predict mode: delete the last character of the guess.
    PredictBackspace,
    /// Predict mode: check the guess typed; after an answer, the next question.
    PredictSubmit,
    /// Predict mode: show the answer without guessing (not scored).
    PredictSkip,
    /// The lesson's next step (its position brought back, then the step's commands).
    LessonNext,
    /// The lesson's step before, its position restored exactly.
    LessonBack,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speed_accepts_numbers_and_max() {
        assert_eq!("max".parse(), Ok(Speed::Max));
        assert_eq!("MAX".parse(), Ok(Speed::Max));
        assert_eq!("1".parse(), Ok(Speed::PerSec(1)));
        for bad in ["0", "-5", "fast", "1000000001"] {
            assert!(bad.parse::<Speed>().is_err(), "{bad}");
        }
    }
}

/// The language the program speaks to the user. The notation (files a–h, ranks 1–8, the
/// masks' bit strings) is the same in every language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese (`zh-CN`).
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The short name `--lang` and `:lang` take (`en`, `zh`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language of a POSIX locale name (`zh_CN.UTF-8`, `en_US`, `C`), if it is one the
    /// program speaks; `C` and `POSIX` are English.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match language.as_str() {
            "zh" => Some(Lang::Zh),
            "en" | "c" | "posix" => Some(Lang::En),
            _ => None,
        }
    }
}

/// A language name that names none the program speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoLang;

impl FromStr for Lang {
    type Err = NoLang;

    /// `en` or `zh`, and the longer tags (`en-US`, `zh-CN`, `zh_CN.UTF-8`).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match Lang::from_locale(text.trim()) {
            Some(lang) if !text.trim().is_empty() => Ok(lang),
            _ => Err(NoLang),
        }
    }
}
