//! The counters' rows as the stats panel draws them: a label in its column, then the value;
//! and the rows a search that tests complete boards shows, which a strategy's view hands the
//! panel through the strategy trait (`crate::ui::strategy`).

use ratatui::text::{Line, Span};

use super::format::grouped;
use super::text::pad;
use super::theme::THEME;
use crate::app::App;
use crate::solver::AnySearch;
use crate::solver::known::Known;
use crate::solver::search::Search as _;
use crate::t;

/// Columns of the labels' column (the labels measured on screen, so a Chinese one fits).
pub const LABEL_WIDTH: usize = 12;

/// A line of counters: the label in its column, then the value.
pub fn row<'a>(label: &str, value: impl Into<Span<'a>>) -> Line<'a> {
    Line::from(vec![
        Span::styled(pad(label, LABEL_WIDTH), THEME.label),
        value.into(),
    ])
}

/// What the counters of a strategy other than the backtracking ones show beside its own
/// figures.
pub struct Shared {
    /// The solutions and classes known for the board, if they are.
    pub known: Option<Known>,
    /// The solutions known, as shown (`?` where not known).
    pub known_total: String,
    /// The bitmask's tree for the same board, as shown.
    pub bitmask: String,
}

/// The counters of a search that tests complete boards: solutions, classes, the boards tested
/// of all there are (`of_what` says how many that is: `8!`), nodes, lifts, checks, depth and
/// the bitmask's tree.
pub fn whole_board_rows<'a>(
    app: &App,
    other: &AnySearch,
    shared: Shared,
    of_what: Option<String>,
) -> Vec<Line<'a>> {
    let Shared {
        known,
        known_total,
        bitmask,
    } = shared;
    let n = app.n();
    let c = other.counters();
    let work = other.work();
    let solutions = row(
        &t!("panel-counters-solutions"),
        format!("{} / {known_total}", grouped(c.solutions)),
    );
    let all = other.boards_in_all().map_or("?".to_string(), grouped);
    let boards = match of_what {
        Some(of_what) => format!("{} / {all} ({of_what})", grouped(work.boards)),
        None => format!("{} / {all}", grouped(work.boards)),
    };
    vec![
        solutions,
        row(
            &t!("panel-counters-classes"),
            format!(
                "{} / {}",
                grouped(app.catalog().unique()),
                known.map_or("?".to_string(), |k| grouped(k.unique))
            ),
        ),
        row(&t!("panel-counters-boards"), boards),
        row(&t!("panel-counters-nodes"), grouped(work.nodes)),
        row(&t!("panel-counters-lifts"), grouped(c.removals)),
        row(&t!("panel-counters-checks"), grouped(work.checks)),
        row(
            &t!("panel-counters-depth"),
            format!("{} / {n}", other.columns().1),
        ),
        row(&t!("panel-counters-bitmask"), bitmask),
    ]
}
