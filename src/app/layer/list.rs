//! The solutions panel's layer: focus, moving through the list, typing a number to jump to,
//! the listing (all or one per class), and writing the list to a file. Past the catalog's
//! reach the panel is not on screen, and its keys say why.

use std::path::PathBuf;

use super::{App, Handled, Layer};
use crate::app::Effect;
use crate::app::ExportRequest;
use crate::app::browser::Browser;
use crate::app::note::{Listed, Note};
use crate::solver::catalog::{Catalog, Listing};
use crate::solver::notation::Notation;
use crate::solver::symmetry::canonical;
use crate::vocabulary::{Action, Focus, Move, Panel};

/// The solutions panel's actions. Its state is the panel's own; the focus, the catalog and
/// the note are the state's, and a write is the state's work: it is handed the whole state.
impl Layer<App> for Browser {
    fn handle(&mut self, app: &mut App, action: &Action) -> Handled {
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
        if on_the_list && !app.search.lists_solutions() {
            app.message = Some(Note::Unlisted(app.n()));
            return Handled::done();
        }
        let listed = app.search.catalog().len(self.listing());
        match *action {
            Action::SwitchFocus => app.view.switch_focus(),
            Action::Browse(step) => {
                app.view.focus = Focus::Solutions;
                self.move_by(step, listed);
            }
            Action::Scroll(Panel::Solutions, rows) => self.move_by(Move::By(rows), listed),
            Action::StartJump => {
                app.view.focus = Focus::Solutions;
                self.start_jump();
            }
            Action::JumpDigit(digit) => self.push_digit(digit),
            Action::JumpBackspace => self.pop_digit(),
            Action::JumpConfirm => self.confirm_jump(app),
            Action::ToggleUnique => self.toggle_listing_in(app.search.catalog()),
            Action::WriteSolutions => {
                let listing = self.listing();
                return Handled::Done(app.request_export(None, app.notation(), listing));
            }
            Action::SelectSolution(at) => {
                app.view.focus = Focus::Solutions;
                self.select_at(at, listed);
            }
            _ => return Handled::Ignored,
        }
        Handled::done()
    }
}

impl Browser {
    /// Switches between all solutions and one per class, keeping the selection on the same
    /// class: a solution's class, or a class's canonical solution.
    fn toggle_listing_in(&mut self, catalog: &Catalog) {
        let listing = self.listing();
        let selected = match self.view(catalog.len(listing)) {
            Some((at, _)) if !self.following() => catalog.get(listing, at),
            _ => None,
        };
        self.toggle_listing();
        let Some(found) = selected else { return };
        let target = match listing {
            // From all solutions to classes: the selected solution's class.
            Listing::All => catalog.class_position(canonical(&found.cols).canonical()),
            // From classes to all: the class's canonical solution itself.
            Listing::Unique => Some(found.index - 1),
        };
        if let Some(at) = target {
            self.select_at(at, catalog.len(self.listing()));
        }
    }

    /// `#K Enter`: selects entry K of the listing shown, or says there is none.
    fn confirm_jump(&mut self, app: &mut App) {
        let Some(typed) = self.finish_jump() else {
            return;
        };
        let Some(number) = typed else {
            app.message = Some(Note::NumberTooLarge);
            return;
        };
        let found = app.search.catalog().len(self.listing());
        let listed = match self.listing() {
            Listing::All => Listed::Solution,
            Listing::Unique => Listed::Class,
        };
        if number == 0 || !self.select_at(number - 1, found) {
            app.message = Some(Note::NoEntry {
                listed,
                number,
                found,
                done: app.solver().is_done(),
            });
        }
    }
}

impl App {
    /// Solutions in the listing shown (all, or one per class).
    pub(in crate::app) fn listed(&self) -> u64 {
        self.search.catalog().len(self.view.browser.listing())
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
        listing: Listing,
    ) -> Vec<Effect> {
        if let Some(running) = &self.writing {
            self.message = Some(Note::StillWriting {
                count: running.count,
            });
            return Vec::new();
        }
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
