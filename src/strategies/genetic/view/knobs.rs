//! `genetic`'s knobs, as the command line, the `:` commands and the session files read them:
//! the boards in each generation and the mutation rate.

use crate::strategies::genetic::search::{
    DEFAULT_MUTATION, DEFAULT_POPULATION, MUTATION, POPULATION, POPULATION_RANGE,
};
use crate::vocabulary::tuning::{Knob, Share, whole_in};

/// Its knobs, in the help's order.
pub static KNOBS: [Knob; 2] = [
    Knob {
        name: POPULATION,
        value_name: "P",
        lead: "Genetic: the boards in each generation",
        takes: "4 to 4096",
        default: DEFAULT_POPULATION as u64,
        parse: parse_population,
        show: |p| p.to_string(),
        about: "help-command-population",
        arg: "words-arg-boards",
        told: "words-told-population",
    },
    Knob {
        name: MUTATION,
        value_name: "RATE",
        lead: "Genetic: the chance that a child has one rank moved to a random file",
        takes: "0 to 1, or a percentage",
        default: DEFAULT_MUTATION.millionths() as u64,
        parse: parse_mutation,
        show: Share::show,
        about: "help-command-mutation",
        arg: "words-arg-rate",
        told: "words-told-mutation",
    },
];

/// `--population`: a whole number of boards in [`POPULATION_RANGE`].
fn parse_population(text: &str) -> Result<u64, String> {
    whole_in(text, POPULATION_RANGE).ok_or_else(|| {
        crate::t!(
            "error-expected-population",
            low = POPULATION_RANGE.start().to_string(),
            high = POPULATION_RANGE.end().to_string()
        )
    })
}

/// `--mutation`: a chance from 0 to 1, as a decimal (`0.8`) or a percentage (`80%`), kept
/// in millionths.
fn parse_mutation(text: &str) -> Result<u64, String> {
    text.parse::<Share>()
        .map(|r| u64::from(r.millionths()))
        .map_err(|()| crate::t!("error-expected-rate"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::genetic::search::Breeding;
    use crate::vocabulary::tuning::Tuning;

    #[test]
    fn the_knobs_read_what_the_flags_read_and_breed_as_they_say() {
        let [population, mutation] = &KNOBS;
        assert_eq!((population.parse)("50"), Ok(50));
        assert!((population.parse)("3").is_err() && (population.parse)("4097").is_err());
        assert_eq!((mutation.parse)("80%"), Ok(800_000));
        assert_eq!((mutation.show)(50_000), "0.05");
        assert!((mutation.parse)("1.5").is_err());
        let tuning = Tuning::default()
            .with(POPULATION, 50)
            .with(MUTATION, 500_000);
        assert_eq!(Breeding::of(&tuning).population, 50);
        assert_eq!(Breeding::of(&tuning).mutation.to_string(), "0.5");
        assert_eq!(Breeding::of(&Tuning::default()), Breeding::default());
    }
}
