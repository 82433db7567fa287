//! Running the cells: each strategy's search made as `trace` makes it, stepped headless by
//! the summary's own loop until it ends, its budget is spent or a stop is asked for; the cells
//! in parallel, on all cores.

use std::ops::RangeInclusive;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use super::{Cell, Estimate, Unit};
use crate::count::tree;
use crate::solver::Search;
use crate::solver::summary::{for_settings, summarize_while};
use crate::solver::traced::{Settings, Traced};
use crate::vocabulary::Strategy;
use crate::vocabulary::tuning::Tuning;

/// Runs a random strategy's cell takes, each from its own seed (`--seed`, then the next ones):
/// the cell reports the median run.
pub const SEEDS: u64 = 5;

/// What to measure: every strategy of `strategies` on every board of `sizes`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The strategies, in the order the rows list them.
    pub strategies: Vec<Strategy>,
    /// The board sizes.
    pub sizes: RangeInclusive<usize>,
    /// The most wall time a cell may take.
    pub budget: Duration,
    /// The first seed of the random strategies.
    pub seed: u64,
}

impl Plan {
    /// The cells, strategy by strategy and each by size: the order of the rows.
    pub fn cells(&self) -> Vec<(Strategy, usize)> {
        self.strategies
            .iter()
            .flat_map(|&s| self.sizes.clone().map(move |n| (s, n)))
            .collect()
    }

    /// The seeds a cell of `strategy` runs from, in order.
    pub fn seeds(&self, strategy: Strategy) -> Vec<u64> {
        let runs = if strategy.seeded() { SEEDS } else { 1 };
        (0..runs).map(|k| self.seed.wrapping_add(k)).collect()
    }
}

/// Runs every cell of `plan` on all cores, calling `done` with each cell's index (in
/// [`Plan::cells`]) and figures as it ends. Once `cancel` is raised the cells under way stop
/// within a stretch of events, keeping what they did, and the others do not start (`None`).
pub fn run_all(
    plan: &Plan,
    cancel: &AtomicBool,
    done: impl Fn(usize, &Cell) + Sync,
) -> Vec<Option<Cell>> {
    let cells = plan.cells();
    // The largest boards first: they take longest, and started last they would run alone
    // at the end while the other cores wait.
    let mut order: Vec<usize> = (0..cells.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(cells[i].1));
    let mut measured: Vec<(usize, Option<Cell>)> = order
        .par_iter()
        // One cell a task: a cell may take the whole budget, so none waits behind another.
        .with_max_len(1)
        .map(|&index| {
            let (strategy, n) = cells[index];
            if cancel.load(Ordering::Relaxed) {
                return (index, None);
            }
            let cell = measure(plan, strategy, n, cancel);
            done(index, &cell);
            (index, Some(cell))
        })
        .collect();
    measured.sort_by_key(|&(index, _)| index);
    measured.into_iter().map(|(_, cell)| cell).collect()
}

/// The cell of `strategy` on the `n` board: its one run, or for a random strategy the median
/// (by events) of its runs from [`Plan::seeds`], all within one budget.
pub fn measure(plan: &Plan, strategy: Strategy, n: usize, cancel: &AtomicBool) -> Cell {
    let deadline = Instant::now() + plan.budget;
    let mut runs = Vec::new();
    for seed in plan.seeds(strategy) {
        let cell = run(strategy, n, seed, deadline, cancel);
        runs.push(cell);
        if !cell.complete {
            break;
        }
    }
    let complete = runs.iter().all(|c| c.complete);
    runs.sort_by_key(|c| c.events);
    let mut median = runs[runs.len() / 2];
    median.complete = complete;
    median
}

/// The registry's list as the run of one seed: each strategy's search made on its own type,
/// so the stepping loop is compiled for it alone.
macro_rules! dispatch {
    ($($id:ident => $folder:ident,)*) => {
        /// The run of `strategy` on the `n` board from `seed`, made as `trace` makes it with
        /// no settings but the seed, until `deadline` or `cancel`.
        fn run(
            strategy: Strategy,
            n: usize,
            seed: u64,
            deadline: Instant,
            cancel: &AtomicBool,
        ) -> Cell {
            let settings = Settings {
                seed,
                random_ranks: None,
                order: None,
                tuning: Tuning::default(),
            };
            match strategy {
                $(Strategy::$id => {
                    use crate::strategies::$folder::search as own;
                    let search = for_settings(n, &settings, own::new);
                    stepped(search, strategy, deadline, cancel)
                })*
            }
        }
    };
}
crate::strategies::registry!(dispatch);

/// Steps `search` to its end, or until `deadline` passes or `cancel` is raised, and reads the
/// cell's figures as `trace --summary` reads them.
fn stepped<S: Traced>(
    mut search: S,
    strategy: Strategy,
    deadline: Instant,
    cancel: &AtomicBool,
) -> Cell {
    let go_on = || !cancel.load(Ordering::Relaxed) && Instant::now() < deadline;
    let summary = summarize_while(&mut search, u64::MAX, go_on);
    let complete = search.is_done() && !search.ended_short();
    Cell {
        strategy,
        n: search.n(),
        events: summary.events,
        placements: summary.counters.placements,
        checks: summary.work.checks,
        boards: summary.work.boards,
        solutions: summary.counters.solutions,
        seconds: summary.seconds,
        // Not the summary's lines: a stop must not wait on the comparisons some compute.
        peak_bytes: search.peak_bytes().unwrap_or(0),
        complete,
        estimate: if complete {
            None
        } else {
            estimate(&search, strategy)
        },
    }
}

/// How far a run cut short got, where its whole is known or can be estimated: the boards of
/// a search that tests every board of a kind, or for the searches that walk the bitmask's
/// tree its placements, from Knuth's estimate of the tree.
fn estimate(search: &impl Search, strategy: Strategy) -> Option<Estimate> {
    let (unit, total, done) = if let Some(all) = search.boards_in_all() {
        (Unit::Boards, all as f64, search.work().boards as f64)
    } else if strategy.backtracks() {
        let tree = tree::estimate(search.n());
        let done = search.counters().placements as f64;
        (Unit::Placements, tree.placements as f64, done)
    } else {
        return None;
    };
    // A rough estimate can fall below what was done: the whole is at least that.
    Some(Estimate {
        unit,
        total: total.max(done),
        done,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(strategies: Vec<Strategy>, sizes: RangeInclusive<usize>, budget: Duration) -> Plan {
        Plan {
            strategies,
            sizes,
            budget,
            seed: 0,
        }
    }

    #[test]
    fn cells_come_strategy_by_strategy_each_by_size() {
        let p = plan(Strategy::ALL[..2].to_vec(), 4..=5, Duration::from_secs(1));
        let [a, b] = [Strategy::ALL[0], Strategy::ALL[1]];
        assert_eq!(p.cells(), vec![(a, 4), (a, 5), (b, 4), (b, 5)]);
    }

    #[test]
    fn a_cell_out_of_time_keeps_its_part_and_says_how_far_it_got() {
        let no_time = plan(Strategy::ALL.to_vec(), 12..=12, Duration::ZERO);
        let cancel = AtomicBool::new(false);
        for strategy in Strategy::ALL {
            let cell = measure(&no_time, strategy, 12, &cancel);
            assert!(cell.events > 0, "{strategy}: the first stretch is stepped");
            let boards_of_a_kind = strategy.about().unpredictable
                == Some(crate::strategies::Unpredictable::WholeBoards);
            let known = boards_of_a_kind || strategy.backtracks();
            if known {
                // Their runs of the 12 board take far more than a stretch of events.
                assert!(!cell.complete, "{strategy}");
            }
            assert_eq!(
                cell.estimate.is_some(),
                known && !cell.complete,
                "{strategy}"
            );
            if let Some(e) = cell.estimate {
                assert!(e.fraction() < 1.0, "{strategy}: {e:?}");
                assert!(cell.whole_events().unwrap() > cell.events as f64);
            }
        }
    }

    #[test]
    fn a_cancel_stops_every_strategy_s_cell_at_its_first_stretch() {
        // n = 32: a cancel is heard within a stretch of
        // events by every one (a stretch at n = 32 takes milliseconds: see the guide).
        let p = plan(Strategy::ALL.to_vec(), 32..=32, Duration::from_secs(3600));
        let cancel = AtomicBool::new(true);
        for strategy in Strategy::ALL {
            let cell = measure(&p, strategy, 32, &cancel);
            assert!(
                cell.events <= crate::solver::summary::STRETCH,
                "{strategy}: {} events",
                cell.events
            );
            // Or it ended within that stretch (min-conflicts's 32 board takes fewer).
            assert!(
                !cell.complete || cell.events < crate::solver::summary::STRETCH,
                "{strategy}"
            );
        }
    }

    #[test]
    fn a_cancelled_plan_starts_no_cell() {
        let p = plan(Strategy::ALL.to_vec(), 4..=6, Duration::from_secs(60));
        let cancel = AtomicBool::new(true);
        let cells = run_all(&p, &cancel, |_, _| panic!("no cell ends"));
        assert_eq!(cells.len(), Strategy::ALL.len() * 3);
        assert!(cells.iter().all(Option::is_none));
    }
}
