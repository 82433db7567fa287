//! The program's files, made so that nothing is lost: an output is created whole or not at
//! all, never over a file that exists (unless the user said `--force`), never through a
//! symbolic link; and an input is read only up to a size that fits its kind.
//!
//! Every output is first written to a temporary file beside it, created exclusively under an
//! unpredictable name (so a link planted in advance cannot redirect it), flushed to the disk,
//! then renamed into place; the folder is flushed after, so the rename survives a crash.

use std::fmt;
use std::fs::{self, File, Permissions};
use std::io::{self, Read};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// The largest checkpoint or shard file read: real ones are kilobytes to a megabyte.
pub const RECORD_CAP: u64 = 64 << 20;

/// The largest key file read: a key is tens of bytes.
pub const KEY_CAP: u64 = 1 << 16;

/// Why a file could not be read or written: one line naming it. The kinds are those the exit
/// statuses tell apart (`commands::Failure` maps them), so a scheduler knows what to retry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// The content is refused (too large, not text): retrying will not help.
    BadInput(String),
    /// The input is not there, or is a folder.
    NoInput(String),
    /// The input may not be read.
    NoPermission(String),
    /// The output cannot be created: a file of its name exists, or its folder does not.
    CantCreate(String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::BadInput(m)
            | FileError::NoInput(m)
            | FileError::NoPermission(m)
            | FileError::CantCreate(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for FileError {}

/// Whether an output may replace a file of its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replace {
    /// Only where no file (or link) of the name exists: status 73 otherwise.
    Never,
    /// The user asked for it (`--force`): a file or a link is replaced, a link itself and not
    /// its target.
    Allowed,
}

/// The folder `path` is in (`.` for a bare name).
pub fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Refuses now, before any work, an output that could not take its name: a file or a link of
/// that name (unless `replace` allows it), a folder of that name, or no folder to put it in.
pub fn check_output(path: &Path, replace: Replace) -> Result<(), FileError> {
    let shown = path.display().to_string();
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_dir() => Err(FileError::CantCreate(crate::t!(
            "error-write-folder",
            path = shown
        ))),
        Ok(meta) if replace == Replace::Never => {
            let said = if meta.file_type().is_symlink() {
                crate::t!("error-write-link-exists", path = shown)
            } else {
                crate::t!("error-write-file-exists", path = shown)
            };
            Err(FileError::CantCreate(said))
        }
        Ok(_) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let folder = folder_of(path);
            if folder.is_dir() {
                Ok(())
            } else {
                Err(FileError::CantCreate(crate::t!(
                    "error-write-no-folder",
                    path = shown,
                    folder = folder.display().to_string()
                )))
            }
        }
        Err(e) => Err(cannot_create(path, &e)),
    }
}

/// A temporary file beside `path`, hidden, named `.NAME.XXXXXX.tmp` with a random part,
/// created exclusively (never through a link) with mode `mode` less the umask.
pub fn temporary_beside(path: &Path, mode: u32) -> io::Result<NamedTempFile> {
    temporary_named(path, mode, 6)
}

/// [`temporary_beside`] with `random` random characters in the name (none: a predictable
/// name, for the tests that plant a link there).
fn temporary_named(path: &Path, mode: u32, random: usize) -> io::Result<NamedTempFile> {
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, crate::t!("error-path-no-file"))
    })?;
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .rand_bytes(random)
        .permissions(Permissions::from_mode(mode))
        .tempfile_in(folder_of(path))
        .map_err(without_path)
}

/// The system's error alone, without the temporary file's name that tempfile adds to it
/// (`… at path "…"`): the messages name the file the user asked for, and the temporary name
/// means nothing to them.
fn without_path(e: io::Error) -> io::Error {
    let text = e.to_string();
    match text.rsplit_once(" at path ") {
        Some((cause, _)) => io::Error::new(e.kind(), cause.to_string()),
        None => e,
    }
}

/// Creates `path` with what `write` puts in it, whole or not at all: status 73 if a file of
/// that name exists (unless `replace` allows it) or the file cannot be created.
pub fn write_new(
    path: &Path,
    replace: Replace,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> color_eyre::Result<()> {
    check_output(path, replace)?;
    let mut temporary = temporary_beside(path, 0o666).map_err(|e| cannot_create(path, &e))?;
    fill(&mut temporary, write).map_err(|e| cannot_write(path, e))?;
    settle(temporary, path, replace)
}

/// Writes `text` into `path` as [`write_new`] does.
pub fn write_new_text(path: &Path, replace: Replace, text: &str) -> color_eyre::Result<()> {
    write_new(path, replace, |file| {
        io::Write::write_all(file, text.as_bytes())
    })
}

/// Replaces the file at `path`, which exists, with `text`, whole or not at all, keeping its
/// owner and mode: the checkpoint a count continues. A link there is refused rather than
/// followed or replaced.
pub fn rewrite(path: &Path, text: &str) -> color_eyre::Result<()> {
    let meta = fs::symlink_metadata(path).map_err(|e| cannot_write(path, e))?;
    if !meta.file_type().is_file() {
        return Err(FileError::CantCreate(crate::t!(
            "error-write-not-plain",
            path = path.display().to_string()
        ))
        .into());
    }
    let mode = meta.mode() & 0o7777;
    let mut temporary = temporary_beside(path, 0o600).map_err(|e| cannot_create(path, &e))?;
    let file = temporary.as_file();
    // Only root may give a file away; anyone else writing someone's checkpoint (a shared
    // group folder) makes it theirs, as any editor would.
    if meta.uid() != file.metadata()?.uid() || meta.gid() != file.metadata()?.gid() {
        let _ = std::os::unix::fs::fchown(file, Some(meta.uid()), Some(meta.gid()));
    }
    // After the chown, which clears set-id bits; and explicit, as the umask applies at open.
    file.set_permissions(Permissions::from_mode(mode))
        .map_err(|e| cannot_write(path, e))?;
    fill(&mut temporary, |file| {
        io::Write::write_all(file, text.as_bytes())
    })
    .map_err(|e| cannot_write(path, e))?;
    settle(temporary, path, Replace::Allowed)
}

fn cannot_write(path: &Path, e: io::Error) -> color_eyre::Report {
    color_eyre::eyre::eyre!(cannot_write_said(path, &e))
}

/// `path` cannot be created, for the system's reason `e`: status 73.
fn cannot_create(path: &Path, e: &io::Error) -> FileError {
    FileError::CantCreate(cannot_write_said(path, e))
}

/// "cannot write PATH: " and the system's reason, which stays as the system says it.
fn cannot_write_said(path: &Path, e: &io::Error) -> String {
    crate::t!(
        "error-write-failed",
        path = path.display().to_string(),
        cause = e.to_string()
    )
}

/// Writes and flushes the temporary file.
fn fill(
    temporary: &mut NamedTempFile,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<()> {
    write(temporary.as_file_mut())?;
    temporary.as_file().sync_all()
}

/// Gives the complete temporary file its name, then flushes the folder so the rename is
/// durable (without it a crash right after could bring the old file back, or none). On a
/// failure the temporary file goes.
pub fn settle(temporary: NamedTempFile, path: &Path, replace: Replace) -> color_eyre::Result<()> {
    let persisted = match replace {
        Replace::Never => temporary.persist_noclobber(path),
        Replace::Allowed => temporary.persist(path),
    };
    if let Err(e) = persisted {
        // Dropping the file the error hands back removes the temporary file.
        let error = if e.error.kind() == io::ErrorKind::AlreadyExists {
            FileError::CantCreate(crate::t!(
                "error-write-appeared",
                path = path.display().to_string()
            ))
        } else {
            cannot_create(path, &e.error)
        };
        return Err(error.into());
    }
    File::open(folder_of(path))
        .and_then(|folder| folder.sync_all())
        .map_err(|e| cannot_write(path, e))
}

/// Reads the file at `path` as text, refusing one larger than `cap` bytes. A missing file is
/// status 66, a folder 66 said as such, an unreadable file 77, one too large or not text 65.
pub fn read_capped(path: &Path, cap: u64) -> Result<String, FileError> {
    let bytes = read_bytes_capped(path, cap)?;
    String::from_utf8(bytes).map_err(|_| {
        FileError::BadInput(crate::t!(
            "error-read-not-text",
            path = path.display().to_string()
        ))
    })
}

/// [`read_capped`] without the text check.
pub fn read_bytes_capped(path: &Path, cap: u64) -> Result<Vec<u8>, FileError> {
    let shown = path.display().to_string();
    let opened = File::open(path).and_then(|file| file.metadata().map(|meta| (file, meta)));
    let (file, meta) = match opened {
        Ok(opened) => opened,
        Err(e) => return Err(input_error(path, &e)),
    };
    if meta.is_dir() {
        return Err(FileError::NoInput(crate::t!(
            "error-read-folder",
            path = &shown
        )));
    }
    let too_large = || {
        FileError::BadInput(crate::t!(
            "error-read-too-large",
            path = &shown,
            mib = (cap >> 20).to_string()
        ))
    };
    if meta.is_file() && meta.len() > cap {
        return Err(too_large());
    }
    // Devices and pipes say nothing of their length: read one byte past the cap to know.
    let mut bytes = Vec::new();
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| input_error(path, &e))?;
    if bytes.len() as u64 > cap {
        return Err(too_large());
    }
    Ok(bytes)
}

/// The status an input's trouble deserves: a missing or unreadable file may be a passing
/// trouble of a shared file system (66, 77: worth a retry), anything else is bad data (65).
fn input_error(path: &Path, e: &io::Error) -> FileError {
    let shown = path.display().to_string();
    match e.kind() {
        io::ErrorKind::NotFound => {
            FileError::NoInput(crate::t!("error-read-missing", path = shown))
        }
        io::ErrorKind::PermissionDenied => {
            FileError::NoPermission(crate::t!("error-read-no-permission", path = shown))
        }
        io::ErrorKind::IsADirectory => {
            FileError::NoInput(crate::t!("error-read-folder", path = shown))
        }
        _ => FileError::BadInput(crate::t!(
            "error-read-failed",
            path = shown,
            cause = e.to_string()
        )),
    }
}

/// `path` with `%a` replaced by `index`, or `None` for `-` (standard output).
pub fn output_path(template: &str, index: u32) -> Option<PathBuf> {
    (template != "-").then(|| PathBuf::from(template.replace("%a", &index.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    #[test]
    fn a_new_file_is_written_whole_and_an_old_one_is_kept() {
        let dir = scratch();
        let path = dir.path().join("out.json");
        write_new_text(&path, Replace::Never, "one\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "one\n");
        let err = write_new_text(&path, Replace::Never, "two\n").unwrap_err();
        assert!(matches!(
            err.downcast_ref::<FileError>(),
            Some(FileError::CantCreate(_))
        ));
        assert!(err.to_string().contains("exists"), "{err}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "one\n");
        write_new_text(&path, Replace::Allowed, "three\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "three\n");
        // Nothing else is left in the folder: no temporary file.
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_failed_write_leaves_nothing() {
        let dir = scratch();
        let path = dir.path().join("out.json");
        let err = write_new(&path, Replace::Never, |_| {
            Err(io::Error::other("disk full"))
        });
        assert!(err.unwrap_err().to_string().contains("disk full"));
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_link_is_refused_and_with_force_replaced_itself() {
        let dir = scratch();
        let target = dir.path().join("target");
        fs::write(&target, "precious\n").unwrap();
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let err = write_new_text(&link, Replace::Never, "x\n").unwrap_err();
        assert!(err.to_string().contains("symbolic link"), "{err}");
        write_new_text(&link, Replace::Allowed, "x\n").unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "precious\n");
        assert!(fs::symlink_metadata(&link).unwrap().is_file());
    }

    #[test]
    fn a_rewrite_keeps_the_mode_and_refuses_a_link() {
        let dir = scratch();
        let path = dir.path().join("ck.json");
        fs::write(&path, "old\n").unwrap();
        for mode in [0o600, 0o640, 0o664] {
            fs::set_permissions(&path, Permissions::from_mode(mode)).unwrap();
            rewrite(&path, "new\n").unwrap();
            assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
            let meta = fs::metadata(&path).unwrap();
            assert_eq!(meta.mode() & 0o7777, mode);
        }
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        assert!(rewrite(&link, "through\n").is_err());
        assert_eq!(fs::read_to_string(&path).unwrap(), "new\n");
    }

    #[test]
    fn inputs_are_read_up_to_their_cap() {
        let dir = scratch();
        let path = dir.path().join("in.json");
        fs::write(&path, "0123456789").unwrap();
        assert_eq!(read_capped(&path, 10).unwrap(), "0123456789");
        assert!(matches!(read_capped(&path, 9), Err(FileError::BadInput(_))));
        // A device has no length: the cap still holds.
        let zero = read_capped(Path::new("/dev/zero"), 1 << 10).unwrap_err();
        assert!(matches!(zero, FileError::BadInput(_)));
        assert!(zero.to_string().contains("larger than"), "{zero}");
        let missing = read_capped(&dir.path().join("none"), 10).unwrap_err();
        assert!(matches!(missing, FileError::NoInput(_)));
        let folder = read_capped(dir.path(), 10).unwrap_err();
        assert!(matches!(folder, FileError::NoInput(_)));
        assert!(folder.to_string().contains("is a folder"), "{folder}");
    }

    #[test]
    fn a_temporary_file_cannot_be_made_in_a_missing_folder() {
        let dir = scratch();
        let err = temporary_beside(&dir.path().join("none/out.json"), 0o600).unwrap_err();
        assert_eq!(err.to_string(), "No such file or directory (os error 2)");
    }

    #[test]
    fn a_temporary_file_is_created_exclusively_never_through_a_link() {
        // With the random part left out the name is known in advance, as an attacker would
        // have it: a link there, to a file or to nowhere, makes the creation fail.
        let dir = scratch();
        let path = dir.path().join("out.json");
        let planted = dir.path().join(".out.json..tmp");
        let victim = dir.path().join("victim");
        fs::write(&victim, "precious\n").unwrap();
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        let err = temporary_named(&path, 0o600, 0).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists, "{err}");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious\n");
        fs::remove_file(&planted).unwrap();
        let nowhere = dir.path().join("nowhere");
        std::os::unix::fs::symlink(&nowhere, &planted).unwrap();
        assert!(temporary_named(&path, 0o600, 0).is_err());
        assert!(!nowhere.exists(), "the dangling link's target was created");
        fs::remove_file(&planted).unwrap();
        let made = temporary_named(&path, 0o600, 0).unwrap();
        assert_eq!(made.path(), planted);
    }

    #[test]
    fn the_temporary_names_are_not_predictable() {
        let dir = scratch();
        let path = dir.path().join("out.json");
        let a = temporary_beside(&path, 0o600).unwrap();
        let b = temporary_beside(&path, 0o600).unwrap();
        assert_ne!(a.path(), b.path());
        let name = a.path().file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.starts_with(".out.json.") && name.ends_with(".tmp"),
            "{name}"
        );
    }
}
