//! The command line in the bottom line while it is open: `:` and what is typed, then the
//! error from the last Enter or the completions of a Tab.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::kit::text::{self, fit_line};
use super::kit::theme::THEME;
use crate::app::command::CommandLine;

/// The command line, borrowed for one frame.
pub struct CommandLinePrompt<'a> {
    /// What is typed, and the note under way.
    pub line: &'a CommandLine,
}

impl Widget for CommandLinePrompt<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width);
        let note = self
            .line
            .note
            .as_ref()
            .map(|note| format!("  {}", super::words::note(note)));
        // What is typed keeps at least a dozen columns (the note gives way first) and shows
        // its end, where the cursor is, when it is longer than that.
        let room = width
            .saturating_sub(2)
            .saturating_sub(note.as_ref().map_or(0, |n| text::width(n)))
            .max(12.min(width.saturating_sub(2)));
        let typed = &self.line.text;
        let shown = if text::width(typed) <= room {
            typed.clone()
        } else {
            // The end that fits beside `…`, by display width (a Chinese character takes two).
            let mut used = 0;
            let mut tail: Vec<char> = typed
                .chars()
                .rev()
                .take_while(|&c| {
                    used += text::width(c.encode_utf8(&mut [0; 4]));
                    used < room
                })
                .collect();
            tail.reverse();
            format!("…{}", tail.into_iter().collect::<String>())
        };
        let mut spans = vec![
            Span::styled(":", THEME.label),
            Span::styled(format!("{shown}▏"), THEME.selected),
        ];
        if let Some(note) = note {
            spans.push(Span::styled(note, THEME.message));
        }
        Paragraph::new(fit_line(Line::from(spans), width)).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str, note: Option<&str>, width: u16) -> String {
        let mut line = CommandLine::default();
        line.text = text.to_string();
        line.note = note.map(|text| crate::app::note::Note::Hint(text.to_string()));
        let area = Rect::new(0, 0, width, 1);
        let mut buf = Buffer::empty(area);
        CommandLinePrompt { line: &line }.render(area, &mut buf);
        let row: String = (0..width)
            .map(|x| buf[(x, 0)].symbol().to_string())
            .collect();
        row.trim_end().to_string()
    }

    #[test]
    fn a_long_line_shows_its_end_and_the_cursor() {
        let long = format!("write /tmp/{}", "abcdefghij/".repeat(10));
        let row = shown(&long, None, 40);
        assert!(row.starts_with(":…"), "{row}");
        assert!(row.ends_with("ghij/▏"), "{row}");
        assert_eq!(shown("n 4", None, 40), ":n 4▏");
        let with_error = shown("n 40", Some("n = 40: boards go from 1 to 32"), 80);
        assert_eq!(with_error, ":n 40▏  n = 40: boards go from 1 to 32");
    }

    #[test]
    fn a_long_chinese_line_shows_its_end_within_the_width() {
        // Wide characters are measured by their columns, not counted.
        let long = format!("mark {}", "书签".repeat(30));
        let line = {
            let mut line = CommandLine::default();
            line.text = long;
            line
        };
        let area = Rect::new(0, 0, 20, 1);
        let mut buf = Buffer::empty(area);
        CommandLinePrompt { line: &line }.render(area, &mut buf);
        // Each wide character once, without the cell it covers.
        let mut row = String::new();
        let mut covered = 0;
        for x in 0..20 {
            if covered == 0 {
                row.push_str(buf[(x, 0)].symbol());
                covered = text::width(buf[(x, 0)].symbol());
            }
            covered = covered.saturating_sub(1);
        }
        assert!(row.starts_with(":…"), "{row}");
        // The cursor stays in sight: the end kept fits beside it.
        assert!(row.trim_end().ends_with("签▏"), "{row}");
    }
}
