//! `nqueens record -o FILE.svg` from the outside: the picture is well-formed XML, it holds the
//! cast's frames (as many, at the same times, each screen's cells read back from the picture
//! equal to the screen a terminal shows after the cast's event), Chinese characters take two
//! columns, the same arguments make the same bytes, an existing file is kept unless
//! `--force`, a stop leaves no file, `-o -` is the standard output, and the README's
//! animation (`assets/demo.svg`) is what its documented command makes.

mod common;

use std::collections::HashMap;
use std::fs;
use std::num::NonZeroU16;
use std::path::Path;

use common::{Folder, nqueens, nqueens_alone};
use nqueens::export::animated::{BACKGROUND, CELL_WIDTH, FOREGROUND, ROW_HEIGHT, Rgb};
use serde_json::Value;

/// The arguments that make `assets/demo.svg`, the README's animation: n = 8 at 50 events a
/// second, placing queens, lifting them at dead ends, finding its first five solutions. In
/// English whatever the locale, so that anyone remakes the same file.
const DEMO: &[&str] = &[
    "record",
    "--lang",
    "en",
    "-n",
    "8",
    "--speed",
    "50",
    "--seconds",
    "14",
    "--fps",
    "10",
];

/// The largest the README's animation may be: it loads with the page.
const DEMO_MOST_BYTES: usize = 1_500_000;

/// Runs `nqueens record ARGS -o FILE`, which must succeed quietly; returns the file's bytes.
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
    assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{out:?}");
    fs::read(file).unwrap()
}

/// One cell as a person sees it: its character (empty for the second column of a wide one),
/// its ink, its background (`None`: the screen's own) and whether it is bold.
#[derive(Debug, Clone, PartialEq)]
struct Seen {
    symbol: String,
    ink: Rgb,
    paper: Option<Rgb>,
    bold: bool,
    /// Whether its colours are mixed (dim, reversed): then only its character is compared.
    mixed: bool,
    /// Whether the picture draws it as a shape (a line, a block), which has no weight.
    shape: bool,
}

impl Default for Seen {
    fn default() -> Self {
        Seen {
            symbol: " ".into(),
            ink: FOREGROUND,
            paper: None,
            bold: false,
            mixed: false,
            shape: false,
        }
    }
}

/// A screen, row by row.
type Screen = Vec<Vec<Seen>>;

/// The text of a screen, a wide character once.
fn text(screen: &Screen) -> Vec<String> {
    screen
        .iter()
        .map(|row| row.iter().map(|c| c.symbol.as_str()).collect())
        .collect()
}

/// A cast read back: its size, its frame length, and each event's time and the screen a
/// terminal shows after it.
struct Cast {
    width: u16,
    height: u16,
    events: Vec<(f64, Screen)>,
}

fn colour(c: vt100::Color) -> Option<Rgb> {
    match c {
        vt100::Color::Rgb(r, g, b) => Some(Rgb(r, g, b)),
        vt100::Color::Default => None,
        vt100::Color::Idx(i) => panic!("an indexed colour {i} in a recording"),
    }
}

/// Replays `bytes`, asciicast v2, through a terminal emulator: a player's, with a row below
/// the picture for the prompt the recording ends on.
fn replay(bytes: &[u8]) -> Cast {
    let text = std::str::from_utf8(bytes).unwrap();
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let side = |key: &str| u16::try_from(header[key].as_u64().unwrap()).unwrap();
    let (width, height) = (side("width"), side("height"));
    let nonzero = |v| NonZeroU16::new(v).unwrap();
    let mut parser = vt100::Parser::new(nonzero(height + 1), nonzero(width), 0);
    let mut events = Vec::new();
    for line in lines {
        let event: Value = serde_json::from_str(line).unwrap();
        parser.process(event[2].as_str().unwrap().as_bytes());
        let screen = parser.screen();
        let rows = (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| {
                        let cell = screen.cell(y, x).unwrap();
                        if cell.is_wide_continuation() {
                            return Seen {
                                symbol: String::new(),
                                ..Seen::default()
                            };
                        }
                        let paper = colour(cell.bgcolor()).filter(|&p| p != BACKGROUND);
                        Seen {
                            symbol: match cell.contents() {
                                "" => " ".to_string(),
                                s => s.to_string(),
                            },
                            ink: colour(cell.fgcolor()).unwrap_or(FOREGROUND),
                            paper,
                            bold: cell.bold(),
                            mixed: cell.dim() || cell.inverse(),
                            shape: false,
                        }
                    })
                    .collect()
            })
            .collect();
        events.push((event[0].as_f64().unwrap(), rows));
    }
    Cast {
        width,
        height,
        events,
    }
}

/// A picture read back: its size in cells, the length of its loop in seconds, and each
/// frame's start in seconds and its screen.
struct Picture {
    width: usize,
    height: usize,
    length: f64,
    frames: Vec<(f64, Screen)>,
}

/// A whole-number attribute of `node` (every length the picture gives is whole).
fn number(node: roxmltree::Node, name: &str) -> usize {
    let text = node
        .attribute(name)
        .unwrap_or_else(|| panic!("no {name} on {node:?}"));
    text.parse()
        .unwrap_or_else(|_| panic!("{name}={text:?} on {node:?}"))
}

/// A colour attribute `#rrggbb`.
fn hex(text: &str) -> Rgb {
    let v = u32::from_str_radix(text.strip_prefix('#').unwrap(), 16).unwrap();
    let [_, r, g, b] = v.to_be_bytes();
    Rgb(r, g, b)
}

/// A count of cells from a length in the picture's units, which must be whole cells.
fn cells(length: usize, unit: u32) -> usize {
    let unit = unit as usize;
    assert_eq!(length % unit, 0, "{length} is not whole cells of {unit}");
    length / unit
}

/// Draws row definition `row` (a `<g id="rN">`, or a segment of one) into `into`.
fn draw_row(row: roxmltree::Node, into: &mut [Seen]) {
    for node in row.children().filter(|n| n.is_element()) {
        match node.tag_name().name() {
            "path" => {
                // Backgrounds of one colour: `Mx 0hWv18h-Wz` a run of cells.
                let paper = hex(node.attribute("fill").unwrap());
                let d = node.attribute("d").unwrap();
                for rect in d.split('M').filter(|r| !r.is_empty()) {
                    let (x, rest) = rect.split_once(" 0h").unwrap();
                    let (w, rest) = rest.split_once('v').unwrap();
                    assert_eq!(rest, format!("{ROW_HEIGHT}h-{w}z"), "{d}");
                    let start = cells(x.parse().unwrap(), CELL_WIDTH);
                    let span = cells(w.parse().unwrap(), CELL_WIDTH);
                    for seen in &mut into[start..start + span] {
                        seen.paper = Some(paper);
                    }
                }
            }
            "use" if node.attribute("href").is_some_and(|h| h.starts_with("#s")) => {
                // A segment of the row.
                let id = &node.attribute("href").unwrap()[1..];
                let segment = node
                    .document()
                    .descendants()
                    .find(|n| n.attribute("id") == Some(id))
                    .unwrap();
                draw_row(segment, into);
            }
            "use" => {
                // A shape: at x, or stretched over `count` cells from x.
                let (col, count) = match node.attribute("transform") {
                    None => (cells(number(node, "x"), CELL_WIDTH), 1),
                    Some(matrix) => {
                        let m: Vec<usize> = matrix
                            .strip_prefix("matrix(")
                            .and_then(|m| m.strip_suffix(')'))
                            .unwrap()
                            .split(' ')
                            .map(|v| v.parse().unwrap())
                            .collect();
                        assert_eq!(m[1..4], [0, 0, 1], "{matrix}");
                        assert_eq!(m[5], 0, "{matrix}");
                        (cells(m[4], CELL_WIDTH), m[0])
                    }
                };
                let id = node.attribute("href").unwrap().strip_prefix("#u").unwrap();
                let c = char::from_u32(u32::from_str_radix(id, 16).unwrap()).unwrap();
                for seen in &mut into[col..col + count] {
                    seen.symbol = c.to_string();
                    seen.ink = hex(node.attribute("fill").unwrap());
                    seen.shape = true;
                }
            }
            "text" => {
                for span in node.children().filter(|n| n.is_element()) {
                    assert_eq!(span.tag_name().name(), "tspan");
                    // A run of one ink: one word, or words under it.
                    let ink = span.attribute("fill").map_or(FOREGROUND, hex);
                    let bold = span.attribute("font-weight") == Some("bold");
                    let words: Vec<_> = if span.attribute("x").is_some() {
                        vec![span]
                    } else {
                        span.children().filter(|n| n.is_element()).collect()
                    };
                    for word in words {
                        draw_word(word, ink, bold, into);
                    }
                }
            }
            other => panic!("a row holds {other}"),
        }
    }
}

/// Draws a word of text (a `<tspan>` at x, stretched to its textLength if it has one) into
/// `into`, in `ink`.
fn draw_word(word: roxmltree::Node, ink: Rgb, bold: bool, into: &mut [Seen]) {
    let content = word.text().unwrap();
    let count = content.chars().count();
    let start = cells(number(word, "x"), CELL_WIDTH);
    // Each character's columns: the word's length over its characters; a narrow character
    // alone has no length.
    let each = match word.attribute("textLength") {
        None => {
            assert_eq!(count, 1, "{word:?}");
            1
        }
        Some(_) => {
            let length = number(word, "textLength");
            let each = cells(length, CELL_WIDTH) / count;
            assert!(each == 1 || each == 2, "{word:?}");
            assert_eq!(each * count * CELL_WIDTH as usize, length, "{word:?}");
            each
        }
    };
    for (k, c) in content.chars().enumerate() {
        if c == ' ' {
            continue;
        }
        let at = start + k * each;
        into[at].symbol = c.to_string();
        into[at].ink = ink;
        into[at].bold = bold;
        if each == 2 {
            into[at + 1].symbol = String::new();
        }
    }
}

/// Reads a picture: its rows from `<defs>`, its frames from the strip `#film`, their times from
/// the keyframes that move the strip.
fn read_picture(bytes: &[u8]) -> Picture {
    let text = std::str::from_utf8(bytes).unwrap();
    let doc = roxmltree::Document::parse(text).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let width = cells(number(root, "width"), CELL_WIDTH);
    let height = cells(number(root, "height"), ROW_HEIGHT);
    let by_id: HashMap<&str, roxmltree::Node> = doc
        .descendants()
        .filter_map(|n| n.attribute("id").map(|id| (id, n)))
        .collect();
    let style = doc
        .descendants()
        .find(|n| n.has_tag_name("style"))
        .and_then(|n| n.text())
        .unwrap();
    let length: f64 = style
        .split_once("animation:k ")
        .and_then(|(_, rest)| rest.split_once("s "))
        .map(|(seconds, _)| seconds.parse().unwrap())
        .unwrap();
    // The keyframes' stops, in order: `P%{transform:translateX(-Xpx)}`.
    let keyframes = style.split_once("@keyframes k{").unwrap().1;
    let stops: Vec<(f64, usize)> = keyframes
        .split('}')
        .filter_map(|stop| stop.split_once("%{transform:translateX(-"))
        .map(|(percent, shift)| {
            let shift: usize = shift.trim_end_matches("px)").parse().unwrap();
            (
                percent.parse::<f64>().unwrap(),
                cells(shift, CELL_WIDTH) / width,
            )
        })
        .collect();
    let (last, frames_shown) = stops.split_last().unwrap();
    assert_eq!(last.0, 100.0, "{style}");
    let strip = by_id["film"];
    let mut frames = Vec::new();
    for (k, frame) in strip.children().filter(|n| n.is_element()).enumerate() {
        let shift = frame
            .attribute("transform")
            .and_then(|t| t.strip_prefix("translate("))
            .and_then(|t| t.strip_suffix(')'))
            .unwrap();
        assert_eq!(cells(shift.parse().unwrap(), CELL_WIDTH), k * width);
        let mut screen: Screen = vec![vec![Seen::default(); width]; height];
        for used in frame.children().filter(|n| n.is_element()) {
            let y = cells(
                used.attribute("y").map_or(0, |y| y.parse().unwrap()),
                ROW_HEIGHT,
            );
            let id = used.attribute("href").unwrap().strip_prefix('#').unwrap();
            draw_row(by_id[id], &mut screen[y]);
        }
        // Frame k is shown from the k-th stop on.
        let (percent, shown) = frames_shown[k];
        assert_eq!(shown, k, "{style}");
        frames.push((percent / 100.0 * length, screen));
    }
    assert_eq!(frames.len(), frames_shown.len());
    // The screen's rows: the second column of a wide character is not a character.
    for (_, screen) in &mut frames {
        for row in screen.iter_mut() {
            row.retain(|c| !c.symbol.is_empty());
        }
    }
    Picture {
        width,
        height,
        length,
        frames,
    }
}

/// Checks that `picture` shows the frames of `cast` (made with the same arguments, at `fps`):
/// each distinct screen once, at its time, cell for cell; the loop lasts the cast and its last
/// frame.
fn assert_same_frames(picture: &Picture, cast: &Cast, fps: f64, what: &str) {
    assert_eq!(
        (picture.width, picture.height),
        (usize::from(cast.width), usize::from(cast.height)),
        "{what}"
    );
    let mut casts = cast.events.clone();
    // The cast's last event ends it on time even when nothing changed: then it is no frame.
    if casts.len() == picture.frames.len() + 1 {
        let (_, last) = casts.pop().unwrap();
        assert_eq!(text(&last), text(&casts.last().unwrap().1), "{what}");
    }
    assert_eq!(picture.frames.len(), casts.len(), "{what}: frames");
    let end = cast.events.last().unwrap().0 + 1.0 / fps;
    assert!(
        (picture.length - end).abs() < 1e-6,
        "{what}: {} s, not {end} s",
        picture.length
    );
    for (k, ((time, screen), (cast_time, cast_screen))) in
        picture.frames.iter().zip(&casts).enumerate()
    {
        assert!(
            (time - cast_time).abs() < 1e-4,
            "{what}: frame {k} at {time}, the cast's at {cast_time}"
        );
        assert_eq!(text(screen), text(cast_screen), "{what}: frame {k}");
        for (y, (row, cast_row)) in screen.iter().zip(cast_screen).enumerate() {
            let cast_row: Vec<&Seen> = cast_row.iter().filter(|c| !c.symbol.is_empty()).collect();
            for (x, (got, want)) in row.iter().zip(cast_row).enumerate() {
                if want.mixed {
                    continue;
                }
                let shows_ink = want.symbol != " ";
                assert!(
                    got.paper == want.paper
                        && (!shows_ink
                            || (got.ink == want.ink && (got.shape || got.bold == want.bold))),
                    "{what}: frame {k}, row {y}, character {x}: {got:?} in the picture, {want:?} on the terminal"
                );
            }
        }
    }
}

#[test]
fn the_picture_holds_the_casts_frames_cell_for_cell() {
    let dir = Folder::new("frames");
    let cases: &[(&[&str], f64)] = &[
        // Placements, dead ends and the first solutions of n = 5, at 10 frames a second.
        (
            &[
                "-n",
                "5",
                "--speed",
                "40",
                "--seconds",
                "2.5",
                "--fps",
                "10",
                "--screen",
                "80x24",
            ],
            10.0,
        ),
        // The other palette in ASCII, to the end of the search; the last frames repeat.
        (
            &[
                "-n",
                "4",
                "--speed",
                "max",
                "--theme",
                "contrast",
                "--ascii",
                "--seconds",
                "0.6",
                "--fps",
                "10",
            ],
            10.0,
        ),
    ];
    let mut frames = Vec::new();
    for (k, (args, fps)) in cases.iter().enumerate() {
        let picture = read_picture(&record(args, &dir.file(&format!("{k}.svg"))));
        let cast = replay(&record(args, &dir.file(&format!("{k}.cast"))));
        assert_same_frames(&picture, &cast, *fps, &format!("{args:?}"));
        frames.push((picture.frames.len(), cast.events.len()));
    }
    // The cases show what they are meant to: a screen changing at every frame (26 frames in
    // 2.5 s), and a search over at once, its screen then held to the end (the cast's last
    // event then repeats the frame before it).
    assert_eq!(frames, [(26, 26), (2, 3)]);
}

#[test]
fn chinese_characters_take_two_columns() {
    let dir = Folder::new("chinese");
    let args = [
        "--lang",
        "zh",
        "-n",
        "6",
        "--speed",
        "60",
        "--seconds",
        "1",
        "--fps",
        "5",
    ];
    let bytes = record(&args, &dir.file("zh.svg"));
    let picture = read_picture(&bytes);
    let cast = replay(&record(&args, &dir.file("zh.cast")));
    assert_same_frames(&picture, &cast, 5.0, "--lang zh");
    // Chinese is on the screen, in runs of two columns a character.
    let first = text(&picture.frames[0].1).join("\n");
    assert!(first.contains("运行中"), "{first}");
    let doc = roxmltree::Document::parse(std::str::from_utf8(&bytes).unwrap()).unwrap();
    let wide = doc
        .descendants()
        .filter(|n| n.has_tag_name("tspan"))
        .any(|span| {
            let count = span.text().unwrap().chars().count();
            number(span, "textLength") == 2 * CELL_WIDTH as usize * count
        });
    assert!(wide, "no run of wide characters");
}

#[test]
fn the_same_arguments_make_the_same_picture() {
    let dir = Folder::new("same");
    let args = [
        "-n",
        "6",
        "--speed",
        "300",
        "--seconds",
        "1.5",
        "--fps",
        "20",
    ];
    let first = record(&args, &dir.file("a.svg"));
    assert!(
        first == record(&args, &dir.file("b.svg")),
        "two runs of {args:?} differ"
    );
    let faster = record(
        &[
            "-n",
            "6",
            "--speed",
            "400",
            "--seconds",
            "1.5",
            "--fps",
            "20",
        ],
        &dir.file("c.svg"),
    );
    assert!(first != faster);
}

#[test]
fn an_existing_picture_is_kept_unless_forced() {
    let dir = Folder::new("force");
    let file = dir.file("demo.svg");
    fs::write(&file, "mine").unwrap();
    let args = [
        "record",
        "-n",
        "4",
        "--seconds",
        "0.5",
        "-o",
        &dir.arg("demo.svg"),
    ];
    let out = nqueens(&args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(73), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("demo.svg") && stderr.contains("exists"),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), "mine");
    let mut forced = args.to_vec();
    forced.push("--force");
    let out = nqueens(&forced);
    assert!(out.status.success(), "{out:?}");
    read_picture(&fs::read(&file).unwrap());
    // Nothing else left beside it: the temporary file took the name.
    let names: Vec<_> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["demo.svg"]);
}

#[test]
fn the_format_is_the_names_unless_said() {
    let dir = Folder::new("format");
    let svg = record(
        &["-n", "4", "--seconds", "0.5", "--format", "svg"],
        &dir.file("a.out"),
    );
    assert!(
        svg.starts_with(b"<?xml"),
        "{}",
        String::from_utf8_lossy(&svg)
    );
    let cast = record(
        &["-n", "4", "--seconds", "0.5", "--format", "cast"],
        &dir.file("b.svg"),
    );
    assert!(
        cast.starts_with(b"{\"version\":2"),
        "{}",
        String::from_utf8_lossy(&cast)
    );
    let upper = record(&["-n", "4", "--seconds", "0.5"], &dir.file("c.SVG"));
    assert_eq!(upper, svg);
    let bad = nqueens(&["record", "--format", "gif", "-o", &dir.arg("d.gif")]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("svg"));
}

#[test]
fn a_dash_is_the_standard_output() {
    let dir = Folder::new("dash");
    for (name, format) in [("a.svg", "svg"), ("a.cast", "cast")] {
        let args = ["-n", "5", "--speed", "30", "--seconds", "1", "--fps", "10"];
        let file = record(&args, &dir.file(name));
        let mut all = vec!["record"];
        all.extend_from_slice(&args);
        all.extend(["--format", format, "-o", "-"]);
        let out = nqueens_alone(&all).current_dir(&dir.0).output().unwrap();
        assert!(out.status.success(), "{out:?}");
        assert!(out.stderr.is_empty(), "{out:?}");
        assert!(
            out.stdout == file,
            "{format}: the standard output is not the file"
        );
        assert!(!dir.file("-").exists(), "a file named -");
    }
    // A lesson too, as a picture.
    let out = nqueens_alone(&[
        "record",
        "--lesson",
        "four-queens",
        "--step-seconds",
        "0.2",
        "--format",
        "svg",
        "-o",
        "-",
    ])
    .current_dir(&dir.0)
    .output()
    .unwrap();
    assert!(out.status.success(), "{out:?}");
    let lesson = read_picture(&out.stdout);
    assert!(lesson.frames.len() > 1, "{} frames", lesson.frames.len());
    assert!(!dir.file("-").exists(), "a file named -");
    // Without --format, the standard output takes a cast, the format of old.
    let out = nqueens_alone(&["record", "-n", "4", "--seconds", "0.5", "-o", "-"])
        .current_dir(&dir.0)
        .output()
        .unwrap();
    assert!(out.stdout.starts_with(b"{\"version\":2"), "{out:?}");
}

#[test]
fn the_readme_animation_is_what_its_command_makes() {
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/demo.svg");
    let dir = Folder::new("demo");
    let made = dir.file("demo.svg");
    let mut args = DEMO.to_vec();
    args.extend(["-o", made.to_str().unwrap()]);
    let out = nqueens(&args);
    assert!(out.status.success(), "{out:?}");
    let made = fs::read(&made).unwrap();
    assert!(made.len() <= DEMO_MOST_BYTES, "{} bytes", made.len());
    let picture = read_picture(&made);
    // It shows what the README says: queens placed and lifted, and a solution found.
    let seen: String = picture
        .frames
        .iter()
        .map(|(_, s)| text(s).join("\n"))
        .collect();
    assert!(seen.contains("#1"), "no solution in the demo");
    let update = std::env::var_os("UPDATE_DOCS").is_some_and(|v| v != "0");
    if update {
        fs::write(&demo, &made).unwrap();
    }
    let kept = fs::read(&demo).unwrap_or_default();
    assert!(
        kept == made,
        "assets/demo.svg is not what `nqueens {} -o assets/demo.svg --force` makes now (UPDATE_DOCS=1 cargo test --test \
         record_svg rewrites it; look at the new one)",
        DEMO.join(" ")
    );
}

#[test]
fn a_picture_stopped_midway_leaves_no_file() {
    use nix::sys::signal::{Signal, kill};
    use nix::unistd::Pid;
    use std::os::unix::process::ExitStatusExt;
    use std::time::{Duration, Instant};

    let dir = Folder::new("stop");
    let mut child = nqueens_alone(&[
        "record",
        "-n",
        "10",
        "--speed",
        "max",
        "--seconds",
        "3600",
        "-o",
        "k.svg",
    ])
    .current_dir(&dir.0)
    .stdout(std::process::Stdio::null())
    .stderr(std::process::Stdio::piped())
    .spawn()
    .unwrap();
    // Under way once its temporary file is there (the picture is written into it at the end).
    let started = Instant::now();
    while !fs::read_dir(&dir.0)
        .unwrap()
        .flatten()
        .any(|e| e.file_name().to_string_lossy().starts_with(".k.svg."))
    {
        assert!(started.elapsed() < Duration::from_secs(60), "never started");
        assert!(child.try_wait().unwrap().is_none(), "ended early");
        std::thread::sleep(Duration::from_millis(5));
    }
    kill(
        Pid::from_raw(i32::try_from(child.id()).unwrap()),
        Signal::SIGTERM,
    )
    .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.signal(), Some(Signal::SIGTERM as i32), "{out:?}");
    assert!(out.stderr.is_empty(), "{out:?}");
    assert_eq!(fs::read_dir(&dir.0).unwrap().count(), 0, "a file was left");
}

/// The relative luminance of a colour, by the WCAG 2 formula.
fn luminance(Rgb(r, g, b): Rgb) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// The WCAG 2 contrast ratio of two colours.
fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// Recordings of several looks: the default, the other palette in ASCII, Chinese, a lesson.
const LOOKS: &[&[&str]] = &[
    &["-n", "8", "--speed", "50", "--seconds", "3", "--fps", "10"],
    &[
        "-n",
        "6",
        "--speed",
        "200",
        "--theme",
        "contrast",
        "--ascii",
        "--seconds",
        "2",
        "--fps",
        "10",
    ],
    &[
        "--lang",
        "zh",
        "-n",
        "6",
        "--speed",
        "60",
        "--seconds",
        "2",
        "--fps",
        "5",
    ],
    &[
        "--lesson",
        "four-queens",
        "--step-seconds",
        "0.3",
        "--fps",
        "10",
    ],
    &[
        "-n",
        "5",
        "--speed",
        "max",
        "--strategy",
        "scan",
        "--seconds",
        "1",
        "--fps",
        "10",
    ],
];

#[test]
fn every_colour_pair_the_recordings_write_has_a_contrast_of_at_least_4_5() {
    let dir = Folder::new("contrast");
    let mut pairs = std::collections::BTreeMap::new();
    for (k, args) in LOOKS.iter().enumerate() {
        let picture = read_picture(&record(args, &dir.file(&format!("{k}.svg"))));
        let cast = replay(&record(args, &dir.file(&format!("{k}.cast"))));
        let screens = picture
            .frames
            .iter()
            .map(|(_, s)| ("picture", s))
            .chain(cast.events.iter().map(|(_, s)| ("cast", s)));
        for (kind, screen) in screens {
            for cell in screen.iter().flatten() {
                if cell.symbol.trim().is_empty() {
                    continue;
                }
                // Dim text is written as the colour it is shown in, not left to the player.
                assert!(!cell.mixed || kind == "picture", "{args:?}: {cell:?}");
                let paper = cell.paper.unwrap_or(BACKGROUND);
                let ratio = contrast(cell.ink, paper);
                pairs.entry((cell.ink.hex(), paper.hex())).or_insert((
                    ratio,
                    kind,
                    cell.symbol.clone(),
                ));
            }
        }
    }
    let poor: Vec<_> = pairs
        .iter()
        .filter(|(_, (ratio, ..))| *ratio < 4.5)
        .collect();
    assert!(
        poor.is_empty(),
        "{} of {} pairs: {poor:?}",
        poor.len(),
        pairs.len()
    );
    // The recordings use many pairs, the standard palette's and the contrast one's.
    assert!(pairs.len() > 20, "{pairs:?}");
}

#[test]
fn a_viewer_that_does_not_animate_shows_a_frame_from_the_end_not_the_empty_start() {
    let dir = Folder::new("still");
    let bytes = record(LOOKS[0], &dir.file("still.svg"));
    let picture = read_picture(&bytes);
    let doc = roxmltree::Document::parse(std::str::from_utf8(&bytes).unwrap()).unwrap();
    let film = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("film"))
        .unwrap();
    let shift: usize = film
        .attribute("transform")
        .and_then(|t| t.strip_prefix("translate(-"))
        .and_then(|t| t.strip_suffix(')'))
        .expect("the strip's still position")
        .parse()
        .unwrap();
    let still = cells(shift, CELL_WIDTH) / picture.width;
    assert_eq!(still, picture.frames.len() - 1);
    let first = text(&picture.frames[0].1).join("\n");
    let shown = text(&picture.frames[still].1).join("\n");
    // The start: an empty board, the tree counted at 0 %. The still: queens on the board.
    assert!(!first.contains('♛'), "{first}");
    assert!(shown.contains('♛') && !shown.contains("≈0.0%"), "{shown}");
    // A reader who asked for less motion sees it too: the animation is off, the strip stays.
    let style = doc
        .descendants()
        .find(|n| n.has_tag_name("style"))
        .and_then(|n| n.text())
        .unwrap();
    assert!(style.contains("@media (prefers-reduced-motion:reduce){#film{animation:none}}"));
}

#[test]
fn the_picture_says_its_language_and_its_fonts_end_in_monospace() {
    let dir = Folder::new("fonts");
    let cjk = [
        "Noto Sans CJK SC",
        "Source Han Sans SC",
        "PingFang SC",
        "Microsoft YaHei",
    ];
    for (k, (args, lang)) in [(LOOKS[0], "en"), (LOOKS[2], "zh-CN")]
        .into_iter()
        .enumerate()
    {
        let bytes = record(args, &dir.file(&format!("{k}.svg")));
        let doc = roxmltree::Document::parse(std::str::from_utf8(&bytes).unwrap()).unwrap();
        let root = doc.root_element();
        let xml = "http://www.w3.org/XML/1998/namespace";
        assert_eq!(root.attribute((xml, "lang")), Some(lang), "{args:?}");
        let chinese = doc
            .descendants()
            .filter_map(|n| n.text())
            .any(|t| t.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)));
        assert_eq!(chinese, lang == "zh-CN", "{args:?}");
        let lists: Vec<Vec<&str>> = doc
            .descendants()
            .filter_map(|n| n.attribute("font-family"))
            .map(|list| {
                list.split(',')
                    .map(|f| f.trim().trim_matches('\''))
                    .collect()
            })
            .collect();
        assert!(!lists.is_empty(), "{args:?}");
        for list in lists {
            // A renderer that finds none of the fonts falls back to a monospace one.
            assert_eq!(list.last(), Some(&"monospace"), "{args:?}: {list:?}");
            // One that reads only the first (CairoSVG) gets a monospace font fontconfig knows,
            // with Chinese glyphs where the picture has Chinese.
            let first = if chinese {
                "Noto Sans Mono CJK SC"
            } else {
                "DejaVu Sans Mono"
            };
            assert_eq!(list.first(), Some(&first), "{args:?}: {list:?}");
            let named = cjk.iter().filter(|f| list.contains(f)).count();
            assert_eq!(
                named,
                if chinese { cjk.len() } else { 0 },
                "{args:?}: {list:?}"
            );
        }
    }
}
