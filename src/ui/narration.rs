//! The narration panel: the last few events in words, newest at the bottom.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

use super::text::{fit_line, fit_title};
use super::theme::THEME;
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
        // A line too long for the panel ends at a word with `…`, clear of the border.
        let width = usize::from(inner.width.saturating_sub(1));
        let lines = self.narration.lines();
        let count = lines.len();
        let shown: Vec<Line> = lines
            .enumerate()
            .skip(count.saturating_sub(room))
            .map(|(i, text)| {
                let style = if i + 1 == count {
                    Style::new().add_modifier(Modifier::BOLD)
                } else {
                    THEME.dim
                };
                fit_line(Line::styled(super::words::told(text), style), width)
            })
            .collect();
        Paragraph::new(shown).render(inner, buf);
    }
}
