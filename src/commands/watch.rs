//! `nqueens` with no subcommand: the live animation.

use std::io::IsTerminal;
use std::process::ExitCode;

use crate::cli::WatchArgs;

/// Runs the animation until the user quits.
pub fn run(_args: &WatchArgs) -> color_eyre::Result<ExitCode> {
    if !std::io::stdout().is_terminal() {
        eprintln!(
            "nqueens: the animation needs a terminal; for text output use `nqueens trace N` or `nqueens count N`"
        );
        return Ok(ExitCode::from(2));
    }
    eprintln!("nqueens: the animation is not built yet; use `nqueens trace N`");
    Ok(ExitCode::from(2))
}
