//! `nqueens` with no subcommand: the live animation.

use std::io::{self, IsTerminal};
use std::panic;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use std::process::ExitCode;

use crate::app::{App, Options};
use crate::cli::WatchArgs;
use crate::ui::appearance::Appearance;
use crate::{runtime, signals};

/// Runs the animation until the user quits. Without a terminal, refuses with exit status 2.
pub fn run(args: &WatchArgs) -> color_eyre::Result<ExitCode> {
    if !std::io::stdout().is_terminal() {
        eprintln!(
            "nqueens: the animation needs a terminal; for text output use `nqueens trace N` or `nqueens count N`"
        );
        return Ok(ExitCode::from(2));
    }
    let mut app = App::new(Options {
        n: usize::from(args.size),
        speed: args.speed,
        paused: args.paused,
        strategy: args.strategy,
    });
    let look = Appearance::detect(args.ascii);
    let dir = std::env::current_dir()?;
    in_terminal(|terminal| runtime::run(terminal, &mut app, look, dir))?;
    Ok(ExitCode::SUCCESS)
}

/// Takes over the terminal (raw mode, alternate screen, mouse reporting), runs `body`, and
/// gives the terminal back on every way out: return, error, panic (the panic's message is
/// printed after the restore), and `SIGTERM`, `SIGHUP` or `SIGINT` (see [`crate::signals`]).
/// Call it once per process: it installs the panic and signal handlers.
pub fn in_terminal<R>(
    body: impl FnOnce(&mut DefaultTerminal) -> io::Result<R>,
) -> color_eyre::Result<R> {
    // Installed before ratatui's own hook, so a panic restores the terminal first, then reports.
    color_eyre::install()?;
    signals::restore_terminal_on_termination()?;
    Ok(ratatui::run(|terminal| {
        let _mouse = MouseCapture::enable()?;
        body(terminal)
    })?)
}

/// Mouse reporting, on for the guard's life. ratatui restores raw mode and the main screen
/// but knows nothing of the mouse, so this turns it off on every way out: drop on return or
/// error, and a panic hook (which runs before ratatui's own) on a panic.
struct MouseCapture;

impl MouseCapture {
    fn enable() -> io::Result<MouseCapture> {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let _ = execute!(io::stdout(), DisableMouseCapture);
            previous(info);
        }));
        execute!(io::stdout(), EnableMouseCapture)?;
        Ok(MouseCapture)
    }
}

impl Drop for MouseCapture {
    fn drop(&mut self) {
        // Nothing to do about a failure here: the terminal is going away or already gone.
        let _ = execute!(io::stdout(), DisableMouseCapture);
    }
}
