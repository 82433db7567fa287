//! The view: pure functions of the application state, one widget per panel.

pub mod appearance;
pub mod board;
pub mod footer;
pub mod format;
pub mod help;
pub mod masks;
pub mod narration;
pub mod shown;
pub mod solutions;
pub mod stack;
pub mod stats;
pub mod theme;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::app::{App, Overlay};
use crate::hitmap::HitMap;
use crate::input::key_of;
use crate::vocabulary::{Action, Focus, Panel, Strategy, Viewport};
use appearance::Appearance;
use board::{Board, LABEL_WIDTH};
use footer::Footer;
use help::Help;
use masks::Masks;
use narration::NarrationPanel;
use solutions::SolutionsPanel;
use stack::Stack;
use stats::Stats;
use theme::{Shade, THEME};

/// A count of rows or columns as terminal cells (a terminal is never wider than `u16`).
pub fn cells(count: usize) -> u16 {
    u16::try_from(count).unwrap_or(u16::MAX)
}

/// The narrowest the stats panel may be.
const STATS_WIDTH: u16 = 36;

/// How the screen is laid out for a terminal: the width of a board square and whether the
/// solutions panel has room, or the size it would need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fit {
    /// Squares `cell` columns wide fit, with the solutions panel if `solutions`.
    Cells {
        /// Width of a square.
        cell: u16,
        /// The solutions panel has room.
        solutions: bool,
    },
    /// Nothing fits; the terminal must be at least this big.
    TooSmall {
        /// Columns needed.
        width: u16,
        /// Rows needed.
        height: u16,
    },
}

/// Width of the board panel, borders included, for squares `cell` wide.
fn board_panel_width(n: usize, cell: u16) -> u16 {
    // Wide enough for the titles on the smallest boards too.
    (2 + LABEL_WIDTH + cells(n) * cell + 1).max(20)
}

/// Height of the board panel, borders included: ranks, files and the four masks.
fn board_panel_height(n: usize) -> u16 {
    2 + cells(n) + 1 + masks::HEIGHT
}

/// Rows the narration strip takes at least (one line and its border) and at most.
const NARRATION_MIN: u16 = 3;
const NARRATION_MAX: u16 = 6;

/// Rows the screen needs without the narration.
fn fit_height(n: usize) -> u16 {
    board_panel_height(n).max(stats::HEIGHT + 2) + 1
}

/// The best layout that fits: wide squares first, and the solutions panel if it has room
/// (squares of 2 columns with the panel beat squares of 3 without it; 1-column squares are
/// the last resort).
pub fn fit(n: usize, area: Rect) -> Fit {
    let height = fit_height(n);
    let fits = |cell, solutions: bool| {
        let panel = if solutions { solutions::MIN_WIDTH } else { 0 };
        board_panel_width(n, cell) + STATS_WIDTH + panel <= area.width
    };
    let choice = [
        (3, true),
        (2, true),
        (3, false),
        (2, false),
        (1, true),
        (1, false),
    ]
    .into_iter()
    .find(|&(cell, solutions)| fits(cell, solutions));
    match choice {
        Some((cell, solutions)) if height <= area.height => Fit::Cells { cell, solutions },
        _ => Fit::TooSmall {
            width: board_panel_width(n, 1) + STATS_WIDTH,
            height,
        },
    }
}

/// What a drawn frame tells the rest of the program: where the mouse can point, and how much
/// of the scrolling panels showed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawn {
    /// What was drawn where, for clicks.
    pub hits: HitMap,
    /// How much of the scrolling panels the screen showed, for the state.
    pub viewport: Viewport,
}

/// Draws the whole screen for `app` as `look` says.
pub fn draw(frame: &mut Frame, app: &App, look: Appearance) -> Drawn {
    render(app, look, frame.area(), frame.buffer_mut())
}

/// Renders the whole screen into `buf` (what [`draw`] does, without a terminal).
pub fn render(app: &App, look: Appearance, area: Rect, buf: &mut Buffer) -> Drawn {
    let mut drawn = Drawn::default();
    render_screen(app, look, area, buf, &mut drawn);
    look.apply(area, buf);
    drawn
}

fn render_screen(app: &App, look: Appearance, area: Rect, buf: &mut Buffer, drawn: &mut Drawn) {
    let (cell, with_solutions) = match fit(app.n(), area) {
        Fit::Cells { cell, solutions } => (cell, solutions),
        Fit::TooSmall { width, height } => {
            too_small(app, width, height, area, buf);
            return;
        }
    };
    // The narration runs under everything, full width, where the height allows.
    let spare = area.height.saturating_sub(fit_height(app.n()));
    let narration_height = match app.narration() {
        Some(_) if spare >= NARRATION_MIN => spare.min(NARRATION_MAX),
        _ => 0,
    };
    let [body, narration_area, footer] = area.layout(&Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(narration_height),
        Constraint::Length(1),
    ]));
    if let Some(narration) = app.narration()
        && narration_height > 0
    {
        NarrationPanel { narration }.render(narration_area, buf);
    }
    let [left, middle, right] = body.layout(&Layout::horizontal([
        Constraint::Length(board_panel_width(app.n(), cell)),
        if with_solutions {
            Constraint::Length(STATS_WIDTH)
        } else {
            Constraint::Fill(1)
        },
        Constraint::Fill(if with_solutions { 1 } else { 0 }),
    ]));
    let [board_panel, below_board] = left.layout(&Layout::vertical([
        Constraint::Length(board_panel_height(app.n())),
        Constraint::Fill(1),
    ]));
    render_board_panel(app, cell, board_panel, buf, &mut drawn.hits);
    render_explanation(below_board, buf);

    // Without room for a third column, the solutions panel takes the middle column while it
    // has the focus (Tab); the live board stays in view on the left.
    let list_rows = if with_solutions {
        render_middle(app, middle, buf);
        SolutionsPanel { app }.render(right, buf, &mut drawn.hits)
    } else if app.focus() == Focus::Solutions {
        SolutionsPanel { app }.render(middle, buf, &mut drawn.hits)
    } else {
        render_middle(app, middle, buf);
        0
    };
    Footer { app, look }.render(footer, buf);

    let help_max_scroll = if app.overlay() == Overlay::Help {
        // Over everything but the hint bar, which says how to scroll and close it.
        let [above_footer, _] = area.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(1),
        ]));
        let (popup, max_scroll) = Help {
            scroll: app.help_scroll(),
        }
        .render(above_footer, buf);
        drawn.hits.panel(popup, Panel::Help);
        max_scroll
    } else {
        0
    };
    drawn.viewport = Viewport {
        list_rows,
        help_max_scroll,
    };
}

/// The middle column: the stats, the stack (its height fixed by n, so nothing moves as the
/// search goes up and down), and the legend where there is room.
fn render_middle(app: &App, area: Rect, buf: &mut Buffer) {
    // The stats first, then the stack with what is left, then the legend.
    let stats_height = (stats::HEIGHT + 2).min(area.height);
    let stack_height = (cells(app.n()) + 3).min(area.height - stats_height);
    let [stats_area, stack_area, legend_area] = area.layout(&Layout::vertical([
        Constraint::Length(stats_height),
        Constraint::Length(stack_height),
        Constraint::Fill(1),
    ]));
    Stats { app }.render(stats_area, buf);
    if stack_area.height >= 4 {
        Stack { app }.render(stack_area, buf);
    }
    render_legend(legend_area, buf);
}

/// The board, its file letters and the masks under it, in one frame so the columns line up.
/// Records where the squares went.
fn render_board_panel(app: &App, cell: u16, area: Rect, buf: &mut Buffer, hits: &mut HitMap) {
    let solver = app.solver();
    let n = app.n();
    let row = solver.depth();
    let shown = app.shown_solution();
    let masks_title = if shown.is_some() {
        String::new()
    } else if row == n {
        " masks: board full ".to_string()
    } else if app.strategy() == Strategy::Bitmask {
        format!(" masks of rank {} ", board::rank_of(n, row))
    } else {
        format!(" masks of rank {} (bitmask only) ", board::rank_of(n, row))
    };
    let block = Block::bordered()
        .title(format!(" Board n = {n} "))
        .title_bottom(masks_title)
        .border_style(THEME.border);
    let inner = block.inner(area);
    block.render(area, buf);
    let [board_area, masks_area] = inner.layout(&Layout::vertical([
        Constraint::Length(cells(n) + 1),
        Constraint::Length(masks::HEIGHT),
    ]));
    Board {
        solver,
        last: app.last_event(),
        cell,
        inspect: app.inspected(),
        scan_tested: app.search().scan_tested(),
        solution: shown.as_ref().map(|(found, _)| found.cols.as_slice()),
    }
    .render(board_area, buf);
    match &shown {
        Some((found, why)) => shown::ShownNote {
            app,
            shown: (found, *why),
        }
        .render(masks_area, buf),
        None => Masks {
            solver,
            cell,
            unused: app.strategy() != Strategy::Bitmask,
        }
        .render(masks_area, buf),
    }
    let origin =
        ratatui::layout::Position::new(board::column_x(board_area.x, cell, 0), board_area.y);
    hits.board(origin, cell, cells(n));
}

/// What the masks mean, where there is room below the board: the full text where it fits,
/// else the short one.
fn render_explanation(area: Rect, buf: &mut Buffer) {
    let inner_width = usize::from(area.width.saturating_sub(2)).max(1);
    // Wrapping breaks at words, so allow a few lines more than the characters need.
    let lines_for = |text: &str| text.chars().count().div_ceil(inner_width) + 2;
    let room = usize::from(area.height.saturating_sub(2));
    let text = [masks::EXPLANATION, masks::SHORT_EXPLANATION]
        .into_iter()
        .find(|text| lines_for(text) <= room);
    let Some(text) = text else { return };
    Paragraph::new(text)
        .wrap(Wrap { trim: true })
        .style(THEME.dim)
        .block(
            Block::bordered()
                .title(" Masks ")
                .border_style(THEME.border),
        )
        .render(area, buf);
}

/// What the board's marks mean, where there is room below the stats.
fn render_legend(area: Rect, buf: &mut Buffer) {
    if area.height < 4 {
        return;
    }
    let entry = |glyph: &'static str, bg, what: &'static str| {
        Line::from(vec![
            Span::styled(glyph, ratatui::style::Style::new().bg(bg).fg(THEME.piece)),
            Span::raw(format!("  {what}")),
        ])
    };
    let lines = vec![
        entry(" ♛ ", THEME.placed, "queen just placed"),
        entry(" ♛ ", THEME.square(0, 0, Shade::Plain), "queen"),
        entry(" ♕ ", THEME.lifted, "just lifted (backtrack)"),
        entry(
            " ▸ ",
            THEME.square(0, 0, Shade::Row),
            "row searched; ○ next try",
        ),
        entry(
            " · ",
            THEME.square(0, 0, Shade::Attacked),
            "attacked square",
        ),
        entry(" × ", THEME.dead, "dead end: no free square"),
        entry(" ? ", THEME.inspected, "scan: testing this square"),
        entry(" ✗ ", THEME.dead, "scan: refused, line to attacker"),
    ];
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .title(" Legend ")
                .border_style(THEME.border),
        )
        .render(area, buf);
}

/// The note shown instead of the screen when the terminal is too small for the board.
fn too_small(app: &App, width: u16, height: u16, area: Rect, buf: &mut Buffer) {
    // `[` helps only if a smaller board would fit this terminal.
    let smaller_fits = app.n() > 1 && matches!(fit(1, area), Fit::Cells { .. });
    let text = format!(
        "Enlarge the terminal: n = {} needs {width}×{height}, this one is {}×{}.{} {} quits.",
        app.n(),
        area.width,
        area.height,
        if smaller_fits {
            format!(" {} makes the board smaller.", key_of(&Action::Shrink))
        } else {
            String::new()
        },
        key_of(&Action::Quit)
    );
    let lines = cells(text.chars().count()).div_ceil(area.width.max(1));
    let [_, middle, _] = area.layout(&Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(lines),
        Constraint::Fill(1),
    ]));
    Paragraph::new(text)
        .style(THEME.message)
        .wrap(Wrap { trim: true })
        .centered()
        .render(middle, buf);
}
