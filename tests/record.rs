//! `nqueens record` from the outside: the file is asciicast v2, it replays (through a terminal
//! emulator, `vt100`) to the screen the view draws for the same frames, the same arguments make
//! the same bytes, and bad input is refused on one line.

mod common;

use common::nqueens;

use std::fs;
use std::num::NonZeroU16;
use std::path::{Path, PathBuf};

use nqueens::app::{App, Options};
use nqueens::record::Headless;
use nqueens::ui::kit::appearance::{Appearance, Depth, Palette};
use nqueens::vocabulary::{Speed, Strategy};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::{Color, Modifier};
use serde_json::Value;

fn nonzero(v: u16) -> NonZeroU16 {
    NonZeroU16::new(v).unwrap()
}

/// A fresh folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-record-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `nqueens record ARGS -o FILE`; returns the file's bytes.
fn record(args: &[&str], file: &Path) -> Vec<u8> {
    let mut all = vec!["record"];
    all.extend_from_slice(args);
    all.extend(["-o", file.to_str().unwrap()]);
    let out = nqueens(&all);
    assert!(
        out.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    fs::read(file).unwrap()
}

/// A recording read back: the header's size, and each output event's time and text.
struct Cast {
    width: u16,
    height: u16,
    events: Vec<(f64, String)>,
}

/// Reads `bytes` as asciicast v2, line by line, checking the format on the way.
fn parse(bytes: &[u8]) -> Cast {
    let text = std::str::from_utf8(bytes).unwrap();
    assert!(text.ends_with('\n'));
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(header["version"], 2, "{header}");
    assert!(header.get("timestamp").is_none(), "a time of day: {header}");
    let side = |key: &str| u16::try_from(header[key].as_u64().unwrap()).unwrap();
    let (width, height) = (side("width"), side("height"));
    let mut events: Vec<(f64, String)> = Vec::new();
    for line in lines {
        let event: Value = serde_json::from_str(line).unwrap();
        let [time, kind, data] = event.as_array().unwrap().as_slice() else {
            panic!("not [time, type, data]: {line}");
        };
        let time = time.as_f64().unwrap();
        assert_eq!(kind, "o", "{line}");
        if let Some((last, _)) = events.last() {
            assert!(time > *last, "{time} after {last}");
        } else {
            assert_eq!(time, 0.0, "the first frame is at the start");
        }
        events.push((time, data.as_str().unwrap().to_string()));
    }
    assert!(!events.is_empty());
    Cast {
        width,
        height,
        events,
    }
}

/// A screen as a person sees it: its text row by row, and each character's colours and
/// weight (foreground, background, weight), a wide character counted once.
#[derive(Debug, PartialEq)]
struct Screen {
    text: Vec<String>,
    looks: Vec<Vec<(vt100::Color, vt100::Color, Weight)>>,
}

/// How heavy a character is drawn. Terminals (and `vt100`) have one intensity, bold or dim,
/// so a cell the view makes both shows as whichever came last: either will do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Weight {
    Normal,
    Bold,
    Dim,
    BoldOrDim,
}

impl Weight {
    /// Whether a terminal showing `self` shows what the view drew as `drawn`.
    fn shows(self, drawn: Weight) -> bool {
        self == drawn || (drawn == Weight::BoldOrDim && matches!(self, Weight::Bold | Weight::Dim))
    }
}

/// What a terminal shows after `cast`'s output: a player's terminal, with a row below the
/// picture for the prompt the recording ends on.
fn replayed(cast: &Cast) -> Screen {
    let mut parser = vt100::Parser::new(nonzero(cast.height + 1), nonzero(cast.width), 0);
    for (_, data) in &cast.events {
        parser.process(data.as_bytes());
    }
    let screen = parser.screen();
    let mut out = Screen {
        text: Vec::new(),
        looks: Vec::new(),
    };
    for y in 0..cast.height {
        let cells: Vec<&vt100::Cell> = (0..cast.width)
            .filter_map(|x| screen.cell(y, x))
            .filter(|cell| !cell.is_wide_continuation())
            .collect();
        out.text.push(
            cells
                .iter()
                .map(|cell| match cell.contents() {
                    "" => " ",
                    text => text,
                })
                .collect(),
        );
        out.looks.push(
            cells
                .iter()
                .map(|cell| {
                    let weight = match (cell.bold(), cell.dim()) {
                        (true, _) => Weight::Bold,
                        (_, true) => Weight::Dim,
                        _ => Weight::Normal,
                    };
                    (cell.fgcolor(), cell.bgcolor(), weight)
                })
                .collect(),
        );
    }
    out
}

/// A colour of the view as the terminal emulator names it. Recordings pin the named colours
/// to RGB, so one reaching here is a failure of its own.
fn emulated(color: Color) -> vt100::Color {
    match color {
        Color::Reset => vt100::Color::Default,
        Color::Rgb(r, g, b) => vt100::Color::Rgb(r, g, b),
        Color::Indexed(i) if i >= 16 => vt100::Color::Idx(i),
        named => panic!("{named:?} in a recording: its look depends on the player's theme"),
    }
}

/// What the view itself draws after `frames` frames (the first at time zero) of `app` on a
/// virtual clock of `fps`, into a test backend of `width`×`height`.
fn drawn(app: App, look: Appearance, fps: u32, frames: u64, width: u16, height: u16) -> Screen {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut headless = Headless::new(app, look, fps);
    for _ in 0..frames {
        headless.next_frame();
        terminal.draw(|frame| headless.draw(frame)).unwrap();
    }
    let buf = terminal.backend().buffer();
    let mut out = Screen {
        text: Vec::new(),
        looks: Vec::new(),
    };
    for y in 0..height {
        let (mut row, mut looks) = (String::new(), Vec::new());
        let mut x = 0;
        while x < width {
            let cell = &buf[(x, y)];
            row.push_str(cell.symbol());
            let has = |m| cell.modifier.contains(m);
            let weight = match (has(Modifier::BOLD), has(Modifier::DIM)) {
                (true, true) => Weight::BoldOrDim,
                (true, false) => Weight::Bold,
                (false, true) => Weight::Dim,
                (false, false) => Weight::Normal,
            };
            looks.push((emulated(cell.fg), emulated(cell.bg), weight));
            // A wide symbol covers the next cell too, as it does on the terminal.
            x += if is_wide(cell.symbol()) { 2 } else { 1 };
        }
        out.text.push(row);
        out.looks.push(looks);
    }
    out
}

/// Whether a terminal gives `symbol` two cells, as `vt100` judges it.
fn is_wide(symbol: &str) -> bool {
    let mut parser = vt100::Parser::new(nonzero(1), nonzero(4), 0);
    parser.process(symbol.as_bytes());
    parser.screen().cell(0, 0).is_some_and(vt100::Cell::is_wide)
}

/// Exact 24-bit colours, as recordings use, with `ascii` and `palette` as asked.
fn look(ascii: bool, palette: Palette) -> Appearance {
    Appearance {
        no_color: false,
        ascii,
        depth: Depth::Exact,
        palette,
    }
}

#[test]
fn a_recording_replays_to_the_screen_the_view_draws_for_the_same_frames() {
    let dir = scratch("replay");
    struct Case<'a> {
        args: &'a [&'a str],
        options: Options,
        look: Appearance,
        fps: u32,
        /// Frames, the first at time zero included.
        frames: u64,
        size: (u16, u16),
    }
    let cases = [
        // Defaults: 100x30, 20 frames a second; 3 s of n = 6 runs into its first solutions.
        Case {
            args: &["-n", "6", "--speed", "100", "--seconds", "3"],
            options: Options::new(6, Speed::PerSec(100), false),
            look: look(false, Palette::Standard),
            fps: 20,
            frames: 61,
            size: (100, 30),
        },
        // The scan at top speed to the end of the search, in ASCII with the other palette.
        Case {
            args: &[
                "-n",
                "5",
                "--speed",
                "max",
                "--strategy",
                "scan",
                "--ascii",
                "--theme",
                "contrast",
                "--seconds",
                "0.5",
                "--fps",
                "10",
                "--screen",
                "80x24",
            ],
            options: Options {
                strategy: Strategy::Scan,
                ..Options::new(5, Speed::Max, false)
            },
            look: look(true, Palette::Contrast),
            fps: 10,
            frames: 6,
            size: (80, 24),
        },
        // Paused: one screen, held for the whole length.
        Case {
            args: &["--paused", "--seconds", "1.5", "--screen", "120x40"],
            options: Options::new(8, Speed::PerSec(20), true),
            look: look(false, Palette::Standard),
            fps: 20,
            frames: 31,
            size: (120, 40),
        },
    ];
    for (k, case) in cases.iter().enumerate() {
        let file = dir.join(format!("{k}.cast"));
        let cast = parse(&record(case.args, &file));
        assert_eq!((cast.width, cast.height), case.size, "{:?}", case.args);
        let last = (case.frames - 1) as f64 / f64::from(case.fps);
        assert_eq!(cast.events.last().unwrap().0, last, "{:?}", case.args);
        let (width, height) = case.size;
        let expected = drawn(
            App::new(case.options),
            case.look,
            case.fps,
            case.frames,
            width,
            height,
        );
        let screen = replayed(&cast);
        // The text first, where a difference is easiest to read.
        assert_eq!(screen.text, expected.text, "{:?}", case.args);
        for (y, (got, want)) in screen.looks.iter().zip(&expected.looks).enumerate() {
            assert_eq!(got.len(), want.len(), "{:?}: row {y}", case.args);
            for (x, (g, w)) in got.iter().zip(want).enumerate() {
                let same = g.0 == w.0 && g.1 == w.1 && g.2.shows(w.2);
                assert!(
                    same,
                    "{:?}: row {y}, character {x}: {g:?} on the terminal, {w:?} drawn",
                    case.args
                );
            }
        }
    }
    // The cases show what they are meant to: a search under way, one finished, one paused.
    let text = |k: usize| {
        replayed(&parse(&fs::read(dir.join(format!("{k}.cast"))).unwrap()))
            .text
            .join("\n")
    };
    assert!(
        text(0).contains("running") && text(0).contains("#1"),
        "{}",
        text(0)
    );
    assert!(
        text(1).contains("done") && text(1).contains("10 / 10"),
        "{}",
        text(1)
    );
    assert!(text(2).contains("paused"), "{}", text(2));
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_same_arguments_make_the_same_bytes() {
    let dir = scratch("same");
    let args = ["-n", "7", "--speed", "500", "--seconds", "2", "--fps", "25"];
    let first = record(&args, &dir.join("a.cast"));
    let second = record(&args, &dir.join("b.cast"));
    assert!(first == second, "two runs of {args:?} differ");
    // And the arguments do matter: another speed is another recording.
    let faster = record(
        &["-n", "7", "--speed", "600", "--seconds", "2", "--fps", "25"],
        &dir.join("c.cast"),
    );
    assert!(first != faster);
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_input_gets_one_line_on_stderr_a_failing_exit_and_no_file() {
    let dir = scratch("bad");
    let file = dir.join("x.cast");
    let cases: &[(&[&str], &str)] = &[
        (&["--seconds", "0"], "seconds from 0.1 to 3600"),
        (&["--seconds", "-2"], "seconds from 0.1 to 3600"),
        (&["--seconds", "3601"], "seconds from 0.1 to 3600"),
        (&["--seconds", "ten"], "seconds from 0.1 to 3600"),
        (&["--seconds", "NaN"], "seconds from 0.1 to 3600"),
        (&["--screen", "100"], "COLSxROWS"),
        (&["--screen", "100x"], "COLSxROWS"),
        (&["--screen", "0x30"], "COLSxROWS"),
        (&["--screen", "100x30x2"], "COLSxROWS"),
        (&["--screen", "1001x30"], "COLSxROWS"),
        (
            &["--screen", "20x6"],
            "too small for n = 8: it needs at least",
        ),
        (&["--fps", "0"], "--fps"),
        (&["--fps", "51"], "--fps"),
        (
            &["-n", "33"],
            "--strategy bitmask animates boards from 1 to 32",
        ),
        (&["-n", "1000"], "board size from 1 to 32 (up to 999 with"),
        (&["--speed", "fast"], "--speed"),
    ];
    for (args, expected) in cases {
        let mut all = vec!["record"];
        all.extend_from_slice(args);
        all.extend(["-o", file.to_str().unwrap()]);
        let out = nqueens(&all);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(!file.exists(), "{args:?} left a file");
    }
    // Without -o there is nowhere to write.
    let out = nqueens(&["record", "--seconds", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--output"));
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_existing_file_is_never_replaced() {
    let dir = scratch("exists");
    let file = dir.join("demo.cast");
    fs::write(&file, "mine").unwrap();
    let out = nqueens(&["record", "--seconds", "1", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(73), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("demo.cast") && stderr.contains("exists"),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), "mine");
    // A folder that is not there: the path and the cause, on one line.
    let nowhere = dir.join("no/such/folder/demo.cast");
    let out = nqueens(&["record", "--seconds", "1", "-o", nowhere.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(73), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("cannot write") && stderr.contains("no folder"),
        "{stderr}"
    );
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_played_recording_leaves_the_terminal_as_the_program_does() {
    let dir = scratch("ending");
    for (k, args) in [
        // A search under way at its end, and one that ended early (the last event repeats).
        &[
            "-n",
            "6",
            "--speed",
            "100",
            "--seconds",
            "1",
            "--screen",
            "90x26",
        ][..],
        &[
            "-n",
            "4",
            "--speed",
            "max",
            "--seconds",
            "0.5",
            "--theme",
            "contrast",
        ],
    ]
    .into_iter()
    .enumerate()
    {
        let cast = parse(&record(args, &dir.join(format!("{k}.cast"))));
        // The player's terminal is larger than the picture, and left in a state of its own: a
        // red background, bold, the cursor shown, text on it.
        let (rows, cols) = (cast.height + 6, cast.width + 10);
        let mut player = vt100::Parser::new(nonzero(rows), nonzero(cols), 0);
        player.process(b"\x1b[41;1;7mleft over\x1b[?25h\r\n");
        let (first, rest) = cast.events.split_first().unwrap();
        player.process(first.1.as_bytes());
        let screen = player.screen();
        // The start sets what the frames assume: the default colours, no cursor.
        assert!(
            screen.hide_cursor(),
            "{args:?}: the cursor shows while playing"
        );
        let painted = (0..cast.height)
            .flat_map(|y| (0..cast.width).map(move |x| (y, x)))
            .filter(|&(y, x)| {
                let cell = screen.cell(y, x).unwrap();
                cell.bgcolor() == vt100::Color::Idx(1) || cell.inverse()
            })
            .count();
        assert_eq!(painted, 0, "{args:?}: the player's colours show through");
        for (_, data) in rest {
            player.process(data.as_bytes());
        }
        let screen = player.screen();
        assert!(!screen.hide_cursor(), "{args:?}: the cursor is left hidden");
        assert_eq!(
            screen.cursor_position(),
            (cast.height, 0),
            "{args:?}: not at the start of the line below the picture"
        );
        assert_eq!(
            (screen.fgcolor(), screen.bgcolor()),
            (vt100::Color::Default, vt100::Color::Default),
            "{args:?}: colours left set"
        );
        assert!(
            !(screen.bold() || screen.dim() || screen.inverse() || screen.underline()),
            "{args:?}: attributes left set"
        );
        // The picture is all there, above the prompt's line.
        let shown: Vec<String> = (0..cast.height)
            .map(|y| {
                (0..cast.width)
                    .filter_map(|x| screen.cell(y, x))
                    .filter(|cell| !cell.is_wide_continuation())
                    .map(|cell| match cell.contents() {
                        "" => " ".to_string(),
                        text => text.to_string(),
                    })
                    .collect()
            })
            .collect();
        assert_eq!(shown, replayed(&cast).text, "{args:?}");
    }
    fs::remove_dir_all(dir).unwrap();
}
