use super::*;
use crate::solver::Solver;

/// The number of solutions of the n board, n = 1..=10 (OEIS A000170), written out here rather
/// than read from the program's table.
const A000170: [u64; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

/// The bitmask's solutions of the `n` board, in its order.
fn bitmask_solutions(n: usize) -> Vec<Vec<u8>> {
    let mut solver = Solver::new(n);
    let mut out = Vec::new();
    while let Some(event) = solver.step() {
        if matches!(event, Event::Solution { .. }) {
            out.push(solver.queens().to_vec());
        }
    }
    out
}

/// The solutions `search` finds, in its order, each checked to be a full board.
fn solutions(search: &mut DancingLinks) -> Vec<Vec<u8>> {
    let n = search.n();
    let mut out = Vec::new();
    while let Some(event) = search.step() {
        if matches!(event, Event::Solution { .. }) {
            let board: Vec<u8> = (0..n)
                .map(|r| u8_of(search.queen(r).expect("a full board")))
                .collect();
            out.push(board);
        }
    }
    out
}

#[test]
fn both_orders_find_the_bitmasks_solutions_and_the_known_counts() {
    for n in 1..=10 {
        let bitmask = bitmask_solutions(n);
        assert_eq!(bitmask.len() as u64, A000170[n - 1], "n = {n}");
        let fixed = solutions(&mut DancingLinks::new(n, Order::Fixed));
        // The fixed order walks the bitmask's tree: the same solutions in the same order.
        assert_eq!(fixed, bitmask, "n = {n}, fixed");
        let mut mrv = solutions(&mut DancingLinks::new(n, Order::Mrv));
        let mut sorted = bitmask.clone();
        sorted.sort();
        mrv.sort();
        assert_eq!(mrv, sorted, "n = {n}, mrv: the same set");
    }
}

#[test]
fn a_whole_run_leaves_the_links_as_they_were_made() {
    for order in Order::ALL {
        let mut search = DancingLinks::new(7, order);
        let fresh = shape(search.links(), 7);
        while search.step().is_some() {}
        assert!(search.updates() > 0);
        assert_eq!(shape(search.links(), 7), fresh, "{order}");
    }
}

/// Every column's size and cover, and the node below every node of the `n` board's links.
fn shape(links: &Links, n: usize) -> Vec<usize> {
    let nodes = 1 + columns(n) + 4 * n * n;
    (0..columns(n))
        .flat_map(|k| [links.len(k), usize::from(links.covered(k))])
        .chain((0..nodes).map(|node| links.down(node)))
        .collect()
}

#[test]
fn mrv_chooses_the_first_smallest_column_in_organ_pipe_order() {
    let n = 8;
    let pipe = primary_order(n, Order::Mrv);
    // R3 F3 R4 F4 R2 F2 R5 F5 …: rank and file of the same index, from the middle outwards.
    assert_eq!(&pipe[..6], &[3, 11, 4, 12, 2, 10]);
    let mut search = DancingLinks::new(n, Order::Mrv);
    let mut chosen = 0;
    while let Some(event) = search.step() {
        let Event::DancingLinks(DlxEvent::Choose { col, size }) = event else {
            continue;
        };
        chosen += 1;
        // Choosing moves no link: the sizes read now are the ones it chose from.
        let links = search.links();
        let open: Vec<usize> = pipe
            .iter()
            .copied()
            .filter(|&k| !links.covered(k))
            .collect();
        let fewest = open.iter().map(|&k| links.len(k)).min().unwrap();
        let first = open.iter().find(|&&k| links.len(k) == fewest).unwrap();
        assert_eq!(primary(n, *first), col);
        assert_eq!(usize::from(size), fewest);
    }
    assert_eq!(chosen, search.choices());
    assert_eq!(search.counters().solutions, 92);
}

#[test]
fn the_fixed_order_chooses_the_topmost_empty_rank() {
    let mut search = DancingLinks::new(6, Order::Fixed);
    while let Some(event) = search.step() {
        if let Event::DancingLinks(DlxEvent::Choose { col, .. }) = event {
            let top = (0..6).find(|&r| search.queen(r).is_none()).unwrap();
            assert_eq!(col, Primary::Row(u8_of(top)));
        }
    }
}

#[test]
fn each_depth_chooses_covers_tries_and_uncovers_in_turn() {
    // n = 1: one column chosen and covered, its one row taken, a solution, and back.
    let mut search = DancingLinks::new(1, Order::Fixed);
    let lines: Vec<String> = std::iter::from_fn(|| search.step())
        .map(|e| e.to_string())
        .collect();
    assert_eq!(
        lines,
        [
            "choose row 0 1",
            "cover row 0",
            "place 0 0",
            "solution 1",
            "remove 0 0",
            "uncover row 0"
        ]
    );
    // n = 2, MRV: after a1 or b1 … every row of the other rank is gone: a dead end.
    let mut search = DancingLinks::new(2, Order::Mrv);
    let events: Vec<Event> = std::iter::from_fn(|| search.step()).collect();
    let dead = events
        .iter()
        .filter(|e| matches!(e, Event::DancingLinks(DlxEvent::Choose { size: 0, .. })))
        .count();
    assert_eq!(dead, 2);
    assert_eq!(search.counters().dead_ends, 2);
    assert_eq!(search.counters().placements, 2);
    assert_eq!(search.counters().removals, 2);
}

#[test]
fn the_stack_and_the_matrix_agree_at_every_step() {
    for order in Order::ALL {
        let mut search = DancingLinks::new(6, order);
        while search.step().is_some() {
            let links = search.links();
            // A square's row is linked exactly when no queen attacks it and its rank and file
            // are empty.
            for r in 0..6 {
                for c in 0..6 {
                    let free = (0..6).all(|q| {
                        search
                            .queen(q)
                            .is_none_or(|f| q != r && f != c && f.abs_diff(c) != q.abs_diff(r))
                    });
                    let chosen_line = search
                        .column()
                        .filter(|_| search.column_covered())
                        .is_some_and(|(k, _)| columns_of(6, r, c).contains(&k));
                    assert_eq!(
                        links.linked(r, c),
                        free && !chosen_line,
                        "{order} ({r}, {c})"
                    );
                }
            }
            let untried: Vec<_> = search.untried().collect();
            assert!(untried.iter().all(|&(r, c)| {
                (0..6).all(|q| {
                    search
                        .queen(q)
                        .is_none_or(|f| f != c && f.abs_diff(c) != q.abs_diff(r) && q != r)
                })
            }));
        }
        assert!(search.is_done());
        assert!((search.searched() - 1.0).abs() < 1e-12);
    }
}

#[test]
fn an_order_starts_it_afresh_and_no_other_setting_does() {
    let mut search = DancingLinks::new(8, Order::Mrv);
    for _ in 0..20 {
        search.step();
    }
    assert!(!search.restart_with(Setting::RandomRanks(2), 1));
    assert!(search.last_event().is_some(), "left as it was");
    assert!(search.restart_with(Setting::Order(Order::Fixed), 1));
    assert_eq!(search.last_event(), None, "afresh");
    assert_eq!(search.order(), Order::Fixed);
}
