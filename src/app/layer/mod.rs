//! The stack of layers an action passes through, top first: each layer handles the actions
//! that mean something to it and lets the others fall through to the one below (as helix's
//! compositor does). Which layers are stacked depends on the mode; nothing lists by hand which
//! actions a mode allows.
//!
//! - search: command line, help, solutions list, search, board size, everywhere (with
//!   `:predict`, its layer under the help);
//! - play: command line, help, play, everywhere, then "that works on the search";
//! - race: command line, help, race, board size, everywhere, then "that works on the search";
//! - with the Compare view open, whatever the mode: the view, then everywhere, then a
//!   lesson's steps.

mod board;
mod common;
mod compare;
mod lesson;
mod list;
mod marks;
mod play;
mod predict;
mod race;
mod search;

use super::mode::Stage;
use super::note::{Away, Note};
use super::{App, Effect, Mode, Search};
use crate::vocabulary::Action;

/// What a layer did with an action.
#[derive(Debug)]
pub(super) enum Handled {
    /// It was this layer's: these are the effects, and no layer below sees it.
    Done(Vec<Effect>),
    /// It was this layer's, and the layer is done with (`Esc` in play, in a race, in predict
    /// mode): the state closes it, and no layer below sees the action.
    Closed,
    /// Not this layer's: the next one down is asked.
    Ignored,
}

impl Handled {
    /// Handled, with nothing for the loop to do.
    fn done() -> Self {
        Handled::Done(Vec::new())
    }
}

/// A layer of the stack: a mode's or a panel's own state, which takes the actions that mean
/// something to it and lets the others fall through (as helix's components do). `Cx` is what
/// else it may touch: a mode's layer the [`Desk`]; the layers that run commands (the command
/// line, the lesson), which reach every mode, the whole state.
pub(super) trait Layer<Cx: ?Sized> {
    /// Handles `action`, or lets it fall through.
    fn handle(&mut self, cx: &mut Cx, action: &Action) -> Handled;
}

/// What a mode's layer may touch besides its own state: the search and the note for the
/// user.
pub(super) struct Desk<'a> {
    /// The search watched.
    pub search: &'a mut Search,
    /// The note for the user.
    pub note: &'a mut Option<Note>,
}

/// One level of the stack: which layer stands there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    /// The command line after `:`.
    Prompt,
    /// The help overlay.
    Help,
    /// The solutions panel and its list.
    List,
    /// The search being watched.
    Search,
    /// The size of the board watched (the search's or the race's).
    Board,
    /// Placing queens by hand: the play stage's layer.
    Play,
    /// Two strategies side by side: the race stage's layer.
    Race,
    /// What every mode takes: quitting, hints, `Esc` with nothing above to close.
    Common,
    /// The search's own keys, away from it: said to wait for it.
    Away(Away),
    /// Predict mode: the guess, and the next question.
    Predict,
    /// The lesson's steps.
    Lesson,
    /// The Compare view, over the whole screen.
    Compare,
}

impl App {
    /// The layers an action passes through now, top first.
    fn stack(&self) -> &'static [Level] {
        use Level::{Board, Common, Help, List, Prompt, Search};
        if self.compare.is_some() {
            return &[Level::Compare, Common, Level::Lesson];
        }
        match self.mode() {
            Mode::Search if self.predict.is_some() => &[
                Prompt,
                Help,
                Level::Predict,
                List,
                Search,
                Board,
                Common,
                Level::Lesson,
            ],
            Mode::Search => &[Prompt, Help, List, Search, Board, Common, Level::Lesson],
            Mode::Play => &[Prompt, Help, Level::Play, Common, Level::Away(Away::Play)],
            Mode::Race => &[
                Prompt,
                Help,
                Level::Race,
                Board,
                Common,
                Level::Lesson,
                Level::Away(Away::Race),
            ],
        }
    }

    /// Offers a user's action to the layers, top first, until one handles it.
    pub(super) fn offer(&mut self, action: &Action) -> Vec<Effect> {
        self.message = None;
        self.view.inspect = None;
        if self.mode() == Mode::Search {
            self.history.track_motion(action, &self.search);
        }
        for &level in self.stack() {
            match self.offer_to(level, action) {
                Handled::Done(effects) => return effects,
                Handled::Closed => {
                    self.close(level);
                    return Vec::new();
                }
                Handled::Ignored => {}
            }
        }
        Vec::new()
    }

    /// Offers `action` to the layer at `level`.
    fn offer_to(&mut self, level: Level, action: &Action) -> Handled {
        // A clicked square is typed into predict's answer as the screen names it.
        let notation = self.notation();
        let mut desk = Desk {
            search: &mut self.search,
            note: &mut self.message,
        };
        match level {
            Level::Play => match &mut self.stage {
                Stage::Play(playing) => playing.handle(&mut desk, action),
                _ => Handled::Ignored,
            },
            Level::Race => match &mut self.stage {
                Stage::Race(race) => race.handle(&mut desk, action),
                _ => Handled::Ignored,
            },
            Level::Predict => match &mut self.predict {
                Some(on) => {
                    crate::solver::notation::scoped(notation, || on.handle(&mut desk, action))
                }
                None => Handled::Ignored,
            },
            Level::Prompt => {
                // The command line runs commands, which reach every mode: it is handed the
                // whole state, itself taken out while it works.
                let mut prompt = std::mem::take(&mut self.view.prompt);
                let handled = prompt.handle(self, action);
                self.view.prompt = prompt;
                handled
            }
            Level::List => {
                let mut browser = std::mem::take(&mut self.view.browser);
                let handled = browser.handle(self, action);
                self.view.browser = browser;
                handled
            }
            Level::Lesson => match self.lesson.take() {
                Some(mut lesson) => {
                    let handled = lesson.handle(self, action);
                    self.lesson = Some(lesson);
                    handled
                }
                None => Handled::Ignored,
            },
            Level::Help => self.help_layer(action),
            Level::Compare => self.compare_layer(action),
            Level::Search => self.search_layer(action),
            Level::Board => self.board_layer(action),
            Level::Common => self.common_layer(action),
            Level::Away(away) => self.away_layer(away),
        }
    }

    /// Closes the layer at `level`, which asked to be closed.
    fn close(&mut self, level: Level) {
        match level {
            Level::Play => self.stop_play(),
            Level::Race => self.stop_race(),
            Level::Predict => self.stop_predict(),
            Level::Compare => self.compare = None,
            _ => {}
        }
    }

    /// Back to watching the search: what was on the stage is set aside (the board played,
    /// the race), to be taken up again; gives back the search that waited for play, if it
    /// was play.
    pub(super) fn leave_stage(&mut self) -> Option<Search> {
        match std::mem::replace(&mut self.stage, Stage::Search) {
            Stage::Search => None,
            Stage::Play(playing) => {
                self.aside.play = Some(playing.board);
                Some(playing.waiting)
            }
            Stage::Race(race) => {
                self.aside.race = Some(race);
                None
            }
        }
    }
}
