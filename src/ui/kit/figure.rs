//! A queen drawn as a figure of half blocks on a large square (the projector board's, 7×3
//! and up), where a single glyph would be a dot in the middle of a field.
//!
//! Each figure is pixel art: a terminal cell holds two pixels, one above the other (`▀`,
//! `▄`, `█`), so a pixel is about as wide as it is tall. The largest figure that fits the
//! square with a blank column either side is drawn, doubled or tripled on the largest
//! squares, centred; below the smallest, the caller draws the glyph.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::cells;

/// The figures, smallest first: rows of pixels, `#` set. A crown (points and a ball on the
/// larger ones), a waist, a base.
const FIGURES: [&[&str]; 4] = [
    &[
        "#.#.#", //
        "#####", //
        ".###.", //
        ".###.", //
        "#####", //
        "#####", //
    ],
    &[
        "...#...", //
        "#..#..#", //
        "#.###.#", //
        "#######", //
        ".#####.", //
        "..###..", //
        ".#####.", //
        "#######", //
    ],
    &[
        "....#....", //
        "#...#...#", //
        "#..###..#", //
        "##.###.##", //
        "#########", //
        ".#######.", //
        "..#####..", //
        "..#####..", //
        ".#######.", //
        "#########", //
    ],
    &[
        ".....#.....", //
        "#....#....#", //
        "#...###...#", //
        "##..###..##", //
        "###.###.###", //
        "###########", //
        ".#########.", //
        "..#######..", //
        "...#####...", //
        "..#######..", //
        ".#########.", //
        "###########", //
    ],
];

/// The figure and its scale for a square of `width` columns and `height` lines: the largest
/// that leaves a blank column either side, if any.
fn choose(width: u16, height: u16) -> Option<(&'static [&'static str], u16)> {
    let room = (width.saturating_sub(2), height * 2);
    let fits = |figure: &[&str], scale: u16| {
        let (w, h) = (cells(figure[0].len()), cells(figure.len()));
        w * scale <= room.0 && h * scale <= room.1
    };
    // The most pixels on screen; of two as large, the finer drawing.
    (1..=3)
        .flat_map(|scale| FIGURES.map(|figure| (figure, scale)))
        // The smallest figure is too coarse to grow: enlarged, it is a block with teeth.
        .filter(|&(figure, scale)| scale == 1 || figure.len() > FIGURES[0].len())
        .filter(|&(figure, scale)| fits(figure, scale))
        .max_by_key(|&(figure, scale)| {
            let pixels = figure.len() * figure[0].len() * usize::from(scale * scale);
            (pixels, std::cmp::Reverse(scale))
        })
}

/// Whether a queen figure fits a square of `width` × `height`.
pub fn fits(width: u16, height: u16) -> bool {
    choose(width, height).is_some()
}

/// Draws a queen figure centred in `square`, its pixels in `style`'s foreground over its
/// background; says whether one fitted (if not, nothing is drawn).
pub fn draw_queen(buf: &mut Buffer, square: Rect, style: Style) -> bool {
    let Some((figure, scale)) = choose(square.width, square.height) else {
        return false;
    };
    let (w, h) = (cells(figure[0].len()) * scale, cells(figure.len()) * scale);
    let left = square.x + (square.width - w) / 2;
    // Pixel rows from the top of the square: centred, on a whole line where the figure
    // takes an even number of them, so its base sits flat.
    let top = (square.height * 2 - h) / 2 / 2 * 2;
    let set = |px: u16, py: u16| -> bool {
        py >= top
            && py < top + h
            && figure[usize::from((py - top) / scale)].as_bytes()[usize::from(px / scale)] == b'#'
    };
    for line in 0..square.height {
        for px in 0..w {
            let glyph = match (set(px, line * 2), set(px, line * 2 + 1)) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => continue,
            };
            buf[(left + px, square.y + line)]
                .set_char(glyph)
                .set_style(style);
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_is_a_rectangle_of_pixels() {
        for figure in FIGURES {
            assert!(figure.iter().all(|row| row.len() == figure[0].len()));
            assert!(
                figure
                    .iter()
                    .all(|row| row.bytes().all(|b| b == b'#' || b == b'.'))
            );
            // Whole lines of pixels, so a figure's base sits on a line of its own.
            assert_eq!(figure.len() % 2, 0);
        }
    }

    #[test]
    fn the_figure_grows_with_the_square_and_stays_inside_it() {
        assert!(!fits(5, 2), "5×2 keeps the glyph");
        assert_eq!(choose(7, 3).map(|(f, s)| (f[0].len(), s)), Some((5, 1)));
        assert_eq!(choose(9, 4).map(|(f, s)| (f[0].len(), s)), Some((7, 1)));
        assert_eq!(choose(13, 6).map(|(f, s)| (f[0].len(), s)), Some((11, 1)));
        assert_eq!(choose(25, 12).map(|(f, s)| (f[0].len(), s)), Some((11, 2)));
        for (w, h) in [
            (7, 3),
            (9, 4),
            (11, 5),
            (13, 6),
            (15, 7),
            (27, 13),
            (41, 20),
        ] {
            let mut buf = Buffer::empty(Rect::new(0, 0, w + 2, h + 2));
            let square = Rect::new(1, 1, w, h);
            assert!(draw_queen(&mut buf, square, Style::new()));
            for y in 0..h + 2 {
                for x in 0..w + 2 {
                    let blank = buf[(x, y)].symbol() == " ";
                    let inside = x > square.x && x + 1 < square.right() && y >= 1 && y <= h;
                    assert!(blank || inside, "{w}×{h}: ({x}, {y}) drawn");
                }
            }
        }
    }
}
