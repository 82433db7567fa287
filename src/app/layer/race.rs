//! The race's layer: pause, step and speed on both sides, `Esc` back to the search (the race
//! kept for a bare `:race`), and the commands a race takes.

use super::{App, Desk, Handled, Layer};
use crate::app::command::Command;
use crate::app::mode::Stage;
use crate::app::note::Note;
use crate::app::race::Race;
use crate::app::{Effect, Status};
use crate::solver::MAX_N;
use crate::vocabulary::{Action, Strategy};

impl App {
    /// Starts a race between `strategies` on the current board, at the current speed
    /// (paused if the search was paused by the user); the search waits as it is. In a race,
    /// a new one takes the old one's board, speed and pause. Says what it started, or why
    /// not (a board larger than one of the strategies searches).
    pub fn start_race(&mut self, strategies: [Strategy; 2]) -> Result<Note, Note> {
        let (n, speed, paused) = match &self.stage {
            Stage::Race(race) => (race.n(), race.speed(), race.status() == Status::Paused),
            _ => (
                self.n(),
                self.search.speed(),
                self.search.status() == Status::Paused,
            ),
        };
        if let Some(small) = strategies.into_iter().find(|s| n > s.max_animated_n()) {
            return Err(Note::RaceTooLarge { n, small });
        }
        // The race on screen, or the one kept, gives way to the new one.
        self.aside.race = None;
        self.stage = Stage::Race(Box::new(
            Race::new(n, strategies, speed, paused, self.search.seed())
                .with_tuning(self.search.tuning()),
        ));
        Ok(self.race_note(false))
    }

    /// The race's strategies and board (`again`: taken up again rather than started).
    pub(super) fn race_note(&self, again: bool) -> Note {
        match self.race().or(self.aside.race.as_deref()) {
            Some(race) => Note::RaceOn {
                strategies: race.strategies(),
                n: race.n(),
                again,
            },
            None => Note::RaceNeedsTwo,
        }
    }

    /// Leaves the race (kept, to be taken up with a bare `:race`): the search is back as it
    /// was.
    pub(super) fn stop_race(&mut self) {
        self.leave_stage();
        self.message = Some(Note::RaceLeft);
    }

    /// Takes up the race kept (a bare `:race` while watching the search); false if there is
    /// none.
    pub(super) fn resume_race(&mut self) -> bool {
        match self.aside.race.take() {
            Some(race) => {
                self.stage = Stage::Race(race);
                true
            }
            None => false,
        }
    }

    /// A command in a race: those that make sense for both sides (the command table says
    /// which; the others were refused before).
    pub(super) fn race_command(&mut self, command: Command) -> Result<Vec<Effect>, Note> {
        self.message = match command {
            Command::Race(Some(strategies)) => Some(self.start_race(strategies)?),
            Command::Race(None) => {
                self.stop_race();
                return Ok(Vec::new());
            }
            Command::Speed(speed) => {
                if let Stage::Race(race) = &mut self.stage {
                    race.set_speed(speed);
                }
                Some(Note::SpeedSet { speed, both: true })
            }
            Command::Size(n) if (1..=MAX_N).contains(&n) => {
                if let Stage::Race(race) = &mut self.stage {
                    race.restart(n);
                }
                Some(Note::RaceAgain(Some(n)))
            }
            Command::Size(n) => return Err(Note::RaceSizeRefused(n)),
            _ => None,
        };
        Ok(Vec::new())
    }
}

/// The race's actions on both sides.
impl Layer<Desk<'_>> for Race {
    fn handle(&mut self, desk: &mut Desk<'_>, action: &Action) -> Handled {
        let note = match *action {
            Action::Back => return Handled::Closed,
            Action::TogglePause => self.toggle_pause().err(),
            Action::Step => self.step().err(),
            Action::Faster | Action::Slower => self.change_speed(*action == Action::Faster).err(),
            _ => return Handled::Ignored,
        };
        *desk.note = note;
        Handled::done()
    }
}
