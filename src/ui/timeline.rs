//! The timeline bar: the whole run in one line, the part run so far drawn bold, solutions as
//! ticks (taller where there are more), dead ends as shade, the search's position marked; a
//! click or drag jumps there.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Gauge, Widget};

use super::kit::text::{shorten, width};
use super::kit::theme::THEME;
use crate::app::App;
use crate::app::timeline::{Length, Strip};
use crate::count::tree::Tree;
use crate::hitmap::HitMap;
use crate::solver::AnySearch;
use crate::solver::search::Search as _;
use crate::t;

/// Columns kept for the share of the run done, after the bar (`  100.0% `: clear of the
/// border).
const LABEL: u16 = 8;

/// Solutions in a cell, fewest to most.
const TICKS: [&str; 8] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];

/// Backgrounds for dead-end density: a few, more, most.
const SHADES: [Color; 3] = [
    Color::Rgb(72, 36, 36),
    Color::Rgb(120, 44, 44),
    Color::Rgb(170, 52, 52),
];

/// The timeline of the search shown, borrowed for one frame.
pub struct TimelineBar<'a> {
    /// The application state shown.
    pub app: &'a App,
}

impl TimelineBar<'_> {
    /// Draws the bar in the line `area` and records it in `hits`.
    pub fn render(self, area: Rect, buf: &mut Buffer, hits: &mut HitMap) {
        let app = self.app;
        if let Some(other) = app.search().other() {
            render_own_progress(app, other, area, buf);
            return;
        }
        let timeline = app.search().timeline();
        let tree = match timeline.length() {
            Length::Exact(tree) | Length::Estimate(tree) => *tree,
            // Until the run's length is known, the share of the tree the first rows have
            // covered stands in.
            Length::Unasked | Length::Counting(_) => {
                render_tree_share(app, area, buf);
                return;
            }
        };
        let now = app.solver().counters().events();
        let reached = timeline.reached();
        // An estimate can fall short of what the run has already shown.
        let total = tree.bitmask_events().max(reached).max(1);
        let with_label = area.width >= 3 * LABEL;
        let bar = Rect {
            width: area.width - if with_label { LABEL } else { 0 },
            ..area
        };
        let width = u64::from(bar.width.max(1));
        let cells = stretches(timeline.strip(), total, width, reached);
        let here_x = here_x(app, &tree, total, width, now);
        // Shades are relative to the densest stretch explored, so the bar shows where the
        // dead ends cluster at any n.
        let densest = cells.iter().map(|c| c.2).fold(0.0, f64::max);
        let most_solutions = cells.iter().map(|c| c.3).max().unwrap_or(0);
        for (x, &(from, _, density, solutions)) in (0..width).zip(&cells) {
            let at = At {
                here: x == here_x,
                explored: from < reached,
                behind: x < here_x,
            };
            let (symbol, style) = look(at, density, densest, solutions, most_solutions);
            let cell = u16::try_from(x).unwrap_or(u16::MAX);
            buf[(bar.x + cell, bar.y)]
                .set_symbol(symbol)
                .set_style(style);
        }
        hits.timeline(bar, total);
        if with_label {
            render_share(app, now, total, bar, area.y, buf);
        }
    }
}

/// Columns the counters panel needs for the label of the gauge under it to show whole,
/// border included (a strategy other than the backtracking pair says its own progress there,
/// or that its run has no fixed length); 0 for the backtracking pair's short shares.
pub fn label_width(app: &App) -> u16 {
    app.search().other().map_or(0, |other| {
        let (_, label) = own_progress(app, other);
        // The border, the label, a blank column.
        super::kit::cells(width(&label) + 3)
    })
}

/// Draws, for a strategy other than the backtracking pair, a plain gauge of the run in
/// `area`.
fn render_own_progress(app: &App, other: &AnySearch, area: Rect, buf: &mut Buffer) {
    let (ratio, label) = own_progress(app, other);
    Gauge::default()
        .gauge_style(THEME.gauge)
        .ratio(ratio)
        .label(shorten(&label, usize::from(area.width.saturating_sub(1))))
        .render(area, buf);
}

/// The share of the run a strategy other than the backtracking pair has gone through, and the
/// gauge's label for it.
fn own_progress(app: &App, other: &AnySearch) -> (f64, String) {
    // Not the bitmask's tree: a plain gauge of the run, with no marks to click (the
    // strategy cannot jump back) and, for the local search, no length at all.
    let own = super::strategy::view(other.strategy()).progress(other);
    match (own, app.search().total_events()) {
        (Some(progress), _) => progress,
        (None, Some((total, _))) => {
            let share = app.search().event_number() as f64 / total.max(1) as f64;
            (
                share.clamp(0.0, 1.0),
                t!(
                    "view-timeline-run-share",
                    percent = format!("{:.1}", share * 100.0)
                ),
            )
        }
        (None, None) => (
            if other.is_done() { 1.0 } else { 0.0 },
            t!("view-timeline-no-length"),
        ),
    }
}

/// Draws, until the run's length is known, a gauge of the share of the tree covered.
fn render_tree_share(app: &App, area: Rect, buf: &mut Buffer) {
    let progress = app.solver().progress().clamp(0.0, 1.0);
    Gauge::default()
        .gauge_style(THEME.gauge)
        .ratio(progress)
        .label(shorten(
            &t!(
                "view-timeline-tree-share",
                percent = format!("{:.1}", progress * 100.0)
            ),
            usize::from(area.width.saturating_sub(1)),
        ))
        .render(area, buf);
}

/// The stretch of the run of `total` events that cell `x` of a bar `width` cells wide
/// stands for: where it starts and ends.
fn span(total: u64, width: u64, x: u64) -> (u64, u64) {
    let at = |x: u64| u64::try_from(u128::from(total) * u128::from(x) / u128::from(width));
    (at(x).unwrap_or(total), at(x + 1).unwrap_or(total))
}

/// Each cell's stretch of the run: where it starts and ends, its dead ends per event (0
/// where not yet explored) and its solutions, read from the strip once.
fn stretches(strip: &Strip, total: u64, width: u64, reached: u64) -> Vec<(u64, u64, f64, u64)> {
    (0..width)
        .map(|x| {
            let (from, to) = span(total, width, x);
            let (dead, solutions) = strip.between(from, to);
            let density = if from < reached {
                dead as f64 / (to - from).max(1) as f64
            } else {
                0.0
            };
            (from, to, density, solutions)
        })
        .collect()
}

/// The cell of the search's position, on a bar `width` cells wide over `total` events of
/// `tree` of which the run is at `now`.
fn here_x(app: &App, tree: &Tree, total: u64, width: u64, now: u64) -> u64 {
    // The position in the strategy's own events, as the label and the counters' `event`
    // line count them (the scan's run is longer than the bitmask's, whose tree the cells
    // draw): one run, one measure of progress.
    let own = match app.search().total_events() {
        Some((events, _)) if events > 0 && events != tree.bitmask_events() => {
            Some((app.search().event_number().min(events), events))
        }
        _ => None,
    };
    match own {
        Some((at, events)) => {
            u64::try_from(u128::from(at) * u128::from(width) / u128::from(events)).unwrap_or(width)
        }
        None => (0..width)
            .find(|&x| {
                let (from, to) = span(total, width, x);
                from <= now && now < to
            })
            .unwrap_or(width),
    }
    .min(width - 1)
}

/// Where a cell is against the search's position.
#[derive(Clone, Copy)]
struct At {
    /// The cell of the position itself.
    here: bool,
    /// Run before (now or before a jump back).
    explored: bool,
    /// Left of the position.
    behind: bool,
}

/// A cell's symbol and style: the position, its solutions (`most_solutions` in the fullest
/// cell) or the run's line, shaded by its dead ends' `density` (`densest` the most).
fn look(
    at: At,
    density: f64,
    densest: f64,
    solutions: u64,
    most_solutions: u64,
) -> (&'static str, Style) {
    let At {
        here,
        explored,
        behind,
    } = at;
    // Dead ends shade the background, in thirds of the densest stretch (the lightest
    // shade for any dead end at all); the line itself is the run.
    let shade = if !explored || density <= 0.0 {
        None
    } else if 3.0 * density <= densest {
        Some(SHADES[0])
    } else if 3.0 * density <= 2.0 * densest {
        Some(SHADES[1])
    } else {
        Some(SHADES[2])
    };
    let (symbol, mut style) = if here {
        (
            "◆",
            Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
        )
    } else if solutions > 0 {
        // A bar of solutions found there, as tall as their share of the most in one
        // cell: ticks where they are rare, a profile where they are many.
        let level = (solutions * 8).div_ceil(most_solutions.max(1)).clamp(1, 8);
        let level = usize::try_from(level).unwrap_or(8);
        (
            TICKS[level - 1],
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        )
    } else if behind {
        (
            "━",
            Style::new().fg(THEME.gauge.fg.unwrap_or(Color::LightGreen)),
        )
    } else {
        ("─", THEME.dim)
    };
    if let Some(bg) = shade {
        style = style.bg(bg);
    }
    // What lies ahead was seen before a jump back: there, but not yet run again.
    if explored && !behind && !here {
        // Dim, never dim and bold at once: terminals show only one of the two.
        style = style
            .remove_modifier(Modifier::BOLD)
            .add_modifier(Modifier::DIM);
    }
    (symbol, style)
}

/// Draws the share of the run done right of `bar`, on line `y`.
fn render_share(app: &App, now: u64, total: u64, bar: Rect, y: u16, buf: &mut Buffer) {
    // The share in the strategy's own events, as the counters' `event` line counts
    // them: the scan's events where it searches (its run is longer than the
    // bitmask's whose tree the bar draws), so the two figures never disagree.
    let share = match app.search().total_events() {
        Some((events, _)) if events > 0 => {
            100.0 * app.search().event_number().min(events) as f64 / events as f64
        }
        _ => 100.0 * now as f64 / total as f64,
    };
    let estimate = matches!(app.search().timeline().length(), Length::Estimate(_));
    let label = if estimate {
        format!("≈{share:>5.1}% ")
    } else {
        format!("{share:>6.1}% ")
    };
    buf.set_string(bar.x + bar.width, y, label, THEME.label);
}
