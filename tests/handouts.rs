//! Handouts: `solutions --format chess` and `--format svg`, `w`/`:write` in the screen's
//! notation, and `nqueens worksheet`. The SVG is read back with an XML parser: a document
//! that does not parse, or a board without its n queens, fails here.

mod common;
use common::{Folder, command, nqueens, output_lines, under_lang, valid};

use nqueens::app::{App, Effect, Options};
use nqueens::export;
use nqueens::solver::known;
use nqueens::vocabulary::Speed;

/// Each board of an SVG document, by its caption: the squares of its queens, as their
/// titles name them, in the order drawn (the top rank first). Panics where it does not parse.
fn boards(svg: &str) -> Vec<(String, Vec<String>)> {
    let doc = roxmltree::Document::parse(svg).expect("valid XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let class = |node: &roxmltree::Node, name: &str| node.attribute("class") == Some(name);
    root.descendants()
        .filter(|node| class(node, "board"))
        .map(|board| {
            let caption = board
                .children()
                .find(|c| c.has_tag_name("text"))
                .and_then(|t| t.text())
                .unwrap_or_default()
                .to_string();
            let queens = board
                .descendants()
                .filter(|q| class(q, "queen"))
                .map(|q| {
                    q.children()
                        .find(|c| c.has_tag_name("title"))
                        .and_then(|t| t.text())
                        .expect("a queen names its square")
                        .to_string()
                })
                .collect();
            (caption, queens)
        })
        .collect()
}

/// The files of the board whose queens stand on `squares` (`a8 e7 …`, the top rank first), as
/// 0-based columns.
fn columns(squares: &[String]) -> Vec<u8> {
    squares.iter().map(|s| s.as_bytes()[0] - b'a').collect()
}

/// The labels of a board: its texts other than the caption.
fn labels(svg: &str, board: usize) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let board = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("board"))
        .nth(board)
        .unwrap();
    board
        .children()
        .filter(|c| c.has_tag_name("text"))
        .skip(1)
        .filter_map(|t| t.text().map(String::from))
        .collect()
}

#[test]
fn format_chess_is_cols_in_chess_notation() {
    let chess = output_lines(&["solutions", "8", "--format", "chess"]);
    let cols = output_lines(&["solutions", "8", "--format", "cols", "--notation", "chess"]);
    assert_eq!(chess, cols);
    assert_eq!(chess.len(), 1 + 92);
    assert_eq!(chess[1], "a8 e7 h6 f5 c4 g3 b2 d1");
    // The other flags keep working with it.
    let unique = output_lines(&["solutions", "8", "--format", "chess", "--unique"]);
    assert_eq!(unique.len(), 1 + 12);
    // Numbers are not chess: said in one line, a usage error.
    let out = nqueens(&[
        "solutions",
        "8",
        "--format",
        "chess",
        "--notation",
        "numbers",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn format_svg_parses_and_has_n_queens_on_every_board() {
    for (n, unique) in [(4, false), (6, false), (8, false), (8, true), (10, true)] {
        let mut args = vec!["solutions".to_string(), n.to_string()];
        args.extend(["--format", "svg"].map(String::from));
        if unique {
            args.push("--unique".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = nqueens(&args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        let svg = String::from_utf8(out.stdout).unwrap();
        let found = boards(&svg);
        let k = known(n).unwrap();
        let expected = if unique { k.unique } else { k.total };
        assert_eq!(found.len() as u64, expected, "n = {n}");
        // The same boards as the text listing, in its order, each numbered.
        let mut text_args = vec!["solutions", args[1], "--format", "chess"];
        if unique {
            text_args.push("--unique");
        }
        let listed = output_lines(&text_args);
        for (i, (caption, queens)) in found.iter().enumerate() {
            assert_eq!(caption, &format!("#{}", i + 1));
            assert_eq!(queens.len(), n, "n = {n}, board {caption}");
            assert!(valid(&columns(queens)), "{caption}: {queens:?}");
            assert_eq!(queens.join(" "), listed[i + 1], "n = {n}, {caption}");
        }
    }
}

#[test]
fn svg_boards_are_labelled_with_files_and_ranks() {
    let out = nqueens(&["solutions", "8", "--format", "svg", "--limit", "1"]);
    let svg = String::from_utf8(out.stdout).unwrap();
    let labels = labels(&svg, 0);
    for label in ["1", "8", "a", "h"] {
        assert!(labels.iter().any(|l| l == label), "{label} in {labels:?}");
    }
    assert_eq!(labels.len(), 16, "8 ranks and 8 files");
}

#[test]
fn format_svg_refuses_what_it_cannot_draw_in_one_line() {
    for args in [
        &["solutions", "12", "--format", "svg"][..],
        &["solutions", "8", "--format", "svg", "--ascii"],
        &["solutions", "8", "--format", "svg", "--notation", "chess"],
    ] {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr).lines().count(),
            1,
            "{args:?}"
        );
    }
    // With a limit, the large board is fine.
    let out = nqueens(&["solutions", "12", "--format", "svg", "--limit", "30"]);
    assert!(out.status.success());
    assert_eq!(boards(&String::from_utf8(out.stdout).unwrap()).len(), 30);
}

#[test]
fn write_uses_the_screens_notation_and_numbers_on_request() {
    let folder = Folder::new("write");
    let mut app = App::new(Options::new(6, Speed::Max, false));
    app.run_events(u64::MAX);
    for (line, first) in [
        ("write chess.txt", "# nqueens n = 6, notation chess"),
        (
            "write numbers.txt --notation numbers",
            "# nqueens n = 6, notation numbers",
        ),
    ] {
        let effects = command(&mut app, line);
        let Some(Effect::Write(request)) = effects.iter().find(|e| matches!(e, Effect::Write(_)))
        else {
            panic!("{line}: {effects:?}");
        };
        let path = export::export(request, &folder.0).unwrap();
        let written = std::fs::read_to_string(path).unwrap();
        assert!(written.starts_with(first), "{line}: {written}");
        // The lines after the first, as `solutions` prints them in that notation.
        let notation = if line.contains("numbers") {
            "numbers"
        } else {
            "chess"
        };
        let expected = output_lines(&["solutions", "6", "--notation", notation]);
        assert_eq!(written.lines().collect::<Vec<_>>(), expected, "{line}");
        // Wait for this write to be done before the next is asked.
        app.update(nqueens::vocabulary::Action::Written(
            nqueens::vocabulary::WriteOutcome::Wrote(folder.file("x")),
        ));
    }
}

/// The worksheet's root element's width and height attributes.
fn page_size(svg: &str) -> (String, String) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let root = doc.root_element();
    (
        root.attribute("width").unwrap().to_string(),
        root.attribute("height").unwrap().to_string(),
    )
}

#[test]
fn a_worksheet_is_an_a4_page_of_k_solutions_and_a_blank_board() {
    let folder = Folder::new("worksheet");
    let file = folder.arg("sheet.svg");
    let out = nqueens(&["worksheet", "8", "--solutions", "5", "-o", &file]);
    assert!(out.status.success(), "{out:?}");
    let svg = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        page_size(&svg),
        ("210.00mm".to_string(), "297.00mm".to_string())
    );
    let found = boards(&svg);
    assert_eq!(found.len(), 6);
    let listed = output_lines(&["solutions", "8", "--format", "chess", "--limit", "5"]);
    for (i, (caption, queens)) in found[..5].iter().enumerate() {
        assert_eq!(caption, &format!("Solution {}", i + 1));
        assert_eq!(queens.join(" "), listed[i + 1]);
    }
    assert_eq!(found[5], ("Your solution".to_string(), vec![]));
    // A title says what the page is.
    let doc = roxmltree::Document::parse(&svg).unwrap();
    assert!(
        doc.descendants()
            .any(|n| n.has_tag_name("text") && n.text() == Some("The 8 queens puzzle"))
    );
}

#[test]
fn a_worksheet_never_replaces_a_file_unless_forced() {
    let folder = Folder::new("force");
    let file = folder.arg("sheet.svg");
    std::fs::write(&file, "mine\n").unwrap();
    let out = nqueens(&["worksheet", "6", "--solutions", "2", "-o", &file]);
    assert_eq!(out.status.code(), Some(73));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine\n");
    // Nothing left behind: no temporary file beside it.
    assert_eq!(std::fs::read_dir(&folder.0).unwrap().count(), 1);
    let out = nqueens(&["worksheet", "6", "--solutions", "2", "-o", &file, "--force"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(boards(&std::fs::read_to_string(&file).unwrap()).len(), 3);
    assert_eq!(std::fs::read_dir(&folder.0).unwrap().count(), 1);
}

#[test]
fn a_worksheet_refuses_bad_input_in_one_line() {
    let folder = Folder::new("bad");
    let file = folder.arg("sheet.svg");
    let pdf = folder.arg("sheet.pdf");
    for (args, status) in [
        // An SVG page under another kind's name.
        (vec!["worksheet", "8", "-o", &pdf], 2),
        (vec!["worksheet", "6", "--solutions", "5", "-o", &file], 2),
        (vec!["worksheet", "8", "--solutions", "16", "-o", &file], 2),
        (vec!["worksheet", "0", "-o", &file], 2),
        (vec!["worksheet", "8", "--solutions", "-1", "-o", &file], 2),
        (vec!["worksheet", "8", "-o", folder.0.to_str().unwrap()], 2),
    ] {
        let out = nqueens(&args);
        assert_eq!(out.status.code(), Some(status), "{args:?}: {out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    assert_eq!(std::fs::read_dir(&folder.0).unwrap().count(), 0);
}

#[test]
fn a_worksheet_goes_to_the_standard_output_with_a_dash() {
    let out = nqueens(&["worksheet", "4", "--solutions", "2", "-o", "-"]);
    assert!(out.status.success());
    let found = boards(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(found.len(), 3);
    assert!(found[..2].iter().all(|(_, q)| q.len() == 4));
    // n = 3 has no solution: a page with the blank board alone.
    let out = nqueens(&["worksheet", "3", "--solutions", "0", "-o", "-"]);
    assert!(out.status.success());
    assert_eq!(boards(&String::from_utf8(out.stdout).unwrap()).len(), 1);
}

/// The fonts the handouts name for Chinese, before the generic family.
const CJK_FONTS: [&str; 4] = [
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "PingFang SC",
    "Microsoft YaHei",
];

/// The families of a `font-family` list, unquoted, in order.
fn families(list: &str) -> Vec<String> {
    list.split(',')
        .map(|f| f.trim().trim_matches(|c| c == '\'' || c == '"').to_string())
        .collect()
}

/// Whether `text` holds a Chinese character.
fn holds_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// Checks that `svg` says its language, `lang`, and that every font list in it ends with
/// `generic`, naming the common CJK fonts before it if and only if the document holds Chinese.
/// Returns whether it does.
fn says_its_language_and_fonts(svg: &str, lang: &str, generic: &str, what: &str) -> bool {
    let doc = roxmltree::Document::parse(svg).expect("valid XML");
    let root = doc.root_element();
    let xml = "http://www.w3.org/XML/1998/namespace";
    assert_eq!(
        root.attribute((xml, "lang")),
        Some(lang),
        "{what}: xml:lang"
    );
    let chinese = doc
        .descendants()
        .filter_map(|n| n.text())
        .any(holds_chinese);
    let lists: Vec<Vec<String>> = doc
        .descendants()
        .filter_map(|n| n.attribute("font-family"))
        .map(families)
        .collect();
    assert!(
        root.attribute("font-family").is_some(),
        "{what}: no fonts on the root"
    );
    for list in lists {
        assert_eq!(
            list.last().map(String::as_str),
            Some(generic),
            "{what}: {list:?}"
        );
        let named: Vec<&str> = CJK_FONTS
            .iter()
            .copied()
            .filter(|f| list.iter().any(|g| g == f))
            .collect();
        if chinese {
            assert_eq!(named, CJK_FONTS, "{what}: {list:?}");
        } else {
            assert!(
                named.is_empty(),
                "{what}: CJK fonts without Chinese: {list:?}"
            );
        }
    }
    chinese
}

#[test]
fn every_handout_says_its_language_and_names_chinese_fonts_when_it_holds_chinese() {
    for (locale, lang) in [("en_US.UTF-8", "en"), ("zh_CN.UTF-8", "zh-CN")] {
        for args in [
            &["worksheet", "8", "-o", "-"][..],
            &["worksheet", "3", "-o", "-"],
            &["solutions", "6", "--format", "svg"],
        ] {
            let (status, svg, stderr) = under_lang(locale, args);
            assert_eq!(status, 0, "{args:?}: {stderr}");
            let what = format!("{locale} {args:?}");
            let chinese = says_its_language_and_fonts(&svg, lang, "sans-serif", &what);
            // A worksheet's words are in the language; the solutions sheet's titles too.
            assert_eq!(chinese, lang == "zh-CN", "{what}");
        }
    }
}

/// A length in mm from an attribute of the page (its units are mm).
fn mm(node: roxmltree::Node, name: &str) -> f64 {
    node.attribute(name)
        .unwrap_or_else(|| panic!("{name} on {node:?}"))
        .parse()
        .unwrap()
}

/// Each board of a page: its outline's left, top and side (mm), and its rank labels' right
/// ends (the labels are anchored at their end).
fn outlines(svg: &str) -> Vec<(f64, f64, f64, Vec<f64>)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("board"))
        .map(|board| {
            let outline = board
                .children()
                .find(|c| c.has_tag_name("rect") && c.attribute("fill") == Some("none"))
                .expect("a board's outline");
            let ranks = board
                .children()
                .filter(|c| c.attribute("text-anchor") == Some("end"))
                .map(|t| mm(t, "x"))
                .collect();
            (
                mm(outline, "x"),
                mm(outline, "y"),
                mm(outline, "width"),
                ranks,
            )
        })
        .collect()
}

/// How far the page's ink reaches up and down (mm): from the top of the title's capitals to
/// the bottom of the lowest board's file letters (centred on their `y`).
fn ink_extent(svg: &str) -> (f64, f64) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let texts: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .collect();
    let title = texts[0];
    let top = mm(title, "y") - 0.75 * mm(title, "font-size");
    let bottom = texts
        .iter()
        .map(|t| {
            let (y, size) = (mm(*t, "y"), mm(*t, "font-size"));
            if t.attribute("dominant-baseline") == Some("middle") {
                y + size / 2.0
            } else {
                y + 0.25 * size
            }
        })
        .fold(f64::MIN, f64::max);
    (top, bottom)
}

#[test]
fn a_worksheet_is_one_a4_page_its_content_centred() {
    for args in [
        &["worksheet", "8", "-o", "-"][..],
        &["worksheet", "10", "--solutions", "15", "-o", "-"],
        &["worksheet", "8", "--solutions", "8", "-o", "-"],
        &["worksheet", "4", "--solutions", "1", "-o", "-"],
        &["worksheet", "3", "-o", "-"],
    ] {
        let out = nqueens(args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        let svg = String::from_utf8(out.stdout).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        // It says its page, so that a browser prints one A4 sheet, not its default paper.
        let style: String = doc
            .descendants()
            .filter(|n| n.has_tag_name("style"))
            .filter_map(|n| n.text())
            .collect();
        assert!(
            style.contains("@page { size: A4; margin: 0 }"),
            "{args:?}: {style:?}"
        );
        let (top, bottom) = ink_extent(&svg);
        let below = 297.0 - bottom;
        assert!(
            (top - below).abs() < 3.0 && top >= 12.0 && below >= 12.0,
            "{args:?}: {top:.1} mm above the content, {below:.1} mm below"
        );
    }
    // The solutions sheet is no page: its size is its boards'.
    let out = nqueens(&["solutions", "6", "--format", "svg"]);
    assert!(!String::from_utf8(out.stdout).unwrap().contains("@page"));
}

#[test]
fn a_board_with_no_solution_makes_a_page_that_says_so() {
    for n in ["2", "3"] {
        for (locale, says) in [("en_US.UTF-8", "has no solution"), ("zh_CN.UTF-8", "无解")] {
            let (status, svg, stderr) = under_lang(locale, &["worksheet", n, "-o", "-"]);
            assert_eq!(status, 0, "worksheet {n}: {stderr}");
            let found = boards(&svg);
            assert_eq!(found.len(), 1, "worksheet {n}: {found:?}");
            assert!(found[0].1.is_empty(), "worksheet {n}: {found:?}");
            let doc = roxmltree::Document::parse(&svg).unwrap();
            let sentence = doc
                .descendants()
                .filter(|t| t.has_tag_name("text"))
                .filter_map(|t| t.text())
                .find(|t| t.contains(says));
            assert!(
                sentence.is_some_and(|s| s.contains(&format!("{n}×{n}"))),
                "worksheet {n} in {locale}: {svg}"
            );
        }
    }
    // The default is capped at what the board has; a number asked for is not.
    let out = nqueens(&["worksheet", "1", "-o", "-"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(boards(&String::from_utf8(out.stdout).unwrap()).len(), 2);
    let out = nqueens(&["worksheet", "3", "--solutions", "1", "-o", "-"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn the_blank_board_is_large_enough_to_write_on_and_labels_keep_clear_of_boards() {
    for (args, writable) in [
        (
            &["worksheet", "10", "--solutions", "15", "-o", "-"][..],
            true,
        ),
        (&["worksheet", "8", "--solutions", "15", "-o", "-"], true),
        (&["worksheet", "12", "--solutions", "15", "-o", "-"], true),
        (&["worksheet", "8", "-o", "-"], true),
        (&["worksheet", "20", "--solutions", "15", "-o", "-"], false),
    ] {
        let out = nqueens(args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        let svg = String::from_utf8(out.stdout).unwrap();
        let n: f64 = args[1].parse().unwrap();
        let found = outlines(&svg);
        let (blank, solutions) = found.split_last().unwrap();
        let square = |b: &(f64, f64, f64, Vec<f64>)| b.2 / n;
        for board in solutions {
            assert!(
                square(blank) >= square(board),
                "{args:?}: {blank:?} < {board:?}"
            );
        }
        if writable {
            assert!(
                square(blank) >= 6.0,
                "{args:?}: squares of {:.2} mm",
                square(blank)
            );
        }
        for (x, y, side, ranks) in &found {
            assert_eq!(
                ranks.len() as f64,
                n,
                "{args:?}: rank numbers anchored at their end"
            );
            // The rank numbers end at least a millimetre left of their board.
            assert!(
                ranks.iter().all(|r| *r <= x - 1.0),
                "{args:?}: {ranks:?} at {x}"
            );
            // And a 5 mm gutter left of a board holds no other board.
            for (ox, oy, oside, _) in &found {
                let beside = (oy - y).abs() < 0.01 && ox < x;
                assert!(
                    !beside || ox + oside <= x - 5.0,
                    "{args:?}: the board at {ox} ends {:.2} mm from the one at {x}",
                    x - ox - oside
                );
            }
            assert!(
                *x >= 12.0 && x + side <= 210.0 - 12.0,
                "{args:?}: {x} {side}"
            );
        }
    }
}
