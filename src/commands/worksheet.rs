//! The handouts: `nqueens worksheet` (a printable A4 page of solution boards and a blank one)
//! and `nqueens solutions N --format svg` (a board per solution); both drawn by
//! [`crate::export::svg`].

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::cli::{DEFAULT_WORKSHEET_BOARDS, SolutionsArgs, WorksheetArgs};
use crate::commands::Failure;
use crate::export::svg::{self, BoardSpec};
use crate::files::{self, Replace};
use crate::solver::catalog::{Listing, solutions};
use crate::solver::symmetry::Cols;

/// The most boards `--format svg` draws in one document: a sheet past it would be of no use
/// on paper, and the larger boards' listings run to millions.
pub const MAX_SVG_BOARDS: usize = 1000;

/// `nqueens solutions N --format svg`: the solutions listed (all or one per class, up to
/// `--limit`) as one SVG document on the standard output.
pub fn solutions_sheet(args: &SolutionsArgs) -> color_eyre::Result<ExitCode> {
    if args.ascii {
        return Err(Failure::Usage(crate::t!("error-ascii-with-svg")).into());
    }
    if let Some(notation) = args.notation {
        return Err(Failure::Usage(crate::t!(
            "error-notation-with-svg",
            notation = notation.name()
        ))
        .into());
    }
    let n = args.board.n();
    let listing = if args.unique {
        Listing::Unique
    } else {
        Listing::All
    };
    let wanted = args
        .limit
        .map_or(usize::MAX, |k| usize::try_from(k).unwrap_or(usize::MAX));
    // One more than drawn, to tell a listing that runs past the bound.
    let found: Vec<_> = solutions(n, listing)
        .take(wanted.min(MAX_SVG_BOARDS + 1))
        .collect();
    if found.len() > MAX_SVG_BOARDS {
        return Err(Failure::Usage(crate::t!(
            "error-svg-too-many",
            most = MAX_SVG_BOARDS,
            n = n.to_string()
        ))
        .into());
    }
    let captions: Vec<String> = (1..=found.len()).map(|k| format!("#{k}")).collect();
    let boards: Vec<BoardSpec> = found
        .iter()
        .zip(&captions)
        .map(|(cols, caption)| BoardSpec {
            caption,
            queens: Some(cols.as_slice()),
        })
        .collect();
    if boards.is_empty() {
        // A document all the same (an empty sheet), and a word for the person reading.
        eprintln!(
            "nqueens: {}",
            crate::t!("error-no-solutions", n = n.to_string())
        );
    }
    let mut out = crate::output::stdout();
    out.write_all(svg::sheet(n, &boards).as_bytes())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The file a worksheet of `n` goes to without `-o`.
pub fn default_name(n: usize) -> PathBuf {
    PathBuf::from(format!("nqueens-worksheet-{n}.svg"))
}

/// `nqueens worksheet N --solutions K`: the page, written whole to its file (never over one
/// that exists unless `--force`), or to the standard output with `-o -`.
pub fn run(args: &WorksheetArgs) -> color_eyre::Result<ExitCode> {
    let n = args.board.n();
    // Asked for: refused past what the board has. Not asked for: as many as it has, up to
    // the default (n = 2 and 3 have none: a page with the blank board alone).
    let asked = args.solutions;
    let k = asked.unwrap_or(DEFAULT_WORKSHEET_BOARDS);
    let path = args.output.clone().unwrap_or_else(|| default_name(n));
    let to_stdout = path == Path::new("-");
    let replace = if args.force {
        Replace::Allowed
    } else {
        Replace::Never
    };
    // The page is SVG: a name that says otherwise (`w.pdf`) would mislead whoever opens it.
    let extension = path.extension().and_then(|e| e.to_str());
    if !to_stdout && extension.is_some_and(|e| !e.eq_ignore_ascii_case("svg")) {
        return Err(Failure::Usage(crate::t!(
            "error-worksheet-not-svg",
            path = path.display().to_string()
        ))
        .into());
    }
    if !to_stdout {
        super::not_a_folder("-o", &path, &default_name(n).display().to_string())?;
        // Before the search for the solutions, which may take a while on a large board.
        files::check_output(&path, replace)?;
    }
    let found: Vec<_> = solutions(n, Listing::All).take(k).collect();
    if asked.is_some() && found.len() < k {
        return Err(Failure::Usage(crate::t!(
            "error-worksheet-too-many",
            k = k.to_string(),
            n = n.to_string(),
            count = found.len(),
            last = found.len().to_string()
        ))
        .into());
    }
    let svg = page(n, &found);
    if to_stdout {
        let mut out = crate::output::stdout();
        out.write_all(svg.as_bytes())?;
        out.flush()?;
    } else {
        files::write_new_text(&path, replace, &svg)?;
        let said = crate::t!(
            "error-worksheet-wrote",
            path = path.display().to_string(),
            count = found.len()
        );
        eprintln!("nqueens: {said}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The worksheet's page: a title, what to do, the solutions found, then the blank board.
fn page(n: usize, found: &[Cols]) -> String {
    let captions: Vec<String> = (1..=found.len())
        .map(|k| crate::t!("commands-worksheet-solution", k = k))
        .collect();
    let mut boards: Vec<BoardSpec> = found
        .iter()
        .zip(&captions)
        .map(|(cols, caption)| BoardSpec {
            caption,
            queens: Some(cols.as_slice()),
        })
        .collect();
    let blank = crate::t!("commands-worksheet-blank");
    boards.push(BoardSpec {
        caption: &blank,
        queens: None,
    });
    let title = crate::t!("commands-worksheet-title", n = n);
    let instructions = match found.len() {
        // The board itself is the exercise: why no way works.
        0 if solutions(n, Listing::All).next().is_none() => {
            crate::t!("commands-worksheet-none", n = n)
        }
        0 => crate::t!("commands-worksheet-rules", n = n),
        shown => crate::t!("commands-worksheet-instructions", shown = shown),
    };
    svg::page(n, &title, &instructions, &boards)
}
