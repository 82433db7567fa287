//! Play mode driven by keys through the real key table, with the background work the runtime
//! would run on a thread carried out at once (or held back, to see stale answers dropped).

mod common;
use common::{said, words};
use nqueens::app::play::{Blocked, Numbering, PlayJob, Verdict};
use nqueens::app::{App, Effect, Mode, Options, Overlay, Status};
use nqueens::hitmap::Hit;
use nqueens::input;
use nqueens::solver::Solver;
use nqueens::solver::symmetry::canonical;
use nqueens::ui::{self, appearance::Appearance};
use nqueens::vocabulary::{Action, Focus, Speed};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// A key as the terminal sends it: a character, or a named key.
#[derive(Debug, Clone, Copy)]
enum K {
    C(char),
    Code(KeyCode),
    Ctrl(char),
}

use K::{C, Code, Ctrl};

const ENTER: K = Code(KeyCode::Enter);
const ESC: K = Code(KeyCode::Esc);
const UP: K = Code(KeyCode::Up);
const DOWN: K = Code(KeyCode::Down);
const LEFT: K = Code(KeyCode::Left);
const RIGHT: K = Code(KeyCode::Right);

/// Presses `keys` in turn; the play jobs they ask for are run at once and answered.
fn press(app: &mut App, keys: &[K]) {
    for job in press_holding(app, keys) {
        app.update(job.run(&|| false));
    }
}

/// Presses `keys` in turn, and returns the play jobs asked for, unanswered.
fn press_holding(app: &mut App, keys: &[K]) -> Vec<PlayJob> {
    let mut jobs = Vec::new();
    for &k in keys {
        let event = match k {
            C(c) => KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE),
            Code(code) => KeyEvent::new(code, KeyModifiers::NONE),
            Ctrl(c) => KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL),
        };
        let Some(action) = input::action_for(event, app.input_context()) else {
            continue;
        };
        for effect in app.update(action) {
            if let Effect::Play(job) = effect {
                jobs.push(job);
            }
        }
    }
    jobs
}

fn paused(n: usize) -> App {
    App::new(Options::new(n, Speed::PerSec(20), true))
}

/// An app playing on an `n` board.
fn playing(n: usize) -> App {
    let mut app = paused(n);
    press(&mut app, &[C('p')]);
    assert_eq!(app.mode(), Mode::Play);
    app
}

fn verdict(app: &App) -> Verdict {
    app.play().expect("playing").verdict().clone()
}

/// Keys that move the cursor from the top-left square to (`row`, `col`) and place a queen.
fn place_at(row: usize, col: usize) -> Vec<K> {
    let mut keys = vec![UP; 32];
    keys.extend([LEFT; 32]);
    keys.extend(vec![DOWN; row]);
    keys.extend(vec![RIGHT; col]);
    keys.push(ENTER);
    keys
}

/// Places queens on `cols[row]` of each row, with the keys.
fn place_all(app: &mut App, cols: &[u8]) {
    for (row, &col) in cols.iter().enumerate() {
        press(app, &place_at(row, usize::from(col)));
    }
}

#[test]
fn p_and_the_play_command_start_play_on_the_current_board() {
    let mut app = paused(6);
    press(&mut app, &[C('p')]);
    assert_eq!(app.mode(), Mode::Play);
    assert_eq!(app.play().unwrap().n(), 6);
    press(&mut app, &[ESC]);
    assert_eq!(app.mode(), Mode::Search);
    press(&mut app, &[C(':'), C('p'), C('l'), Code(KeyCode::Tab)]);
    assert_eq!(
        app.view().prompt.line.as_ref().unwrap().text,
        "play ",
        "Tab completes it"
    );
    press(&mut app, &[ENTER]);
    assert_eq!(app.mode(), Mode::Play);
}

#[test]
fn the_cursor_moves_with_arrows_and_hjkl_and_stops_at_the_edges() {
    let mut app = playing(5);
    assert_eq!(app.play().unwrap().cursor(), (0, 0));
    press(&mut app, &[UP, LEFT]);
    assert_eq!(app.play().unwrap().cursor(), (0, 0), "the edge stops it");
    press(
        &mut app,
        &[DOWN, DOWN, RIGHT, C('l'), C('j'), C('k'), C('h')],
    );
    assert_eq!(app.play().unwrap().cursor(), (2, 1));
    press(&mut app, &[RIGHT; 9]);
    assert_eq!(app.play().unwrap().cursor(), (2, 4));
}

#[test]
fn enter_and_space_place_and_lift() {
    let mut app = playing(8);
    press(&mut app, &[RIGHT, ENTER]);
    assert_eq!(app.play().unwrap().queens(), vec![(0, 1)]);
    press(&mut app, &[DOWN, DOWN, C(' ')]);
    assert_eq!(app.play().unwrap().queens(), vec![(0, 1), (2, 1)]);
    press(&mut app, &[C(' ')]);
    assert_eq!(app.play().unwrap().queens(), vec![(0, 1)], "lifted again");
}

#[test]
fn queens_that_attack_each_other_are_conflicts() {
    let mut app = playing(8);
    // a8, then b7 on its diagonal, then h8 on its rank.
    press(&mut app, &[ENTER, DOWN, RIGHT, ENTER]);
    assert_eq!(verdict(&app), Verdict::Conflicts(1));
    press(&mut app, &place_at(0, 7));
    assert_eq!(verdict(&app), Verdict::Conflicts(2));
    assert_eq!(
        app.play().unwrap().conflicts(),
        vec![((0, 0), (0, 7)), ((0, 0), (1, 1))]
    );
    let (said, _) = ui::play::verdict_lines(app.play().unwrap());
    assert!(said[0].contains("a8–h8, a8–b7"), "{said:?}");
}

#[test]
fn undo_takes_moves_back_with_ctrl_z_and_u() {
    let mut app = playing(8);
    press(&mut app, &[ENTER, RIGHT, RIGHT, DOWN, ENTER, C('c')]);
    assert!(app.play().unwrap().queens().is_empty(), "c lifts them all");
    press(&mut app, &[Ctrl('z')]);
    assert_eq!(app.play().unwrap().queens(), vec![(0, 0), (1, 2)]);
    press(&mut app, &[C('U')]);
    assert_eq!(app.play().unwrap().queens(), vec![(0, 0)]);
    assert_eq!(
        app.play().unwrap().cursor(),
        (1, 2),
        "the cursor goes back too"
    );
    press(&mut app, &[C('U'), C('U')]);
    assert!(app.play().unwrap().queens().is_empty());
    assert_eq!(said(&app).as_deref(), Some("nothing to undo"));
    assert_eq!(
        app.solver().counters().events(),
        0,
        "undo in play leaves the search alone"
    );
}

#[test]
fn positions_that_cannot_be_completed_say_so() {
    // A corner queen on 4×4: no solution has one, and only a search can tell.
    let mut app = playing(4);
    let jobs = press_holding(&mut app, &[ENTER]);
    assert_eq!(verdict(&app), Verdict::Checking);
    for job in jobs {
        app.update(job.run(&|| false));
    }
    assert_eq!(verdict(&app), Verdict::Impossible);
    // With c3 besides, rank 2 has no free square: seen at once.
    press(&mut app, &place_at(1, 2));
    assert_eq!(verdict(&app), Verdict::Blocked(Blocked::Rank(2)));
    let (said, _) = ui::play::verdict_lines(app.play().unwrap());
    assert_eq!(
        said,
        vec![
            "cannot be completed: rank 2 has no free square",
            "no single queen is in the way: lift more, or undo"
        ]
    );
    // n = 3 has no solution at all: the empty board cannot be completed.
    assert_eq!(verdict(&playing(3)), Verdict::Impossible);
}

#[test]
fn following_the_hints_solves_the_board() {
    for n in [1, 5, 8, 12] {
        let mut app = playing(n);
        // Start from a queen of the 3rd solution in search order, off the first file.
        let mut reference = Solver::new(n);
        for _ in 0..3 {
            reference.next_solution();
        }
        if n > 1 {
            press(
                &mut app,
                &place_at(n / 2, usize::from(reference.queens()[n / 2])),
            );
        }
        for _ in 0..n {
            if matches!(verdict(&app), Verdict::Solved(_)) {
                break;
            }
            assert!(
                matches!(verdict(&app), Verdict::Completable(_)),
                "n = {n}: {:?}",
                verdict(&app)
            );
            press(&mut app, &[C('?')]);
            let play = app.play().unwrap();
            assert_eq!(
                play.hint(),
                Some(play.cursor()),
                "the cursor goes to the hint"
            );
            press(&mut app, &[ENTER]);
        }
        assert!(
            matches!(verdict(&app), Verdict::Solved(Numbering::Known { .. })),
            "n = {n}: {:?}",
            verdict(&app)
        );
    }
}

#[test]
fn a_hint_with_queens_in_conflict_points_at_one_of_them() {
    let mut app = playing(8);
    press(&mut app, &[ENTER, RIGHT, ENTER, DOWN, DOWN]);
    press(&mut app, &[C('?')]);
    assert_eq!(app.play().unwrap().cursor(), (0, 0), "of two, the first");
    assert_eq!(
        said(&app).as_deref(),
        Some("hint: lift a8 (Enter lifts it): it attacks b8")
    );
    // d5 attacks a8 and h5: the queen in the most conflicts.
    let mut app = playing(8);
    press(&mut app, &place_at(0, 0));
    press(&mut app, &place_at(3, 3));
    press(&mut app, &place_at(3, 7));
    press(&mut app, &[C('?')]);
    assert_eq!(app.play().unwrap().cursor(), (3, 3));
    assert_eq!(
        said(&app).as_deref(),
        Some("hint: lift d5 (Enter lifts it): it attacks a8, h5")
    );
    press(&mut app, &[ENTER]);
    assert!(
        app.play().unwrap().conflicts().is_empty(),
        "following it mends both"
    );
}

#[test]
fn a_hint_for_a_position_that_cannot_be_completed_names_a_queen_to_lift() {
    // Four ranks of the first solution of 8 (a8 e7 h6 f5), then a queen on rank 4 that
    // attacks none of them but leaves no solution.
    let first = [0u8, 4, 7, 5, 2, 6, 1, 3];
    let mut found = false;
    for col in 0..8 {
        let mut app = playing(8);
        place_all(&mut app, &first[..4]);
        press(&mut app, &place_at(4, col));
        if !matches!(verdict(&app), Verdict::Impossible | Verdict::Blocked(_)) {
            continue;
        }
        found = true;
        press(&mut app, &[C('?')]);
        let play = app.play().unwrap();
        let cursor = play.cursor();
        assert!(
            play.has_queen(cursor.0, cursor.1),
            "the cursor is on a queen"
        );
        assert!(said(&app).as_deref().unwrap().starts_with("hint: lift "));
        press(&mut app, &[ENTER]);
        assert!(
            matches!(verdict(&app), Verdict::Completable(_)),
            "lifting it makes the rest completable: {:?}",
            verdict(&app)
        );
    }
    assert!(found, "some square of rank 4 leaves no solution");
}

/// The solutions of `n` in search order.
fn solutions(n: usize) -> Vec<Vec<u8>> {
    let mut solver = Solver::new(n);
    let mut all = Vec::new();
    while solver.next_solution().is_some() {
        all.push(solver.queens().to_vec());
    }
    all
}

/// Solves the board with `solution` by keys; the verdict.
fn solve_with(n: usize, solution: &[u8]) -> Verdict {
    let mut app = playing(n);
    place_all(&mut app, solution);
    verdict(&app)
}

#[test]
fn a_solved_board_names_its_number_in_search_order_and_its_class() {
    let four = solutions(4);
    assert_eq!(four, vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
    assert_eq!(
        solve_with(4, &four[1]),
        Verdict::Solved(Numbering::Known {
            number: 2,
            canonical: 1
        })
    );
    let eight = solutions(8);
    for k in [1, 7, 46, 92] {
        let solution = &eight[k - 1];
        let class = canonical(solution);
        let first = eight
            .iter()
            .position(|s| s.as_slice() == class.canonical())
            .unwrap()
            + 1;
        assert_eq!(
            solve_with(8, solution),
            Verdict::Solved(Numbering::Known {
                number: k as u64,
                canonical: first as u64
            }),
            "solution #{k}"
        );
    }
    // The words: number, total, and the class as the solutions panel names it.
    let mut app = playing(8);
    place_all(&mut app, &eight[6]);
    let (said, _) = ui::play::verdict_lines(app.play().unwrap());
    assert_eq!(said[0], "solved: solution #7 of 92 in search order");
    assert_eq!(said[1], "class b e g d a h f c (8 solutions)");
    assert_eq!(said[2], "this is the class's canonical (first) solution");
    let mut app = playing(8);
    place_all(&mut app, &eight[91]);
    let (said, _) = ui::play::verdict_lines(app.play().unwrap());
    assert_eq!(said[0], "solved: solution #92 of 92 in search order");
    assert!(said[2].starts_with("= mirror"), "{said:?}");
    assert!(said[2].ends_with(", #1"), "{said:?}");
}

#[test]
fn answers_for_an_older_position_are_dropped() {
    let mut app = playing(8);
    let old = press_holding(&mut app, &[ENTER]);
    let new = press_holding(&mut app, &[ENTER]);
    assert_eq!(verdict(&app), Verdict::Checking, "the empty board again");
    for job in old {
        app.update(job.run(&|| false));
    }
    assert_eq!(
        verdict(&app),
        Verdict::Checking,
        "a8's answer is not the empty board's"
    );
    for job in new {
        app.update(job.run(&|| false));
    }
    assert!(matches!(verdict(&app), Verdict::Completable(_)));
}

#[test]
fn esc_puts_the_search_back_untouched() {
    let mut app = App::new(Options::new(8, Speed::PerSec(20), false));
    app.run_events(37);
    press(&mut app, &[Code(KeyCode::Tab)]);
    assert_eq!(app.focus(), Focus::Solutions);
    let queens = app.solver().queens().to_vec();
    let counters = app.solver().counters();
    press(&mut app, &[C('p')]);
    assert_eq!(app.status(), Status::Paused, "the search waits");
    assert_eq!(app.tick(std::time::Duration::from_secs(3)), 0);
    press(
        &mut app,
        &[
            ENTER,
            DOWN,
            RIGHT,
            RIGHT,
            ENTER,
            C('s'),
            C('r'),
            C(']'),
            C('b'),
        ],
    );
    for key in ['s', 'r', ']', 'b', 't'] {
        let event = KeyEvent::new(KeyCode::Char(key), KeyModifiers::NONE);
        assert_eq!(input::action_for(event, app.input_context()), None, "{key}");
    }
    // Search actions sent anyway (as the tests of random input do) are refused.
    app.update(Action::Step);
    app.update(Action::RewindHeld);
    assert!(said(&app).as_deref().unwrap().contains("Esc returns"));
    press(&mut app, &[ESC]);
    assert_eq!(app.mode(), Mode::Search);
    assert_eq!(app.status(), Status::Running, "running again, as it was");
    assert_eq!(app.solver().queens(), queens.as_slice());
    assert_eq!(app.solver().counters(), counters);
    assert_eq!(app.n(), 8);
    assert_eq!(app.focus(), Focus::Solutions, "the view as it was too");
    // p takes the board up again as it was left.
    press(&mut app, &[C('p')]);
    assert_eq!(app.play().unwrap().queens(), vec![(0, 0), (1, 2)]);
}

#[test]
fn the_help_opens_with_f1_and_esc_closes_it_before_leaving_play() {
    let mut app = playing(8);
    press(&mut app, &[Code(KeyCode::F(1))]);
    assert_eq!(app.overlay(), Overlay::Help);
    press(&mut app, &[ESC]);
    assert_eq!(app.overlay(), Overlay::None);
    assert_eq!(app.mode(), Mode::Play);
    press(&mut app, &[C(':'), C('h'), C('e'), C('l'), C('p'), ENTER]);
    assert_eq!(app.overlay(), Overlay::Help, ":help works in play");
    press(&mut app, &[ESC, ESC]);
    assert_eq!(app.mode(), Mode::Search);
}

#[test]
fn search_commands_wait_until_play_ends() {
    let mut app = playing(8);
    press(&mut app, &[C(':'), C('n'), C(' '), C('6'), ENTER]);
    let line = app.view().prompt.line.clone().expect("refused, still open");
    assert!(words(line.note.as_ref()).unwrap().contains("Esc returns"));
    assert_eq!(app.n(), 8);
}

#[test]
fn a_click_on_a_square_places_or_lifts_a_queen_there() {
    let mut app = playing(8);
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        let drawn = ui::render(&app, Appearance::default(), area, &mut buf);
        let at = drawn.hits.find(Hit::Square { row: 3, col: 5 }).unwrap();
        let click = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: at.x,
            row: at.y,
            modifiers: KeyModifiers::NONE,
        });
        let action = input::mouse_action(&click, &drawn.hits).unwrap();
        for effect in app.update(action) {
            if let Effect::Play(job) = effect {
                app.update(job.run(&|| false));
            }
        }
        assert_eq!(app.play().unwrap().cursor(), (3, 5));
    }
    // Placed, lifted, placed.
    assert_eq!(app.play().unwrap().queens(), vec![(3, 5)]);
}

#[test]
fn redo_puts_back_what_undo_took_with_ctrl_y_and_r_until_the_next_move() {
    for n in [4, 6, 8] {
        let mut app = playing(n);
        place_all(&mut app, &[1, 3]);
        press(&mut app, &[C('c')]);
        let moves = [vec![], vec![(0, 1)], vec![(0, 1), (1, 3)]];
        // Undo all three moves, then redo them one by one, by either key.
        press(&mut app, &[C('U'), C('U'), C('U')]);
        assert_eq!(app.play().unwrap().queens(), moves[0], "n = {n}");
        press(&mut app, &[Ctrl('y')]);
        assert_eq!(app.play().unwrap().queens(), moves[1], "n = {n}");
        assert!(said(&app).unwrap().starts_with("redone"), "n = {n}");
        press(&mut app, &[C('R')]);
        assert_eq!(app.play().unwrap().queens(), moves[2], "n = {n}");
        press(&mut app, &[C('R')]);
        assert!(
            app.play().unwrap().queens().is_empty(),
            "n = {n}: the clearing redone"
        );
        press(&mut app, &[C('R')]);
        assert_eq!(said(&app).as_deref(), Some("nothing to redo"), "n = {n}");
        // A new move ends what redo could put back.
        press(&mut app, &[C('U'), ENTER, C('R')]);
        assert_eq!(said(&app).as_deref(), Some("nothing to redo"), "n = {n}");
        assert_eq!(
            app.solver().counters().events(),
            0,
            "redo leaves the search alone"
        );
    }
}
