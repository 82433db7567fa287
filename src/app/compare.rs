//! The Compare view (`:compare`): what each strategy's search costs as the board grows, the
//! cells of `nqueens compare` filling in as a background job measures them. The state only
//! describes the job ([`CompareJob`], an effect) and takes in its answers, a cell at a time;
//! closing the view lets the job go (its cancel follows from no longer awaiting it).

use std::ops::RangeInclusive;
use std::time::Duration;

use super::serial::Serials;
use crate::solver::search::max_n;
use crate::vocabulary::{JobId, Strategy};

/// The most wall time a cell of the view may take: long enough for the small boards of
/// every strategy, short enough that the chart fills in within a minute or so.
pub const BUDGET: Duration = Duration::from_secs(2);

/// The first board size the view measures.
pub const FIRST_N: usize = 4;

/// The last board size the view measures, at least: beyond the board watched if it is
/// larger.
pub const LAST_N: usize = 8;

/// The seed of the random strategies' first run, as `compare` takes by default.
const SEED: u64 = 0;

/// The background measurement of a view's cells, as `nqueens compare` measures them (the
/// work is the job module's; each cell comes back as [`super::Message::Compared`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompareJob {
    /// The job's name, for its cancel and its answers.
    pub job: JobId,
    /// The strategies, in the order the view lists them.
    pub strategies: Vec<Strategy>,
    /// The board sizes.
    pub sizes: RangeInclusive<usize>,
    /// The most wall time a cell may take.
    pub budget: Duration,
    /// The first seed of the random strategies.
    pub seed: u64,
}

impl CompareJob {
    /// The cells, strategy by strategy and each by size.
    pub fn cells(&self) -> Vec<(Strategy, usize)> {
        self.strategies
            .iter()
            .flat_map(|&s| self.sizes.clone().map(move |n| (s, n)))
            .collect()
    }
}

/// What the view shows of a measured cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// The strategy.
    pub strategy: Strategy,
    /// The board size.
    pub n: usize,
    /// The events stepped.
    pub events: u64,
    /// Whether the search ran to its end within the budget.
    pub complete: bool,
    /// The events of the whole run: counted if complete, else estimated where an estimate
    /// is known (`None`: a cut-short run's events are only a lower bound).
    pub whole: Option<f64>,
}

/// The view's state: what is measured, the cells in so far, and what it points at (the
/// strategy and the board watched).
#[derive(Debug, Clone)]
pub struct Comparing {
    plan: CompareJob,
    /// The cells measured, in the order they came.
    cells: Vec<Measured>,
    strategy: Strategy,
    n: usize,
}

/// The board sizes the view measures for the board `n` watched.
pub fn sizes(n: usize) -> RangeInclusive<usize> {
    FIRST_N..=n.max(LAST_N)
}

impl Comparing {
    /// A view for `strategy` watched on the `n` board, and the job that measures its cells,
    /// named from `serials`: every strategy that takes the largest board, each on
    /// [`sizes`].
    pub fn start(strategy: Strategy, n: usize, serials: &mut Serials) -> (Comparing, CompareJob) {
        let sizes = sizes(n);
        let strategies = Strategy::ALL
            .iter()
            .copied()
            .filter(|&s| max_n(s) >= *sizes.end())
            .collect();
        let job = CompareJob {
            job: JobId::Compare(serials.fresh()),
            strategies,
            sizes,
            budget: BUDGET,
            seed: SEED,
        };
        let comparing = Comparing {
            plan: job.clone(),
            cells: Vec::new(),
            strategy,
            n,
        };
        (comparing, job)
    }

    /// The job whose answers the view awaits.
    pub fn job(&self) -> JobId {
        self.plan.job
    }

    /// `job` measured `cell`: taken if it is this view's job and one of its cells, else
    /// ignored (stale).
    pub fn take(&mut self, job: JobId, cell: Measured) {
        let planned =
            self.plan.strategies.contains(&cell.strategy) && self.plan.sizes.contains(&cell.n);
        if job == self.plan.job && planned && self.cell(cell.strategy, cell.n).is_none() {
            self.cells.push(cell);
        }
    }

    /// What is measured.
    pub fn plan(&self) -> &CompareJob {
        &self.plan
    }

    /// The cell of `strategy` on the `n` board, if measured.
    pub fn cell(&self, strategy: Strategy, n: usize) -> Option<&Measured> {
        self.cells
            .iter()
            .find(|c| c.strategy == strategy && c.n == n)
    }

    /// How many cells are measured, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.cells.len(), self.plan.cells().len())
    }

    /// The strategy watched, highlighted.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The board watched, where the cursor stands.
    pub fn n(&self) -> usize {
        self.n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(strategy: Strategy, n: usize) -> Measured {
        Measured {
            strategy,
            n,
            events: 7,
            complete: true,
            whole: Some(7.0),
        }
    }

    #[test]
    fn the_sizes_reach_the_board_watched() {
        assert_eq!(sizes(6), 4..=8);
        assert_eq!(sizes(12), 4..=12);
    }

    #[test]
    fn a_cell_is_taken_from_its_own_job_only() {
        let mut serials = Serials::default();
        let (mut view, job) = Comparing::start(Strategy::default(), 8, &mut serials);
        assert_eq!(view.job(), job.job);
        let (a, n) = job.cells()[3];
        let JobId::Compare(k) = job.job else {
            panic!("{job:?}")
        };
        view.take(JobId::Compare(k + 1), cell(a, n));
        assert_eq!(view.progress().0, 0, "another job's cell");
        view.take(job.job, cell(a, n));
        view.take(job.job, cell(a, 40));
        assert_eq!(view.cell(a, n), Some(&cell(a, n)));
        assert_eq!(view.progress(), (1, job.cells().len()));
    }
}
