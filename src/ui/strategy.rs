//! What a strategy shows of its own: the [`View`] trait, which each strategy's folder
//! implements in its `view.rs`, and [`view`], which finds a strategy's from the registry.
//! Everything here has a default, so a strategy writes only where it differs from the
//! backtracking searches' screen; the panels that draw a screen ask the trait instead of
//! matching on the strategy.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::kit::board::Board;
use super::kit::counters::{Shared, whole_board_rows};
use super::kit::listing::Shown;
use super::kit::plan::Part;
use super::kit::squares::Square;
use crate::app::App;
use crate::app::predict::{Question, Verdict};
use crate::solver::probe::Costs;
use crate::solver::search::Work;
use crate::solver::{AnySearch, Event, Solver};
use crate::t;
use crate::vocabulary::Strategy;

/// The explanation of a strategy that does not backtrack square by square, for its
/// [`View::explanation`]: how it searches, long and short, from two catalog ids, kept per
/// language.
macro_rules! how {
    ($long:literal, $short:literal) => {{
        static LONG: $crate::ui::kit::kept::Kept =
            $crate::ui::kit::kept::Kept::new(|| $crate::t!($long));
        static SHORT: $crate::ui::kit::kept::Kept =
            $crate::ui::kit::kept::Kept::new(|| $crate::t!($short));
        (
            $crate::t!("panel-explanation-how"),
            [LONG.get(), SHORT.get()],
        )
    }};
}
pub(crate) use how;

/// What a strategy shows of its own. The defaults are the backtracking searches' screen: the
/// stack and the masks, no panel of its own.
pub trait View: Sync {
    /// The title and the words (long, short) that say below the board what the strategy's
    /// marks mean or how it searches.
    fn explanation(&self) -> (String, [&'static str; 2]);

    /// Its code or pseudocode for the code panel, the line the search is on and the live
    /// variables, at `app`'s last event.
    fn code(&self, app: &App) -> Shown;

    /// The legend of its board's marks, each a sample square and what it means (never more,
    /// nor wider, than the backtracking searches', which the layout makes room for).
    fn legend(&self) -> Vec<Line<'static>>;

    /// The usual panel whose place its own panel takes ([`Part::Stack`] or
    /// [`Part::Masks`]), if it draws one: the layout puts it right after the counters.
    fn own_panel(&self) -> Option<Part> {
        None
    }

    /// Columns the panel in the stack's place needs, border included.
    fn stack_width(&self) -> u16 {
        super::kit::plan::STACK_MIN_WIDTH
    }

    /// Columns and lines its own panel in the stack's place takes to show all it has on the
    /// `n` board, border included, which the layout gives it beside the board where the
    /// screen has them (else the panel gets [`View::stack_width`] and the stack's lines);
    /// `None` where it shows the same at any size.
    fn stack_roomy(&self, n: usize) -> Option<(u16, u16)> {
        let _ = n;
        None
    }

    /// Draws its own panel in the stack's place from its search; `false` where it keeps
    /// the stack.
    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let _ = (app, area, buf);
        false
    }

    /// Draws its own panel in the masks' place for the backtracking `solver` (at rest on
    /// `solution`, a found one shown instead of the search); `false` where it keeps the
    /// masks or the note that stands for them.
    fn render_in_masks(
        &self,
        app: &App,
        solver: &Solver,
        solution: Option<&[u8]>,
        area: Rect,
        buf: &mut Buffer,
    ) -> bool {
        let _ = (app, solver, solution, area, buf);
        false
    }

    /// True where its marks need the row under the board (`arrays`' diagonal indices).
    fn edge(&self) -> bool {
        false
    }

    /// True where its board may be drawn dense past the lettered files.
    fn may_go_dense(&self) -> bool {
        false
    }

    /// True where the masks under the board are not the ones it reads (they are drawn
    /// dimmed).
    fn masks_unused(&self) -> bool {
        true
    }

    /// The masks' title while the search is on `rank`, for a backtracking search.
    fn masks_title(&self, rank: usize) -> String {
        t!("panel-masks-title-rank-unused", rank = rank)
    }

    /// How it searches, said in the masks' place by a strategy that keeps no masks.
    fn no_masks_how(&self) -> String {
        t!("panel-no-masks-how-whole-boards")
    }

    /// Its progress, where it is not a share of a known count of events: the gauge's share
    /// and label.
    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let _ = search;
        None
    }

    /// The rows of the counters panel under the shared ones, for a strategy that does not
    /// search with the backtracking solver (`other`); `shared` holds the figures it may show
    /// beside its own. The default: the rows of a search that tests complete boards.
    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        whole_board_rows(app, other, shared, None)
    }

    /// The rank being filled (`usize::MAX` for none) and whether it is a dead end, after
    /// `last`. The default: the ranks are filled from the top, never a dead end.
    fn searching(&self, search: &AnySearch, last: Option<Event>) -> (usize, bool) {
        let _ = last;
        (search.columns().1, false)
    }

    /// A square of its board, where it marks it its own way; `None` for the shared marks
    /// (its queens, the last placement, lift or move, each queen's attackers where it keeps
    /// count).
    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let _ = (board, search, row, col);
        None
    }

    /// Its own heat on square (`row`, `col`) as a share of its hottest square, from 0 to 1,
    /// shaded under the board's plain squares on the heat map's scale where the user's heat
    /// map (`:heat`) is off: what it weighs its choices by (pheromone). `None`: it keeps none.
    fn heat(&self, search: &AnySearch, row: usize, col: usize) -> Option<f64> {
        let _ = (search, row, col);
        None
    }

    /// How many ranks from the top it fills at random (marked beside their numbers).
    fn random_ranks(&self, search: &AnySearch) -> usize {
        let _ = search;
        0
    }

    /// Whether a looked-at square's attackers can be shown now: they need the queens of the
    /// ranks above it in order.
    fn inspectable(&self, search: &AnySearch) -> bool {
        let _ = search;
        true
    }

    /// Why it has no dead end to run to, in its own words (`key` runs to the next solution
    /// instead); `None` for the shared words.
    fn no_dead_ends(&self, key: &str) -> Option<String> {
        let _ = key;
        None
    }

    /// Its own words for predict mode's `question` (`short`: in fewer words, for a panel of
    /// one line), where the shared ones (a rank filled from the top, its leftmost free file
    /// first) are not how it searches; `None` for the shared words.
    fn predict_question(&self, question: &Question, short: bool) -> Option<String> {
        let _ = (question, short);
        None
    }

    /// Its own words for why the answer to `verdict`'s question is what it is (`short`: in
    /// fewer words), after the shared lead (`Right:`, `No:`, `Answer:`); `None` for the
    /// shared words.
    fn predict_why(&self, verdict: &Verdict, short: bool) -> Option<String> {
        let _ = (verdict, short);
        None
    }

    /// Its figure in the counters' row of the backtracking searches' checks for the same
    /// progress, and the name it goes by there: from the bitmask's mask operations
    /// (`bitmask`) or the probes' counts (`costs`, where they were counted). `None` where it
    /// has no figure there.
    fn checks(&self, bitmask: u64, costs: Option<&Costs>) -> Option<(String, u64)> {
        let _ = (bitmask, costs);
        None
    }

    /// The race's counter of its own work, where it is not the boards tested: its name, and
    /// the figure in the forms it may take, longest first (the race shows the first that
    /// fits).
    fn race_counter(&self, search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        let _ = (search, work);
        None
    }
}

/// A count's forms for [`View::race_counter`]: in full, and rounded.
pub fn figure_forms(value: u64) -> Vec<String> {
    vec![
        crate::solver::notation::grouped(value),
        super::kit::format::approx(value),
    ]
}

macro_rules! views {
    ($($id:ident => $folder:ident,)*) => {
        /// The view of `strategy`, from its folder.
        pub fn view(strategy: Strategy) -> &'static dyn View {
            match strategy {
                $(Strategy::$id => &crate::strategies::$folder::view::VIEW,)*
            }
        }
    };
}
crate::strategies::registry!(views);
