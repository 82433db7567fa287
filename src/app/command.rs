//! The command line after `:`: what is typed, completion of command names, the history, and
//! the commands themselves, parsed into what they ask for. Names are fixed, so scripts and
//! docs can rely on them.

use crate::solver::notation::Notation;
use crate::vocabulary::{Speed, Strategy};

/// Every command, with what it takes and does (the help and completion read this).
pub const COMMANDS: &[(&str, &str)] = &[
    ("event", "K: jump to event K of the run (0: the start)"),
    (
        "solution",
        "K: select solution K (a bare number does the same)",
    ),
    ("n", "N: a new search of an N×N board"),
    ("speed", "S|max: events per second"),
    (
        "strategy",
        "NAME: bitmask, scan, permutations, bruteforce or min-conflicts",
    ),
    (
        "write",
        "[PATH] [--notation chess]: write the solutions listed (to PATH, never over a file)",
    ),
    (
        "code",
        "show / hide the strategy as pseudocode, the line run highlighted",
    ),
    (
        "heat",
        "shade the board by placements so far, again: by solutions, again: off",
    ),
    (
        "tree",
        "show / hide the search tree: width is each subtree's share; click a node to go there",
    ),
    (
        "play",
        "place queens yourself on this board (the search waits; Esc returns)",
    ),
    (
        "race",
        "A B: race two strategies on this board, side by side (again or Esc: back)",
    ),
    ("help", "the keys and the commands"),
    ("quit", "leave the program"),
];

/// The commands a race takes; the others wait for the search.
pub const IN_RACE: [&str; 5] = ["race", "n", "speed", "help", "quit"];

/// The commands play takes.
pub const IN_PLAY: [&str; 3] = ["play", "help", "quit"];

/// How many command lines the history keeps.
const HISTORY: usize = 50;

/// A command, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Jump to event K of the run.
    Event(u64),
    /// Select solution K (from 1) of the listing shown.
    Solution(u64),
    /// A new search of this size.
    Size(usize),
    /// Run at this speed.
    Speed(Speed),
    /// Search with this strategy.
    Strategy(Strategy),
    /// Write the solutions listed, to this path if given, in this notation.
    Write(Option<String>, Notation),
    /// Show or hide the code panel.
    Code,
    /// The next heat map: placements, solutions, off.
    Heat,
    /// Show or hide the search tree.
    Tree,
    /// Place queens by hand.
    Play,
    /// Race two strategies side by side; without them, go to the last race or leave the
    /// one on screen.
    Race(Option<[Strategy; 2]>),
    /// Open the help.
    Help,
    /// Leave.
    Quit,
}

/// Parses a command line (without the `:`); the error is one line for the user.
pub fn parse(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let Some(name) = words.next() else {
        return Err("type a command; Tab lists them".to_string());
    };
    let rest: Vec<&str> = words.collect();
    let one = |what: &str| -> Result<&str, String> {
        match rest.as_slice() {
            [arg] => Ok(*arg),
            [] => Err(format!("{name} needs {what}")),
            _ => Err(format!("{name} takes just {what}")),
        }
    };
    let none = |command: Command| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(format!("{name} takes nothing after it"))
        }
    };
    let number = |text: &str| -> Result<u64, String> {
        let digits = text.replace(',', "");
        digits.parse().map_err(|_| {
            if digits.starts_with('-') && digits[1..].chars().all(|c| c.is_ascii_digit()) {
                format!("`{text}`: numbers here start from 0")
            } else if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                format!("`{text}` is too large")
            } else {
                format!("`{text}` is not a whole number")
            }
        })
    };
    if name.chars().all(|c| c.is_ascii_digit() || c == ',') {
        return none(Command::Solution(number(name)?));
    }
    match name {
        "solution" => Ok(Command::Solution(number(one("a solution number")?)?)),
        "event" => Ok(Command::Event(number(one("an event number")?)?)),
        "n" => {
            let n = number(one("a board size")?)?;
            usize::try_from(n)
                .map(Command::Size)
                .map_err(|_| format!("{n} is too large"))
        }
        "speed" => one("a speed (events per second, or max)")?
            .parse()
            .map(Command::Speed),
        "strategy" => strategy(one("a strategy name")?).map(Command::Strategy),
        "race" => match rest.as_slice() {
            [] => Ok(Command::Race(None)),
            [a, b] => race_pair(a, b).map(|pair| Command::Race(Some(pair))),
            _ => Err("race takes two strategies: race bitmask scan".to_string()),
        },
        "write" => write(&rest),
        "code" => none(Command::Code),
        "heat" => none(Command::Heat),
        "tree" => none(Command::Tree),
        "play" => none(Command::Play),
        "help" => none(Command::Help),
        "quit" | "q" => none(Command::Quit),
        _ => Err(format!("no command `{name}`; Tab lists them")),
    }
}

/// `write [PATH] [--notation chess|numbers]`, in either order.
fn write(words: &[&str]) -> Result<Command, String> {
    let (mut path, mut notation) = (None, None);
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        if word == "--notation" {
            let name = words.next().ok_or("--notation takes chess or numbers")?;
            notation = Some(name.parse()?);
        } else if path.is_none() && !word.starts_with('-') {
            path = Some(word.to_string());
        } else if word.starts_with('-') {
            return Err(format!("write takes --notation chess|numbers, not {word}"));
        } else {
            return Err("write takes one path (no spaces)".to_string());
        }
    }
    Ok(Command::Write(path, notation.unwrap_or_default()))
}

/// A strategy by name; the error lists the names.
fn strategy(name: &str) -> Result<Strategy, String> {
    name.parse::<Strategy>().map_err(|_| {
        let animated: Vec<&str> = Strategy::ANIMATED.iter().map(|s| s.name()).collect();
        format!("`{name}`: the strategies are {}", animated.join(", "))
    })
}

/// Two different strategies to race, by name (`:race A B`, `--race A,B`); the error is one
/// line for the user.
pub fn race_pair(a: &str, b: &str) -> Result<[Strategy; 2], String> {
    let pair = [strategy(a)?, strategy(b)?];
    if pair[0] == pair[1] {
        return Err(format!(
            "{} against itself: race two different strategies",
            pair[0]
        ));
    }
    Ok(pair)
}

/// The names a command's arguments take, for completion: the strategies for `strategy`
/// (one) and `race` (two).
fn argument_names(command: &str) -> Option<(usize, Vec<&'static str>)> {
    let names = || Strategy::ANIMATED.iter().map(|s| s.name()).collect();
    match command {
        "strategy" => Some((1, names())),
        "race" => Some((2, names())),
        _ => None,
    }
}

/// `candidates` that start with `typed`: the one that fits (and a space after it), or the
/// longest common start of those that do, listing them; the text to put instead of `typed`,
/// and the note.
fn completion(typed: &str, candidates: &[&str], what: &str) -> (String, Option<String>) {
    let fits: Vec<&str> = candidates
        .iter()
        .copied()
        .filter(|name| name.starts_with(typed))
        .collect();
    match fits.as_slice() {
        [] => (
            typed.to_string(),
            Some(format!("no {what} starts with `{typed}`")),
        ),
        [one] => (format!("{one} "), None),
        many => {
            let mut common = many[0].to_string();
            for name in &many[1..] {
                while !name.starts_with(common.as_str()) {
                    common.pop();
                }
            }
            (common, Some(many.join("  ")))
        }
    }
}

/// The command line being typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommandLine {
    /// What is typed.
    pub text: String,
    /// A line for the user under way: an error from the last Enter, or the completions.
    pub note: Option<String>,
    /// Where in the history ↑ and ↓ are (`None`: the line being typed).
    at: Option<usize>,
}

/// The command line and its history.
#[derive(Debug, Clone, Default)]
pub struct Prompt {
    /// The line, while it is open.
    pub line: Option<CommandLine>,
    /// Lines run before, oldest first.
    history: Vec<String>,
}

impl Prompt {
    /// Opens an empty line.
    pub fn open(&mut self) {
        self.line = Some(CommandLine::default());
    }

    /// Types a character.
    pub fn push(&mut self, c: char) {
        if let Some(line) = &mut self.line {
            line.text.push(c);
            line.note = None;
        }
    }

    /// Deletes the last character; on an empty line, closes it (as vim does).
    pub fn backspace(&mut self) {
        if let Some(line) = &mut self.line {
            if line.text.pop().is_none() {
                self.line = None;
            } else {
                line.note = None;
            }
        }
    }

    /// Completes the command name, or a strategy's name after `strategy` or `race`: the one
    /// that fits, or the longest common start of those that do, listing them.
    pub fn complete(&mut self) {
        self.complete_among(None);
    }

    /// Tab where only the commands `only` are taken (a race, play): completes among them.
    pub fn complete_among(&mut self, only: Option<&[&str]>) {
        let Some(line) = &mut self.line else { return };
        let Some((command, _)) = line.text.split_once(' ') else {
            let names: Vec<&str> = COMMANDS
                .iter()
                .map(|(name, _)| *name)
                .filter(|name| only.is_none_or(|only| only.contains(name)))
                .collect();
            (line.text, line.note) = completion(&line.text, &names, "command");
            return;
        };
        let Some((arity, names)) = argument_names(command) else {
            return;
        };
        // The word being typed is the last one (empty after a space).
        let start = line.text.rfind(' ').map_or(0, |at| at + 1);
        if line.text[..start].split_whitespace().count() > arity {
            return;
        }
        let (word, note) = completion(&line.text[start..], &names, "strategy");
        line.text.truncate(start);
        line.text.push_str(&word);
        line.note = note;
    }

    /// Steps through the history (negative: older).
    pub fn recall(&mut self, step: i8) {
        let Some(line) = &mut self.line else { return };
        if self.history.is_empty() {
            return;
        }
        let last = self.history.len() - 1;
        let at = match (line.at, step < 0) {
            (None, true) => Some(last),
            (None, false) => None,
            (Some(at), true) => Some(at.saturating_sub(1)),
            (Some(at), false) if at < last => Some(at + 1),
            (Some(_), false) => None,
        };
        line.at = at;
        line.text = at.map_or_else(String::new, |at| self.history[at].clone());
        line.note = None;
    }

    /// Takes the line to run, keeping it in the history.
    pub fn take(&mut self) -> Option<String> {
        let line = self.line.take()?;
        let text = line.text.trim().to_string();
        if !text.is_empty() && self.history.last() != Some(&text) {
            if self.history.len() == HISTORY {
                self.history.remove(0);
            }
            self.history.push(text.clone());
        }
        Some(text)
    }

    /// Reopens the line with `text` and an error under it (a command that failed).
    pub fn refuse(&mut self, text: String, error: String) {
        self.line = Some(CommandLine {
            text,
            note: Some(error),
            at: None,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_their_arguments() {
        assert_eq!(parse("solution 12"), Ok(Command::Solution(12)));
        assert_eq!(parse("1,234"), Ok(Command::Solution(1234)));
        assert_eq!(parse("n 10"), Ok(Command::Size(10)));
        assert_eq!(parse("speed max"), Ok(Command::Speed(Speed::Max)));
        assert_eq!(parse("speed 500"), Ok(Command::Speed(Speed::PerSec(500))));
        assert_eq!(
            parse("strategy scan"),
            Ok(Command::Strategy(Strategy::Scan))
        );
        assert_eq!(parse("write"), Ok(Command::Write(None, Notation::Numbers)));
        assert_eq!(
            parse("write out.txt"),
            Ok(Command::Write(Some("out.txt".into()), Notation::Numbers))
        );
        for line in [
            "write out.txt --notation chess",
            "write --notation chess out.txt",
        ] {
            assert_eq!(
                parse(line),
                Ok(Command::Write(Some("out.txt".into()), Notation::Chess)),
                "{line}"
            );
        }
        assert_eq!(
            parse("write --notation chess"),
            Ok(Command::Write(None, Notation::Chess))
        );
        assert!(parse("write --notation").is_err());
        assert!(parse("write --notation algebraic").is_err());
        assert!(parse("write a.txt b.txt").is_err());
        assert!(parse("write --chess").is_err());
        assert_eq!(parse(" quit "), Ok(Command::Quit));
        assert_eq!(parse("play"), Ok(Command::Play));
        assert_eq!(parse("event 0"), Ok(Command::Event(0)));
        assert_eq!(parse("code"), Ok(Command::Code));
        assert_eq!(parse("heat"), Ok(Command::Heat));
        assert_eq!(parse("tree"), Ok(Command::Tree));
        assert_eq!(
            parse("event 99999999999999999999999"),
            Err("`99999999999999999999999` is too large".into())
        );
        assert_eq!(
            parse("event -5"),
            Err("`-5`: numbers here start from 0".into())
        );
        assert_eq!(parse("event 1x"), Err("`1x` is not a whole number".into()));
        for bad in [
            "",
            "solution",
            "solution x",
            "n",
            "speed fast",
            "strategy dfs",
            "help me",
            "play 8",
            "tree 3",
            "forest",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            parse("forest"),
            Err("no command `forest`; Tab lists them".into())
        );
    }

    #[test]
    fn race_takes_two_different_strategies_and_tab_completes_them() {
        assert_eq!(
            parse("race bitmask min-conflicts"),
            Ok(Command::Race(Some([
                Strategy::Bitmask,
                Strategy::MinConflicts
            ])))
        );
        assert_eq!(parse("race"), Ok(Command::Race(None)));
        for bad in [
            "race scan",
            "race scan scan",
            "race a b",
            "race scan bitmask permutations",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        let mut prompt = Prompt::default();
        prompt.open();
        for c in "ra".chars() {
            prompt.push(c);
        }
        prompt.complete();
        assert_eq!(prompt.line.clone().unwrap().text, "race ");
        prompt.complete();
        let line = prompt.line.clone().unwrap();
        assert_eq!(line.text, "race ", "nothing typed: every name fits");
        assert_eq!(
            line.note.as_deref(),
            Some("bitmask  scan  permutations  bruteforce  min-conflicts")
        );
        prompt.push('b');
        prompt.complete();
        assert_eq!(
            prompt.line.clone().unwrap().text,
            "race b",
            "bitmask or bruteforce"
        );
        prompt.push('i');
        prompt.complete();
        assert_eq!(prompt.line.clone().unwrap().text, "race bitmask ");
        prompt.push('m');
        prompt.complete();
        assert_eq!(
            prompt.line.clone().unwrap().text,
            "race bitmask min-conflicts "
        );
        prompt.push('x');
        prompt.complete();
        assert_eq!(
            prompt.line.clone().unwrap().text,
            "race bitmask min-conflicts x",
            "a third word is not completed"
        );
        let mut prompt = Prompt::default();
        prompt.open();
        for c in "strategy p".chars() {
            prompt.push(c);
        }
        prompt.complete();
        assert_eq!(prompt.line.clone().unwrap().text, "strategy permutations ");
    }

    #[test]
    fn in_a_race_tab_completes_only_what_a_race_takes() {
        let mut prompt = Prompt::default();
        prompt.open();
        prompt.push('s');
        prompt.complete_among(Some(&IN_RACE));
        assert_eq!(
            prompt.line.clone().unwrap().text,
            "speed ",
            "not solution or strategy"
        );
        prompt.take();
        prompt.open();
        prompt.push('p');
        prompt.complete_among(Some(&IN_RACE));
        assert_eq!(prompt.line.clone().unwrap().text, "p", "no play in a race");
        prompt.complete_among(Some(&IN_PLAY));
        assert_eq!(prompt.line.clone().unwrap().text, "play ");
        for name in IN_RACE.iter().chain(&IN_PLAY) {
            assert!(COMMANDS.iter().any(|(c, _)| c == name), "{name}");
        }
    }

    #[test]
    fn tab_completes_and_the_history_recalls() {
        let mut prompt = Prompt::default();
        prompt.open();
        prompt.push('s');
        prompt.complete();
        let line = prompt.line.clone().unwrap();
        assert_eq!(line.text, "s", "solution, speed, strategy share only `s`");
        assert_eq!(line.note.as_deref(), Some("solution  speed  strategy"));
        prompt.push('p');
        prompt.complete();
        assert_eq!(prompt.line.clone().unwrap().text, "speed ");
        for c in "max".chars() {
            prompt.push(c);
        }
        assert_eq!(prompt.take().as_deref(), Some("speed max"));
        prompt.open();
        for c in "n 9".chars() {
            prompt.push(c);
        }
        prompt.take();
        prompt.open();
        prompt.recall(-1);
        assert_eq!(prompt.line.clone().unwrap().text, "n 9");
        prompt.recall(-1);
        assert_eq!(prompt.line.clone().unwrap().text, "speed max");
        prompt.recall(1);
        prompt.recall(1);
        assert_eq!(
            prompt.line.clone().unwrap().text,
            "",
            "back to the new line"
        );
        prompt.backspace();
        assert!(
            prompt.line.is_none(),
            "backspace on an empty line closes it"
        );
    }
}
