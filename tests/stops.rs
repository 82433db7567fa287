//! Every long command stops at once on Ctrl-C, SIGTERM or SIGUSR1, at every moment: while a
//! count plans its subproblems, while a recording works out the run's length, and while a
//! listing streams. Each test waits for the work to be under way (the worker thread the
//! program names, seen in /proc, or the first bytes written), never for a fixed time.

mod common;

use common::Folder;
use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

/// The most a stop may take here: the program stops within 100 ms (see the report's figures
/// measured on an idle machine); the margin is for a loaded one running tests in parallel.
const MARGIN: Duration = Duration::from_secs(2);

/// How long to wait for a process to be under way before failing the test.
const START_TIMEOUT: Duration = Duration::from_secs(60);

fn spawn(args: &[&str], dir: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The names of `pid`'s threads.
fn threads(pid: u32) -> Vec<String> {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    tasks
        .flatten()
        .filter_map(|task| fs::read_to_string(task.path().join("comm")).ok())
        .map(|name| name.trim().to_string())
        .collect()
}

/// Waits until `ready` holds, polling; fails if the process ends first or it takes too long.
fn wait_until(child: &mut Child, what: &str, ready: impl Fn(&Child) -> bool) {
    let start = Instant::now();
    while !ready(child) {
        assert!(
            child.try_wait().unwrap().is_none(),
            "ended before {what}: {:?}",
            child.try_wait()
        );
        assert!(start.elapsed() < START_TIMEOUT, "never {what}");
        thread::sleep(Duration::from_millis(5));
    }
}

/// Waits until `child` has a thread named `name`.
fn wait_for_thread(child: &mut Child, name: &str) {
    wait_until(child, &format!("started {name}"), |c| {
        threads(c.id()).iter().any(|t| t == name)
    });
}

/// Sends `signal` and waits for the end; returns the status, how long it took, and stderr.
fn stop(mut child: Child, signal: Signal) -> (ExitStatus, Duration, String) {
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap());
    let sent = Instant::now();
    kill(pid, signal).unwrap();
    // Polled rather than waited on, so a process that does not stop fails the test instead of
    // hanging it.
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if sent.elapsed() > MARGIN * 5 {
            let _ = child.kill();
            panic!("still running {:?} after {signal}", sent.elapsed());
        }
        thread::sleep(Duration::from_millis(2));
    };
    let took = sent.elapsed();
    let mut err = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        use std::io::Read;
        pipe.read_to_string(&mut err).unwrap();
    }
    (status, took, err)
}

#[test]
fn ctrl_c_during_the_planning_of_n_24_and_32_ends_the_count_at_once() {
    let folder = Folder::new("plan");
    let dir = folder.0.as_path();
    for n in ["24", "32"] {
        let mut child = spawn(&["count", n, "--threads", "1"], dir);
        // The plan is worked out on this thread, for seconds (24) or a minute and more (32).
        wait_for_thread(&mut child, "nqueens-work");
        let (status, took, err) = stop(child, Signal::SIGINT);
        assert_eq!(status.code(), Some(130), "n = {n}: {status:?} {err}");
        assert!(took < MARGIN, "n = {n}: {took:?}");
        assert_eq!(err, "", "n = {n}");
    }
}

#[test]
fn sigusr1_during_the_planning_ends_the_count_and_writes_no_checkpoint() {
    let folder = Folder::new("plan-usr1");
    let dir = folder.0.as_path();
    let mut child = spawn(&["count", "24", "--checkpoint", "ck.json"], dir);
    wait_for_thread(&mut child, "nqueens-work");
    let (status, took, err) = stop(child, Signal::SIGUSR1);
    // Nothing was counted, so nothing saved: the signal's own death, as without a checkpoint.
    assert_eq!(status.signal(), Some(libc_signal(Signal::SIGUSR1)), "{err}");
    assert!(took < MARGIN, "{took:?}");
    assert!(!dir.join("ck.json").exists());
}

#[test]
fn a_resumed_count_stopped_while_it_plans_keeps_its_checkpoint_as_it_was() {
    let folder = Folder::new("plan-resume");
    let dir = folder.0.as_path();
    // A checkpoint of n = 21, whose planning takes a second or more.
    let mut first = spawn(&["count", "21", "--checkpoint", "ck.json"], dir);
    wait_for_thread(&mut first, "nqueens-count");
    let (status, _, err) = stop(first, Signal::SIGTERM);
    assert_eq!(status.code(), Some(75), "{err}");
    let saved = fs::read(dir.join("ck.json")).unwrap();
    let mut resumed = spawn(&["count", "21", "--resume", "ck.json"], dir);
    wait_for_thread(&mut resumed, "nqueens-work");
    let (status, took, err) = stop(resumed, Signal::SIGUSR1);
    assert_eq!(status.code(), Some(75), "{err}");
    assert!(took < MARGIN, "{took:?}");
    assert!(
        err.contains("before counting") && err.contains("--resume ck.json"),
        "{err}"
    );
    assert_eq!(
        fs::read(dir.join("ck.json")).unwrap(),
        saved,
        "the checkpoint changed"
    );
}

fn libc_signal(signal: Signal) -> i32 {
    signal as i32
}

#[test]
fn a_recording_stops_while_it_works_out_the_run_s_length_and_leaves_no_file() {
    let folder = Folder::new("record-length");
    let dir = folder.0.as_path();
    let args = [
        "record",
        "-n",
        "16",
        "--speed",
        "max",
        "--seconds",
        "3600",
        "-o",
        "k.cast",
    ];
    let mut child = spawn(&args, dir);
    // The length of n = 16's run is counted on this thread, for seconds to minutes.
    wait_for_thread(&mut child, "nqueens-work");
    let (status, took, err) = stop(child, Signal::SIGINT);
    assert_eq!(status.code(), Some(130), "{status:?} {err}");
    assert!(took < MARGIN, "{took:?}");
    assert_eq!(err, "");
    assert_eq!(fs::read_dir(dir).unwrap().count(), 0, "a file was left");
}

#[test]
fn a_recording_stops_between_frames_and_leaves_no_file() {
    let folder = Folder::new("record-frames");
    let dir = folder.0.as_path();
    let args = [
        "record",
        "-n",
        "10",
        "--speed",
        "max",
        "--seconds",
        "3600",
        "-o",
        "k.cast",
    ];
    let mut child = spawn(&args, dir);
    // Under way once frames are being written (into the temporary file beside `k.cast`,
    // renamed when whole).
    wait_until(&mut child, "wrote frames", |_| {
        fs::read_dir(dir).unwrap().flatten().any(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with(".k.cast.") && entry.metadata().is_ok_and(|m| m.len() > 0)
        })
    });
    let (status, took, err) = stop(child, Signal::SIGTERM);
    assert_eq!(status.signal(), Some(libc_signal(Signal::SIGTERM)), "{err}");
    assert!(took < MARGIN, "{took:?}");
    assert_eq!(fs::read_dir(dir).unwrap().count(), 0, "a file was left");
}

/// `nqueens args` under a shell that ignores SIGINT first, as a script's background job does.
fn spawn_ignoring_sigint(args: &[&str], dir: &Path) -> Child {
    let exe = env!("CARGO_BIN_EXE_nqueens");
    Command::new("sh")
        .arg("-c")
        .arg(format!("trap '' INT; exec {exe} \"$@\""))
        .arg("sh")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn listings_stop_at_once_and_say_nothing_even_started_with_sigint_ignored() {
    let folder = Folder::new("listings");
    let dir = folder.0.as_path();
    let commands: [&[&str]; 4] = [
        &["solutions", "30"],
        &["trace", "30"],
        &["trace", "30", "--summary"],
        &["solve", "100000000", "--method", "min-conflicts"],
    ];
    for args in commands {
        for signal in [Signal::SIGINT, Signal::SIGTERM] {
            let mut child = spawn_ignoring_sigint(args, dir);
            wait_for_thread(&mut child, "nqueens-signals");
            let (status, took, err) = stop(child, signal);
            assert_eq!(status.signal(), Some(libc_signal(signal)), "{args:?} {err}");
            assert!(took < MARGIN, "{args:?} {signal}: {took:?}");
            assert_eq!(err, "", "{args:?}");
        }
    }
}
