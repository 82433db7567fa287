//! The shape of the code, read from its `use` lines and paths: the modules of the program
//! depend on one another in one direction only, the vocabulary is a leaf, and the state knows
//! nothing of the terminal.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// The layer a part of a strategy's folder belongs to: a folder holds one file (or folder) per
/// layer, and each is held to its layer's rules: `search` steps (the solvers, `solver`),
/// `view` draws (the view, `ui`), `story` tells (the state, `app`); the rest (the registry,
/// each folder's `mod.rs`) is `strategies`' own.
fn layer_of_part(part: &str) -> Option<&'static str> {
    match part.strip_suffix(".rs").unwrap_or(part) {
        "search" => Some("solver"),
        "view" => Some("ui"),
        "story" => Some("app"),
        _ => None,
    }
}

/// The top-level module a file belongs to (`src/app/search.rs` → `app`), `None` for the
/// crate root and the binary; a part of a strategy's folder, the layer it belongs to
/// (`src/strategies/genetic/view.rs` → `ui`, see [`layer_of_part`]).
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).unwrap();
    let parts: Vec<&str> = rel
        .components()
        .filter_map(|c| c.as_os_str().to_str())
        .collect();
    if let ["strategies", _, part, ..] = parts.as_slice()
        && let Some(layer) = layer_of_part(part)
    {
        return Some(layer.to_string());
    }
    let first = rel.components().next()?.as_os_str().to_str()?.to_string();
    match first.strip_suffix(".rs") {
        Some("lib" | "main") => None,
        Some(stem) => Some(stem.to_string()),
        None => Some(first),
    }
}

/// The top-level modules of this crate that `text` names: `crate::x…` and the first names of
/// `crate::{x, y::…}`; a part of a strategy's folder counts as its layer
/// (`crate::strategies::genetic::view` → `ui`). Comments count too: a doc link to a module is
/// a dependency of the reader's, and keeping them honest costs nothing.
fn named_modules(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let ident = |s: &str| -> String {
        let name: String = s
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        // `strategies::<folder>::<part>`: the part's layer, if it has one.
        let path: Vec<&str> = s
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '$'))
            .next()
            .unwrap_or("")
            .split("::")
            .collect();
        match path.as_slice() {
            ["strategies", _, part, ..] => layer_of_part(part).map_or(name, String::from),
            _ => name,
        }
    };
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level names of the group: those at brace depth 0.
            let mut depth = 0;
            let mut start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if c.is_whitespace() => {}
                    _ if start && depth == 0 => {
                        out.insert(ident(&group[i..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|m| !m.is_empty());
    // `crate::t!` is the catalog's macro, exported at the root from `i18n`.
    if out.remove("t") {
        out.insert("i18n".to_string());
    }
    out
}

/// Which top-level module names which.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in sources(&src) {
        let Some(module) = module_of(&src, &file) else {
            continue;
        };
        let text = fs::read_to_string(&file).unwrap();
        let names = named_modules(&text);
        let entry = graph.entry(module.clone()).or_default();
        entry.extend(names.into_iter().filter(|m| *m != module));
    }
    graph
}

/// A cycle through `start`, as the modules along it, if there is one.
fn cycle_through(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    // Depth-first search for a path from `start` back to itself.
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for next in graph.get(&at).into_iter().flatten() {
            if next == start {
                let mut cycle = path.clone();
                cycle.push(start.to_string());
                return Some(cycle);
            }
            if seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn modules_depend_on_each_other_one_way_only() {
    let graph = graph();
    for module in ["app", "input", "ui", "runtime"] {
        assert!(graph.contains_key(module), "no module {module}");
    }
    // Not only between the four: no cycle anywhere (a detour through another module is a
    // cycle all the same).
    for module in graph.keys() {
        if let Some(cycle) = cycle_through(&graph, module) {
            panic!("a cycle of dependencies: {}", cycle.join(" → "));
        }
    }
}

#[test]
fn the_vocabulary_is_a_leaf() {
    let graph = graph();
    let named = &graph["vocabulary"];
    assert!(named.is_empty(), "vocabulary names {named:?}");
}

/// Every module `start` depends on, directly or through others.
fn reached_from(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> BTreeSet<String> {
    let mut reached = BTreeSet::new();
    let mut stack = vec![start.to_string()];
    while let Some(at) = stack.pop() {
        for next in graph.get(&at).into_iter().flatten() {
            if reached.insert(next.clone()) {
                stack.push(next.clone());
            }
        }
    }
    reached
}

/// The files of a top-level module as [`module_of`] counts them (`app`: `src/app/…` and the
/// strategies' stories; `hitmap`: `src/hitmap.rs`).
fn files_of(module: &str) -> Vec<PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    sources(&src)
        .into_iter()
        .filter(|file| module_of(&src, file).as_deref() == Some(module))
        .collect()
}

#[test]
fn the_state_knows_nothing_of_the_terminal() {
    // Not the key table, the view or the loop, and not through another module either: the
    // state reports meanings, the view words them.
    let graph = graph();
    let reached = reached_from(&graph, "app");
    for module in ["input", "ui", "runtime", "commands", "cli", "hitmap"] {
        assert!(
            !reached.contains(module),
            "app depends on {module} (through {reached:?})"
        );
    }
    // Nor does anything it depends on name the terminal's crates.
    for module in reached.iter().map(String::as_str).chain(["app"]) {
        for file in files_of(module) {
            let text = fs::read_to_string(&file).unwrap();
            for word in ["ratatui", "crossterm"] {
                assert!(
                    !text.contains(word),
                    "{} names {word}, and app depends on it",
                    file.display()
                );
            }
        }
    }
}

#[test]
fn the_reader_finds_what_it_must() {
    // The check above is only as good as this reading of the sources.
    let names = named_modules(
        "use crate::app::{App, Status};\nuse crate::{export, ui::{self, Drawn}};\n// [`crate::input`]",
    );
    let expected: BTreeSet<String> = ["app", "export", "ui", "input"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(names, expected);
    // A strategy's parts count as their layers, wherever they are named from.
    let names = named_modules(
        "use crate::strategies::genetic::view::VIEW;\nuse crate::strategies::genetic::story;\nuse crate::strategies::About;\n&crate::strategies::$folder::view::VIEW",
    );
    let expected: BTreeSet<String> = ["ui", "app", "strategies"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(names, expected);
    let src = Path::new("/src");
    for (file, layer) in [
        ("/src/strategies/genetic/view.rs", Some("ui")),
        ("/src/strategies/genetic/view/panel.rs", Some("ui")),
        ("/src/strategies/genetic/story.rs", Some("app")),
        ("/src/strategies/genetic/search.rs", Some("solver")),
        ("/src/strategies/genetic/mod.rs", Some("strategies")),
        ("/src/strategies/mod.rs", Some("strategies")),
        ("/src/ui/view.rs", Some("ui")),
    ] {
        assert_eq!(module_of(src, Path::new(file)).as_deref(), layer, "{file}");
    }
    let mut looped = BTreeMap::new();
    looped.insert("a".to_string(), BTreeSet::from(["b".to_string()]));
    looped.insert("b".to_string(), BTreeSet::from(["c".to_string()]));
    looped.insert("c".to_string(), BTreeSet::from(["a".to_string()]));
    assert!(cycle_through(&looped, "a").is_some());
    assert_eq!(reached_from(&looped, "a").len(), 3);
    looped.get_mut("c").unwrap().clear();
    assert!(cycle_through(&looped, "a").is_none());
    let reached: Vec<String> = reached_from(&looped, "a").into_iter().collect();
    assert_eq!(reached, ["b", "c"]);
}

/// The functions of `text` longer than `most` lines, as `name (lines)`: a `fn` line and the
/// line closing it at the same indentation.
fn long_functions(text: &str, most: usize) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        let Some(at) = trimmed.find("fn ") else {
            continue;
        };
        let head = &trimmed[..at];
        let is_fn = head
            .split_whitespace()
            .all(|w| w == "pub" || w.starts_with("pub(") || w == "const" || w == "async");
        if !is_fn || trimmed.ends_with(';') {
            continue;
        }
        let name: String = trimmed[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let closing = format!("{indent}}}");
        if let Some(end) = (i + 1..lines.len()).find(|&j| lines[j] == closing) {
            let length = end - i + 1;
            if length > most {
                out.push(format!("{name} ({length})"));
            }
        }
    }
    out
}

#[test]
fn no_function_of_the_state_is_longer_than_80_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut long = Vec::new();
    for file in sources(&src) {
        let text = fs::read_to_string(&file).unwrap();
        for f in long_functions(&text, 80) {
            long.push(format!("{}: {f}", file.display()));
        }
    }
    assert!(long.is_empty(), "longer than 80 lines: {long:?}");
    // The reader finds a long one.
    let body = "    x();\n".repeat(81);
    let text = format!("impl A {{\n    pub(super) fn big() {{\n{body}    }}\n}}\n");
    assert_eq!(long_functions(&text, 80), ["big (83)"]);
}
