//! The program's files, made so that nothing is lost: an output is created whole or not at
//! all, never over a file that exists (unless the user said `--force`, which replaces a
//! regular file or a link's own entry and nothing else), never through a symbolic link; a file
//! the program rewrites (a checkpoint, a session) keeps its mode and owner, and a read-only
//! one or a link is refused; an input must be a regular file, and is read only up to a size
//! that fits its kind.
//!
//! Every output is first written to a temporary file beside it, created exclusively under an
//! unpredictable name (so a link planted in advance cannot redirect it), flushed to the disk,
//! then renamed into place; the folder is flushed after, so the rename survives a crash.

use std::fmt;
use std::fs::{self, File, Metadata, OpenOptions, Permissions};
use std::io::{self, Read};
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt, PermissionsExt};
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
    /// Writing the output failed part way (a full disk): status 74.
    Io(String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::BadInput(m)
            | FileError::NoInput(m)
            | FileError::NoPermission(m)
            | FileError::CantCreate(m)
            | FileError::Io(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for FileError {}

/// Whether an output may replace a file of its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replace {
    /// Only where no file (or link) of the name exists: status 73 otherwise.
    Never,
    /// The user asked for it (`--force`): a regular file or a link is replaced, a link itself
    /// and not its target. Anything else (a FIFO, a device, a socket) is refused all the same:
    /// `--out /dev/null --force` must not turn the device into a file.
    Allowed,
}

/// What `meta` names, as the messages say it (`fifo`, `char`, `block`, `socket`, `folder`,
/// `link`, `file`): the Fluent selectors of `error-write-not-file` and `error-read-not-file`.
fn kind_of(meta: &Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_fifo() {
        "fifo"
    } else if kind.is_char_device() {
        "char"
    } else if kind.is_block_device() {
        "block"
    } else if kind.is_socket() {
        "socket"
    } else if kind.is_dir() {
        "folder"
    } else if kind.is_symlink() {
        "link"
    } else {
        "file"
    }
}

/// Refuses with 73 an entry `--force` may not replace: anything but a regular file or a link.
fn replaceable(path: &Path, meta: &Metadata) -> Result<(), FileError> {
    let kind = meta.file_type();
    if kind.is_file() || kind.is_symlink() {
        return Ok(());
    }
    Err(FileError::CantCreate(crate::t!(
        "error-write-not-file",
        path = shown(path),
        kind = kind_of(meta)
    )))
}

/// `path` as messages give it: cleaned of control characters and cut if long (see
/// [`crate::clean`]), since a file name is anything its maker chose.
pub fn shown(path: &Path) -> String {
    crate::clean::echo(&path.display().to_string())
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
    check_name(path, replace)?;
    // A folder that refuses new files (no permission, a name too long for the temporary
    // file's) fails now, before the work, rather than when the result is ready to be saved.
    temporary_beside(path, 0o600).map_err(|e| cannot_create(path, &e))?;
    Ok(())
}

/// [`check_output`] without the trial of the folder: whether the name may be taken.
fn check_name(path: &Path, replace: Replace) -> Result<(), FileError> {
    let shown = shown(path);
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
        Ok(meta) => replaceable(path, &meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let folder = folder_of(path);
            if folder.is_dir() {
                Ok(())
            } else {
                Err(FileError::CantCreate(crate::t!(
                    "error-write-no-folder",
                    path = shown,
                    folder = crate::clean::echo(&folder.display().to_string())
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

/// Writes every file of `set` (a path and its bytes each) all or none, each as [`write_new`]
/// would: all are first written whole into temporary files beside their names, and only once
/// every one is complete are they given their names; a failure before that (a full disk)
/// removes every temporary file and leaves the folder as it was, so a second try needs no
/// `--force`.
pub fn write_set(set: &[(PathBuf, Vec<u8>)], replace: Replace) -> color_eyre::Result<()> {
    for (path, _) in set {
        check_output(path, replace)?;
    }
    let mut staged = Vec::with_capacity(set.len());
    for (path, bytes) in set {
        let mut temporary = temporary_beside(path, 0o666).map_err(|e| cannot_create(path, &e))?;
        fill(&mut temporary, |file| io::Write::write_all(file, bytes))
            .map_err(|e| cannot_write(path, e))?;
        staged.push((temporary, path));
    }
    // Dropping the rest on a failure here removes their temporary files too.
    for (temporary, path) in staged {
        settle(temporary, path, replace)?;
    }
    Ok(())
}

/// Writes `text` into `path` as [`write_new`] does.
pub fn write_new_text(path: &Path, replace: Replace, text: &str) -> color_eyre::Result<()> {
    write_new(path, replace, |file| {
        io::Write::write_all(file, text.as_bytes())
    })
}

/// Whether the file at `path`, which exists, may be rewritten by [`rewrite`]: a regular file
/// that is not read-only. The one rule of every file the program rewrites (the checkpoint a
/// count continues, the `--session` file): a link is refused rather than followed or
/// replaced (its target may be anyone's file, and replacing the link loses it), and a file
/// its owner made read-only stays as it is, even for root.
pub fn check_rewrite(path: &Path) -> Result<(), FileError> {
    let meta = fs::symlink_metadata(path).map_err(|e| cannot_create(path, &e))?;
    if !meta.file_type().is_file() {
        return Err(FileError::CantCreate(crate::t!(
            "error-write-not-plain",
            path = shown(path)
        )));
    }
    if meta.permissions().readonly() {
        return Err(FileError::CantCreate(crate::t!(
            "error-write-read-only",
            path = shown(path)
        )));
    }
    Ok(())
}

/// Replaces the file at `path`, which exists, with `text`, whole or not at all, keeping its
/// owner and mode; refused as [`check_rewrite`] says.
pub fn rewrite(path: &Path, text: &str) -> color_eyre::Result<()> {
    check_rewrite(path)?;
    let meta = fs::symlink_metadata(path).map_err(|e| cannot_write(path, e))?;
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

/// Writing `path` failed for the system's reason `e`: status 74.
fn cannot_write(path: &Path, e: io::Error) -> FileError {
    FileError::Io(cannot_write_said(path, &e))
}

/// `path` cannot be created, for the system's reason `e`: status 73.
fn cannot_create(path: &Path, e: &io::Error) -> FileError {
    FileError::CantCreate(cannot_write_said(path, e))
}

/// "cannot write PATH: " and the system's reason, which stays as the system says it.
fn cannot_write_said(path: &Path, e: &io::Error) -> String {
    crate::t!(
        "error-write-failed",
        path = shown(path),
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
        Replace::Allowed => {
            // Again at the last moment: what is there now may not be what was checked.
            if let Ok(meta) = fs::symlink_metadata(path) {
                replaceable(path, &meta)?;
            }
            temporary.persist(path)
        }
    };
    if let Err(e) = persisted {
        // Dropping the file the error hands back removes the temporary file.
        let error = if e.error.kind() == io::ErrorKind::AlreadyExists {
            FileError::CantCreate(crate::t!("error-write-appeared", path = shown(path)))
        } else {
            cannot_create(path, &e.error)
        };
        return Err(error.into());
    }
    File::open(folder_of(path))
        .and_then(|folder| folder.sync_all())
        .map_err(|e| cannot_write(path, e).into())
}

/// Reads the file at `path` as text, refusing one larger than `cap` bytes. A missing file is
/// status 66, a folder 66 said as such, an unreadable file 77, one too large or not text 65.
pub fn read_capped(path: &Path, cap: u64) -> Result<String, FileError> {
    let bytes = read_bytes_capped(path, cap)?;
    String::from_utf8(bytes)
        .map_err(|_| FileError::BadInput(crate::t!("error-read-not-text", path = shown(path))))
}

/// [`read_capped`] without the text check.
pub fn read_bytes_capped(path: &Path, cap: u64) -> Result<Vec<u8>, FileError> {
    let (file, meta) = open_input(path)?;
    let too_large = || {
        FileError::BadInput(crate::t!(
            "error-read-too-large",
            path = shown(path),
            size = size_said(cap)
        ))
    };
    if meta.len() > cap {
        return Err(too_large());
    }
    // A file may grow while it is read: read one byte past the cap to know.
    let mut bytes = Vec::new();
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| input_error(path, &e))?;
    if bytes.len() as u64 > cap {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Opens the input at `path`, which must be a regular file: a folder is status 66, anything
/// else that is not a regular file (a FIFO, which would block the read for ever; a device,
/// which has no end; a socket) 65, at once. Every input the program reads is opened here.
pub fn open_input(path: &Path) -> Result<(File, Metadata), FileError> {
    // Opening a FIFO for reading waits for a writer, and a terminal could become the
    // controlling one: neither, whatever the path turns out to name.
    let opened = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .and_then(|file| file.metadata().map(|meta| (file, meta)));
    let (file, meta) = opened.map_err(|e| match fs::metadata(path) {
        // A socket cannot be opened at all: said for what it is all the same.
        Ok(meta) if !meta.is_file() && !meta.is_dir() => not_a_file(path, &meta),
        _ => input_error(path, &e),
    })?;
    if meta.is_dir() {
        return Err(FileError::NoInput(crate::t!(
            "error-read-folder",
            path = shown(path)
        )));
    }
    if !meta.is_file() {
        return Err(not_a_file(path, &meta));
    }
    Ok((file, meta))
}

/// The refusal of an input that is not a regular file (status 65), saying what it is.
fn not_a_file(path: &Path, meta: &Metadata) -> FileError {
    FileError::BadInput(crate::t!(
        "error-read-not-file",
        path = shown(path),
        kind = kind_of(meta)
    ))
}

/// A size as the messages give it: `64 KiB`, `64 MiB` (bytes below 1 KiB).
fn size_said(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KiB", b >> 10),
        b => format!("{b} B"),
    }
}

/// The status an input's trouble deserves: a missing or unreadable file may be a passing
/// trouble of a shared file system (66, 77: worth a retry), anything else is bad data (65).
fn input_error(path: &Path, e: &io::Error) -> FileError {
    let shown = shown(path);
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
        assert!(
            read_capped(&path, 9)
                .unwrap_err()
                .to_string()
                .contains("larger than 9 B"),
        );
        // A FIFO is not a file: refused at once, where reading it would wait for a writer.
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.unwrap().success());
        let refused = read_capped(&fifo, 10).unwrap_err();
        assert!(matches!(refused, FileError::BadInput(_)));
        assert!(refused.to_string().contains("FIFO"), "{refused}");
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
