//! The lesson's caption panel, above everything else while a lesson plays (its title, the
//! step, and the step's words), and the words of `lesson --check`'s mistakes.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::text::{fit_title, reflow};
use super::kit::theme::THEME;
use crate::app::lesson::{CAPTION_LINES, CAPTION_WIDTH, COMMAND_CHARS, Mistake, Playing};
use crate::t;

/// Rows the caption panel takes for the step shown in a panel `width` columns wide: its lines
/// reflowed to the width, or as many as it was written in where that is more (at least one,
/// at most [`CAPTION_LINES`]), and the border.
///
/// A wide screen reflows a caption into fewer lines than it was written in, but the panel
/// keeps its rows: given to the board, they let it take larger squares and narrow the code
/// panel beside it until its lines are cut (the bit-tricks lesson's code at 120×40).
pub fn height(playing: &Playing, width: u16) -> u16 {
    let written = playing.step().caption.len();
    let lines = lines(playing, width)
        .len()
        .max(written)
        .clamp(1, CAPTION_LINES);
    super::kit::cells(lines) + 2
}

/// The caption of the step shown, reflowed to a panel `width` columns wide (a column clear
/// of the border, as every text): a caption is written in lines of at most 80 columns, and
/// read as the paragraphs they make.
fn lines(playing: &Playing, width: u16) -> Vec<String> {
    reflow(
        &playing.step().caption,
        usize::from(width.saturating_sub(3)),
    )
}

/// The caption of the lesson's step shown, in a bordered panel titled with the lesson and
/// the step.
pub struct CaptionPanel<'a> {
    /// The lesson.
    pub playing: &'a Playing,
}

impl Widget for CaptionPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let playing = self.playing;
        let name = playing.lesson.title.as_deref().unwrap_or(&playing.name);
        let title = format!(
            " {} ",
            t!(
                "words-caption-title",
                name = name,
                step = (playing.at() + 1).to_string(),
                steps = playing.len().to_string()
            )
        );
        let block = Block::bordered()
            .title(fit_title(title, area.width))
            .border_style(THEME.focused_border);
        let lines: Vec<Line> = lines(playing, area.width)
            .into_iter()
            .map(Line::raw)
            .collect();
        Paragraph::new(lines).block(block).render(area, buf);
    }
}

/// A mistake of a lesson file, in words (after `FILE:LINE: `).
pub fn mistake(mistake: &Mistake) -> String {
    match mistake {
        Mistake::Command { text, error } => {
            format!(":{text}: {}", super::words::command_error(error))
        }
        Mistake::Quits => t!("words-mistake-quits"),
        Mistake::NotInLessons(name) => t!(
            "words-mistake-not-in-lessons",
            name = *name,
            allowed = crate::app::lesson::lesson_commands()
                .collect::<Vec<_>>()
                .join(&t!("words-list-separator"))
        ),
        Mistake::LongCommand(chars) => t!(
            "words-mistake-long-command",
            chars = chars.to_string(),
            max = COMMAND_CHARS.to_string()
        ),
        Mistake::TooWide(columns) => t!(
            "words-mistake-too-wide",
            columns = columns.to_string(),
            max = CAPTION_WIDTH.to_string()
        ),
        Mistake::TooLong(lines) => t!(
            "words-mistake-too-long",
            lines = lines.to_string(),
            max = CAPTION_LINES.to_string()
        ),
        Mistake::EmptyStep => t!("words-mistake-empty-step"),
        Mistake::NoSteps => t!("words-mistake-no-steps"),
        Mistake::SecondTitle => t!("words-mistake-second-title"),
        Mistake::EmptyTitle => t!("words-mistake-empty-title"),
    }
}
