//! The search cut into subtrees by the queens of the first rows, handed out in search order,
//! and the walk of one subtree in that order: lowest column first on every row, so the
//! solutions of the pieces, one piece after the other, are the whole listing's.

use std::ops::ControlFlow;

use crate::solver::{MAX_N, full_mask, low_col};

/// One subtree: the queens of rows `0..depth` placed.
#[derive(Debug, Clone, Copy)]
pub struct Piece {
    /// Its place in search order, from 0.
    pub seq: u64,
    depth: usize,
    queens: [u8; MAX_N],
    cols: u32,
    ld: u32,
    rd: u32,
}

impl Piece {
    /// The columns of the queens the piece places, row 0 first.
    pub fn prefix(&self) -> &[u8] {
        &self.queens[..self.depth]
    }

    /// The columns and the two diagonals its queens attack on the first row below it.
    pub fn masks(&self) -> (u32, u32, u32) {
        (self.cols, self.ld, self.rd)
    }
}

/// How many rows a piece places: enough pieces (thousands from n = 12) that the workers share
/// the search evenly and each piece's share of the output is small beside the bound on memory,
/// at least one row left below.
pub fn depth_for(n: usize) -> usize {
    (n / 4).min(n.saturating_sub(1))
}

/// The pieces of the `n` board, in search order, made as they are asked for (there are too
/// many to list ahead for large boards).
#[derive(Debug, Clone)]
pub struct Pieces {
    depth: usize,
    full: u32,
    row: usize,
    queens: [u8; MAX_N],
    cols: [u32; MAX_N + 1],
    ld: [u32; MAX_N + 1],
    rd: [u32; MAX_N + 1],
    free: [u32; MAX_N + 1],
    next_seq: u64,
    /// The root was handed out (depth 0), or every piece was.
    done: bool,
}

impl Pieces {
    /// The pieces of the `n` board (1 to [`MAX_N`]) placing `depth` rows (below `n`).
    pub fn new(n: usize, depth: usize) -> Self {
        assert!(
            (1..=MAX_N).contains(&n) && depth < n,
            "n = {n}, depth {depth}"
        );
        let full = full_mask(n);
        let mut free = [0; MAX_N + 1];
        free[0] = full;
        Pieces {
            depth,
            full,
            row: 0,
            queens: [0; MAX_N],
            cols: [0; MAX_N + 1],
            ld: [0; MAX_N + 1],
            rd: [0; MAX_N + 1],
            free,
            next_seq: 0,
            done: false,
        }
    }

    /// How many pieces were handed out so far (all of them, once `next` said `None`).
    pub fn handed_out(&self) -> u64 {
        self.next_seq
    }

    fn piece(&mut self, row: usize) -> Piece {
        let piece = Piece {
            seq: self.next_seq,
            depth: row,
            queens: self.queens,
            cols: self.cols[row],
            ld: self.ld[row],
            rd: self.rd[row],
        };
        self.next_seq += 1;
        piece
    }
}

impl Iterator for Pieces {
    type Item = Piece;

    fn next(&mut self) -> Option<Piece> {
        if self.done {
            return None;
        }
        if self.depth == 0 {
            self.done = true;
            return Some(self.piece(0));
        }
        loop {
            let row = self.row;
            let free = self.free[row];
            if free == 0 {
                if row == 0 {
                    self.done = true;
                    return None;
                }
                self.row -= 1;
                continue;
            }
            let bit = free & free.wrapping_neg();
            self.free[row] = free ^ bit;
            self.queens[row] = low_col(bit);
            let next = row + 1;
            self.cols[next] = self.cols[row] | bit;
            self.ld[next] = (self.ld[row] | bit) << 1;
            self.rd[next] = (self.rd[row] | bit) >> 1;
            if next == self.depth {
                return Some(self.piece(next));
            }
            self.free[next] = self.full & !(self.cols[next] | self.ld[next] | self.rd[next]);
            self.row = next;
        }
    }
}

/// What a walk reports to, and asks whether to go on.
pub trait Visit {
    /// A solution: the queen's column on each row.
    fn solution(&mut self, cols: &[u8]);

    /// The walk backs out of a row (the most frequent event after placing a queen): the time
    /// to check, cheaply, whether to stop.
    fn backtrack(&mut self) -> ControlFlow<()>;
}

/// Walks `piece` of the `n` board in search order, reporting to `visit`; stops when it says.
///
/// The walk of the fast counter's scalar kernel (`count::kernel`), which keeps the order: a
/// placement that leaves one of the next three rows without a free square is dropped before
/// descending (its subtree holds no solution), and the last two rows are filled without
/// branches, the lower of their two columns first.
pub fn walk(n: usize, piece: &Piece, visit: &mut impl Visit) -> ControlFlow<()> {
    let top = piece.depth;
    let full = full_mask(n);
    let free = full & !(piece.cols | piece.ld | piece.rd);
    let mut queens = piece.queens;
    let masks = (piece.cols, piece.ld, piece.rd);
    match (top + 3).cmp(&n) {
        std::cmp::Ordering::Greater => plain(n, top, masks, &mut queens, visit),
        std::cmp::Ordering::Equal => {
            last_three(n, top, masks, free, &mut queens, visit);
            ControlFlow::Continue(())
        }
        std::cmp::Ordering::Less => search(n, top, masks, free, &mut queens, visit),
    }
}

/// Rows `top` to `n - 4` with an explicit stack, handing row `n - 3` to [`last_three`].
#[inline(never)]
fn search(
    n: usize,
    top: usize,
    (cols, ld, rd): (u32, u32, u32),
    free: u32,
    queens: &mut [u8; MAX_N],
    visit: &mut impl Visit,
) -> ControlFlow<()> {
    let full = full_mask(n);
    let deepest = n - 3;
    let mut stack = [[0u32; 4]; MAX_N];
    let (mut d, mut cols, mut ld, mut rd, mut free) = (top, cols, ld, rd, free);
    loop {
        if free == 0 {
            if d == top {
                return ControlFlow::Continue(());
            }
            d -= 1;
            [cols, ld, rd, free] = stack[d & 31];
            visit.backtrack()?;
            continue;
        }
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let (nc, nl, nr) = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        let nf = full & !(nc | nl | nr);
        // Rows d + 2 and d + 3 (at most n - 1) must keep a square free of the queens so far.
        // One branch on the three tests (`|`, not `||`): fewer mispredictions than three.
        let dead = (nf == 0)
            | (full & !(nc | (nl << 1) | (nr >> 1)) == 0)
            | (full & !(nc | (nl << 2) | (nr >> 2)) == 0);
        if dead {
            continue;
        }
        queens[d & 31] = low_col(bit);
        if d + 1 == deepest {
            last_three(n, deepest, (nc, nl, nr), nf, queens, visit);
        } else {
            stack[d & 31] = [cols, ld, rd, free];
            d += 1;
            (cols, ld, rd, free) = (nc, nl, nr, nf);
        }
    }
}

/// Row `d = n - 3` and, without branching, the two rows after it: two columns are left, and
/// each way to fill them is a few bit operations.
#[inline(always)]
fn last_three(
    n: usize,
    d: usize,
    (cols, ld, rd): (u32, u32, u32),
    mut free: u32,
    queens: &mut [u8; MAX_N],
    visit: &mut impl Visit,
) {
    let full = full_mask(n);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let (nc, nl, nr) = (cols | bit, (ld | bit) << 1, (rd | bit) >> 1);
        let f2 = full & !(nc | nl | nr);
        // The two columns left, x below y.
        let rest = full & !nc;
        let x = rest & rest.wrapping_neg();
        let y = rest ^ x;
        let attacked = (nl << 1) | (nr >> 1);
        let x_then_y = (f2 & x != 0) & (y & !(attacked | (x << 1) | (x >> 1)) != 0);
        let y_then_x = (f2 & y != 0) & (x & !(attacked | (y << 1) | (y >> 1)) != 0);
        if x_then_y | y_then_x {
            queens[d & 31] = low_col(bit);
            // Row n - 2 on the lower column comes first in search order.
            for (ok, a, b) in [(x_then_y, x, y), (y_then_x, y, x)] {
                if ok {
                    queens[(d + 1) & 31] = low_col(a);
                    queens[(d + 2) & 31] = low_col(b);
                    visit.solution(&queens[..n]);
                }
            }
        }
    }
}

/// The plain walk, for boards of fewer than three rows below the piece (n = 1 and 2).
fn plain(
    n: usize,
    top: usize,
    masks: (u32, u32, u32),
    queens: &mut [u8; MAX_N],
    visit: &mut impl Visit,
) -> ControlFlow<()> {
    let full = full_mask(n);
    let (mut cols, mut ld, mut rd, mut free) = (
        [0u32; MAX_N + 1],
        [0u32; MAX_N + 1],
        [0u32; MAX_N + 1],
        [0u32; MAX_N + 1],
    );
    (cols[top], ld[top], rd[top]) = masks;
    free[top] = full & !(masks.0 | masks.1 | masks.2);
    let mut row = top;
    loop {
        let f = free[row];
        if f == 0 {
            if row == top {
                return ControlFlow::Continue(());
            }
            row -= 1;
            visit.backtrack()?;
            continue;
        }
        let bit = f & f.wrapping_neg();
        free[row] = f ^ bit;
        queens[row] = low_col(bit);
        if row + 1 == n {
            visit.solution(&queens[..n]);
            continue;
        }
        let (c, l, r) = (cols[row] | bit, (ld[row] | bit) << 1, (rd[row] | bit) >> 1);
        row += 1;
        cols[row] = c;
        ld[row] = l;
        rd[row] = r;
        free[row] = full & !(c | l | r);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::catalog::{Listing, solutions};

    struct Collect(Vec<Vec<u8>>);

    impl Visit for Collect {
        fn solution(&mut self, cols: &[u8]) {
            self.0.push(cols.to_vec());
        }

        fn backtrack(&mut self) -> ControlFlow<()> {
            ControlFlow::Continue(())
        }
    }

    #[test]
    fn the_pieces_one_after_another_are_the_search() {
        for n in 1..=10 {
            let expect: Vec<Vec<u8>> = solutions(n, Listing::All).map(|c| c.to_vec()).collect();
            for depth in 0..n {
                let mut found = Collect(Vec::new());
                for (seq, piece) in Pieces::new(n, depth).enumerate() {
                    assert_eq!(piece.seq, seq as u64);
                    let _ = walk(n, &piece, &mut found);
                }
                assert_eq!(found.0, expect, "n = {n}, depth {depth}");
            }
        }
    }

    #[test]
    fn pieces_are_the_safe_placements_of_the_first_rows_in_order() {
        // Worked out by brute force: every triple of columns, kept when no two attack.
        let safe = |q: &[u8]| {
            (0..q.len()).all(|a| {
                (a + 1..q.len()).all(|b| q[a] != q[b] && usize::from(q[a].abs_diff(q[b])) != b - a)
            })
        };
        let mut expect = Vec::new();
        for a in 0..8 {
            for b in 0..8 {
                for c in 0..8 {
                    if safe(&[a, b, c]) {
                        expect.push(vec![a, b, c]);
                    }
                }
            }
        }
        let found: Vec<Vec<u8>> = Pieces::new(8, 3).map(|p| p.queens[..3].to_vec()).collect();
        assert_eq!(found, expect);
    }

    /// A walk told to stop at its first backtrack stops there.
    #[test]
    fn a_walk_stops_when_told() {
        struct StopAtOnce(u32);
        impl Visit for StopAtOnce {
            fn solution(&mut self, _: &[u8]) {}
            fn backtrack(&mut self) -> ControlFlow<()> {
                self.0 += 1;
                ControlFlow::Break(())
            }
        }
        let root = Pieces::new(12, 0).next().unwrap();
        let mut visit = StopAtOnce(0);
        assert!(walk(12, &root, &mut visit).is_break());
        assert_eq!(visit.0, 1);
    }
}
