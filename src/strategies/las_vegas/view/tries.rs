//! The tries panel of `las-vegas`, in the stack's place: each rank's queen, whether it was
//! put on a random free file or by the backtracking (in their two colours), and how the tries
//! went.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::notation::{file_name, square_name};
use crate::solver::search::Search as _;
use crate::strategies::las_vegas::search::LasVegas;
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::ui::kit::squares::rank_of;
use crate::ui::kit::text::{fit_title, width as text_width};
use crate::ui::kit::theme::THEME;

/// The tries of a Las Vegas search, borrowed for one frame.
pub struct Tries<'a> {
    /// The search shown.
    pub search: &'a LasVegas,
}

/// The queens where a line a rank does not fit: the random ones on one line, the backtracked
/// ones on the next, each as its square, the first giving way to `…` past `width`.
fn squares(lv: &LasVegas, placed: usize, width: usize) -> Vec<Line<'static>> {
    let n = lv.n();
    let random = lv.random_ranks().min(placed);
    // The two labels padded to one width, at least eight columns (`backtr. `).
    let (random_label, backtracked_label) =
        (t!("view-tries-random"), t!("view-tries-backtracked-short"));
    let label_width = 1 + columns::widest(7, [random_label.as_str(), backtracked_label.as_str()]);
    let line = |label: &str, rows: std::ops::Range<usize>, style| {
        let label = columns::left(label, label_width);
        let names: Vec<String> = rows
            .map(|row| square_name(n, row, lv.queen(row).unwrap_or(0)))
            .collect();
        let room = width.saturating_sub(text_width(&label));
        let mut first = 0;
        let fits = |from: usize| {
            names[from..]
                .iter()
                .map(|s| text_width(s) + 1)
                .sum::<usize>()
                + if from > 0 { 2 } else { 0 }
        };
        while first < names.len() && fits(first) > room {
            first += 1;
        }
        let mut text = if first > 0 {
            "… ".to_string()
        } else {
            String::new()
        };
        text.push_str(&names[first..].join(" "));
        Line::from(vec![
            Span::styled(label, THEME.label),
            Span::styled(text, style),
        ])
    };
    vec![
        line(&random_label, 0..random, THEME.label.fg(THEME.inspected)),
        line(&backtracked_label, random..placed, THEME.free_bit),
    ]
}

impl Widget for Tries<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lv = self.search;
        let n = lv.n();
        let t = lv.tries();
        let title = format!(
            " {} ",
            t!("view-tries-title", number = grouped(u64::from(t.started)))
        );
        let block = Block::bordered()
            .title(fit_title(title, area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let random = lv.random_ranks();
        let placed = (0..n).take_while(|&row| lv.queen(row).is_some()).count();
        let summary = Line::from(vec![
            Span::styled(format!("{} ", t!("view-tries-failed")), THEME.label),
            Span::raw(t!(
                "view-tries-failed-by",
                random = grouped(u64::from(t.failed_random)),
                backtracked = grouped(u64::from(t.failed_backtracking))
            )),
        ]);
        let room = usize::from(inner.height).saturating_sub(2);
        if placed > room {
            let mut lines = squares(lv, placed, usize::from(inner.width).saturating_sub(1));
            while lines.len() < usize::from(inner.height).saturating_sub(1) {
                lines.push(Line::raw(""));
            }
            lines.push(summary);
            Paragraph::new(lines).render(inner, buf);
            return;
        }
        let q = t!("view-tries-q");
        let q_width = columns::widest(file_name(n, n - 1).len(), [q.as_str()]);
        let mut lines = vec![Line::styled(
            format!(
                "{} {} {}",
                columns::right(&t!("view-tries-rank"), 4),
                columns::left(&q, q_width),
                t!("view-tries-how")
            ),
            THEME.label,
        )];
        let (by_random, by_backtracking) =
            (t!("view-tries-by-random"), t!("view-tries-by-backtracking"));
        for row in 0..placed {
            let col = lv.queen(row).unwrap_or(0);
            let (how, style) = if row < random {
                (&by_random, THEME.label.fg(THEME.inspected))
            } else {
                (&by_backtracking, THEME.free_bit)
            };
            lines.push(Line::from(vec![
                Span::raw(format!(
                    "{:>4} {} ",
                    rank_of(n, row),
                    columns::left(&file_name(n, col), q_width)
                )),
                Span::styled(how.clone(), style),
            ]));
        }
        if placed == 0 {
            lines.push(Line::styled(
                format!("   {}", t!("view-empty-board")),
                THEME.dim,
            ));
        }
        while lines.len() < usize::from(inner.height).saturating_sub(1) {
            lines.push(Line::raw(""));
        }
        lines.push(summary);
        Paragraph::new(lines).render(inner, buf);
    }
}
