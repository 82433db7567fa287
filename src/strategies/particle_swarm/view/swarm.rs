//! The swarm panel of `particle-swarm`, in the stack's place: the particles as small boards
//! (one character a square) each with its attacking pairs, the swarm's best, and the best and
//! mean pairs of the last rounds as sparklines; where the boards do not fit, each particle's
//! pairs alone.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::search::Search as _;
use crate::strategies::particle_swarm::search::{Figures, MAX_ROUNDS, ParticleSwarm};
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::ui::kit::text::{fit_line, fit_title, width as text_width};
use crate::ui::kit::theme::THEME;

/// The swarm of a particle swarm search, borrowed for one frame.
pub struct SwarmPanel<'a> {
    /// The search shown.
    pub search: &'a ParticleSwarm,
}

/// The eighths of a cell a sparkline's column takes, from low to high.
const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// One column a value, from 0 (a bottom eighth) to `high` (a full cell).
fn sparkline(values: impl Iterator<Item = u32>, high: u32) -> String {
    values
        .map(|v| {
            let level = u64::from(v) * 7 / u64::from(high.max(1));
            LEVELS[usize::try_from(level.min(7)).unwrap_or(7)]
        })
        .collect()
}

/// The figures of the last `width` rounds kept, oldest first.
fn recent(p: &ParticleSwarm, width: usize) -> Vec<Figures> {
    let last = p.round();
    let first = last
        .saturating_sub(u32::try_from(width).unwrap_or(u32::MAX))
        .saturating_add(1)
        .max(1);
    (first..=last).filter_map(|r| p.figures_of(r)).collect()
}

impl Widget for SwarmPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let p = self.search;
        let title = t!("view-swarm-round", round = grouped(u64::from(p.round() + 1)));
        let block = Block::bordered()
            .title(fit_title(format!(" {title} "), area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let width = usize::from(inner.width).saturating_sub(1);
        let height = usize::from(inner.height);
        let global = match p.global() {
            Some((_, pairs)) => t!("view-swarm-global-pairs", pairs = pairs),
            None => t!("view-swarm-none"),
        };
        let mut lines = vec![Line::from(vec![
            Span::styled(format!("{} ", t!("view-swarm-global")), THEME.label),
            Span::raw(global),
        ])];
        lines.extend(sparks(p, width));
        let room = height.saturating_sub(lines.len());
        let boards = boards(p, width, room);
        if boards.is_empty() {
            lines.extend(pairs_lines(p, width, room));
        } else {
            lines.extend(boards);
        }
        let lines: Vec<Line> = lines.into_iter().map(|l| fit_line(l, width)).collect();
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The mean's and the swarm's best attacking pairs over the last rounds, after their labels.
fn sparks(p: &ParticleSwarm, width: usize) -> Vec<Line<'static>> {
    let (best, mean) = (t!("view-swarm-best"), t!("view-swarm-mean"));
    let label_width = 1 + columns::widest(4, [best.as_str(), mean.as_str()]);
    let history = recent(p, width.saturating_sub(label_width + 4));
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

/// Each particle's attacking pairs (`—` for one not dealt yet), after the label and wrapped
/// under it: on as many of `room` lines as they take, so a long swarm is cut (`…`) only when
/// the lines run out, not where the first line ends.
fn pairs_lines(p: &ParticleSwarm, width: usize, room: usize) -> Vec<Line<'static>> {
    let pairs: Vec<String> = (0..p.particles().len())
        .map(|i| match p.particles()[i].pairs() {
            u32::MAX => "—".to_string(),
            k if p.is_dealt(i) => k.to_string(),
            _ => "—".to_string(),
        })
        .collect();
    let label = t!("view-swarm-pairs");
    let indent = text_width(&label) + 1;
    let mut lines: Vec<Line<'static>> = Vec::new();
    let mut row = String::new();
    for figure in pairs {
        let fits = text_width(&row) + 1 + text_width(&figure) <= width.saturating_sub(indent);
        if !row.is_empty() && !fits && lines.len() + 1 < room.max(1) {
            lines.push(Line::raw(row));
            row = String::new();
        }
        if !row.is_empty() {
            row.push(' ');
        }
        row.push_str(&figure);
    }
    lines.push(Line::raw(row));
    for (k, line) in lines.iter_mut().enumerate() {
        let head = if k == 0 {
            Span::styled(format!("{label} "), THEME.label)
        } else {
            Span::raw(" ".repeat(indent))
        };
        line.spans.insert(0, head);
    }
    lines
}

/// The particles as small boards, side by side in rows, each under its number and pairs,
/// the moving one marked; as many as fit in `width` by `room` (none where not one row fits).
fn boards(p: &ParticleSwarm, width: usize, room: usize) -> Vec<Line<'static>> {
    let n = p.n();
    let cell = n.max(5) + 1;
    let across = width / cell;
    let rows = room / (n + 1);
    if across == 0 || rows == 0 {
        return Vec::new();
    }
    let mut lines = Vec::new();
    let count = p.particles().len().min(across * rows);
    for first in (0..count).step_by(across) {
        let group = first..(first + across).min(count);
        let mut head = Vec::new();
        for i in group.clone() {
            let pairs = match p.particles()[i].pairs() {
                k if k != u32::MAX && p.is_dealt(i) => k.to_string(),
                _ => "—".to_string(),
            };
            let style = if i == p.moving() {
                THEME.label.fg(THEME.placed)
            } else {
                THEME.label
            };
            head.push(Span::styled(columns::left(&format!("#{} {pairs}", i + 1), cell), style));
        }
        lines.push(Line::from(head));
        for row in 0..n {
            let text: String = group
                .clone()
                .map(|i| {
                    let file = usize::from(p.particles()[i].board()[row]);
                    let squares: String = (0..n)
                        .map(|c| if c == file && p.is_dealt(i) { '♛' } else { '·' })
                        .collect();
                    columns::left(&squares, cell)
                })
                .collect();
            lines.push(Line::raw(text));
        }
    }
    lines
}

/// The run's gauge: rounds over against the bound, and its label.
pub fn progress(p: &ParticleSwarm) -> (f64, String) {
    let round = p.round();
    let label = if p.gave_up() {
        t!("view-swarm-gave-up", bound = MAX_ROUNDS)
    } else if p.is_done() {
        t!("view-swarm-solved", round = grouped(u64::from(round + 1)))
    } else {
        t!(
            "view-swarm-progress",
            round = grouped(u64::from(round + 1)),
            bound = grouped(u64::from(MAX_ROUNDS))
        )
    };
    let ratio = if p.is_done() {
        1.0
    } else {
        f64::from(round) / f64::from(MAX_ROUNDS)
    };
    (ratio, label)
}
