//! `ant-colony`'s knobs, as the command line, the `:` commands and the session files read
//! them: the ants of a generation and the evaporation rate.

use crate::strategies::ant_colony::search::{
    ANTS, ANTS_RANGE, DEFAULT_ANTS, DEFAULT_EVAPORATION, EVAPORATION,
};
use crate::vocabulary::tuning::{Knob, Share, whole_in};

/// Its knobs, in the help's order.
pub static KNOBS: [Knob; 2] = [
    Knob {
        name: ANTS,
        value_name: "K",
        lead: "Ant colony: the ants that build a board each generation",
        takes: "1 to 1024",
        default: DEFAULT_ANTS as u64,
        parse: parse_ants,
        show: |k| k.to_string(),
        about: "help-command-ants",
        arg: "words-arg-ants",
        told: "words-told-ants",
    },
    Knob {
        name: EVAPORATION,
        value_name: "R",
        lead: "Ant colony: the share of every trail that evaporates each generation",
        takes: "0 to 1, or a percentage",
        default: DEFAULT_EVAPORATION.millionths() as u64,
        parse: parse_evaporation,
        show: Share::show,
        about: "help-command-evaporation",
        arg: "words-arg-evaporation",
        told: "words-told-evaporation",
    },
];

/// `--ants`: a whole number of ants in [`ANTS_RANGE`].
fn parse_ants(text: &str) -> Result<u64, String> {
    whole_in(text, ANTS_RANGE).ok_or_else(|| {
        crate::t!(
            "error-expected-ants",
            low = ANTS_RANGE.start().to_string(),
            high = ANTS_RANGE.end().to_string()
        )
    })
}

/// `--evaporation`: a share from 0 to 1, as a decimal (`0.1`) or a percentage (`10%`),
/// kept in millionths.
fn parse_evaporation(text: &str) -> Result<u64, String> {
    text.parse::<Share>()
        .map(|r| u64::from(r.millionths()))
        .map_err(|()| crate::t!("error-expected-evaporation"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::ant_colony::search::Colony;
    use crate::vocabulary::tuning::Tuning;

    #[test]
    fn the_knobs_read_what_the_flags_read_and_make_the_colony_they_say() {
        let [ants, evaporation] = &KNOBS;
        assert_eq!((ants.parse)("40"), Ok(40));
        assert!((ants.parse)("0").is_err() && (ants.parse)("1025").is_err());
        assert!((ants.parse)("x").is_err());
        assert_eq!((evaporation.parse)("25%"), Ok(250_000));
        assert_eq!((evaporation.parse)("0.05"), Ok(50_000));
        assert_eq!((evaporation.show)(50_000), "0.05");
        for bad in ["", "1.5", "-0.1", "nan", "1e-3", "101%", "0.5.5", "%", "."] {
            assert!((evaporation.parse)(bad).is_err(), "{bad}");
        }
        let tuning = Tuning::default().with(ANTS, 40).with(EVAPORATION, 500_000);
        assert_eq!(Colony::of(&tuning).ants, 40);
        assert_eq!(Colony::of(&tuning).evaporation.to_string(), "0.5");
        assert_eq!(Colony::of(&Tuning::default()), Colony::default());
        assert_eq!(Colony::of(&Colony::default().tuned(tuning)), Colony::default());
    }

    #[test]
    fn rates_read_as_typed_and_print_as_read() {
        for (text, millionths, shown) in [
            ("0.1", 100_000, "0.1"),
            ("10%", 100_000, "0.1"),
            ("1", 1_000_000, "1"),
            ("0", 0, "0"),
            ("12.5%", 125_000, "0.125"),
            (".000001", 1, "0.000001"),
            ("0.0000005", 1, "0.000001"),
        ] {
            let rate: Share = text.parse().unwrap();
            assert_eq!(rate.millionths(), millionths, "{text}");
            assert_eq!(rate.to_string(), shown, "{text}");
        }
    }
}
