//! What the user is looking at: the focus, the overlays, the solutions panel's selection and
//! scroll, the square being looked at, and whether the narration shows. Meanings only: the
//! screen places behind them stay in the view and the hit map.

use super::browser::Browser;
use super::command::Prompt;
use super::heat::HeatKind;
use crate::vocabulary::{Context, Focus, Viewport};

/// What is drawn over the main screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overlay {
    /// Nothing: keys go to the search.
    None,
    /// The key table.
    Help,
}

/// A panel shown on demand, in the solutions panel's place (or the counters').
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// None: the usual panels.
    None,
    /// The strategy as pseudocode (`:code`).
    Code,
    /// The heat map's scale and the work per row (`:heat`); the board is shaded by it.
    Heat(HeatKind),
    /// The search tree as an icicle diagram (`:tree`).
    Tree,
}

impl Side {
    /// `:code`: shows the code, or hides it.
    pub fn toggle_code(self) -> Side {
        match self {
            Side::Code => Side::None,
            _ => Side::Code,
        }
    }

    /// `:tree`: shows the tree, or hides it.
    pub fn toggle_tree(self) -> Side {
        match self {
            Side::Tree => Side::None,
            _ => Side::Tree,
        }
    }

    /// `:heat`: placements, then solutions, then off.
    pub fn next_heat(self) -> Side {
        match self {
            Side::Heat(HeatKind::Placements) => Side::Heat(HeatKind::Solutions),
            Side::Heat(HeatKind::Solutions) => Side::None,
            _ => Side::Heat(HeatKind::Placements),
        }
    }
}

/// The view's state.
#[derive(Debug, Clone)]
pub struct View {
    /// What is drawn over the main screen.
    pub overlay: Overlay,
    /// Which panel the browsing keys go to.
    pub focus: Focus,
    /// The solutions panel.
    pub browser: Browser,
    /// The narration panel is shown.
    pub show_narration: bool,
    /// Lines the help is scrolled by.
    help_scroll: u16,
    /// The most the help can scroll, as last drawn.
    help_max_scroll: u16,
    /// A square the user clicked to see what attacks it.
    pub inspect: Option<(usize, usize)>,
    /// The command line after `:`, and its history.
    pub prompt: Prompt,
    /// The panel shown on demand (`:code`, `:heat`).
    pub side: Side,
    /// The projector board (`--present`, `:present`): the board fills the screen.
    pub present: bool,
}

impl Default for View {
    fn default() -> Self {
        View {
            overlay: Overlay::None,
            focus: Focus::Board,
            browser: Browser::default(),
            show_narration: true,
            help_scroll: 0,
            help_max_scroll: 0,
            inspect: None,
            prompt: Prompt::default(),
            side: Side::None,
            present: false,
        }
    }
}

impl View {
    /// The same view over a new search: what the user chose to see stays (panels, focus,
    /// listing, page size); what belonged to the old search (selection, jump, square) goes.
    pub fn carried_over(&self) -> View {
        let mut browser = Browser::default();
        browser.set_page_rows(self.browser.page_rows());
        if self.browser.listing() != browser.listing() {
            browser.toggle_listing();
        }
        View {
            overlay: self.overlay,
            focus: self.focus,
            browser,
            show_narration: self.show_narration,
            help_scroll: self.help_scroll,
            help_max_scroll: self.help_max_scroll,
            inspect: None,
            prompt: self.prompt.clone(),
            side: self.side,
            present: self.present,
        }
    }

    /// What decides which key bindings apply now.
    pub fn context(&self) -> Context {
        Context {
            focus: self.focus,
            jumping: self.browser.jump_input().is_some(),
            command: self.prompt.line.is_some(),
            help: self.overlay == Overlay::Help,
            play: false,
            race: false,
            predict: false,
            told: false,
            lesson: false,
        }
    }

    /// Opens or closes the help, at its top.
    pub fn toggle_help(&mut self) {
        self.help_scroll = 0;
        self.overlay = match self.overlay {
            Overlay::Help => Overlay::None,
            Overlay::None => Overlay::Help,
        };
    }

    /// Scrolls the help by `lines`, within what the screen last showed of it.
    pub fn scroll_help(&mut self, lines: i64) {
        let scrolled = i64::from(self.help_scroll).saturating_add(lines);
        self.help_scroll = u16::try_from(scrolled.clamp(0, i64::from(self.help_max_scroll)))
            .unwrap_or(self.help_max_scroll);
    }

    /// Lines the help is scrolled by.
    pub fn help_scroll(&self) -> u16 {
        self.help_scroll
    }

    /// Takes in how much of the scrolling panels the screen showed.
    pub fn set_viewport(&mut self, viewport: Viewport) {
        self.browser.set_page_rows(viewport.list_rows);
        self.help_max_scroll = viewport.help_max_scroll;
        self.help_scroll = self.help_scroll.min(viewport.help_max_scroll);
    }

    /// Esc: closes the command line, else the help, else cancels a jump, else returns to the
    /// board.
    pub fn back(&mut self) {
        if self.prompt.line.is_some() {
            self.prompt.line = None;
        } else if self.overlay != Overlay::None {
            self.overlay = Overlay::None;
        } else if self.browser.jump_input().is_some() {
            self.browser.cancel_jump();
        } else {
            self.focus = Focus::Board;
        }
    }

    /// Tab: the board or the solutions panel.
    pub fn switch_focus(&mut self) {
        self.focus = match self.focus {
            Focus::Board => Focus::Solutions,
            Focus::Solutions => Focus::Board,
        };
    }
}
