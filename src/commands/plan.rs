//! `nqueens count N --plan`: how a count would be cut and how long its shards would take,
//! without counting.

use std::io::Write;
use std::process::ExitCode;

use super::Failure;
use crate::cli::CountArgs;
use crate::count::outline::{Outline, measured_speed, outline};
use crate::count::plan::{FORMAT_EVEN, format_for};
use crate::t;

/// Prints the plan of the count `args` describes, as text or `--json`.
pub fn run(args: &CountArgs) -> color_eyre::Result<ExitCode> {
    let n = args.board.n();
    let (shards, only) = match (args.shard, args.shards) {
        (Some(shard), _) => (shard.count, Some(shard.index)),
        (None, Some(m)) => (m, None),
        (None, None) => (1, None),
    };
    let format = format_of(args, shards)?;
    let plan = outline(n, format, shards, only)?;
    let speed = measured_speed()?;
    let text = if args.json {
        json(&plan, speed)
    } else {
        words(&plan, speed)
    };
    let mut out = crate::output::stdout();
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The format of the cut: `--format`, else the default for the board and the number of
/// shards. Format 3 cuts for a number of shards: a count of one has nothing to even out.
pub(super) fn format_of(args: &CountArgs, shards: u32) -> Result<u32, Failure> {
    let format = args
        .format
        .unwrap_or_else(|| format_for(args.board.n(), shards));
    if format == FORMAT_EVEN && shards < 2 {
        return Err(Failure::Usage(crate::t!("error-even-needs-shards")));
    }
    Ok(format)
}

/// The plan as one line of JSON. Work is in estimated nodes, memory in bytes, speed in
/// estimated nodes a second on one core, times in seconds on one core (to the microsecond: a
/// small plan foresees less than a millisecond, which three decimals would print as 0).
fn json(p: &Outline, speed: f64) -> String {
    let only = p.only.map_or("null".to_string(), |i| i.to_string());
    let seconds = |w: u128| w as f64 / speed;
    format!(
        concat!(
            r#"{{"n":{},"format":{},"shards":{},"shard":{},"subproblems":{},"work":{},"#,
            r#""mean":{:.0},"largest":{},"shard_subproblems":[{},{}],"shard_work":[{},{}],"#,
            r#""task_bytes":{},"speed":{:.0},"shard_seconds":[{:.6},{:.6}],"seconds":{:.6}}}"#
        ),
        p.n,
        p.format,
        p.shards,
        only,
        p.subproblems,
        p.work,
        p.mean(),
        p.largest,
        p.shard_subproblems.0,
        p.shard_subproblems.1,
        p.shard_work.0,
        p.shard_work.1,
        p.task_bytes,
        speed,
        seconds(p.shard_work.0),
        seconds(p.shard_work.1),
        seconds(p.work),
    )
}

/// The plan in a few lines for a person.
fn words(p: &Outline, speed: f64) -> String {
    let time = |w: u128| duration(w as f64 / speed);
    let what = match p.only {
        Some(i) => t!(
            "commands-plan-shard",
            index = i.to_string(),
            shards = p.shards.to_string()
        ),
        None => t!("commands-plan-whole"),
    };
    let mut lines = vec![
        t!(
            "commands-plan-head",
            n = p.n,
            format = p.format,
            what = what,
            subproblems = p.subproblems,
            work = sci(p.work as f64)
        ),
        t!(
            "commands-plan-piece",
            mean = sci(p.mean()),
            largest = sci(p.largest as f64),
            ratio = format!("{:.1}", p.largest as f64 / p.mean().max(1.0))
        ),
    ];
    let sharded = p.only.is_none() && p.shards > 1;
    if sharded {
        lines.push(t!(
            "commands-plan-shards",
            shards = p.shards,
            least = p.shard_subproblems.0,
            most = p.shard_subproblems.1,
            least_work = sci(p.shard_work.0 as f64),
            most_work = sci(p.shard_work.1 as f64)
        ));
    }
    lines.push(t!("commands-plan-memory", memory = megabytes(p.task_bytes)));
    let (largest, all) = (time(u128::from(p.largest)), time(p.work));
    lines.push(if sharded {
        t!(
            "commands-plan-time-shards",
            speed = sci(speed),
            least = time(p.shard_work.0),
            most = time(p.shard_work.1),
            largest = largest,
            all = all
        )
    } else {
        t!(
            "commands-plan-time",
            speed = sci(speed),
            largest = largest,
            all = all
        )
    });
    lines.join("\n")
}

/// A figure in three significant digits, as the language writes a large one: `4.72 × 10^18`,
/// `472 亿亿` (plain below ten thousand).
fn sci(x: f64) -> String {
    crate::i18n::number::about(x)
}

/// Bytes as megabytes, one decimal.
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// Seconds in the unit a person would use.
fn duration(seconds: f64) -> String {
    const MINUTE: f64 = 60.0;
    const HOUR: f64 = 3600.0;
    const DAY: f64 = 86_400.0;
    const YEAR: f64 = 365.25 * DAY;
    let value = |v: f64| format!("{v:.1}");
    match seconds {
        s if s < 1.0 => t!("commands-duration-ms", value = format!("{:.0}", s * 1e3)),
        s if s < MINUTE => t!("commands-duration-seconds", value = value(s)),
        s if s < HOUR => t!("commands-duration-minutes", value = value(s / MINUTE)),
        s if s < DAY => t!("commands-duration-hours", value = value(s / HOUR)),
        s if s < YEAR => t!("commands-duration-days", value = value(s / DAY)),
        s => t!("commands-duration-years", value = value(s / YEAR)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_a_person_would_say_them() {
        let duration = |s| crate::i18n::scoped(crate::i18n::Lang::En, || duration(s));
        let sci = |x| crate::i18n::scoped(crate::i18n::Lang::En, || sci(x));
        assert_eq!(sci(4_720_000_000.0), "4.72 × 10^9");
        assert_eq!(sci(937.0), "937");
        assert_eq!(duration(0.25), "250 ms");
        assert_eq!(duration(90.0), "1.5 min");
        assert_eq!(duration(2.0 * 86_400.0), "2.0 days");
        assert_eq!(megabytes(4_194_304), "4.2 MB");
    }
}
