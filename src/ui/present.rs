//! The projector board (`--present`, `:present`, `f`): a layout for the back of a room.
//!
//! The board takes most of the screen, its squares as large as fit; above it, the counters
//! in one line (the counters panel's own figures, as many as the width holds); below it, the
//! newest events of the narration, a line each, the newest in bold; at the bottom the hint
//! bar, which always keeps the key that brings every panel back. The three are centred on
//! the screen as one block. Nothing else is drawn: the solutions, the masks, the stack and
//! the legend are one key away.
//!
//! # Squares
//!
//! Squares keep the proportions of the usual board (a terminal cell is about twice as tall
//! as it is wide, so a square `w` columns wide is `w / 2` lines tall) and grow without bound:
//! 5×2, 7×3, 9×4, 11×5, … (odd widths keep the queen in the middle), then the usual small
//! sizes and the compact drawing. At 200×60, n = 8 gets 13×6 squares (a board 113 columns
//! wide); at 80×24, 4×2. Where not even the compact board fits beside the counters line and
//! the hint bar, [`plan`] says so, and the usual layout (which may draw denser) takes over.
//!
//! The screen is drawn in the high-contrast palette, whatever `--theme` says: a projector
//! washes out the standard palette's wood tones.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::kit::appearance::{Appearance, Palette};
use super::kit::plan::{Drawing, Part, Plan, board_height, board_width};
use super::kit::squares::SquareSize;
use super::kit::text::{fit_line, width};
use super::kit::theme::THEME;
use crate::app::App;
use crate::hitmap::HitMap;
use crate::t;

/// The widest square tried, in columns: past it a board of n ≥ 4 would need a terminal wider
/// than any screen (a 4×4 board of 41-column squares is 173 columns and 84 lines).
const WIDEST: u16 = 41;

/// Lines of narration under the board, at most: the newest event and the two before it.
const NARRATION_LINES: u16 = 3;

/// Every drawing the projector board tries, the largest first: squares of every odd width
/// from [`WIDEST`] down to 5, each `width / 2` lines tall, then 4×2, 3×1, 2×1, 1×1 and the
/// compact drawing.
pub fn drawings() -> Vec<Drawing> {
    let square = |width, height| Drawing::Squares(SquareSize { width, height });
    let mut all: Vec<Drawing> = (5..=WIDEST)
        .rev()
        .step_by(2)
        .map(|w| square(w, w / 2))
        .collect();
    all.extend([
        square(4, 2),
        square(3, 1),
        square(2, 1),
        square(1, 1),
        Drawing::Compact,
    ]);
    all
}

/// What goes under the projector board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Under {
    /// Nothing (the narration is hidden).
    Nothing,
    /// The narration's newest lines.
    Narration,
    /// Predict mode's panel: its question or answer, and its score, as on the usual screen.
    Predict,
}

impl Under {
    /// The fewest and the most lines it takes.
    fn lines(self) -> (u16, u16) {
        match self {
            Under::Nothing => (0, 0),
            Under::Narration => (1, NARRATION_LINES),
            // Its border and title (the score), the question or verdict, the keys.
            Under::Predict => (3, 4),
        }
    }
}

/// Lays out the projector board of `n` on a screen of `area`, with `under` it the narration
/// or predict mode's panel (or nothing): the largest board that fits with the counters
/// line above it, the fewest lines of what goes under it and the hint bar; what goes under
/// takes up to its most lines of what is left. `None` where not even the compact board
/// fits so.
pub fn plan(n: usize, under: Under, area: Rect) -> Option<Plan> {
    let (least_narration, most_narration) = under.lines();
    // The counters line and the hint bar.
    let rows = area.height.checked_sub(2 + least_narration)?;
    let drawing = drawings().into_iter().find(|&d| {
        board_width(n, d, false) <= area.width && board_height(n, d, 0, false) <= rows
    })?;
    let (width, height) = (
        board_width(n, drawing, false),
        board_height(n, drawing, 0, false),
    );
    let narration_lines = (rows - height + least_narration).min(most_narration);
    // The counters, the board and the narration as one block, centred above the hint bar.
    let block = 1 + height + narration_lines;
    let top = area.y + (area.height - 1 - block) / 2;
    let left = area.x + (area.width - width) / 2;
    let mut parts = vec![
        (Part::Counters, Rect::new(area.x, top, area.width, 1)),
        (Part::Board, Rect::new(left, top + 1, width, height)),
    ];
    if narration_lines > 0 {
        parts.push((
            Part::Narration,
            Rect::new(area.x, top + 1 + height, area.width, narration_lines),
        ));
    }
    let footer = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    Some(Plan::of_parts(drawing, &parts, footer))
}

/// How the projector board looks: as `look` says, but in the high-contrast palette.
pub fn appearance(look: Appearance) -> Appearance {
    Appearance {
        // High contrast is its default; a palette asked for (`--theme standard`) stays.
        palette: match look.palette {
            Palette::Unchosen => Palette::Contrast,
            chosen => chosen,
        },
        ..look
    }
}

/// Draws the projector board of `app` as `plan` laid it out (the hint bar is the caller's).
pub fn render(app: &App, look: Appearance, plan: &Plan, buf: &mut Buffer, hits: &mut HitMap) {
    super::render_board_panel(app, look, plan, buf, hits);
    if let Some(area) = plan.rect(Part::Counters) {
        Paragraph::new(counters_line(app, usize::from(area.width)))
            .centered()
            .render(area, buf);
    }
    if let (Some(area), Some(predict)) = (plan.rect(Part::Narration), app.predict()) {
        super::predict::PredictPanel { predict }.render(area, buf);
    } else if let (Some(area), Some(narration)) = (plan.rect(Part::Narration), app.narration()) {
        let room = usize::from(area.height);
        let lines = narration.lines();
        let count = lines.len();
        let shown: Vec<Line> = lines
            .enumerate()
            .skip(count.saturating_sub(room))
            .map(|(i, told)| {
                let style = if i + 1 == count {
                    Style::new().add_modifier(Modifier::BOLD)
                } else {
                    THEME.dim
                };
                fit_line(
                    Line::styled(super::words::told(told), style),
                    usize::from(area.width.saturating_sub(2)),
                )
            })
            .collect();
        // Newest at the bottom, next to the hint bar, as in the narration panel.
        let top = area.y + area.height - super::kit::cells(shown.len());
        Paragraph::new(shown)
            .centered()
            .render(Rect { y: top, ..area }, buf);
    }
}

/// One counter of the counters panel: its label and its value, as the panel draws them.
#[derive(Debug, Clone)]
pub struct Counter {
    /// The label (`solutions`), trimmed.
    pub label: String,
    /// The value's spans, as the panel styles them.
    pub value: Vec<Span<'static>>,
}

impl Counter {
    /// The value as text.
    pub fn value_text(&self) -> String {
        self.value.iter().map(|s| s.content.as_ref()).collect()
    }

    /// Columns the counter takes on the line: the label, a space, the value.
    fn width(&self) -> usize {
        width(&self.label) + 1 + width(&self.value_text())
    }
}

/// The counters panel's lines as counters, in its order: each line's first span is its label,
/// the rest its value (the figures are the panel's own, never computed again).
pub fn counters(app: &App) -> Vec<Counter> {
    super::stats::lines(app)
        .into_iter()
        .filter_map(|line| {
            let mut spans = line.spans.into_iter();
            let label = spans.next()?.content.trim().to_string();
            let value: Vec<Span<'static>> = spans.collect();
            (!label.is_empty() && !value.is_empty()).then_some(Counter { label, value })
        })
        .collect()
}

/// The labels shown first where the line cannot hold every counter, the most telling first;
/// the others follow in the panel's order (in the language of the frame, as the panel says
/// them). The last event is left out: the narration under the board says it in words.
fn first() -> [String; 8] {
    [
        "n".to_string(),
        t!("panel-counters-solutions"),
        t!("panel-counters-status"),
        t!("panel-counters-placements"),
        t!("panel-counters-backtracks"),
        t!("panel-counters-dead-ends"),
        t!("panel-counters-depth"),
        t!("panel-counters-strategy"),
    ]
}

/// Columns between two counters.
const GAP: &str = "   ";

/// The counters that fit in `room` columns, in the panel's order: the [`FIRST`] ones, then
/// the others, each while it fits.
pub fn counters_shown(app: &App, room: usize) -> Vec<Counter> {
    let last_event = t!("panel-counters-last-event");
    let all: Vec<Counter> = counters(app)
        .into_iter()
        .filter(|c| c.label != last_event)
        .collect();
    let first = first();
    let rank = |c: &Counter| {
        first
            .iter()
            .position(|l| *l == c.label)
            .unwrap_or(first.len())
    };
    let mut by_rank: Vec<usize> = (0..all.len()).collect();
    by_rank.sort_by_key(|&i| (rank(&all[i]), i));
    let mut taken = vec![false; all.len()];
    let mut used = 0;
    for i in by_rank {
        let more = all[i].width() + if used == 0 { 0 } else { GAP.len() };
        if used + more <= room {
            used += more;
            taken[i] = true;
        }
    }
    all.into_iter()
        .zip(taken)
        .filter_map(|(c, t)| t.then_some(c))
        .collect()
}

/// The counters line: the labels dimmed, the values bold, as many as fit in `room` columns.
fn counters_line(app: &App, room: usize) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, counter) in counters_shown(app, room).into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(GAP));
        }
        spans.push(Span::styled(format!("{} ", counter.label), THEME.label));
        spans.extend(
            counter
                .value
                .into_iter()
                .map(|s| s.patch_style(Style::new().add_modifier(Modifier::BOLD))),
        );
    }
    Line::from(spans)
}
