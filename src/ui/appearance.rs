//! How the screen may look on a given terminal: with or without colour (`NO_COLOR`), with
//! Unicode or ASCII only (`--ascii`).
//!
//! Both are applied to the finished frame, in one place, rather than in every widget: the
//! widgets draw their best, and this pass strips colours or swaps each non-ASCII symbol for an
//! ASCII stand-in. That keeps the widgets simple and guarantees the result (no colour, or no
//! character outside ASCII, anywhere on screen).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};

use super::theme::THEME;

/// What the terminal gets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Appearance {
    /// No colours at all (the `NO_COLOR` convention): state is carried by glyphs and by
    /// reversed video.
    pub no_color: bool,
    /// Only ASCII characters.
    pub ascii: bool,
}

impl Appearance {
    /// From the environment (`NO_COLOR` set to anything but empty) and the `--ascii` flag.
    pub fn detect(ascii: bool) -> Self {
        Appearance {
            no_color: std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
            ascii,
        }
    }

    /// Applies this appearance to a drawn frame.
    pub fn apply(self, area: Rect, buf: &mut Buffer) {
        if !self.no_color && !self.ascii {
            return;
        }
        for y in area.top()..area.bottom() {
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
                }
                if self.ascii && !cell.symbol().is_ascii() {
                    let stand_in = ascii_for(cell.symbol());
                    cell.set_char(stand_in);
                }
            }
        }
    }
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
        "×" | "✗" => 'x',
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
        // The compact board's queens: on the upper rank of a line, on the lower.
        "▀" => '^',
        "▄" => '_',
        "÷" => '/',
        "…" => '.',
        "°" | "¹" => ' ',
        s if s.starts_with(['█', '▉', '▊', '▋', '▌', '▍', '▎']) => '#',
        _ => '?',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_in_the_source_has_a_real_stand_in() {
        // The gauge's partial blocks and the symbols the widgets write.
        for symbol in [
            "♛", "♕", "·", "×", "✗", "○", "╲", "╱", "─", "│", "┌", "┘", "→", "▸", "▶", "←", "◀",
            "↓", "↑", "▼", "★", "÷", "…", "—", "–", "−", "▏", "↕", "↔", "°", "█", "▌", "▀", "▄",
        ] {
            let c = ascii_for(symbol);
            assert!(c.is_ascii() && c != '?', "{symbol} has no stand-in");
        }
    }
}
