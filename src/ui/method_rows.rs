//! What the strategies' own rows of the stats panel share: a counter's line, and bytes as
//! the rows and panels write them.

use ratatui::text::{Line, Span};

use crate::solver::Solver;

/// `bytes` in the largest unit that keeps a figure of at least 1 (B, KiB, MiB, GiB).
pub fn bytes(bytes: usize) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// A counter's line as the stats panel draws it, `label` (from the catalog) before `value`.
pub fn row(label: &str, value: String) -> Line<'static> {
    let line = super::kit::counters::row(label, value);
    let spans: Vec<Span<'static>> = line
        .spans
        .into_iter()
        .map(|s| Span::styled(s.content.into_owned(), s.style))
        .collect();
    Line::from(spans).style(line.style)
}

/// The bytes the depth-first search holds, whatever the board: one board and its stack.
pub fn depth_first_bytes() -> usize {
    std::mem::size_of::<Solver>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_take_the_largest_unit_that_keeps_a_whole_figure() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(1023), "1023 B");
        assert_eq!(bytes(1536), "1.5 KiB");
        assert_eq!(bytes(256 << 20), "256.0 MiB");
    }
}
