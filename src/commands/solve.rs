//! `nqueens solve N`: one solution of a board of any size, checked before it is printed.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use color_eyre::eyre::eyre;

use crate::cli::{Method, SolveArgs};
use crate::commands::Failure;
use crate::solver::construct::construct;
use crate::solver::repair;
use crate::solver::verify::verify;
use crate::stop;

/// The seed of `--method min-conflicts` when none is given: answers repeat unless asked not to.
pub const DEFAULT_SEED: u64 = 0;

/// Finds one solution with the method asked for, verifies it (unless `--no-verify`) and prints
/// it as one line of 0-based columns. N = 2 and 3 have none: one line on stderr, exit 1.
pub fn run(args: &SolveArgs) -> color_eyre::Result<ExitCode> {
    // Nothing to tidy on a stop: end at once, even if started with SIGINT ignored.
    stop::end_on(&stop::SIGNALS)?;
    if args.seed.is_some() && args.method != Method::MinConflicts {
        // A seed elsewhere would be silently ignored: say so rather than mislead.
        return Err(
            Failure::Usage(crate::t!("error-seed-method", method = args.method.name())).into(),
        );
    }
    let n = args.size;
    let cols = match args.method {
        Method::Construct => construct(n),
        Method::MinConflicts => repair::solve(n, args.seed.unwrap_or(DEFAULT_SEED)),
    };
    let Some(cols) = cols else {
        eprintln!(
            "nqueens: {}",
            crate::t!("error-solve-none", n = n.to_string())
        );
        return Ok(ExitCode::FAILURE);
    };
    if !args.no_verify {
        verify(n, &cols).map_err(|flaw| {
            eyre!(crate::t!(
                "error-solve-wrong",
                method = args.method.name(),
                flaw = flaw.to_string()
            ))
        })?;
    }
    write_columns(
        &mut BufWriter::with_capacity(1 << 16, crate::output::stdout()),
        &cols,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Writes `cols` as one line of decimal numbers separated by spaces. Ten million numbers make
/// some 70 MB, so each is written digit by digit into a buffer rather than through `write!`'s
/// formatting machinery.
pub fn write_columns(out: &mut impl Write, cols: &[u32]) -> io::Result<()> {
    let mut line = Vec::with_capacity(1 << 16);
    for (i, &col) in cols.iter().enumerate() {
        if i > 0 {
            line.push(b' ');
        }
        push_decimal(&mut line, col);
        if line.len() > (1 << 16) - 16 {
            out.write_all(&line)?;
            line.clear();
        }
    }
    line.push(b'\n');
    out.write_all(&line)?;
    out.flush()
}

/// Appends the decimal digits of `value`.
fn push_decimal(buf: &mut Vec<u8>, mut value: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    buf.extend_from_slice(&digits[at..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_written_as_write_would_and_split_across_buffers_intact() {
        let cols: Vec<u32> = (0..30_000)
            .map(|i| i * 7919 % 100_003)
            .chain([0, 9, 10, u32::MAX])
            .collect();
        let mut out = Vec::new();
        write_columns(&mut out, &cols).unwrap();
        let expected: Vec<String> = cols.iter().map(u32::to_string).collect();
        assert_eq!(String::from_utf8(out).unwrap(), expected.join(" ") + "\n");
        let mut one = Vec::new();
        write_columns(&mut one, &[0]).unwrap();
        assert_eq!(one, b"0\n");
    }
}
