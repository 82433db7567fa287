//! The stats panel: status, speed, solutions against the known total, counters, progress.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::counters::LABEL_WIDTH;
use super::kit::format::{self, clock, grouped};
use super::kit::text::{fit_title, pad};
use super::kit::theme::THEME;
use crate::app::search::Pace;
use crate::app::{App, Status};
use crate::input::key_of;
use crate::solver::known;
use crate::solver::probe::Costs;
use crate::solver::{AnySearch, known::Known};
use crate::t;
use crate::ui::words::Titled;
use crate::vocabulary::{Action, Strategy};

/// The counters' rows, which the strategies' own rows are made of (their folders name them
/// here).
pub use super::kit::counters::{Shared, row, whole_board_rows};

/// Lines the panel needs inside its border (the gauge included).
pub const HEIGHT: u16 = 17;

/// The stats of the search, borrowed for one frame.
pub struct Stats<'a> {
    /// The application state shown.
    pub app: &'a App,
}

impl Widget for Stats<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("panel-counters-title")),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let [text, gauge] = inner.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(1),
        ]));
        Paragraph::new(lines(app)).render(text, buf);

        // The last line is the timeline's (see [`bar_line`]), drawn by the caller, which
        // records where it went for the mouse.
        let _ = gauge;
    }
}

/// Columns the panel needs for `app`, border included: its widest line of text (of those
/// that fit above the gauge), a blank column and the border, and never less than `least`,
/// so that ordinary changes of its values do not move the other panels. Measured from the
/// text the panel will show, not by drawing it.
pub fn width(app: &App, least: u16) -> u16 {
    // More than any line of the panel takes (two 23-character counts and a label).
    const ROOM: usize = 98;
    let widest = lines(app)
        .iter()
        .take(usize::from(HEIGHT - 1))
        .map(|line| {
            // Trailing blanks draw nothing: they take no room.
            let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
            super::kit::text::width(text.trim_end()).min(ROOM)
        })
        .max()
        .unwrap_or(0)
        .max(reserved_for_the_length(app));
    // The left border, the text, a blank column, the right border.
    (super::kit::cells(widest) + 3).max(least)
}

/// The panel's lines of text, top down (the gauge below them is the caller's).
pub(super) fn lines(app: &App) -> Vec<Line<'static>> {
    let n = app.n();
    let known = known(n);
    let known_total = known.map_or("?".to_string(), |k| grouped(k.total));
    let known_unique = known.map_or("?".to_string(), |k| grouped(k.unique));
    let (bitmask_checks, scan_checks) = app.checks();
    let last = app
        .last_event()
        .map_or("—".to_string(), |event| super::words::event(event, n));
    let mut lines = vec![
        row("n", n.to_string()),
        Line::from(
            [
                vec![Span::styled(
                    pad(&t!("panel-counters-status"), LABEL_WIDTH),
                    THEME.label,
                )],
                status(app),
            ]
            .concat(),
        ),
        row(&t!("panel-counters-event"), event_of_total(app)),
        row(&t!("panel-counters-speed"), format::speed(app.speed())),
        row(
            &t!("panel-counters-strategy"),
            t!(
                "panel-counters-strategy-value",
                strategy = app.strategy().title(),
                key = key_of(&Action::ToggleStrategy),
                next = app.strategy().next().title()
            ),
        ),
    ];
    match app.search().other() {
        Some(other) => lines.extend(other_rows(app, other, known)),
        None => lines.extend(backtracking_rows(app, &known_total, &known_unique)),
    }
    if app.search().other().is_none() {
        lines.extend(checks_rows(
            app.strategy(),
            bitmask_checks,
            scan_checks,
            app,
        ));
    }
    lines.extend([
        row(&t!("panel-counters-pace"), pace(app.search().pace())),
        row(&t!("panel-counters-elapsed"), clock(app.elapsed())),
        row(&t!("panel-counters-last-event"), last),
    ]);
    lines
}

/// The status and what it waits for (rewinding, pausing at the next solution or dead end,
/// jumping), after the status's label.
fn status(app: &App) -> Vec<Span<'static>> {
    let status_style = match app.status() {
        Status::Running => THEME.running,
        Status::Paused => THEME.paused,
        Status::Done => THEME.done,
    };
    let mut status = vec![Span::styled(
        super::words::status(app.status()),
        status_style,
    )];
    if app.rewinding() {
        status.push(Span::styled(
            format!(" {}", t!("panel-counters-rewinding")),
            THEME.dim,
        ));
    }
    if app.search().pausing_at_solution() {
        status.push(Span::styled(
            format!(" {}", t!("panel-counters-to-solution")),
            THEME.dim,
        ));
    }
    if app.search().pausing_at_dead_end() {
        status.push(Span::styled(
            format!(" {}", t!("panel-counters-to-dead-end")),
            THEME.dim,
        ));
    }
    if app.search().seeking().is_some() {
        status.push(Span::styled(
            format!(" {}", t!("panel-counters-jumping")),
            THEME.dim,
        ));
    }
    status
}

/// The counters of the backtracking searches: solutions and classes against the known
/// totals, placements, backtracks, dead ends and depth.
fn backtracking_rows(app: &App, known_total: &str, known_unique: &str) -> [Line<'static>; 6] {
    let (c, n) = (app.solver().counters(), app.n());
    let catalog = app.catalog();
    [
        row(
            &t!("panel-counters-solutions"),
            format!("{} / {known_total}", grouped(c.solutions)),
        ),
        row(
            &t!("panel-counters-classes"),
            format!("{} / {known_unique}", grouped(catalog.unique())),
        ),
        row(&t!("panel-counters-placements"), grouped(c.placements)),
        row(&t!("panel-counters-backtracks"), grouped(c.removals)),
        row(&t!("panel-counters-dead-ends"), grouped(c.dead_ends)),
        row(
            &t!("panel-counters-depth"),
            format!("{} / {n}", app.solver().depth()),
        ),
    ]
}

/// The checks of the backtracking strategies for the same progress, side by side on two
/// lines, two figures a line, in the registry's order (the one searching lit): the bitmask's
/// mask operations, the scan's comparisons, the arrays' lookups, the matrix's cells walked,
/// each strategy's figure and name its view's [`View::checks`](super::strategy::View::checks).
/// Narrower than the other rows (no label column), so four figures do not widen the panel.
fn checks_rows(
    searching: Strategy,
    bitmask: u64,
    probes: Option<Costs>,
    app: &App,
) -> [Line<'static>; 2] {
    let figure = |strategy: Strategy, name: &str, value: u64| -> Vec<Span<'static>> {
        let style = if strategy == searching {
            THEME.selected
        } else {
            ratatui::style::Style::new()
        };
        vec![
            Span::styled(format!("{name} "), THEME.label),
            Span::styled(grouped(value), style),
        ]
    };
    let sep = || Span::styled(" · ", THEME.dim);
    let mut first = vec![Span::styled(
        format!("{} ", t!("panel-checks-label")),
        THEME.label,
    )];
    let mut second = Vec::new();
    let figures = Strategy::ALL.into_iter().filter_map(|strategy| {
        let (name, value) = super::strategy::view(strategy).checks(bitmask, probes.as_ref())?;
        Some(figure(strategy, &name, value))
    });
    for (i, spans) in figures.enumerate() {
        let line = if i < 2 { &mut first } else { &mut second };
        if i % 2 == 1 {
            line.push(sep());
        }
        line.extend(spans);
    }
    if probes.is_none() {
        // The three counts went together.
        first.push(sep());
        first.push(Span::styled(t!("panel-checks-others"), THEME.label));
        second.push(Span::styled(
            super::words::scan_gap(app.search().scan_gap()),
            THEME.dim,
        ));
    }
    [Line::from(first), Line::from(second)]
}

/// The counters of a strategy other than the backtracking pair, as many lines as the
/// backtracking ones: its work in the units that compare across strategies, and the bitmask's
/// for the same board.
fn other_rows<'a>(app: &App, other: &AnySearch, known: Option<Known>) -> Vec<Line<'a>> {
    let known_total = known.map_or("?".to_string(), |k| grouped(k.total));
    let bitmask = match app.search().bitmask_tree() {
        Some((tree, true)) => t!(
            "panel-counters-bitmask-nodes",
            nodes = tree.placements,
            solutions = tree.solutions
        ),
        // An estimate past u64 saturates: say so rather than print the ceiling as a figure.
        Some((tree, false)) if tree.placements == u64::MAX => {
            t!(
                "panel-counters-bitmask-over",
                nodes = format::approx(u64::MAX)
            )
        }
        Some((tree, false)) => t!(
            "panel-counters-bitmask-about",
            nodes = format::approx(tree.placements)
        ),
        None => "—".to_string(),
    };
    let shared = Shared {
        known,
        known_total,
        bitmask,
    };
    super::strategy::view(other.strategy()).rows(app, other, shared)
}

/// The line of the panel drawn in `area` that holds the timeline bar: its last inside line.
pub fn bar_line(area: Rect) -> Rect {
    let inner = Block::bordered().inner(area);
    Rect {
        y: inner.bottom().saturating_sub(1),
        height: inner.height.min(1),
        ..inner
    }
}

/// `event k / total`: where the search is in its whole run, by the strategy's numbering;
/// `…` while the run's length is counted, `≈` for an estimate. `k` takes the width of an exact
/// total, so the panel does not change width as it counts; very long figures are shortened
/// so that the row never pushes the panel off a small screen.
/// Columns the `event k / total` line may come to take once the run's length arrives: kept
/// from the start, so a figure arriving never moves the panels.
fn reserved_for_the_length(app: &App) -> usize {
    app.search().expected_total().map_or(0, |bound| {
        let total = grouped(bound).len();
        12 + (total * 2 + 3).min(EVENT_ROOM)
    })
}

/// Characters the figures of the `event` line may take (`k / total`).
const EVENT_ROOM: usize = 33;

fn event_of_total(app: &App) -> String {
    const ROOM: usize = EVENT_ROOM;
    let search = app.search();
    let k = search.event_number();
    let short = |v: u64| {
        let text = grouped(v);
        if text.len() > 11 {
            format::approx(v)
        } else {
            text
        }
    };
    if !search.has_fixed_length() {
        // A local search's run ends when its random choices find a solution.
        return format!("{} / —", short(k));
    }
    match search.total_events() {
        Some((total, true)) => {
            let (k_text, total_text) = (grouped(k), grouped(total));
            if k_text.len().max(total_text.len()) * 2 + 3 <= ROOM {
                format!("{k_text:>w$} / {total_text}", w = total_text.len())
            } else {
                format!("{} / {}", format::approx(k), format::approx(total))
            }
        }
        // An estimate past u64 saturates: say so rather than print the ceiling as a figure.
        Some((u64::MAX, false)) => format!("{} / >{}", short(k), format::approx(u64::MAX)),
        Some((total, false)) => format!("{} / ≈{}", short(k), format::approx(total)),
        None => format!("{} / …", short(k)),
    }
}

/// The events-per-second figure: what it is, and what kind of figure it is.
pub fn pace(pace: Pace) -> String {
    match pace {
        Pace::Measured(rate) => format::rate(rate),
        Pace::Measuring => t!("panel-pace-measuring"),
        Pace::Set(speed) => t!("panel-pace-set", speed = format::speed(speed)),
        Pace::Average(Some(rate)) => t!("panel-pace-average", rate = format::rate(rate)),
        Pace::Average(None) => t!("panel-pace-by-hand"),
    }
}
