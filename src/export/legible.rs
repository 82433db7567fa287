//! Every character of a recording legible on its background: a contrast of at least
//! [`MINIMUM`] by the WCAG 2 formula, whatever the theme's colours.
//!
//! The live screen's colours are chosen for terminals of any background, light or dark, so some
//! mid-tones read poorly on the dark screen a recording assumes (grey borders, green on the grey
//! of a bar). A recording knows its background, so it can do better: a character whose colour
//! falls short is drawn in the nearest colour that does not, moved toward white or black,
//! whichever needs the smaller step. Dim text is drawn in the colour a terminal mixes for it,
//! so that every player shows the same, legible colour.

use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};

use super::animated::{BACKGROUND, FOREGROUND, Rgb, rgb};

/// The least contrast of a character with its background: WCAG's level AA for text.
pub const MINIMUM: f64 = 4.5;

/// The relative luminance of `colour` (WCAG 2): 0 for black, 1 for white.
pub fn luminance(colour: Rgb) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(colour.0) + 0.7152 * linear(colour.1) + 0.0722 * linear(colour.2)
}

/// The contrast ratio of two colours (WCAG 2): from 1 (the same) to 21 (black and white).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `ink` moved toward white or black, as little as it takes to reach [`MINIMUM`] on `paper`
/// (`ink` itself if it does already).
pub fn readable(ink: Rgb, paper: Rgb) -> Rgb {
    if contrast(ink, paper) >= MINIMUM {
        return ink;
    }
    // The least share of `target` that reaches the minimum, in 256ths, if any does.
    let toward = |target: Rgb| {
        let mixed = |k: u32| target.over(ink, f64::from(k) / 256.0);
        if contrast(mixed(256), paper) < MINIMUM {
            return None;
        }
        let (mut low, mut high) = (0, 256);
        while high - low > 1 {
            let mid = (low + high) / 2;
            if contrast(mixed(mid), paper) >= MINIMUM {
                high = mid;
            } else {
                low = mid;
            }
        }
        Some((high, mixed(high)))
    };
    // One of the two always does: black or white is at least 4.58 from any colour.
    match (toward(Rgb(255, 255, 255)), toward(Rgb(0, 0, 0))) {
        (Some(light), Some(dark)) => {
            if light.0 <= dark.0 {
                light.1
            } else {
                dark.1
            }
        }
        (Some((_, only)), None) | (None, Some((_, only))) => only,
        (None, None) => Rgb(0, 0, 0),
    }
}

/// Makes every character of `screen` legible (see the module's comment). Blank cells too,
/// though their ink does not show: a run of text and the blanks between its words keep one
/// colour, and are sent as one.
pub fn make_legible(screen: &mut Buffer) {
    for cell in &mut screen.content {
        legible(cell);
    }
}

/// One cell made legible: its shown ink (its background if reversed, half way to its
/// background if dim) readable on its shown paper.
fn legible(cell: &mut Cell) {
    let has = |m| cell.modifier.contains(m);
    let (fg, bg) = (
        rgb(cell.fg).unwrap_or(FOREGROUND),
        rgb(cell.bg).unwrap_or(BACKGROUND),
    );
    let reversed = has(Modifier::REVERSED);
    let (mut ink, paper) = if reversed { (bg, fg) } else { (fg, bg) };
    let dim = has(Modifier::DIM);
    if dim {
        ink = ink.over(paper, 0.5);
        cell.modifier.remove(Modifier::DIM);
    } else if contrast(ink, paper) >= MINIMUM {
        return;
    }
    let Rgb(r, g, b) = readable(ink, paper);
    if reversed {
        cell.bg = Color::Rgb(r, g, b);
    } else {
        cell.fg = Color::Rgb(r, g, b);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_is_the_wcag_ratio() {
        let (black, white) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
        assert!((contrast(black, white) - 21.0).abs() < 1e-9);
        assert!((contrast(white, white) - 1.0).abs() < 1e-9);
        // The pair: #00ff00 on #7f7f7f.
        let ratio = contrast(Rgb(0, 255, 0), Rgb(127, 127, 127));
        assert!((ratio - 2.92).abs() < 0.01, "{ratio}");
    }

    #[test]
    fn a_colour_short_of_the_minimum_moves_as_little_as_it_takes() {
        for (ink, paper) in [
            (Rgb(0, 255, 0), Rgb(127, 127, 127)),
            (Rgb(128, 128, 128), BACKGROUND),
            (Rgb(200, 60, 60), Rgb(180, 40, 40)),
            (Rgb(127, 127, 127), Rgb(127, 127, 127)),
        ] {
            let moved = readable(ink, paper);
            assert!(
                contrast(moved, paper) >= MINIMUM,
                "{ink:?} on {paper:?}: {moved:?}"
            );
        }
        // Grey on the dark screen gets lighter, and only a little.
        let grey = readable(Rgb(128, 128, 128), BACKGROUND);
        assert!(grey.0 > 128 && grey.0 < 150, "{grey:?}");
        assert_eq!(readable(FOREGROUND, BACKGROUND), FOREGROUND);
    }

    #[test]
    fn dim_text_gets_the_colour_a_terminal_mixes_and_reversed_text_its_background() {
        let mut screen = Buffer::with_lines(["ab "]);
        screen[(0, 0)].set_fg(Color::Rgb(250, 250, 250));
        screen[(0, 0)].modifier = Modifier::DIM;
        screen[(1, 0)].set_bg(Color::Rgb(128, 128, 128));
        screen[(1, 0)].modifier = Modifier::REVERSED;
        screen[(2, 0)].set_fg(Color::Rgb(40, 40, 40));
        screen[(2, 0)].set_bg(Color::Rgb(30, 30, 30));
        make_legible(&mut screen);
        assert_eq!(screen[(0, 0)].modifier, Modifier::empty());
        assert_eq!(screen[(0, 0)].fg, Color::Rgb(140, 140, 140));
        // Its shown ink is its background: grey on the default foreground, made darker.
        let Color::Rgb(r, g, b) = screen[(1, 0)].bg else {
            panic!("{:?}", screen[(1, 0)]);
        };
        assert!(contrast(Rgb(r, g, b), FOREGROUND) >= MINIMUM);
        // A blank's too, so that it is sent in the colour of the words around it.
        assert_ne!(screen[(2, 0)].fg, Color::Rgb(40, 40, 40));
    }
}
