//! Whole screens drawn on ratatui's `TestBackend`, as snapshots, plus colour checks where the
//! colour is the point.

mod common;
use common::said;

use common::command;
use nqueens::app::{App, Options};
use nqueens::hitmap::Hit;
use nqueens::solver::known;
use nqueens::strategies::min_conflicts::events::Move;
use nqueens::ui::kit::appearance::Appearance;
use nqueens::ui::kit::format::grouped;
use nqueens::ui::{self, Part, theme::THEME};
use nqueens::vocabulary::{Action, Speed, Viewport};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn screen(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    screen_as(app, Appearance::default(), width, height)
}

fn screen_as(app: &App, look: Appearance, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            ui::draw(frame, app, look);
        })
        .unwrap();
    terminal
}

fn paused_after(n: usize, steps: usize) -> App {
    let mut app = counted(App::new(Options::new(n, Speed::PerSec(20), true)));
    for _ in 0..steps {
        app.update(Action::Step);
    }
    app
}

/// The count of the run's length a new search asks for, done at once for boards small enough
/// to count quickly in a debug build (larger ones show the timeline while it is counted, and
/// from n = 19, the estimate); no survey.
fn counted(app: App) -> App {
    common::with_background(app, 12, false)
}

#[test]
fn n4_at_the_start() {
    insta::assert_snapshot!(screen(&paused_after(4, 0), 100, 30).backend());
}

#[test]
fn n4_dead_end_on_row_2() {
    // place 0 0, place 1 2: row 2 has no free square.
    insta::assert_snapshot!(screen(&paused_after(4, 2), 100, 30).backend());
}

#[test]
fn n4_just_after_a_backtrack() {
    // place 0 0, place 1 2, deadend 2, remove 1 2: the lifted queen is marked.
    insta::assert_snapshot!(screen(&paused_after(4, 4), 100, 30).backend());
}

#[test]
fn n4_first_solution() {
    let mut app = App::new(Options::new(4, Speed::Max, true));
    app.update(Action::RunToSolution);
    app.run_events(u64::MAX);
    insta::assert_snapshot!(screen(&app, 100, 30).backend());
}

#[test]
fn n8_mid_search_after_20_events() {
    // Five queens down, row 5 is a dead end, with backtracks behind.
    insta::assert_snapshot!(screen(&paused_after(8, 20), 120, 40).backend());
}

#[test]
fn n8_help_overlay() {
    let mut app = paused_after(8, 3);
    app.update(Action::ToggleHelp);
    insta::assert_snapshot!(screen(&app, 120, 40).backend());
}

#[test]
fn n8_solutions_panel_focused_on_a_selection() {
    let mut app = App::new(Options::new(8, Speed::Max, false));
    app.run_events(u64::MAX);
    app.update(Action::Viewport(Viewport {
        list_rows: 10,
        help_max_scroll: 0,
        ..Viewport::default()
    }));
    app.update(Action::StartJump);
    for d in [1, 5] {
        app.update(Action::JumpDigit(d));
    }
    app.update(Action::JumpConfirm);
    insta::assert_snapshot!(screen(&app, 120, 40).backend());
}

#[test]
fn n8_class_listing_while_typing_a_jump() {
    let mut app = App::new(Options::new(8, Speed::Max, false));
    app.run_events(u64::MAX);
    app.update(Action::ToggleUnique);
    app.update(Action::StartJump);
    app.update(Action::JumpDigit(7));
    insta::assert_snapshot!(screen(&app, 120, 40).backend());
}

#[test]
fn too_small_a_terminal_gets_a_message() {
    insta::assert_snapshot!(screen(&paused_after(8, 0), 24, 6).backend());
}

#[test]
fn any_size_renders_without_panic() {
    for n in [1, 8, 32] {
        let app = paused_after(n, 5);
        for (w, h) in [(1, 1), (4, 2), (20, 5), (80, 24), (120, 40), (500, 200)] {
            screen(&app, w, h);
        }
    }
}

#[test]
fn the_square_just_placed_and_the_dead_end_have_their_colours() {
    let app = paused_after(4, 2);
    let terminal = screen(&app, 100, 30);
    let buf = terminal.backend().buffer();
    // The line of each rank's label (on its middle line, however tall the squares).
    let rank_y = |rank: &str| (0..30).find(|&y| buf[(4, y)].symbol() == rank);
    // Find the queen glyphs of row 1 (rank 3): the one at column c was just placed.
    let y = rank_y("3").expect("rank 3 is drawn");
    let placed: Vec<_> = (0..100)
        .filter(|&x| buf[(x, y)].symbol() == "♛")
        .map(|x| buf[(x, y)].bg)
        .collect();
    assert_eq!(placed, vec![THEME.placed]);
    // The squares start after the rank labels (where the row's own × marker stands).
    let y = rank_y("2").expect("rank 2 is drawn");
    let dead: Vec<_> = (7..100)
        .filter(|&x| buf[(x, y)].symbol() == "×")
        .map(|x| buf[(x, y)].bg)
        .collect();
    assert_eq!(dead, vec![THEME.dead; 4], "row 2 is a dead end");
}

/// One panel alone, drawn into a buffer of its own.
fn panel(
    width: u16,
    height: u16,
    draw: impl FnOnce(ratatui::layout::Rect, &mut ratatui::buffer::Buffer),
) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            let area = frame.area();
            draw(area, frame.buffer_mut());
        })
        .unwrap();
    terminal
}

#[test]
fn narration_panel_after_a_dead_end_and_backtracks() {
    use ratatui::widgets::Widget;
    let app = paused_after(6, 9);
    let narration = app.narration().expect("shown by default");
    let terminal = panel(80, 7, |area, buf| {
        nqueens::ui::narration::NarrationPanel { narration }.render(area, buf)
    });
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn stack_panel_mid_search() {
    use ratatui::widgets::Widget;
    let app = paused_after(8, 40);
    let terminal = panel(34, 12, |area, buf| {
        nqueens::ui::stack::Stack { app: &app }.render(area, buf)
    });
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn v_hides_the_narration() {
    let mut app = paused_after(8, 3);
    app.update(Action::ToggleNarration);
    assert!(app.narration().is_none());
    let terminal = screen(&app, 120, 40);
    let text = format!("{:?}", terminal.backend());
    assert!(!text.contains("What happened"));
}

#[test]
fn clicking_a_square_while_paused_shows_what_attacks_it() {
    // n = 6 after 2 steps: queens on a6 (row 0, column 0) and c5 (row 1, column 2).
    let mut app = paused_after(6, 2);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    let mut drawn = ui::Drawn::default();
    let look = Appearance::default();
    terminal
        .draw(|frame| drawn = ui::draw(frame, &app, look))
        .unwrap();
    let at = |row, col| drawn.hits.find(Hit::Square { row, col }).unwrap();
    // Row 3, column 0 (a3): attacked along column a by row 0, and on the ╱ diagonal by row 1.
    let a3 = at(3, 0);
    let click = |app: &mut App| {
        let event =
            ratatui::crossterm::event::Event::Mouse(ratatui::crossterm::event::MouseEvent {
                kind: ratatui::crossterm::event::MouseEventKind::Down(
                    ratatui::crossterm::event::MouseButton::Left,
                ),
                column: a3.x + 1,
                row: a3.y,
                modifiers: ratatui::crossterm::event::KeyModifiers::NONE,
            });
        let action = nqueens::input::mouse_action(&event, &drawn.hits).unwrap();
        app.update(action);
    };
    click(&mut app);
    assert_eq!(app.inspected(), Some((3, 0)));
    let message = said(&app).unwrap();
    assert_eq!(
        message,
        "a3 is attacked by the queens on a6 (file), c5 (╱ diagonal)"
    );

    terminal
        .draw(|frame| {
            ui::draw(frame, &app, look);
        })
        .unwrap();
    let buf = terminal.backend().buffer();
    let bg = |row, col| buf[at(row, col)].bg;
    assert_eq!(bg(3, 0), THEME.inspected);
    for (row, col) in [(0, 0), (1, 0), (2, 0), (1, 2), (2, 1)] {
        assert_eq!(
            bg(row, col),
            THEME.attack_line,
            "({row}, {col}) is on a line of attack"
        );
    }
    assert_ne!(bg(2, 2), THEME.attack_line);

    // Any other action clears it; while running a click only asks for a pause.
    app.update(Action::TogglePause);
    assert_eq!(app.inspected(), None);
    click(&mut app);
    assert_eq!(app.inspected(), None);
    assert!(said(&app).as_deref().unwrap().contains("pause"));
}

/// Carries out `action` as the loop would, play's background checks answered at once.
fn act(app: &mut App, action: Action) {
    for effect in app.update(action) {
        if let nqueens::app::Effect::Play(job) = effect {
            app.update(job.run(&|| false));
        }
    }
}

/// Play on 8 with a8 and e7 placed and d5 in conflict with a8 (the cursor on d5).
fn playing_with_a_conflict() -> App {
    let mut app = paused_after(8, 5);
    act(&mut app, Action::Play);
    for (row, col) in [(0, 0), (1, 4), (3, 3)] {
        act(&mut app, Action::SelectSquare { row, col });
    }
    app
}

/// Play on 8 with the `k`-th solution placed.
fn playing_solved(k: usize) -> App {
    let mut app = paused_after(8, 5);
    act(&mut app, Action::Play);
    let mut solver = nqueens::solver::Solver::new(8);
    for _ in 0..k {
        solver.next_solution();
    }
    for (row, &col) in solver.queens().iter().enumerate() {
        act(
            &mut app,
            Action::SelectSquare {
                row,
                col: usize::from(col),
            },
        );
    }
    app
}

#[test]
fn play_with_a_conflict_at_80x24() {
    insta::assert_snapshot!(screen(&playing_with_a_conflict(), 80, 24).backend());
}

#[test]
fn play_with_a_hint_at_120x40() {
    let mut app = playing_with_a_conflict();
    act(&mut app, Action::Undo);
    act(&mut app, Action::PlayHint);
    insta::assert_snapshot!(screen(&app, 120, 40).backend());
}

#[test]
fn play_solved_at_120x40() {
    insta::assert_snapshot!(screen(&playing_solved(8), 120, 40).backend());
}

#[test]
fn the_help_in_play_lists_the_keys_that_work_there() {
    let mut app = playing_with_a_conflict();
    act(&mut app, Action::ToggleHelp);
    let text = format!("{}", screen(&app, 120, 40).backend());
    assert!(text.contains("Play (p or :play"), "{text}");
    assert!(text.contains("Esc or F1 closes"), "{text}");
    assert!(
        !text.contains("pause / resume"),
        "the search's keys wait: {text}"
    );
}

#[test]
fn play_without_colour_explains_its_marks_without_colour() {
    use nqueens::ui::kit::appearance::Appearance;
    let look = Appearance {
        no_color: true,
        ..Appearance::default()
    };
    let app = playing_with_a_conflict();
    let plain = format!("{}", screen_as(&app, look, 120, 40).backend());
    assert!(plain.contains("queen (reversed: in conflict)"), "{plain}");
    assert!(!plain.contains("red"), "{plain}");
    let coloured = format!("{}", screen(&app, 120, 40).backend());
    assert!(coloured.contains("queen (red: in conflict)"), "{coloured}");
}

#[test]
fn play_at_the_smallest_and_largest_sizes() {
    // n = 32 needs 1×1 squares and the panel beside them: 41 + 36 columns, 36 lines.
    let mut app = App::new(Options::new(32, Speed::PerSec(20), true));
    act(&mut app, Action::Play);
    let text = |w, h| format!("{}", screen(&app, w, h).backend());
    assert!(text(80, 24).contains("Enlarge the terminal"));
    assert!(text(120, 40).contains("┌ Your board"));
    assert!(text(200, 60).contains("┌ Your board"));
    insta::assert_snapshot!(screen(&playing_with_a_conflict(), 200, 60).backend());
}

#[test]
fn ascii_screens_hold_nothing_outside_ascii() {
    use nqueens::ui::kit::appearance::Appearance;
    let appearance = Appearance {
        ascii: true,
        ..Appearance::default()
    };
    let mut app = App::new(Options::new(8, Speed::Max, false));
    app.run_events(20_000);
    let mut states = vec![app.clone()];
    app.update(Action::ToggleHelp);
    states.push(app.clone());
    app.update(Action::Back);
    app.update(Action::ToggleStrategy);
    app.update(Action::RunToSolution);
    app.run_events(1);
    states.push(app.clone());
    let mut small = App::new(Options::new(32, Speed::Max, true));
    small.update(Action::Step);
    states.push(small);
    states.push(playing_with_a_conflict());
    states.push(playing_solved(7));
    // Past 32 files: numbered files, and at 80×24 the dense board's braille.
    states.push(min_conflicts_after_moves(60, 5));
    // The tree's fills and marks.
    states.extend(tree_states());
    for (i, state) in states.iter().enumerate() {
        for (w, h) in [(120, 40), (80, 24), (40, 10)] {
            let unicode = screen(state, w, h);
            let ascii = screen_as(state, appearance, w, h);
            let cells = unicode.backend().buffer().content();
            for (drawn, plain) in cells.iter().zip(ascii.backend().buffer().content()) {
                // Every symbol has a stand-in of its own: `?` only where the screen said `?`.
                assert!(
                    plain.symbol().is_ascii() && (plain.symbol() != "?" || drawn.symbol() == "?"),
                    "state {i} at {w}x{h}: {:?} became {:?}",
                    drawn.symbol(),
                    plain.symbol()
                );
            }
            // A `.` alone between words reads as a full stop: a separator is not written so.
            let buf = ascii.backend().buffer();
            for y in 0..h {
                let row: Vec<char> = (0..w)
                    .map(|x| buf[(x, y)].symbol().chars().next().unwrap_or(' '))
                    .collect();
                for at in 2..row.len().saturating_sub(3) {
                    let word_after =
                        row[at + 2].is_ascii_lowercase() && row[at + 3].is_ascii_lowercase();
                    assert!(
                        !(row[at] == '.'
                            && row[at - 1] == ' '
                            && row[at + 1] == ' '
                            && row[at - 2].is_ascii_alphanumeric()
                            && word_after),
                        "state {i} at {w}x{h}: {}",
                        row.iter().collect::<String>()
                    );
                }
            }
        }
    }
    insta::assert_snapshot!(screen_as(&states[0], appearance, 120, 40).backend());
}

#[test]
fn no_color_leaves_no_colour_and_keeps_highlights_visible() {
    use nqueens::ui::kit::appearance::Appearance;
    use ratatui::style::{Color, Modifier};
    let appearance = Appearance {
        no_color: true,
        ..Appearance::default()
    };
    let mut app = App::new(Options::new(4, Speed::PerSec(20), true));
    app.update(Action::Step);
    let terminal = screen_as(&app, appearance, 100, 30);
    let buf = terminal.backend().buffer();
    assert!(
        buf.content()
            .iter()
            .all(|c| c.fg == Color::Reset && c.bg == Color::Reset)
    );
    let placed = buf.content().iter().find(|c| c.symbol() == "♛").unwrap();
    assert!(
        placed.modifier.contains(Modifier::REVERSED),
        "the square just placed stands out"
    );
}

#[test]
fn a_board_without_solutions_says_none_exist_when_done() {
    let mut app = App::new(Options::new(3, Speed::Max, false));
    app.run_events(u64::MAX);
    let text = format!("{:?}", screen(&app, 120, 40).backend());
    assert!(text.contains("none exist for n = 3"), "{text}");
    assert!(!text.contains("no solutions yet"), "{text}");
}

#[test]
fn the_contrast_theme_uses_no_rgb_and_marks_survive_without_colour() {
    use nqueens::ui::kit::appearance::{Depth, Palette};
    use ratatui::style::Color;
    let app = paused_after(4, 1);
    let contrast = Appearance {
        palette: Palette::Contrast,
        depth: Depth::Ansi16,
        ..Appearance::default()
    };
    let terminal = screen_as(&app, contrast, 100, 30);
    for cell in terminal.backend().buffer().content() {
        for c in [cell.fg, cell.bg] {
            assert!(
                !matches!(c, Color::Rgb(..) | Color::Indexed(16..)),
                "{c:?} on a 16-colour terminal"
            );
        }
    }
    // Without colour, the glyphs still tell an attacked square from a free one: with a queen
    // on a4, rank 3 has a3 (the file) and b3 (the diagonal) attacked, c3 and d3 free.
    let plain = Appearance {
        no_color: true,
        ..Appearance::default()
    };
    let mut drawn = ui::Drawn::default();
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| drawn = ui::draw(frame, &app, plain))
        .unwrap();
    let buf = terminal.backend().buffer();
    // What a square shows: the symbols of every cell the hit map gives to it.
    let glyph = |col| {
        let square = Hit::Square { row: 1, col };
        buf.area
            .positions()
            .filter(|&p| drawn.hits.at(p) == Some(square))
            .map(|p| buf[p].symbol().to_string())
            .collect::<String>()
    };
    assert_eq!(glyph(0).trim(), "·");
    assert_eq!(glyph(1).trim(), "·");
    assert_ne!(glyph(2).trim(), "·");
    assert_ne!(glyph(3).trim(), "·");
}

// The layout at every size: snapshots of the breakpoints, and checks that nothing is cut.

/// The sizes the layout is held to.
const SIZES: [(u16, u16); 4] = [(80, 24), (100, 30), (120, 40), (200, 60)];

/// A state per board size: n = 1 after its first event, n = 8, 16 and 32 twelve events in, and
/// n = 8 done.
fn layout_states() -> Vec<(&'static str, App)> {
    let mut done = App::new(Options::new(8, Speed::Max, false));
    done.run_events(u64::MAX);
    vec![
        ("n1", paused_after(1, 1)),
        ("n8", paused_after(8, 12)),
        ("n16", paused_after(16, 12)),
        ("n32", paused_after(32, 12)),
        ("n8_done", done),
    ]
}

/// The screen as lines of text.
fn lines_of(buf: &Buffer, area: Rect) -> Vec<String> {
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect()
}

/// A character that belongs to a word or a number: one cut there was cut mid-word.
fn in_word(symbol: &str) -> bool {
    symbol
        .chars()
        .next()
        .is_some_and(|c| c.is_alphanumeric() || ",.;:!?'\"()%#/_-".contains(c))
}

/// Where a line of text ends cut: a word or number running into a panel's right border (or a
/// title into its corner), or into the right edge of the screen. Text that ends where it
/// should leaves a blank column (or a `…`) before the border, so this is what a cut looks
/// like.
fn cut_words(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    let mut problems = Vec::new();
    for y in area.top()..area.bottom() {
        let line = lines_of(buf, Rect::new(area.x, y, area.width, 1)).remove(0);
        for x in area.left() + 1..area.right() {
            let right_border = ["│", "┐", "┘", "┤"].contains(&buf[(x, y)].symbol());
            if right_border && in_word(buf[(x - 1, y)].symbol()) {
                problems.push(format!(
                    "line {y} runs into a border at column {x}: {line:?}"
                ));
            }
        }
        if in_word(buf[(area.right() - 1, y)].symbol()) {
            problems.push(format!("line {y} runs off the screen: {line:?}"));
        }
    }
    problems
}

/// The numbers the state has that the counters show.
fn numbers(app: &App) -> Vec<(&'static str, String)> {
    let counters = app.solver().counters();
    let (mask_checks, scan_checks) = app.checks();
    let mut numbers = vec![
        ("n", app.n().to_string()),
        ("solutions found", grouped(counters.solutions)),
        ("classes found", grouped(app.catalog().unique())),
        ("placements", grouped(counters.placements)),
        ("backtracks", grouped(counters.removals)),
        ("dead ends", grouped(counters.dead_ends)),
        ("mask checks", grouped(mask_checks)),
    ];
    if let Some(k) = known(app.n()) {
        numbers.push(("known total", grouped(k.total)));
        numbers.push(("known classes", grouped(k.unique)));
    }
    if let Some(checks) = scan_checks {
        numbers.push(("scan checks", grouped(checks.scan)));
        numbers.push(("array lookups", grouped(checks.arrays)));
        numbers.push(("matrix cells", grouped(checks.matrix)));
    }
    numbers
}

/// Whether `number` stands whole in `text`: not as part of a longer number.
fn whole_in(text: &str, number: &str) -> bool {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit() || c == ',');
    text.match_indices(number).any(|(at, _)| {
        !digit(text[..at].chars().next_back()) && !digit(text[at + number.len()..].chars().next())
    })
}

/// The `numbers` that do not stand whole in `area` of the screen.
fn missing_numbers(numbers: &[(&str, String)], buf: &Buffer, area: Rect) -> Vec<String> {
    let lines = lines_of(buf, area);
    numbers
        .iter()
        .filter(|(_, number)| !lines.iter().any(|line| whole_in(line, number)))
        .map(|(name, number)| format!("{name} {number} is not shown whole"))
        .collect()
}

/// The screen as the event loop leaves it: drawn, the state told how many list rows showed
/// (which decides where the list scrolls), and drawn again.
fn settled(app: &App, width: u16, height: u16) -> (App, Terminal<TestBackend>) {
    let mut app = app.clone();
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    for _ in 0..2 {
        let mut drawn = ui::Drawn::default();
        terminal
            .draw(|frame| drawn = ui::draw(frame, &app, Appearance::default()))
            .unwrap();
        app.update(Action::Viewport(drawn.viewport));
    }
    (app, terminal)
}

/// The tree shown mid-search (groups, the path, the partly explored) and once done.
fn tree_states() -> Vec<App> {
    let mut mid = paused_after(8, 40);
    command(&mut mid, "tree");
    let mut done = App::new(Options::new(8, Speed::Max, false));
    done.run_events(u64::MAX);
    command(&mut done, "tree");
    vec![mid, done]
}

#[test]
fn the_tree_cuts_no_word_or_number_at_any_size() {
    for (i, app) in tree_states().into_iter().enumerate() {
        for (w, h) in SIZES {
            let (_, terminal) = settled(&app, w, h);
            let buf = terminal.backend().buffer();
            let problems = cut_words(buf);
            assert!(
                problems.is_empty(),
                "tree state {i} at {w}×{h}: {problems:#?}\n{}",
                lines_of(buf, buf.area).join("\n")
            );
        }
    }
}

#[test]
fn every_size_has_a_deliberate_layout_with_nothing_cut() {
    for (name, app) in layout_states() {
        for (w, h) in SIZES {
            let (app, terminal) = settled(&app, w, h);
            let buf = terminal.backend().buffer();
            let plan = ui::plan(&app, Rect::new(0, 0, w, h)).expect("the board fits");
            let mut problems = cut_words(buf);
            let counters = plan.rect(Part::Counters).expect("the counters fit");
            problems.extend(missing_numbers(&numbers(&app), buf, counters));
            assert!(
                problems.is_empty(),
                "{name} at {w}×{h}: {problems:#?}\n{}",
                lines_of(buf, buf.area).join("\n")
            );
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), terminal.backend());
        }
    }
}

#[test]
fn the_text_checks_catch_a_cut_word_a_cut_title_and_a_cut_number() {
    use ratatui::widgets::{Block, Paragraph, Widget};
    // Drawn as a careless widget would: a line and a title wider than their panel.
    let terminal = panel(22, 3, |area, buf| {
        Paragraph::new("Solutions 0 / 14,772,512")
            .block(Block::bordered().title(" Solutions 0 / 14,772,512 "))
            .render(area, buf)
    });
    let buf = terminal.backend().buffer();
    let problems = cut_words(buf);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].contains("line 0") && problems[1].contains("line 1"));
    let numbers = [("known total", "14,772,512".to_string())];
    assert_eq!(missing_numbers(&numbers, buf, buf.area).len(), 1);
    assert!(!whole_in("114,772,512", "14,772,512"));
    assert!(whole_in("0 / 14,772,512 ", "14,772,512"));
    // The same drawn whole passes.
    let terminal = panel(30, 3, |area, buf| {
        Paragraph::new("Solutions 0 / 14,772,512")
            .block(Block::bordered().title(" Solutions 0 / 14,772,512 "))
            .render(area, buf)
    });
    let buf = terminal.backend().buffer();
    assert_eq!(cut_words(buf), Vec::<String>::new());
    assert!(missing_numbers(&numbers, buf, buf.area).is_empty());
}

#[test]
fn the_prompt_is_on_screen_while_a_number_is_typed() {
    for (n, w, h) in [(16, 80, 24), (8, 100, 30), (1, 40, 12), (8, 40, 10)] {
        let mut app = paused_after(n, 12);
        app.update(Action::StartJump);
        app.update(Action::JumpDigit(1));
        app.update(Action::JumpDigit(2));
        let terminal = screen(&app, w, h);
        let buf = terminal.backend().buffer();
        let text = lines_of(buf, buf.area).join("\n");
        assert!(text.contains(" go to # 12▏"), "n = {n} at {w}×{h}:\n{text}");
        let plan = ui::plan(&app, buf.area).unwrap();
        let footer = lines_of(buf, plan.footer).remove(0);
        // In the bottom line exactly where the solutions panel is not on screen.
        assert_eq!(
            footer.starts_with(" go to # 12▏"),
            plan.prompt_in_footer(),
            "n = {n} at {w}×{h}:\n{text}"
        );
    }
    let mut app = paused_after(16, 12);
    app.update(Action::StartJump);
    app.update(Action::JumpDigit(7));
    insta::assert_snapshot!(screen(&app, 80, 24).backend());
}

#[test]
fn the_masks_keep_a_bit_under_each_column_at_every_size() {
    let mut checked = 0;
    for n in [1, 8, 16, 32] {
        // n = 1 is done after 3 events; one event in, it still shows its masks.
        let app = paused_after(n, if n == 1 { 1 } else { 12 });
        for (w, h) in SIZES.into_iter().chain([(300, 80)]) {
            let terminal = screen(&app, w, h);
            let buf = terminal.backend().buffer();
            let plan = ui::plan(&app, buf.area).unwrap();
            let Some(masks) = plan.rect(Part::Masks) else {
                continue;
            };
            if app.shown_solution().is_some() {
                // A done search shows its result where the masks go.
                continue;
            }
            let columns = |y: u16, symbols: &[&str]| -> Vec<u16> {
                (masks.x + 6..masks.right())
                    .filter(|&x| symbols.contains(&buf[(x, y)].symbol()))
                    .collect()
            };
            let letters: Vec<String> = (0..n)
                .map(|c| nqueens::ui::board::file_letter(c).to_string())
                .collect();
            let letters: Vec<&str> = letters.iter().map(String::as_str).collect();
            let files = columns(masks.y - 1, &letters);
            assert_eq!(files.len(), n, "n = {n} at {w}×{h}");
            for y in masks.y..masks.bottom() {
                assert_eq!(
                    columns(y, &["0", "1"]),
                    files,
                    "n = {n} at {w}×{h}, line {y}"
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 12, "the masks were shown {checked} times");
}

/// A few words a strategy's own panel always shows, and no usual panel in its place does.
fn own_panel_mark(strategy: nqueens::vocabulary::Strategy) -> &'static str {
    use nqueens::vocabulary::Strategy;
    match strategy {
        Strategy::Arrays => "anti ╲",
        Strategy::BreadthFirst => "Frontier",
        Strategy::LasVegas => "Try #",
        Strategy::BestFirst => "Open list",
        Strategy::ForwardChecking => "Domains",
        Strategy::Genetic => "mutation",
        Strategy::DancingLinks => "Exact cover",
        Strategy::AntColony => "Colony",
        Strategy::ParticleSwarm => "Swarm",
        other => panic!("{other} has a panel of its own: name what it shows here"),
    }
}

#[test]
fn every_strategy_s_own_panel_is_drawn_from_80x24_up() {
    use nqueens::vocabulary::Strategy;
    let owners: Vec<Strategy> = Strategy::ALL
        .into_iter()
        .filter(|&s| ui::own_panel(s).is_some())
        .collect();
    assert!(owners.len() >= 3, "{owners:?}");
    let mut problems = Vec::new();
    for strategy in owners {
        let mark = own_panel_mark(strategy);
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            // The boards whose screen at this size draws the panel whole.
            let drawn: Vec<usize> = (4..=strategy.max_animated_n())
                .filter(|&n| {
                    // A few events in: a test under way, a level being built, a try.
                    let mut app = App::new(Options {
                        strategy,
                        ..Options::new(n, Speed::PerSec(20), true)
                    });
                    for _ in 0..6 {
                        app.update(Action::Step);
                    }
                    let terminal = screen(&app, w, h);
                    let buf = terminal.backend().buffer();
                    let text = lines_of(buf, buf.area).join("\n");
                    if !cut_words(buf).is_empty() {
                        problems.push(format!("{strategy}, n = {n} at {w}×{h}: cut\n{text}"));
                    }
                    let part = ui::own_panel(strategy).unwrap();
                    let plan = ui::plan(&app, buf.area).expect("the board fits");
                    // The panel's place holds the panel (its title or a line of it).
                    plan.rect(part)
                        .is_some_and(|area| lines_of(buf, area).join("\n").contains(mark))
                })
                .collect();
            // On every board from n = 4 up: at 80×24 up to n = 20 at least (past it the
            // counters and a compact board of 11 lines leave the panel less than its 7), on
            // the larger terminals every board.
            let unbroken = (4..).zip(&drawn).take_while(|(n, d)| n == *d).count();
            let least = if (w, h) == (80, 24) {
                20
            } else {
                strategy.max_animated_n()
            };
            if 3 + unbroken < least {
                problems.push(format!(
                    "{strategy} at {w}×{h}: drawn for n in {drawn:?}, wanted 4..={least} at least"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_click_on_a_tall_square_finds_the_square() {
    // n = 8 on 120×40 has squares of 5×3: every cell of a square maps to it.
    let app = paused_after(8, 12);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    let mut drawn = ui::Drawn::default();
    terminal
        .draw(|frame| drawn = ui::draw(frame, &app, Appearance::default()))
        .unwrap();
    let plan = ui::plan(&app, Rect::new(0, 0, 120, 40)).unwrap();
    assert_eq!(
        plan.drawing,
        ui::Drawing::Squares(ui::SquareSize {
            width: 5,
            height: 3
        })
    );
    let corner = drawn.hits.find(Hit::Square { row: 2, col: 3 }).unwrap();
    for (dx, dy) in [(0, 0), (4, 0), (0, 2), (4, 2), (2, 1)] {
        let at = ratatui::layout::Position::new(corner.x + dx, corner.y + dy);
        assert_eq!(drawn.hits.at(at), Some(Hit::Square { row: 2, col: 3 }));
    }
    // The queen of row 2 stands in the middle of its square.
    let col = usize::from(app.solver().queens()[2]);
    let queen = drawn.hits.find(Hit::Square { row: 2, col }).unwrap();
    let buf = terminal.backend().buffer();
    assert_eq!(buf[(queen.x + 2, queen.y + 1)].symbol(), "♛");
}

#[test]
fn a_compact_board_shows_every_queen_and_records_no_squares() {
    let app = paused_after(32, 12);
    let mut drawn = ui::Drawn::default();
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| drawn = ui::draw(frame, &app, Appearance::default()))
        .unwrap();
    let plan = ui::plan(&app, Rect::new(0, 0, 80, 24)).unwrap();
    assert_eq!(plan.drawing, ui::Drawing::Compact);
    assert_eq!(drawn.hits.find(Hit::Square { row: 0, col: 0 }), None);
    let buf = terminal.backend().buffer();
    let board = plan.board();
    let queens = app.solver().queens();
    for (row, &col) in queens.iter().enumerate() {
        let at = (
            board.x + 7 + u16::from(col),
            board.y + 1 + ui::cells(row / 2),
        );
        let (glyph, colour) = if row % 2 == 0 {
            ("▀", buf[at].fg)
        } else {
            ("▄", buf[at].fg)
        };
        assert_eq!(buf[at].symbol(), glyph, "row {row}");
        assert!([THEME.piece, THEME.placed].contains(&colour), "row {row}");
    }
}

#[test]
fn the_code_panel_lights_the_line_the_last_event_ran() {
    let mut app = paused_after(8, 10);
    command(&mut app, "code");
    insta::assert_snapshot!("code_bitmask_80x24", screen(&app, 80, 24).backend());
    insta::assert_snapshot!("code_bitmask_120x40", screen(&app, 120, 40).backend());
    app.update(Action::ToggleStrategy);
    for _ in 0..3 {
        app.update(Action::Step);
    }
    insta::assert_snapshot!("code_scan_120x40", screen(&app, 120, 40).backend());
    command(&mut app, "code");
    let text = format!("{:?}", screen(&app, 120, 40).backend());
    assert!(!text.contains("Code ·"), ":code again hides it");
}

/// A paused search of `n` with `strategy` (min-conflicts with seed 0), stepped until `stop`
/// says so of the last event.
fn strategy_until(
    n: usize,
    strategy: nqueens::vocabulary::Strategy,
    stop: impl Fn(nqueens::solver::Event) -> bool,
) -> App {
    let mut app = App::new(Options {
        strategy,
        ..Options::new(n, Speed::PerSec(20), true)
    });
    loop {
        app.update(Action::Step);
        if app.last_event().is_none_or(&stop) {
            return app;
        }
    }
}

/// The second board `permutations` refuses at n = 6: the attacked queen and its attacker.
fn permutations_refusing() -> App {
    use nqueens::solver::Event;
    let refused = std::cell::Cell::new(0);
    strategy_until(6, nqueens::vocabulary::Strategy::Permutations, |e| {
        if matches!(e, Event::RejectBoard { .. }) {
            refused.set(refused.get() + 1);
        }
        refused.get() == 2
    })
}

fn bruteforce_refusing() -> App {
    use nqueens::solver::Event;
    strategy_until(5, nqueens::vocabulary::Strategy::Bruteforce, |e| {
        matches!(e, Event::RejectBoard { by_row: 1, .. })
    })
}

fn min_conflicts_after_moves(n: usize, moves: usize) -> App {
    use nqueens::solver::Event;
    let count = std::cell::Cell::new(0);
    strategy_until(n, nqueens::vocabulary::Strategy::MinConflicts, |e| {
        if matches!(e, Event::MinConflicts(Move { .. })) {
            count.set(count.get() + 1);
        }
        count.get() == moves || matches!(e, Event::Solution { .. })
    })
}

#[test]
fn permutations_refusing_a_board_80x24() {
    insta::assert_snapshot!(screen(&permutations_refusing(), 80, 24).backend());
}

#[test]
fn permutations_refusing_a_board_120x40() {
    insta::assert_snapshot!(screen(&permutations_refusing(), 120, 40).backend());
}

#[test]
fn bruteforce_refusing_a_board_80x24() {
    insta::assert_snapshot!(screen(&bruteforce_refusing(), 80, 24).backend());
}

#[test]
fn bruteforce_refusing_a_board_120x40() {
    insta::assert_snapshot!(screen(&bruteforce_refusing(), 120, 40).backend());
}

#[test]
fn min_conflicts_after_three_moves_80x24() {
    insta::assert_snapshot!(screen(&min_conflicts_after_moves(8, 3), 80, 24).backend());
}

#[test]
fn min_conflicts_after_three_moves_120x40() {
    insta::assert_snapshot!(screen(&min_conflicts_after_moves(8, 3), 120, 40).backend());
}

#[test]
fn min_conflicts_n32_compact_80x24() {
    insta::assert_snapshot!(screen(&min_conflicts_after_moves(32, 5), 80, 24).backend());
}

#[test]
fn min_conflicts_n32_120x40() {
    insta::assert_snapshot!(screen(&min_conflicts_after_moves(32, 5), 120, 40).backend());
}

#[test]
fn a_refused_board_marks_the_attacked_queen_and_the_line_from_its_attacker() {
    use nqueens::solver::Event;
    let app = permutations_refusing();
    let Some(Event::RejectBoard {
        row,
        col,
        by_row,
        by_col,
    }) = app.last_event()
    else {
        panic!("{:?}", app.last_event());
    };
    let terminal = screen(&app, 120, 40);
    let buf = terminal.backend().buffer();
    // The board's panel, left of the others (n = 6 at 120×40: 38 columns).
    // The attacked queen is drawn refused (✗, as the scan's refused square), so that it is
    // told from the queen just placed without colour too.
    let queens: Vec<(u16, u16, ratatui::style::Color)> = (0..40)
        .flat_map(|y| (0..38).map(move |x| (x, y)))
        .filter(|&(x, y)| ["♛", "✗"].contains(&buf[(x, y)].symbol()))
        .map(|(x, y)| (x, y, buf[(x, y)].bg))
        .collect();
    assert_eq!(queens.len(), 6, "a complete board");
    let refused = queens.iter().filter(|q| buf[(q.0, q.1)].symbol() == "✗");
    assert_eq!(refused.count(), 1, "the attacked queen alone is refused");
    // Rows from the top; the attacked queen is the one whose row is lower.
    let attacked = queens[usize::from(row)];
    let attacker = queens[usize::from(by_row)];
    assert_eq!(attacked.2, THEME.dead, "{row} {col}");
    assert_eq!(buf[(attacked.0, attacked.1)].symbol(), "✗", "{row} {col}");
    assert_eq!(attacker.2, THEME.attack_line, "{by_row} {by_col}");
    let others = queens
        .iter()
        .enumerate()
        .filter(|&(r, _)| r != usize::from(row) && r != usize::from(by_row));
    for (r, q) in others {
        assert!(q.2 != THEME.dead && q.2 != THEME.attack_line, "row {r}");
    }
}

#[test]
fn min_conflicts_draws_attacked_queens_in_the_warning_colour_with_their_count() {
    use nqueens::solver::search::Search as _;
    let app = min_conflicts_after_moves(8, 3);
    let search = app.search().other().unwrap();
    let terminal = screen(&app, 120, 40);
    let buf = terminal.backend().buffer();
    // The board panel's squares only: it ends at the first top-right corner (the legend's
    // sample queens stand in the next column).
    let right = (0..120).find(|&x| buf[(x, 0)].symbol() == "┐").unwrap();
    let queens: Vec<(u16, u16)> = (0..40)
        .flat_map(|y| (0..right).map(move |x| (x, y)))
        .filter(|&(x, y)| buf[(x, y)].symbol() == "♛")
        .collect();
    assert_eq!(queens.len(), 8);
    for (row, &(x, y)) in queens.iter().enumerate() {
        let attackers = search.conflicts(row).unwrap();
        let moved = matches!(app.last_event(), Some(nqueens::solver::Event::MinConflicts(Move { row: r, .. })) if r as usize == row);
        if moved {
            assert_eq!(buf[(x, y)].bg, THEME.placed, "row {row}: just moved");
        } else if attackers > 0 {
            assert_eq!(buf[(x, y)].bg, THEME.lifted, "row {row}");
        } else {
            assert!(buf[(x, y)].bg != THEME.lifted, "row {row}");
        }
        let digit = buf[(x + 2, y)].symbol().to_string();
        let expected = if attackers > 0 {
            attackers.to_string()
        } else {
            " ".to_string()
        };
        assert_eq!(digit, expected, "row {row}: its attackers beside it");
    }
}

#[test]
fn heat_shades_the_board_and_charts_the_work_per_rank() {
    let mut app = paused_after(8, 300);
    command(&mut app, "heat");
    insta::assert_snapshot!("heat_placements_120x40", screen(&app, 120, 40).backend());
    insta::assert_snapshot!("heat_placements_80x24", screen(&app, 80, 24).backend());
    // The hottest square gets the top of the scale.
    let heat = app.search().heat();
    let (_, (row, col)) = heat.hottest(nqueens::app::heat::HeatKind::Placements);
    let terminal = screen(&app, 120, 40);
    let board = ui::render(
        &app,
        Appearance::default(),
        Rect::new(0, 0, 120, 40),
        &mut Buffer::empty(Rect::new(0, 0, 120, 40)),
    );
    let square = board
        .hits
        .find(Hit::Square { row, col })
        .expect("the square is drawn");
    assert_eq!(
        terminal.backend().buffer()[square].bg,
        nqueens::ui::heat::colour(1.0).unwrap()
    );
    command(&mut app, "heat");
    insta::assert_snapshot!("heat_solutions_120x40", screen(&app, 120, 40).backend());
    command(&mut app, "heat");
    let text = format!("{:?}", screen(&app, 120, 40).backend());
    assert!(!text.contains("Heat ·"), "a third :heat turns it off");
}

#[test]
fn min_conflicts_n60_at_80x24_120x40_and_200x60() {
    // 80×24: dense (braille); 120×40 and 200×60: compact (half blocks), which 200×60 shows
    // with every panel.
    let app = min_conflicts_after_moves(60, 5);
    insta::assert_snapshot!(screen(&app, 80, 24).backend());
    insta::assert_snapshot!(screen(&app, 120, 40).backend());
    insta::assert_snapshot!(screen(&app, 200, 60).backend());
    let drawing = |w, h| ui::plan(&app, Rect::new(0, 0, w, h)).unwrap().drawing;
    assert_eq!(drawing(80, 24), ui::Drawing::Dense);
    assert_eq!(drawing(120, 40), ui::Drawing::Compact);
    assert_eq!(drawing(200, 60), ui::Drawing::Compact);
    // Squares of glyphs where the ranks fit a line each.
    assert!(matches!(drawing(300, 80), ui::Drawing::Squares(_)));
}

#[test]
fn min_conflicts_n150_is_dense_at_200x60_and_asks_for_room_at_120x40() {
    let app = min_conflicts_after_moves(150, 5);
    insta::assert_snapshot!(screen(&app, 200, 60).backend());
    let text = format!("{:?}", screen(&app, 120, 40).backend());
    assert!(
        text.contains("n = 150 needs 84×42, this one is 120×40"),
        "{text}"
    );
}

#[test]
fn the_dense_board_puts_each_queen_on_its_dot_in_the_colour_of_its_state() {
    use nqueens::solver::search::Search as _;
    let app = min_conflicts_after_moves(150, 5);
    let search = app.search().other().unwrap();
    let terminal = screen(&app, 200, 60);
    let buf = terminal.backend().buffer();
    let plan = ui::plan(&app, Rect::new(0, 0, 200, 60)).unwrap();
    assert_eq!(plan.drawing, ui::Drawing::Dense);
    let board = plan.board();
    let first = board.x + 1 + nqueens::ui::board::LABEL_WIDTH;
    let moved = match app.last_event() {
        Some(nqueens::solver::Event::MinConflicts(Move { row, .. })) => row as usize,
        other => panic!("{other:?}"),
    };
    // Unicode's braille dots, left column then right, top to bottom.
    let dot = |dx: usize, dy: usize| [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]][dx][dy];
    for row in 0..150 {
        let col = search.queen(row).unwrap();
        let cell = &buf[(first + ui::cells(col / 2), board.y + 1 + ui::cells(row / 4))];
        let bits = u32::from(cell.symbol().chars().next().unwrap()) - 0x2800;
        assert_ne!(bits & dot(col % 2, row % 4), 0, "rank of row {row}");
        // The character's colour is its most telling queen's.
        let rows = (row / 4 * 4)..(row / 4 * 4 + 4).min(150);
        let in_cell = |r: &usize| search.queen(*r).is_some_and(|c| c / 2 == col / 2);
        let expected = if rows.clone().filter(in_cell).any(|r| r == moved) {
            THEME.placed
        } else if rows
            .filter(in_cell)
            .any(|r| search.conflicts(r).unwrap() > 0)
        {
            THEME.lifted
        } else {
            THEME.light
        };
        assert_eq!(cell.fg, expected, "row {row}");
    }
    let text = format!("{:?}", terminal.backend());
    assert!(
        text.contains("dense: a dot a queen"),
        "the drawing says what it is"
    );
}

/// Past 32 the solutions list holds nothing: the screen never shows its panel, and the
/// counters never give their place to it.
#[test]
fn past_32_the_counters_show_and_no_solutions_panel_contradicts_them() {
    // 120×40 at n = 141 to 144 and 80×24 at n = 61 to 80 fit the dense board and a panel
    // narrower than the counters: it was the solutions panel, saying the list stops at 32.
    for (n, w, h) in [(141, 120, 40), (144, 120, 40), (61, 80, 24), (80, 80, 24)] {
        let app = min_conflicts_after_moves(n, 1);
        let plan = ui::plan(&app, Rect::new(0, 0, w, h)).unwrap();
        let shown = plan.shown();
        assert!(
            shown == [Part::Board] || shown.contains(&Part::Counters),
            "n = {n} at {w}×{h}: {shown:?}"
        );
        let text = format!("{:?}", screen(&app, w, h).backend());
        assert!(!text.contains("Solutions 0"), "n = {n} at {w}×{h}:\n{text}");
    }
    // Done at n = 150: the counters say one solution, and nothing says none.
    let app = min_conflicts_after_moves(150, usize::MAX);
    assert!(app.solver().is_done() || app.search().counters().solutions == 1);
    let text = format!("{:?}", screen(&app, 200, 60).backend());
    assert!(text.contains("solutions   1"), "{text}");
    assert!(!text.contains("Solutions 0"), "{text}");
    assert!(!text.contains("no solution yet"), "{text}");
    // The stack has no rank listed above its last line: it speaks of every rank.
    assert!(text.contains("all 150 queens: none attacked"), "{text}");
    assert!(!text.contains("other ranks"), "{text}");
    // The legend speaks of dots, not of the glyphs the dense board does not draw.
    assert!(text.contains("a dot: a queen"), "{text}");
    assert!(!text.contains("the square it left"), "{text}");
    // The keys of the list (and play) only say why not: the hint bar leaves them out.
    let footer = text.lines().last().unwrap().to_string();
    for hint in ["solutions", "unique", "write", "play"] {
        assert!(!footer.contains(hint), "{hint}: {footer}");
    }
}

#[test]
fn past_32_the_keys_of_the_list_say_why_not() {
    let mut app = min_conflicts_after_moves(40, 1);
    for action in [
        Action::SwitchFocus,
        Action::ToggleUnique,
        Action::WriteSolutions,
    ] {
        act(&mut app, action);
        assert_eq!(app.focus(), nqueens::vocabulary::Focus::Board);
        let said = said(&app).as_deref().unwrap_or_default().to_string();
        assert!(said.contains("holds boards up to n = 32"), "{said}");
    }
    // Back at 32 the list and its keys are there again.
    command(&mut app, "n 32");
    act(&mut app, Action::SwitchFocus);
    assert_eq!(app.focus(), nqueens::vocabulary::Focus::Solutions);
}

/// The sizes the issue of cut titles names, from the smallest to a large terminal.
const TITLE_SIZES: [(u16, u16); 5] = [(40, 12), (60, 20), (80, 24), (120, 40), (200, 60)];

/// States whose titles, notes and bottom lines are long: searches done and mid-way, the
/// solutions focused on a long number, each side panel, a long key hint, each strategy.
fn titled_states() -> Vec<(String, App)> {
    use nqueens::vocabulary::Strategy;
    let mut states = Vec::new();
    for n in [8, 10] {
        let mut done = App::new(Options::new(n, Speed::Max, false));
        done.run_events(u64::MAX);
        states.push((format!("n{n} done"), done.clone()));
        for panel in ["heat", "code", "tree"] {
            let mut shown = done.clone();
            command(&mut shown, panel);
            states.push((format!("n{n} done, :{panel}"), shown));
        }
    }
    let mut focused = paused_after(16, 0);
    focused.run_events(300_000);
    focused.update(Action::SwitchFocus);
    states.push(("n16 focused on the list".to_string(), focused));
    let mut hinted = paused_after(8, 5);
    hinted.update(Action::Hint(
        "S does nothing here: keys are small letters (s: one event (pauses first if running))"
            .to_string(),
    ));
    states.push(("a long key hint".to_string(), hinted));
    for strategy in Strategy::ALL {
        let n = if strategy == Strategy::MinConflicts {
            50
        } else {
            6
        };
        let mut app = App::new(Options {
            strategy,
            ..Options::new(n, Speed::PerSec(20), true)
        });
        for _ in 0..30 {
            app.update(Action::Step);
        }
        states.push((format!("{strategy} n = {n}"), app));
    }
    states
}

#[test]
fn titles_notes_and_the_bottom_line_end_at_a_word_at_every_size() {
    for (name, app) in titled_states() {
        for (w, h) in TITLE_SIZES {
            let (app, terminal) = settled(&app, w, h);
            let buf = terminal.backend().buffer();
            let mut problems = cut_words(buf);
            // In ASCII each `…` is `...` on its line, never a lone `.` that reads as a stop.
            let ascii = Appearance {
                ascii: true,
                ..Appearance::default()
            };
            let plain = screen_as(&app, ascii, w, h);
            let plain = plain.backend().buffer();
            for y in 0..h {
                let drawn: String = (0..w).map(|x| buf[(x, y)].symbol()).collect();
                let at = |x: u16| buf[(x, y)].symbol();
                // A run of `…` is a fill (the tree's narrow cells), and `·` a square: neither
                // is an ellipsis.
                let fill = |x: u16| {
                    at(x) == "·"
                        || (at(x) == "…"
                            && ((x > 0 && at(x - 1) == "…") || (x + 1 < w && at(x + 1) == "…")))
                };
                let ellipses = (0..w).filter(|&x| at(x) == "…" && !fill(x)).count();
                let shown: String = (0..w)
                    .map(|x| if fill(x) { "#" } else { plain[(x, y)].symbol() })
                    .collect();
                if ellipses != shown.matches("...").count() {
                    problems.push(format!("line {y} in ASCII: {drawn:?} became {shown:?}"));
                }
            }
            assert!(
                problems.is_empty(),
                "{name} at {w}×{h}: {problems:#?}\n{}",
                lines_of(buf, buf.area).join("\n")
            );
        }
    }
}

#[test]
fn the_scan_marks_a_dead_end_only_once_it_has_tested_the_whole_rank() {
    use nqueens::solver::Event;
    use nqueens::ui::board::Board;
    use nqueens::vocabulary::Strategy;
    use ratatui::widgets::Widget;
    let n = 6;
    let mut app = App::new(Options {
        strategy: Strategy::Scan,
        ..Options::new(n, Speed::PerSec(20), true)
    });
    let (mut marked, mut events) = (0, 0);
    while events < 2_000 && app.status() != nqueens::app::Status::Done {
        app.update(Action::Step);
        events += 1;
        let area = Rect::new(0, 0, 30, 10);
        let mut buf = Buffer::empty(area);
        Board::of(app.search()).render(area, &mut buf);
        let text = lines_of(&buf, area).join("\n");
        if text.contains('×') {
            marked += 1;
            let tested = app.search().scan_tested().map_or(0, usize::from);
            let told = matches!(app.last_event(), Some(Event::DeadEnd { .. }));
            assert!(
                tested >= n || told,
                "event {events}: a dead end marked with {tested} of {n} squares tested, after {:?}\n{text}",
                app.last_event()
            );
        }
    }
    assert!(marked > 0, "the scan's dead ends are marked once found");
}

#[test]
fn the_scan_s_progress_is_one_measure_with_its_event_count() {
    use nqueens::vocabulary::Strategy;
    let app = counted(App::new(Options {
        strategy: Strategy::Scan,
        ..Options::new(8, Speed::PerSec(20), true)
    }));
    for events in [700, 9_000, 30_000] {
        let mut app = app.clone();
        app.run_events(events);
        let (total, exact) = app
            .search()
            .total_events()
            .expect("n = 8 is counted at once");
        assert!(exact);
        let now = app.search().event_number();
        let share = format!("{:.1}%", 100.0 * now as f64 / total as f64);
        let text = lines_of(
            screen(&app, 120, 40).backend().buffer(),
            Rect::new(0, 0, 120, 40),
        )
        .join("\n");
        assert!(
            text.contains(&format!("{} / {}", grouped(now), grouped(total))),
            "{text}"
        );
        assert!(
            text.contains(&share),
            "{share} beside event {now} / {total}\n{text}"
        );
    }
}

#[test]
fn each_strategy_s_explanation_has_room_for_its_own_long_words_where_there_is_room() {
    use nqueens::vocabulary::Strategy;
    // The layout measures each strategy's own words: where lines are spare (n = 8 on the
    // larger terminals), the long text shows whole, not the short one.
    for strategy in Strategy::ALL {
        let [long, _] = ui::explanation(strategy).1;
        let app = App::new(Options {
            strategy,
            ..Options::new(8, Speed::PerSec(20), true)
        });
        // Where lines are spare (at 120×40 the bitmask's long words already give way).
        let terminal = screen(&app, 200, 60);
        let buf = terminal.backend().buffer();
        let plan = ui::plan(&app, buf.area).unwrap();
        let area = plan
            .rect(Part::Explanation)
            .unwrap_or_else(|| panic!("{strategy} at 200×60: no explanation"));
        let inner = Rect::new(area.x + 1, area.y + 1, area.width - 2, area.height - 2);
        let shown = lines_of(buf, inner)
            .iter()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(shown, long, "{strategy} at 200×60");
    }
}
