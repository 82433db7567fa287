//! The pseudocode of `ant-colony` for the code panel (`:code`), the line each event
//! executes, and the live values beside it.

use crate::solver::Event;
use crate::solver::notation::grouped;
use crate::strategies::ant_colony::events::Event as AntEvent;
use crate::strategies::ant_colony::search::AntColony;
use crate::t;
use crate::ui::code::Row::{self, Words};
use crate::ui::code::Shown;

/// `ant-colony`: ants drawing boards on the trails, the trails evaporated and laid.
pub const ANT_COLONY: [Row; 10] = [
    Words(0, "code-ant-start"),
    Words(0, "code-ant-repeat"),
    Words(2, "code-ant-each-ant"),
    Words(4, "code-ant-each-rank"),
    Words(6, "code-ant-draw"),
    Words(4, "code-ant-count"),
    Words(4, "code-ant-best"),
    Words(4, "code-ant-stop"),
    Words(2, "code-ant-evaporate"),
    Words(2, "code-ant-lay"),
];

/// The line of [`ANT_COLONY`] that `event` executed.
fn line(event: Option<Event>) -> Option<usize> {
    Some(match event? {
        Event::Place { .. } => 4,
        Event::AntColony(AntEvent::Ant { .. }) => 5,
        Event::AntColony(AntEvent::Best { .. }) => 6,
        Event::Solution { .. } => 7,
        Event::AntColony(AntEvent::Trail { .. }) => 9,
        _ => return None,
    })
}

/// The values of an ant colony search.
fn vars(a: &AntColony) -> Vec<(&'static str, String)> {
    let colony = a.colony();
    let (ant, rank) = a.ant();
    let best = a
        .best()
        .map_or_else(|| "—".to_string(), |(_, pairs, _)| pairs.to_string());
    vec![
        ("gen", grouped(u64::from(a.generation() + 1))),
        (
            "K",
            t!("code-value-ant-of", ant = ant + 1, ants = colony.ants),
        ),
        ("r", rank.to_string()),
        ("R", colony.evaporation.to_string()),
        ("best", best),
    ]
}

/// What the code panel shows for `a` after `event`.
pub fn code(a: &AntColony, event: Option<Event>) -> Shown {
    (&ANT_COLONY, line(event), vars(a))
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_line_is_wider_in_another_language_than_in_english() {
        crate::ui::code::checks::no_wider_than_in_english(&super::ANT_COLONY);
    }
}
