//! Format 2 (pieces cut deeper, each shard finding its own) covers every subproblem exactly
//! once whatever the number of shards; `count --plan` says what a count will do; format 1
//! files still merge.

mod common;

use common::Folder;
use std::fs;
use std::process::Output;
use std::sync::atomic::AtomicBool;

use nqueens::count::plan::{Counts, FORMAT, FORMAT_DEEP, Id, Plan};
use nqueens::count::shard::Shard;
use nqueens::solver::known;

/// The counts of every shard of `m` of an `n` board in format 2, added up, and the number of
/// pieces they hold.
fn by_shards(n: usize, m: u32) -> (Counts, u64) {
    let mut sum = Counts::default();
    let mut pieces = 0;
    for index in 0..m {
        let plan = Plan::of(n, FORMAT_DEEP, Shard { index, count: m }).unwrap();
        let ids: Vec<Id> = plan.shard(Shard { index, count: m }).collect();
        assert_eq!(ids.len(), plan.len() as usize);
        sum += plan
            .run(&ids, 2, &|_, _| {}, &AtomicBool::new(false))
            .unwrap();
        pieces += u64::from(plan.len());
    }
    (sum, pieces)
}

#[test]
fn format_2_shards_cover_every_subproblem_once() {
    for n in 8..=14 {
        let k = known(n).unwrap();
        let (whole, pieces) = by_shards(n, 1);
        assert_eq!(
            (whole.total, whole.unique),
            (k.total.into(), k.unique.into()),
            "n = {n}"
        );
        for m in [2, 3, 7, 64] {
            // The same pieces, dealt out: the same solutions, classes and nodes (a piece
            // counted twice or lost would change the nodes at least).
            assert_eq!(by_shards(n, m), (whole, pieces), "n = {n}, {m} shards");
        }
    }
}

#[test]
fn format_2_cuts_no_piece_above_ten_times_the_mean() {
    for n in [12, 14, 16] {
        let plan = Plan::of(n, FORMAT_DEEP, Shard::WHOLE).unwrap();
        let mean = plan.total_weight() as f64 / f64::from(plan.len());
        let largest = (0..plan.len()).map(|id| plan.weight(id)).max().unwrap();
        assert!(
            (largest as f64) <= 10.0 * mean,
            "n = {n}: {largest} against a mean of {mean}"
        );
    }
}

#[test]
fn both_formats_count_alike_and_format_1_is_the_default_below_25() {
    assert_eq!(Plan::new(16).unwrap().format(), FORMAT);
    let all = |plan: &Plan| {
        let ids: Vec<Id> = (0..plan.len()).collect();
        plan.run(&ids, 2, &|_, _| {}, &AtomicBool::new(false))
            .unwrap()
    };
    for n in [1, 2, 3, 4, 5, 6, 7, 12] {
        let one = all(&Plan::of(n, FORMAT, Shard::WHOLE).unwrap());
        let two = all(&Plan::of(n, FORMAT_DEEP, Shard::WHOLE).unwrap());
        assert_eq!((one.total, one.unique), (two.total, two.unique), "n = {n}");
    }
    // The tiny boards are one piece, at the start of the line: in the first shard only.
    let first = Plan::of(3, FORMAT_DEEP, Shard { index: 0, count: 4 }).unwrap();
    let other = Plan::of(3, FORMAT_DEEP, Shard { index: 2, count: 4 }).unwrap();
    assert_eq!((first.len(), other.len()), (1, 0));
}

/// Runs nqueens outside any job scheduler's environment.
fn run(args: &[&str]) -> Output {
    common::nqueens_alone(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Counts shard `shard` of `n` into `folder/NAME`, with `extra` options; the file's path.
fn shard_file(folder: &Folder, name: &str, n: usize, shard: &str, extra: &[&str]) -> String {
    let file = folder.arg(name);
    let n = n.to_string();
    let mut args = vec!["count", n.as_str()];
    args.extend_from_slice(&["--shard", shard, "--out", &file, "--threads", "2"]);
    args.extend_from_slice(extra);
    let out = run(&args);
    assert!(out.status.success(), "{shard}: {}", text(&out.stderr));
    file
}

/// A field of a one-line JSON object, as text.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let start = line.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
    let rest = &line[start..];
    let end = if rest.starts_with('[') {
        rest.find(']').unwrap() + 1
    } else {
        rest.find([',', '}']).unwrap()
    };
    &rest[..end]
}

#[test]
fn format_2_shard_files_merge_when_they_tile_the_count() {
    let folder = Folder::new("merge");
    let two = ["--format", "2"];
    let files = [
        shard_file(&folder, "a.json", 13, "0/2", &two),
        shard_file(&folder, "b.json", 13, "2/4", &two),
        shard_file(&folder, "c.json", 13, "3/4", &two),
    ];
    assert!(
        fs::read_to_string(&files[0])
            .unwrap()
            .contains(r#""format":2"#)
    );
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout).trim(),
        known(13).unwrap().total.to_string()
    );
    // Without the last quarter: refused, naming what is missing.
    let out = run(&["merge", &files[0], &files[1]]);
    assert_eq!(out.status.code(), Some(65));
    let err = text(&out.stderr);
    assert!(err.contains("missing 25.000% of the work"), "{err}");
    // A format 1 shard does not mix with format 2 ones.
    let old = shard_file(&folder, "old.json", 13, "1/2", &["--format", "1"]);
    let out = run(&["merge", &files[0], &old]);
    assert_eq!(out.status.code(), Some(65));
    assert!(
        text(&out.stderr).contains("format"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn format_1_shards_still_merge_and_resume_keeps_its_format() {
    let folder = Folder::new("format-1");
    let files: Vec<String> = (0..3)
        .map(|i| {
            let name = format!("s{i}.json");
            shard_file(&folder, &name, 12, &format!("{i}/3"), &["--format", "1"])
        })
        .collect();
    assert!(
        fs::read_to_string(&files[0])
            .unwrap()
            .contains(r#""format":1"#)
    );
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "14200");
    // A finished checkpoint of format 2, resumed as format 1, is refused by name.
    let ck = folder.arg("ck.json");
    let out = run(&["count", "12", "--format", "2", "--checkpoint", &ck]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = run(&["count", "12", "--format", "1", "--resume", &ck]);
    assert_eq!(out.status.code(), Some(65));
    assert!(
        text(&out.stderr).contains("give --format 2"),
        "{}",
        text(&out.stderr)
    );
    let out = run(&["count", "12", "--format", "2", "--resume", &ck]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "14200");
}

/// The board the plan is checked on: n = 16 takes a few seconds in a release build, minutes
/// in a debug one, where n = 12 stands in.
const PLANNED: usize = if cfg!(debug_assertions) { 12 } else { 16 };

/// `count N --plan --json` for `m` shards in `format`, and each shard's file.
fn plan_and_shards(folder: &Folder, format: &str, m: u32) -> (String, Vec<String>) {
    let n = PLANNED.to_string();
    let out = run(&[
        "count",
        &n,
        "--plan",
        "--shards",
        &m.to_string(),
        "--format",
        format,
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let plan = text(&out.stdout);
    let files = (0..m)
        .map(|i| {
            let name = format!("f{format}-{i}.json");
            let file = shard_file(
                folder,
                &name,
                PLANNED,
                &format!("{i}/{m}"),
                &["--format", format],
            );
            fs::read_to_string(file).unwrap()
        })
        .collect();
    (plan, files)
}

/// The number of ids a shard file covers.
fn ids_in(file: &str) -> u64 {
    let ids = field(file, "ids");
    let numbers: Vec<u64> = ids
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    numbers.chunks(2).map(|p| p[1] - p[0] + 1).sum()
}

#[test]
fn the_plan_of_n_16_matches_its_count() {
    eprintln!("n = {PLANNED}");
    let folder = Folder::new("plan");
    for format in ["1", "2"] {
        let m = 4;
        let (plan, files) = plan_and_shards(&folder, format, m);
        assert_eq!(field(&plan, "format"), format);
        let sizes: Vec<u64> = files.iter().map(|f| ids_in(f)).collect();
        assert_eq!(
            field(&plan, "subproblems"),
            sizes.iter().sum::<u64>().to_string(),
            "format {format}"
        );
        let fewest = sizes.iter().min().unwrap();
        let most = sizes.iter().max().unwrap();
        assert_eq!(
            field(&plan, "shard_subproblems"),
            format!("[{fewest},{most}]"),
            "format {format}"
        );
        // The time it foresees is a figure to read, not a bar: it is measured on a shared
        // machine, so a test holds it only to being a time at all (benches compare speeds).
        let foreseen: f64 = field(&plan, "seconds").parse().unwrap();
        assert!(
            foreseen.is_finite() && foreseen > 0.0,
            "format {format}: foreseen {foreseen} s"
        );
    }
}

#[test]
fn the_plan_of_one_shard_of_n_27_comes_at_once() {
    let out = run(&["count", "27", "--plan", "--shard", "17/10000", "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let plan = text(&out.stdout);
    assert_eq!(field(&plan, "format"), "2");
    assert_eq!(field(&plan, "shard"), "17");
    let pieces: u64 = field(&plan, "subproblems").parse().unwrap();
    assert!(pieces > 0, "{plan}");
    let task: u64 = field(&plan, "task_bytes").parse().unwrap();
    assert!(task < 100_000_000, "{plan}");
}

#[test]
fn plan_mistakes_are_one_line_and_status_2() {
    for args in [
        &["count", "12", "--plan", "--out", "x.json"][..],
        &["count", "12", "--format", "3"],
        &["count", "12", "--shard", "1/2"],
        &["count", "12", "--plan", "--checkpoint", "c.json"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

/// `line`, a one-line JSON object, without the fields named in `keys` (figures of time, and
/// the checksum over them).
fn without(line: &str, keys: &[&str]) -> String {
    let mut line = line.trim().to_string();
    for key in keys {
        let value = field(&line, key).to_string();
        line = line.replace(&format!(",\"{key}\":{value}"), "");
    }
    line
}

#[test]
fn the_even_plan_and_its_shard_files_are_the_same_on_any_number_of_threads() {
    // The pieces are found by weighing on rayon's threads; the plan and what a task writes
    // must not depend on how many there are.
    let folder = Folder::new("threads");
    let outputs: Vec<(String, String)> = ["1", "2", "3"]
        .into_iter()
        .map(|threads| {
            let plan = common::nqueens_alone(&[
                "count", "14", "--plan", "--shards", "500", "--format", "3", "--json",
            ])
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .unwrap();
            assert!(plan.status.success(), "{}", text(&plan.stderr));
            let file = folder.arg(&format!("t{threads}.json"));
            let shard = common::nqueens_alone(&[
                "count", "14", "--shard", "17/500", "--format", "3", "--out", &file,
            ])
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .unwrap();
            assert!(shard.status.success(), "{}", text(&shard.stderr));
            let plan = without(&text(&plan.stdout), &["speed", "shard_seconds", "seconds"]);
            let file = without(&fs::read_to_string(file).unwrap(), &["seconds", "checksum"]);
            (plan, file)
        })
        .collect();
    assert!(
        outputs[0].1.contains("\"shard\":\"17/500\""),
        "{}",
        outputs[0].1
    );
    for (threads, other) in [2, 3].into_iter().zip(&outputs[1..]) {
        assert_eq!(&outputs[0], other, "1 thread against {threads}");
    }
}
