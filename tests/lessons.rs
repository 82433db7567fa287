//! Lessons: the file format read and checked (with line numbers, status 65), the shipped
//! lessons checked and played to their ends through the library, each step where typing its
//! commands by hand puts the program, `←` restoring a step exactly, and the captions' figures
//! true at the position shown.

mod common;
use common::{Folder, command, nqueens, screen, text};

use nqueens::app::lesson::{self, Lesson, Mistake, SHIPPED, Shipped};
use nqueens::app::note::Note;
use nqueens::app::view::Side;
use nqueens::app::{App, Options, Status};
use nqueens::solver::catalog::Listing;
use nqueens::vocabulary::Lang;
use nqueens::vocabulary::{Action, Speed, Strategy};

/// A paused animation of n = 8, as `nqueens lesson` starts one.
fn start() -> App {
    App::new(Options::new(8, Speed::PerSec(20), true))
}

/// `lesson` started on a fresh animation.
fn playing(lesson: &Lesson) -> App {
    let mut app = start();
    app.start_lesson(lesson.clone(), "test".into());
    app
}

/// What a position is made of, to compare two: the board, the strategy, the event, the queens,
/// the solutions found, the panel beside the board and whether the search runs.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    n: usize,
    strategy: Strategy,
    event: u64,
    queens: Vec<u8>,
    found: u64,
    side: Side,
    status: Status,
}

fn seen(app: &App) -> Seen {
    Seen {
        n: app.n(),
        strategy: app.strategy(),
        event: app.search().event_number(),
        queens: app.solver().queens().to_vec(),
        found: app.catalog().total(),
        side: app.view().side,
        status: app.status(),
    }
}

fn read(name: &str) -> Lesson {
    lesson::read(lesson::shipped(name, Lang::En).unwrap()).unwrap()
}

/// Runs a seek under way to its end, as the frames of the loop would.
fn settle(app: &mut App) {
    while app.search().seeking().is_some() && app.run_events(1 << 20) > 0 {}
}

#[test]
fn the_format_reads_steps_commands_captions_and_a_title() {
    let text = "# comment\ntitle: Demo\n---\n:n 5\n:code\nFive.\n\nStill five.\n---\n:event 3\nThree.\n---\n";
    let lesson = lesson::read(text).unwrap();
    assert_eq!(lesson.title.as_deref(), Some("Demo"));
    assert_eq!(lesson.steps.len(), 2, "a final --- adds no step");
    assert_eq!(lesson.steps[0].cues.len(), 2);
    assert_eq!(lesson.steps[0].cues[1].line, 5);
    assert_eq!(lesson.steps[0].caption, ["Five.", "", "Still five."]);
    assert_eq!(lesson.steps[1].caption, ["Three."]);
    // Without a header the first part is a step.
    assert_eq!(lesson::read(":n 4\nFour.").unwrap().steps.len(), 1);
}

#[test]
fn every_mistake_is_found_on_its_line() {
    let long =
        "a caption line that goes on and on past the eightieth column of the terminal, too far";
    let text = format!(
        "title: Broken\ntitle: Twice\n---\n:n 4\n:strategy dfs\n{long}\n---\n\n---\n:quit\n1\n2\n3\n4\n5\n6\n7\n"
    );
    let found = lesson::read(&text).unwrap_err();
    let got: Vec<(usize, &Mistake)> = found.iter().map(|f| (f.line, &f.mistake)).collect();
    assert_eq!(got.len(), 6, "{got:?}");
    assert_eq!(got[0], (2, &Mistake::SecondTitle));
    assert!(matches!(got[1], (5, Mistake::Command { .. })), "{got:?}");
    assert_eq!(got[2], (6, &Mistake::TooWide(long.chars().count())));
    assert_eq!(got[3], (8, &Mistake::EmptyStep));
    assert_eq!(got[4], (10, &Mistake::Quits));
    assert_eq!(got[5], (17, &Mistake::TooLong(7)), "the seventh line");
}

#[test]
fn check_names_file_and_line_and_ends_with_status_65() {
    let folder = Folder::new("check");
    let path = folder.arg("broken.lesson");
    std::fs::write(&path, ":n 4\nFour.\n---\n:event many\n---\n---\nfine\n").unwrap();
    let out = nqueens(&["lesson", "--check", &path]);
    assert_eq!(out.status.code(), Some(65));
    let errors = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = errors.lines().collect();
    assert_eq!(lines.len(), 2, "{errors}");
    assert!(
        lines[0].starts_with(&format!("{path}:4: :event many")),
        "{errors}"
    );
    assert!(
        lines[1].starts_with(&format!("{path}:6: empty step")),
        "{errors}"
    );
    // Playing a broken lesson refuses it the same way, before any terminal is needed.
    let out = nqueens(&["lesson", &path]);
    assert_eq!(out.status.code(), Some(65));
    let out = nqueens(&["lesson", "--check", &folder.arg("missing.lesson")]);
    assert_eq!(out.status.code(), Some(66), "{out:?}");
}

#[test]
fn the_shipped_lessons_pass_check_and_are_listed() {
    let listed = common::output_lines(&["lesson", "--list"]);
    assert_eq!(listed.len(), SHIPPED.len());
    assert!(SHIPPED.len() >= 3);
    for (shipped, line) in SHIPPED.iter().zip(&listed) {
        let name = &shipped.name;
        let title = read(name).title.unwrap();
        assert_eq!(line.split_whitespace().next(), Some(*name));
        assert!(line.ends_with(&title), "{line}");
        let out = nqueens(&["lesson", "--check", name]);
        assert!(out.status.success(), "{name}: {out:?}");
        // Played through in Chinese too: the same commands on the same positions.
        let (code, said, errors) = common::under_lang("zh_CN.UTF-8", &["lesson", "--check", name]);
        assert_eq!(code, 0, "{name}: {said}{errors}");
    }
}

/// Issue 38, point 10: `--check` plays each step as the class would, so a command its position
/// refuses (`:n 40` under the bitmask, whose largest board is 32; an event past the run's end;
/// a mark never made) fails the check as it fails in class, each on its own line, several in
/// one step, with status 65.
#[test]
fn check_plays_each_step_and_reports_every_command_refused_on_its_line() {
    let folder = Folder::new("rehearse");
    let path = folder.arg("refused.lesson");
    let text = "title: Refused in class\n---\n:n 5\n:strategy bitmask\nFive.\n---\n:n 40\n:event 999999\n:go nowhere\n:event 3\nThree, after three refusals.\n---\n:n 33\nOne more.\n";
    std::fs::write(&path, text).unwrap();
    let out = nqueens(&["lesson", "--check", &path]);
    let errors = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(65), "{errors}");
    assert!(out.stdout.is_empty(), "{:?}", out.stdout);
    let lines: Vec<&str> = errors.lines().collect();
    let starts = [
        format!("{path}:7: :n 40: "),
        format!("{path}:8: :event 999999: "),
        format!("{path}:9: :go nowhere: "),
        format!("{path}:13: :n 33: "),
    ];
    assert_eq!(lines.len(), starts.len(), "{errors}");
    for (line, start) in lines.iter().zip(&starts) {
        assert!(line.starts_with(start.as_str()), "{line} / {start}");
    }
    // Each is what the class is told when the step plays (its first, in the bottom line).
    let lesson = lesson::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let mut app = playing(&lesson);
    app.update(Action::LessonNext);
    let refused = app.lesson().unwrap().refused().to_vec();
    assert_eq!(refused.len(), 3, "{refused:?}");
    assert_eq!(app.note(), refused.first());
    let told = common::said(&app).unwrap();
    assert!(told.contains(":n 40") && told.contains("7"), "{told}");
    // The refusals refused nothing else: the step's last command ran.
    assert_eq!((app.n(), app.search().event_number()), (5, 3));
}

/// Each step of each shipped lesson stands where typing its commands (and the steps' before
/// it) on the command line puts a fresh animation, with no command refused.
#[test]
fn the_shipped_lessons_play_to_their_ends_where_their_commands_say() {
    for Shipped { name, .. } in SHIPPED {
        let lesson = read(name);
        let mut app = playing(&lesson);
        let mut typed = start();
        for (k, step) in lesson.steps.iter().enumerate() {
            if k > 0 {
                app.update(Action::LessonNext);
            }
            assert_eq!(app.lesson().unwrap().at(), k, "{name}");
            assert!(
                !matches!(app.note(), Some(Note::LessonCue { .. })),
                "{name} step {}: {:?}",
                k + 1,
                common::said(&app)
            );
            for cue in &step.cues {
                command(&mut typed, &cue.text);
                settle(&mut typed);
            }
            assert_eq!(seen(&app), seen(&typed), "{name} step {}", k + 1);
            assert_ne!(app.status(), Status::Running, "{name}: a step stands still");
        }
        app.update(Action::LessonNext);
        assert_eq!(app.note(), Some(&Note::LessonLast), "{name}");
        assert_eq!(app.lesson().unwrap().at(), lesson.steps.len() - 1);
    }
}

#[test]
fn back_restores_a_step_exactly_and_next_brings_the_lesson_back_after_exploring() {
    let lesson = read("scan-to-masks");
    let mut app = playing(&lesson);
    let mut shown = vec![seen(&app)];
    for _ in 1..lesson.steps.len() {
        app.update(Action::LessonNext);
        shown.push(seen(&app));
    }
    // The student explores: steps, a new board, a panel.
    for _ in 0..5 {
        app.update(Action::Step);
    }
    app.update(Action::Grow);
    command(&mut app, "heat");
    assert_ne!(seen(&app), *shown.last().unwrap());
    for k in (0..lesson.steps.len() - 1).rev() {
        app.update(Action::LessonBack);
        assert_eq!(seen(&app), shown[k], "back to step {}", k + 1);
    }
    app.update(Action::LessonBack);
    assert_eq!(app.note(), Some(&Note::LessonFirst));
    // Explore again, then on: each step is as it was the first time.
    command(&mut app, "n 5");
    for (k, want) in shown.iter().enumerate().skip(1) {
        app.update(Action::LessonNext);
        assert_eq!(seen(&app), *want, "step {} again", k + 1);
        app.update(Action::Step);
    }
}

#[test]
fn the_four_queens_captions_name_the_queens_on_the_board() {
    let lesson = read("four-queens");
    let mut app = playing(&lesson);
    let files = ['a', 'b', 'c', 'd'];
    let mut checked = 0;
    for k in 0..lesson.steps.len() {
        if k > 0 {
            app.update(Action::LessonNext);
        }
        let caption = lesson.steps[k].caption.join(" ");
        let queens: Vec<String> = app
            .solver()
            .queens()
            .iter()
            .enumerate()
            .map(|(row, &col)| format!("{}{}", files[usize::from(col)], 4 - row))
            .collect();
        // "queen on c3", "queens on a4 and c3": each square named so is a queen there.
        for (at, _) in caption.match_indices(" on ") {
            let word: String = caption[at + 4..]
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect();
            if word.len() == 2 && caption[..at].ends_with("queen") {
                assert!(
                    queens.contains(&word),
                    "step {}: {word} in {queens:?}",
                    k + 1
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 3, "the captions name queens: {checked}");
    // The last step: the whole run, its two solutions, and the events it took as quoted.
    assert_eq!(app.status(), Status::Done);
    assert_eq!(app.catalog().total(), 2);
    let mut whole = App::new(Options::new(4, Speed::Max, false));
    while whole.run_events(u64::MAX) > 0 {}
    let events = whole.search().event_number();
    let last = lesson.steps.last().unwrap().caption.join(" ");
    assert!(last.contains(&format!("took {events} events")), "{last}");
}

#[test]
fn the_symmetry_lesson_quotes_the_run_it_shows() {
    let lesson = read("symmetry");
    let mut app = playing(&lesson);
    for _ in 1..4 {
        app.update(Action::LessonNext);
    }
    let caption = lesson.steps[3].caption.join(" ");
    assert_eq!(app.status(), Status::Done, "step 4 shows the whole run");
    let (total, classes) = (app.catalog().total(), app.catalog().len(Listing::Unique));
    assert!(
        caption.contains(&format!("{total} solutions in {classes} classes")),
        "{caption}: {total}, {classes}"
    );
    // The first step's solution is the one on the board, in the caption's files.
    let mut app = playing(&lesson);
    let files: String = app
        .solver()
        .queens()
        .iter()
        .map(|&c| char::from(b'a' + c))
        .flat_map(|c| [c, ' '])
        .collect();
    assert!(
        lesson.steps[0].caption[0].contains(files.trim_end()),
        "{files}"
    );
    app.update(Action::LessonNext);
    assert_eq!(app.catalog().total(), 2);
}

#[test]
fn the_caption_has_its_own_panel_at_80_by_24_and_120_by_40() {
    let lesson = read("four-queens");
    let mut app = playing(&lesson);
    app.update(Action::LessonNext);
    for (width, height) in [(80, 24), (120, 40)] {
        let screen = text(&screen(&app, width, height));
        let first = screen.lines().next().unwrap();
        assert!(
            first.contains("The four queens by hand · step 2 of 8"),
            "{width}x{height}:\n{screen}"
        );
        assert!(screen.contains(&lesson.steps[1].caption[0]), "{screen}");
        assert!(screen.contains("next step"), "the hint bar:\n{screen}");
    }
}

#[test]
fn recording_a_lesson_is_deterministic_and_shows_every_caption() {
    let folder = Folder::new("record");
    let (a, b) = (folder.arg("a.cast"), folder.arg("b.cast"));
    for out in [&a, &b] {
        let run = nqueens(&[
            "record",
            "--lesson",
            "four-queens",
            "--step-seconds",
            "0.5",
            "--fps",
            "4",
            "--screen",
            "100x30",
            "-o",
            out,
        ]);
        assert!(run.status.success(), "{run:?}");
    }
    let cast = std::fs::read(&a).unwrap();
    assert_eq!(cast, std::fs::read(&b).unwrap());
    let cast = String::from_utf8(cast).unwrap();
    // The first frame is drawn whole: the lesson's title and the step over its caption.
    let first = cast.lines().nth(1).unwrap();
    assert!(
        first.contains("The four queens by hand · step 1 of 8"),
        "{first}"
    );
    assert!(first.contains("diagonal."), "{first}");
    // Eight steps of half a second: the last frame at 4 s.
    let last = cast.lines().last().unwrap();
    assert!(last.starts_with("[4.0"), "{last}");
}

/// The symmetry lesson's tree step says the subtree under each file of the top rank has as
/// many nodes as its mirror's: counted here, placement by placement.
#[test]
fn the_top_ranks_mirrored_subtrees_are_as_large_as_the_caption_says() {
    let caption = read("symmetry").steps[2].caption.join(" ");
    assert!(
        caption.contains("as many nodes as the one under h8"),
        "{caption}"
    );
    let mut app = App::new(Options::new(8, Speed::Max, false));
    let mut under = [0u64; 8];
    let mut placed = 0;
    while app.run_events(1) > 0 {
        let now = app.solver().counters().placements;
        if now > placed
            && let Some(&top) = app.solver().queens().first()
        {
            under[usize::from(top)] += now - placed;
        }
        placed = now;
    }
    for file in 0..8 {
        assert_eq!(under[file], under[7 - file], "{under:?}");
    }
    assert!(under.iter().all(|&n| n > 0));
}

/// Each shipped lesson in Chinese is the English one's steps with its own captions: the same
/// commands, step for step, so that it plays the same positions; every caption line fits 80
/// display columns (a Chinese character takes two), and `lesson --list` under `--lang zh`
/// gives the Chinese titles.
#[test]
fn the_shipped_lessons_in_chinese_are_the_same_steps_with_their_own_words() {
    let listed = common::output_lines(&["--lang", "zh", "lesson", "--list"]);
    for (shipped, line) in SHIPPED.iter().zip(&listed) {
        let en = lesson::read(shipped.text(Lang::En)).unwrap();
        let zh = lesson::read(shipped.text(Lang::Zh))
            .unwrap_or_else(|found| panic!("{}: {found:?}", shipped.name));
        assert_eq!(en.steps.len(), zh.steps.len(), "{}", shipped.name);
        for (k, (a, b)) in en.steps.iter().zip(&zh.steps).enumerate() {
            let commands =
                |s: &lesson::Step| s.cues.iter().map(|c| c.text.clone()).collect::<Vec<_>>();
            assert_eq!(commands(a), commands(b), "{} step {}", shipped.name, k + 1);
            assert_ne!(a.caption, b.caption, "{} step {}", shipped.name, k + 1);
            assert!(
                b.caption
                    .iter()
                    .any(|l| l.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))),
                "{} step {}: {:?}",
                shipped.name,
                k + 1,
                b.caption
            );
        }
        let title = zh.title.unwrap();
        assert!(line.ends_with(&title), "{line}");
        assert_ne!(Some(title), en.title);
    }
}

/// Issue 37, point 2: a lesson never runs a command outside the lessons' list while it plays,
/// even one made in code, past the reader that refuses them: `:write` writes nothing, `:quit`
/// does not quit.
#[test]
fn a_playing_lesson_never_runs_a_command_outside_its_list() {
    use nqueens::app::Effect;
    use nqueens::app::command::parse;
    use nqueens::app::lesson::{Cue, Step};
    let cue = |line: usize, text: &str| Cue {
        line,
        text: text.to_string(),
        command: parse(text).unwrap(),
    };
    let step = |line: usize, cues: Vec<Cue>| Step {
        line,
        cues,
        caption: vec!["A caption.".to_string()],
    };
    let lesson = Lesson {
        title: None,
        steps: vec![
            step(1, vec![cue(1, "n 6")]),
            step(
                3,
                vec![cue(3, "write owned.txt"), cue(4, "quit"), cue(5, "lang zh")],
            ),
        ],
    };
    let mut app = playing(&lesson);
    let effects = app.update(Action::LessonNext);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Write(_) | Effect::Quit)),
        "{effects:?}"
    );
    assert_eq!(app.lang(), Lang::En);
}

/// The board's panel as drawn at 120×40 in English: the box whose top border holds the
/// board's title, with what it draws under the board (the masks, the arrays).
fn board_panel(app: &App) -> Vec<String> {
    let terminal = screen(app, 120, 40);
    let buf = terminal.backend().buffer();
    let area = buf.area;
    let symbol = |x: u16, y: u16| buf[(x, y)].symbol().to_string();
    let row = |y: u16, from: u16| {
        (from..area.right())
            .map(|x| symbol(x, y))
            .collect::<String>()
    };
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            // `Board n = 4`, or once done on a solution `n = 4 · done · last #2`.
            let title = row(y, x + 1);
            if symbol(x, y) != "┌"
                || !(title.starts_with(" Board n = ") || title.starts_with(" n = "))
            {
                continue;
            }
            let right = (x + 1..area.right())
                .find(|&r| symbol(r, y) == "┐")
                .unwrap();
            let bottom = (y + 1..area.bottom())
                .find(|&b| symbol(x, b) == "└")
                .unwrap();
            let rect = ratatui::layout::Rect::new(x, y, right - x + 1, bottom - y + 1);
            return common::lines_of(buf, rect);
        }
    }
    panic!("no board panel:\n{}", text(&terminal));
}

/// Issue 38, point 13: each step of each shipped lesson shows something the step before did
/// not (the board's panel, or the panel beside it): a step whose board is its neighbour's
/// teaches nothing the caption can point at (four-queens showed rank 2's × at `place c3` and
/// again at the dead end a step later).
#[test]
fn no_two_steps_in_a_row_show_the_same_board() {
    for Shipped { name, .. } in SHIPPED {
        let lesson = read(name);
        let mut app = playing(&lesson);
        let mut before: Option<(Vec<String>, Side)> = None;
        for k in 0..lesson.steps.len() {
            if k > 0 {
                app.update(Action::LessonNext);
            }
            let shown = (board_panel(&app), app.view().side);
            if let Some(before) = &before {
                assert_ne!(
                    before,
                    &shown,
                    "{name}: steps {k} and {} show the same board:\n{}",
                    k + 1,
                    shown.0.join("\n")
                );
            }
            before = Some(shown);
        }
    }
}

/// What a caption can say the position it shows is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Claim {
    DeadEnd,
    /// The k-th solution found.
    Solution(u64),
    Done,
}

/// The words by which a lesson's caption says what its position is, in each language.
const CLAIMS: &[(Lang, &str, Claim)] = &[
    (Lang::En, "a dead end", Claim::DeadEnd),
    (Lang::En, "another dead end", Claim::DeadEnd),
    (Lang::En, "the first solution", Claim::Solution(1)),
    (Lang::En, "the second solution", Claim::Solution(2)),
    (Lang::En, "the search is over", Claim::Done),
    (Lang::En, "the whole run", Claim::Done),
    (Lang::Zh, "是死路", Claim::DeadEnd),
    (Lang::Zh, "第一个解", Claim::Solution(1)),
    (Lang::Zh, "第二个解", Claim::Solution(2)),
    (Lang::Zh, "搜索结束", Claim::Done),
    (Lang::Zh, "整个搜索", Claim::Done),
];

/// What `caption` says its position is, in `lang`: the claim it makes first (a caption leads
/// with what is on the board; later it may name other events, "the first one's mirror").
fn claim(lang: Lang, caption: &[String]) -> Option<Claim> {
    let text = caption.join(" ").to_lowercase();
    CLAIMS
        .iter()
        .filter(|(l, ..)| *l == lang)
        .filter_map(|&(_, words, claim)| text.find(words).map(|at| (at, claim)))
        .min_by_key(|&(at, _)| at)
        .map(|(_, claim)| claim)
}

/// Issue 38, point 13: where a caption of a shipped lesson says its position is a dead end,
/// the k-th solution or the search's end, in either language, the step stands on that event.
#[test]
fn a_caption_naming_an_event_stands_on_it() {
    use nqueens::solver::Event;
    for lang in Lang::ALL {
        let mut checked = 0;
        for shipped in SHIPPED {
            let lesson = lesson::read(shipped.text(lang)).unwrap();
            let mut app = playing(&lesson);
            for (k, step) in lesson.steps.iter().enumerate() {
                if k > 0 {
                    app.update(Action::LessonNext);
                }
                let Some(claim) = claim(lang, &step.caption) else {
                    continue;
                };
                let at = format!("{} ({lang:?}) step {}: {claim:?}", shipped.name, k + 1);
                let last = app.last_event();
                match claim {
                    Claim::DeadEnd => {
                        assert!(
                            matches!(last, Some(Event::DeadEnd { .. })),
                            "{at}: {last:?}"
                        )
                    }
                    Claim::Solution(nth) => {
                        assert!(
                            matches!(last, Some(Event::Solution { .. })),
                            "{at}: {last:?}"
                        );
                        assert_eq!(app.catalog().total(), nth, "{at}");
                    }
                    Claim::Done => assert_eq!(app.status(), Status::Done, "{at}"),
                }
                checked += 1;
            }
        }
        assert!(checked >= 9, "{lang:?}: {checked} captions claim an event");
    }
}

/// Issue 42, point 7: the pruning lesson's figures are the program's, in both languages:
/// 8^8 and 8! boards for brute force and permutations (as their runs count them), and the
/// backtracking run's placements, dead ends and solutions as `trace --summary` counts them;
/// its last step stands at the end of that run.
#[test]
fn the_pruning_lesson_quotes_the_programs_own_figures() {
    let summary = |strategy: &str| -> Vec<(String, String)> {
        common::output_lines(&["trace", "8", "--summary", "--strategy", strategy])
            .into_iter()
            .filter_map(|line| {
                let (key, value) = line.rsplit_once(' ')?;
                Some((key.trim().to_string(), value.to_string()))
            })
            .collect()
    };
    let field = |fields: &[(String, String)], key: &str| -> u64 {
        fields
            .iter()
            .find(|(k, _)| k == key)
            .unwrap()
            .1
            .parse()
            .unwrap()
    };
    let backtracking = summary("bitmask");
    let permutations = summary("permutations");
    // 8! boards in all, as the permutations run counts them (brute force's 8^8 takes seconds
    // to count: its board count is the same formula, checked by its own tests).
    assert_eq!(
        field(&permutations, "boards in all"),
        (1..=8).product::<u64>()
    );
    let grouped = |v: u64| nqueens::solver::notation::grouped(v);
    let figures = [
        format!("8^8 = {}", grouped(8u64.pow(8))),
        format!("8! = {}", grouped((1..=8).product())),
        grouped(field(&backtracking, "placements")),
        grouped(field(&backtracking, "dead ends")),
        grouped(field(&backtracking, "solutions")),
        format!("{}", 8u64.pow(8) / (1..=8).product::<u64>()),
        "8 × 8 × 8 = 512".to_string(),
    ];
    for lang in Lang::ALL {
        let text = lesson::shipped("pruning", lang).unwrap();
        for figure in &figures {
            assert!(text.contains(figure.as_str()), "{lang:?}: {figure}");
        }
    }
    // The dead end the third step shows cuts off 8^(8 - 5) boards: five queens placed.
    let lesson = read("pruning");
    let mut app = playing(&lesson);
    app.update(Action::LessonNext);
    app.update(Action::LessonNext);
    assert_eq!(app.solver().queens().len(), 5);
    assert!(matches!(
        app.last_event(),
        Some(nqueens::solver::Event::DeadEnd { row: 5 })
    ));
    app.update(Action::LessonNext);
    assert_eq!(app.status(), Status::Done);
    assert_eq!(app.search().event_number(), field(&backtracking, "events"));
}

/// Issue 42, point 7: the bit-tricks lesson writes each piece of code it quotes (in
/// backticks) as the code panel beside it writes it, operator for operator, in both
/// languages; and its two's complement example is the arithmetic's own.
#[test]
fn the_bit_tricks_lesson_writes_the_code_as_the_code_panel_does() {
    let squeezed = |s: &str| s.split_whitespace().collect::<String>();
    for lang in Lang::ALL {
        let lesson = lesson::read(lesson::shipped("bit-tricks", lang).unwrap()).unwrap();
        let mut app = playing(&lesson).with_lang(lang);
        let mut quoted = 0;
        for k in 0..lesson.steps.len() {
            if k > 0 {
                app.update(Action::LessonNext);
            }
            let shown = text(&screen(&app, 120, 40));
            // The code panel's lines: a line number (marked ▶ where the event is) first.
            let code: Vec<String> = shown
                .lines()
                .flat_map(|line| line.split('│'))
                .filter(|cell| {
                    let cell = cell.trim_start_matches('▶').trim_start();
                    cell.split_whitespace()
                        .next()
                        .is_some_and(|w| w.parse::<u8>().is_ok_and(|n| (1..=11).contains(&n)))
                })
                .map(squeezed)
                .collect();
            assert!(code.len() >= 11, "{lang:?} step {}: {shown}", k + 1);
            let caption = lesson.steps[k].caption.join(" ");
            for piece in caption.split('`').skip(1).step_by(2) {
                assert!(
                    code.iter().any(|line| line.contains(&squeezed(piece))),
                    "{lang:?} step {}: `{piece}` not in the code panel: {code:?}",
                    k + 1
                );
                quoted += 1;
            }
        }
        assert!(quoted >= 4, "{lang:?}: {quoted}");
        // free, ~free, -free and free & -free as the caption writes them (high bit first).
        let text = lesson::shipped("bit-tricks", lang).unwrap();
        let free = 0b0011_0100u8;
        for value in [free, !free, free.wrapping_neg(), free & free.wrapping_neg()] {
            assert!(
                text.contains(&format!("{value:08b}")),
                "{lang:?}: {value:08b}"
            );
        }
    }
}
