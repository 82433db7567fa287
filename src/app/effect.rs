//! What `update` asks the event loop to do outside the state: the state decides, the loop acts,
//! and the outcome comes back as an action.

use std::path::PathBuf;
use std::sync::Arc;

use super::timeline::Wanted;
use super::tree::SizeJob;

use super::play::PlayJob;
use crate::solver::catalog::Listing;
use crate::solver::notation::Notation;

/// A request to write the solutions found so far to a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportRequest {
    /// The board size.
    pub n: usize,
    /// All solutions or one per class.
    pub listing: Listing,
    /// How many of the listing to write (those found so far).
    pub count: u64,
    /// Which write of this run it is (from 1): no two share a temporary file.
    pub job: u64,
    /// The file to write, as the user named it (`:write PATH`; relative to the folder the
    /// program writes into); `None`: a fresh `nqueens-N.txt` there.
    pub path: Option<PathBuf>,
    /// How the queens are named in the file.
    pub notation: Notation,
}

/// Work with an outside effect, for the event loop to carry out.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Leave the program.
    Quit,
    /// Write solutions to a file; the outcome comes back as [`crate::vocabulary::Action::Written`].
    Write(ExportRequest),
    /// Check or number a hand-built position, superseding any such work under way; the
    /// outcome comes back as [`crate::vocabulary::Action::Checked`] or
    /// [`crate::vocabulary::Action::Numbered`].
    Play(PlayJob),
    /// Play has ended: stop any work on its positions.
    StopPlay,
    /// Count the whole search tree of the board in the background, for the timeline, and
    /// for small boards survey the whole run; all of it stops when the flag is raised. The
    /// count comes back as [`crate::vocabulary::Action::TreeCounted`], the survey is left in
    /// its slot, announced by [`crate::vocabulary::Action::Surveyed`].
    CountTree(Wanted),
    /// Count the sizes of nodes of the search tree in the background, for `:tree`; they come
    /// back as [`crate::vocabulary::Action::TreeSized`].
    SizeTree(SizeJob),
}

impl PartialEq for Effect {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Effect::Quit, Effect::Quit) => true,
            (Effect::Write(a), Effect::Write(b)) => a == b,
            (Effect::Play(a), Effect::Play(b)) => a == b,
            (Effect::StopPlay, Effect::StopPlay) => true,
            // The same count if the same board and the same flag.
            (Effect::CountTree(a), Effect::CountTree(b)) => {
                a.n == b.n && Arc::ptr_eq(&a.cancel, &b.cancel)
            }
            (Effect::SizeTree(a), Effect::SizeTree(b)) => a.n == b.n && a.nodes == b.nodes,
            _ => false,
        }
    }
}

impl Eq for Effect {}
