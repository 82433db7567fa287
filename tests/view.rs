//! Whole screens drawn on ratatui's `TestBackend`, as snapshots, plus colour checks where the
//! colour is the point.

use nqueens::app::{App, Options};
use nqueens::hitmap::Hit;
use nqueens::ui::appearance::Appearance;
use nqueens::ui::{self, theme::THEME};
use nqueens::vocabulary::{Action, Speed, Viewport};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

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
    let mut app = App::new(Options::new(n, Speed::PerSec(20), true));
    for _ in 0..steps {
        app.update(Action::Step);
    }
    app
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
    insta::assert_snapshot!(screen(&paused_after(8, 0), 40, 10).backend());
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
    // Find the queen glyphs of row 1 (rank 3): the one at column c was just placed.
    let row_y = (0..30).find(|&y| buf[(1, y)].symbol() == " " && buf[(4, y)].symbol() == "3");
    let y = row_y.expect("rank 3 is drawn");
    let placed: Vec<_> = (0..100)
        .filter(|&x| buf[(x, y)].symbol() == "♛")
        .map(|x| buf[(x, y)].bg)
        .collect();
    assert_eq!(placed, vec![THEME.placed]);
    // The squares start after the rank labels (where the row's own × marker stands).
    let dead: Vec<_> = (7..100)
        .filter(|&x| buf[(x, y + 1)].symbol() == "×")
        .map(|x| buf[(x, y + 1)].bg)
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
    let message = app.message().unwrap();
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
    assert!(app.message().unwrap().contains("pause"));
}

#[test]
fn ascii_screens_hold_nothing_outside_ascii() {
    use nqueens::ui::appearance::Appearance;
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
        }
    }
    insta::assert_snapshot!(screen_as(&states[0], appearance, 120, 40).backend());
}

#[test]
fn no_color_leaves_no_colour_and_keeps_highlights_visible() {
    use nqueens::ui::appearance::Appearance;
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
    use nqueens::ui::appearance::{Depth, Palette};
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
    let glyph = |col| {
        let at = drawn.hits.find(Hit::Square { row: 1, col }).unwrap();
        // The glyph sits in the middle of the square's cells.
        (0..3)
            .map(|dx| buf[(at.x + dx, at.y)].symbol().to_string())
            .collect::<String>()
    };
    assert_eq!(glyph(0).trim(), "·");
    assert_eq!(glyph(1).trim(), "·");
    assert_ne!(glyph(2).trim(), "·");
    assert_ne!(glyph(3).trim(), "·");
}
