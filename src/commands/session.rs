//! `--session FILE`: the marks, the position and the command history, read at the start and
//! written on quit through the safe writer (a temporary file created exclusively beside it,
//! renamed into place whole).
//!
//! A file that cannot be read, or is not a session this program wrote, is refused with one
//! line and left exactly as it was: the run starts afresh and does not write it on quit (the
//! user may want what is in it; moving it aside lets the next run start a new one). A file
//! absent at the start is created on quit, but never over one that appeared meanwhile.
//!
//! A session read is rewritten by the rule of every file the program rewrites
//! ([`files::rewrite`], as a checkpoint): its mode and owner are kept, and one that is
//! read-only, or a link, is read but not written (said at the start).

use std::io;
use std::path::{Path, PathBuf};

use crate::app::App;
use crate::app::marks::Session;
use crate::files::{self, Replace};

/// The largest session file read: one holds a few marks and fifty command lines.
const SESSION_CAP: u64 = 1 << 20;

/// How a session file is written on quit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Save {
    /// Created, where no file was at the start (and none appeared since).
    New,
    /// Rewritten in place, keeping its mode and owner ([`files::rewrite`]).
    Rewrite,
}

impl Save {
    /// Writes `text` into `path` this way.
    fn write(self, path: &Path, text: &str) -> color_eyre::Result<()> {
        match self {
            Save::New => files::write_new_text(path, Replace::Never, text),
            Save::Rewrite => files::rewrite(path, text),
        }
    }
}

/// A `--session` file, as found at the start.
#[derive(Debug)]
pub struct SessionFile {
    path: PathBuf,
    /// How it may be written on quit; `None`: it was refused, and is left alone.
    write: Option<Save>,
    /// Why it was refused, in one line.
    refused: Option<String>,
}

impl SessionFile {
    /// Reads the session at `path` into `app`, or says in `app`'s message line why not.
    pub fn open(path: &Path, app: &mut App) -> SessionFile {
        let mut file = SessionFile {
            path: path.to_path_buf(),
            write: None,
            refused: None,
        };
        match std::fs::symlink_metadata(path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                file.write = Some(Save::New);
                return file;
            }
            _ => {}
        }
        let read = files::read_capped(path, SESSION_CAP)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                Session::parse(&text).map_err(|why| {
                    crate::t!("error-file-refused", path = files::shown(path), why = why)
                })
            });
        match read {
            Ok(session) => {
                app.resume(&session);
                match files::check_rewrite(path) {
                    Ok(()) => file.write = Some(Save::Rewrite),
                    Err(why) => {
                        let line = crate::t!("error-session-not-saved", why = why.to_string());
                        app.session_refused(line.clone());
                        file.refused = Some(line);
                    }
                }
            }
            Err(why) => {
                // What it means first: a long path may not leave room for the rest.
                let line = crate::t!("error-session-refused", why = why);
                app.session_refused(line.clone());
                file.refused = Some(line);
            }
        }
        file
    }

    /// Why the file was refused at the start, if it was.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    /// Writes `app`'s session into the file, whole, unless it was refused at the start.
    pub fn save(&self, app: &App) -> color_eyre::Result<()> {
        match self.write {
            Some(save) => save.write(&self.path, &app.session().to_text()),
            None => Ok(()),
        }
    }
}
