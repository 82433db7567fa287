//! The lesson's layer: its steps forward and back. Everything else falls through to the
//! layers of the mode, so a student explores with any key; the next step starts again from
//! the position the lesson's last step left, and `←` brings back the step before exactly.

use super::{App, Handled, Layer};
use crate::app::Effect;
use crate::app::lesson::{Lesson, Playing};
use crate::app::note::Note;
use crate::vocabulary::Action;

/// The most events a step's `:event` replays at once before its position is kept: a lesson
/// shows small boards, and a step's position must be where its caption says.
const SEEK_AT_ONCE: u64 = 1 << 26;

impl App {
    /// Starts playing `lesson` (named `name`) at its first step; the work its commands ask
    /// for goes to the loop with the next frame.
    pub fn start_lesson(&mut self, lesson: Lesson, name: String) {
        self.search.pause();
        let mut playing = Playing::new(lesson, name);
        let effects = playing.play_step(self, 0);
        self.lesson = Some(playing);
        self.deferred.extend(effects);
    }

    /// A predict question waits for its answer on the board.
    fn question_open(&self) -> bool {
        self.predict()
            .is_some_and(|on| matches!(on.phase, crate::app::predict::Phase::Asking(_)))
    }

    /// The lesson being played, if any.
    pub fn lesson(&self) -> Option<&Playing> {
        self.lesson.as_ref()
    }

    /// Plays `lesson` (named `name`) through, headless, as the class would: its first step,
    /// then each next one through the same update the lesson's key sends. Each command its
    /// position refused, in order, with its line ([`Note::LessonCue`]); none if it plays
    /// clean.
    pub fn rehearse_lesson(&mut self, lesson: Lesson, name: String) -> Vec<Note> {
        let steps = lesson.steps.len();
        self.start_lesson(lesson, name);
        let mut refused = Vec::new();
        for at in 0..steps {
            if at > 0 {
                // A question the step before asked is skipped, as a student may: the step
                // after is played from where its answer left the search.
                if self.question_open() {
                    self.update(Action::PredictSkip);
                }
                self.update(Action::LessonNext);
            }
            if let Some(playing) = &self.lesson {
                refused.extend_from_slice(playing.refused());
            }
        }
        refused
    }
}

/// The lesson's keys. Its steps run commands, which reach every mode: it is handed the
/// whole state.
impl Layer<App> for Playing {
    fn handle(&mut self, app: &mut App, action: &Action) -> Handled {
        let (at, len) = (self.at, self.len());
        match action {
            // A step that asks a question waits for its answer, as the class does.
            Action::LessonNext if app.question_open() => {
                app.message = Some(Note::LessonAnswerFirst);
            }
            Action::LessonNext if at + 1 < len => {
                return Handled::Done(self.play_step(app, at + 1));
            }
            Action::LessonNext => app.message = Some(Note::LessonLast),
            Action::LessonBack if at > 0 => {
                let kept = self.kept[at - 1].clone();
                app.bring_back(&kept);
                self.at = at - 1;
                self.refused.clear();
                app.compare = None;
                // Its cells are measured again: the job was let go when the view closed.
                if kept.comparing {
                    return Handled::Done(app.open_compare());
                }
            }
            Action::LessonBack => app.message = Some(Note::LessonFirst),
            _ => return Handled::Ignored,
        }
        Handled::done()
    }
}

impl Playing {
    /// Shows step `at`: from the position the step before left (the student may have gone
    /// elsewhere since), its commands run in order; the position is then kept for `←`. A
    /// command refused is said, and the step goes on without it.
    fn play_step(&mut self, app: &mut App, at: usize) -> Vec<Effect> {
        let before = at.checked_sub(1).and_then(|b| self.kept.get(b)).cloned();
        let cues = self.lesson.steps[at].cues.clone();
        // The Compare view covers the board: a step shows it only if its own commands ask.
        app.compare = None;
        if let Some(kept) = before {
            app.bring_back(&kept);
        }
        let mut effects = Vec::new();
        self.refused.clear();
        for cue in cues {
            // Refused when the lesson was read; and never run, however the lesson was made.
            if !crate::app::lesson::allowed(&cue.command) {
                continue;
            }
            app.message = None;
            match app
                .run_command(cue.command)
                .and_then(|more| seek_at_once(app).map(|()| more))
            {
                Ok(more) => effects.extend(more),
                Err(why) => self.refused.push(Note::LessonCue {
                    line: cue.line,
                    text: cue.text,
                    why: Box::new(why),
                }),
            }
        }
        self.kept.truncate(at);
        self.kept.push(app.keep_position());
        self.at = at;
        // The caption's title says the step: the hint bar stays, unless a command was refused
        // (the first is said; `--check` lists them all).
        app.message = self.refused.first().cloned();
        effects
    }
}

/// A long `:event` runs there over frames live: in a lesson it gets there at once. The run
/// ending short of the event refuses the jump, as live (the search is put back).
fn seek_at_once(app: &mut App) -> Result<(), Note> {
    while app.search.seeking().is_some() {
        if app.run_events(SEEK_AT_ONCE) == 0 {
            break;
        }
    }
    match app.message.take() {
        Some(refused @ Note::RunEndsAt { .. }) => Err(refused),
        said => {
            app.message = said;
            Ok(())
        }
    }
}
