//! `nqueens count N --plan`: how a count would be cut and how long its shards would take,
//! without counting.

use std::io::{self, Write};
use std::process::ExitCode;

use crate::cli::CountArgs;
use crate::count::outline::{Outline, measured_speed, outline};
use crate::count::plan::default_format;

/// Prints the plan of the count `args` describes, as text or `--json`.
pub fn run(args: &CountArgs) -> color_eyre::Result<ExitCode> {
    let n = args.board.n();
    let format = args.format.unwrap_or_else(|| default_format(n));
    let (shards, only) = match (args.shard, args.shards) {
        (Some(shard), _) => (shard.count, Some(shard.index)),
        (None, Some(m)) => (m, None),
        (None, None) => (1, None),
    };
    let plan = outline(n, format, shards, only)?;
    let speed = measured_speed()?;
    let text = if args.json {
        json(&plan, speed)
    } else {
        words(&plan, speed)
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The plan as one line of JSON. Work is in estimated nodes, memory in bytes, speed in
/// estimated nodes a second on one core, times in seconds on one core.
fn json(p: &Outline, speed: f64) -> String {
    let only = p.only.map_or("null".to_string(), |i| i.to_string());
    let seconds = |w: u128| w as f64 / speed;
    format!(
        concat!(
            r#"{{"n":{},"format":{},"shards":{},"shard":{},"subproblems":{},"work":{},"#,
            r#""mean":{:.0},"largest":{},"shard_subproblems":[{},{}],"shard_work":[{},{}],"#,
            r#""task_bytes":{},"speed":{:.0},"shard_seconds":[{:.3},{:.3}],"seconds":{:.3}}}"#
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
        Some(i) => format!("shard {i}/{}", p.shards),
        None => "the whole count".to_string(),
    };
    let mut lines = vec![
        format!(
            "n = {}, format {}, {what}: {} subproblems, {} nodes of estimated work",
            p.n,
            p.format,
            thousands(p.subproblems),
            sci(p.work as f64)
        ),
        format!(
            "a piece: {} nodes on average, {} the largest ({:.1} × the mean)",
            sci(p.mean()),
            sci(p.largest as f64),
            p.largest as f64 / p.mean().max(1.0)
        ),
    ];
    if p.only.is_none() && p.shards > 1 {
        lines.push(format!(
            "{} shards: {} to {} subproblems, {} to {} nodes each",
            thousands(u64::from(p.shards)),
            thousands(p.shard_subproblems.0),
            thousands(p.shard_subproblems.1),
            sci(p.shard_work.0 as f64),
            sci(p.shard_work.1 as f64)
        ));
    }
    lines.push(format!(
        "a task needs about {} of memory",
        megabytes(p.task_bytes)
    ));
    let shard_time = if p.only.is_none() && p.shards > 1 {
        format!(
            "a shard {} to {}, ",
            time(p.shard_work.0),
            time(p.shard_work.1)
        )
    } else {
        String::new()
    };
    lines.push(format!(
        "at {} estimated nodes/s a core (measured here now): {shard_time}{} the largest piece, \
         {} in all, on one core",
        sci(speed),
        time(u128::from(p.largest)),
        time(p.work)
    ));
    lines.join("\n")
}

/// A number in three significant digits, `4.72e18` (plain below ten thousand).
fn sci(x: f64) -> String {
    if x < 1e4 {
        format!("{x:.0}")
    } else {
        format!("{x:.2e}")
    }
}

/// A whole number with thin groups of three: `982,785`.
fn thousands(x: u64) -> String {
    let digits = x.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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
    match seconds {
        s if s < 1.0 => format!("{:.0} ms", s * 1e3),
        s if s < MINUTE => format!("{s:.1} s"),
        s if s < HOUR => format!("{:.1} min", s / MINUTE),
        s if s < DAY => format!("{:.1} h", s / HOUR),
        s if s < YEAR => format!("{:.1} days", s / DAY),
        s => format!("{:.1} years", s / YEAR),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_a_person_would_say_them() {
        assert_eq!(thousands(982_785), "982,785");
        assert_eq!(thousands(12), "12");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(sci(4_720_000_000.0), "4.72e9");
        assert_eq!(sci(937.0), "937");
        assert_eq!(duration(0.25), "250 ms");
        assert_eq!(duration(90.0), "1.5 min");
        assert_eq!(duration(2.0 * 86_400.0), "2.0 days");
        assert_eq!(megabytes(4_194_304), "4.2 MB");
    }
}
