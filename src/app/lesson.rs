//! Lessons: a plain text file of steps, each a few commands of the command line and a
//! caption, played one step at a time (`nqueens lesson`).
//!
//! The format, made to be written by hand:
//!
//! ```text
//! # A comment: a line that starts with '#'.
//! title: The four queens by hand
//! ---
//! :n 4
//! :event 0
//! The empty board of 4. The search starts on the top rank, rank 4.
//! ---
//! :event 1
//! A queen on a4: every square it attacks is marked.
//! ```
//!
//! Steps are separated by lines of `---`. In a step, a line starting with `:` is a command, as
//! typed after `:` in the program (parsed by [`super::command::parse`]), and every other line
//! is the caption (blank lines inside it are kept, around it dropped). Before the first `---`
//! a `title: TEXT` line names the lesson; a part before the first `---` that holds only the
//! title and comments is not a step. A step's commands run in order, on the position the step
//! before left; nothing here reads files.
//!
//! A lesson is data, downloaded as readily as a picture: it may run only the commands that
//! change what is shown ([`lesson_commands`]). One that writes, reads or names a file, or
//! quits, or changes the user's language, is a mistake of the file, refused by `--check` and
//! never run while playing.

use super::command::{self, Command};
use super::marks::Kept;
use super::note::CommandError;
use crate::vocabulary::{Lang, Strategy};

/// The commands a lesson may run, by name, beside the strategies' knobs: those that change
/// only what is shown (the board, the strategy and its settings, the event, the speed, the
/// views, the marks). Every other command of [`command::commands`] is refused in a lesson.
const SHOWING_ONLY: &[&str] = &[
    "event", "solution", "n", "speed", "strategy", "k", "order", "code", "heat", "tree", "play",
    "race", "help", "present", "predict", "mark", "go", "marks", "compare",
];

/// The commands a lesson may run, by name, in the help's order: those that change only what
/// is shown, a strategy's knobs among them.
pub fn lesson_commands() -> impl Iterator<Item = &'static str> {
    command::commands()
        .map(|spec| spec.name)
        .filter(|name| SHOWING_ONLY.contains(name) || Strategy::knob(name).is_some())
}

/// Whether a lesson may run `command` (see [`lesson_commands`]).
pub fn allowed(command: &Command) -> bool {
    matches!(command, Command::Knob { .. }) || SHOWING_ONLY.contains(&command.name())
}

/// The longest command line of a lesson, in characters: real ones are a few words, and a
/// longer one is refused without being echoed.
pub const COMMAND_CHARS: usize = crate::clean::ECHO_CHARS;

/// The widest caption line, in display columns: a caption fits a terminal of 80 columns.
pub const CAPTION_WIDTH: usize = 80;

/// The most lines a caption has: more would crowd the board out of a small terminal.
pub const CAPTION_LINES: usize = 6;

/// A lesson shipped with the program: its name, and its text in each language.
#[derive(Debug, Clone, Copy)]
pub struct Shipped {
    /// The name `nqueens lesson NAME` takes.
    pub name: &'static str,
    /// The lesson in English.
    pub en: &'static str,
    /// The same lesson in Chinese: the same steps and commands, its own captions.
    pub zh: &'static str,
}

impl Shipped {
    /// Its text in `lang`.
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }
}

/// The lessons shipped with the program, in the order they are best taken.
pub const SHIPPED: &[Shipped] = &[
    Shipped {
        name: "four-queens",
        en: include_str!("../../assets/lessons/four-queens.lesson"),
        zh: include_str!("../../assets/lessons/zh-CN/four-queens.lesson"),
    },
    Shipped {
        name: "pruning",
        en: include_str!("../../assets/lessons/pruning.lesson"),
        zh: include_str!("../../assets/lessons/zh-CN/pruning.lesson"),
    },
    Shipped {
        name: "scan-to-masks",
        en: include_str!("../../assets/lessons/scan-to-masks.lesson"),
        zh: include_str!("../../assets/lessons/zh-CN/scan-to-masks.lesson"),
    },
    Shipped {
        name: "bit-tricks",
        en: include_str!("../../assets/lessons/bit-tricks.lesson"),
        zh: include_str!("../../assets/lessons/zh-CN/bit-tricks.lesson"),
    },
    Shipped {
        name: "symmetry",
        en: include_str!("../../assets/lessons/symmetry.lesson"),
        zh: include_str!("../../assets/lessons/zh-CN/symmetry.lesson"),
    },
];

/// The text of the shipped lesson `name` in `lang`.
pub fn shipped(name: &str, lang: Lang) -> Option<&'static str> {
    SHIPPED
        .iter()
        .find(|s| s.name == name)
        .map(|s| s.text(lang))
}

/// A command of a step, with the line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cue {
    /// The line of the file (from 1).
    pub line: usize,
    /// The command as written, without the `:`.
    pub text: String,
    /// The command, parsed.
    pub command: Command,
}

/// One step: the commands that set up its position, and its caption.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The line of the file the step starts on (from 1).
    pub line: usize,
    /// Its commands, in order.
    pub cues: Vec<Cue>,
    /// Its caption, a line each.
    pub caption: Vec<String>,
}

/// A lesson, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// Its title, if it has one.
    pub title: Option<String>,
    /// Its steps, at least one.
    pub steps: Vec<Step>,
}

/// What is wrong with a line of a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mistake {
    /// The command does not parse.
    Command {
        /// The command as written.
        text: String,
        /// Why.
        error: CommandError,
    },
    /// `:quit` would end the lesson.
    Quits,
    /// A command a lesson may not run (see [`lesson_commands`]), by name.
    NotInLessons(&'static str),
    /// A command line longer than [`COMMAND_CHARS`], in characters.
    LongCommand(usize),
    /// A caption line wider than [`CAPTION_WIDTH`].
    TooWide(usize),
    /// A caption of more than [`CAPTION_LINES`] lines.
    TooLong(usize),
    /// A step with neither a command nor a caption.
    EmptyStep,
    /// No step at all.
    NoSteps,
    /// A second title.
    SecondTitle,
    /// A title with no text.
    EmptyTitle,
}

/// A mistake and the line it is on (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The line of the file.
    pub line: usize,
    /// What is wrong there.
    pub mistake: Mistake,
}

/// A part of the file between two `---` lines, as read.
#[derive(Debug, Default)]
struct Part {
    line: usize,
    cues: Vec<Cue>,
    caption: Vec<(usize, String)>,
    title: Option<(usize, String)>,
    /// A command was written here, even one refused: the part is not empty.
    commanded: bool,
}

/// Reads a lesson from `text`, or every mistake in it, in the order of the lines.
pub fn read(text: &str) -> Result<Lesson, Vec<Found>> {
    let mut found = Vec::new();
    let mut parts = vec![Part {
        line: 1,
        ..Part::default()
    }];
    for (at, raw) in text.lines().enumerate() {
        let (line, raw) = (at + 1, raw.trim_end());
        if raw.trim() == "---" {
            parts.push(Part {
                line: line + 1,
                ..Part::default()
            });
            continue;
        }
        let in_header = parts.len() == 1;
        if let Some(part) = parts.last_mut() {
            part.take(line, raw, in_header, &mut found);
        }
    }
    let title = parts[0].title.take().map(|(_, title)| title);
    let last = parts.len() - 1;
    let steps: Vec<Step> = parts
        .into_iter()
        .enumerate()
        .filter_map(|(i, part)| part.step(i == 0, i == last && i > 0, &mut found))
        .collect();
    if steps.is_empty() && found.is_empty() {
        found.push(Found {
            line: 1,
            mistake: Mistake::NoSteps,
        });
    }
    if found.is_empty() {
        Ok(Lesson { title, steps })
    } else {
        found.sort_by_key(|f| f.line);
        Err(found)
    }
}

impl Part {
    /// Takes in the line `raw` (number `line`; `in_header` before the first `---`), noting
    /// any mistake in `found`.
    fn take(&mut self, line: usize, raw: &str, in_header: bool, found: &mut Vec<Found>) {
        let mut mistake = |mistake| found.push(Found { line, mistake });
        if raw.starts_with('#') {
            // A comment.
        } else if let Some(title) = raw.strip_prefix("title:").filter(|_| in_header) {
            let title = title.trim();
            if self.title.is_some() {
                mistake(Mistake::SecondTitle);
            } else if title.is_empty() {
                mistake(Mistake::EmptyTitle);
            } else {
                // Shown on screen and kept in a recording's header: no control characters.
                self.title = Some((line, crate::clean::for_terminal(title).into_owned()));
            }
        } else if let Some(typed) = raw.trim_start().strip_prefix(':') {
            let typed = typed.trim();
            self.commanded = true;
            let chars = typed.chars().count();
            if chars > COMMAND_CHARS {
                mistake(Mistake::LongCommand(chars));
                return;
            }
            match command::parse(typed) {
                Ok(Command::Quit) => mistake(Mistake::Quits),
                Ok(command) if !allowed(&command) => mistake(Mistake::NotInLessons(command.name())),
                Ok(command) => self.cues.push(Cue {
                    line,
                    text: typed.to_string(),
                    command,
                }),
                Err(error) => mistake(Mistake::Command {
                    text: typed.to_string(),
                    error,
                }),
            }
        } else {
            // Display columns: a Chinese character takes two.
            let columns = unicode_width::UnicodeWidthStr::width(raw);
            if columns > CAPTION_WIDTH {
                mistake(Mistake::TooWide(columns));
            }
            self.caption.push((line, raw.to_string()));
        }
    }

    /// The step this part makes, if any: the header before the first `---` (`header`) and a
    /// last part after a final `---` (`trailing`) make none when empty; any other empty part
    /// is a mistake.
    fn step(mut self, header: bool, trailing: bool, found: &mut Vec<Found>) -> Option<Step> {
        // Blank lines around a caption are layout of the file, not of the caption.
        while self
            .caption
            .last()
            .is_some_and(|(_, l)| l.trim().is_empty())
        {
            self.caption.pop();
        }
        let blank_head = self
            .caption
            .iter()
            .take_while(|(_, l)| l.trim().is_empty())
            .count();
        self.caption.drain(..blank_head);
        if !self.commanded && self.caption.is_empty() {
            if !header && !trailing {
                found.push(Found {
                    line: self.line,
                    mistake: Mistake::EmptyStep,
                });
            }
            return None;
        }
        if self.caption.len() > CAPTION_LINES {
            found.push(Found {
                line: self.caption[CAPTION_LINES].0,
                mistake: Mistake::TooLong(self.caption.len()),
            });
        }
        let first = self.cues.first().map(|c| c.line);
        let line = first
            .into_iter()
            .chain(self.caption.first().map(|(l, _)| *l))
            .min()
            .unwrap_or(self.line);
        Some(Step {
            line,
            cues: self.cues,
            caption: self.caption.into_iter().map(|(_, l)| l).collect(),
        })
    }
}

/// A lesson being played: where it stands, and the position of each step reached so far,
/// exactly as it was, for `←` and for the next step to start from.
#[derive(Debug, Clone)]
pub struct Playing {
    /// The lesson.
    pub lesson: Lesson,
    /// Its name, as given (a shipped lesson's name, or the file's).
    pub name: String,
    /// The step shown (from 0).
    pub(super) at: usize,
    /// The position of each step reached, as its commands left it.
    pub(super) kept: Vec<Kept>,
    /// The commands of the step last played that were refused, each with its line.
    pub(super) refused: Vec<super::note::Note>,
}

impl Playing {
    /// A lesson about to play its first step.
    pub(super) fn new(lesson: Lesson, name: String) -> Self {
        Playing {
            lesson,
            name,
            at: 0,
            kept: Vec::new(),
            refused: Vec::new(),
        }
    }

    /// Every command of the step last played that its position refused, in order, each a
    /// [`Note::LessonCue`](super::note::Note::LessonCue) with its line; the class is told
    /// the first.
    pub fn refused(&self) -> &[super::note::Note] {
        &self.refused
    }

    /// The step shown (from 0).
    pub fn at(&self) -> usize {
        self.at
    }

    /// The step shown.
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.at.min(self.lesson.steps.len() - 1)]
    }

    /// How many steps the lesson has.
    pub fn len(&self) -> usize {
        self.lesson.steps.len()
    }

    /// Never: a lesson has at least one step.
    pub fn is_empty(&self) -> bool {
        self.lesson.steps.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_split_by_dashes_with_commands_and_captions() {
        let lesson = read(
            "# a comment\ntitle: Two steps\n---\n:n 4\n\nThe board.\n\nMore.\n\n---\n:event 3\n",
        )
        .unwrap();
        assert_eq!(lesson.title.as_deref(), Some("Two steps"));
        assert_eq!(lesson.steps.len(), 2);
        assert_eq!(lesson.steps[0].cues[0].command, Command::Size(4));
        assert_eq!(lesson.steps[0].caption, ["The board.", "", "More."]);
        assert_eq!(lesson.steps[1].line, 11);
        assert!(lesson.steps[1].caption.is_empty());
    }

    #[test]
    fn mistakes_name_their_lines() {
        let wide = "x".repeat(CAPTION_WIDTH + 1);
        let text = format!(":n 4\nok\n---\n:strategy dfs\n{wide}\n---\n---\n:quit\n");
        let found = read(&text).unwrap_err();
        let lines: Vec<usize> = found.iter().map(|f| f.line).collect();
        assert_eq!(lines, [4, 5, 7, 8]);
        assert!(matches!(found[0].mistake, Mistake::Command { .. }));
        assert_eq!(found[1].mistake, Mistake::TooWide(CAPTION_WIDTH + 1));
        assert_eq!(found[2].mistake, Mistake::EmptyStep);
        assert_eq!(found[3].mistake, Mistake::Quits);
        assert_eq!(
            read("# nothing\n").unwrap_err()[0].mistake,
            Mistake::NoSteps
        );
    }
}
