//! The search's layer: its motion (pause, steps, runs to a solution or a dead end, rewinds,
//! jumps), undo, the strategy, the views beside the board, a square looked at, and the
//! commands that act on the search.

use super::{App, Handled};
use crate::app::command::Command;
use crate::app::heat::HeatKind;
use crate::app::note::{HeatShown, Note, Square};
use crate::app::view::{self, Side};
use crate::app::{Effect, Mode, Search, Status};
use crate::solver::MAX_N;
use crate::solver::attack::{attack_line, attackers};
use crate::solver::order::Order;
use crate::vocabulary::{Action, Focus, JobId, Strategy};

impl App {
    /// The search's actions.
    pub(super) fn search_layer(&mut self, action: &Action) -> Handled {
        let note = match *action {
            Action::TogglePause => self.search.toggle_pause().err(),
            Action::Step => self.search.step().err(),
            Action::StepBack => self.search.step_back_once().err(),
            Action::RewindHeld => {
                if !self.search.rewinding() {
                    self.history.hold_begins();
                }
                self.search.hold_rewind().err()
            }
            Action::RewindReleased => {
                self.search.release_rewind();
                None
            }
            Action::Undo => Some(self.undo()),
            Action::Redo => Some(self.redo()),
            Action::RunToSolution => self.search.run_to_solution().err(),
            Action::RunToDeadEnd => self.search.run_to_dead_end().err(),
            Action::BackToSolution => Some(self.search.back_to_solution().unwrap_or_else(|e| e)),
            Action::JumpToMove(at) | Action::ScrubToMove(at) => {
                Some(self.search.jump_to_move(at).unwrap_or_else(|e| e))
            }
            Action::ToggleStrategy => self.switch_strategy(self.strategy().next()),
            Action::Faster | Action::Slower => {
                self.search.change_speed(*action == Action::Faster).err()
            }
            Action::ToggleNarration => {
                self.view.show_narration = !self.view.show_narration;
                None
            }
            Action::SelectSquare { row, col } => self.inspect_square(row, col),
            Action::TogglePresent => Some(self.toggle_present()),
            Action::Play => return Handled::Done(self.start_play()),
            // Play keys reach here only outside play (tests and random input send anything).
            Action::PlayCursor(_) | Action::PlayToggle | Action::PlayHint | Action::PlayClear => {
                Some(Note::PlayKey)
            }
            _ => return Handled::Ignored,
        };
        if note.is_some() {
            self.message = note;
        }
        Handled::done()
    }

    /// A command on the search.
    pub(super) fn search_command(&mut self, command: Command) -> Result<Vec<Effect>, Note> {
        let done = match command {
            Command::Play => return Ok(self.start_play()),
            Command::Race(Some(strategies)) => Some(self.start_race(strategies)?),
            Command::Race(None) if self.resume_race() => Some(self.race_note(true)),
            Command::Race(None) => return Err(Note::RaceNeedsTwo),
            Command::Event(k) => {
                let before = self.search.clone();
                let done = self.search.jump_to_event(k)?;
                self.keep_for_undo_search(before);
                Some(done)
            }
            Command::Solution(k) => {
                self.select_solution(k)?;
                None
            }
            Command::Write(..) if !self.search.lists_solutions() => {
                return Err(Note::Unlisted(self.n()));
            }
            Command::Write(path, notation) => {
                let listing = self.view.browser.listing();
                return Ok(self.request_export(path, notation.unwrap_or(self.notation()), listing));
            }
            Command::Size(n) if (1..=self.strategy().max_animated_n()).contains(&n) => {
                self.restart(n);
                Some(Note::NewSearch(n))
            }
            Command::Size(n) => {
                return Err(Note::SizeRefused {
                    n,
                    strategy: self.strategy(),
                });
            }
            Command::Speed(speed) => {
                self.search.set_speed(speed);
                Some(Note::SpeedSet { speed, both: false })
            }
            Command::RandomRanks(k) => Some(self.set_random_ranks(k)?),
            Command::Order(order) => Some(self.set_order(order)?),
            Command::Knob { name, value } => Some(self.set_knob(name, value)?),
            Command::Strategy(strategy) if strategy == self.strategy() => {
                Some(Note::StrategyAlready(strategy))
            }
            Command::Strategy(strategy) => Some(
                self.switch_strategy(strategy)
                    .unwrap_or(Note::StrategySet(strategy)),
            ),
            Command::Predict(variant) => Some(self.predict_command(variant)?),
            command => self.side_command(&command)?,
        };
        self.message = done;
        Ok(Vec::new())
    }

    /// `:code`, `:tree`, `:heat`: the views beside the board.
    fn side_command(&mut self, command: &Command) -> Result<Option<Note>, Note> {
        let backtracks = self.strategy().backtracks();
        Ok(match command {
            Command::Code => {
                self.view.side = self.view.side.toggle_code();
                None
            }
            Command::Tree if self.view.side != Side::Tree && !backtracks => {
                return Err(Note::NoTree {
                    strategy: self.strategy(),
                    bitmask_fits: self.n() <= Strategy::Bitmask.max_animated_n(),
                });
            }
            Command::Tree => {
                self.view.side = self.view.side.toggle_tree();
                if self.view.side != Side::Tree
                    && let Some(book) = &mut self.tree
                {
                    book.cancel(JobId::TreeSizes(self.serials.fresh()));
                }
                None
            }
            Command::Heat if !backtracks => return Err(Note::NoHeat(self.strategy())),
            Command::Heat => {
                self.view.side = self.view.side.next_heat();
                Some(Note::Heat(match self.view.side {
                    Side::Heat(HeatKind::Placements) => HeatShown::Placements,
                    Side::Heat(HeatKind::Solutions) => HeatShown::Solutions,
                    _ => HeatShown::Off,
                }))
            }
            Command::Present => Some(self.toggle_present()),
            _ => None,
        })
    }

    /// Switches to `strategy`; says what became of the position, unless it was kept as it is.
    /// `bitmask`, `scan`, `arrays` and `matrix` walk the same tree, so they swap where the
    /// search stands; any
    /// other strategy has a position of its own and starts its search from the beginning,
    /// while the backtracking search waits aside, to be taken up where it was.
    fn switch_strategy(&mut self, strategy: Strategy) -> Option<Note> {
        let from = self.strategy();
        if self.n() > strategy.max_animated_n() {
            // Nothing changes: the search goes on as it was.
            return Some(Note::StrategyTooSmall {
                strategy,
                n: self.n(),
                from,
            });
        }
        if from.backtracks() && strategy.backtracks() {
            self.search.set_backtracking(strategy);
            return None;
        }
        let kept = strategy
            .backtracks()
            .then(|| self.aside.backtracking.take())
            .flatten()
            .filter(|kept| kept.n() == self.n());
        let mut next = match kept {
            Some(mut kept) => {
                kept.revive();
                kept.set_backtracking(strategy);
                kept
            }
            None => self.search.switched(strategy),
        };
        let back_to = next.event_number();
        if from.backtracks() {
            self.search.set_aside();
            self.aside.backtracking = Some(self.search.clone());
        }
        if self.search.status() == Status::Running && next.status() == Status::Paused {
            next.toggle_pause().ok();
        } else if self.search.status() != Status::Running {
            next.pause();
        }
        self.search = next;
        self.view = self.view.carried_over();
        // The heat map is the backtracking search's: it goes with it.
        if !strategy.backtracks() && matches!(self.view.side, view::Side::Heat(_)) {
            self.view.side = view::Side::None;
        }
        Some(if strategy.backtracks() && back_to > 0 {
            Note::BackToBacktracking {
                strategy,
                event: back_to,
            }
        } else {
            Note::OwnSearch {
                strategy,
                waiting: from.backtracks().then_some(from),
            }
        })
    }

    /// The refusal of a command line that belongs to a strategy other than the one
    /// searching, whatever its argument: one rule for every such command, before its
    /// argument is read (`:population 2` under `las-vegas` says whose command it is, not
    /// that 2 is too few).
    pub(super) fn not_for_this_strategy(&self, line: &str) -> Option<Note> {
        let name = line.split_whitespace().next()?;
        let strategy = self.strategy();
        if crate::app::command::owner(name).is_none()
            || self.mode() != Mode::Search
            || self.heeds(name)
        {
            return None;
        }
        let command = crate::app::command::commands()
            .map(|spec| spec.name)
            .find(|&known| known == name)?;
        Some(Note::Elsewhere { command, strategy })
    }

    /// Whether the strategy searching takes the `:` command `name` (one that sets a
    /// strategy's parameter).
    fn heeds(&self, name: &str) -> bool {
        self.strategy().about().takes_command(name)
    }

    /// `:k K`: `las-vegas` starts again with K random ranks (kept for its later
    /// searches).
    pub(super) fn set_random_ranks(&mut self, k: u64) -> Result<Note, Note> {
        let n = self.n();
        if !self.heeds("k") {
            return Err(Note::Elsewhere {
                command: "k",
                strategy: self.strategy(),
            });
        }
        let k = usize::try_from(k)
            .ok()
            .filter(|&k| k <= n)
            .ok_or(Note::TooManyRandomRanks { k, n })?;
        self.keep_for_undo();
        self.search = self.search.restarted(n).with_random_ranks(Some(k));
        self.view = self.view.carried_over();
        Ok(Note::RandomRanksSet(k))
    }

    /// `:order fixed|mrv`: an ordered strategy starts again filling its ranks in that order
    /// (kept for its later searches).
    pub(super) fn set_order(&mut self, order: Order) -> Result<Note, Note> {
        if !self.heeds("order") {
            return Err(Note::Elsewhere {
                command: "order",
                strategy: self.strategy(),
            });
        }
        self.keep_for_undo();
        self.search = self.search.restarted(self.n()).with_order(Some(order));
        self.view = self.view.carried_over();
        Ok(Note::OrderSet(order))
    }

    /// `:NAME VALUE` of a strategy's knob: the strategy starts again tuned so (kept for its
    /// later searches). The value is already one its knob takes (the command's parser asked).
    pub(super) fn set_knob(&mut self, name: &'static str, value: u64) -> Result<Note, Note> {
        let strategy = self.strategy();
        if !self.heeds(name) {
            return Err(Note::Elsewhere {
                command: name,
                strategy,
            });
        }
        self.keep_for_undo();
        let tuning = self.search.tuning().with(name, value);
        self.search = self.search.restarted(self.n()).with_tuning(tuning);
        self.view = self.view.carried_over();
        Ok(Note::Tuned {
            strategy,
            tuning: Box::new(tuning),
        })
    }

    /// A fresh search of size `n` with the same strategy and speed; the view stays. The old
    /// search can be had back with [`Action::Undo`].
    pub(super) fn restart(&mut self, n: usize) {
        self.keep_for_undo();
        self.search = self.search.restarted(n);
        self.view = self.view.carried_over();
    }

    /// Remembers the search as it is, for [`Action::Undo`] (a search not yet started has
    /// nothing to lose).
    fn keep_for_undo(&mut self) {
        self.search.set_aside();
        self.keep_for_undo_search(self.search.clone());
    }

    /// Remembers `search` for [`Action::Undo`] (see [`History::keep`](crate::app::history::History::keep)).
    pub(super) fn keep_for_undo_search(&mut self, search: Search) {
        self.history.keep(search);
    }

    /// Puts back the last search kept that stands elsewhere than the one shown, paused where
    /// it was; the one shown can be had back with redo. Says what was restored.
    fn undo(&mut self) -> Note {
        let Some(search) = self.history.pop_undo(&self.search) else {
            return Note::NothingToUndo;
        };
        let shown = self.put_back(search);
        self.history.push_redo(shown);
        Note::Undone {
            n: self.n(),
            event: self.search.event_number(),
            left: self.history.undo_left(),
        }
    }

    /// Puts back the search the last undo took away; says what was restored.
    fn redo(&mut self) -> Note {
        let Some(search) = self.history.pop_redo() else {
            return Note::NothingToRedo;
        };
        let shown = self.put_back(search);
        self.history.push_undo(shown);
        Note::Redone {
            n: self.n(),
            event: self.search.event_number(),
            left: self.history.redo_left(),
        }
    }

    /// Shows `search`, paused where it was; gives back the search it replaces, set aside.
    fn put_back(&mut self, mut search: Search) -> Search {
        search.pause();
        search.revive();
        let n_changed = search.n() != self.n();
        self.search.set_aside();
        let shown = std::mem::replace(&mut self.search, search);
        if n_changed {
            self.view = self.view.carried_over();
        }
        shown
    }

    /// Shows what attacks a clicked square, while the search stands still.
    fn inspect_square(&mut self, row: usize, col: usize) -> Option<Note> {
        if self.search.status() == Status::Running {
            return Some(Note::PauseToInspect);
        }
        let n = self.n();
        if row >= n || col >= n {
            return None;
        }
        if n > MAX_N {
            return Some(Note::InspectTooLarge);
        }
        self.view.focus = Focus::Board;
        self.view.inspect = Some((row, col));
        let square = Square::new(n, row, col);
        let queens = self.solver().queens();
        Some(if queens.get(row).is_some_and(|&q| usize::from(q) == col) {
            Note::HoldsQueen(square)
        } else {
            let by: Vec<_> = attackers(queens, row, col)
                .into_iter()
                .filter_map(|r| {
                    let c = usize::from(queens[r]);
                    let line = attack_line(r, c, row, col)?;
                    Some((Square::new(n, r, c), line))
                })
                .collect();
            if by.is_empty() {
                Note::NotAttacked(square)
            } else {
                Note::AttackedBy { square, by }
            }
        })
    }
}
