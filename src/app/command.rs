//! The command line after `:`: what is typed, completion of command names, the history, and
//! the commands themselves, parsed into what they ask for. Names are fixed, so scripts and
//! docs can rely on them.

use super::Mode;
use super::note::{Arg, CommandError, Note};
use crate::solver::notation::Notation;
use crate::solver::order::Order;
use crate::vocabulary::tuning::Knob;
use crate::vocabulary::{Speed, Strategy};

/// One command of the command line: its name, what it takes and does, and where it is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The name typed.
    pub name: &'static str,
    /// What it takes after the name, as the help lists it (`K` of `event K`); empty if
    /// nothing.
    pub takes: &'static str,
    /// The message id of what it takes and does (the view says it: `ui::help::about`).
    pub about: &'static str,
    /// Taken in a race (acting on both sides).
    pub in_race: bool,
    /// Taken in play.
    pub in_play: bool,
}

impl Spec {
    /// The name with what it takes, as the help lists it (`event K`).
    pub fn usage(&self) -> String {
        if self.takes.is_empty() {
            self.name.to_string()
        } else {
            format!("{} {}", self.name, self.takes)
        }
    }
}

/// A command taken only by the search.
const fn search(name: &'static str, takes: &'static str, about: &'static str) -> Spec {
    Spec {
        name,
        takes,
        about,
        in_race: false,
        in_play: false,
    }
}

/// A command taken in a race too.
const fn raced(name: &'static str, takes: &'static str, about: &'static str) -> Spec {
    Spec {
        in_race: true,
        ..search(name, takes, about)
    }
}

/// A command taken everywhere.
const fn anywhere(name: &'static str, takes: &'static str, about: &'static str) -> Spec {
    Spec {
        in_race: true,
        in_play: true,
        ..search(name, takes, about)
    }
}

/// The commands that move the search or set what it is: the strategies' knobs come after
/// these (see [`commands`]).
const SETTING: &[Spec] = &[
    search("event", "K", "help-command-event"),
    search("solution", "K", "help-command-solution"),
    raced("n", "N", "help-command-n"),
    raced("speed", "S|max", "help-command-speed"),
    search("strategy", "NAME", "help-command-strategy"),
    search("k", "K", "help-command-k"),
    search("order", "fixed|mrv", "help-command-order"),
];

/// The commands that show, switch mode, write and leave, after the knobs.
const SHOWING: &[Spec] = &[
    search("code", "", "help-command-code"),
    search("heat", "", "help-command-heat"),
    search("tree", "", "help-command-tree"),
    search("compare", "", "help-command-compare"),
    search("write", "[PATH] [--notation numbers]", "help-command-write"),
    Spec {
        in_play: true,
        ..search("play", "", "help-command-play")
    },
    raced("race", "A B", "help-command-race"),
    anywhere("help", "", "help-command-help"),
    anywhere("quit", "", "help-command-quit"),
    search("present", "", "help-command-present"),
    search(
        "predict",
        "[deadends|backtracks|off]",
        "help-command-predict",
    ),
    search("mark", "NAME", "help-command-mark"),
    search("go", "NAME", "help-command-go"),
    search("marks", "", "help-command-marks"),
    anywhere("lang", "[en|zh]", "help-command-lang"),
    search("notation", "[chess|numbers]", "help-command-notation"),
];

/// The command `:NAME VALUE` of a strategy's knob: its folder says what it takes and does.
fn knob_spec(knob: &'static Knob) -> Spec {
    search(knob.name, knob.value_name, knob.about)
}

/// Every command: parsing, completion and the help read this one list (the strategies'
/// knobs from the registry, so a strategy's new knob is a new command with no line here).
pub fn commands() -> impl Iterator<Item = Spec> {
    let knobs = Strategy::all_knobs().map(|(_, knob)| knob_spec(knob));
    SETTING
        .iter()
        .copied()
        .chain(knobs)
        .chain(SHOWING.iter().copied())
}

/// The commands taken in `mode`, in the list's order.
pub fn taken_in(mode: Mode) -> impl Iterator<Item = Spec> {
    commands().filter(move |spec| match mode {
        Mode::Search => true,
        Mode::Race => spec.in_race,
        Mode::Play => spec.in_play,
    })
}

/// The first strategy (in the registry's order) the command `name` (as typed) belongs to,
/// if it belongs to any: it sets a parameter of theirs and means nothing to the others.
pub fn owner(name: &str) -> Option<Strategy> {
    Strategy::owning_command(name).next()
}

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
    /// `las-vegas` with this many random ranks.
    RandomRanks(u64),
    /// The ordered strategies filling their ranks in this order.
    Order(Order),
    /// A strategy's knob (`:population 100`) set to this value, as its parser read it.
    Knob {
        /// The knob's name, the command's.
        name: &'static str,
        /// The value.
        value: u64,
    },
    /// Write the solutions listed, to this path if given, in this notation.
    Write(Option<String>, Option<Notation>),
    /// Show or hide the code panel.
    Code,
    /// The next heat map: placements, solutions, off.
    Heat,
    /// Show or hide the search tree.
    Tree,
    /// Open the Compare view.
    Compare,
    /// Place queens by hand.
    Play,
    /// Race two strategies side by side; without them, go to the last race or leave the
    /// one on screen.
    Race(Option<[Strategy; 2]>),
    /// Open the help.
    Help,
    /// Leave.
    Quit,
    /// Show the projector board, or every panel.
    Present,
    /// Predict mode in this variant; `None`: off.
    Predict(Option<super::predict::Variant>),
    /// Keep the position under this name.
    Mark(String),
    /// Go back to the position of this name.
    Go(String),
    /// List the marks.
    Marks,
    /// Speak this language; `None`: the next one.
    Lang(Option<crate::vocabulary::Lang>),
    /// Name squares in this notation; `None`: the other one.
    Notation(Option<Notation>),
}

impl Command {
    /// The name of the command in the table.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Event(_) => "event",
            Command::Solution(_) => "solution",
            Command::Size(_) => "n",
            Command::Speed(_) => "speed",
            Command::Strategy(_) => "strategy",
            Command::RandomRanks(_) => "k",
            Command::Order(_) => "order",
            Command::Knob { name, .. } => name,
            Command::Write(..) => "write",
            Command::Code => "code",
            Command::Heat => "heat",
            Command::Tree => "tree",
            Command::Compare => "compare",
            Command::Play => "play",
            Command::Race(_) => "race",
            Command::Help => "help",
            Command::Quit => "quit",
            Command::Present => "present",
            Command::Predict(_) => "predict",
            Command::Mark(_) => "mark",
            Command::Go(_) => "go",
            Command::Marks => "marks",
            Command::Lang(_) => "lang",
            Command::Notation(_) => "notation",
        }
    }

    /// True if `mode` takes this command (the table says).
    pub fn taken_in(&self, mode: Mode) -> bool {
        taken_in(mode).any(|spec| spec.name == self.name())
    }
}

/// Parses a command line (without the `:`).
pub fn parse(line: &str) -> Result<Command, CommandError> {
    let mut words = line.split_whitespace();
    let Some(name) = words.next() else {
        return Err(CommandError::Empty);
    };
    let rest: Vec<&str> = words.collect();
    let one = |what: Arg| -> Result<&str, CommandError> {
        let name = name.to_string();
        match rest.as_slice() {
            [arg] => Ok(*arg),
            [] => Err(CommandError::Needs { name, what }),
            _ => Err(CommandError::TakesJust { name, what }),
        }
    };
    let none = |command: Command| {
        if rest.is_empty() {
            Ok(command)
        } else {
            Err(CommandError::TakesNothing(name.to_string()))
        }
    };
    if name.chars().all(|c| c.is_ascii_digit() || c == ',') {
        return none(Command::Solution(number(name)?));
    }
    match name {
        "solution" => Ok(Command::Solution(number(one(Arg::SolutionNumber)?)?)),
        "event" => Ok(Command::Event(number(one(Arg::EventNumber)?)?)),
        "n" => size(one(Arg::BoardSize)?),
        "speed" => one(Arg::Speed)?
            .parse()
            .map(Command::Speed)
            .map_err(|_| CommandError::Speed),
        "strategy" => strategy(one(Arg::StrategyName)?).map(Command::Strategy),
        "k" => Ok(Command::RandomRanks(number(one(Arg::Ranks)?)?)),
        "order" => {
            let name = one(Arg::Order)?;
            name.parse()
                .map(Command::Order)
                .map_err(|_| CommandError::NoOrder(name.to_string()))
        }
        "race" => match rest.as_slice() {
            [] => Ok(Command::Race(None)),
            [a, b] => race_pair(a, b).map(|pair| Command::Race(Some(pair))),
            _ => Err(CommandError::RaceTakesTwo),
        },
        "write" => write(&rest),
        "code" => none(Command::Code),
        "heat" => none(Command::Heat),
        "tree" => none(Command::Tree),
        "compare" => none(Command::Compare),
        "play" => none(Command::Play),
        "help" => none(Command::Help),
        "quit" | "q" => none(Command::Quit),
        "present" => none(Command::Present),
        "predict" => predict(&rest),
        "mark" | "go" | "marks" => marks_command(name, &rest),
        "lang" => match rest.as_slice() {
            [] => Ok(Command::Lang(None)),
            [code] => code
                .parse()
                .map(|lang| Command::Lang(Some(lang)))
                .map_err(|_| CommandError::NoLang((*code).to_string())),
            _ => Err(CommandError::TakesJust {
                name: name.to_string(),
                what: Arg::Lang,
            }),
        },
        "notation" => notation(&rest),
        _ => match Strategy::knob(name) {
            Some(knob) => knob_command(knob, one(Arg::Knob(knob.name))?),
            None => Err(CommandError::NoCommand(name.to_string())),
        },
    }
}

/// `:NAME VALUE` of a strategy's knob: the value as its parser reads it (its refusal is
/// said by the view, which asks the parser again for its words).
fn knob_command(knob: &'static Knob, text: &str) -> Result<Command, CommandError> {
    match (knob.parse)(text) {
        Ok(value) => Ok(Command::Knob {
            name: knob.name,
            value,
        }),
        Err(_) => Err(CommandError::KnobValue {
            name: knob.name,
            text: text.to_string(),
        }),
    }
}

/// `n N`: a board of `text` ranks, a whole number from 1 (`-1` is no size, rather than a
/// number below 0).
fn size(text: &str) -> Result<Command, CommandError> {
    let n = number(text).map_err(|e| match e {
        CommandError::Negative(text) => CommandError::NotASize(text),
        other => other,
    })?;
    usize::try_from(n)
        .map(Command::Size)
        .map_err(|_| CommandError::TooLarge(n.to_string()))
}

/// What the unknown command `name` was likely meant to be: a command run together with its
/// number (`n4`: `n 4`), or the command whose name is closest (`evnt`: `event`).
pub fn did_you_mean(name: &str) -> Option<String> {
    if let Some(at) = name.find(|c: char| c.is_ascii_digit()) {
        let (word, digits) = name.split_at(at);
        if digits.chars().all(|c| c.is_ascii_digit()) && commands().any(|s| s.name == word) {
            return Some(format!("{word} {digits}"));
        }
    }
    crate::similar::closest(name, commands().map(|s| s.name)).map(str::to_string)
}

/// A command's number, commas allowed (`1,000`), or why it is not one.
fn number(text: &str) -> Result<u64, CommandError> {
    let digits = text.replace(',', "");
    digits.parse().map_err(|_| {
        let text = text.to_string();
        if digits.starts_with('-') && digits[1..].chars().all(|c| c.is_ascii_digit()) {
            CommandError::Negative(text)
        } else if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
            CommandError::TooLarge(text)
        } else {
            CommandError::NotANumber(text)
        }
    })
}

/// `predict [placements|deadends|backtracks|off]`: a variant (the default: placements), or
/// off (`None`).
fn predict(words: &[&str]) -> Result<Command, CommandError> {
    match words {
        [] => Ok(Command::Predict(Some(super::predict::Variant::default()))),
        ["off"] => Ok(Command::Predict(None)),
        [variant] => variant
            .parse()
            .map(|v| Command::Predict(Some(v)))
            .map_err(|_| CommandError::NoPredictVariant((*variant).to_string())),
        _ => Err(CommandError::TakesJust {
            name: "predict".to_string(),
            what: Arg::PredictVariant,
        }),
    }
}

/// `write [PATH] [--notation chess|numbers]`, in either order.
fn write(words: &[&str]) -> Result<Command, CommandError> {
    let (mut path, mut notation) = (None, None);
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        if word == "--notation" {
            let name = words.next().ok_or(CommandError::NotationNeeded)?;
            notation = Some(name.parse().map_err(CommandError::Notation)?);
        } else if word.starts_with('-') {
            return Err(CommandError::WriteFlag(word.to_string()));
        } else if path.is_none() {
            path = Some(word.to_string());
        } else {
            return Err(CommandError::WriteTakesOne);
        }
    }
    // `None`: the screen's notation, so the file reads as the list on screen.
    Ok(Command::Write(path, notation))
}

/// `notation [chess|numbers]`: alone, the other one.
fn notation(words: &[&str]) -> Result<Command, CommandError> {
    match words {
        [] => Ok(Command::Notation(None)),
        [name] => name
            .parse()
            .map(|notation| Command::Notation(Some(notation)))
            .map_err(CommandError::Notation),
        _ => Err(CommandError::TakesJust {
            name: "notation".to_string(),
            what: Arg::Notation,
        }),
    }
}

/// `mark NAME`, `go NAME`, `marks` (`name` is one of them, `rest` what follows it).
fn marks_command(name: &str, rest: &[&str]) -> Result<Command, CommandError> {
    let what = Arg::MarkName;
    let mark = match (name, rest) {
        ("marks", []) => return Ok(Command::Marks),
        ("marks", _) => return Err(CommandError::TakesNothing(name.to_string())),
        (_, [mark]) => *mark,
        (_, []) => {
            let name = name.to_string();
            return Err(CommandError::Needs { name, what });
        }
        _ => {
            let name = name.to_string();
            return Err(CommandError::TakesJust { name, what });
        }
    };
    if !valid_mark_name(mark) {
        return Err(CommandError::NoMarkName(mark.to_string()));
    }
    Ok(match name {
        "mark" => Command::Mark(mark.to_string()),
        _ => Command::Go(mark.to_string()),
    })
}

/// A strategy by name.
fn strategy(name: &str) -> Result<Strategy, CommandError> {
    name.parse::<Strategy>()
        .map_err(|_| CommandError::NoStrategy(name.to_string()))
}

/// Two different strategies to race, by name (`:race A B`, `--race A,B`).
pub fn race_pair(a: &str, b: &str) -> Result<[Strategy; 2], CommandError> {
    let pair = [strategy(a)?, strategy(b)?];
    if pair[0] == pair[1] {
        return Err(CommandError::AgainstItself(pair[0]));
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
/// and the note (`strategies`: the candidates are strategies, else commands).
fn completion(typed: &str, candidates: &[&str], strategies: bool) -> (String, Option<Note>) {
    let fits: Vec<&str> = candidates
        .iter()
        .copied()
        .filter(|name| name.starts_with(typed))
        .collect();
    match fits.as_slice() {
        [] => (
            typed.to_string(),
            Some(Note::NoCompletion {
                typed: typed.to_string(),
                strategies,
            }),
        ),
        [one] => (format!("{one} "), None),
        many => {
            let mut common = many[0].to_string();
            for name in &many[1..] {
                while !name.starts_with(common.as_str()) {
                    common.pop();
                }
            }
            (
                common,
                Some(Note::Completions(
                    many.iter().map(|s| s.to_string()).collect(),
                )),
            )
        }
    }
}

/// The longest name of a mark (`:mark NAME`).
pub const MARK_NAME_MAX: usize = 24;

/// True if `name` may name a mark: letters, digits, `-` and `_`, at most [`MARK_NAME_MAX`].
pub fn valid_mark_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= MARK_NAME_MAX
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

/// The command line being typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommandLine {
    /// What is typed.
    pub text: String,
    /// A line for the user under way: an error from the last Enter, or the completions.
    pub note: Option<Note>,
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
        self.complete_in(Mode::Search);
    }

    /// Tab in `mode`: completes among the commands it takes.
    pub fn complete_in(&mut self, mode: Mode) {
        let Some(line) = &mut self.line else { return };
        let Some((command, _)) = line.text.split_once(' ') else {
            let names: Vec<&str> = taken_in(mode).map(|spec| spec.name).collect();
            (line.text, line.note) = completion(&line.text, &names, false);
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
        let (word, note) = completion(&line.text[start..], &names, true);
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

    /// The lines run so far, oldest first (a `--session` keeps them).
    pub fn history(&self) -> &[String] {
        &self.history
    }

    /// Takes up `lines` as the lines run before (the last [`HISTORY`] of them).
    pub fn set_history(&mut self, lines: &[String]) {
        let from = lines.len().saturating_sub(HISTORY);
        self.history = lines[from..].to_vec();
    }

    /// Reopens the line with `text` and an error under it (a command that failed).
    pub fn refuse(&mut self, text: String, error: Note) {
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
    fn mark_names_are_short_words() {
        assert!(valid_mark_name("start"));
        assert!(valid_mark_name("dead-end_2"));
        for bad in ["", "a b", "x/y", &"a".repeat(MARK_NAME_MAX + 1)] {
            assert!(!valid_mark_name(bad), "{bad:?}");
        }
    }

    #[test]
    fn commands_parse_with_their_arguments() {
        assert_eq!(parse("solution 12"), Ok(Command::Solution(12)));
        assert_eq!(parse("1,234"), Ok(Command::Solution(1234)));
        assert_eq!(parse("n 10"), Ok(Command::Size(10)));
        assert_eq!(parse("speed max"), Ok(Command::Speed(Speed::Max)));
        assert_eq!(parse("speed 500"), Ok(Command::Speed(Speed::PerSec(500))));
        for strategy in Strategy::ALL {
            assert_eq!(
                parse(&format!("strategy {strategy}")),
                Ok(Command::Strategy(strategy))
            );
        }
        assert_eq!(parse(" quit "), Ok(Command::Quit));
        assert_eq!(parse("mark a-1"), Ok(Command::Mark("a-1".into())));
        assert_eq!(parse("go a-1"), Ok(Command::Go("a-1".into())));
        assert_eq!(parse("marks"), Ok(Command::Marks));
        for bad in ["mark", "mark a b", "go a/b", "marks x"] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(parse("play"), Ok(Command::Play));
        assert_eq!(parse("event 0"), Ok(Command::Event(0)));
        assert_eq!(parse("code"), Ok(Command::Code));
        assert_eq!(parse("heat"), Ok(Command::Heat));
        assert_eq!(parse("tree"), Ok(Command::Tree));
        assert_eq!(
            parse("event 99999999999999999999999"),
            Err(CommandError::TooLarge("99999999999999999999999".into()))
        );
        assert_eq!(parse("event -5"), Err(CommandError::Negative("-5".into())));
        assert_eq!(
            parse("event 1x"),
            Err(CommandError::NotANumber("1x".into()))
        );
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
            Err(CommandError::NoCommand("forest".into()))
        );
    }

    #[test]
    fn write_takes_a_path_and_a_notation() {
        // The screen's notation unless asked otherwise (`None`).
        assert_eq!(parse("write"), Ok(Command::Write(None, None)));
        assert_eq!(
            parse("write out.txt"),
            Ok(Command::Write(Some("out.txt".into()), None))
        );
        assert_eq!(
            parse("write out.txt --notation numbers"),
            Ok(Command::Write(
                Some("out.txt".into()),
                Some(Notation::Numbers)
            ))
        );
        for line in [
            "write out.txt --notation chess",
            "write --notation chess out.txt",
        ] {
            assert_eq!(
                parse(line),
                Ok(Command::Write(
                    Some("out.txt".into()),
                    Some(Notation::Chess)
                )),
                "{line}"
            );
        }
        assert_eq!(
            parse("write --notation chess"),
            Ok(Command::Write(None, Some(Notation::Chess)))
        );
        assert!(parse("write --notation").is_err());
        assert!(parse("write --notation algebraic").is_err());
        assert!(parse("write a.txt b.txt").is_err());
        assert!(parse("write --chess").is_err());
        // `:notation`: alone the other one, or the one named.
        assert_eq!(parse("notation"), Ok(Command::Notation(None)));
        assert_eq!(
            parse("notation numbers"),
            Ok(Command::Notation(Some(Notation::Numbers)))
        );
        assert!(parse("notation algebraic").is_err());
        assert!(parse("notation chess numbers").is_err());
    }

    #[test]
    fn a_negative_size_is_no_size_and_a_near_miss_names_the_command_meant() {
        assert_eq!(parse("n -1"), Err(CommandError::NotASize("-1".into())));
        assert_eq!(did_you_mean("n4").as_deref(), Some("n 4"));
        assert_eq!(did_you_mean("evnt").as_deref(), Some("event"));
        assert_eq!(did_you_mean("forest"), None);
    }

    #[test]
    fn race_takes_two_different_strategies_and_tab_completes_them() {
        assert_eq!(
            parse("race bitmask min-conflicts"),
            Ok(Command::Race(Some([Strategy::Bitmask, Strategy::LOCAL])))
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
        // Every strategy's name, in the order `t` visits them.
        let every: Vec<String> = Strategy::ANIMATED.map(|s| s.name().to_string()).into();
        assert_eq!(line.note, Some(Note::Completions(every)));
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
            "race bitmask m",
            "matrix or min-conflicts"
        );
        prompt.push('i');
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
        for c in "strategy pe".chars() {
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
        prompt.complete_in(Mode::Race);
        assert_eq!(
            prompt.line.clone().unwrap().text,
            "speed ",
            "not solution or strategy"
        );
        prompt.take();
        prompt.open();
        prompt.push('p');
        prompt.complete_in(Mode::Race);
        assert_eq!(prompt.line.clone().unwrap().text, "p", "no play in a race");
        prompt.complete_in(Mode::Play);
        assert_eq!(prompt.line.clone().unwrap().text, "play ");
        let race: Vec<&str> = taken_in(Mode::Race).map(|s| s.name).collect();
        assert_eq!(race, ["n", "speed", "race", "help", "quit", "lang"]);
        let play: Vec<&str> = taken_in(Mode::Play).map(|s| s.name).collect();
        assert_eq!(play, ["play", "help", "quit", "lang"]);
        // Every command's name is the table's.
        for spec in commands() {
            let line = match spec.name {
                "event" | "solution" | "n" | "k" => format!("{} 1", spec.name),
                "speed" => "speed max".to_string(),
                "strategy" => "strategy scan".to_string(),
                "order" => "order mrv".to_string(),
                "mark" | "go" => format!("{} start", spec.name),
                name => match Strategy::knob(name) {
                    Some(knob) => format!("{name} {}", (knob.show)(knob.default)),
                    None => name.to_string(),
                },
            };
            assert_eq!(parse(&line).map(|c| c.name()), Ok(spec.name));
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
        let three: Vec<String> = ["solution", "speed", "strategy"].map(String::from).into();
        assert_eq!(line.note, Some(Note::Completions(three)));
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
