//! `min-conflicts`' own event in words: a queen moved along its rank, in the counters and in
//! the narration.

use crate::app::note::Square;
use crate::solver::notation::{LETTERED_UP_TO, rank_of, square_name};
use crate::strategies::min_conflicts::events::Move;
use crate::strategies::min_conflicts::story::Moved;
use crate::t;
use crate::ui::words::{Said, SaidEvent, pairs, rank, square};

impl Said for Moved {
    fn said(&self) -> String {
        t!(
            "words-story-moved",
            moved = moved(self.from, self.to),
            now = self.now.to_string(),
            pairs = pairs(self.pairs)
        )
    }
}

/// A queen's move along its rank, `from` to `to`, with the arrow: `a6 → f6`, or past the
/// lettered files the rank once and the files by number.
fn moved(from: Square, to: Square) -> String {
    if from.n <= LETTERED_UP_TO {
        t!(
            "words-moved",
            from = square(from),
            to = square(Square::new(to.n, from.row, to.col))
        )
    } else {
        t!(
            "words-moved-numbered",
            rank = rank(&from),
            from = from.col + 1,
            to = to.col + 1
        )
    }
}

impl SaidEvent for Move {
    fn said(&self, n: usize) -> String {
        let (row, from, to) = (self.row as usize, self.from as usize, self.to as usize);
        if n <= LETTERED_UP_TO {
            t!(
                "words-event-move",
                from = square_name(n, row, from),
                to = square_name(n, row, to)
            )
        } else {
            t!(
                "words-event-move-numbered",
                rank = rank_of(n, row),
                from = from + 1,
                to = to + 1
            )
        }
    }
}
