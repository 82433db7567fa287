//! The story of `breadth-first` in words: what the narration says of its events.

use crate::strategies::breadth_first::story::BreadthFirstStory;
use crate::t;
use crate::ui::words::{Said, rank, square};

impl Said for BreadthFirstStory {
    fn said(&self) -> String {
        use crate::solver::notation::grouped;
        match self {
            BreadthFirstStory::Extended {
                square: at,
                kept: true,
                kept_so_far,
            } => t!(
                "words-method-extended-kept",
                square = square(*at),
                kept = grouped(*kept_so_far)
            ),
            BreadthFirstStory::Extended { square: at, .. } => {
                t!("words-method-extended-dropped", square = square(*at))
            }
            BreadthFirstStory::Reloaded {
                square: at,
                board,
                of,
            } => t!(
                "words-method-reloaded",
                board = grouped(*board),
                of = grouped(*of),
                square = square(*at)
            ),
            BreadthFirstStory::Level {
                rank: at,
                size,
                bytes,
            } => t!(
                "words-method-level",
                rank = rank(at),
                size = *size,
                bytes =
                    crate::ui::method_rows::bytes(usize::try_from(*bytes).unwrap_or(usize::MAX))
            ),
        }
    }
}

impl crate::ui::words::SaidEvent for crate::strategies::breadth_first::events::Level {
    fn said(&self, n: usize) -> String {
        let crate::strategies::breadth_first::events::Level { row, size } = *self;
        t!(
            "words-event-level",
            rank = crate::solver::notation::rank_of(n, usize::from(row)),
            size = size
        )
    }
}
