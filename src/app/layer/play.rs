//! Play's layer: the cursor, placing and lifting, hints, clearing, undo, and `Esc` back to
//! the search, which waits as it was.

use super::{App, Handled};
use crate::app::note::Note;
use crate::app::play::Play;
use crate::app::{Effect, Mode};
use crate::solver::MAX_N;
use crate::vocabulary::Action;

impl App {
    /// Starts play on a board of the current size (taking up the last one if it was that
    /// size); the search waits as it is.
    pub(super) fn start_play(&mut self) -> Vec<Effect> {
        let n = self.n();
        if n > MAX_N {
            self.message = Some(Note::PlayTooLarge(n));
            return Vec::new();
        }
        let job = match &mut self.play {
            Some(play) if play.n() == n => play.resumed(),
            _ => {
                let after = self.play.as_ref().map_or(0, Play::position);
                let (play, job) = Play::new(n, after);
                self.play = Some(play);
                job
            }
        };
        self.waiting = Some(self.search.clone());
        self.search.pause();
        self.mode = Mode::Play;
        self.message = Some(Note::PlayStarted);
        job.map(Effect::Play).into_iter().collect()
    }

    /// Leaves play: the search is back exactly as it was (its check under way is cancelled
    /// with it: see `with_jobs`).
    fn stop_play(&mut self) -> Vec<Effect> {
        if let Some(search) = self.waiting.take() {
            self.search = search;
        }
        self.mode = Mode::Search;
        self.message = Some(Note::PlayLeft);
        Vec::new()
    }

    /// Play's actions.
    pub(super) fn play_layer(&mut self, action: &Action) -> Handled {
        if *action == Action::Back {
            return Handled::Done(self.stop_play());
        }
        let Some(play) = self.play.as_mut() else {
            return Handled::Ignored;
        };
        // The board and the panel show what a placement did: no note for it.
        let (said, job) = match *action {
            Action::PlayCursor(direction) => {
                play.move_cursor(direction);
                (None, None)
            }
            Action::PlayToggle => {
                let (row, col) = play.cursor();
                (None, play.toggle(row, col))
            }
            Action::SelectSquare { row, col } => (None, play.toggle(row, col)),
            Action::PlayHint => (play.give_hint().map(Note::PlayHint), None),
            Action::PlayClear => {
                let (said, job) = play.clear();
                (Some(said), job)
            }
            Action::Undo => {
                let (said, job) = play.undo();
                (Some(said), job)
            }
            Action::Play => (Some(Note::PlayingAlready), None),
            _ => return Handled::Ignored,
        };
        self.message = said;
        Handled::Done(job.map(Effect::Play).into_iter().collect())
    }
}
