//! The search tree (`:tree`): its layout's widths and memory bound for any board, size and
//! position; its nodes' entry events against the stepping solver; clicks on it; its sizes
//! counted in the background; and its screens as snapshots.

mod common;
use common::words;

use std::sync::atomic::AtomicBool;

use common::{command, screen};
use nqueens::app::tree::{Icicle, Position, Reach, TreeBook, What, bound};
use nqueens::app::{App, Effect, Options};
use nqueens::count::tree::count;
use nqueens::hitmap::Hit;
use nqueens::solver::notation::square_name;
use nqueens::solver::{Event, Solver};
use nqueens::ui::{self, appearance::Appearance};
use nqueens::vocabulary::{Action, Speed};
use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position as At, Rect};

/// Draws `app` on a `width`×`height` screen, tells it what showed, and does at once the
/// background counts the tree asks for, until it asks for none; returns the last screen.
fn settled(
    app: &mut App,
    width: u16,
    height: u16,
) -> (Buffer, nqueens::hitmap::HitMap, (u16, u16)) {
    loop {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        let drawn = ui::render(app, Appearance::default(), area, &mut buf);
        let jobs: Vec<Effect> = app
            .update(Action::Viewport(drawn.viewport))
            .into_iter()
            .filter(|e| matches!(e, Effect::SizeTree(_)))
            .collect();
        if jobs.is_empty() {
            return (buf, drawn.hits, drawn.viewport.tree);
        }
        for job in jobs {
            if let Effect::SizeTree(job) = job {
                app.update(job.run());
            }
        }
    }
}

fn paused_after(n: usize, steps: usize) -> App {
    let mut app = App::new(Options::new(n, Speed::PerSec(20), true));
    for _ in 0..steps {
        app.update(Action::Step);
    }
    app
}

/// The text of screen line `y`.
fn line(buf: &Buffer, y: u16) -> String {
    (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
}

/// Checks the layout's promises: each band's cells are in order and at least a column wide;
/// the first band covers the width exactly; under every node split on the next band its
/// children cover its columns exactly; and no more cells than the screen holds.
fn check_widths(icicle: &Icicle) -> Result<(), TestCaseError> {
    let width = icicle.width;
    for band in &icicle.bands {
        for pair in band.windows(2) {
            prop_assert!(pair[0].end <= pair[1].start, "cells overlap: {pair:?}");
        }
        for cell in band {
            prop_assert!(cell.start < cell.end && cell.end <= width, "{cell:?}");
        }
    }
    if let Some(first) = icicle.bands.first() {
        prop_assert_eq!(first.first().map(|c| c.start), Some(0));
        prop_assert_eq!(first.last().map(|c| c.end), Some(width));
        let sum: u16 = first.iter().map(|c| c.end - c.start).sum();
        prop_assert_eq!(sum, width, "the first band sums to the width");
    }
    for (row, pair) in icicle.bands.windows(2).enumerate() {
        for parent in &pair[0] {
            let under: Vec<_> = pair[1]
                .iter()
                .filter(|c| c.start >= parent.start && c.end <= parent.end)
                .collect();
            let sum: u16 = under.iter().map(|c| c.end - c.start).sum();
            let has_children = match &parent.what {
                What::Node { size, .. } => size.subtree.deepest > row,
                What::Group { size, .. } | What::Below { size, .. } => size.subtree.deepest > row,
                What::Counting => false,
            };
            if has_children {
                prop_assert_eq!(sum, parent.end - parent.start, "under {:?}", parent);
            } else {
                prop_assert_eq!(sum, 0, "nothing under a leaf: {:?}", parent);
            }
        }
    }
    prop_assert!(icicle.cells() <= usize::from(width) * icicle.bands.len().max(1));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// For any board, panel size and position: the widths tile as promised, and the book
    /// holds no more sizes than the screen bounds (the smallest boards are held whole).
    #[test]
    fn the_widths_sum_to_the_width_and_the_memory_stays_bounded(
        n in 1usize..=11,
        width in 1u16..=220,
        rows in 1u16..=40,
        steps in 0usize..3000,
    ) {
        let mut solver = Solver::new(n);
        for _ in 0..steps {
            solver.step();
        }
        let mut book = TreeBook::new(n);
        let mut icicle = book.layout(Position::of(&solver), width, usize::from(rows));
        // Count what it asks for until it asks for nothing more.
        while let Some(job) = book.wants(&icicle) {
            let Action::TreeSized { sizes, .. } = job.run() else { unreachable!() };
            book.sized(sizes);
            icicle = book.layout(Position::of(&solver), width, usize::from(rows));
            book.trim(&icicle, bound(width, rows, n));
            prop_assert!(book.known() <= 2 * bound(width, rows, n) || n <= 8, "{} sizes", book.known());
        }
        prop_assert!(icicle.missing.is_empty());
        prop_assert_eq!(icicle.bands.len(), usize::from(rows).min(n));
        check_widths(&icicle)?;
        // The whole is the tree the counter counts.
        let tree = count(n, &AtomicBool::new(false)).unwrap();
        prop_assert_eq!(icicle.whole.map(|w| w.subtree.tree), Some(tree));
        // The path is the board's queens, row by row, and goes no deeper.
        for (row, band) in icicle.bands.iter().enumerate() {
            for cell in band {
                if let What::Node { prefix, reach: Reach::Path, .. } = &cell.what {
                    prop_assert_eq!(&prefix[..], &solver.queens()[..=row]);
                }
                if cell.what.reach() == Some(Reach::Path) {
                    prop_assert!(row < solver.queens().len(), "lit on rank row {row}: {cell:?}");
                }
            }
        }
    }
}

#[test]
fn every_node_s_click_goes_to_the_event_that_entered_it() {
    // n = 6 has 152 nodes; 200 columns give each its own cell and label.
    let mut app = paused_after(6, 0);
    command(&mut app, "tree");
    let icicle = app.tree(150, 40).unwrap();
    let mut nodes = 0;
    for (row, band) in icicle.bands.iter().enumerate() {
        for cell in band {
            let What::Node {
                prefix, entered, ..
            } = &cell.what
            else {
                panic!("every node is drawn at n = 6: {cell:?}");
            };
            let at = entered.expect("all counted");
            let mut moved = app.clone();
            moved.update(Action::JumpToMove(at));
            assert_eq!(
                moved.solver().queens(),
                &prefix[..],
                "row {row}, event {at}"
            );
            assert_eq!(
                moved.solver().last_event(),
                Some(Event::Place {
                    row: u8::try_from(row).unwrap(),
                    col: *prefix.last().unwrap()
                })
            );
            nodes += 1;
        }
    }
    assert_eq!(nodes, 152);
}

#[test]
fn a_click_on_a_drawn_label_lands_on_that_square() {
    let mut app = paused_after(6, 0);
    command(&mut app, "tree");
    let (buf, hits, _) = settled(&mut app, 200, 60);
    let mut clicked = 0;
    for y in 0..buf.area.height {
        // Each label e4 drawn in the tree (the narration may name the square too: no node
        // lies under it there).
        for x in 0..buf.area.width.saturating_sub(1) {
            if buf[(x, y)].symbol() == "e" && buf[(x + 1, y)].symbol() == "4" {
                let Some(Hit::Moment(at)) = hits.at(At::new(x, y)) else {
                    continue;
                };
                let mut moved = app.clone();
                moved.update(Action::JumpToMove(at));
                let queens = moved.solver().queens();
                assert_eq!(queens.len(), 3);
                assert_eq!(square_name(6, 2, usize::from(queens[2])), "e4");
                clicked += 1;
            }
        }
    }
    assert!(clicked >= 3, "clicked {clicked} labels e4");
}

#[test]
fn a_larger_board_is_sized_in_the_background_and_adds_up() {
    let mut app = paused_after(12, 0);
    command(&mut app, "tree");
    let area = Rect::new(0, 0, 120, 40);
    let mut buf = Buffer::empty(area);
    let drawn = ui::render(&app, Appearance::default(), area, &mut buf);
    assert!(
        (0..40).any(|y| line(&buf, y).contains("counting")),
        "the first frame says it is counting"
    );
    let effects = app.update(Action::Viewport(drawn.viewport));
    assert!(effects.iter().any(|e| matches!(e, Effect::SizeTree(_))));
    for effect in effects {
        if let Effect::SizeTree(job) = effect {
            app.update(job.run());
        }
    }
    let (buf, _, _) = settled(&mut app, 120, 40);
    let tree = count(12, &AtomicBool::new(false)).unwrap();
    let title = (0..40)
        .map(|y| line(&buf, y))
        .find(|l| l.contains("Tree n = 12"))
        .unwrap();
    assert!(
        title.contains(&format!("{} nodes", ui::format::grouped(tree.placements))),
        "{title}"
    );
    // Run to the end: every node is explored, with solutions or dead ends only.
    app.run_events(u64::MAX);
    assert!(app.solver().is_done());
    let (_, _, (width, rows)) = settled(&mut app, 120, 40);
    let icicle = app.tree(width, rows).unwrap();
    assert!(
        icicle
            .bands
            .iter()
            .flatten()
            .all(|c| c.what.reach() == Some(Reach::Done))
    );
}

#[test]
fn another_strategy_keeps_its_panels_and_the_tree_comes_back_with_the_backtracking() {
    let screen_text = |app: &mut App| -> String {
        let (buf, _, _) = settled(app, 120, 40);
        (0..40).map(|y| line(&buf, y)).collect()
    };
    let mut app = paused_after(6, 3);
    command(&mut app, "strategy permutations");
    command(&mut app, "tree");
    let note = app
        .view()
        .prompt
        .line
        .as_ref()
        .and_then(|l| words(l.note.as_ref()));
    assert_eq!(
        note.as_deref(),
        Some(
            "the tree is the backtracking search's (bitmask, scan, arrays, matrix); permutations has none; t cycles to bitmask"
        )
    );
    app.update(Action::Back);
    assert!(!screen_text(&mut app).contains("Tree n ="));
    // Shown for the bitmask, it makes way for another strategy's panels and comes back.
    command(&mut app, "strategy bitmask");
    command(&mut app, "tree");
    assert!(screen_text(&mut app).contains("Tree n = 6"));
    // bitmask → scan → arrays → matrix → permutations, the tree shown all the way to it.
    for _ in 0..3 {
        app.update(Action::ToggleStrategy);
        assert!(
            screen_text(&mut app).contains("Tree n = 6"),
            "{}",
            app.strategy()
        );
    }
    app.update(Action::ToggleStrategy);
    assert_eq!(app.strategy().name(), "permutations");
    let text = screen_text(&mut app);
    assert!(
        !text.contains("Tree n =") && text.contains("permutations"),
        "{text}"
    );
    // The scan searches the same tree.
    command(&mut app, "strategy scan");
    assert!(app.tree(100, 30).is_some());
    assert!(screen_text(&mut app).contains("Tree n = 6"));
    command(&mut app, "tree");
    assert_eq!(
        app.update(Action::Viewport(Default::default())),
        Vec::<Effect>::new()
    );
}

#[test]
fn a_group_s_click_goes_to_its_first_node_and_each_click_is_one_undo() {
    let mut app = paused_after(8, 0);
    command(&mut app, "tree");
    let (_, _, (width, rows)) = settled(&mut app, 80, 24);
    let icicle = app.tree(width, rows).unwrap();
    let (row, at) = icicle
        .bands
        .iter()
        .enumerate()
        .find_map(|(row, band)| {
            band.iter().find_map(|c| match c.what {
                What::Group {
                    entered: Some(at), ..
                } => Some((row, at)),
                _ => None,
            })
        })
        .expect("n = 8 on 80×24 draws groups");
    app.update(Action::JumpToMove(at));
    assert_eq!(
        app.solver().queens().len(),
        row + 1,
        "a queen on the group's rank"
    );
    // Two clicks, two undos; a drag, one.
    let first = app.solver().counters().events();
    let clicks: Vec<u64> = (0..icicle.bands[0].len())
        .filter_map(|i| match icicle.bands[0][i].what {
            What::Node { entered, .. } => entered,
            _ => None,
        })
        .collect();
    app.update(Action::JumpToMove(clicks[2]));
    app.update(Action::JumpToMove(clicks[4]));
    app.update(Action::Undo);
    assert_eq!(app.solver().counters().events(), clicks[2]);
    app.update(Action::Undo);
    assert_eq!(app.solver().counters().events(), first);
    app.update(Action::JumpToMove(clicks[1]));
    for &at in &clicks[2..] {
        app.update(Action::ScrubToMove(at));
    }
    app.update(Action::Undo);
    assert_eq!(
        app.solver().counters().events(),
        first,
        "a drag is one jump"
    );
}

#[test]
fn tree_screens() {
    let mut app = paused_after(6, 30);
    command(&mut app, "tree");
    settled(&mut app, 120, 40);
    insta::assert_snapshot!("tree_n6_120x40", screen(&app, 120, 40).backend());
    insta::assert_snapshot!("tree_n6_80x24", screen(&app, 80, 24).backend());
    let mut app = paused_after(10, 5000);
    command(&mut app, "tree");
    settled(&mut app, 120, 40);
    insta::assert_snapshot!("tree_n10_120x40", screen(&app, 120, 40).backend());
    settled(&mut app, 80, 24);
    insta::assert_snapshot!("tree_n10_80x24", screen(&app, 80, 24).backend());
}
