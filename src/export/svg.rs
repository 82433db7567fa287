//! Boards as SVG, for handouts: `nqueens solutions N --format svg` (a grid of numbered boards)
//! and `nqueens worksheet` (an A4 page of boards and a blank one for the student).
//!
//! Each board is a group (`class="board"`) with its caption, its squares, the file letters
//! under it and the rank numbers left of it, as on screen (ranks counted from the bottom,
//! files from the left), and one group per queen (`class="queen"`, titled with its square),
//! a crown drawn in black: it prints on any printer and needs no chess font.

use std::fmt::Write as _;

use crate::solver::notation::{LETTERED_UP_TO, file_letter, rank_of, square_name};

/// The light squares' fill: white, so a printed board spends no ink on them.
const LIGHT: &str = "#ffffff";
/// The dark squares' fill: a grey that prints on a laser printer without hiding a queen.
const DARK: &str = "#c8c8c8";
/// Ink.
const INK: &str = "#000000";

/// A board to draw: its caption, and its queens' files from the top rank down (none for a
/// blank board).
#[derive(Debug, Clone, Copy)]
pub struct BoardSpec<'a> {
    /// The line over the board (`Solution 3`).
    pub caption: &'a str,
    /// The queens, `cols[row]` the file of the queen on row `row` (row 0 the top rank), or
    /// none for a blank board.
    pub queens: Option<&'a [u8]>,
}

/// Where a board goes and how large: the top left corner of its squares and the side of
/// one square, in the document's units.
#[derive(Debug, Clone, Copy)]
struct Place {
    x: f64,
    y: f64,
    cell: f64,
}

/// A label of file `col` of an `n` board: its letter, or its number past the letters.
fn file_label(n: usize, col: usize) -> String {
    if n <= LETTERED_UP_TO {
        file_letter(col).to_string()
    } else {
        (col + 1).to_string()
    }
}

/// Escapes text for an SVG element's content or an attribute's value, keeping out the
/// characters XML does not allow (control characters become U+FFFD).
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c < ' ' || c == '\u{7f}' || c == '\u{fffe}' || c == '\u{ffff}' => {
                out.push('\u{fffd}');
            }
            c => out.push(c),
        }
    }
    out
}

/// The queen's outline in a square of side 1 from its top left corner: a crown of five
/// points over a band, and a base.
const CROWN: &str = "M0.22 0.78 L0.15 0.32 L0.3 0.52 L0.33 0.24 L0.43 0.5 L0.5 0.2 L0.57 0.5 \
L0.67 0.24 L0.7 0.52 L0.85 0.32 L0.78 0.78 Z M0.2 0.81 H0.8 V0.89 H0.2 Z";

/// The balls on the crown's points, as (x, y) in the same square.
const BALLS: [(f64, f64); 5] = [
    (0.15, 0.3),
    (0.33, 0.22),
    (0.5, 0.18),
    (0.67, 0.22),
    (0.85, 0.3),
];

/// Draws one board of `n` at `place`: the caption above it, the rank numbers left, the file
/// letters under it.
fn board(out: &mut String, n: usize, spec: BoardSpec, place: Place) {
    let Place { x, y, cell } = place;
    let side = cell * n as f64;
    let font = (cell * 0.45).clamp(2.0, 14.0);
    let _ = writeln!(out, r#"<g class="board">"#);
    let _ = writeln!(
        out,
        r#"<text x="{:.2}" y="{:.2}" font-size="{:.2}" font-family="sans-serif" font-weight="bold">{}</text>"#,
        x,
        y - font * 0.6,
        font * 1.2,
        escape(spec.caption)
    );
    for row in 0..n {
        for col in 0..n {
            // a1 (bottom left) is dark, as on a chess board.
            let dark = (rank_of(n, row) + col) % 2 == 1;
            let _ = writeln!(
                out,
                r#"<rect x="{:.2}" y="{:.2}" width="{cell:.2}" height="{cell:.2}" fill="{}"/>"#,
                x + col as f64 * cell,
                y + row as f64 * cell,
                if dark { DARK } else { LIGHT }
            );
        }
    }
    let _ = writeln!(
        out,
        r#"<rect x="{x:.2}" y="{y:.2}" width="{side:.2}" height="{side:.2}" fill="none" stroke="{INK}" stroke-width="{:.2}"/>"#,
        (cell * 0.04).max(0.2)
    );
    let label = |out: &mut String, lx: f64, ly: f64, text: &str| {
        let _ = writeln!(
            out,
            r#"<text x="{lx:.2}" y="{ly:.2}" font-size="{font:.2}" font-family="sans-serif" text-anchor="middle" dominant-baseline="middle">{}</text>"#,
            escape(text)
        );
    };
    for row in 0..n {
        let ly = y + (row as f64 + 0.5) * cell;
        label(out, x - font * 0.9, ly, &rank_of(n, row).to_string());
    }
    for col in 0..n {
        let lx = x + (col as f64 + 0.5) * cell;
        label(out, lx, y + side + font * 0.9, &file_label(n, col));
    }
    if let Some(queens) = spec.queens {
        for (row, &col) in queens.iter().enumerate() {
            let (qx, qy) = (x + f64::from(col) * cell, y + row as f64 * cell);
            let _ = write!(
                out,
                r#"<g class="queen" transform="translate({qx:.2} {qy:.2}) scale({cell:.3})"><title>{}</title><path d="{CROWN}" fill="{INK}"/>"#,
                square_name(n, row, usize::from(col))
            );
            for (bx, by) in BALLS {
                let _ = write!(
                    out,
                    r#"<circle cx="{bx}" cy="{by}" r="0.05" fill="{INK}"/>"#
                );
            }
            let _ = writeln!(out, "</g>");
        }
    }
    let _ = writeln!(out, "</g>");
}

/// The opening of a document `width` × `height` in `unit` (`mm`, or empty for pixels).
fn open(out: &mut String, width: f64, height: f64, unit: &str, title: &str) {
    let _ = writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width:.2}{unit}" height="{height:.2}{unit}" viewBox="0 0 {width:.2} {height:.2}">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(
        out,
        r#"<rect x="0" y="0" width="{width:.2}" height="{height:.2}" fill="{LIGHT}"/>"#
    );
}

/// Columns of a grid of `count` boards: about as many as rows, at most `widest`.
fn grid_columns(count: usize, widest: usize) -> usize {
    let mut columns = 1;
    while columns * columns < count && columns < widest {
        columns += 1;
    }
    columns
}

/// One SVG document with a grid of the boards of `n` in `boards`, each captioned: for
/// `solutions --format svg`. Up to four boards a row; a square is 24 units.
pub fn sheet(n: usize, boards: &[BoardSpec]) -> String {
    const CELL: f64 = 24.0;
    let columns = grid_columns(boards.len(), 4).max(1);
    let rows = boards.len().div_ceil(columns).max(1);
    let side = CELL * n as f64;
    // Room for the caption above, the rank numbers left, the file letters under.
    let (slot_w, slot_h) = (side + 3.0 * CELL, side + 3.0 * CELL);
    let mut out = String::new();
    open(
        &mut out,
        slot_w * columns as f64,
        slot_h * rows as f64,
        "",
        &crate::t!("commands-svg-solutions-title", n = n),
    );
    for (i, spec) in boards.iter().enumerate() {
        let (c, r) = ((i % columns) as f64, (i / columns) as f64);
        let place = Place {
            x: c * slot_w + 1.5 * CELL,
            y: r * slot_h + 1.5 * CELL,
            cell: CELL,
        };
        board(&mut out, n, *spec, place);
    }
    out.push_str("</svg>\n");
    out
}

/// An A4 portrait page (210 × 297 mm): `title`, a line of instructions, the boards of `n` in
/// `boards` in a grid, the last of them meant to be blank.
pub fn page(n: usize, title: &str, instructions: &str, boards: &[BoardSpec]) -> String {
    const WIDTH: f64 = 210.0;
    const HEIGHT: f64 = 297.0;
    const MARGIN: f64 = 12.0;
    const TOP: f64 = 38.0;
    let mut out = String::new();
    open(&mut out, WIDTH, HEIGHT, "mm", title);
    let _ = writeln!(
        out,
        r#"<text x="{MARGIN}" y="22" font-size="9" font-family="sans-serif" font-weight="bold">{}</text>"#,
        escape(title)
    );
    // A line of about 100 characters, at about half an em each, within the margins.
    let _ = writeln!(
        out,
        r#"<text x="{MARGIN}" y="30" font-size="3.3" font-family="sans-serif">{}</text>"#,
        escape(instructions)
    );
    let columns = grid_columns(boards.len(), 4).max(1);
    let rows = boards.len().div_ceil(columns).max(1);
    let (slot_w, slot_h) = (
        (WIDTH - 2.0 * MARGIN) / columns as f64,
        (HEIGHT - TOP - MARGIN) / rows as f64,
    );
    // A square's share of a slot: the board, and about two squares for the caption, the
    // rank numbers and the file letters around it; never larger than a 20 mm square.
    let cell = (slot_w.min(slot_h) / (n as f64 + 2.5)).min(20.0);
    let side = cell * n as f64;
    for (i, spec) in boards.iter().enumerate() {
        let (c, r) = ((i % columns) as f64, (i / columns) as f64);
        let place = Place {
            x: MARGIN + c * slot_w + (slot_w - side) / 2.0,
            y: TOP + r * slot_h + (slot_h - side) / 2.0,
            cell,
        };
        board(&mut out, n, *spec, place);
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape(r#"a < b & "c" > d"#),
            "a &lt; b &amp; &quot;c&quot; &gt; d"
        );
    }

    #[test]
    fn grids_are_about_square() {
        assert_eq!(grid_columns(1, 4), 1);
        assert_eq!(grid_columns(4, 4), 2);
        assert_eq!(grid_columns(5, 4), 3);
        assert_eq!(grid_columns(92, 4), 4);
    }

    #[test]
    fn queens_are_titled_with_their_squares() {
        let cols = [1, 3, 0, 2];
        let svg = sheet(
            4,
            &[BoardSpec {
                caption: "Solution 1",
                queens: Some(&cols),
            }],
        );
        for square in ["b4", "d3", "a2", "c1"] {
            assert!(
                svg.contains(&format!("<title>{square}</title>")),
                "{square}"
            );
        }
    }
}
