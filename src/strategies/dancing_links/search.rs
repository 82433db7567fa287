//! The `dancing-links` strategy: Knuth's Algorithm X on the exact-cover matrix of the
//! N-Queens problem, with his dancing links (see [`links`]), as his paper "Dancing Links"
//! (2000) has it. The primary columns are the ranks and the files (each covered exactly
//! once), the secondary ones both diagonal families (at most once), a row each square.
//!
//! The search, as a recursion: if every primary column is covered, the rows taken are a
//! solution; else choose a primary column, cover it, and for each row left in it take the
//! row (cover its other columns), search, and give the row back (uncover them, in the
//! reverse order); then uncover the column. With [`Order::Mrv`] the column chosen is the one
//! with the fewest rows left, ties going to the first in Knuth's "organ-pipe" order of ranks
//! and files, from the middle outwards (`R3 F3 R4 F4 R2 F2 …` on the 8 board); with
//! [`Order::Fixed`] the first primary column not covered, ranks from the top then files:
//! always the topmost empty rank, so the fixed order walks the bitmask's tree.
//!
//! Its events: `choose row R K` (or `col C`: the column chosen, with its K rows left; K = 0
//! is a dead end, counted as one, and the search backs up), `cover …`, `place R C` (a row
//! taken), `remove R C` (given back), `uncover …` (its rows all tried) and `solution K`. One
//! event a step, no recursion: the stack is the column chosen and the row tried at each
//! depth, in fixed arrays; the links are allocated once, when the search is made.

mod links;

use std::io::{self, Write};

pub use self::links::{Line, Links, column, columns, columns_of, line};
pub use crate::solver::MAX_N;
pub use crate::solver::order::Order;
use crate::solver::search::{Core, Search, Setting, core_accessors};
use crate::solver::traced::{Line as SummaryLine, Settings, Traced, write_line};
use crate::solver::{Event, u8_of};
use crate::strategies::dancing_links::events::{Event as DlxEvent, Primary};

/// The search the registry holds for this strategy.
pub type Engine = DancingLinks;

/// A new search of the `n`×`n` board in Knuth's order, MRV (nothing is drawn at random:
/// `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n, DEFAULT_ORDER)
}

/// The order a search takes unless told otherwise: Knuth's.
pub const DEFAULT_ORDER: Order = Order::Mrv;

/// The primary columns in the order the header list holds them: ranks then files for the
/// fixed order; ranks and files interleaved from the middle outwards for MRV (Knuth's
/// organ-pipe order, its tie-break).
pub fn primary_order(n: usize, order: Order) -> Vec<usize> {
    match order {
        Order::Fixed => (0..2 * n).collect(),
        Order::Mrv => {
            let mut middle_out: Vec<usize> = (0..n).collect();
            middle_out.sort_by_key(|&i| ((2 * i).abs_diff(n - 1), i));
            middle_out
                .into_iter()
                .flat_map(|i| [column(n, Line::Rank(i)), column(n, Line::File(i))])
                .collect()
        }
    }
}

/// The primary column `k` of the `n` board as the events name it.
pub fn primary(n: usize, k: usize) -> Primary {
    match line(n, k) {
        Line::Rank(r) => Primary::Row(u8_of(r)),
        Line::File(c) => Primary::Col(u8_of(c)),
        // Only primary columns are chosen; a diagonal never is.
        Line::Falling(_) | Line::Rising(_) => unreachable!("column {k} is secondary"),
    }
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Report a solution if every primary column is covered; else choose one.
    Choose,
    /// Cover the column just chosen.
    Cover,
    /// Take the next row of the column covered at this depth, or uncover it when none is left.
    Try,
    /// Give back the row taken one depth up.
    Lift,
    /// The search is over.
    Done,
}

/// A stepping Algorithm X with dancing links (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DancingLinks {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    order: Order,
    next: Next,
    links: Links,
    /// Rows taken: queens on the board.
    depth: usize,
    /// The column chosen at each depth.
    chosen: [u8; MAX_N],
    /// Its rows left when it was chosen.
    sizes: [u8; MAX_N],
    /// The node of the row being tried at each depth (the column's header before the first).
    at: [u16; MAX_N],
    /// Rows of its column tried at each depth, the one taken included.
    tried: [u8; MAX_N],
    /// The file of the queen on each rank, where `filled` says there is one.
    files: [u8; MAX_N],
    /// One bit a rank holding a queen.
    filled: u32,
    /// Columns chosen so far.
    choices: u64,
    /// Links the last step undid or redid.
    last_updates: u64,
}

impl DancingLinks {
    /// A search of the `n`×`n` board choosing its columns in `order`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn new(n: usize, order: Order) -> Self {
        DancingLinks {
            core: Core::new(n),
            order,
            next: Next::Choose,
            links: Links::new(n, &primary_order(n, order)),
            depth: 0,
            chosen: [0; MAX_N],
            sizes: [0; MAX_N],
            at: [0; MAX_N],
            tried: [0; MAX_N],
            files: [0; MAX_N],
            filled: 0,
            choices: 0,
            last_updates: 0,
        }
    }

    /// The order its columns are chosen in.
    pub fn order(&self) -> Order {
        self.order
    }

    /// Rows taken: queens on the board.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The matrix as it stands.
    pub fn links(&self) -> &Links {
        &self.links
    }

    /// The column chosen at the current depth (its index in the matrix) and its rows left
    /// when chosen, while the search works on it or has just found it empty (`None` before a
    /// choice there, and once the board is full).
    pub fn column(&self) -> Option<(usize, usize)> {
        let here = match self.next {
            Next::Cover | Next::Try => true,
            Next::Lift => matches!(
                self.core.last,
                Some(Event::DancingLinks(DlxEvent::Choose { .. }))
            ),
            Next::Choose | Next::Done => false,
        };
        here.then(|| {
            let d = self.depth;
            (usize::from(self.chosen[d]), usize::from(self.sizes[d]))
        })
    }

    /// Whether the current depth's column is covered (chosen and not yet uncovered).
    pub fn column_covered(&self) -> bool {
        self.next == Next::Try
    }

    /// The squares of the current depth's column not tried yet, in the column's order (none
    /// unless it is covered).
    pub fn untried(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (mut node, head) = if self.next == Next::Try {
            let d = self.depth;
            let head = Links::header(usize::from(self.chosen[d]));
            (self.links.down(usize::from(self.at[d])), head)
        } else {
            (0, 0)
        };
        std::iter::from_fn(move || {
            (node != head).then(|| {
                let square = self.links.square_of(node);
                node = self.links.down(node);
                square
            })
        })
    }

    /// Rows of the column chosen at depth `d` (below the current one) not tried yet.
    pub fn left_at(&self, d: usize) -> usize {
        if d >= self.depth {
            return 0;
        }
        let head = Links::header(usize::from(self.chosen[d]));
        let mut node = self.links.down(usize::from(self.at[d]));
        let mut left = 0;
        while node != head {
            left += 1;
            node = self.links.down(node);
        }
        left
    }

    /// Links the last step undid (a cover, a row taken) or redid (an uncover, a row given
    /// back).
    pub fn last_updates(&self) -> u64 {
        self.last_updates
    }

    /// Columns chosen so far.
    pub fn choices(&self) -> u64 {
        self.choices
    }

    /// Links undone so far by covering (uncovering redoes as many).
    pub fn updates(&self) -> u64 {
        self.links.updates()
    }

    /// The share of the search tree behind the search, by its position in it: at each depth,
    /// the rows of its column already tried (the one taken not counted) as a share of its
    /// rows, each depth's weighed by the depths above (1.0 once done).
    pub fn searched(&self) -> f64 {
        if self.is_done() {
            return 1.0;
        }
        let mut share = 0.0;
        let mut weight = 1.0;
        let deepest = if self.next == Next::Try {
            self.depth + 1
        } else {
            self.depth
        };
        for d in 0..deepest.min(self.core.n) {
            let size = f64::from(self.sizes[d]);
            if size == 0.0 {
                break;
            }
            // Below the top of the stack, the row taken is being searched, not done.
            let done = self.tried[d].saturating_sub(u8::from(d < self.depth));
            share += weight * f64::from(done) / size;
            weight /= size;
        }
        share.clamp(0.0, 1.0)
    }

    /// The column to cover next: the first open one in the fixed order; with MRV the one
    /// with the fewest rows left, the first of those in the header list.
    fn choose(&mut self) -> usize {
        match self.order {
            Order::Fixed => {
                self.core.work.checks += 1;
                self.links.open().next().unwrap_or(0)
            }
            Order::Mrv => {
                let (mut best, mut fewest, mut read) = (0, usize::MAX, 0);
                for k in self.links.open() {
                    read += 1;
                    let len = self.links.len(k);
                    if len < fewest {
                        (best, fewest) = (k, len);
                        if len == 0 {
                            break;
                        }
                    }
                }
                self.core.work.checks += read;
                best
            }
        }
    }

    /// Reports a solution when every primary column is covered; else chooses the next
    /// column (a dead end if it has no row left).
    fn step_choose(&mut self) -> Event {
        if self.links.all_covered() {
            self.core.counters.solutions += 1;
            self.core.work.boards += 1;
            self.next = Next::Lift;
            return Event::Solution {
                index: self.core.counters.solutions,
            };
        }
        let k = self.choose();
        let size = self.links.len(k);
        let d = self.depth;
        self.chosen[d] = u8_of_column(k);
        self.sizes[d] = u8_of(size);
        self.tried[d] = 0;
        self.choices += 1;
        self.next = if size > 0 {
            Next::Cover
        } else {
            self.core.counters.dead_ends += 1;
            self.back_up()
        };
        Event::DancingLinks(DlxEvent::Choose {
            col: primary(self.core.n, k),
            size: u8_of(size),
        })
    }

    /// Where the search goes when the current depth is through: up a depth, or done at the
    /// top.
    fn back_up(&self) -> Next {
        if self.depth == 0 {
            Next::Done
        } else {
            Next::Lift
        }
    }

    /// Takes the next row of the column covered at this depth (a queen on its square), or
    /// uncovers the column when every row has been tried.
    fn step_try(&mut self) -> Event {
        let d = self.depth;
        let k = usize::from(self.chosen[d]);
        let row = self.links.down(usize::from(self.at[d]));
        if row == Links::header(k) {
            self.links.uncover(k);
            self.next = self.back_up();
            return Event::DancingLinks(DlxEvent::Uncover {
                col: primary(self.core.n, k),
            });
        }
        self.at[d] = link_of(row);
        self.tried[d] += 1;
        self.links.take_row(row);
        let (r, c) = self.links.square_of(row);
        self.files[r] = u8_of(c);
        self.filled |= 1 << r;
        self.depth += 1;
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        self.next = Next::Choose;
        Event::Place {
            row: u8_of(r),
            col: u8_of(c),
        }
    }

    /// Gives back the row taken one depth up: the search goes on with the next row there.
    fn step_lift(&mut self) -> Event {
        self.depth -= 1;
        let row = usize::from(self.at[self.depth]);
        self.links.give_back_row(row);
        let (r, c) = self.links.square_of(row);
        self.filled &= !(1 << r);
        self.core.counters.removals += 1;
        self.next = Next::Try;
        Event::Remove {
            row: u8_of(r),
            col: u8_of(c),
        }
    }
}

/// A column's index as the stack keeps it (at most `6·32 − 2`).
fn u8_of_column(k: usize) -> u8 {
    u8::try_from(k).expect("a board of at most MAX_N has at most 190 columns")
}

/// A node's index as the stack keeps it.
fn link_of(node: usize) -> u16 {
    u16::try_from(node).expect("a board of at most MAX_N has fewer than 65,536 nodes")
}

impl Search for DancingLinks {
    // Nodes are the rows taken (queens placed), boards the solutions, checks the column
    // sizes read to choose a column.
    core_accessors!();

    /// A chosen order: a new search choosing its columns in it, even the order it had.
    fn restart_with(&mut self, setting: Setting, _seed: u64) -> bool {
        let Setting::Order(order) = setting else {
            return false;
        };
        *self = DancingLinks::new(self.core.n, order);
        true
    }

    fn step(&mut self) -> Option<Event> {
        let before = self.links.moves();
        let event = match self.next {
            Next::Choose => Some(self.step_choose()),
            Next::Cover => {
                let k = usize::from(self.chosen[self.depth]);
                self.links.cover(k);
                self.at[self.depth] = link_of(Links::header(k));
                self.next = Next::Try;
                Some(Event::DancingLinks(DlxEvent::Cover {
                    col: primary(self.core.n, k),
                }))
            }
            Next::Try => Some(self.step_try()),
            Next::Lift => Some(self.step_lift()),
            Next::Done => None,
        };
        self.last_updates = self.links.moves() - before;
        self.core.record(event)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        (row < self.core.n && self.filled & (1 << row) != 0).then(|| usize::from(self.files[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }
}

/// Its summary: the columns it chose and the links it undid, and the order.
impl Traced for DancingLinks {
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        Some(DancingLinks::new(
            n,
            settings.order.unwrap_or(DEFAULT_ORDER),
        ))
    }

    fn lines(&self) -> Vec<SummaryLine> {
        vec![
            ("columns chosen", self.choices()),
            ("link updates", self.updates()),
        ]
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        write_line(out, "order", &self.order())
    }
}

#[cfg(test)]
mod tests;
