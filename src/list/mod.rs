//! Listing every solution on all cores, in search order and in the bytes of
//! [`crate::export::format::SolutionWriter`] (which stays the single-threaded reference).
//!
//! - [`walk`]: the search cut into pieces (the queens of the first rows), in search order;
//! - `lanes`: the walk of eight pieces at once in a vector register (x86-64 with AVX2);
//! - [`mirror`]: the pieces of the right half listed as the mirror images of the left's;
//! - [`records`]: a solution's bytes from a table of ready-made pieces;
//! - [`queue`]: the pieces' chunks put back in order for the one writer, with a bound on the
//!   bytes waiting, so a slow reader stops the workers rather than filling memory.
//!
//! Workers take pieces in order and format their solutions into buffers of their own; the
//! writer (the calling thread) prints the buffers in order, numbers the boards, and applies
//! the limit. Nobody reads the clock per solution: the writer ticks while it waits, and the
//! worker holding the piece being written sends what it has at the next tick, so a slow
//! listing (a large board, `--unique`) shows each solution within a tick or two of finding it.

#[cfg(target_arch = "x86_64")]
pub mod lanes;
pub mod mirror;
pub mod queue;
pub mod records;
pub mod walk;

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use crate::export::format::{Notation, SolutionFormat};
use crate::solver::MAX_N;
use crate::solver::catalog::Listing;
use crate::solver::symmetry::is_canonical;
use mirror::{Kept, Role};
use queue::{Chunk, Queue, Take};
use records::Records;
use walk::{Pieces, Visit};

/// The most bytes formatted ahead of the writer (plus one buffer a worker): what a listing
/// holds in memory when its reader is slow.
pub const MAX_AHEAD: usize = 64 << 20;

/// The buffer a worker fills before sending it: large enough that writing costs one system
/// call per quarter megabyte, small beside [`MAX_AHEAD`].
const BUFFER: usize = 256 << 10;

/// How often the writer's clock ticks while it waits for the piece it must print next.
const TICK: Duration = Duration::from_millis(50);

/// What to list and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The board size, 1 to 32.
    pub n: usize,
    /// All solutions, or one a class.
    pub listing: Listing,
    /// The format.
    pub format: SolutionFormat,
    /// How queens are named; `Some` with `cols` also prints the line naming the notation.
    pub notation: Option<Notation>,
    /// Boards drawn with `.` and `Q`.
    pub ascii: bool,
    /// Stop after this many solutions.
    pub limit: Option<u64>,
    /// Worker threads, at least 1 (the calling thread writes).
    pub threads: usize,
}

/// Writes the listing to `out` and returns the number of solutions written. A write error
/// (a closed pipe) stops the workers and is returned as it is.
pub fn list<W: Write>(options: &Options, out: &mut W) -> io::Result<u64> {
    list_keeping(options, out, mirror::MAX_KEPT)
}

/// [`list`], keeping at most `most_kept` bytes of solutions for the mirror pieces.
fn list_keeping<W: Write>(options: &Options, out: &mut W, most_kept: usize) -> io::Result<u64> {
    let n = options.n;
    let notation = options.notation.unwrap_or_default();
    let records = Records::new(n, options.format, notation, options.ascii);
    if let Some(notation) = options.notation
        && options.format == SolutionFormat::Cols
    {
        writeln!(out, "{}", crate::export::format::header(notation, n))?;
    }
    let threads = options.threads.max(1);
    // Spare buffers: enough for every worker to swap a full one for an empty one at once,
    // without keeping megabytes idle when there are many workers.
    let spares = (threads + 2).min(16);
    let shared = Shared {
        n,
        listing: options.listing,
        records: &records,
        pieces: Mutex::new(Pieces::new(n, walk::depth_for(n))),
        queue: Queue::new(MAX_AHEAD, BUFFER + records.size() + records.slack(), spares),
        kept: Kept::new(most_kept),
    };
    let mut printer = Printer {
        out,
        records: &records,
        format: options.format,
        limit: options.limit.unwrap_or(u64::MAX),
        written: 0,
    };
    thread::scope(|scope| {
        for _ in 0..threads {
            let worker = thread::Builder::new()
                .name("nqueens-list".into())
                .spawn_scoped(scope, || work(&shared));
            if let Err(err) = worker {
                // Too many threads for this system: one line, not a panic.
                shared.stop();
                return Err(io::Error::new(
                    err.kind(),
                    format!("cannot start {threads} worker threads: {err}"),
                ));
            }
        }
        let result = printer.print(&shared.queue);
        // The limit reached, or the output failed: the workers go.
        shared.stop();
        result
    })?;
    printer.finish()?;
    Ok(printer.written)
}

/// What the workers and the writer share.
struct Shared<'a> {
    n: usize,
    listing: Listing,
    records: &'a Records,
    pieces: Mutex<Pieces>,
    queue: Queue,
    kept: Kept,
}

impl Shared<'_> {
    /// Stops the listing: workers end at their next check, and nobody waits any longer.
    fn stop(&self) {
        self.queue.stop();
        self.kept.stop();
    }

    /// The next piece and what to do with it, or how many pieces there were.
    fn next(&self) -> Result<(walk::Piece, Role), u64> {
        let mut pieces = self.pieces.lock().unwrap_or_else(|e| e.into_inner());
        let piece = pieces.next().ok_or(pieces.handed_out())?;
        let role = mirror::role(self.n, piece.prefix(), self.listing);
        if let Role::Keep(key) = role {
            // Under the lock, so the mirror, handed out later, finds it.
            self.kept.expect(key);
        }
        Ok((piece, role))
    }
}

/// A worker: takes the next pieces, walks them (or replays their mirrors' solutions), sends
/// their records in order; until no piece is left or the listing stops.
///
/// Where the lanes run, a worker takes up to [`BATCH`] consecutive pieces at a time (8 at
/// first, so the first lines come at once), walks all of them eight at once, and only then
/// sends them one after the other. Each wait (for room, or for a mirror's solutions) is then
/// for pieces before the one being sent, never for one the worker holds.
fn work(shared: &Shared) {
    // Without this a worker's panic would leave the writer waiting for its piece forever.
    struct Guard<'a, 'b>(&'a Shared<'b>);
    impl Drop for Guard<'_, '_> {
        fn drop(&mut self) {
            if thread::panicking() {
                self.0.queue.fail();
                self.0.kept.stop();
            }
        }
    }
    let _guard = Guard(shared);
    let (n, queue) = (shared.n, &shared.queue);
    let mut worker = Worker {
        queue,
        records: shared.records,
        unique: shared.listing == Listing::Unique,
        seq: 0,
        bytes: queue.buffer(),
        used: 0,
        count: 0,
        seen: queue.signal(),
        keep: false,
        kept: Vec::new(),
        most_kept: shared.kept.most(),
    };
    let in_lanes = lanes_fit(n, walk::depth_for(n));
    // The first batches small, so the first lines come at once (`| head -1`).
    let mut batch_len = if in_lanes { 8 } else { 1 };
    let mut batch = Vec::with_capacity(BATCH);
    // The solutions the lanes found, a list per piece of the batch (kept between batches).
    let mut found: Vec<Vec<u64>> = Vec::new();
    loop {
        batch.clear();
        let mut all = None;
        while batch.len() < batch_len {
            match shared.next() {
                Ok(next) => batch.push(next),
                Err(pieces) => {
                    all = Some(pieces);
                    break;
                }
            }
        }
        if in_lanes {
            let stop = || Queue::says_stop(queue.signal());
            walk_lanes(n, &batch, &mut found, &stop);
            batch_len = (batch_len * 2).min(BATCH);
        }
        for (i, &(piece, role)) in batch.iter().enumerate() {
            let walked = in_lanes.then(|| &found[i][..]);
            if worker.piece(shared, &piece, role, walked).is_break() {
                return;
            }
        }
        if let Some(pieces) = all {
            queue.no_more(pieces);
            return;
        }
    }
}

/// How many pieces a worker takes at a time when the lanes walk them: enough that the eight
/// lanes stay busy while the pieces' sizes differ (at n = 16, 64 cost 6% more than one batch
/// of all, 256 3%), few enough that a batch takes milliseconds.
const BATCH: usize = 128;

/// Whether the lanes walk the pieces of the `n` board placing `depth` rows, on this CPU.
fn lanes_fit(n: usize, depth: usize) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        lanes::fits(n, depth) && lanes::available()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (n, depth);
        false
    }
}

/// Walks the pieces of `batch` that are walked (not skipped, not mirrors) in the lanes, into
/// `found`: a list of solutions per piece, empty for the others. On a stop the lists are
/// incomplete, and nothing more is sent.
fn walk_lanes(
    n: usize,
    batch: &[(walk::Piece, Role)],
    found: &mut Vec<Vec<u64>>,
    stop: &impl Fn() -> bool,
) {
    found.resize_with(batch.len(), Vec::new);
    found.iter_mut().for_each(Vec::clear);
    #[cfg(target_arch = "x86_64")]
    {
        let walked: Vec<(usize, walk::Piece)> = batch
            .iter()
            .enumerate()
            .filter(|(_, (_, role))| matches!(role, Role::Walk | Role::Keep(_)))
            .map(|(i, &(piece, _))| (i, piece))
            .collect();
        let pieces: Vec<walk::Piece> = walked.iter().map(|&(_, piece)| piece).collect();
        lanes::walk(
            n,
            &pieces,
            &mut |k, word| found[walked[k].0].push(word),
            stop,
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (n, stop);
}

/// A worker's state while it walks a piece: the buffer it fills.
struct Worker<'a> {
    queue: &'a Queue,
    records: &'a Records,
    unique: bool,
    /// The piece being walked.
    seq: u64,
    bytes: Vec<u8>,
    used: usize,
    count: u64,
    /// The signal word last seen.
    seen: u64,
    /// Whether the solutions found are kept (for the mirror piece); false once too many.
    keep: bool,
    /// The solutions of the piece, as [`mirror::pack`] makes them, while `keep`.
    kept: Vec<u64>,
    /// The most solutions a piece may keep.
    most_kept: usize,
}

impl Worker<'_> {
    /// Sends the records held, if any. A buffer mostly empty (the end of a piece, or a tick)
    /// goes as a copy of its records, so the bytes waiting are records, not empty buffers.
    fn send(&mut self) -> ControlFlow<()> {
        if self.count == 0 {
            return ControlFlow::Continue(());
        }
        let bytes = if self.used < self.bytes.len() / 2 {
            self.bytes[..self.used].to_vec()
        } else {
            std::mem::replace(&mut self.bytes, self.queue.buffer())
        };
        let chunk = Chunk {
            bytes,
            used: self.used,
            count: self.count,
        };
        (self.used, self.count) = (0, 0);
        self.queue.push(self.seq, chunk)
    }

    /// Lists one piece in its role, and sends its records: from `walked`, the solutions the
    /// lanes found, if it was walked there; else walked here, or replayed from its mirror's.
    fn piece(
        &mut self,
        shared: &Shared,
        piece: &walk::Piece,
        role: Role,
        walked: Option<&[u64]>,
    ) -> ControlFlow<()> {
        let n = shared.n;
        self.seq = piece.seq;
        self.keep = matches!(role, Role::Keep(_)) && walked.is_none();
        self.kept.clear();
        match (role, walked) {
            (Role::Skip, _) => {}
            (Role::Mirror(key), _) => match shared.kept.take(key) {
                Some(solutions) => self.words(n, &solutions, true)?,
                None => walk::walk(n, piece, self)?,
            },
            (_, Some(words)) => self.words(n, words, false)?,
            (_, None) => walk::walk(n, piece, self)?,
        }
        if let Role::Keep(key) = role {
            let kept = match walked {
                Some(words) => (words.len() <= self.most_kept).then_some(words),
                None => self.keep.then_some(&self.kept[..]),
            };
            shared.kept.put(key, kept);
        }
        self.send()?;
        self.queue.finish(piece.seq);
        ControlFlow::Continue(())
    }

    /// Lists solutions packed in words ([`mirror::pack`]), in order; `mirrored`: the mirror
    /// images of a left piece's solutions, read backwards (the right piece's).
    fn words(&mut self, n: usize, words: &[u64], mirrored: bool) -> ControlFlow<()> {
        let size = self.records.size() + self.records.slack();
        let mut cols = [0; MAX_N];
        let mut list = |word: u64| {
            if self.unique {
                if mirrored {
                    mirror::unpack_mirrored(word, &mut cols[..n]);
                } else {
                    mirror::unpack(word, &mut cols[..n]);
                }
                if !is_canonical(&cols[..n]) {
                    return ControlFlow::Continue(());
                }
            }
            if self.used + size > self.bytes.len() {
                // A stop is seen at the next check, through the signal.
                let _ = self.send();
            }
            self.used = self
                .records
                .put_word(word, mirrored, &mut self.bytes, self.used);
            self.count += 1;
            self.backtrack()
        };
        if mirrored {
            words.iter().rev().try_for_each(|&word| list(word))
        } else {
            words.iter().try_for_each(|&word| list(word))
        }
    }
}

impl Visit for Worker<'_> {
    #[inline]
    fn solution(&mut self, cols: &[u8]) {
        if self.unique && !is_canonical(cols) {
            return;
        }
        if self.used + self.records.size() + self.records.slack() > self.bytes.len() {
            // A stop is seen at the next backtrack, through the signal.
            let _ = self.send();
        }
        self.used = self.records.put(cols, &mut self.bytes, self.used);
        self.count += 1;
        if self.keep {
            if self.kept.len() < self.most_kept {
                self.kept.push(mirror::pack(cols));
            } else {
                // Too many to keep: the mirror will be walked.
                self.keep = false;
                self.kept = Vec::new();
            }
        }
    }

    #[inline]
    fn backtrack(&mut self) -> ControlFlow<()> {
        let signal = self.queue.signal();
        if signal == self.seen {
            return ControlFlow::Continue(());
        }
        self.seen = signal;
        if Queue::says_stop(signal) {
            return ControlFlow::Break(());
        }
        // A tick: the writer waits for this piece, so what it holds goes now.
        if self.queue.is_head(self.seq) {
            return self.send();
        }
        ControlFlow::Continue(())
    }
}

/// The writer: chunks in order to the output, with what only it knows (a board's number, the
/// JSON array's first bracket, the limit).
struct Printer<'a, W: Write> {
    out: &'a mut W,
    records: &'a Records,
    format: SolutionFormat,
    limit: u64,
    written: u64,
}

impl<W: Write> Printer<'_, W> {
    /// Prints every chunk in order until the end, the limit, or an error.
    fn print(&mut self, queue: &Queue) -> io::Result<()> {
        let mut last_tick = Instant::now();
        while self.written < self.limit {
            match queue.take(Duration::ZERO) {
                Take::Chunk(chunk) => {
                    self.chunk(&chunk)?;
                    queue.recycle(chunk.bytes);
                }
                Take::End => return Ok(()),
                Take::Failed => return Err(io::Error::other("a worker thread failed")),
                Take::Empty => {
                    // Nothing to print: what is printed goes out before the wait.
                    self.out.flush()?;
                    if let Take::Chunk(chunk) = queue.take(TICK) {
                        self.chunk(&chunk)?;
                        queue.recycle(chunk.bytes);
                    }
                    if last_tick.elapsed() >= TICK {
                        queue.tick();
                        last_tick = Instant::now();
                    }
                }
            }
        }
        Ok(())
    }

    /// Prints the records of `chunk`, up to the limit.
    fn chunk(&mut self, chunk: &Chunk) -> io::Result<()> {
        let size = self.records.size();
        let take = chunk.count.min(self.limit - self.written);
        let records = &chunk.bytes[..usize::try_from(take).expect("a chunk is in memory") * size];
        match self.format {
            SolutionFormat::Cols => self.out.write_all(records)?,
            SolutionFormat::Json if self.written == 0 && take > 0 => {
                // The first record opens the array instead of continuing it.
                self.out.write_all(b"[\n")?;
                self.out.write_all(&records[2..])?;
            }
            SolutionFormat::Json => self.out.write_all(records)?,
            SolutionFormat::Board => {
                for (k, grid) in (self.written + 1..).zip(records.chunks(size)) {
                    if k > 1 {
                        self.out.write_all(b"\n")?;
                    }
                    // For people, so in their language; the number as it is.
                    let heading = crate::t!("cli-board-solution", number = k.to_string());
                    writeln!(self.out, "{heading}")?;
                    self.out.write_all(grid)?;
                }
            }
        }
        self.written += take;
        Ok(())
    }

    /// Closes the JSON array (`[]` when empty) and flushes.
    fn finish(&mut self) -> io::Result<()> {
        if self.format == SolutionFormat::Json {
            self.out
                .write_all(if self.written == 0 { b"[]\n" } else { b"\n]\n" })?;
        }
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::format::SolutionWriter;
    use crate::solver::catalog::solutions;

    /// Whatever room there is to keep solutions for the mirror pieces (none, some pieces', all
    /// of them), the bytes are the single-threaded writer's.
    #[test]
    fn the_bytes_do_not_depend_on_what_is_kept() {
        for n in [5, 8, 11, 12] {
            let mut writer = SolutionWriter::new(Vec::new(), SolutionFormat::Cols, false);
            for cols in solutions(n, Listing::All) {
                writer.write(&cols).unwrap();
            }
            let expect = writer.finish().unwrap();
            for most_kept in [0, 4 << 10, mirror::MAX_KEPT] {
                for threads in [1, 3] {
                    let options = Options {
                        n,
                        listing: Listing::All,
                        format: SolutionFormat::Cols,
                        notation: None,
                        ascii: false,
                        limit: None,
                        threads,
                    };
                    let mut out = Vec::new();
                    let written = list_keeping(&options, &mut out, most_kept).unwrap();
                    assert_eq!(
                        written,
                        expect.iter().filter(|&&b| b == b'\n').count() as u64
                    );
                    assert!(
                        out == expect,
                        "n = {n}, {most_kept} bytes kept, {threads} threads"
                    );
                }
            }
        }
    }
}
