//! Property tests: random keys, mouse events, resizes and passing time, fed to the app and the
//! view as the event loop feeds them, checking after every step what must always hold. Counters
//! only grow, except on a restart, a change of n, an undo, or stepping back (then they only
//! shrink).
//!
//! 100 cases of 100 to 110 steps: over 10,000 steps a run. The view renders into a ratatui
//! `Buffer` through `ui::render`, which is what `ui::draw` does with a `TestBackend` frame;
//! going through `Terminal<TestBackend>` itself doubled the run time for no extra check.

use std::time::Duration;

use nqueens::app::race::Race;
use nqueens::app::{App, Effect, Options, Overlay, Status};
use nqueens::hitmap::HitMap;
use nqueens::input::{self, BINDINGS};
use nqueens::solver::Counters;
use nqueens::solver::notation::LETTERED_UP_TO;
use nqueens::solver::probe::{Costs, Probe};
use nqueens::ui::board::LABEL_WIDTH;
use nqueens::ui::kit::appearance::Appearance;
use nqueens::ui::kit::theme::THEME;
use nqueens::ui::{self, Drawing};
use nqueens::vocabulary::{Action, Speed, WriteOutcome};
use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// One thing that happens to the program.
#[derive(Debug, Clone)]
enum Step {
    /// A key press.
    Key(KeyCode, KeyModifiers),
    /// A mouse event at a column and row (possibly off the screen).
    Mouse(MouseEventKind, u16, u16),
    /// The terminal is resized to columns × rows.
    Resize(u16, u16),
    /// Milliseconds pass.
    Time(u64),
    /// The step-back key is held (the loop tells a held key by its quick repeats).
    HoldBack,
    /// A command line typed and run (one of the panels).
    Command(&'static str),
}

/// Every key in the key table, as the terminal sends it, but the projector board's and the
/// Compare view's: their screens (large squares, queens drawn as figures; a chart over the
/// whole screen) are checked in `tests/present.rs` and `tests/compare_view.rs`, and the checks
/// here read the usual screen.
fn table_keys() -> Vec<(KeyCode, KeyModifiers)> {
    BINDINGS
        .iter()
        .filter(|b| !matches!(b.action, Action::TogglePresent | Action::OpenCompare))
        .flat_map(|b| b.keys.iter().copied())
        .collect()
}

fn other_key() -> impl Strategy<Value = (KeyCode, KeyModifiers)> {
    let code = prop_oneof![
        any::<char>().prop_map(KeyCode::Char),
        (1u8..=12).prop_map(KeyCode::F),
        prop::sample::select(vec![
            KeyCode::Insert,
            KeyCode::Delete,
            KeyCode::Null,
            KeyCode::CapsLock,
            KeyCode::Menu,
        ]),
    ];
    let mods = prop::sample::select(vec![
        KeyModifiers::NONE,
        KeyModifiers::SHIFT,
        KeyModifiers::CONTROL,
        KeyModifiers::ALT,
        KeyModifiers::CONTROL | KeyModifiers::SHIFT,
    ]);
    (code, mods)
}

fn step() -> impl Strategy<Value = Step> {
    let mouse_kind = prop::sample::select(vec![
        MouseEventKind::Down(MouseButton::Left),
        MouseEventKind::ScrollDown,
        MouseEventKind::ScrollUp,
        MouseEventKind::Moved,
    ]);
    prop_oneof![
        12 => prop::sample::select(table_keys()).prop_map(|(c, m)| Step::Key(c, m)),
        2 => other_key().prop_map(|(c, m)| Step::Key(c, m)),
        2 => (mouse_kind, 0u16..600, 0u16..250).prop_map(|(k, x, y)| Step::Mouse(k, x, y)),
        4 => size().prop_map(|(w, h)| Step::Resize(w, h)),
        4 => (0u64..400).prop_map(Step::Time),
        1 => Just(Step::HoldBack),
        2 => prop::sample::select(COMMANDS.to_vec()).prop_map(Step::Command),
    ]
}

/// The command lines typed: panels, the language, and races (whose screen, words and figures
/// are checked too; play is reached by its key).
const COMMANDS: [&str; 7] = [
    "tree",
    "code",
    "heat",
    "lang",
    "race bitmask scan",
    "race permutations min-conflicts",
    "race scan genetic",
];

/// A terminal size: mostly ordinary ones, often the tiniest, sometimes a huge one (rarely, as
/// drawing 500×200 in a debug build takes ~10 ms and the size stays until the next resize).
fn size() -> impl Strategy<Value = (u16, u16)> {
    prop_oneof![
        1 => Just((500, 200)),
        6 => prop::sample::select(vec![(1, 1), (4, 2), (80, 24), (120, 40)]),
        18 => (1u16..160, 1u16..50),
    ]
}

fn speed() -> impl Strategy<Value = Speed> {
    prop::sample::select(vec![
        Speed::PerSec(5),
        Speed::PerSec(200),
        Speed::PerSec(100_000),
        Speed::Max,
    ])
}

/// At most this many events run per step at top speed, so a case stays quick in debug builds.
const MAX_EVENTS_PER_STEP: u64 = 1_000;

/// Applies `step` as the event loop would, with `hits` the map of the last frame; returns the
/// action it asked for, if any.
fn apply(app: &mut App, area: &mut Rect, hits: &HitMap, step: &Step) -> Option<Action> {
    let action = match *step {
        Step::Key(code, modifiers) => {
            input::action_for(KeyEvent::new(code, modifiers), app.input_context())
        }
        Step::Mouse(kind, column, row) => input::mouse_action(
            &Event::Mouse(MouseEvent {
                kind,
                column,
                row,
                modifiers: KeyModifiers::NONE,
            }),
            hits,
        ),
        Step::Resize(width, height) => {
            *area = Rect::new(0, 0, width, height);
            None
        }
        Step::Time(ms) => {
            let due = app.tick(Duration::from_millis(ms));
            app.run_events(due.min(MAX_EVENTS_PER_STEP));
            None
        }
        Step::HoldBack => Some(Action::RewindHeld),
        Step::Command(line) => {
            app.update(Action::OpenCommand);
            for c in line.chars() {
                app.update(Action::CommandChar(c));
            }
            Some(Action::CommandRun)
        }
    };
    if let Some(action) = action.clone() {
        for effect in app.update(action) {
            // The loop hands a file write to a thread; here it ends at once, unwritten.
            match effect {
                Effect::Write(request) => {
                    app.update(Action::Written(WriteOutcome::Failed {
                        path: format!("nqueens-{}.txt", request.n).into(),
                        cause: "not written in tests".into(),
                    }));
                }
                // The loop runs play's checks on a thread; here they end at once (n ≤ 10).
                Effect::Play(job) => {
                    app.update(job.run(&|| false));
                }
                // The tree's sizes are counted at once (n ≤ 10: a few thousand nodes).
                Effect::SizeTree(job) => {
                    app.update(job.run());
                }
                // Las Vegas's yardstick is counted at once (n ≤ 10: a few hundred steps).
                Effect::CountFirst(job) => {
                    app.update(job.run(&std::sync::atomic::AtomicBool::new(false)));
                }
                // The timeline's tree count and the Compare view's cells are left undone: no
                // check here needs them.
                Effect::Quit | Effect::Cancel(_) | Effect::CountTree(_) | Effect::Compare(_) => {}
            }
        }
    }
    action
}

/// The queens drawn on each rank, top rank (row 0) first, by column; `None` if no board is
/// drawn. Squares of glyphs are read by the file letter over which a `♛` stands (on the
/// middle line of its rank); a compact board by its half blocks, two ranks a line (`▄` is a
/// queen on the lower rank, `▀` in a queen's colour one on the upper).
///
/// `local`: min-conflicts and genetic searches, whose attacked queens keep the lifted colour
/// (they lift no queen, so no empty square has that colour). `tested`: breadth-first and matrix
/// searches, whose refused queen, or the queen that stops the walk, keeps the dead-end
/// colour; on the rank being searched (`searching`) that colour is a square refused or a
/// dead end, never a queen: the marked queens stand above it. `refused`: the square of the
/// last event, where a queen drawn as refused (`✗`) is a queen: a refused board's attacked
/// queen, breadth-first's refused test (elsewhere `✗` marks a square without one).
fn drawn_queens(
    buf: &Buffer,
    plan: &ui::Plan,
    n: usize,
    (local, tested): (bool, bool),
    searching: usize,
    refused: Option<(usize, usize)>,
) -> Option<Vec<Vec<usize>>> {
    let board = plan.board();
    if buf[(board.x, board.y)].symbol() != "┌" {
        return None;
    }
    // The arrays' diagonal indices take a line above the ranks.
    let edge = u16::from(plan.rect(ui::Part::Edge).is_some());
    let (left, top, right) = (board.x + 1, board.y + 1 + edge, board.right() - 1);
    let letters = |y: u16| -> Vec<u16> {
        (left..right)
            .filter(|&x| {
                buf[(x, y)]
                    .symbol()
                    .chars()
                    .all(|c| c.is_ascii_alphabetic())
            })
            .collect()
    };
    // Past the lettered files the file row holds numbers (1, 11, 21, …): the first one
    // stands at the first file, and the files follow a cell apart.
    let numbered = |y: u16, width: u16| -> Vec<u16> {
        let first = left + LABEL_WIDTH;
        assert_eq!(buf[(first, y)].symbol(), "1", "file 1 is numbered");
        // Each file's glyph in the middle of its square, as the letters are.
        (0..n)
            .map(|c| first + ui::cells(c) * width + (width - 1) / 2)
            .collect()
    };
    let mut queens = vec![Vec::new(); n];
    match plan.drawing {
        Drawing::Squares(size) => {
            let y = top + ui::cells(n) * size.height;
            let files = if n > LETTERED_UP_TO {
                numbered(y, size.width)
            } else {
                letters(y)
            };
            assert_eq!(files.len(), n, "file letters at {files:?}");
            // On squares large enough, a queen is a figure of block pixels, not a glyph.
            if ui::kit::figure::fits(size.width, size.height) {
                for (row, found) in queens.iter_mut().enumerate() {
                    let y = top + ui::cells(row) * size.height;
                    for (col, &middle) in files.iter().enumerate() {
                        let x = middle - (size.width - 1) / 2;
                        let pixel =
                            |(dx, dy)| ["▀", "▄", "█"].contains(&buf[(x + dx, y + dy)].symbol());
                        let mut square =
                            (0..size.width).flat_map(|dx| (0..size.height).map(move |dy| (dx, dy)));
                        let refused_queen = refused == Some((row, col))
                            && buf[(middle, y + (size.height - 1) / 2)].symbol() == "✗";
                        if square.any(pixel) || refused_queen {
                            found.push(col);
                        }
                    }
                }
                return Some(queens);
            }
            for (row, found) in queens.iter_mut().enumerate() {
                let y = top + ui::cells(row) * size.height + (size.height - 1) / 2;
                for x in left..right {
                    let symbol = buf[(x, y)].symbol();
                    let col = files.iter().position(|&fx| fx == x);
                    let refused_queen =
                        symbol == "✗" && col.is_some_and(|col| refused == Some((row, col)));
                    if symbol == "♛" || refused_queen {
                        found.push(col.expect("a queen under a file letter"));
                    }
                }
            }
        }
        Drawing::Compact => {
            let lines = n.div_ceil(2);
            let y = top + ui::cells(lines);
            let files = if n > LETTERED_UP_TO {
                numbered(y, 1)
            } else {
                letters(y)
            };
            assert_eq!(files.len(), n, "file letters at {files:?}");
            for line in 0..lines {
                let y = top + ui::cells(line);
                for (col, &x) in files.iter().enumerate() {
                    let cell = &buf[(x, y)];
                    // A refused board's attacked queen keeps the dead-end colour, as its
                    // `✗` does on squares.
                    let queen = |colour, row: usize| {
                        [THEME.piece, THEME.placed].contains(&colour)
                            || (local && colour == THEME.lifted)
                            || (tested && colour == THEME.dead && row != searching)
                            || (colour == THEME.dead && refused == Some((row, col)))
                    };
                    match cell.symbol() {
                        // Under a lower queen, the upper square is the background: a queen
                        // there too (min-conflicts lets two share a file) shows in its colour.
                        "▄" => {
                            if queen(cell.bg, 2 * line) {
                                queens[2 * line].push(col);
                            }
                            queens[2 * line + 1].push(col);
                        }
                        "▀" if queen(cell.fg, 2 * line) => queens[2 * line].push(col),
                        _ => {}
                    }
                }
            }
        }
        // Braille, two files and four ranks a character: each raised dot a queen.
        Drawing::Dense => {
            const DOTS: [(usize, usize, u32); 8] = [
                (0, 0, 0x01),
                (0, 1, 0x02),
                (0, 2, 0x04),
                (1, 0, 0x08),
                (1, 1, 0x10),
                (1, 2, 0x20),
                (0, 3, 0x40),
                (1, 3, 0x80),
            ];
            let first = left + LABEL_WIDTH;
            for line in 0..n.div_ceil(4) {
                for at in 0..n.div_ceil(2) {
                    let cell = &buf[(first + ui::cells(at), top + ui::cells(line))];
                    let c = cell.symbol().chars().next().unwrap_or(' ');
                    let bits = u32::from(c).wrapping_sub(0x2800);
                    assert!(bits < 0x100, "braille at line {line}, {at}: {c:?}");
                    for (dx, dy, bit) in DOTS {
                        if bits & bit != 0 {
                            queens[4 * line + dy].push(2 * at + dx);
                        }
                    }
                }
            }
        }
    }
    Some(queens)
}

/// Columns a cell's symbol takes on screen (a Chinese character two).
fn cell_width(symbol: &str) -> usize {
    ratatui::text::Span::raw(symbol).width()
}

/// A wide character (Chinese takes two columns) covers the cell after it: that cell must stay
/// blank, else something drew over half of the character (or the character over it), and
/// the terminal would show neither whole.
fn no_cell_is_overwritten(buf: &Buffer) -> Result<(), TestCaseError> {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let symbol = buf[(x, y)].symbol();
            let width = cell_width(symbol);
            for covered in 1..width {
                let at = x + u16::try_from(covered).unwrap_or(u16::MAX);
                prop_assert!(
                    at < area.right(),
                    "`{symbol}` at ({x}, {y}) runs past the screen's edge:\n{}",
                    screen(buf)
                );
                let under = buf[(at, y)].symbol();
                prop_assert!(
                    under == " " || under.is_empty(),
                    "`{under}` at ({at}, {y}) is drawn over the second half of `{symbol}`:\n{}",
                    screen(buf)
                );
            }
        }
    }
    Ok(())
}

/// Text never touches a panel's right border (the fitting helpers leave a column), so a
/// number standing against one was cut there by its panel's edge. A board is no text: its
/// file numbers stand under their files, the last one against the border.
fn no_number_is_cut(buf: &Buffer, boards: &[Rect]) -> Result<(), TestCaseError> {
    let area = buf.area;
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right().saturating_sub(1) {
            let at = ratatui::layout::Position::new(x, y);
            if boards.iter().any(|b| b.contains(at)) {
                continue;
            }
            let digit = buf[(x, y)].symbol().chars().all(|c| c.is_ascii_digit());
            let border = matches!(
                buf[(x + 1, y)].symbol(),
                "│" | "┤" | "┐" | "┘" | "┃" | "║" | "╮" | "╯"
            );
            prop_assert!(
                !(digit && border && !buf[(x, y)].symbol().is_empty()),
                "a number cut by the border at ({x}, {y}):\n{}",
                screen(buf)
            );
        }
    }
    Ok(())
}

/// The screen as text, a wide character once, for a failure's message.
fn screen(buf: &Buffer) -> String {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            let mut line = String::new();
            let mut covered = 0;
            for x in area.left()..area.right() {
                if covered == 0 {
                    let symbol = buf[(x, y)].symbol();
                    line.push_str(symbol);
                    covered = cell_width(symbol);
                }
                covered = covered.saturating_sub(1);
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Draws `app` in `area`, checks the screen against the state, and returns what was drawn
/// where.
fn draw_and_check(app: &mut App, area: Rect, buf: &mut Buffer) -> Result<HitMap, TestCaseError> {
    // Reused across steps, as the terminal reuses its buffers.
    buf.resize(area);
    buf.reset();
    let plan = ui::plan(app, area);
    let drawn = ui::render(app, Appearance::default(), area, buf);
    for effect in app.update(Action::Viewport(drawn.viewport)) {
        if let Effect::SizeTree(job) = effect {
            app.update(job.run());
        }
    }
    // In every language, on every screen (the help too).
    no_cell_is_overwritten(buf)?;
    prop_assert!(
        drawn.viewport.list_rows <= area.height,
        "a list of {} rows in {area:?}",
        drawn.viewport.list_rows
    );
    // The help covers the screen; the projector board and the Compare view (reached by a
    // stray `f` or `c` among the other keys) are checked in `tests/present.rs` and
    // `tests/compare_view.rs`.
    if app.overlay() == Overlay::Help || app.present() || app.comparing().is_some() {
        return Ok(drawn.hits);
    }
    if let Some(race) = app.race() {
        race_is_true(app, race, area, buf)?;
        return Ok(drawn.hits);
    }
    // Under the help, the panels' numbers stand against its border, hidden, not cut.
    let board: Vec<Rect> = plan
        .as_ref()
        .ok()
        .map(ui::Plan::board)
        .into_iter()
        .collect();
    no_number_is_cut(buf, &board)?;
    let n = app.n();
    prop_assert_eq!(
        plan.is_ok(),
        buf[(0, 0)].symbol() == "┌",
        "a plan for {:?}, and a board drawn, agree",
        area
    );
    let Ok(plan) = plan else {
        return Ok(drawn.hits);
    };
    let local = app.play().is_none()
        && matches!(
            app.strategy(),
            nqueens::vocabulary::Strategy::MinConflicts
                | nqueens::vocabulary::Strategy::Genetic
                | nqueens::vocabulary::Strategy::AntColony
                | nqueens::vocabulary::Strategy::ParticleSwarm
        )
        && app.shown_solution().is_none();
    // A queen drawn red: breadth-first's refused test, or the queen that stops the matrix's
    // walk.
    let tested = app.play().is_none()
        && matches!(
            app.strategy(),
            nqueens::vocabulary::Strategy::BreadthFirst | nqueens::vocabulary::Strategy::Matrix
        )
        && app.shown_solution().is_none();
    // Whichever strategy searches: its queens, row by row.
    let searching: Vec<u8> = (0..n)
        .map_while(|row| app.search().queen(row))
        .map(|c| u8::try_from(c).unwrap_or(u8::MAX))
        .collect();
    let refused = match app.last_event() {
        Some(
            nqueens::solver::Event::RejectBoard { row, col, .. }
            | nqueens::solver::Event::Place { row, col },
        ) if app.play().is_none() && app.shown_solution().is_none() => {
            Some((usize::from(row), usize::from(col)))
        }
        _ => None,
    };
    match drawn_queens(buf, &plan, n, (local, tested), searching.len(), refused) {
        Some(drawn) => {
            // The board shows the user's queens in play, else the search, or a found solution
            // (selected, or the last once done).
            let shown = app.shown_solution();
            // Forward checking with MRV fills its ranks out of order: each rank's own queen.
            let every: Vec<Option<u8>> = (0..n)
                .map(|row| {
                    app.search()
                        .queen(row)
                        .map(|c| u8::try_from(c).unwrap_or(u8::MAX))
                })
                .collect();
            let queens: Vec<Option<u8>> = match shown.as_ref() {
                Some((found, _)) => found.cols.iter().copied().map(Some).collect(),
                None => every,
            };
            let expected: Vec<Vec<usize>> = match app.play() {
                Some(play) => (0..n)
                    .map(|row| (0..n).filter(|&col| play.has_queen(row, col)).collect())
                    .collect(),
                None => (0..n)
                    .map(|row| {
                        queens
                            .get(row)
                            .copied()
                            .flatten()
                            .map(|c| vec![usize::from(c)])
                            .unwrap_or_default()
                    })
                    .collect(),
            };
            // A wide character once, so that words read whole in any language.
            let text: Vec<String> = screen(buf).lines().map(str::to_string).collect();
            prop_assert_eq!(
                drawn,
                expected,
                "board drawn vs state ({}, last {:?}):\n{}",
                app.strategy(),
                app.last_event(),
                text.join("\n")
            );
            // Where the stats panel is drawn, its status line tells the state as it is.
            if text.iter().any(|l| l.contains("┌ Search ")) {
                let status = text
                    .iter()
                    .find_map(|l| l.find("│status ").map(|at| l[at..].to_string()));
                prop_assert!(status.is_some(), "the stats panel has no status line");
                let status = status.unwrap_or_default();
                // In the language the screen is drawn in.
                let word =
                    nqueens::i18n::scoped(app.lang(), || nqueens::ui::words::status(app.status()));
                prop_assert_eq!(status.split_whitespace().nth(1), Some(word.as_str()));
            }
        }
        None => prop_assert!(false, "the board fits in {area:?} but was not drawn"),
    }
    Ok(drawn.hits)
}

/// A race's screen: no number cut (its boards aside), and the lead on its top line whole as
/// the race words it in the screen's language, over nothing else.
fn race_is_true(app: &App, race: &Race, area: Rect, buf: &Buffer) -> Result<(), TestCaseError> {
    let plan = nqueens::i18n::scoped(app.lang(), || ui::race::plan(race, area));
    let boards: Vec<Rect> = plan
        .as_ref()
        .map(|plan| plan.panes.iter().map(|pane| pane.board).collect())
        .unwrap_or_default();
    no_number_is_cut(buf, &boards)?;
    if plan.is_err() {
        return Ok(());
    }
    let lead = nqueens::i18n::scoped(app.lang(), || ui::race::lead_lines(race, area.width));
    let shown = screen(buf);
    for (line, said) in shown.lines().zip(&lead) {
        let said = format!(" {said}");
        prop_assert_eq!(
            line.trim_end(),
            said.trim_end(),
            "the race's lead:\n{}",
            shown
        );
    }
    Ok(())
}

/// The counters, and the solutions listed, that may only grow within one search.
fn progress(app: &App) -> (Counters, u64) {
    let listed = app.catalog().len(app.browser().listing());
    (app.search().counters(), listed)
}

fn grew(before: &(Counters, u64), after: &(Counters, u64)) -> bool {
    let (b, a) = (&before.0, &after.0);
    a.placements >= b.placements
        && a.removals >= b.removals
        && a.dead_ends >= b.dead_ends
        && a.solutions >= b.solutions
}

/// Stepping back is the one other way down: then nothing may grow.
fn shrank(before: &(Counters, u64), after: &(Counters, u64)) -> bool {
    let (b, a) = (&before.0, &after.0);
    a.placements <= b.placements
        && a.removals <= b.removals
        && a.dead_ends <= b.dead_ends
        && a.solutions <= b.solutions
        && after.1 <= before.1
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, ..ProptestConfig::default() })]

    #[test]
    fn any_input_keeps_the_screen_true_to_the_state(
        n in 1usize..=10,
        speed in speed(),
        paused in any::<bool>(),
        (width, height) in size(),
        steps in prop::collection::vec(step(), 100..=110),
    ) {
        let app = App::new(Options::new(n, speed, paused));
        keeps_the_screen_true(app, width, height, &steps)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// The same from a search of breadth-first, las-vegas or forward-checking (issue 25's
    /// methods; forward checking in either order), any seed.
    #[test]
    fn any_input_keeps_the_methods_true(
        n in 1usize..=10,
        method in 0usize..4,
        seed in any::<u64>(),
        speed in speed(),
        paused in any::<bool>(),
        (width, height) in size(),
        steps in prop::collection::vec(step(), 100..=110),
    ) {
        use nqueens::vocabulary::Strategy;
        use nqueens::solver::order::Order;
        let strategy = [
            Strategy::LasVegas,
            Strategy::BreadthFirst,
            Strategy::ForwardChecking,
            Strategy::ForwardChecking,
        ][method];
        let mut app = App::new(Options {
            strategy,
            seed,
            ..Options::new(n, speed, paused)
        });
        if method == 3 {
            app = app.with_order(Order::Mrv);
        }
        keeps_the_screen_true(app, width, height, &steps)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The same from a search of best-first (issue 25's A* family).
    #[test]
    fn any_input_keeps_best_first_true(
        n in 1usize..=10,
        speed in speed(),
        paused in any::<bool>(),
        (width, height) in size(),
        steps in prop::collection::vec(step(), 100..=110),
    ) {
        use nqueens::vocabulary::Strategy;
        let app = App::new(Options {
            strategy: Strategy::BestFirst,
            ..Options::new(n, speed, paused)
        });
        keeps_the_screen_true(app, width, height, &steps)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// The same from a search of genetic (issue 25), any seed: its best board drawn is the
    /// search's, whatever keys come.
    #[test]
    fn any_input_keeps_genetic_true(
        n in 1usize..=12,
        seed in any::<u64>(),
        speed in speed(),
        paused in any::<bool>(),
        (width, height) in size(),
        steps in prop::collection::vec(step(), 100..=110),
    ) {
        let app = App::new(Options {
            strategy: nqueens::vocabulary::Strategy::Genetic,
            seed,
            ..Options::new(n, speed, paused)
        });
        keeps_the_screen_true(app, width, height, &steps)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The same on boards past the backtracking's reach, which only min-conflicts animates:
    /// `t`, `]`, `:n`, `p` and clicks refuse or act without breaking anything, and whatever
    /// the drawing (squares, compact or dense), the queens drawn are the search's.
    #[test]
    fn any_input_keeps_a_large_min_conflicts_board_true(
        n in 33usize..=120,
        seed in any::<u64>(),
        speed in speed(),
        paused in any::<bool>(),
        (width, height) in size(),
        steps in prop::collection::vec(step(), 100..=110),
    ) {
        let app = App::new(Options {
            strategy: nqueens::vocabulary::Strategy::MinConflicts,
            seed,
            ..Options::new(n, speed, paused)
        });
        keeps_the_screen_true(app, width, height, &steps)?;
        }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    /// The same in Chinese (issue 28), from any strategy: words two columns a character, wider
    /// than English's, leave every queen, cell and number whole (and `:lang` among the
    /// commands switches back and forth).
    #[test]
    fn any_input_keeps_the_screen_true_in_chinese(
        n in 1usize..=10,
        strategy in prop::sample::select(nqueens::vocabulary::Strategy::ANIMATED.to_vec()),
        seed in any::<u64>(),
        speed in speed(),
        paused in any::<bool>(),
        (width, height) in size(),
        steps in prop::collection::vec(step(), 100..=110),
    ) {
        let app = App::new(Options {
            strategy,
            seed,
            ..Options::new(n, speed, paused)
        })
        .with_lang(nqueens::i18n::Lang::Zh);
        keeps_the_screen_true(app, width, height, &steps)?;
    }
}

/// Feeds `steps` to `app` on a screen of `width`×`height`, checking after each what must
/// always hold (see the module's notes).
fn keeps_the_screen_true(
    mut app: App,
    width: u16,
    height: u16,
    steps: &[Step],
) -> Result<(), TestCaseError> {
    {
        let mut area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        let mut hits = draw_and_check(&mut app, area, &mut buf)?;
        for step in steps {
            let before = progress(&app);
            let n_before = app.n();
            let strategy_before = app.strategy();
            let rewinding = app.rewinding();
            let action = apply(&mut app, &mut area, &hits, step);
            // A strategy other than the backtracking pair has a search of its own: switching
            // to or from it starts another search, as a restart does.
            let other_search = app.strategy() != strategy_before
                && !(app.strategy().backtracks() && strategy_before.backtracks());
            let restarted = matches!(action, Some(Action::Restart | Action::Undo | Action::Redo))
                || app.n() != n_before
                || other_search;
            // Time passing while the step-back key is held runs backward; so do the keys.
            let backward = (rewinding && action.is_none())
                || matches!(
                    action,
                    Some(Action::StepBack | Action::RewindHeld | Action::BackToSolution)
                );
            // A jump (a click on the timeline, `:event K`) goes either way, but one way.
            let jump = matches!(
                action,
                Some(Action::JumpToMove(_) | Action::ScrubToMove(_) | Action::CommandRun)
            );
            let after = progress(&app);
            if jump && !restarted {
                prop_assert!(
                    shrank(&before, &after) || grew(&before, &after),
                    "{step:?}: {before:?} -> {after:?}"
                );
            } else if backward && !restarted {
                prop_assert!(shrank(&before, &after), "{step:?}: {before:?} -> {after:?}");
            } else if !restarted {
                prop_assert!(grew(&before, &after), "{step:?}: {before:?} -> {after:?}");
                // The listing may switch between all and one per class; the catalog itself
                // only grows.
                if !matches!(action, Some(Action::ToggleUnique)) {
                    prop_assert!(
                        after.1 >= before.1,
                        "{step:?}: listed {} -> {}",
                        before.1,
                        after.1
                    );
                }
            }
            // A race has a status of its own (its two sides'); the search waits under it.
            if app.race().is_none() {
                prop_assert_eq!(app.status() == Status::Done, app.search().is_done());
            }
            prop_assert!(
                app.n() <= app.strategy().max_animated_n(),
                "n = {} with {}",
                app.n(),
                app.strategy()
            );
            let mut buf = Buffer::empty(area);
            hits = draw_and_check(&mut app, area, &mut buf)?;
        }
    }
    Ok(())
}

/// Each square-by-square strategy's own count of checks (scan, arrays, matrix) at the moment
/// it alone, run from the start, makes its `events`-th move of the bitmask search's kind
/// (place, lift, dead end, solution).
fn probe_counts_at_move(n: usize, events: u64) -> Costs {
    use nqueens::solver::Event as Move;
    use nqueens::solver::scan::ScanSearch;
    use nqueens::solver::search::Search as _;
    let count = |probe: Probe| {
        let mut search = ScanSearch::with_probe(n, probe);
        while search.counters().events() < events {
            search.step().expect("the pure search reaches every move");
        }
        debug_assert!(!matches!(
            search.last_event(),
            Some(Move::Try { .. } | Move::Reject { .. })
        ));
        search.work().checks
    };
    Costs {
        scan: count(Probe::Scan),
        arrays: count(Probe::Arrays),
        matrix: count(Probe::Matrix),
    }
}

/// Stepping, stepping back and switching strategy in any order.
fn stepping() -> impl Strategy<Value = Action> {
    prop_oneof![
        4 => Just(Action::Step),
        3 => Just(Action::StepBack),
        1 => Just(Action::ToggleStrategy),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Whatever mix of strategies made the moves, and however far it stepped back, each of
    /// the scan's, the arrays' and the matrix's counts is what that strategy alone spends to
    /// reach the same move; a switch among the four backtracking strategies keeps the
    /// position; stepping all the way back brings every count to zero.
    #[test]
    fn every_probes_count_is_true_across_switches_and_steps_back(
        n in 1usize..=8,
        actions in prop::collection::vec(stepping(), 1..=300),
    ) {
        let mut app = App::new(Options::new(n, Speed::PerSec(10), true));
        for action in actions {
            let (queens, counters) = (app.solver().queens().to_vec(), app.solver().counters());
            let toggled = matches!(action, Action::ToggleStrategy);
            app.update(action);
            if toggled && app.strategy().backtracks() {
                prop_assert_eq!(app.solver().queens(), &queens[..], "{}", app.strategy());
                prop_assert_eq!(app.solver().counters(), counters);
            }
            // `t` goes on through the strategies with searches of their own, back to the
            // backtracking search where it was: the count must come back with it.
            while !app.strategy().backtracks() {
                app.update(Action::ToggleStrategy);
            }
            let at_move = app.last_event().is_some_and(|e| !matches!(
                e,
                nqueens::solver::Event::Try { .. } | nqueens::solver::Event::Reject { .. }
            ));
            if at_move {
                let expected = probe_counts_at_move(n, app.solver().counters().events());
                prop_assert_eq!(app.checks().1, Some(expected), "after {:?}", app.last_event());
            }
        }
        while app.last_event().is_some() {
            app.update(Action::StepBack);
        }
        prop_assert_eq!(app.checks().1, Some(Costs::default()));
    }
}
