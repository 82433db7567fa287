//! Writing the solutions found so far to a file (the `w` key), in the `solutions` text format
//! under a first line naming the notation (as `solutions --notation` prints it);
//! [`format`] holds the formats themselves, [`cast`] the asciicast format of recordings of
//! the screen (`nqueens record`), [`animated`] the animated SVG picture of them, and
//! [`legible`] the contrast their colours keep.
//!
//! The file is written under a temporary name of its own (random, created exclusively, so a
//! link planted in advance is never followed) and takes its real name only when complete, and
//! never one a file already has (`nqueens-8-2.txt` after `nqueens-8.txt`): a failure (a
//! read-only folder, a full disk) leaves nothing behind, no earlier file is ever replaced, and
//! two writes never share a temporary file.

pub mod animated;
pub mod cast;
pub mod format;
pub mod legible;
pub mod svg;

use std::fs::{self, File};
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};

use crate::app::ExportRequest;
use crate::files;
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

/// The names a request may take, in order: `nqueens-8.txt`, then `nqueens-8-2.txt`, … so
/// that no write replaces an earlier one.
fn candidate_names(request: &ExportRequest) -> impl Iterator<Item = String> {
    let first = file_name(request);
    let stem = first.trim_end_matches(".txt").to_string();
    std::iter::once(first).chain((2..).map(move |k| format!("{stem}-{k}.txt")))
}

/// Writes the first `request.count` solutions of the listing into `dir`, under the first of
/// its names that no file has; returns the path. Never replaces a file.
pub fn export(request: &ExportRequest, dir: &Path) -> io::Result<PathBuf> {
    // Beside the file it becomes, so that taking its name is a link on one file system.
    let folder = match &request.path {
        Some(path) => dir
            .join(path)
            .parent()
            .map_or(dir.to_path_buf(), Path::to_path_buf),
        None => dir.to_path_buf(),
    };
    let temp = files::temporary_beside(&folder.join(file_name(request)), 0o666)?;
    write_to(request, temp.as_file())?;
    // The temporary file goes when `temp` does, whatever happened: the file is linked.
    claim_name(request, dir, temp.path())
}

/// Gives the complete file at `temp` the first free name (or the name asked for, if it is
/// free): a hard link fails rather than replace a file that exists, so two writers (or a file
/// made meanwhile) never collide.
fn claim_name(request: &ExportRequest, dir: &Path, temp: &Path) -> io::Result<PathBuf> {
    if let Some(path) = &request.path {
        let path = dir.join(path);
        return match fs::hard_link(temp, &path) {
            Ok(()) => Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                crate::t!("error-export-exists"),
            )),
            Err(e) => Err(e),
        };
    }
    for name in candidate_names(request).take(10_000) {
        let path = dir.join(name);
        match fs::hard_link(temp, &path) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        crate::t!("error-export-names-taken"),
    ))
}

/// Carries out a request and says how it ended, naming the file either way, in the language
/// of the screen that asked.
pub fn run(request: &ExportRequest, dir: &Path) -> WriteOutcome {
    match crate::i18n::scoped(request.lang, || export(request, dir)) {
        Ok(path) => WriteOutcome::Wrote(path),
        Err(err) => WriteOutcome::Failed {
            path: dir.join(
                request
                    .path
                    .clone()
                    .unwrap_or_else(|| file_name(request).into()),
            ),
            cause: err.to_string(),
        },
    }
}

fn write_to(request: &ExportRequest, temp: &File) -> io::Result<()> {
    let file = BufWriter::with_capacity(1 << 16, temp);
    let mut writer =
        SolutionWriter::new(file, SolutionFormat::Cols, false).with_notation(request.notation);
    // A file outlives the session that wrote it: its first line says how to read it.
    writer.write_header(request.n)?;
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
