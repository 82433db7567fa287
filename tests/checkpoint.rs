//! `count --checkpoint` and `--resume`: a count stopped at any moment, by any signal or a
//! kill, and resumed ends with the same numbers as a count never stopped; bad checkpoints are
//! refused and left as they were.

mod common;

use common::{Folder, nqueens_alone};

use std::collections::HashMap;
use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use nqueens::count::ledger::Ledger;
use nqueens::count::plan::{Counts, Id, Plan};
use nqueens::count::record::{IdRanges, Kind, Record};
use nqueens::count::shard::Shard;
use nqueens::solver::known;
use proptest::prelude::*;

/// `nqueens ARGS` run to its end, outside any scheduler's environment.
fn run(args: &[&str]) -> Output {
    nqueens_alone(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The numbers of a count never stopped: OEIS totals, and the nodes of the same search.
fn uninterrupted(n: usize) -> (u128, u128, u128) {
    static CACHE: OnceLock<Mutex<HashMap<usize, u128>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let nodes = *cache.lock().unwrap().entry(n).or_insert_with(|| {
        nqueens::count::count(n, 0, &|_| {}, &AtomicBool::new(false))
            .unwrap()
            .nodes
    });
    let k = known(n).unwrap();
    (k.total.into(), k.unique.into(), nodes)
}

/// Reads `{"n":…,"total":…,"unique":…,"seconds":…,"nodes":…}`.
fn json_counts(line: &str) -> (u128, u128, u128) {
    let field = |key: &str| -> u128 {
        let start = line.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
        let digits: String = line[start..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().unwrap()
    };
    (field("total"), field("unique"), field("nodes"))
}

// The library first: a checkpoint is a snapshot taken while the workers run, then the run is
// stopped later (everything after the snapshot is lost, as in a kill). Cheap, so many cases.
proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn a_snapshot_taken_at_any_moment_resumes_to_the_same_numbers(
        n in 10usize..=13,
        save_permille in 0usize..=1000,
        stop_permille in 0usize..=500,
        threads in 1usize..=3,
    ) {
        let plan = Plan::new(n).unwrap();
        let all = 0..plan.len();
        let ids: Vec<Id> = all.clone().collect();
        let ledger = Ledger::new(all.clone());
        let len = plan.len() as usize;
        let save_k = len * save_permille / 1000;
        let stop_k = save_k + len * stop_permille / 1000;
        let finished = AtomicUsize::new(0);
        let saved = Mutex::new(None);
        let cancel = AtomicBool::new(false);
        let save = || {
            let (done, counts) = ledger.snapshot();
            let mut r = Record::new(
                Kind::Checkpoint, n, Shard::WHOLE, IdRanges::from_range(all.clone()), counts,
            );
            r.done = Some(done);
            r.to_text()
        };
        if save_k == 0 {
            *saved.lock().unwrap() = Some(save());
        }
        let on_done = |id: Id, counts: Counts| {
            ledger.enter(id, counts);
            let k = finished.fetch_add(1, Ordering::SeqCst) + 1;
            if k == save_k {
                *saved.lock().unwrap() = Some(save());
            }
            if k >= stop_k {
                cancel.store(true, Ordering::SeqCst);
            }
        };
        let _ = plan.run(&ids, threads, &on_done, &cancel);
        let text = saved.lock().unwrap().clone().unwrap_or_else(save);

        let record = Record::from_text(&text, |_| Some(plan.len())).unwrap();
        let resumed = Ledger::resume(all, record.done.as_ref().unwrap(), record.counts());
        let todo = resumed.todo();
        plan.run(&todo, threads, &|id, c| resumed.enter(id, c), &AtomicBool::new(false))
            .unwrap();
        let (done, c) = resumed.snapshot();
        prop_assert_eq!(done.count(), u64::from(plan.len()));
        prop_assert_eq!((c.total, c.unique, c.nodes), uninterrupted(n));
    }
}

/// Rough seconds a one-thread count of `n` takes in a debug build (measured on two cores), to
/// spread kills over it. Where a kill lands after the end, that leg simply finishes.
fn rough_seconds(n: usize) -> f64 {
    match n {
        ..=12 => 0.03,
        13 => 0.06,
        14 => 0.25,
        15 => 1.1,
        _ => 6.0,
    }
}

/// How a test stops a count.
#[derive(Debug, Clone, Copy)]
enum Stop {
    Signal(Signal),
    Kill,
}

fn stop() -> impl Strategy<Value = Stop> {
    prop_oneof![
        Just(Stop::Kill),
        Just(Stop::Signal(Signal::SIGINT)),
        Just(Stop::Signal(Signal::SIGTERM)),
        Just(Stop::Signal(Signal::SIGUSR1)),
    ]
}

/// Sends `signal` to `child` (not reaped yet, so its pid is still its own).
fn signal(child: &Child, signal: Signal) {
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    kill(pid, signal).unwrap();
}

/// Starts the next leg of a count saved in `ck`: a resume once the file exists (as the SLURM
/// example does), a fresh start before.
fn leg(n: usize, ck: &Path) -> Command {
    let n = n.to_string();
    let ck = ck.to_str().unwrap();
    let how = if Path::new(ck).exists() {
        "--resume"
    } else {
        "--checkpoint"
    };
    let mut cmd = nqueens_alone(&[
        "count",
        &n,
        "--threads",
        "1",
        how,
        ck,
        "--every",
        "0.1",
        "--json",
    ]);
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd
}

// The real program, stopped by a signal or killed outright at random moments, then resumed,
// over and over; the last leg must print the numbers of a count never stopped.
proptest! {
    #![proptest_config(ProptestConfig { cases: 10, ..ProptestConfig::default() })]

    #[test]
    fn resume_after_kills_at_random_points_gives_the_oeis_totals(
        n in 10usize..=16,
        stops in prop::collection::vec((0.0f64..1.0, stop()), 1..=3),
    ) {
        let folder = Folder::new(&format!("kills-{n}"));
        let ck = folder.file("ck.json");
        for (at, how) in &stops {
            let mut child = leg(n, &ck).spawn().unwrap();
            thread::sleep(Duration::from_secs_f64(at * rough_seconds(n)));
            match how {
                Stop::Kill => child.kill().unwrap(),
                Stop::Signal(s) => signal(&child, *s),
            }
            let out = child.wait_with_output().unwrap();
            let code = out.status.code();
            // Finished before the stop arrived, stopped with a checkpoint, or killed. (A signal
            // that lands in the first milliseconds, before the program has set up its handlers,
            // kills it as it would any program; one that lands after the handlers but before
            // anything is saved ends it as that signal does, Ctrl-C with status 130: that leg's
            // progress is lost, no more.)
            let expected = match how {
                Stop::Kill => code.is_none() || code == Some(0),
                Stop::Signal(s) => {
                    code == Some(75)
                        || code == Some(0)
                        || out.status.signal() == Some(*s as i32)
                        || (*s == Signal::SIGINT && code == Some(130))
                }
            };
            prop_assert!(expected, "{how:?}: {:?} {}", out.status, text(&out.stderr));
            if code == Some(75) {
                prop_assert!(text(&out.stderr).contains("--resume"));
            }
        }
        let out = leg(n, &ck).output().unwrap();
        prop_assert!(out.status.success(), "{}", text(&out.stderr));
        prop_assert_eq!(json_counts(&text(&out.stdout)), uninterrupted(n));
    }
}

/// How many subproblems the checkpoint at `ck` lists as done (0 if there is none yet).
fn done_in(ck: &Path) -> u64 {
    fs::read_to_string(ck)
        .ok()
        .and_then(|text| Record::from_text(&text, |n| Plan::len_of(n).ok()).ok())
        .map_or(0, |r| r.done.unwrap().count())
}

/// Waits until the checkpoint at `ck` lists more than `before` subproblems done: the count
/// is under way, its signal handlers set up.
fn wait_for_progress(ck: &Path, before: u64, child: &mut Child) {
    let start = Instant::now();
    loop {
        if done_in(ck) > before {
            return;
        }
        assert!(child.try_wait().unwrap().is_none(), "the count ended early");
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no progress saved"
        );
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn each_stop_signal_saves_and_exits_75_within_a_second() {
    let folder = Folder::new("signals");
    let ck = folder.file("ck.json");
    for sig in [Signal::SIGTERM, Signal::SIGUSR1, Signal::SIGINT] {
        let before = done_in(&ck);
        let mut child = leg(16, &ck).spawn().unwrap();
        wait_for_progress(&ck, before, &mut child);
        let periodic = done_in(&ck);
        let sent = Instant::now();
        signal(&child, sig);
        let out = child.wait_with_output().unwrap();
        let took = sent.elapsed();
        assert_eq!(out.status.code(), Some(75), "{}", text(&out.stderr));
        assert!(took < Duration::from_secs(1), "{sig}: {took:?}");
        let stderr = text(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("saved in") && stderr.contains("--resume"),
            "{stderr}"
        );
        // The checkpoint written on the signal holds at least what the last periodic one did.
        assert!(done_in(&ck) >= periodic);
    }
    let out = leg(16, &ck).output().unwrap();
    assert!(out.status.success());
    assert_eq!(json_counts(&text(&out.stdout)), uninterrupted(16));
    // The finished count left a complete checkpoint: resuming it again just prints the result.
    let again = leg(16, &ck).output().unwrap();
    assert_eq!(json_counts(&text(&again.stdout)), uninterrupted(16));
}

fn wait_exit(child: &mut Child) -> ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "did not end");
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn without_a_checkpoint_ctrl_c_is_130_and_sigterm_kills() {
    let mut child = nqueens_alone(&["count", "17", "--threads", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    thread::sleep(Duration::from_millis(300));
    signal(&child, Signal::SIGINT);
    assert_eq!(wait_exit(&mut child).code(), Some(130));
    let mut child = nqueens_alone(&["count", "17", "--threads", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    thread::sleep(Duration::from_millis(300));
    signal(&child, Signal::SIGTERM);
    assert_eq!(wait_exit(&mut child).signal(), Some(Signal::SIGTERM as i32));
}

/// Runs `args`, which must be refused with `status` and one line naming `why`, leaving every
/// file of `untouched` as it was.
fn refused(args: &[&str], status: i32, why: &str, untouched: &[&Path]) {
    let before: Vec<Vec<u8>> = untouched.iter().map(|p| fs::read(p).unwrap()).collect();
    let out = run(args);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(status), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(why), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
    for (path, bytes) in untouched.iter().zip(before) {
        assert_eq!(
            fs::read(path).unwrap(),
            bytes,
            "{args:?} changed {}",
            path.display()
        );
    }
}

#[test]
fn bad_checkpoints_are_refused_with_65_and_left_alone() {
    let folder = Folder::new("refused");
    let path = |name: &str| folder.file(name).to_str().unwrap().to_string();
    let ten = path("ten.json");
    assert!(run(&["count", "10", "--checkpoint", &ten]).status.success());
    let good = fs::read_to_string(&ten).unwrap();
    let write = |name: &str, content: &str| {
        fs::write(folder.file(name), content).unwrap();
        path(name)
    };
    let truncated = write("truncated.json", &good[..good.len() / 2]);
    let edited = write(
        "edited.json",
        &good.replace(r#""total":724"#, r#""total":725"#),
    );
    let format = write(
        "format.json",
        &good.replace(r#""format":1"#, r#""format":7"#),
    );
    let empty = write("empty.json", "");
    let shard = path("shard.json");
    assert!(run(&["count", "10", "--out", &shard]).status.success());
    let p = |s: &String| PathBuf::from(s);

    refused(
        &["count", "11", "--resume", &ten],
        65,
        "n = 10, not 11",
        &[&p(&ten)],
    );
    refused(
        &["count", "10", "--resume", &truncated],
        65,
        "truncated",
        &[&p(&truncated)],
    );
    refused(
        &["count", "10", "--resume", &edited],
        65,
        "checksum",
        &[&p(&edited)],
    );
    refused(
        &["count", "10", "--resume", &format],
        65,
        "format 7",
        &[&p(&format)],
    );
    refused(
        &["count", "10", "--resume", &empty],
        65,
        "damaged",
        &[&p(&empty)],
    );
    refused(
        &["count", "10", "--resume", &shard],
        65,
        "not a checkpoint",
        &[&p(&shard)],
    );
    refused(
        &[
            "count",
            "10",
            "--resume",
            &ten,
            "--shard",
            "1/2",
            "--out",
            &path("x.json"),
        ],
        65,
        "shard 0/1, not 1/2",
        &[&p(&ten)],
    );
    refused(
        &["count", "10", "--resume", &path("none.json")],
        66,
        "no such file",
        &[],
    );
    // A fresh count never overwrites a checkpoint.
    refused(
        &["count", "10", "--checkpoint", &ten],
        73,
        "exists",
        &[&p(&ten)],
    );
    refused(&["count", "10", "--every", "5"], 2, "--checkpoint", &[]);
    assert!(!folder.file("x.json").exists());

    // The good one resumes (it is complete: the result at once).
    let out = run(&["count", "10", "--resume", &ten]);
    assert_eq!(text(&out.stdout), "724\n");
}

#[test]
fn an_unwritable_checkpoint_fails_before_counting() {
    let out = run(&["count", "12", "--checkpoint", "/nonexistent/folder/ck.json"]);
    assert_eq!(out.status.code(), Some(73));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("/nonexistent/folder/ck.json"), "{stderr}");
    assert!(out.stdout.is_empty());
}
