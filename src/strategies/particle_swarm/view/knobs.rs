//! `particle-swarm`'s knob, as the command line, the `:` commands and the session files read
//! it: the particles of the swarm.

use crate::strategies::particle_swarm::search::{DEFAULT_PARTICLES, PARTICLES, PARTICLES_RANGE};
use crate::vocabulary::tuning::{Knob, whole_in};

/// Its knobs.
pub static KNOBS: [Knob; 1] = [Knob {
    name: PARTICLES,
    value_name: "K",
    lead: "Particle swarm: the particles (boards) of the swarm",
    takes: "1 to 1024",
    default: DEFAULT_PARTICLES as u64,
    parse: parse_particles,
    show: |k| k.to_string(),
    about: "help-command-particles",
    arg: "words-arg-particles",
    told: "words-told-particles",
}];

/// `--particles`: a whole number of particles in [`PARTICLES_RANGE`].
fn parse_particles(text: &str) -> Result<u64, String> {
    whole_in(text, PARTICLES_RANGE).ok_or_else(|| {
        crate::t!(
            "error-expected-particles",
            low = PARTICLES_RANGE.start().to_string(),
            high = PARTICLES_RANGE.end().to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::particle_swarm::search::Swarm;
    use crate::vocabulary::tuning::Tuning;

    #[test]
    fn the_knob_reads_what_the_flag_reads_and_makes_the_swarm_it_says() {
        let [particles] = &KNOBS;
        assert_eq!((particles.parse)("40"), Ok(40));
        for bad in ["0", "1025", "x", "-3", ""] {
            assert!((particles.parse)(bad).is_err(), "{bad}");
        }
        let tuning = Tuning::default().with(PARTICLES, 40);
        assert_eq!(Swarm::of(&tuning).particles, 40);
        assert_eq!(Swarm::of(&Tuning::default()), Swarm::default());
    }
}
