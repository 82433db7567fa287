//! The parallel listing (`solutions N` on several threads) against the single-threaded
//! reference, the streaming `SolutionWriter` fed by the solver, byte for byte; its memory with a
//! reader that reads slowly; and how fast a closed pipe ends it.

use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use nqueens::export::format::{Notation, SolutionFormat, SolutionWriter};
use nqueens::list::{self, MAX_AHEAD, Options};
use nqueens::solver::catalog::{Listing, solutions};
use nqueens::solver::known;

/// What `solutions` printed before it ran on several threads: the solver's solutions, one at a
/// time, through the streaming writer, under the notation's line where there is one.
fn reference(options: &Options) -> Vec<u8> {
    let mut writer = SolutionWriter::new(Vec::new(), options.format, options.ascii)
        .with_notation(options.notation.unwrap_or_default());
    if options.notation.is_some() && options.format == SolutionFormat::Cols {
        writer.write_header(options.n).unwrap();
    }
    let limit = usize::try_from(options.limit.unwrap_or(u64::MAX)).unwrap();
    for cols in solutions(options.n, options.listing).take(limit) {
        writer.write(&cols).unwrap();
    }
    writer.finish().unwrap()
}

/// The listing through the library, into memory.
fn parallel(options: &Options) -> Vec<u8> {
    let mut out = Vec::new();
    list::list(options, &mut out).unwrap();
    out
}

/// Every format the command takes: each format with each notation, boards also in ASCII.
fn every_format() -> Vec<(SolutionFormat, Option<Notation>, bool)> {
    let mut all = Vec::new();
    for notation in [None, Some(Notation::Numbers), Some(Notation::Chess)] {
        all.push((SolutionFormat::Cols, notation, false));
        all.push((SolutionFormat::Json, notation, false));
    }
    all.push((SolutionFormat::Board, None, false));
    all.push((SolutionFormat::Board, None, true));
    all
}

fn options(
    n: usize,
    listing: Listing,
    format: (SolutionFormat, Option<Notation>, bool),
) -> Options {
    Options {
        n,
        listing,
        format: format.0,
        notation: format.1,
        ascii: format.2,
        limit: None,
        threads: 2,
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn every_format_is_the_reference_s_bytes_for_n_1_to_12_on_any_number_of_threads() {
    for n in 1..=12 {
        for listing in [Listing::All, Listing::Unique] {
            for format in every_format() {
                let mut options = options(n, listing, format);
                let expect = reference(&options);
                for threads in [1, 2, 3, 8] {
                    options.threads = threads;
                    let got = parallel(&options);
                    // Compared as text first, for a readable failure on small boards.
                    if got != expect && expect.len() < 4096 {
                        assert_eq!(text(&got), text(&expect), "{options:?}");
                    }
                    assert!(got == expect, "{options:?}");
                }
            }
        }
    }
}

/// Boards of 13 and 14 have pieces of several rows on both sides of the middle (the right
/// half is listed from the left half's solutions): the default format against the reference.
#[test]
fn n_13_and_14_are_the_reference_s_bytes() {
    for n in [13, 14] {
        for listing in [Listing::All, Listing::Unique] {
            let options = options(n, listing, (SolutionFormat::Cols, None, false));
            let expect = reference(&options);
            assert!(parallel(&options) == expect, "{options:?}");
        }
    }
}

#[test]
fn a_limit_cuts_the_listing_where_the_reference_does() {
    for format in every_format() {
        for listing in [Listing::All, Listing::Unique] {
            for limit in [1, 2, 7, 91, 92, 500, 724, 725, 100_000] {
                let mut options = options(10, listing, format);
                options.limit = Some(limit);
                let expect = reference(&options);
                assert!(parallel(&options) == expect, "{options:?}");
            }
        }
    }
}

/// The binary itself, on 1 and 2 threads, prints what the reference writes (this is what
/// users see, flags and all).
#[test]
fn the_command_prints_the_reference_s_bytes() {
    for (args, format, notation, ascii, listing) in [
        (&["12"][..], SolutionFormat::Cols, None, false, Listing::All),
        (
            &["12", "--unique"],
            SolutionFormat::Cols,
            None,
            false,
            Listing::Unique,
        ),
        (
            &["11", "--format", "json", "--notation", "chess"],
            SolutionFormat::Json,
            Some(Notation::Chess),
            false,
            Listing::All,
        ),
        (
            &["11", "--notation", "numbers", "--unique"],
            SolutionFormat::Cols,
            Some(Notation::Numbers),
            false,
            Listing::Unique,
        ),
        (
            &["10", "--format", "board"],
            SolutionFormat::Board,
            None,
            false,
            Listing::All,
        ),
        (
            &["9", "--format", "board", "--ascii", "--unique"],
            SolutionFormat::Board,
            None,
            true,
            Listing::Unique,
        ),
    ] {
        let expect = reference(&options(
            args[0].parse().unwrap(),
            listing,
            (format, notation, ascii),
        ));
        for threads in ["1", "2"] {
            let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
                .arg("solutions")
                .args(args)
                .args(["--threads", threads])
                .output()
                .unwrap();
            assert!(
                out.status.success() && out.stderr.is_empty(),
                "{args:?}: {out:?}"
            );
            assert!(out.stdout == expect, "{args:?} on {threads} threads");
        }
    }
}

#[test]
fn bad_thread_counts_are_refused_in_one_line() {
    for bad in ["0", "-1", "257", "two"] {
        let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["solutions", "8", "--threads", bad])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(out.stdout.is_empty());
        let stderr = text(&out.stderr);
        assert!(
            stderr.starts_with("error: ") && stderr.contains("1 to 256"),
            "{stderr}"
        );
    }
}

/// Reads a `/proc/PID/status` field in kB.
fn status_kb(pid: u32, field: &str) -> u64 {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status
        .lines()
        .find(|line| line.starts_with(field))
        .unwrap_or_else(|| panic!("no {field} in {status}"));
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// Whether every thread of `pid` sleeps (waits for room, for the pipe, for a signal), with
/// the CPU time it has used so far.
fn all_asleep(pid: u32) -> (bool, u64) {
    let mut asleep = true;
    let mut ticks = 0;
    for task in fs::read_dir(format!("/proc/{pid}/task")).unwrap() {
        let Ok(stat) = fs::read_to_string(task.unwrap().path().join("stat")) else {
            continue;
        };
        // After the command's name in parentheses: state, then fields 4 on; utime and stime
        // are fields 14 and 15.
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .unwrap()
            .1
            .split_whitespace()
            .collect();
        asleep &= fields[0] == "S";
        ticks += fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    }
    (asleep, ticks)
}

/// Waits until the process has stopped working for want of a reader: every thread asleep and
/// no CPU time used between two looks.
fn until_stalled(child: &Child) {
    let pid = child.id();
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut last = None;
    loop {
        let now = all_asleep(pid);
        if now.0 && last == Some(now) {
            return;
        }
        last = Some(now);
        assert!(Instant::now() < deadline, "the listing never stalled");
        thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn a_reader_that_stops_reading_stops_the_workers_before_the_bound() {
    // 365,596 boards of 784 bytes: 287 MB, over four times the bound.
    let n = 14;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args([
            "solutions",
            &n.to_string(),
            "--format",
            "board",
            "--threads",
            "2",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdout = child.stdout.take().unwrap();
    let mut buf = vec![0; 1 << 16];
    let mut read = 0;
    // Everything read, cut into lines below to count the boards.
    let mut carry = Vec::new();
    while read < 1 << 20 {
        let got = stdout.read(&mut buf).unwrap();
        read += got;
        carry.extend_from_slice(&buf[..got]);
    }
    // The reader pauses: the workers must go on only until the bound, then wait.
    until_stalled(&child);
    let (held, peak) = (status_kb(pid, "VmRSS:"), status_kb(pid, "VmHWM:"));
    let bound_kb = (MAX_AHEAD / 1024) as u64;
    println!(
        "stalled after {read} bytes read: {held} kB resident, peak {peak} kB, bound {bound_kb} kB"
    );
    // It filled up to the bound, so the pause was felt (the bound counts whole buffers, at
    // least half of each written), and not much past it.
    assert!(
        held >= bound_kb / 2,
        "{held} kB resident: the queue never filled"
    );
    let margin_kb = 32 << 10;
    assert!(peak <= bound_kb + margin_kb, "peak {peak} kB");
    // Then the rest in small reads, with a look at the peak every 16 MB.
    let mut boards = 0;
    let mut next_look = read;
    loop {
        let got = stdout.read(&mut buf[..4096]).unwrap();
        if got == 0 {
            break;
        }
        read += got;
        carry.extend_from_slice(&buf[..got]);
        // Count `solution K` lines as they go by.
        while let Some(end) = carry.iter().position(|&b| b == b'\n') {
            boards += u64::from(carry.starts_with(b"solution "));
            carry.drain(..=end);
        }
        if read >= next_look {
            next_look += 16 << 20;
            // Gone at the very end, once the process exits.
            let status = fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
            if status.contains("VmHWM:") {
                let peak = status_kb(pid, "VmHWM:");
                assert!(
                    peak <= bound_kb + margin_kb,
                    "peak {peak} kB after {read} bytes"
                );
            }
        }
    }
    assert!(child.wait().unwrap().success());
    // Every board came, the ones before the pause included.
    assert_eq!(boards, known(n).unwrap().total);
}

#[test]
fn a_closed_pipe_ends_a_large_listing_at_once() {
    for threads in ["1", "2"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["solutions", "20", "--threads", threads])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = Instant::now();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        reader.read_line(&mut first).unwrap();
        let first_line = started.elapsed();
        // As `| head -1` does: one line, then the pipe closes.
        drop(reader);
        let closed = Instant::now();
        let status = child.wait().unwrap();
        let ended = closed.elapsed();
        println!(
            "{threads} threads: first line after {first_line:?}, ended {ended:?} after the close"
        );
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert!(status.success() && stderr.is_empty(), "{status:?} {stderr}");
        assert_eq!(first, "0 2 4 1 3 12 14 11 17 19 16 8 15 18 7 9 6 13 5 10\n");
        // Measured at 1 to 37 ms after the close on a loaded machine (printed above); the
        // bound is wide so that a test run crowding the cores cannot fail it, and still far
        // from the hours the whole listing of n = 20 takes.
        assert!(ended < Duration::from_secs(2), "{ended:?} after the close");
    }
}

/// A listing whose solutions come slowly (n = 32, one class a second or so: a buffer of them
/// would take hours to fill) still shows each soon after it is found, not when a buffer fills.
#[test]
fn slow_listings_show_their_solutions_as_they_come() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["solutions", "32", "--unique", "--threads", "2"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let started = Instant::now();
    let mut lines = Vec::new();
    for _ in 0..2 {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        lines.push(line);
    }
    let took = started.elapsed();
    child.kill().unwrap();
    child.wait().unwrap();
    println!("two classes of 32 in {took:?}");
    assert!(
        lines.iter().all(|l| l.split(' ').count() == 32),
        "{lines:?}"
    );
    // Finding them takes a second or two of one core; the margin is for a busy machine.
    assert!(took < Duration::from_secs(60), "{took:?}");
}
