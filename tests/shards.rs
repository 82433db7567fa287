//! `count --shard I/M --out FILE` and `nqueens merge`: shards of any count add up to the OEIS
//! totals, the same on any thread count; merge refuses sets that are not exactly one count;
//! SLURM and Kubernetes variables name the shard.

mod common;

use common::Folder;
use std::fs;
use std::process::Output;

use nqueens::solver::known;

/// Variables set for a run.
type Env<'a> = &'a [(&'a str, &'a str)];

/// `nqueens` with `args` outside any scheduler's environment, but for the variables of `env`.
fn run_with(args: &[&str], env: Env) -> Output {
    let mut cmd = common::nqueens_alone(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

fn run(args: &[&str]) -> Output {
    run_with(args, &[])
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Counts shard `i` of `m` of `n` into `folder/s-I.json`.
fn count_shard(folder: &Folder, n: usize, i: u32, m: u32, threads: &str) -> String {
    let file = folder.arg(&format!("s-{i}.json"));
    let out = run(&[
        "count",
        &n.to_string(),
        "--shard",
        &format!("{i}/{m}"),
        "--threads",
        threads,
        "--out",
        &folder.arg("s-%a.json"),
    ]);
    assert!(out.status.success(), "{i}/{m}: {}", stderr(&out));
    assert!(out.stdout.is_empty(), "--out prints nothing");
    file
}

/// Merges `files` with `extra` options; stdout on success.
fn merge(files: &[String], extra: &[&str]) -> Output {
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    args.extend_from_slice(extra);
    run(&args)
}

#[test]
fn shards_merge_to_the_oeis_totals_for_m_1_3_7_64() {
    for (n, m) in [(12, 1), (12, 3), (13, 7), (12, 64)] {
        let folder = Folder::new(&format!("m{m}"));
        let files: Vec<String> = (0..m).map(|i| count_shard(&folder, n, i, m, "2")).collect();
        let k = known(n).unwrap();
        let out = merge(&files, &[]);
        assert!(out.status.success(), "n = {n}, M = {m}: {}", stderr(&out));
        assert_eq!(stdout(&out), format!("{}\n", k.total), "n = {n}, M = {m}");
        let out = merge(&files, &["--unique"]);
        assert_eq!(stdout(&out), format!("{}\n", k.unique), "n = {n}, M = {m}");
        // The nodes too: every subproblem counted once, as by a plain count.
        let whole = stdout(&run(&["count", &n.to_string(), "--json"]));
        let merged = stdout(&merge(&files, &["--json"]));
        let nodes = |json: &str| json.split(r#""nodes":"#).nth(1).unwrap().to_string();
        assert_eq!(nodes(&merged), nodes(&whole), "n = {n}, M = {m}");
    }
}

#[test]
fn a_shard_is_the_same_on_any_thread_count() {
    let folder = Folder::new("threads");
    let strip = |path: &str| {
        let text = fs::read_to_string(path).unwrap();
        // Everything but the time taken and the checksum that covers it.
        let (head, _) = text.split_once(r#","seconds":"#).unwrap();
        let (_, tail) = text.split_once(r#","ids":"#).unwrap();
        let (ids, _) = tail.split_once(r#","checksum":"#).unwrap();
        format!("{head} {ids}")
    };
    let one = strip(&count_shard(&folder, 13, 2, 7, "1"));
    // The file exists now: a count never replaces it, so the second goes into a folder of its own.
    let three = strip(&count_shard(&Folder::new("threads-3"), 13, 2, 7, "3"));
    assert_eq!(one, three);
    assert!(one.contains(r#""shard":"2/7""#), "{one}");
}

/// `merge` must refuse with status 65 and one line containing each of `words`.
fn merge_refuses(files: &[String], words: &[&str]) {
    let out = merge(files, &[]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(65), "{files:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    for word in words {
        assert!(err.contains(word), "{word:?} not in: {err}");
    }
    assert!(out.stdout.is_empty());
}

#[test]
fn merge_refuses_a_missing_a_duplicated_and_an_edited_shard() {
    let folder = Folder::new("refuse");
    let files: Vec<String> = (0..4)
        .map(|i| count_shard(&folder, 12, i, 4, "1"))
        .collect();
    assert!(merge(&files, &[]).status.success());

    let missing = [files[0].clone(), files[1].clone(), files[3].clone()];
    merge_refuses(&missing, &["missing subproblems", "shard 2/4"]);

    // A copy of a shard covers its subproblems twice; the same file twice is said as such
    // (issue 37).
    let copy = folder.arg("copy-1.json");
    fs::copy(&files[1], &copy).unwrap();
    let twice = [files.clone(), vec![copy]].concat();
    merge_refuses(&twice, &["counted twice", "s-1.json"]);
    let same = [files.clone(), vec![files[1].clone()]].concat();
    merge_refuses(&same, &["given twice", "s-1.json"]);

    let text = fs::read_to_string(&files[2]).unwrap();
    let total = text.split(r#""total":"#).nth(1).unwrap();
    let digits: String = total.chars().take_while(char::is_ascii_digit).collect();
    let more = (digits.parse::<u64>().unwrap() + 8).to_string();
    let edited = folder.arg("edited.json");
    fs::write(
        &edited,
        text.replacen(
            &format!(r#""total":{digits}"#),
            &format!(r#""total":{more}"#),
            1,
        ),
    )
    .unwrap();
    let with_edit = [files[0].clone(), files[1].clone(), edited, files[3].clone()];
    merge_refuses(&with_edit, &["edited.json", "checksum"]);

    let truncated = folder.arg("truncated.json");
    fs::write(&truncated, &text[..text.len() / 3]).unwrap();
    merge_refuses(&[truncated], &["truncated.json", "truncated"]);

    let folder13 = Folder::new("refuse-13");
    let other_n = count_shard(&folder13, 13, 0, 1, "1");
    merge_refuses(&[files[0].clone(), other_n], &["n = 13", "n = 12"]);

    let ck = folder.arg("ck.json");
    assert!(run(&["count", "12", "--checkpoint", &ck]).status.success());
    merge_refuses(&[ck], &["checkpoint", "--resume"]);
    // A missing file may be a passing trouble of a shared file system: 66, worth a retry.
    let out = merge(&[folder.arg("none.json")], &[]);
    assert_eq!(out.status.code(), Some(66), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("none.json: no such file"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn slurm_and_kubernetes_variables_name_the_shard() {
    let folder = Folder::new("env");
    let out = folder.arg("e-%a.json");
    // A SLURM array 1-3 (no task count): tasks 1, 2, 3 are shards 0, 1, 2 of 3.
    for id in ["1", "2", "3"] {
        let env = [
            ("SLURM_ARRAY_TASK_ID", id),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_MAX", "3"),
        ];
        let r = run_with(&["count", "12", "--out", &out], &env);
        assert!(r.status.success(), "{}", stderr(&r));
    }
    let files: Vec<String> = (0..3).map(|i| folder.arg(&format!("e-{i}.json"))).collect();
    for (i, file) in files.iter().enumerate() {
        let text = fs::read_to_string(file).unwrap();
        assert!(text.contains(&format!(r#""shard":"{i}/3""#)), "{text}");
    }
    assert_eq!(stdout(&merge(&files, &[])), "14200\n");

    // SLURM_ARRAY_TASK_COUNT, from 0.
    let env = [
        ("SLURM_ARRAY_TASK_ID", "1"),
        ("SLURM_ARRAY_TASK_COUNT", "2"),
    ];
    let r = run_with(&["count", "12", "--out", &folder.arg("c-%a.json")], &env);
    assert!(r.status.success(), "{}", stderr(&r));
    assert!(
        fs::read_to_string(folder.arg("c-1.json"))
            .unwrap()
            .contains(r#""shard":"1/2""#)
    );

    // A Kubernetes indexed job: the index, and the shard count from --shards.
    let env = [("JOB_COMPLETION_INDEX", "4")];
    let r = run_with(
        &[
            "count",
            "12",
            "--shards",
            "5",
            "--out",
            &folder.arg("k-%a.json"),
        ],
        &env,
    );
    assert!(r.status.success(), "{}", stderr(&r));
    assert!(
        fs::read_to_string(folder.arg("k-4.json"))
            .unwrap()
            .contains(r#""shard":"4/5""#)
    );

    // A plain count inside an array task still counts the whole board.
    let env = [
        ("SLURM_ARRAY_TASK_ID", "1"),
        ("SLURM_ARRAY_TASK_COUNT", "2"),
    ];
    assert_eq!(stdout(&run_with(&["count", "12"], &env)), "14200\n");

    // Mistakes are usage errors naming the variable or the missing option.
    let cases: [(Env, &[&str], &str); 4] = [
        (
            &[("JOB_COMPLETION_INDEX", "1")],
            &["--out", "x"],
            "--shards",
        ),
        (
            &[("SLURM_ARRAY_TASK_ID", "x")],
            &["--out", "x"],
            "SLURM_ARRAY_TASK_ID=x",
        ),
        (
            &[
                ("SLURM_ARRAY_TASK_ID", "5"),
                ("SLURM_ARRAY_TASK_COUNT", "3"),
            ],
            &["--out", "x"],
            "contiguous",
        ),
        (
            &[],
            &["--shards", "3", "--out", "x"],
            "JOB_COMPLETION_INDEX",
        ),
    ];
    for (env, extra, word) in cases {
        let mut args = vec!["count", "12"];
        args.extend_from_slice(extra);
        let r = run_with(&args, env);
        let err = stderr(&r);
        assert_eq!(r.status.code(), Some(2), "{env:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: ") && err.contains(word), "{err}");
    }
}

#[test]
fn help_lists_the_exit_statuses() {
    let statuses: [(&str, &[&str]); 2] = [("count", &["65", "75", "130"]), ("merge", &["65"])];
    for (command, wanted) in statuses {
        let help = stdout(&run(&[command, "--help"]));
        for status in wanted {
            assert!(help.contains(status), "{command} --help lacks {status}");
        }
    }
}
