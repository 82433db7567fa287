//! `nqueens completions SHELL` and `nqueens man`: generated from the clap definition, so they
//! never drift from the real options.

use std::io::{self, Write};
use std::path::Path;

use color_eyre::eyre::WrapErr;
use std::process::ExitCode;

use clap::CommandFactory;

use crate::cli::Cli;
use crate::input::{BINDINGS, Scope};

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

/// The command the pages describe: without clap's `help` subcommand, which has no page of its
/// own (`--help` is on every page), so no page refers to one that does not exist.
fn documented() -> clap::Command {
    Cli::command().disable_help_subcommand(true)
}

/// The KEYS section of the main page, in roff, from the key table the program itself reads.
fn keys_section() -> String {
    let escape = |text: &str| text.replace('\\', "\\\\").replace('-', "\\-");
    let mut out = String::from(".SH KEYS\nWhile the animation runs:\n");
    for scope in [
        Scope::Anywhere,
        Scope::Board,
        Scope::Solutions,
        Scope::Play,
        Scope::Race,
        Scope::Command,
        Scope::Jump,
        Scope::Help,
        Scope::Mouse,
    ] {
        out.push_str(&format!(".SS {}\n", escape(scope.title())));
        for binding in BINDINGS.iter().filter(|b| b.scope == scope) {
            out.push_str(&format!(
                ".TP\n\\fB{}\\fR\n{}\n",
                escape(binding.label),
                escape(binding.description)
            ));
        }
    }
    out
}

/// Writes the manual page (roff) to stdout, or with `dir` every page into that folder.
pub fn man(dir: Option<&Path>) -> color_eyre::Result<ExitCode> {
    if let Some(dir) = dir {
        let failed = || format!("could not write the manual pages to {}", dir.display());
        clap_mangen::generate_to(documented(), dir).wrap_err_with(failed)?;
        let main = dir.join("nqueens.1");
        let mut page = std::fs::OpenOptions::new()
            .append(true)
            .open(&main)
            .wrap_err_with(|| format!("could not add the keys to {}", main.display()))?;
        page.write_all(keys_section().as_bytes())
            .wrap_err_with(|| format!("could not add the keys to {}", main.display()))?;
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
    clap_mangen::Man::new(documented()).render(&mut page)?;
    page.extend_from_slice(keys_section().as_bytes());
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
