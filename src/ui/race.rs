//! The race screen: the line saying who leads, the two sides (each its board and its
//! counters, side by side or one over the other), and once both are done, the summary table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::board::Board;
use super::kit::appearance::Appearance;
use super::kit::cells;
use super::kit::columns::widest;
use super::kit::format::{self, clock, grouped};
use super::kit::plan::TooSmall;
use super::kit::text::{fit_line, fit_title, width, wrap};
use super::kit::theme::THEME;
use super::layout::{self, RacePane, RacePlan};
use super::render_board;
use super::stats::{pace, row};
use crate::app::race::{Race, Standing, Standings};
use crate::app::{Search, Status};
use crate::solver::Work;
use crate::solver::catalog::Listing;
use crate::solver::known;
use crate::solver::search::Search as _;
use crate::t;
use crate::ui::words::Titled;

/// The most lines the lead takes at the top: one, so that no turn of the race (its end
/// included) moves the boards; the summary table below holds the figures a shortened lead
/// leaves out.
const LEAD_MAX_LINES: usize = 1;

/// The lead as it fits in `width` columns: the board and the speed first where they fit, at
/// most [`LEAD_MAX_LINES`] lines (the last shortened at a word if even that is too little).
pub fn lead_lines(race: &Race, width: u16) -> Vec<String> {
    let width = usize::from(width.saturating_sub(2)).max(1);
    let (headline, figures) = lead_parts(race);
    let lead = joined(&headline, figures.as_deref());
    let full = t!(
        "race-lead-with-board",
        n = race.n(),
        speed = format::speed(race.speed()),
        lead = lead.as_str()
    );
    // The headline alone (who leads, or how it ended) before a cut lead.
    let mut lines = [full, lead.clone(), headline]
        .into_iter()
        .map(|text| wrap(&text, width))
        .find(|lines| lines.len() <= LEAD_MAX_LINES)
        .unwrap_or_else(|| {
            let mut lines = wrap(&lead, width);
            let rest = lines.split_off(LEAD_MAX_LINES - 1).join(" ");
            lines.push(rest);
            lines
        });
    if let Some(last) = lines.last_mut() {
        *last = super::kit::text::shorten(last, width);
    }
    lines
}

/// The line that says how the race stands: its headline, then the figures behind it.
pub fn lead_text(race: &Race) -> String {
    let (headline, figures) = lead_parts(race);
    joined(&headline, figures.as_deref())
}

/// The headline and the figures behind it, as one line.
fn joined(headline: &str, figures: Option<&str>) -> String {
    match figures {
        Some(figures) => t!("race-lead", headline = headline, figures = figures),
        None => headline.to_string(),
    }
}

/// How the race stands, in two parts: the headline (who leads, or how it ended), and the
/// figures it rests on, where there are any.
fn lead_parts(race: &Race) -> (String, Option<String>) {
    let standings = race.standings();
    let [a, b] = &standings;
    let name = |i: usize| standings[i].strategy.title();
    let per = |s: &Standing| s.checks_per_solution().map_or("—".to_string(), grouped);
    let checks = |stops: &str| {
        t!(
            "race-lead-checks",
            a = a.strategy.title(),
            a_checks = per(a),
            b = b.strategy.title(),
            b_checks = per(b),
            stops = stops
        )
    };
    let stopped: Vec<&Standing> = standings
        .iter()
        .filter(|s| s.strategy.stops_at_first() && s.done)
        .collect();
    let stops = match stopped.as_slice() {
        [] => String::new(),
        [s] => t!("race-stops-one", name = s.strategy.title()),
        _ => t!("race-stops-both"),
    };
    match race.lead().standings {
        Standings::Over(Some(i)) => (
            t!("race-lead-over-winner", name = name(i)),
            Some(checks(&stops)),
        ),
        Standings::OverNoSolution => (t!("race-lead-over-no-solution", n = race.n()), None),
        Standings::Over(None) => (t!("race-lead-over-even"), Some(checks(&stops))),
        Standings::NoneYet => (t!("race-lead-none-yet"), None),
        Standings::Level(thriftier) => {
            let solutions = grouped(a.solutions);
            let headline = match thriftier {
                Some(i) => t!(
                    "race-lead-level-thriftier",
                    solutions = solutions,
                    name = name(i)
                ),
                None => t!("race-lead-level", solutions = solutions),
            };
            (headline, Some(checks("")))
        }
        Standings::Ahead(i) => {
            let (ahead, behind) = (&standings[i], &standings[1 - i]);
            let headline = t!(
                "race-lead-ahead",
                name = name(i),
                ahead = ahead.solutions,
                behind = grouped(behind.solutions),
                stops = stops
            );
            (headline, Some(checks("")))
        }
        Standings::Unlike => unlike_parts(&standings),
    }
}

/// The headline and figures of a race between a search that stops at its first solution
/// and one that finds them all: each one's checks for the solutions it found.
fn unlike_parts(standings: &[Standing; 2]) -> (String, Option<String>) {
    let [a, b] = standings;
    let first = usize::from(!a.strategy.stops_at_first());
    let work = |s: &Standing| {
        let (strategy, solutions) = (s.strategy.title(), grouped(s.solutions));
        match s.work {
            Some(w) => t!(
                "race-unlike-work",
                strategy = strategy,
                checks = grouped(w.checks),
                solutions = solutions
            ),
            None => t!(
                "race-unlike-work-uncounted",
                strategy = strategy,
                solutions = solutions
            ),
        }
    };
    (
        t!(
            "race-lead-unlike",
            first = standings[first].strategy.title(),
            other = standings[1 - first].strategy.title()
        ),
        Some(t!("race-unlike-checks", a = work(a), b = work(b))),
    )
}

/// The layout of the race screen in `area`, or the size it needs.
pub fn plan(race: &Race, area: Rect) -> Result<RacePlan, TooSmall> {
    let lead = cells(lead_lines(race, area.width).len());
    // The summary is there from the start, live, so that the end of the race changes no layout.
    layout::race_plan(race.n(), lead, true, area)
}

/// Draws the race as `plan` lays it out.
pub fn render(race: &Race, look: Appearance, plan: &RacePlan, buf: &mut Buffer) {
    let lead = race.lead();
    let lines: Vec<Line> = lead_lines(race, plan.lead.width)
        .into_iter()
        .map(|text| Line::styled(format!(" {text}"), THEME.message))
        .collect();
    Paragraph::new(lines).render(plan.lead, buf);
    for (i, (side, pane)) in race.sides().iter().zip(&plan.panes).enumerate() {
        render_side(side, lead.leader == Some(i), look, plan, pane, buf);
    }
    if let Some(area) = plan.summary {
        Summary {
            standings: race.standings(),
            leader: lead.leader,
            n: race.n(),
            over: race.status() == Status::Done,
        }
        .render(area, buf);
    }
}

/// One side: its title (strategy, status, and whether it leads), its board, its counters.
fn render_side(
    side: &Search,
    ahead: bool,
    look: Appearance,
    plan: &RacePlan,
    pane: &RacePane,
    buf: &mut Buffer,
) {
    let catalog = side.catalog();
    // Done, the board shows the last solution found, as the search view does.
    let last = (side.status() == Status::Done)
        .then(|| {
            catalog
                .total()
                .checked_sub(1)
                .and_then(|at| catalog.get(Listing::All, at))
        })
        .flatten();
    let room = usize::from(
        pane.area
            .width
            .saturating_sub(if pane.framed { 2 } else { 0 }),
    );
    let k = last.as_ref().map(|found| grouped(found.index));
    let title = side_title(side, ahead, k.as_deref(), room);
    let border = if ahead {
        THEME.focused_border
    } else {
        THEME.border
    };
    if pane.framed {
        Block::bordered()
            .title(fit_title(title, pane.area.width))
            .border_style(border)
            .render(pane.area, buf);
    } else {
        let line = fit_line(
            Line::styled(title, border.add_modifier(Modifier::BOLD)),
            usize::from(pane.area.width),
        );
        buf.set_line(pane.area.x, pane.area.y, &line, pane.area.width);
    }
    let board = Board {
        solution: last.as_ref().map(|found| found.cols.as_slice()),
        ..Board::of(side)
    };
    render_board(board, plan.drawing, look, pane.board, buf);
    if let Some(area) = pane.counters {
        Paragraph::new(counters(side, area.width)).render(area, buf);
    }
}

/// A side's title in `room` columns: its strategy and status, whether it leads and the number
/// `k` of the last solution it found. What does not fit goes whole, the last solution's
/// number first (the border's colour says who is ahead too): a number is never cut.
fn side_title(side: &Search, ahead: bool, k: Option<&str>, room: usize) -> String {
    let (strategy, status) = (side.strategy().title(), super::words::status(side.status()));
    let strategy = strategy.as_str();
    let head = t!(
        "race-side-title",
        strategy = strategy,
        status = status.as_str()
    );
    let with_lead = if ahead {
        t!(
            "race-side-title-ahead",
            strategy = strategy,
            status = status.as_str()
        )
    } else {
        head.clone()
    };
    let with_last = match (k, ahead) {
        (Some(k), true) => t!(
            "race-side-title-last-ahead",
            strategy = strategy,
            status = status.as_str(),
            k = k
        ),
        (Some(k), false) => t!(
            "race-side-title-last",
            strategy = strategy,
            status = status.as_str(),
            k = k
        ),
        (None, _) => with_lead.clone(),
    };
    [with_last, with_lead, head.clone()]
        .into_iter()
        .map(|title| format!(" {title} "))
        .find(|title| width(title) <= room)
        .unwrap_or_else(|| format!(" {head} "))
}

/// Columns of a counter's label (see [`row`]).
const LABEL: usize = 12;

/// The first of `forms` (the fullest first) that fits in `room` columns, else the last: a
/// value is shortened, never cut.
fn fit(room: usize, forms: Vec<String>) -> String {
    let last = forms.last().cloned().unwrap_or_default();
    forms
        .into_iter()
        .find(|form| width(form) <= room)
        .unwrap_or(last)
}

/// `k / total` in `room` columns: both in full, or the total rounded (`2.2e16`), or both,
/// else `k` alone (in full or rounded).
fn of_total(room: usize, k: u64, total: &str, rounded_total: &str) -> String {
    fit(
        room,
        vec![
            format!("{} / {total}", grouped(k)),
            format!("{} / {rounded_total}", grouped(k)),
            format!("{} / {rounded_total}", format::approx(k)),
            grouped(k),
            format::approx(k),
        ],
    )
}

/// A figure in `room` columns: in full, else rounded.
fn figure(room: usize, value: u64) -> String {
    fit(room, vec![grouped(value), format::approx(value)])
}

/// A side's counters, [`layout::RACE_COUNTERS_LINES`] of them, in `width` columns: its
/// events, solutions, checks and own work as `trace --summary` counts them, its pace and its
/// time. A figure too long for its row is rounded, or its total left out.
fn counters(side: &Search, width: u16) -> Vec<Line<'static>> {
    // A column is left before the pane's border, which the counters may reach.
    let room = usize::from(width).saturating_sub(LABEL + 1).max(1);
    let n = side.n();
    let c = side.counters();
    let k = side.event_number();
    let events = match side.total_events() {
        Some((total, true)) => of_total(room, k, &grouped(total), &format::approx(total)),
        _ => figure(room, k),
    };
    let solutions = if side.strategy().stops_at_first() {
        fit(
            room,
            vec![
                t!(
                    "race-counter-stops-at-one",
                    solutions = grouped(c.solutions)
                ),
                figure(room, c.solutions),
            ],
        )
    } else {
        match known(n) {
            Some(k) => of_total(
                room,
                c.solutions,
                &grouped(k.total),
                &format::approx(k.total),
            ),
            None => of_total(room, c.solutions, "?", "?"),
        }
    };
    let work = side.work();
    let checks = work.map_or(super::words::scan_gap(side.scan_gap()).to_string(), |w| {
        figure(room, w.checks)
    });
    let own = own_work(side, work.unwrap_or_default(), room);
    vec![
        row(&t!("race-counter-events"), events),
        row(&t!("race-counter-solutions"), solutions),
        row(&t!("race-counter-checks"), checks),
        row(&own.0, own.1),
        row(&t!("race-counter-pace"), pace(side.pace())),
        row(&t!("race-counter-time"), clock(side.elapsed())),
    ]
}

/// The work a strategy counts in its own units, in `room` columns: nodes for the
/// backtracking pair, boards tested (of all there are) for `permutations` and `bruteforce`,
/// moves for `min-conflicts`.
fn own_work(side: &Search, work: Work, room: usize) -> (String, String) {
    let own = side
        .other()
        .and_then(|other| super::strategy::view(other.strategy()).race_counter(other, work));
    if let Some((name, forms)) = own {
        return (name, fit(room, forms));
    }
    match side.other() {
        Some(other) => (
            t!("race-counter-boards"),
            match other.boards_in_all() {
                Some(all) => of_total(room, work.boards, &grouped(all), &format::approx(all)),
                None => figure(room, work.boards),
            },
        ),
        None => (t!("race-counter-nodes"), figure(room, work.nodes)),
    }
}

/// The table of the race so far: a row per side, the figures `trace --summary` prints for each
/// strategy, and the ones per solution.
struct Summary {
    standings: [Standing; 2],
    leader: Option<usize>,
    n: usize,
    /// Both sides are done.
    over: bool,
}

/// A column of the summary: its heading, a cell per side, and how much it matters (columns
/// that do not fit go, the least important first).
struct Column {
    head: String,
    cells: [String; 2],
    rank: u8,
}

impl Summary {
    fn columns(&self) -> Vec<Column> {
        let [a, b] = &self.standings;
        let each = |f: &dyn Fn(&Standing) -> String| [f(a), f(b)];
        let work = |f: fn(Work) -> u64| {
            move |s: &Standing| s.work.map_or("—".to_string(), |w| grouped(f(w)))
        };
        let per = |v: Option<u64>| v.map_or("—".to_string(), grouped);
        vec![
            Column {
                head: t!("race-head-strategy"),
                cells: each(&|s| s.strategy.title()),
                rank: 0,
            },
            Column {
                head: t!("race-head-events"),
                cells: each(&|s| grouped(s.events)),
                rank: 1,
            },
            Column {
                head: t!("race-head-solutions"),
                cells: each(&|s| grouped(s.solutions)),
                rank: 2,
            },
            Column {
                head: t!("race-head-checks"),
                cells: each(&work(|w| w.checks)),
                rank: 3,
            },
            Column {
                head: t!("race-head-boards"),
                cells: each(&work(|w| w.boards)),
                rank: 6,
            },
            Column {
                head: t!("race-head-nodes"),
                cells: each(&work(|w| w.nodes)),
                rank: 8,
            },
            Column {
                head: t!("race-head-events-per-solution"),
                cells: each(&|s| per(s.events_per_solution())),
                rank: 4,
            },
            Column {
                head: t!("race-head-checks-per-solution"),
                cells: each(&|s| per(s.checks_per_solution())),
                rank: 7,
            },
            Column {
                head: t!("race-head-time"),
                cells: each(&|s| {
                    if s.elapsed.is_zero() {
                        "—".to_string()
                    } else {
                        clock(s.elapsed)
                    }
                }),
                rank: 5,
            },
        ]
    }
}

impl Widget for Summary {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = Block::bordered()
            .title(fit_title(
                format!(
                    " {} ",
                    if self.over {
                        t!("race-summary-title-over", n = self.n)
                    } else {
                        t!("race-summary-title", n = self.n)
                    }
                ),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        const GAP: usize = 2;
        let mut columns = self.columns();
        let width = |c: &Column| widest(0, c.cells.iter().chain([&c.head]).map(String::as_str));
        let room = usize::from(inner.width);
        // The least important columns go until the rest fit.
        while columns.iter().map(|c| width(c) + GAP).sum::<usize>() > room && columns.len() > 1 {
            let least = columns
                .iter()
                .enumerate()
                .max_by_key(|(_, c)| c.rank)
                .map_or(0, |(at, _)| at);
            columns.remove(least);
        }
        let line = |cells: Vec<(String, usize, bool)>, style: Style| {
            let spans: Vec<Span> = cells
                .into_iter()
                .map(|(text, w, left)| {
                    let text = if left {
                        format!(" {} ", super::kit::columns::left(&text, w))
                    } else {
                        format!(" {} ", super::kit::columns::right(&text, w))
                    };
                    Span::styled(text, style)
                })
                .collect();
            Line::from(spans)
        };
        let mut lines = vec![line(
            columns
                .iter()
                .map(|c| (c.head.clone(), width(c), c.rank == 0))
                .collect(),
            THEME.label,
        )];
        for side in 0..2 {
            let style = if self.leader == Some(side) {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            lines.push(line(
                columns
                    .iter()
                    .map(|c| (c.cells[side].clone(), width(c), c.rank == 0))
                    .collect(),
                style,
            ));
        }
        Paragraph::new(lines).render(inner, buf);
    }
}
