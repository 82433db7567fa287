//! The Compare view (`:compare`): what each strategy's search costs as the board grows, over
//! the whole screen. Where there is room, a chart of the events against n on a log scale, one
//! line a strategy labelled at its end; else (80×24) the same cells as a table. Both mark the
//! strategy and the board watched, and fill in as the cells are measured.

mod chart;
mod table;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Widget};

use super::kit::theme::{SERIES, THEME};
use crate::app::compare::{Comparing, Measured};
use crate::input::{Scope, key_in_scope};
use crate::ui::kit::format::compact;
use crate::vocabulary::Action;

/// The smallest screen the chart is drawn on; below it, the table.
const CHART_AT_LEAST: (u16, u16) = (100, 30);

/// Draws `view` over `area`; in a lesson, its status line says the keys of the steps too
/// (the view covers the caption that says them).
pub fn render(view: &Comparing, lesson: bool, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let chart = area.width >= CHART_AT_LEAST.0 && area.height >= CHART_AT_LEAST.1;
    let title = if chart {
        crate::t!("compare-view-title")
    } else {
        crate::t!("compare-view-table-title")
    };
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(THEME.border)
        .title(Line::styled(format!(" {title} "), THEME.label));
    let inner = block.inner(area);
    block.render(area, buf);
    if inner.height < 2 {
        return;
    }
    let (done, all) = view.progress();
    let mut status = crate::t!(
        "compare-view-status",
        done = done.to_string(),
        all = all.to_string()
    );
    if lesson {
        status += &crate::t!(
            "compare-view-lesson",
            next = key_in_scope(&Action::LessonNext, Scope::Lesson),
            back = key_in_scope(&Action::LessonBack, Scope::Lesson)
        );
    }
    let last = Rect {
        y: inner.bottom() - 1,
        height: 1,
        ..inner
    };
    Line::styled(status, THEME.dim).render(last, buf);
    let body = Rect {
        height: inner.height - 1,
        ..inner
    };
    if chart {
        chart::render(view, body, buf);
    } else {
        table::render(view, body, buf);
    }
}

/// The colour of the `index`th strategy's line: ink (the terminal's foreground) for the
/// first, then the theme's colours of a chart's lines (which `--theme` recolours).
fn colour(index: usize) -> Color {
    match index {
        0 => Color::Reset,
        k => SERIES[(k - 1) % SERIES.len()],
    }
}

/// How a cell's events are known.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Known {
    /// Counted: the cell ran to its end.
    Counted(f64),
    /// The whole of a cell cut short, estimated.
    Estimated(f64),
    /// What a cell cut short did, with no estimate of its whole: a lower bound.
    AtLeast(f64),
}

impl Known {
    fn of(cell: &Measured) -> Known {
        match (cell.complete, cell.whole) {
            (true, _) => Known::Counted(cell.events as f64),
            (false, Some(whole)) => Known::Estimated(whole),
            (false, None) => Known::AtLeast(cell.events as f64),
        }
    }

    /// The figure, as the table and the chart's marks write it: `~` before an estimate,
    /// `↑` after a lower bound.
    fn shown(self) -> String {
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "a count or its estimate, at least 0, far below u64's largest"
        )]
        let short = |v: f64| compact(v.round() as u64);
        match self {
            Known::Counted(v) => short(v),
            Known::Estimated(v) => format!("~{}", short(v)),
            Known::AtLeast(v) => format!("{}↑", short(v)),
        }
    }

    fn value(self) -> f64 {
        match self {
            Known::Counted(v) | Known::Estimated(v) | Known::AtLeast(v) => v,
        }
    }
}

/// The style of the strategy watched, or of the board watched: reversed, as a selection.
fn watched(style: Style) -> Style {
    style.add_modifier(ratatui::style::Modifier::REVERSED | ratatui::style::Modifier::BOLD)
}
