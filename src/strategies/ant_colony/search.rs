//! The `ant-colony` strategy (ant colony optimisation, Dorigo's ant system with the bounds of
//! the max–min ant system). A generation sends out `ants` ants; each builds a board rank by
//! rank from the top, putting the rank's queen on a file no rank above took, drawn with a
//! weight of the pheromone on that square times a heuristic: 1/(1+c)², with c the queens
//! above on its diagonals. When every ant is done, every trail evaporates (by the rate
//! `evaporation`), then the best board of the generation and the best board so far each lay
//! pheromone on their squares, the more the fewer pairs of queens attack on them. Trails are
//! kept within [`TRAIL_MIN`] and [`TRAIL_MAX`], so no square is ever out of reach, and after
//! [`STALL`] generations without a better board every trail is set back to the start. The search
//! stops at the first board with no attacking pair, or gives up after [`MAX_GENERATIONS`].
//!
//! Its events: a `place R C` for each ant's choice, `ant K P` when ant K's board is whole
//! (P pairs attacking), `best P` when that board is the best so far, `trail G` when
//! generation G's trails are renewed, and `solution 1`. Pheromone is kept in whole units
//! and every draw comes from a seeded [`Rng`], so a seed gives the same run on every
//! machine; the arrays are made once, and a step allocates nothing.

use std::io::{self, Write};

pub use crate::solver::MAX_N;
use crate::solver::attack::attacker_count;
use crate::solver::random::Rng;
use crate::solver::search::{Core, Search, Setting, core_accessors};
use crate::solver::traced::{Line, Settings, Shortfall, Traced, write_line};
use crate::solver::{Event, u8_of};
use crate::strategies::ant_colony::events::Event as AntEvent;
#[cfg(test)]
use crate::vocabulary::tuning::Tuning;

mod colony;
#[cfg(test)]
mod tests;

pub use colony::{Colony, Evaporation};

/// Generations before the search gives up: n = 2 and 3, which have no solution, end in a
/// second or so; the boards with solutions are solved in far fewer.
pub const MAX_GENERATIONS: u32 = 20_000;

/// The pheromone on every square at the start.
pub const TRAIL_START: u64 = 100_000;

/// The least pheromone a square keeps: a file of weight zero could never be drawn again,
/// and one of a fiftieth of the strongest still is, now and then.
pub const TRAIL_MIN: u64 = 20_000;

/// The most pheromone a square holds, so that one board's trail cannot take over.
pub const TRAIL_MAX: u64 = 1_000_000;

/// Generations without a better board after which every trail is set back to
/// [`TRAIL_START`]: the colony has settled on one board, and starts to look afresh.
pub const STALL: u32 = 100;

/// What a board with no attacking pair lays on each of its squares; a board with `p` pairs
/// lays this divided by 1 + `p`.
pub const DEPOSIT: u64 = 100_000;

/// Generations whose figures are kept for the history (a ring), enough for a sparkline.
pub const HISTORY: usize = HISTORY_GENERATIONS as usize;

/// [`HISTORY`] as a generation count.
const HISTORY_GENERATIONS: u32 = 512;

/// The heuristic's weight of a square with no queen above on its diagonals; one with `c`
/// has this divided by (1 + `c`)².
const HEURISTIC: u64 = 3_600;

/// The ant colony's default size.
pub const DEFAULT_ANTS: usize = 16;

/// The fewest and most ants a generation sends.
pub const ANTS_RANGE: std::ops::RangeInclusive<usize> = 1..=1024;

/// The knob of the colony's size (`--ants`, `:ants`).
pub const ANTS: &str = "ants";

/// The knob of the evaporation rate (`--evaporation`, `:evaporation`), in millionths.
pub const EVAPORATION: &str = "evaporation";

/// One generation's figures, for the history.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Figures {
    /// The fewest attacking pairs of a board of the generation.
    pub best: u32,
    /// The mean over its boards, rounded down.
    pub mean: u32,
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// The ant under way puts its next queen down.
    Place,
    /// The ant's board is whole: report it.
    Finished,
    /// Its board is the best so far: report that.
    NewBest,
    /// Renew the trails: the generation is over.
    Trail,
    /// Report the solution.
    Solution,
    /// The search is over.
    Done,
}

/// A stepping ant colony search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AntColony {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    colony: Colony,
    seed: u64,
    rng: Rng,
    next: Next,
    /// Generations over (their trails renewed).
    generation: u32,
    /// The ant under way, from 0.
    ant: usize,
    /// Ranks its board holds, from the top.
    row: usize,
    /// Its board: the file of each rank's queen.
    board: [u8; MAX_N],
    /// The files its board has taken, a bit each.
    used: u64,
    /// Its queens on each `╲` diagonal (`row + n - col`) and `╱` diagonal (`row + col`).
    downs: [u8; 2 * MAX_N],
    ups: [u8; 2 * MAX_N],
    /// Its board's attacking pairs so far.
    pairs: u32,
    /// Pheromone on each square, rank by rank (`n`×`n`).
    trails: Vec<u64>,
    /// The weight of each file of the rank being drawn (scratch, kept to allocate nothing).
    weights: [u64; MAX_N],
    /// The generation's best board and its pairs, and the sum of its boards' pairs.
    generation_best: ([u8; MAX_N], u32),
    generation_sum: u64,
    /// The best board so far, its pairs, and the generation it was found in (from 1).
    best: Option<([u8; MAX_N], u32, u32)>,
    /// The last [`HISTORY`] generations' figures, generation `g` (from 1) at `g % HISTORY`.
    history: Vec<Figures>,
    /// The generation the best board was last bettered in, or the trails last set back.
    since: u32,
    /// Times the trails were set back to the start, the colony stalled.
    resets: u32,
}

impl AntColony {
    /// A search of the `n`×`n` board with `colony`'s ants and evaporation, every random
    /// choice following from `seed`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N` or the ants outside [`ANTS_RANGE`]: the command line
    /// checks them first.
    pub fn new(n: usize, colony: Colony, seed: u64) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        assert!(ANTS_RANGE.contains(&colony.ants), "ants in range");
        AntColony {
            core: Core::new(n),
            colony,
            seed,
            rng: Rng::seeded(seed),
            next: Next::Place,
            generation: 0,
            ant: 0,
            row: 0,
            board: [0; MAX_N],
            used: 0,
            downs: [0; 2 * MAX_N],
            ups: [0; 2 * MAX_N],
            pairs: 0,
            trails: vec![TRAIL_START; n * n],
            weights: [0; MAX_N],
            generation_best: ([0; MAX_N], u32::MAX),
            generation_sum: 0,
            best: None,
            history: vec![Figures::default(); HISTORY],
            since: 0,
            resets: 0,
        }
    }

    /// The ants and the evaporation rate.
    pub fn colony(&self) -> Colony {
        self.colony
    }

    /// The seed the search was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Generations over so far.
    pub fn generation(&self) -> u32 {
        self.generation
    }

    /// The ant under way (from 0) and the ranks its board holds.
    pub fn ant(&self) -> (usize, usize) {
        (self.ant, self.row)
    }

    /// The best board so far (the file of each rank's queen), its attacking pairs and the
    /// generation it was built in (from 1); `None` before the first board is whole.
    pub fn best(&self) -> Option<(&[u8], u32, u32)> {
        self.best
            .as_ref()
            .map(|(board, pairs, generation)| (&board[..self.core.n], *pairs, *generation))
    }

    /// Times every trail was set back to the start, the colony having found no better board
    /// in [`STALL`] generations.
    pub fn resets(&self) -> u32 {
        self.resets
    }

    /// The pheromone on square (`row`, `col`).
    pub fn trail(&self, row: usize, col: usize) -> u64 {
        self.trails[row * self.core.n + col]
    }

    /// The most pheromone on any square now.
    pub fn strongest_trail(&self) -> u64 {
        self.trail_range().1
    }

    /// The least and the most pheromone on any square now.
    pub fn trail_range(&self) -> (u64, u64) {
        let least = self.trails.iter().copied().min().unwrap_or(0);
        (least, self.trails.iter().copied().max().unwrap_or(0))
    }

    /// The figures of generation `g` (from 1), if it is over and still in the history.
    pub fn figures_of(&self, g: u32) -> Option<Figures> {
        let kept = self.generation.saturating_sub(g) < HISTORY_GENERATIONS;
        (g >= 1 && g <= self.generation && kept).then(|| self.history[g as usize % HISTORY])
    }

    /// True if the search gave up after [`MAX_GENERATIONS`] generations without a solution.
    pub fn gave_up(&self) -> bool {
        self.next == Next::Done && self.core.counters.solutions == 0
    }

    /// Starts the next ant's board.
    fn start_board(&mut self) {
        self.row = 0;
        self.used = 0;
        self.pairs = 0;
        self.downs = [0; 2 * MAX_N];
        self.ups = [0; 2 * MAX_N];
    }

    /// The weight of each free file of the rank under way into `weights`, and their sum.
    fn weigh(&mut self) -> u64 {
        let (n, row) = (self.core.n, self.row);
        let mut total = 0;
        for col in 0..n {
            let weight = if self.used & (1 << col) == 0 {
                let c = u64::from(self.downs[row + n - col]) + u64::from(self.ups[row + col]);
                self.trails[row * n + col] * HEURISTIC / ((1 + c) * (1 + c))
            } else {
                0
            };
            self.weights[col] = weight;
            total += weight;
        }
        self.core.work.checks += n as u64;
        total
    }

    /// The ant puts the queen of its next rank on a free file, drawn by weight.
    fn place(&mut self) -> Event {
        if self.row == 0 {
            self.start_board();
        }
        let (n, row) = (self.core.n, self.row);
        let total = self.weigh();
        // Every weight is at least TRAIL_MIN·HEURISTIC/(1+2n)² > 0 on a free file.
        let mut draw = self.rng.next_u64() % total;
        let mut col = 0;
        while draw >= self.weights[col] {
            draw -= self.weights[col];
            col += 1;
        }
        self.pairs += u32::from(self.downs[row + n - col]) + u32::from(self.ups[row + col]);
        self.downs[row + n - col] += 1;
        self.ups[row + col] += 1;
        self.used |= 1 << col;
        self.board[row] = u8_of(col);
        self.row += 1;
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        if self.row == n {
            self.next = Next::Finished;
        }
        Event::Place {
            row: u8_of(row),
            col: u8_of(col),
        }
    }

    /// The ant's board is whole: it counts toward its generation, and is the best so far
    /// or not.
    fn finished(&mut self) -> Event {
        self.core.work.boards += 1;
        self.generation_sum += u64::from(self.pairs);
        if self.pairs < self.generation_best.1 {
            self.generation_best = (self.board, self.pairs);
        }
        let event = Event::AntColony(AntEvent::Ant {
            ant: u16::try_from(self.ant).expect("at most 1024 ants"),
            attacked: attacked(self.pairs),
        });
        let better = self.best.is_none_or(|(_, best, _)| self.pairs < best);
        self.next = if better {
            Next::NewBest
        } else {
            self.after_ant()
        };
        event
    }

    /// The board just finished becomes the best so far.
    fn new_best(&mut self) -> Event {
        self.best = Some((self.board, self.pairs, self.generation + 1));
        self.since = self.generation;
        self.next = if self.pairs == 0 {
            Next::Solution
        } else {
            self.after_ant()
        };
        Event::AntColony(AntEvent::Best {
            attacked: attacked(self.pairs),
        })
    }

    /// What follows an ant's board: the next ant, or the trails' renewal after the last.
    fn after_ant(&mut self) -> Next {
        self.ant += 1;
        if self.ant == self.colony.ants {
            Next::Trail
        } else {
            self.row = 0;
            Next::Place
        }
    }

    /// The generation is over: every trail evaporates, then the generation's best board and
    /// the best so far lay pheromone; its figures go into the history.
    fn renew_trails(&mut self) -> Event {
        let n = self.core.n;
        let keep = u64::from(Evaporation::ONE - self.colony.evaporation.millionths());
        for trail in &mut self.trails {
            *trail = (*trail * keep / u64::from(Evaporation::ONE)).max(TRAIL_MIN);
        }
        let (board, pairs) = self.generation_best;
        self.lay(&board, pairs);
        if let Some((board, pairs, _)) = self.best {
            self.lay(&board, pairs);
        }
        self.core.work.checks += (n * n) as u64;
        self.generation += 1;
        let ants = self.colony.ants as u64;
        self.history[self.generation as usize % HISTORY] = Figures {
            best: self.generation_best.1,
            mean: u32::try_from(self.generation_sum / ants).expect("a mean of u32 values"),
        };
        self.generation_best = ([0; MAX_N], u32::MAX);
        self.generation_sum = 0;
        if self.generation - self.since >= STALL {
            // Looking afresh: the stall counts from here.
            self.trails.fill(TRAIL_START);
            self.resets += 1;
            self.since = self.generation;
        }
        self.ant = 0;
        self.row = 0;
        self.next = if self.generation == MAX_GENERATIONS {
            Next::Done
        } else {
            Next::Place
        };
        Event::AntColony(AntEvent::Trail {
            generation: self.generation,
        })
    }

    /// `board`, with `pairs` attacking pairs, lays pheromone on its squares.
    fn lay(&mut self, board: &[u8; MAX_N], pairs: u32) {
        let n = self.core.n;
        let amount = DEPOSIT / (1 + u64::from(pairs));
        for (row, &col) in board[..n].iter().enumerate() {
            let trail = &mut self.trails[row * n + usize::from(col)];
            *trail = (*trail + amount).min(TRAIL_MAX);
        }
    }
}

/// Attacking pairs as an event holds them (at most 496 on 32 ranks).
fn attacked(pairs: u32) -> u16 {
    u16::try_from(pairs).expect("at most 496 pairs")
}

impl Search for AntColony {
    // Nodes are the queens the ants put down, boards the boards they finish, checks the files
    // weighed and the trails renewed.
    core_accessors!();

    fn ended_short(&self) -> bool {
        self.gave_up()
    }

    /// Another colony (its knobs tuned otherwise): started afresh with it.
    fn restart_with(&mut self, setting: Setting, seed: u64) -> bool {
        match setting {
            Setting::Tuning(tuning) if self.colony != Colony::of(&tuning) => {
                *self = AntColony::new(self.core.n, Colony::of(&tuning), seed);
                true
            }
            _ => false,
        }
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Place => Some(self.place()),
            Next::Finished => Some(self.finished()),
            Next::NewBest => Some(self.new_best()),
            Next::Trail => Some(self.renew_trails()),
            Next::Solution => {
                self.core.counters.solutions += 1;
                self.next = Next::Done;
                Some(Event::Solution { index: 1 })
            }
            Next::Done => None,
        };
        self.core.record(event)
    }

    /// The queens of the ant under way (the last ant's whole board once its generation is
    /// over).
    fn queen(&self, row: usize) -> Option<usize> {
        let placed = if self.next == Next::Place && self.row == 0 {
            // Between generations and before the first ant: the last board stays shown.
            if self.core.last.is_none() { 0 } else { self.core.n }
        } else {
            self.row
        };
        (row < placed).then(|| usize::from(self.board[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    /// The queens of the board shown that attack the queen on `row` (on its diagonals: the
    /// files are all different).
    fn conflicts(&self, row: usize) -> Option<u32> {
        let col = self.queen(row)?;
        let queens = (0..self.core.n).filter_map(|r| Some((r, self.queen(r)?)));
        Some(attacker_count(queens, row, col))
    }
}

/// The engine the registry holds in its variant of `AnySearch`.
pub type Engine = AntColony;

/// A new search of the `n`×`n` board with the default colony, its choices drawn from `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    AntColony::new(n, Colony::default(), seed)
}

/// Its summary: generations, boards and the best board's pairs, the colony, then the
/// evaporation rate; a run that gave up falls short.
impl Traced for AntColony {
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        Some(AntColony::new(n, Colony::of(&settings.tuning), settings.seed))
    }

    fn lines(&self) -> Vec<Line> {
        let best = self.best().map_or(0, |(_, pairs, _)| pairs);
        vec![
            ("generations", u64::from(self.generation)),
            ("best pairs", u64::from(best)),
            ("ants", self.colony.ants as u64),
            ("trail resets", u64::from(self.resets)),
            ("seed", self.seed),
        ]
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        write_line(out, "evaporation", &self.colony.evaporation)
    }

    fn shortfall(&self) -> Option<Shortfall> {
        self.gave_up().then(|| Shortfall {
            id: "error-ant-colony-gave-up",
            args: vec![
                ("generations", self.generation.to_string()),
                (
                    "pairs",
                    self.best().map_or(0, |(_, pairs, _)| pairs).to_string(),
                ),
            ],
        })
    }
}
