//! The cells as text: a table for people (in their language, with the estimated whole of a
//! cell cut short), CSV and JSON for programs (keys in English, figures plain).

use std::fmt::Write;

use super::{Cell, Estimate};
use crate::solver::notation::grouped;

/// A figure of a cell, as the machine formats name it (JSON keys, CSV header).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The strategy's name.
    Strategy,
    /// The board size.
    N,
    /// Events stepped.
    Events,
    /// Queens placed.
    Placements,
    /// The strategy's own elementary tests.
    Checks,
    /// Complete boards looked at.
    Boards,
    /// Solutions found.
    Solutions,
    /// Wall time of the stepping.
    Seconds,
    /// The frontier's peak memory.
    PeakBytes,
    /// Whether the run ended within its budget.
    Complete,
}

impl Field {
    /// Every field, in the order of the rows.
    pub const ALL: [Field; 10] = [
        Field::Strategy,
        Field::N,
        Field::Events,
        Field::Placements,
        Field::Checks,
        Field::Boards,
        Field::Solutions,
        Field::Seconds,
        Field::PeakBytes,
        Field::Complete,
    ];

    /// The key: the JSON object's, the CSV header's, `--fields`'.
    pub fn key(self) -> &'static str {
        match self {
            Field::Strategy => "strategy",
            Field::N => "n",
            Field::Events => "events",
            Field::Placements => "placements",
            Field::Checks => "checks",
            Field::Boards => "boards",
            Field::Solutions => "solutions",
            Field::Seconds => "seconds",
            Field::PeakBytes => "peak_bytes",
            Field::Complete => "complete",
        }
    }

    /// The field of `key`, if one has it.
    pub fn of_key(key: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|f| f.key() == key)
    }

    /// The column's heading in the user's language.
    fn heading(self) -> String {
        crate::t!("compare-column", key = self.key())
    }

    /// Numbers stand right in a table's column, words left.
    fn right_aligned(self) -> bool {
        !matches!(self, Field::Strategy | Field::Complete)
    }

    /// The cell's figure, plain: as JSON writes it (a string quoted) and CSV (unquoted).
    fn plain(self, cell: &Cell) -> String {
        match self {
            Field::Strategy => cell.strategy.name().to_string(),
            Field::N => cell.n.to_string(),
            Field::Events => cell.events.to_string(),
            Field::Placements => cell.placements.to_string(),
            Field::Checks => cell.checks.to_string(),
            Field::Boards => cell.boards.to_string(),
            Field::Solutions => cell.solutions.to_string(),
            Field::Seconds => format!("{:.6}", cell.seconds),
            Field::PeakBytes => cell.peak_bytes.to_string(),
            Field::Complete => cell.complete.to_string(),
        }
    }

    /// The cell's figure for people: numbers grouped, time rounded, yes and no in words.
    fn shown(self, cell: &Cell) -> String {
        let count = |v: u64| grouped(v);
        match self {
            Field::Events => count(cell.events),
            Field::Placements => count(cell.placements),
            Field::Checks => count(cell.checks),
            Field::Boards => count(cell.boards),
            Field::Solutions => count(cell.solutions),
            Field::PeakBytes => count(cell.peak_bytes),
            Field::Seconds => format!("{:.3}", cell.seconds),
            Field::Complete => crate::t!("compare-complete", complete = cell.complete.to_string()),
            Field::Strategy | Field::N => self.plain(cell),
        }
    }
}

/// The cells as CSV: a header of the keys, then a line a cell.
pub fn csv(cells: &[Cell], fields: &[Field]) -> String {
    let mut out = join(fields.iter().map(|f| f.key().to_string()), ",");
    for cell in cells {
        out += &join(fields.iter().map(|f| f.plain(cell)), ",");
    }
    out
}

/// The cells as a JSON array of objects, one a cell, with the fields' keys in order.
pub fn json(cells: &[Cell], fields: &[Field]) -> String {
    let objects: Vec<String> = cells
        .iter()
        .map(|cell| {
            let pairs = fields.iter().map(|&f| {
                let value = match f {
                    Field::Strategy => format!("\"{}\"", f.plain(cell)),
                    _ => f.plain(cell),
                };
                format!("\"{}\": {value}", f.key())
            });
            format!("  {{{}}}", pairs.collect::<Vec<_>>().join(", "))
        })
        .collect();
    if objects.is_empty() {
        return "[]\n".to_string();
    }
    format!("[\n{}\n]\n", objects.join(",\n"))
}

/// The cells as a table for people: a heading, a line a cell; where a cell was cut short a
/// last column says the whole run's total, known or estimated.
pub fn table(cells: &[Cell], fields: &[Field]) -> String {
    let estimates: Vec<Option<String>> = cells
        .iter()
        .map(|c| c.estimate.filter(|_| !c.complete).map(|e| whole(&e)))
        .collect();
    let with_estimates = estimates.iter().any(Option::is_some);
    let mut rows: Vec<Vec<String>> = vec![fields.iter().map(|f| f.heading()).collect()];
    for (cell, estimate) in cells.iter().zip(&estimates) {
        let mut row: Vec<String> = fields.iter().map(|f| f.shown(cell)).collect();
        if with_estimates {
            row.push(estimate.clone().unwrap_or_default());
        }
        rows.push(row);
    }
    if with_estimates {
        rows[0].push(crate::t!("compare-column-whole"));
    }
    let mut right: Vec<bool> = fields.iter().map(|f| f.right_aligned()).collect();
    right.push(false);
    aligned(&rows, &right)
}

/// The whole of a run cut short, for the table: `≈ 3.91 × 10^8 boards (estimated)`, or the exact
/// total where it is known.
fn whole(estimate: &Estimate) -> String {
    crate::t!(
        "compare-whole",
        total = short_number(estimate.total),
        unit = estimate.unit.name()
    )
}

/// A large figure in few characters: grouped up to a million, then to three digits in the
/// language's units (`3.91 × 10^8`, `3.91 亿`).
pub fn short_number(value: f64) -> String {
    crate::i18n::number::about(value)
}

/// `rows` as lines of columns two blanks apart, each column as wide as its widest entry
/// (counted in terminal columns: Chinese headings are two a character).
fn aligned(rows: &[Vec<String>], right: &[bool]) -> String {
    let width = |s: &str| unicode_width::UnicodeWidthStr::width(s);
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| width(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, entry) in row.iter().enumerate() {
            let pad = " ".repeat(widths[c] - width(entry));
            let gap = if c == 0 { "" } else { "  " };
            if right.get(c).copied().unwrap_or(false) {
                let _ = write!(line, "{gap}{pad}{entry}");
            } else {
                let _ = write!(line, "{gap}{entry}{pad}");
            }
        }
        out += line.trim_end();
        out.push('\n');
    }
    out
}

/// `items` joined by `sep`, as a line.
fn join(items: impl Iterator<Item = String>, sep: &str) -> String {
    let mut line = items.collect::<Vec<_>>().join(sep);
    line.push('\n');
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Unit;
    use crate::vocabulary::Strategy;

    fn cell(complete: bool) -> Cell {
        Cell {
            strategy: Strategy::default(),
            n: 8,
            events: 3_000,
            placements: 1_965,
            checks: 12_345,
            boards: 92,
            solutions: 92,
            seconds: 0.0125,
            peak_bytes: 0,
            complete,
            estimate: (!complete).then_some(Estimate {
                unit: Unit::Boards,
                total: 16_777_216.0,
                done: 1_000.0,
            }),
        }
    }

    #[test]
    fn json_holds_exactly_the_keys_asked_for() {
        let text = json(&[cell(true), cell(false)], &Field::ALL);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let rows = value.as_array().unwrap();
        assert_eq!(rows.len(), 2);
        for row in rows {
            let keys: Vec<&str> = row
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            let mut expected: Vec<&str> = Field::ALL.iter().map(|f| f.key()).collect();
            expected.sort_unstable();
            let mut keys = keys;
            keys.sort_unstable();
            assert_eq!(keys, expected);
        }
        assert_eq!(rows[0]["placements"], 1_965);
        assert_eq!(rows[1]["complete"], false);
        assert_eq!(json(&[], &Field::ALL), "[]\n");
    }

    #[test]
    fn csv_has_a_header_and_a_line_a_cell() {
        let text = csv(&[cell(true)], &[Field::Strategy, Field::Boards]);
        assert_eq!(
            text,
            format!("strategy,boards\n{},92\n", Strategy::default())
        );
    }

    #[test]
    fn the_table_adds_the_whole_only_where_a_cell_was_cut_short() {
        let whole = crate::i18n::scoped(crate::vocabulary::Lang::En, || {
            table(&[cell(true), cell(false)], &Field::ALL)
        });
        let lines: Vec<&str> = whole.lines().collect();
        assert_eq!(lines.len(), 3, "{whole}");
        assert!(
            lines[2].ends_with("1.68 × 10^7 boards (estimated)"),
            "{whole}"
        );
        assert!(!lines[1].contains("estimated"), "{whole}");
        let done = crate::i18n::scoped(crate::vocabulary::Lang::En, || {
            table(&[cell(true)], &Field::ALL)
        });
        assert!(!done.contains("estimated"), "{done}");
        assert!(done.contains("1,965"), "{done}");
    }

    #[test]
    fn large_figures_are_short() {
        let short = |v| crate::i18n::scoped(crate::vocabulary::Lang::En, || short_number(v));
        assert_eq!(short(40_320.0), "40,320");
        assert_eq!(short(16_777_216.0), "1.68 × 10^7");
        assert_eq!(short(9.996e9), "1 × 10^10");
    }
}
