//! The second half of the listing as the mirror image of the first.
//!
//! Reflecting the board left to right (column `c` to `n - 1 - c`) maps the solutions under a
//! piece onto those under the mirrored piece, and turns their order around: the solutions of
//! a piece read backwards and reflected are its mirror's, in search order. Every piece whose
//! first queen stands right of the middle has its mirror on the left, handed out earlier. So
//! a worker walking a left piece keeps its solutions (a word each), and the worker of its
//! mirror replays them instead of walking: the listing walks half the tree.
//!
//! What is kept waits for the writer to reach the right half. At most [`MAX_KEPT`] bytes are
//! kept at once: a piece that would go past it keeps nothing, and its mirror is walked.
//!
//! With `--unique` nothing is kept: a canonical solution is never above its mirror, so the
//! right pieces hold none and are skipped.

use std::collections::HashMap;
use std::sync::{Condvar, Mutex, MutexGuard};

use crate::solver::catalog::Listing;

/// The most bytes of kept solutions held at once (8 bytes a solution: n = 16's left half, 7.4
/// million solutions, fits).
pub const MAX_KEPT: usize = 64 << 20;

/// The largest board whose solutions fit a word, 4 bits a column.
const MAX_PACKED: usize = 16;

/// What a worker does with a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Walk it.
    Walk,
    /// Walk it, and keep its solutions for its mirror (under this key).
    Keep(u64),
    /// Replay the solutions kept under this key, mirrored; walk it if there are none.
    Mirror(u64),
    /// List nothing: no solution under it is canonical.
    Skip,
}

/// The role of the piece placing `prefix` on the `n` board.
pub fn role(n: usize, prefix: &[u8], listing: Listing) -> Role {
    let mirror = |c: u8| u8::try_from(n - 1).expect("n is at most 32") - c;
    // The first row where the piece and its mirror differ says which comes first.
    let side = prefix
        .iter()
        .map(|&c| c.cmp(&mirror(c)))
        .find(|order| order.is_ne());
    match (side, listing) {
        // A piece that is its own mirror (the middle column of an odd board, or the root).
        (None, _) => Role::Walk,
        (Some(std::cmp::Ordering::Less), Listing::Unique) => Role::Walk,
        (Some(_), Listing::Unique) => Role::Skip,
        (Some(_), Listing::All) if n > MAX_PACKED => Role::Walk,
        (Some(std::cmp::Ordering::Less), Listing::All) => Role::Keep(key(prefix.iter().copied())),
        (Some(_), Listing::All) => Role::Mirror(key(prefix.iter().map(|&c| mirror(c)))),
    }
}

/// A prefix as a number: 5 bits a column.
fn key(prefix: impl Iterator<Item = u8>) -> u64 {
    prefix.fold(0, |key, c| key << 5 | u64::from(c))
}

/// A solution of a board of at most 16 as a word: row `r`'s column in bits `4r..4r + 4`.
#[inline]
pub fn pack(cols: &[u8]) -> u64 {
    debug_assert!(cols.len() <= MAX_PACKED);
    cols.iter()
        .rev()
        .fold(0, |word, &c| word << 4 | u64::from(c))
}

/// The solution [`pack`] made `word` of, into `cols` (`n` columns).
#[inline]
pub fn unpack(word: u64, cols: &mut [u8]) {
    for (row, col) in cols.iter_mut().enumerate() {
        // Masked to 4 bits, so the cast keeps the value.
        *col = (word >> (4 * row) & 15) as u8;
    }
}

/// The mirror image of the solution [`pack`] made `word` of, into `cols` (`n` columns).
#[inline]
pub fn unpack_mirrored(word: u64, cols: &mut [u8]) {
    let last = u8::try_from(cols.len() - 1).expect("n is at most 16");
    for (row, col) in cols.iter_mut().enumerate() {
        // Masked to 4 bits, so the cast keeps the value.
        *col = last - (word >> (4 * row) & 15) as u8;
    }
}

/// What is kept of one piece.
#[derive(Debug)]
enum Entry {
    /// Its worker is walking it.
    Walking,
    /// Its solutions, in search order.
    Kept(Box<[u64]>),
    /// Nothing: its mirror must be walked.
    Dropped,
}

#[derive(Debug, Default)]
struct State {
    pieces: HashMap<u64, Entry>,
    /// Bytes of the solutions kept.
    bytes: usize,
    stopped: bool,
}

/// The solutions kept of the left pieces, until their mirrors take them.
#[derive(Debug)]
pub struct Kept {
    state: Mutex<State>,
    /// Wakes the workers waiting for a piece still walked.
    done: Condvar,
    bound: usize,
}

impl Kept {
    /// Keeps at most `bound` bytes of solutions at once.
    pub fn new(bound: usize) -> Self {
        Kept {
            state: Mutex::new(State::default()),
            done: Condvar::new(),
            bound,
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Nothing is left half-done under the lock: a panic elsewhere does not matter here.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The most solutions one piece may keep: a walk keeping more gives up.
    pub fn most(&self) -> usize {
        self.bound / size_of::<u64>()
    }

    /// The piece under `key` is handed out to be walked: its mirror, handed out later, waits
    /// for it. (Called before the mirror can be handed out.)
    pub fn expect(&self, key: u64) {
        self.lock().pieces.insert(key, Entry::Walking);
    }

    /// The walk of the piece under `key` ended with these solutions (`None`: too many to keep).
    pub fn put(&self, key: u64, solutions: Option<&[u64]>) {
        let mut state = self.lock();
        let bytes = solutions.map_or(0, size_of_val);
        let entry = match solutions {
            Some(solutions) if state.bytes + bytes <= self.bound => {
                state.bytes += bytes;
                Entry::Kept(solutions.into())
            }
            _ => Entry::Dropped,
        };
        state.pieces.insert(key, entry);
        self.done.notify_all();
    }

    /// The solutions kept under `key`, once its walk ends; `None` if none were kept, or the
    /// listing stopped.
    pub fn take(&self, key: u64) -> Option<Box<[u64]>> {
        let mut state = self.lock();
        loop {
            if state.stopped {
                return None;
            }
            match state.pieces.remove(&key) {
                Some(Entry::Walking) => {
                    state.pieces.insert(key, Entry::Walking);
                    state = self.done.wait(state).unwrap_or_else(|e| e.into_inner());
                }
                Some(Entry::Kept(solutions)) => {
                    state.bytes -= size_of_val(&*solutions);
                    return Some(solutions);
                }
                Some(Entry::Dropped) | None => return None,
            }
        }
    }

    /// The listing stopped: nobody waits any longer.
    pub fn stop(&self) {
        self.lock().stopped = true;
        self.done.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::catalog::solutions;
    use std::sync::Arc;
    use std::thread;
    use std::time::Duration;

    #[test]
    fn a_mirrored_word_is_the_mirror_image() {
        for n in [1u8, 5, 8, 16] {
            for sol in solutions(n.into(), Listing::All).take(200) {
                let mut cols = vec![0; n.into()];
                unpack_mirrored(pack(&sol), &mut cols);
                let image: Vec<u8> = sol.iter().map(|&c| n - 1 - c).collect();
                assert_eq!(cols, image, "n = {n}");
                unpack(pack(&sol), &mut cols);
                assert_eq!(cols, sol.to_vec(), "n = {n}");
            }
        }
    }

    #[test]
    fn roles_pair_each_right_piece_with_its_left_mirror() {
        assert_eq!(role(8, &[1, 3], Listing::All), Role::Keep(1 << 5 | 3));
        assert_eq!(role(8, &[6, 4], Listing::All), Role::Mirror(1 << 5 | 3));
        // The middle column of an odd board: the next row decides.
        assert_eq!(role(9, &[4, 1], Listing::All), Role::Keep(4 << 5 | 1));
        assert_eq!(role(9, &[4, 7], Listing::All), Role::Mirror(4 << 5 | 1));
        assert_eq!(role(9, &[4], Listing::All), Role::Walk);
        assert_eq!(role(3, &[], Listing::All), Role::Walk);
        assert_eq!(role(8, &[1, 3], Listing::Unique), Role::Walk);
        assert_eq!(role(8, &[6, 4], Listing::Unique), Role::Skip);
        // Past 16 columns a solution does not fit a word.
        assert_eq!(role(17, &[1, 3, 5, 7], Listing::All), Role::Walk);
    }

    #[test]
    fn a_piece_past_the_bound_is_dropped_and_the_bound_is_freed_by_taking() {
        let kept = Kept::new(32);
        for key in 0..3 {
            kept.expect(key);
        }
        kept.put(0, Some(&[1, 2, 3]));
        // 24 bytes kept: 16 more would pass 32.
        kept.put(1, Some(&[4, 5]));
        kept.put(2, None);
        assert_eq!(kept.take(1), None);
        assert_eq!(kept.take(2), None);
        assert_eq!(kept.take(0).as_deref(), Some([1, 2, 3].as_slice()));
        kept.expect(3);
        kept.put(3, Some(&[6, 7, 8, 9]));
        assert_eq!(kept.take(3).as_deref(), Some([6, 7, 8, 9].as_slice()));
    }

    #[test]
    fn a_mirror_waits_for_its_piece_s_walk_or_the_stop() {
        let kept = Arc::new(Kept::new(1 << 10));
        kept.expect(7);
        kept.expect(8);
        let waiter = |key| {
            let kept = Arc::clone(&kept);
            thread::spawn(move || kept.take(key))
        };
        let (seven, eight) = (waiter(7), waiter(8));
        // Time for both to block in `take`; neither can return before the put or the stop,
        // however long this takes.
        thread::sleep(Duration::from_millis(20));
        assert!(!seven.is_finished() && !eight.is_finished());
        kept.put(7, Some(&[42]));
        assert_eq!(seven.join().unwrap().as_deref(), Some([42].as_slice()));
        kept.stop();
        assert_eq!(eight.join().unwrap(), None);
    }
}
