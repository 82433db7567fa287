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
use std::path::Path;

/// Exit statuses beyond 0 (done), 1 (error) and 2 (usage), from `sysexits.h`: they tell a
/// scheduler or a script whether trying again can help.
pub mod status {
    /// A bad input file (a checkpoint or shard result refused): do not retry as it is.
    pub const BAD_INPUT: u8 = 65;
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
    /// A refused input file: status 65.
    BadInput(String),
}

impl Failure {
    /// The exit status.
    pub fn status(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::BadInput(_) => status::BAD_INPUT,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage(m) | Failure::BadInput(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for Failure {}

/// Refuses a folder given where a file is to be written, with a file name to give instead.
/// `example` names a file in it.
pub fn not_a_folder(flag: &str, path: &Path, example: &str) -> Result<(), Failure> {
    if path.is_dir() {
        return Err(Failure::Usage(format!(
            "{flag} {}: that is a folder; give the name of a file to write (e.g. {})",
            path.display(),
            path.join(example).display()
        )));
    }
    Ok(())
}
