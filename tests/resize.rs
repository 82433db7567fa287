//! A resize redraws at once with the new sizes: the state learns a frame's layout before the
//! frame is drawn, so no frame shows the last one's page of the solutions list.

use nqueens::app::{App, Options, Status};
use nqueens::ui::{self, appearance::Appearance};
use nqueens::vocabulary::{Action, Move, Speed};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// One frame as the event loop draws it at `width`×`height`: laid out, taken in by the
/// state, drawn. Returns its lines.
fn frame(app: &mut App, width: u16, height: u16) -> Vec<String> {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    ui::render_prepared(app, Appearance::default(), area, &mut buf);
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

/// The n = 8 search run to its end (92 solutions), with nothing drawn yet.
fn finished() -> App {
    let mut app = App::new(Options::new(8, Speed::Max, false));
    while app.status() == Status::Running {
        app.run_events(4096);
    }
    app
}

/// The solutions list's rows on screen that start with `▶#` (the selection) or ` #`.
fn list_rows(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|line| {
            let at = line.find("│▶#").or_else(|| line.find("│ #"))?;
            Some(
                line[at + "│".len()..]
                    .split_whitespace()
                    .next()?
                    .to_string(),
            )
        })
        .collect()
}

/// Whether the frame shows solution `k` as the selected one: on its row of the list, or,
/// where the list has no room, on the board and in the note under it.
fn shows_selected(lines: &[String], k: u64) -> bool {
    let rows = list_rows(lines);
    if rows.is_empty() {
        let number = format!("#{k}");
        lines.iter().any(|line| {
            line.split(|c: char| !(c == '#' || c.is_ascii_digit()))
                .any(|word| word == number)
        })
    } else {
        rows.contains(&format!("▶#{k}"))
    }
}

#[test]
fn the_selected_solution_shows_in_the_first_frame_after_a_resize() {
    for (width, height) in [(120, 22), (80, 24), (60, 20)] {
        let mut app = finished();
        let big = frame(&mut app, 120, 40);
        assert!(
            list_rows(&big).contains(&"▶#92".to_string()),
            "{}",
            big.join("\n")
        );
        // No action between the two frames: the second alone must show the selection.
        let small = frame(&mut app, width, height);
        assert!(
            shows_selected(&small, 92),
            "at {width}×{height}:\n{}",
            small.join("\n")
        );
    }
}

#[test]
fn a_list_grown_by_a_resize_is_full_in_its_first_frame() {
    let mut app = finished();
    let small = frame(&mut app, 60, 20);
    let before = list_rows(&small).len();
    let big = frame(&mut app, 120, 40);
    let rows = list_rows(&big);
    assert_eq!(rows.last().map(String::as_str), Some("▶#92"), "{rows:?}");
    assert!(
        rows.len() > before.max(1) && rows.len() > 10,
        "the list fills its new rows: {before} then {rows:?}\n{}",
        big.join("\n")
    );
}

#[test]
fn a_selection_away_from_the_newest_stays_in_view_across_resizes() {
    let mut app = finished();
    frame(&mut app, 120, 40);
    app.update(Action::SwitchFocus);
    app.update(Action::Browse(Move::First));
    app.update(Action::Browse(Move::By(30)));
    let big = frame(&mut app, 120, 40);
    assert!(list_rows(&big).contains(&"▶#31".to_string()));
    for (width, height) in [(120, 22), (80, 24), (120, 40), (60, 20), (120, 22)] {
        let lines = frame(&mut app, width, height);
        assert!(
            shows_selected(&lines, 31),
            "at {width}×{height}:\n{}",
            lines.join("\n")
        );
    }
}
