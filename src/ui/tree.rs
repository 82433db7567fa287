//! The search tree panel (`:tree`): an icicle diagram, one band per row of the board, each
//! node as wide as its subtree's share of the search, coloured by what the search found
//! there; the current path is lit, and a click on a node goes to where it was entered.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::format::grouped;
use super::kit::squares::rank_of;
use super::kit::text::{fit_title, width};
use super::kit::theme::THEME;
use crate::app::App;
use crate::app::tree::{Cell, Icicle, Reach, Size, What};
use crate::hitmap::HitMap;
use crate::solver::notation::square_name;
use crate::t;

/// Columns of the rank labels before the bands.
const GUTTER: u16 = 3;

/// The narrowest panel worth drawing (the legend's short form).
pub const MIN_WIDTH: u16 = 24;

/// How a cell is drawn: its fill, its colours (two tones, alternating between neighbours).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// On the current path (or, for a group, the search is among its nodes).
    Path,
    /// Explored, with solutions in it.
    Solutions,
    /// Explored, dead ends only.
    DeadEnds,
    /// Explored, still being counted (an estimate found no solution, which proves nothing).
    Explored,
    /// Not entered yet.
    Ahead,
    /// Nodes drawn together, some explored and some not (see [`Reach::Partly`]).
    Partly,
    /// Its size is still being counted.
    Counting,
}

impl Kind {
    fn of(what: &What) -> Kind {
        match (what.reach(), what.size()) {
            (None, _) | (_, None) => Kind::Counting,
            (Some(Reach::Path), _) => Kind::Path,
            (Some(Reach::Ahead), _) => Kind::Ahead,
            (Some(Reach::Partly), _) => Kind::Partly,
            (Some(Reach::Done), Some(size)) => done_kind(size),
        }
    }

    /// The fill character: told apart without colour too.
    fn fill(self) -> &'static str {
        match self {
            Kind::Path => "█",
            Kind::Solutions => "▓",
            Kind::DeadEnds => "░",
            Kind::Explored => "?",
            Kind::Ahead => "·",
            Kind::Partly => "▒",
            Kind::Counting => "…",
        }
    }

    /// Foreground and background, in two tones so neighbouring cells stand apart.
    fn style(self, odd: bool) -> Style {
        let pick = |a: (u8, u8, u8), b: (u8, u8, u8)| {
            let (r, g, b) = if odd { b } else { a };
            Color::Rgb(r, g, b)
        };
        match self {
            Kind::Path => Style::new()
                .fg(pick((250, 210, 60), (235, 185, 40)))
                .bg(Color::Black)
                .add_modifier(Modifier::BOLD),
            Kind::Solutions => Style::new()
                .fg(pick((70, 170, 80), (50, 140, 65)))
                .bg(pick((24, 60, 28), (18, 48, 22))),
            Kind::DeadEnds => Style::new()
                .fg(pick((200, 80, 70), (170, 60, 55)))
                .bg(pick((60, 24, 24), (48, 18, 18))),
            Kind::Explored => Style::new()
                .fg(Color::Rgb(150, 150, 150))
                .bg(pick((50, 50, 50), (42, 42, 42))),
            Kind::Ahead => Style::new()
                .fg(pick((110, 110, 120), (90, 90, 100)))
                .bg(pick((30, 30, 36), (24, 24, 30))),
            Kind::Partly => Style::new()
                .fg(pick((150, 130, 70), (125, 108, 58)))
                .bg(pick((40, 36, 24), (32, 29, 20))),
            Kind::Counting => THEME.dim,
        }
    }

    /// The style of a label written over the fill.
    fn label(self, odd: bool) -> Style {
        let base = self.style(odd);
        match self {
            // Dark on the lit path, so the square reads.
            Kind::Path => Style::new()
                .fg(Color::Black)
                .bg(base.fg.unwrap_or(Color::Yellow))
                .add_modifier(Modifier::BOLD),
            _ => base.fg(Color::White).add_modifier(Modifier::BOLD),
        }
    }
}

/// An explored subtree: solutions (an estimate that met one proves it), dead ends only (only
/// a count can say so), or still counting.
fn done_kind(size: Size) -> Kind {
    if size.subtree.tree.solutions > 0 {
        Kind::Solutions
    } else if size.exact {
        Kind::DeadEnds
    } else {
        Kind::Explored
    }
}

/// The tree panel, borrowed for one frame.
pub struct TreePanel<'a> {
    /// The application state shown.
    pub app: &'a App,
    /// The diagram as the frame's plan laid it out for the panel's [`TreePanel::room`]
    /// (`None`: the board has no book yet).
    pub icicle: Option<&'a Icicle>,
}

impl TreePanel<'_> {
    /// Columns and rows the bands get in `area` (the panel, border included).
    pub fn room(area: Rect) -> (u16, u16) {
        let inner = Block::bordered().inner(area);
        (
            inner.width.saturating_sub(GUTTER),
            // The search's state and the legend take the first two lines.
            inner.height.saturating_sub(2),
        )
    }

    /// Draws the panel in `area` and records its nodes in `hits`.
    pub fn render(self, area: Rect, buf: &mut Buffer, hits: &mut HitMap) {
        let app = self.app;
        let n = app.n();
        let (_, lines) = Self::room(area);
        let Some(icicle) = self.icicle else {
            let block = Block::bordered()
                .title(fit_title(
                    format!(" {} ", t!("view-tree-title", n = n.to_string())),
                    area.width,
                ))
                .border_style(THEME.border);
            let inner = block.inner(area);
            block.render(area, buf);
            // Only before the first frame has its book (the view gives the panel to the
            // backtracking search alone).
            Paragraph::new(t!("view-tree-counting-tree")).render(inner, buf);
            return;
        };
        let (title, bottom) = titles(icicle, n);
        let block = Block::bordered()
            .title(fit_title(title, area.width))
            .title_bottom(fit_title(bottom, area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height == 0 || inner.width <= GUTTER {
            return;
        }
        // The counters' panel makes way for the tree: the figures that matter most stay here.
        Paragraph::new(state_line(app, inner.width)).render(Rect { height: 1, ..inner }, buf);
        if inner.height > 1 {
            legend(inner.width).render(
                Rect {
                    y: inner.y + 1,
                    height: 1,
                    ..inner
                },
                buf,
            );
        }
        render_bands(
            icicle,
            n,
            band_height(lines, icicle.bands.len()),
            inner,
            buf,
            hits,
        );
    }
}

/// The panel's titles: the board and its tree's size (≈ while estimated) with the count
/// under way, and below, the ranks shown and what a click does.
fn titles(icicle: &Icicle, n: usize) -> (String, String) {
    let title = match icicle.whole {
        Some(whole) => {
            let nodes = t!(
                "view-tree-title-nodes",
                n = n.to_string(),
                count = whole.subtree.tree.placements,
                nodes = format!(
                    "{}{}",
                    if icicle.exact() { "" } else { "≈" },
                    grouped(whole.subtree.tree.placements)
                )
            );
            if icicle.counting() {
                format!(" {nodes} · {} ", t!("view-tree-counting"))
            } else {
                format!(" {nodes} ")
            }
        }
        None => format!(
            " {} · {} ",
            t!("view-tree-title", n = n.to_string()),
            t!("view-tree-counting")
        ),
    };
    let click = t!("view-tree-click");
    let rows = icicle.bands.len();
    let bottom = if rows < n {
        let ranks = t!(
            "view-tree-ranks-shown",
            top = n.to_string(),
            bottom = (n + 1 - rows).to_string(),
            n = n.to_string()
        );
        format!(" {ranks} · {click} ")
    } else {
        format!(" {} · {click} ", t!("view-tree-width-share"))
    };
    (title, bottom)
}

/// The bands of the icicle, a rank each `tall` lines high from the third line of `inner`,
/// with the rank beside each; every node that was entered is recorded in `hits` as the
/// moment to jump to.
fn render_bands(
    icicle: &Icicle,
    n: usize,
    tall: u16,
    inner: Rect,
    buf: &mut Buffer,
    hits: &mut HitMap,
) {
    let top = inner.y + 2;
    for (row, band) in icicle.bands.iter().enumerate() {
        let y = top + tall * u16::try_from(row).unwrap_or(u16::MAX);
        if y + tall > inner.bottom() {
            break;
        }
        let rank = format!("{:>2}", rank_of(n, row));
        buf.set_string(inner.x, y, &rank, THEME.dim);
        let x0 = inner.x + GUTTER;
        for (i, cell) in band.iter().enumerate() {
            draw_cell(cell, i % 2 == 1, (x0, y, tall), row, n, buf);
            if let What::Node {
                entered: Some(at), ..
            }
            | What::Group {
                entered: Some(at), ..
            } = cell.what
            {
                hits.moment(
                    Rect::new(x0 + cell.start, y, cell.end - cell.start, tall),
                    at,
                );
            }
        }
    }
}

/// The search's state in one line of `room` columns: status, event, solutions, speed, as
/// many of them whole as fit.
fn state_line(app: &App, room: u16) -> Line<'static> {
    let search = app.search();
    let event = match search.total_events() {
        Some((total, exact)) => format!(
            "{} / {}{}",
            grouped(search.event_number()),
            if exact { "" } else { "≈" },
            grouped(total)
        ),
        None => grouped(search.event_number()),
    };
    let status = search.status();
    let word = super::words::status(status);
    let mut used = width(&word);
    let mut spans = vec![Span::styled(
        word,
        match status {
            crate::app::Status::Running => THEME.running,
            crate::app::Status::Paused => THEME.paused,
            crate::app::Status::Done => THEME.done,
        },
    )];
    let solutions = search.counters().solutions;
    for part in [
        t!("view-tree-event", event = event),
        t!(
            "view-tree-solutions",
            count = solutions,
            shown = grouped(solutions)
        ),
        super::kit::format::speed(search.speed()),
    ] {
        let part = format!(" · {part}");
        let len = width(&part);
        // A column left before the border, as every fitted line leaves: a figure against it
        // reads as cut.
        if used + len >= usize::from(room) {
            break;
        }
        used += len;
        spans.push(Span::raw(part));
    }
    Line::from(spans)
}

/// Lines per band: more for small boards where the panel is tall, so the tree reads.
fn band_height(lines: u16, rows: usize) -> u16 {
    let rows = u16::try_from(rows.max(1)).unwrap_or(u16::MAX);
    (lines / rows).clamp(1, 3)
}

/// Draws one cell: its fill in every line of the band, and the node's square on the first
/// where it fits.
fn draw_cell(
    cell: &Cell,
    odd: bool,
    (x0, y, tall): (u16, u16, u16),
    row: usize,
    n: usize,
    buf: &mut Buffer,
) {
    let kind = Kind::of(&cell.what);
    let width = cell.end - cell.start;
    let (fill, style) = match cell.what {
        // What lies below a group is drawn dimmer: it is not split node by node.
        What::Below { .. } => (kind.fill(), kind.style(odd).add_modifier(Modifier::DIM)),
        _ => (kind.fill(), kind.style(odd)),
    };
    for line in 0..tall {
        for x in 0..width {
            buf[(x0 + cell.start + x, y + line)]
                .set_symbol(fill)
                .set_style(style);
        }
    }
    let label = match &cell.what {
        What::Node { prefix, .. } => prefix.last().map(|&c| square_name(n, row, usize::from(c))),
        // A group says how many nodes it holds, where that reads as a count.
        What::Group { nodes, .. } if width >= 4 => Some(format!("×{nodes}")),
        _ => None,
    };
    if let Some(label) = label {
        // With a column to spare, so that neighbouring labels never run together.
        let len = u16::try_from(super::kit::text::width(&label)).unwrap_or(u16::MAX);
        if len < width {
            let x = x0 + cell.start + (width - len) / 2;
            buf.set_string(x, y + tall / 2, &label, kind.label(odd));
        }
    }
}

/// The legend line: what each fill means, as much as `room` columns take, in the order a
/// reader needs them (the fills the tree draws before the one it leaves blank); where some do
/// not fit, the line ends with `…`, so a cut legend never reads as whole.
fn legend(room: u16) -> Paragraph<'static> {
    let parts = [
        (Kind::Path, t!("view-tree-legend-path")),
        (Kind::Solutions, t!("view-tree-legend-solutions")),
        (Kind::DeadEnds, t!("view-tree-legend-dead-ends")),
        (Kind::Partly, t!("view-tree-legend-partly")),
        (Kind::Ahead, t!("view-tree-legend-ahead")),
    ];
    let texts: Vec<String> = parts.iter().map(|(_, w)| format!(" {w} ")).collect();
    let whole: usize = texts.iter().map(|t| 1 + width(t)).sum();
    // Room for the `…` too, unless every entry fits.
    let room = usize::from(room);
    let budget = if whole <= room {
        room
    } else {
        room.saturating_sub(1)
    };
    let mut spans = Vec::new();
    let mut used = 0usize;
    for ((kind, _), text) in parts.iter().zip(texts) {
        if used + 1 + width(&text) > budget {
            spans.push(Span::raw("…"));
            break;
        }
        used += 1 + width(&text);
        spans.push(Span::styled(kind.fill(), kind.style(false)));
        spans.push(Span::raw(text));
    }
    Paragraph::new(Line::from(spans))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legend's text at `room` columns.
    fn legend_text(room: u16) -> String {
        let area = Rect::new(0, 0, room, 1);
        let mut buf = Buffer::empty(area);
        legend(room).render(area, &mut buf);
        (0..room).map(|x| buf[(x, 0)].symbol()).collect::<String>()
    }

    #[test]
    fn a_cut_legend_ends_with_an_ellipsis_and_a_whole_one_does_not() {
        let whole = legend_text(200);
        assert!(!whole.contains('…'), "{whole}");
        let needed = u16::try_from(width(whole.trim_end())).unwrap();
        for room in [20, 30, 40, needed - 1] {
            let cut = legend_text(room);
            assert!(cut.trim_end().ends_with('…'), "{room}: {cut:?}");
            assert!(
                whole.starts_with(cut.trim_end().trim_end_matches('…')),
                "{room}: {cut:?}"
            );
        }
    }

    #[test]
    fn bands_grow_taller_only_where_there_is_room() {
        assert_eq!(band_height(30, 4), 3);
        assert_eq!(band_height(10, 4), 2);
        assert_eq!(band_height(7, 8), 1);
        assert_eq!(band_height(0, 8), 1);
    }

    #[test]
    fn each_kind_has_its_own_fill() {
        let fills: std::collections::HashSet<&str> = [
            Kind::Path,
            Kind::Solutions,
            Kind::DeadEnds,
            Kind::Explored,
            Kind::Ahead,
            Kind::Partly,
            Kind::Counting,
        ]
        .iter()
        .map(|k| k.fill())
        .collect();
        assert_eq!(fills.len(), 7);
    }
}
