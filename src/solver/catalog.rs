//! The solutions a search has found, kept as sparse checkpoints rather than in full.
//!
//! The search is deterministic and resumable from any position, so the catalog stores the
//! columns of every 256th solution (and of every 256th canonical one) and re-steps from the
//! nearest checkpoint to produce any solution by index. At n = 16 that is about 1.6 MB for all
//! 14,772,512 solutions, and a fetch re-steps at most 256 solutions.
//!
//! Memory stays bounded whatever the run: when the checkpoints outgrow [`MAX_MARK_BYTES`],
//! every other one is dropped and the spacing doubles, so a search of billions of solutions
//! (n = 20 and up) keeps a few megabytes and pays with longer re-stepping per fetch.
//!
//! The newest [`RECENT`] solutions of each listing are also kept whole: a screen following the
//! search shows those every frame, and re-stepping for them cost a tenth of the animation's
//! time at top speed.

use std::collections::VecDeque;

use super::symmetry::{Cols, is_canonical};
use super::{Event, Solver};

/// The first spacing of checkpoints, in solutions (a power of two, so the test is a mask).
pub const EVERY: u64 = 256;

/// How many of the newest solutions each listing keeps whole (a page of the tallest screen).
pub const RECENT: usize = 128;

/// The most either list of checkpoints may hold before it is thinned.
pub const MAX_MARK_BYTES: usize = 1 << 20;

/// Which solutions a listing shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Listing {
    /// Every solution, in search order.
    All,
    /// One per symmetry class: the canonical ones, in search order.
    Unique,
}

/// The solutions of the `n`×`n` board in search (lexicographic) order, all or one per class,
/// stepped from a fresh search as they are asked for.
pub fn solutions(n: usize, listing: Listing) -> Solutions {
    Solutions {
        solver: Solver::new(n),
        listing,
    }
}

/// The iterator [`solutions`] returns.
#[derive(Debug, Clone)]
pub struct Solutions {
    solver: Solver,
    listing: Listing,
}

impl Iterator for Solutions {
    type Item = Cols;

    fn next(&mut self) -> Option<Cols> {
        while self.solver.next_solution().is_some() {
            let cols = self.solver.queens();
            // Search order is lexicographic, so the first solution of a class to arrive is its
            // canonical one: filtering keeps exactly one per class, in order.
            if self.listing == Listing::All || is_canonical(cols) {
                return Some(Cols::from_slice(cols));
            }
        }
        None
    }
}

/// One solution fetched from the catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Its 1-based number among all solutions, in search order.
    pub index: u64,
    /// Its columns, row 0 first.
    pub cols: Vec<u8>,
}

/// The solutions found so far by one search of an `n`×`n` board.
#[derive(Debug, Clone, Default)]
pub struct Catalog {
    n: usize,
    total: u64,
    unique: u64,
    /// Columns of solutions 1, EVERY + 1, 2·EVERY + 1, …, `n` bytes each.
    marks: Vec<u8>,
    /// Columns of canonical solutions at least every EVERY canonical ones, and more often
    /// where they are sparse (see [`Catalog::record`]).
    unique_marks: Vec<u8>,
    /// The spacing of checkpoints in solutions now: [`EVERY`], doubled at each thinning.
    every: u64,
    /// The overall index (1-based) of each canonical checkpoint.
    unique_mark_index: Vec<u64>,
    /// The position among canonical solutions (0-based) of each canonical checkpoint.
    unique_mark_position: Vec<u64>,
    /// The newest solutions, at most [`RECENT`], oldest first: the last is solution `total`.
    recent: VecDeque<Cols>,
    /// The newest canonical solutions with their overall indices, at most [`RECENT`], oldest
    /// first: the last is canonical solution `unique`.
    recent_unique: VecDeque<(u64, Cols)>,
}

impl Catalog {
    /// An empty catalog for the `n`×`n` board.
    pub fn new(n: usize) -> Self {
        Catalog {
            n,
            every: EVERY,
            ..Catalog::default()
        }
    }

    /// Records the next solution in search order. Cheap: a count, a canonical test (a few ns),
    /// and a copy of the columns once in [`EVERY`] solutions.
    #[inline]
    pub fn record(&mut self, cols: &[u8]) {
        debug_assert_eq!(cols.len(), self.n);
        if self.total.is_multiple_of(self.every) {
            if self.marks.len() >= MAX_MARK_BYTES {
                self.thin();
            }
            if self.total.is_multiple_of(self.every) {
                self.marks.extend_from_slice(cols);
            }
        }
        self.total += 1;
        if self.recent.len() == RECENT {
            self.recent.pop_front();
        }
        self.recent.push_back(Cols::from_slice(cols));
        if is_canonical(cols) {
            if self.recent_unique.len() == RECENT {
                self.recent_unique.pop_front();
            }
            self.recent_unique
                .push_back((self.total, Cols::from_slice(cols)));
            // Canonical solutions thin out as the search goes on (none start right of the
            // middle), so a checkpoint also comes after EVERY solutions of any kind: a fetch
            // never re-steps more than about EVERY of either.
            let (last_position, last_index) = match (
                self.unique_mark_position.last(),
                self.unique_mark_index.last(),
            ) {
                (Some(&p), Some(&i)) => (p, i),
                _ => (0, 0),
            };
            if self.unique == 0
                || self.unique - last_position >= self.every
                || self.total - last_index >= self.every
            {
                if self.unique_marks.len() >= MAX_MARK_BYTES {
                    self.thin_unique();
                }
                self.unique_marks.extend_from_slice(cols);
                self.unique_mark_index.push(self.total);
                self.unique_mark_position.push(self.unique);
            }
            self.unique += 1;
        }
    }

    /// Keeps every other checkpoint of all solutions: the spacing doubles.
    fn thin(&mut self) {
        let n = self.n;
        let kept: Vec<u8> = self.marks.chunks(n).step_by(2).flatten().copied().collect();
        self.marks = kept;
        self.every *= 2;
    }

    /// Keeps every other canonical checkpoint (the first always stays).
    fn thin_unique(&mut self) {
        let n = self.n;
        self.unique_marks = self
            .unique_marks
            .chunks(n)
            .step_by(2)
            .flatten()
            .copied()
            .collect();
        let every_other = |v: &[u64]| -> Vec<u64> { v.iter().step_by(2).copied().collect() };
        self.unique_mark_index = every_other(&self.unique_mark_index);
        self.unique_mark_position = every_other(&self.unique_mark_position);
    }

    /// Takes back the last solution recorded (the search stepped back over it); `cols` are
    /// its columns.
    pub fn unrecord(&mut self, cols: &[u8]) {
        debug_assert!(self.total > 0);
        self.total -= 1;
        self.recent.pop_back();
        if self.total.is_multiple_of(self.every) {
            self.marks.truncate(self.marks.len() - self.n);
        }
        if is_canonical(cols) {
            self.unique -= 1;
            self.recent_unique.pop_back();
            if self.unique_mark_position.last() == Some(&self.unique) {
                self.unique_mark_position.pop();
                self.unique_mark_index.pop();
                self.unique_marks.truncate(self.unique_marks.len() - self.n);
            }
        }
    }

    /// Takes back every solution after the first `total`, of which `unique` are canonical
    /// (the search jumped back to where it had found that many).
    pub fn truncate(&mut self, total: u64, unique: u64) {
        debug_assert!(total <= self.total && unique <= self.unique);
        // Checkpoints of solutions 0, every, 2·every, … (0-based) below `total` stay.
        let marks = usize::try_from(total.div_ceil(self.every)).unwrap_or(usize::MAX);
        self.marks.truncate(marks.saturating_mul(self.n));
        let kept = self.unique_mark_position.partition_point(|&p| p < unique);
        self.unique_mark_position.truncate(kept);
        self.unique_mark_index.truncate(kept);
        self.unique_marks.truncate(kept * self.n);
        // The newest go first; what is left of the tail still ends at the new last solution.
        let dropped = usize::try_from(self.total - total).unwrap_or(usize::MAX);
        self.recent
            .truncate(self.recent.len().saturating_sub(dropped));
        let dropped = usize::try_from(self.unique - unique).unwrap_or(usize::MAX);
        self.recent_unique
            .truncate(self.recent_unique.len().saturating_sub(dropped));
        self.total = total;
        self.unique = unique;
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Solutions recorded.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Symmetry classes recorded (canonical solutions).
    pub fn unique(&self) -> u64 {
        self.unique
    }

    /// How many solutions `listing` holds.
    pub fn len(&self, listing: Listing) -> u64 {
        match listing {
            Listing::All => self.total,
            Listing::Unique => self.unique,
        }
    }

    /// True before the first solution.
    pub fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// Bytes held for the checkpoints (what grows with the solutions found; the newest kept
    /// whole are a fixed few kilobytes).
    pub fn heap_bytes(&self) -> usize {
        self.marks.capacity()
            + self.unique_marks.capacity()
            + (self.unique_mark_index.capacity() + self.unique_mark_position.capacity())
                * size_of::<u64>()
    }

    /// Up to `count` solutions of `listing` from position `start` (0-based), re-stepped from
    /// the nearest checkpoint.
    pub fn fetch(&self, listing: Listing, start: u64, count: usize) -> Vec<Found> {
        let len = self.len(listing);
        if start >= len || count == 0 {
            return Vec::new();
        }
        if let Some(found) = self.fetch_recent(listing, start, count) {
            return found;
        }
        let (marks, block, mut position, mut index) = match listing {
            Listing::All => {
                let block = usize::try_from(start / self.every).expect("checkpoints are in memory");
                let first = start / self.every * self.every;
                (&self.marks, block, first, first)
            }
            Listing::Unique => {
                let block = self.unique_mark_position.partition_point(|&p| p <= start) - 1;
                (
                    &self.unique_marks,
                    block,
                    self.unique_mark_position[block],
                    self.unique_mark_index[block] - 1,
                )
            }
        };
        let mark = &marks[block * self.n..(block + 1) * self.n];
        let mut solver = Solver::from_position(self.n, mark).expect("checkpoints are solutions");
        let wanted = count.min(usize::try_from(len - start).unwrap_or(usize::MAX));
        let mut found = Vec::with_capacity(wanted);
        // The first event from a checkpoint is its own solution.
        while found.len() < wanted {
            match solver.step() {
                Some(Event::Solution { .. }) => {
                    index += 1;
                    let cols = solver.queens();
                    if listing == Listing::Unique && !is_canonical(cols) {
                        continue;
                    }
                    if position >= start {
                        found.push(Found {
                            index,
                            cols: cols.to_vec(),
                        });
                    }
                    position += 1;
                }
                Some(_) => {}
                None => break,
            }
        }
        found
    }

    /// [`Catalog::fetch`] from the newest solutions kept whole, if they reach back to `start`.
    fn fetch_recent(&self, listing: Listing, start: u64, count: usize) -> Option<Vec<Found>> {
        let len = self.len(listing);
        let kept = match listing {
            Listing::All => self.recent.len(),
            Listing::Unique => self.recent_unique.len(),
        };
        let from = usize::try_from(start.checked_sub(len - kept as u64)?).ok()?;
        let found = match listing {
            Listing::All => self
                .recent
                .iter()
                .zip(len - kept as u64 + 1..)
                .skip(from)
                .take(count)
                .map(|(cols, index)| Found {
                    index,
                    cols: cols.to_vec(),
                })
                .collect(),
            Listing::Unique => self
                .recent_unique
                .iter()
                .skip(from)
                .take(count)
                .map(|&(index, cols)| Found {
                    index,
                    cols: cols.to_vec(),
                })
                .collect(),
        };
        Some(found)
    }

    /// The position in the class listing of the class whose canonical solution is `cols`,
    /// if that class has been found: a binary search, since canonical solutions come in
    /// lexicographic order.
    pub fn class_position(&self, cols: &[u8]) -> Option<u64> {
        let (mut low, mut high) = (0, self.unique);
        while low < high {
            let mid = low + (high - low) / 2;
            let found = self.get(Listing::Unique, mid)?;
            match found.cols.as_slice().cmp(cols) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }

    /// The solution at position `at` (0-based) of `listing`.
    pub fn get(&self, listing: Listing, at: u64) -> Option<Found> {
        self.fetch(listing, at, 1).pop()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::known;

    fn catalog_of(n: usize) -> (Catalog, Vec<Vec<u8>>) {
        let mut solver = Solver::new(n);
        let mut catalog = Catalog::new(n);
        let mut all = Vec::new();
        while solver.next_solution().is_some() {
            catalog.record(solver.queens());
            all.push(solver.queens().to_vec());
        }
        (catalog, all)
    }

    #[test]
    fn every_solution_comes_back_by_index() {
        let (catalog, all) = catalog_of(10);
        assert_eq!(catalog.total(), 724);
        for (i, cols) in all.iter().enumerate() {
            let found = catalog.get(Listing::All, i as u64).unwrap();
            assert_eq!((found.index, &found.cols), (i as u64 + 1, cols));
        }
        assert_eq!(catalog.get(Listing::All, 724), None);
        let page = catalog.fetch(Listing::All, 250, 20);
        assert_eq!(page.len(), 20);
        assert_eq!(page[0].cols, all[250]);
        assert_eq!(page[19].cols, all[269], "a page crosses a checkpoint");
    }

    #[test]
    fn unique_listing_is_the_canonical_solutions_in_order() {
        let (catalog, all) = catalog_of(10);
        let canonical: Vec<(u64, &Vec<u8>)> = all
            .iter()
            .enumerate()
            .filter(|(_, c)| is_canonical(c))
            .map(|(i, c)| (i as u64 + 1, c))
            .collect();
        assert_eq!(catalog.unique(), known(10).unwrap().unique);
        let fetched = catalog.fetch(Listing::Unique, 0, 1000);
        assert_eq!(fetched.len(), canonical.len());
        for (f, (index, cols)) in fetched.iter().zip(&canonical) {
            assert_eq!((f.index, &f.cols), (*index, *cols));
        }
        let last = catalog.get(Listing::Unique, catalog.unique() - 1).unwrap();
        assert_eq!(&last.cols, canonical.last().unwrap().1);
    }

    #[test]
    fn unrecording_takes_solutions_back_exactly() {
        let (full, all) = catalog_of(9);
        let mut catalog = full.clone();
        for cols in all.iter().rev() {
            catalog.unrecord(cols);
        }
        assert_eq!(
            (catalog.total(), catalog.unique(), catalog.heap_bytes() > 0),
            (0, 0, true)
        );
        for cols in &all {
            catalog.record(cols);
        }
        assert_eq!(
            catalog.fetch(Listing::All, 0, 400),
            full.fetch(Listing::All, 0, 400)
        );
        assert_eq!(
            catalog.fetch(Listing::Unique, 0, 50),
            full.fetch(Listing::Unique, 0, 50)
        );
        // Half way back, the listing is the first half.
        for cols in all[all.len() / 2..].iter().rev() {
            catalog.unrecord(cols);
        }
        assert_eq!(catalog.total(), all.len() as u64 / 2);
        let last = catalog.get(Listing::All, catalog.total() - 1).unwrap();
        assert_eq!(last.cols, all[all.len() / 2 - 1]);
    }

    #[test]
    fn a_truncated_catalog_is_the_one_that_stopped_there_and_records_on() {
        let (full, all) = catalog_of(10);
        for cut in [0, 1, 255, 256, 257, 400, 724] {
            let unique = all[..cut].iter().filter(|c| is_canonical(c)).count() as u64;
            let mut catalog = full.clone();
            catalog.truncate(cut as u64, unique);
            let mut direct = Catalog::new(10);
            for cols in &all[..cut] {
                direct.record(cols);
            }
            assert_eq!((catalog.total(), catalog.unique()), (cut as u64, unique));
            assert_eq!(
                catalog.fetch(Listing::All, 0, 800),
                direct.fetch(Listing::All, 0, 800)
            );
            for cols in &all[cut..] {
                catalog.record(cols);
            }
            assert_eq!(
                catalog.fetch(Listing::All, 0, 800),
                full.fetch(Listing::All, 0, 800)
            );
            assert_eq!(
                catalog.fetch(Listing::Unique, 0, 100),
                full.fetch(Listing::Unique, 0, 100),
                "cut at {cut}"
            );
        }
    }

    /// Every solution by index, from both listings, equals `all`'s first `total`.
    fn assert_listings_are(catalog: &Catalog, all: &[Vec<u8>], total: usize) {
        let canonical: Vec<(u64, &Vec<u8>)> = (1..)
            .zip(&all[..total])
            .filter(|(_, c)| is_canonical(c))
            .collect();
        assert_eq!(
            (catalog.total(), catalog.unique()),
            (total as u64, canonical.len() as u64)
        );
        for (i, cols) in all[..total].iter().enumerate() {
            let found = catalog.get(Listing::All, i as u64).unwrap();
            assert_eq!(
                (found.index, &found.cols),
                (i as u64 + 1, cols),
                "solution {i} of {total}"
            );
        }
        for (position, &(index, cols)) in canonical.iter().enumerate() {
            let found = catalog.get(Listing::Unique, position as u64).unwrap();
            assert_eq!(
                (found.index, &found.cols),
                (index, cols),
                "class {position} of {total}"
            );
        }
        // Pages that start in the checkpoints' part and end in the newest kept whole.
        let tail = total.saturating_sub(RECENT + 5);
        let page = catalog.fetch(Listing::All, tail as u64, 40);
        assert!(
            page.iter()
                .map(|f| &f.cols)
                .eq(all[tail..total].iter().take(40))
        );
        assert_eq!(catalog.get(Listing::All, total as u64), None);
    }

    #[test]
    fn the_newest_solutions_come_back_whole_after_steps_back_and_jumps() {
        let (full, all) = catalog_of(10);
        assert_listings_are(&full, &all, all.len());
        let mut stepped = full.clone();
        for (k, cols) in all.iter().enumerate().rev().take(300) {
            stepped.unrecord(cols);
            if k % 37 == 0 {
                assert_listings_are(&stepped, &all, k);
            }
        }
        for cut in [0, 1, 100, 127, 128, 129, 500, 700, 723] {
            let unique = all[..cut].iter().filter(|c| is_canonical(c)).count() as u64;
            let mut catalog = full.clone();
            catalog.truncate(cut as u64, unique);
            assert_listings_are(&catalog, &all, cut);
            // Recording on past a cut refills what was kept whole.
            for cols in &all[cut..(cut + 50).min(all.len())] {
                catalog.record(cols);
            }
            assert_listings_are(&catalog, &all, (cut + 50).min(all.len()));
        }
    }

    #[test]
    fn classes_are_found_by_their_canonical_solution() {
        let (catalog, all) = catalog_of(8);
        let canonical: Vec<&Vec<u8>> = all.iter().filter(|c| is_canonical(c)).collect();
        for (at, cols) in canonical.iter().enumerate() {
            assert_eq!(catalog.class_position(cols), Some(at as u64));
        }
        let not_canonical = all.iter().find(|c| !is_canonical(c)).unwrap();
        assert_eq!(catalog.class_position(not_canonical), None);
    }

    #[test]
    fn thinning_keeps_every_solution_reachable() {
        let (mut catalog, all) = catalog_of(10);
        let before = catalog.heap_bytes();
        catalog.thin();
        catalog.thin_unique();
        catalog.thin();
        assert!(catalog.heap_bytes() < before || before < 64);
        for (i, cols) in all.iter().enumerate() {
            assert_eq!(catalog.get(Listing::All, i as u64).unwrap().cols, *cols);
        }
        let canonical: Vec<&Vec<u8>> = all.iter().filter(|c| is_canonical(c)).collect();
        let fetched = catalog.fetch(Listing::Unique, 0, 1000);
        assert_eq!(fetched.len(), canonical.len());
        assert!(fetched.iter().zip(&canonical).all(|(f, c)| &f.cols == *c));
        // Thinning half way through a search: recording goes on at the new spacing.
        let mut halfway = Catalog::new(10);
        for (i, cols) in all.iter().enumerate() {
            if i == all.len() / 2 {
                halfway.thin();
                halfway.thin_unique();
            }
            halfway.record(cols);
        }
        for (i, cols) in all.iter().enumerate() {
            assert_eq!(halfway.get(Listing::All, i as u64).unwrap().cols, *cols);
        }
        assert_eq!(
            halfway.fetch(Listing::Unique, 0, 1000).len(),
            canonical.len()
        );
    }

    #[test]
    fn storage_is_a_small_fraction_of_a_byte_per_solution() {
        let (catalog, _) = catalog_of(12);
        let per_solution = catalog.heap_bytes() as f64 / catalog.total() as f64;
        println!(
            "n = 12: {} solutions in {} bytes of checkpoints, {per_solution:.3} bytes each",
            catalog.total(),
            catalog.heap_bytes()
        );
        // Storing the columns in full would take 12 bytes a solution.
        assert!(per_solution < 0.25, "{per_solution} bytes per solution");
    }
}
