//! The view: pure functions of the application state, one widget per panel.
//!
//! A frame is laid out once, before it is drawn ([`frame::plan`]: the screen, its panels, the
//! list's and the help's rows, the tree diagram); the state takes in what it needs of the
//! plan ([`crate::app::App::prepare`]), then the same plan is drawn ([`render_plan`]).

pub mod arrays;
pub mod board;
pub mod caption;
pub mod code;
pub mod command_line;
pub mod compare;
pub mod edge;
pub mod footer;
pub mod frame;
pub mod heat;
pub mod help;
pub mod kit;
pub mod layout;
pub mod legend;
pub mod masks;
pub mod method_rows;
pub mod narration;
pub mod play;
pub mod predict;
pub mod present;
pub mod race;
pub mod shown;
pub mod solutions;
pub mod stack;
pub mod stats;
pub mod strategy;
pub mod timeline;
pub mod tree;
pub mod words;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::app::tree::Icicle;
use crate::app::view::Side;
use crate::app::{App, Effect, Shown};
use crate::hitmap::HitMap;
use crate::input::key_of;
use crate::solver::catalog::Found;
use crate::t;
use crate::ui::words::Titled;
use crate::vocabulary::{Action, Focus, Panel, Strategy, Viewport};
use board::Board;
use board::compact::CompactBoard;
use board::dense::DenseBoard;
use footer::Footer;
use frame::{FramePlan, Screen, SearchPlan};
use help::Help;
use kit::appearance::Appearance;
use kit::theme::THEME;
use legend::Legend;
use masks::Masks;
use narration::NarrationPanel;
use solutions::SolutionsPanel;
use stack::Stack;
use stats::Stats;
use strategy::view;

/// The primitives the rest of the program (and its tests) reads: styles, cells, number forms
/// and text fitting; what a screen's plan is made of.
pub use kit::plan::{Drawing, Part, Plan, TooSmall};
pub use kit::squares::SquareSize;
pub use kit::{appearance, cells, format, text, theme};
pub use layout::Demands;

/// The narrowest the counters panel is, so that ordinary changes of its values (a longer
/// event, a faster speed) do not move the other panels.
const STATS_WIDTH: u16 = 36;

/// What the layout needs to know of `app`.
pub fn demands(app: &App) -> Demands {
    Demands {
        n: app.n(),
        narration: app.narration().is_some() || app.predict().is_some(),
        solutions: app.search().lists_solutions(),
        solutions_focused: app.focus() == Focus::Solutions,
        counters_width: stats::width(app, STATS_WIDTH).max(timeline::label_width(app)),
        counters_lines: stats::HEIGHT + 2,
        masks_lines: masks::HEIGHT,
        legend: legend::size(),
        code_width: code::WIDTH + 2,
        own_roomy_width: arrays::roomy_width(app.n()) + 2,
        solutions_width: solutions::width_for(app.n(), solutions::largest_number(app)),
        dense: may_go_dense(app, app.n()),
        own: own_panel(app.strategy()),
        edge: view(app.strategy()).edge(),
        stack_width: stack_width(app.strategy()),
        stack_roomy: view(app.strategy()).stack_roomy(app.n()),
        explanation: explanation(app.strategy()).1,
        board_text: shown::board_text_width(app),
        masks_text: masks_text(app),
    }
}

/// Columns the board panel wants for the words that come with the masks, border included:
/// their title, or the line under a strategy's arrays in their place (see
/// [`Demands::masks_text`]).
fn masks_text(app: &App) -> u16 {
    if own_panel(app.strategy()) == Some(Part::Masks) {
        arrays::said_width()
    } else if app.search().other().is_some() {
        // No masks to title: the words in their place wrap.
        0
    } else {
        cells(text::width(&masks_title(app)) + 4)
    }
}

/// The masks' title under the board: which rank's masks they are.
fn masks_title(app: &App) -> String {
    let n = app.n();
    let row = app.solver().depth();
    if row == n {
        t!("panel-masks-title-full")
    } else {
        view(app.strategy()).masks_title(kit::squares::rank_of(n, row))
    }
}

/// Columns the panel in the stack's place needs for `strategy`, border included.
pub fn stack_width(strategy: Strategy) -> u16 {
    view(strategy).stack_width()
}

/// The panel `strategy` draws of its own, and the usual panel whose place it takes: the
/// arrays (in the masks' place), the frontier, the tries, the open list, the domains and the
/// population (in the stack's). It is the point
/// of the strategy: the layout puts it right after the counters ([`Demands::importance`]).
pub fn own_panel(strategy: Strategy) -> Option<Part> {
    view(strategy).own_panel()
}

/// Whether `app`'s search on a board of `n` may be drawn dense: up to the lettered files the
/// compact board (which shows every square) always fits a terminal of 80×24 or more; past
/// them a min-conflicts board may go dense.
fn may_go_dense(app: &App, n: usize) -> bool {
    n > kit::squares::LETTERED_UP_TO
        && app
            .search()
            .other()
            .is_some_and(|other| view(other.strategy()).may_go_dense())
}

/// The layout of `app` on a screen of `area`, or the size it needs: measured in the words of
/// the screen's language, as the frame draws them.
pub fn plan(app: &App, area: Rect) -> Result<Plan, TooSmall> {
    app.in_words(|| match app.play() {
        Some(play) => layout::play_plan(play.n(), area),
        None => layout::plan(&demands(app), area),
    })
}

/// What a drawn frame tells the rest of the program: where the mouse can point, and how much
/// of the scrolling panels showed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawn {
    /// What was drawn where, for clicks.
    pub hits: HitMap,
    /// How much of the scrolling panels the screen showed (what the state took in before
    /// the frame, if it was prepared).
    pub viewport: Viewport,
}

/// Draws the whole screen for `app` as `look` says, as the state stands (see
/// [`draw_prepared`] for the loop's frames, which the state learns of first).
pub fn draw(frame: &mut Frame, app: &App, look: Appearance) -> Drawn {
    render(app, look, frame.area(), frame.buffer_mut())
}

/// Renders the whole screen into `buf` (what [`draw`] does, without a terminal).
pub fn render(app: &App, look: Appearance, area: Rect, buf: &mut Buffer) -> Drawn {
    render_plan(app, look, &frame::plan(app, area), buf)
}

/// A frame of the event loop: lays it out, lets `app` take in what it needs of the layout
/// (the list's page, the tree's missing sizes), then draws that same layout. Returns what
/// was drawn, and the background work the state asked for.
pub fn draw_prepared(frame: &mut Frame, app: &mut App, look: Appearance) -> (Drawn, Vec<Effect>) {
    render_prepared(app, look, frame.area(), frame.buffer_mut())
}

/// What [`draw_prepared`] does, into `buf`.
pub fn render_prepared(
    app: &mut App,
    look: Appearance,
    area: Rect,
    buf: &mut Buffer,
) -> (Drawn, Vec<Effect>) {
    let plan = frame::plan(app, area);
    let effects = app.prepare(plan.needs());
    (render_plan(app, look, &plan, buf), effects)
}

/// Draws the frame `plan` laid out for `app`.
pub fn render_plan(app: &App, look: Appearance, plan: &FramePlan, buf: &mut Buffer) -> Drawn {
    app.in_words(|| render_in_lang(app, look, plan, buf))
}

/// [`render_plan`] in the language of the thread.
fn render_in_lang(app: &App, look: Appearance, plan: &FramePlan, buf: &mut Buffer) -> Drawn {
    let mut drawn = Drawn {
        viewport: plan.needs().viewport,
        ..Drawn::default()
    };
    let area = plan.area;
    match &plan.screen {
        Screen::TooSmall { n, needs } => too_small(app, *n, (needs.width, needs.height), area, buf),
        Screen::Race(race_plan) => {
            if let Some(race) = app.race() {
                race::render(race, look, race_plan, buf);
            }
            render_bottom(app, look, plan, race_plan.footer, true, buf, &mut drawn);
        }
        Screen::Play(layout) => {
            if let Some(play) = app.play() {
                play::render_board(play, layout, buf, &mut drawn.hits);
                if let Some(area) = layout.rect(Part::Counters) {
                    play::PlayPanel {
                        play,
                        ascii: look.ascii,
                        no_color: look.no_color,
                    }
                    .render(area, buf);
                }
            }
            let in_footer = layout.prompt_in_footer();
            render_bottom(app, look, plan, layout.footer, in_footer, buf, &mut drawn);
        }
        Screen::Present(layout) => {
            present::render(app, look, layout, buf, &mut drawn.hits);
            render_bottom(app, look, plan, layout.footer, true, buf, &mut drawn);
        }
        Screen::Search(search) => {
            render_search(
                app,
                look,
                search,
                plan.needs().tree.as_ref(),
                buf,
                &mut drawn.hits,
            );
            let in_footer = search.plan.prompt_in_footer();
            render_bottom(
                app,
                look,
                plan,
                search.plan.footer,
                in_footer,
                buf,
                &mut drawn,
            );
        }
    }
    let look = match plan.screen {
        Screen::Present(_) => present::appearance(look),
        _ => look,
    };
    if let (Some(rect), Some(playing)) = (plan.caption, app.lesson()) {
        caption::CaptionPanel { playing }.render(rect, buf);
    }
    if let Some(view) = app.comparing() {
        compare::render(view, app.lesson().is_some(), area, buf);
    }
    clear_overlapped_wide(area, buf);
    look.apply(area, buf);
    drawn
}

/// Blanks every wide character (a Chinese one takes two columns) whose second column a later
/// panel drew over, as the help's border over a word of the board's title: a terminal shows
/// the wide character whole and loses what covers it, so the word goes, not the border.
fn clear_overlapped_wide(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right().saturating_sub(1) {
            let symbol = buf[(x, y)].symbol();
            // ASCII is one column: only the rare other symbols are measured.
            if symbol.is_ascii() || text::width(symbol) < 2 {
                continue;
            }
            if buf[(x + 1, y)].symbol() != " " {
                buf[(x, y)].set_symbol(" ");
            }
        }
    }
}

/// Whether the screen of `app` fits in `area`, or the size it needs.
pub fn fits(app: &App, area: Rect) -> Result<(), TooSmall> {
    app.in_words(|| match app.race() {
        Some(race) => race::plan(race, area).map(drop),
        None => plan(app, area).map(drop),
    })
}

/// What every screen has over its panels: the hint bar (or the command line, or the `#`
/// prompt if `prompt_in_footer`) in `footer`, and the help when it is open.
fn render_bottom(
    app: &App,
    look: Appearance,
    plan: &FramePlan,
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
        // The help's scroll keys are offered only where it has more than it shows.
        let help_scrolls = plan.help.as_ref().is_some_and(|h| h.max_scroll > 0);
        Footer {
            app,
            look,
            help_scrolls,
        }
        .render(footer, buf);
    }
    if let Some(layout) = &plan.help {
        drawn.hits.panel(layout.popup, Panel::Help);
        Help {
            scroll: app.help_scroll(),
            play: app.play().is_some(),
            race: app.race().is_some(),
            predict: app.predict().is_some_and(|p| p.question().is_some()),
        }
        .render(layout.clone(), buf);
    }
}

/// The panels of the search, as `search` placed them; `icicle` is the tree as laid out.
fn render_search(
    app: &App,
    look: Appearance,
    search: &SearchPlan,
    icicle: Option<&Icicle>,
    buf: &mut Buffer,
    hits: &mut HitMap,
) {
    render_board_panel(app, look, &search.plan, buf, hits);
    if let Some(area) = search.counters() {
        Stats { app }.render(area, buf);
        timeline::TimelineBar { app }.render(stats::bar_line(area), buf, hits);
    }
    if let Some(area) = search.list() {
        SolutionsPanel { app }.render(area, buf, hits);
    }
    if let Some(area) = search.tree() {
        tree::TreePanel { app, icicle }.render(area, buf, hits);
    } else if let Some(area) = search.side_area() {
        match search.side {
            Side::Code => code::CodePanel { app }.render(area, buf),
            Side::Heat(kind) => heat::HeatPanel {
                heat: app.search().heat(),
                kind,
            }
            .render(area, buf),
            Side::Tree | Side::None => {}
        }
    }
    // Predict mode's panel takes the narration's place while the mode is on.
    if let (Some(area), Some(predict)) = (search.free(Part::Narration), app.predict()) {
        predict::PredictPanel { predict }.render(area, buf);
    } else if let (Some(area), Some(narration)) = (search.free(Part::Narration), app.narration()) {
        NarrationPanel { narration }.render(area, buf);
    }
    if let Some(area) = search.free(Part::Stack) {
        // The searches that keep no stack show their own panel in its place.
        if !view(app.strategy()).render_in_stack(app, area, buf) {
            Stack { app }.render(area, buf);
        }
    }
    if let Some(area) = search.free(Part::Legend) {
        Legend {
            strategy: app.strategy(),
            dense: search.plan.drawing == Drawing::Dense,
        }
        .render(area, buf);
    }
    if let Some(area) = search.free(Part::Explanation) {
        render_explanation(app.strategy(), area, buf);
    }
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
    // What the board shows, and done, said in the title too (where no room is left under
    // the board, or the board is alone on screen).
    let masks_titled = masks.is_some() && shown.is_none() && app.search().other().is_none();
    let block = board_block(app, plan, area, masks_titled);
    let inner = block.inner(area);
    block.render(area, buf);
    // The edge's indices take a line above the ranks (and one under the letters).
    let edge = plan.rect(Part::Edge);
    let top = inner.y + u16::from(edge.is_some());
    let board_area = Rect {
        y: top,
        height: (plan.drawing.lines(n) + 1).min(inner.bottom().saturating_sub(top)),
        ..inner
    };
    if let (Some(area), Drawing::Squares(cell)) = (edge, plan.drawing) {
        edge::Edge {
            solver,
            last: app.last_event(),
            cell,
            live: shown.is_none(),
        }
        .render(area, buf);
    }
    let board = Board {
        inspect: app.inspected(),
        solution: shown.as_ref().map(|(found, _)| found.cols.as_slice()),
        heat: match app.view().side {
            // The heat map counts the backtracking search's events only.
            Side::Heat(kind) if app.search().other().is_none() => Some((app.search().heat(), kind)),
            _ => None,
        },
        veiled: app.predict().is_some(),
        ..Board::of(app.search())
    };
    render_board(board, plan.drawing, look, board_area, buf);
    if let Drawing::Squares(size) = plan.drawing {
        let origin = Position::new(
            kit::squares::column_x(board_area.x, size.width, 0),
            board_area.y,
        );
        hits.board(origin, size.width, size.height, cells(n));
    }
    if let Some(area) = masks {
        render_under_board(app, plan, shown.as_ref(), area, buf);
    }
}

/// The board panel's box, with its titles: what the board shows, the masks' title under it
/// (`masks_titled`), and the dense drawing said where it is seen.
fn board_block(app: &App, plan: &Plan, area: Rect, masks_titled: bool) -> Block<'static> {
    let mut block = Block::bordered()
        .title(shown::board_title(app, area.width))
        .border_style(THEME.border);
    if masks_titled {
        let title = format!(" {} ", masks_title(app));
        block = block.title_bottom(text::fit_title(title, area.width));
    }
    if plan.drawing == Drawing::Dense {
        // Said where it is seen: this board is not drawn a square a cell.
        let room = usize::from(area.width.saturating_sub(4));
        let title = [
            t!("panel-dense-title-long"),
            t!("panel-dense-title"),
            t!("panel-dense-title-short"),
            t!("panel-dense-title-shortest"),
        ]
        .into_iter()
        .map(|t| format!(" {t} "))
        .find(|t| text::width(t) <= room)
        .unwrap_or_default();
        block = block.title_bottom(title);
    }
    block
}

/// Draws what goes under the board in `area`, in the masks' place: a strategy's own panel,
/// the note on a solution looked at (`shown`), why there are no masks, or the masks.
fn render_under_board(
    app: &App,
    plan: &Plan,
    shown: Option<&(Found, Shown)>,
    area: Rect,
    buf: &mut Buffer,
) {
    let solver = app.solver();
    match &shown {
        // A strategy's own panel in the masks' place is kept as the others keep theirs
        // once done or while a solution is looked at: that solution's, at rest.
        Some((found, _)) if own(app, Some(&found.cols), area, buf) => {}
        Some((found, why)) => shown::ShownNote {
            app,
            shown: (found, *why),
        }
        .render(area, buf),
        None if app.search().other().is_some() => render_no_masks(app, area, buf),
        None if own(app, None, area, buf) => {}
        None => Masks {
            solver,
            cell: plan.drawing.columns(),
            unused: view(app.strategy()).masks_unused(),
        }
        .render(area, buf),
    }
}

/// Says, in the masks' place, why a strategy other than the backtracking pair has no masks to
/// show, dimmed as unused masks are.
fn render_no_masks(app: &App, area: Rect, buf: &mut Buffer) {
    let n = app.n();
    let bitmask = Strategy::Bitmask;
    let reach = if n <= bitmask.max_animated_n() {
        t!(
            "panel-no-masks-reach-key",
            key = key_of(&Action::ToggleStrategy)
        )
    } else {
        t!("panel-no-masks-reach-n", max = bitmask.max_animated_n())
    };
    let how = view(app.strategy()).no_masks_how();
    let strategy = app.strategy().title();
    // The longest that fits whole, a blank column clear of the edge; else the
    // shortest, ended at a word.
    let width = usize::from(area.width.saturating_sub(1)).max(1);
    let room = usize::from(area.height);
    let texts = [
        t!(
            "panel-no-masks-long",
            strategy = strategy.as_str(),
            how = &how,
            reach = reach
        ),
        t!("panel-no-masks", strategy = strategy, how = how),
        t!("panel-no-masks-short"),
    ];
    let lines = texts
        .iter()
        .map(|t| text::wrap(t, width))
        .find(|lines| lines.len() <= room)
        .unwrap_or_else(|| {
            let mut lines = text::wrap(&texts[2], width);
            lines.truncate(room);
            lines
        });
    Paragraph::new(lines.into_iter().map(Line::raw).collect::<Vec<_>>())
        .style(THEME.dim)
        .render(area, buf);
}

/// Draws the strategy's own panel in the masks' place, if it has one (see
/// [`strategy::View::render_in_masks`]).
fn own(app: &App, solution: Option<&[u8]>, area: Rect, buf: &mut Buffer) -> bool {
    view(app.strategy()).render_in_masks(app, app.solver(), solution, area, buf)
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
    let (title, texts) = explanation(strategy);
    let title = format!(" {title} ");
    // The layout measures the strategy's own words; should the room still be short, its
    // short text, as many lines as fit, rather than none.
    let short = texts[1];
    let lines = texts
        .into_iter()
        .map(|text| text::wrap(text, width))
        .find(|lines| lines.len() <= room)
        .unwrap_or_else(|| {
            let mut lines = text::wrap(short, width);
            lines.truncate(room);
            lines
        });
    Paragraph::new(lines.into_iter().map(Line::raw).collect::<Vec<_>>())
        .style(THEME.dim)
        .block(Block::bordered().title(title).border_style(THEME.border))
        .render(area, buf);
}

/// The title and the words (long, short) that say below the board what `strategy`'s marks
/// mean or how it searches.
pub fn explanation(strategy: Strategy) -> (String, [&'static str; 2]) {
    view(strategy).explanation()
}

/// The largest board below the one shown whose screen fits `area` (fitting shrinks with n,
/// so a binary search finds it), if any does; not in play, whose board is the hand-built one.
fn largest_fitting(app: &App, area: Rect) -> Option<usize> {
    if app.play().is_some() {
        return None;
    }
    let mut demands = demands(app);
    let mut fits = |n: usize| {
        demands.n = n;
        demands.dense = may_go_dense(app, n);
        layout::plan(&demands, area).is_ok()
    };
    let (mut lo, mut hi) = (1, app.n().checked_sub(1)?);
    if !fits(lo) {
        return None;
    }
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) { lo = mid } else { hi = mid - 1 }
    }
    Some(lo)
}

/// The note shown instead of the screen when the terminal is too small for the board of `n`,
/// which needs `needs` (columns, lines); the command line stays on the last line while it is
/// open, so `:n K` can be typed and seen.
fn too_small(app: &App, n: usize, needs: (u16, u16), area: Rect, buf: &mut Buffer) {
    let (width, height) = needs;
    // A smaller board helps only if one fits this terminal: `[` for one step, `:n K` for more.
    let smaller = match largest_fitting(app, area) {
        Some(k) if k + 1 == n => format!(
            " {}",
            t!("panel-too-small-shrink", key = key_of(&Action::Shrink))
        ),
        Some(k) => format!(" {}", t!("panel-too-small-largest", k = k)),
        None => String::new(),
    };
    let text = format!(
        "{}{smaller} {}",
        t!(
            "panel-too-small",
            n = n,
            width = width.to_string(),
            height = height.to_string(),
            columns = area.width.to_string(),
            lines = area.height.to_string()
        ),
        t!("panel-too-small-quit", key = key_of(&Action::Quit))
    );
    let (body, prompt) = match &app.view().prompt.line {
        Some(line) if area.height > 1 => {
            let [body, last] = area.layout(&Layout::vertical([
                Constraint::Fill(1),
                Constraint::Length(1),
            ]));
            (body, Some((line, last)))
        }
        _ => (area, None),
    };
    // Wrapped by display width, Chinese between any two characters: ratatui's own wrap lets
    // a wide character stand past the edge of a narrow screen.
    let wrapped: Vec<Line> = text::wrap(&text, usize::from(body.width))
        .into_iter()
        .filter(|line| text::width(line) <= usize::from(body.width))
        .map(Line::from)
        .collect();
    let lines = u16::try_from(wrapped.len()).unwrap_or(u16::MAX);
    let [_, middle, _] = body.layout(&Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(lines),
        Constraint::Fill(1),
    ]));
    Paragraph::new(wrapped)
        .style(THEME.message)
        .centered()
        .render(middle, buf);
    if let Some((line, last)) = prompt {
        command_line::CommandLinePrompt { line }.render(last, buf);
    }
}
