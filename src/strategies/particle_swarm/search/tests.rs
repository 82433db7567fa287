//! The particle swarm's engine, stepped.

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
fn every_board_is_a_permutation_with_the_pairs_its_events_say() {
    let mut search = new(8, 3);
    let mut boards = vec![Vec::new(); DEFAULT_PARTICLES];
    let mut global = u16::MAX;
    let mut dealing = 0;
    while let Some(event) = search.step() {
        match event {
            Event::Place { row, col } => {
                let board = &mut boards[dealing];
                assert_eq!(usize::from(row), board.len());
                board.push(col);
            }
            Event::ParticleSwarm(PsoEvent::Swap { particle, a, b }) => {
                boards[usize::from(particle)].swap(usize::from(a), usize::from(b));
            }
            Event::ParticleSwarm(PsoEvent::Moved { particle, attacked }) => {
                let board = &boards[usize::from(particle)];
                let mut files = board.clone();
                files.sort_unstable();
                assert_eq!(files, (0..8).collect::<Vec<u8>>(), "a permutation");
                assert_eq!(u32::from(attacked), pairs_attacking(board));
                dealing += 1;
            }
            Event::ParticleSwarm(PsoEvent::Global { attacked }) => {
                assert!(attacked < global, "only a better board");
                global = attacked;
            }
            Event::Solution { .. } => assert_eq!(global, 0),
            _ => {}
        }
    }
    assert!(!search.gave_up());
    let (best, pairs) = search.global().unwrap();
    assert_eq!((pairs, pairs_attacking(best)), (0, 0));
}

#[test]
fn boards_without_solutions_give_up_at_the_bound() {
    let mut search = ParticleSwarm::new(3, Swarm { particles: 1 }, 0);
    while search.step().is_some() {}
    assert!(search.gave_up());
    assert_eq!(search.round(), MAX_ROUNDS);
    assert!(search.global().unwrap().1 > 0);
}

#[test]
fn another_swarm_starts_it_afresh_and_no_other_setting_does() {
    let mut search = new(8, 1);
    for _ in 0..20 {
        search.step();
    }
    assert!(!search.restart_with(Setting::RandomRanks(2), 1));
    assert!(!search.restart_with(Setting::Tuning(Swarm::default().tuned(Tuning::default())), 1));
    assert!(search.last_event().is_some(), "left as it was");
    let other = Swarm { particles: 5 };
    assert!(search.restart_with(Setting::Tuning(other.tuned(Tuning::default())), 1));
    assert_eq!(search.swarm(), other);
    assert_eq!(search.last_event(), None, "afresh");
}
