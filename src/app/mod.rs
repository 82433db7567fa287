//! Application state and the one way it changes: [`App::update`] with an [`Action`], which
//! returns the [`Effect`]s the event loop is to carry out.
//!
//! No I/O and no screen geometry here, so every behaviour is testable without a terminal. Time
//! comes in from outside ([`App::tick`]), which keeps the tests deterministic. The state has
//! two owners: the [`Search`] (solver, counters, solutions, pace) and the [`View`] (focus,
//! panels, selection, overlays).

pub mod browser;
pub mod command;
pub mod effect;
pub mod frame;
pub mod heat;
mod jobs;
pub mod narration;
pub mod play;
pub mod race;
pub mod rate;
pub mod search;
pub mod speed;
pub mod timeline;
pub mod tree;
pub mod view;

use std::time::Duration;

use crate::count::tree::Tree;
use crate::input::key_of;
use crate::solver::attack::{Line, attack_line, attackers};
use crate::solver::catalog::{Catalog, Found, Listing};
use crate::solver::notation::{grouped, plural, square_name};
use crate::solver::symmetry::canonical;
use crate::solver::{Event, MAX_N, Solver};
use crate::vocabulary::{
    Action, Context, Finding, Focus, Move, Panel, Speed, Strategy, WriteOutcome,
};
use browser::Browser;
use command::Command;
pub use effect::{Effect, ExportRequest};
use narration::Narration;
use play::Play;
use race::Race;
pub use search::{Search, Status};
use std::path::PathBuf;
use timeline::Survey;
use tree::{Icicle, Position, TreeBook};
pub use view::{Overlay, View};

/// Why the main board shows a found solution rather than the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// The user selected it in the solutions panel.
    Selected,
    /// The search is done: this is the last solution it found.
    LastFound,
    /// The search is done and found none: an empty board.
    NoneExist,
}

/// What the screen and the keys are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Watching the search.
    Search,
    /// Placing queens by hand (`:play`); the search waits as it was.
    Play,
    /// Two strategies racing on the same board (`:race A B`); the search waits as it was.
    Race,
}

/// How the animation starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The board size.
    pub n: usize,
    /// Events per second, or top speed.
    pub speed: Speed,
    /// Start paused.
    pub paused: bool,
    /// How each row is searched.
    pub strategy: Strategy,
    /// The seed of `min-conflicts`' random choices.
    pub seed: u64,
}

impl Options {
    /// A search of `n` at `speed`, with the bitmask strategy.
    pub fn new(n: usize, speed: Speed, paused: bool) -> Self {
        Options {
            n,
            speed,
            paused,
            strategy: Strategy::Bitmask,
            seed: 0,
        }
    }
}

/// The whole state of the animation.
#[derive(Debug, Clone)]
pub struct App {
    search: Search,
    view: View,
    /// A short note for the user (a limit reached, a key that does nothing now, an outcome).
    message: Option<String>,
    /// The file write under way, if any (one at a time).
    writing: Option<ExportRequest>,
    /// Writes asked for so far, to number the next.
    jobs: u64,
    /// Searches as they were before something threw work away, newest last (at most
    /// [`UNDO_KEEP`]): a search is a small position plus the solutions found.
    undo: Vec<Search>,
    /// The search as it was before a run of step-back presses began: a hold starts with
    /// presses that look like taps, and its undo must go back to before them.
    before_backing: Option<Search>,
    /// The last action was a jump along the timeline (a drag sends many).
    jumping: bool,
    /// Watching the search or playing.
    mode: Mode,
    /// The hand-built board: kept after `Esc`, so `p` takes it up again (same n).
    play: Option<Play>,
    /// The search as it was when play began, put back on `Esc`.
    waiting: Option<Search>,
    /// The backtracking search (`bitmask` or `scan`) as it was when another strategy took
    /// over: switching back to either returns to it.
    backtracking: Option<Search>,
    /// The sizes of the search tree's nodes, for `:tree` (kept while n stays).
    tree: Option<TreeBook>,
    /// The race: kept after `Esc`, so a bare `:race` takes it up again. While it is on
    /// screen, nothing else runs (the search is not ticked).
    race: Option<Race>,
}

/// How many searches [`Action::Undo`] can go back to.
pub const UNDO_KEEP: usize = 8;

impl App {
    /// A new animation as `options` say.
    pub fn new(options: Options) -> Self {
        App {
            search: Search::seeded(
                options.n,
                options.strategy,
                options.speed,
                options.paused,
                options.seed,
            ),
            view: View::default(),
            message: None,
            writing: None,
            jobs: 0,
            undo: Vec::new(),
            before_backing: None,
            jumping: false,
            mode: Mode::Search,
            play: None,
            waiting: None,
            backtracking: None,
            tree: None,
            race: None,
        }
    }

    /// Applies one action; returns what the event loop is to do about it.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        self.with_jobs(|app| app.apply(action))
    }

    fn apply(&mut self, action: Action) -> Vec<Effect> {
        // Reports from the loop change no choice of the user's, so they leave the note and
        // the looked-at square alone.
        match action {
            Action::Viewport(viewport) => return self.take_viewport(viewport, None),
            Action::TreeSized { n, sizes } => {
                if let Some(book) = self.tree.as_mut().filter(|b| b.n() == n) {
                    book.sized(sizes);
                }
                return Vec::new();
            }
            Action::Written(outcome) => {
                self.writing = None;
                self.message = Some(match outcome {
                    WriteOutcome::Wrote(path) => format!("wrote {}", path.display()),
                    WriteOutcome::Failed { path, cause } => {
                        format!("could not write {}: {cause}", path.display())
                    }
                });
                return Vec::new();
            }
            Action::Checked { position, outcome } => {
                if let Some(play) = &mut self.play {
                    play.checked(position, outcome);
                }
                return Vec::new();
            }
            Action::Numbered { position, outcome } => {
                if let Some(play) = &mut self.play {
                    play.numbered(position, outcome);
                }
                return Vec::new();
            }
            Action::Surveyed { n, job, survey } => {
                self.search
                    .surveyed(n, job, survey.and_then(Finding::open::<Survey>));
                return Vec::new();
            }
            Action::TreeCounted { n, counts } => {
                if let Some((placements, dead_ends, solutions)) = counts {
                    let tree = Tree {
                        placements,
                        dead_ends,
                        solutions,
                    };
                    self.search.tree_counted(n, tree);
                    if let Some(race) = &mut self.race {
                        race.tree_counted(n, tree);
                    }
                }
                return Vec::new();
            }
            _ => {}
        }
        self.message = None;
        self.view.inspect = None;
        if self.mode == Mode::Play
            && let Some(effects) = self.update_play(&action)
        {
            return effects;
        }
        if self.mode == Mode::Race
            && let Some(effects) = self.update_race(&action)
        {
            return effects;
        }
        match action {
            Action::StepBack if self.before_backing.is_none() => {
                self.before_backing = Some(self.search.clone());
            }
            Action::StepBack | Action::RewindHeld => {}
            _ => self.before_backing = None,
        }
        // A jump can be undone; a drag along the timeline is one jump, however many moves,
        // but two clicks are two.
        let jump = matches!(
            action,
            Action::JumpToMove(_) | Action::ScrubToMove(_) | Action::BackToSolution
        );
        let scrubbing = matches!(action, Action::ScrubToMove(_)) && self.jumping;
        if jump && !scrubbing {
            self.keep_for_undo_search(self.search.clone());
        }
        self.jumping = jump;
        // Past the list's reach the solutions panel is not on screen: its keys say why.
        if !self.search.lists_solutions() && works_on_the_list(&action) {
            self.message = Some(self.unlisted_note());
            return Vec::new();
        }
        let note = match action {
            Action::TogglePause => self.search.toggle_pause().err(),
            Action::Step => self.search.step().err(),
            Action::StepBack => self.search.step_back_once().err(),
            Action::RewindHeld => {
                if !self.search.rewinding()
                    && let Some(before) = self.before_backing.take()
                {
                    self.keep_for_undo_search(before);
                }
                self.search.hold_rewind().err()
            }
            Action::RewindReleased => {
                self.search.release_rewind();
                None
            }
            Action::Undo => Some(self.undo()),
            Action::Hint(hint) => Some(hint),
            Action::RunToSolution => self.search.run_to_solution().err(),
            Action::RunToDeadEnd => self.search.run_to_dead_end().err(),
            Action::BackToSolution => Some(self.search.back_to_solution().unwrap_or_else(|e| e)),
            Action::JumpToMove(at) | Action::ScrubToMove(at) => {
                Some(self.search.jump_to_move(at).unwrap_or_else(|e| e))
            }
            Action::ToggleStrategy => self.switch_strategy(self.strategy().next()),
            Action::Faster | Action::Slower => {
                self.search.change_speed(action == Action::Faster).err()
            }
            Action::Grow if self.n() < self.strategy().max_animated_n() => {
                self.restart(self.n() + 1);
                None
            }
            Action::Grow => {
                self.message = Some(largest_board_note(self.strategy()));
                None
            }
            Action::Shrink if self.n() > 1 => {
                self.restart(self.n() - 1);
                None
            }
            Action::Shrink => Some("n = 1 is the smallest board".into()),
            Action::Restart => {
                self.restart(self.n());
                None
            }
            Action::ToggleNarration => {
                self.view.show_narration = !self.view.show_narration;
                None
            }
            Action::ToggleHelp => {
                self.view.toggle_help();
                None
            }
            Action::ScrollHelp(lines) => {
                self.view.scroll_help(i64::from(lines));
                None
            }
            Action::Scroll(Panel::Help, rows) => {
                self.view.scroll_help(rows);
                None
            }
            Action::Back => {
                self.view.back();
                None
            }
            Action::Quit => return vec![Effect::Quit],
            Action::SwitchFocus => {
                self.view.switch_focus();
                None
            }
            Action::Browse(step) => {
                self.view.focus = Focus::Solutions;
                let listed = self.listed();
                self.view.browser.move_by(step, listed);
                None
            }
            Action::Scroll(Panel::Solutions, rows) => {
                let listed = self.listed();
                self.view.browser.move_by(Move::By(rows), listed);
                None
            }
            Action::StartJump => {
                self.view.focus = Focus::Solutions;
                self.view.browser.start_jump();
                None
            }
            Action::JumpDigit(digit) => {
                self.view.browser.push_digit(digit);
                None
            }
            Action::JumpBackspace => {
                self.view.browser.pop_digit();
                None
            }
            Action::JumpConfirm => {
                self.confirm_jump();
                None
            }
            Action::ToggleUnique => {
                self.toggle_listing();
                None
            }
            Action::WriteSolutions => return self.request_export(None),
            Action::OpenCommand => {
                self.view.prompt.open();
                None
            }
            Action::CommandChar(c) => {
                self.view.prompt.push(c);
                None
            }
            Action::CommandBackspace => {
                self.view.prompt.backspace();
                None
            }
            Action::CommandComplete => {
                let only: Option<&[&str]> = match self.mode {
                    Mode::Race => Some(&command::IN_RACE),
                    Mode::Play => Some(&command::IN_PLAY),
                    Mode::Search => None,
                };
                self.view.prompt.complete_among(only);
                None
            }
            Action::CommandHistory(step) => {
                self.view.prompt.recall(step);
                None
            }
            Action::CommandRun => {
                let Some(text) = self.view.prompt.take() else {
                    return Vec::new();
                };
                // A command refused stays on the line, its error beside it, to be mended.
                match command::parse(&text).and_then(|command| self.run_command(command)) {
                    Ok(effects) => return effects,
                    Err(error) => {
                        self.view.prompt.refuse(text, error);
                        None
                    }
                }
            }
            Action::SelectSquare { row, col } => {
                self.inspect_square(row, col);
                None
            }
            Action::SelectSolution(at) => {
                self.view.focus = Focus::Solutions;
                let listed = self.listed();
                self.view.browser.select_at(at, listed);
                None
            }
            Action::Play => return self.start_play(),
            // Play keys reach here only outside play (tests and random input send anything).
            Action::PlayCursor(_) | Action::PlayToggle | Action::PlayHint | Action::PlayClear => {
                Some(format!("{} starts play", key_of(&Action::Play)))
            }
            Action::Viewport(_)
            | Action::Written(_)
            | Action::Checked { .. }
            | Action::Numbered { .. }
            | Action::TreeCounted { .. }
            | Action::TreeSized { .. }
            | Action::Surveyed { .. } => None,
        };
        if let Some(note) = note {
            self.message = Some(note);
        }
        Vec::new()
    }

    /// Starts play on a board of the current size (taking up the last one if it was that
    /// size); the search waits as it is.
    fn start_play(&mut self) -> Vec<Effect> {
        let n = self.n();
        if n > MAX_N {
            self.message = Some(format!(
                "play takes boards up to n = {MAX_N}; this one is {n} ({} makes it smaller)",
                key_of(&Action::Shrink)
            ));
            return Vec::new();
        }
        let job = match &mut self.play {
            Some(play) if play.n() == n => play.resumed(),
            _ => {
                let after = self.play.as_ref().map_or(0, Play::position);
                let (play, job) = Play::new(n, after);
                self.play = Some(play);
                job
            }
        };
        self.waiting = Some(self.search.clone());
        self.search.pause();
        self.mode = Mode::Play;
        self.message = Some(format!(
            "play: arrows and {} place queens (or click a square); {} returns to the search",
            key_of(&Action::PlayToggle),
            key_of(&Action::Back)
        ));
        job.map(Effect::Play).into_iter().collect()
    }

    /// Leaves play: the search is back exactly as it was.
    fn stop_play(&mut self) {
        if let Some(search) = self.waiting.take() {
            self.search = search;
        }
        self.mode = Mode::Search;
        self.message = Some(format!(
            "back to the search; {} plays again",
            key_of(&Action::Play)
        ));
    }

    /// An action in play: its effects, or `None` for those handled as anywhere else (the
    /// help, the command line, quitting).
    fn update_play(&mut self, action: &Action) -> Option<Vec<Effect>> {
        let play = self.play.as_mut()?;
        let (said, job) = match *action {
            Action::PlayCursor(direction) => {
                play.move_cursor(direction);
                (None, None)
            }
            // The board and the panel show what a placement did: the hint bar stays.
            Action::PlayToggle => {
                let (row, col) = play.cursor();
                (None, play.toggle(row, col))
            }
            Action::SelectSquare { row, col } => (None, play.toggle(row, col)),
            Action::PlayHint => (Some(play.give_hint()), None),
            Action::PlayClear => {
                let (said, job) = play.clear();
                (Some(said), job)
            }
            Action::Undo => {
                let (said, job) = play.undo();
                (Some(said), job)
            }
            Action::Back
                if self.view.prompt.line.is_none() && self.view.overlay == Overlay::None =>
            {
                // Its check under way is cancelled with it (see `with_jobs`).
                self.stop_play();
                return Some(Vec::new());
            }
            _ if left_to_every_mode(action) => return None,
            Action::Play => (Some("playing already".to_string()), None),
            _ => (
                Some(format!(
                    "that works on the search: {} returns to it",
                    key_of(&Action::Back)
                )),
                None,
            ),
        };
        self.message = said;
        Some(job.map(Effect::Play).into_iter().collect())
    }

    /// The search tree laid out `width` columns wide in at most `rows` bands, for the
    /// position shown (`None`: no tree is kept, or another strategy searches).
    pub fn tree(&self, width: u16, rows: u16) -> Option<Icicle> {
        if !self.strategy().backtracks() {
            return None;
        }
        self.tree
            .as_ref()
            .filter(|book| book.n() == self.n())
            .map(|book| book.layout(Position::of(self.solver()), width, usize::from(rows)))
    }

    /// A book of the tree for the board shown: a new board starts a new one.
    fn keep_tree_book(&mut self) {
        let n = self.n();
        if self.tree.as_ref().is_none_or(|book| book.n() != n) {
            if let Some(old) = &mut self.tree {
                old.cancel();
            }
            self.tree = Some(TreeBook::new(n));
        }
    }

    /// Starts a race between `strategies` on the current board, at the current speed
    /// (paused if the search was paused by the user); the search waits as it is. In a race,
    /// a new one takes the old one's board, speed and pause. Says what it started, or why
    /// not (a board larger than one of the strategies searches).
    pub fn start_race(&mut self, strategies: [Strategy; 2]) -> Result<String, String> {
        let (n, speed, paused) = match (&self.race, self.mode) {
            (Some(race), Mode::Race) => (race.n(), race.speed(), race.status() == Status::Paused),
            _ => (
                self.n(),
                self.search.speed(),
                self.search.status() == Status::Paused,
            ),
        };
        if let Some(small) = strategies.into_iter().find(|s| n > s.max_animated_n()) {
            return Err(format!(
                "no race at n = {n}: {small} searches boards up to {} (:n {} first)",
                small.max_animated_n(),
                small.max_animated_n()
            ));
        }
        if let Some(old) = &mut self.race {
            old.set_aside();
        }
        self.race = Some(Race::new(n, strategies, speed, paused, self.search.seed()));
        self.mode = Mode::Race;
        Ok(self.race_note("race"))
    }

    /// `what`: the race's strategies and board, and the keys that matter.
    fn race_note(&self, what: &str) -> String {
        let Some(race) = &self.race else {
            return what.to_string();
        };
        let [a, b] = race.strategies();
        format!(
            "{what}: {a} against {b}, n = {}; {} pauses both, {} leaves the race",
            race.n(),
            key_of(&Action::TogglePause),
            key_of(&Action::Back)
        )
    }

    /// Leaves the race (kept, to be taken up with a bare `:race`): the search is back as it
    /// was.
    fn stop_race(&mut self) {
        self.mode = Mode::Search;
        self.message = Some("back to the search; :race takes up the race again".to_string());
    }

    /// An action in a race: its effects, or `None` for those handled as anywhere else (the
    /// help, the command line, quitting).
    fn update_race(&mut self, action: &Action) -> Option<Vec<Effect>> {
        let race = self.race.as_mut()?;
        let n = race.n();
        let note = match *action {
            Action::TogglePause => race.toggle_pause().err(),
            Action::Step => race.step().err(),
            Action::Faster | Action::Slower => race.change_speed(*action == Action::Faster).err(),
            Action::Restart => {
                race.restart(n);
                Some("the race starts again".to_string())
            }
            Action::Grow if n < MAX_N => {
                race.restart(n + 1);
                Some(format!("n = {}: the race starts again", n + 1))
            }
            Action::Grow => Some(format!("n = {MAX_N} is the largest board")),
            Action::Shrink if n > 1 => {
                race.restart(n - 1);
                Some(format!("n = {}: the race starts again", n - 1))
            }
            Action::Shrink => Some("n = 1 is the smallest board".into()),
            Action::Back
                if self.view.prompt.line.is_none() && self.view.overlay == Overlay::None =>
            {
                self.stop_race();
                return Some(Vec::new());
            }
            _ if left_to_every_mode(action) => return None,
            _ => Some(format!(
                "that works on the search: {} leaves the race",
                key_of(&Action::Back)
            )),
        };
        self.message = note;
        Some(Vec::new())
    }

    /// A command in a race: the ones that make sense for both sides; the rest are the
    /// search's.
    fn run_race_command(&mut self, command: Command) -> Result<Vec<Effect>, String> {
        let Some(race) = &mut self.race else {
            return Err("no race".to_string());
        };
        self.message = match command {
            Command::Race(Some(strategies)) => Some(self.start_race(strategies)?),
            Command::Race(None) => {
                self.stop_race();
                return Ok(Vec::new());
            }
            Command::Speed(speed) => {
                race.set_speed(speed);
                Some(format!("speed {} on both sides", speed_words(speed)))
            }
            Command::Size(n) if (1..=MAX_N).contains(&n) => {
                race.restart(n);
                Some(format!("n = {n}: the race starts again"))
            }
            Command::Size(n) => return Err(format!("n = {n}: boards go from 1 to {MAX_N}")),
            Command::Help => {
                if self.view.overlay != Overlay::Help {
                    self.view.toggle_help();
                }
                None
            }
            Command::Quit => return Ok(vec![Effect::Quit]),
            _ => {
                return Err(format!(
                    "that works on the search: {} leaves the race",
                    key_of(&Action::Back)
                ));
            }
        };
        Ok(Vec::new())
    }

    /// The race, while it is on screen.
    pub fn race(&self) -> Option<&Race> {
        self.race.as_ref().filter(|_| self.mode == Mode::Race)
    }

    /// Lets `dt` of wall time pass; returns how many events are due now (see
    /// [`Search::tick`]; in a race, [`Race::tick`]).
    pub fn tick(&mut self, dt: Duration) -> u64 {
        match (&mut self.race, self.mode) {
            (Some(race), Mode::Race) => race.tick(dt),
            _ => self.search.tick(dt),
        }
    }

    /// Runs up to `count` events (see [`Search::run_events`]; in a race, on each side);
    /// returns how many ran.
    pub fn run_events(&mut self, count: u64) -> u64 {
        if let (Some(race), Mode::Race) = (&mut self.race, self.mode) {
            return race.run_events(count);
        }
        let seeking = self.search.seeking();
        let ran = self.search.run_events(count);
        // "running to event K" is no longer true once there.
        if let Some(target) = seeking
            && self.search.seeking().is_none()
            && self.search.event_number() == target
        {
            self.message = Some(format!("arrived at event {}", grouped(target)));
        }
        ran
    }

    /// Counts `dt` more of the search's own running time: the time its last events took,
    /// when they ended the run (the next tick will not count it).
    pub fn add_running_time(&mut self, dt: Duration) {
        match (&mut self.race, self.mode) {
            (Some(race), Mode::Race) => race.add_running_time(dt),
            _ => self.search.add_running_time(dt),
        }
    }

    /// How long until the next event falls due (see [`Search::time_to_next_event`]).
    pub fn time_to_next_event(&self) -> Option<Duration> {
        match self.race() {
            Some(race) => race.time_to_next_event(),
            None => self.search.time_to_next_event(),
        }
    }

    /// Switches to `strategy`; says what became of the position, unless it was kept as it is.
    /// `bitmask` and `scan` walk the same tree, so they swap where the search stands; any
    /// other strategy has a position of its own and starts its search from the beginning,
    /// while the backtracking search waits aside, to be taken up where it was.
    fn switch_strategy(&mut self, strategy: Strategy) -> Option<String> {
        let from = self.strategy();
        if self.n() > strategy.max_animated_n() {
            // Nothing changes: the search goes on as it was.
            return Some(format!(
                "{strategy} searches boards up to n = {}; this one is {} ({from} stays; :n {} first)",
                strategy.max_animated_n(),
                self.n(),
                strategy.max_animated_n()
            ));
        }
        if from.backtracks() && strategy.backtracks() {
            self.search.toggle_strategy();
            return None;
        }
        let mut next = if strategy.backtracks()
            && let Some(mut kept) = self.backtracking.take()
            && kept.n() == self.n()
        {
            kept.revive();
            if kept.strategy() != strategy {
                kept.toggle_strategy();
            }
            kept
        } else {
            self.search.switched(strategy)
        };
        let back_to = next.event_number();
        if from.backtracks() {
            self.search.set_aside();
            self.backtracking = Some(self.search.clone());
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
            format!(
                "{strategy}: back to the backtracking search where it was, event {}",
                grouped(back_to)
            )
        } else if from.backtracks() {
            format!(
                "{strategy} starts its own search from the beginning; the {from} search waits (t back to it)"
            )
        } else {
            format!("{strategy} starts its own search from the beginning")
        })
    }

    /// A fresh search of size `n` with the same strategy and speed; the view stays. The old
    /// search can be had back with [`Action::Undo`].
    fn restart(&mut self, n: usize) {
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

    /// Remembers `search` for [`Action::Undo`], unless it had not started.
    fn keep_for_undo_search(&mut self, search: Search) {
        if search.event_number() == 0 {
            return;
        }
        if self.undo.len() == UNDO_KEEP {
            self.undo.remove(0);
        }
        self.undo.push(search);
    }

    /// Puts back the last search kept, paused where it was; says what was restored.
    fn undo(&mut self) -> String {
        let Some(mut search) = self.undo.pop() else {
            return "nothing to undo".to_string();
        };
        search.pause();
        search.revive();
        let n_changed = search.n() != self.n();
        self.search.set_aside();
        self.search = search;
        if n_changed {
            self.view = self.view.carried_over();
        }
        let left = match self.undo.len() {
            0 => "nothing more to undo".to_string(),
            k => format!("{k} more to undo"),
        };
        format!(
            "undone: back to n = {}, event {}; {left}",
            self.n(),
            grouped(self.solver().counters().events())
        )
    }

    /// Shows what attacks a clicked square, while the search stands still.
    fn inspect_square(&mut self, row: usize, col: usize) {
        if self.search.status() == Status::Running {
            self.message = Some(format!(
                "pause ({}) to look at a square",
                key_of(&Action::TogglePause)
            ));
            return;
        }
        let n = self.n();
        if row >= n || col >= n {
            return;
        }
        if n > MAX_N {
            self.message = Some(format!(
                "a click names attackers on boards up to n = {MAX_N}; the board shows each queen's count"
            ));
            return;
        }
        self.view.focus = Focus::Board;
        self.view.inspect = Some((row, col));
        let name = square_name(n, row, col);
        let queens = self.solver().queens();
        let by = attackers(queens, row, col);
        self.message = Some(if queens.get(row).is_some_and(|&q| usize::from(q) == col) {
            format!("{name} holds a queen")
        } else if by.is_empty() {
            format!("{name} is not attacked")
        } else {
            let lines: Vec<String> = by
                .iter()
                .map(|&r| {
                    let c = usize::from(queens[r]);
                    let line = match attack_line(r, c, row, col) {
                        Some(Line::Row) => "rank",
                        Some(Line::Column) => "file",
                        Some(Line::Falling) => "╲ diagonal",
                        _ => "╱ diagonal",
                    };
                    format!("{} ({line})", square_name(n, r, c))
                })
                .collect();
            let queens = if lines.len() == 1 { "queen" } else { "queens" };
            format!("{name} is attacked by the {queens} on {}", lines.join(", "))
        });
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
    fn listed(&self) -> u64 {
        self.search.catalog().len(self.view.browser.listing())
    }

    fn confirm_jump(&mut self) {
        let Some(typed) = self.view.browser.finish_jump() else {
            return;
        };
        let Some(number) = typed else {
            self.message = Some("that number is too large".into());
            return;
        };
        let len = self.listed();
        let what = match self.view.browser.listing() {
            Listing::All => "solution",
            Listing::Unique => "class",
        };
        let so_far = if self.solver().is_done() {
            ""
        } else {
            " so far"
        };
        if number == 0 || !self.view.browser.select_at(number - 1, len) {
            self.message = Some(format!("no {what} #{number}: {len} found{so_far}"));
        }
    }

    /// Carries out a command from the command line.
    /// Carries out a command from the command line; the error, if it cannot be done, goes
    /// back to the line.
    fn run_command(&mut self, command: Command) -> Result<Vec<Effect>, String> {
        if self.mode == Mode::Play
            && !matches!(command, Command::Help | Command::Quit | Command::Play)
        {
            return Err(format!(
                "that works on the search: {} returns to it",
                key_of(&Action::Back)
            ));
        }
        if self.mode == Mode::Race {
            return self.run_race_command(command);
        }
        let done = match command {
            Command::Play if self.mode == Mode::Play => Some("playing already".to_string()),
            Command::Play => return Ok(self.start_play()),
            Command::Race(Some(strategies)) => Some(self.start_race(strategies)?),
            Command::Race(None) if self.race.is_some() => {
                self.mode = Mode::Race;
                Some(self.race_note("back to the race"))
            }
            Command::Race(None) => {
                return Err(
                    "race needs two strategies: race bitmask scan (Tab completes them)".to_string(),
                );
            }
            Command::Event(k) => {
                let before = self.search.clone();
                let done = self.search.jump_to_event(k)?;
                self.keep_for_undo_search(before);
                Some(done)
            }
            Command::Solution(_) | Command::Write(_) if !self.search.lists_solutions() => {
                return Err(self.unlisted_note());
            }
            Command::Solution(k) => {
                // Solution numbers count all solutions, whichever listing is shown.
                if self.view.browser.listing() != Listing::All {
                    self.view.browser.toggle_listing();
                }
                let len = self.listed();
                if k == 0 || k > len {
                    let so_far = if self.solver().is_done() {
                        ""
                    } else {
                        " so far"
                    };
                    return Err(format!("no solution #{k}: {} found{so_far}", grouped(len)));
                }
                self.view.focus = Focus::Solutions;
                self.view.browser.select_at(k - 1, len);
                None
            }
            Command::Size(n) if (1..=self.strategy().max_animated_n()).contains(&n) => {
                self.restart(n);
                Some(format!("n = {n}: a new search"))
            }
            Command::Size(n) => return Err(size_refusal(n, self.strategy())),
            Command::Speed(speed) => {
                self.search.set_speed(speed);
                Some(format!("speed {}", speed_words(speed)))
            }
            Command::Strategy(strategy) if strategy == self.strategy() => {
                Some(format!("strategy {strategy} already"))
            }
            Command::Strategy(strategy) => Some(
                self.switch_strategy(strategy)
                    .unwrap_or_else(|| format!("strategy {strategy}")),
            ),
            Command::Write(path) => return Ok(self.request_export(path)),
            Command::Code => {
                self.view.side = self.view.side.toggle_code();
                None
            }
            Command::Tree
                if self.view.side != view::Side::Tree && !self.strategy().backtracks() =>
            {
                let back = if self.n() <= Strategy::Bitmask.max_animated_n() {
                    format!("; {} cycles to bitmask", key_of(&Action::ToggleStrategy))
                } else {
                    String::new()
                };
                return Err(format!(
                    "the tree is the backtracking search's (bitmask, scan); {} has none{back}",
                    self.strategy()
                ));
            }
            Command::Tree => {
                self.view.side = self.view.side.toggle_tree();
                if self.view.side != view::Side::Tree
                    && let Some(book) = &mut self.tree
                {
                    book.cancel();
                }
                None
            }
            Command::Heat if !self.strategy().backtracks() => {
                return Err(format!(
                    "the heat map counts the backtracking search's work; {} has none of it",
                    self.strategy()
                ));
            }
            Command::Heat => {
                self.view.side = self.view.side.next_heat();
                Some(
                    match self.view.side {
                        view::Side::Heat(heat::HeatKind::Placements) => {
                            "heat: queens placed on each square so far (:heat again: in solutions)"
                        }
                        view::Side::Heat(heat::HeatKind::Solutions) => {
                            "heat: queens on each square in the solutions found (:heat again: off)"
                        }
                        _ => "heat map off",
                    }
                    .to_string(),
                )
            }
            Command::Help => {
                if self.view.overlay != Overlay::Help {
                    self.view.toggle_help();
                }
                None
            }
            Command::Quit => return Ok(vec![Effect::Quit]),
        };
        self.message = done;
        Ok(Vec::new())
    }

    /// `w`: a write of the solutions listed so far, unless one is under way or there is
    /// nothing to write.
    fn request_export(&mut self, path: Option<String>) -> Vec<Effect> {
        if let Some(running) = &self.writing {
            self.message = Some(format!(
                "still writing the {} asked for before: wait for it to finish",
                plural(running.count, "solution")
            ));
            return Vec::new();
        }
        let listing = self.view.browser.listing();
        let count = self.search.catalog().len(listing);
        if count == 0 {
            self.message = Some("no solutions found yet: nothing to write".into());
            return Vec::new();
        }
        self.jobs += 1;
        let request = ExportRequest {
            path: path.map(PathBuf::from),
            n: self.n(),
            listing,
            count,
            job: self.jobs,
        };
        self.writing = Some(request.clone());
        self.message = Some("writing…".into());
        vec![Effect::Write(request)]
    }

    /// A found solution the main board shows instead of the live search, and why: the one
    /// selected while the solutions panel has the focus, or the last one found once the search
    /// is done. `None`: the board shows the search.
    pub fn shown_solution(&self) -> Option<(Found, Shown)> {
        let catalog = self.search.catalog();
        if self.focus() == Focus::Solutions {
            let listing = self.view.browser.listing();
            let (at, _) = self.view.browser.view(catalog.len(listing))?;
            return catalog.get(listing, at).map(|f| (f, Shown::Selected));
        }
        if self.search.status() == Status::Done && self.view.inspect.is_none() {
            // A board past the catalog's reach keeps its solution on the board itself.
            if !self.search.lists_solutions() {
                return None;
            }
            let Some(last) = catalog.total().checked_sub(1) else {
                let empty = Found {
                    index: 0,
                    cols: Vec::new(),
                };
                return Some((empty, Shown::NoneExist));
            };
            return catalog
                .get(Listing::All, last)
                .map(|f| (f, Shown::LastFound));
        }
        None
    }

    /// Watching the search or playing.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The hand-built board, while playing.
    pub fn play(&self) -> Option<&Play> {
        self.play.as_ref().filter(|_| self.mode == Mode::Play)
    }

    /// The search: solver, counters, solutions, pace.
    pub fn search(&self) -> &Search {
        &self.search
    }

    /// What the user is looking at.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// The square being looked at (clicked while paused), if any.
    pub fn inspected(&self) -> Option<(usize, usize)> {
        self.view.inspect
    }

    /// Lines the help is scrolled by.
    pub fn help_scroll(&self) -> u16 {
        self.view.help_scroll()
    }

    /// The solutions found so far.
    pub fn catalog(&self) -> &Catalog {
        self.search.catalog()
    }

    /// The solutions panel's state.
    pub fn browser(&self) -> &Browser {
        &self.view.browser
    }

    /// What decides which key bindings apply now.
    pub fn input_context(&self) -> Context {
        Context {
            play: self.mode == Mode::Play,
            race: self.mode == Mode::Race,
            focus: self.focus(),
            ..self.view.context()
        }
    }

    /// Which panel has the focus: the board past the list's reach, where the solutions panel
    /// is not on screen (the focus comes back to it when `n` does).
    pub fn focus(&self) -> Focus {
        if self.search.lists_solutions() {
            self.view.focus
        } else {
            Focus::Board
        }
    }

    /// Why the solutions' keys do nothing past the list's reach.
    fn unlisted_note(&self) -> String {
        format!(
            "the solutions list holds boards up to n = {MAX_N}; this one is {}: its solution shows on the board",
            self.n()
        )
    }

    /// The search being animated.
    pub fn solver(&self) -> &Solver {
        self.search.solver()
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.search.n()
    }

    /// Running, paused or done (in a race, the race's: see [`Race::status`]).
    pub fn status(&self) -> Status {
        match self.race() {
            Some(race) => race.status(),
            None => self.search.status(),
        }
    }

    /// The chosen speed.
    pub fn speed(&self) -> Speed {
        self.search.speed()
    }

    /// The strategy searching.
    pub fn strategy(&self) -> Strategy {
        self.search.strategy()
    }

    /// The overlay being shown.
    pub fn overlay(&self) -> Overlay {
        self.view.overlay
    }

    /// The most recent event, if any (derived from the search's position).
    pub fn last_event(&self) -> Option<Event> {
        self.search.last_event()
    }

    /// Checks made so far by each strategy (see [`Search::checks`]).
    pub fn checks(&self) -> (u64, Option<u64>) {
        self.search.checks()
    }

    /// True while a held step-back key runs the search backward (never in a race).
    pub fn rewinding(&self) -> bool {
        self.race().is_none() && self.search.rewinding()
    }

    /// Running time of this search.
    pub fn elapsed(&self) -> Duration {
        self.search.elapsed()
    }

    /// What the last events did, in words, if the narration is shown.
    pub fn narration(&self) -> Option<&Narration> {
        self.view.show_narration.then(|| self.search.narration())
    }

    /// The note for the user, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// True while a file write is under way.
    pub fn writing(&self) -> bool {
        self.writing.is_some()
    }
}

/// The actions a mode with keys of its own (play, a race) leaves to the handling they have
/// everywhere: the help, the command line, quitting, and `Esc` once it has nothing of the
/// mode's to do (it closes the help or the line).
fn left_to_every_mode(action: &Action) -> bool {
    matches!(
        action,
        Action::Back
            | Action::Quit
            | Action::ToggleHelp
            | Action::ScrollHelp(_)
            | Action::Scroll(Panel::Help, _)
            | Action::OpenCommand
            | Action::CommandChar(_)
            | Action::CommandBackspace
            | Action::CommandComplete
            | Action::CommandHistory(_)
            | Action::CommandRun
            | Action::Hint(_)
    )
}

/// The actions on the solutions list and its panel, which only boards up to
/// [`MAX_N`] have.
fn works_on_the_list(action: &Action) -> bool {
    matches!(
        action,
        Action::SwitchFocus
            | Action::Browse(_)
            | Action::Scroll(Panel::Solutions, _)
            | Action::StartJump
            | Action::SelectSolution(_)
            | Action::ToggleUnique
            | Action::WriteSolutions
    )
}

/// What `+` says at the largest board `strategy` animates.
fn largest_board_note(strategy: Strategy) -> String {
    let max = strategy.max_animated_n();
    let local = Strategy::MinConflicts;
    if strategy == local {
        format!("n = {max} is the largest board {strategy} animates (nqueens solve N goes further)")
    } else {
        format!(
            "n = {max} is the largest board {strategy} searches; {local} animates up to {} (:strategy {local})",
            local.max_animated_n()
        )
    }
}

/// Why `:n N` cannot give `strategy` a board of `n`.
fn size_refusal(n: usize, strategy: Strategy) -> String {
    let max = strategy.max_animated_n();
    let local = Strategy::MinConflicts;
    if n == 0 {
        format!("n = 0: boards go from 1 to {max} with {strategy}")
    } else if n <= local.max_animated_n() {
        format!(
            "n = {n}: {strategy} searches boards up to {max}; {local} animates up to {} (:strategy {local} first)",
            local.max_animated_n()
        )
    } else {
        format!(
            "n = {n}: the animation goes up to {} ({local}); nqueens solve {n} finds a solution",
            local.max_animated_n()
        )
    }
}

/// A speed in words, for a confirmation.
fn speed_words(speed: Speed) -> String {
    match speed {
        Speed::Max => "max".to_string(),
        Speed::PerSec(v) => format!("{} events/s", grouped(u64::from(v))),
    }
}
