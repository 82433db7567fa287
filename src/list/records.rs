//! One solution's bytes in a listing format, assembled from a table of ready-made pieces:
//! the piece for the queen on row `r`, column `c` (its number or square and the separator
//! after it, or for boards its whole grid row) is looked up, never formatted.
//!
//! A solution is a permutation of the columns, so in every format a record has the same
//! length whatever the solution (the same numbers, squares or grid rows, in another order):
//! the writer cuts a chunk of records by arithmetic ([`Records::size`]).

use crate::export::format::{Notation, SolutionFormat};
use crate::solver::notation::chess_square;

/// The table of one format for one board size.
#[derive(Debug, Clone)]
pub struct Records {
    n: usize,
    /// Bytes before each record: `,\n[` in JSON (the writer turns the first into `[\n[`).
    open: Vec<u8>,
    /// Bytes between two pieces in `table`: at least the longest, and a multiple of 8.
    stride: usize,
    /// The piece of row `r`, column `c` at `(r * n + c) * stride`, padded with zeros.
    table: Vec<u8>,
    /// The length of each piece, in the same order.
    lens: Vec<usize>,
    /// The bytes of one record.
    size: usize,
    /// The table again for [`Records::put_word`], where it fits (see [`Words`]).
    words: Option<Box<Words>>,
}

/// The pieces of a table whose pieces fit 8 bytes and whose records fit [`WORD_RECORD`], for
/// boards up to 16, laid out for a solution packed in a word: row `r`'s column `c` (the word's
/// nibble `r`) at `r * 16 + c`, so every index is below 256 and needs no check; and a second
/// table for the mirror image, so it costs no arithmetic either.
#[derive(Debug, Clone)]
struct Words {
    /// The piece's bytes, little-endian, then mirrored.
    pieces: [[u64; 256]; 2],
    /// Their lengths.
    lens: [[u8; 256]; 2],
}

/// The longest record [`Words`] serves: records are assembled in a window of this many bytes
/// (plus 8), whose offsets are masked, so no write is checked.
const WORD_RECORD: usize = 128;

impl Records {
    /// The table for solutions of the `n` board (1 to 32) in `format` and `notation` (`ascii`:
    /// boards drawn with `.` and `Q`). Boards get their grid only: their `solution K` line
    /// depends on the record's place in the whole listing, which only the writer knows.
    pub fn new(n: usize, format: SolutionFormat, notation: Notation, ascii: bool) -> Self {
        let piece = |row: usize, col: usize| -> Vec<u8> {
            let last = row + 1 == n;
            let mut text = match (format, notation) {
                (SolutionFormat::Board, _) => board_row(n, col, ascii),
                (_, Notation::Numbers) => col.to_string(),
                (SolutionFormat::Cols, Notation::Chess) => chess_square(n, row, col),
                (SolutionFormat::Json, Notation::Chess) => {
                    format!("\"{}\"", chess_square(n, row, col))
                }
            };
            text.push_str(match (format, last) {
                (SolutionFormat::Board, _) | (SolutionFormat::Cols, true) => "\n",
                (SolutionFormat::Cols, false) => " ",
                (SolutionFormat::Json, false) => ",",
                (SolutionFormat::Json, true) => "]",
            });
            text.into_bytes()
        };
        let pieces: Vec<Vec<u8>> = (0..n)
            .flat_map(|row| (0..n).map(move |col| (row, col)))
            .map(|(row, col)| piece(row, col))
            .collect();
        let stride = pieces
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(0)
            .next_multiple_of(8);
        let mut table = vec![0; pieces.len() * stride];
        for (slot, piece) in table.chunks_mut(stride).zip(&pieces) {
            slot[..piece.len()].copy_from_slice(piece);
        }
        let open = match format {
            SolutionFormat::Json => b",\n[".to_vec(),
            _ => Vec::new(),
        };
        let lens: Vec<usize> = pieces.iter().map(Vec::len).collect();
        // The identity stands for every permutation (see the module's note).
        let size = open.len() + (0..n).map(|r| lens[r * n + r]).sum::<usize>();
        let words = (n <= 16 && stride == 8 && size <= WORD_RECORD).then(|| {
            let mut words = Box::new(Words {
                pieces: [[0; 256]; 2],
                lens: [[0; 256]; 2],
            });
            for (i, piece) in pieces.iter().enumerate() {
                let (row, col) = (i / n, i % n);
                let mut bytes = [0; 8];
                bytes[..piece.len()].copy_from_slice(piece);
                let len = u8::try_from(piece.len()).expect("at most 8");
                for (side, col) in [(0, col), (1, n - 1 - col)] {
                    words.pieces[side][row * 16 + col] = u64::from_le_bytes(bytes);
                    words.lens[side][row * 16 + col] = len;
                }
            }
            words
        });
        Records {
            n,
            open,
            stride,
            table,
            lens,
            size,
            words,
        }
    }

    /// The bytes of one record.
    pub fn size(&self) -> usize {
        self.size
    }

    /// How many bytes past the end of a record [`Records::put`] may scribble on (and the next
    /// record overwrite): a buffer must have this much room beyond its last record.
    pub fn slack(&self) -> usize {
        // Enough for the window of `put_word` too.
        self.stride.max(WORD_RECORD + 8)
    }

    /// Writes the record of `cols` (a solution of the board) into `buf` at `at`, and returns
    /// where it ends. `buf` must hold `at + size() + slack()` bytes.
    #[inline]
    pub fn put(&self, cols: &[u8], buf: &mut [u8], at: usize) -> usize {
        debug_assert_eq!(cols.len(), self.n);
        let mut end = at + self.open.len();
        buf[at..end].copy_from_slice(&self.open);
        if self.stride == 8 {
            // Every piece but the boards' is at most 8 bytes: one fixed-size copy each, the
            // bytes past its length overwritten by the next.
            for (row, &col) in cols.iter().enumerate() {
                let at = row * self.n + usize::from(col);
                let piece: &[u8; 8] = self.table[at * 8..at * 8 + 8]
                    .try_into()
                    .expect("the stride is 8");
                buf[end..end + 8].copy_from_slice(piece);
                end += self.lens[at];
            }
        } else {
            for (row, &col) in cols.iter().enumerate() {
                let at = row * self.n + usize::from(col);
                let piece = &self.table[at * self.stride..(at + 1) * self.stride];
                buf[end..end + self.stride].copy_from_slice(piece);
                end += self.lens[at];
            }
        }
        debug_assert_eq!(end - at, self.size, "a record of {cols:?}");
        end
    }

    /// [`Records::put`] for the solution packed in `word` as [`super::mirror::pack`] makes it
    /// (boards up to 16), or with `mirrored` for its mirror image: the solutions the lanes find
    /// and the mirror pieces replay are words, and reading the columns straight from the word
    /// saves unpacking them first.
    #[inline]
    pub fn put_word(&self, word: u64, mirrored: bool, buf: &mut [u8], at: usize) -> usize {
        let n = self.n;
        debug_assert!(n <= 16);
        let Some(words) = &self.words else {
            let mut cols = [0; 16];
            if mirrored {
                super::mirror::unpack_mirrored(word, &mut cols[..n]);
            } else {
                super::mirror::unpack(word, &mut cols[..n]);
            }
            return self.put(&cols[..n], buf, at);
        };
        let side = usize::from(mirrored);
        let (pieces, lens) = (&words.pieces[side], &words.lens[side]);
        let window: &mut [u8; WORD_RECORD + 8] = (&mut buf[at..at + WORD_RECORD + 8])
            .try_into()
            .expect("the buffer has the slack");
        let mut end = self.open.len();
        window[..end].copy_from_slice(&self.open);
        let mut word = word;
        for row in 0..n {
            // The nibble's index, and the window's offset, masked: both known in bounds.
            let i = (row << 4 | usize::try_from(word & 15).expect("4 bits")) & 255;
            word >>= 4;
            let e = end & (WORD_RECORD - 1);
            window[e..e + 8].copy_from_slice(&pieces[i].to_le_bytes());
            end += usize::from(lens[i]);
        }
        debug_assert_eq!(end, self.size);
        at + end
    }
}

/// Row `col`'s grid line as `--format board` draws it: cells separated by a space (terminal
/// cells are about twice as tall as wide, so the gap keeps the grid roughly square).
fn board_row(n: usize, col: usize, ascii: bool) -> String {
    let (empty, queen) = if ascii { (".", "Q") } else { ("□", "■") };
    let cells: Vec<&str> = (0..n)
        .map(|c| if c == col { queen } else { empty })
        .collect();
    cells.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::format::SolutionWriter;
    use crate::list::mirror::pack;
    use crate::solver::catalog::{Listing, solutions};

    /// Each record is what the streaming writer prints for the same solution, byte for byte,
    /// and of the one size the table promises.
    #[test]
    fn records_are_the_writer_s_bytes() {
        for n in [1, 4, 5, 8, 11] {
            for format in SolutionFormat::ALL {
                for notation in Notation::ALL {
                    for ascii in [false, true] {
                        if ascii && format != SolutionFormat::Board {
                            continue;
                        }
                        let records = Records::new(n, format, notation, ascii);
                        for cols in solutions(n, Listing::All) {
                            let mut buf = vec![0; records.size() + records.slack()];
                            let end = records.put(&cols, &mut buf, 0);
                            assert_eq!(end, records.size());
                            let mut writer = SolutionWriter::new(Vec::new(), format, ascii)
                                .with_notation(notation);
                            // The second record: JSON's is `,\n[…]`, boards' a grid alone.
                            writer.write(&cols).unwrap();
                            let first = writer.finish().unwrap();
                            let expect: Vec<u8> = match format {
                                SolutionFormat::Json => {
                                    let body = &first[2..first.len() - 3];
                                    [b",\n".as_slice(), body].concat()
                                }
                                SolutionFormat::Board => {
                                    let text = String::from_utf8(first).unwrap();
                                    let grid = text.split_once('\n').unwrap().1;
                                    grid.as_bytes().to_vec()
                                }
                                SolutionFormat::Cols => first,
                            };
                            assert_eq!(
                                String::from_utf8_lossy(&buf[..end]),
                                String::from_utf8_lossy(&expect),
                                "n = {n}, {format:?} {notation:?} ascii {ascii}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// A packed solution, or its mirror image, gives the record of its columns, in every
    /// format.
    #[test]
    fn a_word_s_record_is_its_columns_record() {
        for n in [1, 5, 8, 11, 16] {
            for format in SolutionFormat::ALL {
                for notation in Notation::ALL {
                    let records = Records::new(n, format, notation, false);
                    for cols in solutions(n, Listing::All).take(300) {
                        let last = u8::try_from(n - 1).unwrap();
                        let image: Vec<u8> = cols.iter().map(|&c| last - c).collect();
                        for (mirrored, expect) in [(false, &cols[..]), (true, &image[..])] {
                            let size = records.size() + records.slack();
                            let (mut got, mut want) = (vec![0; size], vec![0; size]);
                            let end = records.put_word(pack(&cols), mirrored, &mut got, 0);
                            assert_eq!(end, records.put(expect, &mut want, 0));
                            assert_eq!(got[..end], want[..end], "n = {n}, {format:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn records_follow_one_another_in_a_buffer() {
        let records = Records::new(12, SolutionFormat::Cols, Notation::Numbers, false);
        let sols: Vec<_> = solutions(12, Listing::All).take(50).collect();
        let mut buf = vec![0; sols.len() * records.size() + records.slack()];
        let mut end = 0;
        for cols in &sols {
            end = records.put(cols, &mut buf, end);
        }
        let mut writer = SolutionWriter::new(Vec::new(), SolutionFormat::Cols, false);
        for cols in &sols {
            writer.write(cols).unwrap();
        }
        assert_eq!(buf[..end], writer.finish().unwrap()[..]);
    }
}
