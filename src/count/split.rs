//! Cutting the search into many independent subproblems, so all cores stay busy to the end.
//!
//! A subproblem is a class (the top queen's column) plus the queens of the next few rows.
//! Thousands of them of uneven sizes let rayon's work stealing balance the cores, and each
//! finishes in milliseconds, so cancelling and progress reporting happen between them.
//! How much work each one holds is estimated elsewhere ([`super::estimate`]).

use super::border::BorderClass;

/// The deepest prefix a subproblem carries: format 1 places up to 5 rows, format 2 (see
/// [`super::deep`]) cuts its largest pieces deeper.
pub(crate) const MAX_DEPTH: usize = 12;

/// The deepest prefix of format 1.
const FORMAT_1_DEPTH: usize = 5;

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
}

/// How many rows to place before handing out subproblems: enough pieces (thousands) for the
/// work stealing to balance, and at least three rows left for the kernel. From n = 21 on a
/// fifth row keeps the pieces short (about a second of one core at n = 23, half a minute at
/// n = 25) so a checkpoint loses little, at the price of a longer list (370,000 pieces at
/// n = 21, 2 million at n = 27).
pub(crate) fn depth_for(n: usize) -> usize {
    let wanted = match n {
        ..=17 => 3,
        18..=20 => 4,
        _ => FORMAT_1_DEPTH,
    };
    wanted.min(n.saturating_sub(3)).max(1)
}

/// All subproblems of the given classes, each with `depth` rows placed, in canonical order:
/// classes in the order given, then the placed rows' columns from the lowest up, row 0 first.
/// The position in this order is a subproblem's id (see [`super::plan`]), so the order must
/// only change together with [`super::plan::FORMAT`].
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
        };
        extend(class, &mut sub, 0, &mut out);
    }
    out
}

/// Places row `row` of `sub` every possible way, down to the prefix depth.
fn extend(class: &BorderClass, sub: &mut Subproblem, row: usize, out: &mut Vec<Subproblem>) {
    if row == usize::from(sub.depth) {
        out.push(*sub);
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
