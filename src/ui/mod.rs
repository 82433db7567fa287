//! The view: pure functions of the application state, one widget per panel.

pub mod appearance;
pub mod board;
pub mod code;
pub mod command_line;
pub mod compact;
pub mod dense;
pub mod footer;
pub mod format;
pub mod heat;
pub mod help;
pub mod layout;
pub mod legend;
pub mod masks;
pub mod narration;
pub mod play;
pub mod race;
pub mod shown;
pub mod solutions;
pub mod stack;
pub mod stats;
pub mod text;
pub mod theme;
pub mod timeline;
pub mod tree;
pub mod words;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::app::view::Side;
use crate::app::{App, Overlay, Shown};
use crate::hitmap::HitMap;
use crate::input::key_of;
use crate::solver::AnySearch;
use crate::vocabulary::{Action, Focus, Panel, Strategy, Viewport};
use appearance::Appearance;
use board::Board;
use compact::CompactBoard;
use dense::DenseBoard;
use footer::Footer;
use help::Help;
pub use layout::{Demands, Drawing, Part, Plan, SquareSize, TooSmall};
use legend::Legend;
use masks::Masks;
use narration::NarrationPanel;
use solutions::SolutionsPanel;
use stack::Stack;
use stats::Stats;
use theme::THEME;

/// A count of rows or columns as terminal cells (a terminal is never wider than `u16`).
pub fn cells(count: usize) -> u16 {
    u16::try_from(count).unwrap_or(u16::MAX)
}

/// The narrowest the counters panel is, so that ordinary changes of its values (a longer
/// event, a faster speed) do not move the other panels.
const STATS_WIDTH: u16 = 36;

/// Columns the counters panel needs for what it shows now, border included: the widest of its
/// lines, measured by drawing it once off screen, so the width follows whatever it shows.
fn counters_width(app: &App) -> u16 {
    // Wider than any line of the panel (two 23-character counts and a label).
    const ROOM: u16 = 100;
    let height = stats::HEIGHT + 2;
    let mut scratch = Buffer::empty(Rect::new(0, 0, ROOM, height));
    Stats { app }.render(scratch.area, &mut scratch);
    // The text lines, not the borders or the gauge (which fills its whole line).
    let widest = (1..height.saturating_sub(2))
        .filter_map(|y| {
            (1..ROOM - 1)
                .rev()
                .find(|&x| scratch[(x, y)].symbol() != " ")
        })
        .max()
        .unwrap_or(0);
    // The text from column 1 to `widest`, a blank column, the border.
    (widest + 3).max(STATS_WIDTH)
}

/// What the layout needs to know of `app`.
pub fn demands(app: &App) -> Demands {
    Demands {
        n: app.n(),
        narration: app.narration().is_some(),
        solutions: app.search().lists_solutions(),
        solutions_focused: app.focus() == Focus::Solutions,
        counters_width: counters_width(app),
        // Up to the lettered files the compact board (which shows every square) always fits
        // a terminal of 80×24 or more; past them a min-conflicts board may go dense.
        dense: app.n() > board::LETTERED_UP_TO
            && app
                .search()
                .other()
                .is_some_and(|other| matches!(other, AnySearch::MinConflicts(_))),
    }
}

/// The layout of `app` on a screen of `area`, or the size it needs.
pub fn plan(app: &App, area: Rect) -> Result<Plan, TooSmall> {
    match app.play() {
        Some(play) => layout::play_plan(play.n(), area),
        None => layout::plan(&demands(app), area),
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

/// Whether the screen of `app` fits in `area`, or the size it needs.
pub fn fits(app: &App, area: Rect) -> Result<(), TooSmall> {
    match app.race() {
        Some(race) => race::plan(race, area).map(drop),
        None => plan(app, area).map(drop),
    }
}

fn render_screen(app: &App, look: Appearance, area: Rect, buf: &mut Buffer, drawn: &mut Drawn) {
    if let Some(race) = app.race() {
        match race::plan(race, area) {
            Ok(plan) => {
                race::render(race, look, &plan, buf);
                render_bottom(app, look, area, plan.footer, true, buf, drawn);
            }
            Err(TooSmall { width, height }) => {
                too_small(app, race.n(), (width, height), area, buf);
            }
        }
        return;
    }
    let plan = match plan(app, area) {
        Ok(plan) => plan,
        Err(TooSmall { width, height }) => {
            too_small(app, app.n(), (width, height), area, buf);
            return;
        }
    };
    let (list_rows, tree) = match app.play() {
        Some(play) => {
            play::render_board(play, &plan, buf, &mut drawn.hits);
            if let Some(area) = plan.rect(Part::Counters) {
                play::PlayPanel {
                    play,
                    ascii: look.ascii,
                    no_color: look.no_color,
                }
                .render(area, buf);
            }
            (0, (0, 0))
        }
        None => render_search(app, look, &plan, buf, &mut drawn.hits),
    };
    render_bottom(
        app,
        look,
        area,
        plan.footer,
        plan.prompt_in_footer(),
        buf,
        drawn,
    );
    drawn.viewport.list_rows = list_rows;
    drawn.viewport.tree = tree;
}

/// What every screen has over its panels: the hint bar (or the command line, or the `#`
/// prompt if `prompt_in_footer`) in `footer`, and the help when it is open; records how much
/// of the help showed.
fn render_bottom(
    app: &App,
    look: Appearance,
    area: Rect,
    footer: Rect,
    prompt_in_footer: bool,
    buf: &mut Buffer,
    drawn: &mut Drawn,
) {
    // The command line takes the bottom line while it is open; typing a solution number is
    // always in view: in the solutions panel, or else here.
    if let Some(line) = &app.view().prompt.line {
        command_line::CommandLinePrompt { line }.render(footer, buf);
    } else if prompt_in_footer && app.browser().jump_input().is_some() {
        Paragraph::new(solutions::prompt_line(app, usize::from(footer.width))).render(footer, buf);
    } else {
        Footer { app, look }.render(footer, buf);
    }

    let help_max_scroll = if app.overlay() == Overlay::Help {
        // Over everything but the hint bar, which says how to scroll and close it.
        let [above_footer, _] = area.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(1),
        ]));
        let (popup, max_scroll) = Help {
            scroll: app.help_scroll(),
            play: app.play().is_some(),
            race: app.race().is_some(),
        }
        .render(above_footer, buf);
        drawn.hits.panel(popup, Panel::Help);
        max_scroll
    } else {
        0
    };
    drawn.viewport = Viewport {
        help_max_scroll,
        ..Viewport::default()
    };
}

/// Where a panel asked for goes: the solutions panel's place if the code (the larger of the
/// two) fits there, else the counters' (the board and its masks always stay).
fn side_place(plan: &Plan) -> Option<Part> {
    let fits = |part: Part| {
        plan.rect(part)
            .is_some_and(|r| r.width >= code::WIDTH + 2 && r.height >= code::HEIGHT + 2)
    };
    [Part::Solutions, Part::Counters]
        .into_iter()
        .find(|&p| fits(p))
        .or_else(|| plan.rect(Part::Counters).map(|_| Part::Counters))
        .or_else(|| plan.rect(Part::Solutions).map(|_| Part::Solutions))
}

/// The panels of the search; returns the rows of the solutions list on screen.
fn render_search(
    app: &App,
    look: Appearance,
    plan: &Plan,
    buf: &mut Buffer,
    hits: &mut HitMap,
) -> (u16, (u16, u16)) {
    render_board_panel(app, look, plan, buf, hits);
    let side = match app.view().side {
        // Only the backtracking search has a tree: for the others, the usual panels.
        Side::Tree if !app.strategy().backtracks() => Side::None,
        side => side,
    };
    // The tree takes all the room right of the board where that is wide enough; the panels
    // there give way to it.
    let tree_area = (side == Side::Tree).then(|| tree_place(plan)).flatten();
    let free = |part: Part| {
        plan.rect(part)
            .filter(|r| tree_area.is_none_or(|t| !t.intersects(*r)))
    };
    // Any other panel asked for takes the solutions' place where it fits there, else the
    // counters'.
    let place = (side != Side::None && tree_area.is_none())
        .then(|| side_place(plan))
        .flatten();
    if let Some(area) = free(Part::Counters)
        && place != Some(Part::Counters)
    {
        Stats { app }.render(area, buf);
        timeline::TimelineBar { app }.render(stats::bar_line(area), buf, hits);
    }
    let list_rows = match free(Part::Solutions) {
        Some(area) if place != Some(Part::Solutions) => {
            SolutionsPanel { app }.render(area, buf, hits)
        }
        _ => 0,
    };
    let mut tree_room = (0, 0);
    if let Some(area) = tree_area {
        tree_room = tree::TreePanel { app }.render(area, buf, hits);
    } else if let Some(area) = place.and_then(|part| plan.rect(part)) {
        match side {
            Side::Code => code::CodePanel { app }.render(area, buf),
            Side::Heat(kind) => heat::HeatPanel {
                heat: app.search().heat(),
                kind,
            }
            .render(area, buf),
            Side::Tree => tree_room = tree::TreePanel { app }.render(area, buf, hits),
            Side::None => {}
        }
    }
    if let (Some(area), Some(narration)) = (free(Part::Narration), app.narration()) {
        NarrationPanel { narration }.render(area, buf);
    }
    if let Some(area) = free(Part::Stack) {
        Stack { app }.render(area, buf);
    }
    if let Some(area) = free(Part::Legend) {
        Legend {
            strategy: app.strategy(),
            dense: plan.drawing == Drawing::Dense,
        }
        .render(area, buf);
    }
    if let Some(area) = free(Part::Explanation) {
        render_explanation(app.strategy(), area, buf);
    }
    (list_rows, tree_room)
}

/// Where the tree goes: right of the board, from the top to the narration (or the hint bar),
/// if that is wide and tall enough.
fn tree_place(plan: &Plan) -> Option<Rect> {
    let board = plan.board();
    let right = plan.footer.right();
    let bottom = plan.rect(Part::Narration).map_or(plan.footer.y, |r| r.y);
    let area = Rect {
        x: board.right(),
        y: board.y,
        width: right.saturating_sub(board.right()),
        height: bottom.saturating_sub(board.y),
    };
    (area.width >= tree::MIN_WIDTH && area.height >= 6).then_some(area)
}

/// The board, its file letters and the masks under it, in one frame so the columns line up.
/// Records where the squares went (a compact board records nothing: a line of it holds two
/// ranks, so a click could not tell which square was meant).
fn render_board_panel(
    app: &App,
    look: Appearance,
    plan: &Plan,
    buf: &mut Buffer,
    hits: &mut HitMap,
) {
    let solver = app.solver();
    let n = app.n();
    let shown = app.shown_solution();
    let area = plan.board();
    let masks = plan.rect(Part::Masks);
    let mut block = Block::bordered()
        .title(match &shown {
            // Said in the title too, where no room is left under the board.
            Some((found, Shown::Selected)) => {
                format!(" n = {n} · solution #{} ", format::grouped(found.index))
            }
            Some((found, Shown::LastFound)) => {
                format!(" n = {n} · done · last #{} ", format::grouped(found.index))
            }
            Some((_, Shown::NoneExist)) => format!(" n = {n} · done · none exist "),
            None => format!(" Board n = {n} "),
        })
        .border_style(THEME.border);
    if masks.is_some() && shown.is_none() && app.search().other().is_none() {
        let row = solver.depth();
        block = block.title_bottom(if row == n {
            " masks: board full ".to_string()
        } else if app.strategy() == Strategy::Bitmask {
            format!(" masks of rank {} ", board::rank_of(n, row))
        } else {
            format!(" masks of rank {} (bitmask only) ", board::rank_of(n, row))
        });
    }
    if plan.drawing == Drawing::Dense {
        // Said where it is seen: this board is not drawn a square a cell.
        let room = usize::from(area.width.saturating_sub(4));
        let title = [
            " dense: a dot a queen, 2 files × 4 ranks a character ",
            " dense: 2×4 squares a character ",
            " dense: 2×4 a character ",
            " dense ",
        ]
        .into_iter()
        .find(|t| t.chars().count() <= room)
        .unwrap_or_default();
        block = block.title_bottom(title);
    }
    let inner = block.inner(area);
    block.render(area, buf);
    let board_area = Rect {
        height: (plan.drawing.lines(n) + 1).min(inner.height),
        ..inner
    };
    let board = Board {
        inspect: app.inspected(),
        solution: shown.as_ref().map(|(found, _)| found.cols.as_slice()),
        heat: match app.view().side {
            // The heat map counts the backtracking search's events only.
            Side::Heat(kind) if app.search().other().is_none() => Some((app.search().heat(), kind)),
            _ => None,
        },
        ..Board::of(app.search())
    };
    render_board(board, plan.drawing, look, board_area, buf);
    if let Drawing::Squares(size) = plan.drawing {
        let origin = Position::new(board::column_x(board_area.x, size.width, 0), board_area.y);
        hits.board(origin, size.width, size.height, cells(n));
    }
    if let Some(area) = masks {
        match &shown {
            Some((found, why)) => shown::ShownNote {
                app,
                shown: (found, *why),
            }
            .render(area, buf),
            None if app.search().other().is_some() => {
                // No masks to show: say why, in their place, dimmed as unused masks are.
                let bitmask = Strategy::Bitmask;
                let reach = if n <= bitmask.max_animated_n() {
                    format!("{} cycles to it", key_of(&Action::ToggleStrategy))
                } else {
                    format!("it searches up to n = {}", bitmask.max_animated_n())
                };
                let note = format!(
                    "No masks: {} {}; the masks are the bitmask's ({reach}).",
                    app.strategy(),
                    if app.strategy() == Strategy::MinConflicts {
                        "counts the queens on each file and diagonal"
                    } else {
                        "tests whole boards, queen against queen"
                    },
                );
                Paragraph::new(note)
                    .style(THEME.dim)
                    .wrap(Wrap { trim: true })
                    .render(area, buf);
            }
            None => Masks {
                solver,
                cell: plan.drawing.columns(),
                unused: app.strategy() != Strategy::Bitmask,
            }
            .render(area, buf),
        }
    }
}

/// Draws `board` in `area` as `drawing` says: squares of glyphs, or the compact drawing
/// (colours only, or the queens alone where `look` has no colours).
pub fn render_board(
    board: Board<'_>,
    drawing: Drawing,
    look: Appearance,
    area: Rect,
    buf: &mut Buffer,
) {
    match drawing {
        Drawing::Squares(cell) => Board { cell, ..board }.render(area, buf),
        Drawing::Compact => CompactBoard {
            board,
            plain: look.no_color || look.ascii,
        }
        .render(area, buf),
        Drawing::Dense => DenseBoard { board }.render(area, buf),
    }
}

/// What the masks mean (for the other strategies, how they search): the full text where it
/// fits, else the short one.
fn render_explanation(strategy: Strategy, area: Rect, buf: &mut Buffer) {
    // A blank column before the border, as everywhere.
    let width = usize::from(area.width.saturating_sub(3));
    let room = usize::from(area.height.saturating_sub(2));
    let (title, texts) = match strategy {
        Strategy::Bitmask | Strategy::Scan => {
            (" Masks ", [masks::EXPLANATION, masks::SHORT_EXPLANATION])
        }
        Strategy::Permutations => (
            " How ",
            [
                "Each rank takes a file no rank above took: n! boards. Only a complete board is tested, queen against queen.",
                "n! boards, each tested when complete.",
            ],
        ),
        Strategy::Bruteforce => (
            " How ",
            [
                "Each rank takes any file: n^n boards. Only a complete board is tested, queen against queen.",
                "n^n boards, each tested when complete.",
            ],
        ),
        Strategy::MinConflicts => (
            " How ",
            [
                "A random board; then an attacked queen moves to the least attacked square of its rank, until none is attacked.",
                "Attacked queens move until none is.",
            ],
        ),
    };
    let lines = texts
        .into_iter()
        .map(|text| text::wrap(text, width))
        .find(|lines| lines.len() <= room)
        .unwrap_or_default();
    Paragraph::new(lines.into_iter().map(Line::raw).collect::<Vec<_>>())
        .style(THEME.dim)
        .block(Block::bordered().title(title).border_style(THEME.border))
        .render(area, buf);
}

/// The note shown instead of the screen when the terminal is too small for the board of `n`,
/// which needs `needs` (columns, lines).
fn too_small(app: &App, n: usize, needs: (u16, u16), area: Rect, buf: &mut Buffer) {
    let (width, height) = needs;
    // `[` helps only if a smaller board would fit this terminal.
    let smaller_fits = n > 1 && app.play().is_none() && layout::board_fits(1, area);
    let text = format!(
        "Enlarge the terminal: n = {n} needs {width}×{height}, this one is {}×{}.{} {} quits.",
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
