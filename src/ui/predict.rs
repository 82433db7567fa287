//! Predict mode's panel (in the narration's place while the mode is on): the question, the
//! guess being typed, the answer and why, and the score. Its words are here too.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::text::fit_title;
use super::theme::THEME;
use super::words::square;
use crate::app::note::Square;
use crate::app::predict::{Guess, Phase, Predict, Question, Score, Variant, Verdict, Why};
use crate::input::{Scope, key_in_scope};
use crate::solver::attack::Line as Along;
use crate::solver::notation::rank_of;
use crate::vocabulary::Action;

/// Predict mode's panel, borrowed for one frame.
pub struct PredictPanel<'a> {
    /// The mode's state.
    pub predict: &'a Predict,
}

/// What a variant asks, for the note that turns it on.
pub fn asks(variant: Variant) -> &'static str {
    match variant {
        Variant::Placements => {
            "before each placement, where does the next queen go? (a square, or x: a dead end)"
        }
        Variant::DeadEnds => "at each rank entered, is it a dead end? (y or x: yes, n: no)",
        Variant::Backtracks => "at each backtrack, which queen moves next? (its square)",
    }
}

/// The score in words: `3 / 4 right`.
pub fn score_words(score: Score) -> String {
    format!("{} / {} right", score.right, score.asked)
}

/// The panel's title: the mode and the score.
fn title(predict: &Predict) -> String {
    let score = predict.score;
    let variant = match predict.variant {
        Variant::Placements => String::new(),
        variant => format!(" {variant}"),
    };
    format!(
        " Predict{variant} · {} · streak {} (best {}) ",
        score_words(score),
        score.streak,
        score.best
    )
}

/// A line of attack, as the board's masks name it.
fn along(line: Along) -> &'static str {
    match line {
        Along::Row => "rank",
        Along::Column => "file",
        Along::Falling => "╲ diagonal",
        Along::Rising => "╱ diagonal",
    }
}

/// The question, in words.
pub fn question_words(question: &Question) -> String {
    let rank = rank_of(question.n, question.row());
    match question.variant {
        Variant::Placements => format!(
            "Rank {rank}: where does the next queen go? Click or type a square (c5), or x: a dead end."
        ),
        Variant::DeadEnds => {
            format!("The search enters rank {rank}: is it a dead end? y or x: yes, n: no.")
        }
        Variant::Backtracks => {
            "The search backs up: which queen moves next? Click or type its square.".to_string()
        }
    }
}

/// The question in fewer words, for a panel of one line.
fn question_short(question: &Question) -> String {
    let rank = rank_of(question.n, question.row());
    match question.variant {
        Variant::Placements => {
            format!("Rank {rank}: where does the next queen go? (a square, or x: dead end)")
        }
        Variant::DeadEnds => format!("Rank {rank} entered: is it a dead end? (y or x: yes, n: no)"),
        Variant::Backtracks => {
            "The search backs up: which queen moves next? (its square)".to_string()
        }
    }
}

/// The answer and why in fewer words, for a panel too small for [`verdict_words`].
pub fn verdict_short(verdict: &Verdict) -> String {
    let lead = match (verdict.right, verdict.guess) {
        (true, _) => "Right: ",
        (false, None) => "Answer: ",
        (false, Some(_)) => "No: ",
    };
    let why = match &verdict.why {
        Why::Takes(next) => format!("{}, the leftmost free file not tried yet.", square(*next)),
        Why::OtherRank { square: at, next } => format!(
            "{} is not on rank {}; the next queen goes on {}.",
            square(*at),
            rank_of(next.n, next.row),
            square(*next)
        ),
        Why::Attacked {
            square: at,
            by,
            next,
        } => {
            let (queen, line) = by[0];
            format!(
                "{} is attacked by {} ({}); the search takes {}.",
                square(*at),
                square(queen),
                along(line),
                square(*next)
            )
        }
        Why::TriedAlready { square: at, next } => format!(
            "{} was tried already (its subtree is done); next is {}.",
            square(*at),
            square(*next)
        ),
        Why::Leftmost { square: at, next } => format!(
            "{} is free, but the leftmost free file comes first: {}.",
            square(*at),
            square(*next)
        ),
        Why::HasFree { next } => format!("the rank has a free square: {}.", square(*next)),
        Why::DeadEnd { row, squares } => {
            let n = squares.first().map_or(0, |(s, ..)| s.n);
            format!(
                "rank {} is a dead end: every square is attacked.",
                rank_of(n, *row)
            )
        }
        Why::Moves { from, to, .. } => {
            format!("the queen on {} moves, to {}.", square(*from), square(*to))
        }
        Why::Lifted { queen, from, to } => format!(
            "{} has no untried square left; {} moves, to {}.",
            square(*queen),
            square(*from),
            square(*to)
        ),
        Why::Earlier { queen, from, to } => format!(
            "{} stays: the search backs up from the last queen placed; {} moves first, to {}.",
            square(*queen),
            square(*from),
            square(*to)
        ),
    };
    capitalized(format!("{lead}{why}"))
}

/// `text` with a capital first letter: a sentence.
fn capitalized(mut text: String) -> String {
    if let Some(first) = text.get(..1).map(str::to_ascii_uppercase) {
        text.replace_range(..1, &first);
    }
    text
}

/// `the queen on a7 along the ╲ diagonal` (and how many more attack it).
fn attacked_by(by: &[(Square, Along)]) -> String {
    let Some(&(queen, line)) = by.first() else {
        return String::new();
    };
    let more = match by.len() - 1 {
        0 => String::new(),
        1 => " (and 1 more queen)".to_string(),
        k => format!(" (and {k} more queens)"),
    };
    format!(
        "the queen on {} along the {}{more}",
        square(queen),
        along(line)
    )
}

/// The answer and why, in words.
pub fn verdict_words(verdict: &Verdict) -> String {
    let skipped = verdict.guess.is_none();
    let lead = if verdict.right {
        "Right: "
    } else if skipped {
        "Answer: "
    } else {
        "No: "
    };
    let why = match &verdict.why {
        Why::Takes(next) => format!(
            "{} is free, and the leftmost file of its rank not tried yet: the next queen goes there.",
            square(*next)
        ),
        Why::OtherRank { square: at, next } => format!(
            "{} is not on the rank being filled: the next queen goes on rank {}, at {}.",
            square(*at),
            rank_of(next.n, next.row),
            square(*next)
        ),
        Why::Attacked {
            square: at,
            by,
            next,
        } => format!(
            "{} is attacked by {}; the search takes {}.",
            square(*at),
            attacked_by(by),
            square(*next)
        ),
        Why::TriedAlready { square: at, next } => format!(
            "{} is free, but the search has tried it already (everything under it is searched); it takes {} now.",
            square(*at),
            square(*next)
        ),
        Why::Leftmost { square: at, next } => format!(
            "{} is free, but the search takes the leftmost free file first: {}.",
            square(*at),
            square(*next)
        ),
        Why::HasFree { next } => format!(
            "the rank has a free square: {} — not a dead end.",
            square(*next)
        ),
        Why::DeadEnd { row, squares } => {
            let guessed = match verdict.guess {
                Some(Guess::Square(at)) if at.row == *row => squares
                    .iter()
                    .find(|(s, ..)| *s == at)
                    .map(|&(s, by, line)| {
                        format!(
                            "{} is attacked by the queen on {} along the {}; ",
                            square(s),
                            square(by),
                            along(line)
                        )
                    })
                    .unwrap_or_default(),
                _ => String::new(),
            };
            let each: Vec<String> = squares
                .iter()
                .map(|&(s, by, line)| format!("{} by {} ({})", square(s), square(by), along(line)))
                .collect();
            let n = squares.first().map_or(0, |(s, ..)| s.n);
            format!(
                "{guessed}rank {} is a dead end, every square attacked: {}.",
                rank_of(n, *row),
                each.join(", ")
            )
        }
        Why::Moves { from, to, lifted } => {
            let before = match lifted.as_slice() {
                [] => String::new(),
                [one] => format!(
                    " (the queen on {} had no untried square left: lifted first)",
                    square(*one)
                ),
                many => format!(
                    " (the queens on {} had no untried square left: lifted first)",
                    many.iter()
                        .map(|&s| square(s))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            format!(
                "the queen on {} moves next, to {}{before}.",
                square(*from),
                square(*to)
            )
        }
        Why::Lifted { queen, from, to } => format!(
            "the queen on {} has no untried square left: it is lifted, and the queen on {} moves, to {}.",
            square(*queen),
            square(*from),
            square(*to)
        ),
        Why::Earlier { queen, from, to } => format!(
            "the search backs up from the last queen placed: the queen on {} still has an untried square and moves first, to {}; {} stays.",
            square(*from),
            square(*to),
            square(*queen)
        ),
    };
    capitalized(format!("{lead}{why}"))
}

impl Widget for PredictPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let predict = self.predict;
        let block = Block::bordered()
            .title(fit_title(title(predict), area.width))
            .border_style(THEME.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let key = |action: &Action| key_in_scope(action, Scope::Predict);
        let lines: Vec<Line> = match &predict.phase {
            Phase::Asking(question) => vec![
                Line::from(vec![
                    Span::styled(
                        if inner.height > 1 {
                            question_words(question)
                        } else {
                            question_short(question)
                        },
                        bold,
                    ),
                    Span::styled(" › ", THEME.label),
                    Span::styled(format!("{}▏", predict.typed), bold),
                ]),
                Line::from(vec![Span::styled(
                    format!(
                        "{} check · {} skip · {} leave",
                        key(&Action::PredictSubmit),
                        key(&Action::PredictSkip),
                        key(&Action::Back)
                    ),
                    THEME.dim,
                )]),
            ],
            Phase::Told(verdict) => {
                let style = if verdict.right {
                    THEME.running
                } else {
                    THEME.message
                };
                // The full explanation where it fits the panel, wrapped; else the short one.
                let full = verdict_words(verdict);
                let room = usize::from(inner.width.saturating_sub(2)) * usize::from(inner.height);
                let text = if full.chars().count() <= room {
                    full
                } else {
                    verdict_short(verdict)
                };
                vec![Line::styled(text, style.add_modifier(Modifier::BOLD))]
            }
            Phase::Watching => vec![Line::styled(
                "The search runs on to the next question (Space pauses).",
                THEME.dim,
            )],
        };
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .render(inner, buf);
    }
}
