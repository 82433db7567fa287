//! `nqueens` with no subcommand: the live animation.

use std::io::IsTerminal;
use std::process::ExitCode;

use crate::app::App;
use crate::cli::WatchArgs;
use crate::runtime;

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
    let mut app = App::new(usize::from(args.size), args.speed, args.paused);
    ratatui::run(|terminal| runtime::run(terminal, &mut app))?;
    Ok(ExitCode::SUCCESS)
}
