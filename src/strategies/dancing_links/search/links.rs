//! The exact-cover matrix of the N-Queens problem as Knuth's dancing links: every 1 of the
//! matrix a node in two circular doubly linked lists, its row's and its column's, with a
//! header node a column. Covering a column unlinks it and its rows; uncovering links them
//! back in the reverse order, each node remembering where it was.
//!
//! The columns of the `n` board, numbered so: the `n` ranks (`0..n`), the `n` files
//! (`n..2n`), the `2n − 1` falling diagonals `╲` (`2n..4n − 1`, `c − r + n − 1` from the
//! bottom-left corner) and the `2n − 1` rising ones `╱` (`4n − 1..6n − 2`, `r + c`). Ranks
//! and files are primary (each covered exactly once); the diagonals secondary (at most once):
//! their headers stay out of the header list, linked to themselves, so the search never
//! chooses one. The rows are the `n²` squares, rank by rank, each with four nodes (its rank,
//! file, `╲` and `╱`), appended to their columns in that order, so each rank's column lists
//! its squares file a first and each file's column rank by rank from the top.

use crate::solver::MAX_N;

/// The root node, whose right and left are the first and last primary column not covered.
const ROOT: usize = 0;

/// Which family a column of the matrix belongs to, and its index in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// A rank (a board row, 0 the top).
    Rank(usize),
    /// A file (a board column, 0 file a).
    File(usize),
    /// A falling diagonal `╲`, its index `c − r + n − 1`.
    Falling(usize),
    /// A rising diagonal `╱`, its index `r + c`.
    Rising(usize),
}

/// The columns of the `n` board's matrix.
pub const fn columns(n: usize) -> usize {
    6 * n - 2
}

/// The column of line `line` on the `n` board.
pub fn column(n: usize, line: Line) -> usize {
    match line {
        Line::Rank(r) => r,
        Line::File(c) => n + c,
        Line::Falling(d) => 2 * n + d,
        Line::Rising(d) => 4 * n - 1 + d,
    }
}

/// The line column `k` of the `n` board's matrix stands for.
pub fn line(n: usize, k: usize) -> Line {
    match k {
        _ if k < n => Line::Rank(k),
        _ if k < 2 * n => Line::File(k - n),
        _ if k < 4 * n - 1 => Line::Falling(k - 2 * n),
        _ => Line::Rising(k - (4 * n - 1)),
    }
}

/// The four columns of square (`r`, `c`): its rank, file, `╲` and `╱`.
pub fn columns_of(n: usize, r: usize, c: usize) -> [usize; 4] {
    [
        column(n, Line::Rank(r)),
        column(n, Line::File(c)),
        column(n, Line::Falling(c + n - 1 - r)),
        column(n, Line::Rising(r + c)),
    ]
}

/// The linked matrix (see the module's notes). Node `0` is the root, `1 + k` the header of
/// column `k`, and the nodes of square (`r`, `c`) are the four from
/// `1 + columns + 4·(r·n + c)`, in the order of [`columns_of`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Links {
    n: usize,
    left: Vec<u16>,
    right: Vec<u16>,
    up: Vec<u16>,
    down: Vec<u16>,
    /// The column of each node (a header's own).
    col: Vec<u16>,
    /// Rows still linked in each column.
    len: Vec<u8>,
    /// Whether each column is covered.
    covered: Vec<bool>,
    /// Links undone so far: a column header taken out of the header list, or a node out of
    /// its column, each counted once (uncovering puts back exactly what covering took).
    updates: u64,
    /// Links redone so far by uncovering.
    restores: u64,
}

/// A node's index as the link arrays keep it (at most `1 + 190 + 4·1024` nodes).
fn link(i: usize) -> u16 {
    u16::try_from(i).expect("a board of at most MAX_N has fewer than 65,536 nodes")
}

impl Links {
    /// The matrix of the `n` board with its primary columns in the header list in `primary`'s
    /// order (the order the search looks through them).
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`, or `primary` is not a list of the `2n` primary columns.
    pub fn new(n: usize, primary: &[usize]) -> Links {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        assert_eq!(primary.len(), 2 * n, "every rank and file, once");
        let headers = columns(n);
        let nodes = 1 + headers + 4 * n * n;
        let mut links = Links {
            n,
            left: (0..nodes).map(link).collect(),
            right: (0..nodes).map(link).collect(),
            up: (0..nodes).map(link).collect(),
            down: (0..nodes).map(link).collect(),
            col: (0..nodes).map(|i| link(i.saturating_sub(1))).collect(),
            len: vec![0; headers],
            covered: vec![false; headers],
            updates: 0,
            restores: 0,
        };
        let mut last = ROOT;
        for &k in primary {
            links.join_right(last, 1 + k);
            last = 1 + k;
        }
        for r in 0..n {
            for c in 0..n {
                links.add_row(r, c);
            }
        }
        links
    }

    /// Puts node `node` right of `at` in their row (or the header list).
    fn join_right(&mut self, at: usize, node: usize) {
        let after = usize::from(self.right[at]);
        self.right[node] = link(after);
        self.left[node] = link(at);
        self.left[after] = link(node);
        self.right[at] = link(node);
    }

    /// Appends the row of square (`r`, `c`) to the bottom of its four columns.
    fn add_row(&mut self, r: usize, c: usize) {
        let first = self.node_of(r, c);
        for (i, k) in columns_of(self.n, r, c).into_iter().enumerate() {
            let (node, head) = (first + i, 1 + k);
            let above = usize::from(self.up[head]);
            self.col[node] = link(k);
            self.up[node] = link(above);
            self.down[node] = link(head);
            self.down[above] = link(node);
            self.up[head] = link(node);
            self.len[k] += 1;
            if i > 0 {
                self.join_right(node - 1, node);
            }
        }
    }

    /// The first node of square (`r`, `c`)'s row (the one in its rank's column).
    pub fn node_of(&self, r: usize, c: usize) -> usize {
        1 + columns(self.n) + 4 * (r * self.n + c)
    }

    /// The square whose row holds node `node` (not a header).
    pub fn square_of(&self, node: usize) -> (usize, usize) {
        let at = (node - 1 - columns(self.n)) / 4;
        (at / self.n, at % self.n)
    }

    /// The header of column `k`.
    pub fn header(k: usize) -> usize {
        1 + k
    }

    /// The column of node `node`.
    pub fn col(&self, node: usize) -> usize {
        usize::from(self.col[node])
    }

    /// The node below `node` in its column.
    pub fn down(&self, node: usize) -> usize {
        usize::from(self.down[node])
    }

    /// Rows still linked in column `k`.
    pub fn len(&self, k: usize) -> usize {
        usize::from(self.len[k])
    }

    /// Whether column `k` is covered.
    pub fn covered(&self, k: usize) -> bool {
        self.covered[k]
    }

    /// Links undone so far (see the field).
    pub fn updates(&self) -> u64 {
        self.updates
    }

    /// Links moved so far, undone or redone.
    pub fn moves(&self) -> u64 {
        self.updates + self.restores
    }

    /// The primary columns not covered, in the header list's order.
    pub fn open(&self) -> impl Iterator<Item = usize> + '_ {
        let mut at = usize::from(self.right[ROOT]);
        std::iter::from_fn(move || {
            (at != ROOT).then(|| {
                let k = at - 1;
                at = usize::from(self.right[at]);
                k
            })
        })
    }

    /// True once every primary column is covered: the rows taken are a solution.
    pub fn all_covered(&self) -> bool {
        usize::from(self.right[ROOT]) == ROOT
    }

    /// Covers column `k`: takes its header out of the header list (a secondary column's is
    /// linked to itself: nothing moves) and every row through it out of the other columns.
    pub fn cover(&mut self, k: usize) {
        let head = Links::header(k);
        let (l, r) = (self.left[head], self.right[head]);
        self.right[usize::from(l)] = r;
        self.left[usize::from(r)] = l;
        self.updates += u64::from(usize::from(l) != head);
        self.covered[k] = true;
        let mut i = self.down(head);
        while i != head {
            let mut j = usize::from(self.right[i]);
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[usize::from(u)] = d;
                self.up[usize::from(d)] = u;
                let k = self.col(j);
                self.len[k] -= 1;
                self.updates += 1;
                j = usize::from(self.right[j]);
            }
            i = self.down(i);
        }
    }

    /// Uncovers column `k`, undoing [`Links::cover`] in the reverse order: the rows from the
    /// bottom up, each row's nodes right to left, then the header.
    pub fn uncover(&mut self, k: usize) {
        let head = Links::header(k);
        let mut i = usize::from(self.up[head]);
        while i != head {
            let mut j = usize::from(self.left[i]);
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[usize::from(u)] = link(j);
                self.up[usize::from(d)] = link(j);
                let k = self.col(j);
                self.len[k] += 1;
                self.restores += 1;
                j = usize::from(self.left[j]);
            }
            i = usize::from(self.up[i]);
        }
        let (l, r) = (self.left[head], self.right[head]);
        self.right[usize::from(l)] = link(head);
        self.left[usize::from(r)] = link(head);
        self.restores += u64::from(usize::from(l) != head);
        self.covered[k] = false;
    }

    /// Takes row `node` (any node of it): covers its columns other than `node`'s own, left to
    /// right from `node`.
    pub fn take_row(&mut self, node: usize) {
        let mut j = usize::from(self.right[node]);
        while j != node {
            self.cover(self.col(j));
            j = usize::from(self.right[j]);
        }
    }

    /// Gives back row `node`, undoing [`Links::take_row`]: right to left.
    pub fn give_back_row(&mut self, node: usize) {
        let mut j = usize::from(self.left[node]);
        while j != node {
            self.uncover(self.col(j));
            j = usize::from(self.left[j]);
        }
    }

    /// Whether square (`r`, `c`)'s row is still in the matrix: none of its columns covered.
    pub fn linked(&self, r: usize, c: usize) -> bool {
        columns_of(self.n, r, c)
            .into_iter()
            .all(|k| !self.covered[k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(n: usize) -> Vec<usize> {
        (0..2 * n).collect()
    }

    #[test]
    fn the_eight_board_has_64_rows_and_46_columns_of_the_right_sizes() {
        let links = Links::new(8, &plain(8));
        assert_eq!(columns(8), 46);
        for k in 0..16 {
            assert_eq!(links.len(k), 8, "a rank or a file: eight squares");
        }
        // The diagonals run 1, 2, … 8 … 2, 1 squares long, in both families.
        let sizes: Vec<usize> = (16..46).map(|k| links.len(k)).collect();
        let one: Vec<usize> = (1..=8).chain((1..8).rev()).collect();
        assert_eq!(sizes, [one.clone(), one].concat());
        assert_eq!(links.open().collect::<Vec<_>>(), plain(8));
        assert_eq!(links.square_of(links.node_of(3, 5)), (3, 5));
        for k in 0..46 {
            assert_eq!(column(8, line(8, k)), k);
        }
    }

    #[test]
    fn covering_then_uncovering_leaves_every_link_as_it_was() {
        let fresh = Links::new(6, &plain(6));
        let mut links = fresh.clone();
        links.cover(2);
        let row = links.node_of(2, 3);
        links.take_row(row);
        assert!(!links.linked(4, 3), "file d is covered");
        assert!(
            !links.linked(3, 2),
            "the rising diagonal through (2, 3) is covered"
        );
        assert!(links.linked(4, 0));
        // Row 3 loses (3, 3) to the file, (3, 4) and (3, 2) to the two diagonals.
        assert_eq!(links.len(3), 3);
        assert!(links.updates() > 0);
        links.give_back_row(row);
        links.uncover(2);
        assert_eq!(
            links.restores, links.updates,
            "as many links redone as undone"
        );
        let reset = Links {
            updates: 0,
            restores: 0,
            ..links
        };
        assert_eq!(reset, fresh);
    }
}
