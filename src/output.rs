//! Standard output for the commands' results, where a write that fails is an error the user
//! is told of (status 74) instead of output silently lost.
//!
//! Two failures need help to be seen. A process started with its standard output closed
//! (`nqueens count 12 >&-`) gets `/dev/null` in its place from the Rust runtime, opened for
//! reading and writing, where every write "succeeds": [`stdout`] recognises that file and
//! fails the first write. (A shell's `> /dev/null` opens it for writing only, and is left to
//! work as asked.) And a failed write anywhere else must name standard output, so that
//! `main` can give it its status: [`Stdout`]'s errors carry an [`OutputFailed`].

use std::fmt;
use std::io::{self, Write};
use std::sync::OnceLock;

/// The error inside an [`io::Error`] of a write to standard output, which keeps the
/// system's kind (a closed pipe is still [`io::ErrorKind::BrokenPipe`], which ends output
/// quietly): its text says what failed.
#[derive(Debug)]
pub struct OutputFailed(String);

impl fmt::Display for OutputFailed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OutputFailed {}

/// Whether `err` is a failed write to standard output (a [`Stdout`]'s).
pub fn is_output_failure(err: &io::Error) -> bool {
    err.get_ref()
        .is_some_and(|inner| inner.downcast_ref::<OutputFailed>().is_some())
}

/// Standard output, locked, failing as the module says.
pub struct Stdout {
    inner: io::StdoutLock<'static>,
    closed: bool,
}

/// Standard output for a command's results.
pub fn stdout() -> Stdout {
    Stdout {
        inner: io::stdout().lock(),
        closed: closed(),
    }
}

impl Stdout {
    fn failed(e: io::Error) -> io::Error {
        let said = crate::t!("error-stdout-failed", cause = e.to_string());
        io::Error::new(e.kind(), OutputFailed(said))
    }

    fn check(&self) -> io::Result<()> {
        if self.closed {
            let said = crate::t!("error-stdout-closed");
            return Err(io::Error::other(OutputFailed(said)));
        }
        Ok(())
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.check()?;
        self.inner.write(buf).map_err(Stdout::failed)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.check()?;
        self.inner.write_all(buf).map_err(Stdout::failed)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.check()?;
        self.inner.flush().map_err(Stdout::failed)
    }
}

/// Whether the process was started with standard output closed: file descriptor 1 is then the
/// `/dev/null` the runtime opened read-write in its place (see the module's comment).
fn closed() -> bool {
    static CLOSED: OnceLock<bool> = OnceLock::new();
    *CLOSED.get_or_init(|| {
        let null = std::fs::read_link("/proc/self/fd/1")
            .is_ok_and(|target| target == std::path::Path::new("/dev/null"));
        null && std::fs::read_to_string("/proc/self/fdinfo/1").is_ok_and(|info| {
            info.lines()
                .find_map(|line| line.strip_prefix("flags:"))
                .and_then(|flags| i32::from_str_radix(flags.trim(), 8).ok())
                .is_some_and(|flags| flags & libc::O_ACCMODE == libc::O_RDWR)
        })
    })
}
