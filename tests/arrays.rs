//! The strategies `arrays` and `matrix` (issue 31). Through the real binary: their traces
//! make exactly the bitmask's moves, their refusals name the queen their own test meets
//! first, and their `--summary` checks equal a count made here by a small search of our own,
//! written the way the articles write it (recursive, with the three arrays or the n×n
//! matrix). On screen: the arrays under the board, the matrix's walk, their code.

mod common;

use common::{output_lines, screen};
use nqueens::app::{App, Options};
use nqueens::solver::Event;
use nqueens::ui::kit::theme::THEME;
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::buffer::Buffer;

/// The trace of `strategy` on the `n` board, every line.
fn trace(strategy: &str, n: usize) -> Vec<String> {
    output_lines(&["trace", &n.to_string(), "--strategy", strategy])
}

/// The lines a bitmask trace has too: places, removes, dead ends and solutions.
fn moves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| !l.starts_with("try ") && !l.starts_with("reject "))
        .cloned()
        .collect()
}

#[test]
fn arrays_and_matrix_make_exactly_the_bitmasks_moves_up_to_10() {
    for n in 1..=10 {
        let bitmask = trace("bitmask", n);
        assert!(bitmask.iter().all(|l| !l.starts_with("try ")));
        for strategy in ["arrays", "matrix"] {
            let lines = trace(strategy, n);
            assert_eq!(moves(&lines), bitmask, "{strategy}, n = {n}");
            // Every square of every row entered is tried, and answered on the next line.
            let tries = lines.iter().filter(|l| l.starts_with("try ")).count();
            let places = lines.iter().filter(|l| l.starts_with("place ")).count();
            let rejects = lines.iter().filter(|l| l.starts_with("reject ")).count();
            assert_eq!(tries, places + rejects, "{strategy}, n = {n}");
        }
    }
}

/// The numbers of a `try`/`reject` line after its keyword.
fn numbers(line: &str) -> Vec<usize> {
    line.split(' ')
        .filter_map(|w| w.parse().ok())
        .collect::<Vec<_>>()
}

#[test]
fn each_refusal_names_the_queen_its_own_test_meets_first() {
    // n = 6, recomputed here: the queens on the board from the trace's places and removes.
    for strategy in ["arrays", "matrix"] {
        let mut board: Vec<usize> = Vec::new();
        for line in trace(strategy, 6) {
            let v = numbers(&line);
            match line.split(' ').next() {
                Some("place") => board.push(v[1]),
                Some("remove") => {
                    board.pop();
                }
                Some("reject") => {
                    let (row, col, by_row, by_col) = (v[0], v[1], v[2], v[3]);
                    assert_eq!(board[by_row], by_col, "{line}");
                    let file = board.iter().position(|&c| c == col);
                    // The ╱ through the square: row + col constant.
                    let diag = || {
                        board
                            .iter()
                            .enumerate()
                            .position(|(r, &c)| r + c == row + col)
                    };
                    // The ╲: row - col constant.
                    let anti = || {
                        board
                            .iter()
                            .enumerate()
                            .position(|(r, &c)| r + col == row + c)
                    };
                    let expected = if strategy == "arrays" {
                        // col, then diag[row + col], then anti_diag[n - col + row].
                        file.or_else(diag).or_else(anti)
                    } else {
                        // Up the file, then up-left (╲), then up-right (╱).
                        file.or_else(anti).or_else(diag)
                    };
                    assert_eq!(expected, Some(by_row), "{strategy}: {line}");
                }
                _ => {}
            }
        }
    }
}

/// Our own count: the recursive search of the articles on the `n` board, adding up the
/// array entries read (`col`, `diag`, `anti_diag`, stopping at the first true) and the
/// matrix cells walked (up the file, up-left, up-right, to a queen or the edge).
struct OwnCount {
    n: usize,
    col: Vec<bool>,
    diag: Vec<bool>,
    anti_diag: Vec<bool>,
    board: Vec<Vec<bool>>,
    /// Reads of `col`, `diag`, `anti_diag`.
    lookups: [u64; 3],
    /// Cells walked up, up-left, up-right.
    cells: [u64; 3],
}

impl OwnCount {
    fn run(n: usize) -> ([u64; 3], [u64; 3]) {
        let mut own = OwnCount {
            n,
            col: vec![false; n],
            diag: vec![false; 2 * n],
            anti_diag: vec![false; 2 * n],
            board: vec![vec![false; n]; n],
            lookups: [0; 3],
            cells: [0; 3],
        };
        own.search(0);
        (own.lookups, own.cells)
    }

    fn free_by_arrays(&mut self, row: usize, c: usize) -> bool {
        let n = self.n;
        self.lookups[0] += 1;
        if self.col[c] {
            return false;
        }
        self.lookups[1] += 1;
        if self.diag[row + c] {
            return false;
        }
        self.lookups[2] += 1;
        !self.anti_diag[n - c + row]
    }

    fn free_by_matrix(&mut self, row: usize, c: usize) -> bool {
        // Up one rank at a time; the file moves by `dc` (0, left, right) until the edge.
        for (walk, dc) in [0, -1, 1].into_iter().enumerate() {
            let (mut r, mut k) = (row, c);
            while r > 0 {
                r -= 1;
                match k.checked_add_signed(dc) {
                    Some(next) if next < self.n => k = next,
                    _ => break,
                }
                self.cells[walk] += 1;
                if self.board[r][k] {
                    return false;
                }
            }
        }
        true
    }

    fn search(&mut self, row: usize) {
        let n = self.n;
        if row == n {
            return;
        }
        for c in 0..n {
            let by_arrays = self.free_by_arrays(row, c);
            let by_matrix = self.free_by_matrix(row, c);
            assert_eq!(by_arrays, by_matrix, "the two tests agree");
            if !by_arrays {
                continue;
            }
            self.col[c] = true;
            self.diag[row + c] = true;
            self.anti_diag[n - c + row] = true;
            self.board[row][c] = true;
            self.search(row + 1);
            self.col[c] = false;
            self.diag[row + c] = false;
            self.anti_diag[n - c + row] = false;
            self.board[row][c] = false;
        }
    }
}

/// A value of `trace --summary`'s output.
fn field(summary: &[String], label: &str) -> u64 {
    summary
        .iter()
        .find_map(|l| l.strip_prefix(label).filter(|rest| rest.starts_with(' ')))
        .unwrap_or_else(|| panic!("no {label} in {summary:?}"))
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn the_summary_checks_are_the_lookups_and_the_cells_walked() {
    for n in 1..=8 {
        let (lookups, cells) = OwnCount::run(n);
        let summary =
            |s: &str| output_lines(&["trace", &n.to_string(), "--strategy", s, "--summary"]);
        let arrays = summary("arrays");
        let matrix = summary("matrix");
        assert_eq!(
            field(&arrays, "checks"),
            lookups.iter().sum::<u64>(),
            "arrays, n = {n}"
        );
        assert_eq!(
            field(&matrix, "checks"),
            cells.iter().sum::<u64>(),
            "matrix, n = {n}"
        );
        // Which checks: each array's reads, each walk's cells.
        let reads = ["col reads", "diag reads", "anti_diag reads"].map(|l| field(&arrays, l));
        assert_eq!(reads, lookups, "arrays, n = {n}");
        let walked = ["cells up", "cells up-left", "cells up-right"].map(|l| field(&matrix, l));
        assert_eq!(walked, cells, "matrix, n = {n}");
        assert!(
            arrays.iter().any(|l| l == "strategy       arrays"),
            "{arrays:?}"
        );
        // The same tree: the same placements and tries.
        let scan = summary("scan");
        for label in ["placements", "dead ends", "solutions", "tries", "rejects"] {
            assert_eq!(
                field(&arrays, label),
                field(&scan, label),
                "{label}, n = {n}"
            );
            assert_eq!(
                field(&matrix, label),
                field(&scan, label),
                "{label}, n = {n}"
            );
        }
    }
}

/// A paused search of the `n` board with `strategy`, after `steps` events, its run's length
/// counted as the event loop would have it.
fn paused_after(strategy: Strategy, n: usize, steps: usize) -> App {
    let mut app = common::with_background(
        App::new(Options {
            strategy,
            ..Options::new(n, Speed::PerSec(20), true)
        }),
        12,
        false,
    );
    for _ in 0..steps {
        app.update(Action::Step);
    }
    app
}

/// Where `text` starts on the screen (the first place, top down).
fn find(buf: &Buffer, text: &str) -> Option<(u16, u16)> {
    let area = buf.area;
    (area.top()..area.bottom()).find_map(|y| {
        let line: Vec<&str> = (area.left()..area.right())
            .map(|x| buf[(x, y)].symbol())
            .collect();
        let joined = line.concat();
        let at = joined.find(text)?;
        // Back from bytes to cells: every cell before it holds one symbol.
        let mut bytes = 0;
        let x = line.iter().position(|s| {
            let here = bytes == at;
            bytes += s.len();
            here
        })?;
        Some((area.left() + u16::try_from(x).ok()?, y))
    })
}

// After 11 events of n = 8: queens on a8 and c7, b6 under test: col[1] is free, diag[3] is
// c7's (row 1 + col 2), so the test reads two entries and stops.
#[test]
fn arrays_view_80x24() {
    insta::assert_snapshot!(screen(&paused_after(Strategy::Arrays, 8, 11), 80, 24).backend());
}

#[test]
fn arrays_view_120x40() {
    insta::assert_snapshot!(screen(&paused_after(Strategy::Arrays, 8, 11), 120, 40).backend());
}

#[test]
fn the_arrays_light_the_entries_read_and_the_taken_one_red() {
    let app = paused_after(Strategy::Arrays, 8, 11);
    let terminal = screen(&app, 120, 40);
    let buf = terminal.backend().buffer();
    let (x, y) = find(buf, "b6 reads col[1] diag[3]").expect("the indices named");
    // The rows of cells above that line: col, diag, anti_diag, two columns a cell.
    let cell = |row: u16, at: u16| &buf[(x + 7 + 2 * at, y - 3 + row)];
    assert_eq!(cell(0, 1).bg, THEME.inspected, "col[1] read");
    assert_eq!(cell(1, 3).bg, THEME.dead, "diag[3] taken");
    assert_eq!(cell(1, 3).symbol(), "1");
    assert_ne!(cell(2, 9).bg, THEME.inspected, "anti_diag not read");
    assert_eq!(cell(0, 0).symbol(), "1", "a8 sets col[0]");
    assert_eq!(cell(2, 8).symbol(), "1", "a8 sets anti_diag[8 - 0 + 0]");
}

// After 39 events of n = 8: queens on a8, c7, e6, b5, d4; e3 under test walks up its file,
// e4, e5, to the queen on e6.
#[test]
fn matrix_view_80x24() {
    insta::assert_snapshot!(screen(&paused_after(Strategy::Matrix, 8, 39), 80, 24).backend());
}

#[test]
fn matrix_view_120x40() {
    insta::assert_snapshot!(screen(&paused_after(Strategy::Matrix, 8, 39), 120, 40).backend());
}

#[test]
fn the_matrix_draws_its_walk_and_the_queen_that_stops_it() {
    let app = paused_after(Strategy::Matrix, 8, 39);
    assert_eq!(app.last_event(), Some(Event::Try { row: 5, col: 4 }));
    let terminal = screen(&app, 120, 40);
    let buf = terminal.backend().buffer();
    // On the board (the legend explains `∘` too).
    let (board_right, _) = find(buf, "┐┌ Search").expect("the board's right edge");
    let walked: Vec<(u16, u16)> = (0..buf.area.height)
        .flat_map(|y| (0..board_right).map(move |x| (x, y)))
        .filter(|&(x, y)| buf[(x, y)].symbol() == "∘")
        .collect();
    assert_eq!(walked.len(), 2, "e4 and e5: {walked:?}");
    assert!(
        walked
            .iter()
            .all(|&(x, y)| buf[(x, y)].bg == THEME.attack_line)
    );
    // The queen on e6, straight above them, red.
    let (x, y) = walked[0];
    let queen = (0..y)
        .rev()
        .find(|&y| buf[(x, y)].symbol() == "♛")
        .expect("e6");
    assert_eq!(buf[(x, queen)].bg, THEME.dead);
}

#[test]
fn code_views_of_arrays_and_matrix() {
    for (strategy, steps, line) in [
        (Strategy::Arrays, 12, "      continue  # taken: refused"),
        (Strategy::Matrix, 40, "    a queen before the edge: yes"),
    ] {
        let mut app = paused_after(strategy, 8, steps);
        common::command(&mut app, "code");
        let terminal = screen(&app, 120, 40);
        let buf = terminal.backend().buffer();
        let (x, y) = find(buf, line).unwrap_or_else(|| panic!("{strategy}: {line}"));
        assert_eq!(
            buf[(x - 4, y)].symbol(),
            "▶",
            "{strategy}: the line run is marked"
        );
        insta::assert_snapshot!(format!("code_{strategy}_120x40"), terminal.backend());
    }
}

#[test]
fn the_entries_a_test_reads_are_on_screen_with_their_index_at_every_size() {
    use nqueens::solver::probe::{Array, lookups};
    for n in 4..=Strategy::Arrays.max_animated_n() {
        // A test under way with queens on the board: a few ranks down.
        let mut app = paused_after(Strategy::Arrays, n, 0);
        let (row, col) = loop {
            app.update(Action::Step);
            match app.last_event() {
                Some(Event::Try { row, col }) if usize::from(row) >= 3.min(n - 1) => {
                    break (usize::from(row), usize::from(col));
                }
                None => panic!("n = {n}: the run ended"),
                _ => {}
            }
        };
        let read = lookups(app.solver().queens(), n, row, col);
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            let terminal = screen(&app, w, h);
            let buf = terminal.backend().buffer();
            let (x, y) = find(buf, "diag ╱").unwrap_or_else(|| panic!("n = {n} at {w}×{h}"));
            for &(array, at, _) in &read {
                let y = match array {
                    Array::Col => y - 1,
                    Array::Diag => y,
                    Array::AntiDiag => y + 1,
                };
                let cells: String = (x + 7..buf.area.right())
                    .map(|x| buf[(x, y)].symbol())
                    .collect();
                // A window says the index of its first cell (`12:`); the whole array starts
                // at 0, one column a cell or two.
                let (start, first) = match cells.split_once(':') {
                    Some((k, _)) if !k.is_empty() && k.chars().all(|c| c.is_ascii_digit()) => (
                        k.parse::<usize>().unwrap(),
                        x + 8 + u16::try_from(k.len()).unwrap(),
                    ),
                    _ => (0, x + 7),
                };
                let width = if buf[(first + 1, y)].symbol() == " " {
                    2
                } else {
                    1
                };
                let offset = at.checked_sub(start).unwrap_or_else(|| {
                    panic!("n = {n} at {w}×{h}: {array:?}[{at}] before the window {cells:?}")
                });
                let offset = u16::try_from(offset).unwrap() * width;
                let cell = &buf[(first + offset, y)];
                assert!(
                    ["0", "1"].contains(&cell.symbol())
                        && [THEME.inspected, THEME.dead].contains(&cell.bg),
                    "n = {n} at {w}×{h}: {array:?}[{at}] ({row}, {col}) not lit at its place in {cells:?}"
                );
            }
        }
    }
}

#[test]
fn a_finished_arrays_run_keeps_its_arrays_those_of_the_solution_shown() {
    use nqueens::app::Status;
    // Other strategies keep their own panel once done; the arrays do too, set by the last
    // solution the board shows (n = 6: its fourth, b6 d5 f4 a3 c2 e1).
    let mut app = paused_after(Strategy::Arrays, 6, 0);
    app.update(Action::TogglePause);
    while app.status() == Status::Running {
        app.run_events(4096);
    }
    assert_eq!(app.status(), Status::Done);
    let (found, _) = app.shown_solution().expect("the last solution shown");
    for (w, h) in [(80, 24), (120, 40)] {
        let terminal = screen(&app, w, h);
        let buf = terminal.backend().buffer();
        let (x, y) = find(buf, "diag ╱").unwrap_or_else(|| panic!("arrays at {w}×{h}"));
        let row = |y: u16| -> String {
            (x + 7..buf.area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join("")
                .chars()
                .take_while(|c| *c == '0' || *c == '1')
                .collect()
        };
        assert_eq!(row(y - 1), "111111", "every file taken at {w}×{h}");
        let diag: String = (0..12)
            .map(|at| {
                let set = found
                    .cols
                    .iter()
                    .enumerate()
                    .any(|(r, &c)| r + usize::from(c) == at);
                if set { '1' } else { '0' }
            })
            .collect();
        assert_eq!(row(y), diag, "the solution's diagonals at {w}×{h}");
    }
}
