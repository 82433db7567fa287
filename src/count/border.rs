//! The border classes the counter searches: which solutions it visits, and what each one
//! stands for under the eight symmetries of the square (those live in
//! [`crate::solver::symmetry`], shared with the solutions browser).
//!
//! Every solution has one queen on each border line: the top row, the bottom row, the left
//! column and the right column (a corner queen sits on two). Each of those four queens has a
//! *border distance*: how far it stands from the nearest corner along its line. The symmetries
//! of the square move the four border queens onto one another and keep their distances, so the
//! largest border distance `m` is the same for all eight images of a solution.
//!
//! The counter only searches the solutions whose **top** queen has that largest distance and
//! stands in the left half, at column `m` (class `m`). Every orbit of solutions has at least one
//! member there (turn a border queen of distance `m` to the top, mirror it into the left half),
//! and the constraint prunes the search hard: a queen on a side column must stay within `m` rows
//! of a corner, and the bottom queen within `m` columns of one.
//!
//! Most solutions in class `m` are *plain*: no other border queen has distance `m`. A plain
//! solution is the only member of its orbit in the class (in the middle column of an odd board,
//! the only one left after the class drops the mirror half) and its orbit has all 8 members, so
//! it stands for 8 solutions and 1 class without further work. The rest (*ties*) are rare and
//! are classified one by one by [`classify_tie`].

use crate::solver::symmetry::Transform;
use crate::solver::{MAX_N, low_col};

/// The border class of one top-queen column `m` (`m <= n - 1 - m`).
#[derive(Debug, Clone)]
pub(crate) struct BorderClass {
    /// The board size.
    pub n: usize,
    /// The top queen's column, which is also the largest border distance.
    pub m: usize,
    /// Per row, the columns the class allows there (before any conflict with other queens).
    /// Three entries of padding let the kernel look three rows ahead without a bounds check.
    pub allowed: [u32; MAX_N + 3],
    /// Per row, the squares that give another border queen the distance `m` (a tie). Only
    /// rows `m`, `n - 1 - m` and `n - 1` have any.
    pub tie_at: [u32; MAX_N],
}

impl BorderClass {
    /// The class of top-queen column `m` on an `n` board.
    pub fn new(n: usize, m: usize) -> Self {
        debug_assert!((1..=MAX_N).contains(&n) && m <= n - 1 - m);
        let full = crate::solver::full_mask(n);
        let last = n - 1;
        let sides = 1 | (1 << last);
        let near_corner = |i: usize| i.min(last - i) <= m;
        let mut allowed = [0u32; MAX_N + 3];
        let mut tie_at = [0u32; MAX_N];
        for row in 0..n {
            let mut mask = full;
            if !near_corner(row) {
                // A side-column queen here would have a border distance above `m`.
                mask &= !sides;
            }
            if row == m || row == last - m {
                tie_at[row] |= sides;
            }
            allowed[row] = mask;
        }
        let mut bottom = 0;
        for col in (0..n).filter(|&c| near_corner(c)) {
            bottom |= 1 << col;
        }
        allowed[last] &= bottom;
        tie_at[last] |= (1 << m) | (1 << (last - m));
        allowed[0] = 1 << m;
        if m == last - m && n > 1 {
            // The middle column of an odd board: left-right mirroring maps the class onto
            // itself. Keep the half with the row-1 queen left of the middle, which holds the
            // smaller (by columns) of every mirror pair.
            allowed[1] &= (1 << m) - 1;
        }
        // Row 0 is the top queen itself: it is never "another" border queen.
        tie_at[0] = 0;
        Self {
            n,
            m,
            allowed,
            tie_at,
        }
    }

    /// Every square allowed and no tie anywhere: the kernel then counts each solution once,
    /// as a plain one, with no symmetry reduction (for counting the completions of a prefix).
    pub fn open(n: usize) -> Self {
        debug_assert!((1..=MAX_N).contains(&n));
        let mut allowed = [0u32; MAX_N + 3];
        allowed[..n].fill(crate::solver::full_mask(n));
        Self {
            n,
            m: 0,
            allowed,
            tie_at: [0; MAX_N],
        }
    }

    /// The classes of an `n` board, smallest `m` first. `m = 0` would put all four border
    /// queens in corners, and no two corners of a board larger than 1 can both hold a queen
    /// (they share a row, a column or a diagonal), so it only exists for `n = 1`.
    pub fn all(n: usize) -> Vec<Self> {
        let first = if n == 1 { 0 } else { 1 };
        (first..=(n - 1) / 2).map(|m| Self::new(n, m)).collect()
    }
}

/// The column of the queen in each row, from one bit per row.
pub(crate) fn columns(rows: &[u32]) -> [u8; MAX_N] {
    let mut cols = [0u8; MAX_N];
    for (c, &bit) in cols.iter_mut().zip(rows) {
        *c = low_col(bit);
    }
    cols
}

/// What one solution adds to the counts: `(total, unique)`.
///
/// `rows` holds one bit per row of a solution in class `m`. The orbit's members in the class
/// are the images whose top queen is at column `m`; the lexicographically smallest of them
/// (by columns, row 0 first) represents the orbit and adds the orbit's size and one class;
/// the others add nothing. That member is always searched: in the middle column, the dropped
/// mirror half only holds members larger than their mirror image. Works for every solution of
/// the class, plain or not; the kernel only sends the ties here.
///
/// Each image is read row by row without being built (its row `i` comes from row or column
/// `i` or `n - 1 - i` of the solution), and compared as it is read: most images leave the
/// class at row 0 or differ from the solution within a row or two.
pub(crate) fn classify_tie(n: usize, m: usize, rows: &[u32]) -> (u64, u64) {
    let me = columns(rows);
    // Every image with its top queen at column `m` agrees with this solution on row 0.
    debug_assert_eq!(usize::from(me[0]), m);
    // The row of the queen in each column: the columns of the transposed board.
    let mut row_of = [0u8; MAX_N];
    for (row, &col) in (0u8..).zip(&me[..n]) {
        row_of[usize::from(col) & (MAX_N - 1)] = row;
    }
    let last = n - 1;
    let mut fixed = 0;
    for g in Transform::ALL {
        let (swap, flip_row, flip_col) = g.parts();
        let source = if swap { &row_of } else { &me };
        let image = |i: usize| {
            let v = usize::from(source[if flip_row { last - i } else { i }]);
            if flip_col { last - v } else { v }
        };
        match (0..n).find(|&i| image(i) != usize::from(me[i])) {
            None => fixed += 1,
            // A member of the class (top queen at `m`) smaller than this one: not the
            // representative. (Row 0 differing means the image is not in the class.)
            Some(i) if i > 0 && image(i) < usize::from(me[i]) => return (0, 0),
            Some(_) => {}
        }
    }
    (8 / fixed, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: build every image, compare whole column lists.
    fn classify_by_images(n: usize, m: usize, rows: &[u32]) -> (u64, u64) {
        let columns = columns(rows);
        let me = &columns[..n];
        let mut fixed = 0;
        for g in Transform::ALL {
            let other = g.image(me);
            if other.as_slice() == me {
                fixed += 1;
            } else if usize::from(other[0]) == m && other.as_slice() < me {
                return (0, 0);
            }
        }
        (8 / fixed, 1)
    }

    #[test]
    fn classifying_agrees_with_building_every_image() {
        fn walk(class: &BorderClass, row: usize, masks: (u32, u32, u32), path: &mut Vec<u32>) {
            let n = class.n;
            if row == n {
                assert_eq!(
                    classify_tie(n, class.m, path),
                    classify_by_images(n, class.m, path),
                    "n = {n}, {path:?}"
                );
                return;
            }
            let (cols, ld, rd) = masks;
            let mut free = class.allowed[row] & !(cols | ld | rd);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                path.push(bit);
                walk(
                    class,
                    row + 1,
                    (cols | bit, (ld | bit) << 1, (rd | bit) >> 1),
                    path,
                );
                path.pop();
            }
        }
        for n in 1..=11 {
            for class in BorderClass::all(n) {
                walk(&class, 0, (0, 0, 0), &mut Vec::new());
            }
        }
    }

    #[test]
    fn classes_keep_side_queens_near_corners() {
        let class = BorderClass::new(8, 1);
        let sides = 1 | (1 << 7);
        assert_eq!(class.allowed[0], 1 << 1);
        assert_eq!(class.allowed[1] & sides, sides);
        assert_eq!(class.allowed[2] & sides, 0);
        assert_eq!(class.allowed[6] & sides, sides);
        // Bottom queen within 1 column of a corner.
        assert_eq!(class.allowed[7], 0b1100_0011);
        // The middle column keeps the left half of row 1.
        assert_eq!(BorderClass::new(7, 3).allowed[1], 0b000_0111);
        assert_eq!(BorderClass::all(1).len(), 1);
        assert_eq!(BorderClass::all(8).len(), 3);
    }
}
