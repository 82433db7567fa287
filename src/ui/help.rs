//! The help overlay: every row of the key table, grouped by where it applies.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use super::kit::cells;
use super::kit::text::{fit_line, fit_title, width as text_width, wrap};
use super::kit::theme::THEME;
use crate::app::Mode;
use crate::app::command::{Spec, taken_in};
use crate::input::{BINDINGS, Scope, key_in_scope, key_of};
use crate::t;
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

/// From this many columns the whole key table is spread over as many columns as fit, so that
/// every key shows on one screen (at 200×60, in three columns) instead of scrolling.
const SPREAD_FROM: u16 = 160;

/// The widest a column of the spread table grows to (wider, its lines only leave more blank).
const COLUMN_MAX: u16 = 72;

/// The key table's `scopes` spread over the columns a `width`-wide screen holds, each scope
/// whole in one column and in order, split where the tallest column is the shortest; with
/// the overlay's width.
fn spread(scopes: &[Scope], width: u16) -> (Vec<Vec<Line<'static>>>, u16) {
    let count = (width.saturating_sub(2) / (COLUMN + 1)).clamp(1, cells(scopes.len()));
    let column = (width.saturating_sub(2) / count - 1).min(COLUMN_MAX);
    let blocks: Vec<Vec<Line<'static>>> = scopes
        .iter()
        .map(|&scope| lines(&[scope], usize::from(column), None))
        .collect();
    let heights: Vec<usize> = blocks.iter().map(Vec::len).collect();
    let ends = balanced(&heights, usize::from(count));
    let mut columns = Vec::new();
    let mut blocks = blocks.into_iter();
    let mut start = 0;
    for end in ends {
        let mut lines: Vec<Line<'static>> = Vec::new();
        for block in blocks.by_ref().take(end - start) {
            if !lines.is_empty() {
                lines.push(Line::raw(""));
            }
            lines.extend(block);
        }
        columns.push(lines);
        start = end;
    }
    (columns, count * (column + 1) + 2)
}

/// Where to end each of `count` columns of blocks `heights` lines tall (kept in order, a blank
/// line between two in a column) so that the tallest column is the shortest: the end of each
/// column's run, the last being `heights.len()`.
fn balanced(heights: &[usize], count: usize) -> Vec<usize> {
    let tall = |run: &[usize]| run.iter().sum::<usize>() + run.len().saturating_sub(1);
    // The least height that lets every block go in `count` columns, filled greedily.
    let fill = |limit: usize| {
        let mut ends = Vec::new();
        let mut start = 0;
        for end in 1..=heights.len() {
            if tall(&heights[start..end]) > limit {
                ends.push(end - 1);
                start = end - 1;
            }
        }
        ends.push(heights.len());
        ends
    };
    let least = heights.iter().copied().max().unwrap_or(0);
    (least..=tall(heights))
        .map(fill)
        .find(|ends| ends.len() <= count)
        .unwrap_or_else(|| vec![heights.len()])
}

/// The command line's entry in the help: `what` it is, then every command `mode` takes, from
/// the one table of commands.
pub fn commands(what: &str, mode: Mode) -> String {
    let usages: Vec<String> = taken_in(mode).map(|spec| usage(&spec)).collect();
    t!("help-commands", what = what, usages = usages.join(", "))
}

/// How `spec` is typed, as the help lists it: its syntax as typed, and for `solution` the
/// note that a bare number does the same, in the language.
fn usage(spec: &Spec) -> String {
    if spec.name == "solution" {
        t!("help-usage-bare-number", usage = spec.usage())
    } else {
        spec.usage()
    }
}

/// What the command `spec` takes and does, in the current language (the table holds only the
/// message's id: the state never holds words).
pub fn about(spec: &Spec) -> String {
    crate::i18n::text(spec.about, &[])
}

/// The key table's scopes in the order one column lists them.
const EVERY: [Scope; 10] = [
    Scope::Anywhere,
    Scope::Play,
    Scope::Board,
    Scope::Solutions,
    Scope::Command,
    Scope::Jump,
    Scope::Help,
    Scope::Mouse,
    Scope::Predict,
    Scope::Lesson,
];

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
            Line::styled(scope.heading(), THEME.done),
            width.saturating_sub(1),
        ));
        for b in BINDINGS.iter().filter(|b| b.scope == scope) {
            let described = b.describe();
            let description = match (&b.action, own) {
                (Action::CommandChar(_), Some(Scope::Race)) => commands(&described, Mode::Race),
                (Action::CommandChar(_), Some(Scope::Play)) => commands(&described, Mode::Play),
                (Action::CommandChar(_), _) => commands(&described, Mode::Search),
                _ => described,
            };
            let said = b.label_said();
            for (i, part) in wrap(&description, room).into_iter().enumerate() {
                let label = if i == 0 { said.as_ref() } else { "" };
                // Padded by the columns it takes: a label in Chinese is twice as wide as its
                // characters.
                let pad = " ".repeat((LABEL - 1).saturating_sub(text_width(label)));
                lines.push(Line::from(vec![
                    Span::styled(format!(" {label}{pad}"), THEME.label),
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
            (None, false) => vec![EVERY.to_vec()],
        };
        let (columns, width) = match (own, area.width >= SPREAD_FROM) {
            (None, true) => spread(&EVERY, area.width),
            _ => {
                let count = super::kit::cells(scopes.len());
                let width = (count * (COLUMN + 1) + 2).min(area.width);
                let column = usize::from(width.saturating_sub(2) / count.max(1));
                let columns = scopes.iter().map(|s| lines(s, column, own)).collect();
                (columns, width)
            }
        };
        let tallest = super::kit::cells(columns.iter().map(Vec::len).max().unwrap_or(0));
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
                if super::kit::text::width(buf[(left, y)].symbol()) > 1 {
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
            t!(
                "help-bottom-scroll",
                down = key_of(&Action::ScrollHelp(1)),
                up = key_of(&Action::ScrollHelp(-1)),
                back = key_of(&Action::Back),
                toggle = toggle,
            )
        } else {
            t!("help-bottom", back = key_of(&Action::Back), toggle = toggle)
        };
        // The padding is the border's, not the words'.
        let block = Block::bordered()
            .title(fit_title(format!(" {} ", t!("help-title")), popup.width))
            .title_bottom(fit_title(format!(" {bottom} "), popup.width))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};

    const ALL: [Scope; 11] = Scope::ALL;

    #[test]
    fn every_line_keeps_clear_of_the_border_in_every_language() {
        // The columns the overlay gives at 80 (one of 51), 120 and 200 (two of 50) columns.
        // (Narrower terminals wrap long Chinese runs where `text::wrap` splits them.)
        for lang in Lang::ALL {
            for width in [50, 51] {
                for own in [None, Some(Scope::Play), Some(Scope::Race)] {
                    let said = i18n::scoped(lang, || lines(&ALL, width, own));
                    for line in &said {
                        // Short of the last column: nothing touches the border.
                        assert!(line.width() < width, "{} at {width}: {line:?}", lang.code());
                    }
                }
            }
        }
    }

    #[test]
    fn the_help_scrolls_in_chinese_at_80_by_24() {
        let area = Rect::new(0, 0, 80, 24);
        let help = Help {
            scroll: 0,
            play: false,
            race: false,
            predict: false,
        };
        let (en, zh) = (
            i18n::scoped(Lang::En, || help.layout(area)),
            i18n::scoped(Lang::Zh, || help.layout(area)),
        );
        assert!(zh.popup.height <= 24 && zh.popup.width <= 80);
        assert!(zh.max_scroll > 0 && en.max_scroll > 0, "more than a screen");
        // The last line can be scrolled to: nothing hides below the border.
        let shown = zh.popup.height - 2 + zh.max_scroll;
        assert_eq!(
            usize::from(shown),
            zh.columns.iter().map(Vec::len).max().unwrap()
        );
    }

    #[test]
    fn every_command_says_what_it_does_in_every_language() {
        for lang in Lang::ALL {
            for spec in crate::app::command::commands() {
                let said = i18n::scoped(lang, || about(&spec));
                assert!(!said.trim().is_empty(), "{}", spec.name);
                assert_ne!(said, spec.about, "{} is said, not its id", spec.name);
            }
        }
        let lang = crate::app::command::commands()
            .find(|s| s.name == "lang")
            .unwrap();
        assert!(i18n::scoped(Lang::En, || about(&lang)).starts_with("[en|zh]: "));
        assert!(i18n::scoped(Lang::Zh, || about(&lang)).starts_with("[en|zh]："));
    }
}
