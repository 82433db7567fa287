//! The built binary in a pseudo-terminal, as a person uses it: keys in, the screen read back
//! through a terminal emulator (`vt100`), and the terminal checked after the program ends. No
//! real terminal is needed, so these run in CI.
//!
//! What the harness promises:
//! - **Whole frames.** The program sends each frame inside synchronized-update marks
//!   (`CSI ? 2026 h` … `CSI ? 2026 l`, see `nqueens::frames`). Every byte goes to the emulator
//!   as it comes, but the screen the tests look at is a copy taken at each end mark: a frame
//!   half written is never seen, and what a wait returns is one frame, all of it. Output that
//!   is not drawn in frames (`count`'s progress bar, the restore of the terminal) is read as
//!   written, by the checks that say so.
//! - **No fixed sleeps.** Every wait is for an event: a frame that shows what is expected, the
//!   program's end, the end of its output. The threads that read the output and wait for the
//!   program wake the test when something comes; a deadline turns a wait that never ends into
//!   a failure that shows the screen. A loaded machine makes the tests slower, not flaky.
//! - **Resizes in order.** The emulator is resized before the pseudo-terminal, so whatever
//!   the program draws for the new size lands on a screen of that size, and a resize returns
//!   once the program's first whole frame drawn at the new size has come.

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use nqueens::app::marks::Session;
use nqueens::frames;
use portable_pty::{ChildKiller, CommandBuilder, ExitStatus, MasterPty, PtySize, SlavePty};

/// How long to wait for an event before failing.
const DEADLINE: Duration = Duration::from_secs(20);

/// The mark that ends a synchronized update: the end of a frame.
const FRAME_END: &str = "\x1b[?2026l";
/// The mark that begins one.
const FRAME_BEGIN: &str = "\x1b[?2026h";
/// Clearing the whole screen: ratatui does it at the start of the first frame drawn at a new
/// size (its autoresize), and never otherwise in this program.
const CLEAR_ALL: &str = "\x1b[2J";

/// What the program wrote and how it stands; written by the threads that read the output and
/// wait for the program, read by the test.
struct State {
    /// The emulator, fed every byte as it comes: the screen as written so far, half a frame
    /// included.
    written: vt100::Parser,
    /// The screen as of the last end of a frame.
    whole: vt100::Screen,
    /// Every byte the program wrote.
    bytes: Vec<u8>,
    /// Where the bytes after the last end of a frame begin.
    frame_start: usize,
    /// Whole frames so far.
    frames: u64,
    /// Whole frames that began by clearing the screen: those drawn at a new size.
    redrawn: u64,
    /// The last of those.
    last_redrawn: vt100::Screen,
    /// The reader saw the end of the output (every copy of the pty's other side is closed).
    eof: bool,
    /// How the program ended, once it has.
    status: Option<ExitStatus>,
}

impl State {
    fn new(rows: u16, cols: u16) -> State {
        let written = vt100::Parser::new(nonzero(rows), nonzero(cols), 0);
        State {
            whole: written.screen().clone(),
            last_redrawn: written.screen().clone(),
            written,
            bytes: Vec::new(),
            frame_start: 0,
            frames: 0,
            redrawn: 0,
            eof: false,
            status: None,
        }
    }

    /// Takes in the next bytes the program wrote: all go to the emulator, and its screen is
    /// copied at each end of a frame among them.
    fn take_in(&mut self, chunk: &[u8]) {
        let mut fed = self.bytes.len();
        // A mark may be split between two reads: look again from where one could start.
        let mut from = fed
            .saturating_sub(FRAME_END.len() - 1)
            .max(self.frame_start);
        self.bytes.extend_from_slice(chunk);
        while let Some(at) = find_first(&self.bytes[from..], FRAME_END) {
            let end = from + at + FRAME_END.len();
            self.written.process(&self.bytes[fed..end]);
            fed = end;
            self.whole = self.written.screen().clone();
            self.frames += 1;
            if find_first(&self.bytes[self.frame_start..end], CLEAR_ALL).is_some() {
                self.redrawn += 1;
                self.last_redrawn = self.whole.clone();
            }
            self.frame_start = end;
            from = end;
        }
        self.written.process(&self.bytes[fed..]);
    }
}

/// [`State`] with the means to wait for it to change.
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

/// The terminal's line discipline flags, to tell raw mode from cooked.
#[derive(Debug, Clone, PartialEq)]
struct Modes {
    input: String,
    output: String,
    local: String,
}

/// `nqueens` running in a pseudo-terminal.
struct Tui {
    master: Box<dyn MasterPty + Send>,
    /// Kept open until the child has ended, so the terminal modes stay readable; dropped
    /// then, so the reader sees the end of the output.
    slave: Option<Box<dyn SlavePty + Send>>,
    pid: Pid,
    killer: Box<dyn ChildKiller + Send + Sync>,
    writer: Box<dyn Write + Send>,
    shared: Arc<Shared>,
    /// The terminal's modes before the program started.
    modes_before: Modes,
    /// The terminal's modes as the program left them, once it has ended.
    modes_after: Option<Modes>,
}

fn size(rows: u16, cols: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

fn nonzero(v: u16) -> NonZeroU16 {
    NonZeroU16::new(v).unwrap()
}

impl Tui {
    /// Starts the program with `args` in a `cols`×`rows` pseudo-terminal.
    fn start(args: &[&str], cols: u16, rows: u16) -> Tui {
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_nqueens"));
        cmd.args(args);
        Tui::spawn(cmd, cols, rows)
    }

    /// Starts the program with `args` and the environment variables `env` (beside `TERM`
    /// and, unless `env` names them, no `COLORTERM` or `NO_COLOR`).
    fn start_with(args: &[&str], env: &[(&str, &str)], cols: u16, rows: u16) -> Tui {
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_nqueens"));
        cmd.args(args);
        for (key, value) in env {
            cmd.env(key, value);
        }
        Tui::spawn(cmd, cols, rows)
    }

    fn spawn(mut cmd: CommandBuilder, cols: u16, rows: u16) -> Tui {
        let pair = portable_pty::native_pty_system()
            .openpty(size(rows, cols))
            .unwrap();
        // The terminal the tests stand for, unless a test says otherwise; nothing of the
        // environment the tests run in decides what the program sees.
        for key in ["COLORTERM", "NO_COLOR"] {
            if cmd.get_env(key).is_none() {
                cmd.env_remove(key);
            }
        }
        if cmd.get_env("TERM").is_none() {
            cmd.env("TERM", "xterm-256color");
        }
        // `w` writes files here; keep any out of the source tree.
        cmd.cwd(env!("CARGO_TARGET_TMPDIR"));
        let modes_before = modes(&*pair.master);
        let mut child = pair.slave.spawn_command(cmd).unwrap();
        let pid = Pid::from_raw(i32::try_from(child.process_id().unwrap()).unwrap());
        let killer = child.clone_killer();
        let shared = Arc::new(Shared {
            state: Mutex::new(State::new(rows, cols)),
            changed: Condvar::new(),
        });
        let mut reader = pair.master.try_clone_reader().unwrap();
        let sink = Arc::clone(&shared);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        sink.update(|state| state.take_in(&buf[..n]));
                    }
                }
            }
            sink.update(|state| state.eof = true);
        });
        let watcher = Arc::clone(&shared);
        thread::spawn(move || {
            let status = child.wait().expect("waiting for the program");
            watcher.update(|state| state.status = Some(status));
        });
        let writer = pair.master.take_writer().unwrap();
        Tui {
            master: pair.master,
            slave: Some(pair.slave),
            pid,
            killer,
            writer,
            shared,
            modes_before,
            modes_after: None,
        }
    }

    /// The state, locked. A test that failed while holding it still gets it (to clean up).
    fn state(&self) -> MutexGuard<'_, State> {
        self.shared.lock()
    }

    /// Types `keys` (raw bytes, as a terminal sends them).
    fn press(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// The last whole frame as text, one line a row.
    fn text(&self) -> String {
        self.state().whole.contents()
    }

    /// The screen as written so far, whole frames or not, as text.
    fn written_text(&self) -> String {
        self.state().written.screen().contents()
    }

    /// Whole frames drawn so far.
    fn frames(&self) -> u64 {
        self.state().frames
    }

    /// Everything the program wrote.
    fn bytes(&self) -> Vec<u8> {
        self.state().bytes.clone()
    }

    /// The program has ended.
    fn ended(&self) -> bool {
        self.state().status.is_some()
    }

    /// Waits until `until` holds, failing with the screen if it does not by the deadline.
    /// Returns the state, locked, as it was when `until` held.
    fn wait_on(&self, what: &str, until: impl Fn(&State) -> bool) -> MutexGuard<'_, State> {
        let deadline = Instant::now() + DEADLINE;
        let mut state = self.state();
        while !until(&state) {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "waited {DEADLINE:?} for {what}; the last whole frame:\n{}\nas written:\n{}",
                state.whole.contents(),
                state.written.screen().contents()
            );
            state = self
                .shared
                .changed
                .wait_timeout(state, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        state
    }

    /// Waits until `ready` holds and returns the last whole frame then; if the program ends
    /// first, waits for the rest of its output and looks a last time. Fails, with the screen,
    /// if `ready` never holds.
    fn wait_until_shown(&mut self, what: &str, ready: impl Fn(&State) -> bool) -> vt100::Screen {
        {
            let state = self.wait_on(what, |s| ready(s) || s.status.is_some());
            if ready(&state) {
                return state.whole.clone();
            }
        }
        self.drain();
        let state = self.state();
        assert!(
            ready(&state),
            "the program ended ({:?}) before showing {what}; the last whole frame:\n{}\nas \
             written:\n{}\n{}",
            state.status,
            state.whole.contents(),
            state.written.screen().contents(),
            String::from_utf8_lossy(&state.bytes)
        );
        state.whole.clone()
    }

    /// Waits for a whole frame for which `check` holds, and returns it.
    fn wait_for(&mut self, what: &str, check: impl Fn(&vt100::Screen) -> bool) -> vt100::Screen {
        self.wait_until_shown(what, |state| check(&state.whole))
    }

    /// Waits until the screen as written, in frames or not, passes `check`: for output the
    /// program does not draw in frames.
    fn wait_for_written(&mut self, what: &str, check: impl Fn(&vt100::Screen) -> bool) {
        self.wait_until_shown(what, |state| check(state.written.screen()));
    }

    /// Where `needle` first shows on the screen: its column and row (0-based; every symbol
    /// this program draws is one column wide).
    fn find(&self, needle: &str) -> Option<(u16, u16)> {
        self.text().lines().enumerate().find_map(|(y, line)| {
            let at = line.find(needle)?;
            let x = line[..at].chars().count();
            Some((u16::try_from(x).ok()?, u16::try_from(y).ok()?))
        })
    }

    /// Waits until the screen shows `needle`.
    fn wait_for_text(&mut self, needle: &str) -> vt100::Screen {
        self.wait_for(&format!("{needle:?}"), |s| s.contents().contains(needle))
    }

    /// Resizes the emulator, then the pseudo-terminal (the program gets `SIGWINCH`), to a
    /// size other than the present one; returns the program's first whole frame drawn at the
    /// new size.
    fn resize(&mut self, cols: u16, rows: u16) -> vt100::Screen {
        let redrawn = {
            let mut state = self.state();
            state.written.set_size(nonzero(rows), nonzero(cols));
            state.redrawn
        };
        self.master.resize(size(rows, cols)).unwrap();
        let state = self.wait_on(&format!("a frame drawn at {cols}×{rows}"), |s| {
            s.redrawn > redrawn || s.status.is_some()
        });
        assert!(
            state.status.is_none(),
            "the program ended: {:?}",
            state.status
        );
        let screen = state.last_redrawn.clone();
        assert_eq!(screen.size(), (nonzero(rows), nonzero(cols)));
        screen
    }

    /// The terminal's modes now.
    fn modes(&self) -> Modes {
        modes(&*self.master)
    }

    /// Waits for the program to end, notes the modes it left the terminal in, then waits for
    /// all of its output.
    fn drain(&mut self) {
        if self.modes_after.is_none() {
            drop(self.wait_on("the program to end", |s| s.status.is_some()));
            self.modes_after = Some(self.modes());
        }
        // Our copy of the other side was the last one open: closing it ends the output.
        self.slave = None;
        drop(self.wait_on("the end of the output", |s| s.eof));
    }

    /// Waits for the program to end and for all its output; returns how it ended and the
    /// terminal's modes as it left them.
    fn finish(&mut self) -> (ExitStatus, Modes) {
        self.drain();
        let status = self.state().status.clone().unwrap();
        (status, self.modes_after.clone().unwrap())
    }

    /// Sends `signal` to the program.
    fn signal(&self, signal: Signal) {
        kill(self.pid, signal).expect("kill failed");
    }
}

impl Shared {
    /// The state, locked, even if a thread failed while holding it.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Changes the state and wakes whoever waits for it.
    fn update(&self, change: impl FnOnce(&mut State)) {
        change(&mut self.lock());
        self.changed.notify_all();
    }
}

impl Drop for Tui {
    fn drop(&mut self) {
        // A failed test must not leave the program running.
        if !self.ended() {
            let _ = self.killer.kill();
        }
    }
}

fn modes(master: &dyn MasterPty) -> Modes {
    let termios = master.get_termios().expect("the pty's modes");
    Modes {
        input: format!("{:?}", termios.input_flags),
        output: format!("{:?}", termios.output_flags),
        local: format!("{:?}", termios.local_flags),
    }
}

/// Where `needle` first occurs in `haystack`.
fn find_first(haystack: &[u8], needle: &str) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|w| w == needle.as_bytes())
}

fn find(haystack: &[u8], needle: &str) -> Option<usize> {
    haystack
        .windows(needle.len())
        .rposition(|w| w == needle.as_bytes())
}

const ENTER_ALT_SCREEN: &str = "\x1b[?1049h";
const LEAVE_ALT_SCREEN: &str = "\x1b[?1049l";
const HIDE_CURSOR: &str = "\x1b[?25l";
const SHOW_CURSOR: &str = "\x1b[?25h";
const MOUSE_ON: &str = "\x1b[?1000h";
const MOUSE_OFF: &str = "\x1b[?1000l";
/// Text in every full frame.
const FRAME_MARK: &str = "Board";
/// The command line, open and empty.
const COMMAND_PROMPT: &str = ":▏";

/// Every synchronized update begun in `bytes` was ended before the next one began, and the
/// last one was ended too: no frame, however it stopped, left the terminal holding its display.
fn every_frame_ended(bytes: &[u8]) -> bool {
    let marks = [FRAME_BEGIN.as_bytes(), FRAME_END.as_bytes()];
    let mut open = false;
    for window in bytes.windows(FRAME_END.len()) {
        if window == marks[0] {
            if open {
                return false;
            }
            open = true;
        } else if window == marks[1] {
            open = false;
        }
    }
    !open
}

/// The terminal is as it was before the program: main screen, cursor shown, no mouse
/// reporting, no frame left unended, the line discipline's modes as before, and each undoing
/// sequence written after the last frame and after what it undoes. Returns the bytes after the
/// main screen came back.
fn assert_restored(tui: &Tui, modes_after: &Modes) -> Vec<u8> {
    assert_eq!(
        modes_after, &tui.modes_before,
        "raw mode was not turned off"
    );
    let out = tui.state();
    // The terminal's own state: the restore comes after the last frame, outside any.
    let screen = out.written.screen();
    assert!(!screen.alternate_screen(), "still on the alternate screen");
    assert!(!screen.hide_cursor(), "the cursor is hidden");
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse reporting is on"
    );
    let bytes = &out.bytes;
    let last = |seq| find(bytes, seq);
    let leave = last(LEAVE_ALT_SCREEN).expect("the alternate screen was never left");
    assert!(last(ENTER_ALT_SCREEN).is_some_and(|enter| enter < leave));
    assert!(last(SHOW_CURSOR) > last(HIDE_CURSOR), "cursor shown last");
    assert!(
        last(MOUSE_OFF) > last(MOUSE_ON),
        "mouse reporting turned off last"
    );
    // The last frame: the board's title is drawn in every full frame (the spaces around
    // words may be skipped, as unchanged cells).
    let frame = find(bytes, FRAME_MARK).expect("a frame was drawn");
    assert!(
        leave > frame,
        "a frame was drawn after the terminal was restored"
    );
    assert!(last(MOUSE_OFF) > Some(frame) && last(SHOW_CURSOR) > Some(frame));
    assert!(last(FRAME_BEGIN).is_some(), "no frame was sent whole");
    assert!(every_frame_ended(bytes), "a frame was never ended");
    bytes[leave..].to_vec()
}

/// The columns of the queens drawn on each rank of the board, top rank (row 0) first, read
/// from the screen: a `♛` under file letter `c` is a queen in column `c`, on the line of its
/// rank's number (the middle line of squares more than a line tall).
fn queens_on_screen(screen: &vt100::Screen, n: usize) -> Option<Vec<Vec<usize>>> {
    let lines: Vec<Vec<char>> = screen
        .rows(0, screen.size().1.get())
        .map(|row| row.chars().collect())
        .collect();
    // The search's board, or the one being played on.
    let titles = [format!(" Board n = {n} "), format!(" Play n = {n} ")];
    let top = lines.iter().position(|l| {
        let l: String = l.iter().collect();
        titles.iter().any(|t| l.contains(t.as_str()))
    })?;
    let left = lines[top].iter().position(|&c| c == '┌')?;
    let right = left + 1 + lines[top][left + 1..].iter().position(|&c| c == '┐')?;
    let letters = |line: &Vec<char>| -> Vec<usize> {
        (left + 1..right)
            .filter(|&x| line.get(x).is_some_and(|c| c.is_ascii_alphabetic()))
            .collect()
    };
    // The file letters: the first line under the squares with a letter for every file.
    let files = (top + 1..lines.len()).find(|&y| letters(&lines[y]).len() == n)?;
    let file_x = letters(&lines[files]);
    // The rank number, after the marker of the row being searched, if any.
    let label = |line: &Vec<char>| -> String {
        line[left + 1..left + 7]
            .iter()
            .filter(|c| c.is_ascii_digit())
            .collect()
    };
    (0..n)
        .map(|row| {
            let rank = (n - row).to_string();
            let line = lines[top + 1..files].iter().find(|l| label(l) == rank)?;
            (left + 1..right)
                .filter(|&x| line[x] == '♛')
                .map(|x| file_x.iter().position(|&fx| fx == x))
                .collect()
        })
        .collect()
}

/// The number of the selected solution (`▶#k`) in the solutions panel.
fn selected(screen: &vt100::Screen) -> Option<u64> {
    let text = screen.contents();
    let at = text.find("▶#")? + "▶#".len();
    text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .ok()
}

/// What `screen` shows, line by line: a blank written and a cell never written look the same.
fn looks(screen: &vt100::Screen) -> Vec<String> {
    let text = screen.contents();
    text.lines().map(|l| l.trim_end().to_string()).collect()
}

fn stat_line(text: &str, name: &str) -> Option<String> {
    text.lines()
        .find_map(|l| l.find(name).map(|at| l[at..].to_string()))
}

/// The survey of the run has come in: the timeline shows solutions ahead of the search.
fn surveyed(screen: &vt100::Screen) -> bool {
    screen.contents().lines().any(|l| {
        l.split_once('◆')
            .is_some_and(|(_, ahead)| ahead.chars().any(|c| ('▁'..='█').contains(&c)))
    })
}

fn shows_status(screen: &vt100::Screen, status: &str) -> bool {
    stat_line(&screen.contents(), "status ")
        .is_some_and(|l| l.split_whitespace().nth(1) == Some(status))
}

/// The harness's own promise: the screen the tests see changes only at the end of a frame,
/// however the frame's bytes are split between reads.
#[test]
fn the_harness_sees_only_whole_frames() {
    let mut state = State::new(2, 10);
    let first = format!("{FRAME_BEGIN}\x1b[Hone{FRAME_END}");
    let first = first.as_bytes();
    // In three reads: the text, then half the end mark, then its other half.
    let mark_at = first.len() - FRAME_END.len();
    state.take_in(&first[..mark_at]);
    assert_eq!(state.written.screen().contents(), "one");
    assert_eq!((state.whole.contents().as_str(), state.frames), ("", 0));
    state.take_in(&first[mark_at..mark_at + 3]);
    assert_eq!((state.whole.contents().as_str(), state.frames), ("", 0));
    state.take_in(&first[mark_at + 3..]);
    assert_eq!((state.whole.contents().as_str(), state.frames), ("one", 1));
    assert_eq!(state.redrawn, 0);
    // A frame drawn at a new size (it clears first) and half of the next, in one read.
    let next = format!("{FRAME_BEGIN}{CLEAR_ALL}\x1b[Htwo{FRAME_END}{FRAME_BEGIN}\x1b[Hthree");
    state.take_in(next.as_bytes());
    assert_eq!(state.written.screen().contents(), "three");
    assert_eq!((state.whole.contents().as_str(), state.frames), ("two", 2));
    assert_eq!(
        (state.redrawn, state.last_redrawn.contents().as_str()),
        (1, "two")
    );
    state.take_in(FRAME_END.as_bytes());
    assert_eq!(
        (state.whole.contents().as_str(), state.frames),
        ("three", 3)
    );
    assert_eq!(
        state.redrawn, 1,
        "only a frame that clears is drawn at a new size"
    );
}

#[test]
fn a_paused_start_says_paused_and_stays_still() {
    // n = 12: the background work (the run's length, its survey) takes a good part of a
    // second, in which a program that drew on a clock would draw several frames.
    let mut tui = Tui::start(&["-n", "12", "--paused"], 100, 30);
    tui.wait_for("status paused", |s| shows_status(s, "paused"));
    tui.wait_for("the empty board", |s| {
        queens_on_screen(s, 12).is_some_and(|q| q.iter().all(Vec::is_empty))
    });
    // The run's length and its survey come in from the background once, then nothing moves.
    let still = tui.wait_for("the run's length and survey", |s| {
        stat_line(&s.contents(), "event ").is_some_and(|l| l.contains("0 / 2,027,106"))
            && surveyed(s)
    });
    // Drawn so far, however long the background work took: the first frame and one for each
    // report (the run's length, its survey), or fewer if they came together. Nothing else: a
    // paused program draws nothing on a clock.
    let frames = tui.frames();
    assert!((1..=3).contains(&frames), "{frames} frames while paused");
    // Two keys: two frames, and the screen as it was.
    tui.press("?");
    tui.wait_for_text(" Keys ");
    tui.press("?");
    let after = tui.wait_for("the help closed", |s| !s.contents().contains(" Keys "));
    assert_eq!(
        looks(&after),
        looks(&still),
        "the screen moved while paused"
    );
    assert_eq!(
        tui.frames(),
        frames + 2,
        "frames beside the keys' while paused"
    );
    tui.press("q");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_restored(&tui, &modes);
}

#[test]
fn s_five_times_places_five_queens_in_search_order() {
    let mut tui = Tui::start(&["-n", "6", "--paused"], 100, 30);
    let order = [0, 2, 4, 1, 3];
    for placed in 0..=order.len() {
        if placed > 0 {
            tui.press("s");
        }
        let expected: Vec<Vec<usize>> = (0..6)
            .map(|row| {
                order[..placed]
                    .get(row)
                    .map(|&c| vec![c])
                    .unwrap_or_default()
            })
            .collect();
        let shown = tui.wait_for(&format!("{placed} queens at {expected:?}"), |s| {
            queens_on_screen(s, 6).as_ref() == Some(&expected)
        });
        let placements = stat_line(&shown.contents(), "placements ");
        assert_eq!(
            placements
                .as_deref()
                .and_then(|l| l.split_whitespace().nth(1)),
            Some(placed.to_string().as_str()),
            "the same frame counts them:\n{}",
            shown.contents()
        );
    }
    tui.press("q");
    assert!(tui.finish().0.success());
}

#[test]
fn top_speed_n6_finds_4_then_n7_finds_40() {
    let mut tui = Tui::start(&["-n", "6", "--speed", "max"], 100, 30);
    tui.wait_for("done with 4 solutions", |s| {
        shows_status(s, "done") && s.contents().contains("solutions   4 / 4")
    });
    tui.press("]");
    tui.wait_for("n = 7 done with 40 solutions", |s| {
        let text = s.contents();
        shows_status(s, "done")
            && text.contains(" n = 7 · done")
            && text.contains("solutions   40 / 40")
    });
    tui.press("q");
    assert!(tui.finish().0.success());
}

#[test]
fn tab_and_arrows_move_through_the_solutions() {
    let mut tui = Tui::start(&["-n", "6", "--speed", "max"], 120, 32);
    tui.wait_for("done, following the newest (#4)", |s| {
        shows_status(s, "done") && selected(s) == Some(4)
    });
    // Arrows do nothing until the panel has the focus. The help opening after the arrow
    // proves the arrow was read.
    tui.press("\x1b[A?");
    tui.wait_for_text(" Keys ");
    tui.press("?");
    let closed = tui.wait_for("help closed", |s| !s.contents().contains(" Keys "));
    assert!(
        closed.contents().contains("▶#4"),
        "an arrow moved the selection without the focus"
    );
    tui.press("\t");
    for (keys, expected) in [
        ("\x1b[A", 3), // up
        ("\x1b[A", 2), // up
        ("\x1b[B", 3), // down
        ("\x1b[D", 2), // left
        ("\x1b[C", 3), // right
        ("\x1b[B", 4), // down to the last
        ("\x1b[B", 4), // and no further
        ("\x1b[H", 1), // Home
        ("\x1b[B\x1b[B", 3),
    ] {
        tui.press(keys);
        // `?` after the keys: once the help shows, the keys before it have been handled.
        tui.press("?");
        tui.wait_for_text(" Keys ");
        tui.press("?");
        tui.wait_for(&format!("▶ on #{expected}"), |s| {
            !s.contents().contains(" Keys ") && selected(s) == Some(expected)
        });
    }
    tui.press("q");
    assert!(tui.finish().0.success());
}

#[test]
fn play_solves_4_by_keys_and_the_number_comes_from_the_background() {
    let mut tui = Tui::start(&["-n", "4", "--paused"], 100, 30);
    tui.wait_for_text(" Board n = 4 ");
    tui.press("p");
    tui.wait_for_text(" Play n = 4 ");
    let (right, left, down, enter) = ("\x1b[C", "\x1b[D", "\x1b[B", "\r");
    // b4, d3, a2, c1: the first solution, 1 3 0 2.
    for key in [
        right, enter, down, right, right, enter, down, left, left, left, enter, down, right, right,
        enter,
    ] {
        tui.press(key);
    }
    tui.wait_for_text("solved: solution #1 of 2 in search order");
    tui.wait_for("the four queens", |s| {
        queens_on_screen(s, 4) == Some(vec![vec![1], vec![3], vec![0], vec![2]])
    });
    tui.press("\x1b");
    tui.wait_for_text(" Board n = 4 ");
    tui.press("q");
    assert!(tui.finish().0.success());
}

#[test]
fn question_mark_shows_the_help_and_esc_closes_it() {
    let mut tui = Tui::start(&["-n", "8", "--paused"], 100, 30);
    tui.wait_for_text(" Board n = 8 ");
    assert!(!tui.text().contains(" Keys "));
    tui.press("?");
    tui.wait_for("the key table", |s| {
        let text = s.contents();
        text.contains(" Keys ") && text.contains("pause / resume") && text.contains("quit")
    });
    tui.press("\x1b");
    tui.wait_for("the help closed", |s| !s.contents().contains(" Keys "));
    tui.press("q");
    assert!(tui.finish().0.success());
}

#[test]
fn q_exits_0_and_leaves_the_terminal_as_it_was() {
    let mut tui = Tui::start(&["-n", "8"], 100, 30);
    tui.wait_for("running", |s| shows_status(s, "running"));
    assert_ne!(tui.modes(), tui.modes_before, "raw mode while running");
    tui.press("q");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_eq!(status.exit_code(), 0);
    assert_restored(&tui, &modes);
}

#[test]
fn ctrl_c_exits_0_and_leaves_the_terminal_as_it_was() {
    let mut tui = Tui::start(&["-n", "16", "--speed", "max"], 100, 30);
    tui.wait_for("running", |s| shows_status(s, "running"));
    tui.press("\x03");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_restored(&tui, &modes);
}

#[test]
fn resizing_to_4x2_and_back_redraws_the_same_screen() {
    let mut tui = Tui::start(&["-n", "6", "--paused"], 100, 30);
    tui.press("sss");
    // The narration at the bottom is the last part of a frame to arrive: once it tells the
    // third placement, the whole frame is on screen.
    let before = tui.wait_for("three queens, the whole frame drawn", |s| {
        queens_on_screen(s, 6).is_some_and(|q| q.iter().flatten().count() == 3)
            && s.contents().contains("e4 is free: place the queen")
            && stat_line(&s.contents(), "event ").is_some_and(|l| l.contains("3 / 354"))
            && surveyed(s)
    });
    // Each resize returns the first frame drawn at the new size: it must be right at once.
    let before = before.contents();
    for (cols, rows) in [(4, 2), (1, 1), (4, 2)] {
        let text = tui.resize(cols, rows).contents();
        assert!(
            !text.contains("Board") && text.starts_with('E'),
            "the {cols}×{rows} note:\n{text}"
        );
    }
    let back = tui.resize(100, 30).contents();
    assert_eq!(back, before, "the same screen as before the resize");
    tui.press("q");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    let bytes = tui.bytes();
    assert!(!String::from_utf8_lossy(&bytes).contains("panicked"));
    assert_restored(&tui, &modes);
}

/// Sends `signal` to a program started with `args` once it shows `status`; it must give the
/// terminal back and end as the signal ends a process.
fn signal_restores_the_terminal(args: &[&str], status: &str, signal: Signal, name: &str) {
    let mut tui = Tui::start(args, 100, 30);
    tui.wait_for(status, |s| shows_status(s, status));
    tui.signal(signal);
    let (exit, modes) = tui.finish();
    assert_eq!(exit.signal(), Some(name), "{exit:?}");
    let tail = assert_restored(&tui, &modes);
    // Nothing after the restore but the cursor coming back.
    assert_eq!(
        String::from_utf8_lossy(&tail),
        format!("{LEAVE_ALT_SCREEN}{SHOW_CURSOR}")
    );
}

#[test]
fn sigterm_at_top_speed_restores_the_terminal() {
    signal_restores_the_terminal(
        &["-n", "14", "--speed", "max"],
        "running",
        Signal::SIGTERM,
        "Terminated",
    );
}

#[test]
fn sighup_while_paused_restores_the_terminal() {
    // Paused, the loop sleeps in `read`: the signal must not wait for a key.
    signal_restores_the_terminal(&["-n", "8", "--paused"], "paused", Signal::SIGHUP, "Hangup");
}

#[test]
fn sigint_from_kill_when_done_restores_the_terminal() {
    signal_restores_the_terminal(
        &["-n", "5", "--speed", "max"],
        "done",
        Signal::SIGINT,
        "Interrupt",
    );
}

/// A fresh path for a `--session` file of the test `name`, outside the source tree.
fn session_path(name: &str) -> std::path::PathBuf {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("e2e-{name}-{}.json", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// The session `path` holds.
fn session_in(path: &std::path::Path) -> Session {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("no session file at {}: {e}", path.display()));
    Session::parse(&text).unwrap()
}

/// The event number the counters show.
fn event_shown(screen: &vt100::Screen) -> Option<u64> {
    let line = stat_line(&screen.contents(), "event ")?;
    let figure = line.split_whitespace().nth(1)?;
    figure.replace(',', "").parse().ok()
}

/// Starts the program with `args` and a `--session` file, marks its start, types `keys`, and
/// sends `signal` once a frame shows at least `events` events; the program must give the
/// terminal back, end as the signal ends a process, and have written the session as quitting
/// does. Returns the session and the event the last frame read showed.
fn signal_keeps_the_session(
    args: &[&str],
    keys: &str,
    events: u64,
    (signal, name): (Signal, &str),
) -> (Session, u64) {
    let path = session_path(name);
    let mut all = args.to_vec();
    all.extend(["--session", path.to_str().unwrap()]);
    let mut tui = Tui::start(&all, 100, 30);
    tui.wait_for_text("Board");
    tui.press(":mark start\r");
    tui.wait_for_text("marked as start");
    tui.press(keys);
    let screen = tui.wait_for(&format!("event {events}"), |s| {
        event_shown(s).is_some_and(|e| e >= events)
    });
    tui.signal(signal);
    let (exit, modes) = tui.finish();
    assert_eq!(exit.signal(), Some(name), "{exit:?}");
    let tail = assert_restored(&tui, &modes);
    // Nothing said after the restore: the session was written without a complaint.
    assert_eq!(
        String::from_utf8_lossy(&tail),
        format!("{LEAVE_ALT_SCREEN}{SHOW_CURSOR}")
    );
    let session = session_in(&path);
    let _ = std::fs::remove_file(&path);
    assert_eq!(session.history, ["mark start"]);
    assert!(session.marks.contains_key("start"), "{:?}", session.marks);
    (session, event_shown(&screen).unwrap())
}

#[test]
fn sighup_while_paused_keeps_the_session_as_quitting_does() {
    // Paused, the loop sleeps in `read`: the session is the one on screen when the terminal
    // closed.
    let (session, shown) = signal_keeps_the_session(
        &["-n", "6", "--paused"],
        "sss",
        3,
        (Signal::SIGHUP, "Hangup"),
    );
    assert_eq!((session.position.n, session.position.event), (6, 3));
    assert_eq!(shown, 3);
    assert_eq!(session.marks["start"].event, 0);
}

#[test]
fn sigterm_while_running_keeps_the_session_as_quitting_does() {
    let (session, shown) = signal_keeps_the_session(
        &["-n", "8", "--speed", "50"],
        "",
        5,
        (Signal::SIGTERM, "Terminated"),
    );
    assert_eq!(
        (session.position.n, session.position.speed.as_str()),
        (8, "50")
    );
    // The search ran on after the last frame read here, never back.
    assert!(
        session.position.event >= shown,
        "{} < {shown}",
        session.position.event
    );
}

/// Set in the environment of this test binary when it is run again inside a pseudo-terminal to
/// play a misbehaving program; names what to do.
const CHILD: &str = "NQUEENS_E2E_CHILD";

/// Runs this test binary again in a pseudo-terminal, running only the ignored test `test`
/// with `CHILD` set to `role`.
fn child_test(test: &str, role: &str) -> Tui {
    let mut cmd = CommandBuilder::new(std::env::current_exe().unwrap());
    cmd.args([
        test,
        "--exact",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ]);
    cmd.env(CHILD, role);
    Tui::spawn(cmd, 100, 30)
}

/// The real terminal setup of the animation (`watch::in_terminal`), drawing as the animation
/// does (`frames`), with a body that fails in `role`'s way in the middle of its second frame.
/// Only when run by [`child_test`]: it takes over the terminal.
#[test]
#[ignore = "run inside a pseudo-terminal by the tests below"]
fn misbehaving_child() {
    let Ok(role) = std::env::var(CHILD) else {
        return;
    };
    let result = nqueens::commands::watch::in_terminal::<()>(|terminal| {
        frames::draw(terminal, |frame| {
            frame.render_widget(FRAME_MARK, frame.area())
        })?;
        frames::try_draw(terminal, |_| match role.as_str() {
            "panic" => panic!("deliberate panic inside the terminal"),
            _ => Err(std::io::Error::other("deliberate error while drawing")),
        })
    });
    if let Err(err) = result {
        // As `main` reports it.
        eprintln!("nqueens: {err}");
    }
}

#[test]
fn a_panic_restores_the_terminal_then_prints_its_message() {
    let mut tui = child_test("misbehaving_child", "panic");
    let (status, modes) = tui.finish();
    assert!(!status.success(), "the panic fails the child test");
    let tail = String::from_utf8_lossy(&assert_restored(&tui, &modes)).into_owned();
    assert!(
        tail.contains("deliberate panic inside the terminal"),
        "the message comes after the restore: {tail:?}"
    );
}

#[test]
fn an_error_while_drawing_restores_the_terminal_then_is_reported() {
    let mut tui = child_test("misbehaving_child", "draw-error");
    let (_, modes) = tui.finish();
    let tail = String::from_utf8_lossy(&assert_restored(&tui, &modes)).into_owned();
    assert!(
        tail.contains("nqueens: deliberate error while drawing"),
        "the error comes after the restore: {tail:?}"
    );
}

/// Issue 11: Ctrl-C during `count` leaves no progress bar behind. The terminal echoes `^C`
/// after the bar; the bar must leave room for it, or the echo wraps to a new line and the
/// clearing misses the bar.
#[test]
fn ctrl_c_during_count_clears_its_progress_bar() {
    // n = 18 runs for a minute or more: the bar (shown after half a second) is up long before.
    let mut tui = Tui::start(&["count", "18"], 80, 12);
    // The bar is a line of text, not a frame: read as written.
    tui.wait_for_written("the progress bar", |s| s.contents().contains("% ["));
    tui.press("\x03");
    let (status, _) = tui.finish();
    assert_eq!(status.exit_code(), 130, "{status:?}");
    let screen = tui.written_text();
    assert!(
        !screen.contains('['),
        "the bar is still on screen:\n{screen}"
    );
    assert!(
        !screen.contains("^C"),
        "the echo is still on screen:\n{screen}"
    );
}

/// The search's event count as the stats panel shows it (placements, backtracks, dead ends
/// and solutions), if the panel is on screen.
fn events_shown(screen: &vt100::Screen) -> Option<u64> {
    let text = screen.contents();
    let figure = |name: &str| -> Option<u64> {
        let line = stat_line(&text, name)?;
        let value = line[name.len()..].split_whitespace().next()?;
        value.replace(',', "").parse().ok()
    };
    Some(
        figure("placements")?
            + figure("backtracks")?
            + figure("dead ends")?
            + figure("solutions  ")?,
    )
}

#[test]
fn three_quick_b_taps_at_top_speed_step_back_exactly_three_events() {
    let mut tui = Tui::start(&["-n", "14", "--speed", "max"], 120, 40);
    tui.wait_for("a running search", |s| {
        shows_status(s, "running") && events_shown(s).is_some_and(|e| e > 10_000)
    });
    tui.press(" ");
    // The first frame that says "paused" is drawn after the last event ran, and read whole.
    let paused = tui.wait_for("paused", |s| shows_status(s, "paused"));
    let before = events_shown(&paused).expect("the stats panel");
    // Three taps in one write: as close together as keys can come.
    tui.press("bbb");
    tui.wait_for("three events back", |s| events_shown(s) == Some(before - 3));
    // And no more: no rewind started. A key answered after the taps finds the same count.
    tui.press(":");
    let later = tui.wait_for("the command line", |s| {
        s.contents().contains(COMMAND_PROMPT)
    });
    assert_eq!(
        events_shown(&later),
        Some(before - 3),
        "{}",
        later.contents()
    );
    tui.press("\x1b");
    tui.wait_for("the command line closed", |s| {
        !s.contents().contains(COMMAND_PROMPT)
    });
    tui.press("q");
    assert!(tui.finish().0.success());
}

/// The screen's colours as the program wrote them, for a terminal that declares `env`: true
/// if it wrote a 24-bit colour (`38;2;…` or `48;2;…`), and the highest palette index it
/// wrote (`38;5;N` or `48;5;N`: 0 to 15 are the 16 ANSI colours).
fn colours_written(env: &[(&str, &str)]) -> (bool, Option<u8>) {
    let mut tui = Tui::start_with(&["-n", "6", "--paused"], env, 100, 30);
    tui.press("s");
    tui.wait_for("a queen", |s| {
        queens_on_screen(s, 6).is_some_and(|q| q.iter().flatten().count() == 1)
    });
    tui.press("q");
    assert!(tui.finish().0.success());
    let text = String::from_utf8_lossy(&tui.bytes()).into_owned();
    let rgb = text.contains("38;2;") || text.contains("48;2;");
    let indexed = ["38;5;", "48;5;"]
        .iter()
        .flat_map(|lead| text.match_indices(lead).map(|(at, _)| at + lead.len()))
        .filter_map(|at| {
            let digits: String = text[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse::<u8>().ok()
        })
        .max();
    (rgb, indexed)
}

#[test]
fn no_24_bit_colour_is_written_unless_the_terminal_declares_it() {
    let (rgb, _) = colours_written(&[("TERM", "xterm-256color"), ("COLORTERM", "truecolor")]);
    assert!(rgb, "declared: 24-bit colour is used");
    let (rgb, indexed) = colours_written(&[("TERM", "xterm-256color")]);
    assert!(!rgb, "256 colours: no 24-bit");
    assert!(
        indexed.is_some_and(|i| i >= 16),
        "256 colours: the palette is used"
    );
    let (rgb, indexed) = colours_written(&[("TERM", "xterm")]);
    assert!(!rgb, "16 colours: no 24-bit");
    assert!(
        indexed.is_none_or(|i| i < 16),
        "16 colours only: {indexed:?}"
    );
    let no_color = [
        ("TERM", "xterm-256color"),
        ("COLORTERM", "truecolor"),
        ("NO_COLOR", "1"),
    ];
    assert_eq!(colours_written(&no_color), (false, None), "NO_COLOR");
}

#[test]
fn the_tree_is_counted_drawn_and_clicked_in_a_real_terminal() {
    let mut tui = Tui::start(&["-n", "12", "--paused"], 120, 40);
    tui.wait_for("paused", |s| shows_status(s, "paused"));
    tui.press(":tree\r");
    // n = 12's tree is counted in the background, node by node on screen.
    tui.wait_for("the tree counted", |s| {
        s.contents().contains("Tree n = 12 · 856,188 nodes")
    });
    // A click on the node c12 goes to where it was entered: its queen placed.
    let (x, y) = tui
        .find("c12")
        .expect("the first rank's nodes are labelled");
    tui.press(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        x + 1,
        y + 1,
        x + 1,
        y + 1
    ));
    tui.wait_for("c12 entered", |s| {
        s.contents().contains("place the queen on c12") || s.contents().contains("c12 is free")
    });
    tui.press(":tree\r");
    tui.wait_for("the counters back", |s| {
        !s.contents().contains("Tree n = 12") && stat_line(&s.contents(), "event ").is_some()
    });
}

#[test]
fn the_command_line_takes_commands_in_a_real_terminal() {
    let mut tui = Tui::start(&["-n", "8", "--paused"], 120, 40);
    tui.wait_for("paused", |s| shows_status(s, "paused"));
    tui.press(":sp\t");
    tui.wait_for("speed completed", |s| s.contents().contains(":speed ▏"));
    tui.press("max\r");
    tui.wait_for("speed max", |s| {
        stat_line(&s.contents(), "speed ").is_some_and(|l| l.contains("max"))
    });
    tui.press(":n 6\r");
    tui.wait_for("n = 6", |s| s.contents().contains(" Board n = 6 "));
    tui.press(":strategy scan\r");
    tui.wait_for("scan", |s| {
        stat_line(&s.contents(), "strategy ").is_some_and(|l| l.contains("scan (t: arrays)"))
    });
    // The run's length arrives from the background count; a jump lands on the event asked.
    tui.wait_for("the run's length", |s| {
        stat_line(&s.contents(), "event ").is_some_and(|l| !l.contains('…'))
    });
    tui.press(":event 100\r");
    tui.wait_for("event 100", |s| {
        stat_line(&s.contents(), "event ")
            .is_some_and(|l| l.split_whitespace().nth(1) == Some("100"))
    });
    tui.press(":event 99999999\r");
    tui.wait_for("past the end", |s| {
        s.contents().contains("no event 99,999,999")
    });
    tui.press("\x1b");
    tui.wait_for("closed", |s| !s.contents().contains("no event 99,999,999"));
    tui.press(":code\r");
    tui.wait_for("the code panel", |s| s.contents().contains("Code · scan"));
    tui.press(":code\r");
    tui.wait_for("the code panel hidden", |s| {
        !s.contents().contains("Code · scan")
    });
    tui.press(":heat\r");
    tui.wait_for("the heat map", |s| {
        s.contents().contains("Heat · placements")
    });
    tui.press(":heat\r");
    tui.wait_for("by solutions", |s| {
        s.contents().contains("Heat · in solutions")
    });
    tui.press(":heat\r");
    tui.wait_for("the heat map off", |s| !s.contents().contains("Heat ·"));
    // To the end of the scan's run (1,990 events at n = 6), then to its second solution.
    tui.press(":event 1990\r");
    tui.wait_for("done", |s| shows_status(s, "done"));
    tui.press(":solution 2\r");
    tui.wait_for("solution 2 selected", |s| s.contents().contains("▶#2"));
    tui.press(":bogus\r");
    tui.wait_for("the error", |s| s.contents().contains("no command `bogus`"));
    tui.press("\x1b");
    tui.wait_for("closed", |s| !s.contents().contains("no command `bogus`"));
    // The solutions found, written where the program writes (here the tests' folder).
    let file = format!("e2e-command-line-{}.txt", std::process::id());
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(&file);
    let _ = std::fs::remove_file(&path);
    tui.press(&format!(":write {file}\r"));
    tui.wait_for("written", |s| s.contents().contains("wrote"));
    let written = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        written.lines().filter(|l| !l.starts_with('#')).count(),
        4,
        "{written}"
    );
    std::fs::remove_file(&path).unwrap();
    tui.press(":play\r");
    tui.wait_for("play", |s| s.contents().contains(" Play n = 6 "));
    tui.press("\x1b");
    tui.wait_for("the search again", |s| {
        let text = s.contents();
        !text.contains(" Play n = 6 ") && text.contains(" n = 6 · ")
    });
    tui.press(":help\r");
    tui.wait_for("the help", |s| {
        s.contents().contains("The command line (after :)")
    });
    tui.press("\x1b:quit\r");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_restored(&tui, &modes);
}

#[test]
fn a_race_runs_to_its_summary_and_esc_returns_to_the_search() {
    let mut tui = Tui::start(&["-n", "6", "--speed", "max", "--paused"], 120, 40);
    tui.wait_for("paused", |s| shows_status(s, "paused"));
    tui.press(":race bi\t");
    tui.wait_for("bitmask completed", |s| {
        s.contents().contains(":race bitmask ▏")
    });
    tui.press("scan\r");
    tui.wait_for("the race, paused like the search", |s| {
        let text = s.contents();
        text.contains("bitmask · paused") && text.contains("scan · paused")
    });
    tui.press("s");
    tui.wait_for("one event on each side", |s| {
        s.contents().matches("events      1 ").count() == 2
    });
    tui.press(" ");
    let text = tui
        .wait_for("the summary", |s| {
            s.contents().contains("Race over · n = 6")
        })
        .contents();
    let row = |name: &str| -> Vec<String> {
        let line = text
            .lines()
            .skip_while(|l| !l.contains("Race over"))
            .find(|l| l.trim_matches(['│', ' ']).starts_with(name))
            .unwrap_or_else(|| panic!("no {name} row:\n{text}"));
        line.trim_matches(['│', ' '])
            .split_whitespace()
            .map(str::to_string)
            .collect()
    };
    // `trace 6 --summary`: 354 events, 4 solutions, 301 checks; the scan: 1,990 and 2,016.
    assert_eq!(
        row("bitmask")[..4],
        ["bitmask", "354", "4", "301"],
        "{text}"
    );
    assert_eq!(row("scan")[..4], ["scan", "1,990", "4", "2,016"], "{text}");
    tui.press("\x1b");
    tui.wait_for("the search as it was", |s| {
        shows_status(s, "paused") && s.contents().contains(" Board n = 6 ")
    });
    tui.press("q");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_restored(&tui, &modes);
}

/// The solutions list shows `row` (such as `▶#92`) at the start of one of its lines.
fn listed(screen: &vt100::Screen, row: &str) -> bool {
    screen.contents().lines().any(|line| {
        line.split('│')
            .any(|cell| cell.split_whitespace().next() == Some(row))
    })
}

#[test]
fn a_resize_shows_the_selected_solution_in_its_first_frame() {
    let mut tui = Tui::start(&["-n", "8", "--speed", "max"], 120, 40);
    tui.wait_for("the search done, #92 selected", |s| {
        listed(s, "▶#92") && shows_status(s, "done")
    });
    // The first frame drawn at each size, no key pressed: the selection in view.
    for (cols, rows) in [(120, 22), (80, 24)] {
        let screen = tui.resize(cols, rows);
        assert!(
            listed(&screen, "▶#92"),
            "{cols}×{rows}:\n{}",
            screen.contents()
        );
    }
    // Too narrow for the list: the board shows the selection, and says so.
    let screen = tui.resize(60, 20);
    assert!(
        screen.contents().contains("last #92"),
        "{}",
        screen.contents()
    );
    // Back to a tall screen: the list is full at once, the newest last.
    let screen = tui.resize(120, 40);
    for row in ["▶#92", "#91", "#80"] {
        assert!(listed(&screen, row), "{row}:\n{}", screen.contents());
    }
}

#[test]
fn the_projector_board_in_a_real_terminal() {
    let mut tui = Tui::start(&["--present", "-n", "8", "--paused"], 200, 60);
    // A whole frame of the projector board: the counters line, the board and the way back.
    let screen = tui.wait_for("the projector board", |s| {
        let text = s.contents();
        text.contains("every panel") && text.contains("solutions 0 / 92")
    });
    let text = screen.contents();
    let top = text
        .lines()
        .find(|l| l.contains('┌'))
        .expect("the board's top");
    let width = top.trim().chars().count();
    assert!(width >= 110, "the board is {width} columns wide:\n{text}");
    assert!(!text.contains(" Search "), "{text}");
    tui.press("f");
    tui.wait_for("every panel", |s| s.contents().contains(" Search "));
    tui.press(":present\r");
    tui.wait_for("the projector board again", |s| {
        !s.contents().contains(" Search ")
    });
    tui.press("q");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_restored(&tui, &modes);
}

/// Where the centre of the square on `rank`, file `file` (0-based from a) of the `n` board
/// shows: its column and row, 0-based.
fn square_on_screen(screen: &vt100::Screen, n: usize, rank: usize, file: usize) -> (u16, u16) {
    let lines: Vec<Vec<char>> = screen
        .rows(0, screen.size().1.get())
        .map(|row| row.chars().collect())
        .collect();
    let title = format!(" Board n = {n} ");
    let top = lines
        .iter()
        .position(|l| l.iter().collect::<String>().contains(&title))
        .expect("the board");
    let left = lines[top].iter().position(|&c| c == '┌').unwrap();
    let right = left
        + 1
        + lines[top][left + 1..]
            .iter()
            .position(|&c| c == '┐')
            .unwrap();
    let letters = |line: &Vec<char>| -> Vec<usize> {
        (left + 1..right)
            .filter(|&x| line.get(x).is_some_and(|c| c.is_ascii_alphabetic()))
            .collect()
    };
    let files = (top + 1..lines.len())
        .find(|&y| letters(&lines[y]).len() == n)
        .expect("the file letters");
    let x = letters(&lines[files])[file];
    let y = (top + 1..files)
        .find(|&y| {
            let label: String = lines[y][left + 1..left + 7]
                .iter()
                .filter(|c| c.is_ascii_digit())
                .collect();
            label == rank.to_string()
        })
        .expect("the rank's line");
    (u16::try_from(x).unwrap(), u16::try_from(y).unwrap())
}

#[test]
fn predict_asks_explains_scores_and_takes_a_click() {
    // 120×40: the panel has room for the question in full.
    let mut tui = Tui::start(&["-n", "6", "--paused", "--predict"], 120, 40);
    tui.wait_for_text("Rank 6: where does the next queen go?");
    tui.press("a6\r");
    tui.wait_for_text("Right: a6 is free");
    tui.wait_for_text("1 / 1 right · streak 1 (best 1)");
    // The next key asks the next question; a square the queen on a6 attacks is explained by
    // that queen and its line, and the search's own square goes on the board.
    tui.press("\r");
    tui.wait_for_text("Rank 5: where does the next queen go?");
    tui.press("b5\r");
    tui.wait_for_text("No: b5 is attacked by the queen on a6 along the ╲ diagonal");
    tui.wait_for("the queen on c5", |s| {
        s.contents().contains("1 / 2 right · streak 0 (best 1)")
            && queens_on_screen(s, 6).is_some_and(|q| q[1] == vec![2])
    });
    // Space goes on too; this time a click on e4 chooses it, and Enter answers.
    tui.press(" ");
    let screen = tui.wait_for_text("Rank 4: where does the next queen go?");
    let (x, y) = square_on_screen(&screen, 6, 4, 4);
    tui.press(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        x + 1,
        y + 1,
        x + 1,
        y + 1
    ));
    tui.wait_for_text("› e4▏");
    tui.press("\r");
    tui.wait_for_text("Right: e4 is free");
    tui.wait_for_text("2 / 3 right · streak 1 (best 1)");
    // Esc leaves the mode, saying the score.
    tui.press("\x1b");
    tui.wait_for_text("predict mode off: 2 / 3 right (best streak 1)");
    tui.press("q");
    let (status, modes) = tui.finish();
    assert!(status.success(), "{status:?}");
    assert_restored(&tui, &modes);
}

#[test]
fn predict_refuses_a_random_strategy_in_one_line() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["--strategy", "min-conflicts", "--predict"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("no predict with min-conflicts: its moves are drawn at random"),
        "{err}"
    );
}

/// Runs the animation with `--session PATH` until its board shows, and quits with `q`; the
/// screen as it was before quitting.
fn run_session(path: &std::path::Path) -> vt100::Screen {
    // Wide, so that the message line holds the whole of what it says about the file.
    let mut tui = Tui::start(&["--session", path.to_str().unwrap()], 200, 30);
    let screen = tui.wait_for_text("Board");
    tui.press("q");
    let (exit, _) = tui.finish();
    assert!(exit.success(), "{exit:?}");
    screen
}

/// Issue 37, point 5: a session file is rewritten by the checkpoints' rule: its mode is kept;
/// a read-only one or a link is read but never replaced, and the screen says so.
#[test]
fn a_session_keeps_its_mode_and_a_read_only_one_or_a_link_is_not_replaced() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("s.json");
    run_session(&path);
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().mode() & 0o7777;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    run_session(&path);
    assert_eq!(mode(&path), 0o600, "the session's mode was not kept");

    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o400)).unwrap();
    let inode = std::fs::metadata(&path).unwrap().ino();
    let screen = run_session(&path);
    assert!(
        screen.contents().contains("read-only"),
        "{}",
        screen.contents()
    );
    assert_eq!(std::fs::metadata(&path).unwrap().ino(), inode, "replaced");
    assert_eq!(mode(&path), 0o400);

    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink(&path, &link).unwrap();
    let screen = run_session(&link);
    assert!(screen.contents().contains("link"), "{}", screen.contents());
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::metadata(&path).unwrap().mode() & 0o7777, 0o600);
}

/// Issue 37, point 6: a FIFO given as the session is refused at once (the read would wait
/// for a writer for ever), the animation starts afresh and `q` quits; the FIFO is left.
#[test]
fn a_fifo_as_the_session_is_refused_at_once() {
    let dir = tempfile::TempDir::new().unwrap();
    let fifo = dir.path().join("s.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let screen = run_session(&fifo);
    assert!(screen.contents().contains("FIFO"), "{}", screen.contents());
    use std::os::unix::fs::FileTypeExt;
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo()
    );
}
