//! The `forward-checking` strategy, as a class on constraint satisfaction teaches it after
//! plain backtracking: every rank keeps a domain (the files still open to it), each placement
//! removes the squares it attacks from the domains of every rank not yet filled, and a rank
//! whose domain empties is a wipe-out: the search backs up at once, without going down to find
//! the dead end.
//!
//! In the fixed order the ranks are filled from the top and each takes its lowest open file
//! first, as the bitmask does: the domain of the rank being filled is the bitmask's free mask,
//! so the solutions come in the bitmask's order, and every queen placed is one the bitmask
//! places too (fewer, where a wipe-out cuts a subtree the bitmask walks). With [`Order::Mrv`]
//! the next rank is the one with the fewest open files (ties: the topmost), which changes the
//! tree: the ranks are not filled in order.
//!
//! Its events: `place R C`, `wipeout R` when the placement just made empties rank R's domain
//! (the topmost such rank), `remove R C` when the search backs up, `solution K`. One event a
//! step, no recursion, nothing allocated: the domains of every depth sit in one fixed array,
//! so backing up is a decrement.

use std::io::{self, Write};

pub use crate::solver::MAX_N;
use crate::solver::order::Order;
use crate::solver::search::{Core, Search, Setting, core_accessors};
use crate::solver::traced::{BITMASK_BUDGET, Line, Settings, Traced, write_line};
use crate::solver::{Event, full_mask, low_col, u8_of};
use crate::strategies::forward_checking::events::Wipeout;

/// The search the registry holds for this strategy.
pub type Engine = ForwardChecking;

/// A new search of the `n`×`n` board in the default order (nothing is drawn at random:
/// `seed` is not read).
pub fn new(n: usize, _seed: u64) -> Engine {
    Engine::new(n, Order::default())
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Place the next untried file of the rank being filled, or back up if none is left.
    Expand,
    /// Report the rank the last placement wiped out.
    Wipeout,
    /// Report the full board as a solution.
    Solution,
    /// Lift the last queen placed (after a wipe-out or a solution).
    Lift,
    /// The search is over.
    Done,
}

/// A stepping forward-checking search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForwardChecking {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    order: Order,
    next: Next,
    /// Queens placed.
    depth: usize,
    /// `domains[d][r]`: the files open to rank `r` once `d` queens are placed (rows already
    /// filled keep what they had; nothing reads them). Boxed once, when the search is made:
    /// 4 KiB the other strategies' searches need not carry.
    domains: Box<[[u32; MAX_N]; MAX_N + 1]>,
    /// The rank filled at each depth.
    rows: [u8; MAX_N],
    /// The files not yet tried at each depth, for its rank.
    untried: [u32; MAX_N],
    /// The file of the queen on each rank, where `filled` says there is one.
    files: [u8; MAX_N],
    /// One bit a rank holding a queen.
    filled: u32,
    /// The rank the last placement wiped out, until the search backs up from it.
    wiped: Option<u8>,
    /// Wipe-outs so far.
    wipeouts: u64,
    /// Open files taken out of domains by placements so far.
    pruned: u64,
    /// Open files the last placement took out of domains.
    last_pruned: u32,
}

impl ForwardChecking {
    /// A search of the `n`×`n` board filling its ranks in `order`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn new(n: usize, order: Order) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        let mut domains = Box::new([[0; MAX_N]; MAX_N + 1]);
        domains[0][..n].fill(full_mask(n));
        let mut search = ForwardChecking {
            core: Core::new(n),
            order,
            next: Next::Expand,
            depth: 0,
            domains,
            rows: [0; MAX_N],
            untried: [0; MAX_N],
            files: [0; MAX_N],
            filled: 0,
            wiped: None,
            wipeouts: 0,
            pruned: 0,
            last_pruned: 0,
        };
        search.enter();
        search
    }

    /// The order the ranks are filled in.
    pub fn order(&self) -> Order {
        self.order
    }

    /// Queens on the board.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// The rank being filled: the one the next placement goes to (`None` while the search
    /// is about to back up, at a solution, or done).
    pub fn filling(&self) -> Option<usize> {
        (self.next == Next::Expand && self.depth < self.core.n && self.wiped.is_none())
            .then(|| usize::from(self.rows[self.depth]))
    }

    /// The rank filled at each depth so far, from the first queen placed.
    pub fn ranks_filled(&self) -> impl Iterator<Item = usize> + '_ {
        self.rows[..self.depth].iter().map(|&r| usize::from(r))
    }

    /// The files open to `row` now, one bit a file (the domain); for a rank holding a queen,
    /// its queen's file alone.
    pub fn domain(&self, row: usize) -> u32 {
        if self.filled & (1 << row) != 0 {
            1 << self.files[row]
        } else {
            self.domains[self.depth][row]
        }
    }

    /// The files of the rank being filled not tried yet.
    pub fn untried(&self) -> u32 {
        if self.depth < self.core.n {
            self.untried[self.depth]
        } else {
            0
        }
    }

    /// The rank the last placement wiped out, while the search has not backed up from it.
    pub fn wiped(&self) -> Option<usize> {
        self.wiped.map(usize::from)
    }

    /// Wipe-outs so far: placements that emptied a rank's domain.
    pub fn wipeouts(&self) -> u64 {
        self.wipeouts
    }

    /// Open files taken out of domains by the placements so far.
    pub fn pruned(&self) -> u64 {
        self.pruned
    }

    /// The share of the search tree behind the search, by its position in it: at each depth,
    /// the files of its rank already tried (the one on the board not counted) as a share of
    /// its domain, each depth's weighed by the depths above (1.0 once done).
    pub fn searched(&self) -> f64 {
        if self.is_done() {
            return 1.0;
        }
        let mut share = 0.0;
        let mut weight = 1.0;
        for d in 0..=self.depth.min(self.core.n - 1) {
            let row = usize::from(self.rows[d]);
            let size = self.domains[d][row].count_ones();
            if size == 0 {
                break;
            }
            let untried = self.untried[d].count_ones();
            // Below the top of the stack, the file on the board is being searched, not done.
            let on_board = u32::from(d < self.depth);
            let done = size - untried - on_board;
            share += weight * f64::from(done) / f64::from(size);
            weight /= f64::from(size);
        }
        share.clamp(0.0, 1.0)
    }

    /// Open files the last placement took out of the open ranks' domains.
    pub fn last_pruned(&self) -> u32 {
        self.last_pruned
    }

    /// Chooses the rank to fill at the current depth and its files to try.
    fn enter(&mut self) {
        if self.depth == self.core.n {
            return;
        }
        let row = self.choose();
        self.rows[self.depth] = u8_of(row);
        self.untried[self.depth] = self.domains[self.depth][row];
    }

    /// The next rank: the topmost open one in the fixed order; the one with the fewest open
    /// files (ties: the topmost) with MRV.
    fn choose(&self) -> usize {
        let open = (0..self.core.n).filter(|&r| self.filled & (1 << r) == 0);
        match self.order {
            Order::Fixed => open.min().unwrap_or(0),
            // `min_by_key` keeps the first of equal keys: the topmost.
            Order::Mrv => open
                .min_by_key(|&r| self.domains[self.depth][r].count_ones())
                .unwrap_or(0),
        }
    }

    /// Places the next untried file of the rank being filled and prunes the open ranks'
    /// domains, or lifts the queen above when the rank has no file left to try.
    fn expand(&mut self) -> Option<Event> {
        let d = self.depth;
        if self.untried[d] == 0 {
            if d == 0 {
                self.next = Next::Done;
                return None;
            }
            return Some(self.lift());
        }
        let col = low_col(self.untried[d]);
        self.untried[d] &= self.untried[d] - 1;
        let row = usize::from(self.rows[d]);
        self.files[row] = col;
        self.filled |= 1 << row;
        let full = full_mask(self.core.n);
        let bit = 1u32 << col;
        let mut wiped = None;
        let mut pruned = 0;
        for r in 0..self.core.n {
            if self.filled & (1 << r) != 0 {
                continue;
            }
            // Below 32: both are rows of a board of at most 32.
            let gap = u32::from(u8_of(r.abs_diff(row)));
            let attacks = bit | (bit.checked_shl(gap).unwrap_or(0) & full) | (bit >> gap);
            let before = self.domains[d][r];
            let after = before & !attacks;
            self.domains[d + 1][r] = after;
            pruned += (before & attacks).count_ones();
            self.core.work.checks += 1;
            if after == 0 && wiped.is_none() {
                wiped = Some(u8_of(r));
            }
        }
        self.last_pruned = pruned;
        self.pruned += u64::from(pruned);
        self.depth = d + 1;
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        self.wiped = wiped;
        self.next = if wiped.is_some() {
            Next::Wipeout
        } else if self.depth == self.core.n {
            Next::Solution
        } else {
            self.enter();
            Next::Expand
        };
        Some(Event::Place {
            row: u8_of(row),
            col,
        })
    }

    /// Lifts the last queen placed; the search goes on with its rank's next file.
    fn lift(&mut self) -> Event {
        self.depth -= 1;
        let row = usize::from(self.rows[self.depth]);
        self.filled &= !(1 << row);
        self.wiped = None;
        self.core.counters.removals += 1;
        self.next = Next::Expand;
        Event::Remove {
            row: u8_of(row),
            col: self.files[row],
        }
    }
}

impl Search for ForwardChecking {
    // Nodes are the queens placed, boards the solutions, checks one domain filtered (each
    // open rank's, at each placement).
    core_accessors!();

    /// A chosen order: a new search filling its ranks in it, even the order it had.
    fn restart_with(&mut self, setting: Setting, _seed: u64) -> bool {
        let Setting::Order(order) = setting else {
            return false;
        };
        *self = ForwardChecking::new(self.core.n, order);
        true
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Expand => self.expand(),
            Next::Wipeout => {
                self.wipeouts += 1;
                // A wipe-out is this search's dead end: a rank with no square left, seen ahead.
                self.core.counters.dead_ends += 1;
                self.next = Next::Lift;
                Some(Event::ForwardChecking(Wipeout {
                    row: self.wiped.unwrap_or(0),
                }))
            }
            Next::Solution => {
                self.core.counters.solutions += 1;
                self.core.work.boards += 1;
                self.next = Next::Lift;
                Some(Event::Solution {
                    index: self.core.counters.solutions,
                })
            }
            Next::Lift => Some(self.lift()),
            Next::Done => None,
        };
        self.core.record(event)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        (row < self.core.n && self.filled & (1 << row) != 0).then(|| usize::from(self.files[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    fn untried_in(&self, row: usize) -> Option<u32> {
        (self.filling() == Some(row)).then(|| self.untried())
    }
}

/// The queens the bitmask search places in its whole run of the `n` board (`None` if it
/// takes more than `budget` steps to tell).
pub fn bitmask_nodes(n: usize, budget: u64) -> Option<u64> {
    let mut solver = crate::solver::Solver::new(n);
    for _ in 0..budget {
        if solver.step().is_none() {
            return Some(solver.counters().placements);
        }
    }
    None
}

/// Its summary: its wipe-outs and prunes, the fixed order's tree it prunes (or MRV
/// reshapes), and the order.
impl Traced for ForwardChecking {
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        Some(ForwardChecking::new(n, settings.order.unwrap_or_default()))
    }

    fn lines(&self) -> Vec<Line> {
        let mut lines = vec![("wipeouts", self.wipeouts()), ("pruned", self.pruned())];
        if let Some(bitmask) = bitmask_nodes(self.n(), BITMASK_BUDGET) {
            lines.push(("bitmask nodes", bitmask));
        }
        lines
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        write_line(out, "order", &self.order())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_order_starts_it_afresh_and_no_other_setting_does() {
        use crate::vocabulary::tuning::Tuning;
        let mut search = ForwardChecking::new(8, Order::Fixed);
        for _ in 0..20 {
            search.step();
        }
        assert!(!search.restart_with(Setting::RandomRanks(2), 1));
        assert!(!search.restart_with(Setting::Tuning(Tuning::default().with("population", 8)), 1));
        assert!(search.last_event().is_some(), "left as it was");
        // Even the order it has: a chosen order is a new search.
        assert!(search.restart_with(Setting::Order(Order::Fixed), 1));
        assert_eq!(search.last_event(), None, "afresh");
        assert!(search.restart_with(Setting::Order(Order::Mrv), 1));
        assert_eq!(search.order(), Order::Mrv);
    }

    fn run(search: &mut ForwardChecking) -> Vec<Event> {
        std::iter::from_fn(|| search.step()).collect()
    }

    #[test]
    fn the_domain_of_the_rank_being_filled_is_what_the_queens_leave_it() {
        for order in Order::ALL {
            let mut search = ForwardChecking::new(7, order);
            loop {
                for row in (0..7).filter(|&r| search.queen(r).is_none()) {
                    let open = (0..7).filter(|&c| {
                        (0..7).all(|r| {
                            search
                                .queen(r)
                                .is_none_or(|q| q != c && q.abs_diff(c) != r.abs_diff(row))
                        })
                    });
                    let mask = open.fold(0u32, |m, c| m | 1 << c);
                    assert_eq!(search.domain(row), mask, "{order} rank {row}");
                }
                if search.step().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn mrv_fills_the_rank_with_fewest_open_files_first() {
        let mut search = ForwardChecking::new(8, Order::Mrv);
        while search.step().is_some() {
            if let Some(next) = search.filling() {
                let open: Vec<usize> = (0..8).filter(|&r| search.queen(r).is_none()).collect();
                let fewest = open
                    .iter()
                    .map(|&r| search.domain(r).count_ones())
                    .min()
                    .unwrap();
                let first = open
                    .iter()
                    .find(|&&r| search.domain(r).count_ones() == fewest)
                    .unwrap();
                assert_eq!(next, *first);
            }
        }
        assert_eq!(search.counters().solutions, 92);
    }

    #[test]
    fn two_and_three_wipe_out_every_start() {
        for (n, wipeouts) in [(2, 2), (3, 3)] {
            let mut search = ForwardChecking::new(n, Order::Fixed);
            let events = run(&mut search);
            assert_eq!(search.counters().solutions, 0);
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, Event::ForwardChecking(Wipeout { .. })))
            );
            assert_eq!(search.wipeouts(), wipeouts, "n = {n}");
        }
    }

    #[test]
    fn orders_parse_by_name() {
        for order in Order::ALL {
            assert_eq!(order.name().parse(), Ok(order));
        }
        assert!("random".parse::<Order>().is_err());
    }
}
