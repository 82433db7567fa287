//! `--session FILE`: the marks, the position and the command history, read at the start and
//! written on quit through the safe writer (a temporary file created exclusively beside it,
//! renamed into place whole).
//!
//! A file that cannot be read, or is not a session this program wrote, is refused with one
//! line and left exactly as it was: the run starts afresh and does not write it on quit (the
//! user may want what is in it; moving it aside lets the next run start a new one). A file
//! absent at the start is created on quit, but never over one that appeared meanwhile.

use std::io;
use std::path::{Path, PathBuf};

use crate::app::App;
use crate::app::marks::Session;
use crate::files::{self, Replace};

/// The largest session file read: one holds a few marks and fifty command lines.
const SESSION_CAP: u64 = 1 << 20;

/// A `--session` file, as found at the start.
#[derive(Debug)]
pub struct SessionFile {
    path: PathBuf,
    /// How it may be written on quit; `None`: it was refused, and is left alone.
    write: Option<Replace>,
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
                file.write = Some(Replace::Never);
                return file;
            }
            _ => {}
        }
        let read = files::read_capped(path, SESSION_CAP)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                Session::parse(&text).map_err(|why| {
                    crate::t!(
                        "error-file-refused",
                        path = path.display().to_string(),
                        why = why
                    )
                })
            });
        match read {
            Ok(session) => {
                app.resume(&session);
                file.write = Some(Replace::Allowed);
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
            Some(replace) => files::write_new_text(&self.path, replace, &app.session().to_text()),
            None => Ok(()),
        }
    }
}
