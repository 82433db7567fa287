//! How the screen may look on a given terminal: how many colours it shows (24-bit only where
//! the terminal declares it, else its 256- or 16-colour palette, none under `NO_COLOR`), with
//! the standard or the high-contrast palette (`--theme contrast`), with Unicode or ASCII only
//! (`--ascii`, and `TERM=dumb` or the Linux console).
//!
//! All of it is applied to the finished frame, in one place, rather than in every widget: the
//! widgets draw their best, and this pass swaps the palette, reduces the colours to what the
//! terminal has, or strips them, and swaps each non-ASCII symbol for an ASCII stand-in. That
//! keeps the widgets simple and guarantees the result (no 24-bit colour on a terminal that did
//! not ask for it, no colour, or no character outside ASCII, anywhere on screen).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use super::theme::{SERIES, SERIES_CONTRAST, THEME};

/// How many colours the terminal shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Depth {
    /// Any RGB colour (the terminal says `COLORTERM=truecolor` or `24bit`).
    #[default]
    TrueColor,
    /// The xterm 256-colour palette (`TERM=*-256color`).
    Ansi256,
    /// The 16 ANSI colours.
    Ansi16,
    /// Any RGB colour, and the 16 ANSI colours as RGB too (xterm's): for recordings, which
    /// are played in terminals whose colour themes nobody knows.
    Exact,
}

/// Which colours the screen uses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Palette {
    /// The board's wood tones and soft marks.
    #[default]
    Standard,
    /// Strong, distinct colours for projectors and colour-blind users: no red against green,
    /// and every mark also told by its glyph.
    Contrast,
    /// None asked for (no `--theme`): the standard palette, and high contrast on the
    /// projector board, whose default it is.
    Unchosen,
}

/// What the terminal gets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Appearance {
    /// No colours at all (the `NO_COLOR` convention): state is carried by glyphs and by
    /// reversed video.
    pub no_color: bool,
    /// Only ASCII characters.
    pub ascii: bool,
    /// The colours the terminal has.
    pub depth: Depth,
    /// The palette chosen.
    pub palette: Palette,
}

/// The environment variables that tell what a terminal can show.
#[derive(Debug, Clone, Copy, Default)]
pub struct TerminalVars<'a> {
    /// `NO_COLOR`.
    pub no_color: Option<&'a str>,
    /// `COLORTERM`.
    pub colorterm: Option<&'a str>,
    /// `TERM`.
    pub term: Option<&'a str>,
}

impl Appearance {
    /// From the environment, the `--ascii` flag and the palette chosen.
    pub fn detect(ascii: bool, palette: Palette) -> Self {
        let var = |name| std::env::var(name).ok();
        let (no_color, colorterm, term) = (var("NO_COLOR"), var("COLORTERM"), var("TERM"));
        Self::from_vars(
            TerminalVars {
                no_color: no_color.as_deref(),
                colorterm: colorterm.as_deref(),
                term: term.as_deref(),
            },
            ascii,
            palette,
        )
    }

    /// From the terminal's variables: 24-bit colour only where `COLORTERM` declares it,
    /// 256 colours where `TERM` names them, else 16; no colour where `NO_COLOR` is set (to
    /// anything but empty) or `TERM=dumb`; ASCII on `TERM=dumb` and the Linux console, whose
    /// font lacks the board's symbols.
    pub fn from_vars(vars: TerminalVars, ascii: bool, palette: Palette) -> Self {
        let term = vars.term.unwrap_or("");
        let depth = match vars.colorterm {
            Some("truecolor" | "24bit") => Depth::TrueColor,
            _ if term.ends_with("-256color") || term.ends_with("-direct") => Depth::Ansi256,
            _ => Depth::Ansi16,
        };
        Appearance {
            no_color: vars.no_color.is_some_and(|v| !v.is_empty()) || term == "dumb",
            ascii: ascii || term == "dumb" || term == "linux",
            depth,
            palette,
        }
    }

    /// Applies this appearance to a drawn frame.
    pub fn apply(self, area: Rect, buf: &mut Buffer) {
        if self == Appearance::default() {
            return;
        }
        for y in area.top()..area.bottom() {
            if self.ascii {
                spell_separators(buf, area, y);
            }
            for x in area.left()..area.right() {
                let cell = &mut buf[(x, y)];
                if self.no_color {
                    // Highlights (the square just placed, the next bit, a selection) stay
                    // visible as reversed video; ordinary square colours simply go.
                    if is_highlight(cell.bg) {
                        cell.modifier.insert(Modifier::REVERSED);
                    }
                    cell.fg = Color::Reset;
                    cell.bg = Color::Reset;
                } else {
                    let recolour = |c| reduce(self.depth, recolour(self.palette, c));
                    cell.fg = recolour(cell.fg);
                    cell.bg = recolour(cell.bg);
                }
                if self.ascii && !cell.symbol().is_ascii() && cell.symbol() != "…" {
                    let stand_in = ascii_for(cell.symbol());
                    cell.set_char(stand_in);
                }
            }
            if self.ascii {
                spell_ellipses(buf, area, y);
            }
        }
    }
}

/// The ASCII stand-in for the `·` between two parts of a text (`n = 8 · done`): not the
/// attacked square's `.`, which between words reads as a full stop.
const SEPARATOR: &str = "|";

/// Writes each `·` of row `y` that stands between words as [`SEPARATOR`]. A separator has a
/// blank on each side and text beyond them (`8 · d`); a board's attacked square has squares,
/// labels or blanks there (`· · ♛`, `8 · ♛`, `·    ·`), never text on both sides.
fn spell_separators(buf: &mut Buffer, area: Rect, y: u16) {
    let text =
        |buf: &Buffer, x: u16| {
            let symbol = buf[(x, y)].symbol();
            symbol.chars().next().is_some_and(|c| {
                c.is_ascii_alphanumeric() || (c.is_ascii_punctuation() && c != '.')
            }) || symbol == "…"
        };
    for x in area.left() + 2..area.right().saturating_sub(2) {
        if buf[(x, y)].symbol() == "·"
            && buf[(x - 1, y)].symbol() == " "
            && buf[(x + 1, y)].symbol() == " "
            && text(buf, x - 2)
            && text(buf, x + 2)
        {
            buf[(x, y)].set_symbol(SEPARATOR);
        }
    }
}

/// Whether a cell may give its column to a `...`: blank, or a border's plain line (a title
/// on the top border ends in one).
fn spare(symbol: &str) -> bool {
    matches!(symbol, " " | "-" | "─")
}

/// Writes each `…` of row `y` as `...` (a lone `.` reads as a full stop): into the two
/// columns after it where they are spare (keeping one blank before any text or border that
/// follows), else by moving the rest of the line right where its panel has room, else over
/// the last word before it, so no word is cut and nothing after it is covered.
fn spell_ellipses(buf: &mut Buffer, area: Rect, y: u16) {
    let mut x = area.left();
    while x < area.right() {
        if buf[(x, y)].symbol() != "…" {
            x += 1;
            continue;
        }
        // A run of them is a fill (the tree's cells too narrow for a label), not an
        // ellipsis: a dot each.
        let next_too = x + 1 < area.right() && buf[(x + 1, y)].symbol() == "…";
        let previous_too = x > area.left() && buf[(x - 1, y)].symbol() == ".";
        if next_too || (previous_too && x > area.left() + 1 && buf[(x - 2, y)].symbol() == ".") {
            buf[(x, y)].set_symbol(".");
            x += 1;
            continue;
        }
        // Spare columns after the `…`: up to two, one kept blank before what follows (text
        // or a border) unless it is the edge or a border's plain line.
        let mut run: u16 = 0;
        while x + 1 + run < area.right() && run < 3 && spare(buf[(x + 1 + run, y)].symbol()) {
            run += 1;
        }
        let open = run == 3 || x + 1 + run >= area.right() || buf[(x + run, y)].symbol() != " ";
        let usable = if open {
            run.min(2)
        } else {
            run.saturating_sub(1)
        };
        // Else the rest of the line moves right, where its panel has blank columns to spare
        // at its end (one kept before the border).
        if usable < 2 {
            let mut end = x + 1;
            while end < area.right() && !matches!(buf[(end, y)].symbol(), "|" | "+") {
                end += 1;
            }
            let blanks = (x + 1..end)
                .rev()
                .take_while(|&at| buf[(at, y)].symbol() == " ")
                .count();
            if blanks >= 3 {
                for at in (x + 1..end - 2).rev() {
                    buf[(at + 2, y)] = buf[(at, y)].clone();
                }
                let dot = buf[(x, y)].clone();
                for at in x..x + 3 {
                    buf[(at, y)] = dot.clone();
                    buf[(at, y)].set_symbol(".");
                }
                x += 3;
                continue;
            }
        }
        // Where the dots start: at the `…` if that leaves room, else at the nearest space
        // before it that does (the word after that space gives way, whole).
        let need = 2 - usable;
        let mut start = x;
        if need > 0 {
            start = x.saturating_sub(need).max(area.left());
            while start > area.left() && !matches!(buf[(start, y)].symbol(), " " | "|" | "+") {
                start -= 1;
            }
            // Never over a border: with no word before it inside one, a single dot.
            if matches!(buf[(start, y)].symbol(), "|" | "+") {
                buf[(x, y)].set_symbol(".");
                x += 1;
                continue;
            }
        }
        let end = (start + 3).min(area.right());
        for at in start..end.max(x + 1) {
            buf[(at, y)].set_symbol(if at < end { "." } else { " " });
        }
        x = end.max(x + 1);
    }
}

/// The colours of a chart's lines after the first (ink) in `palette`: the screen's, and the
/// chart `compare` draws.
pub fn series(palette: Palette) -> &'static [Color; 7] {
    match palette {
        Palette::Contrast => &SERIES_CONTRAST,
        Palette::Standard | Palette::Unchosen => &SERIES,
    }
}

/// A standard colour in `palette`.
fn recolour(palette: Palette, color: Color) -> Color {
    if palette != Palette::Contrast {
        return color;
    }
    if let Some(line) = SERIES.iter().position(|&c| c == color) {
        return SERIES_CONTRAST[line];
    }
    let t = &THEME;
    match color {
        c if c == t.light => Color::White,
        c if c == t.dark => Color::Gray,
        c if c == t.light_attacked || c == t.dark_attacked => Color::Yellow,
        c if c == t.row_light || c == t.row_dark => Color::LightCyan,
        c if c == t.placed => Color::LightBlue,
        c if c == t.lifted => Color::LightMagenta,
        c if c == t.dead => Color::LightRed,
        c if c == t.inspected => Color::Cyan,
        c if c == t.attack_line => Color::Magenta,
        c if Some(c) == t.attack_bit.fg => Color::LightRed,
        c if Some(c) == t.free_bit.fg || Some(c) == t.running.fg => Color::LightBlue,
        c if Some(c) == t.paused.fg || Some(c) == t.message.fg => Color::Yellow,
        c if Some(c) == t.dim.fg || Some(c) == t.border.fg => Color::Gray,
        c => c,
    }
}

/// The squared distance between two RGB colours: how unlike they look, near enough.
fn distance((x, y, z): (u8, u8, u8), (r, g, b): (u8, u8, u8)) -> u32 {
    let d = |a: u8, b: u8| u32::from(a.abs_diff(b));
    d(x, r).pow(2) + d(y, g).pow(2) + d(z, b).pow(2)
}

/// The 16 ANSI colours with the RGB values terminals commonly give them.
const ANSI16: [(Color, (u8, u8, u8)); 16] = [
    (Color::Black, (0, 0, 0)),
    (Color::Red, (205, 0, 0)),
    (Color::Green, (0, 205, 0)),
    (Color::Yellow, (205, 205, 0)),
    (Color::Blue, (0, 0, 238)),
    (Color::Magenta, (205, 0, 205)),
    (Color::Cyan, (0, 205, 205)),
    (Color::Gray, (229, 229, 229)),
    (Color::DarkGray, (127, 127, 127)),
    (Color::LightRed, (255, 0, 0)),
    (Color::LightGreen, (0, 255, 0)),
    (Color::LightYellow, (255, 255, 0)),
    (Color::LightBlue, (92, 92, 255)),
    (Color::LightMagenta, (255, 0, 255)),
    (Color::LightCyan, (0, 255, 255)),
    (Color::White, (255, 255, 255)),
];

/// `color` as the terminal can show it: RGB colours become the nearest of its palette; for
/// [`Depth::Exact`], the named colours become RGB instead.
pub fn reduce(depth: Depth, color: Color) -> Color {
    if depth == Depth::Exact {
        return exact(color);
    }
    let Color::Rgb(r, g, b) = color else {
        return color;
    };
    match depth {
        Depth::TrueColor => color,
        Depth::Ansi256 => Color::Indexed(cube_index(r, g, b)),
        Depth::Ansi16 => nearest16(r, g, b),
        // Handled above: RGB stays RGB.
        Depth::Exact => color,
    }
}

/// `color` as RGB if it is one of the 16 ANSI colours, by name or by index; any other colour,
/// and the terminal's own default, as it is.
fn exact(color: Color) -> Color {
    let named = match color {
        Color::Indexed(i) => ANSI16.get(usize::from(i)).map(|(c, _)| *c),
        c => Some(c),
    };
    ANSI16
        .iter()
        .find(|(c, _)| Some(*c) == named)
        .map_or(color, |&(_, (r, g, b))| Color::Rgb(r, g, b))
}

/// The nearest colour of the 6×6×6 cube of the 256-colour palette (indices 16 to 231), or of
/// its grey ramp (232 to 255) where that is nearer.
fn cube_index(r: u8, g: u8, b: u8) -> u8 {
    // The cube's levels are 0, 95, 135, 175, 215, 255.
    let level = |v: u8| -> u8 {
        if v < 48 {
            0
        } else if v < 115 {
            1
        } else {
            (v - 35) / 40
        }
    };
    let value = |l: u8| -> u8 { if l == 0 { 0 } else { 55 + 40 * l } };
    let (lr, lg, lb) = (level(r), level(g), level(b));
    let cube = 16 + 36 * lr + 6 * lg + lb;
    let grey_level = ((u16::from(r) + u16::from(g) + u16::from(b)) / 3).saturating_sub(3) / 10;
    let grey_level = u8::try_from(grey_level.min(23)).unwrap_or(23);
    let grey = 8 + 10 * grey_level;
    let distance = |rgb| distance(rgb, (r, g, b));
    if distance((grey, grey, grey)) < distance((value(lr), value(lg), value(lb))) {
        232 + grey_level
    } else {
        cube
    }
}

/// The nearest of the 16 ANSI colours.
fn nearest16(r: u8, g: u8, b: u8) -> Color {
    let distance = |rgb| distance(rgb, (r, g, b));
    ANSI16
        .iter()
        .min_by_key(|(_, rgb)| distance(*rgb))
        .map_or(Color::Reset, |(c, _)| *c)
}

/// Background colours that mark something, as opposed to the board's checkerboard.
fn is_highlight(bg: Color) -> bool {
    [
        THEME.placed,
        THEME.lifted,
        THEME.dead,
        THEME.inspected,
        THEME.attack_line,
    ]
    .contains(&bg)
        || [THEME.next_bit.bg, THEME.selected.bg, THEME.key.bg].contains(&Some(bg))
}

/// The ASCII stand-in for a symbol the screen uses.
pub fn ascii_for(symbol: &str) -> char {
    match symbol {
        "♛" | "■" => 'Q',
        "♕" => 'q',
        "·" | "∘" => '.',
        "×" => 'x',
        // Refused by the scan: not the dead end's `x`, so the legend tells them apart.
        "✗" => '!',
        "○" => 'o',
        "□" => '.',
        "╲" => '\\',
        "╱" => '/',
        "─" | "━" | "–" | "—" | "−" | "⁻" => '-',
        "│" | "┃" | "▏" | "↕" => '|',
        "┌" | "┐" | "└" | "┘" | "├" | "┤" | "┬" | "┴" | "┼" => '+',
        "→" | "▸" | "▶" => '>',
        "←" | "◀" => '<',
        "↓" | "▼" => 'v',
        "↑" => '^',
        "↔" => '=',
        "★" => '*',
        "✓" => '+',
        // The compact board's queens: on the upper rank of a line, on the lower.
        "▀" => '^',
        "▄" => '_',
        "÷" => '/',
        // Drawn as `...` by the pass that reads the whole row (see `spell_ellipses`).
        "…" => '.',
        "⋮" => ':',
        // The timeline's position mark, its solution ticks, an estimate.
        "◆" => '@',
        "▁" | "▂" | "▃" | "▅" | "▆" | "▇" => '|',
        "≈" => '~',
        // The tree's fills: holds solutions, dead ends only.
        "▓" => '%',
        "░" => ':',
        "▒" => '&',
        "°" | "¹" => ' ',
        s if s.starts_with(['█', '▉', '▊', '▋', '▌', '▍', '▎']) => '#',
        // The dense board's braille: a character with a queen (a raised dot) or without.
        "\u{2800}" => ' ',
        s if s.starts_with(|c| ('\u{2801}'..='\u{28FF}').contains(&c)) => 'Q',
        _ => '?',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `rows` drawn, then shown in ASCII, read back a row a string.
    fn in_ascii(rows: &[&str]) -> Vec<String> {
        let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
        let area = Rect::new(0, 0, u16::try_from(width).unwrap(), 1);
        rows.iter()
            .map(|row| {
                let mut buf = Buffer::empty(area);
                buf.set_string(0, 0, row, ratatui::style::Style::new());
                let look = Appearance {
                    ascii: true,
                    ..Appearance::default()
                };
                look.apply(area, &mut buf);
                (0..area.width).map(|x| buf[(x, 0)].symbol()).collect()
            })
            .collect()
    }

    #[test]
    fn an_ellipsis_is_three_dots_and_no_word_is_cut_for_them() {
        let shown = in_ascii(&[
            "│a short line…    │",
            "│a short line…│",
            "┌ n = 10 · done…───┐",
            "│#12 0 4 7 … ×8   │",
            "│event 0 / …      │",
            "│… 4,847 events …      │",
        ]);
        let shown: Vec<&str> = shown.iter().map(|r| r.trim_end()).collect();
        assert_eq!(
            shown,
            [
                "|a short line...  |",
                "|a short...   |",
                "+ n = 10 | done...-+",
                "|#12 0 4 7 ... x8 |",
                "|event 0 / ...    |",
                "|... 4,847 events ...  |",
            ]
        );
    }

    #[test]
    fn a_separator_is_not_the_attacked_square_s_dot() {
        let shown = in_ascii(&[
            "┌ n = 8 · done · last #92 ┐",
            "│ all · u: one per class │",
            "│ 8 · · ♛ · │",
            "│ 8  ·  ♛  · │",
            "│ 8    ·    ·    ♛ │",
            "│ 4 · ·1·1···· │",
        ]);
        let shown: Vec<&str> = shown.iter().map(|r| r.trim_end()).collect();
        assert_eq!(
            shown,
            [
                "+ n = 8 | done | last #92 +",
                "| all | u: one per class |",
                "| 8 . . Q . |",
                "| 8  .  Q  . |",
                "| 8    .    .    Q |",
                "| 4 . .1.1.... |",
            ]
        );
    }

    #[test]
    fn every_symbol_in_the_source_has_a_real_stand_in() {
        // The gauge's partial blocks and the symbols the widgets write.
        for symbol in [
            "♛", "♕", "·", "×", "✗", "▓", "░", "▒", "○", "╲", "╱", "─", "│", "┌", "┘", "→", "▸",
            "▶", "←", "◀", "↓", "↑", "▼", "★", "✓", "⋮", "÷", "…", "—", "–", "−", "▏", "↕", "↔",
            "°", "█", "▌", "▀", "▄", "◆", "≈", "▁", "▂", "▃", "▅", "▆", "▇", "━", "⠁", "⣿",
        ] {
            let c = ascii_for(symbol);
            assert!(c.is_ascii() && c != '?', "{symbol} has no stand-in");
        }
    }

    #[test]
    fn exact_colours_are_the_same_in_every_player() {
        assert_eq!(reduce(Depth::Exact, Color::Black), Color::Rgb(0, 0, 0));
        assert_eq!(reduce(Depth::Exact, Color::Indexed(0)), Color::Rgb(0, 0, 0));
        assert_eq!(
            reduce(Depth::Exact, Color::LightBlue),
            Color::Rgb(92, 92, 255)
        );
        assert_eq!(
            reduce(Depth::Exact, Color::Indexed(15)),
            Color::Rgb(255, 255, 255)
        );
        for kept in [Color::Reset, Color::Indexed(16), Color::Rgb(1, 2, 3)] {
            assert_eq!(reduce(Depth::Exact, kept), kept);
        }
    }

    #[test]
    fn colour_depth_follows_what_the_terminal_declares() {
        let vars = |no_color, colorterm, term| TerminalVars {
            no_color,
            colorterm,
            term,
        };
        let depth = |v| Appearance::from_vars(v, false, Palette::Standard);
        assert_eq!(
            depth(vars(None, Some("truecolor"), Some("xterm"))).depth,
            Depth::TrueColor
        );
        assert_eq!(
            depth(vars(None, Some("24bit"), None)).depth,
            Depth::TrueColor
        );
        assert_eq!(
            depth(vars(None, None, Some("xterm-256color"))).depth,
            Depth::Ansi256
        );
        assert_eq!(depth(vars(None, None, Some("xterm"))).depth, Depth::Ansi16);
        assert_eq!(depth(vars(None, None, None)).depth, Depth::Ansi16);
        assert!(depth(vars(Some("1"), Some("truecolor"), None)).no_color);
        assert!(
            !depth(vars(Some(""), None, None)).no_color,
            "an empty NO_COLOR is unset"
        );
        let dumb = depth(vars(None, None, Some("dumb")));
        assert!(dumb.no_color && dumb.ascii);
        let console = depth(vars(None, None, Some("linux")));
        assert!(console.ascii && !console.no_color && console.depth == Depth::Ansi16);
    }

    #[test]
    fn rgb_colours_become_the_nearest_the_terminal_has() {
        assert_eq!(
            reduce(Depth::Ansi256, Color::Rgb(255, 0, 0)),
            Color::Indexed(196)
        );
        assert_eq!(
            reduce(Depth::Ansi256, Color::Rgb(128, 128, 128)),
            Color::Indexed(244)
        );
        assert_eq!(
            reduce(Depth::Ansi256, Color::Rgb(0, 0, 0)),
            Color::Indexed(16)
        );
        assert_eq!(
            reduce(Depth::Ansi16, Color::Rgb(250, 10, 10)),
            Color::LightRed
        );
        assert_eq!(
            reduce(Depth::Ansi16, Color::Rgb(240, 217, 181)),
            Color::Gray
        );
        assert_eq!(
            reduce(Depth::Ansi16, Color::Black),
            Color::Black,
            "named colours stay"
        );
        assert_eq!(reduce(Depth::TrueColor, THEME.light), THEME.light);
    }
}
