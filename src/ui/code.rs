//! The code panel (`:code`): the strategy searching, as short pseudocode, with the line the
//! last event executed highlighted and the live values of its variables beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::text::{fit_line, fit_title, shorten, width};
use super::kit::theme::THEME;
use crate::app::App;
use crate::solver::notation::{Notation, grouped, shown, square_aside, square_name};
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Event};
use crate::t;
use crate::ui::words::Titled;
use crate::vocabulary::Strategy;

/// The listing a strategy's view hands the panel (each strategy's folder names it here).
pub use super::kit::listing::{Row, Shown, Vars};

/// The name of a value beside the code, in the current language: the code's own variables
/// (`row`, `free`, `cols`, `r2`, `P`) keep their names, the others are words.
fn name_said(name: &str) -> String {
    match name {
        "seen" => t!("code-name-seen"),
        "moves" => t!("code-name-moves"),
        "walk" => t!("code-name-walk"),
        "met" => t!("code-name-met"),
        "read" => t!("code-name-read"),
        "set" => t!("code-name-set"),
        "clear" => t!("code-name-clear"),
        "order" => t!("code-name-order"),
        "empty" => t!("code-name-empty"),
        "wipeouts" => t!("code-name-wipeouts"),
        "try" => t!("code-name-try"),
        "among" => t!("code-name-among"),
        "fails" => t!("code-name-fails"),
        "held" => t!("code-name-held"),
        "gen" => t!("code-name-gen"),
        code => code.to_string(),
    }
}

/// The 0-based line of [`PERMUTATIONS`] and [`BRUTEFORCE`] that `event` executed.
pub fn complete_board_line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 3,
        Event::Remove { .. } => 5,
        Event::RejectBoard { .. } => 9,
        Event::Solution { .. } => 10,
        _ => return None,
    })
}

/// The variables of a complete-board search at this event.
pub fn complete_board_vars(s: &AnySearch, event: Option<Event>) -> Vec<(&'static str, String)> {
    let n = s.n();
    let rank = |row: usize| rank(row, n);
    let boards = t!(
        "code-value-boards",
        seen = grouped(s.work().boards),
        all = s
            .boards_in_all()
            .map_or(crate::i18n::Value::from("?"), crate::i18n::Value::from)
    );
    match event {
        Some(Event::Place { row, col } | Event::Remove { row, col }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            vec![
                ("row", rank(row)),
                ("col", format!("{col} {}", square_aside(n, row, col))),
                ("seen", boards),
            ]
        }
        Some(Event::RejectBoard {
            row,
            col,
            by_row,
            by_col,
        }) => {
            let (row, col) = (usize::from(row), usize::from(col));
            let (r2, c2) = (usize::from(by_row), usize::from(by_col));
            vec![
                ("r", queen_of(row, square_name(n, row, col))),
                ("r2", queen_of(r2, square_name(n, r2, c2))),
                ("seen", boards),
            ]
        }
        _ => vec![("row", rank(s.columns().1.min(n))), ("seen", boards)],
    }
}

/// Lines the panel wants inside its border: the longest listing, a blank, the variables.
pub const HEIGHT: u16 = 11 + 1 + 4;

/// Columns it wants inside its border: the longest line and its number.
pub const WIDTH: u16 = 37;

/// The panel, borrowed for one frame.
pub struct CodePanel<'a> {
    /// The application state shown.
    pub app: &'a App,
}

/// How to read the bit strings below the code: bit 0 first, and the file it is.
fn bits_read() -> String {
    match shown() {
        Notation::Chess => t!("code-bits-read"),
        Notation::Numbers => t!("notation-code-bits-read"),
    }
}

/// `row` with its rank (`3 (rank 5)`); in the articles' numbering the row is its own name.
pub fn rank(row: usize, n: usize) -> String {
    match shown() {
        Notation::Chess => t!(
            "code-value-rank",
            row = row.to_string(),
            rank = (n - row).to_string()
        ),
        Notation::Numbers => row.to_string(),
    }
}

/// Row `row` and the queen on `square` in it (`1: the queen on b3`).
pub fn queen_of(row: usize, square: String) -> String {
    t!(
        "code-value-queen-on",
        row = row.to_string(),
        square = square
    )
}

/// `mask` as bits by column, column a (bit 0) first, as the masks under the board show them.
pub fn bits(mask: u32, n: usize) -> String {
    (0..n)
        .map(|c| if mask >> c & 1 == 1 { '1' } else { '0' })
        .collect()
}

/// The bitmask's code at `app`'s last event: what a strategy shows where it has no code of
/// its own for the search on screen.
pub fn bitmask_shown(app: &App) -> Shown {
    super::strategy::view(Strategy::Bitmask).code(app)
}

/// A strategy's `code` and live `line` and `vars` for the search on screen, where the search
/// is its own (`other`); else the bitmask's.
pub fn shown_with(
    app: &App,
    code: &'static [Row],
    line: fn(Option<Event>) -> Option<usize>,
    vars: fn(&AnySearch, Option<Event>) -> Vars,
) -> Shown {
    let event = app.last_event();
    match app.search().other() {
        Some(search) => (code, line(event), vars(search, event)),
        None => bitmask_shown(app),
    }
}

impl Widget for CodePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let strategy = app.strategy();
        let (code, line, vars) = super::strategy::view(strategy).code(app);
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("code-title", strategy = strategy.title())),
                area.width,
            ))
            .title_bottom(fit_title(format!(" {} ", t!("code-hides")), area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let room = usize::from(inner.width.saturating_sub(1));
        let mut lines: Vec<Line> = code
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let here = line == Some(i);
                let style = if here { THEME.selected } else { Style::new() };
                // A line wider than the panel ends at a word with `…`, never cut.
                fit_line(
                    Line::from(vec![
                        Span::styled(if here { "▶" } else { " " }, THEME.key),
                        Span::styled(format!("{:>2} ", i + 1), THEME.dim),
                        Span::styled(row.said(), style),
                    ]),
                    room,
                )
            })
            .collect();
        // The line between the code and its values says how the bit strings read: bit 0
        // (file a) first, as under the board, the reverse of how `<<` and `-free` are written.
        lines.push(if vars.iter().any(|(name, _)| *name == "free") {
            Line::styled(shorten(&bits_read(), room), THEME.dim)
        } else {
            Line::default()
        });
        // The values in one column, a space clear of the longest name (six columns at least),
        // measured on screen: a name in Chinese takes two columns a character.
        let vars: Vec<(String, String)> = vars
            .into_iter()
            .map(|(name, value)| (name_said(name), value))
            .collect();
        let names = vars
            .iter()
            .map(|(name, _)| width(name) + 1)
            .max()
            .unwrap_or(0)
            .max(6);
        lines.extend(vars.into_iter().map(|(name, value)| {
            let pad = " ".repeat(names - width(&name));
            fit_line(
                Line::from(vec![
                    Span::styled(format!("{name}{pad}"), THEME.label),
                    Span::raw(value),
                ]),
                room,
            )
        }));
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The checks a strategy's listing passes, run by its folder's tests: the panel is as wide
/// as [`WIDTH`] and as high as [`HEIGHT`].
#[cfg(test)]
pub mod checks {
    use super::{HEIGHT, Row, WIDTH};
    use crate::i18n::{Lang, scoped};
    use crate::ui::kit::text::width;

    /// Every line of `listing` fits the width the panel asks for, in every language: a
    /// marker and a line number before each line, a blank column after it; in columns on
    /// screen (a Chinese character takes two).
    pub fn fits_the_width(listing: &[Row]) {
        for lang in Lang::ALL {
            for row in listing {
                let line = scoped(lang, || row.said());
                assert!(
                    width(&line) + 5 <= usize::from(WIDTH),
                    "{}: {line}",
                    lang.code()
                );
            }
        }
    }

    /// Every line of `listing` is no wider in any language than in English (where the
    /// English is wider than the panel asks for).
    pub fn no_wider_than_in_english(listing: &[Row]) {
        for lang in Lang::ALL {
            for row in listing {
                let (en, said) = (scoped(Lang::En, || row.said()), scoped(lang, || row.said()));
                assert!(
                    width(&said) + 5 <= usize::from(WIDTH).max(width(&en) + 5),
                    "{}: {said}",
                    lang.code()
                );
            }
        }
    }

    /// `listing`'s lines fit the height the panel asks for, beside the variables.
    pub fn fits_the_height(listing: &[Row]) {
        assert!(listing.len() + 5 <= usize::from(HEIGHT));
    }
}
