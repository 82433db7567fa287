//! The built binary in a pseudo-terminal, resized with no key pressed: each resize redraws at
//! once, with the selected solution in view. (A small harness of its own: the main one lives
//! in `e2e.rs`.)

use std::io::Read;
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, MasterPty, PtySize};

/// How long to wait for the screen to show what is expected before failing.
const DEADLINE: Duration = Duration::from_secs(20);

/// How often to look at the screen while waiting.
const POLL: Duration = Duration::from_millis(20);

fn size(cols: u16, rows: u16) -> PtySize {
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

/// `nqueens` in a pseudo-terminal, its screen read through `vt100`.
struct Tui {
    master: Box<dyn MasterPty + Send>,
    child: Box<dyn Child + Send + Sync>,
    screen: Arc<Mutex<vt100::Parser>>,
}

impl Tui {
    fn start(args: &[&str], cols: u16, rows: u16) -> Tui {
        let pair = portable_pty::native_pty_system()
            .openpty(size(cols, rows))
            .unwrap();
        let mut cmd = portable_pty::CommandBuilder::new(env!("CARGO_BIN_EXE_nqueens"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("COLORTERM");
        cmd.env_remove("NO_COLOR");
        cmd.cwd(env!("CARGO_TARGET_TMPDIR"));
        let child = pair.slave.spawn_command(cmd).unwrap();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            nonzero(rows),
            nonzero(cols),
            0,
        )));
        let mut reader = pair.master.try_clone_reader().unwrap();
        let sink = Arc::clone(&screen);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n @ 1..) = reader.read(&mut buf) {
                sink.lock().unwrap().process(&buf[..n]);
            }
        });
        Tui {
            master: pair.master,
            child,
            screen,
        }
    }

    /// Resizes the emulator, then the pseudo-terminal (the program gets `SIGWINCH` and
    /// draws for the new size, into an emulator of that size).
    fn resize(&mut self, cols: u16, rows: u16) {
        self.screen
            .lock()
            .unwrap()
            .screen_mut()
            .set_size(nonzero(rows), nonzero(cols));
        self.master.resize(size(cols, rows)).unwrap();
    }

    /// Waits until `check` holds for the screen's lines; fails with the screen if it never
    /// does.
    fn wait_for(&mut self, what: &str, check: impl Fn(&[String]) -> bool) {
        let start = Instant::now();
        loop {
            let lines: Vec<String> = {
                let parser = self.screen.lock().unwrap();
                parser
                    .screen()
                    .contents()
                    .lines()
                    .map(String::from)
                    .collect()
            };
            if check(&lines) {
                return;
            }
            assert!(
                self.child.try_wait().unwrap().is_none(),
                "the program ended before showing {what}"
            );
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {what}; screen:\n{}",
                lines.join("\n")
            );
            thread::sleep(POLL);
        }
    }
}

impl Drop for Tui {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A whole frame of `rows` lines is on screen: its last line, the hint bar (written last,
/// as cells are written top down), shows the quit key.
fn whole(lines: &[String], rows: u16) -> bool {
    lines.len() == usize::from(rows) && lines.last().is_some_and(|l| l.contains("quit"))
}

/// The solutions list shows `row` (such as `▶#92`) at the start of one of its lines.
fn listed(lines: &[String], row: &str) -> bool {
    lines.iter().any(|line| {
        line.split('│')
            .any(|cell| cell.split_whitespace().next() == Some(row))
    })
}

#[test]
fn a_resize_shows_the_selected_solution_without_a_key() {
    let mut tui = Tui::start(&["-n", "8", "--speed", "max"], 120, 40);
    tui.wait_for("the search done, #92 selected", |l| {
        whole(l, 40) && listed(l, "▶#92") && l.iter().any(|line| line.contains("done"))
    });
    for (cols, rows) in [(120, 22), (80, 24)] {
        tui.resize(cols, rows);
        tui.wait_for(&format!("#92 selected at {cols}×{rows}"), |l| {
            whole(l, rows) && listed(l, "▶#92")
        });
    }
    // Too narrow for the list: the board shows the selection, and says so.
    tui.resize(60, 20);
    tui.wait_for("the board's note at 60×20", |l| {
        whole(l, 20) && l.iter().any(|line| line.contains("last #92"))
    });
    // Back to a tall screen: the list is full at once, the newest last.
    tui.resize(120, 40);
    tui.wait_for("a full list at 120×40", |l| {
        whole(l, 40) && listed(l, "▶#92") && listed(l, "#91") && listed(l, "#80")
    });
}
