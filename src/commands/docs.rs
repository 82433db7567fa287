//! `nqueens completions SHELL` and `nqueens man`: generated from the clap definition, so they
//! never drift from the real options.

use std::io::{self, Write};
use std::path::Path;

use std::process::ExitCode;

use clap::CommandFactory;

use super::Failure;
use crate::cli::Cli;
use crate::files::{self, Replace};
use crate::input::{BINDINGS, Scope};

/// Writes the completion script for `shell` to stdout.
pub fn completions(shell: clap_complete::Shell) -> color_eyre::Result<ExitCode> {
    let mut command = Cli::command();
    // clap_complete panics on a failed write (`| head`), so build the script first and
    // write it here, where a closed pipe ends quietly like every other command's output.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "nqueens", &mut script);
    let mut out = crate::output::stdout();
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
        Scope::Predict,
        Scope::Lesson,
    ] {
        out.push_str(&format!(".SS {}\n", escape(scope.title())));
        for binding in BINDINGS.iter().filter(|b| b.scope == scope) {
            out.push_str(&format!(
                ".TP\n\\fB{}\\fR\n{}\n",
                escape(binding.label),
                escape(&crate::i18n::text_in(
                    crate::vocabulary::Lang::En,
                    binding.about,
                    &[]
                ))
            ));
        }
    }
    out
}

/// Every page of `command` and its subcommands as (file name, roff), as `clap_mangen`'s
/// `generate_to` names them; the keys go on the main page.
fn pages(command: clap::Command) -> io::Result<Vec<(String, Vec<u8>)>> {
    fn add(command: clap::Command, out: &mut Vec<(String, Vec<u8>)>) -> io::Result<()> {
        for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
            add(sub.clone(), out)?;
        }
        let man = clap_mangen::Man::new(command);
        let mut page = Vec::new();
        man.render(&mut page)?;
        out.push((man.get_filename(), page));
        Ok(())
    }
    let mut command = command;
    command.build();
    let mut out = Vec::new();
    add(command, &mut out)?;
    if let Some((_, main)) = out.last_mut() {
        main.extend_from_slice(keys_section().as_bytes());
    }
    Ok(out)
}

/// Writes the manual page (roff) to stdout, or with `dir` every page into that folder: all or
/// none (a taken name, status 73, unless `replace` allows it; a full disk, 74).
pub fn man(dir: Option<&Path>, replace: Replace) -> color_eyre::Result<ExitCode> {
    if let Some(dir) = dir {
        if !dir.is_dir() {
            let path = files::shown(dir);
            let said = if dir.exists() {
                crate::t!("error-man-not-folder", path = path)
            } else {
                crate::t!("error-man-no-folder", path = path)
            };
            return Err(Failure::CantCreate(said).into());
        }
        let pages: Vec<_> = pages(documented())?
            .into_iter()
            .map(|(name, page)| (dir.join(name), page))
            .collect();
        files::write_set(&pages, replace)?;
        // Listed once all are written: a reader that stops early (`| head`) stops no write.
        let mut out = crate::output::stdout();
        for (path, _) in &pages {
            writeln!(out, "{}", files::shown(path))?;
        }
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(documented()).render(&mut page)?;
    page.extend_from_slice(keys_section().as_bytes());
    let mut out = crate::output::stdout();
    out.write_all(&page)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
