//! `nqueens solutions`: the solutions as text, streamed in search (lexicographic) order.

use std::io::{self, BufWriter};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::cli::SolutionsArgs;
use crate::commands::Failure;
use crate::export::format::{SolutionFormat, SolutionWriter};
use crate::solver::catalog::{Listing, solutions};
use crate::stop;

/// How long written solutions may sit in the output buffer before the next one is written.
/// Buffering keeps fast listings at disk speed; this keeps slow ones (a large N, `--unique`)
/// showing solutions as they are found, at the cost of one clock read per solution.
const FLUSH_AFTER: Duration = Duration::from_millis(100);

/// Prints the solutions of `args.board` to stdout in the chosen format.
pub fn run(args: &SolutionsArgs) -> color_eyre::Result<ExitCode> {
    // Nothing to tidy on a stop: end at once, even if started with SIGINT ignored.
    stop::end_on(&stop::SIGNALS)?;
    if args.ascii && args.format != SolutionFormat::Board {
        // It would be silently ignored: say so rather than mislead.
        return Err(Failure::Usage(format!(
            "--ascii draws boards: it applies to --format board only, not --format {}",
            args.format.name()
        ))
        .into());
    }
    let stdout = io::stdout();
    let out = BufWriter::with_capacity(1 << 16, stdout.lock());
    if let Some(notation) = args.notation
        && args.format == SolutionFormat::Board
    {
        return Err(Failure::Usage(format!(
            "--notation {} names the queens of --format cols or json: --format board draws them",
            notation.name()
        ))
        .into());
    }
    let mut writer = SolutionWriter::new(out, args.format, args.ascii)
        .with_notation(args.notation.unwrap_or_default());
    if args.notation.is_some() && args.format == SolutionFormat::Cols {
        writer.write_header(args.board.n())?;
    }
    let limit = args.limit.unwrap_or(u64::MAX);
    let listing = if args.unique {
        Listing::Unique
    } else {
        Listing::All
    };
    let mut last_flush = Instant::now();
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    for cols in solutions(args.board.n(), listing).take(limit) {
        writer.write(&cols)?;
        if last_flush.elapsed() >= FLUSH_AFTER {
            writer.flush()?;
            last_flush = Instant::now();
        }
    }
    // Boards are for people, who would otherwise see nothing at all; said on stderr all the
    // same. The machine formats are complete as they are: no lines, or `[]`.
    if writer.written() == 0 && args.format == SolutionFormat::Board {
        eprintln!("nqueens: n = {} has no solutions", args.board.size);
    }
    // A write error (a closed pipe) has already returned above, and main ends quietly on it.
    writer.finish()?;
    Ok(ExitCode::SUCCESS)
}
