//! Figures written as a reader of the current language reads them: every whole number with its
//! thousands grouped (`14,772,512`), and a rough figure in the units of the language, never in
//! e-notation: English `50k`, `1.5M`, `2.8 × 10^13`; Chinese `5 万`, `150 万`, `28 万亿`
//! (a Chinese reader counts in 万 and 亿, and a letter after a figure is English).
//!
//! Every figure the program writes for a person goes through here or through the catalogs'
//! number formatter (which groups the same way), so a test can hold them all to these rules.

use std::fmt::Display;

use super::{Lang, current};

/// `digits` (an optional `-`, digits, then optionally `.` and more) with the thousands of its
/// whole part grouped: `1234567.5` → `1,234,567.5`. Anything else is returned as it is.
pub fn grouped_digits(digits: &str) -> String {
    let (sign, unsigned) = digits
        .strip_prefix('-')
        .map_or(("", digits), |rest| ("-", rest));
    let (whole, fraction) = unsigned
        .split_once('.')
        .map_or((unsigned, None), |(w, f)| (w, Some(f)));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return digits.to_string();
    }
    let mut out = String::with_capacity(digits.len() + whole.len() / 3);
    out.push_str(sign);
    for (i, ch) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    if let Some(fraction) = fraction {
        out.push('.');
        out.push_str(fraction);
    }
    out
}

/// A whole number of any integer type, grouped: `14200` → `14,200` (a `u128` total too).
pub fn whole(value: impl Display) -> String {
    grouped_digits(&value.to_string())
}

/// The large units of Chinese, largest first: 亿亿 is 10^16, as 万亿 is 10^12.
const ZH_UNITS: [(f64, &str); 4] = [(1e16, "亿亿"), (1e12, "万亿"), (1e8, "亿"), (1e4, "万")];

/// The power of ten of `value`'s first digit (`2` for 345.6); `value` is positive and finite.
fn magnitude(value: f64) -> i32 {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the exponent of a finite f64, within ±324"
    )]
    let exponent = value.log10().floor() as i32;
    exponent
}

/// `value` rounded to `digits` significant digits (a whole number, or 0).
fn significant(value: f64, digits: i32) -> f64 {
    if value <= 0.0 || !value.is_finite() {
        return 0.0;
    }
    let scale = 10f64.powi(magnitude(value) + 1 - digits);
    (value / scale).round() * scale
}

/// `value` with at most `decimals` decimals, trailing zeros dropped: `2.80` → `2.8`.
fn trimmed(value: f64, decimals: usize) -> String {
    let text = format!("{value:.decimals$}");
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// Decimals that leave `digits` significant digits in `value` (at least 1).
fn decimals_for(value: f64, digits: i32) -> usize {
    let whole_digits = if value < 1.0 { 1 } else { magnitude(value) + 1 };
    usize::try_from(digits - whole_digits).unwrap_or(0)
}

/// `value` in Chinese: whole and plain below 10,000 (`9999`), then to `digits` significant
/// digits in the largest of 万, 亿, 万亿, 亿亿 it holds (`1.23 万`, `6340 亿`, `28 万亿`): at
/// most four digits before the unit, which Chinese writes without a comma.
fn chinese(value: f64, digits: i32) -> String {
    if value < 1e4 {
        return trimmed(value.max(0.0), 0);
    }
    let value = significant(value, digits);
    match ZH_UNITS.iter().find(|(unit, _)| value >= *unit) {
        Some(&(unit, name)) => {
            let scaled = value / unit;
            format!("{} {name}", trimmed(scaled, decimals_for(scaled, digits)))
        }
        None => trimmed(value, 0),
    }
}

/// `value` as `2.8 × 10^13`, its mantissa to `digits` significant digits.
fn powers_of_ten(value: f64, digits: i32) -> String {
    let value = significant(value, digits);
    let exponent = value.log10().floor();
    let mantissa = value / 10f64.powf(exponent);
    let decimals = usize::try_from(digits - 1).unwrap_or(0);
    format!("{} × 10^{exponent}", trimmed(mantissa, decimals))
}

/// English's letters after a figure: `50k`, `1.5M`, `1G`.
fn english_compact(value: u64) -> String {
    let short = |scaled: f64, unit: &str| {
        if scaled.fract() == 0.0 || scaled >= 100.0 {
            format!("{scaled:.0}{unit}")
        } else {
            format!("{scaled:.1}{unit}")
        }
    };
    match value {
        0..1_000 => value.to_string(),
        1_000..1_000_000 => short(value as f64 / 1e3, "k"),
        1_000_000..1_000_000_000 => short(value as f64 / 1e6, "M"),
        1_000_000_000..1_000_000_000_000 => short(value as f64 / 1e9, "G"),
        _ => powers_of_ten(value as f64, 2),
    }
}

/// A figure in few characters, where its last digits do not matter (a speed, a heat map's
/// scale): English `20`, `50k`, `1.5M`, `1G`, `2.8 × 10^13`; Chinese `20`, `5 万`, `150 万`,
/// `10 亿`, `28 万亿`.
pub fn compact(value: u64) -> String {
    compact_in(current(), value)
}

/// [`compact`] in `lang`.
pub fn compact_in(lang: Lang, value: u64) -> String {
    match lang {
        Lang::En => english_compact(value),
        Lang::Zh => chinese(value as f64, 3),
    }
}

/// A rough count (an estimate, whose digits past the first few mean nothing): as [`compact`]
/// writes it (English `3.1 × 10^12`, Chinese `3.1 万亿` past a trillion).
pub fn approx(value: u64) -> String {
    compact(value)
}

/// [`approx`] in `lang`.
pub fn approx_in(lang: Lang, value: u64) -> String {
    compact_in(lang, value)
}

/// A large measured or estimated figure to three significant digits: grouped below a
/// million (`40,320`), then English `4.72 × 10^18`, Chinese `472 亿亿`.
pub fn about(value: f64) -> String {
    about_in(current(), value)
}

/// [`about`] in `lang`.
pub fn about_in(lang: Lang, value: f64) -> String {
    let value = value.max(0.0);
    match lang {
        _ if value < 1e4 => grouped_digits(&trimmed(value, 0)),
        Lang::En if value < 1e6 => grouped_digits(&trimmed(value, 0)),
        Lang::En => powers_of_ten(value, 3),
        Lang::Zh => chinese(value, 3),
    }
}

/// A counting speed in nodes a second, as the count's summary gives it: English in millions
/// (`282.6 M`), Chinese to three significant digits (`2.83 亿`).
pub fn node_rate(per_sec: f64) -> String {
    match current() {
        Lang::En => format!("{} M", grouped_digits(&format!("{:.1}", per_sec / 1e6))),
        Lang::Zh => chinese(per_sec, 3),
    }
}

/// A Chinese message with each figure's unit joined to the word after it: the catalogs space a
/// value off (`{ $work } 个节点`), and a figure that ends in 万 or 亿 is then read as one
/// word with that measure word (`1.96 亿个节点`, not `1.96 亿 个节点`).
pub(super) fn join_units(said: String) -> String {
    if !said.contains(['万', '亿']) {
        return said;
    }
    let chars: Vec<char> = said.chars().collect();
    let ideograph = |c: Option<&char>| c.is_some_and(|&c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    chars
        .iter()
        .enumerate()
        .filter(|&(i, &c)| {
            !(c == ' '
                && i > 0
                && matches!(chars[i - 1], '万' | '亿')
                && ideograph(chars.get(i + 1)))
        })
        .map(|(_, &c)| c)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_are_grouped_whole_part_only() {
        assert_eq!(grouped_digits("1234567.25"), "1,234,567.25");
        assert_eq!(grouped_digits("-14200"), "-14,200");
        assert_eq!(grouped_digits("999"), "999");
        assert_eq!(
            whole(u128::from(u64::MAX) + 1),
            "18,446,744,073,709,551,616"
        );
        assert_eq!(grouped_digits("abc"), "abc");
    }

    #[test]
    fn chinese_counts_in_wan_and_yi() {
        let zh = |v: u64| compact_in(Lang::Zh, v);
        assert_eq!(zh(20), "20");
        assert_eq!(zh(9_999), "9999");
        assert_eq!(zh(12_345), "1.23 万");
        assert_eq!(zh(50_000), "5 万");
        assert_eq!(zh(1_500_000), "150 万");
        assert_eq!(zh(99_996_000), "1 亿", "rounding up reaches the next unit");
        assert_eq!(zh(28_000_000_000_000), "28 万亿");
        assert_eq!(zh(u64::MAX), "1840 亿亿");
        assert_eq!(about_in(Lang::Zh, 6.34e11), "6340 亿");
        assert_eq!(about_in(Lang::Zh, 4.72e18), "472 亿亿");
        assert_eq!(
            join_units("约 1.96 亿 个节点，2 万 到 3 万 个".into()),
            "约 1.96 亿个节点，2 万到 3 万个"
        );
    }

    #[test]
    fn english_keeps_its_letters_and_writes_powers_of_ten() {
        assert_eq!(compact_in(Lang::En, 50_000), "50k");
        assert_eq!(compact_in(Lang::En, 1_500_000), "1.5M");
        assert_eq!(approx_in(Lang::En, 999_000_000_000), "999G");
        assert_eq!(approx_in(Lang::En, 28_000_000_000_000), "2.8 × 10^13");
        assert_eq!(approx_in(Lang::En, 9_960_000_000_000), "1 × 10^13");
        assert_eq!(about_in(Lang::En, 4.72e18), "4.72 × 10^18");
        assert_eq!(about_in(Lang::En, 40_320.0), "40,320");
        assert_eq!(about_in(Lang::En, 937.0), "937");
    }
}
