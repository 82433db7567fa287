//! The `genetic` strategy: a population of boards, one queen per rank on any file, bred
//! generation by generation. A board's fitness is the number of pairs of queens that do not
//! attack each other (n(n−1)/2 on a solution). Each child of the next generation has two
//! parents chosen by tournament (the fitter of [`TOURNAMENT`] boards drawn at random), takes
//! the ranks above a random cut from the first and the rest from the second (one-point
//! crossover), then with probability `mutation` has one random rank moved to a random file.
//! The best board of a generation is carried over unchanged (elitism), so the best fitness
//! never falls. The search stops at the first solution, or gives up after
//! [`MAX_GENERATIONS`] generations and says so.
//!
//! Its events are `generation G BEST` (generation G is bred; its best board has fitness BEST),
//! then a `place R C` for each rank where the best board differs from the one shown before,
//! and `solution 1` when the best board is a solution. The population lives in two buffers
//! made once and swapped each generation, and every random choice comes from a seeded
//! [`Rng`], so a step allocates nothing and a seed gives the same run on every machine.

use std::io::{self, Write};

pub use crate::solver::MAX_N;
use crate::solver::attack::attacker_count;
use crate::solver::random::Rng;
use crate::solver::search::{Core, Search, Setting, core_accessors};
use crate::solver::traced::{Line, Settings, Shortfall, Traced, write_line};
use crate::solver::{Event, u8_of};
use crate::strategies::genetic::events::Generation;
use crate::vocabulary::tuning::Tuning;

/// Generations bred after the first random one before the search gives up. Plain selection,
/// crossover and mutation find n = 8 in tens of generations and n = 30 in tens of thousands
/// (see the README); the bound ends the boards without a solution (n = 2 and 3) in about a
/// second, and a run that reaches it says it failed.
pub const MAX_GENERATIONS: u32 = 200_000;

/// Boards drawn for each tournament: the fittest of them is a parent.
pub const TOURNAMENT: usize = 3;

/// The population when none is asked for.
pub const DEFAULT_POPULATION: usize = 64;

/// The smallest and largest population: a tournament needs a few boards to choose from, and
/// the panel and the step's cost stay reasonable.
pub const POPULATION_RANGE: std::ops::RangeInclusive<usize> = 4..=4096;

/// The chance that a child has one rank moved to a random file, when none is asked for.
pub const DEFAULT_MUTATION: Rate = Rate(800_000);

/// What the user may choose of a genetic search: the boards a generation holds and the
/// mutation rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Breeding {
    /// Boards in each generation, within [`POPULATION_RANGE`].
    pub population: usize,
    /// The chance that a child is mutated.
    pub mutation: Rate,
}

/// The knob of the boards in each generation (`--population`, `:population`).
pub const POPULATION: &str = "population";

/// The knob of the mutation rate (`--mutation`, `:mutation`), in millionths.
pub const MUTATION: &str = "mutation";

impl Breeding {
    /// The breeding `tuning` chooses: its population and mutation rate where it holds
    /// them (as the knobs' parsers took them), the defaults elsewhere.
    pub fn of(tuning: &Tuning) -> Breeding {
        let default = Breeding::default();
        Breeding {
            population: tuning
                .get(POPULATION)
                .and_then(|p| usize::try_from(p).ok())
                .filter(|p| POPULATION_RANGE.contains(p))
                .unwrap_or(default.population),
            mutation: tuning
                .get(MUTATION)
                .and_then(|m| u32::try_from(m).ok())
                .and_then(Rate::from_millionths)
                .unwrap_or(default.mutation),
        }
    }

    /// `tuning` holding this breeding.
    #[must_use]
    pub fn tuned(self, tuning: Tuning) -> Tuning {
        tuning
            .with(POPULATION, self.population as u64)
            .with(MUTATION, u64::from(self.mutation.millionths()))
    }
}

impl Default for Breeding {
    fn default() -> Self {
        Breeding {
            population: DEFAULT_POPULATION,
            mutation: DEFAULT_MUTATION,
        }
    }
}

/// A chance from 0 to 1 in millionths: exact, so a rate typed is the rate shown and the same
/// on every machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rate(u32);

impl Rate {
    /// Certainty: one million millionths.
    pub const ONE: u32 = 1_000_000;

    /// The rate of `millionths` (at most [`Rate::ONE`]).
    pub fn from_millionths(millionths: u32) -> Option<Rate> {
        (millionths <= Rate::ONE).then_some(Rate(millionths))
    }

    /// The rate in millionths.
    pub const fn millionths(self) -> u32 {
        self.0
    }

    /// The rate as a bound on 32 random bits: a draw below it has this chance.
    fn threshold(self) -> u64 {
        (u64::from(self.0) << 32) / u64::from(Rate::ONE)
    }
}

impl std::str::FromStr for Rate {
    type Err = String;

    /// A decimal from 0 to 1 (`0.8`) or a percentage (`80%`), to the millionth.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (digits, scale) = match text.strip_suffix('%') {
            Some(percent) => (percent, 10_000.0),
            None => (text, f64::from(Rate::ONE)),
        };
        // Digits and one point only: no signs, exponents, `inf` or `nan`.
        let plain = !digits.is_empty()
            && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
            && digits.matches('.').count() <= 1;
        let millionths = digits
            .parse::<f64>()
            .ok()
            .filter(|_| plain)
            .map(|v| (v * scale).round())
            .filter(|&m| (0.0..=f64::from(Rate::ONE)).contains(&m));
        match millionths {
            #[expect(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "a whole number within 0..=1,000,000"
            )]
            Some(m) => Ok(Rate(m as u32)),
            None => Err("expected a chance from 0 to 1 (such as 0.8, or 80%)".to_owned()),
        }
    }
}

impl std::fmt::Display for Rate {
    /// As a decimal with no trailing zeros: `0.8`, `0.05`, `1`, `0`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (whole, part) = (self.0 / Rate::ONE, self.0 % Rate::ONE);
        if part == 0 {
            return write!(f, "{whole}");
        }
        let digits = format!("{part:06}");
        write!(f, "{whole}.{}", digits.trim_end_matches('0'))
    }
}

/// Generations whose fitness is kept for the history (a ring: the newest overwrite the
/// oldest), enough for the widest sparkline.
pub const HISTORY: usize = 512;

/// [`HISTORY`] as a generation count.
const HISTORY_GENERATIONS: u32 = 512;

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Breed the next generation (the first: deal a random one).
    Breed,
    /// Show the next rank where the best board differs from the board shown.
    Show,
    /// Report the solution.
    Solution,
    /// The search is over.
    Done,
}

/// One generation's fitness, for the history.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Fitness {
    /// The best board's.
    pub best: u32,
    /// The mean over the population, rounded down.
    pub mean: u32,
    /// The worst board's.
    pub worst: u32,
}

/// A stepping genetic search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Genetic {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    size: usize,
    mutation: Rate,
    /// `mutation` as a threshold on 32 random bits, so the draw is integer arithmetic.
    threshold: u64,
    seed: u64,
    rng: Rng,
    next: Next,
    /// Generations bred so far after the first (the first is generation 0).
    generation: u32,
    /// True once generation 0 is dealt.
    dealt: bool,
    /// The population, `size` boards of `n` files each, end to end.
    boards: Vec<u8>,
    /// The next generation, written while `boards` is read, then swapped with it.
    spare: Vec<u8>,
    /// Each board's fitness.
    fitness: Vec<u32>,
    /// Where the best board of the generation is.
    best: usize,
    /// The board on show: the best board as its `place` events drew it.
    shown: [u8; MAX_N],
    /// Ranks of `shown` that hold a queen (all of them after the first generation's).
    shown_ranks: usize,
    /// The next rank `Show` compares.
    cursor: usize,
    /// The last [`HISTORY`] generations' fitness, generation `g` at `g % HISTORY`.
    history: Vec<Fitness>,
}

/// Pairs of queens on `n` ranks: the fitness of a solution (with the event that reports it).
pub use super::events::max_fitness;

/// The fitness of `board` (the file of the queen on each rank): pairs of queens that do not
/// attack each other. Counts the queens on every file and diagonal, so O(n), not O(n²).
pub fn fitness(board: &[u8]) -> u32 {
    let n = board.len();
    let mut files = [0u8; MAX_N];
    let mut downs = [0u8; 2 * MAX_N];
    let mut ups = [0u8; 2 * MAX_N];
    let mut attacks = 0u32;
    for (rank, &file) in board.iter().enumerate() {
        let file = usize::from(file);
        // Each queen already on a line makes one more attacking pair with this one.
        attacks += u32::from(files[file]) + u32::from(downs[rank + n - file]);
        attacks += u32::from(ups[rank + file]);
        files[file] += 1;
        downs[rank + n - file] += 1;
        ups[rank + file] += 1;
    }
    max_fitness(n) - attacks
}

impl Genetic {
    /// A search of the `n`×`n` board with `size` boards a generation, each child mutated with
    /// probability `mutation`, every random choice following from `seed`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N` or `size` outside [`POPULATION_RANGE`]: the command
    /// line checks them first.
    pub fn new(n: usize, size: usize, mutation: Rate, seed: u64) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        assert!(POPULATION_RANGE.contains(&size), "population in range");
        Genetic {
            core: Core::new(n),
            size,
            mutation,
            threshold: mutation.threshold(),
            seed,
            rng: Rng::seeded(seed),
            next: Next::Breed,
            generation: 0,
            dealt: false,
            boards: vec![0; size * n],
            spare: vec![0; size * n],
            fitness: vec![0; size],
            best: 0,
            shown: [0; MAX_N],
            shown_ranks: 0,
            cursor: 0,
            history: vec![Fitness::default(); HISTORY],
        }
    }

    /// A search of the `n`×`n` board bred as `breeding` says (see [`Genetic::new`]).
    pub fn bred(n: usize, breeding: Breeding, seed: u64) -> Self {
        Genetic::new(n, breeding.population, breeding.mutation, seed)
    }

    /// The population and mutation rate.
    pub fn breeding(&self) -> Breeding {
        Breeding {
            population: self.size,
            mutation: self.mutation,
        }
    }

    /// The boards a generation holds.
    pub fn population(&self) -> usize {
        self.size
    }

    /// The chance that a child is mutated.
    pub fn mutation(&self) -> Rate {
        self.mutation
    }

    /// The seed the search was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The generation bred last (0: the random one; `None` before it is dealt).
    pub fn generation(&self) -> Option<u32> {
        self.dealt.then_some(self.generation)
    }

    /// The best fitness of the last generation (`None` before the first).
    pub fn best_fitness(&self) -> Option<u32> {
        self.dealt.then(|| self.fitness[self.best])
    }

    /// Every board's fitness in the last generation (all 0 before the first).
    pub fn fitnesses(&self) -> &[u32] {
        &self.fitness
    }

    /// The fitness of generation `g`, if it is bred and still in the history.
    pub fn fitness_of(&self, g: u32) -> Option<Fitness> {
        let bred = self.generation().is_some_and(|last| g <= last);
        let kept = self.generation.saturating_sub(g) < HISTORY_GENERATIONS;
        (bred && kept).then(|| self.history[g as usize % HISTORY])
    }

    /// True if the search gave up after [`MAX_GENERATIONS`] generations without a solution.
    pub fn gave_up(&self) -> bool {
        self.next == Next::Done && self.core.counters.solutions == 0
    }

    /// True while the best board's changed ranks are being shown (their `place` events come
    /// next).
    pub fn showing(&self) -> bool {
        self.next == Next::Show
    }

    /// The best board of the last generation, which the `place` events are drawing.
    pub fn best_board(&self) -> &[u8] {
        self.board(self.best)
    }

    /// The `i`-th board of the population.
    fn board(&self, i: usize) -> &[u8] {
        &self.boards[i * self.core.n..(i + 1) * self.core.n]
    }

    /// Deals generation 0: a random file on every rank of every board.
    fn deal(&mut self) {
        for file in &mut self.boards {
            *file = u8_of(self.rng.below(self.core.n));
        }
        self.dealt = true;
    }

    /// The index of the fittest of [`TOURNAMENT`] boards drawn at random (ties: the first
    /// drawn).
    fn tournament(&mut self) -> usize {
        let mut winner = self.rng.below(self.size);
        for _ in 1..TOURNAMENT {
            let other = self.rng.below(self.size);
            if self.fitness[other] > self.fitness[winner] {
                winner = other;
            }
        }
        winner
    }

    /// Breeds the next generation into the spare buffer and swaps it in: the best board
    /// first, unchanged, then children of tournament winners, cut and mutated.
    fn breed(&mut self) {
        let n = self.core.n;
        let best = self.best;
        self.spare[..n].copy_from_slice(&self.boards[best * n..(best + 1) * n]);
        for child in 1..self.size {
            let (a, b) = (self.tournament(), self.tournament());
            // A cut in 1..n: the child takes ranks 0..cut from a, the rest from b (n = 1
            // has no cut, and its one board is already a solution).
            let cut = 1 + self.rng.below(n.saturating_sub(1).max(1));
            let cut = cut.min(n);
            let to = &mut self.spare[child * n..(child + 1) * n];
            to[..cut].copy_from_slice(&self.boards[a * n..a * n + cut]);
            to[cut..].copy_from_slice(&self.boards[b * n + cut..(b + 1) * n]);
            if self.rng.next_u64() >> 32 < self.threshold {
                let rank = self.rng.below(n);
                to[rank] = u8_of(self.rng.below(n));
                self.core.work.moves += 1;
            }
        }
        std::mem::swap(&mut self.boards, &mut self.spare);
        self.generation += 1;
    }

    /// Scores every board, finds the best (the first of the fittest), and keeps the
    /// generation's fitness in the history.
    fn score(&mut self) {
        let n = self.core.n;
        let (mut best, mut sum, mut worst) = (0, 0u64, u32::MAX);
        for i in 0..self.size {
            let f = fitness(&self.boards[i * n..(i + 1) * n]);
            self.fitness[i] = f;
            if f > self.fitness[best] {
                best = i;
            }
            sum += u64::from(f);
            worst = worst.min(f);
        }
        self.best = best;
        self.core.work.boards += self.size as u64;
        self.core.work.checks += (self.size * n) as u64;
        let mean = u32::try_from(sum / self.size as u64).expect("a mean of u32 values");
        self.history[self.generation as usize % HISTORY] = Fitness {
            best: self.fitness[best],
            mean,
            worst,
        };
    }

    /// The first rank from `from` where the best board differs from the one shown.
    fn differs_from(&self, from: usize) -> Option<usize> {
        let best = self.board(self.best);
        (from..self.core.n).find(|&rank| rank >= self.shown_ranks || self.shown[rank] != best[rank])
    }

    /// What follows the best board's last change shown: its solution, or the next generation.
    fn after_show(&self) -> Next {
        if self.fitness[self.best] == max_fitness(self.core.n) {
            Next::Solution
        } else {
            Next::Breed
        }
    }

    /// One generation: deal or breed it, score it, and report it.
    fn generation_step(&mut self) -> Option<Event> {
        if !self.dealt {
            self.deal();
        } else if self.generation == MAX_GENERATIONS {
            self.next = Next::Done;
            return None;
        } else {
            self.breed();
        }
        self.score();
        self.next = match self.differs_from(0) {
            Some(rank) => {
                self.cursor = rank;
                Next::Show
            }
            None => self.after_show(),
        };
        Some(Event::Genetic(Generation {
            generation: self.generation,
            best: self.fitness[self.best],
        }))
    }

    /// Shows the best board's next changed rank.
    fn show(&mut self) -> Event {
        let rank = self.cursor;
        let file = self.board(self.best)[rank];
        self.shown[rank] = file;
        self.shown_ranks = self.shown_ranks.max(rank + 1);
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        self.next = match self.differs_from(rank + 1) {
            Some(next) => {
                self.cursor = next;
                Next::Show
            }
            None => self.after_show(),
        };
        Event::Place {
            row: u8_of(rank),
            col: file,
        }
    }
}

impl Search for Genetic {
    // Nodes are the best board's queens shown, boards the boards scored, checks the queens
    // counted while scoring them, moves the mutations, restarts none.
    core_accessors!();

    fn ended_short(&self) -> bool {
        self.gave_up()
    }

    /// Another breeding (its knobs tuned otherwise): bred afresh with it; the breeding it has already: kept as it is.
    fn restart_with(&mut self, setting: Setting, seed: u64) -> bool {
        match setting {
            Setting::Tuning(tuning) if self.breeding() != Breeding::of(&tuning) => {
                *self = Genetic::bred(self.core.n, Breeding::of(&tuning), seed);
                true
            }
            _ => false,
        }
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Breed => self.generation_step(),
            Next::Show => Some(self.show()),
            Next::Solution => {
                self.core.counters.solutions += 1;
                self.next = Next::Done;
                Some(Event::Solution { index: 1 })
            }
            Next::Done => None,
        };
        self.core.record(event)
    }

    fn queen(&self, row: usize) -> Option<usize> {
        (row < self.shown_ranks).then(|| usize::from(self.shown[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    /// The queens of the board shown that attack the queen on `row` (0 for a rank not shown
    /// yet), counted line by line: the board's queens attack each other until a solution.
    fn conflicts(&self, row: usize) -> Option<u32> {
        if row >= self.shown_ranks {
            return Some(0);
        }
        let queens = (0..self.shown_ranks).map(|r| (r, usize::from(self.shown[r])));
        Some(attacker_count(queens, row, usize::from(self.shown[row])))
    }
}

/// The engine the registry holds in `AnySearch::Genetic`.
pub type Engine = Genetic;

/// A new search of the `n`×`n` board bred the default way, its choices drawn from `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    Genetic::bred(n, Breeding::default(), seed)
}

/// Its summary: its generations and breeding, then the mutation rate; a run that gave up
/// falls short.
impl Traced for Genetic {
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        Some(Genetic::bred(
            n,
            Breeding::of(&settings.tuning),
            settings.seed,
        ))
    }

    fn lines(&self) -> Vec<Line> {
        vec![
            ("generations", u64::from(self.generation().unwrap_or(0))),
            ("best fitness", u64::from(self.best_fitness().unwrap_or(0))),
            ("fitness bound", u64::from(max_fitness(self.n()))),
            ("population", self.population() as u64),
            ("mutations", self.work().moves),
            ("seed", self.seed()),
        ]
    }

    fn write_after(&self, out: &mut dyn Write) -> io::Result<()> {
        write_line(out, "mutation rate", &self.mutation())
    }

    fn shortfall(&self) -> Option<Shortfall> {
        self.gave_up().then(|| Shortfall {
            id: "error-genetic-gave-up",
            args: vec![
                ("generations", self.generation().unwrap_or(0).to_string()),
                ("fitness", self.best_fitness().unwrap_or(0).to_string()),
                ("bound", max_fitness(self.n()).to_string()),
            ],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_breeding_breeds_it_afresh_and_no_other_setting_does() {
        use crate::solver::order::Order;
        let mut search = Genetic::bred(8, Breeding::default(), 1);
        for _ in 0..20 {
            search.step();
        }
        assert!(!search.restart_with(Setting::RandomRanks(2), 1));
        assert!(!search.restart_with(Setting::Order(Order::Mrv), 1));
        assert!(!search.restart_with(
            Setting::Tuning(Breeding::default().tuned(Tuning::default())),
            1
        ));
        assert!(search.last_event().is_some(), "left as it was");
        let other = Breeding {
            population: Breeding::default().population + 2,
            ..Breeding::default()
        };
        assert!(search.restart_with(Setting::Tuning(other.tuned(Tuning::default())), 1));
        assert_eq!(search.breeding(), other);
        assert_eq!(search.last_event(), None, "afresh");
    }

    /// Attacking pairs counted pair by pair, the plain way.
    fn pairs_attacking(board: &[u8]) -> u32 {
        let mut count = 0;
        for i in 0..board.len() {
            for j in i + 1..board.len() {
                let (a, b) = (i32::from(board[i]), i32::from(board[j]));
                let apart = i32::try_from(j - i).unwrap();
                if a == b || (a - b).abs() == apart {
                    count += 1;
                }
            }
        }
        count
    }

    #[test]
    fn fitness_is_the_pairs_not_attacking() {
        let mut rng = Rng::seeded(3);
        for n in 1..=12 {
            for _ in 0..200 {
                let board: Vec<u8> = (0..n).map(|_| u8_of(rng.below(n))).collect();
                assert_eq!(
                    fitness(&board),
                    max_fitness(n) - pairs_attacking(&board),
                    "{board:?}"
                );
            }
        }
        assert_eq!(fitness(&[1, 3, 0, 2]), 6);
        assert_eq!(fitness(&[0, 1, 2, 3]), 0);
    }

    #[test]
    fn the_board_shown_is_the_best_board_after_its_place_events() {
        let mut search = Genetic::new(8, 16, Rate(500_000), 1);
        let mut shown = [None; 8];
        let mut best = None;
        while let Some(event) = search.step() {
            match event {
                Event::Genetic(Generation { best: b, .. }) => {
                    assert!(best.is_none_or(|old| b >= old), "elitism: never worse");
                    best = Some(b);
                }
                Event::Place { row, col } => shown[usize::from(row)] = Some(usize::from(col)),
                _ => {}
            }
            if search.next != Next::Show {
                let board: Vec<_> = search
                    .best_board()
                    .iter()
                    .map(|&c| Some(c.into()))
                    .collect();
                assert_eq!(shown.to_vec(), board);
            }
        }
        assert!(!search.gave_up());
        let board: Vec<u8> = shown.iter().map(|c| u8_of(c.unwrap())).collect();
        assert_eq!(pairs_attacking(&board), 0);
    }

    #[test]
    fn boards_without_solutions_give_up_at_the_bound() {
        let mut search = Genetic::new(3, 4, DEFAULT_MUTATION, 0);
        while search.step().is_some() {}
        assert!(search.gave_up());
        assert_eq!(search.generation(), Some(MAX_GENERATIONS));
        assert_eq!(search.counters().solutions, 0);
        assert!(search.best_fitness().unwrap() < max_fitness(3));
    }

    #[test]
    fn one_queen_is_solved_in_generation_zero() {
        let mut search = Genetic::new(1, 4, DEFAULT_MUTATION, 0);
        let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
        assert_eq!(
            events,
            [
                Event::Genetic(Generation {
                    generation: 0,
                    best: 0
                }),
                Event::Place { row: 0, col: 0 },
                Event::Solution { index: 1 }
            ]
        );
    }

    #[test]
    fn the_history_keeps_the_last_generations() {
        let mut search = Genetic::new(10, 8, DEFAULT_MUTATION, 5);
        for _ in 0..2000 {
            if search.step().is_none() {
                break;
            }
        }
        let last = search.generation().unwrap();
        assert!(last > HISTORY_GENERATIONS, "ran {last} generations");
        assert!(search.fitness_of(last - HISTORY_GENERATIONS).is_none());
        let f = search.fitness_of(last).unwrap();
        assert_eq!(Some(f.best), search.best_fitness());
        assert!(f.worst <= f.mean && f.mean <= f.best);
        assert!(search.fitness_of(last + 1).is_none());
    }

    #[test]
    fn rates_read_as_typed_and_print_as_read() {
        for (text, millionths, shown) in [
            ("0.8", 800_000, "0.8"),
            ("80%", 800_000, "0.8"),
            ("1", 1_000_000, "1"),
            ("0", 0, "0"),
            ("0.05", 50_000, "0.05"),
            ("12.5%", 125_000, "0.125"),
            (".000001", 1, "0.000001"),
        ] {
            let rate: Rate = text.parse().unwrap();
            assert_eq!(rate.millionths(), millionths, "{text}");
            assert_eq!(rate.to_string(), shown, "{text}");
        }
        for bad in [
            "", "1.5", "-0.1", "nan", "inf", "1e-3", "101%", "0.5.5", "%",
        ] {
            assert!(bad.parse::<Rate>().is_err(), "{bad}");
        }
        assert_eq!(Rate(0).threshold(), 0);
        assert_eq!(Rate(Rate::ONE).threshold(), 1 << 32);
    }

    #[test]
    fn no_mutation_moves_nothing_and_certain_mutation_one_rank_a_child() {
        for (rate, per_generation) in [(Rate(0), 0), (Rate(Rate::ONE), 15)] {
            let mut search = Genetic::new(12, 16, rate, 9);
            while search.generation().is_none_or(|g| g < 10) {
                search.step();
            }
            // Every child but the best board carried over.
            assert_eq!(search.work().moves, 10 * per_generation);
        }
    }
}
