//! Application state and the one way it changes: [`App::update`] with an [`Action`].
//!
//! No terminal I/O here, so every behaviour is testable without a terminal. Time comes in
//! from outside ([`App::tick`]), which keeps the tests deterministic.

pub mod browser;
pub mod narration;
pub mod rate;
mod running;
pub mod speed;

use std::time::Duration;

use ratatui::layout::{Position, Rect};

use crate::solver::catalog::{Catalog, Listing};
use crate::solver::scan::Scan;
use crate::solver::symmetry::canonical;
use crate::solver::{Event, MAX_N, Solver};
use crate::ui::appearance::Appearance;
use crate::vocabulary::{Speed, Strategy};
use browser::{Browser, Move};
use narration::Narration;
use rate::RateMeter;

/// How long a rewind runs on after the last repeat of the held key: longer than the gap
/// between key repeats (about 30 a second), short enough that letting go stops it at once.
const REWIND_HOLD: Duration = Duration::from_millis(150);

/// Whether the search is moving. Exactly one holds at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Events run at the chosen speed.
    Running,
    /// Waiting for the user; nothing runs and the clock stops.
    Paused,
    /// The search has visited the whole tree.
    Done,
}

impl Status {
    /// The word shown in the stats panel.
    pub fn label(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Paused => "paused",
            Status::Done => "done",
        }
    }
}

/// What is drawn over the main screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overlay {
    /// Nothing: keys go to the search.
    None,
    /// The key table.
    Help,
}

/// Which panel the keys that browse go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Focus {
    /// The live board.
    Board,
    /// The solutions list.
    Solutions,
}

/// A request to write the solutions found so far to a file, for the event loop to carry out
/// (file I/O stays out of the state).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExportRequest {
    /// The board size.
    pub n: usize,
    /// All solutions or one per class.
    pub listing: Listing,
    /// How many of the listing to write (those found so far).
    pub count: u64,
}

/// Where the board's squares were drawn: column `c` of row `r` starts at
/// (`x + c·cell`, `y + r`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardArea {
    /// Left edge of column 0.
    pub x: u16,
    /// Row 0's line.
    pub y: u16,
    /// Width of a square.
    pub cell: u16,
    /// The board size drawn (0: no board on screen).
    pub n: u16,
}

impl BoardArea {
    /// The square (row, column) under a screen position, if any.
    pub fn square_at(&self, position: Position) -> Option<(usize, usize)> {
        let (dx, dy) = (
            position.x.checked_sub(self.x)?,
            position.y.checked_sub(self.y)?,
        );
        let (row, col) = (dy, dx / self.cell.max(1));
        (self.cell > 0 && row < self.n && col < self.n).then_some((row.into(), col.into()))
    }
}

/// Everything the user can ask for. Keys map to these in [`crate::input`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Pause a running search, or resume a paused one.
    TogglePause,
    /// Run exactly one event (pausing first if running).
    Step,
    /// Undo one event (pausing first if running).
    StepBack,
    /// Show or hide the narration.
    ToggleNarration,
    /// Scroll the help by this many lines (negative: up).
    ScrollHelp(i32),
    /// Switch between the bitmask and the scan strategy.
    ToggleStrategy,
    /// The step-back key is being held: run backward at the current speed while it is.
    RewindHeld,
    /// Run to the next solution, then pause.
    RunToSolution,
    /// About twice as many events per second.
    Faster,
    /// About half as many events per second.
    Slower,
    /// n + 1, restarting the search.
    Grow,
    /// n − 1, restarting the search.
    Shrink,
    /// Start the search again from the empty board.
    Restart,
    /// Show or hide the key table.
    ToggleHelp,
    /// Close the help, cancel a jump, or leave the solutions panel.
    Back,
    /// Leave the program.
    Quit,
    /// Move the focus between the board and the solutions panel.
    SwitchFocus,
    /// Move the selection in the solutions panel.
    Browse(Move),
    /// Start typing the number of a solution to jump to.
    StartJump,
    /// A digit of the number being typed.
    JumpDigit(u8),
    /// Remove the last digit typed.
    JumpBackspace,
    /// Jump to the number typed.
    JumpConfirm,
    /// Show all solutions, or one per symmetry class.
    ToggleUnique,
    /// Write the solutions listed so far to a file.
    WriteSolutions,
    /// A mouse click at a screen position.
    Click(Position),
    /// The mouse wheel over a screen position: rows to scroll (negative: up).
    Scroll(Position, i64),
}

/// The whole state of the animation.
#[derive(Debug, Clone)]
pub struct App {
    solver: Solver,
    status: Status,
    speed: Speed,
    overlay: Overlay,
    /// `Enter` was pressed: pause at the next solution.
    pause_at_solution: bool,
    /// While the step-back key is held: how much longer the rewind runs without another
    /// repeat of the key. `Some` means the search runs backward.
    rewind: Option<Duration>,
    /// Running time of this search (stops while paused).
    elapsed: Duration,
    /// Events owed at the current speed but not yet run (fractions carry over).
    owed: f64,
    rate: RateMeter,
    /// A short note for the user (a limit reached, a key that does nothing now).
    message: Option<String>,
    quit: bool,
    /// The solutions found so far.
    catalog: Catalog,
    browser: Browser,
    focus: Focus,
    /// A file write the user asked for, waiting for the event loop.
    export: Option<ExportRequest>,
    /// What the last events did, in words.
    narration: Narration,
    /// The narration panel is shown.
    show_narration: bool,
    /// For each row with a queen, the placement count just after it was placed, so the stack
    /// can tell how many nodes were explored under it; [`UNKNOWN`] where stepping back lost
    /// that count (no history is kept).
    placed_at: [u64; MAX_N],
    /// The scan strategy's state, when it is the one searching.
    scan: Option<Scan>,
    /// The scan's comparisons for the rows entered so far, whichever strategy runs.
    scan_checks: Option<u64>,
    /// Where the board was drawn, for clicks.
    board_area: BoardArea,
    /// Colour or not, Unicode or ASCII.
    appearance: Appearance,
    /// Lines the help is scrolled by, and the most it can be (as last drawn).
    help_scroll: u16,
    help_max_scroll: u16,
    /// A square the user clicked to see what attacks it.
    inspect: Option<(usize, usize)>,
}

/// A `placed_at` entry that stepping back has lost.
const UNKNOWN: u64 = u64::MAX;

/// Batches up to this size run event by event with all the bookkeeping; larger ones (top
/// speed, high set speeds) take the fast loop.
const CAREFUL_BATCH: u64 = 64;

impl App {
    /// A new search of the `n`×`n` board.
    pub fn new(n: usize, speed: Speed, paused: bool) -> Self {
        App {
            solver: Solver::new(n),
            status: if paused {
                Status::Paused
            } else {
                Status::Running
            },
            speed,
            overlay: Overlay::None,
            pause_at_solution: false,
            rewind: None,
            elapsed: Duration::ZERO,
            owed: 0.0,
            rate: RateMeter::default(),
            message: None,
            quit: false,
            catalog: Catalog::new(n),
            browser: Browser::default(),
            focus: Focus::Board,
            export: None,
            narration: Narration::default(),
            show_narration: true,
            placed_at: [UNKNOWN; MAX_N],
            scan: None,
            scan_checks: Some(0),
            board_area: BoardArea::default(),
            appearance: Appearance::default(),
            help_scroll: 0,
            help_max_scroll: 0,
            inspect: None,
        }
    }

    /// Applies one user action.
    pub fn update(&mut self, action: Action) {
        self.message = None;
        self.inspect = None;
        match action {
            Action::TogglePause => match self.status {
                Status::Running => self.pause(),
                Status::Paused => self.status = Status::Running,
                Status::Done => self.message = Some("the search is done: r restarts it".into()),
            },
            Action::Step => {
                self.pause();
                if self.status == Status::Done {
                    self.message = Some("the search is done: r restarts it".into());
                } else {
                    self.run_events(1);
                }
            }
            Action::StepBack => {
                self.pause();
                if !self.step_back() {
                    self.message = Some("this is the start of the search".into());
                }
            }
            Action::ToggleNarration => self.show_narration = !self.show_narration,
            Action::ScrollHelp(lines) => {
                let scrolled = i64::from(self.help_scroll) + i64::from(lines);
                self.help_scroll = scrolled.clamp(0, i64::from(self.help_max_scroll)) as u16;
            }
            Action::ToggleStrategy => self.toggle_strategy(),
            Action::RewindHeld => {
                // A finished search leaves `done` at once: running backward, it is not done.
                if self.status == Status::Done {
                    self.step_back();
                }
                if self.last_event().is_some() {
                    self.pause_at_solution = false;
                    self.status = Status::Running;
                    self.rewind = Some(REWIND_HOLD);
                }
            }
            Action::RunToSolution => {
                if self.status == Status::Done {
                    self.message = Some("the search is done: r restarts it".into());
                } else {
                    self.pause_at_solution = true;
                    self.status = Status::Running;
                }
            }
            Action::Faster => self.speed = speed::faster(self.speed),
            Action::Slower => self.speed = speed::slower(self.speed),
            Action::Grow if self.n() < MAX_N => self.restart(self.n() + 1),
            Action::Grow => self.message = Some(format!("n = {MAX_N} is the largest board")),
            Action::Shrink if self.n() > 1 => self.restart(self.n() - 1),
            Action::Shrink => self.message = Some("n = 1 is the smallest board".into()),
            Action::Restart => self.restart(self.n()),
            Action::ToggleHelp => {
                self.help_scroll = 0;
                self.overlay = match self.overlay {
                    Overlay::Help => Overlay::None,
                    Overlay::None => Overlay::Help,
                }
            }
            Action::Back => {
                if self.overlay != Overlay::None {
                    self.overlay = Overlay::None;
                } else if self.browser.jump_input().is_some() {
                    self.browser.cancel_jump();
                } else {
                    self.focus = Focus::Board;
                }
            }
            Action::Quit => self.quit = true,
            Action::SwitchFocus => {
                self.focus = match self.focus {
                    Focus::Board => Focus::Solutions,
                    Focus::Solutions => Focus::Board,
                }
            }
            Action::Browse(step) => {
                self.focus = Focus::Solutions;
                self.browser.move_by(step, self.listed());
            }
            Action::StartJump => {
                self.focus = Focus::Solutions;
                self.browser.start_jump();
            }
            Action::JumpDigit(digit) => self.browser.push_digit(digit),
            Action::JumpBackspace => self.browser.pop_digit(),
            Action::JumpConfirm => self.confirm_jump(),
            Action::ToggleUnique => self.toggle_listing(),
            Action::WriteSolutions => self.request_export(),
            Action::Click(position) => {
                if let Some(square) = self.board_area.square_at(position) {
                    self.inspect_square(square);
                } else if let Some(at) = self.browser.row_at(position, self.listed()) {
                    self.focus = Focus::Solutions;
                    self.browser.select_at(at, self.listed());
                }
            }
            Action::Scroll(position, rows) => {
                if self.browser.contains(position) {
                    self.browser.move_by(Move::By(rows), self.listed());
                }
            }
        }
    }

    /// Shows what attacks a clicked square, while the search stands still.
    fn inspect_square(&mut self, (row, col): (usize, usize)) {
        if self.status == Status::Running {
            self.message = Some("pause (Space) to look at a square".into());
            return;
        }
        self.focus = Focus::Board;
        self.inspect = Some((row, col));
        let name = crate::solver::notation::square_name(self.n(), row, col);
        let queens = self.solver.queens();
        let by = narration::attackers(queens, row, col);
        self.message = Some(if queens.get(row) == Some(&(col as u8)) {
            format!("{name} (row {row}, column {col}) holds a queen")
        } else if by.is_empty() {
            format!("{name} (row {row}, column {col}) is not attacked")
        } else {
            let lines: Vec<String> = by
                .iter()
                .map(|&r| {
                    let c = usize::from(queens[r]);
                    let line = if c == col {
                        "column"
                    } else if (c < col) == (r < row) {
                        "╲ diagonal"
                    } else {
                        "╱ diagonal"
                    };
                    format!("row {r} (column {c}, {line})")
                })
                .collect();
            format!(
                "{name} (row {row}, column {col}) is attacked by the queens on {}",
                lines.join(", ")
            )
        });
    }

    /// The square being looked at (clicked while paused), if any.
    pub fn inspected(&self) -> Option<(usize, usize)> {
        self.inspect
    }

    /// Where the view drew the board, for clicks.
    pub fn set_board_area(&mut self, area: BoardArea) {
        self.board_area = area;
    }

    /// How far the help can scroll, as last drawn.
    pub fn set_help_max_scroll(&mut self, lines: u16) {
        self.help_max_scroll = lines;
        self.help_scroll = self.help_scroll.min(lines);
    }

    /// Lines the help is scrolled by.
    pub fn help_scroll(&self) -> u16 {
        self.help_scroll
    }

    /// Switches between all solutions and one per class, keeping the selection on the same
    /// class: a solution's class, or a class's canonical solution.
    fn toggle_listing(&mut self) {
        let listing = self.browser.listing();
        let selected = match self.browser.view(self.listed()) {
            Some((at, _)) if !self.browser.following() => self.catalog.get(listing, at),
            _ => None,
        };
        self.browser.toggle_listing();
        let Some(found) = selected else { return };
        let target = match listing {
            // From all solutions to classes: the selected solution's class.
            Listing::All => self
                .catalog
                .class_position(canonical(&found.cols).canonical()),
            // From classes to all: the class's canonical solution itself.
            Listing::Unique => Some(found.index - 1),
        };
        if let Some(at) = target {
            self.browser.select_at(at, self.listed());
        }
    }

    /// Solutions in the listing shown (all, or one per class).
    fn listed(&self) -> u64 {
        self.catalog.len(self.browser.listing())
    }

    fn confirm_jump(&mut self) {
        let Some(typed) = self.browser.finish_jump() else {
            return;
        };
        let Some(number) = typed else {
            self.message = Some("that number is too large".into());
            return;
        };
        let len = self.listed();
        let what = match self.browser.listing() {
            Listing::All => "solution",
            Listing::Unique => "class",
        };
        let so_far = if self.solver.is_done() { "" } else { " so far" };
        if number == 0 || !self.browser.select_at(number - 1, len) {
            self.message = Some(format!("no {what} #{number}: {len} found{so_far}"));
        }
    }

    fn request_export(&mut self) {
        let listing = self.browser.listing();
        let count = self.catalog.len(listing);
        if count == 0 {
            self.message = Some("no solutions found yet: nothing to write".into());
            return;
        }
        self.export = Some(ExportRequest {
            n: self.n(),
            listing,
            count,
        });
        self.message = Some("writing…".into());
    }

    /// The pending file write, handed to the event loop (once).
    pub fn take_export(&mut self) -> Option<ExportRequest> {
        self.export.take()
    }

    /// Shows the outcome of a file write (or anything else worth a line) to the user.
    pub fn set_message(&mut self, message: impl Into<String>) {
        self.message = Some(message.into());
    }

    /// Where the view drew the solutions list, for the mouse and for paging.
    pub fn set_list_area(&mut self, area: Rect) {
        self.browser.set_area(area);
    }

    /// Stops a running search where it is.
    fn pause(&mut self) {
        if self.status == Status::Running {
            self.status = Status::Paused;
        }
        self.pause_at_solution = false;
        self.rewind = None;
        self.owed = 0.0;
        self.rate.reset();
    }

    /// A fresh search of size `n`; it runs unless the user had paused.
    fn restart(&mut self, n: usize) {
        let status = match self.status {
            Status::Paused => Status::Paused,
            Status::Running | Status::Done => Status::Running,
        };
        let mut browser = Browser::default();
        browser.set_area(self.browser.area());
        if self.browser.listing() != browser.listing() {
            browser.toggle_listing();
        }
        let strategy = self.strategy();
        *self = App {
            appearance: self.appearance,
            show_narration: self.show_narration,
            overlay: self.overlay,
            focus: self.focus,
            browser,
            ..App::new(n, self.speed, status == Status::Paused)
        };
        if strategy == Strategy::Scan {
            self.toggle_strategy();
        }
    }

    /// Sets how the screen looks (no colour, ASCII only).
    pub fn with_appearance(mut self, appearance: Appearance) -> Self {
        self.appearance = appearance;
        self
    }

    /// How the screen looks.
    pub fn appearance(&self) -> Appearance {
        self.appearance
    }

    /// The solutions found so far.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The solutions panel's state.
    pub fn browser(&self) -> &Browser {
        &self.browser
    }

    /// What decides which key bindings apply now.
    pub fn input_context(&self) -> crate::input::Context {
        crate::input::Context {
            focus: self.focus,
            jumping: self.browser.jump_input().is_some(),
            help: self.overlay == Overlay::Help,
        }
    }

    /// Which panel has the focus.
    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// The search being animated.
    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.solver.n()
    }

    /// Running, paused or done.
    pub fn status(&self) -> Status {
        self.status
    }

    /// True while `Enter` is running to the next solution.
    pub fn pausing_at_solution(&self) -> bool {
        self.pause_at_solution
    }

    /// The chosen speed.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// The overlay being shown.
    pub fn overlay(&self) -> Overlay {
        self.overlay
    }

    /// The most recent event, if any (derived from the search's position).
    pub fn last_event(&self) -> Option<Event> {
        match &self.scan {
            Some(scan) => scan.last_event(&self.solver),
            None => self.solver.last_event(),
        }
    }

    /// What the last events did, in words, if the narration is shown.
    pub fn narration(&self) -> Option<&Narration> {
        self.show_narration.then_some(&self.narration)
    }

    /// Nodes explored under the queen on `row` so far (placements below it), if known.
    pub fn explored_under(&self, row: usize) -> Option<u64> {
        let at = *self.placed_at.get(row)?;
        (row < self.solver.depth() && at != UNKNOWN).then(|| self.solver.counters().placements - at)
    }

    /// True while a held step-back key runs the search backward.
    pub fn rewinding(&self) -> bool {
        self.rewind.is_some()
    }

    /// Running time of this search.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Measured events per second.
    pub fn events_per_sec(&self) -> f64 {
        self.rate.per_sec()
    }

    /// The note for the user, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// True once the user asked to leave.
    pub fn should_quit(&self) -> bool {
        self.quit
    }
}
