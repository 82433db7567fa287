//! `dancing-links` (issue 39) through the real binary: its solutions against the bitmask's and
//! the known counts, its trace replayed on a board and checked line by line against
//! Algorithm X's rules (the sizes it reports, MRV's choice with the organ-pipe tie-break),
//! and its summary.

mod common;

use common::{board_lines, nqueens, screen, text};

use nqueens::app::{App, Options};
use nqueens::solver::Event;
use nqueens::vocabulary::{Action, Lang, Speed, Strategy};

use nqueens::solver::order::Order;
use nqueens::solver::traced::{Settings, Traced};
use nqueens::strategies::dancing_links::search::DancingLinks;
use nqueens::vocabulary::tuning::Tuning;

/// Solutions of the n board, n = 1..=10 (OEIS A000170).
const A000170: [usize; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

/// The standard output of `nqueens ARGS`, which must succeed.
fn stdout(args: &[&str]) -> String {
    let out = nqueens(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The `board` lines of a trace, sorted.
fn boards(trace: &str) -> Vec<String> {
    let mut boards = board_lines(trace);
    boards.sort();
    boards
}

#[test]
fn its_boards_are_the_bitmasks_solutions_for_n_up_to_ten() {
    for n in 1..=10 {
        let size = n.to_string();
        let bitmask = boards(&stdout(&["trace", &size, "--boards"]));
        let dlx = boards(&stdout(&[
            "trace",
            &size,
            "--strategy",
            "dancing-links",
            "--boards",
        ]));
        assert_eq!(dlx.len(), A000170[n - 1], "n = {n}");
        assert_eq!(dlx, bitmask, "n = {n}");
    }
}

#[test]
fn both_orders_give_the_bitmasks_solutions_and_fixed_gives_them_in_its_order() {
    for n in 1..=10 {
        let size = n.to_string();
        let bitmask = board_lines(&stdout(&["trace", &size, "--boards"]));
        let order = |order: &str| {
            board_lines(&stdout(&[
                "trace",
                &size,
                "--strategy",
                "dancing-links",
                "--order",
                order,
                "--boards",
            ]))
        };
        // The fixed order covers the topmost empty rank each time: the bitmask's tree.
        assert_eq!(
            order("fixed"),
            bitmask,
            "n = {n}: the same boards in the same order"
        );
        let mut mrv = order("mrv");
        mrv.sort();
        let mut sorted = bitmask.clone();
        sorted.sort();
        assert_eq!(mrv, sorted, "n = {n}: mrv, the same set");
        assert_eq!(mrv.len(), A000170[n - 1], "n = {n}");
    }
}

#[test]
fn the_order_it_is_made_in_is_the_one_asked() {
    for order in Order::ALL {
        let settings = Settings {
            seed: 0,
            random_ranks: None,
            order: Some(order),
            tuning: Tuning::default(),
        };
        let search = DancingLinks::for_trace(8, &settings).unwrap();
        assert_eq!(search.order(), order);
    }
    let none = Settings {
        seed: 0,
        random_ranks: None,
        order: None,
        tuning: Tuning::default(),
    };
    assert_eq!(
        DancingLinks::for_trace(8, &none).unwrap().order(),
        Order::Mrv,
        "Knuth's"
    );
}

/// A board being replayed: the file of each rank's queen.
struct Board {
    n: usize,
    queens: Vec<Option<usize>>,
}

impl Board {
    /// True if (`r`, `c`) could still take a queen: its rank and file empty, no queen on a
    /// diagonal through it.
    fn open(&self, r: usize, c: usize) -> bool {
        self.queens
            .iter()
            .enumerate()
            .all(|(q, f)| f.is_none_or(|f| q != r && f != c && f.abs_diff(c) != q.abs_diff(r)))
    }

    /// The open squares of a rank (`file` false) or a file, if it is not covered.
    fn size(&self, file: bool, i: usize) -> Option<usize> {
        let covered = if file {
            self.queens.contains(&Some(i))
        } else {
            self.queens[i].is_some()
        };
        let squares = (0..self.n).filter(|&j| {
            if file {
                self.open(j, i)
            } else {
                self.open(i, j)
            }
        });
        (!covered).then(|| squares.count())
    }
}

/// Replays a dancing-links trace of the `n` board in MRV order: each `choose` names the
/// first column, in the organ-pipe order of ranks and files, with the fewest open squares,
/// and says how many; a non-empty column is covered next and then each of its squares is
/// placed and removed in turn before it is uncovered; an empty one is followed by a `remove`
/// (or the end); a `solution` is a full board. Returns the solutions counted.
fn replay(trace: &str, n: usize) -> usize {
    let mut board = Board {
        n,
        queens: vec![None; n],
    };
    let mut middle_out: Vec<usize> = (0..n).collect();
    middle_out.sort_by_key(|&i| ((2 * i).abs_diff(n - 1), i));
    let pipe: Vec<(bool, usize)> = middle_out
        .iter()
        .flat_map(|&i| [(false, i), (true, i)])
        .collect();
    let mut solutions = 0;
    let mut last = String::new();
    for line in trace.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> usize { words[i].parse().unwrap() };
        match words[0] {
            "choose" => {
                let chosen = (words[1] == "col", number(2));
                let best = pipe
                    .iter()
                    .filter_map(|&(f, i)| board.size(f, i).map(|s| (s, (f, i))))
                    .min_by_key(|&(s, _)| s)
                    .unwrap();
                assert_eq!(chosen, best.1, "{line}: MRV, organ-pipe ties");
                assert_eq!(number(3), best.0, "{line}: its size");
            }
            "cover" => assert!(
                last.starts_with(&format!("choose {} ", &line[6..])),
                "{line}"
            ),
            "place" => {
                let (r, c) = (number(1), number(2));
                assert!(board.open(r, c), "{line}");
                board.queens[r] = Some(c);
            }
            "remove" => {
                let (r, c) = (number(1), number(2));
                assert_eq!(board.queens[r], Some(c), "{line}");
                board.queens[r] = None;
            }
            "uncover" => {}
            "solution" => {
                assert!(board.queens.iter().all(Option::is_some), "{line}");
                solutions += 1;
            }
            _ => panic!("unknown line {line}"),
        }
        last = line.to_string();
    }
    solutions
}

#[test]
fn its_trace_replays_as_algorithm_x_with_mrv() {
    for n in [1, 4, 6, 8] {
        let trace = stdout(&["trace", &n.to_string(), "--strategy", "dancing-links"]);
        assert_eq!(replay(&trace, n), A000170[n - 1], "n = {n}");
        assert!(
            trace.lines().next().unwrap().starts_with("choose "),
            "n = {n}"
        );
    }
}

#[test]
fn its_summary_counts_its_nodes_and_link_updates() {
    let out = stdout(&["trace", "8", "--strategy", "dancing-links", "--summary"]);
    let value = |label: &str| -> u64 {
        out.lines()
            .find_map(|l| l.strip_prefix(label))
            .map(|v| v.trim().parse().unwrap())
            .unwrap_or_else(|| panic!("no {label} in {out}"))
    };
    assert_eq!(value("solutions"), 92);
    let trace = stdout(&["trace", "8", "--strategy", "dancing-links"]);
    let count = |word: &str| trace.lines().filter(|l| l.starts_with(word)).count() as u64;
    assert_eq!(value("placements"), count("place "));
    assert_eq!(value("columns chosen"), count("choose "));
    assert_eq!(value("dead ends"), count("choose ") - count("cover "));
    assert!(value("link updates") > value("placements"));
    assert!(
        out.lines()
            .any(|l| l.split_whitespace().eq(["order", "mrv"])),
        "{out}"
    );
}

/// n = 8 in Knuth's order, three queens on the board and the next column just covered: its squares
/// to try in the matrix and on the board, the rows the covers took out dim.
fn at_its_fourth_cover(lang: Lang) -> App {
    let mut app = App::new(Options {
        strategy: Strategy::DancingLinks,
        ..Options::new(8, Speed::PerSec(20), true)
    })
    .with_lang(lang);
    // Queens on the board.
    let mut depth = 0;
    loop {
        app.update(Action::Step);
        match app.last_event() {
            Some(Event::Place { .. }) => depth += 1,
            Some(Event::Remove { .. }) => depth -= 1,
            Some(e) if depth == 3 && e.to_string().starts_with("cover") => return app,
            None => panic!("the run ended before its fourth cover"),
            _ => {}
        }
    }
}

#[test]
fn its_panels_at_the_three_sizes_in_both_languages() {
    for (lang, name) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        let app = at_its_fourth_cover(lang);
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), screen(&app, w, h).backend());
        }
    }
}

#[test]
fn d_runs_to_each_empty_column_the_trace_has() {
    // The events of the trace that choose an empty column: `choose row R 0`, `choose col C 0`.
    let trace = stdout(&["trace", "8", "--strategy", "dancing-links"]);
    let empties: Vec<u64> = (1..)
        .zip(trace.lines())
        .filter(|(_, line)| line.starts_with("choose") && line.ends_with(" 0"))
        .map(|(at, _)| at)
        .take(3)
        .collect();
    assert_eq!(empties.len(), 3, "{trace}");
    let mut app = App::new(Options {
        strategy: Strategy::DancingLinks,
        ..Options::new(8, Speed::PerSec(20), true)
    });
    for at in empties {
        app.update(Action::RunToDeadEnd);
        assert_eq!(app.status(), nqueens::app::Status::Running, "d is taken");
        while app.status() == nqueens::app::Status::Running {
            app.run_events(1);
        }
        assert_eq!(app.search().event_number(), at);
        assert!(
            app.last_event().is_some_and(Event::own_backs_up),
            "{:?}",
            app.last_event()
        );
    }
}

#[test]
fn the_whole_matrix_at_200x60_a_window_at_120x40_the_sizes_at_80x24() {
    let app = at_its_fourth_cover(Lang::En);
    // Every square across: the files' line of the head, a..h eight times.
    let every_square = "abcdefgh".repeat(8);
    // The last column of each family, as the labels name them.
    let labels = ["─1", "│h", "╲14", "╱14"];
    let at = |w, h| text(&screen(&app, w, h));
    let whole = at(200, 60);
    assert!(whole.contains(&every_square), "{whole}");
    for label in labels {
        assert!(whole.contains(label), "{label} at 200×60:\n{whole}");
    }
    // Two columns of a family a line, each label with the half it stands for: the 46
    // columns in 24 lines (the diagonals, 15 a family, end with one alone).
    let halves = whole
        .lines()
        .filter(|l| ["▀─", "▀│", "▀╲", "▀╱"].iter().any(|half| l.contains(half)))
        .count();
    assert_eq!(halves, 24, "4 + 4 + 8 + 8 lines:\n{whole}");
    let window = at(120, 40);
    assert!(!window.contains(&every_square), "{window}");
    assert!(
        window.contains("▸│c"),
        "the chosen column in the window:\n{window}"
    );
    assert!(!window.contains("╱14"), "{window}");
    let sizes = at(80, 24);
    assert!(!sizes.contains("abcdefghabcdefgh"), "{sizes}");
    assert!(!sizes.contains('▸'), "no line of the matrix:\n{sizes}");
}

/// The trace's events after event `at` that predict mode steps over (a column chosen with
/// squares left, covered, uncovered) skipped: the first that places a queen or finds an
/// empty column, as `trace` writes it.
fn next_decision(trace: &[&str], at: u64) -> String {
    let passed = |line: &&&str| {
        line.starts_with("cover") || line.starts_with("uncover") || {
            line.starts_with("choose") && !line.ends_with(" 0")
        }
    };
    let at = usize::try_from(at).unwrap();
    trace[at..]
        .iter()
        .find(|line| !passed(line))
        .expect("a decision ahead")
        .to_string()
}

#[test]
fn predict_asks_before_each_queen_and_each_empty_column_in_its_own_words() {
    use nqueens::app::predict::{Answer, Variant};
    use nqueens::ui::predict::{question_words, verdict_words};
    let out = stdout(&["trace", "6", "--strategy", "dancing-links"]);
    let trace: Vec<&str> = out.lines().collect();
    for variant in [Variant::Placements, Variant::DeadEnds] {
        let mut app = App::new(Options {
            strategy: Strategy::DancingLinks,
            ..Options::new(6, Speed::PerSec(20), true)
        })
        .with_predict(variant)
        .expect("dancing-links is predicted");
        let (mut places, mut empties) = (0, 0);
        while let Some(q) = app.predict().and_then(|p| p.question().cloned()) {
            let asked = question_words(&q);
            assert!(!asked.contains("Rank"), "no rank is filled next: {asked}");
            let expected = next_decision(&trace, app.search().event_number());
            let (guess, answered) = match q.answer {
                Answer::Place { square, .. } => {
                    places += 1;
                    let line = format!("place {} {}", square.row, square.col);
                    assert_eq!(
                        expected,
                        line,
                        "{variant} at {}",
                        app.search().event_number()
                    );
                    // The square itself, or no (not a dead end) in the dead-ends variant.
                    let letter = char::from(b'a' + u8::try_from(square.col).unwrap());
                    let guess = match variant {
                        Variant::DeadEnds => "n".to_string(),
                        _ => format!("{letter}{}", 6 - square.row),
                    };
                    (guess, line)
                }
                Answer::Empty { .. } => {
                    empties += 1;
                    assert!(expected.starts_with("choose") && expected.ends_with(" 0"));
                    ("x".to_string(), expected.clone())
                }
                ref other => panic!("{other:?} in {variant}"),
            };
            for c in guess.chars() {
                app.update(Action::PredictChar(c));
            }
            if app.predict().unwrap().question().is_some() {
                app.update(Action::PredictSubmit);
            }
            let verdict = app.predict().unwrap().verdict().cloned().expect("answered");
            assert!(
                verdict.right,
                "{guess} for {answered}: {}",
                verdict_words(&verdict)
            );
            assert_eq!(app.last_event().unwrap().to_string(), answered);
            // The column chosen is named where the search chose one on its way.
            let said = verdict_words(&verdict);
            if q.on_the_way
                .iter()
                .any(|e| e.to_string().starts_with("choose"))
            {
                assert!(said.contains("covers"), "{said}");
            }
            app.update(Action::PredictSubmit);
            app.run_events(10_000);
        }
        assert!(app.search().is_done(), "{variant}: a question on every way");
        assert!(
            places > 20 && empties > 5,
            "{variant}: {places} places, {empties} empty"
        );
    }
}

#[test]
fn a_wrong_square_is_told_why_in_the_columns_terms() {
    use nqueens::app::predict::{Answer, Variant};
    use nqueens::ui::predict::verdict_words;
    let mut app = App::new(Options {
        strategy: Strategy::DancingLinks,
        ..Options::new(8, Speed::PerSec(20), true)
    })
    .with_predict(Variant::Placements)
    .unwrap();
    // The first question: MRV covers rank 5 (the middle, 8 squares, all tied), a5 first.
    let q = app.predict().unwrap().question().cloned().unwrap();
    let Answer::Place { square, .. } = q.answer else {
        panic!("{:?}", q.answer)
    };
    assert_eq!((square.row, square.col), (3, 0));
    // d4 is in another column: rank 5 is covered first.
    for c in "d4".chars() {
        app.update(Action::PredictChar(c));
    }
    app.update(Action::PredictSubmit);
    let verdict = app.predict().unwrap().verdict().cloned().unwrap();
    assert!(!verdict.right);
    let said = verdict_words(&verdict);
    assert!(
        said.contains("covers rank 5 (8 squares left, the fewest)"),
        "{said}"
    );
    assert!(said.contains("a5"), "{said}");
    // At the next question a queen stands on a5: b4 is out of the matrix, on its diagonal.
    app.update(Action::PredictSubmit);
    app.run_events(10_000);
    for c in "b4".chars() {
        app.update(Action::PredictChar(c));
    }
    app.update(Action::PredictSubmit);
    let said = verdict_words(&app.predict().unwrap().verdict().cloned().unwrap());
    assert!(
        said.contains("b4 is out of the matrix: the queen on a5"),
        "{said}"
    );
}

#[test]
fn predict_asks_which_queen_moves_after_each_empty_column_and_solution() {
    use nqueens::app::predict::{Answer, Variant};
    let out = stdout(&["trace", "6", "--strategy", "dancing-links"]);
    let trace: Vec<&str> = out.lines().collect();
    let mut app = App::new(Options {
        strategy: Strategy::DancingLinks,
        ..Options::new(6, Speed::PerSec(20), true)
    })
    .with_predict(Variant::Backtracks)
    .unwrap();
    let mut asked = 0;
    // No question at the start: it runs on to the first backtrack.
    assert!(app.predict().unwrap().question().is_none());
    app.update(Action::TogglePause);
    app.run_events(10_000);
    while let Some(q) = app.predict().and_then(|p| p.question().cloned()) {
        asked += 1;
        let at = usize::try_from(app.search().event_number()).unwrap();
        let last = trace[at - 1];
        assert!(
            last.ends_with(" 0") || last.starts_with("solution"),
            "{last}"
        );
        let Answer::Moves { from, to, .. } = q.answer else {
            panic!("{:?}", q.answer)
        };
        // The trace's next placement, and the queen lifted last before it.
        let place = trace[at..]
            .iter()
            .position(|l| l.starts_with("place"))
            .unwrap()
            + at;
        assert_eq!(trace[place], format!("place {} {}", to.row, to.col));
        let lifted = trace[at..place]
            .iter()
            .rev()
            .find(|l| l.starts_with("remove"));
        assert_eq!(
            lifted,
            Some(&format!("remove {} {}", from.row, from.col).as_str())
        );
        assert!(q.holds_queen(from.row, from.col));
        app.update(Action::PredictSkip);
        assert_eq!(app.last_event().unwrap().to_string(), trace[place]);
        app.update(Action::PredictSubmit);
        app.run_events(10_000);
    }
    assert!(app.search().is_done());
    assert!(asked > 10, "{asked}");
}
