//! The layers every mode has: the command line (and the commands it runs, each handed to the
//! mode that takes it), the help overlay, and what is left to every mode.

use super::{App, Handled, Layer};
use crate::app::command::{self, Command, Prompt};
use crate::app::note::{Away, Note};
use crate::app::{Effect, Mode, Overlay};
use crate::solver::notation::Notation;
use crate::vocabulary::{Action, Lang, Panel};

/// The command line: typing, completion, history, running, and `Esc` while it is open. It
/// runs commands, which reach every mode: it is handed the whole state.
impl Layer<App> for Prompt {
    fn handle(&mut self, app: &mut App, action: &Action) -> Handled {
        match *action {
            Action::OpenCommand => self.open(),
            Action::CommandChar(c) => self.push(c),
            Action::CommandBackspace => self.backspace(),
            Action::CommandComplete => self.complete_in(app.mode()),
            Action::CommandHistory(step) => self.recall(step),
            Action::Back if self.line.is_some() => self.line = None,
            Action::CommandRun => {
                let Some(text) = self.take() else {
                    return Handled::done();
                };
                // A command refused stays on the line, its error beside it, to be mended.
                match app
                    .not_for_this_strategy(&text)
                    .map_or_else(|| command::parse(&text).map_err(Note::from), Err)
                    .and_then(|command| app.run_command(command))
                {
                    Ok(effects) => return Handled::Done(effects),
                    Err(error) => self.refuse(text, error),
                }
            }
            _ => return Handled::Ignored,
        }
        Handled::done()
    }
}

impl App {
    /// The help overlay: opening, scrolling, and `Esc` while it is open.
    pub(super) fn help_layer(&mut self, action: &Action) -> Handled {
        match *action {
            Action::ToggleHelp => self.view.toggle_help(),
            Action::ScrollHelp(lines) => self.view.scroll_help(i64::from(lines)),
            Action::Scroll(Panel::Help, rows) => self.view.scroll_help(rows),
            Action::Back if self.view.overlay == Overlay::Help => self.view.back(),
            _ => return Handled::Ignored,
        }
        Handled::done()
    }

    /// What every mode takes alike: quitting, a hint from the keys, and `Esc` with nothing of
    /// the mode's to close.
    pub(super) fn common_layer(&mut self, action: &Action) -> Handled {
        match action {
            Action::Quit => return Handled::Done(vec![Effect::Quit]),
            Action::Hint(hint) => self.message = Some(Note::Hint(hint.clone())),
            Action::OpenCompare => return Handled::Done(self.open_compare()),
            Action::Back => self.view.back(),
            _ => return Handled::Ignored,
        }
        Handled::done()
    }

    /// The bottom of a mode away from the search: its keys wait for it.
    pub(super) fn away_layer(&mut self, away: Away) -> Handled {
        self.message = Some(Note::WorksOnSearch(away));
        Handled::done()
    }

    /// Carries out a command from the command line, in the mode that takes it; the error, if
    /// it cannot be done, goes back to the line.
    pub(super) fn run_command(&mut self, command: Command) -> Result<Vec<Effect>, Note> {
        if let Some(away) = self.away()
            && !command.taken_in(self.mode())
        {
            return Err(Note::WorksOnSearch(away));
        }
        match command {
            Command::Help => {
                if self.view.overlay != Overlay::Help {
                    self.view.toggle_help();
                }
                self.message = None;
                Ok(Vec::new())
            }
            Command::Quit => Ok(vec![Effect::Quit]),
            Command::Lang(lang) => {
                let next = Lang::ALL[(Lang::ALL.iter().position(|&l| l == self.lang).unwrap_or(0)
                    + 1)
                    % Lang::ALL.len()];
                self.lang = lang.unwrap_or(next);
                self.message = Some(Note::Language);
                Ok(Vec::new())
            }
            Command::Notation(notation) => {
                let now = notation.unwrap_or(match self.notation() {
                    Notation::Chess => Notation::Numbers,
                    Notation::Numbers => Notation::Chess,
                });
                self.notation = Some(now);
                self.message = Some(Note::Notation(now));
                Ok(Vec::new())
            }
            Command::Mark(_) | Command::Go(_) | Command::Marks => self.marks_command(command),
            Command::Compare => Ok(self.open_compare()),
            command => match self.mode() {
                Mode::Search => self.search_command(command),
                Mode::Play => {
                    self.message = Some(Note::PlayingAlready);
                    Ok(Vec::new())
                }
                Mode::Race => self.race_command(command),
            },
        }
    }

    /// Where the user is away from the search, if away.
    fn away(&self) -> Option<Away> {
        match self.mode() {
            Mode::Search => None,
            Mode::Play => Some(Away::Play),
            Mode::Race => Some(Away::Race),
        }
    }
}
