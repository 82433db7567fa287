//! The size of the board watched, in one place for the search and the race: `]` and `[`
//! (n ± 1) and `r` (the same n from the start), each within what the board's owner takes.

use super::{App, Handled};
use crate::app::Mode;
use crate::app::mode::Stage;
use crate::app::note::Note;
use crate::solver::MAX_N;
use crate::vocabulary::Action;

impl App {
    /// Grow, shrink, restart.
    pub(super) fn board_layer(&mut self, action: &Action) -> Handled {
        let (n, largest) = self.watched_size();
        let to = match action {
            Action::Grow if n < largest => n + 1,
            Action::Shrink if n > 1 => n - 1,
            Action::Restart => n,
            Action::Grow => {
                self.message = Some(match self.mode() {
                    Mode::Race => Note::RaceLargest,
                    _ => Note::LargestBoard(self.strategy()),
                });
                return Handled::done();
            }
            Action::Shrink => {
                self.message = Some(Note::SmallestBoard);
                return Handled::done();
            }
            _ => return Handled::Ignored,
        };
        self.restart_watched(to, to != n);
        Handled::done()
    }

    /// The watched board's size, and the largest its owner takes.
    fn watched_size(&self) -> (usize, usize) {
        match &self.stage {
            Stage::Race(race) => (race.n(), MAX_N),
            _ => (self.n(), self.strategy().max_animated_n()),
        }
    }

    /// The watched search (or race) from the start on a board of `n`; `resized` if `n` is new.
    fn restart_watched(&mut self, n: usize, resized: bool) {
        match &mut self.stage {
            Stage::Race(race) => {
                race.restart(n);
                self.message = Some(Note::RaceAgain(resized.then_some(n)));
            }
            _ => self.restart(n),
        }
    }
}
