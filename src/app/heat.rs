//! Where the work goes: how often a queen has been placed on each square so far, how often
//! each square holds a queen in the solutions found, and the dead ends met on each row. Kept
//! event by event, forward and back, so the heat map is true at every point of the run.

use crate::solver::{Event, MAX_N};

/// What the heat map shades the board by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeatKind {
    /// Queens placed on each square so far: where the search spends its time.
    Placements,
    /// Queens on each square among the solutions found.
    Solutions,
}

/// The counts behind the heat map and the per-row chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heat {
    n: usize,
    /// Placements per square, row by row.
    placed: Vec<u64>,
    /// Solutions found with a queen on each square, row by row.
    in_solutions: Vec<u64>,
    /// Dead ends per row.
    dead_ends: Vec<u64>,
}

impl Heat {
    /// No work done yet on the `n` board.
    pub fn new(n: usize) -> Self {
        Heat {
            n,
            placed: vec![0; n * n],
            in_solutions: vec![0; n * n],
            dead_ends: vec![0; n],
        }
    }

    /// Counts `event`, the one that brought the search to `queens` (the column of each row
    /// with a queen).
    #[inline]
    pub fn record(&mut self, event: Event, queens: &[u8]) {
        self.counts_of(event, queens, |count| *count += 1);
    }

    /// Takes `event` back: it brought the search to `queens`, and is about to be undone.
    pub fn unrecord(&mut self, event: Event, queens: &[u8]) {
        self.counts_of(event, queens, |count| *count = count.saturating_sub(1));
    }

    /// Hands `change` each count `event` moves: its square's placements, its row's dead
    /// ends, or for a solution, each of its queens' squares.
    #[inline]
    fn counts_of(&mut self, event: Event, queens: &[u8], mut change: impl FnMut(&mut u64)) {
        let n = self.n;
        match event {
            Event::Place { row, col } => {
                if let Some(count) = self.placed.get_mut(usize::from(row) * n + usize::from(col)) {
                    change(count);
                }
            }
            Event::DeadEnd { row } => {
                if let Some(count) = self.dead_ends.get_mut(usize::from(row)) {
                    change(count);
                }
            }
            Event::Solution { .. } => {
                for (row, &col) in queens.iter().enumerate() {
                    if let Some(count) = self.in_solutions.get_mut(row * n + usize::from(col)) {
                        change(count);
                    }
                }
            }
            _ => {}
        }
    }

    /// Adds what `tally` counted to the map, and empties it for the next stretch.
    pub fn absorb(&mut self, tally: &mut Tally) {
        let n = self.n;
        for (row, counts) in self.placed.chunks_exact_mut(n).zip(&mut tally.placed) {
            for (count, more) in row.iter_mut().zip(&mut counts[..n]) {
                *count += std::mem::take(more);
            }
        }
        for (count, more) in self.dead_ends.iter_mut().zip(&mut tally.dead_ends) {
            *count += std::mem::take(more);
        }
    }

    /// The count of square (`row`, `col`) by `kind`.
    pub fn at(&self, kind: HeatKind, row: usize, col: usize) -> u64 {
        let counts = match kind {
            HeatKind::Placements => &self.placed,
            HeatKind::Solutions => &self.in_solutions,
        };
        counts.get(row * self.n + col).copied().unwrap_or(0)
    }

    /// The largest count of any square by `kind`, and its square.
    pub fn hottest(&self, kind: HeatKind) -> (u64, (usize, usize)) {
        let n = self.n.max(1);
        let counts = match kind {
            HeatKind::Placements => &self.placed,
            HeatKind::Solutions => &self.in_solutions,
        };
        counts
            .iter()
            .enumerate()
            // The first of equals: ties go to the top left.
            .fold((0, (0, 0)), |best, (i, &c)| {
                if c > best.0 {
                    (c, (i / n, i % n))
                } else {
                    best
                }
            })
    }

    /// Queens placed on `row` so far: the nodes the search visited there.
    pub fn nodes(&self, row: usize) -> u64 {
        let n = self.n;
        self.placed
            .get(row * n..(row + 1) * n)
            .map_or(0, |r| r.iter().sum())
    }

    /// Dead ends met on `row` so far.
    pub fn dead_ends(&self, row: usize) -> u64 {
        self.dead_ends.get(row).copied().unwrap_or(0)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }
}

/// Placements per square and dead ends per row of a stretch of the hot loop, counted where
/// the board's size is fixed (a row of [`MAX_N`] squares), so that a count is one addition
/// with no bounds to check; [`Heat::absorb`] then adds them to the map once per stretch.
#[derive(Debug, Clone)]
pub struct Tally {
    placed: [[u64; MAX_N]; MAX_N],
    dead_ends: [u64; MAX_N],
}

impl Default for Tally {
    fn default() -> Self {
        Tally {
            placed: [[0; MAX_N]; MAX_N],
            dead_ends: [0; MAX_N],
        }
    }
}

// The masks in `Tally` stand for bounds checks only if the board's side is a power of two.
const _: () = assert!(MAX_N.is_power_of_two());

impl Tally {
    /// A queen went on (`row`, `col`).
    #[inline(always)]
    pub fn place(&mut self, row: usize, col: u8) {
        // The masks keep the indices in bounds for the compiler; a board has at most
        // MAX_N (a power of two) rows and columns, so they change nothing.
        self.placed[row & (MAX_N - 1)][usize::from(col) & (MAX_N - 1)] += 1;
    }

    /// `row` has no free square.
    #[inline(always)]
    pub fn dead_end(&mut self, row: usize) {
        self.dead_ends[row & (MAX_N - 1)] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    #[test]
    fn counts_follow_the_search_forward_and_back() {
        let mut solver = Solver::new(6);
        let mut heat = Heat::new(6);
        let mut placed = vec![0u64; 36];
        let mut dead = [0u64; 6];
        let mut trail = Vec::new();
        while let Some(event) = solver.step() {
            heat.record(event, solver.queens());
            match event {
                Event::Place { row, col } => placed[usize::from(row) * 6 + usize::from(col)] += 1,
                Event::DeadEnd { row } => dead[usize::from(row)] += 1,
                _ => {}
            }
            trail.push(heat.clone());
        }
        for (row, &d) in dead.iter().enumerate() {
            assert_eq!(heat.dead_ends(row), d);
            assert_eq!(
                heat.nodes(row),
                placed[row * 6..row * 6 + 6].iter().sum::<u64>()
            );
        }
        // The 4 solutions of n = 6 put 4 queens on each row in all.
        let solutions: u64 = (0..6).map(|c| heat.at(HeatKind::Solutions, 0, c)).sum();
        assert_eq!(solutions, 4);
        // Back to the start, each step undoing exactly what its event counted.
        for expected in trail.iter().rev().skip(1) {
            let event = solver.last_event().unwrap();
            heat.unrecord(event, solver.queens());
            solver.step_back();
            assert_eq!(&heat, expected);
        }
        let event = solver.last_event().unwrap();
        heat.unrecord(event, solver.queens());
        assert_eq!(heat, Heat::new(6));
    }
}
