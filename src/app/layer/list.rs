//! The solutions panel's layer: focus, moving through the list, typing a number to jump to,
//! the listing (all or one per class), and writing the list to a file. Past the catalog's
//! reach the panel is not on screen, and its keys say why.

use std::path::PathBuf;

use super::{App, Handled};
use crate::app::Effect;
use crate::app::ExportRequest;
use crate::app::note::{Listed, Note};
use crate::solver::catalog::Listing;
use crate::solver::notation::Notation;
use crate::solver::symmetry::canonical;
use crate::vocabulary::{Action, Focus, Move, Panel};

impl App {
    /// The solutions panel's actions.
    pub(super) fn list_layer(&mut self, action: &Action) -> Handled {
        let on_the_list = matches!(
            action,
            Action::SwitchFocus
                | Action::Browse(_)
                | Action::Scroll(Panel::Solutions, _)
                | Action::StartJump
                | Action::SelectSolution(_)
                | Action::ToggleUnique
                | Action::WriteSolutions
        );
        if on_the_list && !self.search.lists_solutions() {
            self.message = Some(Note::Unlisted(self.n()));
            return Handled::done();
        }
        match *action {
            Action::SwitchFocus => self.view.switch_focus(),
            Action::Browse(step) => self.browse(step, true),
            Action::Scroll(Panel::Solutions, rows) => self.browse(Move::By(rows), false),
            Action::StartJump => {
                self.view.focus = Focus::Solutions;
                self.view.browser.start_jump();
            }
            Action::JumpDigit(digit) => self.view.browser.push_digit(digit),
            Action::JumpBackspace => self.view.browser.pop_digit(),
            Action::JumpConfirm => self.confirm_jump(),
            Action::ToggleUnique => self.toggle_listing(),
            Action::WriteSolutions => {
                return Handled::Done(self.request_export(None, Notation::Chess));
            }
            Action::SelectSolution(at) => {
                self.view.focus = Focus::Solutions;
                let listed = self.listed();
                self.view.browser.select_at(at, listed);
            }
            _ => return Handled::Ignored,
        }
        Handled::done()
    }

    /// Moves the selection by `step`, focusing the list if `focus`.
    fn browse(&mut self, step: Move, focus: bool) {
        if focus {
            self.view.focus = Focus::Solutions;
        }
        let listed = self.listed();
        self.view.browser.move_by(step, listed);
    }

    /// Switches between all solutions and one per class, keeping the selection on the same
    /// class: a solution's class, or a class's canonical solution.
    fn toggle_listing(&mut self) {
        let browser = &mut self.view.browser;
        let catalog = self.search.catalog();
        let listing = browser.listing();
        let selected = match browser.view(catalog.len(listing)) {
            Some((at, _)) if !browser.following() => catalog.get(listing, at),
            _ => None,
        };
        browser.toggle_listing();
        let Some(found) = selected else { return };
        let target = match listing {
            // From all solutions to classes: the selected solution's class.
            Listing::All => catalog.class_position(canonical(&found.cols).canonical()),
            // From classes to all: the class's canonical solution itself.
            Listing::Unique => Some(found.index - 1),
        };
        if let Some(at) = target {
            browser.select_at(at, catalog.len(browser.listing()));
        }
    }

    /// Solutions in the listing shown (all, or one per class).
    pub(in crate::app) fn listed(&self) -> u64 {
        self.search.catalog().len(self.view.browser.listing())
    }

    /// `#K Enter`: selects entry K of the listing shown, or says there is none.
    fn confirm_jump(&mut self) {
        let Some(typed) = self.view.browser.finish_jump() else {
            return;
        };
        let Some(number) = typed else {
            self.message = Some(Note::NumberTooLarge);
            return;
        };
        let found = self.listed();
        let listed = match self.view.browser.listing() {
            Listing::All => Listed::Solution,
            Listing::Unique => Listed::Class,
        };
        if number == 0 || !self.view.browser.select_at(number - 1, found) {
            self.message = Some(Note::NoEntry {
                listed,
                number,
                found,
                done: self.solver().is_done(),
            });
        }
    }

    /// `:solution K`: selects solution K (solution numbers count all solutions, whichever
    /// listing is shown), or says there is none.
    pub(in crate::app) fn select_solution(&mut self, k: u64) -> Result<(), Note> {
        if !self.search.lists_solutions() {
            return Err(Note::Unlisted(self.n()));
        }
        if self.view.browser.listing() != Listing::All {
            self.view.browser.toggle_listing();
        }
        let mut found = self.listed();
        if k > found && self.search.can_reach_solution(k) {
            // Ahead in a run whose solutions are known: go there, as `:event` would.
            self.keep_for_undo_search(self.search.clone());
            self.search.go_to_solution(k);
            found = self.listed();
        } else if k > found && k > 0 && !self.solver().is_done() {
            return Err(Note::NotFoundYet { number: k, found });
        }
        if k == 0 || k > found {
            return Err(Note::NoEntry {
                listed: Listed::Solution,
                number: k,
                found,
                done: self.solver().is_done(),
            });
        }
        self.view.focus = Focus::Solutions;
        self.view.browser.select_at(k - 1, found);
        Ok(())
    }

    /// `w`: a write of the solutions listed so far, unless one is under way or there is
    /// nothing to write.
    pub(in crate::app) fn request_export(
        &mut self,
        path: Option<String>,
        notation: Notation,
    ) -> Vec<Effect> {
        if let Some(running) = &self.writing {
            self.message = Some(Note::StillWriting {
                count: running.count,
            });
            return Vec::new();
        }
        let listing = self.view.browser.listing();
        let count = self.search.catalog().len(listing);
        if count == 0 {
            self.message = Some(Note::NothingToWrite);
            return Vec::new();
        }
        self.jobs += 1;
        let request = ExportRequest {
            path: path.map(PathBuf::from),
            n: self.n(),
            listing,
            count,
            job: self.jobs,
            notation,
            lang: self.lang,
        };
        self.writing = Some(request.clone());
        self.message = Some(Note::Writing);
        vec![Effect::Write(request)]
    }
}
