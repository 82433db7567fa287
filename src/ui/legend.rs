//! The legend: what the board's marks mean, one entry a line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::kit::cells;
use super::kit::text::fit_title;
use super::kit::theme::{Shade, THEME};
use crate::t;
use crate::vocabulary::Strategy;

/// One entry: a sample square and what it means.
pub fn entry(
    glyph: &'static str,
    bg: ratatui::style::Color,
    what: impl Into<String>,
) -> Line<'static> {
    Line::from(vec![
        Span::styled(glyph, Style::new().bg(bg).fg(THEME.piece)),
        Span::raw(format!("  {}", what.into())),
    ])
}

/// The entries for `strategy`'s board, each a sample square and what it means (never more,
/// nor wider, than the backtracking ones, which the layout makes room for).
fn lines_for(strategy: Strategy) -> Vec<Line<'static>> {
    super::strategy::view(strategy).legend()
}

/// The entries of a complete-board search (`permutations`, `bruteforce`).
pub fn whole_boards() -> Vec<Line<'static>> {
    vec![
        entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
        entry(
            " ♛ ",
            THEME.square(0, 0, Shade::Plain),
            t!("panel-legend-queen"),
        ),
        entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted")),
        entry(
            " ▸ ",
            THEME.square(0, 0, Shade::Row),
            t!("panel-legend-rank-filled"),
        ),
        entry(" ✗ ", THEME.dead, t!("panel-legend-board-refused")),
        entry("   ", THEME.attack_line, t!("panel-legend-attack-line")),
    ]
}

/// One entry of the dense board: a braille character in the colour it means.
fn dot_entry(fg: ratatui::style::Color, what: impl Into<String>) -> Line<'static> {
    Line::from(vec![
        Span::styled(" ⠁ ", Style::new().fg(fg)),
        Span::raw(format!("  {}", what.into())),
    ])
}

/// The entries of the dense board (`min-conflicts` past 32), which draws the queens alone.
fn dense_lines() -> Vec<Line<'static>> {
    vec![
        dot_entry(THEME.light, t!("panel-legend-dense-dot")),
        Line::raw(format!("     {}", t!("panel-legend-dense-character"))),
        dot_entry(THEME.lifted, t!("panel-legend-dense-amber")),
        dot_entry(THEME.placed, t!("panel-legend-dense-green")),
    ]
}

/// The entries of a backtracking search, each a sample square and what it means, ended by
/// `testing`, its own (a square tested, a square refused; none for a search that tests no
/// square); with `edge`, the board's edge takes the plain queen's line. None wider than the
/// scan's.
pub fn backtracking(
    edge: bool,
    testing: impl IntoIterator<Item = Line<'static>>,
) -> Vec<Line<'static>> {
    let mut entries = vec![
        entry(" ♛ ", THEME.placed, t!("panel-legend-queen-placed")),
        entry(
            " ♛ ",
            THEME.square(0, 0, Shade::Plain),
            t!("panel-legend-queen"),
        ),
        entry(" ♕ ", THEME.lifted, t!("panel-legend-lifted-backtrack")),
        entry(
            " ▸ ",
            THEME.square(0, 0, Shade::Row),
            t!("panel-legend-rank-searched"),
        ),
        entry(
            " · ",
            THEME.square(0, 0, Shade::Attacked),
            t!("panel-legend-attacked-square"),
        ),
        entry(" × ", THEME.dead, t!("panel-legend-dead-end")),
    ];
    if edge {
        // The board's edge ([`super::edge`]) is drawn in the arrays' own styles: a figure,
        // not a square, so its sample is a bare index. It takes the plain queen's line (a
        // queen needs no saying), so the legend needs no more room than the others'.
        entries.remove(1);
        entries.push(Line::from(vec![
            Span::styled(" 7 ", THEME.attack_bit),
            Span::raw(format!("  {}", t!("panel-legend-edge"))),
        ]));
    }
    entries.extend(testing);
    entries
}

/// The scan's own two entries (the square-by-square searches name themselves on their
/// marks).
pub fn scan_testing() -> [Line<'static>; 2] {
    [
        entry(" ? ", THEME.inspected, t!("panel-legend-scan-testing")),
        entry(" ✗ ", THEME.dead, t!("panel-legend-scan-refused")),
    ]
}

/// Columns and lines the legend takes, border included: every entry whole, with a blank
/// column before the right border.
pub fn size() -> (u16, u16) {
    let all: Vec<Vec<Line>> = Strategy::ALL
        .into_iter()
        .filter(|s| s.backtracks())
        .map(lines_for)
        .collect();
    let widest = all.iter().flatten().map(Line::width).max().unwrap_or(0);
    let most = all.iter().map(Vec::len).max().unwrap_or(0);
    (cells(widest) + 3, cells(most) + 2)
}

/// The legend of the strategy searching, drawn where the layout put it: for the board as
/// drawn (`dense`: braille dots, which have marks of their own).
pub struct Legend {
    /// The strategy searching.
    pub strategy: Strategy,
    /// The board is drawn dense.
    pub dense: bool,
}

impl Widget for &Legend {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lines = if self.dense {
            dense_lines()
        } else {
            lines_for(self.strategy)
        };
        Paragraph::new(lines)
            .block(
                Block::bordered()
                    .title(fit_title(
                        format!(" {} ", t!("panel-legend-title")),
                        area.width,
                    ))
                    .border_style(THEME.border),
            )
            .render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::kit::appearance::ascii_for;
    use std::collections::HashMap;

    #[test]
    fn every_strategys_legend_fits_the_room_made_for_it() {
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::scoped(lang, fits_the_room);
        }
    }

    fn fits_the_room() {
        let (width, height) = size();
        for strategy in Strategy::ALL {
            let lines = lines_for(strategy);
            assert!(cells(lines.len()) + 2 <= height, "{strategy}");
            for line in lines {
                assert!(cells(line.width()) + 3 <= width, "{strategy}: {line}");
            }
        }
        let dense = dense_lines();
        assert!(cells(dense.len()) + 2 <= height);
        for line in dense {
            assert!(cells(line.width()) + 3 <= width, "dense: {line}");
        }
    }

    #[test]
    fn the_dense_legend_explains_dots_not_glyphs() {
        let text: String = dense_lines().iter().map(|l| format!("{l}\n")).collect();
        assert!(text.contains("a dot: a queen"), "{text}");
        assert!(text.contains("amber") && text.contains("green"), "{text}");
        assert!(!text.contains('♛') && !text.contains('○'), "{text}");
    }

    #[test]
    fn every_legend_entry_looks_its_own_without_colour() {
        use crate::ui::kit::appearance::Appearance;
        use ratatui::style::Modifier;
        let (width, height) = size();
        let area = Rect::new(0, 0, width, height);
        for ascii in [false, true] {
            let look = Appearance {
                no_color: true,
                ascii,
                ..Appearance::default()
            };
            for strategy in Strategy::ALL {
                let mut buf = Buffer::empty(area);
                (&Legend {
                    strategy,
                    dense: false,
                })
                    .render(area, &mut buf);
                look.apply(area, &mut buf);
                // Each entry's sample (the three columns inside the border) as a terminal
                // without colour shows it: its symbols, and which are in reversed video.
                let mut seen: HashMap<Vec<(String, bool)>, u16> = HashMap::new();
                for y in 1..=cells(lines_for(strategy).len()) {
                    let sample: Vec<(String, bool)> = (1..4)
                        .map(|x| {
                            let cell = &buf[(x, y)];
                            let reversed = cell.modifier.contains(Modifier::REVERSED);
                            (cell.symbol().to_string(), reversed)
                        })
                        .collect();
                    if let Some(other) = seen.insert(sample.clone(), y) {
                        panic!(
                            "{strategy} (ascii {ascii}): entries {other} and {y} look alike, {sample:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_legend_glyph_keeps_its_own_stand_in_in_ascii() {
        let glyph = |line: &Line| -> String { line.spans[0].content.trim().to_string() };
        let mut legends = vec![dense_lines()];
        legends.extend(Strategy::ALL.map(lines_for));
        for legend in legends {
            // Two different glyphs never read as one in ASCII.
            let mut meaning: HashMap<String, String> = HashMap::new();
            for line in legend.iter().filter(|l| l.spans.len() > 1) {
                let glyph = glyph(line);
                let stand_in: String = glyph
                    .chars()
                    .map(|c| {
                        if c.is_ascii() {
                            c
                        } else {
                            ascii_for(&c.to_string())
                        }
                    })
                    .collect();
                if let Some(other) = meaning.insert(stand_in.clone(), glyph.clone()) {
                    assert_eq!(
                        other, glyph,
                        "{other:?} and {glyph:?} both read {stand_in:?}"
                    );
                }
            }
        }
    }
}
