//! `nqueens` with no subcommand: the live animation.

use std::io::{self, IsTerminal};
use std::panic;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use std::process::ExitCode;

use crate::app::{Action, App};
use crate::cli::{Strategy, WatchArgs};
use crate::runtime;
use crate::ui::appearance::Appearance;

/// Runs the animation until the user quits. Without a terminal, refuses with exit status 2.
pub fn run(args: &WatchArgs) -> color_eyre::Result<ExitCode> {
    if !std::io::stdout().is_terminal() {
        eprintln!(
            "nqueens: the animation needs a terminal; for text output use `nqueens trace N` or `nqueens count N`"
        );
        return Ok(ExitCode::from(2));
    }
    // Installed before ratatui's own hook, so a panic restores the terminal first, then reports.
    color_eyre::install()?;
    let mut app = App::new(usize::from(args.size), args.speed, args.paused)
        .with_appearance(Appearance::detect(args.ascii));
    if args.strategy == Strategy::Scan {
        app.update(Action::ToggleStrategy);
    }
    ratatui::run(|terminal| {
        let _mouse = MouseCapture::enable()?;
        runtime::run(terminal, &mut app)
    })?;
    Ok(ExitCode::SUCCESS)
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
