//! The state's side of background work: which jobs it awaits answers from, what new work it
//! wants, and the cancels for jobs it no longer awaits. The event loop runs the jobs and
//! owns the means to stop them; the state only names them ([`JobId`]), so nothing is shared
//! between the two but the effects and the actions that carry the answers back.

use super::mode::Stage;
use super::{App, Effect, view};
use crate::vocabulary::JobId;

impl App {
    /// Runs `change` on the state, then asks for the work the state now wants and cancels
    /// the jobs whose answers it no longer awaits (a search set aside, a tree closed, play
    /// left, a run whose length came in), cancels first.
    pub(super) fn with_jobs(
        &mut self,
        change: impl FnOnce(&mut App) -> Vec<Effect>,
    ) -> Vec<Effect> {
        let before = self.awaited();
        let mut effects = change(self);
        effects.extend(self.wanted_work());
        let after = self.awaited();
        let mut cancels: Vec<Effect> = before
            .into_iter()
            .filter(|job| !after.contains(job))
            .map(Effect::Cancel)
            .collect();
        cancels.append(&mut effects);
        cancels
    }

    /// The jobs whose answers the state awaits now.
    fn awaited(&self) -> Vec<JobId> {
        let mut jobs: Vec<JobId> = self.search.awaits().collect();
        if let Stage::Play(playing) = &self.stage {
            jobs.extend(playing.waiting.awaits());
        }
        let race = match &self.stage {
            Stage::Race(race) => Some(race),
            _ => self.aside.race.as_ref(),
        };
        if let Some(race) = race {
            jobs.extend(race.awaits());
        }
        if let Some(book) = &self.tree {
            jobs.push(book.job());
        }
        if let Stage::Play(_) = self.stage {
            jobs.push(JobId::Play);
        }
        jobs.extend(self.compare.as_ref().map(|view| view.job()));
        jobs
    }

    /// Background work the state wants now, whatever brought it (a start, a restart, an
    /// undo, a race): the run's length counted, and the tree's book kept for the board shown.
    fn wanted_work(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        // The tree shown has its book for the board shown, from the first frame.
        if self.view.side == view::Side::Tree {
            self.keep_tree_book();
        }
        if let Some(wanted) = self.search.wants_count(&mut self.serials) {
            effects.push(Effect::CountTree(wanted));
        }
        // Las Vegas's yardstick, the bitmask's nodes to its first solution.
        if let Some(job) = self.search.wants_first(&mut self.serials) {
            effects.push(Effect::CountFirst(job));
        }
        // A race's backtracking sides know their run's length the same way.
        let serials = &mut self.serials;
        let race = match &mut self.stage {
            Stage::Race(race) => Some(race),
            _ => self.aside.race.as_mut(),
        };
        if let Some(wanted) = race.and_then(|r| r.wants_count(serials)) {
            effects.push(Effect::CountTree(wanted));
        }
        effects
    }
}
