//! `min-conflicts`' own event in words: a queen moved along its rank.

use crate::solver::notation::{LETTERED_UP_TO, rank_of, square_name};
use crate::strategies::min_conflicts::events::Move;
use crate::t;
use crate::ui::words::SaidEvent;

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
