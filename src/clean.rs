//! Text from outside the program (a file's contents, a file name, an argument) made harmless
//! to print: a terminal obeys the control characters in what it is sent, so an escape
//! sequence in a lesson's line or a file's name could retitle the window, move the cursor,
//! or hide the rest of a message. Every echo of such text goes through here; the screen's
//! own drawing is cleaned by its backend.

use std::borrow::Cow;

/// The most characters of one untrusted piece a message echoes: enough for any real name or
/// command, and a 500,000-character line is not printed whole.
pub const ECHO_CHARS: usize = 200;

/// Whether `c` may not reach a terminal as itself: the C0 and C1 controls and DEL (which
/// start escape sequences, ring the bell, move the cursor), and the marks that reorder text
/// in a line (a right-to-left override makes `txt.exe` read as `exe.txt`).
fn unsafe_char(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` with each control character written as an escape (`\u{1b}`, `\n`), so that none
/// reaches the terminal as itself and the text stays on one line; anything else as it is.
pub fn for_terminal(text: &str) -> Cow<'_, str> {
    if !text.chars().any(unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if unsafe_char(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` cleaned as [`for_terminal`] does and cut to [`ECHO_CHARS`] characters with `…`:
/// the form in which a message quotes a name or a line it was given.
pub fn echo(text: &str) -> String {
    cut(&for_terminal(text), ECHO_CHARS)
}

/// `text` as it is if it has at most `most` characters, else its first `most` and `…`.
pub fn cut(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// Every line of `text` cleaned as [`for_terminal`] does and cut to `most` characters: a
/// whole message (which may hold lines of its own, as a usage error's tips) ready for the
/// terminal.
pub fn lines_for_terminal(text: &str, most: usize) -> String {
    text.split('\n')
        .map(|line| cut(&for_terminal(line), most))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_escaped_and_the_rest_kept() {
        assert_eq!(for_terminal("plain 文字"), "plain 文字");
        assert_eq!(
            for_terminal("\u{1b}]0;TITLE\u{7}x\ny\u{9b}"),
            "\\u{1b}]0;TITLE\\u{7}x\\ny\\u{9b}"
        );
        assert_eq!(for_terminal("a\u{202e}b"), "a\\u{202e}b");
    }

    #[test]
    fn long_echoes_are_cut() {
        let long = "x".repeat(500_000);
        let said = echo(&long);
        assert_eq!(said.chars().count(), ECHO_CHARS + 1);
        assert!(said.ends_with('…'));
        assert_eq!(echo("short"), "short");
        assert_eq!(lines_for_terminal("ab\ncd\u{7}", 3), "ab\ncd\\…");
    }
}
