//! The search tree as an icicle diagram (`:tree`): one band per row of the board, each node a
//! cell whose width is its subtree's share of the whole search, the current path marked.
//!
//! Widths need the size of every subtree drawn. A node's size is asked for once and kept in a
//! [`TreeBook`]: on small boards all of them are counted at once; on larger ones the view says
//! which nodes it lacks, and the loop counts them in the background (a [`SizeJob`]), exactly
//! where that is cheap or the search has explored the node already, and as Knuth estimates
//! elsewhere. Only nodes at least a column wide are split into their children, so the book
//! holds at most the children of what one screen shows: its memory is bounded by the screen,
//! not by the run.
//!
//! Widths are in columns of the panel: the one piece of geometry the state knows, as the
//! solutions list knows its rows, so that it asks for the sizes the view will draw.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicBool;

use crate::count::tree::{Subtree, Tree, below, children};
use crate::solver::Solver;
use crate::vocabulary::{JobId, NodeCount};

/// Boards whose whole tree is counted when the diagram is first asked for (n = 8: 2,056
/// nodes), with no background work.
const COUNTED_AT_ONCE: usize = 8;

/// Boards whose tree is small enough to give every node room for its label, where the panel
/// is wide enough (n = 7: at most 164 nodes in a row).
const EVERY_NODE_UP_TO: usize = 7;

/// A node of the search tree: the columns of its queens, row 0 first.
pub type Prefix = Vec<u8>;

/// What is known of a node's subtree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    /// Its counts and depth.
    pub subtree: Subtree,
    /// Counted, rather than estimated.
    pub exact: bool,
}

impl Size {
    /// The node and its size, from a background count's report.
    pub fn from_count(count: NodeCount) -> (Prefix, Size) {
        let tree = Tree {
            placements: count.placements,
            dead_ends: count.dead_ends,
            solutions: count.solutions,
        };
        let size = Size {
            subtree: Subtree {
                tree,
                deepest: count.deepest,
            },
            exact: count.exact,
        };
        (count.prefix, size)
    }

    /// The node's report, as a background count gives it.
    pub fn to_count(self, prefix: Prefix) -> NodeCount {
        let t = self.subtree.tree;
        NodeCount {
            prefix,
            placements: t.placements,
            dead_ends: t.dead_ends,
            solutions: t.solutions,
            deepest: self.subtree.deepest,
            exact: self.exact,
        }
    }
}

/// Where a node stands against the search's position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// The search has been through all of it.
    Done,
    /// The search is in it now: it is on the current path.
    Path,
    /// The search has not entered it yet.
    Ahead,
    /// Nodes drawn together, the search through some and not yet at the others, and not in
    /// any of them now (or, below a group, deeper than the queens on the board).
    Partly,
}

/// What a cell of the diagram stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum What {
    /// One node.
    Node {
        /// The node's queens.
        prefix: Prefix,
        /// Its subtree.
        size: Size,
        /// Where it stands against the search.
        reach: Reach,
        /// The event that enters it (placing its queen), in the bitmask search's numbering,
        /// if the nodes before it are all counted exactly.
        entered: Option<u64>,
    },
    /// Several neighbouring nodes, too narrow to be drawn apart.
    Group {
        /// How many.
        nodes: usize,
        /// Their subtrees together (exact if all are).
        size: Size,
        /// Where they stand together (`Path` if the search is in one of them).
        reach: Reach,
        /// The event that enters the first of them, as for a node.
        entered: Option<u64>,
    },
    /// What lies below a group, on this row, drawn as one.
    Below {
        /// The group's subtrees together.
        size: Size,
        /// Where the group stands.
        reach: Reach,
    },
    /// The children of a node whose sizes are still being counted.
    Counting,
}

impl What {
    /// The subtree the cell stands for, if known.
    pub fn size(&self) -> Option<Size> {
        match self {
            What::Node { size, .. } | What::Group { size, .. } | What::Below { size, .. } => {
                Some(*size)
            }
            What::Counting => None,
        }
    }

    /// Where the cell stands against the search (`None`: still counting).
    pub fn reach(&self) -> Option<Reach> {
        match self {
            What::Node { reach, .. } | What::Group { reach, .. } | What::Below { reach, .. } => {
                Some(*reach)
            }
            What::Counting => None,
        }
    }
}

/// A cell of one band: columns `start..end` of the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// First column.
    pub start: u16,
    /// One past the last column.
    pub end: u16,
    /// What it stands for.
    pub what: What,
}

/// The diagram laid out for a width: the bands of cells, row 0 first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Icicle {
    /// Columns of every band.
    pub width: u16,
    /// The cells of each row drawn, left to right.
    pub bands: Vec<Vec<Cell>>,
    /// The whole tree (the root's children together), if all are known.
    pub whole: Option<Size>,
    /// Nodes whose sizes the layout lacked, with whether they must be exact (explored ones).
    pub missing: Vec<(Prefix, bool)>,
}

impl Icicle {
    /// Cells in all bands.
    pub fn cells(&self) -> usize {
        self.bands.iter().map(Vec::len).sum()
    }

    /// True if every width drawn is counted, none estimated (cells still being counted
    /// aside: see [`Icicle::counting`]).
    pub fn exact(&self) -> bool {
        self.bands
            .iter()
            .flatten()
            .all(|c| c.what.size().is_none_or(|s| s.exact))
    }

    /// True while some cell waits for its size.
    pub fn counting(&self) -> bool {
        self.bands
            .iter()
            .flatten()
            .any(|c| c.what == What::Counting)
    }
}

/// Where the search stands, as the diagram needs it.
#[derive(Debug, Clone, Copy)]
pub struct Position<'a> {
    /// The queens on the board, row 0 first.
    pub queens: &'a [u8],
    /// The columns of the next row not tried yet.
    pub untried: u32,
    /// The search is over.
    pub over: bool,
}

impl<'a> Position<'a> {
    /// The position of `solver`.
    pub fn of(solver: &'a Solver) -> Self {
        let depth = solver.depth();
        Position {
            queens: solver.queens(),
            untried: if depth < solver.n() {
                solver.candidates(depth)
            } else {
                0
            },
            over: solver.is_done(),
        }
    }

    /// Where node `prefix` stands. The search goes in column order row by row, so a node
    /// before the path (at the first row where they differ) is done, after it ahead; below
    /// the path's end, the next row's tried columns are done and its untried ones ahead.
    pub fn reach(&self, prefix: &[u8]) -> Reach {
        if self.over {
            return Reach::Done;
        }
        let depth = self.queens.len();
        for (row, &col) in prefix.iter().enumerate() {
            if row == depth {
                return if self.untried & (1 << col) != 0 {
                    Reach::Ahead
                } else {
                    Reach::Done
                };
            }
            let on = self.queens[row];
            if col != on {
                return if col < on { Reach::Done } else { Reach::Ahead };
            }
        }
        Reach::Path
    }
}

/// The sizes known of one board's tree, and what has been asked for.
#[derive(Debug, Clone)]
pub struct TreeBook {
    n: usize,
    sizes: HashMap<Prefix, Size>,
    /// Nodes asked for, and asked for exactly.
    asked: HashSet<Prefix>,
    asked_exact: HashSet<Prefix>,
    /// For small boards: the leaves under each node, so that every node can have room.
    leaves: HashMap<Prefix, usize>,
    /// The job its background counts belong to, named by the state ([`TreeBook::named`]): a
    /// new one when they are no longer wanted (the diagram closed), so that the state cancels
    /// the old one.
    job: JobId,
}

impl TreeBook {
    /// The book of the `n` board's tree; small trees are counted whole at once. Its counts
    /// are job `TreeSizes(0)`, a name the state never gives, until [`TreeBook::named`].
    pub fn new(n: usize) -> Self {
        let mut book = TreeBook {
            n,
            sizes: HashMap::new(),
            asked: HashSet::new(),
            asked_exact: HashSet::new(),
            leaves: HashMap::new(),
            job: JobId::TreeSizes(0),
        };
        if n <= COUNTED_AT_ONCE {
            book.count_whole();
        }
        book
    }

    /// This book, its counts job `job`.
    pub fn named(self, job: JobId) -> Self {
        TreeBook { job, ..self }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Every node's size, by one walk of the whole tree (and, for the smallest boards, the
    /// leaves under every node).
    fn count_whole(&mut self) {
        let never = AtomicBool::new(false);
        let mut stack: Vec<Prefix> = children(self.n, &[]).into_iter().map(|c| vec![c]).collect();
        while let Some(prefix) = stack.pop() {
            if let Ok(subtree) = below(self.n, &prefix, &never) {
                self.sizes.insert(
                    prefix.clone(),
                    Size {
                        subtree,
                        exact: true,
                    },
                );
            }
            for c in children(self.n, &prefix) {
                let mut child = prefix.clone();
                child.push(c);
                stack.push(child);
            }
        }
        if self.n <= EVERY_NODE_UP_TO {
            // A leaf (a dead end, or a solution) has nothing under it, so its columns are its
            // own: a node needs a column for each leaf of its subtree.
            let mut leaves: HashMap<Prefix, usize> = HashMap::new();
            for prefix in self.sizes.keys() {
                if children(self.n, prefix).is_empty() {
                    for len in 1..=prefix.len() {
                        *leaves.entry(prefix[..len].to_vec()).or_default() += 1;
                    }
                }
            }
            self.leaves = leaves;
        }
    }

    /// What is known of node `prefix`.
    pub fn size(&self, prefix: &[u8]) -> Option<Size> {
        self.sizes.get(prefix).copied()
    }

    /// Nodes whose sizes are known (the book's memory).
    pub fn known(&self) -> usize {
        self.sizes.len()
    }

    /// Takes in sizes counted in the background.
    pub fn sized(&mut self, sizes: Vec<NodeCount>) {
        for count in sizes {
            let (prefix, size) = Size::from_count(count);
            // An estimate never replaces a count.
            if !self.sizes.get(&prefix).is_some_and(|known| known.exact) {
                self.sizes.insert(prefix, size);
            }
        }
    }

    /// The background work `icicle` lacked, if it has not been asked for yet: marks it asked.
    pub fn wants(&mut self, icicle: &Icicle) -> Option<SizeJob> {
        let nodes: Vec<(Prefix, bool)> = icicle
            .missing
            .iter()
            .filter(|(prefix, exact)| {
                if *exact {
                    self.asked_exact.insert(prefix.clone())
                } else {
                    self.asked.insert(prefix.clone())
                }
            })
            .cloned()
            .collect();
        (!nodes.is_empty()).then_some(SizeJob {
            n: self.n,
            nodes,
            job: self.job,
        })
    }

    /// The job of the counts asked for so far.
    pub fn job(&self) -> JobId {
        self.job
    }

    /// No longer awaits the work under way (the state cancels its job) and forgets it was
    /// asked for (it will be asked again, as the new job `next`).
    pub fn cancel(&mut self, next: JobId) {
        self.job = next;
        self.asked.clear();
        self.asked_exact.clear();
    }

    /// Forgets the sizes no layout of `keep` uses, once the book holds more than `bound`.
    pub fn trim(&mut self, keep: &Icicle, bound: usize) {
        if self.sizes.len() <= bound || self.n <= COUNTED_AT_ONCE {
            return;
        }
        // A node drawn keeps its siblings (its parent's split needs them all): every child of
        // a drawn node's parent stays.
        let parents: HashSet<&[u8]> = keep
            .bands
            .iter()
            .flatten()
            .filter_map(|c| match &c.what {
                What::Node { prefix, .. } => prefix.split_last().map(|(_, parent)| parent),
                _ => None,
            })
            .collect();
        self.sizes.retain(|prefix, _| {
            prefix
                .split_last()
                .is_some_and(|(_, parent)| parents.contains(parent))
        });
    }

    /// Lays the diagram out `width` columns wide with at most `rows` bands, for the search
    /// at `position`. Nodes narrower than a column are drawn together as a group; only single
    /// nodes are split into their children.
    pub fn layout(&self, position: Position, width: u16, rows: usize) -> Icicle {
        let n = self.n;
        let rows = rows.min(n);
        let mut icicle = Icicle {
            width,
            ..Icicle::default()
        };
        if width == 0 || rows == 0 {
            return icicle;
        }
        // The nodes to split on the next band: (prefix, span, events before its first child).
        let mut parents: Vec<(Prefix, u16, u16, Option<u64>)> =
            vec![(Vec::new(), 0, width, Some(0))];
        // Groups continue below as one cell while their subtrees go deeper.
        let mut groups: Vec<(u16, u16, Size, Reach)> = Vec::new();
        for row in 0..rows {
            let mut band = Vec::new();
            let mut next = Vec::new();
            let mut next_groups = Vec::new();
            for (start, end, size, reach) in groups {
                if size.subtree.deepest >= row {
                    // The path goes down through a group only as far as the queens do.
                    let here = if reach == Reach::Path && row >= position.queens.len() {
                        Reach::Partly
                    } else {
                        reach
                    };
                    band.push(Cell {
                        start,
                        end,
                        what: What::Below { size, reach: here },
                    });
                    next_groups.push((start, end, size, reach));
                }
            }
            for (prefix, start, end, before) in parents {
                self.split(
                    &prefix,
                    (start, end),
                    before,
                    position,
                    &mut icicle.missing,
                    &mut band,
                    &mut next,
                    &mut next_groups,
                );
            }
            band.sort_by_key(|c| c.start);
            if row == 0 {
                icicle.whole = whole(&band);
            }
            icicle.bands.push(band);
            parents = next;
            groups = next_groups;
        }
        // Explored nodes drawn with an estimate get counted exactly.
        for cell in icicle.bands.iter().flatten() {
            if let What::Node {
                prefix,
                size,
                reach: Reach::Done,
                ..
            } = &cell.what
                && !size.exact
                && !self.asked_exact.contains(prefix)
            {
                icicle.missing.push((prefix.clone(), true));
            }
        }
        icicle
    }

    /// Room for every node of `kids` in `width` columns where the panel has it: three columns
    /// a leaf (a label and a gap), else one; else none.
    fn floors(&self, kids: &[Prefix], width: u16) -> Vec<u16> {
        [3, 1]
            .into_iter()
            .map(|each| {
                kids.iter()
                    .map(|k| self.leaves.get(k).map_or(0, |&l| each * cells(l)))
                    .collect::<Vec<u16>>()
            })
            .find(|f| f.iter().map(|&c| u32::from(c)).sum::<u32>() <= u32::from(width))
            .unwrap_or_else(|| vec![0; kids.len()])
    }

    /// Splits the span of node `prefix` among its children on the next band.
    #[expect(
        clippy::too_many_arguments,
        reason = "one band's working lists, passed along"
    )]
    fn split(
        &self,
        prefix: &[u8],
        (start, end): (u16, u16),
        before: Option<u64>,
        position: Position,
        missing: &mut Vec<(Prefix, bool)>,
        band: &mut Vec<Cell>,
        next: &mut Vec<(Prefix, u16, u16, Option<u64>)>,
        groups: &mut Vec<(u16, u16, Size, Reach)>,
    ) {
        let kids: Vec<Prefix> = children(self.n, prefix)
            .into_iter()
            .map(|c| {
                let mut kid = prefix.to_vec();
                kid.push(c);
                kid
            })
            .collect();
        if kids.is_empty() {
            return;
        }
        let sizes: Vec<Option<Size>> = kids.iter().map(|k| self.size(k)).collect();
        if sizes.iter().any(Option::is_none) {
            for (kid, size) in kids.iter().zip(&sizes) {
                if size.is_none() && !self.asked.contains(kid) {
                    let exact = position.reach(kid) == Reach::Done;
                    missing.push((kid.clone(), exact));
                }
            }
            band.push(Cell {
                start,
                end,
                what: What::Counting,
            });
            return;
        }
        let sizes: Vec<Size> = sizes.into_iter().flatten().collect();
        let weights: Vec<u64> = sizes.iter().map(|s| s.subtree.tree.placements).collect();
        let floors = self.floors(&kids, end - start);
        let entered = entered(before, &sizes);
        for (range, (s, e)) in spans(&weights, &floors, start, end) {
            if range.len() == 1 {
                let i = range.start;
                let kid = &kids[i];
                let reach = position.reach(kid);
                next.push((kid.clone(), s, e, entered[i]));
                band.push(Cell {
                    start: s,
                    end: e,
                    what: What::Node {
                        prefix: kid.clone(),
                        size: sizes[i],
                        reach,
                        entered: entered[i],
                    },
                });
            } else {
                let size = together(&sizes[range.clone()]);
                let reaches: Vec<Reach> = kids[range.clone()]
                    .iter()
                    .map(|k| position.reach(k))
                    .collect();
                let reach = group_reach(&reaches);
                band.push(Cell {
                    start: s,
                    end: e,
                    what: What::Group {
                        nodes: range.len(),
                        size,
                        reach,
                        entered: entered[range.start],
                    },
                });
                groups.push((s, e, size, reach));
            }
        }
    }
}

/// The event that enters each child of a node entered after event `before`: the parent's
/// placement, then each elder sibling's whole subtree (every placement and its lift, dead
/// ends, solutions); `None` past a size that is not exact.
fn entered(before: Option<u64>, sizes: &[Size]) -> Vec<Option<u64>> {
    let mut entered = Vec::with_capacity(sizes.len());
    let mut at = before;
    for size in sizes {
        entered.push(at.map(|e| e + 1));
        at = at
            .zip(size.exact.then_some(size.subtree.tree.bitmask_events()))
            .map(|(e, w)| e.saturating_add(w));
    }
    entered
}

/// How far the search has come through a group of nodes, from each node's reach.
fn group_reach(reaches: &[Reach]) -> Reach {
    if reaches.contains(&Reach::Path) {
        Reach::Path
    } else if reaches.iter().all(|&r| r == Reach::Done) {
        Reach::Done
    } else if reaches.iter().all(|&r| r == Reach::Ahead) {
        Reach::Ahead
    } else {
        Reach::Partly
    }
}

/// The most sizes a book keeps for a diagram of `width` columns and `rows` bands of the `n`
/// board before it forgets those not drawn: every cell's node and its siblings. (It holds at
/// most twice this: what one frame adds is bounded the same way.)
pub fn bound(width: u16, rows: u16, n: usize) -> usize {
    usize::from(width) * usize::from(rows) * n
}

/// A count as columns, saturating.
fn cells(count: usize) -> u16 {
    u16::try_from(count).unwrap_or(u16::MAX)
}

/// The subtrees of `sizes` together.
fn together(sizes: &[Size]) -> Size {
    let mut tree = Tree::default();
    for s in sizes {
        let t = s.subtree.tree;
        tree.placements = tree.placements.saturating_add(t.placements);
        tree.dead_ends = tree.dead_ends.saturating_add(t.dead_ends);
        tree.solutions = tree.solutions.saturating_add(t.solutions);
    }
    Size {
        subtree: Subtree {
            tree,
            deepest: sizes.iter().map(|s| s.subtree.deepest).max().unwrap_or(0),
        },
        exact: sizes.iter().all(|s| s.exact),
    }
}

/// The whole tree from the first band, if every cell of it is known.
fn whole(band: &[Cell]) -> Option<Size> {
    let sizes: Option<Vec<Size>> = band.iter().map(|c| c.what.size()).collect();
    sizes.map(|s| together(&s))
}

/// Splits columns `start..end` among children of `weights` (their subtrees' placements):
/// each its share, with at least its floor (room for its label and its own children) where
/// all floors fit. A run of children that would get no column is drawn as one group, taking a
/// column from its widest neighbour (or joining a neighbour one column wide). Returns the
/// runs of children with their columns, left to right; the columns tile `start..end`.
pub fn spans(
    weights: &[u64],
    floors: &[u16],
    start: u16,
    end: u16,
) -> Vec<(std::ops::Range<usize>, (u16, u16))> {
    let width = u32::from(end - start);
    let need: u32 = floors.iter().map(|&f| u32::from(f)).sum();
    let (base, spare): (Vec<u32>, u32) = if need > 0 && need <= width {
        (floors.iter().map(|&f| u32::from(f)).collect(), width - need)
    } else {
        (vec![0; weights.len()], width)
    };
    let total: u128 = weights.iter().map(|&w| u128::from(w)).sum::<u128>().max(1);
    // Cumulative rounding to the nearest column, so the widths add up to the span exactly.
    let mut widths = Vec::with_capacity(weights.len());
    let (mut cum, mut given) = (0u128, 0u32);
    for (i, &w) in weights.iter().enumerate() {
        cum += u128::from(w);
        let upto = u32::try_from((cum * u128::from(spare) + total / 2) / total).unwrap_or(spare);
        let base_upto: u32 = base[..=i].iter().sum();
        widths.push(base_upto + upto - given);
        given = base_upto + upto;
    }
    // Runs: a child with columns alone, or consecutive children with none.
    let mut runs: Vec<(std::ops::Range<usize>, u32)> = Vec::new();
    for (i, &w) in widths.iter().enumerate() {
        match runs.last_mut() {
            Some((range, 0)) if w == 0 => range.end = i + 1,
            _ => runs.push((i..i + 1, w)),
        }
    }
    // A run with no column takes one from its widest neighbour, or joins one of one column.
    let mut i = 0;
    while i < runs.len() {
        if runs[i].1 > 0 {
            i += 1;
            continue;
        }
        let left = i.checked_sub(1).map(|j| (j, runs[j].1));
        let right = runs.get(i + 1).map(|r| (i + 1, r.1));
        let widest = [left, right].into_iter().flatten().max_by_key(|&(_, w)| w);
        match widest {
            Some((j, w)) if w >= 2 => {
                runs[j].1 -= 1;
                runs[i].1 = 1;
                i += 1;
            }
            Some((j, _)) => {
                let (a, b) = (i.min(j), i.max(j));
                let merged = runs[a].0.start..runs[b].0.end;
                let w = runs[a].1 + runs[b].1;
                runs[a] = (merged, w);
                runs.remove(b);
                i = a;
            }
            // A span of no columns: nothing to draw.
            None => return Vec::new(),
        }
    }
    let mut x = u32::from(start);
    runs.into_iter()
        .map(|(range, w)| {
            let s = x;
            x += w;
            // Within `start..end`, which are columns.
            let column = |v: u32| u16::try_from(v).unwrap_or(end);
            (range, (column(s), column(x)))
        })
        .collect()
}

/// The sizes of tree nodes to count in the background: exactly where the node is explored
/// already or small enough, else as an estimate (the work is the job module's, not the
/// state's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeJob {
    /// The board size.
    pub n: usize,
    /// The nodes, with whether each must be exact.
    pub nodes: Vec<(Prefix, bool)>,
    /// The job it is part of (what a cancel names).
    pub job: JobId,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::Action;

    fn drawn(book: &TreeBook, solver: &Solver, width: u16) -> Icicle {
        book.layout(Position::of(solver), width, book.n())
    }

    #[test]
    fn spans_tile_the_parent_and_give_each_its_share() {
        let runs = spans(&[1, 1, 2], &[0, 0, 0], 0, 8);
        let widths: Vec<u16> = runs.iter().map(|(_, (s, e))| e - s).collect();
        assert_eq!(widths, vec![2, 2, 4]);
        // Too narrow for each: the tiny ones become a group with a column taken from the big.
        let runs = spans(&[1, 1, 100], &[0, 0, 0], 10, 20);
        assert_eq!(runs, vec![(0..2, (10, 11)), (2..3, (11, 20))]);
        // Floors where they fit.
        let runs = spans(&[100, 1], &[2, 2], 0, 6);
        assert_eq!(runs, vec![(0..1, (0, 4)), (1..2, (4, 6))]);
        // One column for three: one group.
        assert_eq!(spans(&[5, 5, 5], &[0, 0, 0], 3, 4), vec![(0..3, (3, 4))]);
    }

    #[test]
    fn every_node_of_a_small_board_is_drawn_with_its_entry_event() {
        // n = 4: 16 nodes, 4 + 6 + 4 + 2 by row; 48 columns give each room.
        let book = TreeBook::new(4);
        let solver = Solver::new(4);
        let icicle = drawn(&book, &solver, 48);
        let per_row: Vec<usize> = icicle.bands.iter().map(Vec::len).collect();
        assert_eq!(per_row, vec![4, 6, 4, 2]);
        assert!(icicle.exact());
        assert_eq!(icicle.whole.unwrap().subtree.tree.placements, 16);
        // Each node's entry event: stepping there places exactly that queen.
        for cell in icicle.bands.iter().flatten() {
            let What::Node {
                prefix, entered, ..
            } = &cell.what
            else {
                panic!("a group at n = 4: {cell:?}");
            };
            let mut s = Solver::new(4);
            for _ in 0..entered.unwrap() {
                s.step();
            }
            assert_eq!(s.queens(), &prefix[..], "entered {entered:?}");
            assert!(matches!(
                s.last_event(),
                Some(crate::solver::Event::Place { .. })
            ));
        }
    }

    #[test]
    fn reach_follows_the_search() {
        let book = TreeBook::new(4);
        let mut solver = Solver::new(4);
        assert!(
            drawn(&book, &solver, 48)
                .bands
                .iter()
                .flatten()
                .all(|c| c.what.reach() == Some(Reach::Ahead))
        );
        // place a4 (col 0), place c3 (col 2), dead end, lift c3: a4 on the path, c3 done.
        for _ in 0..4 {
            solver.step();
        }
        let p = Position::of(&solver);
        assert_eq!(p.reach(&[0]), Reach::Path);
        assert_eq!(p.reach(&[0, 2]), Reach::Done);
        assert_eq!(p.reach(&[0, 3]), Reach::Ahead);
        assert_eq!(p.reach(&[1]), Reach::Ahead);
        while solver.step().is_some() {}
        assert_eq!(Position::of(&solver).reach(&[3]), Reach::Done);
    }

    #[test]
    fn a_large_board_asks_for_what_it_draws_and_no_more() {
        let mut book = TreeBook::new(12);
        let solver = Solver::new(12);
        let icicle = drawn(&book, &solver, 60);
        assert_eq!(
            icicle.bands[0].len(),
            1,
            "the root's children are being counted"
        );
        assert_eq!(icicle.missing.len(), 12);
        let job = book.wants(&icicle).unwrap();
        assert!(book.wants(&icicle).is_none(), "asked once");
        let Action::TreeSized { sizes, .. } = job.run() else {
            unreachable!()
        };
        book.sized(sizes);
        let icicle = drawn(&book, &solver, 60);
        assert_eq!(icicle.bands[0].len(), 12);
        assert_eq!(
            icicle.whole.unwrap().subtree.tree.placements,
            856_188,
            "n = 12's tree"
        );
    }
}
