//! Under the board while it shows a found solution instead of the search: what the solution
//! is (a selection, with its class) or, once the search is done, the search's result against
//! the known counts.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::format::clock;
use super::text::fit_line;
use super::theme::THEME;
use crate::app::{App, Shown};
use crate::input::key_of;
use crate::solver::catalog::Found;
use crate::solver::known;
use crate::solver::notation::{grouped, plural};
use crate::solver::symmetry::canonical;
use crate::vocabulary::Action;

/// The note, borrowed for one frame.
pub struct ShownNote<'a> {
    /// The application state.
    pub app: &'a App,
    /// The solution shown, and why.
    pub shown: (&'a Found, Shown),
}

/// `found of known noun`, or `found noun` where the count is not known.
fn against(found: u64, known: Option<u64>, noun: &str) -> String {
    match known {
        Some(known) => format!("{} of {}", grouped(found), plural(known, noun)),
        None => plural(found, noun),
    }
}

impl Widget for ShownNote<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let (found, why) = self.shown;
        let done_lines = |first: String| {
            let known = known(app.n());
            let catalog = app.catalog();
            vec![
                Line::styled(first, THEME.done),
                Line::raw(against(catalog.total(), known.map(|k| k.total), "solution")),
                Line::raw(against(catalog.unique(), known.map(|k| k.unique), "class")),
                Line::raw(format!(
                    "{} · {}",
                    plural(app.search().event_number(), "event"),
                    clock(app.elapsed())
                )),
            ]
        };
        let lines = match why {
            Shown::Selected => {
                let class = canonical(&found.cols);
                let number = app
                    .catalog()
                    .class_position(class.canonical())
                    .map_or("?".to_string(), |at| grouped(at + 1));
                vec![
                    Line::styled(
                        format!("solution #{} (selected)", grouped(found.index)),
                        THEME.done,
                    ),
                    Line::raw(format!(
                        "class #{number}, orbit of {}",
                        u64::from(class.orbit_size)
                    )),
                    Line::styled(
                        format!("{}: back to the search", key_of(&Action::Back)),
                        THEME.dim,
                    ),
                ]
            }
            Shown::LastFound => done_lines(format!("✓ done · last #{}", grouped(found.index))),
            Shown::NoneExist => done_lines(format!("✓ done · none exist for n = {}", app.n())),
        };
        let width = usize::from(area.width);
        let lines: Vec<Line> = lines.into_iter().map(|l| fit_line(l, width)).collect();
        Paragraph::new(lines).render(area, buf);
    }
}
