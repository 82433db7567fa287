//! Every colour and style the screen uses, in one place.

use ratatui::style::{Color, Modifier, Style};

/// The styles of the screen.
#[derive(Debug, Clone, Copy)]
pub struct Theme {
    /// Light and dark squares.
    pub light: Color,
    /// Dark squares.
    pub dark: Color,
    /// Light and dark squares attacked by a queen.
    pub light_attacked: Color,
    /// Dark squares attacked by a queen.
    pub dark_attacked: Color,
    /// Free squares of the row being searched (light, dark).
    pub row_light: Color,
    /// Free squares of the row being searched, dark.
    pub row_dark: Color,
    /// The square a queen was just placed on.
    pub placed: Color,
    /// The square a queen was just lifted from.
    pub lifted: Color,
    /// A dead-end row.
    pub dead: Color,
    /// Pieces and marks on squares.
    pub piece: Color,
    /// A square clicked to see what attacks it.
    pub inspected: Color,
    /// The attacking queens and their lines to the clicked square.
    pub attack_line: Color,
    /// Panel borders and titles.
    pub border: Style,
    /// The border of the panel with the focus.
    pub focused_border: Style,
    /// The selected row of a focused list.
    pub selected: Style,
    /// Labels in the stats and masks.
    pub label: Style,
    /// Dimmed text: zero bits, tried candidates.
    pub dim: Style,
    /// A set bit in an occupancy mask.
    pub attack_bit: Style,
    /// A set bit in the free mask.
    pub free_bit: Style,
    /// The bit the search takes next.
    pub next_bit: Style,
    /// Keys in the hint bar and help.
    pub key: Style,
    /// The progress gauge.
    pub gauge: Style,
    /// Status words.
    pub running: Style,
    /// Paused status.
    pub paused: Style,
    /// Done status.
    pub done: Style,
    /// Notes to the user.
    pub message: Style,
}

/// How a square is shaded, before its light or dark tone is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shade {
    /// An ordinary square.
    Plain,
    /// A square a queen attacks.
    Attacked,
    /// A free square of the row being searched.
    Row,
}

impl Theme {
    /// The background of square (`row`, `col`) shaded as `shade`: the one place the
    /// checkerboard's tones are chosen.
    pub fn square(&self, row: usize, col: usize, shade: Shade) -> Color {
        let light = (row + col).is_multiple_of(2);
        match (shade, light) {
            (Shade::Plain, true) => self.light,
            (Shade::Plain, false) => self.dark,
            (Shade::Attacked, true) => self.light_attacked,
            (Shade::Attacked, false) => self.dark_attacked,
            (Shade::Row, true) => self.row_light,
            (Shade::Row, false) => self.row_dark,
        }
    }
}

/// The theme. The board paints its own backgrounds; text colours are mid-tones, which keep a
/// readable contrast on dark and light terminal backgrounds alike.
pub const THEME: Theme = Theme {
    light: Color::Rgb(240, 217, 181),
    dark: Color::Rgb(181, 136, 99),
    light_attacked: Color::Rgb(226, 160, 146),
    dark_attacked: Color::Rgb(166, 96, 80),
    row_light: Color::Rgb(190, 214, 240),
    row_dark: Color::Rgb(132, 166, 206),
    placed: Color::Rgb(110, 196, 92),
    lifted: Color::Rgb(238, 184, 48),
    dead: Color::Rgb(220, 72, 72),
    piece: Color::Black,
    inspected: Color::Rgb(120, 200, 240),
    attack_line: Color::Rgb(236, 110, 200),
    border: Style::new().fg(Color::Rgb(128, 128, 128)),
    focused_border: Style::new()
        .fg(Color::Rgb(40, 130, 210))
        .add_modifier(Modifier::BOLD),
    selected: Style::new().fg(Color::Black).bg(Color::LightCyan),
    label: Style::new().add_modifier(Modifier::BOLD),
    dim: Style::new().fg(Color::Rgb(128, 128, 128)),
    attack_bit: Style::new()
        .fg(Color::Rgb(214, 64, 64))
        .add_modifier(Modifier::BOLD),
    free_bit: Style::new()
        .fg(Color::Rgb(40, 160, 70))
        .add_modifier(Modifier::BOLD),
    next_bit: Style::new()
        .fg(Color::Black)
        .bg(Color::LightGreen)
        .add_modifier(Modifier::BOLD),
    key: Style::new().fg(Color::Black).bg(Color::Gray),
    gauge: Style::new().fg(Color::LightGreen).bg(Color::DarkGray),
    running: Style::new()
        .fg(Color::Rgb(40, 160, 70))
        .add_modifier(Modifier::BOLD),
    paused: Style::new()
        .fg(Color::Rgb(214, 128, 0))
        .add_modifier(Modifier::BOLD),
    done: Style::new()
        .fg(Color::Rgb(40, 130, 210))
        .add_modifier(Modifier::BOLD),
    message: Style::new().fg(Color::Rgb(214, 128, 0)),
};

/// The colours of a chart's lines, one a strategy, after the first, which is ink (the
/// terminal's foreground, black on paper): Okabe and Ito's, which stay apart for the
/// colour-blind and each print as a different grey.
pub const SERIES: [Color; 7] = [
    Color::Rgb(0, 114, 178),
    Color::Rgb(213, 94, 0),
    Color::Rgb(0, 158, 115),
    Color::Rgb(204, 121, 167),
    Color::Rgb(230, 159, 0),
    Color::Rgb(86, 180, 233),
    Color::Rgb(127, 127, 0),
];

/// [`SERIES`] in the high-contrast palette: saturated, on a dark screen and on paper alike,
/// and no red against green.
pub const SERIES_CONTRAST: [Color; 7] = [
    Color::Rgb(0, 90, 255),
    Color::Rgb(230, 0, 160),
    Color::Rgb(0, 160, 160),
    Color::Rgb(255, 120, 0),
    Color::Rgb(130, 50, 255),
    Color::Rgb(150, 110, 0),
    Color::Rgb(0, 170, 255),
];
