//! One module per subcommand: each takes its parsed arguments and does the work.

pub mod count;
pub mod docs;
pub mod merge;
pub mod record;
pub mod solutions;
pub mod solve;
pub mod trace;
pub mod watch;

use std::fmt;

use crate::files::FileError;

/// Exit statuses beyond 0 (done), 1 (error) and 2 (usage), from `sysexits.h`: they tell a
/// scheduler or a script whether trying again can help.
pub mod status {
    /// A bad input file (a checkpoint or shard result refused): do not retry as it is.
    pub const BAD_INPUT: u8 = 65;
    /// An input file that is not there, or a folder where a file is expected: perhaps a
    /// passing trouble of a shared file system, worth a retry.
    pub const NO_INPUT: u8 = 66;
    /// An output that cannot be created: a file of that name exists, or the folder refuses.
    pub const CANT_CREATE: u8 = 73;
    /// An input file that cannot be read for lack of permission.
    pub const NO_PERMISSION: u8 = 77;
    /// Interrupted by a signal after writing a checkpoint: resume it.
    pub const RESUMABLE: u8 = 75;
    /// Stopped by Ctrl-C with no checkpoint (128 + SIGINT, as shells report it).
    pub const INTERRUPTED: u8 = 130;
}

/// An error that ends the process with a status of its own: `main` prints it on one line
/// (usage errors as clap prints its own) and exits with the status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Arguments or environment that do not fit together: status 2.
    Usage(String),
    /// A refused input file (bad data, do not retry): status 65.
    BadInput(String),
    /// An input file that is missing, or a folder: status 66.
    NoInput(String),
    /// An output that cannot be created (one of that name exists): status 73.
    CantCreate(String),
    /// An input file that may not be read: status 77.
    NoPermission(String),
}

impl Failure {
    /// The exit status.
    pub fn status(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::BadInput(_) => status::BAD_INPUT,
            Failure::NoInput(_) => status::NO_INPUT,
            Failure::CantCreate(_) => status::CANT_CREATE,
            Failure::NoPermission(_) => status::NO_PERMISSION,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(m)
            | Failure::BadInput(m)
            | Failure::NoInput(m)
            | Failure::CantCreate(m)
            | Failure::NoPermission(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for Failure {}

impl From<FileError> for Failure {
    fn from(e: FileError) -> Failure {
        match e {
            FileError::BadInput(m) => Failure::BadInput(m),
            FileError::NoInput(m) => Failure::NoInput(m),
            FileError::NoPermission(m) => Failure::NoPermission(m),
            FileError::CantCreate(m) => Failure::CantCreate(m),
        }
    }
}

impl Failure {
    /// The failure a report stands for, if any: a [`Failure`], or a [`FileError`] anywhere
    /// in its chain (with the report's whole message); `None` for a plain error (status 1).
    pub fn of(err: &color_eyre::Report) -> Option<Failure> {
        if let Some(failure) = err.downcast_ref::<Failure>() {
            return Some(failure.clone());
        }
        let file = err.chain().find_map(|e| e.downcast_ref::<FileError>())?;
        let whole = format!("{err:#}");
        Some(match Failure::from(file.clone()) {
            Failure::BadInput(_) => Failure::BadInput(whole),
            Failure::NoInput(_) => Failure::NoInput(whole),
            Failure::NoPermission(_) => Failure::NoPermission(whole),
            Failure::CantCreate(_) => Failure::CantCreate(whole),
            usage => usage,
        })
    }
}
