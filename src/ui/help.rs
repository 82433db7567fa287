//! The help overlay: every row of the key table, grouped by where it applies.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use super::text::{fit_line, fit_title, wrap};
use super::theme::THEME;
use crate::app::Mode;
use crate::app::command::taken_in;
use crate::input::{BINDINGS, Scope, key_in_scope, key_of};
use crate::vocabulary::Action;

/// The help overlay, centred in the area it is given, scrolled by `scroll` lines.
pub struct Help {
    /// Lines scrolled down.
    pub scroll: u16,
    /// Opened in play: only the keys that work there are listed.
    pub play: bool,
    /// Opened in a race: only the keys that work there are listed.
    pub race: bool,
    /// Opened while a predict-mode question waits: its keys are listed first.
    pub predict: bool,
}

/// Width of one column of the key table.
const COLUMN: u16 = 50;

/// The command line's entry in the help: `what` it is, then every command `mode` takes, from
/// the one table of commands.
pub fn commands(what: &str, mode: Mode) -> String {
    let usages: Vec<&str> = taken_in(mode).map(|spec| spec.usage).collect();
    format!("{what}: {}", usages.join(", "))
}

/// Columns of the key names, before the descriptions.
const LABEL: usize = 11;

/// The lines for the bindings of `scopes`, each scope under its heading, in a column `width`
/// wide: descriptions wrap at words onto indented lines, clear of the border. In a mode of
/// its `own` (play, a race), the command line lists only the commands that mode takes.
fn lines(scopes: &[Scope], width: usize, own: Option<Scope>) -> Vec<Line<'static>> {
    let room = width.saturating_sub(LABEL + 1).max(1);
    let mut lines = Vec::new();
    for &scope in scopes {
        if !lines.is_empty() {
            lines.push(Line::raw(""));
        }
        lines.push(fit_line(
            Line::styled(scope.title(), THEME.done),
            width.saturating_sub(1),
        ));
        for b in BINDINGS.iter().filter(|b| b.scope == scope) {
            let description = match (&b.action, own) {
                (Action::CommandChar(_), Some(Scope::Race)) => commands(b.description, Mode::Race),
                (Action::CommandChar(_), Some(Scope::Play)) => commands(b.description, Mode::Play),
                (Action::CommandChar(_), _) => commands(b.description, Mode::Search),
                _ => b.description.to_string(),
            };
            for (i, part) in wrap(&description, room).into_iter().enumerate() {
                let label = if i == 0 { b.label } else { "" };
                lines.push(Line::from(vec![
                    Span::styled(format!(" {label:<0$}", LABEL - 1), THEME.label),
                    Span::raw(part),
                ]));
            }
        }
    }
    lines
}

/// The help laid out for a frame: where it goes, its columns of lines, and how far they
/// scroll.
#[derive(Debug, Clone)]
pub struct HelpLayout {
    /// Where the overlay goes.
    pub popup: Rect,
    /// How far it can scroll (0 when everything shows).
    pub max_scroll: u16,
    columns: Vec<Vec<Line<'static>>>,
    own: Option<Scope>,
}

impl Help {
    /// Lays the overlay out in `area` (its scroll aside).
    pub fn layout(&self, area: Rect) -> HelpLayout {
        use Scope::{Anywhere, Board, Command, Help, Jump, Lesson, Mouse, Play, Race, Solutions};
        // A mode of its own lists its keys alone.
        let own = match (self.play, self.race, self.predict) {
            (true, ..) => Some(Play),
            (_, true, _) => Some(Race),
            (.., true) => Some(Scope::Predict),
            _ => None,
        };
        // Two columns where they fit side by side, else one.
        let scopes: Vec<Vec<Scope>> = match (own, area.width >= 2 * COLUMN + 3) {
            (Some(own), true) => vec![vec![own], vec![Command, Help]],
            (Some(own), false) => vec![vec![own, Command, Help]],
            (None, true) => vec![
                vec![Anywhere, Play, Lesson],
                vec![Board, Solutions, Command, Jump, Help, Mouse, Scope::Predict],
            ],
            (None, false) => vec![vec![
                Anywhere,
                Play,
                Board,
                Solutions,
                Command,
                Jump,
                Help,
                Mouse,
                Scope::Predict,
                Lesson,
            ]],
        };
        let count = super::cells(scopes.len());
        let width = (count * (COLUMN + 1) + 2).min(area.width);
        let column = usize::from(width.saturating_sub(2) / count.max(1));
        let columns: Vec<Vec<Line>> = scopes.iter().map(|s| lines(s, column, own)).collect();
        let tallest = super::cells(columns.iter().map(Vec::len).max().unwrap_or(0));
        let height = (tallest + 2).min(area.height);
        let popup = Rect {
            x: area.x + (area.width - width) / 2,
            y: area.y + (area.height - height) / 2,
            width,
            height,
        };
        HelpLayout {
            popup,
            max_scroll: tallest.saturating_sub(height.saturating_sub(2)),
            columns,
            own,
        }
    }

    /// Renders the overlay as `layout` placed it.
    pub fn render(self, layout: HelpLayout, buf: &mut Buffer) {
        let HelpLayout {
            popup,
            max_scroll,
            columns,
            own,
        } = layout;
        let scroll = self.scroll.min(max_scroll);
        Clear.render(popup, buf);
        // A wide character (Chinese) just left of the popup covers its border's cell: blanked.
        if let Some(left) = popup.x.checked_sub(1) {
            for y in popup.top()..popup.bottom() {
                if super::text::width(buf[(left, y)].symbol()) > 1 {
                    buf[(left, y)].set_symbol(" ");
                }
            }
        }
        // In play `?` is the hint: the help has a key of its own there.
        let toggle = match own {
            Some(own) => key_in_scope(&Action::ToggleHelp, own),
            None => key_of(&Action::ToggleHelp),
        };
        let bottom = if max_scroll > 0 {
            format!(
                " {}/{} scroll · {} or {toggle} closes ",
                key_of(&Action::ScrollHelp(1)),
                key_of(&Action::ScrollHelp(-1)),
                key_of(&Action::Back),
            )
        } else {
            format!(" {} or {toggle} closes this help ", key_of(&Action::Back))
        };
        let block = Block::bordered()
            .title(fit_title(" Keys ", popup.width))
            .title_bottom(fit_title(bottom, popup.width))
            .border_style(THEME.focused_border);
        let inner = block.inner(popup);
        block.render(popup, buf);
        let areas = inner.layout_vec(&Layout::horizontal(
            columns.iter().map(|_| Constraint::Fill(1)),
        ));
        for (column, area) in columns.into_iter().zip(areas) {
            Paragraph::new(column).scroll((scroll, 0)).render(area, buf);
        }
    }
}
