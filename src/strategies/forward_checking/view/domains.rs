//! The domains panel of `forward-checking`, in the stack's place: every rank's files still
//! open (its domain) as a bit string, how many are left, the rank filled next, the rank a
//! wipe-out emptied, and for the ranks filled in which turn they were (with `--order mrv` not
//! from the top down). Also how its board marks the squares.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::solver::search::Search as _;
use crate::solver::{Event, MAX_N, u8_of};
use crate::strategies::forward_checking::events::Wipeout;
use crate::strategies::forward_checking::search::ForwardChecking;
use crate::t;
use crate::ui::kit::columns;
use crate::ui::kit::format::grouped;
use crate::solver::notation::{Notation, file_name, shown};
use crate::ui::kit::squares::{LETTERED_UP_TO, Square, rank_of};
use crate::ui::kit::text::{fit_title, width};
use crate::ui::kit::theme::THEME;

/// The rank marked on the board, and whether it is a wipe-out: the rank just wiped out, else
/// the rank filled next (`usize::MAX` for none).
pub fn searching(fc: &ForwardChecking, last: Option<Event>) -> (usize, bool) {
    match last {
        Some(Event::ForwardChecking(Wipeout { row })) => (usize::from(row), true),
        _ => (fc.filling().unwrap_or(usize::MAX), false),
    }
}

/// The timeline's gauge for `forward-checking`: the share of the tree behind it, and where it
/// is.
pub fn progress(fc: &ForwardChecking) -> (f64, String) {
    if fc.is_done() {
        return (1.0, t!("view-domains-all-searched"));
    }
    let share = fc.searched();
    (
        share,
        t!(
            "view-domains-searched",
            percent = format!("{:.1}", share * 100.0)
        ),
    )
}

/// A square of `forward-checking`: its queens and last move, the files still open to each
/// rank not filled (blank; struck from the domain: `·`), the next file to try on the rank
/// being filled, and the rank a wipe-out emptied.
pub fn square(fc: &ForwardChecking, last: Option<Event>, row: usize, col: usize) -> Square {
    let (r8, c8) = (u8_of(row), u8_of(col));
    match last {
        Some(Event::Place { row, col }) if (row, col) == (r8, c8) => return Square::JustPlaced,
        Some(Event::Remove { row, col }) if (row, col) == (r8, c8) => return Square::JustLifted,
        Some(Event::ForwardChecking(Wipeout { row })) if row == r8 => {
            return Square::DeadEnd;
        }
        _ => {}
    }
    match fc.queen(row) {
        Some(q) if q == col => Square::Queen,
        Some(_) => Square::Free,
        None if fc.domain(row) & (1 << col) == 0 => Square::Attacked,
        None if fc.filling() == Some(row) && fc.untried().trailing_zeros() as usize == col => {
            Square::NextCandidate
        }
        None => Square::Free,
    }
}

/// The domains of a forward-checking search, borrowed for one frame.
pub struct Domains<'a> {
    /// The search shown.
    pub search: &'a ForwardChecking,
    /// Its last event (a wipe-out is marked on its rank).
    pub last: Option<Event>,
}

/// A domain as a bit string, file a first, like the stack's candidates.
fn bits(mask: u32, n: usize) -> String {
    (0..n)
        .map(|c| if mask & (1 << c) != 0 { '1' } else { '·' })
        .collect()
}

/// The ranks listed in `room` lines: all of them where they fit; else the open ones (the
/// board shows the queens of the others), a run of them around `focus` if those do not fit
/// either. The second value is true where some are left out.
fn listed(fc: &ForwardChecking, room: usize, focus: usize) -> (Vec<usize>, bool) {
    let n = fc.n();
    if room >= n {
        return ((0..n).collect(), false);
    }
    // A line says which are left out.
    let room = room.saturating_sub(1).max(1);
    let open: Vec<usize> = (0..n).filter(|&r| fc.queen(r).is_none()).collect();
    if open.len() <= room {
        return (open, true);
    }
    let at = open.iter().position(|&r| r >= focus).unwrap_or(0);
    let first = at.saturating_sub(room / 2).min(open.len() - room);
    (open[first..first + room].to_vec(), true)
}

/// The bordered box of the panel: the order in the title, the totals in the bottom border
/// (to leave every line inside to the ranks).
fn block(fc: &ForwardChecking, area: Rect) -> Block<'static> {
    let title = format!(
        " {} ",
        t!("view-domains-title", order = fc.order().to_string())
    );
    let totals = format!(
        " {} ",
        t!(
            "view-domains-totals",
            wipeouts = grouped(fc.wipeouts()),
            pruned = grouped(fc.pruned())
        )
    );
    Block::bordered()
        .title(fit_title(title, area.width))
        .title_bottom(fit_title(totals, area.width))
        .border_style(THEME.border)
}

/// The line that stands for the `left_out` ranks not listed (all filled, or some open),
/// said as fully as fits in `inner`'s width, a blank column clear of the border.
fn left_out_line(fc: &ForwardChecking, left_out: usize, inner: Rect) -> Line<'static> {
    let count = left_out;
    let whats = if left_out == fc.depth() {
        vec![
            t!("view-domains-filled-unlisted", count = count),
            t!("view-domains-filled-ranks", count = count),
            t!("view-domains-filled", count = count),
        ]
    } else {
        vec![
            t!("view-domains-ranks-unlisted", count = count),
            t!("view-domains-unlisted", count = count),
        ]
    };
    let room = usize::from(inner.width).saturating_sub(1);
    let line = whats
        .iter()
        .map(|what| format!("   ⋮ {what}"))
        .chain([format!("   ⋮ {left_out}")])
        .find(|t| width(t) <= room)
        .unwrap_or_default();
    Line::styled(line, THEME.dim)
}

/// How a rank's line is laid out: the queen's column's width, whether the domain's bits
/// fit, the wiped-out rank's figure, and in which turn each filled rank took its queen.
struct RankColumns {
    q_width: usize,
    with_bits: bool,
    wiped_figure: String,
    turn: [usize; MAX_N],
}

/// The line of `row`, laid out as `laid` says: its marker (`marked` is the rank being
/// searched, `wiped` whether it was wiped out), its number, its queen, its domain's bits and
/// its figure.
fn rank_line(
    fc: &ForwardChecking,
    row: usize,
    (marked, wiped): (usize, bool),
    laid: &RankColumns,
) -> Line<'static> {
    let n = fc.n();
    let marker = match (row == marked, wiped) {
        (true, true) => "×",
        (true, false) => "▸",
        _ => " ",
    };
    let queen = fc.queen(row);
    let q = match queen {
        Some(col) if n <= LETTERED_UP_TO || shown() == Notation::Numbers => file_name(n, col),
        Some(col) => (col + 1).to_string(),
        None => "·".to_string(),
    };
    let mut spans = vec![Span::raw(format!(
        "{marker}{:>3} {} ",
        rank_of(n, row),
        columns::left(&q, laid.q_width)
    ))];
    let domain = fc.domain(row);
    if laid.with_bits {
        let text = if queen.is_some() {
            " ".repeat(n)
        } else {
            bits(domain, n)
        };
        spans.push(Span::styled(text, THEME.free_bit));
        spans.push(Span::raw(" "));
    }
    let (figure, style) = match queen {
        Some(_) => (format!("  #{}", laid.turn[row]), THEME.dim),
        None if domain == 0 => (laid.wiped_figure.clone(), THEME.label.fg(THEME.dead)),
        None => (format!("{:>4}", domain.count_ones()), THEME.label),
    };
    spans.push(Span::styled(figure, style));
    Line::from(spans)
}

impl Widget for Domains<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let fc = self.search;
        let n = fc.n();
        let block = block(fc, area);
        let inner = block.inner(area);
        block.render(area, buf);
        let (marked, wiped) = searching(fc, self.last);
        // In which turn each filled rank took its queen.
        let mut turn = [0usize; MAX_N];
        for (d, row) in fc.ranks_filled().enumerate() {
            turn[row] = d + 1;
        }
        let height = usize::from(inner.height);
        if height < 2 {
            return;
        }
        let (rank, q) = (t!("view-domains-rank"), t!("view-domains-q"));
        let (domain, open) = (t!("view-domains-domain"), t!("view-domains-open"));
        let wiped_figure = format!("   0 {}", t!("view-domains-wiped"));
        // A blank column before the border; the figures after the bits take up to 10
        // (`   0 wiped`), a queen past the lettered files two digits; a head wider than its
        // column widens it.
        // In the articles' numbering a queen's column is up to two digits on any board.
        let numbered = if shown() == Notation::Numbers {
            file_name(n, n - 1).len()
        } else {
            1
        };
        let q_width = columns::widest(numbered, [q.as_str()]);
        let queen_digits = (1 + usize::from(n > LETTERED_UP_TO)).max(q_width);
        let figures = columns::widest(10, [wiped_figure.as_str()]);
        let with_bits = usize::from(inner.width) > 6 + queen_digits + n + 1 + figures;
        let mut head = format!(
            "{} {}",
            columns::right(&rank, 4),
            columns::left(&q, q_width)
        );
        if with_bits {
            head += &format!(" {}", columns::left(&domain, n));
        }
        head += &format!(" {open}");
        let mut lines = vec![Line::styled(head, THEME.label)];
        let focus = if marked == usize::MAX { 0 } else { marked };
        let (shown, cut) = listed(fc, height - 1, focus);
        if cut {
            lines.push(left_out_line(fc, n - shown.len(), inner));
        }
        let laid = RankColumns {
            q_width,
            with_bits,
            wiped_figure,
            turn,
        };
        for row in shown {
            lines.push(rank_line(fc, row, (marked, wiped), &laid));
        }
        Paragraph::new(lines).render(inner, buf);
    }
}
