//! The legend: what the board's marks mean, one entry a line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::cells;
use super::theme::{Shade, THEME};

/// The entries, each a sample square and what it means.
fn lines() -> Vec<Line<'static>> {
    let entry = |glyph: &'static str, bg, what: &'static str| {
        Line::from(vec![
            Span::styled(glyph, Style::new().bg(bg).fg(THEME.piece)),
            Span::raw(format!("  {what}")),
        ])
    };
    vec![
        entry(" ♛ ", THEME.placed, "queen just placed"),
        entry(" ♛ ", THEME.square(0, 0, Shade::Plain), "queen"),
        entry(" ♕ ", THEME.lifted, "just lifted (backtrack)"),
        entry(
            " ▸ ",
            THEME.square(0, 0, Shade::Row),
            "row searched; ○ next try",
        ),
        entry(
            " · ",
            THEME.square(0, 0, Shade::Attacked),
            "attacked square",
        ),
        entry(" × ", THEME.dead, "dead end: no free square"),
        entry(" ? ", THEME.inspected, "scan: testing this square"),
        entry(" ✗ ", THEME.dead, "scan: refused, line to attacker"),
    ]
}

/// Columns and lines the legend takes, border included: every entry whole, with a blank
/// column before the right border.
pub fn size() -> (u16, u16) {
    let lines = lines();
    let widest = lines.iter().map(Line::width).max().unwrap_or(0);
    (cells(widest) + 3, cells(lines.len()) + 2)
}

/// The legend, drawn where the layout put it.
pub struct Legend;

impl Widget for &Legend {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(lines())
            .block(
                Block::bordered()
                    .title(" Legend ")
                    .border_style(THEME.border),
            )
            .render(area, buf);
    }
}
