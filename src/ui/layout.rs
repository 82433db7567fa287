//! The layout: which panels a terminal shows, where, and how big the board's squares are.
//!
//! # Panels, in order of importance
//!
//! 1. **board** (with its rank and file labels),
//! 2. **counters** (the `Search` panel),
//! 3. **solutions** (the list, the preview of the selected one and the `#` prompt),
//! 4. **narration** (the last events in words, full width above the hint bar),
//! 5. **masks** (the four bit rows under the board, one bit under each column),
//! 6. **stack**,
//! 7. **legend** (the board's marks),
//! 8. **explanation** (what the masks mean, in words).
//!
//! The hint bar (one line at the bottom) is always there; while a solution number is typed
//! and the solutions panel is not on screen, the `#` prompt takes its place.
//!
//! Every panel is shown whole or not at all: a panel is never drawn cut to a size it was not
//! made for. [`plan`] tries each way of drawing the board, and for each the places the
//! solutions can go, adds the other panels in order while they fit, and keeps the best
//! layout, compared on, in turn:
//!
//! 1. the first five panels shown, in order of importance (a layout with the counters beats
//!    every layout without them, and so on);
//! 2. squares at least two columns wide (1×1 squares are cramped);
//! 3. a column of its own for the solutions (rather than a few lines under another panel);
//! 4. larger squares;
//! 5. the last three panels shown.
//!
//! The compact board is tried only where no board of glyphs fits beside the counters, or,
//! for a strategy with a panel of its own, where none leaves room for that panel.
//!
//! A strategy with a panel of its own ([`Demands::own`]: the arrays in the masks' place, the
//! frontier or the tries in the stack's) changes the order: the board, the counters, its
//! panel, the narration, the diagonals' indices on the board's edge ([`Part::Edge`], wanted
//! by `arrays`), then the solutions and the rest ([`Demands::importance`]). At 80×24 with
//! n = 8 the solutions list gives way to them.
//!
//! Past n = 32 ([`Demands::solutions`] false) the solutions panel is not offered (the list
//! holds boards up to 32; the solution stays on the board), and the counters come before
//! every other panel: where they do not fit, the board shows alone.
//!
//! # Squares
//!
//! A terminal cell is about twice as tall as it is wide, so a square `w` columns wide looks
//! square at `w / 2` lines. The board is drawn with squares of
//!
//! | size (columns × lines) | looks            |
//! |------------------------|------------------|
//! | 5 × 3                  | a little tall    |
//! | 4 × 2                  | square           |
//! | 3 × 1                  | a little wide    |
//! | 2 × 1                  | square           |
//! | 1 × 1                  | tall (last resort with glyphs) |
//! | compact: 1 × ½         | square, half blocks, two ranks a line, colours only |
//! | dense: ½ × ¼           | braille, a dot a queen (`min-conflicts` past 32 only) |
//!
//! Odd widths keep the queen in the middle of its square. The compact drawing is used only
//! when no board of glyphs fits beside the counters (n = 32 on 80×24): it shows the queens and
//! the shading of every square but no glyphs, and clicks on it select nothing (a line holds
//! two ranks, so a click cannot tell which was meant). The masks keep one bit under each
//! column at every width. The dense drawing is tried after it, the same way, and only for a
//! `min-conflicts` board past 32 ([`Demands::dense`]): it draws the queens alone (n = 60 on
//! 80×24, up to 224 on 200×60).
//!
//! # Where panels go
//!
//! Three columns and a band: the board column on the left (the board, then what fits under
//! it), the counters column (the counters, then the stack and the legend, which go under the
//! board where they do not fit here), the solutions column on the right when it has room
//! (else the solutions go under the counters or under the board, whichever lets the more
//! important panels fit), and the narration across the whole width above the hint bar; the
//! explanation goes under the board, or else under the counters. Spare lines go first to
//! the narration (up to 4 lines), then to the stack (up to a line per row) and the
//! explanation (its long text), then to the solutions list; spare columns first to the board
//! column, as far as its title and the note under it need ([`Demands::board_text`]: a small
//! board is narrower than its words), then to the rightmost column.
//!
//! # Breakpoints
//!
//! What [`plan`] decides with the narration on, for a strategy without a panel of its own
//! ("all": every panel; the tests in this module hold it to this table, the snapshots in
//! `tests/view.rs` show it):
//!
//! | terminal | n = 8                        | n = 16                       | n = 32                       |
//! |----------|------------------------------|------------------------------|------------------------------|
//! | 80×24    | 3×1; counters, solutions under the board, narration | 2×1; counters, narration | compact; counters, narration |
//! | 100×30   | 3×1; all but the legend      | 3×1; counters, solutions under them, narration, masks | compact; counters, solutions under them, narration, masks |
//! | 120×40   | 5×3; all                     | 2×1; all                     | 2×1; counters, solutions under them, narration, stack |
//! | 200×60   | 5×3; all                     | 5×3; all                     | 3×1; all                     |
//! | 300×80   | 5×3; all                     | 5×3; all                     | 4×2; all                     |
//!
//! With `arrays` at n = 8: 80×24, 3×1 squares with the edge, the counters, the arrays, the
//! narration; 120×40, 4×2 with the edge and every panel; 200×60, 5×3 and all.
//!
//! Where the solutions panel has no place (n = 16 or 32 on 80×24), it takes the counters'
//! column while it has the focus (`Tab`, or `#` to type a number); where there is no such
//! column either, the `#` prompt takes the hint bar. n = 1 fits in 40×12 (the board and the
//! solutions); below the smallest board (a compact one) the screen says which size it needs
//! for the board and the counters.
//!
//! The projector board (`--present`) is laid out by a plan of its own, the board alone with
//! squares as large as fit ([`crate::ui::present`]); where it does not fit, this one serves.

use std::cell::RefCell;

use ratatui::layout::Rect;

use super::kit::cells;
use super::kit::plan::{
    BOARD_MIN_WIDTH, Drawing, EDGE_LINES, Part, Plan, TooSmall, board_height, board_width,
    edge_fits,
};
use super::kit::squares::LABEL_WIDTH;
use super::kit::text::wrapped_lines;

/// What the layout needs to know of the state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Demands {
    /// The board size.
    pub n: usize,
    /// The user shows the narration.
    pub narration: bool,
    /// The solutions panel is offered: the list holds boards up to n = 32 (past that the
    /// solution stays on the board, and the panel would only say so).
    pub solutions: bool,
    /// The solutions panel has the focus: where it has no place of its own, it takes the
    /// counters column.
    pub solutions_focused: bool,
    /// Columns the counters panel needs for what it shows, border included.
    pub counters_width: u16,
    /// Lines the counters panel takes, border included.
    pub counters_lines: u16,
    /// Lines the masks take under the board.
    pub masks_lines: u16,
    /// Columns and lines the legend takes, border included.
    pub legend: (u16, u16),
    /// Columns the code panel needs, border included: the strategy's own panel in the masks'
    /// place widens the board's column only so far as to leave it this much.
    pub code_width: u16,
    /// Columns the strategy's own panel in the masks' place reads best at, border included
    /// (the arrays: a digit and a space a cell), where there are columns to spare.
    pub own_roomy_width: u16,
    /// Columns the solutions panel needs for its widest row, border included (see
    /// [`crate::ui::solutions::width_for`]).
    pub solutions_width: u16,
    /// The board may be drawn dense (braille, queens only) where not even the compact
    /// drawing fits: a `min-conflicts` board, which is all queens, none of them being placed.
    pub dense: bool,
    /// The panel the strategy draws of its own in the place of one of the usual ones (the
    /// arrays in the masks' place, the frontier or the tries in the stack's): the point of
    /// the strategy, so it comes right after the counters (see [`Demands::importance`]).
    pub own: Option<Part>,
    /// The diagonals' indices on the board's edge are wanted (`arrays`).
    pub edge: bool,
    /// Columns the panel in the stack's place needs, border included: the stack's, or the
    /// strategy's own panel there (see [`crate::ui::stack_width`]).
    pub stack_width: u16,
    /// Columns and lines the strategy's own panel in the stack's place takes to show all it
    /// has, border included, where the counters' column can be that wide and tall (see
    /// [`crate::ui::strategy::View::stack_roomy`]); `None` where it shows the same at any size.
    pub stack_roomy: Option<(u16, u16)>,
    /// The explanation the strategy gives below the board, long and short (see
    /// [`crate::ui::explanation`]): its lines are measured on its own words.
    pub explanation: [&'static str; 2],
    /// Columns the board panel wants for its title and the note under it to show whole,
    /// border included (see [`crate::ui::shown::board_text_width`]): a small board's column
    /// widens to it first where columns are to spare.
    pub board_text: u16,
    /// The same for what comes with the masks, where they are shown: their title, or the
    /// line under a strategy's own panel in their place.
    pub masks_text: u16,
}

impl Demands {
    /// The panels in order of importance for this search: [`Part::BY_IMPORTANCE`], but a
    /// strategy's own panel comes right after the counters, then the narration (which says
    /// what the panel shows) and the edge's indices, before the solutions: at 80×24 the
    /// solutions are what gives way (their count stays in the counters, the list a `Tab`
    /// away).
    pub fn importance(&self) -> Vec<Part> {
        use Part::{Board, Counters, Edge, Narration};
        let mut order = match self.own {
            Some(own) => vec![Board, Counters, own, Narration],
            None => vec![],
        };
        if self.own.is_some() && self.edge {
            order.push(Edge);
        }
        let first = order.clone();
        order.extend(Part::BY_IMPORTANCE.iter().filter(|p| !first.contains(p)));
        if self.edge && !order.contains(&Edge) {
            order.push(Edge);
        }
        order
    }
}

/// Lines of the narration band: at least one line, at most four, with the border.
const NARRATION_MIN: u16 = 3;
const NARRATION_MAX: u16 = 6;
/// The narration band needs this many columns for its title and a useful line.
const NARRATION_MIN_WIDTH: u16 = 30;
/// The solutions panel needs three list rows and its prompt, with the border.
const SOLUTIONS_MIN_HEIGHT: u16 = 6;
/// The explanation of the masks needs this many columns.
const EXPLANATION_MIN_WIDTH: u16 = 20;
/// The stack shows at least this many of the deepest rows.
const STACK_MIN_ROWS: usize = 4;

/// The columns of the screen.
const A: usize = 0;
const B: usize = 1;
const C: usize = 2;

/// A panel placed in a column, with the width it needs and the lines it may take.
#[derive(Debug, Clone, Copy)]
struct Slot {
    part: Part,
    width: u16,
    min: u16,
    max: u16,
    /// It has two sizes only (a short text and a long one): it grows to `max` or not at all.
    stepped: bool,
}

/// A layout being built: the panels placed so far, at their smallest.
#[derive(Debug, Clone)]
struct Draft {
    drawing: Drawing,
    /// The panel in the stack's place is offered its roomy size ([`Demands::stack_roomy`]).
    roomy: bool,
    masks: bool,
    edge: bool,
    narration: bool,
    columns: [Vec<Slot>; 3],
}

impl Draft {
    fn shows(&self, part: Part) -> bool {
        match part {
            Part::Board => true,
            Part::Masks => self.masks,
            Part::Edge => self.edge,
            Part::Narration => self.narration,
            _ => self.columns.iter().flatten().any(|s| s.part == part),
        }
    }

    /// The panels among `parts` shown, as a number that orders sets of panels by importance:
    /// a set with a panel beats every set without it that agrees on the more important ones.
    fn shown_of(&self, parts: &[Part]) -> u16 {
        parts
            .iter()
            .rev()
            .enumerate()
            .filter(|&(_, &p)| self.shows(p))
            .map(|(bit, _)| 1 << bit)
            .sum()
    }

    /// How good the layout is, compared in this order: the main panels shown (the first five
    /// of `order`, the panels by importance), squares of two columns or more, a column of its
    /// own for the solutions, larger squares, the other panels shown.
    fn rank(&self, order: &[Part]) -> (u16, bool, bool, usize, u16) {
        let (main, others) = order.split_at(5);
        let size = Drawing::LARGEST_FIRST.len()
            - Drawing::LARGEST_FIRST
                .iter()
                .position(|&d| d == self.drawing)
                .unwrap_or(0);
        (
            self.shown_of(main),
            self.drawing.columns() >= 2,
            self.columns[C].iter().any(|s| s.part == Part::Solutions),
            size,
            self.shown_of(others),
        )
    }

    fn width(&self, column: usize) -> u16 {
        self.columns[column]
            .iter()
            .map(|s| s.width)
            .max()
            .unwrap_or(0)
    }
}

/// Lays out a `area`-sized screen for `demands`, or says how big it must be.
pub fn plan(demands: &Demands, area: Rect) -> Result<Plan, TooSmall> {
    let planner = Planner {
        demands,
        order: demands.importance(),
        area,
        explanations: RefCell::new(Vec::new()),
    };
    let best = |drawings: &[Drawing]| {
        let mut best: Option<Draft> = None;
        for &drawing in drawings {
            if let Some(draft) = planner.best_for(drawing)
                && best
                    .as_ref()
                    .is_none_or(|b| draft.rank(&planner.order) > b.rank(&planner.order))
            {
                best = Some(draft);
            }
        }
        best
    };
    let (glyphs, rest) = Drawing::LARGEST_FIRST.split_at(5);
    let (compact, dense) = rest.split_at(1);
    let denser: &[&[Drawing]] = if demands.dense {
        &[compact, dense]
    } else {
        &[compact]
    };
    // A denser drawing only where no board of the one before fits beside the counters (or
    // leaves room for the strategy's own panel, the point of the strategy: n = 15 on 80×24),
    // and then only if it shows more panels.
    let enough = |d: &Draft| d.shows(Part::Counters) && demands.own.is_none_or(|own| d.shows(own));
    let mut draft = best(glyphs);
    for &drawings in denser {
        if draft.as_ref().is_some_and(enough) {
            break;
        }
        draft = match (draft, best(drawings)) {
            (Some(g), Some(c)) if c.shown_of(&planner.order) > g.shown_of(&planner.order) => {
                Some(c)
            }
            (Some(g), _) => Some(g),
            (None, c) => c,
        };
    }
    match draft.map(|d| planner.larger(d)) {
        Some(draft) => Ok(planner.place(&draft)),
        // The least that shows anything: the densest board allowed alone, above the hint bar.
        None => {
            let densest = if demands.dense {
                Drawing::Dense
            } else {
                Drawing::Compact
            };
            Err(TooSmall {
                width: board_width(demands.n, densest, false),
                height: board_height(demands.n, densest, 0, false) + 1,
            })
        }
    }
}

/// Squares larger than the largest of [`Drawing::LARGEST_FIRST`], the largest first, in the
/// projector board's proportions: a screen with room to spare gives it to the board.
const LARGER: [Drawing; 3] = [
    Drawing::squares(11, 5),
    Drawing::squares(9, 4),
    Drawing::squares(7, 3),
];

/// Lines the solutions panel wants beside its smallest: the chosen solution's board and the
/// lines under it (its class, orbit and symmetry), besides the list's rows.
const SOLUTIONS_PREVIEW_EXTRA: u16 = 4;

/// Columns the play panel needs at least (its longest words and the keys).
pub const PLAY_PANEL_MIN: u16 = 36;
/// Columns the play panel takes at most: wider, its lines would only leave more blank.
const PLAY_PANEL_MAX: u16 = 52;
/// Lines the play panel needs for all it says (the longest verdict, the keys and the marks).
const PLAY_PANEL_LINES: u16 = 27;

/// Lays out the play screen: the board with the largest squares that leave room beside it
/// for the play panel (in the counters' place), else the board alone; squares of glyphs only,
/// since a cursor and clicks need one square a cell at least.
pub fn play_plan(n: usize, area: Rect) -> Result<Plan, TooSmall> {
    let (glyphs, _) = Drawing::LARGEST_FIRST.split_at(5);
    let rows = area.height.saturating_sub(1);
    let fits = |drawing: Drawing, beside: u16| {
        board_height(n, drawing, 0, false) <= rows
            && board_width(n, drawing, false) + beside <= area.width
    };
    let choice = glyphs
        .iter()
        .find(|&&d| fits(d, PLAY_PANEL_MIN))
        .map(|&d| (d, true))
        .or_else(|| glyphs.iter().find(|&&d| fits(d, 0)).map(|&d| (d, false)));
    let Some((drawing, with_panel)) = choice else {
        let smallest = Drawing::squares(1, 1);
        return Err(TooSmall {
            width: board_width(n, smallest, false),
            height: board_height(n, smallest, 0, false) + 1,
        });
    };
    let width = board_width(n, drawing, false);
    let mut rects = [None; 9];
    let height = board_height(n, drawing, 0, false);
    rects[Part::Board.index()] = Some(Rect::new(area.x, area.y, width, height));
    if with_panel {
        let panel = (area.width - width).min(PLAY_PANEL_MAX);
        // As tall as the board where that holds all it says, so the two boxes line up.
        let height = rows.min(height.max(PLAY_PANEL_LINES));
        rects[Part::Counters.index()] = Some(Rect::new(area.x + width, area.y, panel, height));
    }
    Ok(Plan {
        drawing,
        rects,
        footer: Rect::new(area.x, area.y + rows, area.width, 1),
    })
}

/// Whether a board of `n` fits in `area` at all, in any drawing.
pub fn board_fits(n: usize, area: Rect) -> bool {
    area.width >= board_width(n, Drawing::Compact, false)
        && area.height > board_height(n, Drawing::Compact, 0, false)
}

struct Planner<'a> {
    demands: &'a Demands,
    /// The panels by importance for these demands ([`Demands::importance`]).
    order: Vec<Part>,
    area: Rect,
    /// The heights of the explanation at the widths asked so far (wrapping text is the
    /// slowest part of planning, and few widths come up).
    explanations: RefCell<Vec<(u16, (u16, u16))>>,
}

impl Planner<'_> {
    fn explanation_heights(&self, width: u16) -> (u16, u16) {
        let mut known = self.explanations.borrow_mut();
        if let Some(&(_, heights)) = known.iter().find(|(w, _)| *w == width) {
            return heights;
        }
        let heights = explanation_heights(width, self.demands.explanation);
        known.push((width, heights));
        heights
    }

    /// Lines for the columns: all but the hint bar and the narration at its smallest.
    fn rows(&self, draft: &Draft) -> Option<u16> {
        let band = 1 + if draft.narration { NARRATION_MIN } else { 0 };
        self.area.height.checked_sub(band)
    }

    fn fits(&self, draft: &Draft) -> bool {
        let Some(rows) = self.rows(draft) else {
            return false;
        };
        let width: u16 = (0..3).map(|c| draft.width(c)).sum();
        width <= self.area.width
            && (!draft.narration || self.area.width >= NARRATION_MIN_WIDTH)
            && draft
                .columns
                .iter()
                .all(|column| column.iter().map(|s| s.min).sum::<u16>() <= rows)
    }

    fn board_slot(&self, draft: &Draft) -> Slot {
        let n = self.demands.n;
        let masks = if draft.masks {
            self.demands.masks_lines
        } else {
            0
        };
        let height = board_height(n, draft.drawing, masks, draft.edge);
        Slot {
            part: Part::Board,
            width: board_width(n, draft.drawing, draft.edge),
            min: height,
            max: height,
            stepped: false,
        }
    }

    /// The slot `part` would take in `column` of `draft`.
    fn slot(&self, draft: &Draft, part: Part, column: usize) -> Slot {
        let n = self.demands.n;
        let fixed = |width, height| Slot {
            part,
            width,
            min: height,
            max: height,
            stepped: false,
        };
        match part {
            Part::Counters => fixed(self.demands.counters_width, self.demands.counters_lines),
            Part::Solutions => Slot {
                part,
                width: self.demands.solutions_width,
                min: SOLUTIONS_MIN_HEIGHT,
                max: u16::MAX,
                stepped: false,
            },
            Part::Stack => match self.demands.stack_roomy.filter(|_| draft.roomy) {
                Some((width, lines)) => fixed(width.max(self.demands.stack_width), lines),
                None => Slot {
                    part,
                    width: self.demands.stack_width,
                    min: cells(n.min(STACK_MIN_ROWS)) + 3,
                    max: cells(n) + 3,
                    stepped: false,
                },
            },
            Part::Legend => fixed(self.demands.legend.0, self.demands.legend.1),
            Part::Explanation => {
                let width = draft.width(column).max(EXPLANATION_MIN_WIDTH);
                let (min, max) = self.explanation_heights(width);
                Slot {
                    part,
                    width,
                    min,
                    max,
                    stepped: true,
                }
            }
            Part::Board | Part::Narration | Part::Masks | Part::Edge => {
                unreachable!("not placed in a column")
            }
        }
    }

    /// Adds `part` to `draft` in `column` (the board's masks and edge and the narration band
    /// have no column) if it fits; says whether it did.
    fn add(&self, draft: &mut Draft, part: Part, column: usize) -> bool {
        match part {
            Part::Narration => {
                draft.narration = true;
                if !self.fits(draft) {
                    draft.narration = false;
                }
                draft.narration
            }
            Part::Masks | Part::Edge => {
                if part == Part::Edge && !edge_fits(draft.drawing, self.demands.n) {
                    return false;
                }
                let set = |draft: &mut Draft, on: bool| {
                    match part {
                        Part::Masks => draft.masks = on,
                        _ => draft.edge = on,
                    }
                    draft.columns[A][0] = self.board_slot(draft);
                };
                set(draft, true);
                let fits = self.fits(draft);
                if !fits {
                    set(draft, false);
                }
                fits
            }
            // Its roomy size only beside the board: under it, it would widen the board's
            // column.
            Part::Stack if draft.roomy && column != B => false,
            _ => {
                let slot = self.slot(draft, part, column);
                draft.columns[column].push(slot);
                let fits = self.fits(draft);
                if !fits {
                    draft.columns[column].pop();
                }
                fits
            }
        }
    }

    /// The most important panels that fit with the board drawn as `drawing`: each place for
    /// the solutions tried, the rest added greedily in order of importance.
    fn best_for(&self, drawing: Drawing) -> Option<Draft> {
        let mut base = Draft {
            drawing,
            roomy: false,
            masks: false,
            edge: false,
            narration: false,
            columns: [vec![], vec![], vec![]],
        };
        base.columns[A].push(self.board_slot(&base));
        if !self.fits(&base) {
            return None;
        }
        let mut best: Option<Draft> = None;
        let places: &[Option<usize>] = if self.demands.solutions {
            &[Some(C), Some(B), Some(A), None]
        } else {
            &[None]
        };
        // The panel in the stack's place at its roomy size first: it wins a tie.
        let roomy: &[bool] = if self.demands.stack_roomy.is_some() {
            &[true, false]
        } else {
            &[false]
        };
        for (&roomy, &solutions_at) in roomy
            .iter()
            .flat_map(|r| places.iter().map(move |p| (r, p)))
        {
            let draft = self.grow(
                Draft {
                    roomy,
                    ..base.clone()
                },
                solutions_at,
            );
            if best
                .as_ref()
                .is_none_or(|b| draft.rank(&self.order) > b.rank(&self.order))
            {
                best = Some(draft);
            }
        }
        best
    }

    /// `draft`, or where it has the largest usual squares, the same panels with larger ones:
    /// the largest of [`LARGER`] that leaves every panel all it wants ([`Self::at_ease`]).
    fn larger(&self, draft: Draft) -> Draft {
        if draft.drawing != Drawing::LARGEST_FIRST[0] || !self.at_ease(&draft) {
            return draft;
        }
        // The same panels, and the stack's place as roomy (dancing-links' whole matrix):
        // larger squares never cost another panel any of its room.
        let same_panels = |other: &Draft| {
            other.roomy == draft.roomy
                && self
                    .order
                    .iter()
                    .all(|&part| other.shows(part) == draft.shows(part))
        };
        LARGER
            .iter()
            .filter_map(|&drawing| self.best_for(drawing))
            .find(|bigger| same_panels(bigger) && self.at_ease(bigger))
            .unwrap_or(draft)
    }

    /// Whether every panel of `draft` gets all it wants, not only its least: the narration
    /// its most lines, the explanation its long words, the stack every rank, the solutions
    /// the chosen board's preview.
    fn at_ease(&self, draft: &Draft) -> bool {
        let narration = if draft.narration {
            NARRATION_MAX - NARRATION_MIN
        } else {
            0
        };
        let Some(rows) = self
            .rows(draft)
            .and_then(|rows| rows.checked_sub(narration))
        else {
            return false;
        };
        let want = |slot: &Slot| match slot.part {
            Part::Solutions => {
                SOLUTIONS_MIN_HEIGHT + cells(self.demands.n) + SOLUTIONS_PREVIEW_EXTRA
            }
            _ => slot.max,
        };
        draft
            .columns
            .iter()
            .all(|column| column.iter().map(want).sum::<u16>() <= rows)
    }

    fn grow(&self, mut draft: Draft, solutions_at: Option<usize>) -> Draft {
        for part in &self.order[1..] {
            let homes: &[usize] = match part {
                Part::Counters => &[B],
                Part::Solutions => match &solutions_at {
                    Some(column) => std::slice::from_ref(column),
                    None => &[],
                },
                Part::Stack | Part::Legend => &[B, A],
                Part::Explanation => &[A, B],
                Part::Board | Part::Narration | Part::Masks | Part::Edge => &[A],
            };
            // The words on the masks go only with the masks.
            if *part == Part::Explanation && !draft.masks {
                continue;
            }
            let added = homes
                .iter()
                .any(|&column| self.add(&mut draft, *part, column));
            // Past the list's reach the counters are all that says how the search goes: the
            // other panels show only with them, or the board shows alone.
            if *part == Part::Counters && !added && !self.demands.solutions {
                break;
            }
        }
        draft
    }

    /// The rectangles for `draft`, spare lines and columns given out.
    fn place(&self, draft: &Draft) -> Plan {
        let area = self.area;
        let mut rects = [None; 9];
        let narration = self.narration_lines(draft);
        let rows = area.height - 1 - narration;
        if draft.narration {
            rects[Part::Narration.index()] =
                Some(Rect::new(area.x, area.y + rows, area.width, narration));
        }
        let widths = self.widths(draft);
        let mut x = area.x;
        let mut column_rects = [Rect::default(); 3];
        for (c, column) in draft.columns.iter().enumerate() {
            column_rects[c] = Rect::new(x, area.y, widths[c], rows);
            let mut y = area.y;
            for (slot, h) in column.iter().zip(heights(column, rows)) {
                rects[slot.part.index()] = Some(Rect::new(x, y, widths[c], h));
                y += h;
            }
            x += widths[c];
        }
        self.place_on_board(draft, &mut rects);
        // Without a place of its own, the focused solutions panel covers the counters column.
        if self.demands.solutions
            && self.demands.solutions_focused
            && rects[Part::Solutions.index()].is_none()
            && !draft.columns[B].is_empty()
            && column_rects[B].width >= self.demands.solutions_width
        {
            for slot in &draft.columns[B] {
                rects[slot.part.index()] = None;
            }
            rects[Part::Solutions.index()] = Some(column_rects[B]);
        }
        Plan {
            drawing: draft.drawing,
            rects,
            footer: Rect::new(area.x, area.bottom() - 1, area.width, 1),
        }
    }

    /// Lines of the narration of `draft` (0 where it has none): it grows while every column
    /// keeps its smallest.
    fn narration_lines(&self, draft: &Draft) -> u16 {
        let columns_rows = self.rows(draft).unwrap_or(0);
        let spare = draft
            .columns
            .iter()
            .filter(|c| !c.is_empty())
            .map(|c| columns_rows - c.iter().map(|s| s.min).sum::<u16>())
            .min()
            .unwrap_or(0);
        if draft.narration {
            NARRATION_MIN + spare.min(NARRATION_MAX - NARRATION_MIN)
        } else {
            0
        }
    }

    /// The widths of the three columns of `draft`, the spare columns given out.
    fn widths(&self, draft: &Draft) -> [u16; 3] {
        let area = self.area;
        // Spare columns to the rightmost column shown.
        let mut widths = [0, 1, 2].map(|c| draft.width(c));
        let mut spare_width = area.width - widths.iter().sum::<u16>();
        let last = (0..3).rev().find(|&c| !draft.columns[c].is_empty());
        // The arrays in the masks' place read best a digit and a space a cell: the board's
        // column widens to that first, but leaves the column right of it room for the code
        // (`:code` takes the counters' or the solutions' place).
        let mut keep = 0;
        if draft.masks
            && self.demands.own == Some(Part::Masks)
            && let Some(last) = last.filter(|&c| c != A)
        {
            keep = self.demands.code_width.saturating_sub(widths[last]);
            let roomy = self.demands.own_roomy_width.saturating_sub(widths[A]);
            let more = roomy.min(spare_width.saturating_sub(keep));
            widths[A] += more;
            spare_width -= more;
            keep = keep.min(spare_width);
        }
        // A small board's title and note ask for more than its squares: the board's column
        // widens to them next, so that nothing a learner reads there is cut while columns
        // are to spare.
        let masks_text = if draft.masks {
            self.demands.masks_text
        } else {
            0
        };
        let wider = self
            .demands
            .board_text
            .max(masks_text)
            .saturating_sub(widths[A])
            .min(spare_width - keep);
        widths[A] += wider;
        spare_width -= wider;
        if let Some(last) = last {
            widths[last] += spare_width;
        }
        widths
    }

    /// The edge's and the masks' rectangles inside the board's, placed in `rects`, where
    /// `draft` shows them.
    fn place_on_board(&self, draft: &Draft, rects: &mut [Option<Rect>; 9]) {
        let edge_lines = if draft.edge { EDGE_LINES } else { 0 };
        if let Some(board) = rects[Part::Board.index()]
            && draft.edge
        {
            rects[Part::Edge.index()] = Some(Rect::new(
                board.x + 1,
                board.y + 1,
                board.width.saturating_sub(2),
                draft.drawing.lines(self.demands.n) + 1 + edge_lines,
            ));
        }
        if draft.masks
            && let Some(board) = rects[Part::Board.index()]
        {
            let top = board.y + 1 + draft.drawing.lines(self.demands.n) + 1 + edge_lines;
            rects[Part::Masks.index()] = Some(Rect::new(
                board.x + 1,
                top,
                board.width.saturating_sub(2),
                self.demands.masks_lines,
            ));
        }
    }
}

/// The heights of a column's panels in its `rows` lines: each its smallest, then bounded
/// panels grow to their full size first, then the list takes the rest.
fn heights(column: &[Slot], rows: u16) -> Vec<u16> {
    let mut heights: Vec<u16> = column.iter().map(|s| s.min).collect();
    let mut left = rows - heights.iter().sum::<u16>();
    for unbounded in [false, true] {
        for (h, slot) in heights.iter_mut().zip(column) {
            if (slot.max == u16::MAX) == unbounded {
                let mut more = left.min(slot.max - *h);
                if slot.stepped && *h + more < slot.max {
                    more = 0;
                }
                *h += more;
                left -= more;
            }
        }
    }
    heights
}

/// Lines of a race side's counters (events, solutions, checks, its own work, pace, time).
pub const RACE_COUNTERS_LINES: u16 = 6;
/// Columns of a race side's counters: a label and the longest value.
pub const RACE_COUNTERS_WIDTH: u16 = 36;
/// Lines of the race's summary table: border, header, a row per side.
pub const RACE_SUMMARY_LINES: u16 = 5;
/// Columns between a race side's board and its counters beside it.
const RACE_COUNTERS_GAP: u16 = 3;

/// One side of a race on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RacePane {
    /// The whole pane (its frame, or its title line, included).
    pub area: Rect,
    /// Drawn in a frame; else a title line over the board (where a frame does not fit).
    pub framed: bool,
    /// The board, its rank and file labels included.
    pub board: Rect,
    /// The side's counters, where they fit.
    pub counters: Option<Rect>,
}

/// The race screen laid out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RacePlan {
    /// How both boards are drawn.
    pub drawing: Drawing,
    /// The lines saying who leads, at the top.
    pub lead: Rect,
    /// The left and right sides (side by side, or one over the other).
    pub panes: [RacePane; 2],
    /// The summary table, where it is wanted and fits.
    pub summary: Option<Rect>,
    /// The hint bar, the bottom line.
    pub footer: Rect,
}

/// One way of laying out a race, and how good it is.
#[derive(Debug, Clone, Copy)]
struct RaceDraft {
    drawing: Drawing,
    counters: bool,
    framed: bool,
    /// The counters beside the board rather than under it.
    beside: bool,
    /// The sides next to each other rather than one over the other.
    side_by_side: bool,
    summary: bool,
}

impl RaceDraft {
    /// The inside of a pane (the board and its counters): columns and lines.
    fn inner(&self, n: usize) -> (u16, u16) {
        // The board without the border `board_width` and `board_height` count.
        let (w, h) = (
            LABEL_WIDTH + self.drawing.width(n) + 1,
            self.drawing.lines(n) + 1,
        );
        match (self.counters, self.beside) {
            (false, _) => (w, h),
            (true, false) => (w.max(RACE_COUNTERS_WIDTH), h + RACE_COUNTERS_LINES),
            (true, true) => (
                w + RACE_COUNTERS_GAP + RACE_COUNTERS_WIDTH,
                h.max(RACE_COUNTERS_LINES),
            ),
        }
    }

    /// A pane: columns and lines.
    fn pane(&self, n: usize) -> (u16, u16) {
        let (w, h) = self.inner(n);
        if self.framed {
            ((w + 2).max(BOARD_MIN_WIDTH), h + 2)
        } else {
            // A title line above, a blank column between the two sides.
            (w + 1, h + 1)
        }
    }

    /// Both panes: columns and lines.
    fn panes(&self, n: usize) -> (u16, u16) {
        let (w, h) = self.pane(n);
        if self.side_by_side {
            (2 * w, h)
        } else {
            (w, 2 * h)
        }
    }

    /// How good the layout is, compared in this order: the summary (when wanted), the
    /// counters (unless the summary holds their figures), frames, squares of two columns or
    /// more, larger squares, the counters after all, the sides next to each other, the
    /// counters under the board (they read top down, and where the lines allow it leaves no
    /// blank band under a board beside its counters).
    fn rank(&self) -> (bool, bool, bool, bool, usize, bool, bool, bool) {
        let size = Drawing::LARGEST_FIRST.len()
            - Drawing::LARGEST_FIRST
                .iter()
                .position(|&d| d == self.drawing)
                .unwrap_or(0);
        (
            self.summary,
            self.counters && !self.summary,
            self.framed,
            self.drawing.columns() >= 2,
            size,
            self.counters,
            self.side_by_side,
            !self.beside,
        )
    }
}

/// Lays out a race of two `n` boards on an `area`-sized screen: `lead_lines` lines at the top
/// for who leads, the two sides, and under them the summary table if `summary` is wanted
/// (once both are done), or says how big the screen must be. Every way of drawing the boards
/// is tried, the sides next to each other or one over the other, with or without their
/// counters and frames; the best that fits wins (see `RaceDraft::rank`).
pub fn race_plan(
    n: usize,
    lead_lines: u16,
    summary: bool,
    area: Rect,
) -> Result<RacePlan, TooSmall> {
    let Some(draft) = best_race_draft(n, lead_lines, summary, area) else {
        // The least that shows anything: two compact boards side by side, unframed.
        let least = RaceDraft {
            drawing: Drawing::Compact,
            counters: false,
            framed: false,
            beside: false,
            side_by_side: true,
            summary: false,
        };
        let (w, h) = least.panes(n);
        return Err(TooSmall {
            width: w,
            height: h + 1 + lead_lines,
        });
    };
    let lead = Rect::new(area.x, area.y, area.width, lead_lines);
    let (_, least_h) = draft.pane(n);
    let (_, both_h) = draft.panes(n);
    // The rows left over go to the panes, not to a blank band under the summary: a pane fills
    // its room, its board and counters in the middle of it.
    let below = 1 + lead_lines + if draft.summary { RACE_SUMMARY_LINES } else { 0 };
    let spare = area.height.saturating_sub(both_h + below);
    let pane_h = least_h + if draft.side_by_side { spare } else { spare / 2 };
    let top = area.y + lead_lines;
    let halves = if draft.side_by_side {
        let left = area.width / 2;
        [
            Rect::new(area.x, top, left, pane_h),
            Rect::new(area.x + left, top, area.width - left, pane_h),
        ]
    } else {
        [
            Rect::new(area.x, top, area.width, pane_h),
            Rect::new(area.x, top + pane_h, area.width, pane_h),
        ]
    };
    let panes = halves.map(|half| draft.pane_in(n, half));
    let below_panes = halves[1].bottom();
    let summary = draft
        .summary
        .then(|| Rect::new(area.x, below_panes, area.width, RACE_SUMMARY_LINES));
    Ok(RacePlan {
        drawing: draft.drawing,
        lead,
        panes,
        summary,
        footer: Rect::new(area.x, area.bottom() - 1, area.width, 1),
    })
}

/// The best way to draw a race (see `RaceDraft::rank`) that fits `area` with `lead_lines` at
/// the top and, where `summary` is wanted, the summary table under the sides.
fn best_race_draft(n: usize, lead_lines: u16, summary: bool, area: Rect) -> Option<RaceDraft> {
    let mut best: Option<RaceDraft> = None;
    // Never dense: that drawing shows a `min-conflicts` board's queens and nothing else (a
    // backtracking side would be blank), and a race's boards go up to 32 only, which the
    // compact drawing holds.
    for drawing in Drawing::LARGEST_FIRST
        .into_iter()
        .filter(|&d| d != Drawing::Dense)
    {
        for [counters, framed, beside, side_by_side, with_summary] in
            (0..32u8).map(|bits| [0, 1, 2, 3, 4].map(|i| bits & (1 << i) != 0))
        {
            if (beside && !counters) || (with_summary && !summary) {
                continue;
            }
            let draft = RaceDraft {
                drawing,
                counters,
                framed,
                beside,
                side_by_side,
                summary: with_summary,
            };
            let (w, h) = draft.panes(n);
            let below = 1 + lead_lines + if with_summary { RACE_SUMMARY_LINES } else { 0 };
            if w <= area.width
                && u32::from(h) + u32::from(below) <= u32::from(area.height)
                && best.is_none_or(|b| draft.rank() > b.rank())
            {
                best = Some(draft);
            }
        }
    }
    best
}

impl RaceDraft {
    /// The pane of one side in `area`: its frame (if framed), and its board and counters in
    /// the middle of the spare columns and lines.
    fn pane_in(&self, n: usize, area: Rect) -> RacePane {
        let board_h = self.drawing.lines(n) + 1;
        let board_w = LABEL_WIDTH + self.drawing.width(n) + 1;
        let (content_w, content_h) = self.inner(n);
        let inside = if self.framed {
            Rect::new(area.x + 1, area.y + 1, area.width - 2, area.height - 2)
        } else {
            Rect::new(area.x, area.y + 1, area.width - 1, area.height - 1)
        };
        let inner = Rect {
            x: inside.x + inside.width.saturating_sub(content_w) / 2,
            y: inside.y + inside.height.saturating_sub(content_h) / 2,
            width: content_w.min(inside.width),
            height: content_h.min(inside.height),
        };
        let board = Rect::new(inner.x, inner.y, board_w.min(inner.width), board_h);
        let counters = self.counters.then(|| {
            if self.beside {
                let x = board.right() + RACE_COUNTERS_GAP;
                Rect::new(x, inner.y, inner.right() - x, RACE_COUNTERS_LINES)
            } else {
                Rect::new(inner.x, board.bottom(), inner.width, RACE_COUNTERS_LINES)
            }
        });
        RacePane {
            area,
            framed: self.framed,
            board,
            counters,
        }
    }
}

/// Lines the explanation `[long, short]` takes at `width` (border included): the short
/// text, and the full one.
fn explanation_heights(width: u16, [long, short]: [&str; 2]) -> (u16, u16) {
    let inner = usize::from(width.saturating_sub(3));
    let lines = |text| cells(wrapped_lines(text, inner)) + 2;
    (lines(short), lines(long).max(lines(short)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::kit::plan::edge_columns;
    use crate::ui::kit::squares::SquareSize;
    use crate::ui::strategy::view;
    use crate::vocabulary::Strategy;

    fn demands(n: usize) -> Demands {
        Demands {
            n,
            narration: true,
            solutions: n <= crate::solver::MAX_N,
            solutions_focused: false,
            counters_width: 36,
            counters_lines: crate::ui::stats::HEIGHT + 2,
            masks_lines: crate::ui::masks::HEIGHT,
            legend: crate::ui::legend::size(),
            code_width: crate::ui::code::WIDTH + 2,
            own_roomy_width: crate::ui::arrays::roomy_width(n) + 2,
            solutions_width: crate::ui::solutions::width_for(
                n,
                crate::solver::known::known(n).map_or(1, |k| k.total),
            ),
            dense: false,
            own: None,
            edge: false,
            stack_width: crate::ui::stack::MIN_WIDTH,
            stack_roomy: None,
            explanation: crate::ui::masks::explanation(),
            board_text: 0,
            masks_text: 0,
        }
    }

    fn plan_at(n: usize, width: u16, height: u16) -> Plan {
        plan(&demands(n), Rect::new(0, 0, width, height)).expect("fits")
    }

    #[test]
    fn ranks_order_sets_of_panels_by_importance() {
        let draft = |masks, narration, parts: &[Part]| Draft {
            drawing: Drawing::Compact,
            roomy: false,
            masks,
            edge: false,
            narration,
            columns: [
                parts
                    .iter()
                    .map(|&part| Slot {
                        part,
                        width: 1,
                        min: 1,
                        max: 1,
                        stepped: false,
                    })
                    .collect(),
                vec![],
                vec![],
            ],
        };
        let counters = draft(false, false, &[Part::Counters]);
        let all_but_counters = draft(
            true,
            true,
            &[
                Part::Solutions,
                Part::Stack,
                Part::Legend,
                Part::Explanation,
            ],
        );
        let order = Part::BY_IMPORTANCE;
        assert!(counters.rank(&order) > all_but_counters.rank(&order));
        assert!(
            draft(false, true, &[]).rank(&order) > draft(true, false, &[Part::Legend]).rank(&order)
        );
    }

    #[test]
    fn panels_never_overlap_and_stay_on_screen() {
        for n in [1, 4, 8, 16, 27, 32] {
            for (w, h) in [
                (40, 12),
                (80, 24),
                (100, 30),
                (120, 40),
                (200, 60),
                (300, 80),
            ] {
                let area = Rect::new(0, 0, w, h);
                let Ok(plan) = plan(&demands(n), area) else {
                    continue;
                };
                let mut rects: Vec<Rect> = plan
                    .shown()
                    .into_iter()
                    .filter(|&p| p != Part::Masks && p != Part::Edge)
                    .filter_map(|p| plan.rect(p))
                    .collect();
                rects.push(plan.footer);
                for (i, a) in rects.iter().enumerate() {
                    assert!(area.contains(a.as_position()) && a.bottom() <= h && a.right() <= w);
                    for b in &rects[i + 1..] {
                        assert!(!a.intersects(*b), "n = {n} at {w}×{h}: {a:?} and {b:?}");
                    }
                }
                let masks = plan.rect(Part::Masks);
                assert!(masks.is_none_or(|m| plan.board().contains(m.as_position())));
            }
        }
    }

    #[test]
    fn a_screen_with_room_to_spare_gives_it_to_the_board() {
        let cells = |plan: &Plan| match plan.drawing {
            Drawing::Squares(size) => (size.width, size.height),
            other => panic!("{other:?}"),
        };
        let (usual, roomy) = (plan_at(8, 120, 40), plan_at(8, 200, 60));
        let (w, h) = cells(&roomy);
        assert!(w > 5 && h > 3, "{:?}", roomy.drawing);
        assert_eq!(roomy.shown(), usual.shown(), "no panel gives way for it");
        // Every panel keeps all it wants: the narration its most lines, the explanation
        // its long words.
        let narration = roomy.rect(Part::Narration).unwrap();
        assert_eq!(narration.height, NARRATION_MAX);
        let demands = demands(8);
        let explanation = roomy.rect(Part::Explanation).unwrap();
        let (_, long) = explanation_heights(explanation.width, demands.explanation);
        assert!(explanation.height >= long, "{explanation:?}");
        // Where the usual squares leave no such room, they stay.
        assert_eq!(plan_at(16, 200, 60).drawing, Drawing::LARGEST_FIRST[0]);
    }

    #[test]
    fn the_breakpoints_are_as_documented() {
        use Part::*;
        let sq = |w, h| {
            Drawing::Squares(SquareSize {
                width: w,
                height: h,
            })
        };
        let all = Part::BY_IMPORTANCE.to_vec();
        let small = vec![Board, Counters, Narration];
        let cases: Vec<(usize, u16, u16, Drawing, Vec<Part>)> = vec![
            (
                8,
                80,
                24,
                sq(3, 1),
                vec![Board, Counters, Solutions, Narration],
            ),
            (16, 80, 24, sq(2, 1), small.clone()),
            (32, 80, 24, Drawing::Compact, small),
            (
                8,
                100,
                30,
                sq(3, 1),
                vec![
                    Board,
                    Counters,
                    Solutions,
                    Narration,
                    Masks,
                    Stack,
                    Explanation,
                ],
            ),
            (
                16,
                100,
                30,
                sq(3, 1),
                vec![Board, Counters, Solutions, Narration, Masks],
            ),
            (
                32,
                100,
                30,
                Drawing::Compact,
                vec![Board, Counters, Solutions, Narration, Masks],
            ),
            (8, 120, 40, sq(5, 3), all.clone()),
            (16, 120, 40, sq(2, 1), all.clone()),
            (
                32,
                120,
                40,
                sq(2, 1),
                vec![Board, Counters, Solutions, Narration, Stack],
            ),
            (8, 200, 60, sq(11, 5), all.clone()),
            (16, 200, 60, sq(5, 3), all.clone()),
            (32, 200, 60, sq(3, 1), all.clone()),
            (8, 300, 80, sq(11, 5), all.clone()),
            (16, 300, 80, sq(7, 3), all.clone()),
            (32, 300, 80, sq(4, 2), all),
        ];
        for (n, w, h, drawing, shown) in cases {
            let plan = plan_at(n, w, h);
            assert_eq!(
                (plan.drawing, plan.shown()),
                (drawing, shown),
                "n = {n} at {w}×{h}"
            );
        }
    }

    #[test]
    fn a_strategy_s_own_panel_and_the_edge_show_from_80x24_up() {
        for (own, edge, width) in [
            (Part::Masks, true, crate::ui::stack::MIN_WIDTH),
            (
                Part::Stack,
                false,
                view(Strategy::BreadthFirst).stack_width(),
            ),
        ] {
            let wants = Demands {
                own: Some(own),
                edge,
                stack_width: width,
                ..demands(8)
            };
            for (w, h) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
                let plan = plan(&wants, Rect::new(0, 0, w, h)).expect("fits");
                let shown = plan.shown();
                // The point of the strategy, and the counters and the narration that say
                // what it does, at every size.
                for part in [Part::Counters, own, Part::Narration] {
                    assert!(shown.contains(&part), "{own:?} at {w}×{h}: {shown:?}");
                }
                assert_eq!(shown.contains(&Part::Edge), edge, "{own:?} at {w}×{h}");
                if own == Part::Stack {
                    assert!(plan.rect(own).unwrap().width >= width);
                }
                // At 80×24 the arrays widen their column, but leave the counters' room
                // for `:code`, which takes their place there.
                if (w, h) == (80, 24) {
                    let counters = plan.rect(Part::Counters).unwrap();
                    assert!(counters.width >= crate::ui::code::WIDTH + 2, "{own:?}");
                }
            }
            // The solutions give way only where both do not fit.
            let roomy = plan(&wants, Rect::new(0, 0, 120, 40)).unwrap();
            assert!(roomy.shown().contains(&Part::Solutions), "{own:?}");
        }
    }

    #[test]
    fn the_edge_goes_where_its_indices_fit_and_only_there() {
        let wants = |n| Demands {
            own: Some(Part::Masks),
            edge: true,
            ..demands(n)
        };
        // Two-digit indices need squares three columns wide; one digit, two.
        assert!(!edge_fits(Drawing::squares(2, 1), 6));
        assert!(edge_fits(Drawing::squares(3, 1), 6));
        assert!(edge_fits(Drawing::squares(2, 1), 5));
        assert!(!edge_fits(Drawing::Compact, 4));
        for n in [4, 8, 12, 16, 32] {
            for (w, h) in [(80, 24), (120, 40), (200, 60)] {
                let plan = plan(&wants(n), Rect::new(0, 0, w, h)).expect("fits");
                if let Some(edge) = plan.rect(Part::Edge) {
                    assert!(edge_fits(plan.drawing, n), "n = {n} at {w}×{h}");
                    let board = plan.board();
                    // Inside the board, above its masks, with the indices' columns.
                    assert!(board.contains(edge.as_position()) && edge.bottom() < board.bottom());
                    let squares = LABEL_WIDTH + plan.drawing.width(n) + 1;
                    assert!(
                        edge.width >= squares + edge_columns(n),
                        "n = {n} at {w}×{h}"
                    );
                    assert!(plan.rect(Part::Masks).is_none_or(|m| m.y >= edge.bottom()));
                }
            }
        }
        // n = 32 on 80×24 is compact: no edge, the arrays still under it where they fit.
        let small = plan(&wants(32), Rect::new(0, 0, 80, 24)).unwrap();
        assert_eq!(small.rect(Part::Edge), None);
    }

    #[test]
    fn n1_runs_in_40x12_and_a_tiny_terminal_is_too_small() {
        assert_eq!(plan_at(1, 40, 12).shown(), [Part::Board, Part::Solutions]);
        for n in [1, 8, 32] {
            let Err(needs) = plan(&demands(n), Rect::new(0, 0, 15, 5)) else {
                panic!("n = {n} fits in 15×5");
            };
            // The size said is the least that works, to the column and the line.
            let (w, h) = (needs.width, needs.height);
            assert!(
                plan(&demands(n), Rect::new(0, 0, w, h)).is_ok(),
                "n = {n} at {w}×{h}"
            );
            assert!(
                plan(&demands(n), Rect::new(0, 0, w - 1, h)).is_err(),
                "n = {n}"
            );
            assert!(
                plan(&demands(n), Rect::new(0, 0, w, h - 1)).is_err(),
                "n = {n}"
            );
        }
    }

    #[test]
    fn past_32_the_counters_come_before_any_other_panel() {
        // A min-conflicts board past the list's reach: the solutions panel would only say
        // that the list stops at 32, so it never takes the counters' place.
        for n in 33..=999 {
            let dense = Demands {
                dense: true,
                ..demands(n)
            };
            for (w, h) in [(80, 24), (120, 40), (200, 60)] {
                let Ok(plan) = plan(&dense, Rect::new(0, 0, w, h)) else {
                    continue;
                };
                let shown = plan.shown();
                assert!(
                    shown == [Part::Board] || shown.contains(&Part::Counters),
                    "n = {n} at {w}×{h}: {shown:?}"
                );
                assert!(
                    !shown.contains(&Part::Solutions),
                    "n = {n} at {w}×{h}: {shown:?}"
                );
            }
        }
    }

    #[test]
    fn without_room_the_focused_solutions_take_the_counters_column() {
        let area = Rect::new(0, 0, 80, 24);
        let unfocused = plan(&demands(16), area).unwrap();
        assert!(unfocused.prompt_in_footer());
        let focused = plan(
            &Demands {
                solutions_focused: true,
                ..demands(16)
            },
            area,
        )
        .unwrap();
        assert_eq!(focused.rect(Part::Counters), None);
        assert_eq!(
            focused.rect(Part::Solutions).map(|r| r.x),
            unfocused.rect(Part::Counters).map(|r| r.x)
        );
        assert!(!focused.prompt_in_footer());
    }
}
