//! The population panel of `genetic`, in the stack's place: the generation, the best, mean
//! and worst fitness, each over the last generations as a sparkline, and the population's
//! fitness now as a histogram (boards per fitness, the fittest first).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::strategies::genetic::search::{Fitness, Genetic, max_fitness};
use crate::solver::search::Search as _;
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::ui::kit::text::{fit_title, shorten};
use crate::ui::kit::theme::THEME;

/// The population of a genetic search, borrowed for one frame.
pub struct Population<'a> {
    /// The search shown.
    pub search: &'a Genetic,
}

/// The eighths of a cell a sparkline's column takes, from low to high.
const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The fitness of the last `width` generations kept, oldest first.
pub fn recent(g: &Genetic, width: usize) -> Vec<Fitness> {
    let Some(last) = g.generation() else {
        return Vec::new();
    };
    let first = last.saturating_sub(u32::try_from(width).unwrap_or(u32::MAX).saturating_sub(1));
    (first..=last)
        .filter_map(|generation| g.fitness_of(generation))
        .collect()
}

/// One column a value, from `low` (a bottom eighth) to `high` (a full cell).
pub fn sparkline(values: impl Iterator<Item = u32>, low: u32, high: u32) -> String {
    values
        .map(|v| {
            let span = u64::from(high.saturating_sub(low)).max(1);
            let level = u64::from(v.saturating_sub(low)) * 7 / span;
            LEVELS[usize::try_from(level.min(7)).unwrap_or(7)]
        })
        .collect()
}

/// A bar of `count` against `most`, whole cells, at least one for a non-zero count.
fn bar(count: u64, most: u64, width: usize) -> String {
    if most == 0 || count == 0 {
        return String::new();
    }
    let cells = (count * width as u64).div_ceil(most);
    "█".repeat(usize::try_from(cells).unwrap_or(width).clamp(1, width))
}

impl Widget for Population<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let g = self.search;
        let n = g.n();
        let top = max_fitness(n);
        let title = match g.generation() {
            Some(generation) => t!(
                "view-population-generation",
                generation = grouped(u64::from(generation))
            ),
            None => t!("view-population-title"),
        };
        let title = format!(" {title} ");
        let block = Block::bordered()
            .title(fit_title(title, area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        // A blank column before the border, as everywhere.
        let width = usize::from(inner.width).saturating_sub(1);
        let height = usize::from(inner.height);
        let footer = Line::from(vec![
            Span::styled(format!("{} ", t!("view-population-boards")), THEME.label),
            Span::raw(t!(
                "view-population-mutation",
                boards = g.population().to_string(),
                mutation = g.mutation().to_string()
            )),
        ]);
        let Some(now) = g
            .generation()
            .and_then(|generation| g.fitness_of(generation))
        else {
            let lines = vec![
                Line::styled(t!("view-population-not-bred"), THEME.dim),
                footer,
            ];
            Paragraph::new(lines).render(inner, buf);
            return;
        };
        let (best, mean) = (t!("view-population-best"), t!("view-population-mean"));
        // The worst said in fewer letters, or left to the sparkline, where the line is narrow.
        let figures = |worst: Option<String>| {
            let mut spans = vec![
                Span::styled(format!("{best} "), THEME.label),
                Span::raw(format!("{}/{top}", now.best)),
                Span::styled(format!(" {mean} "), THEME.label),
                Span::raw(now.mean.to_string()),
            ];
            if let Some(label) = worst {
                spans.push(Span::styled(format!(" {label} "), THEME.label));
                spans.push(Span::raw(now.worst.to_string()));
            }
            Line::from(spans)
        };
        let head = [
            Some(t!("view-population-worst")),
            Some(t!("view-population-low")),
            None,
        ]
        .into_iter()
        .map(figures)
        .find(|line| line.width() <= width)
        .unwrap_or_else(|| figures(None));
        let mut lines = vec![head];
        let sparks = sparks(g, top, width, [&mean, &best]);
        let room = height.saturating_sub(2);
        lines.extend(sparks.into_iter().take(room));
        // The histogram where room is left.
        let left = height.saturating_sub(lines.len() + 1);
        lines.extend(histogram(g, top, width, left));
        while lines.len() < height.saturating_sub(1) {
            lines.push(Line::raw(""));
        }
        if lines.len() < height {
            lines.push(footer);
        }
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The population's two sparklines, `width` columns wide: the mean's and the best's over the
/// last generations, on one scale from the lowest mean shown to `top` (every pair safe),
/// after their labels (`mean`, `best`) padded to one width.
fn sparks(g: &Genetic, top: u32, width: usize, [mean, best]: [&str; 2]) -> [Line<'static>; 2] {
    // The sparklines share one scale, from the lowest mean shown to every pair safe; their
    // labels one width, at least five columns (`mean `).
    let label_width = 1 + columns::widest(4, [best, mean]);
    let spark = width.saturating_sub(label_width);
    let history = recent(g, spark);
    let low = history.iter().map(|f| f.mean).min().unwrap_or(0);
    let line = |label: &str, pick: fn(&Fitness) -> u32, style: Style| {
        Line::from(vec![
            Span::styled(columns::left(label, label_width), THEME.label),
            Span::styled(sparkline(history.iter().map(pick), low, top), style),
        ])
    };
    [
        line(mean, |f| f.mean, THEME.free_bit),
        line(best, |f| f.best, THEME.label.fg(THEME.placed)),
    ]
}

/// The histogram of the population's fitness in `left` lines `width` columns wide: the
/// fittest first, as many values as fit (the last line counting the boards left out);
/// nothing where fewer than three lines are left.
fn histogram(g: &Genetic, top: u32, width: usize, left: usize) -> Vec<Line<'static>> {
    let mut counts: Vec<(u32, u64)> = Vec::new();
    let mut sorted = g.fitnesses().to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    for f in sorted {
        match counts.last_mut() {
            Some((value, count)) if *value == f => *count += 1,
            _ => counts.push((f, 1)),
        }
    }
    let most = counts.iter().map(|c| c.1).max().unwrap_or(0);
    let mut lines = Vec::new();
    if left >= 3 {
        let fit = t!("view-population-fit");
        let digits = top
            .to_string()
            .len()
            .max(3)
            .max(crate::ui::kit::text::width(&fit));
        let figure = grouped(most).len();
        let bar_width = width.saturating_sub(digits + figure + 2);
        lines.push(Line::styled(
            format!(
                "{} {}",
                columns::right(&fit, digits),
                t!("view-population-boards")
            ),
            THEME.label,
        ));
        // Where not every value fits, the last line counts the boards left out.
        let shown = if counts.len() > left - 1 {
            left - 2
        } else {
            counts.len()
        };
        let rest: u64 = counts[shown..].iter().map(|c| c.1).sum();
        for &(value, count) in &counts[..shown] {
            let style = if value == top {
                THEME.label.fg(THEME.placed)
            } else {
                THEME.free_bit
            };
            lines.push(Line::from(vec![
                Span::raw(format!("{value:>digits$} ")),
                Span::styled(bar(count, most, bar_width), style),
                Span::raw(format!(" {}", grouped(count))),
            ]));
        }
        if rest > 0 {
            let line = format!(
                "{:>digits$} {}",
                "",
                t!("view-population-less-fit", boards = rest)
            );
            lines.push(Line::styled(shorten(&line, width), THEME.dim));
        }
    }
    lines
}

/// The run's gauge: generations bred against the bound, and its label.
pub fn progress(g: &Genetic) -> (f64, String) {
    let bound = crate::strategies::genetic::search::MAX_GENERATIONS;
    let bred = g.generation().unwrap_or(0);
    let label = if g.gave_up() {
        t!("view-population-gave-up", bound = bound)
    } else if g.is_done() {
        t!(
            "view-population-solved",
            generation = grouped(u64::from(bred))
        )
    } else {
        t!(
            "view-population-progress",
            generation = grouped(u64::from(bred)),
            bound = grouped(u64::from(bound))
        )
    };
    let ratio = if g.is_done() {
        1.0
    } else {
        f64::from(bred) / f64::from(bound)
    };
    (ratio, label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sparkline_spans_its_scale() {
        assert_eq!(sparkline([10, 17, 24, 28].into_iter(), 10, 28), "▁▃▆█");
        assert_eq!(sparkline([5, 5].into_iter(), 5, 5), "▁▁");
    }

    #[test]
    fn a_bar_is_never_empty_for_a_count() {
        assert_eq!(bar(1, 64, 10), "█");
        assert_eq!(bar(64, 64, 10), "██████████");
        assert_eq!(bar(0, 64, 10), "");
    }
}
