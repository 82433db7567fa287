//! The help overlay: every row of the key table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use super::theme::THEME;
use crate::input::BINDINGS;

/// The help overlay, centred in the area it is given.
pub struct Help;

impl Help {
    /// Lines of the key table, with a blank line and a closing note.
    fn lines() -> Vec<Line<'static>> {
        let mut lines: Vec<Line> = BINDINGS
            .iter()
            .map(|b| {
                Line::from(vec![
                    Span::styled(format!(" {:<10}", b.label), THEME.label),
                    Span::raw(b.description),
                ])
            })
            .collect();
        lines.push(Line::raw(""));
        lines.push(Line::styled(" Esc or ? closes this help", THEME.dim));
        lines
    }
}

impl Widget for Help {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lines = Help::lines();
        let width = 52.min(area.width);
        let height = (lines.len() as u16 + 2).min(area.height);
        let popup = Rect {
            x: area.x + (area.width - width) / 2,
            y: area.y + (area.height - height) / 2,
            width,
            height,
        };
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Keys ").border_style(THEME.border))
            .render(popup, buf);
    }
}
