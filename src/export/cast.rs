//! The asciicast v2 format of asciinema (<https://docs.asciinema.org/manual/asciicast/v2/>):
//! one JSON header line, then one JSON array per event, `[time, "o", text]`, where `text` is
//! what the terminal was sent at `time` seconds from the start.
//!
//! Only what a recording of this program needs: output events, a header with no timestamp, so
//! the same frames always make the same file.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::time::Duration;

use serde::Serialize;

/// What a recording sends before its first frame: the colours and the cursor as its frames
/// assume them (the default colours, no cursor), whatever the player's terminal had.
pub const START: &str = "\u{1b}[0m\u{1b}[?25l";

/// What a recording sends after its last frame, on a terminal `height` rows high: as the
/// program leaves a terminal, with its colours reset and its cursor shown, on a fresh line
/// below the picture, so that a player's prompt after it lands neither inside the picture nor
/// in its colours.
pub fn ending(height: u16) -> String {
    format!("\u{1b}[0m\u{1b}[{height};1H\r\n\u{1b}[?25h")
}

/// The header line: the terminal's size and a title.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Header {
    /// Always 2.
    pub version: u8,
    /// Columns of the recorded terminal.
    pub width: u16,
    /// Rows of the recorded terminal.
    pub height: u16,
    /// What the recording shows, for players that list it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Environment of the recorded terminal (`TERM`), which players may read to pick colours.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub env: BTreeMap<String, String>,
}

impl Header {
    /// A header for a `width`×`height` terminal that shows 24-bit colour.
    pub fn new(width: u16, height: u16, title: Option<String>) -> Self {
        Header {
            version: 2,
            width,
            height,
            title,
            env: BTreeMap::from([("TERM".to_string(), "xterm-256color".to_string())]),
        }
    }
}

/// Writes an asciicast v2 recording, event by event.
#[derive(Debug)]
pub struct CastWriter<W: Write> {
    out: W,
    /// The time of the last event, which the next may not precede.
    last: Duration,
}

impl<W: Write> CastWriter<W> {
    /// Starts a recording on `out` with its header line.
    pub fn new(mut out: W, header: &Header) -> io::Result<Self> {
        serde_json::to_writer(&mut out, header)?;
        out.write_all(b"\n")?;
        Ok(CastWriter {
            out,
            last: Duration::ZERO,
        })
    }

    /// Writes that the terminal was sent `text` at `time` from the start. Times are written to
    /// the microsecond, as asciinema writes them; a time before the last event's is refused
    /// (players would jump back).
    pub fn output(&mut self, time: Duration, text: &str) -> io::Result<()> {
        if time < self.last {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                crate::t!(
                    "error-cast-backwards",
                    time = format!("{time:?}"),
                    last = format!("{:?}", self.last)
                ),
            ));
        }
        self.last = time;
        serde_json::to_writer(&mut self.out, &(seconds(time), "o", text))?;
        self.out.write_all(b"\n")
    }

    /// Flushes the recording and gives the writer back.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.flush()?;
        Ok(self.out)
    }
}

/// `time` in seconds, rounded to the microsecond: one division of a whole number, so the
/// shortest decimal that reads back as the same number is the exact one (`0.15`, never
/// `0.15000000000000002`).
fn seconds(time: Duration) -> f64 {
    #[expect(
        clippy::cast_precision_loss,
        reason = "exact up to 2⁵³ microseconds, some 285 years"
    )]
    let micros = time.as_micros() as f64;
    micros / 1e6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recording_is_a_header_line_and_one_line_per_event() {
        let mut cast = CastWriter::new(Vec::new(), &Header::new(80, 24, None)).unwrap();
        cast.output(Duration::ZERO, "\u{1b}[2Jhi").unwrap();
        cast.output(Duration::from_millis(150), "\"quoted\"\n")
            .unwrap();
        cast.output(Duration::from_secs(3600), "").unwrap();
        let text = String::from_utf8(cast.finish().unwrap()).unwrap();
        assert_eq!(
            text,
            concat!(
                r#"{"version":2,"width":80,"height":24,"env":{"TERM":"xterm-256color"}}"#,
                "\n",
                r#"[0.0,"o","\u001b[2Jhi"]"#,
                "\n",
                r#"[0.15,"o","\"quoted\"\n"]"#,
                "\n",
                r#"[3600.0,"o",""]"#,
                "\n",
            )
        );
    }

    #[test]
    fn times_are_microseconds_and_never_go_back() {
        let mut cast = CastWriter::new(Vec::new(), &Header::new(80, 24, None)).unwrap();
        cast.output(Duration::from_nanos(1_033_333_333), "a")
            .unwrap();
        assert!(cast.output(Duration::from_secs(1), "b").is_err());
        let text = String::from_utf8(cast.finish().unwrap()).unwrap();
        assert!(text.ends_with("[1.033333,\"o\",\"a\"]\n"), "{text}");
    }
}
