//! The numbers a strategy lets the user tune (`genetic`'s population and mutation rate …),
//! declared as data in the strategy's folder ([`Knob`]) and carried, whatever the strategy,
//! in one bag ([`Tuning`]) from the command line, the `:` commands and the session files to
//! the search. Nothing outside the folder knows what a knob means: it reads the knob's name,
//! its help and its parser.

use std::fmt;

/// A number a strategy lets the user tune: the flag `--NAME`, the command `:NAME` and the
/// session's field `NAME`.
#[derive(Clone, Copy)]
pub struct Knob {
    /// Its name, as the flag, the command and the session say it (`population`).
    pub name: &'static str,
    /// The value's name in the help (`P`).
    pub value_name: &'static str,
    /// What it is, for the help (`Genetic: the boards in each generation`).
    pub lead: &'static str,
    /// The values it takes, for the help (`4 to 4096`).
    pub takes: &'static str,
    /// Its value when none is given.
    pub default: u64,
    /// A value as the command line and the session give it, or the one-line refusal.
    pub parse: fn(&str) -> Result<u64, String>,
    /// A value as the user types it back (`0.8`).
    pub show: fn(u64) -> String,
    /// The message id of its `:NAME` line in the help (what it takes and does).
    pub about: &'static str,
    /// The message id of what it takes, for the refusal of a bare `:NAME`.
    pub arg: &'static str,
    /// The message id of its value told in a sentence (`$value` as typed back, `$count` the
    /// number for plurals): `100 boards a generation`.
    pub told: &'static str,
}

impl Knob {
    /// Its line of help on the command line; `live` adds that `:NAME` changes it while
    /// watching.
    pub fn help(&self, live: bool) -> String {
        let default = (self.show)(self.default);
        let (lead, takes, name, value) = (self.lead, self.takes, self.name, self.value_name);
        if live {
            format!("{lead} ({takes}; default {default}; `:{name} {value}` changes it live)")
        } else {
            format!("{lead} ({takes}; default {default})")
        }
    }
}

impl fmt::Debug for Knob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Knob").field("name", &self.name).finish()
    }
}

/// Knobs are told apart by their names (their parsers are functions, which do not compare).
impl PartialEq for Knob {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for Knob {}

/// The most knobs a bag holds values for: every strategy's together.
pub const MAX_KNOBS: usize = 8;

/// The knobs' values chosen, by name; a knob not in it keeps its default. Fixed in size and
/// `Copy`, so a search can be told it without allocating.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Tuning {
    set: [Option<(&'static str, u64)>; MAX_KNOBS],
}

impl Tuning {
    /// The value chosen for the knob `name`, if one was.
    pub fn get(&self, name: &str) -> Option<u64> {
        self.given().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The value of `knob`: the one chosen, else its default.
    pub fn value(&self, knob: &Knob) -> u64 {
        self.get(knob.name).unwrap_or(knob.default)
    }

    /// This bag with `value` for the knob `name`, in place of any it had.
    ///
    /// # Panics
    /// If the bag already holds [`MAX_KNOBS`] other knobs' values (the registry's knobs are
    /// fewer: a test checks).
    #[must_use]
    pub fn with(mut self, name: &'static str, value: u64) -> Tuning {
        let at = self
            .set
            .iter()
            .position(|s| s.is_some_and(|(n, _)| n == name))
            .or_else(|| self.set.iter().position(Option::is_none))
            .expect("fewer knobs than MAX_KNOBS");
        self.set[at] = Some((name, value));
        self
    }

    /// The values chosen, as `(name, value)`, in the order they were first chosen.
    pub fn given(&self) -> impl Iterator<Item = (&'static str, u64)> + '_ {
        self.set.iter().flatten().copied()
    }
}

/// A share from 0 to 1 in millionths (a rate, a chance): exact, so the value typed is the
/// value shown and the same on every machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Share(u32);

impl Share {
    /// All of it: one million millionths.
    pub const ONE: u32 = 1_000_000;

    /// The share of `millionths`, at most [`Share::ONE`] (checked when made as a constant).
    pub const fn from_millionths(millionths: u32) -> Option<Share> {
        if millionths <= Share::ONE {
            Some(Share(millionths))
        } else {
            None
        }
    }

    /// The share in millionths.
    pub const fn millionths(self) -> u32 {
        self.0
    }

    /// The share as a bound on 32 random bits: a draw below it has this chance.
    pub fn threshold(self) -> u64 {
        (u64::from(self.0) << 32) / u64::from(Share::ONE)
    }

    /// A knob's value (millionths) as the user types it back (`0.8`); a value out of range
    /// as its number.
    pub fn show(millionths: u64) -> String {
        u32::try_from(millionths)
            .ok()
            .and_then(Share::from_millionths)
            .map_or_else(|| millionths.to_string(), |r| r.to_string())
    }
}

impl std::str::FromStr for Share {
    /// Not a share from 0 to 1 (the knob's parser says so in the user's language).
    type Err = ();

    /// A decimal from 0 to 1 (`0.1`) or a percentage (`10%`), to the millionth: whole
    /// digits and one point only, read digit by digit (no float), so no sign, exponent,
    /// `inf` or `nan` is taken.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (digits, places) = match text.strip_suffix('%') {
            Some(percent) => (percent, 4),
            None => (text, 6),
        };
        let (whole, part) = digits.split_once('.').unwrap_or((digits, ""));
        let plain = |s: &str| s.chars().all(|c| c.is_ascii_digit());
        if (whole.is_empty() && part.is_empty()) || !plain(whole) || !plain(part) {
            return Err(());
        }
        let whole: u64 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| ())?
        };
        // The fraction to `places` digits, rounded half up on the next.
        let mut scaled = whole.checked_mul(10u64.pow(places)).ok_or(())?;
        let mut unit = 10u64.pow(places);
        for (i, digit) in part.bytes().enumerate() {
            let digit = u64::from(digit - b'0');
            if i < places as usize {
                unit /= 10;
                scaled += digit * unit;
            } else {
                scaled += u64::from(i == places as usize && digit >= 5);
                break;
            }
        }
        u32::try_from(scaled)
            .ok()
            .and_then(Share::from_millionths)
            .ok_or(())
    }
}

impl fmt::Display for Share {
    /// As a decimal with no trailing zeros: `0.1`, `0.05`, `1`, `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, part) = (self.0 / Share::ONE, self.0 % Share::ONE);
        if part == 0 {
            return write!(f, "{whole}");
        }
        let digits = format!("{part:06}");
        write!(f, "{whole}.{}", digits.trim_end_matches('0'))
    }
}

/// A whole number within `range`, as a knob of a count takes it (`--ants 40`), or `None`.
pub fn whole_in(text: &str, range: std::ops::RangeInclusive<usize>) -> Option<u64> {
    text.parse::<usize>()
        .ok()
        .filter(|v| range.contains(v))
        .map(|v| v as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bag_keeps_the_last_value_of_each_knob_and_defaults_the_rest() {
        let knob = Knob {
            name: "b",
            value_name: "B",
            lead: "Some: the b",
            takes: "1 to 9",
            default: 5,
            parse: |t| t.parse().map_err(|_| "no".to_string()),
            show: |v| v.to_string(),
            about: "x-about-b",
            arg: "x-arg-b",
            told: "x-told-b",
        };
        let bag = Tuning::default().with("a", 1).with("b", 2).with("a", 3);
        assert_eq!(bag.get("a"), Some(3));
        assert_eq!(bag.value(&knob), 2);
        assert_eq!(Tuning::default().value(&knob), 5);
        assert_eq!(bag.given().collect::<Vec<_>>(), [("a", 3), ("b", 2)]);
        assert_eq!(
            knob.help(true),
            "Some: the b (1 to 9; default 5; `:b B` changes it live)"
        );
        assert_eq!(knob.help(false), "Some: the b (1 to 9; default 5)");
    }

    #[test]
    fn a_share_is_read_exactly_as_a_decimal_or_a_percentage_and_shown_back() {
        let read = |t: &str| t.parse::<Share>().map(Share::millionths);
        assert_eq!(read("0.1"), Ok(100_000));
        assert_eq!(read("10%"), Ok(100_000));
        assert_eq!(read(".05"), Ok(50_000));
        assert_eq!(read("1"), Ok(Share::ONE));
        assert_eq!(read("0.0000005"), Ok(1), "rounded half up");
        assert_eq!(read("12.5%"), Ok(125_000));
        assert_eq!(read(".000001"), Ok(1));
        for bad in [
            "", ".", "%", "1.5", "101%", "-0.1", "1e-1", "inf", "nan", "0,5", "0.5.5",
        ] {
            assert_eq!(read(bad), Err(()), "{bad}");
        }
        for (millionths, shown) in [
            (100_000, "0.1"),
            (50_000, "0.05"),
            (0, "0"),
            (1_000_000, "1"),
        ] {
            assert_eq!(Share::show(millionths), shown);
        }
        assert_eq!(Share::show(2_000_000), "2000000");
        assert_eq!(Share::from_millionths(0).unwrap().threshold(), 0);
        assert_eq!(
            Share::from_millionths(Share::ONE).unwrap().threshold(),
            1 << 32
        );
    }

    #[test]
    fn a_whole_number_is_taken_within_its_range_only() {
        assert_eq!(whole_in("40", 1..=1024), Some(40));
        for bad in ["0", "1025", "x", "-1", " 4", "4.0"] {
            assert_eq!(whole_in(bad, 1..=1024), None, "{bad}");
        }
    }
}
