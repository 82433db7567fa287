//! The one interface through which the state's effects are carried out, and the one way the
//! answers go back to the state ([`drive`]).

use std::collections::VecDeque;

use crate::app::{App, Effect, Message};

/// Why a run of the animation ends, as an effect or its job said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The user quit.
    Quit,
    /// The process was told to stop from outside by this signal.
    Signal(i32),
    /// A job's work was lost (its thread could not run, or died): its answer never comes.
    Lost,
}

/// Carries out the state's effects: starts the jobs they describe (or does them at once),
/// stops the jobs they cancel, and says when the run is to end.
pub trait Executor {
    /// Carries out `effect`; `Some` if the run is to end here.
    fn carry_out(&mut self, effect: Effect) -> Option<Ending>;

    /// The answers ready now that have not been handed over: those of jobs done at once
    /// (jobs on threads answer through the loop instead).
    fn ready(&mut self) -> Vec<Message>;
}

/// Carries out `effects` in order with `executor`, handing each answer ready at once to
/// `app` as soon as its job is done, and carrying out the effects of that in turn (after
/// those already waiting). Stops at the first effect that ends the run, and says why.
pub fn drive(app: &mut App, executor: &mut impl Executor, effects: Vec<Effect>) -> Option<Ending> {
    let mut queue = VecDeque::from(effects);
    while let Some(effect) = queue.pop_front() {
        if let Some(ending) = executor.carry_out(effect) {
            return Some(ending);
        }
        for answer in executor.ready() {
            queue.extend(app.update(answer));
        }
    }
    None
}
