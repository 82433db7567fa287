//! The key-hint bar at the bottom, built from the key table for the keys that apply now; a
//! note for the user replaces it while there is one.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::kit::appearance::Appearance;
use super::kit::text::{self, fit_line};
use super::kit::theme::THEME;
use crate::app::{App, Status};
use crate::input::{BINDINGS, Binding, Scope, applies};
use crate::vocabulary::Action;

/// The hint bar, or the app's message in its place.
pub struct Footer<'a> {
    /// The application state (its message and input context).
    pub app: &'a App,
    /// How the screen looks (ASCII-only terminals get ASCII key names).
    pub look: Appearance,
    /// Whether the help is open with more than it shows (its scroll keys do something).
    pub help_scrolls: bool,
}

/// A binding's hint as things stand: Space says what it will do (pause or resume), and keys
/// that can do nothing now (Space, s and Enter once the search is done; `d` with a strategy
/// that has no dead ends; the solutions' keys and play past n = 32; the help's scroll keys
/// where all of it shows) give their place to others.
fn hint_now(app: &App, binding: &Binding, help_scrolls: bool) -> Option<String> {
    let hint = binding.hint()?;
    // In a lesson Space steps it: the search's Space is not offered.
    if app.lesson().is_some()
        && binding.scope == Scope::Anywhere
        && binding.keys.contains(&(
            ratatui::crossterm::event::KeyCode::Char(' '),
            ratatui::crossterm::event::KeyModifiers::NONE,
        ))
    {
        return None;
    }
    match (&binding.action, app.status()) {
        (Action::TogglePause | Action::Step | Action::RunToSolution, Status::Done) => None,
        (Action::TogglePause, Status::Paused) => Some(crate::t!("words-footer-resume")),
        // Past the list's reach these only say why not (and play stops at 32 too).
        (Action::SwitchFocus | Action::ToggleUnique | Action::WriteSolutions | Action::Play, _)
            if !app.search().lists_solutions() =>
        {
            None
        }
        // The strategies without dead ends of the bitmask's leave room for keys that work.
        (Action::RunToDeadEnd, _) if app.search().other().is_some() => None,
        // The way back is on the projector board's bar; the way there is in the help (`?`).
        (Action::TogglePresent, _) if !app.present() => None,
        (Action::ScrollHelp(_), _) if !help_scrolls => None,
        _ => Some(hint.to_string()),
    }
}

/// True for the hints that stay on the narrowest bar: help and quit, and the projector
/// board's way back to every panel, since nothing else on that screen says how.
fn stays(action: &Action) -> bool {
    matches!(
        action,
        Action::ToggleHelp | Action::Quit | Action::TogglePresent
    )
}

/// One entry of the bar: the keys, their hint, and whether it [`stays`].
type Entry = (String, String, bool);

/// The hints for the keys that apply in the app's context, narrow scopes first; neighbouring
/// bindings with the same hint share one entry (`+/-  speed`).
fn entries(app: &App, ascii: bool, help_scrolls: bool) -> Vec<Entry> {
    let context = app.input_context();
    let mut entries: Vec<Entry> = Vec::new();
    for scope in [
        Scope::Command,
        Scope::Predict,
        Scope::Jump,
        Scope::Help,
        Scope::Play,
        Scope::Race,
        Scope::Lesson,
        Scope::Solutions,
        Scope::Board,
        Scope::Anywhere,
    ] {
        if !applies(scope, context) {
            continue;
        }
        for binding in BINDINGS.iter().filter(|b| b.scope == scope) {
            let Some(hint) = hint_now(app, binding, help_scrolls) else {
                continue;
            };
            // The first key of the label; with `--ascii`, the first one written in ASCII
            // (`j` rather than an arrow, which would come out as a misleading letter).
            let mut keys = binding.label.split_whitespace();
            let key = if ascii {
                keys.find(|k| k.is_ascii())
            } else {
                keys.next()
            }
            .unwrap_or(binding.label);
            match entries.last_mut() {
                Some((keys, last, _)) if *last == hint => *keys = format!("{keys}/{key}"),
                _ => entries.push((key.to_string(), hint, stays(&binding.action))),
            }
        }
    }
    entries
}

impl Widget for Footer<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if let Some(note) = self.app.note() {
            let message = super::words::note(note);
            // A note too long for the line ends at a word with `…`.
            let line = Line::styled(format!(" {message}"), THEME.message);
            Paragraph::new(fit_line(line, usize::from(area.width.saturating_sub(1))))
                .render(area, buf);
            return;
        }
        let mut entries = entries(self.app, self.look.ascii, self.help_scrolls);
        // On a narrow terminal, drop hints from the end; `? help` and `q quit` stay.
        // Measured as the screen draws them: a Chinese hint takes two columns a character.
        let width = |entries: &[Entry]| -> usize {
            entries
                .iter()
                .map(|(k, h, _)| text::width(k) + text::width(h) + 5)
                .sum()
        };
        while width(&entries) > usize::from(area.width) && entries.len() > 2 {
            let at = entries.iter().rposition(|(_, _, kept)| !kept).unwrap_or(0);
            entries.remove(at);
        }
        let spans: Vec<Span> = entries
            .into_iter()
            .flat_map(|(key, hint, _)| {
                [
                    Span::styled(format!(" {key} "), THEME.key),
                    Span::raw(format!(" {hint}  ")),
                ]
            })
            .collect();
        // Even the last two hints end at a word on the narrowest line.
        Paragraph::new(fit_line(Line::from(spans), usize::from(area.width))).render(area, buf);
    }
}
