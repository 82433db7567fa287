//! The colony panel of `ant-colony`, in the stack's place: the ant under way, the best board
//! so far drawn small, the best and mean attacking pairs of the last generations as
//! sparklines, and the colony's size and evaporation rate.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::notation::file_name;
use crate::solver::search::Search as _;
use crate::strategies::ant_colony::search::{AntColony, Figures, MAX_GENERATIONS};
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::ui::kit::text::{fit_line, fit_title, wrap_line};
use crate::ui::kit::theme::THEME;

/// The colony of an ant colony search, borrowed for one frame.
pub struct ColonyPanel<'a> {
    /// The search shown.
    pub search: &'a AntColony,
}

/// The eighths of a cell a sparkline's column takes, from low to high.
const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The figures of the last `width` generations kept, oldest first.
pub fn recent(a: &AntColony, width: usize) -> Vec<Figures> {
    let last = a.generation();
    let first = last
        .saturating_sub(u32::try_from(width).unwrap_or(u32::MAX))
        .saturating_add(1)
        .max(1);
    (first..=last).filter_map(|g| a.figures_of(g)).collect()
}

/// One column a value, from 0 (a bottom eighth) to `high` (a full cell).
pub fn sparkline(values: impl Iterator<Item = u32>, high: u32) -> String {
    values
        .map(|v| {
            let level = u64::from(v) * 7 / u64::from(high.max(1));
            LEVELS[usize::try_from(level.min(7)).unwrap_or(7)]
        })
        .collect()
}

impl Widget for ColonyPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let a = self.search;
        let title = t!(
            "view-colony-generation",
            generation = grouped(u64::from(a.generation() + 1))
        );
        let block = Block::bordered()
            .title(fit_title(format!(" {title} "), area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        // A blank column before the border, as everywhere.
        let width = usize::from(inner.width).saturating_sub(1);
        let height = usize::from(inner.height);
        let (ant, rank) = a.ant();
        let colony = a.colony();
        let footer = t!(
            "view-colony-footer",
            ants = colony.ants,
            evaporation = colony.evaporation.to_string()
        );
        let mut lines = vec![Line::from(vec![
            Span::styled(format!("{} ", t!("view-colony-ant")), THEME.label),
            Span::raw(t!(
                "view-colony-ant-of",
                ant = ant + 1,
                ants = colony.ants,
                ranks = rank
            )),
        ])];
        lines.push(best_line(a));
        lines.extend(sparks(a, width));
        // The best board drawn where it fits whole above the footer, else its files.
        let board = best_board(a);
        if lines.len() + board.len() < height {
            lines.extend(board);
        } else if let Some(files) = best_files(a) {
            // Wrapped where the lines allow it, so every file of the best board is read.
            let wrapped = wrap_line(files.clone(), width);
            if lines.len() + wrapped.len() < height {
                lines.extend(wrapped);
            } else {
                lines.push(files);
            }
        }
        while lines.len() < height.saturating_sub(1) {
            lines.push(Line::raw(""));
        }
        if lines.len() < height {
            lines.push(Line::styled(footer, THEME.dim));
        }
        let lines: Vec<Line> = lines.into_iter().map(|l| fit_line(l, width)).collect();
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The best board's attacking pairs and its generation, or that none is whole yet.
fn best_line(a: &AntColony) -> Line<'static> {
    let label = Span::styled(format!("{} ", t!("view-colony-best")), THEME.label);
    match a.best() {
        Some((_, pairs, generation)) => Line::from(vec![
            label,
            Span::raw(t!(
                "view-colony-best-pairs",
                pairs = pairs,
                generation = grouped(u64::from(generation))
            )),
        ]),
        None => Line::from(vec![label, Span::styled(t!("view-colony-none"), THEME.dim)]),
    }
}

/// The two sparklines of the last generations, `width` columns wide: the mean's and the
/// least attacking pairs of a board, on one scale from none to the most of the mean's, after their
/// labels padded to one width (nothing before the first generation is over).
fn sparks(a: &AntColony, width: usize) -> Vec<Line<'static>> {
    let (best, mean) = (t!("view-colony-least"), t!("view-colony-mean"));
    let label_width = 1 + columns::widest(4, [best.as_str(), mean.as_str()]);
    let history = recent(a, width.saturating_sub(label_width + 4));
    let Some(now) = history.last() else {
        return Vec::new();
    };
    let high = history.iter().map(|f| f.mean).max().unwrap_or(1);
    let line = |label: &str, pick: fn(&Figures) -> u32, style: Style| {
        let now = pick(now);
        Line::from(vec![
            Span::styled(columns::left(label, label_width), THEME.label),
            Span::styled(sparkline(history.iter().map(pick), high), style),
            Span::raw(format!(" {now}")),
        ])
    };
    vec![
        line(&mean, |f| f.mean, THEME.free_bit),
        line(&best, |f| f.best, THEME.label.fg(THEME.placed)),
    ]
}

/// The best board so far, one character a square (`♛` a queen), under a line naming it.
fn best_board(a: &AntColony) -> Vec<Line<'static>> {
    let Some((board, _, _)) = a.best() else {
        return Vec::new();
    };
    let n = a.n();
    let mut lines = vec![Line::styled(t!("view-colony-best-board"), THEME.label)];
    for &col in board {
        let row: String = (0..n)
            .map(|c| if c == usize::from(col) { '♛' } else { '·' })
            .collect();
        lines.push(Line::raw(row));
    }
    lines
}

/// The best board so far as the file of each rank's queen, from the top.
fn best_files(a: &AntColony) -> Option<Line<'static>> {
    let (board, _, _) = a.best()?;
    let n = a.n();
    let files: Vec<String> = board
        .iter()
        .map(|&c| file_name(n, usize::from(c)))
        .collect();
    Some(Line::from(vec![
        Span::styled(format!("{} ", t!("view-colony-files")), THEME.label),
        Span::raw(files.join(" ")),
    ]))
}

/// The run's gauge: generations over against the bound, and its label.
pub fn progress(a: &AntColony) -> (f64, String) {
    let generation = a.generation();
    let label = if a.gave_up() {
        t!("view-colony-gave-up", bound = MAX_GENERATIONS)
    } else if a.is_done() {
        t!(
            "view-colony-solved",
            generation = grouped(u64::from(generation + 1))
        )
    } else {
        t!(
            "view-colony-progress",
            generation = grouped(u64::from(generation + 1)),
            bound = grouped(u64::from(MAX_GENERATIONS))
        )
    };
    let ratio = if a.is_done() {
        1.0
    } else {
        f64::from(generation) / f64::from(MAX_GENERATIONS)
    };
    (ratio, label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sparkline_spans_its_scale() {
        assert_eq!(sparkline([0, 3, 6, 8].into_iter(), 8), "▁▃▆█");
        assert_eq!(sparkline([0, 0].into_iter(), 0), "▁▁");
    }
}
