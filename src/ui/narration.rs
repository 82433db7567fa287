//! The narration panel: the last few events in words, newest at the bottom, whole.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::text::{fit_line, fit_title, shorten, wrap_hanging};
use super::kit::theme::THEME;
use crate::app::narration::Narration;
use crate::input::key_of;
use crate::vocabulary::Action;

/// The narration, borrowed for one frame.
pub struct NarrationPanel<'a> {
    /// The lines to show.
    pub narration: &'a Narration,
}

impl Widget for NarrationPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered()
            .title(fit_title(
                format!(
                    " {} ",
                    crate::t!(
                        "words-narration-title",
                        key = key_of(&Action::ToggleNarration)
                    )
                ),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let room = usize::from(inner.height);
        // Text ends clear of the border.
        let width = usize::from(inner.width.saturating_sub(1));
        let lines: Vec<_> = self.narration.lines().collect();
        // Bottom up: the newest event whole, wrapped onto as many lines as it needs (what the
        // reader came for: an event told in part leaves out its end, often its figures), and
        // shortened at a word only past the band; then the ones before it, a line each,
        // shortened at a word, as many as fit.
        let mut shown: Vec<Line> = Vec::new();
        for (age, told) in lines.iter().rev().enumerate() {
            let left = room - shown.len();
            if left == 0 {
                break;
            }
            let text = super::words::told(told);
            if age > 0 {
                shown.push(fit_line(Line::styled(text, THEME.dim), width));
                continue;
            }
            // A sentence as wide as the inside fits it: its closing `。` may take the
            // column kept clear of the border, where nothing can be cut.
            let mut rows = wrap_hanging(&text, width);
            if rows.len() > left {
                let rest = rows.split_off(left - 1).join(" ");
                rows.push(shorten(&rest, width));
            }
            let bold = Style::new().add_modifier(Modifier::BOLD);
            shown.extend(rows.into_iter().rev().map(|row| Line::styled(row, bold)));
        }
        shown.reverse();
        Paragraph::new(shown).render(inner, buf);
    }
}
