//! A frame laid out before it is drawn: from the state and the terminal's size, once, which
//! screen shows, where each panel goes, how many rows the list and the help get, and the tree
//! diagram as it will be drawn. The state takes in what it needs of it ([`FrameNeeds`])
//! before the same plan is drawn, so that no frame is drawn with the last one's sizes.

use ratatui::layout::{Constraint, Layout, Rect};

use super::help::{Help, HelpLayout};
use super::kit::plan::{Part, Plan, TooSmall};
use super::layout::RacePlan;
use super::{race, solutions, tree};
use crate::app::frame::FrameNeeds;
use crate::app::view::Side;
use crate::app::{App, Overlay};
use crate::vocabulary::Focus;

/// One frame's layout, computed before it is drawn.
#[derive(Debug, Clone)]
pub struct FramePlan {
    /// The whole screen.
    pub(super) area: Rect,
    /// What fills it.
    pub(super) screen: Screen,
    /// The help over it, when open.
    pub(super) help: Option<HelpLayout>,
    /// What the state learns of the frame before it is drawn.
    needs: FrameNeeds,
    /// The lesson's caption, above the rest, while a lesson plays.
    pub(super) caption: Option<Rect>,
}

/// What fills the screen, laid out.
#[derive(Debug, Clone)]
pub(super) enum Screen {
    /// A note that the terminal is too small for the board of `n`.
    TooSmall {
        /// The board size.
        n: usize,
        /// The size it needs.
        needs: TooSmall,
    },
    /// A race.
    Race(RacePlan),
    /// A board played by hand.
    Play(Plan),
    /// The search.
    Search(SearchPlan),
    /// The search on the projector board (see [`super::present`]).
    Present(Plan),
}

/// The search's screen laid out: its panels, and where the panel asked for goes.
#[derive(Debug, Clone)]
pub(super) struct SearchPlan {
    /// The panels.
    pub plan: Plan,
    /// The panel asked for, as it can show (only the backtracking search has a tree).
    pub side: Side,
    /// The tree's own place right of the board, where it is wide enough.
    tree_area: Option<Rect>,
    /// Otherwise, the panel whose place the panel asked for takes.
    pub place: Option<Part>,
}

impl SearchPlan {
    fn new(app: &App, plan: Plan) -> Self {
        let side = match app.view().side {
            // Only the backtracking search has a tree: for the others, the usual panels.
            Side::Tree if !app.strategy().backtracks() => Side::None,
            side => side,
        };
        // The tree takes all the room right of the board where that is wide enough; the
        // panels there give way to it.
        let tree_area = (side == Side::Tree).then(|| tree_place(&plan)).flatten();
        // Any other panel asked for takes the solutions' place where it fits there, else the
        // counters'.
        let place = (side != Side::None && tree_area.is_none())
            .then(|| side_place(&plan))
            .flatten();
        SearchPlan {
            plan,
            side,
            tree_area,
            place,
        }
    }

    /// Where `part` goes, unless the tree covers it.
    pub fn free(&self, part: Part) -> Option<Rect> {
        self.plan
            .rect(part)
            .filter(|r| self.tree_area.is_none_or(|t| !t.intersects(*r)))
    }

    /// Where the solutions list goes, if it shows.
    pub fn list(&self) -> Option<Rect> {
        self.free(Part::Solutions)
            .filter(|_| self.place != Some(Part::Solutions))
    }

    /// Where the counters go, if they show.
    pub fn counters(&self) -> Option<Rect> {
        self.free(Part::Counters)
            .filter(|_| self.place != Some(Part::Counters))
    }

    /// Where the tree goes, if it shows.
    pub fn tree(&self) -> Option<Rect> {
        self.tree_area.or_else(|| {
            (self.side == Side::Tree)
                .then(|| self.place.and_then(|part| self.plan.rect(part)))
                .flatten()
        })
    }

    /// Where the panel asked for goes when it is not the tree in its own place.
    pub fn side_area(&self) -> Option<Rect> {
        if self.tree_area.is_some() {
            return None;
        }
        self.place.and_then(|part| self.plan.rect(part))
    }
}

impl FramePlan {
    /// What the state learns of the frame before it is drawn.
    pub fn needs(&self) -> &FrameNeeds {
        &self.needs
    }
}

/// Lays out the frame of `app` on a screen of `area`: while a lesson plays, its caption
/// takes the top rows (as many as its lines need, else one line of it) where the rest still
/// fits below.
pub fn plan(app: &App, area: Rect) -> FramePlan {
    // What fits depends on the words' widths, so the plan is made in the screen's language.
    app.in_words(|| plan_in_lang(app, area))
}

/// [`plan`] in the language of the thread.
fn plan_in_lang(app: &App, area: Rect) -> FramePlan {
    let Some(playing) = app.lesson() else {
        return plan_screen(app, area);
    };
    for rows in [super::caption::height(playing, area.width), 3] {
        if rows >= area.height {
            continue;
        }
        let [top, rest] = area.layout(&Layout::vertical([
            Constraint::Length(rows),
            Constraint::Fill(1),
        ]));
        let mut plan = plan_screen(app, rest);
        if !matches!(plan.screen, Screen::TooSmall { .. }) {
            plan.area = area;
            plan.caption = Some(top);
            return plan;
        }
    }
    plan_screen(app, area)
}

/// Lays out the screen of `app` on `area`, the caption aside.
fn plan_screen(app: &App, area: Rect) -> FramePlan {
    let screen = match (app.race(), app.play()) {
        (Some(race), _) => match race::plan(race, area) {
            Ok(plan) => Screen::Race(plan),
            Err(needs) => Screen::TooSmall { n: race.n(), needs },
        },
        (None, Some(play)) => match super::plan(app, area) {
            Ok(plan) => Screen::Play(plan),
            Err(needs) => Screen::TooSmall { n: play.n(), needs },
        },
        (None, None) => match present_plan(app, area) {
            Some(plan) => Screen::Present(plan),
            None => match super::plan(app, area) {
                Ok(plan) => Screen::Search(SearchPlan::new(app, plan)),
                Err(needs) => Screen::TooSmall { n: app.n(), needs },
            },
        },
    };
    let help =
        (app.overlay() == Overlay::Help && !matches!(screen, Screen::TooSmall { .. })).then(|| {
            // Over everything but the hint bar, which says how to scroll and close it.
            let [above_footer, _] = area.layout(&Layout::vertical([
                Constraint::Fill(1),
                Constraint::Length(1),
            ]));
            Help {
                scroll: app.help_scroll(),
                play: app.play().is_some(),
                race: app.race().is_some(),
                predict: app.predict().is_some_and(|p| p.question().is_some()),
            }
            .layout(above_footer)
        });
    let mut needs = FrameNeeds::default();
    needs.viewport.help_max_scroll = help.as_ref().map_or(0, |h| h.max_scroll);
    if let Screen::Search(search) = &screen {
        needs.viewport.list_rows = search
            .list()
            .map_or(0, |r| solutions::list_rows(app.n(), r));
        if let Some(rect) = search.tree() {
            let (width, rows) = tree::TreePanel::room(rect);
            needs.tree = app.tree(width, rows);
            if needs.tree.is_some() {
                needs.viewport.tree = (width, rows);
            }
        }
    }
    FramePlan {
        area,
        screen,
        help,
        needs,
        caption: None,
    }
}

/// The projector board's layout, when it is on and fits (else the usual one takes over).
/// What it has no room for shows in the usual layout while it is asked for: the solutions
/// list while it has the focus (`Tab`, `#`), the code and the tree (the heat map shades the
/// projector board itself).
fn present_plan(app: &App, area: Rect) -> Option<Plan> {
    use super::present::Under;
    let elsewhere =
        app.focus() == Focus::Solutions || matches!(app.view().side, Side::Code | Side::Tree);
    let under = if app.predict().is_some() {
        Under::Predict
    } else if app.narration().is_some() {
        Under::Narration
    } else {
        Under::Nothing
    };
    (app.present() && !elsewhere)
        .then(|| super::present::plan(app.n(), under, area))
        .flatten()
}

/// Where a panel asked for goes: the solutions panel's place if the code (the larger of the
/// two) fits there, else the counters' (the board and its masks always stay).
fn side_place(plan: &Plan) -> Option<Part> {
    let fits = |part: Part| {
        plan.rect(part).is_some_and(|r| {
            r.width >= super::code::WIDTH + 2 && r.height >= super::code::HEIGHT + 2
        })
    };
    [Part::Solutions, Part::Counters]
        .into_iter()
        .find(|&p| fits(p))
        .or_else(|| plan.rect(Part::Counters).map(|_| Part::Counters))
        .or_else(|| plan.rect(Part::Solutions).map(|_| Part::Solutions))
}

/// Where the tree goes: right of the board, from the top to the narration (or the hint bar),
/// if that is wide and tall enough.
fn tree_place(plan: &Plan) -> Option<Rect> {
    let board = plan.board();
    let right = plan.footer.right();
    let bottom = plan.rect(Part::Narration).map_or(plan.footer.y, |r| r.y);
    let area = Rect {
        x: board.right(),
        y: board.y,
        width: right.saturating_sub(board.right()),
        height: bottom.saturating_sub(board.y),
    };
    (area.width >= tree::MIN_WIDTH && area.height >= 6).then_some(area)
}
