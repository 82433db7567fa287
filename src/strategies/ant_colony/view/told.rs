//! The story of `ant-colony` in words: what the narration says of its events.

use crate::solver::notation::grouped;
use crate::strategies::ant_colony::events::Event as AntEvent;
use crate::strategies::ant_colony::story::AntStory;
use crate::t;
use crate::ui::words::{Said, SaidEvent, square};

impl Said for AntStory {
    fn said(&self) -> String {
        match self {
            AntStory::Chose {
                ant,
                square: at,
                attackers,
                trail,
            } => t!(
                "words-ant-chose",
                ant = *ant,
                square = square(*at),
                attackers = *attackers,
                trail = format!("{:.1}", *trail as f64 / 10.0)
            ),
            AntStory::Finished { ant, of, attacked } => t!(
                "words-ant-finished",
                ant = *ant,
                of = *of,
                attacked = *attacked
            ),
            AntStory::NewBest { attacked } => {
                t!("words-ant-new-best", attacked = *attacked)
            }
            AntStory::Renewed {
                generation,
                best,
                mean,
            } => t!(
                "words-ant-renewed",
                generation = grouped(u64::from(*generation)),
                best = *best,
                mean = mean.to_string()
            ),
            AntStory::Solved { generation, boards } => t!(
                "words-ant-solved",
                generation = grouped(u64::from(*generation)),
                boards = *boards
            ),
        }
    }
}

impl SaidEvent for AntEvent {
    fn said(&self, _n: usize) -> String {
        match self {
            AntEvent::Ant { ant, attacked } => t!(
                "words-event-ant",
                ant = usize::from(*ant) + 1,
                attacked = *attacked
            ),
            AntEvent::Best { attacked } => t!("words-event-ant-best", attacked = *attacked),
            AntEvent::Trail { generation } => t!(
                "words-event-ant-trail",
                generation = grouped(u64::from(*generation))
            ),
        }
    }
}
