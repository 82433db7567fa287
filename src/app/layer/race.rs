//! The race's layer: pause, step and speed on both sides, `Esc` back to the search (the race
//! kept for a bare `:race`), and the commands a race takes.

use super::{App, Handled};
use crate::app::command::Command;
use crate::app::note::Note;
use crate::app::race::Race;
use crate::app::{Effect, Mode, Status};
use crate::solver::MAX_N;
use crate::vocabulary::{Action, Strategy};

impl App {
    /// Starts a race between `strategies` on the current board, at the current speed
    /// (paused if the search was paused by the user); the search waits as it is. In a race,
    /// a new one takes the old one's board, speed and pause. Says what it started, or why
    /// not (a board larger than one of the strategies searches).
    pub fn start_race(&mut self, strategies: [Strategy; 2]) -> Result<Note, Note> {
        let (n, speed, paused) = match (&self.race, self.mode) {
            (Some(race), Mode::Race) => (race.n(), race.speed(), race.status() == Status::Paused),
            _ => (
                self.n(),
                self.search.speed(),
                self.search.status() == Status::Paused,
            ),
        };
        if let Some(small) = strategies.into_iter().find(|s| n > s.max_animated_n()) {
            return Err(Note::RaceTooLarge { n, small });
        }
        if let Some(old) = &mut self.race {
            old.set_aside();
        }
        self.race = Some(
            Race::new(n, strategies, speed, paused, self.search.seed())
                .with_breeding(self.search.breeding()),
        );
        self.mode = Mode::Race;
        Ok(self.race_note(false))
    }

    /// The race's strategies and board (`again`: taken up again rather than started).
    pub(super) fn race_note(&self, again: bool) -> Note {
        match &self.race {
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
    fn stop_race(&mut self) {
        self.mode = Mode::Search;
        self.message = Some(Note::RaceLeft);
    }

    /// The race's actions on both sides.
    pub(super) fn race_layer(&mut self, action: &Action) -> Handled {
        if *action == Action::Back {
            self.stop_race();
            return Handled::done();
        }
        let Some(race) = self.race.as_mut() else {
            return Handled::Ignored;
        };
        let note = match *action {
            Action::TogglePause => race.toggle_pause().err(),
            Action::Step => race.step().err(),
            Action::Faster | Action::Slower => race.change_speed(*action == Action::Faster).err(),
            _ => return Handled::Ignored,
        };
        self.message = note;
        Handled::done()
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
                if let Some(race) = &mut self.race {
                    race.set_speed(speed);
                }
                Some(Note::SpeedSet { speed, both: true })
            }
            Command::Size(n) if (1..=MAX_N).contains(&n) => {
                if let Some(race) = &mut self.race {
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
