//! The command line in the bottom line while it is open: `:` and what is typed, then the
//! error from the last Enter or the completions of a Tab.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::text::fit_line;
use super::theme::THEME;
use crate::app::command::CommandLine;

/// The command line, borrowed for one frame.
pub struct CommandLinePrompt<'a> {
    /// What is typed, and the note under way.
    pub line: &'a CommandLine,
}

impl Widget for CommandLinePrompt<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut spans = vec![
            Span::styled(":", THEME.label),
            Span::styled(format!("{}▏", self.line.text), THEME.selected),
        ];
        if let Some(note) = &self.line.note {
            spans.push(Span::styled(format!("  {note}"), THEME.message));
        }
        Paragraph::new(fit_line(Line::from(spans), usize::from(area.width))).render(area, buf);
    }
}
