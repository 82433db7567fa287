//! `merge --spot-check P`: a fraction P of the subproblems the shard files record (see
//! [`super::spot`]) counted again; a file whose figures do not reproduce is refused.

use std::sync::atomic::AtomicBool;

use super::CountError;
use super::plan::{Counts, FORMAT, Id, Plan, on_the_line};
use super::record::{Record, Refused};
use super::shard::Shard;
use super::spot::{self, Spot};

/// Counts a fraction `fraction` (0 to 1) of the recorded spots of `files` again and compares
/// them with the files' figures; returns how many were counted. A file without spots (from an
/// older nqueens) is refused, as is the first whose figures do not reproduce.
pub fn spot_check(files: &[(String, Record)], fraction: f64) -> Result<usize, Refused> {
    let mut all: Vec<(u64, usize, Spot)> = Vec::new();
    for (i, (name, r)) in files.iter().enumerate() {
        let Some(spots) = &r.spots else {
            return Err(Refused(crate::t!("error-spot-none", name = name)));
        };
        let mut state = spot::seed(r.n, r.format, r.shard, r.ids.ranges());
        all.extend(
            spots
                .iter()
                .map(|&s| (crate::count::estimate::splitmix64(&mut state), i, s)),
        );
    }
    // A fixed order that mixes the files, so any fraction samples them all alike.
    all.sort_unstable_by_key(|&(order, i, s)| (order, i, s.0));
    // At least one, at most all: the fraction is above 0 and at most 1.
    let take = (1..=all.len())
        .find(|&k| k as f64 >= all.len() as f64 * fraction)
        .unwrap_or(all.len());
    let mut whole: Option<Plan> = None;
    for &(_, i, spot) in all.iter().take(take) {
        let (name, r) = &files[i];
        let counted = recount(r, spot.id(), &mut whole)?;
        if counted != spot.counts() {
            return Err(Refused(crate::t!(
                "error-spot-differs",
                name = name,
                id = spot.id().to_string(),
                recorded = spot.1.to_string(),
                counted = counted.total.to_string(),
                shard = r.shard.to_string()
            )));
        }
    }
    Ok(take.min(all.len()))
}

/// Subproblem `id` of `r`'s shard counted again: in format 1 an id of the whole plan (built
/// once, kept in `whole`), in formats 2 and 3 one of the shard's own pieces.
fn recount(r: &Record, id: Id, whole: &mut Option<Plan>) -> Result<Counts, Refused> {
    let failed = |e: CountError| Refused(e.to_string());
    let own;
    let plan = if on_the_line(r.format) {
        own = Plan::of(r.n, r.format, r.shard).map_err(failed)?;
        &own
    } else {
        if whole.as_ref().is_none_or(|p| p.n() != r.n) {
            *whole = Some(Plan::of(r.n, FORMAT, Shard::WHOLE).map_err(failed)?);
        }
        whole.as_ref().unwrap_or_else(|| unreachable!("set above"))
    };
    if id >= plan.len() {
        return Err(Refused(crate::t!("error-spot-other-ids")));
    }
    plan.run(&[id], 1, &|_, _| {}, &AtomicBool::new(false))
        .map_err(failed)
}
