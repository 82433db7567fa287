//! Chinese beyond the search screen (issue 28): predict mode (a question, a wrong answer
//! explained, the score) and the projector board at 80×24, 120×40 and 200×60 as snapshots,
//! nothing drawn over a wide character's second column; the text commands' words for a
//! person in Chinese under a Chinese locale (`count`'s summary, `--plan`, `lesson --check`,
//! the worksheet), the same figures as in English, and `--lang en` over the locale; and a
//! background write's words in the language of the screen that asked for it.

mod common;

use std::io::Read;

use common::{command, drawn_over};
use nqueens::app::{App, Effect, Options};
use nqueens::i18n::{self, Lang};
use nqueens::ui::predict;
use nqueens::vocabulary::{Action, Speed, WriteOutcome};

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

/// Whether `text` holds a Chinese character.
fn chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// Snapshots of `app` at every size, each checked to be Chinese and drawn whole.
fn snapshots(name: &str, app: &App) {
    for (w, h) in SIZES {
        let terminal = common::screen(app, w, h);
        let screen = common::text(&terminal);
        assert!(chinese(&screen), "{name} at {w}×{h}: not Chinese\n{screen}");
        let over = drawn_over(app, ratatui::layout::Rect::new(0, 0, w, h));
        assert!(
            over.is_empty(),
            "{name} at {w}×{h}: drawn over {over:?}\n{screen}"
        );
        insta::assert_snapshot!(format!("zh_{name}_{w}x{h}"), terminal.backend());
    }
}

/// A paused board of `n` in Chinese.
fn paused(n: usize) -> App {
    let app = App::new(Options::new(n, Speed::PerSec(20), true)).with_lang(Lang::Zh);
    common::with_background(app, 12, false)
}

/// Types a guess and checks it, as the keys do.
fn guess(app: &mut App, square: &str) {
    for c in square.chars() {
        app.update(Action::PredictChar(c));
    }
    app.update(Action::PredictSubmit);
}

/// The predict panel's words in the screen's language.
fn verdict_in(app: &App, lang: Lang) -> String {
    let verdict = app.predict().unwrap().verdict().expect("an answer shown");
    i18n::scoped(lang, || predict::verdict_words(verdict))
}

#[test]
fn predict_in_chinese_asks_explains_and_scores() {
    // n = 6: a6 first (right), then b5, attacked from a6 along the ╲ diagonal (wrong).
    let mut app = paused(6);
    command(&mut app, "predict");
    guess(&mut app, "a6");
    assert!(app.predict().unwrap().verdict().unwrap().right);
    app.update(Action::PredictSubmit);
    snapshots("predict_asking", &app);

    guess(&mut app, "b5");
    assert!(!app.predict().unwrap().verdict().unwrap().right);
    // The explanation a teacher would say, in full; English says the same facts.
    assert_eq!(
        verdict_in(&app, Lang::Zh),
        "不对：b5 被 a6 上的皇后沿主对角线（╲）攻击；搜索选的是 c5。"
    );
    assert_eq!(
        verdict_in(&app, Lang::En),
        "No: b5 is attacked by the queen on a6 along the ╲ diagonal; the search takes c5."
    );
    snapshots("predict_wrong", &app);

    // Leaving says the score.
    app.update(Action::PredictSubmit);
    command(&mut app, "predict off");
    let said = i18n::scoped(Lang::Zh, || common::said(&app)).unwrap_or_default();
    assert!(said.contains("答对 1 / 2"), "{said}");
    snapshots("predict_score", &app);
}

#[test]
fn every_explanation_is_chinese_with_the_squares_as_the_board_names_them() {
    // A dead end explained square by square, in each language's own list.
    let mut app = paused(6);
    command(&mut app, "predict deadends");
    let mut dead_end = None;
    for _ in 0..40 {
        let Some(q) = app.predict().and_then(|p| p.question()).cloned() else {
            break;
        };
        app.update(Action::PredictSkip);
        if matches!(q.answer, nqueens::app::predict::Answer::DeadEnd { .. }) {
            dead_end = Some(verdict_in(&app, Lang::Zh));
            break;
        }
        app.update(Action::PredictSubmit);
    }
    let said = dead_end.expect("a dead end within 40 questions");
    assert!(said.starts_with("答案：第 "), "{said}");
    assert!(said.contains("行是死路，每个格子都被攻击："), "{said}");
    assert!(said.contains('、') && !said.contains(", "), "{said}");
    assert!(said.ends_with('。'), "{said}");
    // Wrapped at any width, no line starts with a line's glyph or a closing mark.
    for width in 16..=120 {
        for line in nqueens::ui::kit::text::wrap(&said, width) {
            assert!(
                !line.starts_with(['╲', '╱', '）', '，', '。', '、']),
                "{width}: {line}"
            );
        }
    }
}

#[test]
fn the_projector_board_in_chinese() {
    let mut app = paused(8);
    app.update(Action::TogglePresent);
    for _ in 0..30 {
        app.update(Action::Step);
    }
    snapshots("present", &app);
}

/// `nqueens ARGS` under `LANG=lang` in a terminal (stdout and stderr both on it, where the
/// summary is written): everything it wrote, and its exit status.
fn in_terminal(lang: &str, args: &[&str]) -> (String, u32) {
    let pair = portable_pty::native_pty_system()
        .openpty(portable_pty::PtySize {
            rows: 24,
            cols: 200,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = portable_pty::CommandBuilder::new(env!("CARGO_BIN_EXE_nqueens"));
    cmd.args(args);
    for var in [
        "LC_ALL",
        "LC_MESSAGES",
        "SLURM_ARRAY_TASK_ID",
        "JOB_COMPLETION_INDEX",
    ] {
        cmd.env_remove(var);
    }
    cmd.env("LANG", lang);
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    // Only the child holds the terminal's other side now: the reader ends when it exits.
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let mut bytes = Vec::new();
    // EIO, not EOF, is how Linux says the other side closed.
    let _ = reader.read_to_end(&mut bytes);
    let status = child.wait().unwrap().exit_code();
    (String::from_utf8_lossy(&bytes).replace('\r', ""), status)
}

#[test]
fn count_says_its_summary_in_chinese_and_prints_the_same_number() {
    let (said, status) = in_terminal("zh_CN.UTF-8", &["count", "12"]);
    assert_eq!(status, 0, "{said}");
    assert!(said.lines().any(|l| l == "14200"), "{said}");
    let summary = said.lines().find(|l| l.starts_with("n = 12")).expect(&said);
    assert!(
        summary.starts_with("n = 12：共 14,200 个解，其中 1,787 个本质不同；用时 "),
        "{summary}"
    );
    assert!(summary.ends_with("个线程"), "{summary}");
    let (said, status) = in_terminal("zh_CN.UTF-8", &["count", "12", "--lang", "en"]);
    assert_eq!(status, 0, "{said}");
    let summary = said.lines().find(|l| l.starts_with("n = 12")).expect(&said);
    assert!(
        summary.starts_with("n = 12: 14,200 solutions, 1,787 unique; "),
        "{summary}"
    );
    assert!(!chinese(&said), "{said}");
    // Without a terminal: the number alone, in any language.
    assert_eq!(
        common::under_lang("zh_CN.UTF-8", &["count", "12"]),
        (0, "14200\n".to_string(), String::new())
    );
}

/// The figures of a line of the plan, as values: `12,345`, `1.96 × 10^8`, `1.96 亿`.
fn figures(line: &str) -> Vec<f64> {
    let units = [("亿亿", 1e16), ("万亿", 1e12), ("亿", 1e8), ("万", 1e4)];
    let mut values = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let tail = &rest[start..];
        let end = tail
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
            .unwrap_or(tail.len());
        let mut value: f64 = tail[..end]
            .replace(',', "")
            .trim_end_matches('.')
            .parse()
            .unwrap();
        rest = &tail[end..];
        if let Some(power) = rest.strip_prefix(" × 10^") {
            let digits = power
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(power.len());
            value *= 10f64.powi(power[..digits].parse().unwrap());
            rest = &power[digits..];
        } else if let Some((unit, scale)) = units
            .iter()
            .find(|(unit, _)| rest.strip_prefix(' ').is_some_and(|r| r.starts_with(unit)))
        {
            value *= scale;
            rest = &rest[1 + unit.len()..];
        }
        values.push(value);
    }
    values
}

#[test]
fn the_plan_is_chinese_under_a_chinese_locale_with_the_same_figures() {
    let args = ["count", "16", "--plan", "--shards", "8"];
    let (status, zh, err) = common::under_lang("zh_CN.UTF-8", &args);
    assert_eq!((status, err.as_str()), (0, ""));
    let (status, en, _) =
        common::under_lang("zh_CN.UTF-8", &[&args[..], &["--lang", "en"]].concat());
    assert_eq!(status, 0);
    assert!(!chinese(&en), "{en}");
    let zh_lines: Vec<&str> = zh.lines().collect();
    let en_lines: Vec<&str> = en.lines().collect();
    assert_eq!(zh_lines.len(), en_lines.len(), "{zh}\n{en}");
    assert!(zh_lines.iter().all(|l| chinese(l)), "{zh}");
    assert!(zh_lines[0].contains("个子问题"), "{zh}");
    assert!(zh_lines[2].starts_with("8 个分片："), "{zh}");
    assert!(en_lines[0].contains(" subproblems, "), "{en}");
    // The figures of the first three lines, which measure nothing: the same in both, each
    // language writing large ones in its units (`1.96 × 10^8`, `1.96 亿`).
    for k in 0..3 {
        let (zh, en) = (figures(zh_lines[k]), figures(en_lines[k]));
        assert_eq!(zh.len(), en.len(), "line {k}: {zh:?} {en:?}");
        for (a, b) in zh.iter().zip(&en) {
            assert!(
                (a - b).abs() <= a.abs().max(b.abs()) * 5e-3,
                "line {k}: {zh:?} {en:?}"
            );
        }
    }
}

#[test]
fn lessons_and_the_worksheet_speak_chinese() {
    let (status, out, _) = common::under_lang("zh_CN.UTF-8", &["lesson", "four-queens", "--check"]);
    assert_eq!(status, 0);
    assert!(
        out.starts_with("four-queens：共 ") && out.contains("步，没有错误"),
        "{out}"
    );
    let (status, out, _) = common::under_lang("C", &["lesson", "four-queens", "--check"]);
    assert_eq!(status, 0);
    assert!(out.contains(" steps, no mistakes"), "{out}");
    let (status, page, _) = common::under_lang("zh_CN.UTF-8", &["worksheet", "8", "-o", "-"]);
    assert_eq!(status, 0);
    assert!(
        page.contains("<title>8 皇后问题</title>"),
        "{}",
        &page[..300]
    );
    assert!(
        page.contains("你的解") && page.contains("解 1<"),
        "{}",
        &page[..300]
    );
    let (_, page, _) = common::under_lang(
        "zh_CN.UTF-8",
        &["worksheet", "8", "-o", "-", "--lang", "en"],
    );
    assert!(page.contains("<title>The 8 queens puzzle</title>"));
}

#[test]
fn a_write_is_told_in_the_language_of_the_screen_that_asked() {
    let folder = common::Folder::new("write-lang");
    let mut app = App::new(Options::new(6, Speed::Max, false)).with_lang(Lang::Zh);
    app.run_events(u64::MAX);
    let request = app
        .update(Action::WriteSolutions)
        .into_iter()
        .find_map(|e| match e {
            Effect::Write(request) => Some(request),
            _ => None,
        })
        .expect("a write asked for");
    let named = nqueens::app::ExportRequest {
        path: Some("taken.txt".into()),
        ..request
    };
    std::fs::write(folder.file("taken.txt"), "earlier\n").unwrap();
    // This thread speaks English, as the process does; the write says it in Chinese.
    let outcome = i18n::scoped(Lang::En, || nqueens::export::run(&named, &folder.0));
    let WriteOutcome::Failed { cause, .. } = outcome else {
        panic!("{outcome:?}");
    };
    assert_eq!(cause, "已有同名文件，保持原样未动");
}
