//! What `update` asks the event loop to do outside the state: the state decides, the loop acts,
//! and the outcome comes back as an action.

use std::path::PathBuf;

use super::timeline::Wanted;
use super::tree::SizeJob;

use super::compare::CompareJob;
use super::first_count::FirstJob;
use super::play::PlayJob;
use crate::solver::catalog::Listing;
use crate::solver::notation::Notation;
use crate::vocabulary::{JobId, Lang};

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
    /// The language of the screen that asked: the outcome's words are said in it, whatever
    /// the process's language (the write runs on a thread of its own).
    pub lang: Lang,
}

/// Work with an outside effect, for the event loop to carry out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Leave the program (the answer to [`crate::vocabulary::Action::Terminate`] too: the
    /// loop that handed over the signal ends the process as it says, once what quitting keeps
    /// is kept).
    Quit,
    /// Write solutions to a file; the outcome comes back as [`crate::vocabulary::Action::Written`].
    Write(ExportRequest),
    /// Check or number a hand-built position, superseding any such work under way; the
    /// outcome comes back as [`crate::vocabulary::Action::Checked`] or
    /// [`crate::vocabulary::Action::Numbered`].
    Play(PlayJob),
    /// Count the whole search tree of the board in the background, for the timeline, and
    /// for small boards survey the whole run. The count comes back as
    /// [`crate::vocabulary::Action::TreeCounted`], the survey as
    /// [`super::Message::Surveyed`].
    CountTree(Wanted),
    /// Count the sizes of nodes of the search tree in the background, for `:tree`; they come
    /// back as [`crate::vocabulary::Action::TreeSized`].
    SizeTree(SizeJob),
    /// The answer of this job is no longer wanted: stop it (nothing, if it has ended).
    Cancel(JobId),
    /// Count the bitmask search's nodes to its first solution in the background, for
    /// `las-vegas`'s comparison; the count comes back as
    /// [`crate::vocabulary::Action::FirstCounted`].
    CountFirst(FirstJob),
    /// Measure the Compare view's cells in the background; each comes back as
    /// [`super::Message::Compared`].
    Compare(CompareJob),
}
