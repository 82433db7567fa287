//! nqueens: watch the N-Queens backtracking search live, or count and list its solutions.

use std::io;
use std::process::ExitCode;

use clap::Parser;
use nqueens::cli::{Cli, Command};
use nqueens::commands;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(Command::Trace(args)) => commands::trace::run(args),
        Some(Command::Count(args)) => commands::count::run(args),
        None => commands::watch::run(&cli.watch),
    };
    result.unwrap_or_else(report)
}

/// One line on stderr and a failing exit; a closed pipe (`| head`) ends output quietly.
fn report(err: color_eyre::Report) -> ExitCode {
    if let Some(io_err) = err.downcast_ref::<io::Error>()
        && io_err.kind() == io::ErrorKind::BrokenPipe
    {
        return ExitCode::SUCCESS;
    }
    eprintln!("nqueens: {err}");
    ExitCode::FAILURE
}
