//! The code of `bitmask` for the code panel (`:code`), the line each event executes, and the live
//! values beside it.

use crate::solver::notation::square_aside;
use crate::solver::{Event, Solver};
use crate::t;
use crate::ui::code::Row::{self, Code, Words};
use crate::ui::code::{bits, rank};
use crate::ui::kit::probe_lines::ProbeLines;

/// The bitmask search (the lines the events execute are marked in [`BITMASK_LINES`]).
pub const BITMASK: [Row; 11] = [
    Code("search(row, cols, ld, rd):"),
    Words(2, "code-solution-return"),
    Code("  free = full & ~(cols|ld|rd)"),
    Words(2, "code-bitmask-dead-end"),
    Code("  while free != 0:"),
    Code("    bit = free & -free"),
    Code("    free ^= bit"),
    Words(4, "code-bitmask-place"),
    Code("    search(row+1, cols|bit,"),
    Code("       (ld|bit)<<1, (rd|bit)>>1)"),
    Words(4, "code-bitmask-lift"),
];

/// The lines of [`BITMASK`] its events execute (it tests no square: it takes free ones).
pub const BITMASK_LINES: ProbeLines = ProbeLines {
    solution: 1,
    test: None,
    refuse: None,
    place: 7,
    lift: 10,
    dead_end: 3,
};

/// The variables of the bitmask search at this event, as `name value` pairs.
pub fn bitmask_vars(s: &Solver, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let row_of = |row: u8| usize::from(row);
    let (row, bit) = match event {
        Some(Event::Place { row, col } | Event::Remove { row, col }) => {
            (row_of(row), Some(1u32 << col))
        }
        Some(Event::DeadEnd { row }) => (row_of(row), None),
        _ => (s.depth(), None),
    };
    if row >= n {
        return vec![("row", t!("code-value-board-full", row = row.to_string()))];
    }
    let mut vars = vec![("row", rank(row, n))];
    if let Some(bit) = bit {
        let col = usize::from(crate::solver::low_col(bit));
        vars.push((
            "bit",
            format!("{} {}", bits(bit, n), square_aside(n, row, col)),
        ));
    }
    vars.push(("free", bits(s.candidates(row), n)));
    vars.push(("cols", bits(s.cols(row), n)));
    vars
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_fits_the_code_panel_in_every_language() {
        crate::ui::code::checks::fits_the_width(&super::BITMASK);
        crate::ui::code::checks::fits_the_height(&super::BITMASK);
    }

    #[test]
    fn the_code_stays_code_and_the_words_are_said_in_chinese() {
        let zh = |row: Row| crate::i18n::scoped(crate::i18n::Lang::Zh, || row.said());
        // The indentation and the code are the same in both languages; the words are not.
        for (i, row) in BITMASK.iter().enumerate() {
            let (en, said) = (row.said(), zh(*row));
            let indent = |t: &str| t.len() - t.trim_start().len();
            assert_eq!(indent(&en), indent(&said), "line {i}");
            match row {
                Row::Code(_) => assert_eq!(en, said),
                Row::Words(..) => assert_ne!(en, said, "line {i} is not said in Chinese"),
            }
        }
        assert_eq!(zh(BITMASK[7]), "    放置皇后 (row, col(bit))");
    }
}
