//! The text commands' errors follow the language (issue 28): each refusal is one line, in
//! Chinese under `--lang zh` or `LANG=zh_CN.UTF-8`, with the same exit status as in English;
//! in English it is word for word what it was; and what the commands print for scripts
//! (stdout) is the same in both languages.

mod common;

use common::Folder;

/// Whether `text` has a Chinese character in it.
fn has_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// Runs `args` in English, with `--lang zh` and under a Chinese locale; checks that the
/// refusal has `status` in all three, is one line each time, is Chinese in both Chinese runs
/// (the same line) and English otherwise; returns the English line and the Chinese one.
fn refused_in_both(args: &[&str], status: i32) -> (String, String) {
    let (en_status, en_out, en) = common::under_lang("C", args);
    assert_eq!(en_status, status, "{args:?} in English: {en}");
    assert_eq!(en_out, "", "{args:?}");
    assert_eq!(en.lines().count(), 1, "{args:?} in English: {en}");
    assert!(!has_chinese(&en), "{args:?} in English: {en}");

    let mut with_flag = args.to_vec();
    with_flag.extend(["--lang", "zh"]);
    let (zh_status, zh_out, zh) = common::under_lang("C", &with_flag);
    assert_eq!(zh_status, status, "{with_flag:?}: {zh}");
    assert_eq!(zh_out, "", "{with_flag:?}");
    assert_eq!(zh.lines().count(), 1, "{with_flag:?}: {zh}");
    assert!(has_chinese(&zh), "{with_flag:?} is not in Chinese: {zh}");

    let (locale_status, _, locale) = common::under_lang("zh_CN.UTF-8", args);
    assert_eq!(locale_status, status, "{args:?} under zh_CN: {locale}");
    assert_eq!(locale, zh, "{args:?}: the locale and --lang zh differ");
    // And --lang en wins over the locale.
    let mut english = args.to_vec();
    english.extend(["--lang", "en"]);
    assert_eq!(
        common::under_lang("zh_CN.UTF-8", &english),
        (status, String::new(), en.clone())
    );
    (en.trim_end().to_string(), zh.trim_end().to_string())
}

#[test]
fn usage_errors_keep_error_and_the_help_to_read_in_chinese() {
    let (en, zh) = refused_in_both(&["count", "8", "--every", "5"], 2);
    assert_eq!(
        en,
        "error: --every sets how often to checkpoint: it needs --checkpoint FILE or --resume \
         FILE (see `nqueens count --help`)"
    );
    assert!(zh.starts_with("错误：--every "), "{zh}");
    assert!(zh.ends_with("（见 `nqueens count --help`）"), "{zh}");

    // A value clap refuses through the program's parser: clap's words too are said in the
    // language (issue 42), the argument and the value quoted as typed.
    let (en, zh) = refused_in_both(&["count", "40"], 2);
    assert_eq!(
        en,
        "error: invalid value '40' for '<N>': expected a board size from 1 to 32 (see \
         `nqueens count --help`)"
    );
    assert!(zh.starts_with("错误：'<N>' 的值 '40' 无效："), "{zh}");
    assert!(zh.contains("1 到 32"), "{zh}");

    let (en, zh) = refused_in_both(&["trace", "8", "--seed", "1"], 2);
    assert!(en.contains("--seed applies to --strategy"), "{en}");
    assert!(zh.contains("--strategy min-conflicts"), "{zh}");

    let (en, _) = refused_in_both(&["solutions", "8", "--ascii"], 2);
    assert_eq!(
        en,
        "error: --ascii draws boards: it applies to --format board only, not --format cols \
         (see `nqueens solutions --help`)"
    );
    refused_in_both(&["count", "8", "--out", "x.json", "--shard", "4/4"], 2);
    refused_in_both(&["lesson", "no-such-lesson"], 2);
}

#[test]
fn file_refusals_keep_their_status_in_chinese() {
    let dir = Folder::new("files");
    // Missing: 66.
    let missing = dir.arg("none.json");
    let (en, zh) = refused_in_both(&["merge", &missing], 66);
    assert_eq!(en, format!("nqueens: {missing}: no such file"));
    assert!(zh.starts_with(&format!("nqueens: {missing}：")), "{zh}");

    // Not a count file: 65, with the reader's cause left as it is.
    let damaged = dir.arg("damaged.json");
    std::fs::write(&damaged, "{not json").unwrap();
    let (en, _) = refused_in_both(&["count", "8", "--resume", &damaged], 65);
    assert!(
        en.starts_with(&format!(
            "nqueens: {damaged}: not a count file of nqueens, or damaged or truncated ("
        )),
        "{en}"
    );

    // An empty key: 65.
    let key = dir.arg("key");
    std::fs::write(&key, "").unwrap();
    refused_in_both(&["merge", "--key", &key, &damaged], 65);

    // A file in the way: 73, and the file is left as it was.
    let taken = dir.arg("taken.json");
    std::fs::write(&taken, "mine\n").unwrap();
    let (en, _) = refused_in_both(&["count", "8", "--checkpoint", &taken], 73);
    assert_eq!(
        en,
        format!(
            "nqueens: {taken} exists, and is left as it is: continue it with --resume \
             {taken}, or remove it"
        )
    );
    let sheet = dir.arg("sheet.svg");
    std::fs::write(&sheet, "mine\n").unwrap();
    let (en, _) = refused_in_both(&["worksheet", "8", "-o", &sheet], 73);
    assert_eq!(
        en,
        format!(
            "nqueens: cannot write {sheet}: a file of that name exists, and is left as it is \
             (--force replaces it)"
        )
    );
    assert_eq!(std::fs::read_to_string(&taken).unwrap(), "mine\n");
    assert_eq!(std::fs::read_to_string(&sheet).unwrap(), "mine\n");
}

#[test]
fn a_search_without_an_answer_says_so_in_the_language() {
    let (en, zh) = refused_in_both(&["solve", "3"], 1);
    assert_eq!(
        en,
        "nqueens: the 3×3 board has no solution (2 and 3 are the only sizes without one)"
    );
    assert!(zh.contains("3×3"), "{zh}");
}

#[test]
fn what_scripts_read_is_the_same_in_both_languages() {
    for args in [
        &["count", "8", "--json"][..],
        &["solutions", "6"],
        &["solutions", "5", "--format", "chess", "--unique"],
        &["trace", "4", "--limit", "20"],
        &["solve", "9"],
    ] {
        let (status, out, err) = common::under_lang("C", args);
        assert_eq!(status, 0, "{args:?}: {err}");
        let mut zh = args.to_vec();
        zh.extend(["--lang", "zh"]);
        let (zh_status, zh_out, _) = common::under_lang("C", &zh);
        assert_eq!(zh_status, 0, "{zh:?}");
        // The JSON record's seconds differ from run to run; a listing's `#` header is a
        // comment for people, in their language; all else is the same.
        let steady = |text: &str| {
            text.lines()
                .filter(|line| !line.starts_with("# "))
                .collect::<Vec<_>>()
                .join("\n")
                .split(',')
                .filter(|field| !field.contains("\"seconds\""))
                .collect::<Vec<_>>()
                .join(",")
        };
        assert_eq!(steady(&zh_out), steady(&out), "{zh:?}");
        assert!(!out.is_empty(), "{args:?}");
    }
}
