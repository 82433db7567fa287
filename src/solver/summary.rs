//! A search run to its end without looking at its events, and the totals it ends with: what
//! `trace --summary` prints and what `compare` tabulates, computed once for both, so the two
//! cannot disagree.

use std::time::Instant;

use super::traced::{Settings, Traced};
use super::{Counters, Search, Work};

/// What a search run to its end (or to a limit) reports.
#[derive(Debug, Clone, Copy)]
pub struct Summary {
    /// The search's totals at the end.
    pub counters: Counters,
    /// The work done, in units that compare across strategies.
    pub work: Work,
    /// Events stepped.
    pub events: u64,
    /// Wall time of the stepping.
    pub seconds: f64,
}

/// Events stepped between two looks at whether to go on: a look costs a clock read, and 1024
/// of the slowest events (a generation of `genetic` on a 32 board) still take well under the
/// 100 ms a stop may take.
pub const STRETCH: u64 = 1024;

/// Steps `search` to the end (or `limit` events) without looking at the events.
pub fn summarize<S: Search + Clone>(search: &mut S, limit: u64) -> Summary {
    let start = Instant::now();
    let mut events: u64 = 0;
    // Stepped as a local value, which the compiler can keep in registers, then put back. The
    // plain loop, without `summarize_while`'s looks: `trace --summary` is the stepper's
    // benchmark, and the nested loop cost it about a fifth (n = 15).
    // The run to the end is its own loop, one exit fewer than the limited one's.
    let mut local = search.clone();
    if limit == u64::MAX {
        while local.step().is_some() {
            events += 1;
        }
    } else {
        while events < limit && local.step().is_some() {
            events += 1;
        }
    }
    *search = local;
    Summary {
        counters: search.counters(),
        work: search.work(),
        events,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// Steps `search` as [`summarize`] does, asking `go_on` every [`STRETCH`] events whether to
/// go on (a time budget spent, a stop asked for): the search is then left where it stopped,
/// its totals those of the part it ran.
pub fn summarize_while<S: Search + Clone>(
    search: &mut S,
    limit: u64,
    mut go_on: impl FnMut() -> bool,
) -> Summary {
    let start = Instant::now();
    let mut events: u64 = 0;
    // Stepped as a local value, which the compiler can keep in registers, then put back.
    let mut local = search.clone();
    'run: while events < limit {
        let stretch = (limit - events).min(STRETCH);
        for stepped in 0..stretch {
            if local.step().is_none() {
                events += stepped;
                break 'run;
            }
        }
        events += stretch;
        if !go_on() {
            break;
        }
    }
    *search = local;
    Summary {
        counters: search.counters(),
        work: search.work(),
        events,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// The search of the `n` board that `trace` runs for `settings`: the strategy's own making
/// where it has settings of its own, else `new(n, seed)`, as the animation makes it.
pub fn for_settings<S: Traced>(n: usize, settings: &Settings, new: fn(usize, u64) -> S) -> S {
    S::for_trace(n, settings).unwrap_or_else(|| new(n, settings.seed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::AnySearch;
    use crate::vocabulary::Strategy;

    #[test]
    fn a_run_asked_to_stop_ends_after_a_stretch_with_its_part_counted() {
        let mut whole = AnySearch::new(Strategy::default(), 10, 0).unwrap();
        let all = summarize(&mut whole, u64::MAX);
        assert!(all.events > 3 * STRETCH, "{}", all.events);
        let mut part = AnySearch::new(Strategy::default(), 10, 0).unwrap();
        let mut looks = 0;
        let cut = summarize_while(&mut part, u64::MAX, || {
            looks += 1;
            looks < 3
        });
        assert_eq!(cut.events, 3 * STRETCH);
        assert!(!part.is_done());
        assert!(cut.counters.placements < all.counters.placements);
        // Going on from there gives the whole run's totals.
        let rest = summarize(&mut part, u64::MAX);
        assert_eq!(cut.events + rest.events, all.events);
        assert_eq!(rest.counters, all.counters);
        assert_eq!(rest.work, all.work);
    }

    #[test]
    fn a_limit_inside_a_stretch_is_kept() {
        let mut search = AnySearch::new(Strategy::default(), 8, 0).unwrap();
        assert_eq!(summarize(&mut search, 10).events, 10);
        assert_eq!(summarize(&mut search, STRETCH + 7).events, STRETCH + 7);
    }
}
