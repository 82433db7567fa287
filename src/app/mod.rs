//! Application state and the one way it changes: [`App::update`] with an [`Action`] (or a
//! job's answer, a [`Message`]), which
//! returns the [`Effect`]s the event loop is to carry out.
//!
//! No I/O, no screen geometry and no words here, so every behaviour is testable without a
//! terminal. Time comes in from outside ([`App::tick`]), which keeps the tests deterministic.
//! The state has two owners: the [`Search`] (solver, counters, solutions, pace) and the
//! [`View`] (focus, panels, selection, overlays).
//!
//! `update` takes the loop's reports first (sizes drawn, background work done), then offers a
//! user's action to a stack of layers (`layer`), top first: each mode stacks its own, and a
//! layer lets what is not its own fall through to the one below. What happened is reported as
//! typed notes ([`note::Note`], the narration's [`narration::Told`]), which `src/ui` words.

pub mod browser;
pub mod command;
pub mod compare;
pub mod effect;
pub mod first_count;
pub mod frame;
pub mod heat;
pub mod history;
mod jobs;
mod layer;
pub mod lesson;
pub mod marks;
pub mod message;
pub mod mode;
pub mod narration;
pub mod note;
pub mod play;
pub mod predict;
pub mod present;
pub mod race;
pub mod rate;
pub mod replay;
pub mod search;
pub mod serial;
pub mod speed;
pub mod square;
pub mod timeline;
pub mod tree;
pub mod view;

use std::time::Duration;

use crate::count::tree::Tree;
use crate::solver::catalog::{Catalog, Found, Listing};
use crate::solver::notation::{self, Notation};
use crate::solver::{Event, Solver};
use crate::vocabulary::{Action, Context, Focus, JobId, Speed, Strategy, WriteOutcome};
use browser::Browser;
pub use effect::{Effect, ExportRequest};
use history::History;
pub use history::UNDO_KEEP;
pub use message::Message;
pub use mode::Mode;
use mode::{Aside, Stage};
use narration::Narration;
use note::Note;
use play::Play;
use race::Race;
pub use search::{Search, Status};
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
    /// A search of `n` at `speed`, with the default strategy (`bitmask`).
    pub fn new(n: usize, speed: Speed, paused: bool) -> Self {
        Options {
            n,
            speed,
            paused,
            strategy: Strategy::default(),
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
    message: Option<Note>,
    /// The file write under way, if any (one at a time).
    writing: Option<ExportRequest>,
    /// Writes asked for so far, to number the next.
    jobs: u64,
    /// The names of the background jobs this state starts.
    serials: serial::Serials,
    /// What undo and redo go back to: the search layer's own state.
    history: History,
    /// Watching the search, playing or racing, with what exists only there.
    stage: Stage,
    /// What outlives its mode on purpose: the last board played, the last race, the
    /// backtracking search another strategy took over from.
    aside: Aside,
    /// The sizes of the search tree's nodes, for `:tree` (kept while n stays).
    tree: Option<TreeBook>,
    /// Predict mode, while it is on: the search stops before each move it asks about. It is
    /// the watched search's: while play or a race covers the search, it waits with it.
    predict: Option<predict::Predict>,
    /// The lesson being played, if any (`nqueens lesson`).
    lesson: Option<lesson::Playing>,
    /// The positions kept by name (`:mark`).
    marks: marks::Marks,
    /// Work asked for outside an action (a lesson's first step), handed to the loop with the
    /// next frame's.
    deferred: Vec<Effect>,
    /// The language the screen speaks (`:lang` switches it).
    lang: crate::vocabulary::Lang,
    /// The notation squares are named in, if asked for (`--notation`, `:notation`); else the
    /// language's.
    notation: Option<Notation>,
    /// The Compare view, while it is open (`:compare`).
    compare: Option<compare::Comparing>,
}

/// The notation `lang` names squares in unless `--notation` or `:notation` says: chess in both
/// languages. The board is labelled with files and ranks in both, and the shipped lessons, the
/// guide, the worksheets and `solutions --format chess` name squares so: a Chinese class
/// reading the articles' `a[i]` switches with `--notation numbers` (or `:notation`, or a
/// lesson's step), and then every square on the screen is named that way.
pub fn default_notation(lang: crate::vocabulary::Lang) -> Notation {
    match lang {
        crate::vocabulary::Lang::En | crate::vocabulary::Lang::Zh => Notation::Chess,
    }
}

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
            serials: serial::Serials::default(),
            history: History::default(),
            stage: Stage::Search,
            aside: Aside::default(),
            tree: None,
            predict: None,
            lesson: None,
            marks: marks::Marks::default(),
            deferred: Vec::new(),
            lang: crate::vocabulary::Lang::default(),
            notation: None,
            compare: None,
        }
    }

    /// This animation speaking `lang` (`--lang`, or the locale's).
    pub fn with_lang(mut self, lang: crate::vocabulary::Lang) -> Self {
        self.lang = lang;
        self
    }

    /// The language the screen speaks.
    pub fn lang(&self) -> crate::vocabulary::Lang {
        self.lang
    }

    /// This animation naming squares in `notation` (`--notation`).
    pub fn with_notation(mut self, notation: Notation) -> Self {
        self.notation = Some(notation);
        self
    }

    /// The notation squares are named in: the one asked for, else the language's
    /// ([`default_notation`]).
    pub fn notation(&self) -> Notation {
        self.notation.unwrap_or(default_notation(self.lang))
    }

    /// Runs `work` in the screen's words: its language and its notation, as every frame is
    /// drawn and measured.
    pub fn in_words<T>(&self, work: impl FnOnce() -> T) -> T {
        crate::i18n::scoped(self.lang, || notation::scoped(self.notation(), work))
    }

    /// This animation with `k` ranks placed at random by `las-vegas` (`--random-ranks`), for
    /// its search now and the later ones.
    pub fn with_random_ranks(mut self, k: usize) -> Self {
        self.search = self.search.with_random_ranks(Some(k));
        self
    }

    /// This animation with the ordered strategies filling their ranks in `order`
    /// (`--order`), for its search now and the later ones.
    pub fn with_order(mut self, order: crate::solver::order::Order) -> Self {
        self.search = self.search.with_order(Some(order));
        self
    }

    /// This animation with the strategies' knobs tuned as `tuning` says (`--population` …),
    /// for its search now and the later ones.
    pub fn with_tuning(mut self, tuning: crate::vocabulary::tuning::Tuning) -> Self {
        self.search = self.search.with_tuning(tuning);
        self
    }

    /// Applies one action (or a job's answer); returns what the event loop is to do about
    /// it.
    pub fn update(&mut self, message: impl Into<Message>) -> Vec<Effect> {
        let message = message.into();
        // The work the change wants, and the cancels of work no longer awaited, come with it.
        self.with_jobs(|app| {
            let effects = match message {
                Message::Surveyed { n, job, survey } => {
                    app.search.surveyed(n, job, survey.map(|survey| *survey));
                    Vec::new()
                }
                Message::Compared { job, cell } => {
                    if let Some(view) = &mut app.compare {
                        view.take(job, cell);
                    }
                    Vec::new()
                }
                Message::Action(action) => match app.report(action) {
                    Ok(effects) => effects,
                    Err(action) => app.offer(&action),
                },
            };
            // Whatever moved the search, predict mode asks where it now stands.
            app.predict_sync();
            effects
        })
    }

    /// Takes in a report from the loop (sizes drawn, background work done); gives back any
    /// other action. Reports change no choice of the user's, so they leave the note and the
    /// looked-at square alone.
    fn report(&mut self, action: Action) -> Result<Vec<Effect>, Action> {
        match action {
            Action::Viewport(viewport) => return Ok(self.take_viewport(viewport, None)),
            // Whatever the mode, as quitting does.
            Action::Terminate { .. } => return Ok(vec![Effect::Quit]),
            Action::TreeSized { n, sizes } => {
                if let Some(book) = self.tree.as_mut().filter(|b| b.n() == n) {
                    book.sized(sizes);
                }
            }
            Action::Written(outcome) => {
                self.writing = None;
                self.message = Some(match outcome {
                    WriteOutcome::Wrote(path) => Note::Wrote(path),
                    WriteOutcome::Failed { path, cause } => Note::WriteFailed { path, cause },
                });
            }
            Action::Checked { position, outcome } => {
                if let Some(play) = self.board_mut() {
                    play.checked(position, outcome);
                }
            }
            Action::Numbered { position, outcome } => {
                if let Some(play) = self.board_mut() {
                    play.numbered(position, outcome);
                }
            }
            Action::FirstCounted { n, job, nodes } => self.search.first_counted(n, job, nodes),
            Action::TreeCounted { n, counts } => {
                if let Some((placements, dead_ends, solutions)) = counts {
                    let tree = Tree {
                        placements,
                        dead_ends,
                        solutions,
                    };
                    self.search.tree_counted(n, tree);
                    if let Some(race) = self.any_race_mut() {
                        race.tree_counted(n, tree);
                    }
                }
            }
            action => return Err(action),
        }
        Ok(Vec::new())
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
            // The old book's counts are no longer awaited: their job ends with it.
            let job = JobId::TreeSizes(self.serials.fresh());
            self.tree = Some(TreeBook::new(n).named(job));
        }
    }

    /// The Compare view, while it is open.
    pub fn comparing(&self) -> Option<&compare::Comparing> {
        self.compare.as_ref()
    }

    /// `:compare`: opens the Compare view for the strategy and the board watched, and starts
    /// measuring its cells (a view open before is replaced, its job let go).
    fn open_compare(&mut self) -> Vec<Effect> {
        let (view, job) = compare::Comparing::start(self.strategy(), self.n(), &mut self.serials);
        self.compare = Some(view);
        vec![Effect::Compare(job)]
    }

    /// The race, while it is on screen.
    pub fn race(&self) -> Option<&Race> {
        match &self.stage {
            Stage::Race(race) => Some(race),
            _ => None,
        }
    }

    /// The race on screen, or else the one kept for a bare `:race`.
    fn any_race_mut(&mut self) -> Option<&mut Race> {
        match &mut self.stage {
            Stage::Race(race) => Some(race),
            _ => self.aside.race.as_deref_mut(),
        }
    }

    /// The hand-built board being played, or else the one kept for `p`.
    fn board_mut(&mut self) -> Option<&mut Play> {
        match &mut self.stage {
            Stage::Play(playing) => Some(&mut playing.board),
            _ => self.aside.play.as_mut(),
        }
    }

    /// Lets `dt` of wall time pass; returns how many events are due now (see
    /// [`Search::tick`]; in a race, [`Race::tick`]).
    pub fn tick(&mut self, dt: Duration) -> u64 {
        match &mut self.stage {
            Stage::Race(race) => race.tick(dt),
            _ => self.search.tick(dt),
        }
    }

    /// Runs up to `count` events (see [`Search::run_events`]; in a race, on each side);
    /// returns how many ran.
    pub fn run_events(&mut self, count: u64) -> u64 {
        if let Stage::Race(race) = &mut self.stage {
            return race.run_events(count);
        }
        let seeking = self.search.seeking();
        // Predict mode stops at its questions, but not on the way to an event asked for.
        if self.predict.is_some() && self.mode() == Mode::Search && seeking.is_none() {
            return self.run_predicted(count);
        }
        let ran = self.search.run_events(count);
        self.predict_sync();
        // "running to event K" is no longer true once there.
        if let Some(target) = seeking
            && self.search.seeking().is_none()
        {
            if self.search.event_number() == target {
                self.message = Some(Note::Arrived(target));
            } else if let Some(refused) = self.search.seek_ended_short(target) {
                self.message = Some(refused);
            }
        }
        ran
    }

    /// Counts `dt` more of the search's own running time: the time its last events took,
    /// when they ended the run (the next tick will not count it).
    pub fn add_running_time(&mut self, dt: Duration) {
        match &mut self.stage {
            Stage::Race(race) => race.add_running_time(dt),
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
            // A board past the catalog's reach keeps its solution on the board itself; a
            // search that ended short proves nothing, and shows where it stopped.
            if !self.search.lists_solutions() || self.search.ended_short() {
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
        self.stage.mode()
    }

    /// The hand-built board, while playing.
    pub fn play(&self) -> Option<&Play> {
        match &self.stage {
            Stage::Play(playing) => Some(&playing.board),
            _ => None,
        }
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
            play: self.mode() == Mode::Play,
            race: self.mode() == Mode::Race,
            // Asking, or running on to the next question: keys typed ahead are its guess, not
            // the search's keys (a quick `b` would step back, `f` switch the screen).
            predict: self.mode() == Mode::Search
                && self
                    .predict
                    .as_ref()
                    .is_some_and(|p| !matches!(p.phase, predict::Phase::Told(_))),
            told: self.predict().is_some_and(|p| p.verdict().is_some()),
            lesson: self.lesson.is_some(),
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
    pub fn checks(&self) -> (u64, Option<crate::solver::probe::Costs>) {
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
    pub fn note(&self) -> Option<&Note> {
        self.message.as_ref()
    }

    /// True while a file write is under way.
    pub fn writing(&self) -> bool {
        self.writing.is_some()
    }
}
