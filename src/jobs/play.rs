//! The work of a [`PlayJob`]: whether a hand-built position can be completed (and if not,
//! which queen to lift), or the number of a solved one in search order. Seconds at most (the
//! budgets [`CHECK_BUDGET`] and [`NUMBER_BUDGET`]), polling a stop to end early.

use crate::app::play::{CHECK_BUDGET, NUMBER_BUDGET, PlayJob};
use crate::count::order::{Halt, number_in_search_order};
use crate::solver::complete::{Completion, complete};
use crate::solver::symmetry::canonical;
use crate::vocabulary::{Action, CheckOutcome, NumberOutcome};

impl PlayJob {
    /// Does the work (seconds at most, see the budgets), polling `stop` to end early; the
    /// outcome as the action that reports it.
    pub fn run(&self, stop: &dyn Fn() -> bool) -> Action {
        match self {
            PlayJob::Check { position, fixed } => {
                let outcome = match complete(fixed.len(), fixed, CHECK_BUDGET, stop) {
                    Completion::Found(cols) => CheckOutcome::Completion(cols),
                    Completion::Impossible => match one_to_lift(fixed, stop) {
                        Ok(lift) => CheckOutcome::Impossible { lift },
                        Err(outcome) => outcome,
                    },
                    Completion::OutOfBudget => CheckOutcome::GaveUp,
                    Completion::Stopped => CheckOutcome::Stopped,
                };
                Action::Checked {
                    position: *position,
                    outcome,
                }
            }
            PlayJob::Number { position, solution } => {
                let class = canonical(solution);
                let numbered =
                    number_in_search_order(solution, NUMBER_BUDGET, stop).and_then(|number| {
                        if class.canonical() == solution.as_slice() {
                            return Ok((number, number));
                        }
                        number_in_search_order(class.canonical(), NUMBER_BUDGET, stop)
                            .map(|canonical| (number, canonical))
                    });
                let outcome = match numbered {
                    Ok((number, canonical)) => NumberOutcome::Numbered { number, canonical },
                    Err(Halt::OutOfBudget) => NumberOutcome::GaveUp,
                    Err(Halt::Stopped) => NumberOutcome::Stopped,
                };
                Action::Numbered {
                    position: *position,
                    outcome,
                }
            }
        }
    }
}

/// A queen (row, column) of `fixed` without which the position can be completed, if there is
/// one: the hint for a position that cannot be. The queens are tried from the bottom rank up,
/// so the hint is the lowest such queen. Each try has the check's budget.
fn one_to_lift(
    fixed: &[Option<u8>],
    stop: &dyn Fn() -> bool,
) -> Result<Option<(u8, u8)>, CheckOutcome> {
    for (row, &queen) in fixed.iter().enumerate().rev() {
        let Some(col) = queen else { continue };
        let mut without = fixed.to_vec();
        without[row] = None;
        match complete(fixed.len(), &without, CHECK_BUDGET, stop) {
            Completion::Found(_) => return Ok(Some((crate::solver::u8_of(row), col))),
            Completion::Impossible | Completion::OutOfBudget => {}
            Completion::Stopped => return Err(CheckOutcome::Stopped),
        }
    }
    Ok(None)
}
