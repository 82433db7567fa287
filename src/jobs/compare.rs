//! The Compare view's job: its cells measured as `nqueens compare` measures them, on all
//! cores, each reported as it ends; once the cancel flag is raised the cells under way stop
//! within a stretch of events and no other starts.

use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::thread;

use crate::app::Message;
use crate::app::compare::{CompareJob, Measured};
use crate::compare::Cell;
use crate::compare::measure::{Plan, run_all};

/// Measures the cells of `job` until `cancel` is raised, handing each to `report` as the
/// message that tells the state, as soon as it ends.
pub fn compare_until(job: CompareJob, cancel: &AtomicBool, report: &mut dyn FnMut(Message)) {
    let plan = Plan {
        strategies: job.strategies,
        sizes: job.sizes,
        budget: job.budget,
        seed: job.seed,
    };
    let (done, cells) = mpsc::channel();
    let plan = &plan;
    thread::scope(|scope| {
        // The cells end on rayon's threads; this one hands them on as they come.
        scope.spawn(move || {
            run_all(plan, cancel, move |_, cell| {
                let _ = done.send(measured(cell));
            })
        });
        for cell in cells {
            report(Message::Compared { job: job.job, cell });
        }
    });
}

/// What the view shows of `cell`.
fn measured(cell: &Cell) -> Measured {
    Measured {
        strategy: cell.strategy,
        n: cell.n,
        events: cell.events,
        complete: cell.complete,
        whole: cell.whole_events(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::{JobId, Strategy};
    use std::time::Duration;

    fn job(sizes: std::ops::RangeInclusive<usize>) -> CompareJob {
        CompareJob {
            job: JobId::Compare(7),
            strategies: vec![Strategy::default()],
            sizes,
            budget: Duration::from_secs(60),
            seed: 0,
        }
    }

    #[test]
    fn every_cell_is_reported_once_under_the_job_name() {
        let mut got = Vec::new();
        compare_until(job(4..=6), &AtomicBool::new(false), &mut |m| got.push(m));
        let mut sizes: Vec<usize> = got
            .iter()
            .map(|m| match m {
                Message::Compared { job, cell } => {
                    assert_eq!(*job, JobId::Compare(7));
                    assert!(cell.complete);
                    assert_eq!(cell.whole, Some(cell.events as f64));
                    cell.n
                }
                other => panic!("{other:?}"),
            })
            .collect();
        sizes.sort_unstable();
        assert_eq!(sizes, vec![4, 5, 6]);
    }

    #[test]
    fn a_cancelled_job_reports_nothing_it_did_not_start() {
        let mut got = Vec::new();
        compare_until(job(4..=6), &AtomicBool::new(true), &mut |m| got.push(m));
        assert!(got.is_empty());
    }
}
