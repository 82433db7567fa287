//! Marks and the session file: `:mark`, `:go` and `:marks` through the library; a session
//! written and read back; and end to end, in a pseudo-terminal, a `--session` file that
//! survives a restart, and a damaged one left byte for byte as it was.

mod common;
use common::{Folder, command, said};

use std::io::{Read, Write};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use nqueens::app::marks::Session;
use nqueens::app::note::Note;
use nqueens::app::view::Side;
use nqueens::app::{App, Options};
use nqueens::vocabulary::{Action, Speed, Strategy};

fn paused(n: usize) -> App {
    App::new(Options::new(n, Speed::PerSec(20), true))
}

/// The board, the strategy, the event, the queens and the panel beside the board.
fn place(app: &App) -> (usize, Strategy, u64, Vec<u8>, Side) {
    (
        app.n(),
        app.strategy(),
        app.search().event_number(),
        app.solver().queens().to_vec(),
        app.view().side,
    )
}

fn steps(app: &mut App, k: usize) {
    for _ in 0..k {
        app.update(Action::Step);
    }
}

/// Runs a replay under way to its end, as the loop's frames would.
fn settle(app: &mut App) {
    while app.search().seeking().is_some() && app.run_events(1 << 20) > 0 {}
}

#[test]
fn go_returns_to_a_mark_exactly_and_undo_comes_back() {
    let mut app = paused(8);
    steps(&mut app, 10);
    command(&mut app, "strategy scan");
    steps(&mut app, 3);
    command(&mut app, "code");
    command(&mut app, "mark deep");
    assert_eq!(
        said(&app).unwrap(),
        "marked as deep; :go deep comes back here"
    );
    let marked = place(&app);
    command(&mut app, "n 5");
    steps(&mut app, 4);
    command(&mut app, "code");
    let elsewhere = place(&app);
    assert_ne!(elsewhere, marked);
    command(&mut app, "go deep");
    assert_eq!(place(&app), marked);
    assert_eq!(
        app.note(),
        Some(&Note::WentTo {
            name: "deep".into(),
            replay: false
        })
    );
    app.update(Action::Undo);
    assert_eq!(
        (app.n(), app.search().event_number()),
        (elsewhere.0, elsewhere.2)
    );
    command(&mut app, "mark small");
    command(&mut app, "marks");
    let listed = said(&app).unwrap();
    assert!(
        listed.starts_with("marks: deep (n = 8, scan, event ")
            && listed.ends_with(&format!("small (n = 5, scan, event {})", elsewhere.2)),
        "{listed}"
    );
    // A mark unknown, or a name that is none, stays on the line with the error beside it.
    command(&mut app, "go nowhere");
    let line = app.view().prompt.line.clone().expect("the line stays open");
    assert_eq!(line.text, "go nowhere");
    assert_eq!(line.note, Some(Note::NoMark("nowhere".into())));
    app.update(Action::Back);
    command(&mut app, "mark a/b");
    assert!(app.view().prompt.line.is_some());
}

#[test]
fn a_session_written_and_read_back_brings_back_marks_position_and_history() {
    let mut app = paused(7);
    steps(&mut app, 25);
    command(&mut app, "mark first");
    command(&mut app, "strategy arrays");
    steps(&mut app, 6);
    command(&mut app, "heat");
    let here = place(&app);
    let marked_first = {
        let mut probe = paused(7);
        steps(&mut probe, 25);
        place(&probe)
    };
    let text = app.session().to_text();
    let session = Session::parse(&text).unwrap();
    let mut next = paused(8);
    next.resume(&session);
    settle(&mut next);
    assert_eq!(place(&next), here, "the position, replayed");
    assert_eq!(
        said(&next).unwrap(),
        "session taken up, with its marks (1; :marks lists them)"
    );
    command(&mut next, "go first");
    settle(&mut next);
    assert_eq!(place(&next), marked_first, "a mark from the file, replayed");
    // The history: ↑ recalls the last line run before the restart, then the one before.
    next.update(Action::OpenCommand);
    next.update(Action::CommandHistory(-1));
    assert_eq!(next.view().prompt.line.clone().unwrap().text, "go first");
    next.update(Action::CommandHistory(-1));
    assert_eq!(next.view().prompt.line.clone().unwrap().text, "heat");
}

#[test]
fn a_session_file_that_is_not_one_is_refused_in_one_line() {
    let good = paused(6).session().to_text();
    let newer = good.replace("\"version\": 1", "\"version\": 2");
    let broken_mark = good.replace("\"marks\": {}", "\"marks\": {\"x\": 3}");
    let bad_strategy = good.replace("\"bitmask\"", "\"guesswork\"");
    for (text, says) in [
        ("", "not a session file"),
        ("{ half", "not a session file"),
        ("{}", "not a session file (no version)"),
        (newer.as_str(), "session version 2"),
        (broken_mark.as_str(), "not a session file"),
        (bad_strategy.as_str(), "its position: no strategy"),
    ] {
        let why = Session::parse(text).unwrap_err();
        assert!(why.starts_with(says), "{text:?}: {why}");
        assert!(!why.contains('\n'), "{why}");
    }
    assert!(Session::parse(&good).is_ok());
}

/// How long to wait for the program before failing.
const DEADLINE: Duration = Duration::from_secs(20);

/// The mark that ends a frame (a synchronized update).
const FRAME_END: &[u8] = b"\x1b[?2026l";

/// What the program wrote, and whether it has ended.
#[derive(Default)]
struct Output {
    bytes: Vec<u8>,
    ended: bool,
}

/// `nqueens` in a pseudo-terminal, read as whole frames.
struct Tui {
    out: Arc<(Mutex<Output>, Condvar)>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    _master: Box<dyn portable_pty::MasterPty + Send>,
    size: (u16, u16),
}

impl Tui {
    fn start(args: &[&str]) -> Tui {
        let size = (100, 30);
        let pair = portable_pty::native_pty_system()
            .openpty(portable_pty::PtySize {
                rows: size.1,
                cols: size.0,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = portable_pty::CommandBuilder::new(env!("CARGO_BIN_EXE_nqueens"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.cwd(env!("CARGO_TARGET_TMPDIR"));
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let out = Arc::new((Mutex::new(Output::default()), Condvar::new()));
        let mut reader = pair.master.try_clone_reader().unwrap();
        let sink = Arc::clone(&out);
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                let read = reader.read(&mut buf);
                let (lock, changed) = &*sink;
                let mut state = lock.lock().unwrap_or_else(PoisonError::into_inner);
                match read {
                    Ok(0) | Err(_) => {
                        state.ended = true;
                        changed.notify_all();
                        break;
                    }
                    Ok(n) => state.bytes.extend_from_slice(&buf[..n]),
                }
                changed.notify_all();
            }
        });
        let writer = pair.master.take_writer().unwrap();
        Tui {
            out,
            writer,
            child,
            _master: pair.master,
            size,
        }
    }

    /// The screen as of the last whole frame in `bytes`.
    fn screen(&self, bytes: &[u8]) -> String {
        let end = bytes
            .windows(FRAME_END.len())
            .rposition(|w| w == FRAME_END)
            .map_or(0, |at| at + FRAME_END.len());
        let mut parser = vt100::Parser::new(
            std::num::NonZeroU16::new(self.size.1).unwrap(),
            std::num::NonZeroU16::new(self.size.0).unwrap(),
            0,
        );
        parser.process(&bytes[..end]);
        parser.screen().contents()
    }

    /// Waits for a whole frame showing `needle`; returns that screen.
    fn wait_for(&self, needle: &str) -> String {
        let deadline = Instant::now() + DEADLINE;
        let (lock, changed) = &*self.out;
        let mut state = lock.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            let screen = self.screen(&state.bytes);
            if screen.contains(needle) {
                return screen;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero() && !state.ended,
                "waited for {needle:?}; the last whole frame:\n{screen}"
            );
            state = changed
                .wait_timeout(state, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    fn press(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Types `line` on the command line and waits for the frame that says `then`.
    fn command(&mut self, line: &str, then: &str) -> String {
        self.press(&format!(":{line}\r"));
        self.wait_for(then)
    }

    /// Quits with `q` and waits for the end; returns everything written.
    fn quit(mut self) -> String {
        self.press("q");
        let deadline = Instant::now() + DEADLINE;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("q did not quit within {DEADLINE:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        assert!(status.success(), "{status:?}");
        let (lock, changed) = &*self.out;
        let deadline = Instant::now() + DEADLINE;
        let mut state = lock.lock().unwrap_or_else(PoisonError::into_inner);
        while !state.ended && Instant::now() < deadline {
            state = changed
                .wait_timeout(state, Duration::from_millis(200))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        String::from_utf8_lossy(&state.bytes).into_owned()
    }
}

#[test]
fn a_session_file_survives_a_restart_end_to_end() {
    let folder = Folder::new("session");
    let path = folder.arg("class.json");
    let args = ["-n", "6", "--paused", "--session", path.as_str()];
    let mut tui = Tui::start(&args);
    tui.wait_for("Board n = 6");
    tui.command("n 5", "Board n = 5");
    // The third event of n = 5, as the library has it.
    let third = {
        let mut probe = paused(5);
        steps(&mut probe, 3);
        let queens = probe.solver().queens();
        let (row, col) = (queens.len() - 1, queens[queens.len() - 1]);
        format!("place {}{}", char::from(b'a' + col), 5 - row)
    };
    tui.press("sss");
    tui.wait_for(&third);
    tui.command("mark three", "marked as three");
    tui.command("n 7", "Board n = 7");
    tui.quit();
    let session = Session::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(session.position.n, 7);
    assert_eq!(session.marks["three"].n, 5);
    assert_eq!(session.marks["three"].event, 3);
    assert_eq!(session.history, ["n 5", "mark three", "n 7"]);

    let mut tui = Tui::start(&args);
    let screen = tui.wait_for("session taken up");
    assert!(screen.contains("Board n = 7"), "{screen}");
    let screen = tui.command("go three", "back at three");
    assert!(screen.contains("Board n = 5"), "{screen}");
    assert!(screen.contains(&third), "{screen}");
    tui.press(":\x1b[A");
    tui.wait_for(":go three▏");
    // Run again rather than Esc: an Esc just before `q` reads as Alt-q.
    tui.press("\r");
    tui.wait_for("back at three");
    tui.quit();
    let again = Session::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!((again.position.n, again.position.event), (5, 3));
}

#[test]
fn a_damaged_session_file_is_refused_in_one_line_and_left_as_it_was() {
    let folder = Folder::new("damaged");
    let path = folder.file("class.json");
    let damaged = b"{\"version\": 1, \"position\": {\"n\": 8,";
    std::fs::write(&path, damaged).unwrap();
    let arg = path.to_str().unwrap();
    let mut tui = Tui::start(&["--paused", "--session", arg]);
    let screen = tui.wait_for("left as it was");
    assert!(screen.contains("Board n = 8"), "starts afresh:\n{screen}");
    tui.command("mark x", "marked as x");
    let written = tui.quit();
    assert_eq!(std::fs::read(&path).unwrap(), damaged, "byte for byte");
    // Said again on one line once the screen is gone.
    let said: Vec<&str> = written
        .lines()
        .filter(|l| l.contains("nqueens: --session"))
        .collect();
    assert_eq!(said.len(), 1, "{written}");
    assert!(said[0].contains("not a session file"), "{}", said[0]);
    assert_eq!(
        std::fs::read_dir(&folder.0).unwrap().count(),
        1,
        "no other file written beside it"
    );
}
