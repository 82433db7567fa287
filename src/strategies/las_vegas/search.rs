//! The `las-vegas` strategy (Brassard and Bratley's `QueensLV`): each try puts a queen on a
//! random free file of each of the first K ranks (a try that meets a rank with none fails at
//! once), then completes the board by bitmask backtracking from rank K, or fails; tries repeat
//! until one succeeds. A few random ranks make the backtracking's tree small, so one solution
//! costs far fewer nodes than backtracking from the top.
//!
//! Its events are `start T` (try T begins from the empty board), then the try's `place`,
//! `remove` and `deadend` events, and `solution 1` at the end. One event a step, no recursion,
//! no allocation: the masks of every rank live in fixed arrays, and every random choice comes
//! from a seeded [`Rng`], so a seed gives the same run on every machine.

use std::io::{self, Write};

pub use crate::solver::MAX_N;
use crate::solver::first::bitmask_nodes_to_first;
use crate::solver::random::Rng;
use crate::solver::search::{Core, Search, Setting, core_accessors};
use crate::solver::traced::{BITMASK_BUDGET, Line, Settings, Traced, write_line};
use crate::solver::{Event, full_mask, low_col, u8_of};

/// The search the registry holds for this strategy.
pub type Engine = LasVegas;

/// A new search of the `n`×`n` board with the default random ranks, its files drawn from
/// `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    Engine::new(n, default_random_ranks(n), seed)
}

/// Tries made before the search gives up: a board with solutions all but never needs as many,
/// and the boards with none (n = 2 and 3) end after a few tens of thousands of events.
pub const MAX_TRIES: u32 = 10_000;

/// The random ranks when none are asked for: half the board, rounded down.
pub fn default_random_ranks(n: usize) -> usize {
    n / 2
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Begin a new try from the empty board.
    Start,
    /// Place a random queen on the next random rank, or report that it has no free file.
    Random,
    /// Backtrack: place the next candidate of the rank, or lift the queen above.
    Expand,
    /// Report that the rank reached has no free file.
    DeadEnd,
    /// Report the solution on the board.
    Solution,
    /// The search is over.
    Done,
}

/// How a try ended.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Tries {
    /// Tries begun.
    pub started: u32,
    /// Tries that met a random rank with no free file.
    pub failed_random: u32,
    /// Tries whose backtracking found no way to complete the random ranks.
    pub failed_backtracking: u32,
    /// Tries that ended on a solution (0 or 1).
    pub succeeded: u32,
}

impl Tries {
    /// Tries that have ended, failed or succeeded: the one under way is neither yet.
    pub fn ended(&self) -> u32 {
        self.failed_random + self.failed_backtracking + self.succeeded
    }
}

/// A stepping Las Vegas search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LasVegas {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    full: u32,
    /// Ranks placed at random in each try.
    random: usize,
    seed: u64,
    rng: Rng,
    next: Next,
    /// Queens on the board; also the rank being filled.
    depth: usize,
    queens: [u8; MAX_N],
    cols: [u32; MAX_N + 1],
    ld: [u32; MAX_N + 1],
    rd: [u32; MAX_N + 1],
    /// Untried candidates of each backtracked rank.
    cand: [u32; MAX_N + 1],
    tries: Tries,
    /// Free files the last random queen was chosen among.
    last_free: u32,
    /// Queens placed at random, and by the backtracking, over all tries.
    random_nodes: u64,
    backtracked_nodes: u64,
}

impl LasVegas {
    /// A search of the `n`×`n` board placing `random` ranks at random (at most n), whose
    /// random choices all follow from `seed`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N`.
    pub fn new(n: usize, random: usize, seed: u64) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        LasVegas {
            core: Core::new(n),
            full: full_mask(n),
            random: random.min(n),
            seed,
            rng: Rng::seeded(seed),
            next: Next::Start,
            depth: 0,
            queens: [0; MAX_N],
            cols: [0; MAX_N + 1],
            ld: [0; MAX_N + 1],
            rd: [0; MAX_N + 1],
            cand: [0; MAX_N + 1],
            tries: Tries::default(),
            last_free: 0,
            random_nodes: 0,
            backtracked_nodes: 0,
        }
    }

    /// The ranks placed at random in each try.
    pub fn random_ranks(&self) -> usize {
        self.random
    }

    /// The seed the search was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How the tries went so far.
    pub fn tries(&self) -> Tries {
        self.tries
    }

    /// Queens placed at random over all tries.
    pub fn random_nodes(&self) -> u64 {
        self.random_nodes
    }

    /// Queens placed by the backtracking over all tries.
    pub fn backtracked_nodes(&self) -> u64 {
        self.backtracked_nodes
    }

    /// How many free files the last random queen was chosen among.
    pub fn free_at_last_random(&self) -> u32 {
        self.last_free
    }

    /// True if the search gave up after [`MAX_TRIES`] tries without a solution.
    pub fn gave_up(&self) -> bool {
        self.next == Next::Done && self.tries.succeeded == 0
    }

    /// The free files of `row`, from the queens above it.
    fn free(&self, row: usize) -> u32 {
        self.full & !(self.cols[row] | self.ld[row] | self.rd[row])
    }

    /// Puts a queen on (`row`, `col`) and carries the masks to the next rank.
    fn push(&mut self, row: usize, col: u8) -> Event {
        let bit = 1u32 << col;
        self.queens[row] = col;
        self.cols[row + 1] = self.cols[row] | bit;
        self.ld[row + 1] = (self.ld[row] | bit) << 1;
        self.rd[row + 1] = (self.rd[row] | bit) >> 1;
        self.depth = row + 1;
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        self.core.work.checks += 1;
        Event::Place {
            row: u8_of(row),
            col,
        }
    }

    /// What follows a queen put on the rank above `depth`.
    fn after_push(&mut self) -> Next {
        let d = self.depth;
        if d == self.core.n {
            return Next::Solution;
        }
        if d < self.random {
            return Next::Random;
        }
        self.cand[d] = self.free(d);
        self.core.work.checks += 1;
        if self.cand[d] == 0 {
            Next::DeadEnd
        } else {
            Next::Expand
        }
    }

    /// Begins a try (or gives up, after [`MAX_TRIES`]).
    fn start(&mut self) -> Option<Event> {
        if self.tries.started == MAX_TRIES {
            self.next = Next::Done;
            return None;
        }
        self.tries.started += 1;
        self.depth = 0;
        if self.tries.started > 1 {
            self.core.work.restarts += 1;
        }
        self.next = if self.random > 0 {
            Next::Random
        } else {
            self.cand[0] = self.full;
            Next::Expand
        };
        Some(Event::Start {
            attempt: self.tries.started,
        })
    }

    /// A random free file of the random rank `depth`, or the dead end that fails the try.
    fn random_place(&mut self) -> Event {
        let row = self.depth;
        let mut free = self.free(row);
        self.core.work.checks += 1;
        if free == 0 {
            self.tries.failed_random += 1;
            self.core.counters.dead_ends += 1;
            self.next = Next::Start;
            return Event::DeadEnd { row: u8_of(row) };
        }
        self.last_free = free.count_ones();
        // The k-th free file, k uniform: drop the k lowest set bits.
        for _ in 0..self.rng.below(free.count_ones() as usize) {
            free &= free - 1;
        }
        self.random_nodes += 1;
        let event = self.push(row, low_col(free));
        self.next = self.after_push();
        event
    }

    /// One step of the backtracking below the random ranks.
    fn expand(&mut self) -> Option<Event> {
        let row = self.depth;
        let cand = self.cand[row];
        if cand != 0 {
            let bit = cand & cand.wrapping_neg();
            self.cand[row] = cand ^ bit;
            self.backtracked_nodes += 1;
            let event = self.push(row, low_col(bit));
            self.next = self.after_push();
            return Some(event);
        }
        if row == self.random {
            // Nothing completes the random ranks: the try fails, the next one starts afresh;
            // with no random ranks, every try would be this one, and none can succeed.
            self.tries.failed_backtracking += 1;
            if self.random == 0 {
                self.next = Next::Done;
                return None;
            }
            return self.start();
        }
        let up = row - 1;
        self.depth = up;
        self.core.counters.removals += 1;
        Some(Event::Remove {
            row: u8_of(up),
            col: self.queens[up],
        })
    }
}

impl Search for LasVegas {
    // Nodes are queens placed (random and backtracked), boards the solutions, checks one mask
    // operation per free mask computed and per queen placed, restarts the tries after the
    // first.
    core_accessors!();

    fn ended_short(&self) -> bool {
        self.gave_up()
    }

    /// New random ranks: a new search, whatever it placed at random before.
    fn restart_with(&mut self, setting: Setting, seed: u64) -> bool {
        let Setting::RandomRanks(random) = setting else {
            return false;
        };
        *self = LasVegas::new(self.core.n, random, seed);
        true
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Start => self.start(),
            Next::Random => Some(self.random_place()),
            Next::Expand => self.expand(),
            Next::DeadEnd => {
                self.core.counters.dead_ends += 1;
                self.next = Next::Expand;
                Some(Event::DeadEnd {
                    row: u8_of(self.depth),
                })
            }
            Next::Solution => {
                self.core.counters.solutions += 1;
                self.core.work.boards += 1;
                self.tries.succeeded += 1;
                self.next = Next::Done;
                Some(Event::Solution { index: 1 })
            }
            Next::Done => None,
        };
        self.core.record(event)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        (row < self.depth).then(|| usize::from(self.queens[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }
}

/// Its summary: its tries, the bitmask's way to a first solution to compare, and the tries'
/// success rate.
impl Traced for LasVegas {
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        let k = settings
            .random_ranks
            .unwrap_or_else(|| default_random_ranks(n));
        Some(LasVegas::new(n, k, settings.seed))
    }

    fn lines(&self) -> Vec<Line> {
        let t = self.tries();
        let mut lines = vec![
            ("random ranks", self.random_ranks() as u64),
            ("tries", u64::from(t.started)),
            ("failed random", u64::from(t.failed_random)),
            ("failed backtr.", u64::from(t.failed_backtracking)),
            ("random nodes", self.random_nodes()),
            ("backtr. nodes", self.backtracked_nodes()),
        ];
        if let Some(top) = bitmask_nodes_to_first(self.n(), BITMASK_BUDGET) {
            lines.push(("bitmask nodes", top));
        }
        lines.push(("seed", self.seed()));
        lines
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        write_line(out, "success rate", &success_rate(self.tries()))
    }
}

/// The ended tries' success rate, as `successes / tries = percent a try`.
pub fn success_rate(tries: Tries) -> String {
    let (wins, all) = (tries.succeeded, tries.ended());
    let percent = 100.0 * f64::from(wins) / f64::from(all.max(1));
    format!("{wins} / {all} = {percent:.1}% a try")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_random_ranks_start_it_afresh_and_no_other_setting_does() {
        use crate::solver::order::Order;
        use crate::vocabulary::tuning::Tuning;
        let mut search = LasVegas::new(8, 4, 1);
        for _ in 0..20 {
            search.step();
        }
        assert!(!search.restart_with(Setting::Order(Order::Mrv), 1));
        assert!(!search.restart_with(Setting::Tuning(Tuning::default().with("population", 8)), 1));
        assert!(search.last_event().is_some(), "left as it was");
        assert!(search.restart_with(Setting::RandomRanks(2), 1));
        assert_eq!(search.random_ranks(), 2);
        assert_eq!(search.last_event(), None, "afresh");
    }

    #[test]
    fn no_random_ranks_is_the_bitmask_search_to_its_first_solution() {
        for n in [1, 4, 5, 8, 10] {
            let mut search = LasVegas::new(n, 0, 7);
            let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
            let mut solver = crate::solver::Solver::new(n);
            let mut bitmask = vec![Event::Start { attempt: 1 }];
            for event in solver.by_ref() {
                bitmask.push(event);
                if matches!(event, Event::Solution { .. }) {
                    break;
                }
            }
            assert_eq!(events, bitmask, "n = {n}");
            assert_eq!(
                Some(search.counters().placements),
                bitmask_nodes_to_first(n, u64::MAX)
            );
        }
    }

    #[test]
    fn the_boards_without_solutions_give_up_after_the_bound() {
        let mut search = LasVegas::new(3, 1, 0);
        while search.step().is_some() {}
        assert!(search.gave_up());
        let t = search.tries();
        assert_eq!(t.started, MAX_TRIES);
        assert_eq!(t.failed_random + t.failed_backtracking, MAX_TRIES);
    }

    #[test]
    fn random_ranks_beyond_the_board_are_the_whole_board() {
        let search = LasVegas::new(6, 99, 0);
        assert_eq!(search.random_ranks(), 6);
    }
}
