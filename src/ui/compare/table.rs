//! The Compare view as a table, where the chart has no room: a row a strategy, a column a
//! board size, each cell its events (`~` estimated, `↑` at least, `·` not yet measured).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use unicode_width::UnicodeWidthStr;

use super::{Known, colour, watched};
use crate::app::compare::Comparing;
use crate::ui::kit::theme::THEME;

/// What a cell not yet measured shows.
const PENDING: &str = "·";

/// Draws `view`'s cells as a table in `area`.
pub fn render(view: &Comparing, area: Rect, buf: &mut Buffer) {
    let plan = view.plan();
    let heading = crate::t!("compare-view-strategy");
    let names: Vec<String> = plan.strategies.iter().map(ToString::to_string).collect();
    let name_width = names
        .iter()
        .map(|n| n.width())
        .chain([heading.width()])
        .max()
        .unwrap_or(0);
    let (columns, widths) = columns_of(view);
    let room = usize::from(area.width).saturating_sub(name_width);
    let shown = fitting(&columns, &widths, view.n(), room);
    let mut y = area.y;
    let put = |x: usize, y: u16, text: &str, style: Style, buf: &mut Buffer| {
        let x = area.x + u16::try_from(x).unwrap_or(u16::MAX);
        if x < area.right() && y < area.bottom() {
            buf.set_stringn(x, y, text, usize::from(area.right() - x), style);
        }
    };
    put(0, y, &heading, THEME.label, buf);
    let mut x = name_width;
    for &k in &shown {
        let (n, width) = (columns[k].0, widths[k]);
        let label = format!("{:>width$}", n, width = width + 2);
        let style = if n == view.n() {
            watched(THEME.label)
        } else {
            THEME.label
        };
        put(x, y, &label, style, buf);
        x += width + 2;
    }
    for (row, (strategy, name)) in plan.strategies.iter().zip(&names).enumerate() {
        y += 1;
        let own = Style::new().fg(colour(row));
        let style = if *strategy == view.strategy() {
            watched(own)
        } else {
            own
        };
        put(0, y, &format!("{name:<name_width$}"), style, buf);
        let mut x = name_width;
        for &k in &shown {
            let width = widths[k] + 2;
            let entry = &columns[k].1[row];
            let style = if entry == PENDING {
                THEME.dim
            } else {
                Style::new()
            };
            put(x, y, &format!("{entry:>width$}"), style, buf);
            x += width;
        }
    }
}

/// A column a board size: its n and its entries, a strategy each; and each column's width.
type Columns = (Vec<(usize, Vec<String>)>, Vec<usize>);

/// The table's columns, a board size each, as wide as their widest entry.
fn columns_of(view: &Comparing) -> Columns {
    let plan = view.plan();
    let columns: Vec<(usize, Vec<String>)> = plan
        .sizes
        .clone()
        .map(|n| {
            let entries = plan
                .strategies
                .iter()
                .map(|&s| {
                    view.cell(s, n)
                        .map_or(PENDING.into(), |c| Known::of(c).shown())
                })
                .collect();
            (n, entries)
        })
        .collect();
    let widths: Vec<usize> = columns
        .iter()
        .map(|(n, entries)| {
            entries
                .iter()
                .map(|e| e.width())
                .chain([n.to_string().width()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    (columns, widths)
}

/// The columns that fit in `room` columns, in order: the largest boards first kept (they
/// tell the growth), and the board watched whatever else goes.
fn fitting(
    columns: &[(usize, Vec<String>)],
    widths: &[usize],
    watched: usize,
    room: usize,
) -> Vec<usize> {
    let mut kept: Vec<usize> = (0..columns.len()).collect();
    let total = |kept: &[usize]| kept.iter().map(|&k| widths[k] + 2).sum::<usize>();
    while total(&kept) > room && !kept.is_empty() {
        let drop = kept
            .iter()
            .position(|&k| columns[k].0 != watched)
            .unwrap_or(0);
        kept.remove(drop);
    }
    kept
}
