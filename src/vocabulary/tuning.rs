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
}
