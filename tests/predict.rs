//! Predict mode through the library: the question's answer is the solver's next move (checked
//! against a fresh search stepped to the same event), a wrong square's explanation names
//! queens that really attack it along the lines named, the score and the streak count right,
//! and the dead-end and backtrack variants ask what the search really does next.

mod common;
use common::{command, said};
use nqueens::app::note::Square;
use nqueens::app::predict::{self, Answer, Guess, Question, Variant, Why};
use nqueens::app::{App, Options};
use nqueens::input;
use nqueens::solver::attack::attack_line;
use nqueens::solver::notation::square_name;
use nqueens::solver::order::Order;
use nqueens::solver::search::Search as _;
use nqueens::solver::{AnySearch, Event, u8_of};
use nqueens::strategies::forward_checking::events::Wipeout;
use nqueens::strategies::forward_checking::search::ForwardChecking;
use nqueens::vocabulary::{Action, Speed, Strategy};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A paused app of the `n` board searched by `strategy` (forward checking in `order`).
fn app(n: usize, strategy: Strategy, order: Order) -> App {
    let app = App::new(Options {
        strategy,
        ..Options::new(n, Speed::PerSec(20), true)
    });
    if strategy == Strategy::ForwardChecking {
        app.with_order(order)
    } else {
        app
    }
}

/// A fresh search of the same kind, stepped to event `at`: the position, found without the
/// app.
fn replay(n: usize, strategy: Strategy, order: Order, at: u64) -> AnySearch {
    let mut search = match strategy {
        Strategy::ForwardChecking => AnySearch::ForwardChecking(ForwardChecking::new(n, order)),
        _ => AnySearch::new(strategy, n, 0).unwrap(),
    };
    for _ in 0..at {
        search.step().expect("the replay reaches the app's event");
    }
    search
}

/// The next event of `search` that places, lifts, ends a rank or finds a solution.
fn next_move(search: &mut AnySearch) -> Option<Event> {
    loop {
        match search.step()? {
            Event::Try { .. } | Event::Reject { .. } => {}
            event => return Some(event),
        }
    }
}

/// Presses one key through the real key table.
fn press(app: &mut App, code: KeyCode) {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    if let Some(action) = input::action_for(key, app.input_context()) {
        app.update(action);
    }
}

/// Types `text`, then Enter while the question still waits (a guess the question refuses
/// leaves it waiting after Enter).
fn type_guess(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
    if question(app).is_some() {
        press(app, KeyCode::Enter);
    }
}

/// The question waiting, if any.
fn question(app: &App) -> Option<Question> {
    app.predict()?.question().cloned()
}

/// The app's position, as its event number (the replay's starting point).
fn event(app: &App) -> u64 {
    app.search().event_number()
}

/// Checks every claim of a placement question's verdicts for each square of the board
/// against the board and a replayed search.
fn check_explanations(q: &Question, replayed: &AnySearch) {
    let Answer::Place { square: next, .. } = q.answer else {
        return;
    };
    // The files the search will still place a queen on in this rank before backing out of
    // it (fewer queens on the board than now), stepped out on a copy.
    let placed = |search: &AnySearch| (0..q.n).filter(|&r| search.queen(r).is_some()).count();
    let depth = q.queens.iter().flatten().count();
    let mut ahead = replayed.clone();
    let mut later = Vec::new();
    while let Some(event) = ahead.step() {
        match event {
            Event::Place { row, col }
                if usize::from(row) == next.row && placed(&ahead) == depth + 1 =>
            {
                later.push(usize::from(col));
            }
            Event::Remove { .. } if placed(&ahead) < depth => break,
            _ => {}
        }
    }
    assert_eq!(later.first(), Some(&next.col), "{q:?}");
    for row in 0..q.n {
        for col in 0..q.n {
            let guess = Square::new(q.n, row, col);
            let verdict = predict::judge(q, Guess::Square(guess));
            assert_eq!(verdict.right, guess == next, "{q:?} {guess:?}");
            match verdict.why {
                Why::Takes(at) => assert_eq!(at, next),
                Why::OtherRank { square, next: n2 } => {
                    assert_ne!(square.row, next.row);
                    assert_eq!(n2, next);
                }
                Why::Attacked {
                    square,
                    by,
                    next: n2,
                } => {
                    assert_eq!((square, n2), (guess, next));
                    assert!(!by.is_empty());
                    for (queen, line) in by {
                        assert_eq!(
                            q.queens[queen.row],
                            Some(u8::try_from(queen.col).unwrap()),
                            "{queen:?} is not a queen on the board"
                        );
                        assert_eq!(
                            attack_line(queen.row, queen.col, row, col),
                            Some(line),
                            "{queen:?} does not attack {guess:?} along {line:?}"
                        );
                    }
                }
                Why::Leftmost { square, next: n2 } => {
                    assert_eq!((square, n2), (guess, next));
                    assert!(q.attackers(row, col).is_empty(), "{guess:?} is attacked");
                    assert!(col > next.col);
                    assert!(
                        later.contains(&col),
                        "{guess:?} is not placed later: {later:?}"
                    );
                }
                Why::TriedAlready { square, next: n2 } => {
                    assert_eq!((square, n2), (guess, next));
                    assert!(q.attackers(row, col).is_empty(), "{guess:?} is attacked");
                    assert!(
                        !later.contains(&col),
                        "{guess:?} is placed later: {later:?}"
                    );
                }
                why => panic!("a placement question explained by {why:?}"),
            }
        }
    }
}

#[test]
fn each_answer_is_the_solvers_next_move_and_each_explanation_holds() {
    let strategies = [
        (Strategy::Bitmask, Order::Fixed),
        (Strategy::Scan, Order::Fixed),
        (Strategy::Arrays, Order::Fixed),
        (Strategy::Matrix, Order::Fixed),
        (Strategy::ForwardChecking, Order::Fixed),
        (Strategy::ForwardChecking, Order::Mrv),
    ];
    for (strategy, order) in strategies {
        for n in 4..=8 {
            let mut app = app(n, strategy, order);
            command(&mut app, "predict");
            let (mut places, mut dead_ends) = (0, 0);
            for _ in 0..40 {
                let Some(q) = question(&app) else {
                    assert!(app.search().is_done(), "{strategy} n = {n}: no question");
                    break;
                };
                let replayed = replay(n, strategy, order, event(&app));
                let expected = next_move(&mut replayed.clone());
                match q.answer {
                    Answer::Place { square, .. } => {
                        places += 1;
                        let place = Event::Place {
                            row: u8_of(square.row),
                            col: u8_of(square.col),
                        };
                        assert_eq!(expected, Some(place), "{strategy} n = {n}");
                        check_explanations(&q, &replayed);
                    }
                    Answer::DeadEnd { row } => {
                        dead_ends += 1;
                        assert_eq!(expected, Some(Event::DeadEnd { row: u8_of(row) }));
                    }
                    Answer::Moves { .. } => panic!("a backtrack question in placements"),
                    Answer::Empty { .. } => panic!("{strategy} finds no empty column"),
                }
                // Skipped: the answer goes on the board, and Enter asks the next question.
                press(&mut app, KeyCode::Char(' '));
                assert_eq!(app.last_event(), expected, "{strategy} n = {n}");
                assert!(app.predict().unwrap().verdict().is_some());
                press(&mut app, KeyCode::Enter);
                // Run on to the next question, as the loop would.
                app.run_events(10_000);
            }
            assert!(places >= 10 || app.search().is_done(), "{strategy} n = {n}");
            if strategy != Strategy::ForwardChecking && n == 6 {
                assert!(dead_ends > 0, "{strategy}: no dead end asked at n = 6");
            }
        }
    }
}

#[test]
fn the_score_and_the_streak_count_right() {
    let mut app = app(6, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    // Right, right, wrong, right, right, right, wrong: best streak 3.
    let plan = [true, true, false, true, true, true, false];
    let mut streak = 0;
    let mut best = 0;
    for (i, &right) in plan.iter().enumerate() {
        let q = question(&app).expect("a question");
        let text = match (&q.answer, right) {
            (Answer::Place { square, .. }, true) => square_name(6, square.row, square.col),
            (Answer::DeadEnd { .. } | Answer::Empty { .. }, true) => "x".to_string(),
            // Wrong: a square of another rank.
            (_, false) => square_name(6, (q.row() + 1) % 6, 0),
            (Answer::Moves { .. }, _) => unreachable!(),
        };
        type_guess(&mut app, &text);
        let verdict = app.predict().unwrap().verdict().expect("answered").clone();
        assert_eq!(verdict.right, right, "answer {i}: {text} to {q:?}");
        streak = if right { streak + 1 } else { 0 };
        best = best.max(streak);
        let score = app.predict().unwrap().score;
        assert_eq!(score.asked as usize, i + 1);
        assert_eq!(
            score.right as usize,
            plan[..=i].iter().filter(|&&r| r).count()
        );
        assert_eq!((score.streak, score.best), (streak, best));
        press(&mut app, KeyCode::Enter);
        app.run_events(10_000);
    }
    // A skip is not scored, and the streak stands.
    let before = app.predict().unwrap().score;
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.predict().unwrap().score, before);
    // Off, the score is said.
    command(&mut app, "predict off");
    assert!(app.predict().is_none());
    let note = said(&app).unwrap();
    assert!(
        note.contains("5 / 7 right") && note.contains("best streak 3"),
        "{note}"
    );
}

#[test]
fn while_a_question_waits_letters_are_the_guess_not_keys() {
    let mut app = app(8, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    let at = event(&app);
    // `s` (step) and `b` (back) are letters of a guess now.
    press(&mut app, KeyCode::Char('s'));
    press(&mut app, KeyCode::Char('b'));
    assert_eq!(event(&app), at, "a key moved the search");
    assert_eq!(app.predict().unwrap().typed, "sb");
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    // Not a square: said, and the question stays, unscored.
    type_guess(&mut app, "z9");
    assert!(
        said(&app).unwrap().contains("not a square"),
        "{:?}",
        said(&app)
    );
    assert!(question(&app).is_some());
    assert_eq!(app.predict().unwrap().score.asked, 0);
    // A click chooses its square; Enter answers with it.
    let q = question(&app).unwrap();
    let Answer::Place { square, .. } = q.answer else {
        panic!("{q:?}")
    };
    app.update(Action::SelectSquare {
        row: square.row,
        col: square.col,
    });
    assert_eq!(question(&app), Some(q), "a click answered at once");
    assert_eq!(
        app.predict().unwrap().typed,
        square_name(8, square.row, square.col)
    );
    press(&mut app, KeyCode::Enter);
    assert!(app.predict().unwrap().verdict().unwrap().right);
    // Esc leaves the mode; the search stays where it is, paused.
    press(&mut app, KeyCode::Enter);
    let at = event(&app);
    press(&mut app, KeyCode::Esc);
    assert!(app.predict().is_none());
    assert_eq!(event(&app), at);
}

#[test]
fn stepping_back_asks_the_question_of_the_position_again() {
    let mut app = app(6, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    let first = question(&app).unwrap();
    type_guess(&mut app, "a6");
    assert!(app.predict().unwrap().verdict().unwrap().right);
    // Back over the placement (`←`: with the answer shown, `b` is a letter of the next
    // guess): the same question again.
    press(&mut app, KeyCode::Left);
    assert_eq!(question(&app).map(|q| q.answer), Some(first.answer));
}

#[test]
fn the_dead_end_variant_asks_whether_each_rank_entered_is_one() {
    for strategy in [Strategy::Bitmask, Strategy::Scan] {
        let n = 6;
        let mut app = app(n, strategy, Order::Fixed);
        command(&mut app, "predict deadends");
        let (mut yes, mut no) = (0, 0);
        for _ in 0..60 {
            let Some(q) = question(&app) else { break };
            // Asked as a rank is entered: right after a placement (or at the start).
            assert!(
                matches!(app.last_event(), None | Some(Event::Place { .. })),
                "{:?}",
                app.last_event()
            );
            let expected = next_move(&mut replay(n, strategy, Order::Fixed, event(&app)));
            let dead = matches!(expected, Some(Event::DeadEnd { .. }));
            // Guess right every other time.
            let right = (yes + no) % 2 == 0;
            let key = if dead == right { 'x' } else { 'n' };
            press(&mut app, KeyCode::Char(key));
            press(&mut app, KeyCode::Enter);
            let verdict = app.predict().unwrap().verdict().unwrap().clone();
            assert_eq!(verdict.right, right, "{q:?}");
            match &verdict.why {
                Why::DeadEnd { row, squares } => {
                    assert!(dead);
                    yes += 1;
                    assert_eq!(squares.len(), n, "every square of the rank is attacked");
                    for &(at, by, line) in squares {
                        assert_eq!(at.row, *row);
                        assert_eq!(q.queens[by.row], Some(u8_of(by.col)));
                        assert_eq!(attack_line(by.row, by.col, at.row, at.col), Some(line));
                    }
                }
                Why::HasFree { next } => {
                    assert!(!dead);
                    no += 1;
                    assert!(q.attackers(next.row, next.col).is_empty());
                    assert_eq!(
                        expected,
                        Some(Event::Place {
                            row: u8_of(next.row),
                            col: u8_of(next.col)
                        })
                    );
                }
                why => panic!("{why:?}"),
            }
            press(&mut app, KeyCode::Enter);
            app.run_events(10_000);
        }
        assert!(yes > 0 && no > 0, "{strategy}: {yes} dead ends, {no} not");
        let score = app.predict().unwrap().score;
        assert_eq!(score.asked, yes + no);
        assert_eq!(score.right, (yes + no).div_ceil(2));
    }
}

#[test]
fn the_backtrack_variant_asks_which_queen_moves_next() {
    for (strategy, order) in [
        (Strategy::Bitmask, Order::Fixed),
        (Strategy::Matrix, Order::Fixed),
        (Strategy::ForwardChecking, Order::Fixed),
        (Strategy::ForwardChecking, Order::Mrv),
    ] {
        for n in [5, 6, 8] {
            let mut app = app(n, strategy, order);
            command(&mut app, "predict backtracks");
            app.update(Action::TogglePause);
            app.run_events(100_000);
            let mut asked = 0;
            for _ in 0..25 {
                let Some(q) = question(&app) else { break };
                asked += 1;
                assert!(
                    matches!(
                        app.last_event(),
                        Some(
                            Event::DeadEnd { .. }
                                | Event::Solution { .. }
                                | Event::ForwardChecking(Wipeout { .. })
                        )
                    ),
                    "{:?}",
                    app.last_event()
                );
                let Answer::Moves { from, to, .. } = &q.answer else {
                    panic!("{q:?}")
                };
                // The replay: lifts, then the first placement is the moving queen's.
                let mut replayed = replay(n, strategy, order, event(&app));
                let mut lifted = Vec::new();
                let moved = loop {
                    match next_move(&mut replayed).expect("a queen moves") {
                        Event::Remove { row, col } => lifted.push((row as usize, col as usize)),
                        Event::Place { row, col } => break (row as usize, col as usize),
                        event => panic!("{event:?}"),
                    }
                };
                assert_eq!((from.row, to.row, to.col), (moved.0, moved.0, moved.1));
                assert!(q.holds_queen(from.row, from.col));
                // Every queen on the board, guessed: only the moving one is right; the others
                // are lifted for good before it moves, or stay.
                for row in 0..n {
                    let Some(col) = q.queens[row] else { continue };
                    let queen = Square::new(n, row, usize::from(col));
                    let verdict = predict::judge(&q, Guess::Square(queen));
                    assert_eq!(verdict.right, queen == *from);
                    let gone = lifted.contains(&(row, usize::from(col)));
                    match verdict.why {
                        Why::Moves { .. } => assert_eq!(queen, *from),
                        Why::Lifted { .. } => assert!(gone, "{queen:?} is not lifted"),
                        Why::Earlier { .. } => assert!(!gone, "{queen:?} is lifted"),
                        why => panic!("{why:?}"),
                    }
                }
                // A square with no queen is refused, unscored.
                let empty = (0..n)
                    .find(|&c| q.queens[q.row()] != Some(u8_of(c)))
                    .unwrap();
                let before = app.predict().unwrap().score;
                type_guess(&mut app, &square_name(n, q.row(), empty));
                assert!(said(&app).unwrap().contains("holds no queen"));
                assert_eq!(app.predict().unwrap().score, before);
                // Answered: the moving queen's placement is on the board.
                type_guess(&mut app, &square_name(n, from.row, from.col));
                assert_eq!(
                    app.last_event(),
                    Some(Event::Place {
                        row: u8_of(to.row),
                        col: u8_of(to.col)
                    })
                );
                press(&mut app, KeyCode::Enter);
                app.run_events(100_000);
            }
            assert!(asked >= 3, "{strategy} n = {n}: {asked} questions");
            let score = app.predict().unwrap().score;
            assert_eq!((score.right, score.asked), (asked, asked));
        }
    }
}

#[test]
fn random_and_whole_board_strategies_say_why_not() {
    for strategy in [
        Strategy::MinConflicts,
        Strategy::LasVegas,
        Strategy::Genetic,
        Strategy::Permutations,
        Strategy::Bruteforce,
        Strategy::BreadthFirst,
        Strategy::BestFirst,
    ] {
        let mut app = app(8, strategy, Order::Fixed);
        command(&mut app, "predict");
        assert!(app.predict().is_none(), "{strategy}");
        // Refused on the command line, its reason beside it, in one line.
        let refusal = common::refusal(&app);
        assert!(
            refusal.starts_with(&format!("no predict with {strategy}: ")),
            "{refusal}"
        );
    }
    // Switching to a random strategy ends the mode, saying why.
    let mut app = app(8, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    command(&mut app, "strategy min-conflicts");
    assert!(app.predict().is_none());
    let note = said(&app).unwrap();
    assert!(note.contains("random"), "{note}");
    // Forward checking has no dead-end ranks to ask about.
    let mut app = app_fc();
    command(&mut app, "predict deadends");
    assert!(app.predict().is_none());
}

/// Forward checking on the 6 board.
fn app_fc() -> App {
    app(6, Strategy::ForwardChecking, Order::Fixed)
}

#[test]
fn every_variant_reads_its_guesses() {
    use predict::read_guess;
    assert_eq!(read_guess("x", 8, Variant::Placements), Ok(Guess::DeadEnd));
    assert_eq!(
        read_guess("c5", 8, Variant::Placements),
        Ok(Guess::Square(Square::new(8, 3, 2)))
    );
    assert!(read_guess("c9", 8, Variant::Placements).is_err());
    assert!(read_guess("i1", 8, Variant::Placements).is_err());
    assert_eq!(read_guess("n", 8, Variant::DeadEnds), Ok(Guess::Open));
    assert_eq!(read_guess("y", 8, Variant::DeadEnds), Ok(Guess::DeadEnd));
    // Past 26 files, capitals name files: A1 is the 27th file.
    assert_eq!(
        read_guess("A1", 30, Variant::Backtracks),
        Ok(Guess::Square(Square::new(30, 29, 26)))
    );
    // Where a file is named x, x alone still means a dead end; x3 is a square.
    assert_eq!(read_guess("x", 24, Variant::Placements), Ok(Guess::DeadEnd));
    assert_eq!(
        read_guess("x3", 24, Variant::Placements),
        Ok(Guess::Square(Square::new(24, 21, 23)))
    );
}

#[test]
fn a_jump_goes_to_the_event_asked_for_then_asks_there() {
    let mut app = app(8, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    assert!(question(&app).is_some());
    for target in [40, 7, 300] {
        command(&mut app, &format!("event {target}"));
        for _ in 0..100 {
            if app.search().seeking().is_none() {
                break;
            }
            app.run_events(1 << 20);
        }
        assert_eq!(event(&app), target, "stopped on the way");
        // The question there is the position's own, if it is a point that asks.
        assert_eq!(
            question(&app).map(|q| q.answer),
            predict::ask(app.search(), Variant::Placements).map(|q| q.answer)
        );
    }
}

#[test]
fn snapshots_of_a_question_and_of_an_answer() {
    // 80×24: a wrong square explained; 120×40: a question waiting, the next try hidden.
    let mut app = app(6, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    type_guess(&mut app, "a6");
    press(&mut app, KeyCode::Enter);
    type_guess(&mut app, "b5");
    insta::assert_snapshot!(
        "predict_wrong_square_80x24",
        common::screen(&app, 80, 24).backend()
    );
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('d'));
    insta::assert_snapshot!(
        "predict_question_120x40",
        common::screen(&app, 120, 40).backend()
    );
    let text = common::text(&common::screen(&app, 120, 40));
    let searched = text
        .lines()
        .find(|l| l.starts_with("│▸"))
        .expect("the rank searched");
    assert!(!searched.contains('○'), "the next try shows: {searched}");
}

#[test]
fn a_skipped_dead_end_question_is_answered_as_one() {
    let n = 6;
    let mut app = app(n, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict deadends");
    let (mut has_free, mut dead) = (0, 0);
    for _ in 0..40 {
        if question(&app).is_none() {
            break;
        }
        let expected = next_move(&mut replay(n, Strategy::Bitmask, Order::Fixed, event(&app)));
        app.update(Action::PredictSkip);
        let verdict = app.predict().unwrap().verdict().unwrap().clone();
        assert!(verdict.guess.is_none() && !verdict.right);
        match (&verdict.why, expected) {
            // Not a dead end: the square the search takes shows it.
            (Why::HasFree { next }, Some(Event::Place { row, col })) => {
                assert_eq!((next.row, next.col), (usize::from(row), usize::from(col)));
                has_free += 1;
            }
            (Why::DeadEnd { .. }, Some(Event::DeadEnd { .. })) => dead += 1,
            (why, expected) => panic!("{why:?} for {expected:?}"),
        }
        app.update(Action::PredictSubmit);
    }
    assert!(has_free > 0 && dead > 0, "{has_free} {dead}");
}

#[test]
fn keys_typed_while_the_search_runs_to_the_next_question_are_its_guess() {
    let mut app = app(6, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    // Questions answered (shown without a guess) until one whose next is a few events away:
    // after a dead end the search lifts queens before it places again.
    let mut running = false;
    for _ in 0..40 {
        assert!(question(&app).is_some());
        app.update(Action::PredictSkip);
        app.update(Action::PredictSubmit);
        if question(&app).is_none() {
            running = true;
            break;
        }
    }
    assert!(running, "a question a few events away");
    let at = event(&app);
    // Typed ahead, quickly: a step back (`b`) and the projector (`f`) are letters of a guess.
    for key in ['b', 'f', '5'] {
        press(&mut app, KeyCode::Char(key));
    }
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Char('5'));
    assert!(!app.present(), "f was a letter of the guess");
    assert!(event(&app) >= at, "b did not step back");
    for _ in 0..20 {
        if question(&app).is_some() {
            break;
        }
        app.run_events(1);
    }
    assert!(question(&app).is_some(), "the search ran on to a question");
    assert_eq!(app.predict().unwrap().typed, "b5");
    app.update(Action::PredictSubmit);
    let verdict = app.predict().unwrap().verdict().unwrap().clone();
    assert_eq!(verdict.guess, Some(Guess::Square(Square::new(6, 1, 1))));
}

/// A guess for `q` as a student types it, right or wrong: a square, `x` (a dead end, an
/// empty column), or in the dead-ends variant `y`, `x` or `n`; `None` where no wrong one
/// exists (a backtrack with one queen on the board).
fn guess_for(q: &Question, right: bool) -> Option<String> {
    let n = q.n;
    let name = |s: Square| square_name(n, s.row, s.col);
    Some(match (&q.answer, q.variant, right) {
        (Answer::Place { .. }, Variant::DeadEnds, true) => "n".into(),
        (Answer::Place { .. }, Variant::DeadEnds, false) => "y".into(),
        (Answer::Place { square, .. }, _, true) => name(*square),
        (Answer::Place { .. }, _, false) => "x".into(),
        (Answer::DeadEnd { .. } | Answer::Empty { .. }, Variant::DeadEnds, true) => "y".into(),
        (Answer::DeadEnd { .. } | Answer::Empty { .. }, Variant::DeadEnds, false) => "n".into(),
        (Answer::DeadEnd { .. } | Answer::Empty { .. }, _, true) => "x".into(),
        (Answer::DeadEnd { .. } | Answer::Empty { .. }, _, false) => name(Square::new(n, 0, 0)),
        (Answer::Moves { from, .. }, _, true) => name(*from),
        (Answer::Moves { from, .. }, _, false) => {
            let other = (0..n).find_map(|r| {
                let c = usize::from(q.queens[r]?);
                (r != from.row).then(|| Square::new(n, r, c))
            })?;
            name(other)
        }
    })
}

/// Every kind of answer (a square, a click, `x`, yes or no, a queen), in every variant of
/// every strategy that can be predicted: choosing does not answer, Enter does; the verdict
/// then stays, with the search where the answer put it, while the next guess's keys are
/// typed, until Enter goes on.
#[test]
fn every_answer_waits_for_enter_and_its_verdict_stays_until_read() {
    let mut kinds = std::collections::BTreeSet::new();
    for strategy in Strategy::ALL {
        for variant in Variant::ALL {
            if predict::refusal(strategy, variant).is_some() {
                continue;
            }
            for n in [5, 6] {
                let mut app = app(n, strategy, Order::Fixed);
                command(&mut app, &format!("predict {variant}"));
                app.update(Action::TogglePause);
                app.run_events(100_000);
                let mut asked = 0;
                for i in 0..16 {
                    let Some(q) = question(&app) else { break };
                    let right = i % 3 != 2;
                    let Some(text) = guess_for(&q, right) else {
                        break;
                    };
                    let at = event(&app);
                    let click = i % 3 == 1 && text.len() > 1;
                    if click {
                        let square = predict::square_named(&text, n).unwrap();
                        app.update(Action::SelectSquare {
                            row: square.row,
                            col: square.col,
                        });
                    } else {
                        for c in text.chars() {
                            press(&mut app, KeyCode::Char(c));
                        }
                    }
                    let context = format!("{strategy} {variant} n = {n}: `{text}` to {q:?}");
                    // Chosen, not answered: the question waits, its guess on screen.
                    assert_eq!(question(&app).as_ref(), Some(&q), "{context}");
                    assert_eq!(app.predict().unwrap().typed, text, "{context}");
                    assert_eq!(event(&app), at, "{context}");
                    let screen = common::text(&common::screen(&app, 120, 40));
                    assert!(
                        screen.contains(&format!("› {text}▏")),
                        "{context}\n{screen}"
                    );
                    press(&mut app, KeyCode::Enter);
                    let verdict = app.predict().unwrap().verdict().cloned();
                    let verdict = verdict.unwrap_or_else(|| panic!("no verdict: {context}"));
                    assert_eq!(verdict.right, right, "{context}");
                    kinds.insert(
                        match (click, text.as_str()) {
                            (true, _) => "click",
                            (_, "x" | "y" | "n") => text.as_str(),
                            _ => "square",
                        }
                        .to_string(),
                    );
                    // The next guess typed early, and mended: the verdict stays, the search
                    // with it.
                    let shown = event(&app);
                    for code in [KeyCode::Char('x'), KeyCode::Char('b'), KeyCode::Char('5')] {
                        press(&mut app, code);
                    }
                    press(&mut app, KeyCode::Backspace);
                    let still = app.predict().unwrap().verdict().cloned();
                    assert_eq!(still.as_ref(), Some(&verdict), "{context}");
                    assert_eq!(event(&app), shown, "{context}");
                    assert!(
                        !app.present(),
                        "{context}: a letter was a key of the search"
                    );
                    press(&mut app, KeyCode::Enter);
                    assert!(app.predict().unwrap().verdict().is_none(), "{context}");
                    app.run_events(100_000);
                    asked += 1;
                }
                assert!(
                    asked >= 3,
                    "{strategy} {variant} n = {n}: {asked} questions"
                );
            }
        }
    }
    let kinds: Vec<String> = kinds.into_iter().collect();
    assert_eq!(kinds, ["click", "n", "square", "x", "y"]);
}

/// The case: `a6 Enter Enter x Enter` on n = 6 shows the verdict on `x`, and it
/// stays.
#[test]
fn x_then_enter_shows_its_verdict() {
    let mut app = app(6, Strategy::Bitmask, Order::Fixed);
    command(&mut app, "predict");
    type_guess(&mut app, "a6");
    press(&mut app, KeyCode::Enter);
    app.run_events(100_000);
    press(&mut app, KeyCode::Char('x'));
    press(&mut app, KeyCode::Enter);
    let verdict = app
        .predict()
        .unwrap()
        .verdict()
        .cloned()
        .expect("the verdict on x");
    assert_eq!(verdict.guess, Some(Guess::DeadEnd));
    let screen = common::text(&common::screen(&app, 80, 24));
    assert!(screen.contains("No:"), "{screen}");
}
