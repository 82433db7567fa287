//! Text that fits: lines shortened at a word with `…`, and words wrapped onto lines, so no panel
//! ever shows a word or a number cut at its border.
//!
//! Every helper leaves nothing wider than the width it is given; the callers give one column
//! less than the space inside a border, so text never touches the border (a reader cannot tell
//! a word that ends at the border from one cut there).

use std::cell::RefCell;

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// The ellipsis that marks a shortened line.
pub const ELLIPSIS: char = '…';

thread_local! {
    /// The texts shortened on this thread since [`cuts_in`] began listening, if it listens.
    static CUTS: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// Runs `f` and says, with its result, every text it shortened with a `…` on this thread (the
/// whole text each time): what a screen drawn in `f` shows cut. The layout's tests hold the
/// panels a plan shows to it (a line a learner needs is given room or wrapped, not cut).
pub fn cuts_in<R>(f: impl FnOnce() -> R) -> (R, Vec<String>) {
    let outer = CUTS.with(|c| c.borrow_mut().replace(Vec::new()));
    let result = f();
    let cuts = CUTS.with(|c| std::mem::replace(&mut *c.borrow_mut(), outer));
    (result, cuts.unwrap_or_default())
}

/// Notes `text` as shortened, where [`cuts_in`] listens.
fn cut(text: impl FnOnce() -> String) {
    CUTS.with(|c| {
        if let Some(cuts) = c.borrow_mut().as_mut() {
            cuts.push(text());
        }
    });
}

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

/// Full-width punctuation that ends a phrase or closes a bracket: no line starts with it, and
/// no shortened line ends on it before its `…` (`回溯，…` reads as a sentence cut off; `回溯…` does not).
const CLOSING: &str = "，。、：；！？）》」』】〕…";

/// Full-width punctuation that opens a bracket: no line ends on it.
const OPENING: &str = "（《「『【〔";

/// Whether a line may break between `before` and `after` where no space stands: between two
/// wide (CJK) characters, as Chinese breaks anywhere, except where punctuation would be left
/// at the wrong end of a line (the Chinese rule of line breaking, 禁则).
fn may_break(before: char, after: char) -> bool {
    !before.is_ascii()
        && !after.is_ascii()
        && char_width(before) == 2
        && char_width(after) == 2
        && !CLOSING.contains(after)
        && !OPENING.contains(before)
}

/// Whether a shortened line may end on `before` where the closing punctuation `after` follows
/// it: the punctuation goes with the rest (`攻击，回溯` shortened is `攻击…`).
fn ends_before(before: char, after: char) -> bool {
    CLOSING.contains(after) && !CLOSING.contains(before) && char_width(before) == 2
}

/// `text` followed by blanks up to `width` columns on screen (what `{text:<width$}` does for
/// English, by display width so a Chinese label takes its two columns a character).
pub fn pad(text: &str, width: usize) -> String {
    let mut padded = String::with_capacity(text.len() + width);
    padded.push_str(text);
    padded.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(self::width(text)),
    ));
    padded
}

/// Blanks up to `width` columns on screen, then `text` (`{text:>width$}` by display width).
pub fn pad_left(text: &str, width: usize) -> String {
    let mut padded: String =
        std::iter::repeat_n(' ', width.saturating_sub(self::width(text))).collect();
    padded.push_str(text);
    padded
}

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
    cut(|| line.to_string());
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
        // alone (`events · 0.03 s`) is no word to end on. In Chinese, which puts no spaces
        // between words, any two characters meet at a boundary.
        if c != ' '
            && !SEPARATORS.contains(&c)
            && chars.get(at + 1).is_some_and(|&(_, next)| {
                next == ' ' || (may_break(c, next) && !CLOSING.contains(c)) || ends_before(c, next)
            })
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

/// What [`flow`] lays out: a piece of text (after a space or not), or the start of a new line.
enum Flow<'a> {
    /// A piece, to go on the current line (after a space if `spaced`).
    Piece(&'a str, bool),
    /// The line is full: the next piece starts a new one.
    Break,
}

/// Marks a formula is written with: a word made of them alone (`=`, `&`, `|`, `<<1`) binds
/// the words on either side, so `free = full & !(cols | ld | rd)` stays on one line.
const OPERATORS: &str = "=&|+-*/<>!^~%";

/// Whether `word` is an operator of a formula (see [`OPERATORS`]): it starts with one and has
/// no letter (`<<1` is, `--lang` is not).
fn operator(word: &str) -> bool {
    word.starts_with(|c| OPERATORS.contains(c)) && !word.chars().any(|c| c.is_alphabetic())
}

/// Whether a wide (Chinese) character stands just before or just after byte `at` of `text`.
fn wide_beside(text: &str, at: usize) -> bool {
    let wide = |c: Option<char>| c.is_some_and(|c| char_width(c) == 2);
    wide(text[..at].chars().next_back()) || wide(text[at..].chars().next())
}

/// Glyphs that draw the diagonal a word names (`ld ╲`, `rd ╱`): each stays with its word.
const GLYPHS: [char; 2] = ['╲', '╱'];

/// For each byte of `text`, whether a line may not break before it because it stands inside a
/// span in backticks (`` `:strategy scan` ``) or inside the brackets of a call or an index
/// (`anti_diag[n - c + row]`, `!(cols | ld | rd)`: a bracket right after a word, not the
/// parenthesis of a sentence, which follows a space).
fn held(text: &str) -> Vec<bool> {
    let mut held = vec![false; text.len() + 1];
    let (mut quoted, mut brackets): (bool, Vec<bool>) = (false, Vec::new());
    let mut before: Option<char> = None;
    for (at, c) in text.char_indices() {
        held[at] = quoted || brackets.iter().any(|&call| call);
        match c {
            '`' => quoted = !quoted,
            '(' | '[' => {
                brackets.push(before.is_some_and(|b| !b.is_whitespace() && char_width(b) == 1))
            }
            ')' | ']' => {
                brackets.pop();
            }
            _ => {}
        }
        before = Some(c);
    }
    held
}

/// Where a line may break in `text` (each a byte offset, the text's end the last): the
/// Unicode rules' breaks, and a space before a command typed with a colon (`也可用 :compare`),
/// where the rules keep a colon with what stands before it even after a space (their LB13,
/// written for `1 : 2`), which would join the command to the word before it.
fn opportunities(text: &str) -> Vec<usize> {
    let mut at: Vec<usize> = unicode_linebreak::linebreaks(text)
        .map(|(at, _)| at)
        .collect();
    at.extend(
        text.match_indices(" :")
            .filter(|&(i, _)| text[i + 2..].starts_with(|c: char| c.is_ascii_alphabetic()))
            .map(|(i, _)| i + 1),
    );
    at.sort_unstable();
    at.dedup();
    at
}

/// The pieces of `text` a line may break between, each with whether a space stood before it.
/// Where the Unicode line-breaking rules (UAX #14) allow a break: at a space, and without one
/// only beside a wide (Chinese) character, so an ASCII word (`a–h`, `14,772,512`, a path) is
/// never split; never before closing punctuation nor after an opening one (the rules' own);
/// and never inside a span in backticks or a formula ([`held`], [`operator`]), unless that
/// span is wider than `width`, when it breaks where the rules allow.
fn pieces(text: &str, width: usize) -> Vec<(&str, bool)> {
    // Runs between two allowed breaks: (start, end of the words, a space before).
    let mut runs: Vec<(usize, usize, bool)> = Vec::new();
    let mut start = 0;
    let mut spaced = false;
    for at in opportunities(text) {
        let segment = &text[start..at];
        let words = segment.trim();
        if !words.is_empty() {
            let lead = segment.len() - segment.trim_start().len();
            runs.push((start + lead, start + lead + words.len(), spaced || lead > 0));
        }
        spaced = segment.ends_with(char::is_whitespace) || (words.is_empty() && spaced);
        start = at;
    }
    if let Some(first) = runs.first_mut() {
        first.2 = false;
    }
    let held = held(text);
    // Whether a line may break between run `i - 1` and run `i`.
    let breaks = |i: usize| {
        let (prev, next) = (runs[i - 1], runs[i]);
        let last = text[..prev.1].chars().next_back();
        let first = text[next.0..].chars().next();
        let wide = |c: Option<char>| c.is_some_and(|c| char_width(c) == 2);
        let last_word = text[prev.0..prev.1]
            .split_whitespace()
            .next_back()
            .unwrap_or("");
        let first_word = text[next.0..next.1].split_whitespace().next().unwrap_or("");
        (next.2 || wide(last) || wide(first))
            && !held[next.0]
            && !operator(last_word)
            && !operator(first_word)
            && !first_word.starts_with(GLYPHS)
    };
    let mut pieces: Vec<(&str, bool)> = Vec::new();
    let mut group = 0;
    for i in 1..=runs.len() {
        if i < runs.len() && !breaks(i) {
            continue;
        }
        let whole = &text[runs[group].0..runs[i - 1].1];
        if self::width(whole) <= width || group + 1 == i {
            pieces.push((whole, runs[group].2));
        } else {
            // Too wide for a line: broken at its spaces and beside Chinese, never between
            // marks written together (`!(cols` stays one word).
            let mut words: Vec<(usize, usize, bool)> = Vec::new();
            for &(start, end, spaced) in &runs[group..i] {
                // A run may hold a space where the rules keep what follows it (`& !`).
                for (k, word) in text[start..end].split_whitespace().enumerate() {
                    let s = word.as_ptr() as usize - text.as_ptr() as usize;
                    let e = s + word.len();
                    match words.last_mut() {
                        Some(last) if k == 0 && !spaced && !wide_beside(text, s) => last.1 = e,
                        _ => words.push((s, e, spaced || k > 0)),
                    }
                }
            }
            pieces.extend(words.into_iter().map(|(s, e, sp)| (&text[s..e], sp)));
        }
        group = i;
    }
    pieces
}

/// Lays `text` out in lines of at most `width` columns (`hang` more where a line ends on
/// closing punctuation), telling `out` each piece and each line break: [`wrap`] builds the
/// lines, [`wrapped_lines`] counts them, so the two agree.
fn flow<'a>(text: &'a str, width: usize, hang: usize, mut out: impl FnMut(Flow<'a>)) {
    let width = width.max(1);
    let mut used = 0;
    for (piece, spaced) in pieces(text, width) {
        let size = self::width(piece);
        let sep = usize::from(spaced && used > 0);
        let room = match piece.ends_with(|c| CLOSING.contains(c)) {
            true => width + hang,
            false => width,
        };
        if used > 0 && used + sep + size <= room {
            out(Flow::Piece(piece, sep == 1));
            used += sep + size;
            continue;
        }
        if used > 0 {
            out(Flow::Break);
            used = 0;
        }
        if size <= width {
            out(Flow::Piece(piece, false));
            used = size;
            continue;
        }
        // A piece wider than a whole line is split at characters: only in a panel narrower
        // than a word.
        let mut start = 0;
        for (at, c) in piece.char_indices() {
            let w = char_width(c);
            if used > 0 && used + w > width {
                out(Flow::Piece(&piece[start..at], false));
                out(Flow::Break);
                start = at;
                used = 0;
            }
            used += w;
        }
        out(Flow::Piece(&piece[start..], false));
    }
}

/// `text` broken into lines of at most `width` columns where the Unicode line-breaking rules
/// allow (at spaces, and in Chinese between characters, never before closing punctuation),
/// never inside a span in backticks or a formula (see [`pieces`]): a word longer than a line
/// is split, the one case where a word is cut, only in a panel narrower than the word.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    wrap_with(text, width, 0)
}

/// [`wrap`] for a panel that keeps one column clear of its border (`width` is one less than
/// its inside): a line ending on closing punctuation (`。`, `，`, `）`) may take that column
/// too, the mark hanging in it as Chinese typesetting hangs it in the margin. Nothing can be
/// cut after such a mark, so it need not stand clear of the border; a 78-column sentence
/// fills a 78-column box rather than leaving its last character and `。` on a line alone.
pub fn wrap_hanging(text: &str, width: usize) -> Vec<String> {
    wrap_with(text, width, 1)
}

/// [`wrap`], a line ending on closing punctuation `hang` columns wider.
fn wrap_with(text: &str, width: usize, hang: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    flow(text, width, hang, |step| match step {
        Flow::Piece(piece, spaced) => {
            if spaced {
                line.push(' ');
            }
            line.push_str(piece);
        }
        Flow::Break => lines.push(std::mem::take(&mut line)),
    });
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Lines written as a paragraph by hand (a lesson's caption, at most 80 columns each), reflowed
/// to `width`: each run of lines joined into one text and wrapped anew, a blank line kept
/// between two. Lines join with a space, but two Chinese characters join without one.
pub fn reflow(lines: &[String], width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut paragraph = String::new();
    let end = |paragraph: &mut String, out: &mut Vec<String>| {
        out.extend(wrap(paragraph, width));
        paragraph.clear();
    };
    for line in lines {
        let line = line.trim();
        if line.is_empty() {
            end(&mut paragraph, &mut out);
            out.push(String::new());
            continue;
        }
        let wide = |c: Option<char>| c.is_some_and(|c| char_width(c) == 2);
        let joined = paragraph.is_empty()
            || wide(paragraph.chars().next_back()) && wide(line.chars().next());
        if !joined {
            paragraph.push(' ');
        }
        paragraph.push_str(line);
    }
    end(&mut paragraph, &mut out);
    out
}

/// `line` if it fits in `width` columns, else its words wrapped onto lines of `width` (see
/// [`wrap`]): the first span's style kept where the first line starts with it (a label), the
/// rest plain. For the lines a learner needs whole, where a panel has lines to spare.
pub fn wrap_line(line: Line<'static>, width: usize) -> Vec<Line<'static>> {
    if line.width() <= width {
        return vec![line];
    }
    let label = line.spans.first().map(|s| (s.content.to_string(), s.style));
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let mut lines: Vec<Line<'static>> = wrap(&text, width).into_iter().map(Line::raw).collect();
    if let (Some(first), Some((label, style))) = (lines.first_mut(), label) {
        let said: String = first.spans.iter().map(|s| s.content.as_ref()).collect();
        let head = label.trim_end();
        if let Some(rest) = said.strip_prefix(head) {
            *first = Line::from(vec![
                Span::styled(head.to_string(), style),
                Span::raw(rest.to_string()),
            ]);
        }
    }
    lines
}

/// How many lines [`wrap`] makes of `text` at `width`, counted without building them (the
/// layout asks this for many widths every frame).
pub fn wrapped_lines(text: &str, width: usize) -> usize {
    let (mut breaks, mut any) = (0, false);
    flow(text, width, 0, |step| match step {
        Flow::Piece(..) => any = true,
        Flow::Break => breaks += 1,
    });
    if any { breaks + 1 } else { 0 }
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
    cut(|| full.clone());
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
            CHINESE,
            "攻击，回溯 a 位运算",
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

    /// A Chinese line, its numbers and notation spaced off as the glossary writes them.
    const CHINESE: &str =
        "第 3 行没有空位：a–h 列都被 b8、e7、h6 上的皇后攻击，回溯。共 14,772,512 个解";

    #[test]
    fn chinese_is_shortened_between_any_two_characters_by_display_width() {
        // Two columns a character: the cut falls between characters, at odd widths too.
        assert_eq!(shorten("回溯的搜索树", 12), "回溯的搜索树");
        assert_eq!(shorten("回溯的搜索树", 11), "回溯的搜索…");
        assert_eq!(shorten("回溯的搜索树", 10), "回溯的搜…");
        assert_eq!(shorten("回溯的搜索树", 9), "回溯的搜…");
        assert_eq!(shorten("回溯的搜索树", 8), "回溯的…");
        // Punctuation stays with the character before it, and a line never ends on it.
        assert_eq!(shorten("攻击，回溯", 9), "攻击，回…");
        assert_eq!(shorten("攻击，回溯", 7), "攻击…");
        // Numbers and notation stand apart with spaces: whole, or left out.
        assert_eq!(shorten("共 14,772,512 个解", 13), "共…");
        for width in 0..=super::width(CHINESE) + 1 {
            let short = shorten(CHINESE, width);
            assert!(super::width(&short) <= width, "{short:?} at {width}");
            assert!(CHINESE.starts_with(short.trim_end_matches(ELLIPSIS)));
            if short != CHINESE && width > 0 {
                assert!(short.ends_with(ELLIPSIS), "{short:?} at {width}");
                let kept = short.trim_end_matches(ELLIPSIS);
                let rest = &CHINESE[kept.len()..];
                let figure = |c: char| c.is_ascii_alphanumeric() || c == ',';
                assert!(
                    !(kept.ends_with(figure) && rest.starts_with(figure)),
                    "a number or a square cut in {short:?} at {width}"
                );
                assert!(!kept.ends_with(['，', '、', '：']), "{short:?} at {width}");
            }
        }
    }

    #[test]
    fn chinese_wraps_between_characters_within_the_width() {
        assert_eq!(wrap("回溯的搜索树", 5), ["回溯", "的搜", "索树"]);
        assert_eq!(wrap("攻击，回溯", 6), ["攻击，", "回溯"]);
        assert_eq!(wrap("攻击，回溯", 4), ["攻", "击，", "回溯"]);
        for width in 1..40 {
            for line in wrap(CHINESE, width) {
                assert!(super::width(&line) <= width.max(2), "{line:?} at {width}");
            }
            assert_eq!(wrapped_lines(CHINESE, width), wrap(CHINESE, width).len());
        }
        let joined: String = wrap(CHINESE, 9).concat();
        assert_eq!(joined.replace(' ', ""), CHINESE.replace(' ', ""));
    }

    /// Issue 42, point 6: the breaks its review found inside words and formulas.
    #[test]
    fn lines_break_by_the_unicode_rules_and_never_inside_a_formula() {
        // A formula stays whole on a line where it fits (with the comma that ends it, 33
        // columns), however the width falls.
        for width in 33..60 {
            let text = "全部 1 位：free = full & !(cols | ld | rd)，搜索取最低位";
            let lines = wrap(text, width);
            assert!(
                lines.iter().any(|l| l.contains("!(cols | ld | rd)")),
                "{lines:?} at {width}"
            );
        }
        for width in 22..50 {
            let text =
                "col[c], diag[row + c] and anti_diag[n - c + row] are 1 where a queen stands";
            let lines = wrap(text, width);
            assert!(
                lines.iter().any(|l| l.contains("anti_diag[n - c + row]")),
                "{lines:?} at {width}"
            );
        }
        // A span in backticks is one piece.
        assert_eq!(
            wrap("请输入 `:strategy scan` 再试", 16),
            ["请输入", "`:strategy scan`", "再试"]
        );
        // Closing punctuation stays with the character before it, and a line may break after
        // it before Latin (the 矩 / 阵。is_conflict of the review: the break after 。 is taken).
        let walk = "棋盘是一个 n×n 的 0/1 矩阵。is_conflict(row, col) 从该格出发";
        assert_eq!(wrap(walk, 28)[0], "棋盘是一个 n×n 的 0/1 矩阵。");
        assert_eq!(
            wrap("上的皇后攻击，回溯。", 18),
            ["上的皇后攻击，回", "溯。"]
        );
        // A formula wider than the line breaks at its spaces only, and a diagonal's glyph
        // stays with its name.
        assert_eq!(
            wrap("free = full & !(cols | ld | rd);", 19),
            ["free = full &", "!(cols | ld | rd);"]
        );
        assert_eq!(
            wrap("a row, ld ╲ shifts <<1 and rd ╱ shifts >>1", 22),
            ["a row, ld ╲", "shifts <<1 and rd ╱", "shifts >>1"]
        );
        // A command typed with a colon may start a line after a space, as a word does.
        assert_eq!(
            wrap("的图（也可用 :compare；c 或 Esc 关闭）", 14),
            ["的图（也可用", ":compare；c 或", "Esc 关闭）"]
        );
        // An ASCII word is never split where it fits: a range, a number, a path.
        assert_eq!(wrap("a–h 列都被攻击", 4), ["a–h", "列都", "被攻", "击"]);
    }

    /// Issue 42, point 6: a sentence as wide as the inside of its box fits it, its `。`
    /// taking the column kept clear of the border; a figure or a word does not.
    #[test]
    fn closing_punctuation_hangs_in_the_column_kept_clear() {
        let told = "上的皇后攻击，回溯。";
        assert_eq!(wrap(told, 19), ["上的皇后攻击，回", "溯。"]);
        assert_eq!(wrap_hanging(told, 19), [told]);
        assert_eq!(wrap_hanging(told, 18), ["上的皇后攻击，回", "溯。"]);
        assert_eq!(wrap_hanging("共有 14,200", 10), ["共有", "14,200"]);
        assert_eq!(wrap_hanging("攻击 d6 queen", 11), ["攻击 d6", "queen"]);
        assert_eq!(wrap_hanging("攻击，回溯", 5), ["攻击，", "回溯"]);
    }

    /// A caption written at 80 columns is one paragraph at any width.
    #[test]
    fn captions_are_reflowed_not_hard_wrapped() {
        let caption: Vec<String> = [
            "同一个局面换成三个数组：col[n]、diag[2n] 和 anti_diag[2n] 一查就知道",
            "哪一格还空着。",
            "",
            "Then the masks.",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            reflow(&caption, 200),
            [
                "同一个局面换成三个数组：col[n]、diag[2n] 和 anti_diag[2n] 一查就知道哪一格还空着。",
                "",
                "Then the masks."
            ]
        );
        let narrow = reflow(&caption, 30);
        assert!(narrow.iter().all(|l| super::width(l) <= 30), "{narrow:?}");
        assert!(
            narrow.iter().any(|l| l.contains("anti_diag[2n]")),
            "{narrow:?}"
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 400, ..Default::default() })]

        /// Mixed Chinese, English, formulas and spans in backticks, wrapped at any width: no
        /// line is wider than the width (two columns a Chinese character), none starts with
        /// the closing punctuation after a Chinese character, no span in backticks that fits
        /// is broken, and nothing is lost.
        #[test]
        fn wrapped_lines_fit_and_keep_spans_and_punctuation(
            words in proptest::collection::vec(
                proptest::sample::select(vec![
                    // A space stands before ASCII only, and closing punctuation after a
                    // Chinese character, an opening one after one, as the catalogs write them.
                    "回溯，", "的", "搜索树：", "矩阵。", "的、", "死路）", "的（死路",
                    " queen", " a–h", " 14,772,512", " `:strategy scan`", " `x = y`",
                    " free = full & !(cols | ld | rd)", " col[n - c + row]", " b8",
                ]),
                0..30,
            ),
            width in 2usize..90,
        ) {
            let text: String = words.concat();
            let lines = wrap(&text, width);
            for (i, line) in lines.iter().enumerate() {
                proptest::prop_assert!(super::width(line) <= width, "{line:?} at {width}");
                // Where no piece is wider than a line (the formula, 31 columns, is the
                // widest), none is split by force.
                proptest::prop_assert!(
                    i == 0 || width < 32 || !line.starts_with(|c| CLOSING.contains(c)),
                    "{lines:?} at {width}"
                );
            }
            for span in ["`:strategy scan`", "`x = y`"] {
                if text.contains(span) && super::width(span) <= width {
                    let count = text.matches(span).count();
                    let kept: usize = lines.iter().map(|l| l.matches(span).count()).sum();
                    proptest::prop_assert_eq!(kept, count, "{:?} at {}", lines, width);
                }
            }
            let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
            proptest::prop_assert_eq!(squeeze(&lines.concat()), squeeze(&text));
            proptest::prop_assert_eq!(wrapped_lines(&text, width), lines.len());
        }
    }

    #[test]
    fn padding_counts_columns_on_screen() {
        assert_eq!(pad("status", 12), format!("{:<12}", "status"));
        assert_eq!(pad("状态", 12), "状态        ");
        assert_eq!(pad_left("42", 5), "   42");
        assert_eq!(pad_left("解", 5), "   解");
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
