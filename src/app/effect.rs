//! What `update` asks the event loop to do outside the state: the state decides, the loop acts,
//! and the outcome comes back as an action.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::solver::catalog::Listing;

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
}

/// Work with an outside effect, for the event loop to carry out.
#[derive(Debug, Clone)]
pub enum Effect {
    /// Leave the program.
    Quit,
    /// Write solutions to a file; the outcome comes back as [`crate::vocabulary::Action::Written`].
    Write(ExportRequest),
    /// Count the whole search tree of the `n` board in the background, for the timeline; the
    /// count stops when `cancel` is raised. The result comes back as
    /// [`crate::vocabulary::Action::TreeCounted`].
    CountTree {
        /// The board size.
        n: usize,
        /// Raised when the count is no longer wanted.
        cancel: Arc<AtomicBool>,
    },
}

impl PartialEq for Effect {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Effect::Quit, Effect::Quit) => true,
            (Effect::Write(a), Effect::Write(b)) => a == b,
            // The same count if the same board and the same flag.
            (Effect::CountTree { n: a, cancel: x }, Effect::CountTree { n: b, cancel: y }) => {
                a == b && Arc::ptr_eq(x, y)
            }
            _ => false,
        }
    }
}

impl Eq for Effect {}
