//! The swarm's size as the user chooses it, and one particle: its board, its best board and
//! its velocity, a list of swaps of two ranks.

use super::{DEFAULT_PARTICLES, INERTIA, MAX_N, PARTICLES, PARTICLES_RANGE, PULL};
use crate::solver::random::Rng;
use crate::solver::u8_of;
use crate::vocabulary::tuning::Tuning;

/// The swarm's size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Swarm {
    /// Particles, within [`PARTICLES_RANGE`].
    pub particles: usize,
}

impl Swarm {
    /// The swarm `tuning` chooses: its particles where it holds them (as the knob's parser
    /// took them), the default elsewhere.
    pub fn of(tuning: &Tuning) -> Swarm {
        Swarm {
            particles: tuning
                .get(PARTICLES)
                .and_then(|p| usize::try_from(p).ok())
                .filter(|p| PARTICLES_RANGE.contains(p))
                .unwrap_or(DEFAULT_PARTICLES),
        }
    }

    /// `tuning` holding this swarm.
    #[must_use]
    pub fn tuned(self, tuning: Tuning) -> Tuning {
        tuning.with(PARTICLES, self.particles as u64)
    }
}

impl Default for Swarm {
    fn default() -> Self {
        Swarm {
            particles: DEFAULT_PARTICLES,
        }
    }
}

/// One particle: a board (the file of each rank's queen, a permutation), the best board it
/// has been on, and its velocity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Particle {
    n: usize,
    board: [u8; MAX_N],
    pairs: u32,
    best: [u8; MAX_N],
    best_pairs: u32,
    /// The swaps of its last move, in order.
    velocity: [(u8, u8); MAX_N],
    speed: usize,
    /// Its moves since its best last got better (or since it forgot it).
    stale: u32,
}

impl Particle {
    /// A particle on a random permutation of the `n` files.
    pub fn dealt(n: usize, rng: &mut Rng) -> Particle {
        let mut board = [0u8; MAX_N];
        for (i, file) in board[..n].iter_mut().enumerate() {
            *file = u8_of(i);
        }
        rng.shuffle(&mut board[..n]);
        Particle {
            n,
            board,
            pairs: u32::MAX,
            best: board,
            best_pairs: u32::MAX,
            velocity: [(0, 0); MAX_N],
            speed: 0,
            stale: 0,
        }
    }

    /// Its board.
    pub fn board(&self) -> &[u8] {
        &self.board[..self.n]
    }

    /// Its board's attacking pairs, as last counted (`u32::MAX` before).
    pub fn pairs(&self) -> u32 {
        self.pairs
    }

    /// The best board it has been on.
    pub fn best(&self) -> &[u8] {
        &self.best[..self.n]
    }

    /// That board's attacking pairs (`u32::MAX` before its first).
    pub fn best_pairs(&self) -> u32 {
        self.best_pairs
    }

    /// The swaps of its move (the one under way, or the last).
    pub fn velocity(&self) -> &[(u8, u8)] {
        &self.velocity[..self.speed]
    }

    /// The `k`-th swap of its velocity.
    pub fn swap_at(&self, k: usize) -> (u8, u8) {
        self.velocity[k]
    }

    /// Trades the files of ranks `a` and `b`.
    pub fn apply(&mut self, a: u8, b: u8) {
        self.board.swap(usize::from(a), usize::from(b));
    }

    /// Counts its board's attacking pairs (on the diagonals: the files differ), keeps and
    /// returns them.
    pub fn count_pairs(&mut self) -> u32 {
        let n = self.n;
        let (mut downs, mut ups) = ([0u8; 2 * MAX_N], [0u8; 2 * MAX_N]);
        let mut pairs = 0;
        for (row, &file) in self.board[..n].iter().enumerate() {
            let col = usize::from(file);
            pairs += u32::from(downs[row + n - col]) + u32::from(ups[row + col]);
            downs[row + n - col] += 1;
            ups[row + col] += 1;
        }
        self.pairs = pairs;
        pairs
    }

    /// Its board becomes its best.
    pub fn keep_best(&mut self) {
        self.best = self.board;
        self.best_pairs = self.pairs;
        self.stale = 0;
    }

    /// Its moves since its best last got better (or since it forgot it).
    pub fn stale(&self) -> u32 {
        self.stale
    }

    /// One more move that did not better its best.
    pub fn age(&mut self) {
        self.stale += 1;
    }

    /// Forgets its best and draws a velocity of n/2 random swaps (at least one), which
    /// scatter it far from where the swarm has gathered.
    pub fn scatter(&mut self, n: usize, rng: &mut Rng) {
        self.best_pairs = u32::MAX;
        self.stale = 0;
        self.speed = 0;
        if n < 2 {
            return;
        }
        for k in 0..(n / 2).max(1) {
            let (a, b) = two_ranks(n, rng);
            self.velocity[k] = (a, b);
            self.speed = k + 1;
        }
    }

    /// Draws its next velocity: each swap of the last kept with the chance [`INERTIA`], the
    /// swaps toward its own best and toward `global` each taken with the chance [`PULL`] (at
    /// most n − 1 in all), then the turbulence: a swap of a rank whose queen the swaps so far
    /// leave attacked (any rank if none is) with another rank, so a swarm gathered on one
    /// board still looks around where its conflicts are.
    pub fn draw_velocity(&mut self, n: usize, global: &[u8; MAX_N], rng: &mut Rng) {
        let mut kept = 0;
        for k in 0..self.speed {
            if kept + 1 < n && rng.next_u64() >> 32 < INERTIA {
                self.velocity[kept] = self.velocity[k];
                kept += 1;
            }
        }
        // The pulls are worked out on a copy of the board, as if each were made.
        let mut board = self.board;
        for target in [self.best, *global] {
            toward(&mut board, &target, n, |a, b| {
                if kept + 1 < n && rng.next_u64() >> 32 < PULL {
                    self.velocity[kept] = (a, b);
                    kept += 1;
                }
            });
        }
        if n >= 2 {
            let mut moved = self.board;
            for &(a, b) in &self.velocity[..kept] {
                moved.swap(usize::from(a), usize::from(b));
            }
            let a = attacked_rank(&moved[..n], rng).unwrap_or_else(|| rng.below(n));
            let b = (a + 1 + rng.below(n - 1)) % n;
            self.velocity[kept] = (u8_of(a), u8_of(b));
            kept += 1;
        }
        self.speed = kept;
    }
}

/// Two different ranks of `n` (at least 2), drawn at random.
fn two_ranks(n: usize, rng: &mut Rng) -> (u8, u8) {
    let a = rng.below(n);
    let b = (a + 1 + rng.below(n - 1)) % n;
    (u8_of(a), u8_of(b))
}

/// A rank of `board` whose queen another attacks, drawn at random among them; `None` where
/// no queen is attacked.
fn attacked_rank(board: &[u8], rng: &mut Rng) -> Option<usize> {
    let n = board.len();
    let (mut downs, mut ups) = ([0u8; 2 * MAX_N], [0u8; 2 * MAX_N]);
    for (row, &file) in board.iter().enumerate() {
        downs[row + n - usize::from(file)] += 1;
        ups[row + usize::from(file)] += 1;
    }
    let attacked = |&(row, &file): &(usize, &u8)| {
        downs[row + n - usize::from(file)] > 1 || ups[row + usize::from(file)] > 1
    };
    let count = board.iter().enumerate().filter(attacked).count();
    if count == 0 {
        return None;
    }
    let pick = rng.below(count);
    board
        .iter()
        .enumerate()
        .filter(attacked)
        .nth(pick)
        .map(|(row, _)| row)
}

/// The swaps that turn `board` into `target`, rank by rank from the top, each made on
/// `board` and told to `swap`.
fn toward(board: &mut [u8; MAX_N], target: &[u8; MAX_N], n: usize, mut swap: impl FnMut(u8, u8)) {
    let mut rank_of = [0u8; MAX_N];
    for (row, &file) in board[..n].iter().enumerate() {
        rank_of[usize::from(file)] = u8_of(row);
    }
    for row in 0..n {
        let want = target[row];
        if board[row] != want {
            let other = usize::from(rank_of[usize::from(want)]);
            let moved = board[row];
            board.swap(row, other);
            rank_of[usize::from(moved)] = u8_of(other);
            rank_of[usize::from(want)] = u8_of(row);
            swap(u8_of(row), u8_of(other));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_swaps_toward_a_board_reach_it() {
        let mut rng = Rng::seeded(4);
        for n in 1..=12 {
            let (mut a, b) = (Particle::dealt(n, &mut rng), Particle::dealt(n, &mut rng));
            let mut board = a.board;
            let mut swaps = Vec::new();
            toward(&mut board, &b.board, n, |x, y| swaps.push((x, y)));
            assert_eq!(board[..n], b.board[..n]);
            for (x, y) in swaps {
                a.apply(x, y);
            }
            assert_eq!(a.board(), b.board(), "n = {n}");
        }
    }
}
