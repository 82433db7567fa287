//! Cutting the search into many independent subproblems, so all cores stay busy to the end.
//!
//! A subproblem is a class (the top queen's column) plus the queens of the next few rows.
//! Thousands of them of uneven sizes let rayon's work stealing balance the cores, and each
//! finishes in milliseconds, so cancelling and progress reporting happen between them.
//! Each carries a rough size so progress can be reported as a share of the work.

use super::border::BorderClass;

/// The deepest prefix a subproblem carries.
pub(crate) const MAX_DEPTH: usize = 4;

/// One independent piece of the search.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Subproblem {
    /// Index of the class in the list the subproblems were made from.
    pub class: u16,
    /// Rows `0..depth` are placed.
    pub depth: u8,
    /// The queen of each placed row, one bit each.
    pub prefix: [u32; MAX_DEPTH],
    /// Occupied columns.
    pub cols: u32,
    /// Diagonals attacking row `depth` from the upper left.
    pub ld: u32,
    /// Diagonals attacking row `depth` from the upper right.
    pub rd: u32,
    /// A rough size, for progress reports: 1 + the placements of the next two rows.
    pub weight: u64,
}

/// How many rows to place before handing out subproblems: enough pieces (thousands) for the
/// work stealing to balance, and at least three rows left for the kernel.
pub(crate) fn depth_for(n: usize) -> usize {
    let wanted = if n <= 17 { 3 } else { MAX_DEPTH };
    wanted.min(n.saturating_sub(3)).max(1)
}

/// All subproblems of the given classes, each with `depth` rows placed.
pub(crate) fn subproblems(classes: &[BorderClass], depth: usize) -> Vec<Subproblem> {
    let mut out = Vec::new();
    for (index, class) in classes.iter().enumerate() {
        let mut sub = Subproblem {
            class: u16::try_from(index).expect("at most 16 classes"),
            depth: crate::solver::u8_of(depth),
            prefix: [0; MAX_DEPTH],
            cols: 0,
            ld: 0,
            rd: 0,
            weight: 0,
        };
        extend(class, &mut sub, 0, &mut out);
    }
    // Sizes grow with the class, so in class order the work done would trail the share of
    // subproblems done, and the ETA would lie. A fixed scramble mixes them: any stretch of the
    // list is a fair sample, and the reported share tracks the time.
    let mut keyed: Vec<(u64, Subproblem)> = out
        .into_iter()
        .enumerate()
        .map(|(i, sub)| {
            (
                (i as u64)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(29),
                sub,
            )
        })
        .collect();
    keyed.sort_unstable_by_key(|&(key, _)| key);
    keyed.into_iter().map(|(_, sub)| sub).collect()
}

/// Places row `row` of `sub` every possible way, down to the prefix depth.
fn extend(class: &BorderClass, sub: &mut Subproblem, row: usize, out: &mut Vec<Subproblem>) {
    if row == usize::from(sub.depth) {
        let masks = (sub.cols, sub.ld, sub.rd);
        out.push(Subproblem {
            weight: 1 + placements(class, row, masks, 2),
            ..*sub
        });
        return;
    }
    let saved = *sub;
    let mut free = class.allowed[row] & !(sub.cols | sub.ld | sub.rd);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        sub.prefix[row] = bit;
        sub.cols = saved.cols | bit;
        sub.ld = (saved.ld | bit) << 1;
        sub.rd = (saved.rd | bit) >> 1;
        extend(class, sub, row + 1, out);
    }
    *sub = saved;
}

/// The placements on rows `row..row + rows` below the given masks: a cheap estimate of a
/// subproblem's size (sizes vary a hundredfold; counting subproblems would make the progress
/// bar and its ETA run ahead, then stall).
fn placements(
    class: &BorderClass,
    row: usize,
    (cols, ld, rd): (u32, u32, u32),
    rows: usize,
) -> u64 {
    if rows == 0 || row >= class.n {
        return 0;
    }
    let mut free = class.allowed[row] & !(cols | ld | rd);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let masks = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        total += 1 + placements(class, row + 1, masks, rows - 1);
    }
    total
}
