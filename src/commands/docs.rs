//! `nqueens completions SHELL` and `nqueens man`: generated from the clap definition, so they
//! never drift from the real options.

use std::io::{self, Write};
use std::path::Path;

use color_eyre::eyre::WrapErr;
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

/// Writes the manual page (roff) to stdout, or with `dir` every page into that folder.
pub fn man(dir: Option<&Path>) -> color_eyre::Result<ExitCode> {
    if let Some(dir) = dir {
        let failed = || format!("could not write the manual pages to {}", dir.display());
        clap_mangen::generate_to(Cli::command(), dir).wrap_err_with(failed)?;
        let listed = || format!("could not list the manual pages in {}", dir.display());
        for entry in std::fs::read_dir(dir).wrap_err_with(listed)? {
            let path = entry.wrap_err_with(listed)?.path();
            if path.extension().is_some_and(|e| e == "1") {
                println!("{}", path.display());
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
