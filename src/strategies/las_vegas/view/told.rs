//! The story of `las-vegas` in words: what the narration says of its events.

use crate::solver::notation::grouped;
use crate::strategies::las_vegas::story::LasVegasStory;
use crate::t;
use crate::ui::words::{Said, rank, square};

impl Said for LasVegasStory {
    fn said(&self) -> String {
        match self {
            LasVegasStory::Try { attempt: 1, random } => {
                t!("words-method-first-try", random = *random)
            }
            LasVegasStory::Try { attempt, random } => t!(
                "words-method-try",
                attempt = grouped(*attempt),
                random = *random
            ),
            LasVegasStory::Random { square: at, free } => t!(
                "words-method-random",
                square = square(*at),
                free = free.to_string()
            ),
            LasVegasStory::Backtracked(at) => {
                t!("words-method-backtracked", square = square(*at))
            }
            LasVegasStory::NoFreeFile { rank: at, attempt } => t!(
                "words-method-no-free-file",
                rank = rank(at),
                attempt = grouped(*attempt)
            ),
            LasVegasStory::Succeeded { tries, nodes } => t!(
                "words-method-succeeded",
                tries = grouped(*tries),
                nodes = *nodes
            ),
        }
    }
}
