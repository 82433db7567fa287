//! Names for the state's background jobs (see [`crate::vocabulary::JobId`]).

/// The names of new jobs, handed out by the state one after another: no two jobs it starts
/// share one, and nothing outside the state is needed to name them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Serials(u64);

impl Serials {
    /// A number no job named from these serials has had.
    pub fn fresh(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}
