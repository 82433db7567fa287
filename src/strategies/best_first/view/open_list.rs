//! The open list panel of `best-first`, in the stack's place: how many placements wait, the
//! best of them in the order they will be popped (f, g, free squares below, their files),
//! and the memory the list holds against its bound.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::notation::square_name;
use crate::solver::search::Search as _;
use crate::strategies::best_first::search::{BestFirst, Open};
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::ui::kit::text::fit_title;
use crate::ui::kit::theme::THEME;
use crate::ui::method_rows::bytes;

/// The open list of a best-first search, borrowed for one frame.
pub struct OpenList<'a> {
    /// The search shown.
    pub search: &'a BestFirst,
}

/// An entry's files as squares, the deepest last; the first give way to `…` past `width`.
pub fn files(n: usize, open: &Open, width: usize) -> String {
    let names: Vec<String> = open
        .files
        .iter()
        .enumerate()
        .map(|(row, &col)| square_name(n, row, usize::from(col)))
        .collect();
    let mut first = 0;
    let fits = |from: usize| {
        let skipped = if from > 0 { 2 } else { 0 };
        names[from..]
            .iter()
            .map(|s| crate::ui::kit::text::width(s) + 1)
            .sum::<usize>()
            + skipped
    };
    while first < names.len() && fits(first) > width + 1 {
        first += 1;
    }
    let text = names[first..].join(" ");
    match (first, open.files.is_empty()) {
        (_, true) => t!("view-empty-board"),
        (0, false) => text,
        _ => format!("… {text}"),
    }
}

impl Widget for OpenList<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let b = self.search;
        let n = b.n();
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("view-open-list-title")),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let width = usize::from(inner.width.saturating_sub(1));
        let height = usize::from(inner.height);
        // The two labels padded to one width, at least seven columns (`queued `).
        let (queued, held) = (t!("view-open-list-queued"), t!("view-open-list-held"));
        let label_width = 1 + columns::widest(6, [queued.as_str(), held.as_str()]);
        let mut lines = vec![Line::from(vec![
            Span::styled(columns::left(&queued, label_width), THEME.label),
            Span::raw(t!(
                "view-open-list-queued-most",
                queued = grouped(b.open_len() as u64),
                most = grouped(b.open_peak() as u64)
            )),
        ])];
        let memory = Line::from(vec![
            Span::styled(columns::left(&held, label_width), THEME.label),
            Span::raw(t!(
                "view-open-list-held-of",
                held = bytes(b.bytes_held()),
                bound = bytes(b.bound())
            )),
        ]);
        let stop = b.out_of_memory().then(|| {
            Line::styled(
                t!("view-stopped-over", bound = bytes(b.bound())),
                THEME.message,
            )
        });
        // The header, the memory and the note stay; the entries take what is left.
        let fixed = 2 + usize::from(stop.is_some());
        let room = height.saturating_sub(fixed + 1);
        if room > 0 {
            // f and g are A*'s, as they are written everywhere; the free squares below take
            // four columns at least.
            let free = t!("view-open-list-free");
            let free_width = columns::widest(4, [free.as_str()]);
            lines.push(Line::styled(
                format!(
                    " f  g {}  {}",
                    columns::right(&free, free_width),
                    t!("view-open-list-files")
                ),
                THEME.label,
            ));
            let head = 8 + free_width;
            for (at, open) in b.best(room).iter().enumerate() {
                let style = if at == 0 {
                    THEME.message
                } else {
                    THEME.free_bit
                };
                lines.push(Line::from(vec![
                    Span::raw(format!(
                        "{:>2} {:>2} {:>free_width$}  ",
                        open.f, open.g, open.free
                    )),
                    Span::styled(files(n, open, width.saturating_sub(head)), style),
                ]));
            }
        }
        lines.truncate(height.saturating_sub(fixed - 1));
        while lines.len() + fixed - 1 < height {
            lines.push(Line::raw(""));
        }
        lines.extend(stop);
        lines.push(memory);
        lines.truncate(height);
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The run's gauge: the deepest placement popped against n (its events are not known in
/// advance), and its label.
pub fn progress(b: &BestFirst) -> (f64, String) {
    let n = b.n();
    if b.is_done() {
        let end = if b.out_of_memory() {
            t!("view-progress-memory-bound")
        } else if b.counters().solutions > 0 {
            t!("view-open-list-complete")
        } else {
            t!("view-open-list-empty")
        };
        return (1.0, end);
    }
    let g = b.popped().map_or(0, |p| p.g);
    let ratio = (g as f64 / n as f64).clamp(0.0, 1.0);
    let label = t!(
        "view-open-list-progress",
        popped = g.to_string(),
        n = n,
        expanded = grouped(b.expanded())
    );
    (ratio, label)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(files: &[u8]) -> Open {
        Open {
            files: files.to_vec(),
            g: files.len(),
            f: 8,
            free: 0,
            seq: 0,
        }
    }

    #[test]
    fn files_keep_the_deepest_queens_and_mark_what_gives_way() {
        let entry = open(&[0, 3, 6, 2]);
        assert_eq!(files(8, &entry, 20), "a8 d7 g6 c5");
        // Too narrow for all: the top ranks give way, the newest queens stay.
        let cut = files(8, &entry, 8);
        assert!(cut.starts_with("… ") && cut.ends_with("g6 c5"), "{cut}");
        assert!(cut.chars().count() <= 9, "{cut}");
        assert_eq!(files(8, &open(&[]), 20), "(empty board)");
    }
}
