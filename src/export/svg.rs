//! Boards as SVG, for handouts: `nqueens solutions N --format svg` (a grid of numbered boards)
//! and `nqueens worksheet` (an A4 page of boards and a blank one for the student).
//!
//! Each board is a group (`class="board"`) with its caption, its squares, the file letters
//! under it and the rank numbers left of it, as on screen (ranks counted from the bottom,
//! files from the left), and one group per queen (`class="queen"`, titled with its square),
//! a crown drawn in black: it prints on any printer and needs no chess font.
//!
//! Each document says its language (`xml:lang`, so that a viewer draws Chinese with Chinese
//! glyphs, not Japanese ones) and names its fonts once, on its root: common CJK fonts before
//! the generic family when it holds CJK text, since many systems have none that the generic
//! family reaches. The worksheet is a page and says so (`@page`), so that a browser prints it
//! on one A4 sheet, its content centred on it.

use std::fmt::Write as _;

use crate::solver::notation::{LETTERED_UP_TO, chess_rank, chess_square, file_letter};
use crate::vocabulary::Lang;

/// The light squares' fill: white, so a printed board spends no ink on them.
const LIGHT: &str = "#ffffff";
/// The dark squares' fill: a grey that prints on a laser printer without hiding a queen.
const DARK: &str = "#c8c8c8";
/// Ink.
const INK: &str = "#000000";
/// Common fonts with Chinese glyphs, for documents that hold CJK text: Linux's, Adobe's,
/// macOS's, Windows'.
pub(crate) const CJK_FONTS: &str =
    "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei'";

/// The language tag of `lang`, as `xml:lang` takes it.
pub(crate) fn language_tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Zh => "zh-CN",
    }
}

/// Whether `text` holds a character of Chinese, Japanese or Korean script (or their
/// full-width punctuation), which fonts of the Latin alphabet seldom have.
pub(crate) fn holds_cjk(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(
            u32::from(c),
            0x2E80..=0x9FFF | 0xA960..=0xA97F | 0xAC00..=0xD7FF | 0xF900..=0xFAFF
                | 0xFE30..=0xFE4F | 0xFF00..=0xFFEF | 0x2_0000..=0x3_FFFF
        )
    })
}

/// The fonts of a handout that says `text`: the generic sans-serif, after the common CJK
/// fonts if `text` holds CJK characters.
fn sans_fonts(text: &str) -> String {
    if holds_cjk(text) {
        format!("{CJK_FONTS},sans-serif")
    } else {
        "sans-serif".to_string()
    }
}

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

/// The gap between the rank numbers and the board, in the labels' font size.
const LABEL_GAP: f64 = 0.6;

/// The labels' font size on a board of squares of side `cell`.
fn label_size(cell: f64) -> f64 {
    (cell * 0.45).clamp(2.0, 14.0)
}

/// Draws one board of `n` at `place`: the caption above it, the rank numbers left, the file
/// letters under it.
fn board(out: &mut String, n: usize, spec: BoardSpec, place: Place) {
    let Place { x, y, cell } = place;
    let side = cell * n as f64;
    let font = label_size(cell);
    let _ = writeln!(out, r#"<g class="board">"#);
    let _ = writeln!(
        out,
        r#"<text x="{:.2}" y="{:.2}" font-size="{:.2}" font-weight="bold">{}</text>"#,
        x,
        y - font * 0.6,
        font * 1.2,
        escape(spec.caption)
    );
    for row in 0..n {
        for col in 0..n {
            // a1 (bottom left) is dark, as on a chess board.
            let dark = (chess_rank(n, row) + col) % 2 == 1;
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
    let label = |out: &mut String, lx: f64, ly: f64, anchor: &str, text: &str| {
        let _ = writeln!(
            out,
            r#"<text x="{lx:.2}" y="{ly:.2}" font-size="{font:.2}" text-anchor="{anchor}" dominant-baseline="middle">{}</text>"#,
            escape(text)
        );
    };
    // The rank numbers end a little left of the board, however many digits they have.
    for row in 0..n {
        let ly = y + (row as f64 + 0.5) * cell;
        let number = chess_rank(n, row).to_string();
        label(out, x - font * LABEL_GAP, ly, "end", &number);
    }
    for col in 0..n {
        let lx = x + (col as f64 + 0.5) * cell;
        label(
            out,
            lx,
            y + side + font * 0.9,
            "middle",
            &file_label(n, col),
        );
    }
    if let Some(queens) = spec.queens {
        for (row, &col) in queens.iter().enumerate() {
            let (qx, qy) = (x + f64::from(col) * cell, y + row as f64 * cell);
            let _ = write!(
                out,
                r#"<g class="queen" transform="translate({qx:.2} {qy:.2}) scale({cell:.3})"><title>{}</title><path d="{CROWN}" fill="{INK}"/>"#,
                chess_square(n, row, usize::from(col))
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

/// A whole document `width` × `height` in `unit` (`mm`, or empty for pixels) around `body`,
/// with `style` (CSS) if any: its language the words', its fonts named once on the root.
fn document(width: f64, height: f64, unit: &str, title: &str, style: &str, body: &str) -> String {
    let lang = language_tag(crate::i18n::current());
    let fonts = sans_fonts(&format!("{title}{body}"));
    let mut out = String::with_capacity(body.len() + 1024);
    let _ = writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" xml:lang="{lang}" width="{width:.2}{unit}" height="{height:.2}{unit}" viewBox="0 0 {width:.2} {height:.2}" font-family="{fonts}">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    if !style.is_empty() {
        let _ = writeln!(out, "<style>{style}</style>");
    }
    let _ = writeln!(
        out,
        r#"<rect x="0" y="0" width="{width:.2}" height="{height:.2}" fill="{LIGHT}"/>"#
    );
    out.push_str(body);
    out.push_str("</svg>\n");
    out
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
    let mut body = String::new();
    for (i, spec) in boards.iter().enumerate() {
        let (c, r) = ((i % columns) as f64, (i / columns) as f64);
        let place = Place {
            x: c * slot_w + 1.5 * CELL,
            y: r * slot_h + 1.5 * CELL,
            cell: CELL,
        };
        board(&mut body, n, *spec, place);
    }
    document(
        slot_w * columns as f64,
        slot_h * rows as f64,
        "",
        &crate::t!("commands-svg-solutions-title", n = n),
        "",
        &body,
    )
}

/// The A4 page's width and height, in mm.
const PAGE: (f64, f64) = (210.0, 297.0);
/// The least room between the content and the paper's edge, in mm.
const MARGIN: f64 = 12.0;
/// The title's font size, and how far above its baseline its capitals reach, as a share of it.
const TITLE_SIZE: f64 = 9.0;
const ASCENT: f64 = 0.75;
/// From the top of the title to the top of the first row of boards, in mm.
const HEADER: f64 = 19.0;
/// The least room each side of a board, in mm: left for its rank numbers, above for its
/// caption, below for its file letters.
const GUTTER: f64 = 5.0;
/// The smallest square (mm) a queen is drawn in by hand with ease: a blank board with smaller
/// ones gets a row of its own, below the solutions, to be larger.
const WRITABLE: f64 = 6.0;
/// The largest square, in mm.
const LARGEST: f64 = 20.0;

/// The room a board of `n` squares of side `cell` takes each way: the board, and each side a
/// quarter of a square more than its labels' gutter.
fn room(n: usize, cell: f64) -> f64 {
    n as f64 * cell + 2.0 * (1.25 * cell).max(GUTTER)
}

/// The largest square (up to [`LARGEST`]) whose board's [`room`] fits in `room`.
fn cell_for(n: usize, room: f64) -> f64 {
    let wide = room / (n as f64 + 2.5);
    let cell = if 1.25 * wide >= GUTTER {
        wide
    } else {
        ((room - 2.0 * GUTTER) / n as f64).max(0.0)
    };
    cell.min(LARGEST)
}

/// How a page lays out its boards: a grid of `columns`, squares of side `cell`, and the blank
/// board either the grid's last (`blank` none) or on a row of its own with squares of its own.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Layout {
    columns: usize,
    rows: usize,
    cell: f64,
    blank: Option<f64>,
}

impl Layout {
    /// The layout of `solutions` boards of `n` and a blank one within the page's margins.
    fn of(n: usize, solutions: usize) -> Layout {
        let (width, height) = (PAGE.0 - 2.0 * MARGIN, PAGE.1 - 2.0 * MARGIN - HEADER);
        let grid = |count: usize, below: f64| {
            let columns = grid_columns(count, 4).max(1);
            let rows = count.div_ceil(columns).max(1);
            let across = cell_for(n, width / columns as f64);
            let down = cell_for(n, (height - below) / rows as f64);
            Layout {
                columns,
                rows,
                cell: across.min(down),
                blank: None,
            }
        };
        let shared = grid(solutions + 1, 0.0);
        if shared.cell >= WRITABLE || solutions == 0 {
            return shared;
        }
        // The solutions give up some room (at most a quarter of their squares' side) for a blank
        // board of writable squares, if the page has that much.
        let wanted = WRITABLE.min(cell_for(n, width));
        let apart = grid(solutions, room(n, wanted));
        let cell = apart
            .cell
            .max(0.75 * shared.cell)
            .min(cell_for(n, width / apart.columns as f64));
        let left = height - apart.rows as f64 * room(n, cell);
        let blank = cell_for(n, left).min(cell_for(n, width));
        if blank <= shared.cell {
            return shared;
        }
        Layout {
            cell,
            blank: Some(blank),
            ..apart
        }
    }

    /// The height of the boards: the grid's rows and the blank board's row, if any.
    fn height(&self, n: usize) -> f64 {
        self.rows as f64 * room(n, self.cell) + self.blank.map_or(0.0, |b| room(n, b))
    }
}

/// An A4 portrait page (210 × 297 mm) that says so to a browser that prints it: `title`, a
/// line of instructions, the boards of `n` in `boards` in a grid, the last of them meant to
/// be blank; all of it centred on the page.
pub fn page(n: usize, title: &str, instructions: &str, boards: &[BoardSpec]) -> String {
    let (blank, solutions) = match boards.split_last() {
        Some((last, rest)) => (Some(last), rest),
        None => (None, boards),
    };
    let layout = Layout::of(n, solutions.len());
    // Centred as the ink is: from the title's capitals to the last row's file letters, which
    // leave part of their row's room below them.
    let last = layout.blank.unwrap_or(layout.cell);
    let unused = (room(n, last) - n as f64 * last) / 2.0 - 1.4 * label_size(last);
    let top = (PAGE.1 - HEADER - layout.height(n) + unused.max(0.0)) / 2.0;
    let baseline = top + ASCENT * TITLE_SIZE;
    let mut body = String::new();
    let _ = writeln!(
        body,
        r#"<text x="{MARGIN}" y="{baseline:.2}" font-size="{TITLE_SIZE}" font-weight="bold">{}</text>"#,
        escape(title)
    );
    // A line of about 100 characters, at about half an em each, within the margins.
    let _ = writeln!(
        body,
        r#"<text x="{MARGIN}" y="{:.2}" font-size="3.3">{}</text>"#,
        baseline + 8.0,
        escape(instructions)
    );
    let pitch = room(n, layout.cell);
    let side = layout.cell * n as f64;
    let left = (PAGE.0 - pitch * layout.columns as f64) / 2.0;
    let grid_top = top + HEADER;
    let in_grid = if layout.blank.is_some() {
        solutions
    } else {
        boards
    };
    for (i, spec) in in_grid.iter().enumerate() {
        let (c, r) = ((i % layout.columns) as f64, (i / layout.columns) as f64);
        let place = Place {
            x: left + c * pitch + (pitch - side) / 2.0,
            y: grid_top + r * pitch + (pitch - side) / 2.0,
            cell: layout.cell,
        };
        board(&mut body, n, *spec, place);
    }
    if let (Some(cell), Some(spec)) = (layout.blank, blank) {
        let side = cell * n as f64;
        let place = Place {
            x: (PAGE.0 - side) / 2.0,
            y: grid_top + layout.rows as f64 * pitch + (room(n, cell) - side) / 2.0,
            cell,
        };
        board(&mut body, n, *spec, place);
    }
    document(PAGE.0, PAGE.1, "mm", title, PAGE_STYLE, &body)
}

/// The page's own size, for a browser that prints it: one A4 sheet, no margin of its own
/// (the page has its margins).
pub const PAGE_STYLE: &str = "@page { size: A4; margin: 0 }";

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
