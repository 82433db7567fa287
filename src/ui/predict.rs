//! Predict mode's panel (in the narration's place while the mode is on): the question, the
//! guess being typed, the answer and why, and the score. Its words are the catalog's
//! (`assets/i18n/*/modes.ftl`): the state says what was asked and why the answer is what it
//! is ([`Why`]), and each reason is one message, so a language orders the squares its own way
//! ("c5 is attacked by the queen on a7" / "c5 被 a7 上的皇后攻击").

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::text::{fit_line, fit_title, shorten, width, wrap, wrapped_lines};
use super::kit::theme::THEME;
use super::strategy::view;
use super::words::{score_words, square};
use crate::app::note::Square;
use crate::app::predict::{Guess, Phase, Predict, Question, Variant, Verdict, Why};
use crate::input::{Scope, key_in_scope};
use crate::solver::attack::Line as Along;
use crate::solver::notation::{Notation, file_name, rank_of, shown};
use crate::t;
use crate::vocabulary::Action;

/// Predict mode's panel, borrowed for one frame.
pub struct PredictPanel<'a> {
    /// The mode's state.
    pub predict: &'a Predict,
}

/// The panel's title: the mode and the score.
fn title(predict: &Predict) -> String {
    let score = predict.score;
    let (said, streak, best) = (score_words(score), score.streak, score.best);
    let title = match predict.variant {
        Variant::Placements => t!(
            "modes-predict-title",
            score = said,
            streak = streak,
            best = best
        ),
        Variant::DeadEnds => t!(
            "modes-predict-title-deadends",
            score = said,
            streak = streak,
            best = best
        ),
        Variant::Backtracks => t!(
            "modes-predict-title-backtracks",
            score = said,
            streak = streak,
            best = best
        ),
    };
    // The border's padding, not words.
    format!(" {title} ")
}

/// A line of attack as the reasons say it ("attacked by the queen on a7 along the ╲
/// diagonal", "a3 by b4 (╲ diagonal)").
fn along(line: Along) -> String {
    match line {
        Along::Row => t!("modes-predict-along-rank"),
        Along::Column => t!("modes-predict-along-file"),
        Along::Falling => t!("modes-predict-along-falling"),
        Along::Rising => t!("modes-predict-along-rising"),
    }
}

/// The rank of `square`, as the board numbers it.
fn rank(at: Square) -> usize {
    rank_of(at.n, at.row)
}

/// Pieces listed as the language lists things (`a3, b3` / `a3、b3`).
fn list(pieces: impl IntoIterator<Item = String>) -> String {
    pieces
        .into_iter()
        .collect::<Vec<_>>()
        .join(&t!("words-list-separator"))
}

/// The strategy's own words for `question` (`short`: in fewer words), where it has them.
fn own_question(question: &Question, short: bool) -> Option<String> {
    view(question.stamp.strategy()).predict_question(question, short)
}

/// The question, in words.
pub fn question_words(question: &Question) -> String {
    if let Some(own) = own_question(question, false) {
        return own;
    }
    let rank = rank_of(question.n, question.row());
    match question.variant {
        Variant::Placements if shown() == Notation::Numbers => {
            t!("notation-predict-question-placements", rank = rank)
        }
        Variant::Placements => t!("modes-predict-question-placements", rank = rank),
        Variant::DeadEnds => t!("modes-predict-question-deadends", rank = rank),
        Variant::Backtracks => t!("modes-predict-question-backtracks"),
    }
}

/// The question in fewer words, for a panel of one line.
fn question_short(question: &Question) -> String {
    if let Some(own) = own_question(question, true) {
        return own;
    }
    let rank = rank_of(question.n, question.row());
    match question.variant {
        Variant::Placements => t!("modes-predict-short-question-placements", rank = rank),
        Variant::DeadEnds => t!("modes-predict-short-question-deadends", rank = rank),
        Variant::Backtracks => t!("modes-predict-short-question-backtracks"),
    }
}

/// The verdict's lead and its reason as one sentence: `Right: …`, `No: …`, `Answer: …`.
fn led(verdict: &Verdict, why: String) -> String {
    match (verdict.right, verdict.guess) {
        (true, _) => t!("modes-predict-right", why = why),
        (false, None) => t!("modes-predict-answer", why = why),
        (false, Some(_)) => t!("modes-predict-wrong", why = why),
    }
}

/// The answer and why in fewer words, for a panel too small for [`verdict_words`].
pub fn verdict_short(verdict: &Verdict) -> String {
    if let Some(own) = view(verdict.question.stamp.strategy()).predict_why(verdict, true) {
        return led(verdict, own);
    }
    let why = match &verdict.why {
        Why::Takes(next) => t!("modes-predict-short-takes", next = square(*next)),
        Why::OtherRank { square: at, next } => t!(
            "modes-predict-short-other-rank",
            square = square(*at),
            rank = rank(*next),
            next = square(*next)
        ),
        Why::Attacked {
            square: at,
            by,
            next,
        } => {
            let (queen, line) = by[0];
            t!(
                "modes-predict-short-attacked",
                square = square(*at),
                queen = square(queen),
                along = along(line),
                next = square(*next)
            )
        }
        Why::TriedAlready { square: at, next } => t!(
            "modes-predict-short-tried",
            square = square(*at),
            next = square(*next)
        ),
        Why::Leftmost { square: at, next } => t!(
            "modes-predict-short-leftmost",
            square = square(*at),
            next = square(*next)
        ),
        Why::HasFree { next } => t!("modes-predict-short-has-free", next = square(*next)),
        Why::DeadEnd { row, squares } => {
            let n = squares.first().map_or(0, |(s, ..)| s.n);
            t!("modes-predict-short-dead-end", rank = rank_of(n, *row))
        }
        Why::Empty { line, index, .. } => t!(
            "modes-predict-short-empty",
            line = line_words(verdict.question.n, *line, *index)
        ),
        Why::Moves { from, to, .. } => t!(
            "modes-predict-short-moves",
            from = square(*from),
            to = square(*to)
        ),
        Why::Lifted { queen, from, to } => t!(
            "modes-predict-short-lifted",
            queen = square(*queen),
            from = square(*from),
            to = square(*to)
        ),
        Why::Earlier { queen, from, to } => t!(
            "modes-predict-short-earlier",
            queen = square(*queen),
            from = square(*from),
            to = square(*to)
        ),
    };
    led(verdict, why)
}

/// The answer and why, in words.
pub fn verdict_words(verdict: &Verdict) -> String {
    if let Some(own) = view(verdict.question.stamp.strategy()).predict_why(verdict, false) {
        return led(verdict, own);
    }
    let why = match &verdict.why {
        Why::Takes(next) => t!("modes-predict-why-takes", next = square(*next)),
        Why::OtherRank { square: at, next } => t!(
            "modes-predict-why-other-rank",
            square = square(*at),
            rank = rank(*next),
            next = square(*next)
        ),
        Why::Attacked {
            square: at,
            by,
            next,
        } => {
            let (queen, line) = by[0];
            t!(
                "modes-predict-why-attacked",
                square = square(*at),
                queen = square(queen),
                along = along(line),
                more = by.len() - 1,
                next = square(*next)
            )
        }
        Why::TriedAlready { square: at, next } => t!(
            "modes-predict-why-tried",
            square = square(*at),
            next = square(*next)
        ),
        Why::Leftmost { square: at, next } => t!(
            "modes-predict-why-leftmost",
            square = square(*at),
            next = square(*next)
        ),
        Why::HasFree { next } => t!("modes-predict-why-has-free", next = square(*next)),
        Why::DeadEnd { row, squares } => dead_end_words(verdict, *row, squares),
        Why::Empty {
            line,
            index,
            squares,
        } => t!(
            "modes-predict-why-empty",
            line = line_words(verdict.question.n, *line, *index),
            each = attacked_each(squares)
        ),
        Why::Moves { from, to, lifted } => t!(
            "modes-predict-why-moves",
            from = square(*from),
            to = square(*to),
            lifted = list(lifted.iter().map(|&s| square(s))),
            count = lifted.len()
        ),
        Why::Lifted { queen, from, to } => t!(
            "modes-predict-why-lifted",
            queen = square(*queen),
            from = square(*from),
            to = square(*to)
        ),
        Why::Earlier { queen, from, to } => t!(
            "modes-predict-why-earlier",
            queen = square(*queen),
            from = square(*from),
            to = square(*to)
        ),
    };
    led(verdict, why)
}

/// A rank or a file of the `n` board in words: `rank 5`, `file c`.
fn line_words(n: usize, line: Along, index: usize) -> String {
    match line {
        Along::Row => t!("modes-predict-line-rank", rank = rank_of(n, index)),
        _ => t!("modes-predict-line-file", file = file_name(n, index)),
    }
}

/// Each of `squares` with the queen that attacks it and along which line.
fn attacked_each(squares: &[(Square, Square, Along)]) -> String {
    list(squares.iter().map(|&(s, by, line)| {
        t!(
            "modes-predict-attacked-square",
            square = square(s),
            queen = square(by),
            along = along(line)
        )
    }))
}

/// Why a rank is a dead end: each of its `squares` with the queen that attacks it and along
/// which line, led by what attacks the square guessed where the guess was one of them.
fn dead_end_words(verdict: &Verdict, row: usize, squares: &[(Square, Square, Along)]) -> String {
    let n = squares.first().map_or(0, |(s, ..)| s.n);
    let each = attacked_each(squares);
    let rank = rank_of(n, row);
    let guessed = match verdict.guess {
        Some(Guess::Square(at)) if at.row == row => {
            squares.iter().find(|(s, ..)| *s == at).copied()
        }
        _ => None,
    };
    match guessed {
        Some((at, by, line)) => t!(
            "modes-predict-why-dead-end-guessed",
            square = square(at),
            queen = square(by),
            along = along(line),
            rank = rank,
            each = each
        ),
        None => t!("modes-predict-why-dead-end", rank = rank, each = each),
    }
}

/// `text` wrapped in `width` columns, styled, in at most `height` lines: where it runs longer,
/// the last line kept ends in a `…` at a word.
fn wrapped(text: &str, style: Style, width: usize, height: usize) -> Vec<Line<'static>> {
    let mut lines = wrap(text, width);
    if height > 0 && lines.len() > height {
        // The last line kept, with the first left out after it, shortened: cut at a word.
        let run_on = format!("{} {}", lines[height - 1], lines[height]);
        lines.truncate(height - 1);
        lines.push(shorten(&run_on, width));
    }
    lines
        .into_iter()
        .map(|line| Line::styled(line, style))
        .collect()
}

impl Widget for PredictPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let predict = self.predict;
        let block = Block::bordered()
            .title(fit_title(title(predict), area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        // A column short of the border, as every fitted text is (see `text`).
        let room = usize::from(inner.width.saturating_sub(1));
        let height = usize::from(inner.height);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let key = |action: &Action| key_in_scope(action, Scope::Predict);
        let lines: Vec<Line> = match &predict.phase {
            Phase::Asking(question) => {
                let asked = if inner.height > 1 {
                    question_words(question)
                } else {
                    question_short(question)
                };
                let prompt = [
                    Span::styled(" › ", THEME.label),
                    Span::styled(format!("{}▏", predict.typed), bold),
                ];
                let prompt_width: usize = prompt.iter().map(|s| width(&s.content)).sum();
                let mut lines = wrapped(&asked, bold, room, height);
                // The guess goes after the question, on its last line where it fits.
                match lines.last_mut() {
                    Some(last) if last.width() + prompt_width <= room => last.spans.extend(prompt),
                    _ => lines.push(Line::from(prompt.to_vec())),
                }
                let keys = t!(
                    "modes-predict-keys",
                    check = key(&Action::PredictSubmit),
                    skip = key(&Action::PredictSkip),
                    leave = key(&Action::Back)
                );
                lines.push(fit_line(Line::styled(keys, THEME.dim), room));
                lines
            }
            Phase::Told(verdict) => {
                let style = if verdict.right {
                    THEME.running
                } else {
                    THEME.message
                };
                // The full explanation where it fits the panel, wrapped; else the short one.
                let full = verdict_words(verdict);
                let text = if wrapped_lines(&full, room) <= height {
                    full
                } else {
                    verdict_short(verdict)
                };
                wrapped(&text, style.add_modifier(Modifier::BOLD), room, height)
            }
            Phase::Watching => wrapped(&t!("modes-predict-watching"), THEME.dim, room, height),
        };
        Paragraph::new(lines).render(inner, buf);
    }
}
