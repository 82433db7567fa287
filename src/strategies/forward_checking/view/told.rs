//! The story of `forward-checking` in words: what the narration says of its events.

use crate::solver::order::Order;
use crate::strategies::forward_checking::story::ForwardStory;
use crate::t;
use crate::ui::words::{Said, rank, square};

impl Said for ForwardStory {
    fn said(&self) -> String {
        match self {
            ForwardStory::Placed {
                square: at,
                pruned,
                next,
                order,
            } => {
                let (at, pruned) = (square(*at), u64::from(*pruned));
                match (next, order) {
                    (Some((r, k)), Order::Fixed) => t!(
                        "words-forward-placed-fixed",
                        square = at,
                        pruned = pruned,
                        rank = rank(r),
                        open = *k
                    ),
                    (Some((r, k)), Order::Mrv) => t!(
                        "words-forward-placed-mrv",
                        square = at,
                        pruned = pruned,
                        rank = rank(r),
                        open = k.to_string()
                    ),
                    (None, _) => t!("words-forward-placed", square = at, pruned = pruned),
                }
            }
            ForwardStory::Wipeout { rank: at, by } => {
                t!("words-forward-wipe-out", by = square(*by), rank = rank(at))
            }
            ForwardStory::Lifted {
                square: at,
                left: 0,
            } => t!("words-forward-lifted-last", square = square(*at)),
            ForwardStory::Lifted { square: at, left } => {
                t!("words-forward-lifted", square = square(*at), left = *left)
            }
        }
    }
}

impl crate::ui::words::SaidEvent for crate::strategies::forward_checking::events::Wipeout {
    fn said(&self, n: usize) -> String {
        t!(
            "words-event-wipe-out",
            rank = crate::solver::notation::rank_of(n, usize::from(self.row))
        )
    }
}
