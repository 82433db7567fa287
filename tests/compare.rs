//! `nqueens compare`: its rows are `trace --summary`'s figures for the same runs, for every
//! strategy of the registry; a cell over its budget keeps its part, marked incomplete and
//! with its whole estimated; Ctrl-C prints what is done; bad input is one line and a status.

mod common;

use std::collections::HashMap;
use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use common::{Folder, nqueens};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use nqueens::compare::measure::SEEDS;
use nqueens::vocabulary::Strategy;
use serde_json::Value;

/// The figures a row and a trace summary share, as the row's keys and the summary's labels.
const SHARED: [(&str, &str); 6] = [
    ("events", "events"),
    ("placements", "placements"),
    ("checks", "checks"),
    ("boards", "boards tested"),
    ("solutions", "solutions"),
    ("peak_bytes", "peak bytes"),
];

/// `compare ARGS --format json`, which must succeed, as its rows.
fn rows(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["compare", "--format", "json"];
    all.extend_from_slice(args);
    let out = nqueens(&all);
    assert!(out.status.success(), "{all:?}: {out:?}");
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    value.as_array().unwrap().clone()
}

/// `trace N --strategy S --summary --seed SEED` as its labelled figures (`peak bytes` 0 where
/// the summary has no such line).
fn summary(strategy: Strategy, n: usize, seed: Option<u64>) -> HashMap<String, u64> {
    let n = n.to_string();
    let mut args = vec!["trace", &n, "--strategy", strategy.name(), "--summary"];
    let seed = seed.map(|s| s.to_string());
    if let Some(seed) = &seed {
        args.extend(["--seed", seed]);
    }
    let out = nqueens(&args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    let mut figures = HashMap::from([("peak bytes".to_string(), 0)]);
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        // A label (which may hold blanks), then its value.
        if let Some((label, value)) = line.rsplit_once(' ')
            && let Ok(value) = value.parse::<u64>()
        {
            figures.insert(label.trim().to_string(), value);
        }
    }
    figures
}

/// The summary a cell reports: its one run, or for a random strategy the median by events of
/// the runs from seeds 0 to [`SEEDS`] - 1 (the first of equals in seed order).
fn expected(strategy: Strategy, n: usize) -> HashMap<String, u64> {
    if !strategy.seeded() {
        return summary(strategy, n, None);
    }
    let mut runs: Vec<HashMap<String, u64>> = (0..SEEDS)
        .map(|seed| summary(strategy, n, Some(seed)))
        .collect();
    runs.sort_by_key(|run| run["events"]);
    runs.swap_remove(runs.len() / 2)
}

#[test]
fn every_complete_row_is_what_trace_summary_reports_for_every_strategy() {
    let rows = rows(&["--n", "4..8", "--budget", "600"]);
    assert_eq!(rows.len(), Strategy::ALL.len() * 5);
    for strategy in Strategy::ALL {
        for n in 4..=8 {
            let row = rows
                .iter()
                .find(|r| r["strategy"] == strategy.name() && r["n"] == n)
                .unwrap_or_else(|| panic!("no row for {strategy} at n = {n}"));
            assert_eq!(row["complete"], true, "{row}");
            let trace = expected(strategy, n);
            for (key, label) in SHARED {
                assert_eq!(row[key], trace[label], "{strategy}, n = {n}: {key}");
            }
        }
    }
}

#[test]
fn a_cell_over_its_budget_keeps_its_part_marked_incomplete_with_its_whole_estimated() {
    // The first stretch of events is stepped before the budget is looked at.
    let tiny = [
        "--strategies",
        "bruteforce,bitmask",
        "--n",
        "12",
        "--budget",
        "0.001",
    ];
    for row in rows(&tiny) {
        assert_eq!(row["complete"], false, "{row}");
        assert!(row["events"].as_u64().unwrap() >= 1024, "{row}");
    }
    let mut args = vec!["compare"];
    args.extend(tiny);
    let out = nqueens(&args);
    let table = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 3, "{table}");
    assert!(lines[0].ends_with("whole run"), "{table}");
    assert!(
        lines[1].ends_with("≈ 8.92 × 10^12 boards (estimated)"),
        "{table}"
    );
    assert!(lines[2].contains(" no "), "{table}");
    assert!(lines[2].ends_with("placements (estimated)"), "{table}");
}

#[test]
fn csv_and_the_table_hold_the_fields_asked_for() {
    let args = [
        "compare",
        "--strategies",
        "permutations",
        "--n",
        "8",
        "--format",
        "csv",
        "--fields",
        "strategy,n,boards",
    ];
    let out = nqueens(&args);
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "strategy,n,boards\npermutations,8,40320\n"
    );
}

#[test]
fn an_output_file_is_never_replaced_without_force() {
    let folder = Folder::new("out");
    let path = folder.arg("cells.csv");
    let args = [
        "compare",
        "--strategies",
        "bitmask",
        "--n",
        "6",
        "--format",
        "csv",
        "--fields",
        "strategy,n,events",
    ];
    let with = |extra: &[&str]| {
        let mut all = args.to_vec();
        all.extend_from_slice(extra);
        nqueens(&all)
    };
    assert!(with(&["--out", &path]).status.success());
    let first = std::fs::read_to_string(&path).unwrap();
    assert_eq!(first, "strategy,n,events\nbitmask,6,354\n");
    std::fs::write(&path, "mine").unwrap();
    let refused = with(&["--out", &path]);
    assert_eq!(refused.status.code(), Some(73), "{refused:?}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine");
    assert!(with(&["--out", &path, "--force"]).status.success());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), first);
    let leftovers = std::fs::read_dir(&folder.0).unwrap().count();
    assert_eq!(leftovers, 1, "no temporary file is left beside it");
}

#[test]
fn bad_input_is_one_line_and_a_usage_status() {
    for bad in [
        &["--n", "10..4"][..],
        &["--n", "0..4"],
        &["--n", "4..33"],
        &["--strategies", "bitmask,dfs"],
        &["--budget", "0"],
        &["--fields", "n,speed"],
        &["--strategies", "bitmask", "--seed", "3"],
        &["--force"],
        &["--format", "svg", "--fields", "n"],
        &["--format", "csv", "--page", "a4"],
        &["--theme", "contrast"],
        &["--format", "svg", "--theme", "dark"],
    ] {
        let mut args = vec!["compare"];
        args.extend_from_slice(bad);
        let out = nqueens(&args);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        let said: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
        assert!(
            said[0].starts_with("error:") || said[0].starts_with("nqueens:"),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.stdout.is_empty(), "{bad:?}");
    }
}

/// The names of `pid`'s threads.
fn threads(pid: u32) -> Vec<String> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("comm")).ok())
        .map(|name| name.trim().to_string())
        .collect()
}

/// The CPU time `pid` has used, in clock ticks (user and system, all threads).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name, which is in parentheses and may hold blanks.
    let rest = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are the stat's 14th and 15th fields, the 12th and 13th after the name.
    [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i)?.parse::<u64>().ok())
        .sum()
}

/// Waits until `child` runs its cells: its thread for them is there, and it has used a
/// fifth of a second of CPU time, well past starting its first cells.
fn wait_for_cells(child: &mut Child) {
    let start = Instant::now();
    while !threads(child.id()).iter().any(|t| t == "nqueens-compare") || cpu_ticks(child.id()) < 20
    {
        assert!(
            child.try_wait().unwrap().is_none(),
            "ended before its cells"
        );
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "never ran its cells"
        );
        thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn ctrl_c_stops_at_once_and_prints_what_is_done() {
    // Brute force on the 12 board would take hours: only a stop ends its cell.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args([
            "compare",
            "--strategies",
            "bitmask,bruteforce",
            "--n",
            "4..12",
        ])
        .args(["--budget", "3600", "--format", "json"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for_cells(&mut child);
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    let sent = Instant::now();
    kill(pid, Signal::SIGINT).unwrap();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(sent.elapsed() < Duration::from_secs(10), "never stopped");
        thread::sleep(Duration::from_millis(2));
    };
    let took = sent.elapsed();
    // 100 ms on an idle machine; the margin is for one running the tests in parallel.
    assert!(took < Duration::from_secs(2), "took {took:?}");
    assert_eq!((status.code(), status.signal()), (Some(130), None));
    let mut text = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    let rows: Vec<Value> = serde_json::from_str::<Value>(&text)
        .unwrap()
        .as_array()
        .unwrap()
        .clone();
    let brute_12 = rows
        .iter()
        .find(|r| r["strategy"] == "bruteforce" && r["n"] == 12)
        .unwrap_or_else(|| panic!("the cell under way is printed: {text}"));
    assert_eq!(brute_12["complete"], false);
    assert!(brute_12["events"].as_u64().unwrap() > 0);
}

#[test]
fn the_chart_parses_and_draws_one_line_a_strategy() {
    for page in ["slide", "a4"] {
        let out = nqueens(&["compare", "--n", "4..6", "--format", "svg", "--page", page]);
        assert!(out.status.success(), "{out:?}");
        let svg = String::from_utf8(out.stdout).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let drawn: Vec<&str> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("series"))
            .map(|e| e.attribute("data-strategy").unwrap())
            .collect();
        let all: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(drawn, all, "{page}");
        for series in doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("series"))
        {
            // Three counted points: two solid segments, none dashed.
            let paths: Vec<_> = series
                .children()
                .filter(|e| e.has_tag_name("path"))
                .collect();
            assert_eq!(paths.len(), 2, "{page}: {series:?}");
            assert!(
                paths
                    .iter()
                    .all(|p| p.attribute("stroke-dasharray").is_none())
            );
        }
    }
    let refused = nqueens(&["compare", "--n", "4", "--page", "a4"]);
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
}

/// Runs `compare ARGS` in a pseudo-terminal (so its progress bar draws), sends it Ctrl-C's
/// signal once the bar shows, and returns how long it took to end after, and its status.
fn stopped_once_the_bar_shows(args: &[&str]) -> (Duration, portable_pty::ExitStatus) {
    use portable_pty::{CommandBuilder, PtySize};
    use std::sync::mpsc;
    let pair = portable_pty::native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 100,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_nqueens"));
    cmd.args(args);
    for var in ["LC_ALL", "LC_MESSAGES", "NO_COLOR"] {
        cmd.env_remove(var);
    }
    cmd.env("LANG", "en_US.UTF-8");
    cmd.env("TERM", "xterm-256color");
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    let pid = Pid::from_raw(i32::try_from(child.process_id().unwrap()).unwrap());
    let mut reader = pair.master.try_clone_reader().unwrap();
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n @ 1..) = reader.read(&mut buf) {
            if tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    // The bar's words, once it draws (after half a second of cells).
    while !String::from_utf8_lossy(&seen).contains("0/1 cells") {
        let chunk = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("the progress bar never showed");
        seen.extend(chunk);
    }
    let sent = Instant::now();
    kill(pid, Signal::SIGINT).unwrap();
    let (ended_tx, ended_rx) = mpsc::channel();
    thread::spawn(move || {
        let status = child.wait().unwrap();
        let _ = ended_tx.send((Instant::now(), status));
    });
    let (ended, status) = ended_rx
        .recv_timeout(Duration::from_secs(60))
        .expect("never stopped");
    (ended - sent, status)
}

#[test]
fn ctrl_c_stops_at_once_whatever_the_summary_would_compare() {
    // forward-checking's trace summary walks the whole bitmask tree of its board to compare
    // (2^28 steps at most: seconds at n = 16); a stop must not wait for it.
    let folder = Folder::new("ctrl-c-16");
    let out = folder.file("rows.json");
    let (took, status) = stopped_once_the_bar_shows(&[
        "compare",
        "--strategies",
        "forward-checking",
        "--n",
        "16",
        "--budget",
        "3600",
        "--format",
        "json",
        "--out",
        out.to_str().unwrap(),
    ]);
    // 100 ms on an idle machine (20 ms polls, a stretch of events); the margin is for one
    // running the tests in parallel.
    assert!(took < Duration::from_millis(1000), "took {took:?}");
    assert_eq!(status.exit_code(), 130, "{status:?}");
    let rows: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let row = &rows.as_array().unwrap()[0];
    assert_eq!(row["strategy"], "forward-checking");
    assert_eq!(row["complete"], false);
    assert!(row["events"].as_u64().unwrap() > 0, "{row}");
}

/// `compare --n 4..5 --format svg ARGS` with `NO_COLOR` as given: the colours of its lines.
fn line_colours(args: &[&str], no_color: Option<&str>) -> Vec<String> {
    let mut cmd = common::nqueens_alone(&["compare", "--n", "4..5", "--format", "svg"]);
    cmd.args(args).env_remove("NO_COLOR");
    if let Some(value) = no_color {
        cmd.env("NO_COLOR", value);
    }
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
    let svg = String::from_utf8(out.stdout).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    doc.descendants()
        .filter(|e| e.attribute("class") == Some("series"))
        .map(|e| e.attribute("stroke").unwrap().to_string())
        .collect()
}

#[test]
fn the_chart_follows_the_theme_and_no_color() {
    let standard = line_colours(&[], None);
    assert_eq!(line_colours(&["--theme", "standard"], None), standard);
    let contrast = line_colours(&["--theme", "contrast"], None);
    assert_eq!(contrast.len(), standard.len());
    // Ink (the first line, and each after the colours run out) in both; every other line
    // differs.
    for (a, b) in standard.iter().zip(&contrast) {
        if *a == standard[0] {
            assert_eq!(a, b);
        } else {
            assert_ne!(a, b);
        }
    }
    assert!(standard.iter().filter(|c| **c != standard[0]).count() >= 7);
    // Under NO_COLOR, ink alone whatever the theme.
    let ink = line_colours(&["--theme", "contrast"], Some("1"));
    assert!(ink.iter().all(|c| *c == standard[0]), "{ink:?}");
}
