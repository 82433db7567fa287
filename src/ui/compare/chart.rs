//! The Compare view's chart: each strategy's events against n, log10 of them plotted with the
//! powers of ten up the side (`10^k`), a line a strategy through its counted cells, dotted
//! to and between estimated ones, a lower bound marked `↑` with no line to it, each line's
//! name at its end (pushed apart where they meet), the strategy watched drawn last and its
//! name reversed, and a faint upright line at the board watched.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::symbols::Marker;
use ratatui::widgets::Widget;
use ratatui::widgets::canvas::{Canvas, Context, Line as Segment, Points};
use unicode_width::UnicodeWidthStr;

use super::{Known, colour, watched};
use crate::app::compare::Comparing;
use crate::ui::kit::theme::THEME;
use crate::vocabulary::Strategy;

/// Columns left of the plot for the powers of ten.
const SIDE: u16 = 6;

/// Rows under the plot: the board sizes, then the axis' title.
const UNDER: u16 = 2;

/// A strategy's line: its place in the plan, and its points (n, log10 of the events).
struct Series {
    index: usize,
    strategy: Strategy,
    points: Vec<(f64, f64, Known)>,
}

/// The scales: the plot's place on screen and what its edges stand for.
#[derive(Clone, Copy)]
struct Scale {
    plot: Rect,
    ns: (f64, f64),
    powers: (i32, i32),
}

impl Scale {
    /// The screen column of board size `n`.
    fn column(&self, n: f64) -> u16 {
        let at = (n - self.ns.0) / (self.ns.1 - self.ns.0);
        self.plot.x + round(at * f64::from(self.plot.width - 1))
    }

    /// The screen row of a log10 value.
    fn row(&self, log: f64) -> u16 {
        let (low, high) = (f64::from(self.powers.0), f64::from(self.powers.1));
        let at = ((log - low) / (high - low)).clamp(0.0, 1.0);
        self.plot.bottom() - 1 - round(at * f64::from(self.plot.height - 1))
    }
}

/// `v`, at least 0, to the nearest whole number of cells.
fn round(v: f64) -> u16 {
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a place within a screen's width or height"
    )]
    let cells = v.round().max(0.0) as u16;
    cells
}

/// Draws `view`'s chart in `area`.
pub fn render(view: &Comparing, area: Rect, buf: &mut Buffer) {
    let series = series_of(view);
    let label_width = series
        .iter()
        .map(|s| s.strategy.name().width())
        .max()
        .unwrap_or(0);
    let right = u16::try_from(label_width + 2).unwrap_or(area.width);
    let plot = Rect {
        x: area.x + SIDE,
        y: area.y + 1,
        width: area.width.saturating_sub(SIDE + right),
        height: area.height.saturating_sub(UNDER + 1),
    };
    if plot.width < 4 || plot.height < 4 {
        return;
    }
    let sizes = &view.plan().sizes;
    let scale = Scale {
        plot,
        ns: (*sizes.start() as f64 - 0.25, *sizes.end() as f64 + 0.25),
        powers: powers(&series),
    };
    Canvas::default()
        .x_bounds([scale.ns.0, scale.ns.1])
        .y_bounds([f64::from(scale.powers.0), f64::from(scale.powers.1)])
        .marker(Marker::Braille)
        .paint(|ctx| paint(ctx, view, &series, scale))
        .render(plot, buf);
    axes(view, scale, buf);
    labels(view, &series, scale, area.right(), buf);
}

/// Each strategy's measured cells as points, in the plan's order.
fn series_of(view: &Comparing) -> Vec<Series> {
    let plan = view.plan();
    plan.strategies
        .iter()
        .enumerate()
        .map(|(index, &strategy)| Series {
            index,
            strategy,
            points: plan
                .sizes
                .clone()
                .filter_map(|n| view.cell(strategy, n))
                .map(|cell| {
                    let known = Known::of(cell);
                    (cell.n as f64, known.value().max(1.0).log10(), known)
                })
                .collect(),
        })
        .collect()
}

/// The lowest and highest powers of ten that hold every point (0 and 1 before any).
fn powers(series: &[Series]) -> (i32, i32) {
    let logs = || series.iter().flat_map(|s| s.points.iter().map(|p| p.1));
    let low = logs().fold(f64::INFINITY, f64::min);
    let high = logs().fold(0.0, f64::max);
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a power of ten of a u64 count, or its estimate, at most a few hundred"
    )]
    let (low, high) = (low.min(high).floor() as i32, high.ceil() as i32);
    (low, high.max(low + 1))
}

/// The lines: the board watched first (under them), then each strategy's, the one watched
/// last (over the others).
fn paint(ctx: &mut Context, view: &Comparing, series: &[Series], scale: Scale) {
    let n = view.n() as f64;
    let dim = THEME.dim.fg.unwrap_or(Color::DarkGray);
    ctx.draw(&Segment::new(
        n,
        f64::from(scale.powers.0),
        n,
        f64::from(scale.powers.1),
        dim,
    ));
    ctx.layer();
    let watched = series.iter().filter(|s| s.strategy == view.strategy());
    for line in series
        .iter()
        .filter(|s| s.strategy != view.strategy())
        .chain(watched)
    {
        draw_series(ctx, line);
        ctx.layer();
    }
}

/// A strategy's line: solid between counted cells, dotted to an estimated one; a lower
/// bound stands alone, marked.
fn draw_series(ctx: &mut Context, line: &Series) {
    let ink = colour(line.index);
    let drawn: Vec<&(f64, f64, Known)> = line
        .points
        .iter()
        .filter(|p| !matches!(p.2, Known::AtLeast(_)))
        .collect();
    for pair in drawn.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if matches!((a.2, b.2), (Known::Counted(_), Known::Counted(_))) {
            ctx.draw(&Segment::new(a.0, a.1, b.0, b.1, ink));
        } else {
            let dots: Vec<(f64, f64)> = (0..=8)
                .map(|k| f64::from(k) / 8.0)
                .map(|t| (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)))
                .collect();
            ctx.draw(&Points::new(&dots, ink));
        }
    }
    for point in &line.points {
        match point.2 {
            Known::AtLeast(_) => ctx.print(
                point.0,
                point.1,
                ratatui::text::Line::styled("↑", Style::new().fg(ink)),
            ),
            _ => ctx.draw(&Points::new(&[(point.0, point.1)], ink)),
        }
    }
}

/// The powers of ten up the side, the board sizes along the bottom (the one watched
/// reversed) and the axis' title.
fn axes(view: &Comparing, scale: Scale, buf: &mut Buffer) {
    let plot = scale.plot;
    let span = scale.powers.1 - scale.powers.0;
    // A label every few rows at least.
    let step = (span * 2 / i32::from(plot.height.max(1)) + 1).max(1);
    let mut k = scale.powers.0;
    while k <= scale.powers.1 {
        let label = format!("{:>w$}", format!("10^{k}"), w = usize::from(SIDE - 1));
        buf.set_string(plot.x - SIDE, scale.row(f64::from(k)), label, THEME.dim);
        k += step;
    }
    let y = plot.bottom();
    for n in view.plan().sizes.clone() {
        let text = n.to_string();
        let x = scale
            .column(n as f64)
            .saturating_sub(u16::try_from(text.len() / 2).unwrap_or(0));
        let style = if n == view.n() {
            watched(THEME.label)
        } else {
            THEME.dim
        };
        buf.set_string(x, y, text, style);
    }
    let title = crate::t!("compare-view-axes");
    buf.set_stringn(plot.x, y + 1, title, usize::from(plot.width), THEME.dim);
}

/// Each line's name at the right of its last point, pushed apart where two would share a
/// row; the strategy watched reversed.
fn labels(view: &Comparing, series: &[Series], scale: Scale, right: u16, buf: &mut Buffer) {
    let mut ends: Vec<(u16, &Series)> = series
        .iter()
        .filter_map(|s| {
            let last = s
                .points
                .iter()
                .rev()
                .find(|p| !matches!(p.2, Known::AtLeast(_)))?;
            Some((scale.row(last.1), s))
        })
        .collect();
    ends.sort_by_key(|&(row, s)| (row, s.index));
    let top = scale.plot.y;
    let bottom = scale.plot.bottom().max(top + 1) - 1;
    // Downwards from the top, each at least a row below the one before; then, where that
    // ran past the bottom, upwards from it.
    let mut rows: Vec<u16> = Vec::with_capacity(ends.len());
    for &(row, _) in &ends {
        let at = rows.last().map_or(row, |&before| row.max(before + 1));
        rows.push(at);
    }
    let mut limit = bottom;
    for row in rows.iter_mut().rev() {
        *row = (*row).min(limit);
        limit = row.saturating_sub(1).max(top);
    }
    let x = scale.plot.right() + 1;
    for (&(_, line), &row) in ends.iter().zip(&rows) {
        let own = Style::new().fg(colour(line.index));
        let style = if line.strategy == view.strategy() {
            watched(own)
        } else {
            own
        };
        buf.set_stringn(
            x,
            row,
            line.strategy.name(),
            usize::from(right.saturating_sub(x)),
            style,
        );
    }
}
