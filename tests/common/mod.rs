//! What several test files share: typing a command line, and doing at once the background
//! work a new search asks for, as the event loop does on its threads. (Each test file
//! includes this module and uses part of it.)
#![allow(dead_code)]

use nqueens::app::{App, Effect};
use nqueens::runtime::count_tree;
use nqueens::ui::{self, appearance::Appearance};
use nqueens::vocabulary::{Action, Viewport};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Span;

/// `app` drawn on a `TestBackend` terminal of `width`×`height`, as the loop draws it.
pub fn screen(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            ui::draw(frame, app, Appearance::default());
        })
        .unwrap();
    terminal
}

/// The `board` lines of a `--boards` trace.
pub fn board_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("board "))
        .map(String::from)
        .collect()
}

/// The text of a screen, a line a row: a wide character (Chinese takes two columns) once,
/// without the cell it covers.
pub fn text(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    lines_of(buffer, buffer.area).join("\n")
}

/// The lines of `area` of a drawn buffer, a wide character read once (without the cell it
/// covers).
pub fn lines_of(buf: &Buffer, area: Rect) -> Vec<String> {
    (area.top()..area.bottom())
        .map(|y| {
            let mut line = String::new();
            let mut covered = 0;
            for x in area.left()..area.right() {
                let symbol = buf[(x, y)].symbol();
                if covered == 0 {
                    line.push_str(symbol);
                    covered = Span::raw(symbol).width();
                }
                covered = covered.saturating_sub(1);
            }
            line
        })
        .collect()
}

/// The wide characters whose second column something else was drawn on, in `buf` as drawn
/// (before a terminal's diff skips what a wide character covers): a terminal would show one
/// of the two cut or lost. Each as its column, row and what covers what.
pub fn overlapped(buf: &Buffer) -> Vec<(u16, u16, String)> {
    let area = buf.area;
    let mut found = Vec::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right().saturating_sub(1) {
            let symbol = buf[(x, y)].symbol();
            if Span::raw(symbol).width() == 2 && buf[(x + 1, y)].symbol() != " " {
                found.push((x, y, format!("{symbol} under {}", buf[(x + 1, y)].symbol())));
            }
        }
    }
    found
}

/// [`overlapped`] on `app` drawn afresh in `area`, as the frame is drawn.
pub fn drawn_over(app: &App, area: Rect) -> Vec<(u16, u16, String)> {
    let mut buf = Buffer::empty(area);
    ui::render(app, Appearance::default(), area, &mut buf);
    overlapped(&buf)
}

/// `nqueens ARGS` run to its end (see [`nqueens_alone`]), its output and status.
pub fn nqueens(args: &[&str]) -> std::process::Output {
    nqueens_alone(args).output().expect("run nqueens")
}

/// The standard output of `nqueens ARGS`, which must succeed, line by line.
pub fn output_lines(args: &[&str]) -> Vec<String> {
    let out = nqueens(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Types `line` on the command line and runs it; returns the effects.
pub fn command(app: &mut App, line: &str) -> Vec<Effect> {
    app.update(Action::OpenCommand);
    for c in line.chars() {
        app.update(Action::CommandChar(c));
    }
    app.update(Action::CommandRun)
}

/// `app` after the background work its search asks for on its first frame: the count of the
/// run's length for boards up to `largest` (larger ones stay counting), the survey of the
/// whole run if `survey` (else it stays unsurveyed), and `las-vegas`'s yardstick (the
/// bitmask's nodes to its first solution).
pub fn with_background(mut app: App, largest: usize, survey: bool) -> App {
    for effect in app.update(Action::Viewport(Viewport::default())) {
        if let Effect::CountFirst(job) = effect {
            app.update(job.run(&std::sync::atomic::AtomicBool::new(false)));
        } else if let Effect::CountTree(mut wanted) = effect
            && wanted.n <= largest
        {
            if !survey {
                wanted.survey = false;
            }
            let mut outcomes = Vec::new();
            count_tree(wanted, |outcome| outcomes.push(outcome));
            for outcome in outcomes {
                app.update(outcome);
            }
        }
    }
    app
}

/// The note for the user, in the words the screen gives it.
pub fn said(app: &App) -> Option<String> {
    app.note().map(ui::words::note)
}

/// The error a refused command left under the command line (which stays open), in words.
pub fn refusal(app: &App) -> String {
    let line = app
        .view()
        .prompt
        .line
        .clone()
        .expect("refused, on the line");
    words(line.note.as_ref()).expect("the reason")
}

/// A note (the command line's, say), in words.
pub fn words(note: Option<&nqueens::app::note::Note>) -> Option<String> {
    note.map(ui::words::note)
}

/// `nqueens` with `args`, outside any scheduler's environment (a count reads its shard from
/// SLURM's or Kubernetes' variables, which a test run inside a job array would otherwise pass
/// on).
pub fn nqueens_alone(args: &[&str]) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"));
    cmd.args(args).stdin(std::process::Stdio::null());
    for var in [
        "SLURM_ARRAY_TASK_ID",
        "SLURM_ARRAY_TASK_COUNT",
        "SLURM_ARRAY_TASK_MIN",
        "SLURM_ARRAY_TASK_MAX",
        "JOB_COMPLETION_INDEX",
    ] {
        cmd.env_remove(var);
    }
    cmd
}

/// `nqueens ARGS` (as [`nqueens_alone`]) with `LANG` set to `lang` and no other locale
/// variable: its status, stdout and stderr.
pub fn under_lang(lang: &str, args: &[&str]) -> (i32, String, String) {
    let out = nqueens_alone(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .expect("run nqueens");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A fresh folder for one test's files, named after the test file and `name`, removed when
/// the test passes (kept for a look when it fails).
pub struct Folder(pub std::path::PathBuf);

impl Folder {
    /// Empties or makes the folder.
    pub fn new(name: &str) -> Folder {
        let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "{}-{name}-{}",
            env!("CARGO_CRATE_NAME"),
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        Folder(path)
    }

    /// The path of `name` in the folder.
    pub fn file(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }

    /// The path of `name` in the folder, as an argument.
    pub fn arg(&self, name: &str) -> String {
        self.file(name).to_str().unwrap().to_string()
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

/// True if no two queens of `board` attack each other: the rule itself, written here apart
/// from the program's own checks, to test them against.
pub fn valid(board: &[u8]) -> bool {
    board.iter().enumerate().all(|(r1, &c1)| {
        board
            .iter()
            .enumerate()
            .skip(r1 + 1)
            .all(|(r2, &c2)| c1 != c2 && r2 - r1 != usize::from(c1.abs_diff(c2)))
    })
}

/// Every run of digits and commas on `screen` that is not a well-formed grouped number
/// (`1`, `12,345`): a number cut short (`22,317,699,616,364,0`, `234,907,`) is one. A comma
/// then one space then a word (`bitmask 2, scan 0`) is the text's.
pub fn cut_numbers(screen: &str) -> Vec<String> {
    let mut bad = Vec::new();
    let mut token = String::new();
    let chars: Vec<char> = screen.chars().chain([' ']).collect();
    for (at, &c) in chars.iter().enumerate() {
        if c.is_ascii_digit() || (c == ',' && !token.is_empty()) {
            token.push(c);
            continue;
        }
        let prose = |t: &String| {
            t.ends_with(',') && c == ' ' && chars.get(at + 1).is_some_and(|&n| n.is_alphanumeric())
        };
        if prose(&token) {
            token.pop();
        }
        if !token.is_empty() {
            let groups: Vec<&str> = token.split(',').collect();
            let whole =
                (1..=3).contains(&groups[0].len()) && groups[1..].iter().all(|g| g.len() == 3);
            if !whole {
                bad.push(std::mem::take(&mut token));
            }
            token.clear();
        }
    }
    bad
}
