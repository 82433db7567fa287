//! `nqueens completions SHELL` and `nqueens man`: generated from the clap definition, so they
//! never drift from the real options.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::CommandFactory;

use crate::cli::Cli;

/// Writes the completion script for `shell` to stdout.
pub fn completions(shell: clap_complete::Shell) -> color_eyre::Result<ExitCode> {
    let mut command = Cli::command();
    // clap_complete panics on a failed write (`| head`), so build the script first and
    // write it here, where a closed pipe ends quietly like every other command's output.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "nqueens", &mut script);
    let mut out = io::stdout().lock();
    out.write_all(&script)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the manual page (roff) to stdout.
pub fn man() -> color_eyre::Result<ExitCode> {
    let mut out = io::stdout().lock();
    clap_mangen::Man::new(Cli::command()).render(&mut out)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
