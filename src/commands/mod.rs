//! One module per subcommand: each takes its parsed arguments and does the work.

pub mod compare;
pub mod count;
pub mod docs;
pub mod lesson;
pub mod merge;
pub mod plan;
pub mod record;
pub mod session;
pub mod solutions;
pub mod solve;
pub mod trace;
pub mod watch;
pub mod worksheet;

use std::fmt;
use std::path::Path;

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
    /// A write that failed: standard output closed, a full disk.
    pub const IO_ERROR: u8 = 74;
    /// An input file that cannot be read for lack of permission.
    pub const NO_PERMISSION: u8 = 77;
    /// Interrupted by a signal after writing a checkpoint: resume it.
    pub const RESUMABLE: u8 = 75;
    /// Stopped by Ctrl-C with no checkpoint (128 + SIGINT, as shells report it).
    pub const INTERRUPTED: u8 = crate::stop::INTERRUPTED;
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
    /// A write that failed (a full disk): status 74.
    Io(String),
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
            Failure::Io(_) => status::IO_ERROR,
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
            | Failure::NoPermission(m)
            | Failure::Io(m) => f.write_str(m),
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
            FileError::Io(m) => Failure::Io(m),
        }
    }
}

/// The exit status for `err`: a [`Failure`]'s own, or that of a [`FileError`] anywhere in its
/// chain, or 74 for a failed write to standard output; 1 for any other error.
pub fn status_of(err: &color_eyre::Report) -> u8 {
    err.chain()
        .find_map(|e| {
            e.downcast_ref::<Failure>()
                .map(Failure::status)
                .or_else(|| {
                    e.downcast_ref::<FileError>()
                        .map(|e| Failure::from(e.clone()).status())
                })
                .or_else(|| {
                    e.downcast_ref::<std::io::Error>()
                        .filter(|e| crate::output::is_output_failure(e))
                        .map(|_| status::IO_ERROR)
                })
        })
        .unwrap_or(1)
}

/// Refuses a folder given where a file is to be written, with a file name to give instead.
/// `example` names a file in it.
pub fn not_a_folder(flag: &str, path: &Path, example: &str) -> Result<(), Failure> {
    if path.is_dir() {
        return Err(Failure::Usage(crate::t!(
            "error-output-is-folder",
            flag = flag,
            path = path.display().to_string(),
            example = path.join(example).display().to_string()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use color_eyre::eyre::{WrapErr, eyre};

    #[test]
    fn a_report_has_the_status_of_the_failure_in_it() {
        let wrapped: color_eyre::Result<()> =
            Err(FileError::CantCreate("cannot write x: it exists".into()))
                .wrap_err("cannot save the checkpoint");
        let err = wrapped.unwrap_err();
        assert_eq!(status_of(&err), status::CANT_CREATE);
        assert!(format!("{err:#}").contains("cannot write x"), "{err:#}");
        let failure: color_eyre::Report = Failure::NoInput("x: no such file".into()).into();
        assert_eq!(status_of(&failure), status::NO_INPUT);
        let file: color_eyre::Report = FileError::NoPermission("x".into()).into();
        assert_eq!(status_of(&file), status::NO_PERMISSION);
        assert_eq!(status_of(&eyre!("anything else")), 1);
    }
}
