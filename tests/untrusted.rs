//! Untrusted files stay harmless (issue 37): `--force` replaces only a regular file or a
//! link, a lesson runs only what changes the screen, text from files and arguments reaches
//! the terminal cleaned, a forged checkpoint is refused, an input that is not a regular file
//! is refused at once, a failed write is an error and never a panic, what is read is
//! range-checked and what is written is JSON, an output is tried before the work, a set of
//! pages is written whole, and the messages say what is so. Every case runs the program on
//! files made for it in a scratch folder: FIFOs, sockets, read-only files, closed pipes.

mod common;

use std::fs;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::UnixListener;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use nqueens::app::command::commands;
use nqueens::app::lesson::lesson_commands;
use nqueens::count::plan::Plan;
use nqueens::count::record::Record;
use tempfile::TempDir;

/// How long a command may take before the test calls it stuck (generous: the machine is
/// shared and the build is a debug one; a refusal takes milliseconds).
const PATIENCE: Duration = Duration::from_secs(60);

fn command(args: &[&str], dir: &Path) -> Command {
    let mut cmd = common::nqueens_alone(args);
    cmd.current_dir(dir);
    cmd
}

/// `cmd` run to its end, or killed and failed if it takes longer than [`PATIENCE`]: a
/// command that blocks (on a FIFO, say) fails its test rather than hanging the suite.
fn finish(mut cmd: Command, what: &str) -> Output {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running after {PATIENCE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn run(args: &[&str], dir: &Path) -> Output {
    finish(command(args, dir), &format!("{args:?}"))
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `args`, run in `dir`, must fail with `code` and one line on stderr holding every one of
/// `words`, printing nothing.
fn refused(args: &[&str], dir: &Path, code: i32, words: &[&str]) -> String {
    let out = run(args, dir);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    for word in words {
        assert!(err.contains(word), "{args:?}: {word:?} not in {err}");
    }
    assert!(out.stdout.is_empty(), "{args:?}: {}", stdout(&out));
    err
}

/// A FIFO made at `path`.
fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

fn is_fifo(path: &Path) -> bool {
    fs::symlink_metadata(path).unwrap().file_type().is_fifo()
}

fn is_socket(path: &Path) -> bool {
    fs::symlink_metadata(path).unwrap().file_type().is_socket()
}

/// Point 1: `--force` may replace a regular file or a link's own entry only. A FIFO or a
/// socket (standing for any device node) is refused with 73 by every command that writes,
/// and stays what it was.
#[test]
fn force_replaces_only_a_regular_file_or_a_link() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    mkfifo(&d.join("fifo"));
    let _listener = UnixListener::bind(d.join("sock")).unwrap();
    for target in ["fifo", "sock"] {
        for args in [
            &["count", "8", "--out", target, "--force"][..],
            &["worksheet", "6", "-o", target, "--force"],
            &["record", "-o", target, "--force", "--seconds", "0.1"],
        ] {
            refused(args, d, 73, &[target, "--force does not replace"]);
        }
    }
    assert!(is_fifo(&d.join("fifo")));
    assert!(is_socket(&d.join("sock")));
    // A page's name taken by a FIFO: no page is written, the FIFO stays.
    mkfifo(&d.join("nqueens-count.1"));
    refused(
        &["man", "--dir", ".", "--force"],
        d,
        73,
        &["nqueens-count.1"],
    );
    assert!(is_fifo(&d.join("nqueens-count.1")));
    assert!(!d.join("nqueens.1").exists());
    // A regular file and a link are still replaced, the link itself.
    fs::write(d.join("plain.json"), "old").unwrap();
    fs::write(d.join("target"), "precious").unwrap();
    std::os::unix::fs::symlink("target", d.join("link.json")).unwrap();
    for name in ["plain.json", "link.json"] {
        let out = run(&["count", "8", "--out", name, "--force"], d);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(fs::symlink_metadata(d.join(name)).unwrap().is_file());
    }
    assert_eq!(fs::read_to_string(d.join("target")).unwrap(), "precious");
}

/// An example of each command, as a lesson would write it, with arguments it parses with.
fn example(name: &str) -> String {
    match name {
        "write" => "write ../../owned.txt".into(),
        "lang" => "lang zh".into(),
        other => other.into(),
    }
}

/// Point 2: a lesson runs only the commands of one list, those that change what is shown;
/// `--check` refuses every other command of the command line with 65, naming its line, and
/// a refused command writes nothing.
#[test]
fn a_lesson_runs_only_the_commands_that_change_what_is_shown() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    fs::create_dir_all(d.join("a/b")).unwrap();
    let allowed: Vec<&str> = lesson_commands().collect();
    let others: Vec<&str> = commands()
        .map(|spec| spec.name)
        .filter(|name| !allowed.contains(name))
        .collect();
    for name in ["write", "quit", "lang"] {
        assert!(others.contains(&name), "{name} is allowed in lessons");
    }
    for name in &others {
        let text = format!("title: t\n---\n:n 4\n:{}\nA caption.\n", example(name));
        fs::write(d.join("a/b/bad.lesson"), text).unwrap();
        let out = run(&["lesson", "a/b/bad.lesson", "--check"], d);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(65), "{name}: {err}");
        assert!(err.contains("a/b/bad.lesson:4:"), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name}");
    }
    // Those of the list pass.
    let text = "---\n:n 6\n:strategy scan\n:event 3\n:code\n:heat\n:tree\n:mark m\nok\n";
    fs::write(d.join("good.lesson"), text).unwrap();
    let out = run(&["lesson", "good.lesson", "--check"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    // `record --lesson` reads the same way: the write is refused, nothing is written.
    fs::write(
        d.join("a/b/bad.lesson"),
        "---\n:write ../../owned.txt\nA caption.\n",
    )
    .unwrap();
    let out = run(&["record", "--lesson", "a/b/bad.lesson", "-o", "x.cast"], d);
    assert_eq!(out.status.code(), Some(65), "{}", stderr(&out));
    assert!(!d.join("owned.txt").exists());
    assert!(!d.join("a/b/owned.txt").exists());
    assert!(!d.join("x.cast").exists());
}

/// No escape sequence or bell of `bytes` (what the program printed) reaches the terminal.
fn no_controls(what: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    assert!(
        !bytes.iter().any(|&b| b == 0x1b || b == 0x07),
        "{what}: control characters in {text:?}"
    );
}

/// Point 3: a lesson's line, a file's name and an argument reach the terminal with their
/// control characters escaped, a lesson's title reaches a recording's header without them,
/// and a long bad command is not echoed whole.
#[test]
fn control_characters_from_files_and_names_never_reach_the_terminal() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let title = "\u{1b}]0;OWNED\u{7}";
    fs::write(
        d.join("evil.lesson"),
        format!("title: {title}\n---\n:{title}\nA caption.\n"),
    )
    .unwrap();
    let out = run(&["lesson", "evil.lesson", "--check"], d);
    assert_eq!(out.status.code(), Some(65), "{}", stderr(&out));
    assert!(stderr(&out).contains("OWNED"), "{}", stderr(&out));
    no_controls("lesson --check", &out.stderr);

    let name = format!("{title}.json");
    let out = run(&["merge", &name], d);
    assert_eq!(out.status.code(), Some(66), "{}", stderr(&out));
    no_controls("merge's file name", &out.stderr);
    fs::write(d.join(&name), "{}").unwrap();
    let out = run(&["merge", &name], d);
    assert_eq!(out.status.code(), Some(65), "{}", stderr(&out));
    no_controls("merge's refusal", &out.stderr);
    let out = run(&["lesson", &name, "--check"], d);
    no_controls("lesson's file name", &out.stderr);
    let out = run(&["count", title], d);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    no_controls("an argument", &out.stderr);

    // A lesson's title in a recording's header: no control characters, even escaped.
    fs::write(
        d.join("titled.lesson"),
        format!("title: {title}\n---\n:n 4\nA caption.\n"),
    )
    .unwrap();
    let out = run(&["record", "--lesson", "titled.lesson", "-o", "t.cast"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    let cast = fs::read_to_string(d.join("t.cast")).unwrap();
    let header = cast.lines().next().unwrap();
    assert!(header.contains("OWNED"), "{header}");
    for raw in ["\\u001b", "\\u0007", "\u{1b}", "\u{7}"] {
        assert!(!header.contains(raw), "{raw:?} in {header}");
    }

    // A 500,000-character bad command is refused without being printed whole.
    let long = "x".repeat(500_000);
    fs::write(d.join("long.lesson"), format!("---\n:{long}\nA caption.\n")).unwrap();
    let out = run(&["lesson", "long.lesson", "--check"], d);
    assert_eq!(out.status.code(), Some(65), "{}", stderr(&out));
    assert!(out.stderr.len() < 1000, "{} bytes echoed", out.stderr.len());
}

/// An edit of a record's numbers.
type Forgery = fn(&mut Record);

/// A finished checkpoint of n = 12 at `path`, re-sealed after `edit` as anyone who knows the
/// format could.
fn forge(path: &Path, good: &str, edit: impl FnOnce(&mut Record)) {
    let mut record = Record::from_text(good, |n| Plan::len_of(n).ok()).unwrap();
    edit(&mut record);
    fs::write(path, record.to_text()).unwrap();
}

/// Point 4: a resumed count applies `merge`'s checks to a checkpoint's counts: a forged
/// total, more classes than solutions, a count past 64 bits are refused with 65, and
/// nothing is printed or sealed into a shard.
#[test]
fn a_forged_checkpoint_is_refused_by_resume() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let out = run(&["count", "12", "--checkpoint", "ck.json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    let good = fs::read_to_string(d.join("ck.json")).unwrap();
    let forgeries: [(&str, Forgery); 4] = [
        ("99999", |r| r.total = 99_999),
        ("14199", |r| r.total = 14_199),
        ("classes", |r| r.unique = r.total + 1),
        ("2^64", |r| r.total = u128::MAX),
    ];
    for (why, edit) in forgeries {
        forge(&d.join("ck.json"), &good, edit);
        let err = refused(&["count", "12", "--resume", "ck.json"], d, 65, &["ck.json"]);
        assert!(!err.contains("14200\n"), "{why}: {err}");
        refused(
            &["count", "12", "--resume", "ck.json", "--out", "s.json"],
            d,
            65,
            &["ck.json"],
        );
        assert!(!d.join("s.json").exists(), "{why}: sealed into a shard");
    }
    // The true one still resumes.
    fs::write(d.join("ck.json"), &good).unwrap();
    let out = run(&["count", "12", "--resume", "ck.json"], d);
    assert_eq!(stdout(&out), "14200\n", "{}", stderr(&out));
}

/// Point 6: an input that is not a regular file is refused at once (a FIFO would block the
/// read for ever), by every command that reads one, and said for what it is.
#[test]
fn inputs_that_are_not_regular_files_are_refused_at_once() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    mkfifo(&d.join("fifo"));
    let out = run(&["count", "8", "--out", "s.json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    for args in [
        &["merge", "fifo"][..],
        &["merge", "s.json", "--key", "fifo"],
        &["count", "12", "--resume", "fifo"],
        &["count", "8", "--key", "fifo"],
        &["lesson", "fifo", "--check"],
    ] {
        refused(args, d, 65, &["fifo", "FIFO"]);
    }
    let _listener = UnixListener::bind(d.join("sock")).unwrap();
    refused(&["merge", "sock"], d, 65, &["sock", "socket"]);
    assert!(is_fifo(&d.join("fifo")));
}

/// Point 7: a command whose reader has gone (`| head -c 1`) never panics: it ends quietly,
/// as every command does on a closed pipe.
#[test]
fn a_closed_pipe_never_makes_a_command_panic() {
    let dir = TempDir::new().unwrap();
    for args in [
        &["lesson", "--list"][..],
        &["lesson", "four-queens", "--check"],
        &["--help"],
        &["--version"],
        &["count", "8"],
        &["solutions", "6"],
        &["completions", "bash"],
        &["man"],
    ] {
        // The reading end closed before the program starts: its first write fails.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let mut cmd = command(args, dir.path());
        cmd.stdout(writer).stderr(Stdio::piped());
        let child = cmd.spawn().unwrap();
        drop(cmd);
        let out = child.wait_with_output().unwrap();
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
    }
}

/// `args` run with standard output closed (`>&-`), in `dir`.
fn with_stdout_closed(args: &[&str], dir: &Path) -> Output {
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(r#"exec "$0" "$@" >&-"#)
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null());
    for var in [
        "SLURM_ARRAY_TASK_ID",
        "SLURM_ARRAY_TASK_COUNT",
        "JOB_COMPLETION_INDEX",
    ] {
        cmd.env_remove(var);
    }
    finish(cmd, &format!("{args:?} >&-"))
}

/// Point 8 (and 7's `--help`): output to a closed standard output is an error, 74 and one
/// line, in every command that prints a result; with somewhere to write, the same commands
/// succeed.
#[test]
fn output_to_a_closed_stdout_is_an_error() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let out = run(&["count", "8", "--out", "s.json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    for args in [
        &["count", "8"][..],
        &["count", "8", "--json"],
        &["count", "8", "--out", "-"],
        &["count", "12", "--plan"],
        &["merge", "s.json"],
        &["solve", "8"],
        &["solutions", "6"],
        &["trace", "4"],
        &["worksheet", "6", "-o", "-"],
        &["record", "-o", "-", "--seconds", "0.1"],
        &["lesson", "--list"],
        &["lesson", "four-queens", "--check"],
        &["man"],
        &["completions", "bash"],
        &["--help"],
        &["count", "--help"],
        &["--version"],
    ] {
        let out = with_stdout_closed(args, d);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(74), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("standard output"), "{args:?}: {err}");
        let open = run(args, d);
        assert!(open.status.success(), "{args:?}: {}", stderr(&open));
    }
}

/// Point 9: a shard's seconds are read only if finite and below a century, and `--json`
/// stays JSON.
#[test]
fn seconds_read_are_range_checked_and_json_stays_json() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    for i in ["0", "1"] {
        let out = command(&["count", "10", "--shards", "2", "--out", "s-%a.json"], d)
            .env("JOB_COMPLETION_INDEX", i)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let out = run(&["merge", "s-0.json", "s-1.json", "--json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["total"], 724);
    for (name, seconds) in [("s-0.json", 1.7e308), ("s-1.json", 1.7e308)] {
        let path = d.join(name);
        let text = fs::read_to_string(&path).unwrap();
        let mut record = Record::from_text(&text, |n| Plan::len_of(n).ok()).unwrap();
        record.seconds = seconds;
        fs::write(&path, record.to_text()).unwrap();
    }
    let err = refused(
        &["merge", "s-0.json", "s-1.json", "--json"],
        d,
        65,
        &["s-0.json", "seconds"],
    );
    assert!(err.len() < 300, "{err}");
    refused(&["merge", "s-1.json"], d, 65, &["s-1.json", "seconds"]);
}

/// Point 10: an `--out` file that cannot be made fails before any work, as `--checkpoint`
/// does: n = 22 would count for many minutes first.
#[test]
fn an_out_file_that_cannot_be_made_fails_before_counting() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    // A name the folder takes, but not the temporary file's beside it (255 bytes at most).
    let long = format!("{}.json", "x".repeat(245));
    for flag in ["--out", "--checkpoint"] {
        refused(&["count", "22", flag, &long], d, 73, &["xxxx"]);
    }
    // A folder its user may not write in (root may write anywhere: then not tried).
    fs::create_dir(d.join("locked")).unwrap();
    fs::set_permissions(d.join("locked"), fs::Permissions::from_mode(0o555)).unwrap();
    if fs::write(d.join("locked/probe"), "").is_err() {
        refused(
            &["count", "22", "--out", "locked/x.json"],
            d,
            73,
            &["locked/x.json"],
        );
    }
    assert_eq!(fs::read_dir(d).unwrap().count(), 1);
}

/// Point 11: `man --dir` on a disk that fills (a file size limit stands for it) leaves no
/// page, and the rerun needs no `--force`.
#[test]
fn man_dir_on_a_full_disk_leaves_nothing() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    // 12 blocks of 512 bytes: the first pages fit, the record's and the main one do not.
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(r#"trap '' XFSZ; ulimit -f 12; exec "$0" man --dir pages"#)
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .current_dir(d);
    fs::create_dir(d.join("pages")).unwrap();
    let out = finish(cmd, "man --dir with a size limit");
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(74), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(fs::read_dir(d.join("pages")).unwrap().count(), 0, "{err}");
    let out = run(&["man", "--dir", "pages"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_dir(d.join("pages")).unwrap().count(), 12);
}

/// Point 12: the messages say what is so.
#[test]
fn the_messages_say_what_is_so() {
    let dir = TempDir::new().unwrap();
    let d = dir.path();
    let out = run(&["count", "8", "--out", "s.json"], d);
    assert!(out.status.success(), "{}", stderr(&out));
    // The cap of a key is 64 KiB.
    fs::write(d.join("big.key"), vec![b'k'; 65 << 10]).unwrap();
    refused(&["merge", "s.json", "--key", "big.key"], d, 65, &["64 KiB"]);
    // A file is not "no such folder".
    let err = refused(&["man", "--dir", "s.json"], d, 73, &["not a folder"]);
    assert!(!err.contains("no such"), "{err}");
    // Shards in words, not in Rust's range syntax.
    let err = refused(
        &["count", "8", "--out", "x", "--shards", "0"],
        d,
        2,
        &["from 1"],
    );
    assert!(!err.contains("..="), "{err}");
    // One file twice is said as such.
    let err = refused(&["merge", "s.json", "./s.json"], d, 65, &["twice"]);
    assert!(!err.contains("counted twice"), "{err}");
    // A board's size starts from 1, and lesson commands get a suggestion.
    for (line, words) in [
        (":n -1", &["-1", "from 1"][..]),
        (":evnt 3", &["evnt", "`event`"]),
        (":n4", &["n4", "`n 4`"]),
    ] {
        fs::write(d.join("l.lesson"), format!("---\n{line}\nA caption.\n")).unwrap();
        let err = refused(&["lesson", "l.lesson", "--check"], d, 65, words);
        assert!(!err.contains("from 0"), "{err}");
    }
    for (typed, meant) in [("scna", "scan-to-masks"), ("four-queen", "four-queens")] {
        refused(
            &["lesson", typed, "--check"],
            d,
            2,
            &[typed, meant, "did you mean"],
        );
    }
}
