//! A recording as one animated SVG picture (`nqueens record -o FILE.svg`), self-contained and
//! without a script, so that a README's `<img>` plays it: GitHub shows such pictures, and any
//! browser does.
//!
//! Each screen is drawn as a terminal draws it, on a grid of [`CELL_WIDTH`] × [`ROW_HEIGHT`]
//! units: backgrounds as rectangles merged along each row, text as one `<tspan>` a run of cells
//! of one style with an explicit `x` and `textLength`, so the columns line up whatever
//! monospace font the viewer has (a wide character, Chinese, takes two columns, as on the
//! terminal). Box-drawing lines and block elements are drawn as shapes, not taken from the
//! font, as most terminals do too: fonts differ in their height and width, and the screen's
//! borders and bars must meet across cells.
//!
//! The frames stand side by side on one strip, and a CSS keyframe animation slides the strip
//! past the picture's window, a frame at each recorded time, then starts again. A row that
//! appears in several frames (most do: a frame usually changes a few rows) is written once,
//! in `<defs>`, and each frame places its rows with `<use>`; a row is itself made of
//! segments, a panel's part each, written once too, since panels side by side change apart.
//! That keeps the file small.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::Duration;

use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};
use ratatui::text::Span;

use super::svg::{CJK_FONTS, escape, holds_cjk, language_tag};
use crate::ui::kit::appearance::{Depth, reduce};

/// The width of a cell, in the picture's units (pixels at its natural size): 0.6 of the font
/// size, a monospace font's usual advance.
pub const CELL_WIDTH: u32 = 9;
/// The height of a row, in the picture's units: 1.2 times the font size, as terminals space
/// their lines.
pub const ROW_HEIGHT: u32 = 18;
/// The font size, in the picture's units.
const FONT_SIZE: u32 = 15;
/// Where the text's baseline is within its row: the font's ascent (about 0.93 of its size for
/// the common monospace fonts) with the row's spare height shared above and below.
const BASELINE: u32 = 14;
/// The fonts asked for, the first the viewer has: monospace ones, whose glyphs the explicit
/// positions then need hardly stretch. The first is one that fontconfig knows for a monospace
/// font even where it is missing: a renderer that reads only the first family (CairoSVG) then
/// still draws with a monospace font, not the proportional default. The generic `monospace`
/// ends the list (after CJK fonts when the picture holds CJK text).
const FONTS: &str =
    "'DejaVu Sans Mono',ui-monospace,'SFMono-Regular',Menlo,Consolas,'Liberation Mono'";
/// The monospace font with Chinese glyphs, first in a picture that holds CJK text: it has the
/// Latin letters too, so a renderer that reads only the first family draws both.
const CJK_MONOSPACE: &str = "'Noto Sans Mono CJK SC'";

/// The terminal's own foreground, for cells that keep the default: a light grey, the screen
/// being dark.
pub const FOREGROUND: Rgb = Rgb(212, 212, 212);
/// The terminal's own background, for cells that keep the default. The theme's text colours
/// are mid-tones, readable on dark and light alike; a dark screen is what most recordings show.
pub const BACKGROUND: Rgb = Rgb(30, 30, 30);

/// The thickness of a light box-drawing line, in the picture's units.
const LIGHT: f64 = 1.5;
/// The thickness of a heavy one.
const HEAVY: f64 = 3.0;

/// A colour as the picture writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// `self` laid over `under` at `alpha` (0 to 1): how a terminal shows a dim colour.
    pub fn over(self, under: Rgb, alpha: f64) -> Rgb {
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "a mix of two bytes, rounded, is a byte"
        )]
        let mix =
            |a: u8, b: u8| (f64::from(a) * alpha + f64::from(b) * (1.0 - alpha)).round() as u8;
        Rgb(
            mix(self.0, under.0),
            mix(self.1, under.1),
            mix(self.2, under.2),
        )
    }
}

/// A colour of the screen as RGB; `None` for the terminal's default.
pub fn rgb(color: Color) -> Option<Rgb> {
    // The 16 named colours as xterm shows them, as a recording's colours already are.
    match reduce(Depth::Exact, color) {
        Color::Rgb(r, g, b) => Some(Rgb(r, g, b)),
        Color::Indexed(i) if i >= 232 => {
            let v = 8 + 10 * (i - 232);
            Some(Rgb(v, v, v))
        }
        Color::Indexed(i) if i >= 16 => {
            let level = |l: u8| if l == 0 { 0 } else { 55 + 40 * l };
            let i = i - 16;
            Some(Rgb(level(i / 36), level(i / 6 % 6), level(i % 6)))
        }
        _ => None,
    }
}

/// How a cell's text is drawn, apart from where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Ink {
    fill: Rgb,
    bold: bool,
    italic: bool,
    underline: bool,
    crossed: bool,
}

/// One character of a row, as the terminal shows it.
#[derive(Debug, Clone)]
struct Place<'a> {
    /// The first column it covers.
    col: u32,
    /// The columns it covers: 1, or 2 for a wide character.
    cols: u32,
    /// The character (a grapheme); blank for none.
    symbol: &'a str,
    ink: Ink,
    /// The background; `None` for the terminal's own.
    paper: Option<Rgb>,
}

impl Place<'_> {
    /// Whether nothing of it shows but its background.
    fn blank(&self) -> bool {
        self.symbol.trim().is_empty() && !self.ink.underline && !self.ink.crossed
    }
}

/// The characters of row `y` of `screen`, each once: a wide character covers the cell after
/// it, as on a terminal.
fn places(screen: &Buffer, y: u16) -> Vec<Place<'_>> {
    let area = screen.area;
    let mut out = Vec::with_capacity(usize::from(area.width));
    let mut x = area.left();
    while x < area.right() {
        let cell = &screen[(x, y)];
        let cols = Span::raw(cell.symbol()).width().clamp(1, 2);
        let place = place(cell, u32::from(x - area.left()));
        out.push(Place {
            cols: u32::try_from(cols).unwrap_or(1),
            ..place
        });
        x = x.saturating_add(u16::try_from(cols).unwrap_or(1));
    }
    out
}

/// A cell's character and colours as a terminal shows them: reversed video swapped, dim text
/// half way to its background, hidden text blank.
fn place(cell: &Cell, col: u32) -> Place<'_> {
    let has = |m| cell.modifier.contains(m);
    let mut fill = rgb(cell.fg).unwrap_or(FOREGROUND);
    let mut paper = rgb(cell.bg);
    if has(Modifier::REVERSED) {
        (fill, paper) = (paper.unwrap_or(BACKGROUND), Some(fill));
    }
    if has(Modifier::DIM) {
        fill = fill.over(paper.unwrap_or(BACKGROUND), 0.5);
    }
    Place {
        col,
        cols: 1,
        symbol: if has(Modifier::HIDDEN) {
            " "
        } else {
            cell.symbol()
        },
        ink: Ink {
            fill,
            bold: has(Modifier::BOLD),
            italic: has(Modifier::ITALIC),
            underline: has(Modifier::UNDERLINED),
            crossed: has(Modifier::CROSSED_OUT),
        },
        paper: paper.filter(|&p| p != BACKGROUND),
    }
}

/// The arms of a box-drawing character from its centre (up, right, down, left): 0 none, 1
/// light, 2 heavy. Only those whose arms are all of one weight: the rest (mixed, double,
/// dashed) are rare enough to be left to the font.
fn arms(c: char) -> Option<[u8; 4]> {
    let light = match c {
        '─' | '━' => [0, 1, 0, 1],
        '│' | '┃' => [1, 0, 1, 0],
        '┌' | '┏' | '╭' => [0, 1, 1, 0],
        '┐' | '┓' | '╮' => [0, 0, 1, 1],
        '└' | '┗' | '╰' => [1, 1, 0, 0],
        '┘' | '┛' | '╯' => [1, 0, 0, 1],
        '├' | '┣' => [1, 1, 1, 0],
        '┤' | '┫' => [1, 0, 1, 1],
        '┬' | '┳' => [0, 1, 1, 1],
        '┴' | '┻' => [1, 1, 0, 1],
        '┼' | '╋' => [1, 1, 1, 1],
        '╴' | '╸' => [0, 0, 0, 1],
        '╵' | '╹' => [1, 0, 0, 0],
        '╶' | '╺' => [0, 1, 0, 0],
        '╷' | '╻' => [0, 0, 1, 0],
        _ => return None,
    };
    let heavy = matches!(
        c,
        '━' | '┃'
            | '┏'
            | '┓'
            | '┗'
            | '┛'
            | '┣'
            | '┫'
            | '┳'
            | '┻'
            | '╋'
            | '╸'
            | '╹'
            | '╺'
            | '╻'
    );
    Some(light.map(|arm| if heavy { arm * 2 } else { arm }))
}

/// A block element's filled part of the cell, in eighths (left, top, right, bottom), and its
/// opacity (the shades ░ ▒ ▓ are the whole cell, partly see-through).
fn block(c: char) -> Option<Vec<([u8; 4], f64)>> {
    let whole = |rect: [u8; 4]| Some(vec![(rect, 1.0)]);
    let quadrants = |which: &[u8]| {
        let quadrant = |q: &u8| match q {
            0 => [0, 0, 4, 4],
            1 => [4, 0, 8, 4],
            2 => [0, 4, 4, 8],
            _ => [4, 4, 8, 8],
        };
        Some(which.iter().map(|q| (quadrant(q), 1.0)).collect())
    };
    match c {
        '▀' => whole([0, 0, 8, 4]),
        // ▁ ▂ ▃ ▄ ▅ ▆ ▇ █: the lower k eighths.
        '▁'..='█' => {
            let k = u8::try_from(c as u32 - '▁' as u32 + 1).ok()?;
            whole([0, 8 - k, 8, 8])
        }
        // ▉ ▊ ▋ ▌ ▍ ▎ ▏: the left 7 to 1 eighths.
        '▉'..='▏' => {
            let k = u8::try_from('▏' as u32 - c as u32 + 1).ok()?;
            whole([0, 0, k, 8])
        }
        '▐' => whole([4, 0, 8, 8]),
        '░' => Some(vec![([0, 0, 8, 8], 0.25)]),
        '▒' => Some(vec![([0, 0, 8, 8], 0.5)]),
        '▓' => Some(vec![([0, 0, 8, 8], 0.75)]),
        '▔' => whole([0, 0, 8, 1]),
        '▕' => whole([7, 0, 8, 8]),
        // Quadrants: 0 upper left, 1 upper right, 2 lower left, 3 lower right.
        '▖' => quadrants(&[2]),
        '▗' => quadrants(&[3]),
        '▘' => quadrants(&[0]),
        '▙' => quadrants(&[0, 2, 3]),
        '▚' => quadrants(&[0, 3]),
        '▛' => quadrants(&[0, 1, 2]),
        '▜' => quadrants(&[0, 1, 3]),
        '▝' => quadrants(&[1]),
        '▞' => quadrants(&[1, 2]),
        '▟' => quadrants(&[1, 2, 3]),
        _ => None,
    }
}

/// The character `symbol` if the picture draws it as a shape ([`glyph_path`] knows it).
fn shaped(symbol: &str) -> Option<char> {
    let mut chars = symbol.chars();
    let c = chars.next()?;
    let known = arms(c).is_some() || block(c).is_some() || matches!(c, '╱' | '╲' | '╳');
    (known && chars.next().is_none()).then_some(c)
}

/// Whether the shape of `c` repeated along a row is the same shape stretched: a horizontal
/// line, or a block as wide as its cell.
fn tiles(c: char) -> bool {
    match (arms(c), block(c)) {
        (Some([up, right, down, left]), _) => up == 0 && down == 0 && right == left,
        (_, Some(parts)) => parts.iter().all(|([l, _, r, _], _)| *l == 0 && *r == 8),
        _ => false,
    }
}

/// A number of the picture's units, to the hundredth, without needless zeros.
fn units(v: f64) -> String {
    let text = format!("{v:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The outline (an SVG path, and its opacity if not whole) of a shaped character `c` in a
/// cell whose top left corner is the origin, filled with the text's colour.
fn glyph_path(c: char) -> (String, Option<f64>) {
    let (w, h) = (f64::from(CELL_WIDTH), f64::from(ROW_HEIGHT));
    let rect = |x0: f64, y0: f64, x1: f64, y1: f64| {
        format!(
            "M{} {}H{}V{}H{}Z",
            units(x0),
            units(y0),
            units(x1),
            units(y1),
            units(x0)
        )
    };
    if let Some([up, right, down, left]) = arms(c) {
        let thickness = |arm: u8| if arm == 2 { HEAVY } else { LIGHT };
        let (cx, cy) = (w / 2.0, h / 2.0);
        // Each arm reaches past the centre by half the thickest line, so the corners close.
        let half = [up, right, down, left]
            .into_iter()
            .filter(|&a| a > 0)
            .map(thickness)
            .fold(0.0, f64::max)
            / 2.0;
        let mut d = String::new();
        if up > 0 {
            let t = thickness(up) / 2.0;
            d.push_str(&rect(cx - t, 0.0, cx + t, cy + half));
        }
        if down > 0 {
            let t = thickness(down) / 2.0;
            d.push_str(&rect(cx - t, cy - half, cx + t, h));
        }
        if left > 0 {
            let t = thickness(left) / 2.0;
            d.push_str(&rect(0.0, cy - t, cx + half, cy + t));
        }
        if right > 0 {
            let t = thickness(right) / 2.0;
            d.push_str(&rect(cx - half, cy - t, w, cy + t));
        }
        return (d, None);
    }
    if let Some(parts) = block(c) {
        let alpha = parts.first().map_or(1.0, |&(_, a)| a);
        let d = parts
            .iter()
            .map(|&([l, t, r, b], _)| {
                let (ex, ey) = (w / 8.0, h / 8.0);
                rect(
                    f64::from(l) * ex,
                    f64::from(t) * ey,
                    f64::from(r) * ex,
                    f64::from(b) * ey,
                )
            })
            .collect();
        return (d, (alpha < 1.0).then_some(alpha));
    }
    // The diagonals, corner to corner as terminals draw them (so that they meet from row to
    // row), as bands of the light line's thickness across.
    let across = LIGHT * w.hypot(h) / h / 2.0;
    let falling = format!(
        "M{} 0H{}L{} {}H{}Z",
        units(-across),
        units(across),
        units(w + across),
        units(h),
        units(w - across)
    );
    let rising = format!(
        "M{} {}H{}L{} 0H{}Z",
        units(-across),
        units(h),
        units(across),
        units(w + across),
        units(w - across)
    );
    match c {
        '╲' => (falling, None),
        '╱' => (rising, None),
        _ => (falling + &rising, None),
    }
}

/// A run of characters written as one `<tspan>`: all of one ink and one width, in order
/// along the row, with blanks between them or not.
#[derive(Debug)]
struct Run {
    /// Columns each character takes: 1, or 2 for wide ones.
    each: u32,
    ink: Ink,
    /// Each character and its first column.
    chars: Vec<(u32, String)>,
}

impl Run {
    /// Writes the run: each word (characters with single blanks between them) as its text
    /// from its first column stretched to its columns (`textLength`), so that every
    /// character is at its column whatever the font, and nothing relies on blanks being
    /// kept; the words under one `<tspan>` with the run's ink.
    fn write(&self, out: &mut String) {
        let mut words: Vec<(u32, u32, String)> = Vec::new();
        for (col, symbol) in &self.chars {
            match words.last_mut() {
                Some((_, end, text)) if *col <= *end + 1 => {
                    if *col > *end {
                        text.push(' ');
                    }
                    text.push_str(symbol);
                    *end = col + self.each;
                }
                _ => words.push((*col, col + self.each, symbol.clone())),
            }
        }
        // Where a word goes. A narrow character alone needs no length: its x places it.
        let place = |(start, end, _): &(u32, u32, String)| {
            let mut at = format!(r#" x="{}""#, start * CELL_WIDTH);
            if end - start > 1 {
                let _ = write!(at, r#" textLength="{}""#, (end - start) * CELL_WIDTH);
            }
            at
        };
        out.push_str("<tspan");
        if let [only] = words.as_slice() {
            out.push_str(&place(only));
            self.write_ink(out);
            let _ = write!(out, ">{}</tspan>", escape(&only.2));
            return;
        }
        self.write_ink(out);
        out.push('>');
        for word in &words {
            let _ = write!(out, "<tspan{}>{}</tspan>", place(word), escape(&word.2));
        }
        out.push_str("</tspan>");
    }

    /// The run's ink, as attributes.
    fn write_ink(&self, out: &mut String) {
        let ink = self.ink;
        if ink.fill != FOREGROUND {
            let _ = write!(out, r#" fill="{}""#, ink.fill.hex());
        }
        if ink.bold {
            out.push_str(r#" font-weight="bold""#);
        }
        if ink.italic {
            out.push_str(r#" font-style="italic""#);
        }
        match (ink.underline, ink.crossed) {
            (true, true) => out.push_str(r#" text-decoration="underline line-through""#),
            (true, false) => out.push_str(r#" text-decoration="underline""#),
            (false, true) => out.push_str(r#" text-decoration="line-through""#),
            (false, false) => {}
        }
    }
}

/// The runs of text of a segment: characters of one ink and one width, blanks between them
/// or not (a wide character's run takes no gap: its textLength would misplace it); a
/// character of another ink, or a shaped one, parts them.
fn runs(places: &[Place]) -> Vec<Run> {
    let mut out: Vec<Run> = Vec::new();
    let mut open = false;
    for place in places {
        if place.blank() {
            continue;
        }
        if shaped(place.symbol).is_some() {
            open = false;
            continue;
        }
        let extends = open
            && out.last().is_some_and(|last| {
                let end = last.chars.last().map_or(0, |(col, _)| col + last.each);
                last.ink == place.ink
                    && last.each == place.cols
                    && (place.cols == 1 || end == place.col)
            });
        if extends {
            let last = out.last_mut().expect("an open run");
            last.chars.push((place.col, place.symbol.to_string()));
        } else {
            out.push(Run {
                each: place.cols,
                ink: place.ink,
                chars: vec![(place.col, place.symbol.to_string())],
            });
            open = true;
        }
    }
    out
}

/// Whether `place` is a panel's side or corner: a shaped line with an arm up or down.
fn upright(place: &Place) -> bool {
    shaped(place.symbol)
        .and_then(arms)
        .is_some_and(|[up, _, down, _]| up > 0 || down > 0)
}

/// Row `y` of `screen` cut into segments, each a panel's part of the row: a segment starts
/// at a panel's left side (the first of a run of uprights). Panels side by side change
/// apart (the counters every frame, the board at each step), and a segment that did not
/// change is then written once for all the frames that show it.
fn segments(screen: &Buffer, y: u16) -> Vec<Vec<Place<'_>>> {
    let mut out: Vec<Vec<Place>> = Vec::new();
    let mut after_upright = false;
    for place in places(screen, y) {
        let side = upright(&place);
        if out.is_empty() || (side && !after_upright) {
            out.push(Vec::new());
        }
        after_upright = side;
        out.last_mut().expect("a segment").push(place);
    }
    out
}

/// The SVG of a row's segment `places`, at the top of the picture (a frame moves it down to
/// its row): its backgrounds, its shaped characters, its text. Empty if nothing shows. The
/// characters drawn as shapes are added to `glyphs`.
fn segment(places: &[Place], glyphs: &mut BTreeSet<char>) -> String {
    let mut out = String::new();
    // Backgrounds: one rectangle a run of cells of one colour, one path a colour.
    let mut papers: Vec<(Rgb, String)> = Vec::new();
    let mut at = 0;
    while at < places.len() {
        let paper = places[at].paper;
        let start = places[at].col;
        let mut end = at;
        while end < places.len() && places[end].paper == paper {
            end += 1;
        }
        if let Some(paper) = paper {
            let last = &places[end - 1];
            let (x, w) = (
                start * CELL_WIDTH,
                (last.col + last.cols - start) * CELL_WIDTH,
            );
            let rect = format!("M{x} 0h{w}v{ROW_HEIGHT}h-{w}z");
            match papers.iter_mut().find(|(p, _)| *p == paper) {
                Some((_, d)) => d.push_str(&rect),
                None => papers.push((paper, rect)),
            }
        }
        at = end;
    }
    for (paper, d) in papers {
        let _ = write!(out, r#"<path fill="{}" d="{d}"/>"#, paper.hex());
    }
    let mut at = 0;
    while at < places.len() {
        let place = &places[at];
        at += 1;
        let Some(c) = shaped(place.symbol) else {
            continue;
        };
        glyphs.insert(c);
        // A line or a bar repeated along the row is one shape, stretched.
        let mut count: u32 = 1;
        while tiles(c)
            && places.get(at).is_some_and(|next| {
                shaped(next.symbol) == Some(c) && next.ink.fill == place.ink.fill
            })
        {
            count += 1;
            at += 1;
        }
        let x = place.col * CELL_WIDTH;
        let _ = write!(out, r##"<use href="#u{:04x}" "##, c as u32);
        if count == 1 {
            let _ = write!(out, r#"x="{x}""#);
        } else {
            let _ = write!(out, r#"transform="matrix({count} 0 0 1 {x} 0)""#);
        }
        let _ = write!(out, r#" fill="{}"/>"#, place.ink.fill.hex());
    }
    let runs = runs(places);
    if !runs.is_empty() {
        let _ = write!(out, r#"<text y="{BASELINE}">"#);
        for run in &runs {
            run.write(&mut out);
        }
        out.push_str("</text>");
    }
    out
}

/// Things written once each and named by their index, in the order first seen.
#[derive(Debug, Clone, Default)]
struct Distinct<T> {
    items: Vec<T>,
    index: HashMap<T, usize>,
}

impl<T: Clone + Eq + std::hash::Hash> Distinct<T> {
    /// The index of `item`, added if new.
    fn name(&mut self, item: T) -> usize {
        let next = self.items.len();
        let id = *self.index.entry(item.clone()).or_insert(next);
        if id == next {
            self.items.push(item);
        }
        id
    }
}

/// An animated picture of screens, built a frame at a time, then written whole.
#[derive(Debug, Clone, Default)]
pub struct Film {
    /// Columns and rows of the screens.
    size: (u16, u16),
    title: String,
    /// Each distinct segment's SVG (named `s0`, `s1`, … by its index).
    segments: Distinct<String>,
    /// Each distinct row: its segments, left to right (named `r0`, …).
    rows: Distinct<Vec<usize>>,
    /// The shaped characters used, each defined once.
    glyphs: BTreeSet<char>,
    /// Each frame's time from the start and its rows, top down (`None` for a blank one).
    frames: Vec<(Duration, Vec<Option<usize>>)>,
}

impl Film {
    /// A film of screens of `width` × `height` cells, titled `title`.
    pub fn new(width: u16, height: u16, title: &str) -> Self {
        Film {
            size: (width, height),
            title: title.to_string(),
            ..Film::default()
        }
    }

    /// Adds `screen`, shown from `time` on (after the last frame's time): the caller leaves
    /// out a screen that repeats the one before.
    pub fn frame(&mut self, time: Duration, screen: &Buffer) {
        let area = screen.area;
        let rows = (area.top()..area.bottom())
            .map(|y| {
                let parts: Vec<usize> = segments(screen, y)
                    .iter()
                    .map(|places| segment(places, &mut self.glyphs))
                    .filter(|svg| !svg.is_empty())
                    .map(|svg| self.segments.name(svg))
                    .collect();
                (!parts.is_empty()).then(|| self.rows.name(parts))
            })
            .collect();
        self.frames.push((time, rows));
    }

    /// The frames added so far.
    pub fn frames(&self) -> usize {
        self.frames.len()
    }

    /// Writes the picture to `out`, the last frame shown until `end`, then the whole again.
    pub fn write<W: Write>(&self, end: Duration, mut out: W) -> io::Result<W> {
        let (width, height) = (
            u32::from(self.size.0) * CELL_WIDTH,
            u32::from(self.size.1) * ROW_HEIGHT,
        );
        let lang = language_tag(crate::i18n::current());
        let cjk = holds_cjk(&self.title) || self.segments.items.iter().any(|s| holds_cjk(s));
        let fonts = if cjk {
            format!("{CJK_MONOSPACE},{FONTS},{CJK_FONTS},monospace")
        } else {
            format!("{FONTS},monospace")
        };
        let mut svg = String::new();
        let _ = writeln!(svg, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
        let _ = writeln!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" xml:lang="{lang}" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{fonts}" font-size="{FONT_SIZE}" fill="{}">"#,
            FOREGROUND.hex()
        );
        let _ = writeln!(svg, "<title>{}</title>", escape(&self.title));
        let _ = writeln!(svg, "<style>{}</style>", self.keyframes(end, width));
        let _ = writeln!(
            svg,
            r#"<rect width="{width}" height="{height}" fill="{}"/>"#,
            BACKGROUND.hex()
        );
        svg.push_str("<defs>\n");
        for &c in &self.glyphs {
            let (d, alpha) = glyph_path(c);
            let _ = write!(svg, r#"<path id="u{:04x}" d="{d}""#, c as u32);
            if let Some(alpha) = alpha {
                let _ = write!(svg, r#" fill-opacity="{alpha}""#);
            }
            svg.push_str("/>\n");
        }
        for (id, segment) in self.segments.items.iter().enumerate() {
            let _ = writeln!(svg, r#"<g id="s{id}">{segment}</g>"#);
        }
        for (id, row) in self.rows.items.iter().enumerate() {
            let _ = write!(svg, r#"<g id="r{id}">"#);
            for part in row {
                let _ = write!(svg, r##"<use href="#s{part}"/>"##);
            }
            svg.push_str("</g>\n");
        }
        // Still, the picture shows its last frame, the furthest the recording got: what a
        // viewer that does not animate (a preview, a printed page) and a reader who asked for
        // less motion see, rather than the empty board of the start.
        let still = self.frames.len().saturating_sub(1);
        let still = u32::try_from(still)
            .unwrap_or(u32::MAX)
            .saturating_mul(width);
        if still == 0 {
            svg.push_str("</defs>\n<g id=\"film\">\n");
        } else {
            let _ = writeln!(
                svg,
                "</defs>\n<g id=\"film\" transform=\"translate(-{still})\">"
            );
        }
        for (k, (_, rows)) in self.frames.iter().enumerate() {
            let shift = u32::try_from(k).unwrap_or(u32::MAX).saturating_mul(width);
            let _ = write!(svg, r#"<g transform="translate({shift})">"#);
            for (y, id) in rows.iter().enumerate() {
                let Some(id) = id else { continue };
                let top = u32::try_from(y).unwrap_or(u32::MAX) * ROW_HEIGHT;
                if top == 0 {
                    let _ = write!(svg, r##"<use href="#r{id}"/>"##);
                } else {
                    let _ = write!(svg, r##"<use href="#r{id}" y="{top}"/>"##);
                }
            }
            svg.push_str("</g>\n");
        }
        svg.push_str("</g>\n</svg>\n");
        out.write_all(svg.as_bytes())?;
        out.flush()?;
        Ok(out)
    }

    /// The animation: the strip of frames (`#film`) moved by a frame's width at each frame's
    /// time, in steps, over the whole length `end`, again and again (unless the reader asked
    /// for less motion).
    fn keyframes(&self, end: Duration, width: u32) -> String {
        let total = end.as_nanos().max(1);
        #[expect(
            clippy::cast_precision_loss,
            reason = "nanoseconds of an hour at most: a percentage to the 10⁻⁴ is all we need"
        )]
        let percent = |time: Duration| {
            let p = time.as_nanos() as f64 * 100.0 / total as f64;
            let text = format!("{p:.4}");
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        };
        let mut css = format!(
            "#film{{animation:k {}s steps(1,end) infinite}}@keyframes k{{",
            seconds(end)
        );
        let mut shift = 0;
        for (k, (time, _)) in self.frames.iter().enumerate() {
            shift = u32::try_from(k).unwrap_or(u32::MAX).saturating_mul(width);
            let _ = write!(
                css,
                "{}%{{transform:translateX(-{shift}px)}}",
                percent(*time)
            );
        }
        let _ = write!(css, "100%{{transform:translateX(-{shift}px)}}}}");
        // Readers who asked their system for less motion see the still frame (`#film`'s own
        // transform, which the animation overrides).
        css.push_str("@media (prefers-reduced-motion:reduce){#film{animation:none}}");
        css
    }
}

/// `time` in seconds, to the microsecond, without needless zeros.
fn seconds(time: Duration) -> String {
    let text = format!("{}.{:06}", time.as_secs(), time.subsec_micros());
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    fn screen(lines: &[&str]) -> Buffer {
        Buffer::with_lines(lines.iter().copied())
    }

    #[test]
    fn runs_of_one_ink_are_one_tspan_and_wide_characters_take_two_columns() {
        let mut buf = screen(&["ab cd  e 中文x"]);
        buf.set_style(Rect::new(1, 0, 1, 1), Style::new().fg(Color::Rgb(1, 2, 3)));
        let found = runs(&places(&buf, 0));
        let got: Vec<(u32, u32, String)> = found
            .iter()
            .map(|r| {
                let text = r.chars.iter().map(|(_, s)| s.as_str()).collect();
                (r.chars[0].0, r.each, text)
            })
            .collect();
        let expected = [
            (0, 1, "a"),
            (1, 1, "b"),
            (3, 1, "cde"),
            (9, 2, "中文"),
            (13, 1, "x"),
        ];
        assert_eq!(got, expected.map(|(c, e, t)| (c, e, t.to_string())));
    }

    #[test]
    fn a_run_is_written_by_words_each_at_its_column() {
        let write = |line: &str| {
            let mut out = String::new();
            for run in runs(&places(&screen(&[line]), 0)) {
                run.write(&mut out);
            }
            out
        };
        assert_eq!(
            write("n = 8"),
            r#"<tspan x="0" textLength="45">n = 8</tspan>"#
        );
        assert_eq!(
            write("·  ·  ♛ ♛"),
            r#"<tspan><tspan x="0">·</tspan><tspan x="27">·</tspan><tspan x="54" textLength="27">♛ ♛</tspan></tspan>"#
        );
        assert_eq!(
            write("中文 中"),
            r#"<tspan x="0" textLength="36">中文</tspan><tspan x="45" textLength="18">中</tspan>"#
        );
    }

    #[test]
    fn borders_and_blocks_are_shapes_not_text() {
        let buf = screen(&["┌─┐ █▁ a"]);
        let mut glyphs = BTreeSet::new();
        let svg = segment(&places(&buf, 0), &mut glyphs);
        assert_eq!(glyphs.iter().collect::<String>(), "─┌┐▁█", "{svg}");
        assert!(svg.contains(r##"<use href="#u2500" x="9""##), "{svg}");
        let line = segment(&places(&screen(&["┌───┐"]), 0), &mut glyphs);
        assert!(
            line.contains(r##"<use href="#u2500" transform="matrix(3 0 0 1 9 0)""##),
            "{line}"
        );
        assert!(
            svg.ends_with(r#"<text y="14"><tspan x="63">a</tspan></text>"#),
            "{svg}"
        );
    }

    #[test]
    fn a_corner_closes_and_a_line_spans_its_cell() {
        let (d, _) = glyph_path('─');
        // Left and right, each past the centre by half the line.
        assert_eq!(d, "M0 8.25H5.25V9.75H0ZM3.75 8.25H9V9.75H3.75Z");
        let (d, _) = glyph_path('┌');
        // Down from the top of the crossbar, right from the left of the upright.
        assert_eq!(d, "M3.75 8.25H5.25V18H3.75ZM3.75 8.25H9V9.75H3.75Z");
        assert_eq!(glyph_path('▄').0, "M0 9H9V18H0Z");
        assert_eq!(glyph_path('▏').0, "M0 0H1.12V18H0Z");
        assert_eq!(glyph_path('▒').1, Some(0.5));
    }

    #[test]
    fn colours_are_those_a_terminal_shows() {
        assert_eq!(rgb(Color::Reset), None);
        assert_eq!(rgb(Color::Rgb(1, 2, 3)), Some(Rgb(1, 2, 3)));
        assert_eq!(rgb(Color::Black), Some(Rgb(0, 0, 0)));
        assert_eq!(rgb(Color::Indexed(196)), Some(Rgb(255, 0, 0)));
        assert_eq!(rgb(Color::Indexed(244)), Some(Rgb(128, 128, 128)));
        let mut buf = screen(&["x"]);
        buf.set_style(
            buf.area,
            Style::new()
                .fg(Color::Rgb(200, 0, 0))
                .add_modifier(Modifier::REVERSED),
        );
        let p = place(&buf[(0, 0)], 0);
        assert_eq!((p.ink.fill, p.paper), (BACKGROUND, Some(Rgb(200, 0, 0))));
    }

    #[test]
    fn text_that_xml_refuses_is_replaced() {
        assert_eq!(escape("a<b>&\"\u{1b}"), "a&lt;b&gt;&amp;&quot;\u{fffd}");
    }

    #[test]
    fn a_row_is_cut_at_each_panels_left_side() {
        let buf = screen(&["│ab ││cd│ ┌─┐│e"]);
        let cut: Vec<String> = segments(&buf, 0)
            .iter()
            .map(|part| part.iter().map(|p| p.symbol).collect())
            .collect();
        assert_eq!(cut, ["│ab ", "││cd", "│ ", "┌─", "┐│e"]);
    }

    #[test]
    fn rows_repeated_across_frames_are_written_once() {
        let mut film = Film::new(3, 2, "t");
        film.frame(Duration::ZERO, &screen(&["abc", "   "]));
        film.frame(Duration::from_millis(500), &screen(&["abc", "xyz"]));
        let svg =
            String::from_utf8(film.write(Duration::from_secs(1), Vec::new()).unwrap()).unwrap();
        assert_eq!(svg.matches(">abc<").count(), 1, "{svg}");
        assert!(
            svg.contains("#film{animation:k 1s steps(1,end) infinite}"),
            "{svg}"
        );
        assert!(svg.contains("0%{transform:translateX(-0px)}50%{transform:translateX(-27px)}100%{transform:translateX(-27px)}"), "{svg}");
        assert!(
            svg.contains(
                r##"<g transform="translate(27)"><use href="#r0"/><use href="#r1" y="18"/></g>"##
            ),
            "{svg}"
        );
    }
}
