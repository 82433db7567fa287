//! The story of `best-first` in words: what the narration says of its events.

use crate::solver::notation::grouped;
use crate::strategies::best_first::story::BestFirstStory;
use crate::t;
use crate::ui::words::{Said, rank, square};

impl Said for BestFirstStory {
    fn said(&self) -> String {
        match self {
            BestFirstStory::SetUp(at) => t!("words-best-first-set-up", square = square(*at)),
            BestFirstStory::Lifted(at) => t!("words-best-first-lifted", square = square(*at)),
            BestFirstStory::Popped {
                square: at,
                g,
                f,
                free,
                queued,
            } => t!(
                "words-best-first-popped",
                queued = grouped(*queued as u64 + 1),
                g = *g,
                square = square(*at),
                f = f.to_string(),
                free = *free
            ),
            BestFirstStory::Expanded {
                rank: at,
                pushed,
                pruned: 0,
                queued,
            } => t!(
                "words-best-first-expanded",
                rank = rank(at),
                pushed = pushed.to_string(),
                queued = grouped(*queued as u64)
            ),
            BestFirstStory::Expanded {
                rank: at,
                pushed,
                pruned,
                queued,
            } => t!(
                "words-best-first-expanded-pruned",
                rank = rank(at),
                pushed = pushed.to_string(),
                pruned = pruned.to_string(),
                queued = grouped(*queued as u64)
            ),
            BestFirstStory::Solved { expanded } => {
                t!("words-best-first-solved", expanded = *expanded)
            }
        }
    }
}

impl crate::ui::words::SaidEvent for crate::strategies::best_first::events::Expand {
    fn said(&self, n: usize) -> String {
        t!(
            "words-event-expand",
            rank = crate::solver::notation::rank_of(n, usize::from(self.row)),
            pushed = self.pushed.to_string()
        )
    }
}
