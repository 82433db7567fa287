//! The cells as a chart: each strategy's events against n, on a log scale, as one SVG page
//! sized for a slide or for A4.
//!
//! One group a strategy (`class="series"`, `data-strategy` its name): a solid line through
//! its complete cells, dashed where a cell was cut short and its whole estimated, a marker
//! at each point (a shape a strategy, so the lines are told apart printed in black and white)
//! and its name at its last point, pushed apart from the others' names where they would
//! overlap. A cell cut short with no estimate is drawn as what it did, a lower bound, with a
//! stroke upwards and no line to it.

use std::fmt::Write as _;

use super::Cell;
use crate::export::svg::{CJK_FONTS, escape, holds_cjk, language_tag};
use crate::vocabulary::Strategy;

/// The page a chart is drawn for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Paper {
    /// A 16:9 slide, 1600 × 900 pixels.
    #[default]
    Slide,
    /// A landscape A4 sheet, 297 × 210 mm.
    A4,
}

impl Paper {
    /// Width, height and unit (empty for pixels) of the page.
    fn size(self) -> (f64, f64, &'static str) {
        match self {
            Paper::Slide => (1600.0, 900.0, ""),
            Paper::A4 => (297.0, 210.0, "mm"),
        }
    }
}

/// Ink: the axes, the words, the first line, and every line without colour.
const INK: &str = "#000000";

/// A colour: red, green, blue.
pub type Rgb = (u8, u8, u8);

/// The lines' colours: ink, then `lines` (none: ink alone).
fn colours(lines: &[Rgb]) -> Vec<String> {
    let mut all = vec![INK.to_string()];
    all.extend(
        lines
            .iter()
            .map(|(r, g, b)| format!("#{r:02x}{g:02x}{b:02x}")),
    );
    all
}

/// Light lines of the grid.
const GRID: &str = "#d0d0d0";

/// How a point of a line was found.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    /// Counted: the cell ran to its end.
    Counted,
    /// The whole of a cell cut short, estimated.
    Estimated,
    /// What a cell cut short did, with no estimate of its whole: a lower bound.
    AtLeast,
}

/// A point of a strategy's line: its n, its events and how they were found.
#[derive(Debug, Clone, Copy)]
struct Point {
    n: usize,
    events: f64,
    kind: Kind,
}

/// The scales: page coordinates of a board size and of a count.
#[derive(Debug, Clone, Copy)]
struct Frame {
    left: f64,
    right: f64,
    top: f64,
    bottom: f64,
    ns: (f64, f64),
    /// The smallest and largest board drawn.
    sizes: (usize, usize),
    /// The lowest and highest powers of ten on the axis.
    powers: (i32, i32),
    font: f64,
}

impl Frame {
    fn x(&self, n: f64) -> f64 {
        let (low, high) = self.ns;
        self.left + (n - low) / (high - low) * (self.right - self.left)
    }

    fn y(&self, value: f64) -> f64 {
        let (low, high) = (f64::from(self.powers.0), f64::from(self.powers.1));
        let at = (value.max(1.0).log10() - low) / (high - low);
        self.bottom - at * (self.bottom - self.top)
    }
}

/// The chart of `cells` for `paper`: the first line in ink, the others in the colours of
/// `lines` (the theme's, in turn), or in ink too where `lines` is empty (no colour).
pub fn chart(cells: &[Cell], paper: Paper, lines: &[Rgb]) -> String {
    let colours = colours(lines);
    let series = series_of(cells);
    let (width, height, unit) = paper.size();
    let frame = frame_of(&series, width, height);
    let mut body = String::new();
    axes(&mut body, &frame);
    let mut ends = Vec::new();
    for (index, (strategy, points)) in series.iter().enumerate() {
        let ink = colours[index % colours.len()].as_str();
        line(&mut body, &frame, *strategy, points, index, ink);
        if let Some(last) = points.iter().rev().find(|p| p.kind != Kind::AtLeast) {
            ends.push((frame.x(last.n as f64), frame.y(last.events), *strategy, ink));
        }
    }
    labels(&mut body, &frame, ends);
    document(width, height, unit, &frame, &body)
}

/// The cells as a line a strategy, in the order they first appear, each by n.
fn series_of(cells: &[Cell]) -> Vec<(Strategy, Vec<Point>)> {
    let mut series: Vec<(Strategy, Vec<Point>)> = Vec::new();
    for cell in cells {
        let point = match (cell.complete, cell.whole_events()) {
            (true, _) => Point {
                n: cell.n,
                events: cell.events as f64,
                kind: Kind::Counted,
            },
            (false, Some(whole)) => Point {
                n: cell.n,
                events: whole,
                kind: Kind::Estimated,
            },
            (false, None) => Point {
                n: cell.n,
                events: cell.events as f64,
                kind: Kind::AtLeast,
            },
        };
        match series.iter_mut().find(|(s, _)| *s == cell.strategy) {
            Some((_, points)) => points.push(point),
            None => series.push((cell.strategy, vec![point])),
        }
    }
    for (_, points) in &mut series {
        points.sort_by_key(|p| p.n);
    }
    series
}

/// The scales that hold every point, on a page `width` × `height`, with room for the title,
/// the axes' labels and the names at the lines' ends.
fn frame_of(series: &[(Strategy, Vec<Point>)], width: f64, height: f64) -> Frame {
    let points = || series.iter().flat_map(|(_, p)| p.iter());
    let sizes = (
        points().map(|p| p.n).min().unwrap_or(1),
        points().map(|p| p.n).max().unwrap_or(1),
    );
    let (low_n, high_n) = (sizes.0 as f64, sizes.1 as f64);
    let ns = if high_n > low_n {
        (low_n, high_n)
    } else {
        (low_n - 0.5, high_n + 0.5)
    };
    let log = |v: f64| v.max(1.0).log10();
    let least = points()
        .map(|p| log(p.events))
        .fold(f64::INFINITY, f64::min);
    let most = points().map(|p| log(p.events)).fold(0.0, f64::max);
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a power of ten of a u64 count, or its estimate, at most a few hundred"
    )]
    let mut powers = (least.min(most).floor() as i32, most.ceil() as i32);
    if powers.1 <= powers.0 {
        powers.1 = powers.0 + 1;
    }
    let font = height / 45.0;
    Frame {
        left: font * 5.0,
        right: width - font * 11.0,
        top: font * 3.5,
        bottom: height - font * 4.5,
        ns,
        sizes,
        powers,
        font,
    }
}

/// The grid, the axes with powers of ten up the side and each n along the bottom, the title
/// and the key to the dashes.
fn axes(out: &mut String, f: &Frame) {
    let font = f.font;
    let powers = f.powers.1 - f.powers.0;
    let step = usize::try_from(powers / 12 + 1).unwrap_or(1);
    let _ = writeln!(
        out,
        r#"<g class="axes" font-size="{font:.2}" fill="{}">"#,
        INK
    );
    for k in (f.powers.0..=f.powers.1).step_by(step) {
        let y = f.y(10f64.powi(k));
        let _ = writeln!(
            out,
            r#"<line x1="{:.2}" y1="{y:.2}" x2="{:.2}" y2="{y:.2}" stroke="{GRID}" stroke-width="{:.2}"/><text x="{:.2}" y="{:.2}" text-anchor="end">10<tspan dy="{:.2}" font-size="{:.2}">{k}</tspan></text>"#,
            f.left,
            f.right,
            font / 16.0,
            f.left - font * 0.9,
            y + font * 0.35,
            -font * 0.45,
            font * 0.7
        );
    }
    for n in f.sizes.0..=f.sizes.1 {
        let x = f.x(n as f64);
        let _ = writeln!(
            out,
            r#"<line x1="{x:.2}" y1="{:.2}" x2="{x:.2}" y2="{:.2}" stroke="{GRID}" stroke-width="{:.2}"/><text x="{x:.2}" y="{:.2}" text-anchor="middle">{n}</text>"#,
            f.top,
            f.bottom,
            font / 16.0,
            f.bottom + font * 1.3
        );
    }
    frame_and_words(out, f);
    out.push_str("</g>\n");
}

/// The axes' lines, their titles, the chart's title and the key to its dashes.
fn frame_and_words(out: &mut String, f: &Frame) {
    let font = f.font;
    let ink = INK;
    let _ = writeln!(
        out,
        r#"<polyline points="{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}" fill="none" stroke="{ink}" stroke-width="{:.2}"/>"#,
        f.left,
        f.top,
        f.left,
        f.bottom,
        f.right,
        f.bottom,
        font / 10.0
    );
    let words = [
        (
            f.left,
            font * 1.6,
            "start",
            1.2,
            crate::t!("compare-chart-title"),
        ),
        (
            f.left,
            font * 2.8,
            "start",
            0.8,
            crate::t!("compare-chart-key"),
        ),
        (
            (f.left + f.right) / 2.0,
            f.bottom + font * 2.8,
            "middle",
            1.0,
            crate::t!("compare-chart-n"),
        ),
    ];
    for (x, y, anchor, scale, text) in words {
        let _ = writeln!(
            out,
            r#"<text x="{x:.2}" y="{y:.2}" text-anchor="{anchor}" font-size="{:.2}">{}</text>"#,
            font * scale,
            escape(&text)
        );
    }
}

/// A strategy's line: solid between counted points, dashed to an estimated one; a marker at
/// each point, and a stroke upwards from a lower bound.
fn line(
    out: &mut String,
    f: &Frame,
    strategy: Strategy,
    points: &[Point],
    index: usize,
    ink: &str,
) {
    let width = f.font / 7.0;
    let _ = writeln!(
        out,
        r#"<g class="series" data-strategy="{}" stroke="{ink}" fill="none" stroke-width="{width:.2}"><title>{}</title>"#,
        escape(strategy.name()),
        escape(strategy.name())
    );
    let drawn: Vec<&Point> = points.iter().filter(|p| p.kind != Kind::AtLeast).collect();
    for pair in drawn.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let dash = if a.kind == Kind::Estimated || b.kind == Kind::Estimated {
            format!(
                r#" stroke-dasharray="{:.2} {:.2}" class="estimated""#,
                width * 4.0,
                width * 3.0
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            r#"<path d="M{:.2},{:.2} L{:.2},{:.2}"{dash}/>"#,
            f.x(a.n as f64),
            f.y(a.events),
            f.x(b.n as f64),
            f.y(b.events)
        );
    }
    for point in points {
        marker(out, f, point, index, ink);
    }
    out.push_str("</g>\n");
}

/// The marker of `point`: the strategy's shape (one of six; the second six hollow), filled
/// where counted, hollow where estimated; a lower bound gets a stroke upwards.
fn marker(out: &mut String, f: &Frame, point: &Point, index: usize, ink: &str) {
    let (x, y, r) = (f.x(point.n as f64), f.y(point.events), f.font * 0.3);
    let hollow = point.kind != Kind::Counted || (index / 6) % 2 == 1;
    let fill = if hollow { "#ffffff" } else { ink };
    let shape = match index % 6 {
        0 => format!(r#"<circle cx="{x:.2}" cy="{y:.2}" r="{r:.2}""#),
        1 => format!(
            r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}""#,
            x - r,
            y - r,
            2.0 * r,
            2.0 * r
        ),
        2 => polygon(&[
            (x, y - r * 1.2),
            (x + r * 1.1, y + r * 0.8),
            (x - r * 1.1, y + r * 0.8),
        ]),
        3 => polygon(&[
            (x, y - r * 1.3),
            (x + r * 1.1, y),
            (x, y + r * 1.3),
            (x - r * 1.1, y),
        ]),
        4 => polygon(&[
            (x, y + r * 1.2),
            (x + r * 1.1, y - r * 0.8),
            (x - r * 1.1, y - r * 0.8),
        ]),
        _ => polygon(&[
            (x - r, y - r * 0.4),
            (x - r * 0.4, y - r),
            (x + r, y + r * 0.4),
            (x + r * 0.4, y + r),
        ]),
    };
    let _ = writeln!(out, r#"{shape} fill="{fill}"/>"#);
    if point.kind == Kind::AtLeast {
        let _ = writeln!(
            out,
            r#"<path d="M{x:.2},{:.2} L{x:.2},{:.2} M{:.2},{:.2} L{x:.2},{:.2} L{:.2},{:.2}" class="at-least"/>"#,
            y - r,
            y - r * 4.0,
            x - r,
            y - r * 3.0,
            y - r * 4.0,
            x + r,
            y - r * 3.0
        );
    }
}

/// The start of a closed polygon through `corners`.
fn polygon(corners: &[(f64, f64)]) -> String {
    let points: Vec<String> = corners
        .iter()
        .map(|(x, y)| format!("{x:.2},{y:.2}"))
        .collect();
    format!(r#"<polygon points="{}""#, points.join(" "))
}

/// The names at the lines' ends, right of them, pushed apart where they would overlap, with
/// a thin line from the end to a name moved away from it.
fn labels(out: &mut String, f: &Frame, mut ends: Vec<(f64, f64, Strategy, &str)>) {
    let font = f.font;
    ends.sort_by(|a, b| a.1.total_cmp(&b.1));
    let gap = font * 1.05;
    let mut placed: Vec<f64> = Vec::new();
    for end in &ends {
        let least = placed.last().map_or(f.top, |last| last + gap);
        placed.push(end.1.max(least));
    }
    // Names pushed below the bottom move up together.
    let over = placed.last().map_or(0.0, |last| (last - f.bottom).max(0.0));
    let _ = writeln!(out, r#"<g class="labels" font-size="{font:.2}">"#);
    for ((x, y, strategy, ink), at) in ends.iter().zip(placed) {
        let at = at - over;
        let lx = f.right + font * 1.2;
        let _ = writeln!(
            out,
            r#"<path d="M{:.2},{y:.2} L{:.2},{at:.2}" stroke="{ink}" stroke-width="{:.2}" fill="none"/><text x="{lx:.2}" y="{:.2}" fill="{ink}">{}</text>"#,
            x + font * 0.4,
            lx - font * 0.2,
            font / 14.0,
            at + font * 0.35,
            escape(strategy.name())
        );
    }
    out.push_str("</g>\n");
}

/// The page around `body`: its size, its language, its fonts, a white ground.
fn document(width: f64, height: f64, unit: &str, f: &Frame, body: &str) -> String {
    let lang = language_tag(crate::i18n::current());
    let fonts = if holds_cjk(body) {
        format!("{CJK_FONTS},sans-serif")
    } else {
        "sans-serif".to_string()
    };
    let mut out = String::with_capacity(body.len() + 512);
    let _ = writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" xml:lang="{lang}" width="{width:.2}{unit}" height="{height:.2}{unit}" viewBox="0 0 {width:.2} {height:.2}" font-family="{fonts}">"#
    );
    let _ = writeln!(
        out,
        "<title>{}</title>",
        escape(&crate::t!("compare-chart-title"))
    );
    let _ = writeln!(
        out,
        r##"<rect x="0" y="0" width="{width:.2}" height="{height:.2}" fill="#ffffff"/>"##
    );
    let _ = writeln!(
        out,
        r#"<text x="{:.2}" y="{:.2}" font-size="{:.2}" text-anchor="middle" transform="rotate(-90 {:.2} {:.2})">{}</text>"#,
        f.font * 1.2,
        (f.top + f.bottom) / 2.0,
        f.font,
        f.font * 1.2,
        (f.top + f.bottom) / 2.0,
        escape(&crate::t!("compare-chart-events"))
    );
    out.push_str(body);
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Colours as the standard theme gives them.
    const OKABE_ITO: [Rgb; 7] = [
        (0, 114, 178),
        (213, 94, 0),
        (0, 158, 115),
        (204, 121, 167),
        (230, 159, 0),
        (86, 180, 233),
        (127, 127, 0),
    ];

    #[test]
    fn each_line_after_the_first_takes_the_colours_given_in_turn() {
        let cells: Vec<Cell> = Strategy::ALL
            .iter()
            .map(|&s| cell(s, 8, 1_000, true))
            .collect();
        let svg = chart(&cells, Paper::Slide, &[(1, 2, 3), (250, 251, 252)]);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let strokes: Vec<&str> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("series"))
            .map(|e| e.attribute("stroke").unwrap())
            .collect();
        assert_eq!(strokes[..4], ["#000000", "#010203", "#fafbfc", "#000000"]);
    }
    use crate::compare::{Estimate, Unit};

    fn cell(strategy: Strategy, n: usize, events: u64, complete: bool) -> Cell {
        Cell {
            strategy,
            n,
            events,
            placements: events / 2,
            checks: events,
            boards: 1,
            solutions: 1,
            seconds: 0.0,
            peak_bytes: 0,
            complete,
            estimate: (!complete && strategy == Strategy::ALL[0]).then_some(Estimate {
                unit: Unit::Placements,
                total: 1e9,
                done: 1e6,
            }),
        }
    }

    #[test]
    fn a_line_a_strategy_dashed_where_estimated() {
        let [a, b] = [Strategy::ALL[0], Strategy::ALL[1]];
        let cells = [
            cell(a, 4, 10, true),
            cell(a, 5, 1_000, true),
            cell(a, 6, 5_000, false),
            cell(b, 4, 100, true),
            cell(b, 5, 2_000, false),
        ];
        let svg = chart(&cells, Paper::Slide, &OKABE_ITO);
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let series: Vec<_> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("series"))
            .collect();
        let names: Vec<&str> = series
            .iter()
            .filter_map(|s| s.attribute("data-strategy"))
            .collect();
        assert_eq!(names, [a.name(), b.name()]);
        let dashed = |s: &roxmltree::Node| {
            s.descendants()
                .filter(|e| e.attribute("class") == Some("estimated"))
                .count()
        };
        // a: one solid segment, one dashed to its estimate (5,000 × 1,000 events); b: one
        // point and a lower bound, no segment.
        assert_eq!(dashed(&series[0]), 1);
        assert_eq!(
            series[0]
                .descendants()
                .filter(|e| e.has_tag_name("path"))
                .count(),
            2
        );
        assert_eq!(
            series[1]
                .descendants()
                .filter(|e| e.has_tag_name("path"))
                .count(),
            1
        );
        assert!(svg.contains(r#"class="at-least""#));
        // Up to 10^7 (the estimate of 5e6 events): powers of ten from 10^1.
        assert!(
            svg.contains(">7</tspan>") && svg.contains(">1</tspan>"),
            "{svg}"
        );
        assert!(!svg.contains(">8</tspan>"), "{svg}");
    }

    #[test]
    fn without_colour_everything_is_ink_and_a4_is_in_millimetres() {
        let cells: Vec<Cell> = Strategy::ALL
            .iter()
            .map(|&s| cell(s, 8, 1_000, true))
            .collect();
        let svg = chart(&cells, Paper::A4, &[]);
        assert!(svg.contains(r#"width="297.00mm""#));
        for colour in &colours(&OKABE_ITO)[1..] {
            assert!(!svg.contains(colour.as_str()), "{colour}");
        }
        assert!(roxmltree::Document::parse(&svg).is_ok());
    }
}
