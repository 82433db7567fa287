//! What the screen and the keys are for, with the state that exists only there: the mode is
//! an enum that carries its data ([`Stage`]), so that no combination the program cannot be in
//! can be written (a search waiting for play to end exists only while playing). What outlives
//! its mode on purpose is kept, named, in [`Aside`].

use super::play::Play;
use super::race::Race;
use super::search::Search;

/// What the screen and the keys are for, as a plain tag (the key table, the help and the
/// command table read it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Watching the search.
    Search,
    /// Placing queens by hand (`:play`); the search waits as it was.
    Play,
    /// Two strategies racing on the same board (`:race A B`); the search waits as it was.
    Race,
}

/// The mode, with what exists only while it is on.
#[derive(Debug, Clone)]
pub enum Stage {
    /// Watching the search.
    Search,
    /// Placing queens by hand.
    Play(Box<Playing>),
    /// Two strategies racing on the same board. While it is on screen, nothing else runs
    /// (the search is not ticked).
    Race(Box<Race>),
}

impl Stage {
    /// The mode as a plain tag.
    pub fn mode(&self) -> Mode {
        match self {
            Stage::Search => Mode::Search,
            Stage::Play(_) => Mode::Play,
            Stage::Race(_) => Mode::Race,
        }
    }
}

/// Play's state: the hand-built board, and the search as it was when play began, put back
/// when play ends.
#[derive(Debug, Clone)]
pub struct Playing {
    /// The hand-built board.
    pub(super) board: Play,
    /// The search as it was when play began (the one on screen is a paused copy).
    pub(super) waiting: Search,
}

/// What outlives its mode on purpose, to be taken up again.
#[derive(Debug, Clone, Default)]
pub struct Aside {
    /// The hand-built board, kept after `Esc` so that `p` takes it up again (same n); `None`
    /// while playing (the board is the [`Stage::Play`]'s then).
    pub(super) play: Option<Play>,
    /// The race, kept after `Esc` so that a bare `:race` takes it up again; `None` while
    /// racing (the race is the [`Stage::Race`]'s then).
    pub(super) race: Option<Box<Race>>,
    /// The backtracking search (`bitmask` or `scan`) as it was when another strategy took
    /// over: switching back to either returns to it.
    pub(super) backtracking: Option<Search>,
}
