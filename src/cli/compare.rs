//! The options of `nqueens compare`.

use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};

use super::parse_seed;
use crate::compare::chart::Paper;
use crate::compare::table::Field;
use crate::solver::MAX_N;
use crate::ui::kit::appearance::Palette;
use crate::vocabulary::Strategy;

/// The longest budget a cell takes, in seconds: a day.
pub const MAX_BUDGET_SECONDS: f64 = 86_400.0;

/// Options of `nqueens compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The strategies, by name and comma-separated, or `all`.
    #[arg(long, value_name = "A,B,…|all", default_value = "all", value_parser = parse_strategies)]
    pub strategies: Strategies,

    /// The board sizes, from A to B.
    #[arg(long = "n", value_name = "A..B", default_value = "4..10", value_parser = parse_sizes)]
    pub sizes: RangeInclusive<usize>,

    /// The most wall time a cell (a strategy on a board) may take, in seconds; a cell over it
    /// stops and reports what it did, marked incomplete.
    #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = parse_budget)]
    pub budget: Duration,

    /// How to print the cells: a table for people, CSV or JSON (one object a cell: strategy,
    /// n, events, placements, checks, boards, solutions, seconds, peak_bytes, complete), or
    /// an SVG chart of the events against n on a log scale (estimated parts dashed).
    #[arg(long, value_enum, default_value_t = CompareFormat::Table)]
    pub format: CompareFormat,

    /// Only these figures, by key and comma-separated, in this order (table, csv, json).
    #[arg(long, value_name = "KEYS", value_parser = parse_fields)]
    pub fields: Option<Fields>,

    /// The chart's page (with --format svg): `slide` (16:9, the default) or `a4` (landscape).
    #[arg(long, value_enum, value_name = "PAGE")]
    pub page: Option<Paper>,

    /// The chart's colours (with --format svg): `standard` (the default) or `contrast`, the
    /// animation's themes; none under NO_COLOR.
    #[arg(long, value_enum)]
    pub theme: Option<Palette>,

    /// Write to FILE instead of the standard output; an existing file is never replaced
    /// (exit status 73) unless --force.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,

    /// Replace FILE if it exists.
    #[arg(long, requires = "out")]
    pub force: bool,

    /// The first seed of the seeded strategies (the help names them).
    #[arg(long, value_name = "S", value_parser = parse_seed, allow_negative_numbers = true, help = super::helps::compare_seed())]
    pub seed: Option<u64>,
}

/// The output formats of `nqueens compare`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CompareFormat {
    /// Aligned columns, in the user's language.
    Table,
    /// Comma-separated values with a header of keys.
    Csv,
    /// An array of objects.
    Json,
    /// A chart of the events against n, log scale, one line a strategy.
    Svg,
}

/// The chart's pages, as the command line names them.
impl ValueEnum for Paper {
    fn value_variants<'a>() -> &'a [Self] {
        &[Paper::Slide, Paper::A4]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(match self {
            Paper::Slide => {
                clap::builder::PossibleValue::new("slide").help("16:9, 1600 × 900 pixels")
            }
            Paper::A4 => clap::builder::PossibleValue::new("a4").help("landscape A4, 297 × 210 mm"),
        })
    }
}

/// The strategies `--strategies` names, in its order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strategies(pub Vec<Strategy>);

/// The figures `--fields` names, in its order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fields(pub Vec<Field>);

/// Parses `--strategies`: `all`, or names separated by commas, each once.
fn parse_strategies(text: &str) -> Result<Strategies, String> {
    if text.trim().eq_ignore_ascii_case("all") {
        return Ok(Strategies(Strategy::ALL.to_vec()));
    }
    let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
    let mut chosen = Vec::new();
    for name in text.split(',').map(str::trim) {
        let strategy = name.parse::<Strategy>().map_err(|_| {
            crate::t!(
                "error-compare-strategy",
                name = name,
                names = names.join(", ")
            )
        })?;
        if !chosen.contains(&strategy) {
            chosen.push(strategy);
        }
    }
    Ok(Strategies(chosen))
}

/// Parses `--n A..B` (or a single size `A`): sizes from 1 to 32, A at most B.
fn parse_sizes(text: &str) -> Result<RangeInclusive<usize>, String> {
    let refuse = || crate::t!("error-compare-sizes", high = MAX_N.to_string());
    let (low, high) = text.trim().split_once("..").unwrap_or((text, text));
    let size = |t: &str| match t.trim().trim_start_matches('=').parse::<usize>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        _ => Err(refuse()),
    };
    let (low, high) = (size(low)?, size(high)?);
    if low > high {
        return Err(refuse());
    }
    Ok(low..=high)
}

/// Parses `--budget`: seconds above 0, up to a day.
fn parse_budget(text: &str) -> Result<Duration, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s <= MAX_BUDGET_SECONDS => Ok(Duration::from_secs_f64(s)),
        _ => Err(crate::t!(
            "error-compare-budget",
            high = MAX_BUDGET_SECONDS.to_string()
        )),
    }
}

/// Parses `--fields`: keys separated by commas, each once.
fn parse_fields(text: &str) -> Result<Fields, String> {
    let keys: Vec<&str> = Field::ALL.iter().map(|f| f.key()).collect();
    let mut chosen = Vec::new();
    for key in text.split(',').map(str::trim) {
        let field = Field::of_key(key)
            .ok_or_else(|| crate::t!("error-compare-field", key = key, keys = keys.join(", ")))?;
        if !chosen.contains(&field) {
            chosen.push(field);
        }
    }
    Ok(Fields(chosen))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_a_range_or_one_size_within_the_boards() {
        assert_eq!(parse_sizes("4..10"), Ok(4..=10));
        assert_eq!(parse_sizes("4..=10"), Ok(4..=10));
        assert_eq!(parse_sizes("8"), Ok(8..=8));
        for bad in ["0..4", "10..4", "4..33", "a..b", "", "4.."] {
            assert!(parse_sizes(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn strategies_are_all_or_names_each_once() {
        assert_eq!(
            parse_strategies("all"),
            Ok(Strategies(Strategy::ALL.to_vec()))
        );
        let [a, b] = [Strategy::ALL[1], Strategy::ALL[0]];
        let text = format!("{a},{b},{a}");
        assert_eq!(parse_strategies(&text), Ok(Strategies(vec![a, b])));
        assert!(parse_strategies("dfs").is_err());
        assert!(parse_strategies("").is_err());
    }

    #[test]
    fn a_budget_is_above_zero_and_at_most_a_day() {
        assert_eq!(parse_budget("0.5"), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "nan", "inf", "86401", "x"] {
            assert!(parse_budget(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn fields_are_keys_each_once() {
        assert_eq!(
            parse_fields("n,boards,n"),
            Ok(Fields(vec![Field::N, Field::Boards]))
        );
        assert!(parse_fields("n,speed").is_err());
    }
}
