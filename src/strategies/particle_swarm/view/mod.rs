//! How `particle-swarm` is shown: the particle moving on the board, its two queens just
//! swapped marked, the swarm as small boards in the stack's place, its rounds counted.

mod code;
pub mod knobs;
mod rows;
mod swarm;
mod told;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::solver::search::{Search as _, Work};
use crate::solver::{AnySearch, Event};
use crate::strategies::particle_swarm::events::Event as PsoEvent;
use crate::t;
use crate::ui::board::{Board, Square};
use crate::ui::code::Shown;
use crate::ui::kit::plan::Part;
use crate::ui::kit::theme::{Shade, THEME};
use crate::ui::legend::entry;
use crate::ui::stats::{Shared, whole_board_rows};
use crate::ui::strategy::{View, figure_forms, how};
pub use code::PARTICLE_SWARM;
use swarm::SwarmPanel;

/// `particle-swarm`'s view.
pub struct ParticleSwarmView;

/// The view the registry finds.
pub static VIEW: ParticleSwarmView = ParticleSwarmView;

impl View for ParticleSwarmView {
    fn code(&self, app: &App) -> Shown {
        match app.search().other() {
            Some(AnySearch::ParticleSwarm(p)) => code::code(p, app.last_event()),
            _ => crate::ui::code::bitmask_shown(app),
        }
    }

    fn legend(&self) -> Vec<Line<'static>> {
        vec![
            entry(
                " ♛ ",
                THEME.square(0, 0, Shade::Plain),
                t!("panel-legend-pso-queen"),
            ),
            entry(" ♛2", THEME.lifted, t!("panel-legend-attacked-by-2")),
            entry(" ♛ ", THEME.placed, t!("panel-legend-pso-swapped")),
        ]
    }

    fn explanation(&self) -> (String, [&'static str; 2]) {
        how!("panel-how-particle-swarm", "panel-how-particle-swarm-short")
    }

    fn own_panel(&self) -> Option<Part> {
        Some(Part::Stack)
    }

    fn render_in_stack(&self, app: &App, area: Rect, buf: &mut Buffer) -> bool {
        let Some(AnySearch::ParticleSwarm(search)) = app.search().other() else {
            return false;
        };
        SwarmPanel { search }.render(area, buf);
        true
    }

    /// The two queens a swap just moved, as a move's queen; the rest as the shared marks.
    fn square(&self, board: &Board, search: &AnySearch, row: usize, col: usize) -> Option<Square> {
        let Some(Event::ParticleSwarm(PsoEvent::Swap { a, b, .. })) = board.last else {
            return None;
        };
        let swapped = row == usize::from(a) || row == usize::from(b);
        (swapped && search.queen(row) == Some(col))
            .then(|| Square::JustMoved(search.conflicts(row).unwrap_or(0)))
    }

    fn rows(&self, app: &App, other: &AnySearch, shared: Shared) -> Vec<Line<'static>> {
        let AnySearch::ParticleSwarm(p) = other else {
            return whole_board_rows(app, other, shared, None);
        };
        rows::rows(p)
    }

    fn no_masks_how(&self) -> String {
        t!("panel-no-masks-how-particle-swarm")
    }

    fn progress(&self, search: &AnySearch) -> Option<(f64, String)> {
        let AnySearch::ParticleSwarm(p) = search else {
            return None;
        };
        Some(swarm::progress(p))
    }

    fn race_counter(&self, _search: &AnySearch, work: Work) -> Option<(String, Vec<String>)> {
        Some((t!("race-counter-pso-swaps"), figure_forms(work.moves)))
    }
}
