//! `nqueens solutions`: the solutions as text, streamed in search (lexicographic) order, formatted
//! on all cores (see [`crate::list`]).

use std::io::BufWriter;
use std::process::ExitCode;
use std::thread;

use crate::cli::{ListFormat, SolutionsArgs};
use crate::commands::Failure;
use crate::export::format::{Notation, SolutionFormat};
use crate::list::{self, Options};
use crate::solver::catalog::Listing;
use crate::stop;

/// Prints the solutions of `args.board` to stdout in the chosen format.
pub fn run(args: &SolutionsArgs) -> color_eyre::Result<ExitCode> {
    // Nothing to tidy on a stop: end at once, even if started with SIGINT ignored.
    stop::end_on(&stop::SIGNALS)?;
    let (format, notation) = match (args.format, args.notation) {
        (ListFormat::Svg, _) => return super::worksheet::solutions_sheet(args),
        (ListFormat::Chess, Some(Notation::Numbers)) => {
            return Err(Failure::Usage(crate::t!("error-chess-with-numbers")).into());
        }
        (ListFormat::Chess, _) => (SolutionFormat::Cols, Some(Notation::Chess)),
        (ListFormat::Text(format), notation) => (format, notation),
    };
    if args.ascii && format != SolutionFormat::Board {
        // It would be silently ignored: say so rather than mislead.
        return Err(Failure::Usage(crate::t!(
            "error-ascii-without-board",
            format = args.format.name()
        ))
        .into());
    }
    if let Some(notation) = notation
        && format == SolutionFormat::Board
    {
        return Err(Failure::Usage(crate::t!(
            "error-notation-with-board",
            notation = notation.name()
        ))
        .into());
    }
    let options = Options {
        n: args.board.n(),
        listing: if args.unique {
            Listing::Unique
        } else {
            Listing::All
        },
        format,
        notation,
        ascii: args.ascii,
        limit: args.limit,
        threads: match args.threads {
            Some(t) => usize::from(t),
            None => thread::available_parallelism().map_or(1, |c| c.get()),
        },
    };
    let mut out = BufWriter::with_capacity(1 << 16, crate::output::stdout());
    // A write error (a closed pipe) returns here, and main ends quietly on it.
    let written = list::list(&options, &mut out)?;
    // Boards are for people, who would otherwise see nothing at all; said on stderr all the
    // same. The machine formats are complete as they are: no lines, or `[]`.
    if written == 0 && format == SolutionFormat::Board {
        eprintln!(
            "nqueens: {}",
            crate::t!("error-no-solutions", n = args.board.size.to_string())
        );
    }
    Ok(ExitCode::SUCCESS)
}
