//! Frames sent whole: every frame goes to the terminal inside synchronized-update marks
//! (`CSI ? 2026 h` … `CSI ? 2026 l`).
//!
//! ratatui writes a frame in chunks of about a kilobyte. A terminal that knows the marks keeps
//! showing the last frame until the end mark comes, then shows the new one at once, so a frame
//! is never seen half drawn; terminals that do not know them ignore them. The end-to-end tests
//! read the same marks to look only at whole frames.
//!
//! The end mark is written on every way out of a frame: here after a frame that failed, and by
//! the terminal's restore (`signals::leave_modes`) after a panic inside one or a signal between
//! two of its writes. A terminal left waiting for an end mark would hold its display (until its
//! own timeout) even after the terminal was given back.

use std::io::{self, Write};

use ratatui::backend::Backend;
use ratatui::crossterm::terminal::{BeginSynchronizedUpdate, EndSynchronizedUpdate};
use ratatui::crossterm::{execute, queue};
use ratatui::{Frame, Terminal};

/// [`Terminal::draw`] inside the marks: draws the frame `render` fills and sends it whole.
pub fn draw<B>(terminal: &mut Terminal<B>, render: impl FnOnce(&mut Frame)) -> io::Result<()>
where
    B: Backend<Error = io::Error> + Write,
{
    try_draw(terminal, |frame| {
        render(frame);
        Ok::<(), io::Error>(())
    })
}

/// [`Terminal::try_draw`] inside the marks. The end mark is written even when `render` or
/// the writing fails; the first error is returned.
pub fn try_draw<B, E>(
    terminal: &mut Terminal<B>,
    render: impl FnOnce(&mut Frame) -> Result<(), E>,
) -> io::Result<()>
where
    B: Backend<Error = io::Error> + Write,
    E: Into<io::Error>,
{
    // Queued, not flushed: it leaves with the frame's first chunk. A resize's clearing of the
    // screen (ratatui's autoresize, at the start of `try_draw`) is inside the marks too.
    queue!(terminal.backend_mut(), BeginSynchronizedUpdate)?;
    let drawn = terminal.try_draw(render).map(drop);
    let ended = execute!(terminal.backend_mut(), EndSynchronizedUpdate);
    drawn.and(ended)
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use ratatui::backend::CrosstermBackend;
    use ratatui::layout::Rect;
    use ratatui::{TerminalOptions, Viewport};

    use super::*;

    const BEGIN: &str = "\x1b[?2026h";
    const END: &str = "\x1b[?2026l";

    /// What the terminal is sent, readable while the backend owns its writer.
    #[derive(Clone, Default)]
    struct Tape(Rc<RefCell<Vec<u8>>>);

    impl Write for Tape {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().write(buf)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Tape {
        fn text(&self) -> String {
            String::from_utf8(self.0.borrow().clone()).unwrap()
        }
    }

    /// A 20×3 terminal writing to a tape (a fixed viewport: no real terminal is asked its size).
    fn terminal() -> (Terminal<CrosstermBackend<Tape>>, Tape) {
        let tape = Tape::default();
        let options = TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, 20, 3)),
        };
        let terminal = Terminal::with_options(CrosstermBackend::new(tape.clone()), options);
        (terminal.unwrap(), tape)
    }

    #[test]
    fn a_frame_is_sent_between_the_marks() {
        let (mut terminal, tape) = terminal();
        draw(&mut terminal, |frame| {
            frame.render_widget("whole", frame.area());
        })
        .unwrap();
        let sent = tape.text();
        assert!(sent.starts_with(BEGIN), "{sent:?}");
        assert!(sent.ends_with(END), "{sent:?}");
        let inside = &sent[BEGIN.len()..sent.len() - END.len()];
        assert!(inside.contains("whole"), "{sent:?}");
        assert!(!inside.contains(BEGIN) && !inside.contains(END), "{sent:?}");
    }

    #[test]
    fn a_frame_that_fails_still_ends_and_reports_its_error() {
        let (mut terminal, tape) = terminal();
        let err = try_draw(&mut terminal, |_| Err(io::Error::other("no frame today")))
            .expect_err("the frame failed");
        assert_eq!(err.to_string(), "no frame today");
        assert_eq!(tape.text(), format!("{BEGIN}{END}"));
        // The next frame is sent whole as usual.
        draw(&mut terminal, |frame| {
            frame.render_widget("next", frame.area())
        })
        .unwrap();
        let sent = tape.text();
        assert!(sent.ends_with(END) && sent.contains("next"), "{sent:?}");
        assert_eq!(sent.matches(BEGIN).count(), 2);
        assert_eq!(sent.matches(END).count(), 2);
    }
}
