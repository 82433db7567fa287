//! The frontier panel of `breadth-first`, in the stack's place: the size of each rank's
//! frontier as it grows and shrinks, a bar each, the level being built marked, and the memory
//! the frontiers hold against the depth-first search's one board and stack.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::search::Search as _;
use crate::strategies::breadth_first::search::BreadthFirst;
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::ui::kit::squares::rank_of;
use crate::ui::kit::text::{fit_title, width};
use crate::ui::kit::theme::THEME;
use crate::ui::method_rows::{bytes, depth_first_bytes};

/// Columns the panel needs, border included: as much as the stack's, whose place it takes,
/// so that it shows wherever the other strategies' own panels do (n = 15 on 80×24 leaves no
/// more). Narrower than its longest lines, it says the memory held in fewer words.
pub const MIN_WIDTH: u16 = crate::ui::stack::MIN_WIDTH;

/// The frontier of a breadth-first search, borrowed for one frame.
pub struct Frontier<'a> {
    /// The search shown.
    pub search: &'a BreadthFirst,
}

/// A bar of `value` against `most`, in whole and eighth cells, at most `width` cells.
fn bar(value: u64, most: u64, width: usize) -> String {
    const EIGHTHS: [char; 8] = ['▏', '▎', '▍', '▌', '▋', '▊', '▉', '█'];
    if most == 0 || width == 0 || value == 0 {
        return String::new();
    }
    let eighths = (u128::from(value) * (width as u128) * 8).div_ceil(u128::from(most));
    let eighths = usize::try_from(eighths)
        .unwrap_or(usize::MAX)
        .min(width * 8);
    let mut text = "█".repeat(eighths / 8);
    if eighths % 8 > 0 {
        text.push(EIGHTHS[eighths % 8 - 1]);
    }
    text
}

impl Widget for Frontier<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let b = self.search;
        let n = b.n();
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("view-frontier-title")),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let done = b.level_sizes();
        // The level being built counts its survivors so far.
        let building = (!b.is_done() && b.rank() < n).then(|| b.survivors());
        let sizes: Vec<(usize, u64, bool)> = done
            .iter()
            .enumerate()
            .map(|(rank, &size)| (rank, size, false))
            .chain(building.map(|size| (done.len(), size, true)))
            .collect();
        let most = sizes.iter().map(|s| s.1).max().unwrap_or(0);
        let boards = t!("view-frontier-boards");
        let figure = sizes
            .iter()
            .map(|s| grouped(s.1).len())
            .max()
            .unwrap_or(1)
            .max(width(&boards));
        // Label, figure, a space, the bar, the `…` of the level being built, a blank column
        // before the border.
        let bar_width = usize::from(inner.width).saturating_sub(5 + figure + 3);
        let memory = memory(b, inner.width);
        let room = usize::from(inner.height).saturating_sub(1 + memory.len());
        let mut lines = if sizes.len() <= room {
            let mut lines = vec![Line::styled(
                format!(
                    "{} {}",
                    columns::right(&t!("view-frontier-rank"), 4),
                    columns::right(&boards, figure)
                ),
                THEME.label,
            )];
            for &(rank, size, partial) in &sizes {
                let style = if partial {
                    THEME.message
                } else {
                    THEME.free_bit
                };
                lines.push(Line::from(vec![
                    Span::raw(format!(
                        "{:>4} {:>figure$} ",
                        rank_of(n, rank),
                        grouped(size)
                    )),
                    Span::styled(bar(size, most, bar_width), style),
                    Span::styled(if partial { "…" } else { "" }, THEME.dim),
                ]));
            }
            lines
        } else {
            compact(&sizes, most, usize::from(inner.width).saturating_sub(1))
        };
        if b.out_of_memory() {
            lines.push(Line::styled(
                t!("view-frontier-stopped", bound = bytes(b.bound())),
                THEME.message,
            ));
        }
        while lines.len() < usize::from(inner.height).saturating_sub(memory.len()) {
            lines.push(Line::raw(""));
        }
        lines.extend(memory);
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The two lines of memory under the levels, in `inner_width` columns: the bytes the
/// frontiers hold (and their peak), and what depth-first search would hold instead; each in
/// the longest wording that fits.
fn memory(b: &BreadthFirst, inner_width: u16) -> [Line<'static>; 2] {
    // The longest wording that fits, a blank column clear of the border.
    let room = usize::from(inner_width).saturating_sub(1);
    // The two labels padded to one width, at least six columns (`held  `).
    let (held_label, dfs_label) = (t!("view-frontier-held"), t!("view-frontier-dfs"));
    let label_width = 2 + columns::widest(4, [held_label.as_str(), dfs_label.as_str()]);
    let fitting = |label: &str, texts: [String; 3]| {
        let label = columns::left(label, label_width);
        let [.., shortest] = &texts;
        let text = texts
            .iter()
            .find(|t| width(&label) + width(t) <= room)
            .unwrap_or(shortest)
            .clone();
        Line::from(vec![Span::styled(label, THEME.label), Span::raw(text)])
    };
    let (held, peak, dfs) = (
        bytes(b.bytes_held()),
        bytes(b.peak_bytes()),
        bytes(depth_first_bytes()),
    );
    [
        fitting(
            &held_label,
            [
                t!("view-frontier-held-peak", held = &held, peak = &peak),
                t!("view-frontier-held-peak-short", held = &held, peak = &peak),
                held.clone(),
            ],
        ),
        fitting(
            &dfs_label,
            [
                t!("view-frontier-dfs-long", bytes = &dfs),
                t!("view-frontier-dfs-medium", bytes = &dfs),
                t!("view-frontier-dfs-short", bytes = &dfs),
            ],
        ),
    ]
}

/// The sizes where a line a rank does not fit: one bar a rank, top rank first (the level
/// being built in the note's colour), then the sizes as figures, as many as fit a line.
fn compact(sizes: &[(usize, u64, bool)], most: u64, width: usize) -> Vec<Line<'static>> {
    const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let sizes_label = format!("{} ", t!("view-frontier-sizes"));
    let label = if sizes.len() + crate::ui::kit::text::width(&sizes_label) <= width {
        sizes_label
    } else {
        String::new()
    };
    let mut spark = vec![Span::styled(label, THEME.label)];
    for &(_, size, partial) in sizes {
        let level = if most == 0 {
            0
        } else {
            usize::try_from((u128::from(size) * 7).div_ceil(u128::from(most))).unwrap_or(7)
        };
        let glyph = if size == 0 { ' ' } else { LEVELS[level.min(7)] };
        let style = if partial {
            THEME.message
        } else {
            THEME.free_bit
        };
        spark.push(Span::styled(glyph.to_string(), style));
    }
    // The newest sizes matter most: the oldest give way, marked by a leading `…`.
    let figures: Vec<String> = sizes.iter().map(|s| grouped(s.1)).collect();
    let mut shown = figures.len();
    let fits = |k: usize| {
        let skipped = usize::from(k < figures.len());
        figures[figures.len() - k..]
            .iter()
            .map(|f| f.len() + 1)
            .sum::<usize>()
            + 2 * skipped
    };
    while shown > 0 && fits(shown) > width {
        shown -= 1;
    }
    let mut text = if shown < figures.len() {
        "… ".to_string()
    } else {
        String::new()
    };
    text.push_str(&figures[figures.len() - shown..].join(" "));
    vec![Line::from(spark), Line::raw(text)]
}

/// The run's gauge: the share of the ranks done, the rank being added counted by the frontier
/// boards extended (its events are not known in advance), and its label.
pub fn progress(b: &BreadthFirst) -> (f64, String) {
    let n = b.n();
    if b.is_done() {
        let end = if b.out_of_memory() {
            t!("view-progress-memory-bound")
        } else {
            t!("view-frontier-every-rank")
        };
        return (1.0, end);
    }
    let within = b.parent() as f64 / b.frontier_boards().max(1) as f64;
    let ratio = ((b.rank() as f64 + within) / n as f64).clamp(0.0, 1.0);
    let label = t!(
        "view-frontier-progress",
        level = (b.rank() + 1).to_string(),
        n = n.to_string(),
        board = grouped((b.parent() + 1).min(b.frontier_boards())),
        boards = grouped(b.frontier_boards())
    );
    (ratio, label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_lines_fit_the_narrowest_panel() {
        // A search well into n = 15, its frontier large.
        let mut b = BreadthFirst::new(15);
        for _ in 0..200_000 {
            if b.step().is_none() {
                break;
            }
        }
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::scoped(lang, || {
                for width in [MIN_WIDTH, 36, 50] {
                    let area = Rect::new(0, 0, width, 20);
                    let mut buf = Buffer::empty(area);
                    Frontier { search: &b }.render(area, &mut buf);
                    // Each character once: a wide one's second cell is skipped.
                    let text: Vec<String> = (0..area.height)
                        .map(|y| {
                            let (mut line, mut x) = (String::new(), 0);
                            while x < width {
                                let symbol = buf[(x, y)].symbol();
                                line.push_str(symbol);
                                x += u16::try_from(crate::ui::kit::text::width(symbol).max(1))
                                    .unwrap_or(1);
                            }
                            line
                        })
                        .collect();
                    let find = |label: String| {
                        text.iter()
                            .find(|l| l.contains(&label))
                            .unwrap_or_else(|| panic!("{label}"))
                            .clone()
                    };
                    let held = find(t!("view-frontier-held"));
                    let dfs = find(t!("view-frontier-dfs"));
                    for line in [&held, &dfs] {
                        // A blank column before the border: nothing cut.
                        assert!(line.ends_with(" │"), "{width}: {line:?}");
                    }
                    // At least the shortest wording, whole.
                    let bytes = bytes(depth_first_bytes());
                    let shortest = t!("view-frontier-dfs-short", bytes = &bytes);
                    assert!(
                        dfs.contains(&shortest)
                            || dfs.contains(&t!("view-frontier-dfs-medium", bytes = &bytes))
                            || dfs.contains(&t!("view-frontier-dfs-long", bytes = &bytes)),
                        "{width}: {dfs:?}"
                    );
                }
            });
        }
    }

    #[test]
    fn a_bar_is_proportional_and_never_empty_for_a_non_zero_value() {
        assert_eq!(bar(8, 8, 4), "████");
        assert_eq!(bar(4, 8, 4), "██");
        assert_eq!(bar(1, 568, 10), "▏");
        assert_eq!(bar(0, 8, 4), "");
    }
}
