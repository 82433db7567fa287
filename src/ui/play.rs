//! The play screen: the hand-built board (queens, the cursor, attacked squares, queens in
//! conflict and the lines between them, the square a hint named) and the panel that says what
//! the position allows.

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::cells;
use super::kit::format::grouped;
use super::kit::plan::Plan;
use super::kit::squares::SquareSize;
use super::kit::squares::transform_name;
use super::kit::squares::{column_x, file_mark, put_cell, put_square, rank_of};
use super::kit::text::{fit_line, fit_title, pad, wrap};
use super::kit::theme::{Shade, THEME};
use crate::app::play::{Blocked, Numbering, Play, Rescue, Verdict};
use crate::hitmap::HitMap;
use crate::input::{BINDINGS, Scope, key_of};
use crate::solver::MAX_N;
use crate::solver::attack::{Line as AttackLine, attack_line};
use crate::solver::known;
use crate::solver::notation::{file_name, files_text, square_name};
use crate::solver::symmetry::canonical;
use crate::t;
use crate::vocabulary::Action;

/// The board of a play, borrowed for one frame.
pub struct PlayBoard<'a> {
    /// The hand-built position.
    pub play: &'a Play,
    /// The size of a square on screen.
    pub cell: SquareSize,
}

/// A square between two queens in conflict, and the glyph of the line through it.
type LineSquare = ((usize, usize), char);

/// Where queens attack each other: per row, the queens in conflict (one bit per column), and
/// the squares between two of them with the glyph of their line.
fn conflict_lines(play: &Play) -> ([u32; MAX_N], Vec<LineSquare>) {
    let mut queens = [0u32; MAX_N];
    let mut between = Vec::new();
    for ((r1, c1), (r2, c2)) in play.conflicts() {
        queens[r1] |= 1 << c1;
        queens[r2] |= 1 << c2;
        let glyph = match attack_line(r1, c1, r2, c2) {
            Some(AttackLine::Row) => '─',
            Some(AttackLine::Column) => '│',
            Some(AttackLine::Falling) => '╲',
            Some(AttackLine::Rising) => '╱',
            None => continue,
        };
        let toward = |from: usize, to: usize| to.cmp(&from) as isize;
        let (dr, dc) = (toward(r1, r2), toward(c1, c2));
        let (mut r, mut c) = (r1.wrapping_add_signed(dr), c1.wrapping_add_signed(dc));
        while (r, c) != (r2, c2) {
            between.push(((r, c), glyph));
            r = r.wrapping_add_signed(dr);
            c = c.wrapping_add_signed(dc);
        }
    }
    (queens, between)
}

impl Widget for PlayBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let play = self.play;
        let n = play.n();
        let size = self.cell;
        let (in_conflict, between) = conflict_lines(play);
        let (cursor_row, _) = play.cursor();
        let ranks = usize::from(area.height / size.height).min(n);
        for (row, &conflicted) in in_conflict.iter().enumerate().take(ranks) {
            let y = area.y + cells(row) * size.height;
            let marker = if row == cursor_row { "▸" } else { " " };
            let rank = format!("{marker}{:>3}  ", rank_of(n, row));
            buf.set_string(area.x, y + (size.height - 1) / 2, rank, THEME.label);
            for col in 0..n {
                let line = between
                    .iter()
                    .find(|(square, _)| *square == (row, col))
                    .map(|&(_, glyph)| glyph);
                let (glyph, style) = square_look(play, (row, col), conflicted, line);
                put_square(
                    buf,
                    column_x(area.x, size.width, col),
                    y,
                    size,
                    glyph,
                    style,
                );
            }
        }
        render_files(play, area, size, buf);
    }
}

/// How the square (`row`, `col`) of a play is drawn: a queen (red where attacked, as the
/// rank's `conflicted` bits say), the `line` of an attack running through it, the hint, an
/// attacked or a plain square; the cursor's square lit.
fn square_look(
    play: &Play,
    (row, col): (usize, usize),
    conflicted: u32,
    line: Option<char>,
) -> (char, Style) {
    let shade = |shade| THEME.square(row, col, shade);
    let (bg, glyph) = if play.has_queen(row, col) {
        if conflicted & (1 << col) != 0 {
            (THEME.dead, '♛')
        } else {
            (shade(Shade::Plain), '♛')
        }
    } else if let Some(glyph) = line {
        (THEME.attack_line, glyph)
    } else if play.hint() == Some((row, col)) {
        (THEME.placed, '○')
    } else if play.attacked(row, col) {
        (shade(Shade::Attacked), '·')
    } else {
        (shade(Shade::Plain), ' ')
    };
    let bg = if (row, col) == play.cursor() {
        THEME.inspected
    } else {
        bg
    };
    let style = Style::new()
        .bg(bg)
        .fg(THEME.piece)
        .add_modifier(Modifier::BOLD);
    (glyph, style)
}

/// The files' letters under the board, the cursor's underlined.
fn render_files(play: &Play, area: Rect, size: SquareSize, buf: &mut Buffer) {
    let n = play.n();
    let (_, cursor_col) = play.cursor();
    let y = area.y + cells(n) * size.height;
    if y >= area.bottom() {
        return;
    }
    for col in 0..n {
        let style = if col == cursor_col {
            THEME
                .label
                .fg(Color::Gray)
                .add_modifier(Modifier::UNDERLINED)
        } else {
            THEME.label.fg(Color::Gray)
        };
        put_cell(
            buf,
            column_x(area.x, size.width, col),
            y,
            size.width,
            file_mark(col),
            style,
        );
    }
}

/// Draws the board panel of a play in the plan's board place, and records its squares.
pub fn render_board(play: &Play, plan: &Plan, buf: &mut Buffer, hits: &mut HitMap) {
    let n = play.n();
    let area = plan.board();
    let block = Block::bordered()
        .title(fit_title(
            format!(
                " {} ",
                t!("play-board-title", n = n, verdict = short_verdict(play))
            ),
            area.width,
        ))
        .border_style(THEME.focused_border);
    let inner = block.inner(area);
    block.render(area, buf);
    let board_area = Rect {
        height: (plan.drawing.lines(n) + 1).min(inner.height),
        ..inner
    };
    if let super::Drawing::Squares(size) = plan.drawing {
        PlayBoard { play, cell: size }.render(board_area, buf);
        let origin = Position::new(column_x(board_area.x, size.width, 0), board_area.y);
        hits.board(origin, size.width, size.height, cells(n));
    }
}

/// The verdict in a few words, for the board's title.
fn short_verdict(play: &Play) -> String {
    match play.verdict() {
        Verdict::Conflicts(_) => t!("play-verdict-conflict"),
        Verdict::Blocked(_) | Verdict::Impossible => t!("play-verdict-cannot"),
        Verdict::Checking => t!("play-verdict-checking"),
        Verdict::Completable(_) => t!("play-verdict-can"),
        Verdict::Undecided => t!("play-verdict-undecided"),
        Verdict::Solved(_) => t!("play-verdict-solved"),
    }
}

/// What the position allows, in sentences, and the style to say it in.
pub fn verdict_lines(play: &Play) -> (Vec<String>, Style) {
    let n = play.n();
    let bad = THEME.attack_bit;
    let hint = key_of(&Action::PlayHint);
    match play.verdict() {
        Verdict::Conflicts(_) => {
            let all = play.conflicts();
            let named: Vec<String> = all
                .iter()
                .take(3)
                .map(|&((r1, c1), (r2, c2))| {
                    format!("{}–{}", square_name(n, r1, c1), square_name(n, r2, c2))
                })
                .collect();
            let pairs = named.join(t!("words-list-separator").as_str());
            let said = if all.len() > 3 {
                t!("play-conflicts-more", pairs = pairs)
            } else {
                t!("play-conflicts", pairs = pairs)
            };
            (vec![said, t!("play-lift-one-of-each", key = hint)], bad)
        }
        Verdict::Blocked(blocked) => (
            vec![
                t!("play-blocked", why = blocked_words(n, *blocked)),
                rescue_words(play),
            ],
            bad,
        ),
        Verdict::Impossible => (vec![t!("play-impossible"), rescue_words(play)], bad),
        Verdict::Checking => (vec![t!("play-checking")], THEME.dim),
        Verdict::Completable(_) => (
            vec![
                t!("play-completable"),
                t!("play-completable-hint", key = hint),
            ],
            THEME.running,
        ),
        Verdict::Undecided => (vec![t!("play-undecided")], THEME.paused),
        Verdict::Solved(numbering) => (solved_lines(play, *numbering), THEME.done),
    }
}

/// What lifting one queen would do, for a position that cannot be completed.
fn rescue_words(play: &Play) -> String {
    match play.rescue() {
        Rescue::Looking => t!("play-rescue-looking"),
        Rescue::Lift(..) => t!("play-rescue-lift", key = key_of(&Action::PlayHint)),
        Rescue::NoneAlone => t!("play-rescue-none"),
    }
}

/// A solved board: its number in search order and its symmetry class.
fn solved_lines(play: &Play, numbering: Numbering) -> Vec<String> {
    let n = play.n();
    let Some(solution) = play.solution() else {
        return Vec::new();
    };
    let total = known(n).map(|k| grouped(k.total));
    let class = canonical(&solution);
    let number = match (numbering, total) {
        (Numbering::Counting, Some(total)) => t!("play-solved-counting-of", total = total),
        (Numbering::Counting, None) => t!("play-solved-counting"),
        (Numbering::Known { number, .. }, Some(total)) => {
            t!("play-solved-of", number = grouped(number), total = total)
        }
        (Numbering::Known { number, .. }, None) => {
            t!("play-solved", number = grouped(number))
        }
        (Numbering::TooLong, _) => t!("play-solved-too-long", n = n),
    };
    let files = files_text(class.canonical());
    let orbit = u64::from(class.orbit_size);
    let relation = if class.canonical() == solution.as_slice() {
        t!("play-canonical")
    } else {
        let transform = transform_name(class.transform);
        match numbering {
            Numbering::Known { canonical, .. } => t!(
                "play-transform-numbered",
                transform = transform,
                canonical = grouped(canonical)
            ),
            _ => t!("play-transform", transform = transform),
        }
    };
    vec![
        number,
        t!("play-class", files = files, orbit = orbit),
        relation,
    ]
}

/// What the board's marks mean in play, in colour and (for `NO_COLOR`, where highlights are
/// reversed video) without.
fn marks(no_color: bool) -> [(&'static str, String); 5] {
    let either = |coloured: String, plain: String| if no_color { plain } else { coloured };
    [
        (
            "♛",
            either(t!("play-mark-queen"), t!("play-mark-queen-plain")),
        ),
        ("·", t!("play-mark-attacked")),
        ("╲", t!("play-mark-line")),
        ("○", t!("play-mark-hint")),
        (
            "▸",
            either(t!("play-mark-cursor"), t!("play-mark-cursor-plain")),
        ),
    ]
}

/// The play panel, borrowed for one frame.
pub struct PlayPanel<'a> {
    /// The hand-built position.
    pub play: &'a Play,
    /// ASCII only: keys are named by their ASCII keys (`j` rather than an arrow).
    pub ascii: bool,
    /// No colours: the marks are explained without them.
    pub no_color: bool,
}

impl Widget for PlayPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let play = self.play;
        let block = Block::bordered()
            .title(fit_title(
                format!(" {} ", t!("play-panel-title")),
                area.width,
            ))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let width = usize::from(inner.width.saturating_sub(1));
        let mut lines = state_lines(play);
        let (said, style) = verdict_lines(play);
        for (i, sentence) in said.iter().enumerate() {
            let style = if i == 0 { style } else { Style::new() };
            lines.extend(
                wrap(sentence, width)
                    .into_iter()
                    .map(|l| Line::styled(l, style)),
            );
        }
        let marks: Vec<Line> = marks(self.no_color)
            .into_iter()
            .map(|(glyph, meaning)| {
                Line::from(vec![
                    Span::styled(format!(" {}", pad(glyph, 3)), THEME.label),
                    Span::raw(meaning),
                ])
            })
            .collect();
        // Whole sections only, the keys (under what matters more) before the marks.
        let room = usize::from(inner.height);
        for section in [key_lines(self.ascii), marks] {
            if lines.len() + 1 + section.len() <= room {
                lines.push(Line::raw(""));
                lines.extend(section);
            }
        }
        let lines: Vec<Line> = lines.into_iter().map(|l| fit_line(l, width)).collect();
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The play's figures: its queens, the attacked pairs, and the square under the cursor,
/// then a blank line.
fn state_lines(play: &Play) -> Vec<Line<'static>> {
    let n = play.n();
    let label = |text: String| Span::styled(pad(&text, 11), THEME.label);
    let queens = play.queens().len();
    let conflicts = play.conflicts().len();
    let (row, col) = play.cursor();
    let square = square_name(n, row, col);
    let square = if play.has_queen(row, col) {
        t!("play-cursor-queen", square = square)
    } else if play.attacked(row, col) {
        t!("play-cursor-attacked", square = square)
    } else {
        t!("play-cursor-free", square = square)
    };
    vec![
        Line::from(vec![
            label(t!("play-label-queens")),
            Span::raw(t!("play-queens-of", queens = queens, n = n)),
        ]),
        Line::from(vec![
            label(t!("play-label-conflicts")),
            if conflicts == 0 {
                Span::raw(t!("play-conflicts-none"))
            } else {
                Span::styled(
                    t!("play-conflicts-pairs", pairs = conflicts),
                    THEME.attack_bit,
                )
            },
        ]),
        Line::from(vec![label(t!("play-label-cursor")), Span::raw(square)]),
        Line::raw(""),
    ]
}

/// The keys of play, from the table the keys are read with (ASCII ones where `ascii`);
/// neighbours with the same hint share a line (`↑/↓/←/→ move`).
fn key_lines(ascii: bool) -> Vec<Line<'static>> {
    let mut entries: Vec<(String, &str)> = Vec::new();
    for b in BINDINGS.iter().filter(|b| b.scope == Scope::Play) {
        let Some(hint) = b.hint() else { continue };
        let mut keys = b.label.split_whitespace();
        let key = if ascii {
            keys.find(|k| k.is_ascii())
        } else {
            keys.next()
        }
        .unwrap_or(b.label);
        match entries.last_mut() {
            Some((keys, last)) if *last == hint => *keys = format!("{keys}/{key}"),
            _ => entries.push((key.to_string(), hint)),
        }
    }
    entries
        .into_iter()
        .map(|(label, hint)| {
            Line::from(vec![
                Span::styled(format!(" {}", pad(&label, 12)), THEME.label),
                Span::raw(hint.to_string()),
            ])
        })
        .collect()
}

/// Why the position cannot be completed, in words (`n` the board size).
pub fn blocked_words(n: usize, blocked: Blocked) -> String {
    match blocked {
        Blocked::Rank(row) => t!("play-blocked-rank", rank = rank_of(n, row)),
        Blocked::File(col) => t!("play-blocked-file", file = file_name(n, col)),
    }
}
