//! The text formats of a list of solutions (columns, boards, JSON), written one solution at a
//! time: used by `nqueens solutions` and by the animation's `w`.

use std::io::{self, Write};

pub use crate::solver::notation::Notation;
use crate::solver::notation::{chess_rank, chess_square, file_letter};

/// How each solution is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolutionFormat {
    /// One solution a line: the queen's column on each row, space-separated.
    Cols,
    /// Each solution as a grid under its number, a blank line between.
    Board,
    /// One JSON array of column arrays.
    Json,
}

impl SolutionFormat {
    /// Every format, in the order the help lists them.
    pub const ALL: [SolutionFormat; 3] = [
        SolutionFormat::Cols,
        SolutionFormat::Board,
        SolutionFormat::Json,
    ];

    /// The format's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            SolutionFormat::Cols => "cols",
            SolutionFormat::Board => "board",
            SolutionFormat::Json => "json",
        }
    }

    /// One line on the format, for the help.
    pub fn description(self) -> &'static str {
        match self {
            SolutionFormat::Cols => {
                "One solution a line: the queen's 0-based column on each row, space-separated"
            }
            SolutionFormat::Board => {
                "Each solution as a grid under its number, a blank line between"
            }
            SolutionFormat::Json => "One JSON array of column arrays",
        }
    }
}

/// Writes solutions one at a time in one of the `solutions` formats, so output streams and a
/// listing cut short (a limit, or a caller that stops early) is still complete in its format:
/// [`SolutionWriter::finish`] closes the JSON array.
#[derive(Debug)]
pub struct SolutionWriter<W: Write> {
    out: W,
    format: SolutionFormat,
    ascii: bool,
    notation: Notation,
    written: u64,
}

impl<W: Write> SolutionWriter<W> {
    /// A writer of `format` (`ascii` draws boards with `.` and `Q` instead of □ and ■).
    pub fn new(out: W, format: SolutionFormat, ascii: bool) -> Self {
        SolutionWriter {
            out,
            format,
            ascii,
            notation: Notation::Numbers,
            written: 0,
        }
    }

    /// The same, naming the queens in `notation` (boards are drawn: it changes nothing there).
    pub fn with_notation(self, notation: Notation) -> Self {
        SolutionWriter { notation, ..self }
    }

    /// Writes the line saying how to read what follows (see [`header`]), for a
    /// listing of the `n` board; before the first solution.
    pub fn write_header(&mut self, n: usize) -> io::Result<()> {
        writeln!(self.out, "{}", header(self.notation, n))
    }

    /// Solutions written so far.
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Writes one solution (`sol[row]` = column of the queen on `row`). Boards are numbered
    /// from 1 in the order written.
    pub fn write(&mut self, sol: &[u8]) -> io::Result<()> {
        self.written += 1;
        match (self.format, self.notation) {
            (SolutionFormat::Cols, Notation::Numbers) => write_cols(&mut self.out, sol),
            (SolutionFormat::Cols, Notation::Chess) => {
                let squares = squares(sol);
                writeln!(self.out, "{}", squares.join(" "))
            }
            (SolutionFormat::Board, _) => {
                if self.written > 1 {
                    self.out.write_all(b"\n")?;
                }
                // For people, so in their language; the number as it is, as the list numbers it.
                let heading = crate::t!("cli-board-solution", number = self.written.to_string());
                writeln!(self.out, "{heading}")?;
                write_board(&mut self.out, sol, self.ascii)
            }
            (SolutionFormat::Json, notation) => {
                // `[` goes out with the first solution, so an empty listing can still close as
                // `[]` in `finish`.
                self.out
                    .write_all(if self.written == 1 { b"[\n" } else { b",\n" })?;
                match notation {
                    Notation::Numbers => write_json_array(&mut self.out, sol),
                    Notation::Chess => {
                        let quoted: Vec<String> =
                            squares(sol).iter().map(|s| format!("\"{s}\"")).collect();
                        write!(self.out, "[{}]", quoted.join(","))
                    }
                }
            }
        }
    }

    /// Pushes what has been written so far out of any buffer in `W`.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// Ends the listing (closing the JSON array, `[]` if nothing was written), flushes, and
    /// hands back the output.
    pub fn finish(mut self) -> io::Result<W> {
        if self.format == SolutionFormat::Json {
            self.out
                .write_all(if self.written == 0 { b"[]\n" } else { b"\n]\n" })?;
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

/// The first line of a listing of the `n` board in `notation`, saying how to read it, in the
/// language of the run (a comment: the lines after it are the same in every language).
pub fn header(notation: Notation, n: usize) -> String {
    match notation {
        Notation::Numbers => crate::t!("cli-header-numbers", n = n.to_string()),
        Notation::Chess => crate::t!(
            "cli-header-chess",
            n = n.to_string(),
            rank = chess_rank(n, 0).to_string(),
            first = file_letter(0).to_string(),
            last = file_letter(n.saturating_sub(1)).to_string()
        ),
    }
}

/// The squares of a solution's queens, from the top rank down, as the screen names them.
fn squares(sol: &[u8]) -> Vec<String> {
    (0..)
        .zip(sol)
        .map(|(row, &col)| chess_square(sol.len(), row, usize::from(col)))
        .collect()
}

/// Appends the decimal digits of `v` (a column, below 100).
fn push_number(line: &mut [u8; 4 * 32], len: &mut usize, v: u8) {
    if v >= 10 {
        line[*len] = b'0' + v / 10;
        *len += 1;
    }
    line[*len] = b'0' + v % 10;
    *len += 1;
}

/// `0 4 7 5 2 6 1 3` and a newline.
fn write_cols(out: &mut impl Write, sol: &[u8]) -> io::Result<()> {
    write_list(out, sol, None, b' ', b'\n')
}

/// `[0,4,7,5,2,6,1,3]`, no newline.
fn write_json_array(out: &mut impl Write, sol: &[u8]) -> io::Result<()> {
    write_list(out, sol, Some(b'['), b',', b']')
}

/// The columns between `open` and `close`, separated by `sep`. Built in a stack buffer, one
/// `write_all` a solution: formatting each number through `write!` would cost more than the
/// search itself at n = 14.
fn write_list(
    out: &mut impl Write,
    sol: &[u8],
    open: Option<u8>,
    sep: u8,
    close: u8,
) -> io::Result<()> {
    let mut line = [0u8; 4 * 32];
    let mut len = 0;
    if let Some(open) = open {
        line[0] = open;
        len = 1;
    }
    for (i, &col) in sol.iter().enumerate() {
        if i > 0 {
            line[len] = sep;
            len += 1;
        }
        push_number(&mut line, &mut len, col);
    }
    line[len] = close;
    out.write_all(&line[..=len])
}

/// The board, row 0 on top, cells separated by a space (terminal cells are about twice as tall
/// as wide, so the gap keeps the grid roughly square).
fn write_board(out: &mut impl Write, sol: &[u8], ascii: bool) -> io::Result<()> {
    let (empty, queen) = if ascii { (".", "Q") } else { ("□", "■") };
    for &col in sol {
        for c in 0..sol.len() {
            if c > 0 {
                out.write_all(b" ")?;
            }
            let cell = if c == usize::from(col) { queen } else { empty };
            out.write_all(cell.as_bytes())?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(format: SolutionFormat, ascii: bool, sols: &[&[u8]]) -> String {
        let mut writer = SolutionWriter::new(Vec::new(), format, ascii);
        for sol in sols {
            writer.write(sol).unwrap();
        }
        String::from_utf8(writer.finish().unwrap()).unwrap()
    }

    #[test]
    fn cols_lines_handle_two_digit_columns() {
        let sol: Vec<u8> = (0..32).rev().collect();
        let text = render(SolutionFormat::Cols, false, &[&sol]);
        let expect: Vec<String> = sol.iter().map(u8::to_string).collect();
        assert_eq!(text, format!("{}\n", expect.join(" ")));
    }

    #[test]
    fn json_is_closed_whatever_the_count() {
        assert_eq!(render(SolutionFormat::Json, false, &[]), "[]\n");
        assert_eq!(render(SolutionFormat::Json, false, &[&[0]]), "[\n[0]\n]\n");
        assert_eq!(
            render(SolutionFormat::Json, false, &[&[1, 3, 0, 2], &[10, 31]]),
            "[\n[1,3,0,2],\n[10,31]\n]\n"
        );
    }

    #[test]
    fn chess_notation_names_the_squares_the_screen_names() {
        let sol: &[u8] = &[0, 4, 7, 5, 2, 6, 1, 3];
        let render = |format| {
            let writer = SolutionWriter::new(Vec::new(), format, false);
            let mut writer = writer.with_notation(Notation::Chess);
            writer.write(sol).unwrap();
            String::from_utf8(writer.finish().unwrap()).unwrap()
        };
        assert_eq!(render(SolutionFormat::Cols), "a8 e7 h6 f5 c4 g3 b2 d1\n");
        assert_eq!(
            render(SolutionFormat::Json),
            "[\n[\"a8\",\"e7\",\"h6\",\"f5\",\"c4\",\"g3\",\"b2\",\"d1\"]\n]\n"
        );
        // Each square as the board names it: the queen on row r, column c.
        for (row, &col) in sol.iter().enumerate() {
            let word = render(SolutionFormat::Cols)
                .split(' ')
                .nth(row)
                .unwrap()
                .trim()
                .to_string();
            assert_eq!(word, chess_square(8, row, usize::from(col)));
        }
        // Past z, the files go on in capitals, as on screen.
        let wide: Vec<u8> = (0..32).collect();
        assert_eq!(squares(&wide)[31], "F1");
    }

    #[test]
    fn the_header_says_which_notation() {
        let numbers = crate::i18n::scoped(crate::i18n::Lang::En, || header(Notation::Numbers, 8));
        assert!(numbers.contains("notation numbers"), "{numbers}");
        let chess = crate::i18n::scoped(crate::i18n::Lang::En, || header(Notation::Chess, 8));
        assert!(
            chess.contains("notation chess") && chess.contains("rank 8 first"),
            "{chess}"
        );
        assert!(chess.contains("files a to h"), "{chess}");
        assert_eq!("chess".parse(), Ok(Notation::Chess));
        assert!("Chess".parse::<Notation>().is_err());
    }

    #[test]
    fn boards_are_numbered_and_separated() {
        assert_eq!(
            render(SolutionFormat::Board, true, &[&[0], &[0]]),
            "solution 1\nQ\n\nsolution 2\nQ\n"
        );
        assert_eq!(render(SolutionFormat::Board, false, &[]), "");
    }
}
