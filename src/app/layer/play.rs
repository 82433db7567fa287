//! Play's layer: the cursor, placing and lifting, hints, clearing, undo, and `Esc` back to
//! the search, which waits as it was.

use super::{App, Desk, Handled, Layer};
use crate::app::Effect;
use crate::app::mode::{Playing, Stage};
use crate::app::note::Note;
use crate::app::play::Play;
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
        let (board, job) = match self.aside.play.take() {
            Some(mut play) if play.n() == n => {
                let job = play.resumed();
                (play, job)
            }
            last => Play::new(n, last.as_ref().map_or(0, Play::position)),
        };
        let waiting = self.search.clone();
        self.search.pause();
        self.stage = Stage::Play(Box::new(Playing { board, waiting }));
        self.message = Some(Note::PlayStarted);
        job.map(Effect::Play).into_iter().collect()
    }

    /// Leaves play: the search is back exactly as it was (its check under way is cancelled
    /// with it: see `with_jobs`), the board kept for `p`.
    pub(super) fn stop_play(&mut self) {
        if let Some(search) = self.leave_stage() {
            self.search = search;
        }
        self.message = Some(Note::PlayLeft);
    }
}

/// Play's actions.
impl Layer<Desk<'_>> for Playing {
    fn handle(&mut self, desk: &mut Desk<'_>, action: &Action) -> Handled {
        if *action == Action::Back {
            return Handled::Closed;
        }
        let play = &mut self.board;
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
            Action::Redo => {
                let (said, job) = play.redo();
                (Some(said), job)
            }
            Action::Play => (Some(Note::PlayingAlready), None),
            _ => return Handled::Ignored,
        };
        *desk.note = said;
        Handled::Done(job.map(Effect::Play).into_iter().collect())
    }
}
