//! The stack panel: where in the tree the search is. One line per row down to the row being
//! searched: its queen's column, the candidates left (bits and count), and the nodes explored
//! under its queen so far.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::columns;
use super::kit::format::grouped;
use super::kit::plan::STACK_MIN_WIDTH;
use super::kit::squares::{LETTERED_UP_TO, file_letter, rank_of};
use super::kit::text::{fit_title, width};
use super::kit::theme::THEME;
use crate::app::App;
use crate::solver::AnySearch;
use crate::solver::notation::{Notation, file_name, shown};
use crate::solver::search::Search as _;
use crate::t;

/// The narrowest the panel may be (see [`STACK_MIN_WIDTH`]).
pub const MIN_WIDTH: u16 = STACK_MIN_WIDTH;

/// The stack, borrowed for one frame.
pub struct Stack<'a> {
    /// The application state shown.
    pub app: &'a App,
}

/// Candidate bits as a string, column 0 first, like the masks.
fn bits(mask: u32, n: usize) -> String {
    (0..n)
        .map(|c| if mask & (1 << c) != 0 { '1' } else { '·' })
        .collect()
}

impl Widget for Stack<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let solver = app.solver();
        let n = solver.n();
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("view-stack-title")),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        if let Some(other) = app.search().other() {
            other_stack(other, inner, buf);
            return;
        }
        let last = solver.depth().min(n - 1);
        // The rows nearest the current one matter most: show the bottom of the stack if the
        // panel is short.
        let room = usize::from(inner.height.saturating_sub(1));
        let mut first = (last + 1).saturating_sub(room);
        // Rows left out above are said to be there, on the first line they would take.
        if first > 0 {
            first += 1;
        }
        let rows: Vec<(usize, String, u32, String)> = (first..=last)
            .map(|row| {
                let queen = solver
                    .queens()
                    .get(row)
                    .map_or("·".to_string(), |&c| file_name(n, usize::from(c)));
                let nodes = if row < solver.depth() {
                    app.search()
                        .explored_under(row)
                        .map_or("?".to_string(), grouped)
                } else if solver.is_done() {
                    t!("view-stack-done")
                } else {
                    t!("view-stack-searching")
                };
                (row, queen, solver.candidates(row), nodes)
            })
            .collect();
        // A file's name is one letter, or in the articles' numbering up to two digits.
        let heads = Heads::at_least(file_name(n, n - 1).len());
        let untried = t!("view-stack-untried");
        let (left, nodes) = (t!("view-stack-left"), t!("view-stack-nodes"));
        // The count left under its head, at least four columns.
        let left_width = columns::widest(4, [left.as_str()]);
        // Leave the bit strings out where they would not fit beside the node counts (which
        // always show whole), with a blank column before the border.
        let widest = rows.iter().map(|r| width(&r.3)).max().unwrap_or(0);
        let fixed = heads.rank_width + heads.q_width + left_width + 4;
        let with_bits =
            usize::from(inner.width) > n.max(width(&untried)) + fixed + widest.max(width(&nodes));
        let mut head = heads.line();
        if with_bits {
            head += &format!(" {}", columns::left(&untried, n));
        }
        head += &format!(" {} {nodes}", columns::right(&left, left_width));
        let mut lines = vec![Line::styled(head, THEME.label)];
        if first > 0 {
            lines.push(ranks_above(n, first));
        }
        for (row, queen, left, nodes) in rows {
            let mut spans = vec![Span::raw(heads.cells(n, row, &queen))];
            if with_bits {
                spans.push(Span::styled(bits(left, n), THEME.free_bit));
                spans.push(Span::raw(" "));
            }
            spans.push(Span::raw(format!(
                "{:>left_width$} {nodes}",
                left.count_ones()
            )));
            lines.push(Line::from(spans));
        }
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The heads of the rank and queen columns every stack starts with, and their widths: a
/// rank's figure takes four columns, a queen's file one (three past the letters), and a head
/// wider than its figures widens its column.
struct Heads {
    /// The rank's head.
    rank: String,
    /// The queen's head.
    q: String,
    /// Columns of the rank's column.
    rank_width: usize,
    /// Columns of the queen's column.
    q_width: usize,
}

impl Heads {
    /// The heads, the queen's column `q_least` columns wide at least.
    fn at_least(q_least: usize) -> Heads {
        let (rank, q) = (t!("view-stack-rank"), t!("view-stack-q"));
        Heads {
            rank_width: columns::widest(4, [rank.as_str()]),
            q_width: columns::widest(q_least, [q.as_str()]),
            rank,
            q,
        }
    }

    /// The head line's start: the rank's head, then the queen's, each over its column.
    fn line(&self) -> String {
        format!(
            "{} {}",
            columns::right(&self.rank, self.rank_width),
            columns::right(&self.q, self.q_width)
        )
    }

    /// A row's start: its rank and its queen's `file`, each under its head, and a space.
    fn cells(&self, n: usize, row: usize, file: &str) -> String {
        format!(
            "{:>rank$} {} ",
            rank_of(n, row),
            columns::left(file, self.q_width),
            rank = self.rank_width
        )
    }
}

/// A queen's file in the stack's `q` column: its letter, or past the letters its number
/// (three digits at most, as the animation's boards keep).
fn file_label(n: usize, col: usize) -> String {
    match shown() {
        Notation::Chess if n <= LETTERED_UP_TO => file_letter(col).to_string(),
        Notation::Chess => format!("{:>3}", col + 1),
        Notation::Numbers => format!("{col:>2}"),
    }
}

/// The line that stands for the ranks of rows `0..first`, left out above the ones shown.
fn ranks_above(n: usize, first: usize) -> Line<'static> {
    Line::styled(
        format!(
            "   {}",
            t!(
                "view-stack-ranks-above",
                top = rank_of(n, 0).to_string(),
                bottom = rank_of(n, first - 1).to_string()
            )
        ),
        THEME.dim,
    )
}

/// The line under the attacked ranks listed (`shown` of `attacked`, out of `ranks`): what
/// the others are. With none listed above it, it speaks of every rank.
fn ranks_left_out(ranks: usize, shown: usize, attacked: usize) -> String {
    let rest = ranks - shown;
    let left_out = attacked - shown;
    let said = match (shown, left_out) {
        (0, 0) => t!("view-stack-none-attacked", ranks = ranks),
        (0, _) => t!(
            "view-stack-ranks-attacked",
            ranks = ranks,
            attacked = left_out
        ),
        (_, 0) => t!("view-stack-others-safe", rest = rest),
        _ => t!(
            "view-stack-others-attacked",
            rest = rest,
            attacked = left_out
        ),
    };
    format!("   {said}")
}

/// The rows of a strategy other than the backtracking pair: each rank's queen, and for the
/// local search how many queens attack it. Their rows keep no untried candidates a user could
/// read (a complete-board search takes every file in turn, the local search none).
fn other_stack(other: &AnySearch, inner: Rect, buf: &mut Buffer) {
    let n = other.n();
    let local = other.strategy().about().local;
    // Every rank of a local search's board holds a queen once it has one at all; the others
    // fill ranks from the top.
    let placed = (0..n).take_while(|&row| other.queen(row).is_some()).count();
    let file = |row: usize| other.queen(row).map_or(String::new(), |c| file_label(n, c));
    // Past the letters a queen's file is a number of up to three digits.
    let heads = Heads::at_least(file_label(n, n - 1).len());
    let rest = if local {
        t!("view-stack-attacked-by")
    } else {
        t!("view-stack-no-stack")
    };
    let mut lines = vec![Line::styled(
        format!("{} {rest}", heads.line()),
        THEME.label,
    )];
    // The rows nearest the one being filled matter most: the bottom of the list if short.
    let room = usize::from(inner.height.saturating_sub(1));
    let last = placed.min(n);
    if local && last > room {
        // Too many ranks to list: the attacked queens are the ones the search works on.
        let attacked: Vec<usize> = (0..last)
            .filter(|&row| other.conflicts(row).is_some_and(|k| k > 0))
            .collect();
        let shown = attacked.len().min(room.saturating_sub(1));
        for &row in &attacked[..shown] {
            let k = other.conflicts(row).unwrap_or(0);
            lines.push(Line::from(vec![
                Span::raw(heads.cells(n, row, &file(row))),
                Span::styled(format!("{k:>4}"), THEME.message),
            ]));
        }
        lines.push(Line::styled(
            ranks_left_out(last, shown, attacked.len()),
            THEME.dim,
        ));
        Paragraph::new(lines).render(inner, buf);
        return;
    }
    let mut first = last.saturating_sub(room);
    // Rows left out above are said to be there, on the first line they would take.
    if first > 0 {
        first += 1;
        lines.push(ranks_above(n, first));
    }
    for row in first..last {
        let mut spans = vec![Span::raw(heads.cells(n, row, &file(row)))];
        if let Some(k) = other.conflicts(row) {
            let style = if k > 0 { THEME.message } else { THEME.dim };
            spans.push(Span::styled(format!("{k:>4}"), style));
        }
        lines.push(Line::from(spans));
    }
    if placed == 0 {
        lines.push(Line::styled(
            format!("   {}", t!("view-stack-no-queen")),
            THEME.dim,
        ));
    }
    Paragraph::new(lines).render(inner, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, scoped};

    #[test]
    fn the_rank_and_queen_heads_stand_over_their_columns_in_every_language() {
        for lang in Lang::ALL {
            scoped(lang, || {
                // A file letter in a column of one, a number in a column of three.
                for (q_least, n, file) in [(1, 8, "a"), (3, 40, " 12")] {
                    let heads = Heads::at_least(q_least);
                    let head = heads.line();
                    // A row is the head's columns and a space, whatever the words' widths.
                    let row = heads.cells(n, 0, file);
                    assert_eq!(width(&head) + 1, width(&row), "{lang:?}: {head:?} {row:?}");
                    // The queen's head ends where its column ends.
                    assert!(head.ends_with(&heads.q), "{lang:?}: {head:?}");
                }
            });
        }
    }

    #[test]
    fn the_line_for_ranks_left_out_says_other_only_after_some() {
        assert_eq!(
            ranks_left_out(150, 0, 0),
            "   all 150 queens: none attacked"
        );
        assert_eq!(ranks_left_out(150, 0, 3), "   ⋮ 150 ranks, 3 attacked");
        assert_eq!(
            ranks_left_out(150, 5, 5),
            "   ⋮ 145 other ranks, not attacked"
        );
        assert_eq!(
            ranks_left_out(150, 5, 9),
            "   ⋮ 145 other ranks, 4 attacked"
        );
    }
}
