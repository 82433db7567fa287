//! Predict mode's layer: the guess typed or clicked while a question waits, the answer shown
//! (the search run up to it), the next question on the next key, and `:predict` itself.

use super::{App, Desk, Handled, Layer};
use crate::app::note::Note;
use crate::app::predict::{
    self, Guess, Phase, Predict, PredictNote, Question, Unreadable, Variant, Verdict,
};
use crate::app::{Mode, Search, Status};
use crate::solver::Event;
use crate::solver::ahead::Ahead;
use crate::solver::notation::square_name;
use crate::vocabulary::{Action, Focus, Strategy};

/// Predict mode reads the search through [`predict::Standing`], which keeps the mode's own
/// module (read by the notes) free of the search's.
impl predict::Standing for Search {
    fn strategy(&self) -> Strategy {
        Search::strategy(self)
    }
    fn n(&self) -> usize {
        Search::n(self)
    }
    fn event_number(&self) -> u64 {
        Search::event_number(self)
    }
    fn is_done(&self) -> bool {
        Search::is_done(self)
    }
    fn last_event(&self) -> Option<Event> {
        Search::last_event(self)
    }
    fn queen(&self, row: usize) -> Option<usize> {
        Search::queen(self, row)
    }
    fn ahead(&self) -> Ahead {
        Search::ahead(self)
    }
}

/// The most events the search runs to put an answer on the board: a rank's tests (the scan)
/// and the lifts before a queen moves are each at most a few per rank.
fn reveal_limit(n: usize) -> usize {
    4 * n + 8
}

impl App {
    /// Predict mode, while it is on (and the search is on screen).
    pub fn predict(&self) -> Option<&Predict> {
        self.predict
            .as_ref()
            .filter(|_| self.mode() == Mode::Search)
    }

    /// This animation with predict mode on from the start (`--predict`); the refusal if the
    /// strategy's moves cannot be predicted.
    pub fn with_predict(mut self, variant: Variant) -> Result<Self, Note> {
        self.start_predict(variant)?;
        Ok(self)
    }

    /// `:predict VARIANT` (`None`: `:predict off`).
    pub(super) fn predict_command(&mut self, variant: Option<Variant>) -> Result<Note, Note> {
        match variant {
            Some(variant) => self.start_predict(variant),
            None => match self.predict.take() {
                Some(on) => Ok(Note::Predict(PredictNote::Off(on.score))),
                None => Err(Note::Predict(PredictNote::NotOn)),
            },
        }
    }

    /// Turns predict mode on in `variant` (keeping the score if it was on), or says why the
    /// strategy searching cannot be predicted.
    fn start_predict(&mut self, variant: Variant) -> Result<Note, Note> {
        let strategy = self.strategy();
        if let Some(why) = predict::refusal(strategy, variant) {
            return Err(Note::Predict(PredictNote::Refused {
                strategy,
                variant,
                why,
            }));
        }
        let score = self.predict.take().map(|p| p.score).unwrap_or_default();
        self.predict = Some(Predict {
            score,
            ..Predict::new(variant)
        });
        self.predict_sync();
        Ok(Note::Predict(PredictNote::On(variant)))
    }

    /// Puts the mode in step with the search: a question where the search now stands at a
    /// point it asks about (the search paused there), the mode left where the strategy
    /// cannot be predicted. A question or an answer of a position the search has left
    /// (stepped back, jumped, restarted) gives way to the position's own.
    pub(in crate::app) fn predict_sync(&mut self) {
        if self.mode() != Mode::Search {
            return;
        }
        let Some(on) = &self.predict else {
            return;
        };
        let (strategy, variant) = (self.strategy(), on.variant);
        if let Some(why) = predict::refusal(strategy, variant) {
            self.predict = None;
            self.message = Some(Note::Predict(PredictNote::Refused {
                strategy,
                variant,
                why,
            }));
            return;
        }
        // On the way to an event asked for (`:event K`): no question before it is reached.
        if self.search.seeking().is_some() {
            if let Some(on) = &mut self.predict {
                on.phase = Phase::Watching;
            }
            return;
        }
        let here = predict::Stamp::of(&self.search);
        let stays = match &on.phase {
            Phase::Asking(question) => question.stamp == here,
            Phase::Told(verdict) => verdict.stamp == Some(here),
            Phase::Watching => false,
        };
        if stays {
            return;
        }
        let question = predict::ask(&self.search, variant);
        let Some(on) = &mut self.predict else {
            return;
        };
        // Keys typed while the search ran on to this question are its guess; a question of
        // another position (a step back, a jump) starts with none.
        if !matches!(on.phase, Phase::Watching) {
            on.typed.clear();
        }
        match question {
            Some(question) => {
                self.search.pause();
                // The board must show the search, not a solution selected in the list.
                self.view.focus = Focus::Board;
                on.phase = Phase::Asking(question);
            }
            None => on.phase = Phase::Watching,
        }
    }

    /// Runs up to `count` events, stopping at the first point predict mode asks about.
    pub(in crate::app) fn run_predicted(&mut self, count: u64) -> u64 {
        let mut ran = 0;
        while ran < count {
            self.predict_sync();
            let waiting = self
                .predict
                .as_ref()
                .is_none_or(|on| !matches!(on.phase, Phase::Watching));
            if waiting || self.search.status() != Status::Running {
                break;
            }
            if self.search.run_events(1) == 0 {
                break;
            }
            ran += 1;
        }
        ran
    }

    /// `Esc` in predict mode: the mode ends, its score said.
    pub(super) fn stop_predict(&mut self) {
        if let Some(on) = self.predict.take() {
            self.message = Some(Note::Predict(PredictNote::Off(on.score)));
        }
    }
}

/// Predict mode's actions: the guess while a question waits, the next question after an
/// answer; the rest falls through.
impl Layer<Desk<'_>> for Predict {
    fn handle(&mut self, desk: &mut Desk<'_>, action: &Action) -> Handled {
        match (&self.phase, action) {
            (_, Action::Back) => return Handled::Closed,
            (Phase::Asking(question), _) => {
                let question = question.clone();
                return self.while_asking(desk, &question, action);
            }
            // Running on to the next question: what is typed ahead is its guess.
            (Phase::Watching, Action::PredictChar(c)) => self.typed.push(*c),
            (Phase::Watching, Action::PredictBackspace) => {
                self.typed.pop();
            }
            (Phase::Watching, Action::PredictSubmit | Action::PredictSkip) => {}
            // The answer stays until it is read: the next guess's keys do not put it away
            // (nor reach the search); the bottom line says which key goes on.
            (Phase::Told(_), Action::PredictChar(_) | Action::PredictBackspace) => {
                *desk.note = Some(Note::Predict(PredictNote::Next));
            }
            (
                Phase::Told(_),
                Action::PredictSubmit
                | Action::PredictSkip
                | Action::TogglePause
                | Action::Step
                | Action::RunToSolution,
            ) => {
                self.phase = Phase::Watching;
                // Runs on (at its speed) to the next question, which may be right here.
                if desk.search.status() == Status::Paused {
                    let _ = desk.search.toggle_pause();
                }
            }
            _ => return Handled::Ignored,
        }
        Handled::done()
    }
}

impl Predict {
    /// An action while `question` waits for a guess.
    fn while_asking(
        &mut self,
        desk: &mut Desk<'_>,
        question: &Question,
        action: &Action,
    ) -> Handled {
        let n = question.n;
        let guess = match *action {
            // Typing chooses; only Enter answers, whatever the guess (a square, `x`, yes or
            // no), so a key meant to confirm never skips past the answer.
            Action::PredictChar(c) => {
                self.choose(desk, c, n);
                None
            }
            Action::PredictBackspace => {
                self.typed.pop();
                None
            }
            Action::PredictSubmit => self.read_typed(desk, question),
            Action::SelectSquare { .. } if self.variant == Variant::DeadEnds => {
                *desk.note = Some(Note::Predict(PredictNote::YesOrNo));
                None
            }
            // A click chooses its square, as typing it would.
            Action::SelectSquare { row, col } => {
                self.typed = square_name(n, row, col);
                None
            }
            Action::PredictSkip => {
                let verdict = predict::skipped(question);
                self.reveal(desk, question, verdict);
                return Handled::done();
            }
            // The search waits for the guess: its keys are not bound now, and a click
            // elsewhere (the list, the timeline) falls through and moves it.
            _ => return Handled::Ignored,
        };
        if let Some(guess) = guess {
            self.guess(desk, question, guess);
        }
        Handled::done()
    }

    /// `c` typed while a question waits: a letter of the guess; in the dead-ends variant, the
    /// one-letter answer chosen (typing another changes it), anything else refused there.
    fn choose(&mut self, desk: &mut Desk<'_>, c: char, n: usize) {
        if self.variant != Variant::DeadEnds {
            self.typed.push(c);
        } else if predict::read_guess(&c.to_string(), n, self.variant).is_ok() {
            self.typed = c.to_string();
        } else {
            self.typed.clear();
            *desk.note = Some(Note::Predict(PredictNote::YesOrNo));
        }
    }

    /// The guess typed so far, read; the reason on the bottom line if it is none.
    fn read_typed(&mut self, desk: &mut Desk<'_>, question: &Question) -> Option<Guess> {
        let typed = std::mem::take(&mut self.typed);
        match predict::read_guess(&typed, question.n, self.variant) {
            Ok(guess) => Some(guess),
            Err(Unreadable::Empty) => None,
            Err(why) => {
                *desk.note = Some(Note::Predict(PredictNote::Unreadable(why)));
                None
            }
        }
    }

    /// Judges `guess`, counts it, and shows the answer.
    fn guess(&mut self, desk: &mut Desk<'_>, question: &Question, guess: Guess) {
        if let (Variant::Backtracks, Guess::Square(square)) = (self.variant, guess)
            && !question.holds_queen(square.row, square.col)
        {
            *desk.note = Some(Note::Predict(PredictNote::NoQueen(square)));
            return;
        }
        let verdict = predict::judge(question, guess);
        self.score.record(verdict.right);
        self.reveal(desk, question, verdict);
    }

    /// Runs the search up to the event that answers `question`, so the board shows it, and
    /// keeps `verdict` on screen until the next key.
    fn reveal(&mut self, desk: &mut Desk<'_>, question: &Question, mut verdict: Verdict) {
        let search = &mut *desk.search;
        let target = predict::answering_event(question);
        for _ in 0..reveal_limit(question.n) {
            if search.step().is_err() || search.last_event() == Some(target) {
                break;
            }
        }
        verdict.stamp = Some(predict::Stamp::of(&*search));
        self.typed.clear();
        self.phase = Phase::Told(Box::new(verdict));
        *desk.note = Some(Note::Predict(PredictNote::Next));
    }
}
