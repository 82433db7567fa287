//! The heat map's shading of a square: the share of the hottest count a square holds and the
//! colour of that share on a scale from dark blue to yellow, read by the board (which shades
//! its squares) and the heat panel (which shows the scale).

use ratatui::style::Color;

use crate::app::heat::{Heat, HeatKind};

/// Stops of the scale, coolest first: dark blue, purple, red, orange, yellow.
const STOPS: [(u8, u8, u8); 5] = [
    (28, 32, 64),
    (96, 40, 120),
    (190, 50, 60),
    (235, 130, 40),
    (250, 225, 90),
];

/// The colour of `share` (0 to 1) of the hottest square; `None` for a square never counted,
/// which keeps its board colour.
pub fn colour(share: f64) -> Option<Color> {
    if share <= 0.0 {
        return None;
    }
    let at = share.clamp(0.0, 1.0) * (STOPS.len() - 1) as f64;
    let i = (0..STOPS.len() - 1)
        .rev()
        .find(|&i| i as f64 <= at)
        .unwrap_or(0);
    let t = at - i as f64;
    let mix = |a: u8, b: u8| -> u8 { byte(f64::from(a) + (f64::from(b) - f64::from(a)) * t) };
    let ((r1, g1, b1), (r2, g2, b2)) = (STOPS[i], STOPS[i + 1]);
    Some(Color::Rgb(mix(r1, r2), mix(g1, g2), mix(b1, b2)))
}

/// A value between two bytes, rounded to a byte.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "clamped to 0..=255 first"
)]
fn byte(v: f64) -> u8 {
    v.round().clamp(0.0, 255.0) as u8
}

/// The share of the hottest count that square (`row`, `col`) holds, for the board's shading.
pub fn share(heat: &Heat, kind: HeatKind, row: usize, col: usize) -> f64 {
    let (most, _) = heat.hottest(kind);
    if most == 0 {
        0.0
    } else {
        heat.at(kind, row, col) as f64 / most as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_runs_from_cool_to_hot_and_leaves_zero_alone() {
        assert_eq!(colour(0.0), None);
        let (r, g, b) = STOPS[0];
        assert_eq!(colour(1e-9), Some(Color::Rgb(r, g, b)));
        let (r, g, b) = STOPS[4];
        assert_eq!(colour(1.0), Some(Color::Rgb(r, g, b)));
        let brightness = |c: Option<Color>| match c {
            Some(Color::Rgb(r, g, b)) => u32::from(r) + u32::from(g) + u32::from(b),
            _ => 0,
        };
        let steps: Vec<u32> = (1..=10)
            .map(|i| brightness(colour(f64::from(i) / 10.0)))
            .collect();
        assert!(steps.windows(2).all(|w| w[0] <= w[1]), "{steps:?}");
    }
}
