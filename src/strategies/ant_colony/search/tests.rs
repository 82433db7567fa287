//! The ant colony's engine, stepped.

use super::*;

/// Attacking pairs of `board`, counted pair by pair.
fn pairs_attacking(board: &[u8]) -> u32 {
    let mut count = 0;
    for i in 0..board.len() {
        for j in i + 1..board.len() {
            let (a, b) = (board[i], board[j]);
            if a == b || usize::from(a.abs_diff(b)) == j - i {
                count += 1;
            }
        }
    }
    count
}

#[test]
fn each_board_finished_is_a_permutation_with_the_pairs_its_event_says() {
    let mut search = new(8, 3);
    let mut board = Vec::new();
    let mut best = u16::MAX;
    while let Some(event) = search.step() {
        match event {
            Event::Place { row, col } => {
                if row == 0 {
                    board.clear();
                }
                assert_eq!(usize::from(row), board.len(), "ranks from the top");
                assert!(!board.contains(&col), "a free file");
                board.push(col);
            }
            Event::AntColony(AntEvent::Ant { attacked, .. }) => {
                assert_eq!(board.len(), 8);
                assert_eq!(u32::from(attacked), pairs_attacking(&board));
                best = best.min(attacked);
            }
            Event::AntColony(AntEvent::Best { attacked }) => assert_eq!(attacked, best),
            Event::Solution { .. } => assert_eq!(pairs_attacking(&board), 0),
            _ => {}
        }
    }
    assert!(!search.gave_up());
    let shown: Vec<u8> = (0..8).map(|r| u8_of(search.queen(r).unwrap())).collect();
    assert_eq!(shown, board, "the solution stays on the board");
}

#[test]
fn the_trails_evaporate_and_the_best_board_lays_on_its_squares() {
    let colony = Colony {
        ants: 2,
        evaporation: Share::from_millionths(500_000).unwrap(),
    };
    let mut search = AntColony::new(6, colony, 1);
    while !matches!(search.step(), Some(Event::AntColony(AntEvent::Trail { .. }))) {}
    let (board, pairs, generation) = search.best().unwrap();
    assert_eq!(generation, 1);
    let laid = TRAIL_START / 2 + 2 * (DEPOSIT / (1 + u64::from(pairs)));
    for (row, &col) in board.iter().enumerate() {
        assert!(search.trail(row, usize::from(col)) >= laid.min(TRAIL_MAX));
    }
    assert_eq!(search.trail_range().0, TRAIL_START / 2, "untouched squares halve");
}

#[test]
fn boards_without_solutions_give_up_at_the_bound() {
    let mut search = AntColony::new(3, Colony { ants: 1, ..Colony::default() }, 0);
    while search.step().is_some() {}
    assert!(search.gave_up());
    assert_eq!(search.generation(), MAX_GENERATIONS);
    assert!(search.best().unwrap().1 > 0);
}

#[test]
fn another_colony_starts_it_afresh_and_no_other_setting_does() {
    let mut search = new(8, 1);
    for _ in 0..20 {
        search.step();
    }
    assert!(!search.restart_with(Setting::RandomRanks(2), 1));
    assert!(!search.restart_with(Setting::Tuning(Colony::default().tuned(Tuning::default())), 1));
    assert!(search.last_event().is_some(), "left as it was");
    let other = Colony { ants: 5, ..Colony::default() };
    assert!(search.restart_with(Setting::Tuning(other.tuned(Tuning::default())), 1));
    assert_eq!(search.colony(), other);
    assert_eq!(search.last_event(), None, "afresh");
}
