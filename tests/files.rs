//! Files one can trust: no output replaces a file or writes through a link, a stopped
//! `record` leaves nothing, inputs are read with a cap, `merge` refuses forged totals and,
//! with `--key`, anything not sealed with the key; and the exit statuses the guide and
//! `--help` give are the code's.

mod common;

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use nqueens::commands::status;
use nqueens::count::plan::Plan;
use nqueens::count::record::Record;
use nqueens::count::seal::Key;
use tempfile::TempDir;

/// How long any awaited event may take before the test fails (generous: the machine is
/// shared, and debug builds are slow).
const PATIENCE: Duration = Duration::from_secs(60);

fn command(args: &[&str], dir: &Path) -> Command {
    let mut cmd = common::nqueens_alone(args);
    cmd.current_dir(dir);
    cmd
}

fn run(args: &[&str], dir: &Path) -> Output {
    command(args, dir).output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `args`, run in `dir`, must fail with `code` and one line holding every word of `words`.
fn refused(args: &[&str], dir: &Path, code: i32, words: &[&str]) {
    let out = run(args, dir);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    for word in words {
        assert!(err.contains(word), "{args:?}: {word:?} not in {err}");
    }
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Waits until `done` holds, failing after [`PATIENCE`].
fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < PATIENCE, "gave up waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn pid(child: &Child) -> Pid {
    Pid::from_raw(i32::try_from(child.id()).unwrap())
}

fn wait_exit(child: &mut Child) -> ExitStatus {
    let mut status = None;
    wait_for("the process to end", || {
        status = child.try_wait().unwrap();
        status.is_some()
    });
    status.unwrap()
}

#[test]
fn an_existing_file_at_every_output_path_is_left_byte_for_byte() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let mine = b"someone's work\n\x00\xff";
    for name in ["out.json", "ck.json", "rec.cast", "nqueens-count.1"] {
        fs::write(d.join(name), mine).unwrap();
    }
    refused(
        &["count", "8", "--out", "out.json"],
        d,
        73,
        &["out.json", "exists"],
    );
    refused(
        &["count", "8", "--checkpoint", "ck.json"],
        d,
        73,
        &["ck.json", "exists"],
    );
    refused(
        &["record", "--seconds", "0.1", "-o", "rec.cast"],
        d,
        73,
        &["rec.cast", "exists"],
    );
    // One page's name taken: no page is written at all.
    refused(
        &["man", "--dir", "."],
        d,
        73,
        &["nqueens-count.1", "exists"],
    );
    for name in ["out.json", "ck.json", "rec.cast", "nqueens-count.1"] {
        assert_eq!(fs::read(d.join(name)).unwrap(), mine, "{name}");
    }
    assert_eq!(
        names(d),
        ["ck.json", "nqueens-count.1", "out.json", "rec.cast"]
    );
    // A checkpoint is named as one: --force there would lose a count's progress.
    let out = run(&["count", "10", "--checkpoint", "live.json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    let live = fs::read(d.join("live.json")).unwrap();
    refused(
        &["count", "8", "--out", "live.json"],
        d,
        73,
        &["live.json", "is a checkpoint", "--resume"],
    );
    assert_eq!(fs::read(d.join("live.json")).unwrap(), live);
    fs::remove_file(d.join("live.json")).unwrap();
    // A live checkpoint is no shard file's place, even with --force.
    refused(
        &[
            "count",
            "8",
            "--checkpoint",
            "ck.json",
            "--out",
            "ck.json",
            "--force",
        ],
        d,
        2,
        &["checkpoint"],
    );
    assert_eq!(fs::read(d.join("ck.json")).unwrap(), mine);

    // --force is how a user says to replace one.
    let out = run(&["count", "8", "--out", "out.json", "--force"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = fs::read_to_string(d.join("out.json")).unwrap();
    assert!(text.contains(r#""total":92"#), "{text}");
    let out = run(
        &["record", "--seconds", "0.1", "-o", "rec.cast", "--force"],
        d,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read_to_string(d.join("rec.cast"))
            .unwrap()
            .starts_with("{\"version\":2")
    );
    let out = run(&["man", "--dir", ".", "--force"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read_to_string(d.join("nqueens-count.1"))
            .unwrap()
            .contains(".TH")
    );
    // No temporary file is left anywhere.
    assert!(
        names(d).iter().all(|n| !n.starts_with('.')),
        "{:?}",
        names(d)
    );
}

#[test]
fn out_dash_prints_the_shard_file() {
    let dir = TempDir::new().unwrap();
    let out = run(&["count", "8", "--shard", "0/1", "--out", "-"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let record = Record::from_text(&text, |n| Plan::len_of(n).ok()).unwrap();
    assert_eq!((record.n, record.total), (8, 92));
    assert!(names(dir.path()).is_empty());
}

#[test]
fn a_link_at_the_output_is_refused_and_with_force_replaced_not_followed() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    fs::write(d.join("target"), "precious\n").unwrap();
    symlink(d.join("target"), d.join("link.json")).unwrap();
    symlink(d.join("target"), d.join("link.cast")).unwrap();
    refused(
        &["count", "8", "--out", "link.json"],
        d,
        73,
        &["link.json", "symbolic link"],
    );
    refused(
        &["record", "--seconds", "0.1", "-o", "link.cast"],
        d,
        73,
        &["link.cast", "symbolic link"],
    );
    let out = run(&["count", "8", "--out", "link.json", "--force"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(d.join("target")).unwrap(), "precious\n");
    let meta = fs::symlink_metadata(d.join("link.json")).unwrap();
    assert!(meta.is_file(), "the link itself is replaced by the file");
    assert!(
        fs::symlink_metadata(d.join("link.cast"))
            .unwrap()
            .is_symlink()
    );
}

#[test]
fn a_resumed_checkpoint_keeps_its_mode() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let out = run(&["count", "10", "--checkpoint", "ck.json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    for mode in [0o600, 0o640] {
        fs::set_permissions(d.join("ck.json"), fs::Permissions::from_mode(mode)).unwrap();
        let out = run(&["count", "10", "--resume", "ck.json"], d);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(stdout(&out), "724\n");
        let meta = fs::metadata(d.join("ck.json")).unwrap();
        assert_eq!(meta.permissions().mode() & 0o7777, mode);
    }
    // The owner too, where the test may give the file away (as root).
    if std::os::unix::fs::chown(d.join("ck.json"), Some(65_534), Some(65_534)).is_ok() {
        let out = run(&["count", "10", "--resume", "ck.json"], d);
        assert!(out.status.success(), "{}", stderr(&out));
        let meta = fs::metadata(d.join("ck.json")).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (65_534, 65_534));
        assert_eq!(meta.permissions().mode() & 0o7777, 0o640);
    }
}

/// Earlier versions saved a checkpoint through `.NAME.PID.tmp`: a link planted there (the
/// PID is easy to guess) made the save write into the link's target. Links planted at that
/// name while a count saves every 0.1 s must leave their target alone.
#[test]
fn a_link_at_the_old_temporary_name_is_not_followed() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    fs::write(d.join("victim"), "precious\n").unwrap();
    let mut child = command(
        &[
            "count",
            "17",
            "--threads",
            "1",
            "--checkpoint",
            "ck.json",
            "--every",
            "0.1",
        ],
        d,
    )
    .stdout(Stdio::null())
    .stderr(Stdio::null())
    .spawn()
    .unwrap();
    symlink(
        d.join("victim"),
        d.join(format!(".ck.json.{}.tmp", child.id())),
    )
    .unwrap();
    // Three saves after the link was planted: each changes the file (more subproblems done).
    let mut seen = Vec::new();
    wait_for("three checkpoints", || {
        if let Ok(text) = fs::read_to_string(d.join("ck.json"))
            && !seen.contains(&text)
        {
            seen.push(text);
        }
        seen.len() >= 4
    });
    kill(pid(&child), Signal::SIGTERM).unwrap();
    assert_eq!(wait_exit(&mut child).code(), Some(75));
    assert_eq!(fs::read_to_string(d.join("victim")).unwrap(), "precious\n");
    assert!(fs::symlink_metadata(d.join(format!(".ck.json.{}.tmp", child.id()))).is_ok());
}

#[test]
fn an_interrupted_record_leaves_no_file() {
    for signal in [Signal::SIGINT, Signal::SIGTERM] {
        let dir = TempDir::new().unwrap();
        let d = dir.path();
        let mut child = command(
            &[
                "record",
                "-n",
                "12",
                "--seconds",
                "3600",
                "--fps",
                "50",
                "-o",
                "k.cast",
            ],
            d,
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
        // Under way once its temporary file has something in it.
        wait_for("the recording's temporary file", || {
            names(d).iter().any(|name| {
                name.starts_with(".k.cast.")
                    && fs::metadata(d.join(name)).is_ok_and(|m| m.len() > 0)
            })
        });
        kill(pid(&child), signal).unwrap();
        let status = wait_exit(&mut child);
        assert!(!status.success(), "{signal}: {status:?}");
        assert!(names(d).is_empty(), "{signal}: {:?}", names(d));
        // And the next run is not blocked.
        let out = run(&["record", "--seconds", "0.2", "-o", "k.cast"], d);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(names(d), ["k.cast"]);
    }
}

/// Counts the two shards of `n` into `s-0.json` and `s-1.json` in `dir`, with `extra`.
fn two_shards(dir: &Path, n: &str, extra: &[&str]) -> [PathBuf; 2] {
    let mut args = vec!["count", n, "--shards", "2", "--out", "s-%a.json"];
    args.extend_from_slice(extra);
    for i in ["0", "1"] {
        let out = command(&args, dir)
            .env("JOB_COMPLETION_INDEX", i)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
    }
    [dir.join("s-0.json"), dir.join("s-1.json")]
}

/// The shard file at `path` with its total moved by `by`, its seal made again as one who
/// knows the format (and `key`, if any) would.
fn forge(path: &Path, by: i128, key: Option<&Key>) {
    let text = fs::read_to_string(path).unwrap();
    let mut record = Record::from_text_keyed(&text, |n| Plan::len_of(n).ok(), key).unwrap();
    record.total = record.total.checked_add_signed(by).unwrap();
    fs::write(path, record.to_text_sealed(key)).unwrap();
}

#[test]
fn a_forged_shard_is_refused_naming_both_totals() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    two_shards(d, "12", &[]);
    let out = run(&["merge", "s-0.json", "s-1.json"], d);
    assert_eq!(stdout(&out), "14200\n", "{}", stderr(&out));
    for by in [1, -1, 8] {
        let [s0, _] = two_shards(d, "12", &["--force"]);
        forge(&s0, by, None);
        // The message groups its figures (issue 42, point 4); stdout's bare total does not.
        let sum = format!("14,{:03}", 200 + by);
        refused(
            &["merge", "s-0.json", "s-1.json"],
            d,
            65,
            &[&sum, "14,200", "A000170"],
        );
    }
}

#[test]
fn with_a_key_only_shards_sealed_with_it_merge() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    fs::write(d.join("key"), "the shared secret\n").unwrap();
    fs::write(d.join("other"), "another secret\n").unwrap();
    fs::create_dir(d.join("plain")).unwrap();
    two_shards(&d.join("plain"), "11", &[]);
    let [s0, _] = two_shards(d, "11", &["--key", "key"]);
    assert!(fs::read_to_string(&s0).unwrap().contains("hmac-sha256:"));

    let out = run(&["merge", "s-0.json", "s-1.json", "--key", "key"], d);
    assert_eq!(stdout(&out), "2680\n", "{}", stderr(&out));
    refused(
        &["merge", "s-0.json", "s-1.json", "--key", "other"],
        d,
        65,
        &["s-0.json", "another key"],
    );
    refused(
        &["merge", "s-0.json", "s-1.json"],
        d,
        65,
        &["s-0.json", "--key"],
    );
    refused(
        &["merge", "plain/s-0.json", "plain/s-1.json", "--key", "key"],
        d,
        65,
        &["plain/s-0.json", "not sealed with the key"],
    );
    // Whoever does not hold the key cannot seal a forgery, even a plausible one.
    let stranger = Key::new(b"a guess\n".to_vec()).unwrap();
    let text = fs::read_to_string(&s0).unwrap();
    let mut record = Record::from_text_keyed(
        &text,
        |n| Plan::len_of(n).ok(),
        Key::read(&d.join("key")).ok().as_ref(),
    )
    .unwrap();
    record.nodes += 1;
    fs::write(&s0, record.to_text_sealed(Some(&stranger))).unwrap();
    refused(
        &["merge", "s-0.json", "s-1.json", "--key", "key"],
        d,
        65,
        &["s-0.json", "fails its seal"],
    );
    refused(
        &["merge", "s-0.json", "--key", "missing-key"],
        d,
        66,
        &["missing-key"],
    );
}

#[test]
fn a_checkpoint_sealed_with_a_key_resumes_only_with_it() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    fs::write(d.join("key"), "k").unwrap();
    let out = run(
        &["count", "10", "--checkpoint", "ck.json", "--key", "key"],
        d,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read_to_string(d.join("ck.json"))
            .unwrap()
            .contains("hmac-sha256:")
    );
    let before = fs::read(d.join("ck.json")).unwrap();
    refused(&["count", "10", "--resume", "ck.json"], d, 65, &["--key"]);
    assert_eq!(fs::read(d.join("ck.json")).unwrap(), before);
    let out = run(&["count", "10", "--resume", "ck.json", "--key", "key"], d);
    assert_eq!(stdout(&out), "724\n", "{}", stderr(&out));
}

#[test]
fn inputs_are_capped_and_their_troubles_have_their_statuses() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    // Not a regular file: refused at once, as a FIFO is (issue 37), rather than read to a cap.
    refused(
        &["merge", "/dev/zero"],
        d,
        65,
        &["/dev/zero", "character device"],
    );
    refused(
        &["merge", "none.json"],
        d,
        66,
        &["none.json", "no such file"],
    );
    fs::create_dir(d.join("sub")).unwrap();
    refused(&["merge", "sub"], d, 66, &["sub", "folder"]);
    refused(
        &["count", "8", "--resume", "sub"],
        d,
        66,
        &["sub", "folder"],
    );
    // As root every file is readable: the unreadable case only as another user.
    fs::write(d.join("locked.json"), "{}").unwrap();
    fs::set_permissions(d.join("locked.json"), fs::Permissions::from_mode(0o000)).unwrap();
    if fs::read(d.join("locked.json")).is_err() {
        refused(
            &["merge", "locked.json"],
            d,
            77,
            &["locked.json", "permission"],
        );
    }
}

/// The statuses the guide's table lists under `heading`, with their meanings.
fn readme_statuses(heading: &str) -> Vec<(u8, String)> {
    let readme = include_str!("../docs/src/long-counts.md");
    let section = &readme[readme.find(heading).expect("the heading")..];
    section
        .lines()
        .skip_while(|line| !line.starts_with("| Status"))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            (cells[1].parse().expect("a status"), cells[2].to_string())
        })
        .collect()
}

/// The statuses a `--help` text lists after `Exit status:`, with their meanings.
fn help_statuses(help: &str) -> Vec<(u8, String)> {
    let text = help
        .split("Exit status:")
        .nth(1)
        .expect("an exit status line");
    let text = text.split("\n\n").next().unwrap().replace('\n', " ");
    text.trim()
        .trim_end_matches('.')
        .split("; ")
        .map(|item| {
            let (code, meaning) = item.trim().split_once(' ').expect("status and meaning");
            (code.parse().expect("a status"), meaning.to_string())
        })
        .collect()
}

#[test]
fn the_readme_and_help_give_the_codes_statuses() {
    let codes = |list: &[(u8, String)]| list.iter().map(|(c, _)| *c).collect::<Vec<u8>>();
    let meaning = |list: &[(u8, String)], code: u8| {
        list.iter()
            .find(|(c, _)| *c == code)
            .map(|(_, m)| m.to_lowercase())
            .unwrap_or_else(|| panic!("status {code} missing from {list:?}"))
    };
    let count = [
        0,
        1,
        2,
        status::BAD_INPUT,
        status::NO_INPUT,
        status::CANT_CREATE,
        status::IO_ERROR,
        status::RESUMABLE,
        status::NO_PERMISSION,
        status::INTERRUPTED,
    ];
    let merge = [
        0,
        1,
        2,
        status::BAD_INPUT,
        status::NO_INPUT,
        status::IO_ERROR,
        status::NO_PERMISSION,
    ];
    let readme = readme_statuses("## Exit statuses");
    let count_help = help_statuses(&stdout(&run(&["count", "--help"], Path::new("."))));
    let merge_help = help_statuses(&stdout(&run(&["merge", "--help"], Path::new("."))));
    assert_eq!(codes(&readme), count);
    assert_eq!(codes(&count_help), count);
    assert_eq!(codes(&merge_help), merge);
    // Each says what the code means by it.
    for list in [&readme, &count_help, &merge_help] {
        assert!(meaning(list, status::BAD_INPUT).contains("bad input"));
        assert!(meaning(list, status::BAD_INPUT).contains("do not retry"));
        assert!(meaning(list, status::NO_INPUT).contains("no such"));
        assert!(meaning(list, status::NO_INPUT).contains("folder"));
        assert!(meaning(list, status::NO_PERMISSION).contains("may not be read"));
    }
    for list in [&readme, &count_help] {
        assert!(meaning(list, status::CANT_CREATE).contains("exists"));
        assert!(meaning(list, status::RESUMABLE).contains("resume"));
        assert!(meaning(list, status::INTERRUPTED).contains("ctrl-c"));
    }
}

#[test]
fn man_dir_writes_every_page_even_to_a_closed_pipe() {
    let dir = TempDir::new().unwrap();
    let mut child = command(&["man", "--dir", "."], dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away at once, as `| head -1` would.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stderr.is_empty(), "{}", stderr(&out));
    let pages = names(dir.path());
    for page in [
        "nqueens.1",
        "nqueens-count.1",
        "nqueens-merge.1",
        "nqueens-record.1",
    ] {
        assert!(pages.iter().any(|p| p == page), "{page} not in {pages:?}");
    }
}

/// A shard file's name taken while the count ran: the file stays as it is, and the result is
/// not lost but given on the error's line.
#[test]
fn an_out_file_made_during_the_count_is_kept_and_the_result_given() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let child = command(
        &[
            "count",
            "16",
            "--threads",
            "1",
            "--checkpoint",
            "ck.json",
            "--out",
            "s.json",
        ],
        d,
    )
    .stdout(Stdio::null())
    .stderr(Stdio::piped())
    .spawn()
    .unwrap();
    // The checkpoint is written before the count starts, after `--out` was checked.
    wait_for("the first checkpoint", || d.join("ck.json").exists());
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(d.join("s.json"))
        .expect("the count was over before the file could be made: take a larger n");
    fs::write(d.join("s.json"), "someone else's\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(73), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(r#""total":14772512"#), "{err}");
    assert_eq!(
        fs::read_to_string(d.join("s.json")).unwrap(),
        "someone else's\n"
    );
}
