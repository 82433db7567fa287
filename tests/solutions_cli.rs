//! `nqueens solutions` run as a user runs it: the built binary, its stdout, stderr and exit code.
//! Solutions are checked from first principles here (queens compared pairwise, symmetry worked
//! out on the board), not with the crate's own solver or symmetry code; the only facts taken
//! from outside are the OEIS counts.

mod common;

use common::nqueens;

use std::collections::{BTreeSet, HashSet};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use nqueens::solver::known;

/// Stdout of a run that must succeed quietly.
fn stdout_of(args: &[&str]) -> String {
    let out = nqueens(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// `cols` lines as column lists; each line must be numbers separated by single spaces.
fn parse_cols(text: &str) -> Vec<Vec<u8>> {
    text.lines()
        .map(|line| {
            line.split(' ')
                .map(|field| {
                    field
                        .parse()
                        .unwrap_or_else(|_| panic!("bad line {line:?}"))
                })
                .collect()
        })
        .collect()
}

/// One queen per row is given; no two share a column or a diagonal, and all are on the board.
fn is_valid(sol: &[u8], n: usize) -> bool {
    sol.len() == n
        && sol.iter().all(|&c| usize::from(c) < n)
        && (0..n).all(|a| {
            (a + 1..n).all(|b| sol[a] != sol[b] && usize::from(sol[a].abs_diff(sol[b])) != b - a)
        })
}

/// The solution as a set of occupied squares.
fn squares(sol: &[u8]) -> BTreeSet<(usize, usize)> {
    sol.iter()
        .enumerate()
        .map(|(r, &c)| (r, usize::from(c)))
        .collect()
}

/// Back from squares to a column list (one queen per row).
fn cols_of(squares: &BTreeSet<(usize, usize)>) -> Vec<u8> {
    squares
        .iter()
        .map(|&(_, c)| u8::try_from(c).unwrap())
        .collect()
}

/// The orbit under rotation and reflection, generated from a quarter turn and a mirror.
fn orbit(sol: &[u8]) -> HashSet<Vec<u8>> {
    let m = sol.len() - 1;
    let turn = |s: &BTreeSet<(usize, usize)>| s.iter().map(|&(r, c)| (c, m - r)).collect();
    let mirror = |s: &BTreeSet<(usize, usize)>| s.iter().map(|&(r, c)| (r, m - c)).collect();
    let mut out = HashSet::new();
    let mut board = squares(sol);
    for _ in 0..4 {
        out.insert(cols_of(&board));
        out.insert(cols_of(&mirror(&board)));
        board = turn(&board);
    }
    out
}

#[test]
fn all_solutions_for_n_up_to_10_are_valid_distinct_and_in_order() {
    for n in 1..=10usize {
        let sols = parse_cols(&stdout_of(&["solutions", &n.to_string()]));
        assert_eq!(sols.len() as u64, known(n).unwrap().total, "n = {n}");
        for sol in &sols {
            assert!(is_valid(sol, n), "n = {n}: {sol:?}");
        }
        // Strictly increasing also proves them distinct.
        for pair in sols.windows(2) {
            assert!(
                pair[0] < pair[1],
                "n = {n}: {:?} then {:?}",
                pair[0],
                pair[1]
            );
        }
    }
}

#[test]
fn unique_gives_one_canonical_solution_per_class() {
    for n in 1..=10usize {
        let all = parse_cols(&stdout_of(&["solutions", &n.to_string()]));
        let unique = parse_cols(&stdout_of(&["solutions", &n.to_string(), "--unique"]));
        assert_eq!(unique.len() as u64, known(n).unwrap().unique, "n = {n}");
        for pair in unique.windows(2) {
            assert!(pair[0] < pair[1], "n = {n}: not in order");
        }
        // The classes of the listed ones are disjoint and together hold every solution.
        let mut covered = HashSet::new();
        for sol in &unique {
            let class = orbit(sol);
            assert_eq!(
                class.iter().min(),
                Some(sol),
                "n = {n}: not the smallest of its class"
            );
            for member in class {
                assert!(covered.insert(member), "n = {n}: two listed share a class");
            }
        }
        let all: HashSet<Vec<u8>> = all.into_iter().collect();
        assert_eq!(covered, all, "n = {n}");
    }
}

#[test]
fn eight_queens_classes_are_eleven_of_eight_and_one_of_four() {
    let unique = parse_cols(&stdout_of(&["solutions", "8", "--unique"]));
    let mut sizes: Vec<usize> = unique.iter().map(|s| orbit(s).len()).collect();
    sizes.sort_unstable();
    assert_eq!(sizes, [4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8]);
}

// The two 4×4 solutions, worked out by hand: queens at columns 1 3 0 2 and 2 0 3 1.

#[test]
fn cols_format_for_n_4() {
    assert_eq!(stdout_of(&["solutions", "4"]), "1 3 0 2\n2 0 3 1\n");
    assert_eq!(
        stdout_of(&["solutions", "4", "--format", "cols", "--unique"]),
        "1 3 0 2\n"
    );
}

#[test]
fn board_format_for_n_4() {
    let expect = "\
solution 1
□ ■ □ □
□ □ □ ■
■ □ □ □
□ □ ■ □

solution 2
□ □ ■ □
■ □ □ □
□ □ □ ■
□ ■ □ □
";
    assert_eq!(stdout_of(&["solutions", "4", "--format", "board"]), expect);
}

#[test]
fn ascii_board_format_for_n_4() {
    let expect = "\
solution 1
. Q . .
. . . Q
Q . . .
. . Q .

solution 2
. . Q .
Q . . .
. . . Q
. Q . .
";
    assert_eq!(
        stdout_of(&["solutions", "4", "--format", "board", "--ascii"]),
        expect
    );
}

#[test]
fn json_format_for_n_4_and_empty_boards() {
    assert_eq!(
        stdout_of(&["solutions", "4", "--format", "json"]),
        "[\n[1,3,0,2],\n[2,0,3,1]\n]\n"
    );
    assert_eq!(
        stdout_of(&["solutions", "1", "--format", "json"]),
        "[\n[0]\n]\n"
    );
    // No solutions: still a valid (empty) JSON array, nothing in the column format, and for
    // people reading boards, a line on stderr that says so.
    for n in ["2", "3"] {
        assert_eq!(stdout_of(&["solutions", n, "--format", "json"]), "[]\n");
        assert_eq!(stdout_of(&["solutions", n]), "");
        let boards = nqueens(&["solutions", n, "--format", "board"]);
        assert!(boards.status.success() && boards.stdout.is_empty());
        assert_eq!(
            String::from_utf8(boards.stderr).unwrap(),
            format!("nqueens: n = {n} has no solutions\n")
        );
    }
}

#[test]
fn json_lists_the_same_solutions_as_cols() {
    let cols = parse_cols(&stdout_of(&["solutions", "6"]));
    let rows: Vec<String> = cols
        .iter()
        .map(|sol| {
            let nums: Vec<String> = sol.iter().map(u8::to_string).collect();
            format!("[{}]", nums.join(","))
        })
        .collect();
    assert_eq!(
        stdout_of(&["solutions", "6", "--format", "json"]),
        format!("[\n{}\n]\n", rows.join(",\n"))
    );
}

#[test]
fn limit_stops_after_k() {
    let all = stdout_of(&["solutions", "8"]);
    let first1: String = all.lines().take(1).map(|l| format!("{l}\n")).collect();
    assert_eq!(stdout_of(&["solutions", "8", "--limit", "1"]), first1);
    let first5: String = all.lines().take(5).map(|l| format!("{l}\n")).collect();
    assert_eq!(stdout_of(&["solutions", "8", "--limit", "5"]), first5);
    // A limit above the total lists them all.
    assert_eq!(stdout_of(&["solutions", "8", "--limit", "1000"]), all);
    let unique = stdout_of(&["solutions", "8", "--unique"]);
    let first3: String = unique.lines().take(3).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        stdout_of(&["solutions", "8", "--unique", "--limit", "3"]),
        first3
    );
    assert_eq!(
        stdout_of(&["solutions", "4", "--format", "json", "--limit", "1"]),
        "[\n[1,3,0,2]\n]\n"
    );
    assert_eq!(
        stdout_of(&[
            "solutions",
            "4",
            "--format",
            "board",
            "--ascii",
            "--limit",
            "1"
        ]),
        "solution 1\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n"
    );
}

#[test]
fn large_boards_are_allowed() {
    let sols = parse_cols(&stdout_of(&["solutions", "32", "--limit", "2"]));
    assert_eq!(sols.len(), 2);
    assert!(sols.iter().all(|s| is_valid(s, 32)));
    assert!(sols[0] < sols[1]);
}

#[test]
fn bad_input_is_refused_with_a_usage_error_and_no_output() {
    let table: &[&[&str]] = &[
        &["solutions"],
        &["solutions", "-3"],
        &["solutions", "0"],
        &["solutions", "33"],
        &["solutions", "eight"],
        &["solutions", "8", "--limit", "0"],
        &["solutions", "8", "--limit", "x"],
        &["solutions", "8", "--limit", "-1"],
        &["solutions", "8", "--limit"],
        &["solutions", "8", "--format", "foo"],
        &["solutions", "8", "--format"],
        &["solutions", "8", "9"],
        &["solutions", "8", "--bogus"],
    ];
    for args in table {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_closed_pipe_ends_the_listing_quietly() {
    // n = 12 writes about 400 kB, far more than a pipe holds, so the writer meets the closed
    // pipe while the search is still running.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["solutions", "12"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut reader = BufReader::new(child.stdout.take().expect("piped stdout"));
    let mut first = String::new();
    reader.read_line(&mut first).expect("a first line");
    assert!(is_valid(&parse_cols(&first)[0], 12), "{first:?}");
    drop(reader);
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success(), "{out:?}");
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn chess_notation_names_the_squares_the_screen_names() {
    let numbers = stdout_of(&["solutions", "8", "--notation", "numbers"]);
    let chess = stdout_of(&["solutions", "8", "--notation", "chess"]);
    let (numbers_head, numbers) = numbers.split_once('\n').unwrap();
    let (chess_head, chess) = chess.split_once('\n').unwrap();
    // The first line says which notation follows; without the flag there is no such line.
    assert!(numbers_head.starts_with("# ") && numbers_head.contains("notation numbers"));
    assert!(chess_head.starts_with("# ") && chess_head.contains("notation chess"));
    assert_eq!(numbers, stdout_of(&["solutions", "8"]));
    let solutions = parse_cols(numbers);
    let lines: Vec<&str> = chess.lines().collect();
    assert_eq!(lines.len(), 92);
    for (cols, line) in solutions.iter().zip(&lines) {
        // Worked out here as the screen draws it: files a.. from the left, rank 8 on top.
        let expected: Vec<String> = cols
            .iter()
            .enumerate()
            .map(|(row, &col)| format!("{}{}", char::from(b'a' + col), 8 - row))
            .collect();
        assert_eq!(*line, expected.join(" "));
    }
    assert_eq!(lines[0], "a8 e7 h6 f5 c4 g3 b2 d1");
    // Past z the files go on as capitals, as on the board: files a..z then A, B of n = 28.
    let wide = stdout_of(&["solutions", "28", "--notation", "chess", "--limit", "1"]);
    let cols = parse_cols(&stdout_of(&["solutions", "28", "--limit", "1"])).remove(0);
    let squares: Vec<&str> = wide.lines().nth(1).unwrap().split(' ').collect();
    assert_eq!(squares.len(), 28);
    for (row, (&col, square)) in cols.iter().zip(&squares).enumerate() {
        let file = b"abcdefghijklmnopqrstuvwxyzAB"[usize::from(col)];
        assert_eq!(*square, format!("{}{}", char::from(file), 28 - row));
    }
    // JSON names squares as strings, and stays JSON (no first line).
    let json = stdout_of(&["solutions", "4", "--notation", "chess", "--format", "json"]);
    assert_eq!(
        json,
        "[\n[\"b4\",\"d3\",\"a2\",\"c1\"],\n[\"c4\",\"a3\",\"d2\",\"b1\"]\n]\n"
    );
}
