//! The `particle-swarm` strategy: discrete particle swarm optimisation on permutations (after
//! Clerc's discrete PSO). Each of `particles` particles is a board, one queen a rank on a file
//! no other rank holds (a permutation); its velocity is a list of swaps of two ranks. A
//! round moves each particle in turn: its new velocity keeps each swap of the last with the
//! chance [`INERTIA`], then adds the swaps that would turn its board into its own best board
//! and into the swarm's best, each kept with the chance [`PULL`] (at most n − 1 swaps in all),
//! and the turbulence: one swap of a rank whose queen is attacked with another rank, so a
//! swarm gathered on one board still looks around where its conflicts are. A particle whose
//! own best has not got better in [`STALE_ROUNDS`] moves scatters instead: it forgets its best
//! and its velocity is n/2 random swaps. The swaps are made one an event; the board's
//! attacking pairs are then counted, and its own best and the swarm's best kept. The search
//! stops at the first board with no attacking pair, or gives up after [`MAX_ROUNDS`] rounds.
//!
//! The weights were measured (20 seeds, n = 8 to 32): with the old even weights (a half
//! each) and a random turbulence swap the swarm gathered on a board with one pair attacking
//! and never left it at n = 20; a light inertia, a strong pull, the turbulence on an attacked
//! rank and the scatter of stale particles end every run measured.
//!
//! Its events: in the first round each particle's random board as `place R C` lines, then
//! `swap P A B` for each swap of particle P's ranks A and B, `particle P K` when its move is
//! done (K: its attacking pairs), `personal P K` and `global K` for a new best of its own or
//! of the swarm, `scatter P` before a stale particle's scattering move, and `solution 1`. Every draw comes from a seeded [`Rng`], so a seed gives
//! the same run on every machine; the arrays are made once, and a step allocates nothing.

pub use crate::solver::MAX_N;
use crate::solver::attack::attacker_count;
use crate::solver::random::Rng;
use crate::solver::search::{Core, Search, Setting, core_accessors};
use crate::solver::traced::{Line, Settings, Shortfall, Traced};
use crate::solver::{Event, u8_of};
use crate::strategies::particle_swarm::events::Event as PsoEvent;
#[cfg(test)]
use crate::vocabulary::tuning::Tuning;

mod swarm;
#[cfg(test)]
mod tests;

pub use swarm::{Particle, Swarm};

/// Rounds before the search gives up: n = 2 and 3, which have no solution, end in a second
/// or so.
pub const MAX_ROUNDS: u32 = 20_000;

/// The chance that a swap of a particle's last velocity is kept, out of 2^32: a fifth.
pub const INERTIA: u64 = (1 << 32) / 5;

/// The chance that a swap toward its own best, or the swarm's, is taken, out of 2^32: four
/// fifths.
pub const PULL: u64 = (1 << 32) * 4 / 5;

/// Moves without a better board of its own after which a particle scatters.
pub const STALE_ROUNDS: u32 = 60;

/// The swarm's default size.
pub const DEFAULT_PARTICLES: usize = 16;

/// The fewest and most particles.
pub const PARTICLES_RANGE: std::ops::RangeInclusive<usize> = 1..=1024;

/// The knob of the swarm's size (`--particles`, `:particles`).
pub const PARTICLES: &str = "particles";

/// Rounds whose figures are kept for the history (a ring), enough for a sparkline.
pub const HISTORY: usize = HISTORY_ROUNDS as usize;

/// [`HISTORY`] as a round count.
const HISTORY_ROUNDS: u32 = 512;

/// One round's figures, for the history.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Figures {
    /// The swarm's best board's attacking pairs after the round.
    pub best: u32,
    /// The mean over its particles' boards, rounded down.
    pub mean: u32,
}

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Next {
    /// Deal the next rank of the particle's first board.
    Deal,
    /// The particle is stale: it forgets its best and draws a scattering velocity.
    Scatter,
    /// Make the next swap of the particle's velocity (drawn first, at its first, unless it
    /// scattered).
    Swap,
    /// The particle's move is done: report its pairs.
    Moved,
    /// Its board is its own best so far.
    Personal,
    /// Its board is the swarm's best so far.
    Global,
    /// Report the solution.
    Solution,
    /// The search is over.
    Done,
}

/// A stepping particle swarm search (see the module's notes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParticleSwarm {
    /// Its size, totals, work and last event, which the accessors read.
    core: Core,
    swarm: Swarm,
    seed: u64,
    rng: Rng,
    next: Next,
    /// Rounds over.
    round: u32,
    /// The particle moving, from 0.
    particle: usize,
    /// Ranks of its first board dealt, in the first round.
    dealt: usize,
    /// The particles, `swarm.particles` of them.
    particles: Vec<Particle>,
    /// The swarm's best board and its pairs (`u32::MAX`: none yet).
    global: ([u8; MAX_N], u32),
    /// The swap of the particle's velocity to make next.
    cursor: usize,
    /// The moving particle's velocity is drawn (by its scatter) before its first swap.
    drawn: bool,
    /// The sum of the round's pairs so far.
    round_sum: u64,
    /// The last [`HISTORY`] rounds' figures, round `r` (from 1) at `r % HISTORY`.
    history: Vec<Figures>,
}

impl ParticleSwarm {
    /// A search of the `n`×`n` board with `swarm`'s particles, every random choice following
    /// from `seed`.
    ///
    /// # Panics
    /// If `n` is outside `1..=MAX_N` or the particles outside [`PARTICLES_RANGE`]: the
    /// command line checks them first.
    pub fn new(n: usize, swarm: Swarm, seed: u64) -> Self {
        assert!((1..=MAX_N).contains(&n), "board size within 1..={MAX_N}");
        assert!(PARTICLES_RANGE.contains(&swarm.particles), "particles in range");
        let mut rng = Rng::seeded(seed);
        let particles = (0..swarm.particles)
            .map(|_| Particle::dealt(n, &mut rng))
            .collect();
        ParticleSwarm {
            core: Core::new(n),
            swarm,
            seed,
            rng,
            next: Next::Deal,
            round: 0,
            particle: 0,
            dealt: 0,
            particles,
            global: ([0; MAX_N], u32::MAX),
            cursor: 0,
            drawn: false,
            round_sum: 0,
            history: vec![Figures::default(); HISTORY],
        }
    }

    /// The swarm's size.
    pub fn swarm(&self) -> Swarm {
        self.swarm
    }

    /// The seed the search was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Rounds over so far.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Swaps of the moving particle's velocity made so far (0 between moves).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The particle moving (from 0).
    pub fn moving(&self) -> usize {
        self.particle
    }

    /// The particles (their boards dealt in full from the start, shown as the first round
    /// deals them).
    pub fn particles(&self) -> &[Particle] {
        &self.particles
    }

    /// Whether particle `i`'s board is on show yet: the first round deals them in turn.
    pub fn is_dealt(&self, i: usize) -> bool {
        self.round > 0 || i < self.particle || (i == self.particle && self.next != Next::Deal)
    }

    /// The swarm's best board and its attacking pairs; `None` before the first board is
    /// whole.
    pub fn global(&self) -> Option<(&[u8], u32)> {
        (self.global.1 != u32::MAX).then(|| (&self.global.0[..self.core.n], self.global.1))
    }

    /// The figures of round `r` (from 1), if it is over and still in the history.
    pub fn figures_of(&self, r: u32) -> Option<Figures> {
        let kept = self.round.saturating_sub(r) < HISTORY_ROUNDS;
        (r >= 1 && r <= self.round && kept).then(|| self.history[r as usize % HISTORY])
    }

    /// True if the search gave up after [`MAX_ROUNDS`] rounds without a solution.
    pub fn gave_up(&self) -> bool {
        self.next == Next::Done && self.core.counters.solutions == 0
    }

    /// The next rank of the particle's first board, as a placement.
    fn deal(&mut self) -> Event {
        let row = self.dealt;
        let col = self.particles[self.particle].board()[row];
        self.dealt += 1;
        self.core.counters.placements += 1;
        self.core.work.nodes += 1;
        if self.dealt == self.core.n {
            self.dealt = 0;
            self.next = Next::Moved;
        }
        Event::Place {
            row: u8_of(row),
            col,
        }
    }

    /// The particle's next swap (its new velocity drawn first, before its first).
    fn swap(&mut self) -> Event {
        let (n, i) = (self.core.n, self.particle);
        if self.cursor == 0 && !self.drawn {
            let global = self.global.0;
            self.particles[i].draw_velocity(n, &global, &mut self.rng);
            self.core.work.checks += 3 * n as u64;
        }
        let (a, b) = self.particles[i].swap_at(self.cursor);
        self.particles[i].apply(a, b);
        self.cursor += 1;
        self.core.work.moves += 1;
        self.core.work.nodes += 2;
        if self.cursor == self.particles[i].velocity().len() {
            self.cursor = 0;
            self.drawn = false;
            self.next = Next::Moved;
        }
        Event::ParticleSwarm(PsoEvent::Swap {
            particle: index(i),
            a,
            b,
        })
    }

    /// The stale particle forgets its best and draws its scattering swaps.
    fn scatter(&mut self) -> Event {
        let i = self.particle;
        self.particles[i].scatter(self.core.n, &mut self.rng);
        self.drawn = true;
        self.next = Next::Swap;
        Event::ParticleSwarm(PsoEvent::Scatter { particle: index(i) })
    }

    /// The particle's move is done: its pairs counted, its best and the swarm's compared.
    fn moved(&mut self) -> Event {
        let i = self.particle;
        let pairs = self.particles[i].count_pairs();
        self.core.work.boards += 1;
        self.core.work.checks += self.core.n as u64;
        self.round_sum += u64::from(pairs);
        self.next = if pairs < self.particles[i].best_pairs() {
            Next::Personal
        } else {
            self.particles[i].age();
            self.after_particle()
        };
        Event::ParticleSwarm(PsoEvent::Moved {
            particle: index(i),
            attacked: attacked(pairs),
        })
    }

    /// Its board becomes its own best; the swarm's too if it is better than that.
    fn personal(&mut self) -> Event {
        let i = self.particle;
        self.particles[i].keep_best();
        let pairs = self.particles[i].pairs();
        self.next = if pairs < self.global.1 {
            Next::Global
        } else {
            self.after_particle()
        };
        Event::ParticleSwarm(PsoEvent::Personal {
            particle: index(i),
            attacked: attacked(pairs),
        })
    }

    /// Its board becomes the swarm's best.
    fn global_best(&mut self) -> Event {
        let particle = &self.particles[self.particle];
        let pairs = particle.pairs();
        self.global.0[..self.core.n].copy_from_slice(particle.board());
        self.global.1 = pairs;
        self.next = if pairs == 0 {
            Next::Solution
        } else {
            self.after_particle()
        };
        Event::ParticleSwarm(PsoEvent::Global {
            attacked: attacked(pairs),
        })
    }

    /// What follows a particle's move: the next particle's, or, after the last, the next
    /// round (its figures kept), or the end at the bound.
    fn after_particle(&mut self) -> Next {
        self.particle += 1;
        let dealing = self.round == 0;
        if self.particle < self.swarm.particles {
            return if dealing { Next::Deal } else { self.move_of() };
        }
        self.particle = 0;
        self.round += 1;
        let particles = self.swarm.particles as u64;
        self.history[self.round as usize % HISTORY] = Figures {
            best: self.global.1,
            mean: u32::try_from(self.round_sum / particles).expect("a mean of u32 values"),
        };
        self.round_sum = 0;
        if self.round == MAX_ROUNDS {
            Next::Done
        } else {
            self.move_of()
        }
    }

    /// How the particle about to move moves: it scatters if it is stale.
    fn move_of(&self) -> Next {
        if self.particles[self.particle].stale() >= STALE_ROUNDS {
            Next::Scatter
        } else {
            Next::Swap
        }
    }
}

/// A particle's number as an event holds it (at most 1024).
fn index(i: usize) -> u16 {
    u16::try_from(i).expect("at most 1024 particles")
}

/// Attacking pairs as an event holds them (at most 496 on 32 ranks).
fn attacked(pairs: u32) -> u16 {
    u16::try_from(pairs).expect("at most 496 pairs")
}

impl Search for ParticleSwarm {
    // Nodes are the queens dealt and moved, boards the boards counted, checks the ranks
    // compared and counted, moves the swaps.
    core_accessors!();

    fn ended_short(&self) -> bool {
        self.gave_up()
    }

    /// Another swarm (its knobs tuned otherwise): started afresh with it.
    fn restart_with(&mut self, setting: Setting, seed: u64) -> bool {
        match setting {
            Setting::Tuning(tuning) if self.swarm != Swarm::of(&tuning) => {
                *self = ParticleSwarm::new(self.core.n, Swarm::of(&tuning), seed);
                true
            }
            _ => false,
        }
    }

    fn step(&mut self) -> Option<Event> {
        let event = match self.next {
            Next::Deal => Some(self.deal()),
            Next::Scatter => Some(self.scatter()),
            Next::Swap => Some(self.swap()),
            Next::Moved => Some(self.moved()),
            Next::Personal => Some(self.personal()),
            Next::Global => Some(self.global_best()),
            Next::Solution => {
                self.core.counters.solutions += 1;
                self.next = Next::Done;
                Some(Event::Solution { index: 1 })
            }
            Next::Done => None,
        };
        self.core.record(event)
    }

    /// The board of the particle moving (as far as it is dealt, in the first round); the
    /// last one moved once a round is over.
    fn queen(&self, row: usize) -> Option<usize> {
        let shown = match self.next {
            Next::Deal => self.dealt,
            _ => self.core.n,
        };
        let before_first_swap = (self.next == Next::Swap && self.cursor == 0)
            || self.next == Next::Scatter
            || matches!(self.core.last, Some(Event::ParticleSwarm(PsoEvent::Scatter { .. })));
        let i = if before_first_swap && self.core.last.is_some() {
            // Before the next particle's first swap, the one that just moved stays shown.
            (self.particle + self.swarm.particles - 1) % self.swarm.particles
        } else {
            self.particle
        };
        (row < shown).then(|| usize::from(self.particles[i].board()[row]))
    }

    fn is_done(&self) -> bool {
        self.next == Next::Done
    }

    /// The queens of the board shown that attack the queen on `row` (on its diagonals).
    fn conflicts(&self, row: usize) -> Option<u32> {
        let col = self.queen(row)?;
        let queens = (0..self.core.n).filter_map(|r| Some((r, self.queen(r)?)));
        Some(attacker_count(queens, row, col))
    }
}

/// The engine the registry holds in its variant of `AnySearch`.
pub type Engine = ParticleSwarm;

/// A new search of the `n`×`n` board with the default swarm, its choices drawn from `seed`.
pub fn new(n: usize, seed: u64) -> Engine {
    ParticleSwarm::new(n, Swarm::default(), seed)
}

/// Its summary: rounds, the best board's pairs, the swarm; a run that gave up falls short.
impl Traced for ParticleSwarm {
    fn for_trace(n: usize, settings: &Settings) -> Option<Self> {
        Some(ParticleSwarm::new(
            n,
            Swarm::of(&settings.tuning),
            settings.seed,
        ))
    }

    fn lines(&self) -> Vec<Line> {
        vec![
            ("rounds", u64::from(self.round)),
            ("best pairs", u64::from(self.global().map_or(0, |g| g.1))),
            ("particles", self.swarm.particles as u64),
            ("swaps", self.core.work.moves),
            ("seed", self.seed),
        ]
    }

    fn shortfall(&self) -> Option<Shortfall> {
        self.gave_up().then(|| Shortfall {
            id: "error-particle-swarm-gave-up",
            args: vec![
                ("rounds", self.round.to_string()),
                ("pairs", self.global().map_or(0, |g| g.1).to_string()),
            ],
        })
    }
}
