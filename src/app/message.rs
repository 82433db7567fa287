//! What changes the state: an action (what the user asks for, or a job's answer the shared
//! vocabulary can say), or a job's answer that only the state's own types can carry.

use super::compare::Measured;
use super::timeline::Survey;
use crate::vocabulary::{Action, JobId};

/// What [`super::App::update`] takes.
#[derive(Debug, Clone)]
pub enum Message {
    /// An action: a key's, a click's, or a job's answer.
    Action(Action),
    /// The background survey of the `n` board's whole run has ended.
    Surveyed {
        /// The board size surveyed.
        n: usize,
        /// The job that surveyed it (an answer no longer awaited is ignored).
        job: JobId,
        /// The run's timeline and its solutions, if it ran to the end (`None`: stopped).
        survey: Option<Box<Survey>>,
    },
    /// A cell of the Compare view is measured.
    Compared {
        /// The job that measured it (an answer no longer awaited is ignored).
        job: JobId,
        /// Its figures.
        cell: Measured,
    },
}

impl From<Action> for Message {
    fn from(action: Action) -> Self {
        Message::Action(action)
    }
}
