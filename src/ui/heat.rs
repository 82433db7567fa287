//! The heat map (`:heat`): the colours that shade the board by where the work went, and the
//! panel beside it with their scale and the work per row (nodes and dead ends).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::columns;
use super::kit::format::{compact, grouped};
/// The colour of a share of the hottest count, as the board shades its squares (and the
/// tests read them).
pub use super::kit::heat_shade::colour;
use super::kit::squares::rank_of;
use super::kit::text::{fit_title, width};
use super::kit::theme::THEME;
use crate::app::heat::{Heat, HeatKind};
use crate::solver::notation::square_name;
use crate::t;

/// The panel: what the board's colours mean, then a bar per rank.
pub struct HeatPanel<'a> {
    /// The counts shown.
    pub heat: &'a Heat,
    /// What the board is shaded by.
    pub kind: HeatKind,
}

impl Widget for HeatPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (heat, kind) = (self.heat, self.kind);
        let title = match kind {
            HeatKind::Placements => t!("view-heat-title-placements"),
            HeatKind::Solutions => t!("view-heat-title-solutions"),
        };
        let block = Block::bordered()
            .title(fit_title(format!(" {title} "), area.width))
            .title_bottom(fit_title(
                format!(" {} ", t!("view-heat-again")),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let mut lines = scale_lines(heat, kind);
        // One line per rank, as many as fit; the bars share one scale.
        let room = usize::from(inner.height).saturating_sub(lines.len() + 1);
        lines.extend(rank_lines(heat, usize::from(inner.width), room));
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The scale of the board's colours up to the hottest count, and the hottest square.
fn scale_lines(heat: &Heat, kind: HeatKind) -> Vec<Line<'static>> {
    let (most, (row, col)) = heat.hottest(kind);
    let mut scale = vec![
        Span::styled(format!("{} ", t!("view-heat-scale")), THEME.label),
        Span::raw("0 "),
    ];
    for step in 1..=8 {
        let c = colour(f64::from(step) / 8.0).unwrap_or(Color::Reset);
        scale.push(Span::styled(" ", Style::new().bg(c)));
    }
    scale.push(Span::raw(format!(" {}", compact(most))));
    let hottest = if most == 0 {
        t!("view-heat-nothing-yet")
    } else {
        t!(
            "view-heat-hottest",
            square = square_name(heat.n(), row, col),
            count = grouped(most)
        )
    };
    vec![
        Line::from(scale),
        Line::from(Span::styled(hottest, THEME.dim)),
    ]
}

/// The heading and a bar per rank, at most `room` of them in `width` columns (the last
/// saying how many more there are where they do not all fit).
fn rank_lines(heat: &Heat, columns_wide: usize, room: usize) -> Vec<Line<'static>> {
    let n = heat.n();
    let widest = (0..n).map(|r| heat.nodes(r)).max().unwrap_or(0).max(1);
    // Both figures the heading names, after each bar: ` 12.3k · 4.5k`.
    let figures = |r: usize| {
        (
            format!(" {}", compact(heat.nodes(r))),
            format!(" · {}", compact(heat.dead_ends(r))),
        )
    };
    let widest_figures = (0..n.min(room))
        .map(|r| {
            let (nodes, dead) = figures(r);
            width(&nodes) + width(&dead)
        })
        .max()
        .unwrap_or(0);
    // The heading names the figures each line shows: both where they fit beside a bar,
    // else the nodes alone (the bar's red part still tells the dead ends).
    let both = columns_wide >= 5 + widest_figures + 4;
    let mut lines = vec![heading(both)];
    // The rank, the figures, and a blank column before the border.
    let label = 5
        + 1
        + if both {
            widest_figures
        } else {
            (0..n.min(room))
                .map(|r| width(&figures(r).0))
                .max()
                .unwrap_or(0)
        };
    let bar_width = columns_wide.saturating_sub(label).max(1);
    for r in 0..n.min(room) {
        let (nodes, dead) = (heat.nodes(r), heat.dead_ends(r));
        let cells = |count: u64| -> usize {
            let scaled = u128::from(count) * bar_width as u128 / u128::from(widest);
            // Any work at all shows as at least one cell.
            usize::try_from(scaled)
                .unwrap_or(bar_width)
                .max(usize::from(count > 0))
        };
        let (all, dead_cells) = (cells(nodes), cells(dead).min(cells(nodes)));
        let (nodes_text, dead_text) = figures(r);
        let mut spans = vec![
            Span::styled(format!("{:>4} ", rank_of(n, r)), THEME.label),
            Span::styled("█".repeat(dead_cells), Style::new().fg(THEME.dead)),
            Span::styled("█".repeat(all - dead_cells), Style::new().fg(Color::Gray)),
            Span::styled(nodes_text, THEME.dim),
        ];
        if both {
            spans.push(Span::styled(dead_text, Style::new().fg(THEME.dead)));
        }
        lines.push(Line::from(spans));
    }
    if n > room && room > 0 {
        lines.truncate(lines.len() - 1);
        lines.push(Line::from(Span::styled(
            format!("  {}", t!("view-heat-more-ranks", count = n - room + 1)),
            THEME.dim,
        )));
    }
    lines
}

/// The heading over the bars: the rank's head over its figures, four columns wide, then
/// the figures each line shows.
fn heading(both: bool) -> Line<'static> {
    let rank = format!("{} ", columns::right(&t!("view-heat-rank"), 4));
    let nodes = t!("view-heat-nodes");
    Line::from(if both {
        vec![
            Span::styled(rank, THEME.label),
            Span::styled(nodes, THEME.label),
            Span::styled(
                format!(" · {}", t!("view-heat-dead-ends")),
                THEME.label.fg(THEME.dead),
            ),
        ]
    } else {
        vec![Span::styled(format!("{rank}{nodes}"), THEME.label)]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    #[test]
    fn each_rank_line_shows_the_figures_its_heading_names() {
        let n = 8;
        let mut solver = Solver::new(n);
        let mut heat = Heat::new(n);
        for _ in 0..700 {
            let Some(event) = solver.step() else { break };
            heat.record(event, solver.queens());
        }
        for width in [18u16, 24, 30, 40] {
            let area = Rect::new(0, 0, width, 14);
            let mut buf = Buffer::empty(area);
            HeatPanel {
                heat: &heat,
                kind: HeatKind::Placements,
            }
            .render(area, &mut buf);
            let rows: Vec<String> = (0..area.height)
                .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
                .collect();
            let heading = rows.iter().position(|r| r.contains("rank nodes")).unwrap();
            let both = rows[heading].contains("nodes · dead ends");
            for (r, row) in rows[heading + 1..].iter().take(n).enumerate() {
                let inside = row.trim_matches('│').trim_end();
                let mut expect = format!(" {}", compact(heat.nodes(r)));
                if both {
                    expect += &format!(" · {}", compact(heat.dead_ends(r)));
                }
                assert!(
                    inside.ends_with(&expect),
                    "{width}: {inside:?} for {expect:?}"
                );
            }
            assert!(
                both || width < 24,
                "at {width} there is room for both figures"
            );
        }
    }
}
