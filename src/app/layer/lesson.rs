//! The lesson's layer: its steps forward and back. Everything else falls through to the
//! layers of the mode, so a student explores with any key; the next step starts again from
//! the position the lesson's last step left, and `←` brings back the step before exactly.

use super::{App, Handled};
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
        self.lesson = Some(Playing::new(lesson, name));
        let effects = self.play_step(0);
        self.deferred.extend(effects);
    }

    /// The lesson being played, if any.
    pub fn lesson(&self) -> Option<&Playing> {
        self.lesson.as_ref()
    }

    /// The lesson's keys.
    pub(super) fn lesson_layer(&mut self, action: &Action) -> Handled {
        let Some(playing) = &self.lesson else {
            return Handled::Ignored;
        };
        let (at, len) = (playing.at, playing.len());
        match action {
            Action::LessonNext if at + 1 < len => return Handled::Done(self.play_step(at + 1)),
            Action::LessonNext => self.message = Some(Note::LessonLast),
            Action::LessonBack if at > 0 => {
                let kept = playing.kept[at - 1].clone();
                self.bring_back(&kept);
                if let Some(playing) = &mut self.lesson {
                    playing.at = at - 1;
                }
            }
            Action::LessonBack => self.message = Some(Note::LessonFirst),
            _ => return Handled::Ignored,
        }
        Handled::done()
    }

    /// Shows step `at`: from the position the step before left (the student may have gone
    /// elsewhere since), its commands run in order; the position is then kept for `←`. A
    /// command refused is said, and the step goes on without it.
    fn play_step(&mut self, at: usize) -> Vec<Effect> {
        let Some(playing) = &self.lesson else {
            return Vec::new();
        };
        let before = at.checked_sub(1).and_then(|b| playing.kept.get(b)).cloned();
        let cues = playing.lesson.steps[at].cues.clone();
        if let Some(kept) = before {
            self.bring_back(&kept);
        }
        let mut effects = Vec::new();
        let mut refused = None;
        for cue in cues {
            // Refused when the lesson was read; and never run, however the lesson was made.
            if !super::super::lesson::allowed(&cue.command) {
                continue;
            }
            self.message = None;
            match self.run_command(cue.command) {
                Ok(more) => effects.extend(more),
                Err(why) => {
                    refused.get_or_insert(Note::LessonCue {
                        line: cue.line,
                        text: cue.text,
                        why: Box::new(why),
                    });
                }
            }
            // A long `:event` runs there over frames live: here it gets there at once.
            while self.search.seeking().is_some() {
                if self.run_events(SEEK_AT_ONCE) == 0 {
                    break;
                }
            }
        }
        let kept = self.keep_position();
        if let Some(playing) = &mut self.lesson {
            playing.kept.truncate(at);
            playing.kept.push(kept);
            playing.at = at;
        }
        // The caption's title says the step: the hint bar stays, unless a command was refused.
        self.message = refused;
        effects
    }
}
