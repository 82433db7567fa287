//! Writing the solutions found so far to a file (the `w` key), in the `solutions` text format;
//! [`format`] holds the formats themselves.
//!
//! The file is written under a temporary name of its own (one per write job) and renamed into
//! place only when complete, so a failure (a read-only folder, a full disk) leaves any earlier
//! file of the same name whole, and two writes never share a temporary file.

pub mod format;

use std::fs::{self, File};
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};

use crate::app::ExportRequest;
use crate::solver::catalog::{Listing, solutions};
use crate::vocabulary::WriteOutcome;
use format::{SolutionFormat, SolutionWriter};

/// The file name for a request: `nqueens-8.txt`, or `nqueens-8-unique.txt`.
pub fn file_name(request: &ExportRequest) -> String {
    match request.listing {
        Listing::All => format!("nqueens-{}.txt", request.n),
        Listing::Unique => format!("nqueens-{}-unique.txt", request.n),
    }
}

/// The temporary file a request is written to before the rename: hidden, and unique to this
/// process and this write job.
pub fn temp_name(request: &ExportRequest) -> String {
    format!(
        ".{}.{}.{}.partial",
        file_name(request),
        std::process::id(),
        request.job
    )
}

/// Writes the first `request.count` solutions of the listing into `dir`; returns the path.
pub fn export(request: &ExportRequest, dir: &Path) -> io::Result<PathBuf> {
    let path = dir.join(file_name(request));
    let temp = dir.join(temp_name(request));
    let result = write_to(request, &temp).and_then(|()| fs::rename(&temp, &path));
    if result.is_err() {
        // Best effort: the partial file is of no use; the error already says what went wrong.
        let _ = fs::remove_file(&temp);
    }
    result.map(|()| path)
}

/// Carries out a request and says how it ended, naming the file either way.
pub fn run(request: &ExportRequest, dir: &Path) -> WriteOutcome {
    match export(request, dir) {
        Ok(path) => WriteOutcome::Wrote(path),
        Err(err) => WriteOutcome::Failed {
            path: dir.join(file_name(request)),
            cause: err.to_string(),
        },
    }
}

fn write_to(request: &ExportRequest, temp: &Path) -> io::Result<()> {
    let file = BufWriter::with_capacity(1 << 16, File::create(temp)?);
    let mut writer = SolutionWriter::new(file, SolutionFormat::Cols, false);
    let count = usize::try_from(request.count).unwrap_or(usize::MAX);
    for cols in solutions(request.n, request.listing).take(count) {
        writer.write(&cols)?;
    }
    writer
        .finish()?
        .into_inner()
        .map_err(|e| e.into_error())?
        .sync_all()
}
