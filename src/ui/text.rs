//! Text that fits: lines shortened at a word with `…`, and words wrapped onto lines, so no panel
//! ever shows a word or a number cut at its border.
//!
//! Every helper leaves nothing wider than the width it is given; the callers give one column
//! less than the space inside a border, so text never touches the border (a reader cannot tell
//! a word that ends at the border from one cut there).

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// The ellipsis that marks a shortened line.
pub const ELLIPSIS: char = '…';

/// Columns a character takes on screen (what ratatui measures).
fn char_width(c: char) -> usize {
    Span::raw(String::from(c)).width()
}

/// Columns `text` takes on screen.
pub fn width(text: &str) -> usize {
    // ASCII is one column a byte; measuring graphemes is slow enough to matter per frame.
    if text.is_ascii() {
        text.len()
    } else {
        Span::raw(text).width()
    }
}

/// `text` if it fits in `width` columns, else its longest run of whole words that fits with a
/// `…` after it (just `…` if not even the first word fits, nothing if `width` is 0).
pub fn shorten(text: &str, width: usize) -> String {
    let line = fit_line(Line::raw(text.to_string()), width);
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}

/// Marks that stand between parts of a text: a shortened text never ends on one.
const SEPARATORS: [char; 4] = ['·', '—', '–', '|'];

/// `line` if it fits in `width` columns, else shortened at a word boundary with a `…` (in the
/// style of the text before it), the styles of what is kept unchanged.
pub fn fit_line(line: Line<'_>, width: usize) -> Line<'static> {
    let owned = |line: Line<'_>| {
        let spans: Vec<Span<'static>> = line
            .spans
            .into_iter()
            .map(|s| Span::styled(s.content.into_owned(), s.style))
            .collect();
        Line::from(spans).style(line.style)
    };
    if line.width() <= width {
        return owned(line);
    }
    if width == 0 {
        return Line::default();
    }
    // Every character with its span, to find the last word boundary that leaves room.
    let chars: Vec<(usize, char)> = line
        .spans
        .iter()
        .enumerate()
        .flat_map(|(i, s)| s.content.chars().map(move |c| (i, c)))
        .collect();
    let room = width - 1;
    let mut used = 0;
    let mut cut = 0;
    for (at, &(_, c)) in chars.iter().enumerate() {
        used += char_width(c);
        if used > room {
            break;
        }
        // A boundary: this character ends a word (a space follows it); a separator standing
        // alone (`events · 0.03 s`) is no word to end on.
        if c != ' '
            && !SEPARATORS.contains(&c)
            && chars.get(at + 1).is_some_and(|&(_, next)| next == ' ')
        {
            cut = at + 1;
        }
    }
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut last_style = Style::default();
    for (i, span) in line.spans.iter().enumerate() {
        let kept: String = chars[..cut]
            .iter()
            .filter(|&&(s, _)| s == i)
            .map(|&(_, c)| c)
            .collect();
        if !kept.is_empty() {
            last_style = span.style;
            spans.push(Span::styled(kept, span.style));
        }
    }
    spans.push(Span::styled(ELLIPSIS.to_string(), last_style));
    Line::from(spans).style(line.style)
}

/// Columns a shortened title leaves free before its border's corner: the `…` then becomes
/// `...` in ASCII without covering a word (see `appearance`), and the title never touches
/// the corner.
const TITLE_SPARE: usize = 3;

/// A title (or bottom title) for a block `width` columns wide, border included: whole if it
/// fits between the corners, else shortened at a word with `…`, its padding kept (`" Code ·
/// bitmask "` becomes `" Code … "`). Every title drawn on a border goes through here.
pub fn fit_title<'a>(title: impl Into<Line<'a>>, width: u16) -> Line<'static> {
    let line: Line<'a> = title.into();
    let room = usize::from(width.saturating_sub(2));
    if line.width() <= room {
        return fit_line(line, room);
    }
    // The padding comes off, the words are shortened, and the padding goes back.
    let style = line.style;
    let mut spans: Vec<Span<'a>> = line.spans;
    if let Some(first) = spans.first_mut() {
        first.content = first.content.trim_start().to_string().into();
    }
    if let Some(last) = spans.last_mut() {
        last.content = last.content.trim_end().to_string().into();
    }
    let short = fit_line(
        Line::from(spans).style(style),
        room.saturating_sub(2 + TITLE_SPARE),
    );
    if short.width() == 0 {
        return Line::default();
    }
    let mut spans = vec![Span::raw(" ")];
    spans.extend(short.spans);
    spans.push(Span::raw(" "));
    Line::from(spans).style(style)
}

/// `text` broken into lines of at most `width` columns at spaces (a word longer than a line
/// is split, the one case where a word is cut: only in a panel narrower than the word).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let (mut line, mut used) = (String::new(), 0);
    for word in text.split_whitespace() {
        let mut word = word.to_string();
        let mut size = self::width(&word);
        loop {
            let sep = usize::from(!line.is_empty());
            if used + sep + size <= width {
                if sep == 1 {
                    line.push(' ');
                }
                line.push_str(&word);
                used += sep + size;
                break;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                used = 0;
                continue;
            }
            // A word wider than a whole line.
            let mut head = String::new();
            let mut rest = word.chars();
            while self::width(&head) < width {
                match rest.next() {
                    Some(c) => head.push(c),
                    None => break,
                }
            }
            lines.push(head);
            word = rest.collect();
            size = self::width(&word);
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// How many lines [`wrap`] makes of `text` at `width`, counted without building them (the
/// layout asks this for many widths every frame).
pub fn wrapped_lines(text: &str, width: usize) -> usize {
    let width = width.max(1);
    let (mut lines, mut used) = (0, 0);
    for word in text.split_whitespace() {
        let size = self::width(word);
        if used > 0 && used + 1 + size <= width {
            used += 1 + size;
        } else if size <= width {
            lines += 1;
            used = size;
        } else {
            // Split over whole lines, the rest starting a new one.
            lines += size.div_ceil(width);
            used = size - (size.div_ceil(width) - 1) * width;
        }
    }
    lines
}

/// `head`, then as many of `words` as fit, then `tail`, in `width` columns: where not all the
/// words fit, a `…` stands for the ones left out, so `head` and `tail` always show whole
/// (`▶#12 0 4 7 … ×8★`). If even `head` and `tail` do not fit, the whole is shortened at a
/// word.
pub fn elide_middle(head: &str, words: &[String], tail: &str, width: usize) -> String {
    let full = format!("{head}{}{tail}", words.join(" "));
    if self::width(&full) <= width {
        return full;
    }
    let mut kept = String::new();
    for word in words {
        let candidate = if kept.is_empty() {
            word.clone()
        } else {
            format!("{kept} {word}")
        };
        let line = format!("{head}{candidate} {ELLIPSIS}{tail}");
        if self::width(&line) > width {
            break;
        }
        kept = candidate;
    }
    let line = if kept.is_empty() {
        format!("{head}{ELLIPSIS}{tail}")
    } else {
        format!("{head}{kept} {ELLIPSIS}{tail}")
    };
    if self::width(&line) <= width {
        line
    } else {
        shorten(&full, width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Stylize;

    #[test]
    fn lines_are_shortened_at_a_word() {
        assert_eq!(shorten("a short line", 20), "a short line");
        assert_eq!(shorten("a short line", 12), "a short line");
        assert_eq!(shorten("a short line", 11), "a short…");
        assert_eq!(shorten("a short line", 8), "a short…");
        assert_eq!(shorten("a short line", 7), "a…");
        assert_eq!(shorten("14,772,512", 9), "…", "a number is never cut");
        assert_eq!(shorten("83,850 events · 0.03 s", 16), "83,850 events…");
        assert_eq!(shorten("done — last #724", 11), "done…");
        assert_eq!(shorten("anything", 0), "");
    }

    #[test]
    fn shortening_keeps_the_styles() {
        let line = Line::from(vec!["go to ".bold(), "# 12".red(), " Enter go".dim()]);
        let short = fit_line(line, 13);
        let texts: Vec<&str> = short.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(texts, ["go to ", "# 12", "…"]);
        assert_eq!(short.spans[2].style, Style::new().red());
    }

    #[test]
    fn titles_are_whole_or_shortened_at_a_word_clear_of_the_corner() {
        let text =
            |line: Line| -> String { line.spans.iter().map(|s| s.content.as_ref()).collect() };
        assert_eq!(
            text(fit_title(" n = 10 · done · last #724 ", 40)),
            " n = 10 · done · last #724 "
        );
        assert_eq!(
            text(fit_title(" n = 10 · done · last #724 ", 22)),
            " n = 10 · done… "
        );
        assert_eq!(
            text(fit_title(" n = 16 · solution #1,925 ", 25)),
            " n = 16 · solution… "
        );
        assert_eq!(text(fit_title(" Stack ", 4)), "");
        for width in 0..40 {
            let title = fit_title(" Board n = 16 · solution #14,772,512 ", width);
            let shown = text(title);
            assert!(width == 0 || shown.chars().count() <= usize::from(width.max(2) - 2));
            if shown.contains('…') {
                assert!(shown.chars().count() + 2 + TITLE_SPARE <= usize::from(width));
                assert!(
                    shown.ends_with("… ") && !shown.contains("14,7"),
                    "{shown:?}"
                );
            }
        }
    }

    #[test]
    fn words_wrap_onto_lines() {
        assert_eq!(
            wrap("free = full & !(cols | ld | rd)", 12),
            ["free = full", "& !(cols |", "ld | rd)"]
        );
        assert_eq!(wrap("abcdefgh ij", 4), ["abcd", "efgh", "ij"]);
        assert!(wrap("", 10).is_empty());
    }

    #[test]
    fn wrapped_lines_are_counted_as_wrap_makes_them() {
        let texts = [
            "free = full & !(cols | ld | rd)",
            "abcdefgh ij",
            "",
            "Bit c is column c (file a = bit 0). Going down a row, ld ╲ shifts <<1",
            "a verylongwordindeed b",
        ];
        for text in texts {
            for width in 1..40 {
                assert_eq!(
                    wrapped_lines(text, width),
                    wrap(text, width).len(),
                    "{text:?} at {width}"
                );
            }
        }
    }

    #[test]
    fn the_middle_gives_way_to_the_ends() {
        let words: Vec<String> = (0..8).map(|c| c.to_string()).collect();
        assert_eq!(
            elide_middle("#1  ", &words, "  ×8★", 40),
            "#1  0 1 2 3 4 5 6 7  ×8★"
        );
        assert_eq!(
            elide_middle("#1  ", &words, "  ×8★", 18),
            "#1  0 1 2 3 …  ×8★"
        );
        assert_eq!(elide_middle("#1  ", &words, "  ×8★", 10), "#1  …  ×8★");
        assert_eq!(elide_middle("#1  ", &words, "  ×8★", 6), "#1  0…");
    }
}
