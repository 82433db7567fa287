//! Positions kept and brought back: `:mark NAME`, `:go NAME`, `:marks`, and the session a
//! `--session FILE` carries across runs (the file itself is the commands' side's).

use super::App;
use crate::app::Effect;
use crate::app::command::Command;
use crate::app::marks::{Kept, Mark, Parsed, Place, SESSION_VERSION, Session};
use crate::app::mode::Stage;
use crate::app::note::Note;

impl App {
    /// The position as it stands, exactly.
    pub(in crate::app) fn keep_position(&self) -> Kept {
        let mut view = self.view.clone();
        view.prompt.line = None;
        Kept {
            search: self.search.clone(),
            view,
            stage: self.stage.clone(),
            aside: self.aside.clone(),
            comparing: self.compare.is_some(),
        }
    }

    /// Shows `kept` exactly as it was, paused; the command line and its history stay, and
    /// the search replaced can be had back with undo.
    pub(in crate::app) fn bring_back(&mut self, kept: &Kept) {
        self.search.set_aside();
        self.keep_for_undo_search(self.search.clone());
        let mut search = kept.search.clone();
        search.pause();
        search.revive();
        self.search = search;
        let prompt = std::mem::take(&mut self.view.prompt);
        self.view = kept.view.clone();
        self.view.prompt = prompt;
        self.stage.clone_from(&kept.stage);
        self.aside.clone_from(&kept.aside);
    }

    /// Shows the position `parsed` describes: a fresh search replayed to its event (over the
    /// next frames if the way is long); true if it replays.
    fn rebuild(&mut self, parsed: &Parsed) -> bool {
        self.search.set_aside();
        self.keep_for_undo_search(self.search.clone());
        self.search = parsed.search();
        self.view = self.view.carried_over();
        self.view.side = parsed.side;
        // Whatever was on the stage is set aside; a search waiting for play is not the one
        // shown now.
        self.leave_stage();
        if parsed.event > 0 {
            // A past-the-end event stands at the end; the note says where it went.
            let _ = self.search.jump_to_event(parsed.event);
        }
        self.search.seeking().is_some()
    }

    /// `:mark NAME`, `:go NAME`, `:marks`.
    pub(super) fn marks_command(&mut self, command: Command) -> Result<Vec<Effect>, Note> {
        self.message = Some(match command {
            Command::Mark(name) => {
                let mark = Mark {
                    place: Place::of(&self.search, self.view.side),
                    kept: Some(Box::new(self.keep_position())),
                };
                if !self.marks.set(&name, mark) {
                    return Err(Note::MarksFull);
                }
                Note::Marked(name)
            }
            Command::Go(name) => {
                let Some(mark) = self.marks.get(&name).cloned() else {
                    return Err(Note::NoMark(name));
                };
                let replay = match (&mark.kept, mark.place.parse()) {
                    (Some(kept), _) => {
                        self.bring_back(kept);
                        false
                    }
                    (None, Ok(parsed)) => self.rebuild(&parsed),
                    // Checked when the session was read: not met.
                    (None, Err(_)) => return Err(Note::NoMark(name)),
                };
                Note::WentTo { name, replay }
            }
            _ if self.marks.is_empty() => Note::NoMarks,
            _ => Note::MarkList(
                self.marks
                    .iter()
                    .filter_map(|(name, mark)| {
                        let parsed = mark.place.parse().ok()?;
                        Some((name.clone(), parsed.n, parsed.strategy, parsed.event))
                    })
                    .collect(),
            ),
        });
        Ok(Vec::new())
    }

    /// What a `--session` file keeps of this run: the position on screen (the search's, in a
    /// race or in play), the marks and the command history.
    pub fn session(&self) -> Session {
        let search = match &self.stage {
            // Away from the search, the search waits as it was: that is the position.
            Stage::Play(playing) => &playing.waiting,
            Stage::Search | Stage::Race(_) => &self.search,
        };
        Session {
            version: SESSION_VERSION,
            position: Place::of(search, self.view.side),
            marks: self
                .marks
                .iter()
                .map(|(name, mark)| (name.clone(), mark.place.clone()))
                .collect(),
            history: self.view.prompt.history().to_vec(),
        }
    }

    /// Takes up `session` (read from a `--session` file, and checked): its marks, its
    /// history, and its position, replayed to its event.
    pub fn resume(&mut self, session: &Session) {
        for (name, place) in &session.marks {
            self.marks.set(
                name,
                Mark {
                    place: place.clone(),
                    kept: None,
                },
            );
        }
        self.view.prompt.set_history(&session.history);
        if let Ok(parsed) = session.position.parse() {
            self.rebuild(&parsed);
            // A session taken up is nothing to undo.
            self.history.forget_undo();
        }
        self.message = Some(Note::SessionResumed {
            marks: self.marks.len(),
        });
    }

    /// Says at the start that the `--session` file was refused, and why.
    pub fn session_refused(&mut self, why: String) {
        self.message = Some(Note::SessionRefused(why));
    }

    /// The marks kept.
    pub fn marks(&self) -> &crate::app::marks::Marks {
        &self.marks
    }
}
