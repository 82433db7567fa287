//! The queue between the workers, which format pieces of the search in any order, and the one
//! writer, which must print them in search order: chunks wait in the slot of their piece until
//! every earlier piece is written.
//!
//! The bytes waiting are bounded: a worker whose chunk would go past the bound waits for room,
//! unless its piece is the one being written (the writer waits for that one, so it must never
//! wait). A slow reader therefore stops the workers instead of filling memory; at most one
//! chunk a worker goes past the bound.

use std::collections::VecDeque;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// Formatted solutions of one piece, in order.
#[derive(Debug)]
pub struct Chunk {
    /// The records, in `bytes[..used]`; what follows is scratch space.
    pub bytes: Vec<u8>,
    /// The bytes of records.
    pub used: usize,
    /// The records.
    pub count: u64,
}

/// What the writer gets from [`Queue::take`].
#[derive(Debug)]
pub enum Take {
    /// The next chunk in search order.
    Chunk(Chunk),
    /// Nothing yet.
    Empty,
    /// Every piece is written.
    End,
    /// A worker died: the listing cannot be completed.
    Failed,
}

/// The chunks of one piece.
#[derive(Debug, Default)]
struct Slot {
    chunks: VecDeque<Chunk>,
    /// Its worker sent its last chunk.
    done: bool,
}

#[derive(Debug, Default)]
struct State {
    /// The piece being written.
    head: u64,
    /// The slots of pieces `head`, `head + 1`, …
    slots: VecDeque<Slot>,
    /// Bytes of chunks waiting (buffers' full length: what they take of memory).
    held: usize,
    /// How many pieces there are, once the last one is handed out.
    end: Option<u64>,
    stopped: bool,
    failed: bool,
    /// Workers waiting for room.
    waiting: usize,
    /// Written buffers, for the workers to fill again rather than allocate.
    spare: Vec<Vec<u8>>,
}

/// The in-order queue of one listing.
#[derive(Debug)]
pub struct Queue {
    state: Mutex<State>,
    /// Wakes the writer: the head piece sent a chunk or ended, or the listing stopped.
    more: Condvar,
    /// Wakes the workers waiting for room.
    room: Condvar,
    bound: usize,
    buffer_len: usize,
    spares: usize,
    /// The head, for the workers to read without the lock.
    head: AtomicU64,
    /// Bit 0: stop; above it, a count of the writer's clock ticks and of new heads. Workers
    /// watch it as they walk.
    signal: AtomicU64,
}

impl Queue {
    /// A queue holding at most about `bound` bytes ahead of the writer, whose workers fill
    /// buffers of `buffer_len` bytes, at most `spares` of them kept for reuse.
    pub fn new(bound: usize, buffer_len: usize, spares: usize) -> Self {
        Queue {
            state: Mutex::new(State::default()),
            more: Condvar::new(),
            room: Condvar::new(),
            bound,
            buffer_len,
            spares,
            head: AtomicU64::new(0),
            signal: AtomicU64::new(0),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A worker that panicked holds no invariant half-done under the lock: go on.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The signal word: it changes at each tick of the writer's clock, and bit 0 is the stop.
    #[inline]
    pub fn signal(&self) -> u64 {
        self.signal.load(Ordering::Relaxed)
    }

    /// Whether bit 0 of a signal word says stop.
    pub fn says_stop(signal: u64) -> bool {
        signal & 1 != 0
    }

    /// Whether piece `seq` is the one being written.
    pub fn is_head(&self, seq: u64) -> bool {
        self.head.load(Ordering::Relaxed) == seq
    }

    /// A buffer to fill: a written one if any, else a new one of the queue's length.
    pub fn buffer(&self) -> Vec<u8> {
        self.lock()
            .spare
            .pop()
            .unwrap_or_else(|| vec![0; self.buffer_len])
    }

    /// Queues a chunk of piece `seq`, first waiting for room unless `seq` is the head; breaks
    /// if the listing stopped.
    pub fn push(&self, seq: u64, chunk: Chunk) -> ControlFlow<()> {
        let mut state = self.lock();
        while !state.stopped && seq != state.head && state.held >= self.bound {
            state.waiting += 1;
            state = self.room.wait(state).unwrap_or_else(|e| e.into_inner());
            state.waiting -= 1;
        }
        if state.stopped {
            return ControlFlow::Break(());
        }
        state.held += chunk.bytes.len();
        slot(&mut state, seq).chunks.push_back(chunk);
        if seq == state.head {
            self.more.notify_one();
        }
        ControlFlow::Continue(())
    }

    /// Piece `seq` has sent its last chunk.
    pub fn finish(&self, seq: u64) {
        let mut state = self.lock();
        slot(&mut state, seq).done = true;
        if seq == state.head {
            self.more.notify_one();
        }
    }

    /// There are `pieces` pieces in all.
    pub fn no_more(&self, pieces: u64) {
        self.lock().end = Some(pieces);
        self.more.notify_one();
    }

    /// Stops the listing: workers end at their next check, and waits end.
    pub fn stop(&self) {
        self.lock().stopped = true;
        self.signal.fetch_or(1, Ordering::Relaxed);
        self.room.notify_all();
        self.more.notify_one();
    }

    /// A worker died: the listing stops, and the writer hears of it.
    pub fn fail(&self) {
        self.lock().failed = true;
        self.stop();
    }

    /// Advances the clock the workers watch: those holding solutions of the head piece send
    /// them, so they are printed within a tick or two of being found.
    pub fn tick(&self) {
        self.signal.fetch_add(2, Ordering::Relaxed);
    }

    /// The next chunk in search order; if there is none yet, waits for one at most `wait`.
    pub fn take(&self, wait: Duration) -> Take {
        let mut state = self.lock();
        let mut waited = false;
        loop {
            if state.failed {
                return Take::Failed;
            }
            if let Some(slot) = state.slots.front_mut() {
                if let Some(chunk) = slot.chunks.pop_front() {
                    state.held -= chunk.bytes.len();
                    self.room.notify_all();
                    return Take::Chunk(chunk);
                }
                if slot.done {
                    state.slots.pop_front();
                    state.head += 1;
                    self.head.store(state.head, Ordering::Relaxed);
                    // A worker waiting for room may now hold the head; a walking one sends
                    // what it holds at once rather than at the next tick.
                    self.room.notify_all();
                    self.signal.fetch_add(2, Ordering::Relaxed);
                    continue;
                }
            }
            if state.end == Some(state.head) {
                return Take::End;
            }
            if waited || wait.is_zero() {
                return Take::Empty;
            }
            state = self
                .more
                .wait_timeout(state, wait)
                .unwrap_or_else(|e| e.into_inner())
                .0;
            waited = true;
        }
    }

    /// Gives a written buffer back for reuse.
    pub fn recycle(&self, bytes: Vec<u8>) {
        if bytes.len() != self.buffer_len {
            return;
        }
        let mut state = self.lock();
        if state.spare.len() < self.spares {
            state.spare.push(bytes);
        }
    }
}

/// The slot of piece `seq` (not yet written), made if need be.
fn slot(state: &mut State, seq: u64) -> &mut Slot {
    let at = usize::try_from(seq - state.head).expect("pieces in flight fit in memory");
    if state.slots.len() <= at {
        state.slots.resize_with(at + 1, Slot::default);
    }
    &mut state.slots[at]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::thread;

    fn chunk(byte: u8, len: usize) -> Chunk {
        Chunk {
            bytes: vec![byte; len],
            used: len,
            count: 1,
        }
    }

    fn take_now(queue: &Queue) -> Take {
        queue.take(Duration::ZERO)
    }

    #[test]
    fn chunks_come_out_in_piece_order_whatever_order_they_went_in() {
        let queue = Queue::new(1 << 20, 16, 4);
        assert!(queue.push(2, chunk(2, 4)).is_continue());
        let _ = queue.push(1, chunk(1, 4));
        queue.finish(2);
        queue.finish(1);
        assert!(matches!(take_now(&queue), Take::Empty), "piece 0 first");
        let _ = queue.push(0, chunk(0, 4));
        let _ = queue.push(0, chunk(10, 4));
        queue.finish(0);
        queue.no_more(3);
        let mut order = Vec::new();
        loop {
            match take_now(&queue) {
                Take::Chunk(c) => order.push(c.bytes[0]),
                Take::End => break,
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(order, [0, 10, 1, 2]);
    }

    /// Until `n` workers wait for room (a thread just spawned may not have got there yet).
    fn until_waiting(queue: &Queue, n: usize) {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while queue.lock().waiting != n {
            assert!(std::time::Instant::now() < deadline, "no worker waits");
            thread::yield_now();
        }
    }

    #[test]
    fn a_worker_ahead_waits_for_room_and_the_head_never_does() {
        let queue = Arc::new(Queue::new(8, 16, 4));
        assert!(queue.push(1, chunk(1, 8)).is_continue());
        // At the bound: piece 2's worker waits until the writer takes something.
        let ahead = {
            let queue = Arc::clone(&queue);
            thread::spawn(move || queue.push(2, chunk(2, 8)))
        };
        until_waiting(&queue, 1);
        assert_eq!(queue.lock().held, 8);
        // The head goes in at once, bound or not.
        assert!(queue.push(0, chunk(0, 8)).is_continue());
        queue.finish(0);
        assert!(matches!(take_now(&queue), Take::Chunk(c) if c.bytes[0] == 0));
        // Still at the bound, so piece 2 still waits.
        {
            let state = queue.lock();
            assert_eq!((state.held, state.waiting), (8, 1));
        }
        assert!(matches!(take_now(&queue), Take::Chunk(c) if c.bytes[0] == 1));
        assert!(ahead.join().unwrap().is_continue());
        queue.finish(1);
        queue.finish(2);
        queue.no_more(3);
        assert!(matches!(take_now(&queue), Take::Chunk(c) if c.bytes[0] == 2));
        assert!(matches!(take_now(&queue), Take::End));
        assert_eq!(queue.lock().held, 0);
    }

    #[test]
    fn stopping_releases_a_waiting_worker() {
        let queue = Arc::new(Queue::new(4, 16, 4));
        let _ = queue.push(1, chunk(1, 8));
        let ahead = {
            let queue = Arc::clone(&queue);
            thread::spawn(move || queue.push(2, chunk(2, 8)))
        };
        until_waiting(&queue, 1);
        queue.stop();
        assert!(ahead.join().unwrap().is_break());
        assert!(Queue::says_stop(queue.signal()));
        assert!(queue.push(0, chunk(0, 1)).is_break());
    }
}
