//! The key-hint bar at the bottom, built from the key table; a note for the user replaces it
//! while there is one.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::theme::THEME;
use crate::input::BINDINGS;

/// The hint bar, or `message` in its place.
pub struct Footer<'a> {
    /// A note to show instead of the hints.
    pub message: Option<&'a str>,
}

impl Widget for Footer<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if let Some(message) = self.message {
            Paragraph::new(Span::styled(format!(" {message}"), THEME.message)).render(area, buf);
            return;
        }
        // Neighbouring bindings with the same hint share one entry: `+/-  speed`.
        let mut entries: Vec<(String, &str)> = Vec::new();
        for binding in BINDINGS {
            let Some(hint) = binding.hint else { continue };
            let key = binding
                .label
                .split_whitespace()
                .next()
                .unwrap_or(binding.label);
            match entries.last_mut() {
                Some((keys, last)) if *last == hint => *keys = format!("{keys}/{key}"),
                _ => entries.push((key.to_string(), hint)),
            }
        }
        // On a narrow terminal, drop hints from the middle; `? help` and `q quit` stay.
        let width = |entries: &[(String, &str)]| -> usize {
            entries
                .iter()
                .map(|(k, h)| k.chars().count() + h.chars().count() + 5)
                .sum()
        };
        while width(&entries) > usize::from(area.width) && entries.len() > 2 {
            entries.remove(entries.len() - 3);
        }
        let spans: Vec<Span> = entries
            .into_iter()
            .flat_map(|(key, hint)| {
                [
                    Span::styled(format!(" {key} "), THEME.key),
                    Span::raw(format!(" {hint}  ")),
                ]
            })
            .collect();
        Paragraph::new(Line::from(spans)).render(area, buf);
    }
}
