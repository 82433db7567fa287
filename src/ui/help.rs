//! The help overlay: every row of the key table, grouped by where it applies.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use super::theme::THEME;
use crate::input::{BINDINGS, Scope, key_of};
use crate::vocabulary::Action;

/// The help overlay, centred in the area it is given, scrolled by `scroll` lines.
pub struct Help {
    /// Lines scrolled down.
    pub scroll: u16,
}

/// Width of one column of the key table.
const COLUMN: u16 = 50;

/// The lines for the bindings of `scopes`, each scope under its heading.
fn lines(scopes: &[Scope]) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for &scope in scopes {
        if !lines.is_empty() {
            lines.push(Line::raw(""));
        }
        lines.push(Line::styled(scope.title(), THEME.done));
        for b in BINDINGS.iter().filter(|b| b.scope == scope) {
            lines.push(Line::from(vec![
                Span::styled(format!(" {:<10}", b.label), THEME.label),
                Span::raw(b.description),
            ]));
        }
    }
    lines
}

impl Help {
    /// Renders the overlay; returns where it went and how far it can scroll (0 when
    /// everything shows).
    pub fn render(self, area: Rect, buf: &mut Buffer) -> (Rect, u16) {
        use Scope::{Anywhere, Board, Help, Jump, Solutions};
        // Two columns where they fit side by side, else one.
        let columns = if area.width >= 2 * COLUMN + 3 {
            vec![lines(&[Anywhere]), lines(&[Board, Solutions, Jump, Help])]
        } else {
            vec![lines(&[Anywhere, Board, Solutions, Jump, Help])]
        };
        let tallest = super::cells(columns.iter().map(Vec::len).max().unwrap_or(0));
        let width = (super::cells(columns.len()) * (COLUMN + 1) + 2).min(area.width);
        let height = (tallest + 2).min(area.height);
        let popup = Rect {
            x: area.x + (area.width - width) / 2,
            y: area.y + (area.height - height) / 2,
            width,
            height,
        };
        let max_scroll = tallest.saturating_sub(height.saturating_sub(2));
        let scroll = self.scroll.min(max_scroll);
        Clear.render(popup, buf);
        let block = Block::bordered()
            .title(" Keys ")
            .title_bottom(if max_scroll > 0 {
                format!(
                    " {}/{} scroll · {} or {} closes ",
                    key_of(&Action::ScrollHelp(1)),
                    key_of(&Action::ScrollHelp(-1)),
                    key_of(&Action::Back),
                    key_of(&Action::ToggleHelp)
                )
            } else {
                format!(
                    " {} or {} closes this help ",
                    key_of(&Action::Back),
                    key_of(&Action::ToggleHelp)
                )
            })
            .border_style(THEME.focused_border);
        let inner = block.inner(popup);
        block.render(popup, buf);
        let areas = inner.layout_vec(&Layout::horizontal(
            columns.iter().map(|_| Constraint::Fill(1)),
        ));
        for (column, area) in columns.into_iter().zip(areas) {
            Paragraph::new(column).scroll((scroll, 0)).render(area, buf);
        }
        (popup, max_scroll)
    }
}
