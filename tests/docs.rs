//! The README and the guide (`docs/src/`) cannot go stale: every example in them is made by
//! the program and compared here with what it makes now, and every relative link resolves.
//!
//! A comment right before an example names what makes it:
//!
//! - `<!-- run -->` before a fenced `console` block: each `$ nqueens …` line is run through the
//!   built binary, in a fresh folder shared by the block and in English; the lines under it
//!   are its standard output, then its standard error.
//! - `<!-- screen COLSxROWS: nqueens ARGS; keys: K K …; seconds: S -->` before a fenced block:
//!   the animation started with ARGS through the library, on the virtual clock recordings use
//!   (no wall clock, so no timing), each key handed to it through the key table and followed
//!   by the frames the search takes to stop again, then S seconds more, and the whole screen
//!   of that size as text.
//! - `<!-- keys: SCOPE -->` or `<!-- keys: SCOPE: LABEL, LABEL -->` right before a table: the
//!   rows of the one key table (`input::BINDINGS`) for that scope (or those labels of it), as
//!   the help and the man page list them.
//!
//! `UPDATE_DOCS=1 cargo test --test docs` rewrites every example that differs; without it a
//! difference fails the test, naming the file, the line and the first lines that differ.

mod common;

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

use clap::Parser;
use nqueens::app::search::Status;
use nqueens::cli::Cli;
use nqueens::commands::watch;
use nqueens::input::{self, BINDINGS, Binding, Scope};
use nqueens::record::Headless;
use nqueens::ui::kit::appearance::{Appearance, Depth, Palette};
use nqueens::vocabulary::Lang;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The frames per second of a screen's virtual clock.
const FPS: u32 = 50;

/// The most frames a key may take the search to stop again (ten minutes of the clock).
const SETTLE: u32 = FPS * 600;

/// The folder of the crate.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README and every page of the guide.
fn documents() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = fs::read_dir(root().join("docs/src"))
        .expect("docs/src")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    let mut all = vec![root().join("README.md")];
    all.extend(pages);
    all
}

/// One example that is not what the program makes now.
#[derive(Debug)]
struct Stale {
    /// The line of its marker, from 1.
    line: usize,
    /// The marker.
    marker: String,
    /// What the document shows.
    shown: Vec<String>,
    /// What the program makes.
    made: Vec<String>,
}

impl std::fmt::Display for Stale {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let at = self
            .shown
            .iter()
            .zip(&self.made)
            .position(|(a, b)| a != b)
            .unwrap_or(self.shown.len().min(self.made.len()));
        writeln!(f, "line {}: {}", self.line, self.marker)?;
        writeln!(
            f,
            "  differs from its line {} on ({} lines shown, {} made):",
            at + 1,
            self.shown.len(),
            self.made.len()
        )?;
        for (sign, lines) in [("-", &self.shown), ("+", &self.made)] {
            for line in lines.iter().skip(at).take(3) {
                writeln!(f, "  {sign} {line}")?;
            }
        }
        Ok(())
    }
}

/// What follows a marker: the lines it makes and where they go.
enum Region {
    /// The body of the fenced block that starts on the line after the marker.
    Fenced,
    /// The table that starts on the line after the marker (its lines start with `|`).
    Table,
}

/// The examples of `text` made again; returns the text with each made anew and the examples
/// that differed. `folder` is where commands run (a fresh folder for each block under it).
fn regenerate(text: &str, folder: &Path) -> (String, Vec<Stale>) {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = Vec::new();
    let mut stale = Vec::new();
    let mut fence: Option<&str> = None;
    let mut i = 0;
    let mut blocks = 0;
    while i < lines.len() {
        let line = lines[i];
        out.push(line.to_string());
        i += 1;
        if let Some(open) = fence {
            if line.trim_start().starts_with(open) {
                fence = None;
            }
            continue;
        }
        if let Some(open) = fence_of(line) {
            fence = Some(open);
            continue;
        }
        let Some(marker) = marker(line) else {
            continue;
        };
        let region = match marker.split([' ', ':']).next() {
            Some("run" | "screen") => Region::Fenced,
            Some("keys") => Region::Table,
            _ => continue,
        };
        let (start, end) = match region {
            Region::Fenced => {
                let open = lines
                    .get(i)
                    .and_then(|l| fence_of(l))
                    .unwrap_or_else(|| panic!("line {}: a fenced block after {line}", i + 1));
                let close = (i + 1..lines.len())
                    .find(|&k| lines[k].trim_start().starts_with(open))
                    .unwrap_or_else(|| panic!("line {}: the block is never closed", i + 1));
                out.push(lines[i].to_string());
                (i + 1, close)
            }
            Region::Table => {
                let end = (i..lines.len())
                    .find(|&k| !lines[k].starts_with('|'))
                    .unwrap_or(lines.len());
                (i, end)
            }
        };
        let shown: Vec<String> = lines[start..end].iter().map(|l| l.to_string()).collect();
        blocks += 1;
        let made = if let Some(spec) = marker.strip_prefix("keys:") {
            key_table(spec.trim())
        } else if let Some(spec) = marker.strip_prefix("screen") {
            screen(spec.trim())
        } else {
            run_block(&shown, &folder.join(format!("block-{blocks}")))
        };
        if made != shown {
            stale.push(Stale {
                line: i,
                marker: line.trim().to_string(),
                shown,
                made: made.clone(),
            });
        }
        out.extend(made);
        i = end;
        if let Region::Fenced = region {
            out.push(lines[end].to_string());
            i = end + 1;
        }
    }
    let mut new = out.join("\n");
    if text.ends_with('\n') {
        new.push('\n');
    }
    (new, stale)
}

/// The fence a line opens (three or more backticks or tildes), if it opens one.
fn fence_of(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    ["````", "```", "~~~"]
        .into_iter()
        .find(|fence| trimmed.starts_with(fence))
        .map(|fence| &trimmed[..fence.len()])
}

/// The words of a marker line `<!-- … -->`, if the line is one.
fn marker(line: &str) -> Option<&str> {
    line.trim()
        .strip_prefix("<!--")?
        .strip_suffix("-->")
        .map(str::trim)
}

/// The scope a marker names (`anywhere`, `board`, …): its name in the code, in small letters.
fn scope_named(name: &str) -> Scope {
    Scope::ALL
        .into_iter()
        .find(|scope| format!("{scope:?}").eq_ignore_ascii_case(name))
        .unwrap_or_else(|| panic!("no scope named {name:?}"))
}

/// The rows of the key table for `spec`: `SCOPE` or `SCOPE: LABEL, LABEL`.
fn key_table(spec: &str) -> Vec<String> {
    let (scope, labels) = match spec.split_once(':') {
        Some((scope, labels)) => (scope, Some(labels)),
        None => (spec, None),
    };
    let scope = scope_named(scope.trim());
    let of_scope: Vec<&Binding> = BINDINGS.iter().filter(|b| b.scope == scope).collect();
    let rows: Vec<&Binding> = match labels {
        None => of_scope,
        Some(labels) => labels
            .split(',')
            .map(|label| {
                let label = label.trim();
                *of_scope
                    .iter()
                    .find(|b| b.label == label)
                    .unwrap_or_else(|| panic!("no key {label:?} in {scope:?}"))
            })
            .collect(),
    };
    // The mouse's rows name where a click lands, not a key.
    let head = if scope == Scope::Mouse {
        "Click"
    } else {
        "Key"
    };
    let mut table = vec![format!("| {head} | Action |"), "| --- | --- |".to_string()];
    for b in rows {
        // The mouse's rows and the command line's text name places and words, not keys.
        let label = if b.scope == Scope::Mouse || b.label == "text" {
            b.label.to_string()
        } else {
            format!("`{}`", b.label)
        };
        table.push(format!(
            "| {label} | {} |",
            nqueens::i18n::text_in(nqueens::vocabulary::Lang::En, b.about, &[]).replace('|', "\\|")
        ));
    }
    table
}

/// The lines of a `console` block made anew: each `$ nqueens …` line and what it prints, run
/// in `folder` (made fresh).
fn run_block(shown: &[String], folder: &Path) -> Vec<String> {
    let _ = fs::remove_dir_all(folder);
    fs::create_dir_all(folder).unwrap();
    let mut made = Vec::new();
    for line in shown.iter().filter(|l| l.starts_with("$ ")) {
        made.push(line.clone());
        let command = line[2..].split(" #").next().unwrap();
        let mut words = command.split_whitespace().peekable();
        let mut env = Vec::new();
        while let Some(word) = words.next_if(|w| w.contains('=') && !w.starts_with('-')) {
            env.push(word.split_once('=').unwrap());
        }
        assert_eq!(words.next(), Some("nqueens"), "{line}: run only nqueens");
        let args: Vec<&str> = words.collect();
        let mut cmd = common::nqueens_alone(&args);
        cmd.current_dir(folder)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C");
        for (name, value) in env {
            cmd.env(name, value);
        }
        let output = cmd.output().expect("run nqueens");
        for stream in [&output.stdout, &output.stderr] {
            let text = String::from_utf8_lossy(stream);
            made.extend(text.lines().map(str::to_string));
        }
    }
    made
}

/// A key as a marker writes it: `Space`, `Enter`, `Tab`, `Esc`, `Backspace`, the arrows,
/// `PgUp`, `PgDn`, `Home`, `End`, `F1`, `C-x` or a character.
fn key_named(name: &str) -> KeyEvent {
    let code = match name {
        "Space" => KeyCode::Char(' '),
        "Enter" => KeyCode::Enter,
        "Tab" => KeyCode::Tab,
        "Esc" => KeyCode::Esc,
        "Backspace" => KeyCode::Backspace,
        "Left" => KeyCode::Left,
        "Right" => KeyCode::Right,
        "Up" => KeyCode::Up,
        "Down" => KeyCode::Down,
        "PgUp" => KeyCode::PageUp,
        "PgDn" => KeyCode::PageDown,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "F1" => KeyCode::F(1),
        _ => {
            if let Some(c) = name.strip_prefix("C-") {
                let c = c.chars().next().expect("C-x");
                return KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
            }
            let mut chars = name.chars();
            let c = chars.next().expect("a key");
            assert!(chars.next().is_none(), "no key named {name:?}");
            KeyCode::Char(c)
        }
    };
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// The keys a marker's `keys:` names, one by one: `K*7` is K seven times, and `:word …` types
/// `:` and the command, then `Enter`.
fn keys(spec: &str) -> Vec<KeyEvent> {
    let mut out = Vec::new();
    for word in spec.split_whitespace() {
        if word.len() > 1 && word.starts_with(':') {
            out.extend(
                word.chars()
                    .map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)),
            );
            out.push(key_named("Enter"));
            continue;
        }
        let (name, times) = match word.rsplit_once('*') {
            Some((name, times)) if !name.is_empty() => {
                (name, times.parse().expect("a number of times"))
            }
            _ => (word, 1),
        };
        out.extend(std::iter::repeat_n(key_named(name), times));
    }
    out
}

/// The screen a `screen` marker describes (`COLSxROWS: nqueens ARGS; keys: …; seconds: S`),
/// a line a row, without the spaces that end a row.
fn screen(spec: &str) -> Vec<String> {
    let (size, rest) = spec.split_once(':').expect("screen COLSxROWS: …");
    let (width, height) = size.trim().split_once('x').expect("COLSxROWS");
    let (width, height): (u16, u16) = (width.parse().unwrap(), height.parse().unwrap());
    let mut parts = rest.split(';').map(str::trim);
    let command = parts.next().unwrap();
    let mut pressed = Vec::new();
    let mut seconds = 0;
    for part in parts {
        match part.split_once(':') {
            Some(("keys", list)) => pressed = keys(list),
            Some(("seconds", s)) => seconds = s.trim().parse().expect("whole seconds"),
            _ => panic!("{spec}: what is {part:?}?"),
        }
    }
    let cli = Cli::try_parse_from(command.split_whitespace()).expect("the arguments");
    assert!(
        cli.command.is_none(),
        "{command}: a screen is the animation's"
    );
    let animation = &cli.watch.animation;
    let options = watch::options(animation).expect("options the program takes");
    let mut app = watch::app(options, animation)
        .expect("an animation the program starts")
        .with_lang(cli.lang.unwrap_or(Lang::En));
    if let Some(variant) = cli.watch.predict {
        app = app.with_predict(variant).expect("a strategy predict takes");
    }
    // As a recording draws: the colours exact, whatever terminal runs the test.
    let look = Appearance {
        no_color: false,
        ascii: animation.ascii,
        depth: Depth::Exact,
        palette: animation.theme.unwrap_or(Palette::Unchosen),
    };
    let mut headless = Headless::new(app, look, FPS);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut frame = |headless: &mut Headless| {
        headless.next_frame();
        terminal.draw(|f| headless.draw(f)).unwrap();
    };
    frame(&mut headless);
    for key in pressed {
        let context = headless.app().input_context();
        let action = input::action_for(key, context)
            .unwrap_or_else(|| panic!("{spec}: {key:?} does nothing there"));
        headless.update(action);
        frame(&mut headless);
        let mut frames = 0;
        while headless.app().status() == Status::Running {
            assert!(frames < SETTLE, "{spec}: still running after {key:?}");
            frame(&mut headless);
            frames += 1;
        }
    }
    for _ in 0..seconds * FPS {
        frame(&mut headless);
    }
    // The last frame drawn whole on a fresh terminal: a test backend fed only each frame's
    // changes keeps cells a wide character used to cover, which a real terminal repaints.
    let mut fresh = Terminal::new(TestBackend::new(width, height)).unwrap();
    fresh.draw(|f| headless.draw(f)).unwrap();
    common::text(&fresh)
        .lines()
        .map(|line| line.trim_end().to_string())
        .collect()
}

#[test]
fn every_example_is_what_the_program_makes() {
    let update = std::env::var_os("UPDATE_DOCS").is_some_and(|v| v != "0");
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("docs-examples");
    let mut report = String::new();
    for (k, path) in documents().into_iter().enumerate() {
        let text = fs::read_to_string(&path).unwrap();
        let (made, stale) = regenerate(&text, &folder.join(k.to_string()));
        if stale.is_empty() {
            continue;
        }
        if update {
            fs::write(&path, made).unwrap();
            continue;
        }
        for example in stale {
            report.push_str(&format!("{}: {example}", path.display()));
        }
    }
    assert!(
        report.is_empty(),
        "examples that are not what the program makes now (UPDATE_DOCS=1 cargo test --test \
         docs rewrites them; read the diff):\n{report}"
    );
}

#[test]
fn a_changed_character_is_a_difference() {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("docs-changed");
    let right = "Text\n\n<!-- run -->\n```console\n$ nqueens count 8\n92\n```\n";
    let (made, stale) = regenerate(right, &folder);
    assert!(stale.is_empty(), "{stale:?}");
    assert_eq!(made, right);
    let wrong = right.replace("92", "93");
    let (made, stale) = regenerate(&wrong, &folder);
    assert_eq!(stale.len(), 1);
    assert_eq!(stale[0].line, 3);
    assert_eq!(made, right, "rewritten to what the program prints");
    // A table and a screen too.
    let table = "<!-- keys: anywhere: Space -->\n| Key | Action |\n| --- | --- |\n| `Space` | pause / resume |\n";
    assert!(regenerate(table, &folder).1.is_empty());
    assert_eq!(
        regenerate(&table.replace("resume", "rezume"), &folder)
            .1
            .len(),
        1
    );
    let shown = screen("40x12: nqueens -n 1 --paused");
    let page = format!(
        "<!-- screen 40x12: nqueens -n 1 --paused -->\n```text\n{}\n```\n",
        shown.join("\n")
    );
    assert!(regenerate(&page, &folder).1.is_empty());
    // One character of the screen's first line that is not blank, changed.
    let mut changed = shown.clone();
    let row = changed.iter().position(|l| !l.trim().is_empty()).unwrap();
    let first = changed[row].chars().next().unwrap();
    changed[row] = changed[row].replacen(first, if first == '#' { "%" } else { "#" }, 1);
    let page = format!(
        "<!-- screen 40x12: nqueens -n 1 --paused -->\n```text\n{}\n```\n",
        changed.join("\n")
    );
    assert_eq!(regenerate(&page, &folder).1.len(), 1);
}

/// The id mdBook gives a heading (and, for the headings these documents have, GitHub too):
/// its text in small letters, spaces as `-`, letters, digits, `-` and `_` kept, the rest
/// dropped. (mdBook's smart punctuation turns a `--` or quotes outside code into other
/// characters first, and GitHub does not: keep them in code spans in a heading.)
fn anchor_of(heading: &str) -> String {
    let mut text = String::new();
    // The text as shown: no code marks, emphasis or escapes; a link's words without its target.
    let mut rest = heading;
    while let Some(c) = rest.chars().next() {
        if c == ']' && rest[1..].starts_with('(') {
            let close = rest.find(')').unwrap_or(rest.len() - 1);
            rest = &rest[close + 1..];
            continue;
        }
        if !matches!(c, '`' | '*' | '[' | '\\') {
            text.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    text.trim()
        .chars()
        .filter_map(|c| {
            if c.is_alphanumeric() || c == '_' || c == '-' {
                Some(c.to_lowercase().collect::<String>())
            } else if c.is_whitespace() {
                Some("-".to_string())
            } else {
                None
            }
        })
        .collect()
}

/// The anchors of a Markdown text's headings (outside code blocks), a repeated one numbered
/// `-1`, `-2`, … as mdBook and GitHub number them.
fn anchors(text: &str) -> HashSet<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = HashSet::new();
    let mut fence: Option<&str> = None;
    for line in text.lines() {
        if let Some(open) = fence {
            if line.trim_start().starts_with(open) {
                fence = None;
            }
            continue;
        }
        if let Some(open) = fence_of(line) {
            fence = Some(open);
            continue;
        }
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let id = anchor_of(line[hashes..].trim().trim_end_matches('#'));
        let count = seen.entry(id.clone()).or_default();
        out.insert(if *count == 0 {
            id
        } else {
            format!("{id}-{count}")
        });
        *count += 1;
    }
    out
}

/// The targets of a Markdown text's links and images (`[words](target)`, `[name]: target`),
/// outside code blocks and code spans, with their lines.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fence: Option<&str> = None;
    for (k, line) in text.lines().enumerate() {
        if let Some(open) = fence {
            if line.trim_start().starts_with(open) {
                fence = None;
            }
            continue;
        }
        if let Some(open) = fence_of(line) {
            fence = Some(open);
            continue;
        }
        // Code spans hold no links: drop them (an odd backtick leaves the rest as it is).
        let mut prose = String::new();
        for (n, piece) in line.split('`').enumerate() {
            if n % 2 == 0 {
                prose.push_str(piece);
            }
        }
        if let Some(rest) = prose.trim_start().strip_prefix('[')
            && let Some((_, target)) = rest.split_once("]:")
        {
            out.push((k + 1, target.trim().to_string()));
            continue;
        }
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find(')').unwrap_or(after.len());
            let target = after[..end].split_whitespace().next().unwrap_or("");
            out.push((k + 1, target.trim_matches(['<', '>']).to_string()));
            rest = &after[end..];
        }
    }
    out
}

/// Every broken relative link of `files`: a target that does not exist, or an anchor no heading
/// of its Markdown file makes. Links with a scheme (`https:`, `mailto:`) are not followed.
fn broken_links(files: &[PathBuf]) -> Vec<String> {
    let mut broken = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = match target.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (target.as_str(), None),
            };
            let whole = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            let at = format!("{}:{line}: {target}", file.display());
            if !whole.exists() {
                broken.push(format!("{at}: no such file"));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            let is_markdown = whole.extension().is_some_and(|e| e == "md");
            let found =
                is_markdown && anchors(&fs::read_to_string(&whole).unwrap()).contains(anchor);
            if !found {
                broken.push(format!("{at}: no heading makes #{anchor}"));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_and_anchor_resolves() {
    let broken = broken_links(&documents());
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_link_check_finds_a_broken_link_or_anchor() {
    let folder = common::Folder::new("links");
    fs::write(
        folder.file("a.md"),
        "# A page\n\n## Its part\n\nSee [b](b.md#the-end), [part](#its-part), \
         [gone](gone.md), [missing](b.md#nowhere), [no](#no-such-part) and \
         `[code](not-a-link.md)`.\n\n```text\n[inside](a block.md)\n```\n",
    )
    .unwrap();
    fs::write(folder.file("b.md"), "# B\n\n## The end\n").unwrap();
    let broken = broken_links(&[folder.file("a.md")]);
    assert_eq!(broken.len(), 3, "{broken:#?}");
    assert!(
        broken[0].ends_with("gone.md: no such file"),
        "{}",
        broken[0]
    );
    assert!(
        broken[1].ends_with("no heading makes #nowhere"),
        "{}",
        broken[1]
    );
    assert!(
        broken[2].ends_with("no heading makes #no-such-part"),
        "{}",
        broken[2]
    );
}

#[test]
fn anchors_are_made_as_mdbook_makes_them() {
    assert_eq!(anchor_of("In Chinese (中文)"), "in-chinese-中文");
    assert_eq!(anchor_of("The guide's examples"), "the-guides-examples");
    assert_eq!(
        anchor_of("Long counts: checkpoints, shards, clusters"),
        "long-counts-checkpoints-shards-clusters"
    );
    assert_eq!(anchor_of("`solve` and `--plan`"), "solve-and---plan");
    let twice = anchors("# A\n\n## Keys\n\n```sh\n# not a heading\n```\n\n## Keys\n");
    let expected: HashSet<String> = ["a", "keys", "keys-1"].map(String::from).into();
    assert_eq!(twice, expected);
}

#[test]
fn the_guide_counts_as_many_strategies_as_the_registry_holds() {
    const WORDS: [&str; 21] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    let held = nqueens::vocabulary::Strategy::ALL.len();
    let mut counted = 0;
    for path in documents() {
        let text = fs::read_to_string(&path).unwrap().to_lowercase();
        let words: Vec<&str> = text.split_whitespace().collect();
        for three in words.windows(3) {
            let [before, number, noun] = [three[0], three[1], three[2]];
            let said = WORDS.iter().position(|&w| w == number);
            // "N strategies" and "the N ways it can search" count the whole registry; a
            // number under ten counts a family ("two strategies side by side"), and "the
            // other N" a part.
            if let Some(said) = said.filter(|&n| n >= 10)
                && before != "other"
                && (noun.starts_with("strategies") || noun == "ways")
            {
                assert_eq!(said, held, "{}: {number} {noun}", path.display());
                counted += 1;
            }
        }
    }
    assert!(
        counted >= 4,
        "the README and the guide say the number: {counted}"
    );
}
