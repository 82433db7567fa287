//! The race screen: the line saying who leads, the two sides (each its board and its
//! counters, side by side or one over the other), and once both are done, the summary table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::appearance::Appearance;
use super::board::Board;
use super::format::{self, clock, grouped};
use super::layout::{self, RacePane, RacePlan, TooSmall};
use super::stats::{pace, row};
use super::text::{fit_line, fit_title, wrap};
use super::theme::THEME;
use super::{cells, render_board};
use crate::app::race::{Race, Standing, Standings};
use crate::app::{Search, Status};
use crate::solver::catalog::Listing;
use crate::solver::known;
use crate::solver::notation::plural;
use crate::solver::search::Search as _;
use crate::solver::{AnySearch, Work};

/// The most lines the lead takes at the top: one, so that no turn of the race (its end
/// included) moves the boards; the summary table below holds the figures a shortened lead
/// leaves out.
const LEAD_MAX_LINES: usize = 1;

/// The lead as it fits in `width` columns: the board and the speed first where they fit, at
/// most [`LEAD_MAX_LINES`] lines (the last shortened at a word if even that is too little).
pub fn lead_lines(race: &Race, width: u16) -> Vec<String> {
    let width = usize::from(width.saturating_sub(2)).max(1);
    let lead = lead_text(race);
    let full = format!(
        "n = {} · {} · {lead}",
        race.n(),
        format::speed(race.speed())
    );
    // The lead's first clause alone (who leads, or how it ended) before a cut one.
    let first = lead.split(" · ").next().unwrap_or_default().to_string();
    let mut lines = [full, lead.clone(), first]
        .into_iter()
        .map(|text| wrap(&text, width))
        .find(|lines| lines.len() <= LEAD_MAX_LINES)
        .unwrap_or_else(|| {
            let mut lines = wrap(&lead_text(race), width);
            let rest = lines.split_off(LEAD_MAX_LINES - 1).join(" ");
            lines.push(rest);
            lines
        });
    if let Some(last) = lines.last_mut() {
        *last = super::text::shorten(last, width);
    }
    lines
}

/// The line that says how the race stands.
pub fn lead_text(race: &Race) -> String {
    let standings = race.standings();
    let [a, b] = standings;
    let name = |i: usize| standings[i].strategy.name();
    let per = |s: &Standing| s.checks_per_solution().map_or("—".to_string(), grouped);
    let checks = format!(
        "checks per solution: {} {}, {} {}",
        a.strategy,
        per(&a),
        b.strategy,
        per(&b)
    );
    let stopped: Vec<&Standing> = standings
        .iter()
        .filter(|s| s.strategy.stops_at_first() && s.done)
        .collect();
    let stops = match stopped.as_slice() {
        [] => String::new(),
        [s] => format!(" ({} stops at its first)", s.strategy),
        _ => " (both stop at their first)".to_string(),
    };
    match race.lead().standings {
        Standings::Over(Some(i)) => format!(
            "race over: {} took fewer checks per solution · {checks}{stops}",
            name(i)
        ),
        Standings::OverNoSolution => format!("race over: n = {} has no solution", race.n()),
        Standings::Over(None) => format!("race over: even · {checks}{stops}"),
        Standings::NoneYet => "no solution yet on either side".to_string(),
        Standings::Level(thriftier) => format!(
            "level at {} each{} · {checks}",
            grouped(a.solutions),
            thriftier.map_or(String::new(), |i| format!(", {} thriftier", name(i)))
        ),
        Standings::Ahead(i) => {
            let (ahead, behind) = (&standings[i], &standings[1 - i]);
            format!(
                "{} leads: {} to {}{stops} · {checks}",
                name(i),
                plural(ahead.solutions, "solution"),
                grouped(behind.solutions)
            )
        }
        Standings::Unlike => {
            let first = usize::from(!a.strategy.stops_at_first());
            let work = |s: &Standing| {
                let checks = s.work.map_or("—".to_string(), |w| grouped(w.checks));
                format!("{} {checks} for {}", s.strategy, grouped(s.solutions))
            };
            format!(
                "not comparable: {} stops at its first solution, {} looks for all · checks: {}, {}",
                name(first),
                name(1 - first),
                work(&a),
                work(&b)
            )
        }
    }
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
    // What does not fit goes whole, the last solution's number first (the border's colour
    // says who is ahead too): a number is never cut.
    let head = format!(
        " {} · {}",
        side.strategy(),
        super::words::status(side.status())
    );
    let last_found = last.as_ref().map_or(String::new(), |found| {
        format!(" · last #{}", grouped(found.index))
    });
    let lead = if ahead { " · ahead" } else { "" };
    let room = usize::from(
        pane.area
            .width
            .saturating_sub(if pane.framed { 2 } else { 0 }),
    );
    let title = [
        format!("{head}{last_found}{lead} "),
        format!("{head}{lead} "),
        format!("{head} "),
    ]
    .into_iter()
    .find(|t| t.chars().count() <= room)
    .unwrap_or_else(|| format!("{head} "));
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

/// Columns of a counter's label (see [`row`]).
const LABEL: usize = 12;

/// The first of `forms` (the fullest first) that fits in `room` columns, else the last: a
/// value is shortened, never cut.
fn fit(room: usize, forms: Vec<String>) -> String {
    let last = forms.last().cloned().unwrap_or_default();
    forms
        .into_iter()
        .find(|form| form.chars().count() <= room)
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
    let room = usize::from(width).saturating_sub(LABEL).max(1);
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
                format!("{} (stops at one)", grouped(c.solutions)),
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
        row("events", events),
        row("solutions", solutions),
        row("checks", checks),
        row(own.0, own.1),
        row("events/s", pace(side.pace())),
        row("time", clock(side.elapsed())),
    ]
}

/// The work a strategy counts in its own units, in `room` columns: nodes for the
/// backtracking pair, boards tested (of all there are) for `permutations` and `bruteforce`,
/// moves for `min-conflicts`.
fn own_work(side: &Search, work: Work, room: usize) -> (&'static str, String) {
    match side.other() {
        Some(AnySearch::MinConflicts(_)) => (
            "moves",
            fit(
                room,
                vec![
                    format!(
                        "{} · {} restart{}",
                        grouped(work.moves),
                        grouped(work.restarts),
                        if work.restarts == 1 { "" } else { "s" }
                    ),
                    figure(room, work.moves),
                ],
            ),
        ),
        Some(AnySearch::LasVegas(lv)) => ("tries", figure(room, u64::from(lv.tries().started))),
        Some(AnySearch::Genetic(g)) => (
            "generations",
            figure(room, u64::from(g.generation().unwrap_or(0))),
        ),
        Some(
            AnySearch::BreadthFirst(_) | AnySearch::BestFirst(_) | AnySearch::ForwardChecking(_),
        ) => ("nodes", figure(room, work.nodes)),
        Some(other) => (
            "boards",
            match other.boards_in_all() {
                Some(all) => of_total(room, work.boards, &grouped(all), &format::approx(all)),
                None => figure(room, work.boards),
            },
        ),
        None => ("nodes", figure(room, work.nodes)),
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
    head: &'static str,
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
                head: "strategy",
                cells: each(&|s| s.strategy.name().to_string()),
                rank: 0,
            },
            Column {
                head: "events",
                cells: each(&|s| grouped(s.events)),
                rank: 1,
            },
            Column {
                head: "solutions",
                cells: each(&|s| grouped(s.solutions)),
                rank: 2,
            },
            Column {
                head: "checks",
                cells: each(&work(|w| w.checks)),
                rank: 3,
            },
            Column {
                head: "boards tested",
                cells: each(&work(|w| w.boards)),
                rank: 6,
            },
            Column {
                head: "nodes",
                cells: each(&work(|w| w.nodes)),
                rank: 8,
            },
            Column {
                head: "events/sol.",
                cells: each(&|s| per(s.events_per_solution())),
                rank: 4,
            },
            Column {
                head: "checks/sol.",
                cells: each(&|s| per(s.checks_per_solution())),
                rank: 7,
            },
            Column {
                head: "time",
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
                    " {} · n = {} ",
                    if self.over { "Race over" } else { "Race" },
                    self.n
                ),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        const GAP: usize = 2;
        let mut columns = self.columns();
        let width = |c: &Column| {
            c.cells
                .iter()
                .map(|s| s.chars().count())
                .chain([c.head.chars().count()])
                .max()
                .unwrap_or(0)
        };
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
                        format!(" {text:<w$} ")
                    } else {
                        format!(" {text:>w$} ")
                    };
                    Span::styled(text, style)
                })
                .collect();
            Line::from(spans)
        };
        let mut lines = vec![line(
            columns
                .iter()
                .map(|c| (c.head.to_string(), width(c), c.rank == 0))
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
