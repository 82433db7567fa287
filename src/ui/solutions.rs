//! The solutions panel: the solutions found so far (all, or one per symmetry class), the
//! selected one drawn on a small board with its symmetry class, and the jump prompt.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::cells;
use super::kit::format::grouped;
use super::kit::squares::transform_name;
use super::kit::text::{elide_middle, fit_line, shorten, wrap_line};
use super::kit::theme::{Shade, THEME};
use crate::app::{App, Status};
use crate::hitmap::HitMap;
use crate::input::key_of;
use crate::solver::catalog::{Found, Listing};
use crate::solver::known;
use crate::solver::notation::files_text;
use crate::solver::symmetry::canonical;
use crate::t;
use crate::vocabulary::{Action, Focus, Move};

/// The narrowest the panel may be: its bottom title and a useful list line, and its title
/// with any count (the title drops words to keep the numbers whole).
pub const MIN_WIDTH: u16 = 30;

/// The width the panel takes for a run of the `n` board whose solutions are numbered up to
/// `largest`, border included: the least, or what the widest row of the run needs to show its
/// files whole (the selection mark, the number, the files written tight), whichever is more.
pub fn width_for(n: usize, largest: u64) -> u16 {
    let row = 1 + 1 + grouped(largest).len() + 1 + n;
    // The border, and the column `text_width` keeps clear of it.
    u16::try_from(row + 3).map_or(u16::MAX, |w| w.max(MIN_WIDTH))
}

/// The largest number `app`'s run can give a solution: the board's known count (one for
/// a strategy that stops at its first); past the table (n ≥ 28), where the run's end is
/// unknown, more than an animation finds in hours, and more if it does.
pub fn largest_number(app: &App) -> u64 {
    if app.strategy().stops_at_first() {
        return 1;
    }
    known(app.n()).map_or(app.catalog().total().max(9_999_999), |k| k.total)
}

/// The lines under the preview of a solution of `found`'s class: its class, its orbit and
/// how it is made from the class's canonical form, with their labels.
fn info_lines(cols: &[u8]) -> Vec<Line<'static>> {
    let class = canonical(cols);
    let relation = if class.canonical() == cols {
        t!("panel-preview-canonical")
    } else {
        t!(
            "panel-preview-transform",
            transform = transform_name(class.transform)
        )
    };
    vec![
        Line::from(vec![
            Span::styled(format!("{} ", t!("panel-preview-class-label")), THEME.label),
            Span::raw(files_text(class.canonical())),
        ]),
        Line::from(vec![
            Span::styled(format!("{} ", t!("panel-preview-orbit-label")), THEME.label),
            Span::raw(t!(
                "panel-preview-orbit",
                orbit = u64::from(class.orbit_size)
            )),
        ]),
        Line::raw(relation),
    ]
}

/// Lines the class, orbit and relation take under the preview of an `n` board at `width`
/// columns, at most: the same for every solution of `n`, so the list keeps its length as the
/// selection moves (every board of `n` writes its files in as many columns; the widest orbit
/// and relation are measured).
fn class_lines(n: usize, width: usize) -> u16 {
    let transforms = crate::solver::symmetry::Transform::ALL;
    let relations =
        std::iter::once(t!("panel-preview-canonical")).chain(transforms.iter().map(|&transform| {
            t!(
                "panel-preview-transform",
                transform = transform_name(transform)
            )
        }));
    let lines = |text: &str| super::kit::text::wrapped_lines(text, width).max(1);
    let files: Vec<u8> = (0..n).map(|c| u8::try_from(c).unwrap_or(u8::MAX)).collect();
    let class = format!("{} {}", t!("panel-preview-class-label"), files_text(&files));
    let orbit = format!(
        "{} {}",
        t!("panel-preview-orbit-label"),
        t!("panel-preview-orbit", orbit = 8_u64)
    );
    let relation = relations.map(|r| lines(&r)).max().unwrap_or(1);
    cells(lines(&class) + lines(&orbit) + relation)
}

/// The panel, borrowed for one frame.
pub struct SolutionsPanel<'a> {
    /// The application state shown.
    pub app: &'a App,
}

/// The panel in `area` for a board of `n`, border included: the list, the preview and the
/// prompt line, and whether the preview shows.
fn parts(n: usize, area: Rect) -> ([Rect; 3], bool) {
    let inner = Block::bordered().inner(area);
    let preview_height = cells(n) + class_lines(n, text_width(inner));
    // The preview shows whole or not at all: every rank and file, and room to spare for the
    // list.
    let show_preview = inner.height >= preview_height + 6 && inner.width > cells(n);
    let parts = inner.layout(&Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(if show_preview { preview_height + 1 } else { 0 }),
        Constraint::Length(1),
    ]));
    (parts, show_preview)
}

/// Rows of the list the panel has in `area` for a board of `n` (a page).
pub fn list_rows(n: usize, area: Rect) -> u16 {
    parts(n, area).0[0].height
}

impl SolutionsPanel<'_> {
    /// Renders the panel, records the list rows in `hits`, and returns how many rows the list
    /// has on screen (a page).
    pub fn render(self, area: Rect, buf: &mut Buffer, hits: &mut HitMap) -> u16 {
        let app = self.app;
        let catalog = app.catalog();
        let browser = app.browser();
        let listing = browser.listing();
        let n = app.n();
        let focused = app.focus() == Focus::Solutions;
        self.frame(listing, focused, area).render(area, buf);
        let ([list_area, preview_area, prompt_area], show_preview) = parts(n, area);
        let len = catalog.len(listing);
        let Some((selected, offset)) = browser.view(len) else {
            let text = none_listed(app, text_width(list_area).saturating_sub(1));
            Paragraph::new(text).render(list_area, buf);
            Paragraph::new(prompt_line(app, text_width(prompt_area))).render(prompt_area, buf);
            hits.list(list_area, 0, 0);
            return list_area.height;
        };
        hits.list(list_area, offset, len);
        let rows = catalog.fetch(listing, offset, list_area.height as usize);
        let width = grouped(offset.max(rows.last().map_or(0, |f| f.index)) + rows.len() as u64)
            .len()
            .max(2);
        let mut selected_found = None;
        for (i, found) in rows.iter().enumerate() {
            let position = offset + i as u64;
            let is_selected = position == selected;
            let number = match listing {
                Listing::All => found.index,
                Listing::Unique => position + 1,
            };
            let text = list_row(found, number, width, is_selected, text_width(list_area));
            let style = match (is_selected, focused) {
                (true, true) => THEME.selected,
                (true, false) => Style::new().add_modifier(Modifier::BOLD),
                _ => Style::new(),
            };
            let y = list_area.y + cells(i);
            buf.set_style(Rect::new(list_area.x, y, list_area.width, 1), style);
            buf.set_stringn(list_area.x, y, text, list_area.width as usize, style);
            if is_selected {
                selected_found = Some(found);
            }
        }
        if show_preview && let Some(found) = selected_found {
            render_preview(found, listing, preview_area, buf);
        }
        Paragraph::new(prompt_line(app, text_width(prompt_area))).render(prompt_area, buf);
        list_area.height
    }

    /// The panel's border with its titles: the longest top title that fits, the numbers
    /// whole (words and the total give way first), and the listing with its key below.
    fn frame(&self, listing: Listing, focused: bool, area: Rect) -> Block<'static> {
        let app = self.app;
        let catalog = app.catalog();
        let known = known(app.n());
        let (found, total) = match listing {
            Listing::All => (catalog.total(), known.map(|k| k.total)),
            Listing::Unique => (catalog.unique(), known.map(|k| k.unique)),
        };
        let total = total.map_or("?".to_string(), grouped);
        let room = usize::from(area.width.saturating_sub(2));
        // A search that stops at its first solution is not on its way to all of them.
        let stops = app.strategy().stops_at_first();
        let long = match (listing, stops) {
            (Listing::All, true) => t!("panel-solutions-title-stops", found = found),
            (Listing::All, false) => t!("panel-solutions-title-of", found = found, total = &total),
            (Listing::Unique, true) => t!("panel-classes-title-stops", found = found),
            (Listing::Unique, false) => t!("panel-classes-title-of", found = found, total = &total),
        };
        let short = match listing {
            Listing::All => t!("panel-solutions-title", found = found),
            Listing::Unique => t!("panel-classes-title", found = found),
        };
        let title = [
            format!(" {long} "),
            format!(" {short} "),
            format!(" {} ", grouped(found)),
        ]
        .into_iter()
        .find(|t| super::kit::text::width(t) <= room)
        .unwrap_or_default();
        let key = key_of(&Action::ToggleUnique);
        let bottom = match listing {
            Listing::All => t!("panel-solutions-listing-all", key = key),
            Listing::Unique => t!("panel-solutions-listing-unique", key = key),
        };
        Block::bordered()
            .title(title)
            .title_bottom(super::kit::text::fit_title(
                format!(" {bottom} "),
                area.width,
            ))
            .border_style(if focused {
                THEME.focused_border
            } else {
                THEME.border
            })
    }
}

/// What the list says while it lists nothing, broken at words to `width` so that no word is
/// lost.
fn none_listed(app: &App, width: usize) -> Vec<Line<'static>> {
    let said = if !app.search().lists_solutions() {
        let max = crate::solver::MAX_N;
        if app.search().counters().solutions > 0 {
            t!("panel-solutions-on-the-board", max = max)
        } else {
            t!("panel-solutions-none-yet-past", max = max)
        }
    } else if app.search().ended_short() {
        t!("panel-solutions-ended-short")
    } else if app.status() == Status::Done {
        t!("panel-solutions-none-exist", n = app.n())
    } else {
        t!("panel-solutions-none-yet")
    };
    super::kit::text::wrap(&said, width)
        .into_iter()
        .map(|line| Line::styled(format!(" {line}"), THEME.dim))
        .collect()
}

/// One row of the list: the selection mark, the solution's number (`width` digits), its
/// files, and its class's size, starred where it is the class's canonical form.
fn list_row(found: &Found, number: u64, width: usize, selected: bool, room: usize) -> String {
    let class = canonical(&found.cols);
    let marker = if selected { "▶" } else { " " };
    let star = if class.canonical() == found.cols.as_slice() {
        "★"
    } else {
        " "
    };
    row_text(
        &format!("{marker}#{:<width$} ", grouped(number)),
        &files_text(&found.cols),
        &format!("  ×{}{star}", class.orbit_size),
        room,
    )
}

/// A solution's row in `width` columns: `head` (its number), its `files` and `tail` (its
/// orbit). The files are never cut while they can be had whole: the orbit gives way first,
/// then the spaces between one-letter files; only past that do the files give way in the
/// middle.
fn row_text(head: &str, files: &str, tail: &str, width: usize) -> String {
    let words: Vec<String> = files.split(' ').map(str::to_string).collect();
    let tight: Option<String> = words
        .iter()
        .all(|w| w.chars().count() == 1)
        .then(|| words.concat());
    let mut candidates = vec![format!("{head}{files}{tail}"), format!("{head}{files}")];
    if let Some(tight) = &tight {
        candidates.push(format!("{head}{tight}{tail}"));
        candidates.push(format!("{head}{tight}"));
    }
    candidates
        .into_iter()
        .find(|c| super::kit::text::width(c) <= width)
        .unwrap_or_else(|| elide_middle(head, &words, tail, width))
}

fn render_preview(found: &Found, listing: Listing, area: Rect, buf: &mut Buffer) {
    let n = found.cols.len();
    let [rule, board, info] = area.layout(&Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(cells(n)),
        Constraint::Fill(1),
    ]));
    let heading = match listing {
        Listing::All => format!("─ {} ", t!("panel-preview-solution", k = found.index)),
        Listing::Unique => format!("─ {} ", t!("panel-preview-class", k = found.index)),
    };
    let heading = shorten(&heading, usize::from(rule.width));
    buf.set_stringn(rule.x, rule.y, heading, rule.width as usize, THEME.border);
    let cell: u16 = if cells(n) * 2 <= board.width { 2 } else { 1 };
    for (row, &col) in found.cols.iter().enumerate() {
        for c in 0..n {
            let bg = THEME.square(row, c, Shade::Plain);
            let glyph = if c == usize::from(col) { '♛' } else { ' ' };
            let x = board.x + cells(c) * cell;
            if x + cell > board.right() {
                break;
            }
            let style = Style::new().bg(bg).fg(THEME.piece);
            super::kit::squares::put_cell(buf, x, board.y + cells(row), cell, glyph, style);
        }
    }
    let width = text_width(info);
    let lines: Vec<Line> = info_lines(&found.cols)
        .into_iter()
        .flat_map(|line| wrap_line(line, width))
        .collect();
    Paragraph::new(lines).render(info, buf);
}

/// Columns for text in `area`: all but one, so text never touches the border.
fn text_width(area: Rect) -> usize {
    usize::from(area.width.saturating_sub(1))
}

/// The line at the bottom of the panel (or of the screen, where the panel is not shown): the
/// number being typed, or where the selection is; shortened at a word to `width` columns.
pub fn prompt_line(app: &App, width: usize) -> Line<'static> {
    let line = if let Some(digits) = app.browser().jump_input() {
        Line::from(vec![
            Span::styled(format!(" {} ", t!("panel-jump-prompt")), THEME.label),
            Span::styled(format!("{digits}▏"), THEME.selected),
            Span::styled(
                format!(
                    "  {}",
                    t!(
                        "panel-jump-keys",
                        go = key_of(&Action::JumpConfirm),
                        cancel = key_of(&Action::Back)
                    )
                ),
                THEME.dim,
            ),
        ])
    } else if app.browser().following() {
        Line::styled(format!(" {}", t!("panel-following")), THEME.dim)
    } else {
        Line::styled(
            format!(
                " {}",
                t!("panel-follow", key = key_of(&Action::Browse(Move::Last)))
            ),
            THEME.dim,
        )
    };
    fit_line(line, width)
}
