//! `merge --quorum 2` (each shard counted by two different workers, the results compared) and
//! `merge --spot-check P` (a few recorded subproblems counted again): a wrong total sealed
//! with a valid key, which no checksum can catch, is caught by one or the other.

mod common;

use common::Folder;
use std::fs;
use std::process::Output;

use nqueens::count::plan::Id;
use nqueens::count::record::Record;
use nqueens::count::seal::Key;

const KEY: &[u8] = b"a key the workers share";

fn run(args: &[&str]) -> Output {
    common::nqueens_alone(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Counts shard `i` of 3 of n = 12 as `worker`, sealed with the key, into `folder`.
fn count(folder: &Folder, i: u32, worker: &str) -> String {
    let file = folder.arg(&format!("{worker}-{i}.json"));
    let key = folder.arg("key");
    let shard = format!("{i}/3");
    let out = run(&[
        "count", "12", "--shard", &shard, "--out", &file, "--key", &key, "--worker", worker,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    file
}

fn folder(name: &str) -> Folder {
    let folder = Folder::new(name);
    fs::write(folder.file("key"), KEY).unwrap();
    folder
}

/// `merge --key KEY` of `files` with `extra` options.
fn merge(folder: &Folder, files: &[String], extra: &[&str]) -> Output {
    let key = folder.arg("key");
    let mut args = vec!["merge", "--key", key.as_str()];
    args.extend(files.iter().map(String::as_str));
    args.extend_from_slice(extra);
    run(&args)
}

/// Rewrites `file` as a worker with the key would: `edit` changes the record, which is then
/// sealed anew with the key, so its seal is valid.
fn forge(file: &str, edit: impl FnOnce(&mut Record)) {
    let key = Key::new(KEY.to_vec()).unwrap();
    let text = fs::read_to_string(file).unwrap();
    let len = |_| Some(Id::MAX);
    let mut record = Record::from_text_keyed(&text, len, Some(&key)).unwrap();
    edit(&mut record);
    record.checksum = None;
    fs::write(file, record.to_text_sealed(Some(&key))).unwrap();
}

#[test]
fn two_agreeing_workers_merge_to_the_total() {
    let folder = folder("agree");
    let mut files: Vec<String> = (0..3).map(|i| count(&folder, i, "alpha")).collect();
    files.extend((0..3).map(|i| count(&folder, i, "beta")));
    let out = merge(&folder, &files, &["--quorum", "2"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "14200\n");
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    // The worker is under the seal: renaming it is an edit.
    let renamed = fs::read_to_string(&files[3])
        .unwrap()
        .replace(r#""worker":"beta""#, r#""worker":"gamma""#);
    fs::write(&files[3], renamed).unwrap();
    let out = merge(&folder, &files, &["--quorum", "2"]);
    assert_eq!(out.status.code(), Some(65));
    assert!(text(&out.stderr).contains("seal"), "{}", text(&out.stderr));
}

#[test]
fn a_wrong_total_with_a_valid_seal_is_named_and_a_third_result_settles_it() {
    let folder = folder("disagree");
    let mut files: Vec<String> = (0..3).map(|i| count(&folder, i, "alpha")).collect();
    files.extend((0..3).map(|i| count(&folder, i, "beta")));
    // beta lies about shard 1 with the key; without the quorum the merge cannot tell, as
    // n = 12's known total is the only check (here it fails; at n = 28 nothing would).
    forge(&files[4], |r| r.total += 8);
    let out = merge(&folder, &files, &["--quorum", "2"]);
    assert_eq!(out.status.code(), Some(65));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("shard 1/3: the results disagree") && err.contains("beta-1.json"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    // The rerun of shard 1 by a third worker settles it; the liar is named.
    files.push(count(&folder, 1, "gamma"));
    let out = merge(&folder, &files, &["--quorum", "2"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "14200\n");
    let err = text(&out.stderr);
    assert!(
        err.contains("beta-1.json (worker beta) is outvoted on shard 1/3"),
        "{err}"
    );
}

#[test]
fn shards_from_one_worker_or_none_are_listed_for_a_script() {
    let folder = folder("missing");
    let mut files: Vec<String> = (0..3).map(|i| count(&folder, i, "alpha")).collect();
    files.push(count(&folder, 0, "beta"));
    // Shard 1 twice from alpha (the same worker is one vote); shard 2 from alpha alone.
    let again = folder.arg("alpha-1-again.json");
    fs::copy(&files[1], &again).unwrap();
    files.push(again);
    let out = merge(&folder, &files, &["--quorum", "2"]);
    assert_eq!(out.status.code(), Some(65));
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(lines[0].contains("shard 1/3: fewer than 2 different workers agree"));
    assert!(lines[1].contains("shard 2/3") && lines[1].contains("alpha-2.json"));
    let out = merge(&folder, &files[..3], &["--quorum", "2", "--json"]);
    assert_eq!(out.status.code(), Some(65));
    let listed: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let shards: Vec<(u64, &str)> = listed
        .iter()
        .map(|v| (v["index"].as_u64().unwrap(), v["problem"].as_str().unwrap()))
        .collect();
    assert_eq!(
        shards,
        [
            (0, "too-few-workers"),
            (1, "too-few-workers"),
            (2, "too-few-workers")
        ]
    );
    // A shard no file holds is listed too.
    let out = merge(&folder, &files[..2], &["--quorum", "2", "--json"]);
    let last = text(&out.stdout).lines().last().unwrap().to_string();
    assert!(last.contains(r#""problem":"missing""#) && last.contains(r#""shard":"2/3""#));
}

#[test]
fn a_changed_subproblem_count_is_caught_by_a_spot_check() {
    let folder = folder("spot");
    let files: Vec<String> = (0..3).map(|i| count(&folder, i, "alpha")).collect();
    let out = merge(&folder, &files, &["--spot-check", "1"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "14200\n");
    // A worker with the key changes one recorded subproblem's figures (the shard's total
    // stays, so the merge alone would take it).
    forge(&files[2], |r| {
        let spots = r.spots.as_mut().unwrap();
        assert!(!spots.is_empty());
        spots[0].3 -= 1;
    });
    assert!(merge(&folder, &files, &[]).status.success());
    let out = merge(&folder, &files, &["--spot-check", "1"]);
    assert_eq!(out.status.code(), Some(65));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("alpha-2.json (shard 2/3) does not reproduce"),
        "{err}"
    );
    for bad in ["0", "1.5", "x"] {
        let out = merge(&folder, &files, &["--spot-check", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
    }
}

#[test]
fn a_bad_worker_id_is_a_usage_error() {
    for bad in ["", "a b", "x\u{1b}[31m", &"w".repeat(65)] {
        let out = run(&["count", "8", "--worker", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(
            text(&out.stderr).lines().count(),
            1,
            "{}",
            text(&out.stderr)
        );
    }
}
