//! The stack of layers an action passes through, top first: each layer handles the actions
//! that mean something to it and lets the others fall through to the one below (as helix's
//! compositor does). Which layers are stacked depends on the mode; nothing lists by hand which
//! actions a mode allows.
//!
//! - search: command line, help, solutions list, search, board size, everywhere (with
//!   `:predict`, its layer under the help);
//! - play: command line, help, play, everywhere, then "that works on the search";
//! - race: command line, help, race, board size, everywhere, then "that works on the search".

mod board;
mod common;
mod lesson;
mod list;
mod marks;
mod play;
mod predict;
mod race;
mod search;

use super::note::Away;
use super::{App, Effect, Mode};
use crate::vocabulary::Action;

/// What a layer did with an action.
#[derive(Debug)]
pub(super) enum Handled {
    /// It was this layer's: these are the effects, and no layer below sees it.
    Done(Vec<Effect>),
    /// Not this layer's: the next one down is asked.
    Ignored,
}

impl Handled {
    /// Handled, with nothing for the loop to do.
    fn done() -> Self {
        Handled::Done(Vec::new())
    }
}

/// One layer of the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layer {
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
    /// Placing queens by hand.
    Play,
    /// Two strategies side by side.
    Race,
    /// What every mode takes: quitting, hints, `Esc` with nothing above to close.
    Common,
    /// The search's own keys, away from it: said to wait for it.
    Away(Away),
    /// Predict mode: the guess, and the next question.
    Predict,
    /// The lesson's steps.
    Lesson,
}

impl App {
    /// The layers an action passes through now, top first.
    fn stack(&self) -> &'static [Layer] {
        use Layer::{Board, Common, Help, List, Prompt, Search};
        match self.mode {
            Mode::Search if self.predict.is_some() => &[
                Prompt,
                Help,
                Layer::Predict,
                List,
                Search,
                Board,
                Common,
                Layer::Lesson,
            ],
            Mode::Search => &[Prompt, Help, List, Search, Board, Common, Layer::Lesson],
            Mode::Play => &[Prompt, Help, Layer::Play, Common, Layer::Away(Away::Play)],
            Mode::Race => &[
                Prompt,
                Help,
                Layer::Race,
                Board,
                Common,
                Layer::Lesson,
                Layer::Away(Away::Race),
            ],
        }
    }

    /// Offers a user's action to the layers, top first, until one handles it.
    pub(super) fn offer(&mut self, action: &Action) -> Vec<Effect> {
        self.message = None;
        self.view.inspect = None;
        if self.mode == Mode::Search {
            self.track_motion(action);
        }
        for &layer in self.stack() {
            let handled = match layer {
                Layer::Prompt => self.prompt_layer(action),
                Layer::Help => self.help_layer(action),
                Layer::List => self.list_layer(action),
                Layer::Search => self.search_layer(action),
                Layer::Board => self.board_layer(action),
                Layer::Play => self.play_layer(action),
                Layer::Race => self.race_layer(action),
                Layer::Common => self.common_layer(action),
                Layer::Away(away) => self.away_layer(away),
                Layer::Predict => self.predict_layer(action),
                Layer::Lesson => self.lesson_layer(action),
            };
            if let Handled::Done(effects) = handled {
                return effects;
            }
        }
        Vec::new()
    }
}
